import { offlineEngine } from '#core/chat/offline-engine';
import { heldOutQuestions } from '../unit/chat/held-out-questions.ts';
import { formatScore, judgeHeldOutCase, judgeTuningCase, score, tuningQuestions } from '../unit/chat/question-harness.ts';

/** Aine's offline engine on its held-out and tuning question sets (the same scores `npm test` prints). */
export function aineScores() {
  const engine = offlineEngine();
  const heldOut = score(heldOutQuestions, (testCase) => judgeHeldOutCase(engine, testCase));
  const offTopic = score(
    heldOutQuestions.filter((testCase) => testCase.expect === 'off-topic'),
    (testCase) => judgeHeldOutCase(engine, testCase),
  );
  const tuning = score(tuningQuestions, (testCase) => judgeTuningCase(engine, testCase));
  const line = `Aine (offline engine): ${formatScore('held-out', heldOut)}, ${formatScore('off-topic as off-topic', offTopic)}, ${formatScore('tuning', tuning)}`;
  return { line, heldOut: heldOut.share, offTopic: offTopic.share, tuning: tuning.share };
}
