import { marketTrendsPanel } from '#content/messages';
import { marketTrendsPage } from '#content/market-trends-page';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { island } from '@/components/island';
import { PageHero } from '@/components/ui/page-hero';
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
      <PageHero eyebrow={marketTrendsPage.eyebrow} title={marketTrendsPanel.title} intro={marketTrendsPage.intro} />

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
