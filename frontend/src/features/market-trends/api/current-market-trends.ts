/**
 * GET /api/market-trends/current: the report the page shows. A report without sections is read as
 * "no data" (the empty panel) rather than as a broken answer.
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { errorMessages } from '#content/messages';
import type { MarketTrendsReport } from '#core/schemas/market-trends';
import { readCurrentReport } from '@/features/market-trends/api/read-report';
import { ApiError, apiClient } from '@/lib/api-client';
import { shouldRetryQuery } from '@/lib/query-client';

/** The current report; its sections may be empty (no data this quarter). */
export type CurrentMarketTrends = MarketTrendsReport;

/** Thrown for an answer that is not a report: shown as the catalogue's unexpected error. */
export class UnreadableReportError extends Error {}

export async function getCurrentMarketTrends(signal?: AbortSignal): Promise<CurrentMarketTrends> {
  const report = readCurrentReport(await apiClient.get<unknown>('/api/market-trends/current', { signal }));
  if (!report) throw new UnreadableReportError('GET /api/market-trends/current answered with something other than a report');
  return report;
}

/** Matches the API's Cache-Control: a report younger than a minute is not fetched again. */
const STALE_AFTER_MS = 60_000;

export const currentMarketTrendsQuery = queryOptions({
  queryKey: ['market-trends', 'current'],
  queryFn: ({ signal }) => getCurrentMarketTrends(signal),
  staleTime: STALE_AFTER_MS,
  // The spec's back-off (client default) for transient failures only: a 404 is an answer, and a
  // malformed body will not improve on a second try.
  retry: (failureCount, error) => error instanceof ApiError && shouldRetryQuery(failureCount, error),
});

export const useCurrentMarketTrends = () => useQuery(currentMarketTrendsQuery);

/** The error catalogue's message for a failed load. */
export function marketTrendsErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 404 && error.code === 'not_found' ? errorMessages.noCurrentMarketTrends : errorMessages.marketTrendsLoadFailed;
  }
  return errorMessages.unexpected;
}
