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
 * A calibration sweep plays all the tuning data once per candidate value (about 25 seconds a value on two cores with
 * 4,000 cases, with another sweep beside it): room for a loaded CI machine.
 */
export const CALIBRATION_TIMEOUT_MS = 900_000;
