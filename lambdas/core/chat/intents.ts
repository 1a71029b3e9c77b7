/**
 * What a visitor wants, scored from weighted keyword phrases and the entities found. Phrases are
 * written in plain English and normalised like the question, so 'fees' matches 'fee'.
 */

import type { ChatContext } from '#content/chat';
import type { Entities } from '#core/chat/types';
import { hasPhrase, normalise } from '#core/chat/text';

export type Intent =
  | 'salary'
  | 'salaryTrends'
  | 'fee'
  | 'qualification'
  | 'hours'
  | 'contact'
  | 'market'
  | 'interview'
  | 'jobs'
  | 'cv'
  | 'about'
  | 'privacy'
  | 'identity'
  | 'legalAdvice'
  | 'greeting'
  | 'thanks';

type Weighted = readonly (readonly [phrase: string, weight: number])[];

const keywords: Readonly<Record<Intent, Weighted>> = {
  salary: [
    ['salary', 3], ['salaries', 3], ['pay', 2], ['paid', 2], ['earn', 3], ['earning', 3], ['wage', 3], ['income', 2],
    ['compensation', 3], ['remuneration', 3], ['how much do', 1], ['how much does', 1], ['how much can', 1],
    ['how much would', 1], ['how much will', 1], ['how much should', 1], ['take home', 2], ['package', 1.5],
    ['going rate', 3], ['market rate', 2], ['salary range', 4], ['pay range', 4], ['make', 1], ['worth', 1], ['per year', 1],
    ['per annum', 1], ['a year', 0.5], ['highest paid', 3], ['best paid', 3], ['lowest paid', 3], ['highest paying', 3],
    ['top of the range', 2], ['benchmark', 2], ['expect to get', 2], ['should i ask for', 2], ['how much money', 2], ['k a year', 2],
    ['earnings', 3], ['get paid', 3], ['pay packet', 3], ['rate of pay', 4], ['paycheck', 3], ['what do', 0.5], ['pay scale', 4], ['salary band', 4],
  ],
  salaryTrends: [
    ['premium', 4], ['specialisation', 3], ['specialization', 3], ['specialism', 3], ['financial service', 2],
    ['pharma', 3], ['life science', 3], ['ifrs', 3], ['us gaap', 3], ['gaap', 2], ['esg', 4], ['sustainability', 3],
    ['benefit', 3], ['perk', 3], ['pension', 4], ['development budget', 5], ['training budget', 4], ['study budget', 4],
    ['cpd budget', 4], ['days remote', 3], ['day remote', 3], ['days from home', 3], ['inflation', 3], ['cost of living', 3],
    ['bonus', 1], ['salary trend', 5], ['remote work premium', 5], ['remote premium', 5], ['pay more', 3], ['earn more', 3],
    ['paid more', 3], ['more money', 2], ['remote', 1.5], ['increase pay', 3], ['boost', 1],
  ],
  fee: [
    ['fee', 3], ['charge', 3], ['commission', 3], ['placement fee', 4], ['recruitment fee', 4], ['finder fee', 4],
    ['percentage', 2], ['percent', 1.5], ['cost to hire', 3], ['cost of hiring', 3], ['hiring cost', 3], ['cost me to hire', 3],
    ['how much do you charge', 4], ['your rate', 3], ['rate', 1], ['pricing', 3], ['price', 2], ['invoice', 2],
    ['terms of business', 2], ['discount', 3], ['exclusive', 3], ['exclusivity', 3], ['partnership', 1.5], ['negotiate', 1],
    ['guarantee', 3], ['response time', 3], ['48 hour', 4], ['how quickly will you respond', 3], ['cheaper', 2],
    ['cost', 1.5], ['expensive', 2], ['pay you', 2], ['free for candidate', 3], ['free to candidate', 3], ['candidate pay', 3],
    ['do i have to pay', 3], ['do candidate pay', 3], ['charge candidate', 3], ['fee tier', 3], ['pricing tier', 3],
    ['have to pay', 3], ['pay anything', 3], ['cost anything', 3], ['charge me', 3], ['free', 2.5], ['respond', 2], ['response', 2],
    ['how quickly do you', 2], ['turnaround', 3],
    ['agency fee', 4], ['your cut', 3], ['how do you charge', 4], ['payment term', 3], ['free for', 3], ['free to', 3], ['service free', 3], ['job seeker', 1], ['jobseeker', 1], ['cost us', 3], ['cost our company', 3], ['rebate', 3], ['refund', 2],
  ],
  qualification: [
    ['qualification', 2], ['exam', 2], ['professional exam', 3], ['chartered', 1], ['become an accountant', 3],
    ['become a qualified accountant', 3], ['get qualified', 3], ['accountancy qualification', 3], ['accounting qualification', 3],
    ['training contract', 3], ['study', 1], ['studying', 1], ['objective test', 3], ['case study exam', 3], ['exemption', 3],
    ['sitting', 2], ['membership', 1.5], ['elective', 2], ['which qualification', 4], ['syllabus', 2], ['paper', 1],
  ],
  hours: [
    ['opening hour', 5], ['business hour', 5], ['office hour', 5], ['working hour', 3], ['open', 3], ['opening time', 5],
    ['closing time', 5], ['when are you', 2], ['closed', 3], ['close', 1], ['weekend', 3], ['saturday', 3], ['sunday', 3],
    ['what time', 3], ['hour', 1], ['available', 1], ['bank holiday', 3], ['evening', 1], ['monday', 2], ['friday', 2],
    ['late', 1], ['what day', 2], ['which day', 2], ['24 7', 2],
    ['are you available', 3], ['office open', 4], ['your hour', 4], ['when do you open', 5], ['when do you close', 5], ['what day', 2], ['lunchtime', 2], ['today', 1], ['tomorrow', 1], ['holiday', 2], ['christmas', 2],
  ],
  contact: [
    ['phone', 4], ['phone number', 5], ['telephone', 4], ['number', 1], ['call', 2], ['ring', 2], ['email', 4], ['e mail', 4],
    ['email address', 5], ['address', 3], ['located', 3], ['location', 2], ['where are you', 3], ['office', 2], ['whatsapp', 5],
    ['get in touch', 4], ['contact', 3], ['reach', 2], ['speak to', 3], ['talk to', 3], ['speak with', 3], ['talk with', 3],
    ['human', 2], ['real person', 3], ['recruiter', 2], ['call back', 3], ['callback', 3], ['visit', 2], ['meet', 2],
    ['face to face', 2], ['in person', 2], ['postal', 3], ['eircode', 3], ['social media', 3], ['linkedin', 3], ['instagram', 3],
    ['tiktok', 3],
  ],
  market: [
    ['market', 3], ['job market', 4], ['growth', 3], ['grow', 2], ['growing', 2], ['demand', 3], ['in demand', 4], ['trend', 3],
    ['vacancy', 1], ['opening', 1], ['time to hire', 5], ['how long to hire', 5], ['how long does it take to hire', 5],
    ['how long will it take to', 2], ['how fast', 2], ['remote', 2], ['hybrid', 2], ['work from home', 2], ['working from home', 2],
    ['region', 3], ['regional', 3], ['where are the job', 4], ['where are most job', 4], ['statistic', 4], ['stat', 3],
    ['figure', 1], ['average salary increase', 5], ['salary increase', 4], ['salary growth', 4], ['pay rise', 3], ['raise', 2],
    ['shortage', 3], ['skill', 2], ['outlook', 3], ['forecast', 3], ['hiring', 1], ['how many job', 2], ['economy', 2],
    ['share of', 2], ['percentage of', 1], ['proportion', 2], ['busy', 1], ['competitive', 1], ['hot', 1], ['sought after', 3],
    ['which city', 4], ['which county', 4], ['city', 2], ['county', 2], ['most job', 3], ['time to fill', 5], ['how long to fill', 5], ['fill a role', 3], ['fill', 1], ['hiring time', 4], ['job growth', 4], ['hiring trend', 4], ['hotspot', 3], ['how competitive', 3], ['where are the job', 4], ['number of job', 3], ['job opening', 3], ['new job', 2], ['opportunities', 1],
  ],
  interview: [
    ['interview', 5], ['star', 4], ['star method', 6], ['competency', 3], ['behavioural', 3], ['behavioral', 3],
    ['question to ask', 3], ['follow up', 3], ['thank you email', 3], ['thank you note', 3], ['prepare', 2], ['preparation', 2],
    ['dress', 3], ['wear', 3], ['attire', 3], ['body language', 3], ['nervous', 3], ['tell me about yourself', 4],
    ['weakness', 3], ['strength', 2], ['technical question', 3], ['video call', 2], ['zoom', 2], ['team call', 1],
    ['first impression', 2], ['salary expectation', 2], ['counter offer', 3], ['offer', 1], ['feedback', 2],
    ['second round', 3], ['assessment', 1], ['panel', 1], ['tell me about a time', 3], ['cv gap', 2],
  ],
  jobs: [
    ['job', 2], ['vacancy', 2], ['vacancies', 2], ['open role', 3], ['current role', 1], ['position', 1], ['opportunity', 2],
    ['opportunities', 2], ['apply', 3], ['application', 2], ['latest opportunit', 4], ['are you hiring', 3],
    ['looking for work', 3], ['looking for a job', 3], ['find a job', 3], ['job search', 3], ['new role', 2],
    ['career move', 2], ['recruit for', 2], ['place candidate', 2], ['featured', 2], ['listing', 2], ['advertised', 2],
  ],
  cv: [
    ['cv', 4], ['resume', 4], ['curriculum vitae', 4], ['upload', 2], ['submit', 1], ['file format', 3], ['file size', 3],
    ['file type', 3], ['pdf', 2], ['docx', 2], ['word document', 2], ['attach', 2],
  ],
  about: [
    ['about you', 2], ['about the agency', 3], ['about your company', 3], ['agency', 1], ['company', 1], ['founded', 4],
    ['founder', 4], ['who started', 3], ['why choose', 4], ['why should i use', 3], ['why use you', 3], ['what makes you different', 4],
    ['different from other', 3], ['what do you do', 3], ['what service', 3], ['service', 1.5], ['how do you work', 2],
    ['nationwide', 3], ['virtual', 2], ['based', 2], ['licence', 4], ['license', 4], ['licensed', 4], ['registered', 2],
    ['legit', 3], ['team', 1], ['who work', 2], ['pillar', 3], ['approach', 2], ['employer', 1], ['specialise', 2],
    ['specialize', 2], ['sector', 1], ['industry', 1], ['what kind of role', 2], ['testimonial', 3], ['review', 2],
    ['do you recruit', 3], ['do you cover', 3], ['do you work in', 3], ['do you operate', 3], ['across ireland', 2], ['anywhere in ireland', 3], ['outside dublin', 2],
  ],
  privacy: [
    ['privacy', 4], ['gdpr', 4], ['data', 2], ['personal data', 4], ['retain', 3], ['retention', 4], ['delete my', 3],
    ['how long do you keep', 4], ['stored', 2], ['store my', 3], ['cookie', 3], ['united state', 2], ['confidential', 2],
    ['who can see', 2], ['safe', 1], ['secure', 2], ['data protection', 4], ['right to erasure', 4], ['erase', 3],
  ],
  identity: [
    ['are you a bot', 6], ['are you human', 6], ['are you a human', 6], ['are you real', 5], ['are you an ai', 6],
    ['are you ai', 6], ['are you a robot', 6], ['are you a person', 6], ['who are you', 4], ['what are you', 4],
    ['your name', 4], ['aine', 1], ['gpt', 4], ['chatgpt', 4], ['openai', 4], ['language model', 4], ['what can you do', 5],
    ['what can you help', 5], ['how can you help', 5], ['what do you know', 4], ['what can i ask', 5], ['what should i ask', 4],
    ['can you help', 2], ['help me', 1], ['who made you', 4], ['who built you', 4], ['which model', 4], ['what model', 4],
  ],
  legalAdvice: [
    ['visa', 5], ['work permit', 6], ['permit', 4], ['stamp', 5], ['stamp 1g', 6], ['stamp 4', 6], ['immigration', 6],
    ['employment permit', 6], ['critical skill', 5], ['citizenship', 4], ['right to work', 5], ['sponsor', 4],
    ['sponsorship', 5], ['employment law', 6], ['lawyer', 5], ['solicitor', 5], ['legal advice', 6], ['legal', 2],
    ['unfair dismissal', 6], ['dismissal', 5], ['dismissed', 4], ['fired', 3], ['sue', 5], ['contract dispute', 5],
    ['redundancy', 5], ['tax return', 4], ['tax advice', 5], ['my tax', 3], ['discrimination', 5], ['tribunal', 5],
    ['wrc complaint', 5], ['non compete', 4], ['gardening leave', 4], ['deport', 5], ['residency', 4], ['irp', 4],
  ],
  greeting: [
    ['hi', 2], ['hello', 2], ['hey', 2], ['good morning', 2], ['good afternoon', 2], ['good evening', 2], ['hiya', 2],
    ['howya', 2], ['dia dhuit', 2], ['how are you', 2],
  ],
  thanks: [
    ['thank', 2], ['thanks', 2], ['cheers', 2], ['bye', 2], ['goodbye', 2], ['great thanks', 3], ['that helped', 3],
    ['appreciate', 2], ['perfect', 1], ['brilliant', 1], ['go raibh maith agat', 3],
  ],
};

const contextIntents: Readonly<Record<ChatContext, readonly Intent[]>> = {
  'salary-guide': ['salary', 'salaryTrends'],
  'market-trends': ['market'],
  'interview-tips': ['interview'],
};

export type IntentScores = Record<Intent, number>;

/** Every word of every keyword phrase, normalised (the spelling fixer and the unknown-word check use them). */
export function keywordWords(): string[] {
  return [...new Set(Object.values(keywords).flatMap((phrases) => phrases.flatMap(([phrase]) => normalise(phrase).trim().split(' '))))];
}

// Phrases in their normal form, each once per intent ('salary' and 'salaries' are one phrase).
let normalisedKeywords: Record<Intent, Map<string, number>> | undefined;

function keywordTable(): Record<Intent, Map<string, number>> {
  if (normalisedKeywords) return normalisedKeywords;
  const table = {} as Record<Intent, Map<string, number>>;
  for (const intent of Object.keys(keywords) as Intent[]) {
    const phrases = new Map<string, number>();
    for (const [phrase, weight] of keywords[intent]) {
      const form = normalise(phrase);
      phrases.set(form, Math.max(weight, phrases.get(form) ?? 0));
    }
    table[intent] = phrases;
  }
  normalisedKeywords = table;
  return table;
}

function keywordScores(normalisedText: string): IntentScores {
  const scores = {} as IntentScores;
  const table = keywordTable();
  for (const intent of Object.keys(table) as Intent[]) {
    let total = 0;
    for (const [form, weight] of table[intent]) if (normalisedText.includes(form)) total += weight;
    scores[intent] = total;
  }
  return scores;
}

/** Words asking about a qualification's exams, fees, dates or requirements rather than pay. */
const qualificationTopicWords = [
  'exam', 'paper', 'module', 'level', 'fee', 'cost', 'price', 'registration', 'register', 'subscription', 'date', 'when',
  'sitting', 'session', 'window', 'deadline', 'result', 'requirement', 'experience', 'membership', 'member', 'how long',
  'year', 'month', 'stage', 'elective', 'option', 'structure', 'test', 'case study', 'website', 'body', 'difference',
  'compare', 'better', 'choose', 'should i', 'what is', 'tell me about', 'explain', 'degree', 'qualify', 'become',
];

export interface Classification {
  readonly intent: Intent | null;
  readonly scores: IntentScores;
  /** A second, distinct question in the same message ('…and what is your fee?'). */
  readonly secondary: Intent | null;
}

const MIN_SCORE = 2;
const factualIntents: readonly Intent[] = ['salary', 'salaryTrends', 'fee', 'qualification', 'hours', 'contact', 'market', 'interview', 'jobs', 'cv', 'about', 'privacy'];

export function classify(question: string, entities: Entities, context: ChatContext): Classification {
  const text = normalise(question);
  const scores = keywordScores(text);

  // Entities: a named role is a salary question unless other words say otherwise, a named
  // qualification a qualification question, an amount a salary or a fee.
  if (entities.roles.length > 0 || (entities.unknownRole && scores.salaryTrends < 3)) scores.salary += 3;
  if (entities.roles.length > 0 && scores.fee > 0) scores.fee += 2;
  if (entities.amounts.length > 0) {
    if (scores.fee > 0) scores.fee += 3;
    else scores.salary += 1;
  }
  if (entities.qualifications.length > 0) scores.qualification += 5;
  if (entities.months.length > 0) scores.qualification += entities.qualifications.length > 0 ? 1 : 0;
  if (entities.regions.length > 0 || entities.otherPlaces.length > 0) scores.market += 1.5;
  for (const intent of contextIntents[context]) if (scores[intent] > 0) scores[intent] += 0.75;

  // Precedence rules where keyword sums mislead.
  if (entities.qualifications.length > 0) {
    const asksTopic = qualificationTopicWords.some((word) => hasPhrase(text, word));
    const asksPay = scores.salary >= 3 && !hasPhrase(text, 'fee') && !hasPhrase(text, 'cost');
    if (asksPay && (entities.roles.length > 0 || !asksTopic)) scores.salary += 6;
    if (scores.interview >= 5) scores.interview += 3;
    // Exam fees, exam dates: about the qualification, not the agency's fees or opening hours.
    scores.fee = Math.min(scores.fee, 1);
    scores.hours = Math.min(scores.hours, 1);
    scores.market = Math.min(scores.market, scores.qualification - 1);
  }
  // The agency's fees are about hiring; exam fees and salary figures are not.
  if (scores.fee >= 3 && entities.qualifications.length === 0) scores.fee += 2;
  // Visas, permits and employment law are declined even when the question also names a role or fee.
  if (scores.legalAdvice >= 4) scores.legalAdvice += 4;
  // A premium or benefit question that names a role is still about the premium.
  if (scores.salaryTrends >= 3 && entities.amounts.length === 0) scores.salaryTrends += 1;
  // 'Salary increase' is a market statistic, not a salary lookup.
  if (hasPhrase(text, 'salary increase') || hasPhrase(text, 'pay rise') || hasPhrase(text, 'salary growth')) scores.salary = Math.min(scores.salary, 2);
  // Interview preparation that mentions salary ('how do I answer salary expectations').
  if (scores.interview >= 5 && entities.roles.length === 0 && entities.amounts.length === 0) scores.salary = Math.min(scores.salary, 2);
  // Greetings and thanks only win when nothing else was asked.
  const ranked = (Object.keys(scores) as Intent[])
    .filter((intent) => scores[intent] >= MIN_SCORE)
    .sort((a, b) => scores[b] - scores[a] || priority(a) - priority(b));
  const substantive = ranked.filter((intent) => intent !== 'greeting' && intent !== 'thanks');
  const intent = substantive[0] ?? ranked[0] ?? null;
  const secondCandidate = substantive.find((candidate) => candidate !== intent && factualIntents.includes(candidate));
  const secondary =
    intent && secondCandidate && factualIntents.includes(intent) && scores[secondCandidate] >= 4 && scores[secondCandidate] >= scores[intent] * 0.6 && pairs(intent, secondCandidate)
      ? secondCandidate
      : null;
  return { intent, scores, secondary };
}

const priorityOrder: readonly Intent[] = [
  'legalAdvice', 'qualification', 'fee', 'salary', 'salaryTrends', 'interview', 'market', 'hours', 'contact', 'cv', 'jobs',
  'privacy', 'about', 'identity', 'greeting', 'thanks',
];

function priority(intent: Intent): number {
  return priorityOrder.indexOf(intent);
}

// Combinations that are genuinely two questions (not one question's words spilling over).
function pairs(first: Intent, second: Intent): boolean {
  const combos: readonly (readonly [Intent, Intent])[] = [
    ['salary', 'fee'], ['hours', 'contact'], ['salary', 'market'], ['fee', 'hours'], ['fee', 'contact'], ['salary', 'qualification'],
    ['qualification', 'salary'], ['market', 'salary'], ['salary', 'salaryTrends'], ['cv', 'jobs'], ['jobs', 'cv'], ['contact', 'hours'],
  ];
  return combos.some(([a, b]) => a === first && b === second);
}
