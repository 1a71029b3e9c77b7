import type { HomeSection } from '#content/routes';
import { scrollBehavior } from '@/lib/motion';

/**
 * Scrolls to a section by element id and moves keyboard focus there too, so the next Tab continues
 * from the section rather than from the menu. False when the section is not on this page.
 */
export function scrollToSection(section: HomeSection | string): boolean {
  const element = document.getElementById(section);
  if (!element) return false;
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}

/**
 * Scrolls to a section after `delayMs`, then keeps it in view while the page settles: after a
 * client-side navigation the section may still be loading, and on a slow device content above it
 * can still be coming in (lazily hydrated sections, fonts), which would leave the visitor mid-page.
 * Stops at the visitor's first own scroll, key or touch, or after `settleMs`. Returns a cancel function.
 */
export function scrollToSectionWhenSettled(section: string, { delayMs, settleMs }: { delayMs: number; settleMs: number }): () => void {
  const giveUpAt = Date.now() + delayMs + settleMs;
  const visitorInputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  let timer = 0;
  let scrolledTo: number | null = null;
  const cancel = () => {
    window.clearTimeout(timer);
    visitorInputs.forEach((type) => window.removeEventListener(type, cancel));
  };
  visitorInputs.forEach((type) => window.addEventListener(type, cancel, { passive: true }));
  const documentTop = (element: Element) => element.getBoundingClientRect().top + window.scrollY;
  const check = () => {
    const element = document.getElementById(section);
    // Where the section sits in the document does not change while a smooth scroll is under way,
    // only when the layout above it does: then scroll again.
    if (element && (scrolledTo === null || Math.abs(documentTop(element) - scrolledTo) > SETTLED_TOLERANCE_PX)) {
      scrollToSection(section);
      scrolledTo = documentTop(element);
    }
    if (Date.now() < giveUpAt) timer = window.setTimeout(check, SETTLE_CHECK_MS);
    else cancel();
  };
  timer = window.setTimeout(check, delayMs);
  return cancel;
}

const SETTLE_CHECK_MS = 100;
const SETTLED_TOLERANCE_PX = 40;
