import type { AssistantTopic } from '#content/assistant-topics';
import type { ChatContext } from '#content/chat';
import type { Facts } from '#core/chat/facts';
import type { IndexDocument } from '#core/chat/index';
import type { Slots } from '#core/chat/slots';
import { salaryAnswer } from '#core/chat/answers/salary';
import { feeAnswer } from '#core/chat/answers/fees';
import { qualificationAnswer } from '#core/chat/answers/qualifications';
import { marketAnswer, salaryTrendsAnswer } from '#core/chat/answers/market';
import { interviewAnswer } from '#core/chat/answers/interview';
import {
  aboutAnswer,
  contactAnswer,
  cvAnswer,
  greetingAnswer,
  hoursAnswer,
  identityAnswer,
  jobsAnswer,
  legalAdviceAnswer,
  privacyAnswer,
  thanksAnswer,
} from '#core/chat/answers/agency';

/** What a template gets: the question, its slots (carried forward for a follow-up) and the best document. */
export interface TemplateInput {
  readonly question: string;
  readonly slots: Slots;
  readonly context: ChatContext;
  readonly facts: Facts;
  readonly best: IndexDocument | null;
  /** The question before, when this one continues its topic. */
  readonly askedBefore?: string | null;
}

/** One answer template per topic of the index; each reads its figures through the facts API. */
export const templates: Readonly<Record<AssistantTopic, (input: TemplateInput) => string>> = {
  salary: ({ question, slots, facts }) => salaryAnswer(question, slots, facts),
  salaryTrends: ({ question, best }) => salaryTrendsAnswer(question, best?.id ?? null),
  fee: ({ question, slots, facts }) => feeAnswer(question, slots, facts),
  qualification: ({ question, slots, facts }) => qualificationAnswer(question, slots, facts),
  hours: ({ question }) => hoursAnswer(question),
  contact: ({ question }) => contactAnswer(question),
  market: ({ question, slots, facts, best, askedBefore }) => marketAnswer(question, slots, facts, best?.id ?? null, askedBefore ?? null),
  interview: ({ question, slots, best }) => interviewAnswer(question, best?.topic === 'interview' ? best.id : null, slots.presence),
  jobs: ({ question, slots }) => jobsAnswer(question, slots),
  cv: ({ question }) => cvAnswer(question),
  about: ({ question, best }) => aboutAnswer(question, best?.key.kind === 'about' ? best.key.section : 'agency'),
  privacy: ({ question, best }) => privacyAnswer(question, best?.key.kind === 'policy-section' ? best.key : null),
  identity: ({ question }) => identityAnswer(question),
  legalAdvice: ({ question }) => legalAdviceAnswer(question),
  greeting: ({ context }) => greetingAnswer(context),
  thanks: () => thanksAnswer(),
};
