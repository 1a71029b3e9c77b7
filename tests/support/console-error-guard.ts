/**
 * Fails a unit or handler test that writes to console.error without saying it would: an unexpected
 * error log is a bug report nobody reads. A test that provokes one on purpose declares it with
 * `expectConsoleError(/pattern/)`; the declared error must then happen, and nothing else may.
 * (Setup file of the `unit` and `handlers` projects, tests/vitest.config.ts.)
 */

import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

let expected: { pattern: RegExp; seen: boolean }[] = [];
let unexpected: string[] = [];
const originalError = console.error;

/** Declares that this test logs an error matching `pattern` (and that it must). */
export function expectConsoleError(pattern: RegExp): void {
  expected.push({ pattern, seen: false });
}

beforeEach(() => {
  expected = [];
  unexpected = [];
  console.error = (...args: unknown[]) => {
    const text = format(...args);
    const match = expected.find((entry) => entry.pattern.test(text));
    if (match) {
      match.seen = true;
      return;
    }
    unexpected.push(text);
    originalError(...args);
  };
});

afterEach(() => {
  console.error = originalError;
  const problems = [
    ...unexpected.map((text) => `unexpected console.error: ${text.slice(0, 500)}`),
    ...expected.filter((entry) => !entry.seen).map((entry) => `expected a console.error matching ${entry.pattern}, none came`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
});
