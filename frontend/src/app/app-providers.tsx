import { StrictMode, type ReactNode } from 'react';

/**
 * What wraps the router, in the browser and in the prerender alike, so hydration sees the same tree.
 * (TanStack Query is provided per screen: see lib/query-provider.tsx.)
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
