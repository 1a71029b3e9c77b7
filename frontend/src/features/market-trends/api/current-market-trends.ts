/**
 * GET /api/market-trends/current: the report the page shows. A report without sections is read as
 * "no data" (the empty panel) rather than as a broken answer.
 */

import { useEffect, useState } from 'react';
import { queryRetryDelayMs } from '#content/constants';
import { errorMessages } from '#content/messages';
import type { MarketTrendsReport } from '#core/schemas/market-trends';
import { readCurrentReport } from '@/features/market-trends/api/read-report';
import { ApiError, apiClient, shouldRetryRequest } from '@/lib/api-client';

/** The current report; its sections may be empty (no data this quarter). */
export type CurrentMarketTrends = MarketTrendsReport;

/** Thrown for an answer that is not a report: shown as the catalogue's unexpected error. */
export class UnreadableReportError extends Error {}

export async function getCurrentMarketTrends(signal?: AbortSignal): Promise<CurrentMarketTrends> {
  const report = readCurrentReport(await apiClient.get<unknown>('/api/market-trends/current', { signal }));
  if (!report) throw new UnreadableReportError('GET /api/market-trends/current answered with something other than a report');
  return report;
}

/**
 * The spec's retries (client default) for transient failures only: a 404 is an answer, and a
 * malformed body will not improve on a second try. `failureCount` is the failures before this one.
 */
export const shouldRetryReport = (failureCount: number, error: unknown): boolean => error instanceof ApiError && shouldRetryRequest(failureCount, error);

export type CurrentMarketTrendsState =
  | { readonly status: 'pending' }
  | { readonly status: 'success'; readonly data: CurrentMarketTrends }
  | { readonly status: 'error'; readonly error: unknown };

/**
 * The current report, fetched once when the island hydrates, retried with the spec's back-off.
 * No data-fetching library here: /market-trends is a document of its own, so it makes exactly one
 * GET per load and a query cache would never be read again, while TanStack Query's client and
 * observer are about 11 KB gzip of a page budgeted at 90 KB (issue 12). The forms keep it.
 */
export function useCurrentMarketTrends(): CurrentMarketTrendsState {
  const [state, setState] = useState<CurrentMarketTrendsState>({ status: 'pending' });
  useEffect(() => {
    const controller = new AbortController();
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (failureCount: number): Promise<void> => {
      try {
        const data = await getCurrentMarketTrends(controller.signal);
        setState({ status: 'success', data });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (shouldRetryReport(failureCount, error)) retryTimer = setTimeout(() => void attempt(failureCount + 1), queryRetryDelayMs(failureCount));
        else setState({ status: 'error', error });
      }
    };
    void attempt(0);
    return () => {
      controller.abort();
      clearTimeout(retryTimer);
    };
  }, []);
  return state;
}

/** The error catalogue's message for a failed load. */
export function marketTrendsErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 404 && error.code === 'not_found' ? errorMessages.noCurrentMarketTrends : errorMessages.marketTrendsLoadFailed;
  }
  return errorMessages.unexpected;
}
