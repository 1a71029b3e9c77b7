// Helpers the question sets share (the tuning sets: first, second, fourth to eleventh, thirteenth to twentieth): figures and phrases read from the
// content, each checked so a content change fails loudly, and the builders of a case.
import { feeForSalary } from '#content/fees';
import { formatEuro } from '#content/format';
import { interviewTips, professionalPresenceGuidelines } from '#content/interview-tips';
import { acaFacts, accaFacts, cimaFacts, ctaFacts } from '#content/qualifications';
import { industrySpecialisationsTable, type SalaryLevelIndex, type SalaryTableId } from '#content/salary-guide';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion, type HeldOutTopic } from './held-out-case.ts';
import { fee, otherLevels, otherRole, pay, payAll, wrongBandFees } from './held-out-figures.ts';

/** An off-topic question (the off-topic rule): the reply names Aine's scope and quotes no euro figure; a follow-up when it follows a case. */
export function offTopic(id: string, question: string, followUpOf?: string): HeldOutQuestion {
  return {
    id,
    question,
    kind: followUpOf ? 'follow-up' : 'off-topic',
    topic: 'off-topic',
    ...(followUpOf ? { followUpOf } : {}),
    mustContain: [OFF_TOPIC_SCOPE],
    mustNotContain: ['€'],
  };
}

export function notRight(right: readonly string[], wrong: readonly string[]): string[] {
  return [...new Set(wrong.filter((display) => !right.includes(display)))];
}

export const feeAmount = (salary: number) => formatEuro(feeForSalary(salary).fee);

export function acaSitting(level: string) {
  const sitting = acaFacts.examSittings.find((candidate) => candidate.level === level);
  if (!sitting) throw new RangeError(`No ACA sitting ${level}`);
  return sitting;
}

export function examGroup(structure: readonly { code: string; exams: readonly string[] }[], code: string): readonly string[] {
  const group = structure.find((candidate) => candidate.code === code);
  if (!group) throw new RangeError(`No exam group ${code}`);
  return group.exams;
}

/** 'BA2 Fundamentals of Management Accounting' -> 'Fundamentals of Management Accounting'. */
export const cimaPaperName = (exam: string) => exam.replace(/^[A-Z]+\d /, '');

/** 'Financial Management (FM)' -> 'Financial Management'. */
export const accaPaperName = (exam: string) => exam.replace(/ \([A-Z]+\)$/, '');

/** An ACCA paper's name by its code ('FM' -> 'Financial Management'). */
export function accaPaper(code: string): string {
  const exam = accaFacts.structure.flatMap((group) => group.exams).find((candidate) => candidate.endsWith(`(${code})`));
  if (!exam) throw new RangeError(`No ACCA paper ${code}`);
  return accaPaperName(exam);
}

/** A CIMA paper's name by its code ('BA2' -> 'Fundamentals of Management Accounting'). */
export function cimaPaper(code: string): string {
  const exam = cimaFacts.structure.flatMap((group) => group.exams).find((candidate) => candidate.startsWith(`${code} `));
  if (!exam) throw new RangeError(`No CIMA paper ${code}`);
  return cimaPaperName(exam);
}

/** A phrase the content states (anywhere in the given content object), checked so the set quoting it stays true. */
export function says(source: unknown, phrase: string): string {
  if (!JSON.stringify(source).toLowerCase().includes(phrase.toLowerCase())) {
    throw new RangeError(`The content no longer says '${phrase}': update the question set that quotes it`);
  }
  return phrase;
}

export function ctaSitting(name: string) {
  const sitting = ctaFacts.keyDates2025.find((candidate) => candidate.sitting === name);
  if (!sitting) throw new RangeError(`No CTA sitting ${name}`);
  return sitting;
}

export function ctaStageMonths(name: string): string {
  const stage = ctaFacts.stages.find((candidate) => candidate.name === name);
  if (!stage) throw new RangeError(`No CTA stage ${name}`);
  return `${stage.durationMonths} months`;
}

export const websiteHost = (url: string) => url.replace(/^https:\/\/(www\.)?/, '');

export function specialisationPremium(specialisation: string): string {
  const row = industrySpecialisationsTable.rows.find((candidate) => candidate.specialisation === specialisation);
  if (!row) throw new RangeError(`No specialisation ${specialisation}`);
  return row.premium.display;
}

/** A phrase quoted from one interview tip, checked against the content so it stays true. */
export function tipPhrase(tipId: string, phrase: string): string {
  const tip = interviewTips.find((candidate) => candidate.id === tipId);
  if (!tip || !`${tip.title} ${tip.text}`.toLowerCase().includes(phrase.toLowerCase())) {
    throw new RangeError(`Interview tip ${tipId} does not say '${phrase}'`);
  }
  return phrase;
}

export function presencePhrase(title: string, phrase: string): string {
  const guideline = professionalPresenceGuidelines.find((candidate) => candidate.title === title);
  if (!guideline || !guideline.text.toLowerCase().includes(phrase.toLowerCase())) {
    throw new RangeError(`Presence guideline ${title} does not say '${phrase}'`);
  }
  return phrase;
}

export function salary(
  id: string,
  question: string,
  tableId: SalaryTableId,
  position: string,
  level: SalaryLevelIndex,
  extraWrong: readonly string[] = [],
  followUpOf?: string,
): HeldOutQuestion {
  const right = pay(tableId, position, level);
  return {
    id,
    question,
    kind: followUpOf ? 'follow-up' : 'fact',
    topic: 'salary',
    ...(followUpOf ? { followUpOf } : {}),
    mustContain: [right],
    mustNotContain: notRight([right], [...otherLevels(tableId, position, level), ...extraWrong]),
  };
}

/** Every band of a row, wrong with another row's bands. */
export function salaryRow(
  id: string,
  question: string,
  asked: readonly [SalaryTableId, string],
  other: readonly [SalaryTableId, string],
  followUpOf?: string,
): HeldOutQuestion {
  return {
    id,
    question,
    kind: followUpOf ? 'follow-up' : 'fact',
    topic: 'salary',
    ...(followUpOf ? { followUpOf } : {}),
    mustContain: payAll(...asked),
    mustNotContain: otherRole(asked, other),
  };
}

/** The comparison rule: two roles' bands at one level, wrong with either role's other levels. */
export function compare(
  id: string,
  question: string,
  first: readonly [SalaryTableId, string],
  second: readonly [SalaryTableId, string],
  level: SalaryLevelIndex,
): HeldOutQuestion {
  const right = [pay(first[0], first[1], level), pay(second[0], second[1], level)];
  return ask(id, question, 'salary', right, notRight(right, [...otherLevels(first[0], first[1], level), ...otherLevels(second[0], second[1], level)]));
}

export function placementFee(id: string, question: string, amount: number, extraWrong: readonly string[] = [], followUpOf?: string): HeldOutQuestion {
  const right = fee(amount);
  return {
    id,
    question,
    kind: followUpOf ? 'follow-up' : 'fact',
    topic: 'placement-fees',
    ...(followUpOf ? { followUpOf } : {}),
    mustContain: right,
    mustNotContain: notRight(right, [...wrongBandFees(amount), ...extraWrong]),
  };
}

export function ask(
  id: string,
  question: string,
  topic: HeldOutTopic,
  mustContain: readonly string[],
  mustNotContain: readonly string[],
  followUpOf?: string,
): HeldOutQuestion {
  return {
    id,
    question,
    kind: followUpOf ? 'follow-up' : 'fact',
    topic,
    ...(followUpOf ? { followUpOf } : {}),
    mustContain,
    mustNotContain,
  };
}
