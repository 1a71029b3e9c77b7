import { marketReportFact } from '#content/dated-facts';
import { formatIrishLongDate } from '#content/format';
import { marketTrendsPanel } from '#content/messages';
import { marketTrendsPage } from '#content/market-trends-page';
import type { MarketTrendsReport } from '#core/schemas/market-trends';
import { DatedFactNote } from '@/components/dated-fact-note';
import { CalendarIcon } from '@/components/icons/icons';
import { TrendCard } from '@/features/market-trends/components/trend-card';
import { DatabaseIcon } from '@/features/market-trends/components/trend-icons';

/**
 * A quarterly report: quarter, last updated, its sections of trend cards, its sources. `snapshot`:
 * the copy taken at build time, shown while the current one loads.
 */
export function MarketTrendsReportView({ report, snapshot = false }: { report: MarketTrendsReport; snapshot?: boolean }) {
  return (
    <div data-state={snapshot ? 'snapshot' : 'loaded'}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2 border-b border-slate-200 pb-5">
        <h2 className="text-2xl font-bold text-navy-900 sm:text-3xl">{marketTrendsPage.reportHeading(report.quarter)}</h2>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <CalendarIcon className="text-base text-teal-700" />
          <span>
            {marketTrendsPanel.lastUpdatedLabel}: <time dateTime={report.lastUpdated}>{formatIrishLongDate(report.lastUpdated)}</time>
          </span>
        </p>
      </div>
      <DatedFactNote fact={marketReportFact(report)} className="mt-5" />

      {report.sections.map((section) => (
        <section key={section.title} className="mt-10">
          <h3 className="text-lg font-bold uppercase tracking-wide text-teal-800">{section.title}</h3>
          <ul className="mt-4 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {section.trends.map((trend) => (
              <li key={trend.title}>
                <TrendCard trend={trend} />
              </li>
            ))}
          </ul>
        </section>
      ))}

      {report.dataSources.length > 0 ? (
        <section aria-labelledby="market-trends-sources" className="mt-12 rounded-xl bg-slate-50 p-6">
          <h3 id="market-trends-sources" className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-slate-700">
            <DatabaseIcon className="text-base" />
            {marketTrendsPanel.dataSourcesHeading}
          </h3>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-600">
            {report.dataSources.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
