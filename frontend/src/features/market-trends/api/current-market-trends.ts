/**
 * GET /api/market-trends/current: the report the page shows. A report without sections is read as
 * "no data" (the empty panel) rather than as a broken answer.
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { errorMessages } from '#content/messages';
import { marketTrendSectionSchema, marketTrendsReportSchema } from '#core/schemas/market-trends';
import { ApiError, apiClient } from '@/lib/api-client';
import { shouldRetryQuery } from '@/lib/query-client';

const currentReportSchema = marketTrendsReportSchema.extend({ sections: z.array(marketTrendSectionSchema) });

export type CurrentMarketTrends = z.infer<typeof currentReportSchema>;

export async function getCurrentMarketTrends(signal?: AbortSignal): Promise<CurrentMarketTrends> {
  return currentReportSchema.parse(await apiClient.get<unknown>('/api/market-trends/current', { signal }));
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
