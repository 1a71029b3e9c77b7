import type { createOfflineEngine } from '#core/chat/offline-engine';
import { heldOutScores } from './held-out-harness.ts';
import { tuningScore } from './question-harness.ts';
import { tuningQuestionSets } from './tuning-question-sets.ts';

/**
 * Cases of all the tuning data an engine passes: the tuning set's questions and conversations, and the question sets
 * written in the held-out format that are tuning data (`tuningQuestionSets`), played through the chat service. The held-out sets play no part.
 */
export async function tuningDataPassed(engine: ReturnType<typeof createOfflineEngine>): Promise<number> {
  let passed = tuningScore(engine).passed;
  for (const { questions } of Object.values(tuningQuestionSets)) passed += (await heldOutScores(engine, questions)).heldOut.passed;
  return passed;
}

/**
 * A calibration sweep plays all the tuning data once per candidate value (about 25 seconds a value with 4,000 cases
 * and no coverage; seventeen values took 923 s on a machine loaded by three tuning helpers): room for a loaded machine.
 * With 6,143 cases the coverage floor's sweep took 1,413 s in a fresh-clone CI on 30 November 2026, sharing two cores with
 * the robustness sweep: an hour keeps the same room as the data grows. These sweeps choose values; they time nothing.
 */
export const CALIBRATION_TIMEOUT_MS = 3_600_000;
