import type { ChatContext } from '#content/chat';
import { salaryTables } from '#content/salary-guide';
import { isFallbackText, type OfflineAnswer, type OfflineQuestion } from '#core/chat/offline-engine';
import type { ChatTurn } from '#core/chat/types';
import { paraphrasedQuestions, type ConversationCase } from './paraphrased-visitor-questions.ts';
import { questionSet, type QuestionCase } from './site-figure-questions.ts';
import { questionSet as secondSet } from './rephrased-and-off-topic-questions.ts';
import { questionSet as thirdSet } from './exam-style-questions.ts';
import { boundQuestions, questionSet as fourthSet, unpublishedQuestions } from './requirements-pay-and-bounds-questions.ts';

/** Anything that answers like the offline engine (the engine itself, or a degraded copy in a test). */
export interface Answerer {
  respond(question: OfflineQuestion): OfflineAnswer;
}

/** The tuning set: every question set the engine was built against (the paraphrased conversations too). */
export const tuningSets = { first: questionSet, second: secondSet, third: thirdSet, fourth: fourthSet, bounds: boundQuestions, unpublished: unpublishedQuestions } as const;
export const tuningQuestions: readonly QuestionCase[] = Object.values(tuningSets).flat();
export const tuningConversations: readonly ConversationCase[] = paraphrasedQuestions;

const salaryRanges = salaryTables.flatMap((table) => table.rows.map((row) => row.ranges));
const feePercentages = ['8%', '10%', '12%'];

/**
 * What a right reply must not contain, beyond a case's own `reject` list: when a case expects one
 * salary range, the other levels of every row with that range (a reply that ignored the level
 * asked for lists them); when it expects one placement fee percentage with a fee amount, the
 * other bands' percentages.
 */
export function impliedRejects(expected: readonly string[]): string[] {
  const rejects: string[] = [];
  const expectedRanges = expected.filter((text) => salaryRanges.some((ranges) => ranges.includes(text)));
  if (expectedRanges.length === 1) {
    for (const ranges of salaryRanges) {
      if (ranges.includes(expectedRanges[0]!)) rejects.push(...ranges.filter((range) => !expected.includes(range)));
    }
  }
  const expectedPercentages = expected.filter((text) => feePercentages.includes(text));
  if (expectedPercentages.length === 1 && expected.some((text) => /^€[\d,.]+$/.test(text))) {
    rejects.push(...feePercentages.filter((percentage) => percentage !== expectedPercentages[0]));
  }
  return [...new Set(rejects)];
}

export interface Verdict {
  readonly pass: boolean;
  readonly reply: string;
  readonly problems: readonly string[];
}

function judge(answer: OfflineAnswer, wantsFallback: boolean, contains: readonly string[], notContains: readonly string[]): Verdict {
  const problems: string[] = [];
  const reply = answer.text;
  const lower = reply.toLowerCase();
  const declined = answer.kind === 'fallback' || isFallbackText(reply);
  if (wantsFallback && !declined) problems.push('answered a question it should decline');
  if (!wantsFallback && declined) problems.push('declined a question it should answer');
  for (const text of contains) if (!lower.includes(text.toLowerCase())) problems.push(`missing ${JSON.stringify(text)}`);
  for (const text of notContains) if (lower.includes(text.toLowerCase())) problems.push(`contains ${JSON.stringify(text)}`);
  return { pass: problems.length === 0, reply, problems };
}

export function judgeTuningCase(engine: Answerer, testCase: QuestionCase): Verdict {
  const answer = engine.respond({ message: testCase.question, context: testCase.context ?? 'interview-tips' });
  const expected = testCase.expect ?? [];
  const verdict = judge(answer, testCase.fallback === true, expected, [...(testCase.reject ?? []), ...impliedRejects(expected)]);
  // An honest "I don't know" always says how to reach the team.
  if (testCase.fallback && !answer.text.includes('/contact')) return { ...verdict, pass: false, problems: [...verdict.problems, 'fallback without the contact page'] };
  return verdict;
}

/** Plays a conversation: the earlier turns get the engine's own replies, then the last question is judged. */
export function judgeConversationCase(engine: Answerer, testCase: ConversationCase): Verdict {
  const context: ChatContext = testCase.context ?? 'interview-tips';
  const history: ChatTurn[] = [];
  for (const earlier of testCase.history ?? []) {
    const reply = engine.respond({ message: earlier, context, history });
    history.push({ role: 'user', text: earlier, at: '2025-01-01T10:00:00.000Z' }, { role: 'assistant', text: reply.text, at: '2025-01-01T10:00:01.000Z' });
  }
  const answer = engine.respond({ message: testCase.question, context, history });
  return judge(answer, testCase.expect === 'off-topic', testCase.mustContain, testCase.mustNotContain);
}

export interface Score {
  readonly passed: number;
  readonly total: number;
  readonly share: number;
  readonly failures: readonly { readonly question: string; readonly problems: readonly string[]; readonly reply: string }[];
}

export function score<T extends { readonly question: string }>(cases: readonly T[], judgeCase: (testCase: T) => Verdict): Score {
  const failures: Score['failures'][number][] = [];
  for (const testCase of cases) {
    const verdict = judgeCase(testCase);
    if (!verdict.pass) failures.push({ question: testCase.question, problems: verdict.problems, reply: verdict.reply });
  }
  const passed = cases.length - failures.length;
  return { passed, total: cases.length, share: cases.length === 0 ? 1 : passed / cases.length, failures };
}

/** The tuning score: the single questions and the paraphrased conversations together. */
export function tuningScore(engine: Answerer): Score {
  const questions = score(tuningQuestions, (testCase) => judgeTuningCase(engine, testCase));
  const conversations = score(tuningConversations, (testCase) => judgeConversationCase(engine, testCase));
  const passed = questions.passed + conversations.passed;
  const total = questions.total + conversations.total;
  return { passed, total, share: passed / total, failures: [...questions.failures, ...conversations.failures] };
}

export function formatScore(label: string, result: Score): string {
  return `${label}: ${result.passed}/${result.total} (${(result.share * 100).toFixed(1)}%)`;
}
