import { useEffect, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '@/lib/motion';
import { cn } from '@/lib/cn';

export type TypewriterTimings = {
  /** Delay before each line starts, counted from the end of the previous one (or from the start). */
  readonly startDelaysMs: readonly number[];
  /** Time to type one whole line. */
  readonly lineDurationMs: number;
  /** Pause after the last line before the cursor goes. */
  readonly closingDelayMs: number;
};

export type TypewriterState = {
  /** Characters typed so far, per line. */
  readonly typed: readonly string[];
  /** Index of the line being typed, or null. */
  readonly activeLine: number | null;
  /** True from the first start delay until the closing delay has passed. */
  readonly typing: boolean;
};

/**
 * Types `lines` one after another once `start` is true. With reduced motion nothing is typed: the
 * page shows the full text straight away (the CSS shows the ghost copy).
 */
export function useTypewriter(lines: readonly string[], timings: TypewriterTimings, start = true): TypewriterState {
  const [state, setState] = useState<TypewriterState>({ typed: lines.map(() => ''), activeLine: null, typing: false });

  useEffect(() => {
    if (!start) return;
    if (prefersReducedMotion()) {
      // Nothing to animate; the live copy is hidden by CSS, keep it in step anyway.
      const timer = window.setTimeout(() => setState({ typed: [...lines], activeLine: null, typing: false }), 0);
      return () => window.clearTimeout(timer);
    }
    const timers: number[] = [];
    let cancelled = false;
    const later = (ms: number, run: () => void) => timers.push(window.setTimeout(() => !cancelled && run(), ms));

    const typeLine = (lineIndex: number) => {
      const line = lines[lineIndex];
      if (line === undefined) {
        later(timings.closingDelayMs, () => setState((current) => ({ ...current, activeLine: null, typing: false })));
        return;
      }
      const stepMs = timings.lineDurationMs / Math.max(line.length, 1);
      later(timings.startDelaysMs[lineIndex] ?? 0, () => {
        let count = 0;
        const tick = () => {
          count += 1;
          setState((current) => ({
            typing: true,
            activeLine: lineIndex,
            typed: current.typed.map((text, index) => (index === lineIndex ? line.slice(0, count) : text)),
          }));
          if (count < line.length) later(stepMs, tick);
          else typeLine(lineIndex + 1);
        };
        setState((current) => ({ ...current, typing: true, activeLine: lineIndex }));
        later(stepMs, tick);
      });
    };
    typeLine(0);
    return () => {
      cancelled = true;
      timers.forEach((timer) => window.clearTimeout(timer));
    };
    // The lines and timings are constants of the page; restart only when `start` flips.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start]);

  return state;
}

/** Blinking caret shown on the line being typed. */
export function Caret({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('ml-0.5 inline-block w-[0.08em] animate-blink self-stretch bg-current align-[-0.1em]', className)} style={{ height: '1em' }} />;
}

/**
 * One typed line: screen readers get the full text once (from the caller), sighted visitors a ghost
 * copy that reserves the final size, with the typed text drawn over it.
 */
export function TypedLine({ text, typed, active, className, showCaret }: { text: string; typed: string; active: boolean; className?: string; showCaret: boolean }): ReactNode {
  return (
    <span aria-hidden="true" className={cn('relative block', className)}>
      <span className="typewriter-ghost block">{text}</span>
      <span className="typewriter-live absolute inset-0">
        {typed}
        {active && showCaret ? <Caret /> : null}
      </span>
    </span>
  );
}
