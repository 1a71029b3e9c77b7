/**
 * The assistant without a language model: reads the intent and the entities of a question, then
 * answers from the site's content modules. Every figure in a reply comes from those modules;
 * anything outside them gets an honest "I don't know" and the way to reach the team.
 */

import type { ChatContext } from '#content/chat';
import { findSalary } from '#content/salary-guide';
import { extractEntities } from '#core/chat/entities';
import type { Entities } from '#core/chat/types';
import { spellingWords } from '#core/chat/vocabulary';
import { classify, type Intent } from '#core/chat/intents';
import { correctSpelling, words } from '#core/chat/text';
import type { ChatTurn } from '#core/chat/types';
import { salaryAnswer } from '#core/chat/answers/salary';
import { feeAnswer } from '#core/chat/answers/fees';
import { qualificationAnswer } from '#core/chat/answers/qualifications';
import { marketAnswer, salaryTrendsAnswer } from '#core/chat/answers/market';
import { interviewAnswer } from '#core/chat/answers/interview';
import {
  aboutAnswer,
  contactAnswer,
  cvAnswer,
  fallbackAnswer,
  greetingAnswer,
  hoursAnswer,
  identityAnswer,
  jobsAnswer,
  legalAdviceAnswer,
  privacyAnswer,
  thanksAnswer,
} from '#core/chat/answers/agency';

export interface OfflineQuestion {
  readonly message: string;
  readonly context: ChatContext;
  /** Earlier turns of the thread, oldest first (for follow-ups such as 'and in a Big 4?'). */
  readonly history?: readonly ChatTurn[];
}

let vocabulary: ReadonlySet<string> | undefined;

function spellingVocabulary(): ReadonlySet<string> {
  vocabulary ??= new Set(spellingWords());
  return vocabulary;
}

type Builder = (question: string, entities: Entities, context: ChatContext) => string;

const builders: Readonly<Record<Intent, Builder>> = {
  salary: (question, entities) => salaryAnswer(question, entities),
  salaryTrends: (question) => salaryTrendsAnswer(question),
  fee: (question, entities) => feeAnswer(question, entities),
  qualification: (question, entities) => qualificationAnswer(question, entities),
  hours: (question) => hoursAnswer(question),
  contact: (question) => contactAnswer(question),
  market: (question, entities) => marketAnswer(question, entities),
  interview: (question) => interviewAnswer(question),
  jobs: () => jobsAnswer(),
  cv: () => cvAnswer(),
  about: (question) => aboutAnswer(question),
  privacy: (question) => privacyAnswer(question),
  identity: (question) => identityAnswer(question),
  legalAdvice: () => legalAdviceAnswer(),
  greeting: (_question, _entities, context) => greetingAnswer(context),
  thanks: () => thanksAnswer(),
};

/** Below this score an intent is only a hint. */
const WEAK_SCORE = 4.5;
const selfExplainingIntents: ReadonlySet<Intent> = new Set(['salary', 'legalAdvice', 'greeting', 'thanks', 'identity']);

const followUpStarts = /^\s*(and|what about|how about|for|at|in|with|or|same|what if|and for|and in|and at|ok and|okay and)\b/i;

/** A short message that leans on the previous question ('and at a Big 4?', 'what about CIMA?'). */
function looksLikeFollowUp(message: string): boolean {
  return followUpStarts.test(message) || words(message).length <= 4 || /\b(that|it|this|them|those|same|they|their)\b/i.test(message);
}

function previousUserMessage(history: readonly ChatTurn[] | undefined): string | undefined {
  if (!history) return undefined;
  for (let index = history.length - 1; index >= 0; index--) {
    if (history[index]!.role === 'user') return history[index]!.text;
  }
  return undefined;
}

/** Topics whose answer depends on a role, amount or qualification (others stand on their own). */
const subjectIntents: ReadonlySet<Intent> = new Set(['salary', 'salaryTrends', 'fee', 'qualification', 'market']);

const noEntities: Entities = { roles: [], unknownRole: null, amounts: [], qualifications: [], months: [], regions: [], otherPlaces: [], unknownWords: [] };

function hasSubject(entities: Entities): boolean {
  return entities.roles.length > 0 || entities.qualifications.length > 0 || entities.amounts.length > 0;
}

export function answerOffline({ message, context, history }: OfflineQuestion): string {
  const question = correctSpelling(message, spellingVocabulary());
  let entities = extractEntities(question);
  let classification = classify(question, entities, context);
  let effectiveQuestion = question;

  // Follow-ups borrow what they leave out from the previous question: its subject ('and with 5+
  // years?' keeps the role) and, when they bring no topic words of their own, its topic ('what
  // about CIMA?' after a question on ACCA fees).
  const previous = previousUserMessage(history);
  const smallTalk = classification.intent === 'greeting' || classification.intent === 'thanks';
  if (previous && !smallTalk && looksLikeFollowUp(message)) {
    const previousQuestion = correctSpelling(previous, spellingVocabulary());
    const previousEntities = extractEntities(previousQuestion);
    const ownTopic = classify(question, noEntities, context).intent;
    const hasOwnTopic = ownTopic !== null && ownTopic !== 'greeting' && ownTopic !== 'thanks';
    const topicTakesSubject = !hasOwnTopic || subjectIntents.has(ownTopic);
    if (hasSubject(previousEntities) && topicTakesSubject && (!hasOwnTopic || !hasSubject(entities))) {
      const combined = `${previousQuestion} ${question}`;
      // The previous roles, at the level this message names, if it names one.
      const roles =
        entities.roles.length > 0 || previousEntities.roles.length === 0
          ? entities.roles
          : previousEntities.roles.map((role) => findSalary(`${role.tableId === 'audit' ? 'audit ' : ''}${role.position}`, question) ?? role).map((role, index) => (role.level ? role : previousEntities.roles[index]!));
      entities = {
        ...entities,
        roles,
        qualifications: entities.qualifications.length > 0 ? entities.qualifications : previousEntities.qualifications,
        amounts: entities.amounts.length > 0 ? entities.amounts : previousEntities.amounts,
        unknownWords: [],
      };
      effectiveQuestion = hasOwnTopic ? question : combined;
      classification = classify(effectiveQuestion, entities, context);
    }
  }

  const { intent, secondary, scores } = classification;
  if (intent === null) return fallbackAnswer();
  // A weak keyword hit in a question about something the site has no content for ('the price of
  // bitcoin') is not a question about our fees. Salary questions name the role they lack instead.
  if (scores[intent] < WEAK_SCORE && entities.unknownWords.length > 0 && !selfExplainingIntents.has(intent)) return fallbackAnswer();
  const primary = builders[intent](effectiveQuestion, entities, context);
  if (!secondary) return primary;
  const second = builders[secondary](effectiveQuestion, entities, context);
  return second === primary ? primary : `${primary}\n\n${second}`;
}
