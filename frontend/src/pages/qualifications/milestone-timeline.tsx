import { milestoneStatusLabels, type MilestoneStatus, type TimelineMilestone } from '#content/qualifications';
import { CheckIcon } from '@/components/icons/glyphs/check-icon';
import { ChevronDownIcon } from '@/components/icons/glyphs/chevron-down-icon';
import { ClockIcon } from '@/components/icons/glyphs/clock-icon';
import { cn } from '@/lib/cn';

const badgeStyles: Record<MilestoneStatus, string> = {
  completed: 'bg-teal-100 text-teal-900',
  current: 'bg-amber-100 text-amber-900',
  future: 'bg-navy-100 text-navy-800',
};

const dotStyles: Record<MilestoneStatus, string> = {
  completed: 'bg-teal-600 text-white',
  current: 'bg-amber-400 text-navy-950 ring-4 ring-amber-200',
  future: 'bg-white text-navy-600 ring-2 ring-navy-200',
};

/**
 * The CIMA qualification journey: milestones down a centre line, alternating sides on wide screens.
 * Each one expands and collapses on its own (several may be open): native <details>, so they work
 * from the first paint without any script, with the browser's keyboard and screen-reader support.
 */
export function MilestoneTimeline({ milestones }: { milestones: readonly TimelineMilestone[] }) {
  return (
    <div className="relative">
      <div aria-hidden="true" className="absolute bottom-0 left-5 top-0 w-0.5 bg-navy-100 md:left-1/2 md:-translate-x-1/2" />
      <ol className="space-y-6">
        {milestones.map((milestone, index) => (
          <li
            key={milestone.title}
            data-status={milestone.status}
            className={cn('relative pl-14 md:w-1/2 md:pl-0', milestone.position === 'left' ? 'md:pr-10' : 'md:ml-auto md:pl-10')}
          >
            <span
              aria-hidden="true"
              className={cn(
                'absolute left-1 top-4 flex size-8 items-center justify-center rounded-full text-sm font-bold',
                milestone.position === 'left' ? 'md:left-auto md:-right-4' : 'md:-left-4',
                dotStyles[milestone.status],
              )}
            >
              {milestone.status === 'completed' ? <CheckIcon /> : index + 1}
            </span>
            <details className="group rounded-2xl border border-navy-100 bg-white shadow-sm">
              <summary className="flex w-full cursor-pointer list-none items-start justify-between gap-3 rounded-2xl p-5 text-left hover:bg-navy-50/60 [&::-webkit-details-marker]:hidden">
                <h3>
                  <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold', badgeStyles[milestone.status])}>
                    {milestoneStatusLabels[milestone.status]}
                  </span>
                  <span className="mt-2 block font-bold text-navy-900">{milestone.title}</span>
                  <span className="mt-1 block text-sm font-normal text-slate-700">{milestone.description}</span>
                </h3>
                <ChevronDownIcon className="mt-1 shrink-0 text-xl text-teal-700 transition-transform group-open:rotate-180" />
              </summary>
              <div className="px-5 pb-5">
                <p className="flex items-center gap-2 text-sm font-semibold text-navy-800">
                  <ClockIcon className="text-teal-700" />
                  {milestone.duration}
                </p>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-teal-600">
                  {milestone.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              </div>
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}
