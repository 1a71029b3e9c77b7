// A sweep, not a unit test: it plays all the tuning data once per candidate threshold below the calibrated one, so it runs
// in the `sweeps` vitest project, outside the coverage run; threshold-above-calibration.sweep.ts plays the other side.
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_THRESHOLD } from '#core/chat/offline-engine';
import { thresholdGrid, thresholdSweep } from './threshold-calibration.ts';
import { CALIBRATION_TIMEOUT_MS } from './tuning-data.ts';

describe('offline engine: the "I don\'t know" threshold, below it', () => {
  it('is on the calibration grid, and no smaller threshold passes more of the tuning data', { timeout: CALIBRATION_TIMEOUT_MS }, async () => {
    expect(thresholdGrid).toContain(CONFIDENCE_THRESHOLD);
    const { calibrated, others } = await thresholdSweep('below');
    for (const { threshold, passed } of others) expect(passed, `threshold ${threshold}`).toBeLessThanOrEqual(calibrated);
  });
});
