import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { findRoute, headerHiddenPaths } from '#content/routes';
import { normalisePathname } from '@/lib/pathname';
import { RouteEffects } from '@/app/route-effects';
import { FloatingAssistant as FloatingAssistantComponent } from '@/features/chat/floating-assistant';
import { HomeButton, ScrollToTopButton as ScrollToTopButtonComponent } from '@/components/layout/floating-buttons';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader as SiteHeaderComponent } from '@/components/layout/site-header';
import { island } from '@/components/island';

// The islands of the frame (when each hydrates: app/island-registry.ts). The footer and the Home
// button are plain links and stay prerendered HTML.
const SiteHeader = island('site-header', SiteHeaderComponent);
const ScrollToTopButton = island('scroll-to-top', ScrollToTopButtonComponent);
const FloatingAssistant = island('assistant', FloatingAssistantComponent);

/**
 * The frame of every screen: skip link, header, main landmark, footer and the floating buttons. Toasts mount on the first one (components/layout/toaster.tsx).
 */
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
      {assistant?.placement === 'floating' ? <FloatingAssistant context={assistant.context} /> : null}
      <RouteEffects />
      <ScrollRestoration />
    </>
  );
}
