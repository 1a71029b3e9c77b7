import { lazy, memo, Suspense, type ComponentType } from 'react';

/** Resolves once the browser is idle after the page's load event. */
function afterLoadIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** Resolves when the element is within a viewport's height of being seen, or after load anyway. */
function whenNear(elementId: string): Promise<void> {
  const element = document.getElementById(elementId);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px 100% 0px' },
    );
    observer.observe(element);
    void afterLoadIdle().then(() => {
      observer.disconnect();
      resolve();
    });
  });
}

/** Resolves on the visitor's first sign of using the element (pointer, touch, focus), or after load anyway. */
function whenUsed(elementId: string): Promise<void> {
  const element = document.getElementById(elementId);
  if (!element) return Promise.resolve();
  const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
  return new Promise((resolve) => {
    const done = () => {
      events.forEach((type) => element.removeEventListener(type, done));
      resolve();
    };
    events.forEach((type) => element.addEventListener(type, done, { once: true, passive: true }));
    void afterLoadIdle().then(done);
  });
}

export type IslandOptions = {
  /** 'near': when it nears the viewport (default); 'used': when first pointed at, touched or focused. */
  readonly trigger?: 'near' | 'used';
  /** Provide TanStack Query to the section (for forms and data), loading the library with it. */
  readonly queryProvider?: boolean;
};

/**
 * A part of a prerendered page that hydrates later: its code is fetched when the trigger fires (or
 * once the page is idle after load, whichever is first), while React keeps the prerendered HTML in
 * place until then. In the prerender and on client-side navigation it loads straight away.
 * `anchorId` is the id of the part's root element in the prerendered HTML.
 */
export function island(anchorId: string, load: () => Promise<ComponentType>, { trigger = 'near', queryProvider = false }: IslandOptions = {}): ComponentType {
  const Section = lazy(async () => {
    if (typeof document !== 'undefined') await (trigger === 'near' ? whenNear(anchorId) : whenUsed(anchorId));
    if (!queryProvider) return { default: await load() };
    // The query library comes with the section, not with the page's first load.
    const [Loaded, { QueryProvider }] = await Promise.all([load(), import('@/lib/query-provider')]);
    return {
      default: () => (
        <QueryProvider>
          <Loaded />
        </QueryProvider>
      ),
    };
  });
  // memo: a re-render of the page must not reach the boundary before it has hydrated, or React
  // would drop the prerendered HTML and render the (empty) fallback instead.
  return memo(function Island() {
    return (
      <Suspense fallback={null}>
        <Section />
      </Suspense>
    );
  });
}
