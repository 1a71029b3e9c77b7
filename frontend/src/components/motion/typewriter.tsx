import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';

export type TypewriterTimings = {
  /** Delay before each line starts, counted from the end of the previous line (or from the first paint). */
  readonly startDelaysMs: readonly number[];
  /** Time to type every line, shared by their characters (one constant typing speed). */
  readonly typingMs: number;
  /** How long the caret stays on the last line once it is typed. */
  readonly closingDelayMs: number;
};

type TypedCharacter = {
  readonly character: string;
  /** When the character appears, from the first paint. */
  readonly appearAtMs: number;
  /** How long the caret stays after it (until the next character, the next line or the end). */
  readonly caretMs: number;
};

/**
 * The schedule of a typewriter: when each character of each line appears. Pure, so the prerendered
 * HTML and the hydrated page carry the same timings, and a test can check the sum.
 */
export function typewriterSchedule(lines: readonly string[], timings: TypewriterTimings): TypedCharacter[][] {
  const characters = lines.map((line) => Array.from(line));
  const stepMs = timings.typingMs / Math.max(1, characters.reduce((total, line) => total + line.length, 0));
  let clock = 0;
  return characters.map((line, lineIndex) => {
    clock += timings.startDelaysMs[lineIndex] ?? 0;
    const lastLine = lineIndex === characters.length - 1;
    // The caret waits at the end of a line for the next line's start delay (or the closing delay).
    const pauseAfterMs = lastLine ? timings.closingDelayMs : (timings.startDelaysMs[lineIndex + 1] ?? 0);
    return line.map((character, index) => {
      clock += stepMs;
      return { character, appearAtMs: Math.round(clock), caretMs: Math.round(index === line.length - 1 ? pauseAfterMs : stepMs) };
    });
  });
}

/** When the last caret goes: the whole animation's length. */
export function typewriterEndMs(lines: readonly string[], timings: TypewriterTimings): number {
  const schedule = typewriterSchedule(lines, timings);
  const last = schedule.at(-1)?.at(-1);
  return last ? last.appearAtMs + last.caretMs : 0;
}

/**
 * Lines typed out by CSS alone, over text that is laid out from the first paint: every character is
 * in the HTML in its final place (the box never changes size) and is only hidden until its moment, so
 * the typing starts with the first paint and needs no script. Screen readers and search engines get
 * the whole text once, from `label`; the characters are decoration. With reduced motion the styles
 * drop the animation and show the text whole (`styles/app.css`, `.typed-character`).
 */
export function TypedLines({ lines, timings, lineClassNames = [] }: { lines: readonly string[]; timings: TypewriterTimings; lineClassNames?: readonly (string | undefined)[] }) {
  const schedule = typewriterSchedule(lines, timings);
  return (
    <>
      <span className="sr-only">{lines.join(' ')}</span>
      {schedule.map((line, lineIndex) => (
        <span key={lineIndex} aria-hidden="true" className={cn('typed-line block', lineClassNames[lineIndex])}>
          {line.map(({ character, appearAtMs, caretMs }, index) => (
            <span
              key={index}
              className="typed-character"
              style={{ '--appear-at': `${appearAtMs}ms`, '--caret-for': `${caretMs}ms` } as CSSProperties}
            >
              {character}
            </span>
          ))}
        </span>
      ))}
    </>
  );
}
