import { formatStatValue, formatTimeToHire, marketStats } from '#content/market-stats';
import { marketTrendsPage } from '#content/market-trends-page';
import { ClockIcon } from '@/components/icons/icons';
import { RefreshIcon } from '@/features/market-trends/components/trend-icons';

/** The static headline figures beside the report (spec §9), marked as updated every quarter. */
export function MarketStatsPanel() {
  return (
    <section aria-labelledby="market-stats-heading" className="rounded-2xl bg-navy-900 p-6 text-white shadow-xl sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="market-stats-heading" className="text-2xl font-bold">
          {marketTrendsPage.statsHeading}
        </h2>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-teal-400/15 px-3 py-1 text-xs font-semibold text-teal-200 ring-1 ring-inset ring-teal-300/40">
          <RefreshIcon />
          {marketStats.updateLabel}
        </p>
      </div>
      <p className="mt-2 text-sm text-navy-200">{marketTrendsPage.statsIntro}</p>

      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {marketStats.headline.map((stat) => (
          <div key={stat.id} className="rounded-xl bg-white/5 p-5 ring-1 ring-inset ring-white/10">
            <dt className="text-sm font-medium text-navy-200">{stat.label}</dt>
            <dd className="mt-1 text-4xl font-extrabold tracking-tight text-teal-300">{formatStatValue(stat)}</dd>
            <dd className="mt-2 text-sm text-navy-100">{stat.description}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <div className="rounded-xl bg-white/5 p-5 ring-1 ring-inset ring-white/10 md:col-span-2">
          <h3 className="text-sm font-medium text-navy-200">{marketStats.regionalHeading}</h3>
          <dl className="mt-4 space-y-3">
            {marketStats.regional.map((entry) => (
              <div key={entry.region} className="grid grid-cols-[5rem_1fr_3rem] items-center gap-3 text-sm">
                <dt className="font-semibold">{entry.region}</dt>
                <dd className="h-2.5 overflow-hidden rounded-full bg-white/10" aria-hidden="true">
                  <div className="h-full rounded-full bg-teal-400" style={{ width: `${entry.share}%` }} />
                </dd>
                <dd className="text-right font-semibold tabular-nums">{entry.share}%</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="rounded-xl bg-white/5 p-5 ring-1 ring-inset ring-white/10">
          <h3 className="flex items-center gap-2 text-sm font-medium text-navy-200">
            <ClockIcon />
            {marketStats.timeToHire.label}
          </h3>
          <p className="mt-2 text-4xl font-extrabold tracking-tight text-teal-300">{formatTimeToHire()}</p>
        </div>
      </div>
    </section>
  );
}
