import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';

/**
 * TanStack Query for the part of the page below it. It wraps each screen (and each lazily hydrated
 * section of home) rather than the whole app, so the query library loads with the screens that use
 * it instead of with every first page view; all wrappers share one client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `Component` wrapped in the query provider, for route screens. */
export function withQueryProvider<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryProvider(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQueryProvider.displayName = `WithQueryProvider(${Component.displayName ?? Component.name})`;
  return WithQueryProvider;
}
