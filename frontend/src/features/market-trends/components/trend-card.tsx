import { marketTrendsPage } from '#content/market-trends-page';
import { classifyTrend, type TrendBadge } from '#content/trend-keywords';
import type { MarketTrend } from '#core/schemas/market-trends';
import { TrendingUpIcon } from '@/components/icons/icons';
import { TrendingDownIcon } from '@/features/market-trends/components/trend-icons';
import { cn } from '@/lib/cn';

const badgeStyles: Record<TrendBadge, string> = {
  'Salary Impact': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'Flexible Work': 'bg-sky-50 text-sky-800 ring-sky-200',
  'Tech Skills': 'bg-violet-50 text-violet-800 ring-violet-200',
  'High Demand': 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** One trend, decorated by the keyword rules of its description (spec §4). */
export function TrendCard({ trend }: { trend: MarketTrend }) {
  const { upward, shortage, badges } = classifyTrend(trend.description);
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h4 className="text-base font-semibold leading-snug text-navy-900">{trend.title}</h4>
        {upward || shortage ? (
          <span className="flex shrink-0 items-center gap-1.5 text-2xl">
            {upward ? (
              <span role="img" aria-label={marketTrendsPage.indicators.upward} data-indicator="upward" className="rounded-full bg-teal-50 p-1.5 text-teal-700">
                <TrendingUpIcon />
              </span>
            ) : null}
            {shortage ? (
              <span role="img" aria-label={marketTrendsPage.indicators.shortage} data-indicator="shortage" className="rounded-full bg-red-50 p-1.5 text-red-600">
                <TrendingDownIcon />
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{trend.description}</p>
      {badges.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Topics">
          {badges.map((badge) => (
            <li key={badge} className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', badgeStyles[badge])}>
              {badge}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
