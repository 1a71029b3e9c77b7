import type { ComponentType, SVGProps } from 'react';
import { balancedGridClass, balancedItemClass } from '@/components/ui/balanced-grid';
import { Reveal } from '@/components/ui/reveal';
import { cn } from '@/lib/cn';

export type Feature = { readonly title: string; readonly description: string };
type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * How a page shows its list of points, so pages that share texts do not look alike:
 * - `cards`: icon cards in a grid with no holes;
 * - `numbered`: an editorial list, a large numeral and a rule over each point, no icons;
 * - `panel`: one panel, the points side by side (or stacked on phones) between dividers, icon beside text.
 */
export type FeatureVariant = 'cards' | 'numbered' | 'panel';

type Props = {
  items: readonly Feature[];
  icons?: readonly Icon[];
  columns?: 2 | 3;
  headingLevel?: 'h2' | 'h3' | 'h4';
  variant?: FeatureVariant;
};

/** Points of title + description, revealed on scroll. */
export function FeatureGrid({ items, icons = [], columns = 3, headingLevel = 'h3', variant = 'cards' }: Props) {
  const Heading = headingLevel;
  if (variant === 'panel') {
    return (
      <ul className="grid divide-y divide-navy-100 rounded-3xl border border-navy-100 bg-white shadow-sm md:grid-flow-col md:auto-cols-fr md:divide-x md:divide-y-0">
        {items.map((item, index) => {
          const ItemIcon = icons[index % Math.max(icons.length, 1)];
          return (
            <Reveal as="li" key={item.title} delay={index * 100} className="flex gap-4 p-7 sm:p-8">
              {ItemIcon ? <ItemIcon aria-hidden="true" className="mt-0.5 shrink-0 text-3xl text-teal-700" /> : null}
              <div>
                <Heading className="text-lg font-bold text-navy-900">{item.title}</Heading>
                <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
              </div>
            </Reveal>
          );
        })}
      </ul>
    );
  }
  if (variant === 'numbered') {
    return (
      <ol className={cn(balancedGridClass(columns), 'gap-x-10 gap-y-12')}>
        {items.map((item, index) => (
          <Reveal as="li" key={item.title} delay={(index % 3) * 100} className={cn('border-t-2 border-navy-900 pt-5', balancedItemClass(index, items.length, columns))}>
            <span aria-hidden="true" className="block text-4xl font-extrabold tabular-nums text-teal-700">
              {String(index + 1).padStart(2, '0')}
            </span>
            <Heading className="mt-3 text-xl font-bold text-navy-900">{item.title}</Heading>
            <p className="mt-2 max-w-prose leading-relaxed text-slate-700">{item.description}</p>
          </Reveal>
        ))}
      </ol>
    );
  }
  return (
    <ul className={cn(balancedGridClass(columns), 'gap-6')}>
      {items.map((item, index) => {
        const ItemIcon = icons[index % Math.max(icons.length, 1)];
        return (
          <Reveal
            as="li"
            key={item.title}
            delay={(index % 3) * 100}
            className={cn('rounded-2xl border border-navy-100 bg-white p-7 shadow-sm', balancedItemClass(index, items.length, columns))}
          >
            {ItemIcon ? (
              <span className="flex size-12 items-center justify-center rounded-xl bg-teal-100 text-2xl text-teal-800">
                <ItemIcon aria-hidden="true" />
              </span>
            ) : null}
            <Heading className={cn('text-lg font-bold text-navy-900', ItemIcon && 'mt-5')}>{item.title}</Heading>
            <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
          </Reveal>
        );
      })}
    </ul>
  );
}
