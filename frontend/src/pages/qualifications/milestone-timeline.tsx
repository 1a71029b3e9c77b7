import { Accordion } from 'radix-ui';
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
 * Each one expands and collapses on its own (Radix accordion, several may be open).
 */
export function MilestoneTimeline({ milestones }: { milestones: readonly TimelineMilestone[] }) {
  return (
    <Accordion.Root type="multiple" className="relative">
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
            <Accordion.Item value={milestone.title} className="rounded-2xl border border-navy-100 bg-white shadow-sm">
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-start justify-between gap-3 rounded-2xl p-5 text-left hover:bg-navy-50/60">
                    <span>
                      <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold', badgeStyles[milestone.status])}>
                        {milestoneStatusLabels[milestone.status]}
                      </span>
                      <span className="mt-2 block font-bold text-navy-900">{milestone.title}</span>
                      <span className="mt-1 block text-sm font-normal text-slate-700">{milestone.description}</span>
                    </span>
                    <ChevronDownIcon className="mt-1 shrink-0 text-xl text-teal-700 transition-transform group-data-[state=open]:rotate-180" />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5">
                <p className="flex items-center gap-2 text-sm font-semibold text-navy-800">
                  <ClockIcon className="text-teal-700" />
                  {milestone.duration}
                </p>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-teal-600">
                  {milestone.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              </Accordion.Content>
            </Accordion.Item>
          </li>
        ))}
      </ol>
    </Accordion.Root>
  );
}
