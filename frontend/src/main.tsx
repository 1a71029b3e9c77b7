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

/** Which screen the prerendered HTML shows ('not-found' in 404.html, served for any unknown path). */
function prerenderedScreen(): string | undefined {
  const state = document.getElementById(PRERENDER_STATE_ELEMENT_ID)?.textContent;
  return state ? (JSON.parse(state) as PrerenderState).leafRouteId : undefined;
}

const screen = container.firstElementChild ? prerenderedScreen() : undefined;
if (screen !== undefined && screen !== 'not-found') {
  // A prerendered page: its HTML is the page; only its islands of interactivity hydrate.
  revealOnScroll();
  void scrollToRequestedSection();
  await hydrateIslands();
  // Marks the page as interactive; end-to-end tests wait for it.
  document.documentElement.dataset.hydrated = 'true';
} else {
  // No prerendered HTML for this URL (404.html for any unknown path; the dev server's empty page):
  // the route table decides in the browser (e.g. an unknown job's application page goes home), so
  // the client router boots, only here.
  const { renderClientApp } = await import('@/app/client-app');
  await renderClientApp(container);
}
