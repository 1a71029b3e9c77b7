import { describe, expect, it } from 'vitest';
import { createFacts, type Facts } from '#core/chat/facts';
import { createOfflineEngine, offlineEngine } from '#core/chat/offline-engine';
import { heldOutScores } from './held-out-harness.ts';
import { heldOutQuestionSets } from './held-out-question-sets.ts';
import { formatScore, tuningScore, type Answerer, type Score } from './question-harness.ts';
import { tuningQuestionSets } from './tuning-question-sets.ts';

/**
 * Aine's scores. The held-out sets (held-out-question-sets.ts: the third, 24 November 2026, and the twelfth,
 * 25 November) were written from the content and the specification alone by people who never read the
 * engine, and they are never tuned against; the tuning set is every question set the engine was built
 * with, the first and second held-out sets included (each scored once, then used for fixes). Budgets
 * (issue 16), for each held-out set: >= 95% answered right, off-topic questions answered as off-topic >= 95%.
 */
const HELD_OUT_BUDGET = 0.95;
const OFF_TOPIC_BUDGET = 0.95;
/**
 * The third set's scores (24 November 2026): 130/168 held-out and 21/25 off-topic with the engine as it was
 * when the set was written (the engine that scored 131/173 on the second set); 136/168 and 22/25 after
 * tuning on the second set's misses (which took that set from 131/173 to 165/173); 139/168 and 22/25
 * after tuning on the fourth set's (186/227 to 208/227); 144/168 and 24/25 after tuning on the fifth
 * set's (149/217 to 207/217); 153/168 and 25/25 after tuning on the sixth, seventh and eighth sets'
 * (441/583 to 563/583) and the older sets' remaining misses. Tuning on the ninth, tenth and eleventh
 * sets' too (434/553 to 503/553) left it at 153/168 and 25/25.
 * The twelfth set's, measured first on that engine (25 November, commit f7fb8b2): 155/170 and 22/25.
 * A third round (25 November: tuning misses over all tuning sets 72 -> 23, by mechanisms: follow-ups, amounts,
 * qualifications held or asked about, work asked of Aine, policy sections...) moved the third set to 152/168 and
 * 24/25 (-1, -1) and the twelfth to 158/170 and 23/25 (+3, +1): 310/338 together, from 308. Nothing was reverted
 * for the third set's -1: finding which change cost it would mean tuning on it.
 * A fourth round (25 November: three new tuning sets, the thirteenth to fifteenth, 528 questions that scored 428 when
 * written; tuning misses over all sets 123 -> 30, by mechanisms: levels and fees in visitors' words, facets of privacy, interview,
 * market and services, advice and teaching requests declined, hand-over asked in new words) moved the third set to
 * 152/168 and 23/25 (0, -1) and the twelfth to 159/170 and 23/25 (+1, 0): 311/338 together. Again nothing was
 * reverted for the -1. A fifth round the same day (a sixteenth set, a second cross-section of visitors, 150/168 when
 * written, 164/168 after; 47 tuning misses down to 30: experience in visitors' words, a level named in a follow-up,
 * fee and contact words, own paperwork declined, a short message with its own amount asks anew) moved the third set
 * to 153/168 and 23/25 (+1, 0) and left the twelfth at 159/170 and 23/25: 312/338 together. A sixth, small round (30
 * tuning misses down to 26: pay after tax on one's own amount, a root's other word read as no typo) moved neither.
 * A seventh round (27 November: two new tuning sets, the seventeenth and eighteenth, 275 questions that scored 244 when
 * written; tuning misses over all tuning data 57 -> 15, by two helpers on separate topics, merged) moved the third set to
 * 154/168 and 24/25 (+1, +1) and the twelfth to 160/170 and 23/25 (+1, 0): 314/338 together. An eighth round the same
 * day (the nineteenth and twentieth sets, 275 questions that scored 234 when written; tuning misses 56 -> 25) left the third
 * at 154/168 and 24/25 and moved the twelfth to 160/170 and 24/25 (0, +1). A ninth round (28 November: the twenty-first
 * and twenty-second sets, 290 questions that scored 222 when written; slips of the keys and courtesies read; tuning misses
 * 93 -> 29) left the third at 154/168 and 24/25 and moved the twelfth to 161/170 and 24/25 (+1, 0). A tenth round the same
 * day (the twenty-third and twenty-fourth sets, 301 questions that scored 244 when written; tuning misses 86 -> 61) moved
 * the third to 155/168 and 24/25 (+1, 0) and left the twelfth at 161/170 and 24/25. The eleventh to thirteenth rounds
 * (29 November) left both. A fourteenth (29 November: the thirtieth set, 164 questions that scored 134 when written;
 * tuning misses 88 -> 61 by three helpers, merged) moved the third to 157/168 and 24/25 (+2, 0) and left the twelfth at
 * 161/170 and 24/25; on the way, one of its changes made the third's off-topic 23/25 and this test failed, which is what
 * these floors are for: this test, run on each branch and on the commits of the one that failed it, placed the fault in one
 * commit; off-topic questions written for that commit's phrases showed which, and they were taken back out.
 * A fifteenth (29 November: the thirty-first and thirty-second sets, 336 questions that scored 298 when written; tuning
 * misses 99 -> 69 by three helpers, merged, and five fixes from the lead's own probe questions) moved the third to 158/168
 * and 24/25 (+1, 0) and the twelfth to 162/170 and 24/25 (+1, 0): the twelfth meets the 95% budget, the third is two short.
 * A sixteenth (29 November: the thirty-third and thirty-fourth sets, 376 questions that scored 330 when written; tuning
 * misses 108 -> 75 by three helpers, merged, after the lead's own off-topic probes: someone close told by their role) moved
 * the third to 159/168 and 24/25 (+1, 0) and left the twelfth at 162/170 and 24/25: the third is one short of 95%.
 * The floors are those scores.
 * The held-out budget is not met on the third set; `npm run bench` checks it. These floors only stop a change from making Aine
 * worse on questions nobody tuned for: raise them as the engine improves on the TUNING data, never by tuning on
 * a held-out set.
 */
const floors: Readonly<Record<string, { readonly heldOut: number; readonly offTopic: number }>> = {
  third: { heldOut: 159 / 168, offTopic: 24 / 25 },
  twelfth: { heldOut: 162 / 170, offTopic: 24 / 25 },
};

async function scores(engine: Answerer) {
  const heldOut: { name: string; label: string; heldOut: Score; offTopic: Score }[] = [];
  for (const [name, { label, questions }] of Object.entries(heldOutQuestionSets)) heldOut.push({ name, label, ...(await heldOutScores(engine, questions)) });
  const sets: { label: string; score: Score }[] = [];
  for (const { label, questions } of Object.values(tuningQuestionSets)) sets.push({ label, score: (await heldOutScores(engine, questions)).heldOut });
  return { heldOut, sets, tuning: tuningScore(engine) };
}

describe('Aine offline engine scores', async () => {
  const result = await scores(offlineEngine());

  it('prints the held-out, off-topic and tuning scores', () => {
    console.log(
      [
        ...result.heldOut.flatMap((set) => [formatScore(`Aine ${set.label}`, set.heldOut), formatScore(`Aine ${set.label}: off-topic answered as off-topic`, set.offTopic)]),
        formatScore('Aine tuning set score', result.tuning),
        ...result.sets.map(({ label, score }) => formatScore(`Aine ${label}`, score)),
      ].join('\n'),
    );
    for (const set of result.heldOut) expect(set.heldOut.total).toBeGreaterThanOrEqual(120);
  });

  it.each(Object.keys(floors))(`does no worse on the %s held-out set than after the latest round (budget ${HELD_OUT_BUDGET * 100}%, checked by the bench)`, (name) => {
    const set = result.heldOut.find((entry) => entry.name === name)!;
    const floor = floors[name]!;
    expect(set.heldOut.share).toBeGreaterThanOrEqual(floor.heldOut);
    expect(set.offTopic.share).toBeGreaterThanOrEqual(floor.offTopic);
  });

  it(`names a floor for every held-out set (off-topic budget ${OFF_TOPIC_BUDGET * 100}%, checked by the bench)`, () => {
    expect(Object.keys(floors).sort()).toEqual(Object.keys(heldOutQuestionSets).sort());
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
    [...result.heldOut.map((set) => set.heldOut), result.tuning, ...result.sets.map((set) => set.score)].reduce((sum, score) => sum + score.total - score.passed, 0);
  const baselineFailures = failuresOf(await scores(offlineEngine()));

  it.each(Object.keys(degraded))('an engine that ignores the %s asked for fails many more cases', async (slot) => {
    const result = await scores(createOfflineEngine(degraded[slot]));
    const failures = failuresOf(result);
    console.log(
      `Aine ignoring the ${slot}: ${result.heldOut.map((set) => formatScore(`${set.name} held-out`, set.heldOut)).join(', ')}, ${formatScore('tuning', result.tuning)}, ${result.sets.map(({ label, score }) => formatScore(label.split(' (')[0]!, score)).join(', ')} (${failures - baselineFailures} more failures than the real engine)`,
    );
    expect(failures - baselineFailures).toBeGreaterThanOrEqual(8);
    // Each degraded engine plays every question set through the chat service: about 6,300 conversations, a minute alone and
    // over three beside the sweeps on two cores (192 s in CI on 29 November, past the 180 s this had): the sweeps' margin.
  }, 300_000);
});
