import { CONFIDENCE_THRESHOLD, createOfflineEngine } from '#core/chat/offline-engine';
import { tuningDataPassed } from './tuning-data.ts';

/** The grid the "I don't know" threshold is calibrated on: 0 to 4 in steps of 0.25. */
const grid = Array.from({ length: 17 }, (_, step) => step * 0.25);

/**
 * Tuning data cases passed at each threshold of one side of the grid, the calibrated threshold included. The sweep is
 * split in two files at CONFIDENCE_THRESHOLD so two cores play it side by side: below it none may pass more (a tie
 * keeps the larger threshold), above it every one must pass fewer. Together: the largest threshold with the best score.
 */
export async function thresholdSweep(side: 'below' | 'above'): Promise<{ calibrated: number; others: { threshold: number; passed: number }[] }> {
  const candidates = grid.filter((threshold) => (side === 'below' ? threshold < CONFIDENCE_THRESHOLD : threshold > CONFIDENCE_THRESHOLD));
  const passedAt = async (threshold: number) => tuningDataPassed(createOfflineEngine(undefined, { confidenceThreshold: threshold }));
  const calibrated = await passedAt(CONFIDENCE_THRESHOLD);
  const others: { threshold: number; passed: number }[] = [];
  for (const threshold of candidates) others.push({ threshold, passed: await passedAt(threshold) });
  console.log(
    `Aine threshold calibration, ${side} ${CONFIDENCE_THRESHOLD} (tuning data cases passed by BM25 threshold): ${[...others, { threshold: CONFIDENCE_THRESHOLD, passed: calibrated }]
      .sort((a, b) => a.threshold - b.threshold)
      .map((result) => `${result.threshold}:${result.passed}`)
      .join(' ')}`,
  );
  return { calibrated, others };
}

export { grid as thresholdGrid };
