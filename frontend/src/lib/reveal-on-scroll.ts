import { ANIMATE_ON_SCROLL_VIEWPORT_RATIO } from '#content/constants';

// One observer for the whole page: an element counts once its top is within 85 % of the viewport height.
let sharedObserver: IntersectionObserver | null = null;
const callbacks = new WeakMap<Element, () => void>();

/** Calls `onVisible` once, when the element first reaches 85 % of the viewport height. Returns a cancel function. */
export function observeOnceVisible(element: Element, onVisible: () => void): () => void {
  sharedObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // Content already scrolled past (a jump to an anchor, or a section that mounted late) shows
        // at once, so scrolling back up never finds it still hidden.
        const passed = entry.boundingClientRect.bottom < 0;
        if (!entry.isIntersecting && !passed) continue;
        callbacks.get(entry.target)?.();
        callbacks.delete(entry.target);
        sharedObserver?.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${Math.round((1 - ANIMATE_ON_SCROLL_VIEWPORT_RATIO) * 100)}% 0px` },
  );
  callbacks.set(element, onVisible);
  sharedObserver.observe(element);
  return () => {
    callbacks.delete(element);
    sharedObserver?.unobserve(element);
  };
}

/**
 * Animate-on-scroll for the prerendered page's elements (`Reveal` writes `data-reveal="pending"`):
 * each fades in once it comes into view, without hydrating the static content around it.
 */
export function revealOnScroll(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-reveal="pending"]')) {
    observeOnceVisible(element, () => {
      element.dataset.reveal = 'visible';
    });
  }
}
