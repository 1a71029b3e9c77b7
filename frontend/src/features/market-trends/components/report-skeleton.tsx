import { marketTrendsPanel } from '#content/messages';

const bar = 'rounded-md bg-slate-200 motion-safe:animate-pulse';

/** Placeholder in the report's shape while it loads (also what the prerendered HTML shows). */
export function ReportSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-state="loading">
      <span className="sr-only">{marketTrendsPanel.loadingLabel}</span>
      <div aria-hidden="true">
        <div className={`${bar} h-8 w-56`} />
        <div className={`${bar} mt-3 h-4 w-44`} />
        {[0, 1].map((section) => (
          <div key={section} className="mt-10">
            <div className={`${bar} h-6 w-48`} />
            <div className="mt-5 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              {[0, 1, 2].map((card) => (
                <div key={card} className="rounded-xl border border-slate-200 bg-white p-5">
                  <div className={`${bar} h-5 w-3/4`} />
                  <div className={`${bar} mt-4 h-3 w-full`} />
                  <div className={`${bar} mt-2 h-3 w-full`} />
                  <div className={`${bar} mt-2 h-3 w-2/3`} />
                  <div className={`${bar} mt-5 h-5 w-24 rounded-full`} />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
