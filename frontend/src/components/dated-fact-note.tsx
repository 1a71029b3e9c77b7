import { useId, useSyncExternalStore } from 'react';
import { describeDatedFact, isoDay, type DatedFact } from '#content/dated-facts';
import { cn } from '@/lib/cn';

const neverChanges = () => () => {};

/**
 * The day the prerendered note was written for: read back from the note itself, so hydration
 * renders exactly what the HTML shows and React then re-renders with the visitor's own date.
 */
function prerenderedDay(elementId: string): string {
  if (typeof document === 'undefined') return isoDay(new Date());
  return document.getElementById(elementId)?.dataset.checkedOn ?? isoDay(new Date());
}

/**
 * A dated fact's date, and whether it still holds: worked out when the page is built and again in the
 * browser, so a page prerendered before the date passed does not go on calling it current.
 */
export function DatedFactNote({ fact, tone = 'light', className }: { fact: DatedFact; tone?: 'light' | 'dark'; className?: string }) {
  const id = useId();
  const today = useSyncExternalStore(neverChanges, () => isoDay(new Date()), () => prerenderedDay(id));
  const { passed, dateLabel, sentence } = describeDatedFact(fact, new Date(`${today}T12:00:00Z`));
  return (
    <p
      id={id}
      data-checked-on={today}
      data-state={passed ? 'passed' : 'current'}
      data-testid="dated-fact"
      className={cn(
        'rounded-xl border px-4 py-3 text-sm leading-relaxed',
        passed
          ? tone === 'dark'
            ? 'border-amber-300/50 bg-amber-300/10 text-amber-50'
            : 'border-amber-300 bg-amber-50 text-amber-950'
          : tone === 'dark'
            ? 'border-white/20 bg-white/5 text-white/85'
            : 'border-navy-100 bg-navy-50 text-slate-700',
        className,
      )}
    >
      <strong className="font-semibold">{dateLabel}.</strong> {sentence}
    </p>
  );
}
