import { marketTrendsPanel } from '#content/messages';
import { AlertTriangleIcon } from '@/features/market-trends/components/trend-icons';

/** The error and empty state: the catalogue's heading, what went wrong (or "no data"), and what to do. */
export function TrendsUnavailable({ message }: { message?: string }) {
  return (
    <div role="alert" data-state="unavailable" className="rounded-2xl border border-amber-200 bg-amber-50 px-6 py-10 text-center sm:px-10">
      <AlertTriangleIcon className="mx-auto text-4xl text-amber-600" />
      <h2 className="mt-4 text-xl font-bold text-navy-900">{marketTrendsPanel.unavailableHeading}</h2>
      <p className="mt-2 font-medium text-slate-800">{message ?? marketTrendsPanel.noData}</p>
      <p className="mt-2 text-sm text-slate-600">{marketTrendsPanel.unavailableFollowUp}</p>
    </div>
  );
}
