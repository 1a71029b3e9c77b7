import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { findRoute, headerHiddenPaths } from '#content/routes';
import { normalisePathname } from '@/lib/pathname';
import { RouteEffects } from '@/app/route-effects';
import { AssistantSlot } from '@/features/chat/assistant-slot';
import { HomeButton, ScrollToTopButton } from '@/components/layout/floating-buttons';
import { SiteFooter } from '@/components/layout/site-footer';
import { island } from '@/components/island';
import { Toaster } from '@/components/layout/toaster';

// The header's menus (Radix) hydrate when the visitor first reaches for them or once the page is idle;
// until then its links work as plain links. This keeps them out of every page's first load.
const SiteHeader = island('site-header', async () => (await import('@/components/layout/site-header')).SiteHeader, {
  trigger: 'used',
});

/** The frame of every screen: skip link, header, main landmark, footer and the floating buttons. */
export function RootLayout() {
  const pathname = normalisePathname(useLocation().pathname);
  const isHome = pathname === '/';
  const headerHidden = headerHiddenPaths.includes(pathname);
  const assistant = findRoute(pathname)?.assistant;

  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-white px-4 py-3 font-semibold text-navy-900 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      {headerHidden ? null : <SiteHeader />}
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {/* A landmark of their own, so screen-reader users find the fixed shortcuts among the regions. */}
      <nav aria-label="Page shortcuts" className="floating-dock">
        {isHome ? null : <HomeButton />}
        <ScrollToTopButton aboveHomeButton={!isHome} />
      </nav>
      {assistant?.placement === 'floating' ? <AssistantSlot context={assistant.context} /> : null}
      <Toaster />
      <RouteEffects />
      <ScrollRestoration />
    </>
  );
}
