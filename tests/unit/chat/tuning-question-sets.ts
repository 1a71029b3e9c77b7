import { eighthVisitorQuestions } from './eighth-visitor-questions.ts';
import { eleventhVisitorQuestions } from './eleventh-visitor-questions.ts';
import { fifteenthVisitorQuestions } from './fifteenth-visitor-questions.ts';
import { fifthVisitorQuestions } from './fifth-visitor-questions.ts';
import { firstHeldOutQuestions } from './first-held-out-questions.ts';
import { fourteenthVisitorQuestions } from './fourteenth-visitor-questions.ts';
import { fourthVisitorQuestions } from './fourth-visitor-questions.ts';
import type { HeldOutQuestion } from './held-out-case.ts';
import { ninthVisitorQuestions } from './ninth-visitor-questions.ts';
import { secondHeldOutQuestions } from './second-held-out-questions.ts';
import { seventhVisitorQuestions } from './seventh-visitor-questions.ts';
import { sixteenthVisitorQuestions } from './sixteenth-visitor-questions.ts';
import { sixthVisitorQuestions } from './sixth-visitor-questions.ts';
import { seventeenthVisitorQuestions } from './seventeenth-visitor-questions.ts';
import { eighteenthVisitorQuestions } from './eighteenth-visitor-questions.ts';
import { nineteenthVisitorQuestions } from './nineteenth-visitor-questions.ts';
import { twentiethVisitorQuestions } from './twentieth-visitor-questions.ts';
import { twentyFirstVisitorQuestions } from './twenty-first-visitor-questions.ts';
import { twentySecondVisitorQuestions } from './twenty-second-visitor-questions.ts';
import { twentyThirdVisitorQuestions } from './twenty-third-visitor-questions.ts';
import { twentyFourthVisitorQuestions } from './twenty-fourth-visitor-questions.ts';
import { twentyFifthVisitorQuestions } from './twenty-fifth-visitor-questions.ts';
import { twentySixthVisitorQuestions } from './twenty-sixth-visitor-questions.ts';
import { twentySeventhVisitorQuestions } from './twenty-seventh-visitor-questions.ts';
import { twentyEighthVisitorQuestions } from './twenty-eighth-visitor-questions.ts';
import { twentyNinthVisitorQuestions } from './twenty-ninth-visitor-questions.ts';
import { thirtiethVisitorQuestions } from './thirtieth-visitor-questions.ts';
import { thirtyFirstVisitorQuestions } from './thirty-first-visitor-questions.ts';
import { thirtySecondVisitorQuestions } from './thirty-second-visitor-questions.ts';
import { thirtyThirdVisitorQuestions } from './thirty-third-visitor-questions.ts';
import { thirtyFourthVisitorQuestions } from './thirty-fourth-visitor-questions.ts';
import { thirtyFifthVisitorQuestions } from './thirty-fifth-visitor-questions.ts';
import { thirtySixthVisitorQuestions } from './thirty-sixth-visitor-questions.ts';
import { thirtySeventhVisitorQuestions } from './thirty-seventh-visitor-questions.ts';
import { thirtyEighthVisitorQuestions } from './thirty-eighth-visitor-questions.ts';
import { thirtyNinthVisitorQuestions } from './thirty-ninth-visitor-questions.ts';
import { fortiethVisitorQuestions } from './fortieth-visitor-questions.ts';
import { fortyFirstVisitorQuestions } from './forty-first-visitor-questions.ts';
import { fortySecondVisitorQuestions } from './forty-second-visitor-questions.ts';
import { tenthVisitorQuestions } from './tenth-visitor-questions.ts';
import { thirteenthVisitorQuestions } from './thirteenth-visitor-questions.ts';

/**
 * The question sets in the held-out format that are tuning data: the first and second held-out sets
 * since they were scored, and the sets written as tuning data (fourth to eleventh, thirteenth to forty-second). The held-out sets
 * (the third and the twelfth, held-out-question-sets.ts) are not here: nothing that tunes or calibrates the engine reads them.
 */
export const tuningQuestionSets: Readonly<Record<string, { readonly label: string; readonly questions: readonly HeldOutQuestion[] }>> = {
  first: { label: 'first held-out set (tuning data since it was scored)', questions: firstHeldOutQuestions },
  second: { label: 'second held-out set (tuning data since it was scored)', questions: secondHeldOutQuestions },
  fourth: { label: 'fourth question set (tuning data)', questions: fourthVisitorQuestions },
  fifth: { label: 'fifth question set (tuning data)', questions: fifthVisitorQuestions },
  sixth: { label: 'sixth question set (tuning data: candidates on phones)', questions: sixthVisitorQuestions },
  seventh: { label: 'seventh question set (tuning data: employers)', questions: seventhVisitorQuestions },
  eighth: { label: 'eighth question set (tuning data: students and second-language visitors)', questions: eighthVisitorQuestions },
  ninth: { label: 'ninth question set (tuning data: mid-career professionals)', questions: ninthVisitorQuestions },
  tenth: { label: 'tenth question set (tuning data: terse and voice-typed messages)', questions: tenthVisitorQuestions },
  eleventh: { label: 'eleventh question set (tuning data: sceptical visitors and off-topic near-misses)', questions: eleventhVisitorQuestions },
  thirteenth: { label: 'thirteenth question set (tuning data: a cross-section of ordinary visitors)', questions: thirteenthVisitorQuestions },
  fourteenth: { label: 'fourteenth question set (tuning data: conversations)', questions: fourteenthVisitorQuestions },
  fifteenth: { label: 'fifteenth question set (tuning data: the edges of scope)', questions: fifteenthVisitorQuestions },
  sixteenth: { label: 'sixteenth question set (tuning data: a second cross-section of visitors)', questions: sixteenthVisitorQuestions },
  seventeenth: { label: 'seventeenth question set (tuning data: a third cross-section, phone typing)', questions: seventeenthVisitorQuestions },
  eighteenth: { label: 'eighteenth question set (tuning data: a fourth cross-section, employers and emails)', questions: eighteenthVisitorQuestions },
  nineteenth: { label: 'nineteenth question set (tuning data: a fifth cross-section, mostly candidates)', questions: nineteenthVisitorQuestions },
  twentieth: { label: 'twentieth question set (tuning data: the edges of scope and conversations)', questions: twentiethVisitorQuestions },
  twentyFirst: { label: 'twenty-first question set (tuning data: a sixth cross-section, from a search on a phone)', questions: twentyFirstVisitorQuestions },
  twentySecond: { label: 'twenty-second question set (tuning data: questions asked indirectly)', questions: twentySecondVisitorQuestions },
  twentyThird: { label: 'twenty-third question set (tuning data: people in the middle of a decision)', questions: twentyThirdVisitorQuestions },
  twentyFourth: { label: 'twenty-fourth question set (tuning data: a seventh cross-section, written as spoken)', questions: twentyFourthVisitorQuestions },
  twentyFifth: { label: 'twenty-fifth question set (tuning data: an eighth cross-section, people describing their situation)', questions: twentyFifthVisitorQuestions },
  twentySixth: { label: 'twenty-sixth question set (tuning data: a ninth cross-section, short messages typed into the chat box)', questions: twentySixthVisitorQuestions },
  twentySeventh: { label: 'twenty-seventh question set (tuning data: a tenth cross-section, the people who actually visit)', questions: twentySeventhVisitorQuestions },
  twentyEighth: { label: 'twenty-eighth question set (tuning data: an eleventh cross-section, one day\'s chat log)', questions: twentyEighthVisitorQuestions },
  twentyNinth: { label: 'twenty-ninth question set (tuning data: a twelfth cross-section, conversations that go on)', questions: twentyNinthVisitorQuestions },
  thirtieth: { label: 'thirtieth question set (tuning data: a thirteenth cross-section, visitors in their own words)', questions: thirtiethVisitorQuestions },
  thirtyFirst: { label: 'thirty-first question set (tuning data: a fourteenth cross-section, phone-typed messages)', questions: thirtyFirstVisitorQuestions },
  thirtySecond: { label: 'thirty-second question set (tuning data: a fifteenth cross-section, long messages with context)', questions: thirtySecondVisitorQuestions },
  thirtyThird: { label: 'thirty-third question set (tuning data: a sixteenth cross-section, conversations that change topic and people asking for someone else)', questions: thirtyThirdVisitorQuestions },
  thirtyFourth: { label: 'thirty-fourth question set (tuning data: a seventeenth cross-section, search-box style and blunt questions)', questions: thirtyFourthVisitorQuestions },
  thirtyFifth: { label: 'thirty-fifth question set (tuning data: an eighteenth cross-section, ordinary visitors in full sentences)', questions: thirtyFifthVisitorQuestions },
  thirtySixth: { label: 'thirty-sixth question set (tuning data: a nineteenth cross-section, people deciding)', questions: thirtySixthVisitorQuestions },
  thirtySeventh: { label: 'thirty-seventh question set (tuning data: a twentieth cross-section, conversations that go on)', questions: thirtySeventhVisitorQuestions },
  thirtyEighth: { label: 'thirty-eighth question set (tuning data: a twenty-first cross-section, questions about numbers)', questions: thirtyEighthVisitorQuestions },
  thirtyNinth: { label: 'thirty-ninth question set (tuning data: a twenty-second cross-section, on a phone in a hurry)', questions: thirtyNinthVisitorQuestions },
  fortieth: { label: 'fortieth question set (tuning data: a twenty-third cross-section, asked indirectly)', questions: fortiethVisitorQuestions },
  fortyFirst: { label: 'forty-first question set (tuning data: a twenty-fourth cross-section, typed fast, Irish)', questions: fortyFirstVisitorQuestions },
  fortySecond: { label: 'forty-second question set (tuning data: a twenty-fifth cross-section, short conversations)', questions: fortySecondVisitorQuestions },
};
