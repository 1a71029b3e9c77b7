import { marketTrendsPanel } from '#content/messages';
import { marketTrendsPage } from '#content/market-trends-page';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { island } from '@/components/island';
import { CurrentMarketTrends as CurrentMarketTrendsComponent } from '@/features/market-trends/components/current-market-trends';
import { MarketStatsPanel } from '@/features/market-trends/components/market-stats-panel';

/** Only the report refreshes in the browser; the heading and the static figures stay prerendered HTML. */
const CurrentMarketTrends = island('market-trends-report', CurrentMarketTrendsComponent);

/**
 * /market-trends: the current quarterly report from the API, beside the static market figures. Aine's
 * floating launcher (context market-trends) comes from the route table through the root layout.
 */
export default function MarketTrendsPage() {
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
        {/* The report a fresh deployment serves (the seed the local stack and `trends:publish` start from). */}
        <CurrentMarketTrends buildTimeReport={marketTrendsSeed} />
        <div className="mt-16">
          <MarketStatsPanel />
        </div>
      </div>
    </>
  );
}
