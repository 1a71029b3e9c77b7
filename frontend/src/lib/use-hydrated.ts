import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False on the server and during hydration, true afterwards: for browser-only extras. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
