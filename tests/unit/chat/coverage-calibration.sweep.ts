// A sweep, not a unit test: it plays all the tuning data once per candidate coverage floor, so it runs in
// the `sweeps` vitest project, outside the coverage run (instrumentation doubles its time).
import { describe, expect, it } from 'vitest';
import { createOfflineEngine, MIN_COVERAGE, offlineEngine } from '#core/chat/offline-engine';
import { CALIBRATION_TIMEOUT_MS, tuningDataPassed } from './tuning-data.ts';

describe('offline engine: the coverage floor', () => {
  it('declines an answer that covers too little of the question: the floor is calibrated like the threshold', { timeout: CALIBRATION_TIMEOUT_MS }, async () => {
    const candidates = Array.from({ length: 11 }, (_, step) => Math.round(step * 5) / 100);
    const results: { minCoverage: number; passed: number }[] = [];
    for (const minCoverage of candidates) results.push({ minCoverage, passed: await tuningDataPassed(createOfflineEngine(undefined, { minCoverage })) });
    const best = Math.max(...results.map((result) => result.passed));
    const calibrated = Math.max(...results.filter((result) => result.passed === best).map((result) => result.minCoverage));
    console.log(`Aine coverage calibration (tuning data cases passed by least coverage): ${results.map((result) => `${result.minCoverage}:${result.passed}`).join(' ')}`);
    expect(MIN_COVERAGE).toBe(calibrated);
    // One word of a longer question matched by a topic's word is not an answer to it.
    expect(offlineEngine().respond({ message: 'will house prices in dublin go down next year?', context: 'salary-guide' }).kind).toBe('fallback');
  });
});
