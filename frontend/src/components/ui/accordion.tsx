import { useId, type ReactNode, type SyntheticEvent } from 'react';
import { ChevronDownIcon } from '@/components/icons/glyphs/chevron-down-icon';
import { cn } from '@/lib/cn';

export type AccordionEntry = { id: string; title: ReactNode; content: ReactNode; aside?: ReactNode };

type Props = {
  items: readonly AccordionEntry[];
  /** Heading level of each item's title within the page outline. */
  headingLevel?: 'h3' | 'h4';
  className?: string;
  defaultValue?: string;
};

/**
 * Browsers without exclusive <details> groups (the `name` attribute) get the same rule once the
 * scripts run: opening an item closes the others of its group.
 */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const sibling of opened.parentElement?.children ?? []) {
    if (sibling !== opened && sibling instanceof HTMLDetailsElement) sibling.open = false;
  }
}

/**
 * Single-open, collapsible accordion: native <details> sharing one `name`, so the items open and
 * close from the first paint, before (and without) the app's scripts, with the browser's keyboard
 * and screen-reader support. The open state lives in the DOM; React never overrides it.
 */
export function Accordion({ items, headingLevel = 'h3', className, defaultValue }: Props) {
  const Heading = headingLevel;
  const group = useId();
  return (
    <div className={cn('divide-y divide-navy-100 overflow-hidden rounded-2xl border border-navy-100 bg-white', className)}>
      {items.map((item) => (
        <details key={item.id} name={group} open={item.id === defaultValue} onToggle={closeOthers} className="group">
          <summary className="flex min-h-14 w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-navy-900 transition-colors hover:bg-navy-50 group-open:bg-teal-50/60 [&::-webkit-details-marker]:hidden">
            <Heading className="flex items-center gap-3 text-base font-semibold">{item.title}</Heading>
            <span className="flex items-center gap-3">
              {item.aside}
              <ChevronDownIcon className="shrink-0 text-xl text-teal-700 transition-transform duration-200 group-open:rotate-180" />
            </span>
          </summary>
          <div className="px-5 pb-5 pt-1 text-slate-700">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
