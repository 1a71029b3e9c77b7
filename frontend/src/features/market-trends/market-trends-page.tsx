import { useEffect } from 'react';
import { errorMessages, marketTrendsPanel } from '#content/messages';
import { marketTrendsPage } from '#content/market-trends-page';
import { marketTrendsErrorMessage, useCurrentMarketTrends } from '@/features/market-trends/api/current-market-trends';
import { MarketStatsPanel } from '@/features/market-trends/components/market-stats-panel';
import { MarketTrendsReportView } from '@/features/market-trends/components/market-trends-report';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { TrendsUnavailable } from '@/features/market-trends/components/trends-unavailable';

/**
 * The report the prerendered page carries: the one a fresh deployment serves (the seed the local
 * stack and `trends:publish` start from), shown until the API's current report arrives.
 */
const buildTimeReport = marketTrendsSeed;

/**
 * /market-trends: the current quarterly report from the API, beside the static market figures. Aine's
 * floating launcher (context market-trends) comes from the route table through the root layout.
 * The prerendered HTML holds the build-time report; the browser refreshes it from the API and shows
 * the API's answer, its error or its empty state in its place.
 */
export default function MarketTrendsPage() {
  const { data, error, isPending } = useCurrentMarketTrends();

  useEffect(() => {
    if (error) console.error(errorMessages.marketTrendsLoadFailed, error);
  }, [error]);

  let report;
  if (isPending) {
    report = (
      <div data-state="loading" aria-busy="true">
        <p role="status" className="sr-only">
          {marketTrendsPanel.loadingLabel}
        </p>
        <MarketTrendsReportView report={buildTimeReport} snapshot />
      </div>
    );
  }
  else if (error) report = <TrendsUnavailable message={marketTrendsErrorMessage(error)} />;
  else if (data.sections.length === 0) report = <TrendsUnavailable />;
  else report = <MarketTrendsReportView report={data} />;

  return (
    <>
      <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 pb-16 pt-32 text-white sm:pb-20 sm:pt-36">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-widest text-teal-300">{marketTrendsPage.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{marketTrendsPanel.title}</h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-navy-100">{marketTrendsPage.intro}</p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div aria-live="polite">{report}</div>
        <div className="mt-16">
          <MarketStatsPanel />
        </div>
      </div>
    </>
  );
}
