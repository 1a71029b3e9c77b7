// How a visitor-question case for Aine is written and judged: shared by the held-out set
// (third-held-out-questions.ts, never tuned against) and the earlier held-out sets
// (first- and second-held-out-questions.ts, each scored once and since part of the tuning set).
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).

export type HeldOutKind = 'fact' | 'follow-up' | 'off-topic' | 'hand-over';

export type HeldOutTopic =
  | 'salary'
  | 'salary-insights'
  | 'placement-fees'
  | 'qualifications'
  | 'market'
  | 'contact'
  | 'interview-tips'
  | 'services'
  | 'off-topic'
  | 'hand-over';

export type HeldOutQuestion = {
  readonly id: string;
  /** As a visitor would type it: typos, abbreviations and Irish usage kept on purpose. */
  readonly question: string;
  readonly kind: HeldOutKind;
  readonly topic: HeldOutTopic;
  /** For a follow-up: the case it follows, asked earlier in the same conversation. */
  readonly followUpOf?: string;
  /** What a right reply contains (case-insensitive substrings). */
  readonly mustContain: readonly string[];
  /** What a wrong reply would show: another level's, city's, band's or qualification's figure. */
  readonly mustNotContain: readonly string[];
};

export type ReplyJudgement = {
  readonly pass: boolean;
  readonly missing: readonly string[];
  readonly forbidden: readonly string[];
};

function comparable(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ');
}

/** Judges one reply against one case (see the file comment for the rule). */
export function judgeReply(question: HeldOutQuestion, reply: string): ReplyJudgement {
  const text = comparable(reply);
  const missing = question.mustContain.filter((fact) => !text.includes(comparable(fact)));
  const forbidden = question.mustNotContain.filter((fact) => text.includes(comparable(fact)));
  return { pass: missing.length === 0 && forbidden.length === 0, missing, forbidden };
}

/** What every off-topic reply must name: Aine's scope as the content states it. */
export const OFF_TOPIC_SCOPE = 'accounting and finance';
