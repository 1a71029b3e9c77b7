import { useEffect, useLayoutEffect, type RefObject } from 'react';

/**
 * A layout effect in the browser: it runs in the hydration commit, before any re-render could write
 * React's state over what the visitor typed or chose in the prerendered HTML. Nothing on the server.
 */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Hands `keep` what the visitor typed or chose in `field` before the scripts ran, once, when it hydrates. */
export function useValueEnteredBeforeHydration(field: RefObject<HTMLInputElement | HTMLSelectElement | null>, keep: (value: string) => void): void {
  useBrowserLayoutEffect(() => {
    if (field.current?.value) keep(field.current.value);
    // Once: what the prerendered field held when React took it over.
  }, []);
}
