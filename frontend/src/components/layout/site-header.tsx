import { useEffect, useRef, useState, type CSSProperties, type MouseEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { agency } from '#content/agency';
import { HEADER_SCROLL_THRESHOLD_PX } from '#content/constants';
import { headerNavigation, type NavMenu } from '#content/routes';
import { BrandLogo } from '@/components/layout/brand-logo';
import { NavTargetLink } from '@/components/layout/nav-target-link';
import { ChevronDownIcon } from '@/components/icons/glyphs/chevron-down-icon';
import { CloseIcon } from '@/components/icons/glyphs/close-icon';
import { MenuIcon } from '@/components/icons/glyphs/menu-icon';
import { PhoneIcon } from '@/components/icons/glyphs/phone-icon';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import { useScrolledPast } from '@/lib/use-scroll-past';

/*
 * The menus are native HTML so they work from the first paint, before (and without) the app's
 * scripts: the dropdowns and the phone's menu panel are `popover="auto"` elements opened by
 * `popovertarget` buttons, which gives one open at a time, closing on a click outside and on
 * Escape (focus back on the button), and the expanded state for assistive technology. The phone
 * panel's two groups are <details>. Once hydrated, React only follows the DOM's state (the `toggle`
 * event), mirrors it into aria-expanded, and closes the menus on navigation.
 */

// Written out in the class names below too (Tailwind reads them from the source).
const MOBILE_MENU_ID = 'site-menu-panel';
const SITE_HEADER_ANCHOR = '--site-header';

const desktopLink =
  'rounded-md px-3 py-2 text-sm font-semibold tracking-wide text-white/90 transition-colors hover:bg-white/10 hover:text-white';

/** Whether the popover is open, following its `toggle` events (it may have opened before hydration). */
function usePopoverOpen(ref: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const follow = () => setOpen(element.matches(':popover-open'));
    follow();
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, [ref]);
  return open;
}

/** A click on a link inside a menu closes it (a section link on the home page does not change the URL). */
function hideOnLinkClick(event: MouseEvent<HTMLElement>) {
  const menu = event.currentTarget;
  if ((event.target as Element).closest('a') && menu.matches(':popover-open')) menu.hidePopover();
}

/**
 * Where CSS anchor positioning is missing, the scripts place an opening dropdown under its button
 * (before them it opens at the fallback place of its classes).
 */
function usePlacementWithoutAnchors(panelRef: RefObject<HTMLElement | null>, triggerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || CSS.supports('position-anchor', '--a')) return;
    const place = (event: Event) => {
      const trigger = triggerRef.current;
      if ((event as ToggleEvent).newState !== 'open' || !trigger) return;
      const { left, bottom } = trigger.getBoundingClientRect();
      Object.assign(panel.style, { left: `${left}px`, top: `${bottom}px` });
    };
    panel.addEventListener('toggle', place);
    return () => panel.removeEventListener('toggle', place);
  }, [panelRef, triggerRef]);
}

/** Fixed site header: desktop navigation with two dropdowns, and a menu panel on small screens. */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const hydrated = useHydrated();
  const headerRef = useRef<HTMLElement>(null);
  const { pathname, hash, search } = useLocation();

  // A navigation closes whatever was open (not the first render: a menu opened before hydration stays).
  const locationKey = `${pathname}${search}${hash}`;
  const shownFor = useRef(locationKey);
  useEffect(() => {
    if (shownFor.current === locationKey) return;
    shownFor.current = locationKey;
    for (const open of headerRef.current?.querySelectorAll<HTMLElement>(':popover-open') ?? []) open.hidePopover();
  }, [locationKey]);

  return (
    <header
      ref={headerRef}
      id="site-header"
      data-hydrated={hydrated ? 'true' : 'false'}
      data-scrolled={scrolled ? 'true' : 'false'}
      // The scroll threshold, for the CSS that turns the header solid before this island hydrates (styles/app.css).
      style={{ anchorName: SITE_HEADER_ANCHOR, '--header-scroll-threshold': `${HEADER_SCROLL_THRESHOLD_PX}px` } as CSSProperties}
      className={cn(
        'fixed inset-x-0 top-0 z-40 text-white transition-[background-color,padding,box-shadow] duration-300',
        // Near-solid navy from the start (a see-through header turned grey over light pages), fully
        // opaque and compact once scrolled (spec: more opaque, less padding).
        scrolled ? 'bg-navy-950 py-2 shadow-lg shadow-navy-950/30' : 'bg-navy-950/[0.93] py-4',
        // The open phone panel continues the header, so the bar takes the panel's background.
        'has-[#site-menu-panel:popover-open]:bg-navy-950',
      )}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerNavigation.leading.map((item) => (
              <li key={item.label}>
                <NavTargetLink target={item.target} className={desktopLink}>
                  {item.label}
                </NavTargetLink>
              </li>
            ))}
            {headerNavigation.dropdowns.map((menu, index) => (
              <HeaderDropdown key={menu.label} menu={menu} index={index} hydrated={hydrated} />
            ))}
            {headerNavigation.trailing.map((item) => (
              <li key={item.label}>
                <NavTargetLink target={item.target} className={desktopLink}>
                  {item.label}
                </NavTargetLink>
              </li>
            ))}
            <li className="ml-2">
              <NavTargetLink
                target={headerNavigation.contactButton.target}
                className="inline-flex items-center rounded-full bg-teal-400 px-5 py-2.5 text-sm font-bold tracking-wide text-navy-950 shadow-sm transition-colors hover:bg-teal-300"
              >
                {headerNavigation.contactButton.label}
              </NavTargetLink>
            </li>
          </ul>
        </nav>

        <MobileMenu hydrated={hydrated} />
      </div>
    </header>
  );
}

/** One dropdown: a popover placed under its button (CSS anchor positioning). */
function HeaderDropdown({ menu, index, hydrated }: { menu: NavMenu; index: number; hydrated: boolean }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const open = usePopoverOpen(panelRef);
  usePlacementWithoutAnchors(panelRef, triggerRef);
  const panelId = `site-menu-${index}`;
  const anchor = `--site-menu-${index}`;
  return (
    <li className="relative">
      <button
        ref={triggerRef}
        type="button"
        popoverTarget={panelId}
        // Before hydration the browser states the popover's expanded state itself.
        aria-expanded={hydrated ? open : undefined}
        style={{ anchorName: anchor } as CSSProperties}
        className={cn(desktopLink, 'group inline-flex items-center gap-1', open && 'bg-white/10')}
      >
        {menu.label}
        <ChevronDownIcon className="transition-transform group-has-[+:popover-open]:rotate-180" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        onClick={hideOnLinkClick}
        // Without anchor positioning the popover falls back to the class's place under the header.
        style={{ positionAnchor: anchor, top: 'anchor(bottom)', left: 'anchor(left)' } as CSSProperties}
        className="inset-auto top-18 left-1/3 m-0 mt-3 w-72 rounded-xl border border-navy-100 bg-white p-2 text-navy-900 shadow-xl shadow-navy-950/20"
      >
        <ul>
          {menu.items.map((item) => (
            <li key={item.label}>
              <NavTargetLink
                target={item.target}
                className="block rounded-lg px-3 py-2.5 text-sm font-medium transition-colors hover:bg-teal-50 hover:text-teal-800 focus-visible:bg-teal-50"
              >
                {item.label}
              </NavTargetLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

const mobileLink =
  'flex min-h-11 w-full items-center rounded-lg px-3 py-2 text-base font-semibold tracking-wide text-white hover:bg-white/10';

/** The phone's menu button and its panel (a popover under the header); the groups are <details>. */
function MobileMenu({ hydrated }: { hydrated: boolean }) {
  const panelRef = useRef<HTMLElement>(null);
  const open = usePopoverOpen(panelRef);

  // The groups start collapsed each time the panel opens: closing the panel collapses them.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const collapseGroups = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'closed') return;
      for (const group of panel.querySelectorAll('details')) group.open = false;
    };
    panel.addEventListener('toggle', collapseGroups);
    return () => panel.removeEventListener('toggle', collapseGroups);
  }, []);

  return (
    <>
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-expanded={hydrated ? open : undefined}
        aria-label={headerNavigation.mobileMenuLabel}
        className="group inline-flex size-11 items-center justify-center rounded-md text-2xl text-white hover:bg-white/10 lg:hidden"
      >
        <MenuIcon className="group-has-[~#site-menu-panel:popover-open]:hidden" />
        <CloseIcon className="hidden group-has-[~#site-menu-panel:popover-open]:block" />
      </button>
      <nav
        ref={panelRef}
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Mobile"
        onClick={hideOnLinkClick}
        style={{ top: `anchor(${SITE_HEADER_ANCHOR} bottom)` } as CSSProperties}
        className="inset-x-0 top-18 bottom-auto m-0 max-h-[calc(100dvh-4.5rem)] w-auto max-w-none overflow-y-auto border-0 bg-navy-950/95 p-0 text-white backdrop-blur lg:hidden"
      >
        <div className="mx-auto max-w-7xl px-4 pb-6 pt-2 sm:px-6">
          <ul className="space-y-1 border-t border-white/10 pt-3">
            {headerNavigation.leading.map((item) => (
              <li key={item.label}>
                <NavTargetLink target={item.target} className={mobileLink}>
                  {item.label}
                </NavTargetLink>
              </li>
            ))}
          </ul>
          <div className="mt-2 space-y-1">
            {headerNavigation.dropdowns.map((menu) => (
              <details key={menu.mobileLabel} className="group">
                <summary className={cn(mobileLink, 'cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden')}>
                  {menu.mobileLabel}
                  <ChevronDownIcon className="transition-transform group-open:rotate-180" />
                </summary>
                <ul className="ml-3 space-y-0.5 border-l border-teal-400/40 pl-3">
                  {menu.items.map((item) => (
                    <li key={item.label}>
                      <NavTargetLink
                        target={item.target}
                        className="flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] text-white/85 hover:bg-white/10 hover:text-white"
                      >
                        {item.label}
                      </NavTargetLink>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
          <ul className="mt-1 space-y-1">
            {headerNavigation.trailing.map((item) => (
              <li key={item.label}>
                <NavTargetLink target={item.target} className={mobileLink}>
                  {item.label}
                </NavTargetLink>
              </li>
            ))}
            <li>
              <NavTargetLink target={headerNavigation.contactButton.target} className={mobileLink}>
                {headerNavigation.contactButton.label}
              </NavTargetLink>
            </li>
          </ul>
          <a
            href={agency.phone.href}
            className="mt-4 flex min-h-12 items-center justify-center gap-2 rounded-full bg-teal-400 px-5 font-bold text-navy-950 hover:bg-teal-300"
          >
            <PhoneIcon />
            {headerNavigation.mobileCallLabel}
          </a>
        </div>
      </nav>
    </>
  );
}
