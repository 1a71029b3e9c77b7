import { useEffect } from 'react';
import { errorMessages, marketTrendsPanel } from '#content/messages';
import { marketTrendsErrorMessage, useCurrentMarketTrends } from '@/features/market-trends/api/current-market-trends';
import { MarketTrendsReportView } from '@/features/market-trends/components/market-trends-report';
import { TrendsUnavailable } from '@/features/market-trends/components/trends-unavailable';
import type { MarketTrendsReport } from '#core/schemas/market-trends';

/**
 * The current quarterly report (an island of /market-trends). `buildTimeReport` is the report the
 * prerendered page carries, shown until the API's current one arrives; the browser then shows the
 * API's answer, its error or its empty state in its place. (A prop: it travels as data in the HTML, so
 * the content modules it is made from stay out of the page's JavaScript.)
 */
export function CurrentMarketTrends({ buildTimeReport }: { buildTimeReport: MarketTrendsReport }) {
  const state = useCurrentMarketTrends();
  const error = state.status === 'error' ? state.error : null;

  useEffect(() => {
    if (error) console.error(errorMessages.marketTrendsLoadFailed, error);
  }, [error]);

  let report;
  if (state.status === 'pending') {
    report = (
      <div data-state="loading" aria-busy="true">
        <p role="status" className="sr-only">
          {marketTrendsPanel.loadingLabel}
        </p>
        <MarketTrendsReportView report={buildTimeReport} snapshot />
      </div>
    );
  } else if (state.status === 'error') report = <TrendsUnavailable message={marketTrendsErrorMessage(state.error)} />;
  else if (state.data.sections.length === 0) report = <TrendsUnavailable />;
  else report = <MarketTrendsReportView report={state.data} />;

  return <div aria-live="polite">{report}</div>;
}
