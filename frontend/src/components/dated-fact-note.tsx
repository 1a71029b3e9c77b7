import { describeDatedFact, type DatedFact } from '#content/dated-facts';
import { island } from '@/components/island';
import { useVisitorDay } from '@/components/visitor-day';
import { cn } from '@/lib/cn';

/**
 * A dated fact's date, and whether it still holds: worked out when the page is built and again in the
 * browser, so a page prerendered before the date passed does not go on calling it current.
 */
export function DatedFactNoteView({ fact, tone = 'light', className }: { fact: DatedFact; tone?: 'light' | 'dark'; className?: string }) {
  const { day, anchorProps } = useVisitorDay();
  const { passed, dateLabel, sentence } = describeDatedFact(fact, new Date(`${day}T12:00:00Z`));
  return (
    <p
      {...anchorProps}
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

/** An island of its own (a page that never hydrates still re-checks the date in the browser). */
export const DatedFactNote = island('dated-fact-note', DatedFactNoteView);
