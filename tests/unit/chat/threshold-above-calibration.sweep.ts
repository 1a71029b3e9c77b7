// A sweep, not a unit test: it plays all the tuning data once per candidate threshold above the calibrated one, so it runs
// in the `sweeps` vitest project, outside the coverage run; threshold-below-calibration.sweep.ts plays the other side.
import { describe, expect, it } from 'vitest';
import { thresholdSweep } from './threshold-calibration.ts';
import { CALIBRATION_TIMEOUT_MS } from './tuning-data.ts';

describe('offline engine: the "I don\'t know" threshold, above it', () => {
  it('passes more of the tuning data than any larger threshold', { timeout: CALIBRATION_TIMEOUT_MS }, async () => {
    const { calibrated, others } = await thresholdSweep('above');
    for (const { threshold, passed } of others) expect(passed, `threshold ${threshold}`).toBeLessThan(calibrated);
  });
});
