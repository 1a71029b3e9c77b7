import { useState, type PointerEvent } from 'react';
import { Accordion, Collapsible, NavigationMenu } from 'radix-ui';
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

const desktopLink =
  'rounded-md px-3 py-2 text-sm font-semibold tracking-wide text-white/90 transition-colors hover:bg-white/10 hover:text-white';

/** Fixed site header: desktop navigation with two dropdowns, and a menu panel on small screens. */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const hydrated = useHydrated();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname, hash, search } = useLocation();

  // A navigation closes whatever was open (state reset during render, React's pattern for this).
  const locationKey = `${pathname}${search}${hash}`;
  const [shownFor, setShownFor] = useState(locationKey);
  if (shownFor !== locationKey) {
    setShownFor(locationKey);
    setOpenMenu(null);
    setMobileOpen(false);
  }

  return (
    <header
      id="site-header"
      data-hydrated={hydrated ? 'true' : 'false'}
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 text-white transition-[background-color,padding,box-shadow] duration-300',
        // Near-solid navy from the start (a see-through header turned grey over light pages), fully
        // opaque and compact once scrolled (spec: more opaque, less padding).
        scrolled ? 'bg-navy-950 py-2 shadow-lg shadow-navy-950/30' : 'bg-navy-950/[0.93] py-4',
      )}
    >
      <Collapsible.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <BrandLogo />

          <NavigationMenu.Root
            aria-label="Main"
            className="hidden lg:block"
            value={openMenu ?? ''}
            onValueChange={(value) => setOpenMenu(value === '' ? null : value)}
          >
            <NavigationMenu.List className="flex items-center gap-1">
              {headerNavigation.leading.map((item) => (
                <NavigationMenu.Item key={item.label}>
                  <NavTargetLink target={item.target} className={desktopLink}>
                    {item.label}
                  </NavTargetLink>
                </NavigationMenu.Item>
              ))}
              {headerNavigation.dropdowns.map((menu) => (
                <HeaderDropdown key={menu.label} menu={menu} open={openMenu === menu.label} />
              ))}
              {headerNavigation.trailing.map((item) => (
                <NavigationMenu.Item key={item.label}>
                  <NavTargetLink target={item.target} className={desktopLink}>
                    {item.label}
                  </NavTargetLink>
                </NavigationMenu.Item>
              ))}
              <NavigationMenu.Item className="ml-2">
                <NavTargetLink
                  target={headerNavigation.contactButton.target}
                  className="inline-flex items-center rounded-full bg-teal-400 px-5 py-2.5 text-sm font-bold tracking-wide text-navy-950 shadow-sm transition-colors hover:bg-teal-300"
                >
                  {headerNavigation.contactButton.label}
                </NavTargetLink>
              </NavigationMenu.Item>
            </NavigationMenu.List>
          </NavigationMenu.Root>

          <Collapsible.Trigger
            className="inline-flex size-11 items-center justify-center rounded-md text-2xl text-white hover:bg-white/10 lg:hidden"
            aria-label={headerNavigation.mobileMenuLabel}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </Collapsible.Trigger>
        </div>

        {/* No id of our own: Radix links the trigger's aria-controls to the id it generates. */}
        <Collapsible.Content className="lg:hidden">
          <MobileMenu onNavigate={() => setMobileOpen(false)} />
        </Collapsible.Content>
      </Collapsible.Root>
    </header>
  );
}

// Menus open on click only (not on hover), so the two dropdowns behave the same for mouse, touch and keyboard.
const keepOpenOnHover = (event: PointerEvent) => event.preventDefault();

/** One dropdown; NavigationMenu keeps a single one open and closes it on a click outside or Escape. */
function HeaderDropdown({ menu, open }: { menu: NavMenu; open: boolean }) {
  return (
    <NavigationMenu.Item value={menu.label} className="relative">
      <NavigationMenu.Trigger
        onPointerMove={keepOpenOnHover}
        onPointerLeave={keepOpenOnHover}
        className={cn(desktopLink, 'inline-flex items-center gap-1 data-[state=open]:bg-white/10')}
      >
        {menu.label}
        <ChevronDownIcon className={cn('transition-transform', open && 'rotate-180')} />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        onPointerLeave={keepOpenOnHover}
        className="absolute left-0 top-full z-50 mt-3 w-72 rounded-xl border border-navy-100 bg-white p-2 text-navy-900 shadow-xl shadow-navy-950/20"
      >
        <ul>
          {menu.items.map((item) => (
            <li key={item.label}>
              <NavigationMenu.Link asChild>
                <NavTargetLink
                  target={item.target}
                  className="block rounded-lg px-3 py-2.5 text-sm font-medium transition-colors hover:bg-teal-50 hover:text-teal-800 focus-visible:bg-teal-50"
                >
                  {item.label}
                </NavTargetLink>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

const mobileLink =
  'flex min-h-11 w-full items-center rounded-lg px-3 py-2 text-base font-semibold tracking-wide text-white hover:bg-white/10';

function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav aria-label="Mobile" className="mx-auto max-h-[calc(100dvh-4.5rem)] max-w-7xl overflow-y-auto px-4 pb-6 pt-2 sm:px-6">
      <ul className="space-y-1 border-t border-white/10 pt-3">
        {headerNavigation.leading.map((item) => (
          <li key={item.label}>
            <NavTargetLink target={item.target} className={mobileLink} onClick={onNavigate}>
              {item.label}
            </NavTargetLink>
          </li>
        ))}
      </ul>
      <Accordion.Root type="multiple" className="mt-2 space-y-1">
        {headerNavigation.dropdowns.map((menu) => (
          <Accordion.Item key={menu.mobileLabel} value={menu.mobileLabel}>
            <Accordion.Header asChild>
              <div>
                <Accordion.Trigger className={cn(mobileLink, 'group justify-between')}>
                  {menu.mobileLabel}
                  <ChevronDownIcon className="transition-transform group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </div>
            </Accordion.Header>
            <Accordion.Content>
              <ul className="ml-3 space-y-0.5 border-l border-teal-400/40 pl-3">
                {menu.items.map((item) => (
                  <li key={item.label}>
                    <NavTargetLink
                      target={item.target}
                      onClick={onNavigate}
                      className="flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] text-white/85 hover:bg-white/10 hover:text-white"
                    >
                      {item.label}
                    </NavTargetLink>
                  </li>
                ))}
              </ul>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <ul className="mt-1 space-y-1">
        {headerNavigation.trailing.map((item) => (
          <li key={item.label}>
            <NavTargetLink target={item.target} className={mobileLink} onClick={onNavigate}>
              {item.label}
            </NavTargetLink>
          </li>
        ))}
        <li>
          <NavTargetLink target={headerNavigation.contactButton.target} className={mobileLink} onClick={onNavigate}>
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
    </nav>
  );
}
