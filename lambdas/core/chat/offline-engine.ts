import { askingClauseOf } from '#core/chat/clauses';
import type { AboutSection, AssistantTopic } from '#content/assistant-topics';
import type { ChatContext } from '#content/chat';
import { qualificationAliases } from '#content/qualifications';
import { featuredJobs } from '#content/jobs';
import { interviewTips } from '#content/interview-tips';
import { marketStats } from '#content/market-stats';
import { salaryGuidePage, salaryInsights } from '#content/salary-guide';
import { aboutSectionSynonyms, agencyAddressWords, agencyQuestionSynonyms, assistantTopicSynonyms, closePeople, comparisonWords, courtesyPhrases, foreignPlaces, headcountWords, irishPlaces, movingHomeWords, otherOrganisations, outsideScopeWords, placeAmountPhrases, salaryQuestionSynonyms, scopeWords, seasonWords, taskRequestVerbs, teachingRequestPhrases, timeAwayWords, translationLanguages, visitorAbbreviations } from '#content/assistant-topics';
import { facts as siteFacts, type Facts } from '#core/chat/facts';
import { buildIndex, rankTopics, wholePhraseTerms, type AssistantIndex, type RankedTopic } from '#core/chat/index';
import { carrySlots, extractSlots, noSlots, type Slots } from '#core/chat/slots';
import { addedToPay, clauseTerms, correctSpelling, thanksSaidVerbs, expandAbbreviations, withoutCourtesies, hasAnyPhrase, hasPhrase, joinSplitCodes, joinSpokenLetters, normalise, resolveUnknownWords, isStopword, monthNames, terms, wordAmountsAsDigits, wordNumbers, words } from '#core/chat/text';
import type { ChatTurn } from '#core/chat/types';
import { templates } from '#core/chat/templates';
import { aboutAnswer, contactAnswer, fallbackAnswer, privacyAnswer, recruitingScopeAnswer } from '#core/chat/answers/agency';
import { asksAverageRise } from '#core/chat/answers/salary';

/**
 * The assistant without a language model, as retrieval: the question's typed slots are read,
 * BM25 ranks the index's documents for the question's words (and the slots' canonical names),
 * and the best topic's template answers through the facts API. Below a calibrated confidence it
 * says it does not know. Follow-ups carry the previous question's slots (and its topic when they
 * name none), never its text.
 */
export interface OfflineQuestion {
  readonly message: string;
  readonly context: ChatContext;
  /** Earlier turns of the thread, oldest first (for follow-ups such as 'and in a Big 4?'). */
  readonly history?: readonly ChatTurn[];
}

export interface OfflineAnswer {
  readonly text: string;
  /** 'fallback' is the honest "I don't know". */
  readonly kind: 'answer' | 'fallback';
  readonly topic: AssistantTopic | null;
  /** The best topic's BM25 score (topic document plus best fact document). */
  readonly confidence: number;
}

/**
 * Below this BM25 score (topic document plus best fact document) the best topic is not trusted and
 * Aine says she doesn't know. Calibrated on the tuning data only (the tuning set and the question sets
 * in the held-out format that are tuning data, `tuningQuestionSets`): the largest threshold, on a 0.25
 * grid, at which the most of their cases pass (2.25 ties with 1.75 and 2 at 5,400 cases in the fifteenth round,
 * and passes eighteen more than 2.5; a single topic word such as 'hello' scores about 2.4). The sweeps in
 * threshold-below-calibration.sweep.ts and threshold-above-calibration.sweep.ts recompute it; the held-out sets played no part.
 */
export const CONFIDENCE_THRESHOLD = 2.25;

/**
 * The least share of a message's content words, each weighed by its idf, that the answering documents (the
 * topic's and its best fact's) must contain, unless the message names a role, qualification or amount, or
 * follows up an earlier one. Calibrated on the tuning data, like CONFIDENCE_THRESHOLD: the largest value, on a
 * 0.05 grid, with the best score (0.3 is best alone at 5,400 cases: 0.25 passes ten fewer, 0.35 seventeen fewer; on the
 * tuning set alone 0 to 0.35 tie, so the sets in the held-out format decide). The sweep in
 * coverage-calibration.sweep.ts recomputes it.
 */
export const MIN_COVERAGE = 0.3;

/** A share of a question's content words the index must know; below it an unknown subject dominates. */
export const MIN_KNOWN_SHARE = 0.5;

/**
 * A word that can name a subject: three letters or more, digits allowed ('3arena', 'cap1'), so a name with a
 * digit counts for or against the question being about the site; '55k', '6pm' or '2nd' (under three letters) do not.
 */
const NAME_WORD = /^(?=(?:[^a-z]*[a-z]){3})[a-z0-9]+$/;

/** The interview tips on presenting a qualification in an interview. */
const qualificationTipIds: ReadonlySet<string> = new Set(interviewTips.filter((tip) => tip.topic === 'qualifications').map((tip) => tip.id));

/** Below this a sum is no salary of the guide (its lowest band starts at €28k). */
const MIN_SALARY_AMOUNT = 10_000;

/** How many earlier visitor messages a follow-up's slots are resolved from. */
const MAX_RESOLVED_TURNS = 6;

/** Below this, what remains of a message once its slots are taken out names no topic of its own. */
const OWN_TOPIC_SCORE = 1.5;

/** The topics whose facts a slot belongs to. */
function slotTopics(slots: Slots): Set<AssistantTopic> {
  const topics = new Set<AssistantTopic>();
  if (slots.roles.length > 0 || slots.unknownRole) topics.add('salary');
  if (slots.amounts.length > 0) topics.add('fee').add('salary');
  if (slots.qualifications.length > 0 || slots.months.length > 0) topics.add('qualification');
  // A place qualifies a named role ('an FC in Cork'); alone it points to the regional market figures.
  if (slots.regions.length > 0 && slots.roles.length === 0) topics.add('market');
  if ((slots.jobs ?? []).length > 0) topics.add('jobs');
  return topics;
}

/** The topics a role qualifies rather than names: its benefits, the fee for hiring it, the interview for it, advice about it. */
const roleQualifiedTopics: ReadonlySet<AssistantTopic> = new Set(['salaryTrends', 'fee', 'interview', 'legalAdvice']);

/** The topics that answer for a role and its amount: its pay and the fee for hiring it. */
const payTopics: ReadonlySet<AssistantTopic> = new Set(['salary', 'fee']);

/** A topic a role qualifies, the time it takes to fill it included (the market's). */
const qualifiesAnyRole = (topic: AssistantTopic) => roleQualifiedTopics.has(topic) || topic === 'market';

/** The topics that give the agency's own details. */
const agencyDetailTopics: ReadonlySet<AssistantTopic> = new Set(['contact', 'hours', 'about']);
/** How and when to reach the agency: no slot of a conversation is ever their subject. */
const reachTopics: ReadonlySet<AssistantTopic> = new Set(['contact', 'hours']);

/** The topics whose answer declines (advice the site cannot give). */
const decliningTopics: ReadonlySet<AssistantTopic> = new Set(['legalAdvice']);

/** The topics about the conversation itself rather than a subject of the site. */
const conversationTopics: ReadonlySet<AssistantTopic> = new Set(['identity', 'greeting', 'thanks']);

/**
 * Where a message asks a second question: ', and what…', ' and what…' (no comma: 'the going rate for an FC and what would your fee be'), '? and how…', a question mark or a semicolon before more words,
 * or a plus sign typed between two phrases ('nq fc salary + ur fee on 75k'; a clause of one word, as in 'dublin + cork', is no question of its own),
 * but not one that adds a part of the pay to the salary ('48k basic + car allowance 5k, ur fee?' asks one thing).
 * A question word may be run together with 'is' ('the pay for an FD, and whats your fee on 120k', 'and hows the market').
 */
const clauseBreak = /[?;]\s*(?=\S)|\s\+\s+(?=\S)(?!(?:a\s+)?(?:€?\d[\d.,]*\s*(?:k|grand)?\s+)?(?:car|allowance|bonus|commission|pension|benefits|healthcare|shares|overtime)\b)|(?:,\s*|\s+)(?:and|also|plus)\s+(?=(?:(?:what|how|when|where|who)(?:'?s)?|which|do|does|is|are|can|could|would|will)\b)/i;

/** The words of taking something ('should he take it'), which are also the fee's 'you take'. */
const takingTerms: ReadonlySet<string> = new Set(['take', 'takes', 'taking', 'took'].flatMap((word) => terms(word)));
/** The words of hiring someone, which the fee and pay share ('hire a CFO', 'take on a trainee': 'take' is also the fee's 'you take'). */
const hiringTerms: ReadonlySet<string> = new Set(['hire', 'hires', 'hiring', 'hired', 'take', 'takes', 'taking', 'took'].flatMap((word) => terms(word)));

/** The fee's own words ('your fee', 'your commission'). */
const feeWordTerms: ReadonlySet<string> = new Set(['fee', 'fees', 'commission']);

/** The words of a budget ('hiring an audit manager - budget?'), which the fee has too. */
const budgetTerms: ReadonlySet<string> = new Set(['budget', 'budgets', 'budgeting'].flatMap((word) => terms(word)));

/** The words of a stage of a career ('at each stage after qualifying'), which a qualification's exams use too ('the first stage'). */
const careerStageTerms: ReadonlySet<string> = new Set(['stage', 'stages', 'qualifying', 'qualified', 'qualify'].flatMap((word) => terms(word)));
/** The words of experience after qualifying ('four years post-qual'), the guide's PQE, which name a qualification too. */
const postQualificationTerms: ReadonlySet<string> = new Set(terms('post qualification'));

/** Words comparing a price ('cheaper', 'dearer'): asked of a role after its pay, they compare pay. */
const priceComparisonWords: ReadonlySet<string> = new Set(['cheaper', 'dearer', 'pricier', 'expensive']);
const priceComparisonTerms: ReadonlySet<string> = new Set([...priceComparisonWords].flatMap((word) => terms(word)));

/** Which of two roles pays more, neither named ('so which one pays more then'): the two the conversation named one after the other. */
/**
 * Whether a move would pay the visitor more ('wud an FC job pay more at my level', 'would doing a few exams get me more', 'would I be
 * better off'); not another role's pay asked at the same stage ('would a financial controller job pay more at that stage'), which is its own.
 */
const asksMovePaysMore = /\b(?:(?:pay|pays|paid|earn|get|give) me (?:any |much |a lot |a bit )?more\b|(?:pay|pays|paid|earn) (?:any |much |a lot |a bit )?(?:more|better) (?:at|for|with) my\b|(?:would|will|wud) i be better off\b|(?:would|will|wud) i (?:get|earn|make) (?:any |much |a lot |a bit )?more\b)/;

const asksWhichPaysMore = /\bwhich (?:one |of them |of the two )?(?:(?:pays|would pay|earns|would earn|gets|is paid|gets paid) (?:more|better|best|the most)|(?:is|'s) (?:more money|better paid|paid more|paid better))\b/;

/** A pronoun pointing back at what the conversation is about ('what are they looking for?', 'is it remote?'). */
const refersBack = /\b(it|its|they|them|their)\b/i;

/**
 * Words pointing back at the level or amount just discussed ('at that stage', 'the same experience', 'a GFC instead'), or at the
 * firm or company just named ('what would an audit director get there'; not the 'there' of 'is there'), or at the visitor's own
 * company described before ('would a group financial controller come in cheaper for a company our size').
 */
const pointsBack = /\b(that|same|then|instead|our size)\b|(?<!\b(?:is|are|was|were|any) )\bthere\b/i;

/** A translation asked for ('whats the irish for thank you', 'how do you say invoice in french'): work Aine does not do. */
const translationRequest = new RegExp(String.raw`\bthe (?:${translationLanguages.join('|')}) (?:word )?for\b|\bhow (?:do|would) (?:you|i|u) say\b.*\bin (?:${translationLanguages.join('|')})\b`, 'i');

/** The words of a percentage, which the fee's synonyms hold ('% of salary') and a share of openings uses too. */
const percentTerms: ReadonlySet<string> = new Set(['percent', 'percentage']);

/** A share of a bare number ('15% of 2340'): a sum to work out; of an amount that may be a salary ('12% of 50k') it is a fee's. */
const percentOfNumber = /\b\d+(?:\.\d+)?\s*(?:%|percent)\s+of\s+€?\d/i;

/** 'pay a' or 'offer an' and the words after it, which may name a role of the guide ('pay a cfo', 'offer an fc'). */
const paysRolePattern = /\b(?:pay|paying|offer|offering)\s+(?:a|an)\s+((?:\S+\s*){1,4})/i;

/**
 * The visitor telling the firm they found, own or run ('co-founder of a small brewery', 'i run my own practice'): words the
 * agency's team answer uses ('founder', 'owner'), said of the visitor's firm, not of the agency.
 */
const ownsFirm = /\b(?:co-?founder|founder|owner|proprietor)\s+(?:of|at)\s+(?:a|an|my|our|the)\b|\bi\s+(?:own|run|founded|set up|started)\s+(?:a|an|my|our)\b/i;

/** A role as what costs ('how much will a payroll manager cost us'): the words between 'a' or 'an' and 'cost', which may name a role of the guide. */
const costsRolePattern = /\b(?:a|an)\s+((?:\S+\s+){1,4}?)(?:(?:would|will|might|could)\s+)?cost\b/i;

/** Thanks said or sent to someone else ('should i email them after to say thanks'): no thanks to Aine. */
const thanksToOthers = new RegExp(String.raw`\b(?:${thanksSaidVerbs})\s+(?:(?:a|my|our|a big|a quick|a short)\s+)?(?:thanks|thank you)\b`, 'i');

/** The development budget's phrases ('study support', 'training budget'). */
const developmentBudgetPhrases: readonly string[] = [...salaryInsights.trends, ...salaryInsights.benefits]
  .filter((insight) => insight.id === 'development-budgets')
  .flatMap((insight) => insight.synonyms);

/** Those that name a budget for study ('training budget', 'study budget'), not the course or the exams' own support. */
const studyBudgetPhrases: readonly string[] = developmentBudgetPhrases.filter((phrase) => /\bbudget\b/.test(phrase));

/** A time of day ('7pm', '9 am', '17:30'): it asks when the agency can be reached, as the word 'hours' does. */
const clockTime = /\b\d{1,2}(?::\d{2})? ?(?:am|pm)\b|\b\d{1,2}:\d{2}\b/i;

/** A verb of `verbs` opening the message or a clause as a request to Aine ('write…', 'can you write…', 'hi, could u please write…'), but not to be readied ('prepare me for'). */
function requestPattern(verbs: readonly string[], opening: 'imperative' | 'asked'): RegExp {
  // A greeting or the words that open a next turn ('ok and can you write my resignation letter', 'go on tell me a joke').
  const greeting = String.raw`(?:(?:hi|hello|hey|ok|okay|right|so|and|grand|thanks|go on)\b[,!.]?\s*){0,3}`;
  const asked = String.raw`(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?(?:just\s+)?)`;
  const start = opening === 'imperative' ? `(?:${asked}|please\\s+)?` : asked;
  // A request opens the message or a clause of it ('i run a small cafe, can you do my bookkeeping').
  return new RegExp(String.raw`(?:^|[,.;!?]\s)\s*${greeting}${start}(?:${verbs.join('|')})\b(?!\s+(?:(?:me|us)\s+)?for\b)`, 'i');
}

// See taskRequestVerbs for which verbs need asking ('can you do my tax return') and a message with no subject of the site.
const alwaysTaskRequest = requestPattern([...taskRequestVerbs.always, ...taskRequestVerbs.messaging.map((verb) => String.raw`${verb}(?!\s+(?:me|us|you|u)\b)`)], 'imperative');
// 'do' with a price as its object offers terms, not work ('could you do us a better rate for two hires', 'would you do a deal').
const offersPrice = String.raw`(?!\s+(?:(?:me|us)\s+)?(?:a|an|any)\s+(?:\w+\s+)?(?:rate|deal|discount|price)\b)`;
const taskRequestUnlessSubject = requestPattern(taskRequestVerbs.unlessSubject.map((verb) => (verb === 'do' ? `do${offersPrice}` : verb)), 'asked');
// Asked of the visitor's own things ('could you do my P1 practice questions for me'), it is work whatever subject it names, in a follow-up too.
const ownTaskRequest = new RegExp(String.raw`${taskRequestUnlessSubject.source}\s+(?:my|our)\b`, 'i');
// The visitor's own paperwork asked of someone ('i need someone to do my rental income return', 'can you recommend an accountant to do
// my sole trader accounts'): a service the agency does not offer.
// A business's own books too ('we want someone to do our books every month', 'get a local accountant in to do our accounts'), by
// whoever is brought in to do them.
const ownWorkWanted = new RegExp(
  String.raw`\b(?:need|want|looking for|know of|know|recommend|suggest|get|getting|bring in|bringing in)\s+(?:someone|somebody|anyone|(?:an?\s+)?(?:\w+\s+)?(?:accountant|bookkeeper|book keeper)s?)\s+(?:in\s+)?(?:who can |to )(?:${taskRequestVerbs.unlessSubject.join('|')})\s+(?:my|our)\b`,
  'i',
);
/**
 * Whether a message wants the visitor's own paperwork done; a business's own ('someone to do our books') only when it does not ask
 * the agency ('we need a bookkeeper to do our books, what would you charge to find one' is a hire).
 */
function asksOwnWorkDone(text: string): boolean {
  const wanted = ownWorkWanted.exec(text);
  return wanted !== null && (/\bmy$/i.test(wanted[0]) || !addressesAgency(text, secondPerson));
}

// So is its price ('how much should an accountant charge me to do my books': the accountant is who does it), unless the message
// names a qualification or an amount of the site ('what does it cost to do my ACCA exams').
const ownWorkPriced = new RegExp(String.raw`\b(?:charge|charges|cost|costs|pay|paid)\b.{0,30}\bto (?:${taskRequestVerbs.unlessSubject.join('|')})\s+my\b`, 'i');

/** Whether a message addresses the agency ('are you open', 'your number'), not counting a 'you' asked to tell ('can you tell me'). */
function addressesAgency(text: string, addressWords: readonly string[] = agencyAddressWords.words): boolean {
  let rest = normalise(text);
  for (const phrase of agencyAddressWords.askingPhrases) rest = rest.replaceAll(normalise(phrase), ' ');
  return hasAnyPhrase(rest, addressWords);
}

/** The words that speak to the agency itself ('you', 'your'), not of its people ('put me through to one of the recruiters'). */
const secondPerson = ['you', 'your', 'yours', 'yourselves'] as const;

/** The words of a price ('your fee structure for permanent placements', 'what do you charge'). */
const priceWords = /\b(?:fees?|charges?|charging|cost|costs|price|pricing|rates?|commission|percentage)\b/i;

/** What the agency has, asked of it ('what jobs have you got', 'do you have any vacancies', 'what have ye up'). */
const asksAgencyHas = /\b(?:have|got)\s+you\b|\byou\s+(?:got|have)\b/i;

/** Who leads the agency, asked whole ('who are the directors', 'who r ur founders?', 'who are the directors of the agency'). */
// So are its recruiters ('who are the recruiters there'), and a wish told after it ('who are the directors there, I want to deal with
// someone who knows audit'): a statement of the visitor's, not a second question.
const whoLeadsAgency = String.raw`^\s*(?:and\s+)?who\s+(?:are|is|r)\s+(?:the|your|ur|ye|yer|yere)\s+(?:directors?|founders?|owners?|bosses|boss|recruiters?|consultants?)(?:\s+(?:there|of\s+(?:the|your|this)\s+(?:agency|company|firm|business)|of\s+ledgerline(?:\s+recruitment)?))?\s*`;
const asksWhoLeadsAgency = new RegExp(`${whoLeadsAgency}$`);
const asksWhoLeadsAgencyWithWish = new RegExp(String.raw`${whoLeadsAgency}[,.;-]\s*(?:i|we|i'?d|i'?m)\s[^?]*$`, 'i');
/**
 * Whether a current employer would learn of a search ('would my current employer find out if I send my CV', 'will my boss see it'):
 * the candidates' promise that a CV is never sent without permission.
 */
const asksEmployerLearnsOfSearch = /\b(?:will|would|could|can|might|do|does)\s+(?:my\s+)?(?:current\s+|present\s+|existing\s+)?(?:employer|boss|manager|company|firm)\s+(?:ever\s+)?(?:find\s+out|see|know|hear|learn|notice)\b/;
/**
 * Whether the agency itself meets or interviews the people it sends ('do you meet the candidates yourselves before you send their CVs
 * on', 'will you have interviewed them before we see them'): the employers' benefits, whose shortlist is of interviewed candidates.
 */
const asksAgencyMeetsCandidates = /\byou\s+(?:\w+\s+){0,2}?(?:meet|interview|interviewed|screen|screened|vet|vetted)\s+(?:the\s+|all\s+(?:the\s+)?|your\s+)?(?:candidates?|people|applicants?|them)\b(?:\s+\w+){0,3}\s+before\b/i;
/**
 * An employer weighing the agency against advertising the job itself ('should we hire through an agency or just advertise ourselves',
 * 'what do ye do for us that an ad on indeed wouldn't'): the process, whose search reaches passive candidates and whose every
 * candidate is interviewed.
 */
const weighsAgencyAgainstAdvertising = /\badvertis(?:e|ing)\s+(?:it\s+|the\s+(?:job|role)\s+)?(?:ourselves|myself|ourself|themselves|directly|direct)\b|\b(?:an?|our own|my own)\s+(?:job\s+)?(?:ad|advert|advertisement|posting|listing)\s+on\s+(?:indeed|linkedin|irishjobs|jobs\.ie|a job board|job boards)\b/i;
/**
 * The visitor's own data asked of the agency ('can i get a copy of whatever info ye have on me', 'do you still have my CV on file'
 * after an application long ago): the privacy policy's rights and how long the data is kept.
 */
const asksOwnDataHeld = /\b(?:you|ye|yous|u)\s+still\s+(?:have|hold|keep|got)\s+(?:my|me)\s+(?:cv|resume|details|data|information|info|file)\b|\b(?:copy|see|access)\b.{0,40}\b(?:you|ye|yous|u)\s+(?:have|hold|keep|store|got)\s+(?:on|about)\s+me\b/i;
/**
 * The agency's phone number asked for ('my husband asked me to get your phone number', 'is there a number i can ring during my
 * lunch', 'what number would i ring to go through a vacancy'): its contact details, whatever role or time the other words name.
 */
const asksAgencyNumber = /\b(?:your|ur|ye(?:r|re)?|yous(?:e|es)?)\s+(?:phone\s+|telephone\s+|contact\s+|mobile\s+)?number\b|\b(?:a|what)\s+(?:phone\s+)?number\s+(?:(?:would|do|should|can|could)\s+)?(?:i|we|he|she|they)\s+(?:(?:can|could|would|should)\s+)?(?:ring|call|phone|use)\b/;

const { verbs: recruitingVerbs, field: fieldWords } = agencyQuestionSynonyms.recruitingScope;
/** Pay or work in a place abroad ('what do accountants earn in london', 'acca jobs in dubai'). */
// Also a place gone to and the pay asked 'over there' ('thinking of moving to Sydney, would accountants earn more over there than here').
const workAbroad = new RegExp(String.raw`\bin (?:the )?(?:${foreignPlaces.join('|')})\b|\bto (?:the )?(?:${foreignPlaces.join('|')})\b.*\b(?:over|out) there\b`);
/** A job or a role sought ('can you find me a job in cork'), not the agency's reach. */
const jobWords = /\b(?:jobs?|roles?|positions?|vacanc(?:y|ies))\b/i;

/** The agency asked to take a role on ('would you recruit a…', 'could you handle both'), not the visitor's own things ('can you handle my…'). */
const asksAgencyToRecruit = new RegExp(String.raw`\byou\s+(?:\w+\s+){0,2}?(?:${recruitingVerbs.join('|')})\b(?!\s+my\b)`, 'i');
/** The field's words after 'only', said of what the agency does ('do you only place accountants', 'or only the finance one'). */
const onlyTheField = new RegExp(String.raw`\bonly\s+(?:(?:do|recruit|place|deal with|work with|handle|cover)\s+)?(?:the\s+)?(?:${fieldWords.join('|')})\b`, 'i');

/** A number of people ('900 staff', '30 employees'), with the word that counts them. */
const countedPeople = new RegExp(String.raw`\b\d+ (${headcountWords.map((word) => words(word).join(' ')).join('|')})\b`, 'g');

/**
 * The words counting people after a number ('cfo of a 900-staff company'): the organisation's size, which the salary level reads,
 * not the agency's staff asked about.
 */
function countedPeopleWords(text: string): Set<string> {
  return new Set([...normalise(text).matchAll(countedPeople)].map((match) => match[1]!));
}

const followUpStart = /^\s*(and|plus|also|what about|how about|for|at|in|with|or|same|what if|ok and|okay and)\b/i;

/**
 * A message's index terms; one made only of common words ('who are you?', 'what can you do') asks the topic whose synonym
 * it holds whole, by that synonym's one term.
 */
function messageTerms(text: string): string[] {
  const own = [...clauseTerms(text), ...agencyPaidTerms(text)];
  return own.length > 0 ? own : wholePhraseTerms(text);
}

/**
 * Paying the agency ('do i have to pay ye anything to get me in somewhere', 'what would we owe you'), said in words too common
 * to be indexed ('you' is a stopword), names the fee: its name joins the message's terms.
 */
function agencyPaidTerms(text: string): string[] {
  return hasAnyPhrase(normalise(text), salaryQuestionSynonyms.payingTheAgency) ? terms('fee') : [];
}

interface Understanding {
  readonly text: string;
  readonly slots: Slots;
  readonly ownTerms: readonly string[];
  readonly contentWords: readonly string[];
}

/**
 * The featured jobs a message describes by title or by a word of its title no other job's title has, as the jobs answer reads
 * them ('any jobs going for someone newly qualified' is answered with the Qualified Accountant job, so 'that one' is it).
 */
function jobsDescribedIn(text: string): string[] {
  const normalised = normalise(text);
  const titleWords = (job: (typeof featuredJobs)[number]) => words(job.title);
  const distinctive = (job: (typeof featuredJobs)[number]) => titleWords(job).filter((word) => featuredJobs.every((other) => other === job || !titleWords(other).includes(word)));
  return featuredJobs.filter((job) => hasPhrase(normalised, job.title) || distinctive(job).some((word) => hasPhrase(normalised, word))).map((job) => job.id);
}

export interface OfflineEngineOptions {
  /** Overrides CONFIDENCE_THRESHOLD (the calibration sweep tries each value). */
  readonly confidenceThreshold?: number;
  /** Overrides MIN_COVERAGE (the calibration sweep tries each value). */
  readonly minCoverage?: number;
}

export function createOfflineEngine(facts: Facts = siteFacts(), options: OfflineEngineOptions = {}) {
  const threshold = options.confidenceThreshold ?? CONFIDENCE_THRESHOLD;
  const minCoverage = options.minCoverage ?? MIN_COVERAGE;
  const index: AssistantIndex = buildIndex(facts);
  const unknownWordWeight = Math.log(1 + (index.facts.documents.length + 0.5) / 0.5);
  // Codes the content writes as one word ('CAP1', 'BA2'), which visitors also type with a space.
  const codes = new Set([...index.knownWords].filter((word) => /^[a-z]+\d+$/.test(word)));
  // Letters spoken one by one make a word the site uses, a short form visitors type, or a term of the index ('p p s' is 'PPS', indexed as its stem).
  const shortForms = new Set(Object.keys(visitorAbbreviations));
  const spokenLetterWords = { has: (word: string) => index.knownWords.has(word) || shortForms.has(word) || (terms(word).length > 0 && terms(word).every((term) => index.vocabulary.has(term))) };
  const spellingVocabulary = new Set([...index.vocabulary].filter((term) => !term.includes('_') && /^[a-z]{3,}$/.test(term)));
  // Words that are no typo though the site never uses them: work outside its scope stays unknown, not 'corrected', and so do the
  // words of a visitor's situation that the slots read ('1,200 employees', 'been off 2 years minding the kids').
  const situationWords = [...headcountWords, ...timeAwayWords.before, ...timeAwayWords.after].flatMap((phrase) => words(phrase));
  const notTypos = new Set([...index.knownWords, ...outsideScopeWords, ...situationWords]);
  const otherWork = new Set(outsideScopeWords.filter((word) => !word.includes(' ')).flatMap((word) => words(word)));
  // A subject of more than one word is named whole ('leaving cert'): its words alone are the site's too ('leaving' a job, a 'cert').
  const otherWorkPhrases = outsideScopeWords.filter((word) => word.includes(' '));
  const teachingWords = new Set<string>(teachingRequestPhrases.filter((phrase) => !phrase.includes(' ')));
  const teachingPhraseWords = new Set(teachingRequestPhrases.flatMap((phrase) => words(phrase)));
  const factTerms = new Map<AssistantTopic, Set<string>>();
  for (const document of index.facts.documents) factTerms.set(document.topic, new Set([...(factTerms.get(document.topic) ?? []), ...document.terms]));
  const topicsWithFacts = new Set(index.facts.documents.map((document) => document.topic));
  const factTermsOf = (topic: AssistantTopic) => factTerms.get(topic) ?? new Set<string>();
  const topicTermsOf = (topic: AssistantTopic) => new Set((index.topics.documents.find((document) => document.topic === topic)?.terms ?? []).flatMap((term) => term.split('_')));

  // A topic's one-word names ('jobs', 'fees') name that topic, even where a level's phrase uses them too ('first job').
  const topicNames = new Set(Object.values(assistantTopicSynonyms).flat().filter((name) => !name.includes(' ')).flatMap((name) => terms(name)));
  // The one-word names of the topics other than the agency's details ('cv', 'job', 'salary'), less the words of those details' own
  // phrases ('openings' is the market's, 'opening hours' the hours').
  const detailWords = new Set([...agencyDetailTopics].flatMap((topic) => assistantTopicSynonyms[topic].flatMap((name) => words(name))));
  const otherSubjectNames = new Set(
    Object.entries(assistantTopicSynonyms)
      .filter(([topic]) => !agencyDetailTopics.has(topic as AssistantTopic) && !conversationTopics.has(topic as AssistantTopic))
      .flatMap(([, names]) => names.filter((name) => !name.includes(' ')).flatMap((name) => words(name)))
      .filter((word) => !detailWords.has(word)),
  );

  // The single words of the contact details and hours ('email', 'phone', 'open'): asked of another organisation, they are its details.
  const contactWords = new Set((['contact', 'hours'] as const).flatMap((topic) => assistantTopicSynonyms[topic].filter((name) => !name.includes(' ')).flatMap((name) => words(name))));

  // Words that only name a slot (a level, a place, a qualification): a message made of them asks no topic of its own.
  const slotTerms = new Set(
    [
      ...facts.content.salaryTables.flatMap((table) => [...table.levels, ...table.levelSynonyms.flat()]),
      ...marketStats.regional.map((region) => region.region),
      ...irishPlaces,
      ...monthNames,
      'year experience pqe',
    ]
      .flatMap((phrase) => terms(phrase))
      // A qualification is named by its one-word names and the pairs of its longer ones: 'skills' is no name of the ACCA, 'applied skills' is.
      .concat(Object.values(qualificationAliases).flat().flatMap((alias) => terms(alias).filter((term) => !alias.includes(' ') || term.includes('_'))))
      .filter((term) => !topicNames.has(term)),
  );

  // The words only the advice topic uses ('citizenship', 'vat'; not 'work' of 'right to work', which other topics use too).
  const otherTopicTerms = new Set(index.topics.documents.filter((document) => document.topic !== 'legalAdvice').flatMap((document) => document.terms));
  const hourlyTerms = new Set(salaryQuestionSynonyms.hourly.flatMap((phrase) => terms(phrase)));
  const adviceTerms = new Set(index.topics.documents.filter((document) => document.topic === 'legalAdvice').flatMap((document) => document.terms).filter((term) => !otherTopicTerms.has(term)));
  const scope = new Set<string>(scopeWords.flatMap((word) => words(word)));
  const comparisons = new Set<string>(comparisonWords.flatMap((word) => words(word)));
  const seasons = new Set(seasonWords.flatMap((season) => words(season)));
  // Words that qualify a subject without naming one: places, months, the country itself, comparisons and
  // the words of an amount ('55 grand'). They count neither for nor against the question being about the site.
  const qualifierWords = new Set(
    [
      ...marketStats.regional.map((region) => region.region),
      ...irishPlaces,
      ...monthNames,
      ...monthNames.map((month) => month.slice(0, 3)),
      ...scopeWords,
      ...comparisonWords,
      ...Object.keys(wordNumbers),
      'hundred thousand grand million',
    ].flatMap((phrase) => words(phrase)),
  );

  // The word saying what kind of place a place is ('cork city', 'county kildare', 'co. mayo') is the place's: it asks no city figures of the market.
  const places = [...marketStats.regional.map((region) => region.region), ...irishPlaces].map((place) => place.replace(/ /g, '\\s+')).join('|');
  const placeKind = new RegExp(String.raw`\b(?:(${places})\s+(?:city|town|county)|(?:county|co\.?)\s+(${places}))\b`, 'gi');

  /** The message with slips of the keys fixed, and nothing else changed. */
  function spelled(message: string): string {
    return correctSpelling(message, spellingVocabulary, notTypos);
  }

  /**
   * A rule that reads the words as typed reads them with slips of the keys fixed too ('your phone nubmer', 'which pays bteter'); as typed
   * first, since the fixer knows only the site's words, and reads some words the rules read as one of those ('trying' as 'crying').
   */
  function readsAs(pattern: RegExp, text: string): boolean {
    return pattern.test(text) || pattern.test(spelled(text));
  }

  function understand(message: string): Understanding {
    const expanded = joinSplitCodes(expandAbbreviations(joinSpokenLetters(message, spokenLetterWords), visitorAbbreviations), codes);
    const text = wordAmountsAsDigits(correctSpelling(resolveUnknownWords(expanded, index.vocabulary, index.knownWords), spellingVocabulary, notTypos)).replace(placeKind, (_whole, before?: string, after?: string) => before ?? after ?? '');
    // An adverb the site never uses ('confidentially', 'realistically') says how, not what: it names no subject.
    const isUnknownAdverb = (word: string) => word.length >= 6 && word.endsWith('ly') && !index.knownWords.has(word);
    const allContentWords = words(text).filter((word) => !isStopword(word) && NAME_WORD.test(word) && !qualifierWords.has(word) && !isUnknownAdverb(word));
    const allSlots = extractSlots(facts, text, allContentWords.filter((word) => !index.knownWords.has(word)));
    // A season beside a role dates the visitor's situation like a month ('what would i get as an FC, only qualified in the summer'):
    // it names no subject. Without a role it may be the unknown subject's ('do you recruit hotel staff for the summer').
    const contentWords = allSlots.roles.length > 0 ? allContentWords.filter((word) => !seasons.has(word)) : allContentWords;
    const slots = contentWords.length < allContentWords.length ? extractSlots(facts, text, contentWords.filter((word) => !index.knownWords.has(word))) : allSlots;
    return { text, slots, ownTerms: ownTermsOf(text, slots.roles), contentWords };
  }

  /** The message's terms that may name a topic of its own: not those of its slots (the roles it names among them). */
  function ownTermsOf(text: string, roles: readonly Slots['roles'][number][]): string[] {
    const roleTerms = new Set(roles.flatMap((role) => terms(role.position)));
    const counted = countedPeopleWords(text);
    // Comparison and scope words qualify the topic asked before ('vs dublin', 'would cork be different'): they name none of their own.
    const qualifying = (part: string) => roleTerms.has(part) || slotTerms.has(part) || comparisons.has(part) || scope.has(part) || counted.has(part);
    return messageTerms(text).filter((term) => !slotTerms.has(term) && !term.split('_').some(qualifying));
  }

  // The slots' canonical names join the question's words (query expansion: 'FC' ranks the Financial Controller row).
  function queryTerms(understanding: Understanding, slots: Slots): string[] {
    const expansion = [
      ...slots.roles.map((role) => role.position),
      ...slots.qualifications.map((id) => id),
      // A place qualifies a named role ('financial accountant roles in cork city, what should i be asking for'), as in slotTopics.
      ...(slots.roles.length === 0 ? slots.regions : []),
      ...featuredJobs.filter((job) => slots.jobs?.includes(job.id)).map((job) => job.title),
      ...(clockTime.test(understanding.text) ? ['hours'] : []),
    ].flatMap((name) => terms(name));
    // The country names the site's scope, not a subject: it ranks nothing ('will Ireland qualify for the world cup').
    // A comparison word alone ('would it pay any different') names no topic either: it qualifies the one asked; between
    // two subjects the message names ('ACA vs ACCA') it asks for their comparison, which a topic may cover.
    const own = understanding.slots;
    const comparesTwo = [own.roles, own.qualifications, own.regions].some((named) => named.length > 1);
    const counted = countedPeopleWords(understanding.text);
    return [...messageTerms(understanding.text), ...expansion].filter((term) => !term.split('_').some((part) => scope.has(part) || counted.has(part)) && (comparesTwo || !comparisons.has(term)));
  }

  function rank(understanding: Understanding, slots: Slots): RankedTopic[] {
    return rankTopics(index, queryTerms(understanding, slots), slotTopics(slots));
  }

  /** How much of the work a city of the market's figures has, not asked of the agency ('are there many accounting jobs in galway'). */
  function asksWorkAmountInPlace(current: Understanding): boolean {
    const text = normalise(current.text);
    return current.slots.regions.length > 0 && hasAnyPhrase(text, placeAmountPhrases.amount) && hasAnyPhrase(text, placeAmountPhrases.work) && !addressesAgency(current.text, secondPerson);
  }

  /** What a message asks once the conversation before it is resolved: its slots, carried ones included, and its ranked topics. */
  interface Resolution {
    readonly understanding: Understanding;
    readonly slots: Slots;
    readonly ranked: readonly RankedTopic[];
    readonly carried: boolean;
    /** Whether it asks about the topic the conversation was about, carried or not. */
    readonly continues: boolean;
    /** The slots a later follow-up carries: the conversation's subject, kept through an aside declined on its own ('is that fee deductible for corporation tax'). */
    readonly subjectSlots: Slots;
    /** The question before, when this one continues its topic: what a follow-up in no words of its own asks about ('do those ones pay more' after remote roles). */
    readonly askedBefore: string | null;
    /** The roles the conversation named before its current ones ('management accountant' after 'what would an FC get at that stage'). */
    readonly rolesBefore: Slots['roles'];
  }

  /** Roles naming the same rows of the guide, whatever their levels. */
  function sameRows(some: Slots['roles'], others: Slots['roles']): boolean {
    return some.length === others.length && some.every((role) => others.some((other) => other.position === role.position && other.tableId === role.tableId));
  }

  /** The role named before the conversation's one, of its table, beside it at its level ('which pays better then' after an AA's pay and a bookkeeper's). */
  function withRoleBefore(slots: Slots, rolesBefore: Slots['roles']): Slots {
    const role = slots.roles[0]!;
    const before = rolesBefore.find((other) => other.tableId === role.tableId && other.position !== role.position);
    if (!before) return slots;
    return { ...slots, roles: [{ ...before, level: role.level ? (before.levels[role.level.index] ?? before.level) : before.level }, role] };
  }

  /** The ranking once what the slots say is weighed in (no scores change, only which topic leads). */
  function settle(ranked: readonly RankedTopic[], current: Understanding, slots: Slots, carried: boolean): RankedTopic[] {
    let settled = [...ranked];
    const lead = (entry: RankedTopic) => (settled = [entry, ...settled.filter((other) => other !== entry)]);
    // A job title the guide lacks, asked with the salary topic's own words ('salary of a data analyst'),
    // is a salary question whatever else its words match: the salary template says the guide lacks it.
    const salary = settled.find((entry) => entry.topic === 'salary');
    // Not when the interview leads and its own words name it as much ('what should I prepare for a fund accounting manager role').
    const interviewLeads = settled[0]!.topic === 'interview' && salary !== undefined && settled[0]!.topicScore >= salary.topicScore;
    // So is one a follow-up names in a conversation (its pay asked as the conversation's was: 'what would a data scientist with the
    // same 8 years get' after an analyst's pay).
    if (slots.unknownRole && slots.roles.length === 0 && salary && (salary.topicScore > 0 || (carried && current.slots.unknownRole !== null)) && settled[0]!.topic !== 'salaryTrends' && !interviewLeads) lead(salary);
    // A section of a qualification's facts named in the message itself, of a qualification it or the conversation names
    // ('ACCA fees', 'and the fees?' after ACCA dates), asks for that fact row, whatever else 'fees' can mean;
    // asked with the salary topic's own words ('how much does a newly qualified ACCA earn') it is about pay.
    const qualification = settled.find((entry) => entry.topic === 'qualification');
    // Pay asked in the message's own words: a stage of experience ('is it 2 years') names a level, which a qualification's
    // requirements use too ('how much work experience do i need for acca, is it 2 years'), not pay.
    const asksPay = settled.some((entry) => entry.topic === 'salary' && entry.topicScore > 0) && (carried || (rankTopics(index, current.ownTerms).find((entry) => entry.topic === 'salary')?.topicScore ?? 0) > 0);
    const own = current.slots;
    // A role named beside a qualification the message names, without pay words, is the career the qualification is for
    // ('a career in FP&A, cima or acca?').
    const asksQualificationFact =
      slots.qualifications.length > 0 && own.sections.length > 0 && (slots.roles.length === 0 || own.qualifications.length > 0) && slots.amounts.length === 0 && !asksPay;
    if (asksQualificationFact && qualification && qualification.score >= threshold) lead(qualification);
    // A featured job the message names, asked about in words of mostly its ad, is answered by the ad ('qualified accountant job remote days').
    const jobs = settled.find((entry) => entry.topic === 'jobs');
    if ((own.jobs ?? []).length > 0 && jobs && jobs.score >= threshold && mostlyInAds(own.jobs ?? [], current.contentWords)) lead(jobs);
    // The jobs the agency has, asked of it ('what vacancies have ye up at the moment', 'what jobs have you got'): the vacancies of the
    // market's figures are the whole market's, so the market yields when the message names the jobs topic more than the market's.
    const market = settled[0]!.topic === 'market' ? settled[0]! : undefined;
    if (!carried && market && jobs && jobs.score >= threshold && jobs.topicScore > market.topicScore && asksAgencyHas.test(current.text)) lead(jobs);
    // A role's pay asked by the hour or the day ('what do bookkeepers earn per hour', 'hourly rate for a bookkeeper') is its salary, not
    // the agency's hours nor a tax rate.
    if (own.roles.length > 0 && salary && hasAnyPhrase(normalise(current.text), salaryQuestionSynonyms.hourly)) lead(salary);
    // The average rise of pay ('what % are salaries going up by on average'): the market's increase, which the salary answer gives too,
    // not a fee's percentage ('will my fee go up on average' names no pay); a topic of pay's figures already leading answers it.
    const payFigureTopics: ReadonlySet<AssistantTopic> = new Set(['salary', 'market', 'salaryTrends']);
    const namesPay = /\b(?:salary|salaries|pay|wages?)\b/.test(normalise(current.text));
    if (!carried && salary && salary.score >= threshold && namesPay && !payFigureTopics.has(settled[0]!.topic) && asksAverageRise(normalise(current.text), own)) lead(salary);
    const namesSubjectSlot = slots.roles.length > 0 || slots.qualifications.length > 0 || slots.amounts.length > 0;
    // A topic reached through a place or a month alone yields to one the question's own words name ('do you recruit in Cork?'),
    // unless the question names several places: comparing places is what the regional figures answer. So does one reached
    // through the message's own place in a follow-up ('do yous only do dublin jobs' after the cookies).
    const ownPlaceOrMonth = own.regions.length > 0 || own.months.length > 0;
    if ((!carried || ownPlaceOrMonth) && !namesSubjectSlot && settled[0]!.topicScore === 0 && slots.regions.length < 2) {
      const named = settled.find((entry) => entry.topicScore > 0 && entry.score >= threshold);
      if (named) lead(named);
    }
    // So does pay reached through a level alone ('newly qualified' is a phrase of the guide's levels) when the question's own words
    // name the jobs and no pay ('any jobs going at the moment for someone newly qualified'): the level says who the job is for.
    if (!carried && own.roles.length === 0 && own.amounts.length === 0 && settled[0]!.topic === 'salary') {
      const ownRanked = rankTopics(index, current.ownTerms);
      const ownScore = (topic: AssistantTopic) => ownRanked.find((entry) => entry.topic === topic)?.topicScore ?? 0;
      const jobs = settled.find((entry) => entry.topic === 'jobs' && entry.score >= threshold);
      if (jobs && ownScore('salary') === 0 && ownScore('jobs') > 0) lead(jobs);
    }
    // Two places of the market's figures named, with no subject of their own, weigh one against the other (a move, a choice): the
    // regional shares answer, whatever the other words reach ('thinking of leaving dublin for cork, would i be cutting myself off
    // from most of the jobs' is no interview's leaving), unless they ask the agency's own details or jobs ('offices in dublin and cork').
    const placeTopicsAside: ReadonlySet<AssistantTopic> = new Set([...agencyDetailTopics, 'jobs', 'market']);
    if (!carried && own.regions.length > 1 && !namesSubjectSlot && !placeTopicsAside.has(settled[0]!.topic)) {
      const regional = settled.find((entry) => entry.topic === 'market' && entry.score >= threshold);
      if (regional) lead(regional);
    }
    // How much of the work a city of the market's figures has, not asked of the agency ('are there many accountancy jobs down there
    // compared to Dublin', 'is most of the work in dublin'): its share of the openings, not the agency's own jobs.
    const asksPlaceAmount = !carried && !namesSubjectSlot && asksWorkAmountInPlace(current);
    // The agency's own words ('accounting', 'work') name no question of the agency here.
    if (asksPlaceAmount && (settled[0]!.topic === 'jobs' || settled[0]!.topic === 'about' || settled[0]!.topicScore === 0)) {
      const regional = settled.find((entry) => entry.topic === 'market' && entry.score >= threshold);
      if (regional) lead(regional);
    }
    // A percentage of the openings in one place of the market's figures ('what percent of the new finance jobs are in galway') asks
    // that place's share: the word 'percent' alone is what made it the fee's percentage.
    if (!carried && own.regions.length === 1 && !namesSubjectSlot && settled[0]!.topic === 'fee') {
      const unpriced = rankTopics(index, current.ownTerms.filter((term) => !term.split('_').some((part) => percentTerms.has(part))));
      const unpricedFee = unpriced.find((entry) => entry.topic === 'fee')?.topicScore ?? 0;
      const regional = settled.find((entry) => entry.topic === 'market' && entry.score >= threshold);
      if (regional && unpricedFee === 0) lead(regional);
    }
    // A role of the guide asked in pay's own words, naming none of the featured jobs, asks the role's pay, though the words of its
    // working pattern are the ads' ('part time management accountant jobs, 3 days a week, im 4 years qualified. what is the full time salary').
    if (!carried && slots.roles.length > 0 && (own.jobs ?? []).length === 0 && settled[0]!.topic === 'jobs' && salary && salary.score >= threshold && (rankTopics(index, current.ownTerms).find((entry) => entry.topic === 'salary')?.topicScore ?? 0) > 0) lead(salary);
    // A stage of experience the guide's levels name ('5 years'), with no role, amount or pay word of the message's own, names no
    // pay: a topic the message's own words name leads ('Coming back after 5 years out - which skills are Irish finance employers
    // most after these days?' asks the skills in demand).
    const ownSalaryScore = () => rankTopics(index, current.ownTerms).find((entry) => entry.topic === 'salary')?.topicScore ?? 0;
    if (!carried && slots.roles.length === 0 && slots.amounts.length === 0 && !slots.unknownRole && settled[0]!.topic === 'salary' && settled[0]!.topicScore > 0 && ownSalaryScore() === 0) {
      const named = settled.find((entry) => entry.topic !== 'salary' && entry.topicScore > 0 && entry.score >= threshold);
      if (named) lead(named);
    }
    // A time of day beside a word of phoning ('would there be anyone there if i rang at half 7') asks when the agency can be
    // reached: the hours lead over a topic the other words reach ('im only free after work' is no free service).
    const phonesAtTime = !carried && !namesSubjectSlot && clockTime.test(current.text) && hasAnyPhrase(normalise(current.text), agencyQuestionSynonyms.phone);
    const hours = phonesAtTime ? settled.find((entry) => entry.topic === 'hours' && entry.score >= threshold) : undefined;
    if (hours) lead(hours);
    // So does a topic reached through a role alone, when the question's own words name another topic ('a normal benefits
    // package for a qualified accountant' asks about benefits, 'what should an audit manager brush up on for the interview'
    // about the interview, not the role's pay).
    // The market qualifies a role too (the time to fill it), unless a salary named with the role compares pay ('on 70k, is that low for the market').
    const qualifiesRole = (topic: AssistantTopic) => roleQualifiedTopics.has(topic) || (topic === 'market' && slots.amounts.length === 0);
    if (!carried && slots.roles.length > 0 && settled[0]!.topic === 'salary' && settled[0]!.topicScore === 0) {
      const named = settled.find((entry) => qualifiesRole(entry.topic) && entry.topicScore > 0 && entry.score >= threshold);
      if (named) lead(named);
    } else if (!carried && slots.roles.length > 0 && (settled[0]!.topic === 'salary' || settled[0]!.topic === 'fee')) {
      // Or when, without the role's words, the question's own words name the interview more than pay ('interview for an
      // audit manager role, what should I brush up on'), or the time it takes to fill a role ('how long does it take to fill
      // an FC role'); other market words with a role's pay words still ask its pay ('what does an FC earn in this market').
      const own = rankTopics(index, current.ownTerms);
      // The fee too, reached through the role ('my FD has countered with a 10% raise after I resigned' is about the offer).
      const salaryOwn = own.find((entry) => entry.topic === settled[0]!.topic)?.topicScore ?? 0;
      const ownTopic = own[0]!.topic;
      const named = settled.find((entry) => entry.topic === ownTopic);
      const timeToFill = ownTopic === 'market' && own[0]!.best?.id === 'market:time-to-hire' && qualifiesRole(ownTopic);
      // The time to fill leads when it is the best answer to the question's own words, though words of the fee stand in them too ('how long
      // does hiring usually take': 'take' is also the fee's 'you take').
      // So does a benefit or trend of pay over the fee, when it is the best answer to the question's own words and its topic's words name
      // it at least as much as the fee's ('is 6% into the pension normal for a payroll manager': the percentage is the pension's, not a fee's).
      const feeOwnScore = own.find((entry) => entry.topic === 'fee')?.score ?? 0;
      // Not beside an amount, which is the fee's to answer (or advice's: 'on 40k, how much would the bank lend me').
      const benefitNamed = settled[0]!.topic === 'fee' && slots.amounts.length === 0 && ownTopic === 'salaryTrends' && own[0]!.topicScore >= salaryOwn && own[0]!.score > feeOwnScore;
      if (named && ((ownTopic === 'interview' && own[0]!.topicScore > salaryOwn) || timeToFill || benefitNamed) && own[0]!.score >= threshold) lead(named);
      // A fee reached through the role's pay, with the market named by the question's own words more than the fee is, asks
      // what the market does to the role ('is AI going to replace our accounts payable team'); pay words keep pay ('what does
      // an FC earn in this market').
      const marketOwn = own.find((entry) => entry.topic === 'market');
      const market = settled.find((entry) => entry.topic === 'market');
      const feeLeads = settled[0]!.topic === 'fee';
      if (feeLeads && market && marketOwn && qualifiesRole('market') && marketOwn.score >= threshold && marketOwn.topicScore > salaryOwn && market.score >= threshold) lead(market);
      // The interview's own words naming it more than the fee's do, though the fee's figures rank first ('a 10% raise').
      const interviewOwn = own.find((entry) => entry.topic === 'interview');
      const interview = settled.find((entry) => entry.topic === 'interview');
      if (settled[0]!.topic === 'fee' && interview && interviewOwn && interviewOwn.score >= threshold && interviewOwn.topicScore > salaryOwn) lead(interview);
    }
    // A qualification's own words (its exams) with the interview's, at least as strong, ask how to present it in an interview
    // ('im halfway thru my acca, how do i talk about my exams in an interview'), not for its facts; the qualification
    // named with the interview alone may ask what it takes ('do i need the ACA to get an interview at a big 4').
    let presentsQualification = false;
    if (!carried && own.qualifications.length > 0 && settled[0]!.topic === 'qualification') {
      const ownRanked = rankTopics(index, current.ownTerms);
      const ownScore = (topic: AssistantTopic) => ownRanked.find((entry) => entry.topic === topic)?.topicScore ?? 0;
      const interview = settled.find((entry) => entry.topic === 'interview' && entry.score >= threshold);
      // Or when the interview's best tip is the one on presenting a qualification, in a message naming the interview ('2 CAP2 papers left
      // and an interview next week, they'll ask about my exams'): the exams are what the visitor will be asked about, not the facts asked.
      const tipOnQualifications = interview?.best?.key.kind === 'interview-tip' && qualificationTipIds.has(interview.best.key.tipId) && hasPhrase(normalise(current.text), 'interview');
      // Not when the message asks how long the qualification takes ('how many years on the job before you can call yourself a chartered
      // accountant': 'yourself' is also the interview's 'tell me about yourself'): that is a fact of the qualification, not a way to present it.
      const asksDuration = own.sections.includes('duration');
      presentsQualification = interview !== undefined && ownScore('qualification') > 0 && (ownScore('interview') >= ownScore('qualification') || tipOnQualifications) && !asksDuration;
      if (presentsQualification) lead(interview!);
    }
    // A qualification the visitor holds, named beside a role, is who asks: the role's pay is what ('cima member 4 yrs post qual
    // management accountant, what would i be on'), not the qualification's facts.
    if (!carried && (own.held ?? []).length > 0 && own.roles.length > 0 && settled[0]!.topic === 'qualification') {
      const pay = settled.find((entry) => entry.topic === 'salary' && entry.score >= threshold);
      if (pay) lead(pay);
    }
    // A role's pay asked at a stage of a career, no qualification named ('what does a management accountant earn at each stage after
    // qualifying', 'what are management accountants on at my stage'): the stages are the role's levels, not a qualification's exams.
    // Not when other words name the qualification ('what exams would i need to sit to earn more').
    // So is a role named at a level of its experience ('I'm a management accountant, four years qualified ... what are management
    // accountants on at my stage', 'is 70k fair for a management accountant with four years post-qual'): the years qualified are the
    // guide's level, not a qualification's facts, when no other word names the qualification ('what exams would i need to sit').
    if (!carried && own.roles.length > 0 && own.qualifications.length === 0 && (own.held ?? []).length === 0 && settled[0]!.topic === 'qualification') {
      const roleAtLevel = own.roles.some((role) => role.level !== null);
      // 'post qualification' is the guide's PQE ('four years post-qual'), as the stages are.
      const stageOrPqe = (part: string) => careerStageTerms.has(part) || (hasPhrase(normalise(current.text), 'post qualification') && postQualificationTerms.has(part));
      const unstaged = rankTopics(index, current.ownTerms.filter((term) => !term.split('_').some(stageOrPqe)));
      const pay = settled.find((entry) => entry.topic === 'salary' && entry.score >= threshold);
      if (pay && (ownSalaryScore() > 0 || roleAtLevel) && (unstaged.find((entry) => entry.topic === 'qualification')?.topicScore ?? 0) === 0) lead(pay);
    }
    // Talk about the conversation itself (who Aine is, hello, thanks) yields to a subject the message names: a role, a
    // qualification or an amount ('what letters do you get after your name with CIMA' asks about CIMA, not Aine's name).
    const ownSubject = own.roles.length > 0 || own.qualifications.length > 0 || own.amounts.length > 0;
    if (!carried && ownSubject && conversationTopics.has(settled[0]!.topic)) {
      const subject = settled.find((entry) => slotTopics(own).has(entry.topic) && entry.score >= threshold);
      if (subject) lead(subject);
    }
    // A greeting or thanks yields to a topic that the message's other words name ('can I ring at 7:30 in the evening' is
    // not 'good evening').
    if (!carried && (settled[0]!.topic === 'greeting' || settled[0]!.topic === 'thanks')) {
      const greetingTerms = new Set((index.topics.documents.find((document) => document.topic === settled[0]!.topic)?.terms ?? []).flatMap((term) => term.split('_')));
      const named = current.contentWords.some((word) => !greetingTerms.has(word)) ? settled.find((entry) => !conversationTopics.has(entry.topic) && entry.topicScore > 0 && entry.score >= threshold) : undefined;
      if (named) lead(named);
    }
    // Advice the site cannot give (tax, visas, employment law), named by a word only the advice topic uses and asked with no
    // role, qualification or amount, is what the question is about ('how to apply for irish citizenship after 5 years'); so it is
    // beside a role or an amount when the message's own words name advice more than the topic the role or amount leads to ('i'm
    // a financial controller, which bank gives the best mortgage rate'); a qualification's subjects are tax ('which cta stage covers vat').
    // A tax role named ('salary for a tax manager') is work the agency places, not tax advice: its pay is asked, though 'salary'
    // and 'tax' side by side make the pair of 'tax on my salary'.
    const namesTaxRole = hasAnyPhrase(normalise(current.text), aboutSectionSynonyms.tax);
    // Nor is a role's pay by the hour ('hourly rate for a bookkeeper') the minimum hourly rate the law sets.
    const hourlyPayOfRole = current.slots.roles.length > 0 && hasAnyPhrase(normalise(current.text), salaryQuestionSynonyms.hourly);
    const adviceNamed = terms(current.text).filter((term) => adviceTerms.has(term) && !(namesTaxRole && term.includes('_')) && !(hourlyPayOfRole && hourlyTerms.has(term)));
    const subjectTopic = settled.find((entry) => entry.topic !== 'legalAdvice')!.topic;
    const adviceOverTopic = () => {
      const ownRanked = rankTopics(index, current.ownTerms);
      const ownScore = (topic: AssistantTopic) => ownRanked.find((entry) => entry.topic === topic)?.score ?? 0;
      return ownScore('legalAdvice') > ownScore(subjectTopic);
    };
    // A follow-up too, in advice words the facts of the conversation's topic never use ('and how does benefit in kind on their
    // company car get taxed' after a CFO's pay; 'vat' is in the CTA's facts).
    const adviceAfterTopic = () => own.qualifications.length === 0 && adviceNamed.some((term) => !factTermsOf(subjectTopic).has(term)) && adviceOverTopic();
    const namesAdvice = adviceNamed.length > 0 && (carried ? adviceAfterTopic() : !namesSubjectSlot || (slots.qualifications.length === 0 && adviceOverTopic()));
    const advice = namesAdvice ? settled.find((entry) => entry.topic === 'legalAdvice' && entry.score >= threshold) : undefined;
    // A job of the site named in the message ('the qualified one, is it remote?') is what the question is about.
    const namedJob = (own.jobs ?? []).length > 0 ? settled.find((entry) => entry.topic === 'jobs' && entry.score >= threshold) : undefined;
    if (namedJob) lead(namedJob);
    // A topic the question's own words name less yields to a topic of the role or qualification it names ('finished CIMA
    // a year ago, management accountant salary?' asks pay; 'experienced bookkeeper… full time equivalent salary' is no job ad);
    // an amount named too is the fee's to answer, as below.
    const subjectTopics = slotTopics({ ...noSlots, roles: own.roles, qualifications: own.qualifications });
    // Between the topics of a role and a qualification both named, the question's own words decide, not the slots': 'training
    // contract' names the ACA and says nothing of what is asked ('starting a training contract in a mid-tier firm, whats the pay
    // like for audit trainees' asks pay).
    const ownNamed = !carried && own.amounts.length === 0 && subjectTopics.has(settled[0]!.topic) ? rankTopics(index, current.ownTerms) : [];
    const ownNamedScore = (topic: AssistantTopic) => ownNamed.find((entry) => entry.topic === topic)?.topicScore ?? 0;
    const ownWordsAgree = (topic: AssistantTopic) => !subjectTopics.has(settled[0]!.topic) || ownNamedScore(topic) >= ownNamedScore(settled[0]!.topic);
    // Not pay, when a section of the qualification's facts is what the question asks and no word of pay ('no degree, working as a payroll
    // clerk, want to start CIMA, where would i start': the role is the visitor's, and 'start' is also pay's 'start on'); nor the
    // qualification's facts when the interview leads to present it.
    // The own words decide though the slots' words weigh more, when they name the one topic and not the other ('hoping to get a
    // training contract, what do big 4 trainees get paid': 'paid' is the own words' only topic, the training contract the ACA's).
    const ownWordsDecide = (topic: AssistantTopic) => subjectTopics.has(settled[0]!.topic) && ownNamedScore(topic) > 0 && ownNamedScore(settled[0]!.topic) === 0;
    const namedSubject = !carried && own.amounts.length === 0 ? settled.find((entry) => subjectTopics.has(entry.topic) && (entry.topicScore > settled[0]!.topicScore || ownWordsDecide(entry.topic)) && ownWordsAgree(entry.topic) && entry.score >= threshold && !(asksQualificationFact && entry.topic === 'salary') && !presentsQualification) : undefined;
    if (namedSubject) lead(namedSubject);
    // The firm the visitor founded or owns names who asks, not the agency's founders: a role named beside it leads to its topic
    // ('owner of a small garage, what should i pay a bookkeeper' asks the bookkeeper's pay, not who runs the agency).
    if (!carried && own.roles.length > 0 && settled[0]!.topic === 'about' && ownsFirm.test(current.text)) {
      const subject = settled.find((entry) => subjectTopics.has(entry.topic) && entry.score >= threshold);
      if (subject) lead(subject);
    }
    // An amount named with no role is what the question is about: a topic that has no use for it yields to the best one
    // that has ('exactly 35000, which % applies' asks for a fee band, not for the jobs it might apply to).
    const amountTopics = slotTopics({ ...noSlots, amounts: own.amounts });
    // Not a sum added to pay ('offered me an extra 8k to stay', 'a 5k raise'): a rise is no salary to price or range.
    const ownSalaries = own.amounts.filter((amount) => !addedToPay(current.text, amount.index));
    if (!carried && ownSalaries.length > 0 && slots.roles.length === 0 && !amountTopics.has(settled[0]!.topic)) {
      const named = settled.find((entry) => amountTopics.has(entry.topic) && entry.score >= threshold);
      if (named) lead(named);
    }
    // With a role too, when the question's own words name pay or the fee at least as much ('our bookkeeper is leaving,
    // we'd pay 39.5k for a new one, what would you charge').
    if (!carried && ownSalaries.length > 0 && !amountTopics.has(settled[0]!.topic)) {
      const named = settled.filter((entry) => amountTopics.has(entry.topic) && entry.score >= threshold).sort((a, b) => b.topicScore - a.topicScore)[0];
      if (named && named.topicScore >= settled[0]!.topicScore) lead(named);
    }
    // Pay or the fee for a named role: the one the question's own words name more leads ('the market rate for an FC' asks
    // pay, 'if we paid 135k for an FD, what would you charge' the fee); an amount named is a fee's unless pay words win.
    const other = settled.find((entry) => entry.topic === (settled[0]!.topic === 'fee' ? 'salary' : 'fee') && entry.score >= threshold);
    const payOrFee = settled[0]!.topic === 'salary' || (settled[0]!.topic === 'fee' && own.amounts.length === 0);
    if (!carried && own.roles.length > 0 && payOrFee && other && other.topicScore > settled[0]!.topicScore) lead(other);
    // So does who is paid: the hire ('take on an accounts assistant, what should i pay them') is the role's pay, not the fee.
    // Paying a role the guide names is paying the hire ('what would we have to pay a cfo now as a small company'; not 'pay a fee').
    const paidRole = paysRolePattern.exec(current.text)?.[1];
    // So is a role the guide names that costs the employer ('what will a tax manager cost a firm like ours'): what the hire costs is its pay.
    const paysNamedRole = (paidRole !== undefined && facts.salaryRange(paidRole) !== null) || costsNamedRole(current.text);
    const paysHire = (paysNamedRole || hasAnyPhrase(normalise(current.text), salaryQuestionSynonyms.payingTheHire)) && !hasAnyPhrase(normalise(current.text), salaryQuestionSynonyms.payingTheAgency);
    const pay = settled.find((entry) => entry.topic === 'salary' && entry.score >= threshold);
    // Whatever topic the other words reach ('we are growing fast' is the market's).
    if (!carried && own.roles.length > 0 && own.amounts.length === 0 && settled[0]!.topic !== 'salary' && paysHire && pay) lead(pay);
    // Hiring is what pay and the fee share: when the fee leads through the words of hiring alone ('hire') and the question's own words
    // name pay, pay leads ('we might take on an FD next year, what would one earn').
    if (!carried && own.roles.length > 0 && own.amounts.length === 0 && settled[0]!.topic === 'fee' && pay) {
      const unhired = rankTopics(index, current.ownTerms.filter((term) => !term.split('_').some((part) => hiringTerms.has(part))));
      const unhiredScore = (topic: AssistantTopic) => unhired.find((entry) => entry.topic === topic)?.topicScore ?? 0;
      if (unhiredScore('fee') === 0 && unhiredScore('salary') > 0) lead(pay);
      // A budget for the role hired, asked of no agency ('small practice, 9 staff, hiring an audit manager - budget?'), is the hire's
      // pay too: no other word of the fee names it.
      const unbudgeted = rankTopics(index, current.ownTerms.filter((term) => !term.split('_').some((part) => hiringTerms.has(part) || budgetTerms.has(part))));
      const budgetsHire = words(current.text).some((word) => budgetTerms.has(word)) && !addressesAgency(current.text, secondPerson);
      if (budgetsHire && (unbudgeted.find((entry) => entry.topic === 'fee')?.topicScore ?? 0) === 0) lead(pay);
    }
    // Two roles compared by price, in no other word of the fee and not asked of the agency ('company of 30 staff: is a finance director
    // much cheaper than a cfo?'), compare what the hires cost: their pay. The hire named is who costs ('for a first hire, an accounts
    // assistant or a bookkeeper - which is cheaper at entry level'), as above.
    if (!carried && own.roles.length > 1 && own.amounts.length === 0 && settled[0]!.topic === 'fee' && pay && words(current.text).some((word) => priceComparisonWords.has(word)) && !addressesAgency(current.text, secondPerson)) {
      const unpriced = rankTopics(index, current.ownTerms.filter((term) => !term.split('_').some((part) => priceComparisonTerms.has(part) || hiringTerms.has(part))));
      if ((unpriced.find((entry) => entry.topic === 'fee')?.topicScore ?? 0) === 0) lead(pay);
    }
    // The noun an amount qualifies gives the pay ('a 64k salary', 'a 33k role'), so it asks nothing: the fee leads when the
    // other words name it more than pay ('64k salary, whats your cut'), or when only that noun named pay ('how much for a 33k role').
    if (!carried && own.amounts.length > 0 && own.roles.length === 0 && settled[0]!.topic === 'salary') {
      const nouns = new Set(own.amounts.map((amount) => words(current.text.slice(amount.index))[1]).filter((noun) => noun !== undefined));
      const asked = rankTopics(index, current.ownTerms.filter((term) => !term.split('_').some((part) => nouns.has(part))));
      const askedScore = (topic: AssistantTopic) => asked.find((entry) => entry.topic === topic)?.topicScore ?? 0;
      const fee = settled.find((entry) => entry.topic === 'fee' && entry.score >= threshold);
      const onlyNounNamedPay = nouns.size > 0 && askedScore('salary') === 0 && settled[0]!.topicScore > 0;
      // The agency's fee named as the agency's, added to the salary paid ('if we pay 55k, so salary plus your fee comes to what'): the
      // salary is the amount the fee is worked out on, not a pay asked.
      const agencyFeeNamed = words(current.text).some((word) => feeWordTerms.has(word)) && addressesAgency(current.text, secondPerson);
      if (fee && (askedScore('fee') > askedScore('salary') || onlyNounNamedPay || agencyFeeNamed)) lead(fee);
    }
    // A fee is asked in the fee's words: a role with the visitor's own level and an amount, in none of them, is their pay
    // ('accounts assistant over 4 years, no chance of 45k is there').
    // So is a role, or a qualification held, and a salary judged in words of fairness ('is 60k fair for a financial controller',
    // 'would 52k be reasonable for a newly qualified ACA').
    const judgesFigure = hasAnyPhrase(normalise(current.text), salaryQuestionSynonyms.judgingFigure);
    const judgesQualifiedPay = judgesFigure && own.roles.length === 0 && own.qualifications.length > 0 && own.amounts.some((amount) => amount.value >= MIN_SALARY_AMOUNT);
    // Taking a job offered is no fee's 'you take' ('husband is a financial controller 7 years qualified, offered 105k in Cork. Should he take it?').
    // Not asked of the agency ('what would you take for an FC on 105k').
    const feeNamedBeyondTaking = () =>
      addressesAgency(current.text, secondPerson) || (rankTopics(index, current.ownTerms.filter((term) => !term.split('_').some((part) => takingTerms.has(part)))).find((entry) => entry.topic === 'fee')?.topicScore ?? 0) > 0;
    if (!carried && (own.roles.some((role) => role.level !== null || judgesFigure) || judgesQualifiedPay) && own.amounts.length > 0 && settled[0]!.topic === 'fee' && (settled[0]!.topicScore === 0 || !feeNamedBeyondTaking())) {
      const pay = settled.find((entry) => entry.topic === 'salary' && entry.score >= threshold);
      if (pay) lead(pay);
    }
    // A role with the visitor's level and a salary, told as where they are ('started as a bookkeeper 6 months ago in a small office,
    // on 30k, is that normal'), holds up their pay to the guide: the words of their workplace or start ('office', 'started') do not ask
    // the agency's details or the conversation, and pay or the fee leads, by the one its words name more.
    if (!carried && own.roles.some((role) => role.level !== null) && own.amounts.some((amount) => amount.value >= MIN_SALARY_AMOUNT) && (agencyDetailTopics.has(settled[0]!.topic) || conversationTopics.has(settled[0]!.topic))) {
      const named = settled.filter((entry) => payTopics.has(entry.topic) && entry.score >= threshold).sort((a, b) => b.topicScore - a.topicScore || (a.topic === 'salary' ? -1 : 1))[0];
      if (named) lead(named);
    }
    // A budget for study named beside the qualification it is for ('how much of a study or training budget is normal', 'what
    // study support i want for my CIMA, whats a normal development budget') asks that benefit, not the qualification's fees; so does
    // one named beside the exams alone ('study budget employers give for exams').
    if (!carried && settled[0]!.topic === 'qualification' && hasAnyPhrase(normalise(current.text), studyBudgetPhrases)) {
      const benefit = settled.find((entry) => entry.topic === 'salaryTrends' && entry.score >= threshold);
      if (benefit) lead(benefit);
    }
    // The development budget named in its own phrase, with no subject of the site ('how much study support should I expect from an
    // employer when choosing'): the benefit, not the agency's pages that its other words ('support', 'expect') reach.
    // Not by one word of it ('in Dublin on Thursday for a course, where's your office' is the visitor's day).
    if (!carried && !namesSubjectSlot && agencyDetailTopics.has(settled[0]!.topic) && hasAnyPhrase(normalise(current.text), developmentBudgetPhrases.filter((phrase) => phrase.includes(' ')))) {
      const benefit = settled.find((entry) => entry.topic === 'salaryTrends' && entry.score >= threshold);
      if (benefit) lead(benefit);
    }
    // The benefits named beside the jobs they come with ('what benefits usually come with finance jobs') ask the benefits, not the
    // market's figures for those jobs.
    if (!carried && !namesSubjectSlot && settled[0]!.topic === 'market' && hasAnyPhrase(normalise(current.text), salaryInsights.benefitsSynonyms)) {
      const benefits = settled.find((entry) => entry.topic === 'salaryTrends' && entry.score >= threshold);
      if (benefits) lead(benefits);
    }
    // Advice named over what a role or an amount leads to has the last word ('how much mortgage can i get on a salary of sixty thousand').
    if (advice) lead(advice);
    // Pay after tax asked of the visitor's own amount, no role named ('what would my take home pay be on 48k'), is tax advice:
    // the guide's figures are gross, and the roles around that amount do not answer it.
    const legalAdvice = settled.find((entry) => entry.topic === 'legalAdvice');
    // So is it asked of the pay just discussed ('roughly what would i clear a month after tax on that' after an FC's pay).
    const ownRoleNamed = current.slots.roles.length > 0;
    if (settled[0]!.topic === 'salary' && (slots.roles.length === 0 || (carried && !ownRoleNamed)) && legalAdvice && hasAnyPhrase(normalise(current.text), salaryGuidePage.netPaySynonyms)) lead(legalAdvice);
    return settled;
  }

  /** Whether a role the guide names is what costs ('what would an fc cost us'): the hire's pay, not the agency's fee. */
  function costsNamedRole(text: string): boolean {
    const role = costsRolePattern.exec(text)?.[1];
    return role !== undefined && facts.salaryRange(role) !== null && !hasAnyPhrase(normalise(text), salaryQuestionSynonyms.payingTheAgency);
  }

  /** Whether at least half a message's content words are words of the named jobs' ads ('any working from home?'). */
  function mostlyInAds(jobIds: readonly string[], contentWords: readonly string[]): boolean {
    const adWords = new Set(featuredJobs.filter((job) => jobIds.includes(job.id)).flatMap((job) => words([job.jobType, job.description, ...job.requirements].join(' '))));
    const inAd = contentWords.filter((word) => adWords.has(word)).length;
    return inAd > 0 && inAd * 2 >= contentWords.length;
  }

  function resolve(message: string, previous: Resolution | null): Resolution {
    let current = understand(message);
    let slots = current.slots;
    let ranked: RankedTopic[] = rank(current, slots);
    let carried = false;

    const previousRanked = previous?.ranked[0];
    if (previous && previousRanked) {
      // A job the conversation's jobs answer described by its title ('which qualified accountant jobs do you have') is the one a
      // follow-up points to ('is that one hybrid'), as one named 'the qualified one' is.
      const describedJobs = previousRanked.topic === 'jobs' && (previous.slots.jobs ?? []).length === 0 ? jobsDescribedIn(previous.understanding.text) : [];
      const previousSlots = describedJobs.length > 0 ? { ...previous.slots, jobs: describedJobs } : previous.subjectSlots;
      const ownCarriedSlots = carrySlots(facts, previousSlots, current.slots, current.text, payTopics.has(previousRanked.topic), previous.understanding.text);
      // Which of the two pays more, after one role's pay and then another's, compares them at the level asked last.
      const comparesRolesBefore = current.slots.roles.length === 0 && ownCarriedSlots.roles.length === 1 && readsAs(asksWhichPaysMore, message.toLowerCase());
      // Whether another role would pay more, after the visitor's own role's pay at a level ('wud an FC job pay more at my level' after a
      // management accountant at 4 years): both roles, the one before at its own level.
      const roleBefore = previous.subjectSlots.roles.length === 1 ? previous.subjectSlots.roles[0]! : null;
      const movesFromRole =
        roleBefore !== null && roleBefore.level !== null && payTopics.has(previousRanked.topic) && current.slots.roles.length === 1 && ownCarriedSlots.roles.length === 1 &&
        (roleBefore.position !== current.slots.roles[0]!.position || roleBefore.tableId !== current.slots.roles[0]!.tableId) && readsAs(asksMovePaysMore, message.toLowerCase());
      const carriedSlots = comparesRolesBefore ? withRoleBefore(ownCarriedSlots, previous.rolesBefore) : movesFromRole ? { ...ownCarriedSlots, roles: [roleBefore, ...ownCarriedSlots.roles] } : ownCarriedSlots;
      // A bare title that names another row of the conversation's table ('and a step up to director there?' after audit
      // managers) is a role the message names: its words are the role's, not a topic's.
      const renamed = current.slots.roles.length === 0 ? carriedSlots.roles.filter((role) => !previous.slots.roles.some((before) => before.position === role.position && before.tableId === role.tableId)) : [];
      if (renamed.length > 0) current = { ...current, ownTerms: ownTermsOf(current.text, renamed) };
      const ownRanked = rankTopics(index, current.ownTerms);
      const ownTopic = ownRanked[0]!;
      const hasOwnTopic = ownTopic.score >= OWN_TOPIC_SCORE;
      // Thanks or a greeting is small talk unless the message's words name a subject too ('Thanks. What salary would a group
      // financial controller need at our size instead?' is a follow-up).
      const isSmallTalk = (topic: AssistantTopic) => topic === 'thanks' || topic === 'greeting';
      const smallTalk = hasOwnTopic && isSmallTalk(ownTopic.topic) && !ownRanked.some((entry) => !isSmallTalk(entry.topic) && entry.topicScore > 0);
      // A part of a qualification named without its qualification ('the intermediate stage') is of the one being discussed.
      const partAlone = current.slots.parts.length > 0 && current.slots.qualifications.length === 0;
      // A role named with no level of its own, pointing back in a conversation about a role's pay, is asked at the conversation's
      // level ('would a financial controller job pay more at that stage' after a financial accountant at 4 years).
      // So is one compared with it by price ('would a group financial controller come in any cheaper for us' after an FD's pay).
      const roleAtSameLevel = payTopics.has(previousRanked.topic) && current.slots.roles.length > 0 && current.slots.roles.every((role) => role.level === null) && (pointsBack.test(message) || words(message).some((word) => priceComparisonWords.has(word)));
      // A question in a qualification's words that names none asks of the one being discussed ('what does one of the case study exams cost'
      // after CIMA's levels), and one comparing it with another it names compares the two ('whats the difference between that and the aca').
      // So does one in the words of a section of a qualification's facts, naming no qualification or role, whatever topic its other words
      // reach ('could i become a member with just 1 year of tax experience' after the CTA's stages: 'tax' is also the agency's tax roles).
      const inSectionWords = previousRanked.topic === 'qualification' && current.slots.sections.length > 0 && current.slots.qualifications.length === 0 && current.slots.roles.length === 0 && carriedSlots.qualifications.length > 0;
      const ofSameQualification = (ownTopic.topic === 'qualification' && previousRanked.topic === 'qualification' && (current.slots.qualifications.length === 0 || carriedSlots.qualifications.length > current.slots.qualifications.length)) || inSectionWords;
      // A short message naming its own amount and no role, in another topic's words, comparing and pointing back at nothing, asks
      // anew ('64k salary, whats ur cut' after the jobs in Dublin asks the fee, not the Dublin share of openings).
      // Another level of the role discussed, named without a role ('fast forward to 6 yrs post qual, wat then' after an NQ's pay), asks its pay.
      const newLevel = payTopics.has(previousRanked.topic) && current.slots.roles.length === 0 && carriedSlots.roles.some((role, at) => role.level !== null && role.level.index !== previousSlots.roles[at]?.level?.index);
      const ownAmountAlone = current.slots.amounts.length > 0 && current.slots.roles.length === 0 && !words(message).some((word) => comparisons.has(word));
      const asksAnew = ownAmountAlone && ownTopic.topicScore > 0 && ownTopic.topic !== previousRanked.topic && !followUpStart.test(message) && !refersBack.test(message) && !pointsBack.test(message);
      // A whole question naming a role of its own, in no topic's words, after a topic that is no role's pay or fee, asks anew
      // ('what would an fc get' after the market's growth asks the FC's pay, as it would alone); an elliptic one keeps the
      // conversation's topic ('and for an fc?').
      const asksOwnRole = !hasOwnTopic && !payTopics.has(previousRanked.topic) && current.slots.roles.length > 0 && !followUpStart.test(message) && !refersBack.test(message) && !pointsBack.test(message);
      // So does a whole question in the fee's own words, naming no role or amount, after a topic that is no pay or fee: the fee
      // is what it asks ('do ye charge me if I get it' after a job's ad), judged as it would be alone ('will the taxman charge me on it').
      // Not in a conversation about a qualification, whose costs are its own fees ('cost?' after the FAE).
      const asksFeeAnew = ownTopic.topic === 'fee' && ownTopic.topicScore > 0 && !payTopics.has(previousRanked.topic) && carriedSlots.qualifications.length === 0 && current.slots.roles.length === 0 && current.slots.amounts.length === 0 && !followUpStart.test(message);
      const followUp = (!hasOwnTopic || followUpStart.test(message) || current.contentWords.length <= 3 || partAlone || roleAtSameLevel || newLevel || ofSameQualification) && !asksAnew && !asksOwnRole && !asksFeeAnew;
      if (followUp && !smallTalk && previousRanked.score >= threshold) {
        slots = carriedSlots;
        carried = true;
        // A bare number the conversation about pay reads as a salary ('and at 80?') is the message's own amount.
        if (current.slots.amounts.length === 0 && slots.amounts.length > 0 && slots.amounts !== previous.slots.amounts) current = { ...current, slots: { ...current.slots, amounts: slots.amounts } };
        if (hasOwnTopic) {
          // The carried slots may pull the answer to their topic only when the message's own words fit it
          // ('how much do they cost?' after ACCA exam dates), not for a new subject ('what are your hours?').
          const merged = rank(current, slots);
          const ownScores = rankTopics(index, current.ownTerms, slotTopics(slots));
          const ownScoreOfMerged = ownScores.find((entry) => entry.topic === merged[0]!.topic)?.score ?? 0;
          // How to reach the agency, in a phrase of its own words, more than the conversation's topic ('whats your number so i can ring about a role'
          // after a role's pay) switches to it, when the message names no role, amount or level of its own: the carried role is not its subject.
          const ownScoreOf = (topic: AssistantTopic) => ownRanked.find((entry) => entry.topic === topic)?.topicScore ?? 0;
          const asksAgencyDetail = reachTopics.has(ownTopic.topic) && hasAnyPhrase(normalise(current.text), assistantTopicSynonyms[ownTopic.topic]) && ownTopic.topicScore > ownScoreOf(merged[0]!.topic) && current.slots.roles.length === 0 && current.slots.amounts.length === 0 && !newLevel;
          ranked = ownScoreOfMerged > 0 && !asksAgencyDetail ? merged : rank(current, current.slots);
          // A follow-up stays with the conversation's topic when that topic's facts answer its words at least as
          // well as the new topic's facts do ('and for a fund accounting job?' after interview questions for audit).
          const stay = rankTopics(index, queryTerms(current, slots), new Set([previousRanked.topic])).find((entry) => entry.topic === previousRanked.topic);
          // A follow-up that gives a new amount for the one the conversation's answer was about asks the same
          // question of it ('and if the salary goes up to 46k?' after a placement fee).
          const newAmount = previous.slots.amounts.length > 0 && current.slots.amounts.length > 0 && current.slots.roles.length === 0;
          const staysForAmount = newAmount && slotTopics({ ...noSlots, amounts: current.slots.amounts }).has(previousRanked.topic);
          // A follow-up naming another role in a conversation about a role's pay or fee asks the same of it ('and a step up to
          // director there?', 'n a payroll person on thirty three' after a fee), unless its own words name another thing of a role.
          // A job title the guide lacks counts too ('what would a data scientist with the same 8 years get' after an analyst's pay): the
          // salary template says the guide lacks it, rather than another topic answering its other words ('data').
          const namesNewRole = renamed.length > 0 || current.slots.roles.length > 0 || newLevel || current.slots.unknownRole !== null;
          // A price compared ('would a group financial controller come in any cheaper for us' after a CFO's pay) compares the new
          // role's pay with the one discussed: its comparative alone names no fee.
          const comparesPay = previousRanked.topic === 'salary' && ownTopic.topic === 'fee' && words(message).some((word) => priceComparisonWords.has(word)) &&
            (rankTopics(index, current.ownTerms.filter((term) => !term.split('_').some((part) => priceComparisonTerms.has(part)))).find((entry) => entry.topic === 'fee')?.topicScore ?? 0) === 0;
          // So does a role named as what costs ('and what would a payroll manager cost us then' after an FD's pay): the hire costs its pay.
          const costsPay = previousRanked.topic === 'salary' && ownTopic.topic === 'fee' && current.slots.amounts.length === 0 && costsNamedRole(current.text);
          const switchesTopic = ownTopic.topicScore > 0 && ownTopic.topic !== previousRanked.topic && (qualifiesAnyRole(ownTopic.topic) || ownTopic.topic === 'salary') && !comparesPay && !costsPay;
          const staysForRole = namesNewRole && payTopics.has(previousRanked.topic) && !switchesTopic;
          // A follow-up about the job the visitor named, in words of mostly its ad, asks about it ('any working from home?'
          // after the qualified accountant job): the job's answer gives the whole ad.
          // So is its pay asked with no role of its own ('and what's it paying' after the qualified accountant job's requirements):
          // the ad's salary, not the guide's range for a role the job's title resembles.
          const asksJobPay = ownTopic.topic === 'salary' && current.slots.roles.length === 0 && current.slots.amounts.length === 0 && (slots.jobs ?? []).length > 0;
          const staysForJob = previousRanked.topic === 'jobs' && (mostlyInAds(slots.jobs ?? [], current.contentWords) || asksJobPay);
          // A follow-up of two words or fewer, all words of that topic's facts, stays as one starting 'and' does ('tech company?' after audit interview tips).
          const previousFactWords = new Set(index.facts.documents.filter((document) => document.topic === previousRanked.topic).flatMap((document) => document.terms.flatMap((term) => term.split('_'))));
          const inPreviousFacts = current.contentWords.length > 0 && current.contentWords.length <= 2 && current.contentWords.every((word) => previousFactWords.has(word));
          // Not between a role's pay and the fee for hiring it, when its own words name the other one and none of the conversation's:
          // the carried role's row matches the conversation's facts, not the question ('ok and whats ur fee if we hired one at 160k'
          // after an FD's pay), as the words of a question naming the role decide between the two (settle).
          const otherPayTopic = payTopics.has(previousRanked.topic) && payTopics.has(ownTopic.topic) && ownTopic.topicScore > 0 && ownTopic.topic !== previousRanked.topic;
          // How pay moves, asked after the market's figures and naming no role ('and salaries, are they going up?' after the market's
          // growth), is the market's salary increase, not the range of a role the market question named ('the market for accountants').
          const staysForPayTrend = previousRanked.topic === 'market' && current.slots.roles.length === 0 && hasAnyPhrase(normalise(current.text), salaryQuestionSynonyms.average);
          // A qualification's facts are some qualification's: with none named or carried, they answer nothing of the follow-up
          // ('and what about a study or exam budget' after the pension match is the development budget, not a list of qualifications).
          const newFactsScore = ranked[0]!.topic === 'qualification' && slots.qualifications.length === 0 ? 0 : ranked[0]!.score - ranked[0]!.topicScore;
          // It keeps the conversation's confidence too, as a follow-up with no topic of its own does. When the agency's details are asked,
          // they answer it: the conversation's topic does not stay.
          if (!asksAgencyDetail) {
            if (staysForAmount || staysForRole || staysForJob || staysForPayTrend) ranked = [{ ...previousRanked, best: stay?.best ?? previousRanked.best }, ...ranked.filter((entry) => entry.topic !== previousRanked.topic)];
            else if (stay?.best && !(otherPayTopic && stay.topicScore === 0) && (followUpStart.test(message) || refersBack.test(message) || inPreviousFacts) && stay.score >= newFactsScore) ranked = [stay, ...ranked.filter((entry) => entry.topic !== stay.topic)];
            // A topic with no fact documents of its own (the CV's) stays when its own words name it as much as the new topic's do
            // ('and which file types are ok' after the CV's size: 'file' is also the privacy policy's 'on file').
            else if (stay !== undefined && !topicsWithFacts.has(stay.topic) && stay.topicScore > 0 && stay.topicScore >= ranked[0]!.topicScore && (followUpStart.test(message) || refersBack.test(message))) ranked = [stay, ...ranked.filter((entry) => entry.topic !== stay.topic)];
          }
        } else {
          // A follow-up naming a qualification of its own and a section of its facts, in no topic's words, asks that fact, not the
          // conversation's pay ('when would she sit cap1' after a trainee's pay): its slots rank, as settle weighs them.
          const asksOwnQualificationFact = previousRanked.topic !== 'qualification' && current.slots.qualifications.length > 0 && current.slots.sections.length > 0;
          ranked = asksOwnQualificationFact ? rank(current, slots) : [previousRanked, ...previous.ranked.slice(1)];
        }
      }
    }
    const settled = settle(ranked, current, slots, carried);
    const namesSubject = slots.roles.length > 0 || slots.amounts.length > 0 || slots.qualifications.length > 0 || (slots.jobs ?? []).length > 0;
    const declinedAside = previous !== null && !carried && !namesSubject && (settled[0]!.topic === 'legalAdvice' || settled[0]!.score < threshold);
    const continues = settled[0]!.topic === previousRanked?.topic;
    const subjectSlots = declinedAside ? previous.subjectSlots : slots;
    // The roles before change when the conversation's roles do; a turn naming none keeps them.
    const rolesBefore = previous === null ? [] : previous.subjectSlots.roles.length === 0 || sameRows(subjectSlots.roles, previous.subjectSlots.roles) ? previous.rolesBefore : previous.subjectSlots.roles;
    return { understanding: current, slots, ranked: settled, carried, continues, subjectSlots, askedBefore: continues && previous ? previous.understanding.text : null, rolesBefore };
  }

  /** The conversation so far, resolved message by message, so a follow-up of a follow-up keeps the slots of the first. */
  function resolveHistory(history: readonly ChatTurn[] | undefined): Resolution | null {
    const userMessages = (history ?? []).filter((turn) => turn.role === 'user').slice(-MAX_RESOLVED_TURNS);
    // A question Aine declined is no subject of the conversation: the next one follows the one before it ('ha fair enough, whats a
    // newly qualified management accountant on then' after a creche in Dublin asks no Dublin figures).
    return userMessages.reduce<Resolution | null>((previous, turn) => {
      const message = withoutCourtesies(turn.text, courtesyPhrases);
      const whole = resolve(message, previous);
      // As it was answered: a question declined whole for the reason told after it is the question before the reason (see respond).
      const reason = reasonToldAfter.exec(message);
      const resolution = judge(whole).declined && reason && reason.index > 0 ? resolve(message.slice(0, reason.index), previous) : whole;
      return judge(resolution).declined || decliningTopics.has(resolution.ranked[0]!.topic) ? previous : resolution;
    }, null);
  }

  /**
   * Two questions in one message ('what does a bookkeeper earn, and what would you charge to hire one at 40k'): each
   * clause is resolved as a follow-up of the one before, and when they ask different topics and each is answered, both
   * answers are given. Otherwise the message is one question.
   */
  function respond({ message: sent, context, history }: OfflineQuestion): OfflineAnswer {
    const previous = resolveHistory(history);
    // 'hi there, … thanks a million' asks what is between.
    const message = withoutCourtesies(sent, courtesyPhrases);
    // Whether the agency takes on work beside accounting and finance ('would you recruit a marketing manager for us as well as the
    // accountant', 'do yous only do accountancy jobs or other stuff too'): the employers page's word that it recruits only accounting and
    // finance, whatever the other words reach (the accountant's fee, a decline for the marketing work).
    // Not tax work, which the agency places too ('do you place tax people as well, or is it only accountants').
    const scopeAsked = understand(message);
    // The rules below answer a question whole, whatever topic its words would rank.
    const ruledAnswer = (text: string, topic: AssistantTopic): OfflineAnswer => ({ text, kind: 'answer', topic, confidence: threshold });
    const aboutRuled = (section: AboutSection) => ruledAnswer(aboutAnswer(scopeAsked.text, section), 'about');
    const namesOtherWork = scopeAsked.contentWords.some((word) => otherWork.has(word));
    const namesTaxWork = hasAnyPhrase(normalise(scopeAsked.text), aboutSectionSynonyms.tax);
    // So does a job title the guide lacks asked of it ('could you find us a receptionist as well').
    const namesOtherRole = namesOtherWork || scopeAsked.slots.unknownRole !== null;
    if (!namesTaxWork && addressesAgency(scopeAsked.text, secondPerson) && ((namesOtherRole && asksAgencyToRecruit.test(scopeAsked.text)) || onlyTheField.test(scopeAsked.text))) {
      return ruledAnswer(recruitingScopeAnswer(), 'about');
    }
    // The kinds of placement asked of the agency ('do you do contract placements as well as permanent', 'can ye help us with cover for 6
    // months' while an accountant is on leave): the terms' services, whatever role the other words reach; not the price of a kind
    // ('outline your fee structure for permanent placements') or of a sum.
    if (addressesAgency(scopeAsked.text, secondPerson) && hasAnyPhrase(normalise(scopeAsked.text), agencyQuestionSynonyms.placementTypes) && scopeAsked.slots.amounts.length === 0 && !priceWords.test(scopeAsked.text)) {
      return aboutRuled('agency');
    }
    // The agency's own directors asked for ('who are the directors', 'who are your founders'): 'director' is also an audit title, whose
    // word the ranking leaves to the salary slots, so the team is named here. Not another organisation's ('who is the director of acca').
    if (asksWhoLeadsAgency.test(normalise(scopeAsked.text)) || asksWhoLeadsAgencyWithWish.test(scopeAsked.text.trim())) return aboutRuled('team');
    if (asksAgencyMeetsCandidates.test(scopeAsked.text)) return aboutRuled('employers');
    if (readsAs(weighsAgencyAgainstAdvertising, message) && scopeAsked.slots.roles.length === 0 && scopeAsked.slots.amounts.length === 0 && !priceWords.test(scopeAsked.text)) {
      return aboutRuled('process');
    }
    if (readsAs(asksOwnDataHeld, message)) return ruledAnswer(privacyAnswer(message), 'privacy');
    if (asksEmployerLearnsOfSearch.test(normalise(scopeAsked.text))) return aboutRuled('promise');
    // Asked last and once ('i'm at work all day and can't chat for long. is there a number i can ring'): a question after it or before
    // it ('your number, and what does an FC earn') is answered below.
    const askedLast = message.split(clauseBreak).at(-1) ?? '';
    if (readsAs(asksAgencyNumber, normalise(askedLast)) && (message.match(/\?/g) ?? []).length <= 1 && scopeAsked.slots.amounts.length === 0) {
      return ruledAnswer(contactAnswer(scopeAsked.text), 'contact');
    }
    // Where the agency recruits ('do you place people in cork and galway', 'do ye recruit outside dublin'): its reach across Ireland,
    // not the places' share of the market; not a job or a role sought there ('can you find me a job in cork').
    const namesPlace = scopeAsked.slots.regions.length + scopeAsked.slots.otherPlaces.length > 0 || hasAnyPhrase(normalise(scopeAsked.text), agencyQuestionSynonyms.nationwide);
    const asksWhereRecruited = addressesAgency(scopeAsked.text, secondPerson) && asksAgencyToRecruit.test(scopeAsked.text) && namesPlace;
    if (asksWhereRecruited && scopeAsked.slots.roles.length === 0 && scopeAsked.slots.amounts.length === 0 && !jobWords.test(scopeAsked.text) && !priceWords.test(scopeAsked.text)) {
      return aboutRuled('agency');
    }
    // Who the visitor is does not make what they ask the site's ('I'm an accountant but I've never done my own return, how do I claim
    // the tax relief on medical expenses', 'as the accountant in the family, should dad take the lump sum'): the role or qualification
    // told as their identity taken out, a message the site declines for words it never uses is declined whole.
    const rest = withoutIdentity(message);
    if (rest !== null && identityOnlyMadeItOurs(rest, previous, context)) return { text: fallbackAnswer(), kind: 'fallback', topic: null, confidence: 0 };
    // The fee asked by one who tells their own role ('I'm the new office manager at a practice, could you explain how your fees are
    // structured', 'I'm a financial controller, what would you charge to hire an accounts assistant'): the role is who asks, not the
    // hire the fee is of; the fees are asked without it.
    if (rest !== null) {
      const restResolved = resolve(rest, previous);
      if (restResolved.ranked[0]!.topic === 'fee' && restResolved.ranked[0]!.topicScore > 0 && !restResolved.carried) {
        const feeAnswer = answer(restResolved, context);
        if (feeAnswer.kind === 'answer') return feeAnswer;
      }
    }
    const clauses = message.split(clauseBreak).filter((clause) => words(clause).filter((word) => !isStopword(word)).length >= 2);
    if (clauses.length > 1) {
      const resolutions = resolveInTurn(clauses, previous);
      const answers = resolutions.map((resolution) => answer(resolution, context));
      const topics = new Set(answers.map((clauseAnswer) => clauseAnswer.topic));
      // Clauses asking different sections of a qualification's facts ('how long does the CTA take, and what does each part cost')
      // are two questions, though one topic answers both: each clause's own sections, none shared, each answered.
      const clauseSections = resolutions.map((resolution) => resolution.understanding.slots.sections);
      const asksOtherSections = answers.every((clauseAnswer) => clauseAnswer.topic === 'qualification') && clauseSections.every((sections) => sections.length > 0) &&
        new Set(clauseSections.flat()).size === clauseSections.flat().length;
      if ((topics.size === answers.length || asksOtherSections) && answers.every((clauseAnswer) => clauseAnswer.kind === 'answer')) {
        return bothAnswers(answers);
      }
    }
    const whole = resolve(message, previous);
    const wholeAnswer = answer(whole, context);
    // A qualification told as the visitor's situation, then the pay of a role asked in the last clause ('two years into my CIMA and
    // my manager says I could move up, what does a management accountant with 2 years get'): the qualification is who asks, the
    // role's pay what is asked, read from the whole message (its levels). So is a permit or visa told as the situation ('here on a work
    // permit since may, what does an internal auditor with 3 years get'): the advice declined is not what is asked.
    const lastAsking = askingClauseOf(message);
    // Resolved once, when a rule below needs it.
    let lastClause: Resolution | undefined;
    const lastClauseResolved = (asking: string) => (lastClause ??= resolve(asking, previous));
    const situationTold = (wholeAnswer.kind === 'answer' && wholeAnswer.topic === 'qualification') || wholeAnswer.topic === 'legalAdvice';
    const payAsked = situationTold && !whole.carried && lastAsking !== null && asksRolePay(lastClauseResolved(lastAsking));
    const pay = payAsked ? whole.ranked.find((entry) => entry.topic === 'salary' && entry.score >= threshold) : undefined;
    if (pay) {
      const payAnswer = answer({ ...whole, ranked: [pay, ...whole.ranked.filter((entry) => entry !== pay)] }, context);
      if (payAnswer.kind === 'answer') return payAnswer;
    }
    if (wholeAnswer.kind !== 'fallback') return wholeAnswer;
    // A question followed by why it is asked ('what jobs have you got at the moment, trying to decide whether to move'): declined whole
    // for the words of the reason, it asks what comes before them.
    const reason = reasonToldAfter.exec(message);
    if (reason && reason.index > 0) {
      const askedBefore = answer(resolve(message.slice(0, reason.index), previous), context);
      if (askedBefore.kind === 'answer') return askedBefore;
    }
    // A question followed by who asks ('do you place audit people? I'm an audit senior moving back from Sydney'): declined whole for
    // the words of the visitor's situation, it asks what its other clauses ask, when each of them is answered on its own.
    const asking = clauses.filter((clause) => !tellsSituation.test(clause));
    if (asking.length > 0 && asking.length < clauses.length) {
      const answers = resolveInTurn(asking, previous).map((resolution) => answer(resolution, context));
      if (new Set(answers.map((clauseAnswer) => clauseAnswer.topic)).size === answers.length && answers.every((clauseAnswer) => clauseAnswer.kind === 'answer')) return bothAnswers(answers);
    }
    // A message that first tells the visitor's situation and then asks ('I'll be in Dublin on Thursday for a course, where's your
    // office'): declined for words of the situation, it asks what its last clause asks, when that clause names its subject itself.
    if (lastAsking === null) return wholeAnswer;
    const clause = lastClauseResolved(lastAsking);
    const own = clause.understanding.slots;
    const namesSubject = own.roles.length > 0 || own.qualifications.length > 0 || own.amounts.length > 0 || clause.ranked[0]!.topicScore > 0;
    const topic = clause.ranked[0]!.topic;
    const ownTopicWords = wordsOfTopic(topic);
    const namesTopicItself = clause.understanding.contentWords.every((word) => ownTopicWords.has(word));
    // The agency's own keeping of a visitor's details is its own too ('moving home next year, how long do you keep my cv').
    if (clause.carried || !namesSubject || !(agencyDetailTopics.has(topic) || topic === 'privacy') || !namesTopicItself || !addressesAgency(lastAsking, secondPerson)) return wholeAnswer;
    const clauseAnswer = answer(clause, context);
    return clauseAnswer.kind === 'answer' ? clauseAnswer : wholeAnswer;
  }

  /** The message without the phrases telling who the visitor is by a role or qualification ('I'm an ACCA', 'as the accountant in the family'); null when it has none. */
  function withoutIdentity(message: string): string | null {
    const namesRoleOrQualification = (text: string) => {
      const { slots } = understand(text);
      return slots.roles.length > 0 || slots.qualifications.length > 0;
    };
    let rest = '';
    let from = 0;
    for (const match of message.matchAll(identityPhrase)) {
      const named = match[1]!;
      const end = match.index + match[0].length;
      // What they are read with the rest of its clause when it alone names nothing of the guide's ('the new office manager at a small
      // practice' is a manager): the clause is who they are, taken out whole.
      const clause = namesRoleOrQualification(named) ? '' : (message.slice(end).split(/[,.;!?]|\s(?:and|but|so)\s/i)[0] ?? '');
      // Not a clause naming a subject itself ('I'm the f d in a tech company we want a c f o on 250k'): that is what is asked.
      const clauseNamesSubject = () => namesRoleOrQualification(clause) || understand(clause).slots.amounts.length > 0;
      if (clause === '' ? !namesRoleOrQualification(named) : !namesRoleOrQualification(`${named}${clause}`) || clauseNamesSubject()) continue;
      rest += `${message.slice(from, match.index)} `;
      from = end + clause.length;
    }
    return from === 0 ? null : rest + message.slice(from);
  }

  /**
   * Whether a message, the phrases of who the visitor is taken out, is declined for words the site never uses while it names a
   * subject of its own, and asks no pay: then only the role or qualification told made it look like the site's. What asks
   * the pay of the role told ('im an AP clerk in limerick 2 yrs now, what should i be on') or names nothing else ('what would i
   * get as an FC in Cork') is about that role. The asking clause is read alone when it has words of its own ('... whether he should
   * take the lump sum. What would you advise?'): a pay word in the story told before it ('we paid a fortune') asks nothing.
   */
  function identityOnlyMadeItOurs(rest: string, previous: Resolution | null, context: ChatContext): boolean {
    const resolved = resolve(rest, previous);
    const own = resolved.understanding.slots;
    // Work or a thing of life outside the field ('a day off', 'set up payroll') counts as a word the site never uses.
    const namesOutsideScope = own.unknownWords.length > 0 || hasAnyPhrase(normalise(rest), otherWorkPhrases);
    // The role told names the message's own subject, so what is asked beside it is no follow-up of the conversation's topic
    // ('my brother is a financial controller, what car should he get' after the market's growth): it is weighed as it would be alone.
    if (previous !== null && resolved.carried) return identityOnlyMadeItOurs(rest, null, context);
    if (own.roles.length > 0 || own.qualifications.length > 0 || (!namesOutsideScope && resolved.ranked[0]!.score > 0)) return false;
    if (answer(resolved, context).kind !== 'fallback') return false;
    const askingClause = askingClauseOf(rest) ?? (rest.split(/[.,;!?]+/).filter((part) => part.trim().length > 0).length === 1 ? rest : null);
    const askingResolved = askingClause === null ? null : resolve(askingClause, previous);
    // Nothing of the site reached at all: what the asking clause asks is a thing the site never names ('what's the best hotel in
    // Kilkenny for a wedding', 'how much are guitar lessons'), not the pay of the role told ('in Ennis, what would I get').
    if (resolved.ranked[0]!.score === 0) return askingResolved !== null && askingResolved.understanding.contentWords.length > 0;
    if (resolved.ranked[0]!.topicScore === 0) return askingResolved !== null && askingResolved.understanding.slots.unknownWords.length > 0 && askingResolved.ranked[0]!.topicScore === 0;
    const asking = askingResolved !== null && askingResolved.understanding.contentWords.length > 0 ? askingResolved : resolved;
    return !asking.ranked.some((entry) => entry.topic === 'salary' && entry.topicScore > 0);
  }

  /** Clauses resolved in turn, each as a follow-up of the one before (the first of the conversation's). */
  function resolveInTurn(clauses: readonly string[], previous: Resolution | null): Resolution[] {
    const resolutions: Resolution[] = [];
    for (const clause of clauses) resolutions.push(resolve(clause, resolutions.at(-1) ?? previous));
    return resolutions;
  }

  /** The words of a topic's documents and its facts' (their pair terms split). */
  function wordsOfTopic(topic: AssistantTopic): Set<string> {
    return new Set([...index.topics.documents, ...index.facts.documents].filter((document) => document.topic === topic).flatMap((document) => document.terms.flatMap((term) => term.split('_'))));
  }

  /**
   * Whether a message's last clause, after clauses that tell (resolved alone), asks the pay of a role it names and names no qualification:
   * in pay's words, or of the role at a level it names ('what does a first year junior get in a mid tier firm': the level is the guide's).
   */
  function asksRolePay(clause: Resolution): boolean {
    const own = clause.understanding.slots;
    const payNamed = clause.ranked[0]!.topicScore > 0 || own.roles.some((role) => role.level !== null);
    return !clause.carried && own.roles.length > 0 && own.qualifications.length === 0 && clause.ranked[0]!.topic === 'salary' && payNamed;
  }

  function answer(resolution: Resolution, context: ChatContext): OfflineAnswer {
    const { confidence, declined } = judge(resolution);
    if (declined) return { text: fallbackAnswer(), kind: 'fallback', topic: null, confidence };
    const best = resolution.ranked[0]!;
    const text = templates[best.topic]({ question: resolution.understanding.text, slots: resolution.slots, context, facts, best: best.best, askedBefore: resolution.askedBefore });
    return { text, kind: isFallbackText(text) ? 'fallback' : 'answer', topic: best.topic, confidence };
  }

  /** How sure Aine is of the best topic, and whether she declines the question (below the threshold, or not about the site). */
  function judge(resolution: Resolution): { confidence: number; declined: boolean } {
    const current = resolution.understanding;
    const { slots, carried, ranked } = resolution;
    const namesSubjectSlot = slots.roles.length > 0 || slots.qualifications.length > 0 || slots.amounts.length > 0;

    const best = ranked[0]!;
    const knownShare = current.contentWords.length === 0 ? 1 : 1 - slots.unknownWords.length / current.contentWords.length;
    // A place or a month alone does not make a question about the site ('best pizza in Galway'): when the
    // message has words the site never uses and none of the topic's own words, the topic came from the slot only.
    // Not when it asks how much of the work the place has: the place is the subject ('... after college, are there many jobs down there').
    const asksPlaceAmount = !carried && !namesSubjectSlot && best.topic === 'market' && asksWorkAmountInPlace(current);
    const onlyPlaceOrMonth = knownShare < 1 && !namesSubjectSlot && best.topicScore === 0 && !carried && !asksPlaceAmount;
    // Words the site has no content about lower the confidence in proportion ('best football team'), unless the
    // message itself names a subject the content has (a role, a qualification, an amount): then they only qualify it ('what does CTA stand for').
    const ownSlots = current.slots;
    // A featured job the message names is such a subject too ('just out of college with a business degree, any trainee jobs on your site').
    const namesOwnSubject = ownSlots.roles.length > 0 || ownSlots.qualifications.length > 0 || ownSlots.amounts.length > 0 || (best.topic === 'jobs' && (ownSlots.jobs ?? []).length > 0);
    // So do they when the message's own words name the topic the conversation is about ('and if you ignore me who do i complain to' after privacy).
    // The agency's own contact details or hours, named in their own words and asked of the agency as 'you' ('do you do whatsapp or
    // is that too modern for you'): the words the site never uses say how the visitor feels, not whose details are asked.
    const ownAgencyDetails = () => (best.topic === 'contact' || best.topic === 'hours') && best.topicScore > 0 && addressesAgency(current.text, secondPerson);
    const continuesInOwnWords = resolution.continues && (rankTopics(index, current.ownTerms).find((entry) => entry.topic === best.topic)?.topicScore ?? 0) > 0;
    // A follow-up naming a city of the market's figures when the conversation is about them asks that city's ('and Galway? my partner
    // might prefer it'): the place is what is asked, the rest an aside.
    const asksMarketCity = (carried || resolution.continues) && best.topic === 'market' && current.slots.regions.length > 0;
    // A role of the guide named with no other content word ('what would a bookkeeper get', 'bookkeepers?') asks its pay, however
    // common the role's name is across the site's documents: the slot, not the ranking, says what is asked.
    const roleWords = new Set(ownSlots.roles.flatMap((role) => words(role.position)));
    const namesOnlyRole = best.topic === 'salary' && ownSlots.roles.length > 0 && current.contentWords.every((word) => roleWords.has(word));
    const rankedConfidence = best.score * (namesOwnSubject || continuesInOwnWords || asksMarketCity || ownAgencyDetails() ? 1 : knownShare);
    const confidence = namesOnlyRole ? Math.max(rankedConfidence, threshold) : rankedConfidence;
    // The share of the message's own content words (weighed as below) that the answer's documents (its topic's and its best
    // fact's) contain: an answer that matches one word of a longer question answers something else ('will house prices go down next year').
    const answered = new Set([...(index.topics.documents.find((document) => document.topic === best.topic)?.terms ?? []), ...(best.best?.terms ?? [])].flatMap((term) => term.split('_')));
    // Each word weighs what it tells apart: its idf over the fact documents; a word no fact document has weighs the most.
    const weight = (word: string) => index.facts.idf(word) || unknownWordWeight;
    const total = current.contentWords.reduce((sum, word) => sum + weight(word), 0);
    const coverage = total === 0 ? 1 : current.contentWords.filter((word) => answered.has(word)).reduce((sum, word) => sum + weight(word), 0) / total;
    // The salary template declines a job title the guide lacks itself ('garda salary'), naming the agency's scope; a message
    // that continues the conversation's topic is judged as a follow-up is, by the words below.
    // A time of day is what the hours answer, whatever the words around it ('im only free after work... if i rang at half 7').
    const uncovered = !carried && !resolution.continues && !namesOwnSubject && !asksPlaceAmount && best.topic !== 'salary' && !(best.topic === 'hours' && clockTime.test(current.text)) && coverage < minCoverage;
    // Mostly words the site never uses: an unknown subject, unless a follow-up's known words are words of the conversation's
    // topic or its facts ('what if it's a manufacturing plant instead' after interview questions for a software company).
    const topicWords = () => wordsOfTopic(best.topic);
    // A message of the conversation's topic continues it, though its own words make it a new question ('i get very
    // nervous and my english is not perfect, any advice?' after interview tips).
    // So does one asking another city's market figures.
    const followsUpTopic = ((carried || resolution.continues) && current.contentWords.some((word) => topicWords().has(word))) || asksMarketCity;
    const unknownSubject = knownShare <= MIN_KNOWN_SHARE && !namesSubjectSlot && !followsUpTopic && !ownAgencyDetails();
    // A role with mostly words the site never uses and no word of pay is not a salary question ('tell me a joke about accountants').
    const roleInUnknownSubject = knownShare <= MIN_KNOWN_SHARE && best.topic === 'salary' && best.topicScore === 0 && !carried && slots.amounts.length === 0 && slots.qualifications.length === 0;
    // Work asked of Aine ('write a poem about month end') is not a question the site's content answers, whatever its words match;
    // writing and the like not in a follow-up either ('ok and can you write my resignation letter' after job offers).
    const asksForWork =
      alwaysTaskRequest.test(current.text) ||
      translationRequest.test(current.text) ||
      asksOwnWorkDone(current.text) ||
      ownTaskRequest.test(current.text) ||
      (ownWorkPriced.test(current.text) && ownSlots.qualifications.length === 0 && ownSlots.amounts.length === 0) ||
      (percentOfNumber.test(current.text) && ownSlots.amounts.length === 0 && !carried) ||
      (!carried && taskRequestUnlessSubject.test(current.text) && !namesOwnSubject);
    // Asked to be taught something the site has no words for ('how do i calculate wacc for my afm exam': an exam's subject, not
    // its facts; 'how do i run payroll in brightpay' names no role of the guide), unless it names an amount, which the unknown words
    // qualify, or the interview in its words, whose tips do teach ('can u explain the star technique for answering interview questions').
    // Or a subject the answer's documents lack, when neither a subject slot nor the topic's own words name what is asked
    // ('how do i actually do a bank reconciliation, step by step' reaches the process through 'step' alone).
    const subjectWords = current.contentWords.filter((word) => !teachingPhraseWords.has(word));
    const topicNamed = subjectWords.some((word) => topicTermsOf(best.topic).has(word));
    const teachesOtherSubject = !namesOwnSubject && !topicNamed && subjectWords.some((word) => !answered.has(word));
    const asksToBeTaught = !hasAnyPhrase(normalise(current.text), assistantTopicSynonyms.interview) && ownSlots.amounts.length === 0 && hasAnyPhrase(normalise(current.text), teachingRequestPhrases) && (slots.unknownWords.some((word) => !teachingWords.has(word)) || teachesOtherSubject);
    // The agency's own details asked of another organisation ('whats the phone number for revenue'), or the site's jobs asked of
    // work outside its field ('any chef jobs going as well' after our jobs): the about page alone says what the agency covers.
    // Whatever topic the rest of its words reach: 'thanks. do you have the email for revenue too' after an interview's thank-you email.
    const asksOtherOrganisation = (agencyDetailTopics.has(best.topic) || current.contentWords.some((word) => contactWords.has(word))) && hasAnyPhrase(normalise(current.text), otherOrganisations);
    // Outside jobs, work outside the field asked with no subject of the site ('what does an electrician charge per hour'): the
    // fee or hours its words reach are the agency's, not the electrician's.
    // Not the work a visitor is leaving ('moving from hospitality into finance, how do i show i fit the job description'): a career changer's past.
    const leftWork = new Set([...normalise(current.text).matchAll(workLeftBehind)].map((match) => match[1]!));
    // A phrase of it holding the word of the role the message names names that thing, not the role ('which payroll software should a
    // small firm buy' names no payroll specialist), unless an amount or a qualification is asked beside it.
    const phraseHoldsRole = otherWorkPhrases.some((phrase) => hasPhrase(normalise(current.text), phrase) && ownSlots.roles.some((role) => terms(role.position).some((term) => words(phrase).includes(term))));
    const asksOtherWork =
      ((best.topic === 'jobs' || !namesOwnSubject) && (current.contentWords.some((word) => otherWork.has(word) && !leftWork.has(word)) || hasAnyPhrase(normalise(current.text), otherWorkPhrases))) ||
      (phraseHoldsRole && ownSlots.amounts.length === 0 && ownSlots.qualifications.length === 0);
    // The hours or contact details of a thing the site never names, in a message that does not address the agency ('what are the
    // opening hours of the late night pharmacy in limerick', 'what time is the last bus to galway'): another organisation's, unnamed.
    // Not when the message names another subject of the site by its one-word name ('drop my cv in by hand', 'the other lad, conor, whats
    // his job'): the unknown words then qualify that subject.
    const namesOtherSubject = words(current.text).some((word) => otherSubjectNames.has(word));
    const asksUnknownThingsDetails = agencyDetailTopics.has(best.topic) && current.slots.unknownWords.length > 0 && !namesOwnSubject && !namesOtherSubject && !addressesAgency(current.text);
    // Thanks said to someone else, with no other topic of the site named ('should i text my landlord to say thanks').
    const thanksOthers = best.topic === 'thanks' && thanksToOthers.test(current.text);
    // Pay or work in a place abroad, with no move to Ireland told ('what do accountants earn in london'): the guide is Ireland's.
    // Not where the visitor's data goes ('do my messages go off to america'), which the privacy policy answers, nor a qualification's
    // standing abroad ('is acca recognised abroad, like if i move to canada after'); nor a move there told beside another question
    // ('our bookkeeper is moving to Canada, what would your fee be'): the place is where the pay or work is ('in london').
    const asksAbroad = best.topic !== 'privacy' && best.topic !== 'qualification' && current.slots.regions.length === 0 && current.slots.otherPlaces.length === 0 && workAbroad.test(normalise(current.text)) && !hasAnyPhrase(normalise(current.text), movingHomeWords);
    return { confidence, declined: thanksOthers || asksAbroad || asksUnknownThingsDetails || asksOtherOrganisation || asksOtherWork || asksToBeTaught || confidence < threshold || (unknownSubject && best.topic !== 'salary') || roleInUnknownSubject || onlyPlaceOrMonth || uncovered || asksForWork };
  }

  return { index, respond, understand };
}

/** Answers to the clauses of one message, given together: as sure as the least sure of them. */
function bothAnswers(answers: readonly OfflineAnswer[]): OfflineAnswer {
  return { text: answers.map((clauseAnswer) => clauseAnswer.text).join('\n\n'), kind: 'answer', topic: answers[0]!.topic, confidence: Math.min(...answers.map((clauseAnswer) => clauseAnswer.confidence)) };
}

/** Why a question is asked, told after it as a clause of its own ('..., trying to decide whether to move', '..., thinking of moving home'). */
const reasonToldAfter = /[,;.-]\s*(?:(?:just|i'?m|im|i am|we'?re|we are)\s+)?(?:trying|thinking|deciding|hoping|wondering|planning|considering)\b[^?]*$/i;

/** A clause telling who the visitor is or what they do, not asking ('I'm a tax manager hoping to move home', 'we are a small practice'). */
const tellsSituation = /^\s*(?:i'?m|i am|im|i'?ve been|ive been|we'?re|we are|were)\s+(?!\w+ing\s+(?:you|if|whether)\b)[^?]*$/i;

/**
 * A phrase telling who the visitor, or someone close to them, is ('I'm a qualified accountant', 'as the accountant in the family', 'I work
 * as a bookkeeper', 'my wife is an ACA', 'as an accountant, can you ...' opening the message): what they are is group 1. Not 'as a' inside
 * a message, which names the role asked about as often ('moving into industry as a financial controller').
 */
const identityPhrase = new RegExp(
  String.raw`\b(?:(?:i'?m|i am|im|being|i work as|i'?m working as)\s+(?:an?|the)|as the|^\s*as an?|(?:my|our)\s+(?:${closePeople.join('|')})\s+(?:is|was)(?:\s+(?:an?|the))?)\s+` +
    String.raw`([a-z][a-z\s-]*?)(?=\s+(?:but|and|from|with|in|who|working|on|at|so|for|of|can|could|how|what|where|when|why|should|would|will|do|does)\b|\s*[,.;!?:()]|\s+-|$)`,
  'gi',
);

/** Work named as where a visitor comes from ('moving from retail', 'out of hospitality', 'after years in construction'): its word is group 1. */
const workLeftBehind = /\b(?:from|out of|leaving|left|after years in|after \d+ years in)\s+(?:a |the |an )?([a-z]+)/g;

/** Replies that decline (the fallback, a role or fee the site does not publish, legal advice). */
export const FALLBACK_MARKERS = ["don't know", "don't have", "doesn't cover", "can't give"] as const;

export function isFallbackText(text: string): boolean {
  return FALLBACK_MARKERS.some((marker) => text.includes(marker));
}

let siteEngine: ReturnType<typeof createOfflineEngine> | undefined;

/** The engine over the site's content, built once per cold start. */
export function offlineEngine(): ReturnType<typeof createOfflineEngine> {
  siteEngine ??= createOfflineEngine();
  return siteEngine;
}

export function answerOffline(question: OfflineQuestion): string {
  return offlineEngine().respond(question).text;
}
