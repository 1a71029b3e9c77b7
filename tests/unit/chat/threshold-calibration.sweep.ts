// A sweep, not a unit test: it plays all the tuning data once per candidate threshold, so it runs in the
// `sweeps` vitest project, outside the coverage run (instrumentation doubles its time).
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_THRESHOLD, createOfflineEngine } from '#core/chat/offline-engine';
import { CALIBRATION_TIMEOUT_MS, tuningDataPassed } from './tuning-data.ts';

describe('offline engine: the "I don\'t know" threshold', () => {
  it('is calibrated on the tuning data: the largest threshold with the best score', { timeout: CALIBRATION_TIMEOUT_MS }, async () => {
    const candidates = Array.from({ length: 17 }, (_, step) => step * 0.25);
    const results: { threshold: number; passed: number }[] = [];
    for (const threshold of candidates) results.push({ threshold, passed: await tuningDataPassed(createOfflineEngine(undefined, { confidenceThreshold: threshold })) });
    const best = Math.max(...results.map((result) => result.passed));
    const calibrated = Math.max(...results.filter((result) => result.passed === best).map((result) => result.threshold));
    console.log(`Aine threshold calibration (tuning data cases passed by BM25 threshold): ${results.map((result) => `${result.threshold}:${result.passed}`).join(' ')}`);
    expect(CONFIDENCE_THRESHOLD).toBe(calibrated);
  });
});
