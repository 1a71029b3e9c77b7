import { StrictMode, type ReactNode } from 'react';
import { QueryProvider } from '@/lib/query-provider';

/**
 * What wraps the router in the prerender (and in the client-rendered app of a page without
 * prerendered HTML). The browser never loads it for a prerendered page: each island hydrates in its
 * own root (app/hydrate-islands.tsx), with TanStack Query only where its registry entry asks for it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <QueryProvider>{children}</QueryProvider>
    </StrictMode>
  );
}
