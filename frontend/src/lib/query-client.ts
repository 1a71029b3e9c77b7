import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, queryRetryDelayMs } from '#content/constants';
import { shouldRetryRequest } from '@/lib/api-client';

/**
 * A client with the spec's defaults: 3 retries, 1 s doubling back-off capped at 30 s, 5 min gc.
 * `gcTime` is overridable because a 5 min gc timer per query would keep the prerender process alive
 * for 5 minutes after its last page; TanStack's own server default (Infinity) schedules none.
 */
export function createQueryClient({ gcTime = QUERY_GC_TIME_MS }: { gcTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRequest,
        retryDelay: queryRetryDelayMs,
        gcTime,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The page's one client. In the browser it is shared by every screen for the whole visit (so the
 * cache outlives navigation); the prerender makes a fresh one per call, since nothing is fetched there.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient({ gcTime: Number.POSITIVE_INFINITY });
  browserClient ??= createQueryClient();
  return browserClient;
}
