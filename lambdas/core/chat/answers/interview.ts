import {
  enhancedStarMethod,
  interviewPreparationPage,
  interviewGenericWords,
  interviewTips,
  professionalPresenceGuidelines,
  starMethodSynonyms,
  tipsForSection,
  type InterviewTip,
} from '#content/interview-tips';
import { aboutSectionSynonyms } from '#content/assistant-topics';
import { candidatesPage } from '#content/candidates';
import { hasAnyPhrase, hasPhrase, isStopword, normalise, words } from '#core/chat/text';
import { bulletList, paragraphs } from '#core/chat/answers/common';

const genericWords = new Set(interviewGenericWords.flatMap((word) => words(word)));

/**
 * The tips a question is about: a keyword phrase found whole scores by its length in words, and
 * every other shared topic word (from the tip's keywords and title) adds one.
 */
function matchInterviewTips(question: string, limit: number): InterviewTip[] {
  const text = normalise(question);
  const questionWords = new Set(words(question).filter((word) => !isStopword(word) && !genericWords.has(word)));
  return interviewTips
    .map((tip) => {
      let score = 0;
      for (const keyword of tip.keywords) if (hasPhrase(text, keyword)) score += normalise(keyword).trim().split(' ').length * 2;
      const tipWords = new Set([...tip.keywords, tip.title].flatMap((phrase) => words(phrase)).filter((word) => !isStopword(word) && !genericWords.has(word)));
      for (const word of questionWords) if (tipWords.has(word)) score += 1;
      return { tip, score };
    })
    .filter(({ score }) => score >= 2)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ tip }) => tip);
}

/**
 * Interview preparation from the interview tips page: the tips that match, STAR, presence; when no tip matches the
 * question's words as a keyword, the tip or presence guideline the index ranked best for them ('or a bank?' after
 * interview questions). Index documents are named 'interview:<tip id>' and 'interview:presence:<guideline title>'.
 */
export function interviewAnswer(question: string, rankedDocumentId: string | null = null, askedPresence: readonly string[] = []): string {
  const text = normalise(question);
  const parts: string[] = [];
  if (hasAnyPhrase(text, starMethodSynonyms)) {
    parts.push(
      paragraphs(
        `${enhancedStarMethod.title}:`,
        bulletList(enhancedStarMethod.steps.map((step) => `${step.title}: ${step.description}`)),
      ),
    );
  }
  // A guideline's phrase of several words is asked in any word order too ('how long my answer should be').
  const questionWords = new Set(words(question).filter((word) => !isStopword(word)));
  const asksInAnyOrder = (phrase: string) => {
    const own = words(phrase).filter((word) => !isStopword(word));
    return own.length > 1 && own.every((word) => questionWords.has(word));
  };
  const namedPresence = professionalPresenceGuidelines.filter((guideline) => hasAnyPhrase(text, guideline.synonyms) || guideline.synonyms.some(asksInAnyOrder));
  // A question naming an industry above all asks the guideline the conversation asked of it ('and for a tech company' after what to wear).
  const industryOnly = namedPresence.length === 0 && matchInterviewTips(question, 1)[0]?.topic === 'industry';
  const presence = industryOnly ? professionalPresenceGuidelines.filter((guideline) => askedPresence.includes(guideline.title)) : namedPresence;
  if (presence.length > 0) parts.push(bulletList(presence.slice(0, 2).map((guideline) => `${guideline.title}: ${guideline.text}`)));

  const matched = matchInterviewTips(question, parts.length > 0 ? 2 : 3);
  const ranked = interviewTips.filter((tip) => `interview:${tip.id}` === rankedDocumentId);
  const rankedPresence = professionalPresenceGuidelines.filter((guideline) => `interview:presence:${guideline.title}` === rankedDocumentId);
  if (matched.length === 0 && parts.length === 0 && rankedPresence.length > 0) parts.push(bulletList(rankedPresence.map((guideline) => `${guideline.title}: ${guideline.text}`)));
  const tips = matched.length > 0 || parts.length > 0 ? matched : ranked;
  const shownTips = tips.filter((tip) => !(parts.length > 0 && tip.topic === 'star-method' && tip.id === 'use-the-enhanced-star-method'));
  if (shownTips.length > 0) parts.push(bulletList(shownTips.map((tip) => `${tip.title}: ${tip.text}`)));

  if (parts.length === 0) {
    const firstOfEach = interviewPreparationPage.sections.map((section) => tipsForSection(section.id)[0]).filter((tip) => tip !== undefined);
    parts.push(
      paragraphs(
        'Some key interview tips from our recruiters:',
        bulletList(firstOfEach.map((tip) => `${tip.title}: ${tip.text}`)),
      ),
    );
  }
  // Asked whether we prepare candidates for the interviews we send them to, our promise to candidates says so.
  const promised = candidatesPage.promise.items.find((item) => words(item).includes('preparation'));
  if (promised && hasAnyPhrase(text, aboutSectionSynonyms.promise)) parts.unshift(`${promised}.`);
  parts.push(`More on our ${interviewPreparationPage.title} page (/interview-preparation).`);
  return paragraphs(...parts);
}
