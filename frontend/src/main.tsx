import '@/styles/app.css';
import { SCROLL_AFTER_NAVIGATION_MS } from '#content/constants';
import { hydrateIslands } from '@/app/hydrate-islands';
import { PRERENDER_STATE_ELEMENT_ID, type PrerenderState } from '@/app/prerender-state';
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

/** Which screen the prerendered HTML shows ('not-found' in 404.html, which is served for any unknown path). */
function prerenderedScreen(): string | undefined {
  const state = document.getElementById(PRERENDER_STATE_ELEMENT_ID)?.textContent;
  return state ? (JSON.parse(state) as PrerenderState).leafRouteId : undefined;
}

const screen = container.firstElementChild ? prerenderedScreen() : undefined;
if (screen === 'not-found' && /^\/job-application\/[^/]+\/?$/.test(window.location.pathname)) {
  // Every featured job's application page is prerendered, so this one's job is unknown: like the
  // route's loader, send the visitor home.
  window.location.replace('/');
} else if (screen !== undefined) {
  // A prerendered page: its HTML is the page; only its islands of interactivity hydrate.
  revealOnScroll();
  void scrollToRequestedSection();
  await hydrateIslands();
  // Marks the page as interactive; end-to-end tests wait for it.
  document.documentElement.dataset.hydrated = 'true';
} else if (import.meta.env.DEV) {
  // No prerendered HTML (the dev server's page): the whole app with its client router. A production
  // build prerenders every page (404.html for any other path), so its bundle leaves the router's
  // data layer out altogether.
  const { renderClientApp } = await import('@/app/client-app');
  await renderClientApp(container);
} else {
  throw new Error('This page has no prerendered HTML: run the whole `npm run build`');
}
