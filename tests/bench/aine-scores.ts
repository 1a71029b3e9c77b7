import { offlineEngine } from '#core/chat/offline-engine';
import { heldOutScores } from '../unit/chat/held-out-harness.ts';
import { thirdHeldOutQuestions } from '../unit/chat/third-held-out-questions.ts';
import { formatScore, tuningScore } from '../unit/chat/question-harness.ts';
import { budgets } from './budgets.ts';
import { budgetCheck } from './report.ts';

/** Aine's offline engine on its held-out and tuning question sets (the same scores `npm test` prints). */
export async function aineScores() {
  const engine = offlineEngine();
  const { heldOut, offTopic } = await heldOutScores(engine, thirdHeldOutQuestions);
  const tuning = tuningScore(engine);
  const line = `Aine (offline engine): ${formatScore('held-out', heldOut)}, ${formatScore('off-topic as off-topic', offTopic)}, ${formatScore('tuning', tuning)}`;
  const checks = [
    budgetCheck('aine', 'Aine offline engine', 'held-out questions answered right', heldOut.share * 100, '>=', budgets.aine.heldOutPercent, '%'),
    budgetCheck('aine', 'Aine offline engine', 'off-topic questions answered as off-topic', offTopic.share * 100, '>=', budgets.aine.offTopicPercent, '%'),
  ];
  return { line, checks, heldOut: heldOut.share, offTopic: offTopic.share, tuning: tuning.share };
}
