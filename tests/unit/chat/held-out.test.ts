import { describe, expect, it } from 'vitest';
import { createFacts, type Facts } from '#core/chat/facts';
import { createOfflineEngine, offlineEngine } from '#core/chat/offline-engine';
import { heldOutScores } from './held-out-harness.ts';
import { thirdHeldOutQuestions } from './third-held-out-questions.ts';
import { formatScore, tuningScore, type Answerer, type Score } from './question-harness.ts';
import { tuningQuestionSets } from './tuning-question-sets.ts';

/**
 * Aine's scores. The held-out set (third-held-out-questions.ts, 24 November 2026) was written from the
 * content and the specification alone by someone who never read the engine, and it is never tuned
 * against; the tuning set is every question set the engine was built with, the first and second
 * held-out sets included (each scored once, then used for fixes). Budgets (issue 16): held-out >= 95%,
 * off-topic questions answered as off-topic >= 95%.
 */
const HELD_OUT_BUDGET = 0.95;
const OFF_TOPIC_BUDGET = 0.95;
/**
 * This set's scores (24 November 2026): 130/168 held-out and 21/25 off-topic with the engine as it was
 * when the set was written (the engine that scored 131/173 on the second set); 136/168 and 22/25 after
 * tuning on the second set's misses (which took that set from 131/173 to 165/173); 139/168 and 22/25
 * after tuning on the fourth set's (186/227 to 208/227); 144/168 and 24/25 after tuning on the fifth
 * set's (149/217 to 207/217); 153/168 and 25/25 after tuning on the sixth, seventh and eighth sets'
 * (441/583 to 563/583) and the older sets' remaining misses: the floors below. Tuning on the ninth, tenth
 * and eleventh sets' too (434/553 to 503/553) left it at 153/168 and 25/25.
 * The held-out budget above is not met (the off-topic one is); `npm run bench` reports what is missed. These floors only stop a
 * change from making Aine worse on questions nobody tuned for: raise them as the engine improves on the
 * TUNING set, never by tuning on this one.
 */
const HELD_OUT_FLOOR = 153 / 168;
const OFF_TOPIC_FLOOR = 25 / 25;

async function scores(engine: Answerer) {
  const { heldOut, offTopic } = await heldOutScores(engine, thirdHeldOutQuestions);
  const sets: { label: string; score: Score }[] = [];
  for (const { label, questions } of Object.values(tuningQuestionSets)) sets.push({ label, score: (await heldOutScores(engine, questions)).heldOut });
  return { heldOut, offTopic, sets, tuning: tuningScore(engine) };
}

describe('Aine offline engine scores', async () => {
  const result = await scores(offlineEngine());

  it('prints the held-out, off-topic and tuning scores', () => {
    console.log(
      [
        formatScore('Aine held-out score', result.heldOut),
        formatScore('Aine off-topic answered as off-topic', result.offTopic),
        formatScore('Aine tuning set score', result.tuning),
        ...result.sets.map(({ label, score }) => formatScore(`Aine ${label}`, score)),
      ].join('\n'),
    );
    expect(result.heldOut.total).toBeGreaterThanOrEqual(120);
  });

  it(`does no worse on the held-out set than its clean run (budget ${HELD_OUT_BUDGET * 100}%, checked by the bench)`, () => {
    expect(result.heldOut.share).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  });

  it(`answers off-topic questions as off-topic no worse than its clean run (budget ${OFF_TOPIC_BUDGET * 100}%, checked by the bench)`, () => {
    expect(result.offTopic.share).toBeGreaterThanOrEqual(OFF_TOPIC_FLOOR);
  });
});

describe('the question sets catch wrong answers, not only missing ones', async () => {
  // Engines that ignore one slot, built by degrading the facts API they read (no switch in the engine).
  const site = createFacts();
  const degraded: Record<string, Facts> = {
    level: { ...site, salaryRange: (role, level) => { const lookup = site.salaryRange(role, level); return lookup && { ...lookup, level: null }; } },
    city: { ...site, citiesIn: () => [] },
    qualification: { ...site, qualification: (text) => (site.qualification(text) === null ? null : 'aca') },
  };
  const failuresOf = (result: Awaited<ReturnType<typeof scores>>) =>
    [result.heldOut, result.tuning, ...result.sets.map((set) => set.score)].reduce((sum, score) => sum + score.total - score.passed, 0);
  const baselineFailures = failuresOf(await scores(offlineEngine()));

  it.each(Object.keys(degraded))('an engine that ignores the %s asked for fails many more cases', async (slot) => {
    const result = await scores(createOfflineEngine(degraded[slot]));
    const failures = failuresOf(result);
    console.log(
      `Aine ignoring the ${slot}: ${formatScore('held-out', result.heldOut)}, ${formatScore('tuning', result.tuning)}, ${result.sets.map(({ label, score }) => formatScore(label.split(' (')[0]!, score)).join(', ')} (${failures - baselineFailures} more failures than the real engine)`,
    );
    expect(failures - baselineFailures).toBeGreaterThanOrEqual(8);
    // Each degraded engine plays every question set through the chat service: about 2,500 conversations.
  }, 120_000);
});
