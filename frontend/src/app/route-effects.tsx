import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SCROLL_AFTER_NAVIGATION_MS } from '#content/constants';
import { scrollToSectionWhenSettled } from '@/lib/sections';

/** How long a '/#section' link keeps its section in view while the page is still coming in. */
const SECTION_SETTLE_MS = 3_000;

/**
 * Per-navigation side effects of the whole site: the head, and the delayed scroll to a home-page
 * section for '/#contact' links and '/?scrollTo=contact'.
 */
export function RouteEffects() {
  const { pathname, hash, search } = useLocation();

  useEffect(() => {
    // Marks the page as interactive (hydrated or rendered); end-to-end tests wait for it.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => {
    // Loaded on demand: the first page's head is already in the prerendered HTML.
    let current = true;
    void import('@/app/apply-page-meta').then(({ applyPageMeta }) => current && applyPageMeta(pathname));
    return () => {
      current = false;
    };
  }, [pathname]);

  useEffect(() => {
    const section = new URLSearchParams(search).get('scrollTo') ?? (hash ? decodeURIComponent(hash.slice(1)) : null);
    if (!section) return;
    // Wait for the page to paint before scrolling (spec: 100 ms).
    return scrollToSectionWhenSettled(section, { delayMs: SCROLL_AFTER_NAVIGATION_MS, settleMs: SECTION_SETTLE_MS });
  }, [pathname, hash, search]);

  return null;
}
