import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
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

/** Single-open, collapsible accordion (Radix): one item open at a time, the open one can be closed. */
export function Accordion({ items, headingLevel = 'h3', className, defaultValue }: Props) {
  const Heading = headingLevel;
  return (
    <RadixAccordion.Root type="single" collapsible defaultValue={defaultValue} className={cn('divide-y divide-navy-100 overflow-hidden rounded-2xl border border-navy-100 bg-white', className)}>
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id}>
          <RadixAccordion.Header asChild>
            <Heading>
              <RadixAccordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-navy-900 transition-colors hover:bg-navy-50 data-[state=open]:bg-teal-50/60">
                <span className="flex items-center gap-3">{item.title}</span>
                <span className="flex items-center gap-3">
                  {item.aside}
                  <ChevronDownIcon className="shrink-0 text-xl text-teal-700 transition-transform duration-200 group-data-[state=open]:rotate-180" />
                </span>
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="px-5 pb-5 pt-1 text-slate-700">{item.content}</RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
