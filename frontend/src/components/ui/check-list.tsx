import type { ReactNode } from 'react';
import { CheckCircleIcon } from '@/components/icons/glyphs/check-circle-icon';
import { cn } from '@/lib/cn';

/** A list with a check mark before each item. */
export function CheckList({ items, className, tone = 'dark' }: { items: readonly ReactNode[]; className?: string; tone?: 'dark' | 'light' }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <CheckCircleIcon className={cn('mt-0.5 shrink-0 text-xl', tone === 'dark' ? 'text-teal-600' : 'text-teal-300')} />
          <span className={tone === 'dark' ? 'text-slate-700' : 'text-navy-100'}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
