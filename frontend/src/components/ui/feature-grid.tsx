import type { ComponentType, SVGProps } from 'react';
import { Reveal } from '@/components/ui/reveal';
import { cn } from '@/lib/cn';

export type Feature = { readonly title: string; readonly description: string };
type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Cards of title + description with an icon each, revealed on scroll. */
export function FeatureGrid({ items, icons, columns = 3, headingLevel = 'h3' }: { items: readonly Feature[]; icons: readonly Icon[]; columns?: 2 | 3; headingLevel?: 'h2' | 'h3' | 'h4' }) {
  const Heading = headingLevel;
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
      {items.map((item, index) => {
        const ItemIcon = icons[index % icons.length] as Icon;
        return (
          <Reveal as="li" key={item.title} delay={(index % 3) * 100} className="rounded-2xl border border-navy-100 bg-white p-7 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-xl bg-teal-100 text-2xl text-teal-800">
              <ItemIcon />
            </span>
            <Heading className="mt-5 text-lg font-bold text-navy-900">{item.title}</Heading>
            <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
          </Reveal>
        );
      })}
    </ul>
  );
}
