import { offlineEngine } from '#core/chat/offline-engine';
import { heldOutScores } from '../unit/chat/held-out-harness.ts';
import { heldOutQuestionSets } from '../unit/chat/held-out-question-sets.ts';
import { formatScore, tuningScore } from '../unit/chat/question-harness.ts';
import { budgets } from './budgets.ts';
import { budgetCheck } from './report.ts';

/** Aine's offline engine on its held-out and tuning question sets (the same scores `npm test` prints); each held-out set is held to the budgets. */
export async function aineScores() {
  const engine = offlineEngine();
  const heldOutSets = [];
  for (const [name, { questions }] of Object.entries(heldOutQuestionSets)) heldOutSets.push({ name, ...(await heldOutScores(engine, questions)) });
  const tuning = tuningScore(engine);
  const line = `Aine (offline engine): ${heldOutSets.map(({ name, heldOut, offTopic }) => `${formatScore(`${name} held-out`, heldOut)}, ${formatScore('off-topic as off-topic', offTopic)}`).join('; ')}; ${formatScore('tuning', tuning)}`;
  const checks = heldOutSets.flatMap(({ name, heldOut, offTopic }) => [
    budgetCheck('aine', 'Aine offline engine', `${name} held-out set: questions answered right`, heldOut.share * 100, '>=', budgets.aine.heldOutPercent, '%'),
    budgetCheck('aine', 'Aine offline engine', `${name} held-out set: off-topic questions answered as off-topic`, offTopic.share * 100, '>=', budgets.aine.offTopicPercent, '%'),
  ]);
  return { line, checks, lowestHeldOut: Math.min(...heldOutSets.map((set) => set.heldOut.share)), lowestOffTopic: Math.min(...heldOutSets.map((set) => set.offTopic.share)), tuning: tuning.share };
}
