import '@/styles/app.css';
import { SCROLL_AFTER_NAVIGATION_MS } from '#content/constants';
import { hydrateIslands } from '@/app/hydrate-islands';
import { revealOnScroll } from '@/lib/reveal-on-scroll';

/** How long a '/#section' link keeps its section in view while the page is still coming in. */
const SECTION_SETTLE_MS = 3_000;

/** '/#contact' or '/?scrollTo=contact' from another page: the section, once the page has painted (spec: 100 ms). */
async function scrollToRequestedSection(): Promise<void> {
  const section = new URLSearchParams(window.location.search).get('scrollTo') ?? (window.location.hash ? decodeURIComponent(window.location.hash.slice(1)) : null);
  if (!section) return;
  const { scrollToSectionWhenSettled } = await import('@/lib/sections');
  scrollToSectionWhenSettled(section, { delayMs: SCROLL_AFTER_NAVIGATION_MS, settleMs: SECTION_SETTLE_MS });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

if (container.firstElementChild) {
  // A prerendered page: its HTML is the page; only its islands of interactivity hydrate.
  revealOnScroll();
  void scrollToRequestedSection();
  await hydrateIslands();
  // Marks the page as interactive; end-to-end tests wait for it.
  document.documentElement.dataset.hydrated = 'true';
} else if (import.meta.env.DEV) {
  // No prerendered HTML (the dev server): the whole app with its client router. A production build
  // prerenders every page (404.html for any other path), so its bundle leaves the router's data
  // layer out altogether.
  const { renderClientApp } = await import('@/app/client-app');
  await renderClientApp(container);
} else {
  throw new Error('This page has no prerendered HTML: run the whole `npm run build`');
}
