// The words visitors use for each topic Aine answers, beside the words of the content itself.
// Data only: the chat assistant indexes these with the content (one document per fact row or
// section) and ranks the documents; nothing here is weighted or matched by itself.

import { assistant } from './chat.ts';

export type AssistantTopic =
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

export const assistantTopicSynonyms: Readonly<Record<AssistantTopic, readonly string[]>> = {
  salary: [
    'salary', 'salaries', 'pay', 'paid', 'paying', 'earn', 'earning', 'earnings', 'wage', 'income', 'compensation', 'remuneration',
    'take home', 'going rate', 'market rate', 'salary range', 'pay range', 'pay scale', 'salary band',
    'range', 'ballpark', 'comp', 'top of the market', 'start on', 'highest paid', 'best paid', 'lowest paid', 'benchmark', 'expect to get', 'rate of pay', 'per annum', 'money', 'make', 'roles',
    // Experience after qualifying is how the guide's qualified levels are told apart (PQE).
    'post qualification', 'pqe', 'full time equivalent',
    // Judging a figure against the market ('dont tell me the ceiling is that low', 'isnt on six figures', 'they offered 50k, insulting or not').
    'ceiling', 'too low', 'that low', 'underpaid', 'lowball', 'lowballed', 'insulting', 'six figures', 'fair salary', 'fair pay', 'worth it',
    // A figure held up to the market in the visitor's words ('is 70k about right or am i being done', 'is that fair', 'is that even normal').
    'about right', 'being done', 'quids in', 'push back', 'push for more',
  ],
  salaryTrends: [
    'premium', 'specialisation', 'specialization', 'specialism', 'benefits', 'perks', 'pension', 'development budget',
    'training budget', 'study budget', 'cpd', 'days remote', 'inflation', 'cost of living', 'salary trend', 'salaries trending', 'extra', 'how much extra',
    'pay more', 'earn more', 'paid more', 'get more', 'worth more', 'boost pay',
    // A rise from a move ('moving into a pharma company, will that bump my salary').
    'bump my salary', 'bump my pay', 'salary bump', 'pay bump', 'bump up', 'add', 'adds', 'add anything', 'sustainability', 'esg',
  ],
  fee: [
    'fee', 'fees', 'charge', 'commission', 'placement fee', 'recruitment fee', 'finder fee', 'percentage', 'percent',
    'cost to hire', 'hiring cost', 'cost to recruit', 'recruiting cost', 'recruitment cost', 'cost of recruiting', 'pricing', 'price', 'invoice', 'discount', 'exclusive', 'exclusively', 'exclusivity',
    'partnership', 'negotiate', 'guarantee', 'response time', 'respond', 'come back to', 'get back to', 'send in a vacancy', 'sent a job spec', 'turnaround',
    'percent of', 'cheaper', 'dearer', 'expensive', 'cost', 'you take',
    // What an employer owes the agency, in their words ('whats your cut', 'what would we owe you', 'cheaper to use you', 'how do your fees work').
    'your cut', 'owe', 'owe you', 'use you', 'better rate', 'better deal', 'fees work',
    // The fees held up to other agencies' ('ur fees lower than the big recruiters or what'), which the fees page answers: lower than traditional agencies.
    'big recruiters', 'big agencies', 'traditional agencies', 'recruiters charge', 'agencies charge',
    // With who pays in the middle ('what would it cost us to recruit a bookkeeper').
    'cost us', 'cost us to recruit', 'cost us to hire', 'charge us',
    // The price in idiom ('what would the damage be').
    'damage', 'the damage',
    'free', 'free for candidates', 'candidates pay', 'job seekers', 'jobseeker', 'jobseekers', 'finding me a job', 'finding me work', 'charge candidates', 'agency fee', 'fee structure', 'fees structured', 'fees are structured', 'hire', 'hiring', 'placing',
    // Whether a job seeker pays ('i'm looking for work, do i have to pay you anything').
    'pay to find work', 'pay to get a job', 'pay to find a job',
    // Or to sign up with the agency ('graduate here, do i have to pay to sign up with you').
    'pay to sign up', 'pay to join', 'cost to sign up', 'charge to sign up',
    // Or to register with it ('how much do I pay to register, zero?').
    'pay to register', 'cost to register', 'charge to register',
    // Or to be helped to a job ('do i have to pay you to help me find work').
    'pay you to help', 'help me find a job', 'help me find work', 'help me get a job',
    // Or once a job is found ('would my daughter have to pay you anything if you found her a job').
    'found her a job', 'found him a job', 'found me a job',
    // What the percentage is of, as employers ask it.
    'fees for employers', 'basic or total', 'base or total', 'total comp',
  ],
  qualification: [
    'qualification', 'qualify', 'exam', 'exams', 'professional exam', 'chartered', 'training contract', 'study',
    'objective test', 'case study', 'exemption', 'sitting', 'session', 'membership', 'elective', 'syllabus', 'paper',
    'module', 'registration', 'subscription', 'results', 'repeat', 'resit', 'levels', 'stages', 'structure',
    'exam fees', 'pass rate', 'pass mark', 'vs', 'versus', 'difference', 'choose between', 'which qualification',
    // Studying beside a job ('can i do acca part time', 'can i study cima while working'): the qualification's own flexibility.
    'do acca part time', 'do cima part time', 'do aca part time', 'do the acca part time', 'study part time', 'part time study',
  ],
  hours: [
    'opening hours', 'business hours', 'office hours', 'working hours', 'open', 'opening time', 'closing time',
    'closed', 'close', 'weekend', 'saturday', 'sunday', 'hours', 'available', 'bank holiday', 'evening',
    'monday', 'friday', 'what day', 'when can i call', 'after work', 'finish', 'late',
    // The end of the visitor's working day ('i finish work at 6, is anyone there after that').
    'finish work', 'morning', 'work saturday', 'work saturdays', 'work weekend', 'work weekends', 'work sunday',
    // The days the agency is open, as one word ('how late weekdays').
    'weekday', 'weekdays', 'week day', 'week days',
  ],
  contact: [
    'phone', 'phone number', 'number to call', 'number to ring', 'telephone', 'call', 'calling', 'phoning', 'ring', 'ringing', 'rang', 'email', 'email address', 'address', 'located', 'location',
    'where are you', 'based', 'office', 'whatsapp', 'get in touch', 'keep in touch', 'stay in touch', 'contact', 'reach', 'speak to', 'talk to', 'human',
    'real person', 'recruiter', 'call back', 'visit', 'meet', 'face to face', 'in person', 'postal', 'eircode',
    'come to our site', 'come to our office', 'come out to us', 'social media', 'linkedin', 'instagram', 'tiktok', 'socials', 'handle', 'follow you', 'company page',
    'drop in', 'drop off', 'by hand', 'hand deliver', 'bring it in',
  ],
  market: [
    'market', 'job market', 'growth', 'growing', 'demand', 'in demand', 'trends', 'vacancies', 'openings',
    'time to hire', 'how long to hire', 'remote', 'hybrid', 'work from home', 'region', 'regional', 'statistics',
    'stats', 'figures', 'salary increase', 'pay rise', 'shortage', 'skills', 'outlook', 'forecast', 'share',
    'proportion', 'portion', 'city', 'county', 'new jobs', 'economy', 'take to hire', 'time to fill', 'fill a role',
    // What AI and automation do to finance roles ('is AI going to replace our accounts payable team').
    'ai', 'ai replace', 'automation', 'automate',
  ],
  interview: [
    'interview', 'interviews', 'interviewer', 'interviewing', 'star', 'star method', 'competency', 'behavioural', 'questions to ask', 'follow up',
    'thank you note', 'prepare', 'preparation', 'dress', 'wear', 'attire', 'body language', 'nervous', 'weakness',
    'strengths', 'technical questions', 'video interview', 'zoom', 'counter offer', 'feedback',
    // A counter-offer told as the employer's move ('my manager wants to counter').
    'wants to counter', 'want to counter', 'going to counter', 'tried to counter',
    // The visitor's own pay negotiated ('how do i negotiate a higher salary'): the tip on knowing one's market value, not the agency's fee.
    'negotiate higher', 'negotiate my salary', 'negotiate salary', 'negotiate my pay', 'negotiate pay', 'negotiate a raise', 'negotiating salary', 'salary negotiation', 'negotiate the offer', 'negotiate an offer',
    'second round', 'tips', 'tell me about yourself', 'job spec', 'job description', 'two offers',
    'leaving', 'reason for leaving', 'resign', 'resigned', 'countered', 'handed in my notice', 'hand in my notice',
    'thank you email', 'salary expectations', 'offered me more money', 'offer me more money', 'ramble', 'choose between offers', '2 offers', 'achievements', 'figures ready', 'numbers ready',
    'stakeholder', 'stakeholders', 'grill', 'grilled', 'quiz', 'quizzed', 'audit interview', 'big 4 interview', 'video call',
    // A graduate or practice employer's day of tests and interviews ('assessment day at a big 4 firm, what do they focus on').
    'assessment day', 'assessment centre', 'assessment center',
    'tell me about a time when', 'talk about a time', 'time something went wrong',
    // Turned down after an interview ('didnt get the job after the final round, gutted'): the feedback tip.
    'gutted', 'rejected', 'unsuccessful', 'turned down',
  ],
  jobs: [
    'jobs', 'job', 'vacancy', 'vacancies', 'open roles', 'opportunities', 'apply', 'application', 'are you hiring',
    'looking for work', 'looking for a job', 'find a job', 'job search', 'new role', 'featured jobs', 'listings', 'on your books',
    'full time', 'part time', 'current vacancies', 'advertising roles', 'advertising jobs', 'roles advertised', 'jobs advertised', 'advertised',
    // What the site lists ('which jobs are listed on the site right now').
    'listed',
    // Jobs open to someone new ('are there any jobs going for someone starting out, i have no experience yet').
    'jobs going', 'starting out', 'no experience', 'no experience yet',
    // What the site lists ('anything going for trainees on the site').
    'on the site',
  ],
  cv: ['cv', 'resume', 'curriculum vitae', 'upload', 'submit', 'file format', 'file size', 'pdf', 'docx', 'word document', 'attach', 'word file', 'word files', 'file types', 'formats', 'doc', 'file type',
    // Whether employers see it ('do you share my cv with employers'): the promise to candidates answers.
    'share my cv', 'pass on my cv', 'cv file', 'update my cv', 'updated cv', 'new cv', 'latest cv',
    // Sending it in ('how do i send my cv', 'can i send you my resume'): the upload form answers.
    'send my cv', 'send you my cv', 'send my resume', 'send in my cv',
    // Its size ('my cv is 15mb, will it upload'): the upload form's limit.
    'megabytes', 'too big', 'too large', 'size limit', 'max size', 'maximum size',
    // Files from other programs ('my cv is a pages file from my mac'): the accepted formats answer.
    'pages file', 'mac', 'google doc', 'google docs', 'odt', 'open office',
  ],
  about: [
    'about you', 'agency', 'company', 'founded', 'founders', 'who started', 'why choose', 'why use you',
    'what makes you different', 'what do you do', 'services', 'service', 'how do you work', 'nationwide', 'virtual',
    'licence', 'license', 'licensed', 'registered', 'legit', 'team', 'pillars', 'approach', 'employers', 'specialise',
    'recruit', 'finance recruitment', 'testimonials', 'process', 'whole country', 'all over ireland', 'other areas',
    'other sectors', 'other industries', 'only recruit', 'only accounting', 'only deal', 'every candidate', 'touch after someone starts', 'after the start date',
    'junior consultant', 'senior consultant', 'directors behind', 'behind the agency', 'runs this place', 'runs the place',
    'aftercare', 'after they start', 'hire starts', 'disappear', 'permanent', 'permanent roles', 'contract roles',
  ],
  privacy: [
    'privacy', 'gdpr', 'data', 'personal data', 'retain', 'retention', 'delete my data', 'keep my data', 'stored',
    // Kept on the agency's records, said of a CV ('how long is it kept', 'is my cv kept on file').
    'kept on file', 'long is it kept',
    'cookies', 'united states', 'confidential', 'data protection', 'erase', 'erasure', 'keep my cv', 'delete my cv', 'store my cv', 'hold my cv', 'hold my data', 'my details', 'keep my details', 'hang on to', 'hold on to',
    'delete', 'get rid of', 'complain', 'complaint', 'my rights', 'sensitive', 'in the chat', 'tracking', 'track me', 'chat private', 'is this chat', 'who sees my cv', 'who sees',
    'processed', 'processing', 'copy of my data',
    // Where the chat's messages go ('are my messages sent to america'): the policy names the United States.
    'america', 'american',
    // Where what the visitor types goes ('so where does what i type end up'): the chat's processing in the United States.
    'what i type', 'end up', 'my messages',
    // Sensitive details a visitor might type in the chat ('can i give you my pps number here'): the policy asks them not to.
    'pps', 'pps number', 'ppsn',
    // Whether the chat is kept ('is this chat recorded'): the policy's short conversation history; and whether data is sold or passed on.
    'recorded', 'recording', 'chat history', 'conversation history', 'sell my data', 'sell my details', 'third parties',
    // Whether it is safe with the agency, and the consent the visitor gave ('is my data safe', 'can i withdraw my consent').
    'data safe', 'data secure', 'consent', 'withdraw my consent',
    // What the agency holds on a visitor ('can i see what you have on file about me'): the policy's rights of access.
    'on file', 'access my data', 'access request', 'subject access',
    // What the agency holds on a visitor, in everyday words ('what do ye have on me'): the right of access. Not 'copy', nor a phrase
    // whose other words are all common ('copy of my info'), which index 'copy' alone: that asks for any document ('a copy of my P60').
    'have on me',
  ],
  identity: [
    'are you a bot', 'bot', 'are you human', 'robot', 'are you real', 'are you an ai', 'who are you', 'what are you',
    'your name', 'aine', 'gpt', 'chatgpt', 'openai', 'language model', 'what can you do', 'what can you help with',
    'how can you help', 'what can i ask', 'who made you', 'which model', 'running on', 'built on', 'what ai',
    // 'what exactly are you, a person or a program'.
    'are you a person', 'person or a program', 'computer program',
    // Whether her answers can be relied on ('can you make mistakes?'): the disclaimer says so.
    'make mistakes', 'mistakes', 'trust you', 'trust your answers', 'trust the numbers you give', 'accurate', 'always right',
    // What she can be asked ('what kind of questions do you answer').
    'questions can you answer', 'questions do you answer', 'what can you answer', 'sort of questions', 'kind of questions', 'type of questions',
  ],
  legalAdvice: [
    'visa', 'visa status', 'work permit', 'permit', 'stamp', 'stamp 1g', 'stamp 4', 'immigration', 'employment permit',
    'critical skills', 'citizenship', 'right to work', 'sponsor', 'sponsorship', 'employment law', 'lawyer',
    'legal advice', 'unfair dismissal', 'dismissed', 'fired', 'sue', 'redundancy', 'tax return', 'tax advice',
    'discrimination', 'tribunal', 'deport', 'residency', 'tax rate', 'vat', 'vat rate', 'corporation tax', 'income tax', 'tax credit', 'tax bill',
    'tax free', 'tax relief', 'pension tax', 'pension tax relief', 'cut my hours', 'reduce my hours', 'without notice',
    'less tax', 'tax on my wages', 'tax on my salary', 'without extra', 'overtime', 'unpaid', 'employment contract',
    'contract of employment', 'register as an employer', 'charge vat', 'allowed to work', 'naturalisation', 'prsi', 'paye',
    'medical card', 'mortgage', 'prsa', 'form 11', 'driving test', 'homework',
    // What the law requires of an employer ('do we legally have to give a new hire a written contract').
    'legally', 'by law', 'legal requirement', 'written contract', 'written statement',
    // Personal tax and money, asked of a salary or a role's pay ('whats that after tax and usc', 'benefit in kind on a company car').
    // The tax one would pay on a salary ('how much tax would i actually pay on that' after an analyst's pay).
    'tax would i pay', 'tax will i pay', 'tax do i pay', 'pay in tax',
    // What is left a month after tax ('roughly what would i clear a month after tax on that').
    'clear a month', 'month after tax', 'monthly after tax',
    'usc', 'net pay', 'benefit in kind', 'bik', 'company car', 'tax back', 'self assessment', 'tax assessment', 'revenue assessment', 'index fund', 'index funds', 'invest', 'investing', 'investment', 'mortgage rate',
    // The visitor's own savings, pension top-ups and expense claims ('should i put my savings into green energy funds', 'is it worth
    // paying avcs into my pension', 'can i claim flat rate expenses').
    'savings', 'my savings', 'avc', 'avcs', 'additional voluntary contribution', 'flat rate expenses', 'claim expenses', 'claim back',
    // What the law gives an employee ('does my employer have to pay me when im off sick').
    'sick pay', 'off sick', 'sick leave', 'sick day', 'annual leave',
    // The notice the law sets ('what is the legal minimum notice period if i resign').
    'notice period', 'statutory notice',
    // School exams' parts, not the professional exams' ('how do i prepare for the irish oral exam in the leaving cert').
    'oral exam', 'orals',
    // Tax and savings of the visitor's own ('been on emergency tax since i started', 'money sitting in the credit union').
    'emergency tax', 'credit union',
    // State charges ('how much is the tv licence fee').
    'tv licence',
    // A visitor's own pension, not the employer match of the salary insights ('should i move my old pension', 'is the pension scheme worth joining').
    'pension scheme', 'pension transfer', 'transfer my pension', 'transfer a pension', 'uk pension', 'old pension', 'private pension',
    // A business's own registrations ('do i need a vat number for my side business').
    'register for vat', 'vat number', 'vat registration', 'register the business', 'register a business', 'register my business', 'set up a company', 'set up a business', 'limited company', 'ltd company',
    // Pay the law sets for work on a holiday or extra hours ('is there holiday pay for a bank holiday', 'whats the minimum hourly rate').
    'holiday pay', 'time and a half', 'minimum hourly rate', 'living wage',
    // Leave and dismissal the law sets ('how much maternity leave am i entitled to', 'let go with no warning, can i take a case').
    'pregnant', 'legally entitled', 'entitled to', 'let go', 'no warning', 'dismissal', 'take a case',
    // Borrowing and the visitor's own money ('how much will the bank lend us', 'should i put my bonus into etfs').
    'lend', 'lend us', 'borrow', 'personal loan', 'loan', 'etf', 'etfs', 'shares in', 'pay off the car', 'car loan',
    // What a business or a share of one would sell for ('what would my practice be worth if i sold it', 'how do i value my share of the firm').
    'sell the practice', 'sell my practice', 'sell my share', 'sold it', 'if i sold', 'if we sold', 'valuation', 'value my share', 'value the practice', 'value my practice', 'value the business',
    // The state's payments to parents and their leave ('how much is paternity benefit', 'how many weeks parents leave do i get').
    'maternity benefit', 'paternity benefit', 'maternity pay', 'paternity leave', 'parental leave', 'parents leave', 'child benefit',
    // A dispute with the visitor's own employer ('how do i file a complaint against my employer'): the privacy complaint is about the agency's data.
    'grievance', 'complaint against my employer', 'complain about my employer', 'complaint about my employer',
  ],
  greeting: ['hi', 'hello', 'hey', 'good morning', 'good afternoon', 'good evening', 'hiya', 'howya', 'dia dhuit', 'how are you'],
  thanks: ['thank you', 'thanks', 'cheers', 'bye', 'goodbye', 'that helped', 'appreciate it', 'go raibh maith agat'],
};

/**
 * Courtesies around a question ('hi there, …', '… thanks a million'): a message that asks something besides them is read
 * without them, so a question ending in thanks is answered, not thanked. 'thank you' closes a message only after a stop or a
 * comma: 'should I send a thank you' asks about the note.
 */
export const courtesyPhrases = {
  openings: [
    'hi', 'hello', 'hey', 'hiya', 'howya', 'hi there', 'hello there', 'hey there', 'dear', 'good morning', 'good afternoon', 'good evening',
    'dia dhuit', 'quick question', 'sorry to bother you',
  ],
  closings: [
    'thanks', 'thanks a million', 'thanks a lot', 'thanks so much', 'thanks very much', 'thanks in advance', 'many thanks', 'thx', 'cheers',
    'please', 'pls', 'plz', 'much appreciated', 'appreciate it', 'go raibh maith agat',
  ],
  closingsAfterAStop: ['thank you', 'thank you so much', 'thank you very much', 'thank u', 'ty'],
  // Thanks before the next question ('thanks, and in cork?'), only with a stop after it: 'thank you email' is a question about the note.
  name: assistant.name,
  openingsBeforeAStop: ['thanks', 'thank you', 'thanks a million', 'cheers', 'ok thanks', 'okay thanks', 'great thanks', 'perfect thanks', 'brilliant thanks', 'lovely thanks'],
} as const;

/** Other names visitors use for the cities the market statistics cover ('the capital'). */
export const regionAliases: Readonly<Record<string, readonly string[]>> = {
  Dublin: ['the capital'],
  // The west in Irish speech is Galway's, the one city of the figures there ('what share of the accounting jobs are out west').
  Galway: ['out west', 'the west', 'west of ireland'],
};

/**
 * How much of the work a place has ('are there many accounting jobs in galway compared to dublin', 'is most of the work in dublin'):
 * asked of a city of the market's figures, not of the agency, its share of the openings answers, not the agency's own jobs, and
 * the visitor's reasons around it ('my daughter wants to stay in cork after college') make it no other subject.
 */
export const placeAmountPhrases = {
  amount: ['many', 'much', 'most', 'share', 'proportion', 'compared to', 'compared with'],
  // The work counted: 'how many pubs in galway' counts no openings.
  work: ['job', 'jobs', 'work', 'role', 'roles', 'vacancy', 'vacancies', 'opening', 'openings', 'position', 'positions'],
} as const;

/** Irish places beyond the cities the market statistics cover, so a question naming one is read as a place. */
export const irishPlaces = [
  'limerick', 'waterford', 'kilkenny', 'sligo', 'athlone', 'wexford', 'kerry', 'donegal', 'belfast', 'drogheda',
  'dundalk', 'mayo', 'clare', 'tipperary', 'meath', 'kildare', 'wicklow', 'louth', 'northern ireland',
] as const;

/**
 * Places abroad visitors ask about ('what do accountants earn in london', 'acca jobs in dubai'): the guide and the agency's work are
 * Ireland's, so pay or work there is outside the site's scope, unless the visitor is moving to or back to Ireland (`movingHomeWords`).
 */
export const foreignPlaces = [
  'london', 'manchester', 'edinburgh', 'glasgow', 'uk', 'england', 'scotland', 'wales', 'britain', 'dubai', 'abu dhabi', 'uae', 'qatar', 'saudi',
  'australia', 'sydney', 'melbourne', 'brisbane', 'perth', 'new zealand', 'auckland', 'canada', 'toronto', 'vancouver', 'new york', 'boston',
  'america', 'usa', 'singapore', 'hong kong', 'germany', 'berlin', 'amsterdam', 'paris', 'spain', 'luxembourg',
] as const;

/**
 * Words of a move to Ireland, beside a place abroad ('moving home from sydney', 'moved over from Manchester'); not a move away ('thinking of
 * moving to Sydney, would accountants earn more over there than here').
 */
export const movingHomeWords = [
  'ireland', 'irish', 'home', 'come back', 'coming back', 'back to', 'return', 'returning', 'from', 'left',
] as const;

/**
 * Words that name the site's whole scope (every fact is about Ireland): they qualify a question
 * without naming its subject, like a place does ('will Ireland qualify for the world cup').
 */
export const scopeWords = ['ireland', 'irish'] as const;

/**
 * Seasons the site never names, which date a visitor's situation beside a role like a month does ('an FC, only qualified in the
 * summer'). Not spring or autumn, the exam sittings' words.
 */
export const seasonWords = ['summer', 'winter'] as const;

/**
 * Words that compare without naming a subject ('and in Cork is it less?'): like a place, they qualify
 * what the question (or the one before it) asks about. Not 'cheaper' or 'dearer': a price compared names the price asked
 * ('is it cheaper to use you for a trainee').
 */
export const comparisonWords = ['less', 'lower', 'higher', 'more', 'better', 'worse', 'same', 'different', 'compared', 'compare', 'versus', 'vs'] as const;

/**
 * Short forms visitors type, read as the words the content uses ('fin analyst', 'accts assistant',
 * '3 yrs exp'). Whole words only; titles the salary guide lists (FC, FD, AP) are its rows' synonyms.
 */
export const visitorAbbreviations: Readonly<Record<string, string>> = {
  fin: 'financial', finl: 'financial', accts: 'accounts', acct: 'accountant', accnt: 'accountant', accs: 'accounts',
  mgmt: 'management', mgr: 'manager', mngr: 'manager', asst: 'assistant', yrs: 'years', yr: 'year', exp: 'experience',
  sal: 'salary', qual: 'qualification', quals: 'qualifications', dept: 'department', govt: 'government',
  pls: 'please', plz: 'please', thx: 'thanks', u: 'you', ur: 'your', whats: 'what is', wats: 'what is',
  // Irish plural 'you' ('how much do yous charge'), text-speak and short forms of the content's words.
  yous: 'you', youse: 'you', yis: 'you', yiz: 'you', yez: 'you', ye: 'you', wat: 'what', wot: 'what', wud: 'would',
  cud: 'could', wit: 'with', wen: 'when', hw: 'how', r: 'are', wer: 'where', cos: 'because', bc: 'because',
  til: 'until', till: 'until', avg: 'average', wfh: 'work from home', sub: 'subscription', subs: 'subscriptions',
  ceo: 'chief executive', coo: 'chief operating officer', cto: 'chief technology officer', grp: 'group', snr: 'senior', jnr: 'junior', approx: 'approximately', hrs: 'hours', info: 'information', uni: 'university', quali: 'qualification',
  atm: 'at the moment', tho: 'though', yer: 'your', practise: 'practice', practises: 'practices', msg: 'message', incl: 'including', ppl: 'people', insta: 'instagram', dpo: 'data protection officer', jus: 'just',
  // Dropped endings and slang of phone typing ('r salaries goin up or nah').
  qualed: 'qualified', goin: 'going', perm: 'permanent', nah: 'no', shud: 'should', shd: 'should', shld: 'should',
  hav: 'have', n: 'and', b4: 'before', cn: 'can', abt: 'about', bout: 'about', coz: 'because', cuz: 'because', biz: 'business', wks: 'weeks', wk: 'week',
  // Months of experience and a graduate as typed in a hurry ('6 mths exp', 'big 4 grad'), and a registration fee ('acca reg').
  // Part-qualified as typed, beside an accountant or their pay ('pq accountant 2 years exp', 'what does PQ pay look like'); not alone
  // (a 'PQ' is also a parliamentary question). Years before it count experience after qualifying ('3 yrs pq' is PQE).
  'pq accountant': 'part qualified accountant', 'pq accountants': 'part qualified accountants', 'pq pay': 'part qualified pay',
  'pq salary': 'part qualified salary', 'pq salaries': 'part qualified salaries', 'pq role': 'part qualified role', 'pq roles': 'part qualified roles',
  'pq job': 'part qualified job', 'pq jobs': 'part qualified jobs', 'pq candidate': 'part qualified candidate', 'pq candidates': 'part qualified candidates',
  'im pq': 'im part qualified', 'i am pq': 'i am part qualified', "i'm pq": "i'm part qualified",
  'years pq': 'years pqe', 'yrs pq': 'years pqe', 'year pq': 'year pqe', 'yr pq': 'year pqe',
  // An accounts assistant as typed, beside a comparison or its pay ('aa v part qualified, 4 yrs exp'); not alone (the AA is also the
  // motoring organisation).
  'aa v': 'accounts assistant v', 'aa vs': 'accounts assistant vs', 'aa or': 'accounts assistant or', 'or aa': 'or accounts assistant',
  'v aa': 'v accounts assistant', 'vs aa': 'vs accounts assistant', 'an aa': 'an accounts assistant', 'aa salary': 'accounts assistant salary',
  'aa pay': 'accounts assistant pay', 'aa role': 'accounts assistant role', 'aa roles': 'accounts assistant roles', 'aa job': 'accounts assistant job',
  'aa jobs': 'accounts assistant jobs',
  // A first job of the field is a first job, a level's words ('his first finance job'): 'finance job' names no subject of its own.
  'first finance job': 'first job', 'first finance role': 'first job', 'first accounts job': 'first job', 'first accounting job': 'first job',
  'first accounts role': 'first job', 'first accounting role': 'first job', 'first job in finance': 'first job', 'first job in accounts': 'first job',
  mths: 'months', mth: 'month', mnths: 'months', mnth: 'month', grad: 'graduate', reg: 'registration',
  // A file's size as visitors type it ('my cv is 15mb'), in the word the CV's words use.
  // Phrases of speech read whole ('any jobs going at the min').
  'at the min': 'at the moment', 'at the mo': 'at the moment',
  // A cost-of-living rise as employers write it ('a col increase').
  'col increase': 'cost of living increase', 'col rise': 'cost of living rise', 'col adjustment': 'cost of living adjustment', 'col raise': 'cost of living raise',
  // A vacancy in Irish usage ('anything going for trainees'): its words are all common, so read as the jobs they mean.
  'anything going for': 'any jobs going for', 'anything going at': 'any jobs going at',
  // What a person is paid, in Irish usage ('what would I be on', 'what should she be on'): read as the pay word it means.
  'would i be on': 'would i earn', 'should i be on': 'should i earn', 'wud i be on': 'would i earn', 'shud i be on': 'should i earn',
  'would they be on': 'would they earn',
  // Paid an amount, in the same usage ('unusual for a financial controller to be on less than 80 grand'), and a visitor's like asked
  // ('what would someone part-qualified like me be on').
  'should i be getting': 'should i earn', 'would i be getting': 'would i earn', 'should she be getting': 'should she earn', 'should he be getting': 'should he earn',
  'should they be getting': 'should they earn', 'should we be paying': 'should we pay',
  // A first year's pay ('what do they pay ye first yr'): a level's words, not the fee's 'first-year base salary'.
  'pay you first year': 'pay starting out', 'pay you in first year': 'pay starting out', 'pay you in your first year': 'pay starting out',
  'pay ye first yr': 'pay starting out', 'pay you first yr': 'pay starting out', 'pay ye first year': 'pay starting out',
  // Pay after tax, as said ('is that gross or what she takes home').
  'what she takes home': 'net', 'what he takes home': 'net', 'what i take home': 'net', 'what you take home': 'net', 'what they take home': 'net',
  'be on less than': 'earn less than', 'be on more than': 'earn more than', 'be on under': 'earn under', 'be on over': 'earn over',
  'be on around': 'earn around', 'be on about': 'earn about', 'like me be on': 'like me earn',
  // A career taken up, in Irish usage ('if I went down the accountancy road'): the field, not a road.
  'down the accountancy road': 'into accountancy', 'down the accounting road': 'into accounting', 'down the finance road': 'into finance',
  // What a hire would be paid, asked as its cost 'in salary' ('what would a CFO for a business our size cost us in salary'), not the fee.
  'cost us in salary': 'be paid in salary', 'cost in salary': 'be paid in salary', 'cost us in wages': 'be paid in wages', 'should they be on': 'should they earn', 'would she be on': 'would she earn', 'would he be on': 'would he earn',
  // Relatives by marriage are relatives: their 'law' is no question of law ('my brother in law is cfo of a big multinational').
  'brother in law': 'brother', 'sister in law': 'sister', 'mother in law': 'mother', 'father in law': 'father', 'son in law': 'son', 'daughter in law': 'daughter',
  // Experience after qualifying as the guide counts it ('6 years post qualification'): its short form, a level's words, not the qualifications'.
  'post qualification': 'pqe', 'post qualified': 'pqe', 'post qualifying': 'pqe',
  // What a short form stands for is what it means ('what does pqe stand for'): 'stand' names no job.
  'stand for': 'mean', 'stands for': 'means',
  // Turned down after an interview, in words the index drops as common ('they said no', 'didnt get the job'): read as the word it means.
  // Not 'didnt get the job', which asks the agency too ('will you tell me if i didnt get the job').
  'they said no': 'they rejected me', "didn't get the role": 'was unsuccessful', 'didnt get the role': 'was unsuccessful',
  "didn't get it": 'was unsuccessful', 'didnt get it': 'was unsuccessful',
  // After a stage of the process it is the outcome told ('didnt get the job after the final round'), not asked of the agency.
  "didn't get the job after": 'was unsuccessful after', 'didnt get the job after': 'was unsuccessful after',
  // The weekdays as said ('what hours are you there during the week'), not the weeks a hire takes.
  'during the week': 'monday to friday',
  // A behavioural interview question by its opening words ('dreading the tell me about a time questions'), which are all common.
  'tell me about a time': 'behavioural tell me about a time', 'give me an example of a time': 'behavioural example of a time',
  // Qualified just now in Irish usage ('im only after qualifyin last year'): newly qualified, not years counted from qualifying.
  'only after qualifying': 'newly qualified', 'just after qualifying': 'newly qualified', 'im after qualifying': 'im newly qualified',
  "i'm after qualifying": "i'm newly qualified", 'i am after qualifying': 'i am newly qualified', 'only after qualifyin': 'newly qualified',
  'just after qualifyin': 'newly qualified', 'im after qualifyin': 'im newly qualified',
  // Tax by its collector's nickname ('is that before the taxman gets his cut').
  // A job found, in Irish usage ('if i get sorted somewhere').
  'get sorted somewhere': 'get a job somewhere', 'got sorted somewhere': 'got a job somewhere', 'sorted somewhere else': 'a job somewhere else',
  // Deleted in Irish usage ('can i get ye to bin it', 'bin my cv').
  'bin it': 'delete it', 'bin my cv': 'delete my cv', 'bin my details': 'delete my details', 'bin my data': 'delete my data',
  'the taxman gets his cut': 'tax', 'the taxman takes his cut': 'tax', 'taxman gets his cut': 'tax', 'taxman takes his cut': 'tax',
  // Part-qualified beside a comparison ('pq vs bookkeeper startin out'), as an accounts assistant is read above.
  'pq vs': 'part qualified vs', 'pq v': 'part qualified v', 'pq or': 'part qualified or', 'vs pq': 'vs part qualified', 'v pq': 'v part qualified', 'or pq': 'or part qualified',
  // An organisation's size in words ('if we grow to a couple of hundred staff').
  'a couple of hundred': '200', 'a couple hundred': '200', 'a few hundred': '300',
  mb: 'megabytes', mbs: 'megabytes', megs: 'megabytes', meg: 'megabytes',
  // Words voice typing writes as others that sound the same ('when ive got to years done', 'whats the air code').
  'to years': 'two years',
  'air code': 'eircode', 'u s gap': 'us gaap', 'us gap': 'us gaap',
  // 'wear' dictated as 'where' ('what should i where to it').
  'should i where': 'should i wear', 'what to where': 'what to wear', 'do i where': 'do i wear', 'i where to': 'i wear to',
};

/**
 * People close to a visitor, told by their role ('my husband is a financial controller', 'my boss is an acca'): who they are does not
 * make what is asked beside it the site's, as the visitor's own role does not.
 */
export const closePeople = [
  'husband', 'wife', 'partner', 'boss', 'manager', 'brother', 'sister', 'son', 'daughter', 'friend', 'dad', 'father', 'mum', 'mom', 'mother',
  'colleague', 'cousin', 'uncle', 'aunt', 'niece', 'nephew', 'girlfriend', 'boyfriend', 'fiance', 'fiancee', 'fiancé', 'fiancée', 'flatmate',
  'housemate', 'neighbour', 'neighbor',
] as const;

/**
 * Work outside accounting and finance that visitors ask the agency about ('any jobs in retail'): never read as a
 * misspelling of a word of the site ('retail' is not 'retain'), so it stays a subject the site has no content for.
 */
export const outsideScopeWords = [
  'retail', 'hospitality', 'construction', 'healthcare', 'nursing', 'catering', 'warehouse', 'logistics', 'marketing',
  'sales', 'engineering', 'childcare', 'cleaning', 'security', 'driving', 'farming', 'beauty', 'fitness',
  'chef', 'chefs', 'cook', 'barista', 'electrician', 'plumber', 'carpenter', 'mechanic', 'cleaner', 'cleaners',
  // Shops and what they sell ('any shops in dundrum that do cheap suits' after what to wear to an interview).
  'shop', 'shops', 'shopping',
  // Subjects of a visitor's life outside the field, which share words with the site ('hours', 'weekend', 'exam', 'interview', 'fees'):
  // church, the weather, school exams, the Gardai's own recruitment, state training schemes, childcare. A phrase is matched whole.
  'mass', 'church', 'weather', 'rain', 'leaving cert', 'leaving certificate', 'junior cert', 'junior certificate', 'cao', 'garda interview', 'garda trainee', 'join the gardai',
  'springboard', 'creche', 'phone wont charge', "phone won't charge", 'phone will not charge', 'battery', 'charger', 'minimum wage', 'national minimum wage',
  // The economy's own figures ('whats the inflation rate this month'), not what employers give: the site has no such figure.
  'inflation rate', 'rate of inflation', 'consumer price index', 'cpi',
  // The state's pension scheme for employers and advice on one's own pension ('auto-enrolment', 'a financial adviser to sort out my pension').
  'auto enrolment', 'auto enrollment', 'pension for everyone', 'state pension', 'pension age', 'interest rates', 'interest rate', 'ecb', 'hasnt paid me', "hasn't paid me", 'not been paid', 'unpaid wages', 'greenfly', 'roses', 'garden', 'solicitor', 'the train from', 'the train to', 'train from', 'the bus from', 'the bus to', 'pension for all their staff', 'pension for all staff', 'financial adviser', 'financial advisor', 'sort out my pension', 'sort my pension',
  // Software a business buys ('which accounting package is cheapest for a sole trader'): a product, not work of the field.
  // A business's accounting work done for it as a service ('could you run our payroll', 'a bookkeeping service'): the agency recruits, it does not do the work.
  'run our payroll', 'run the payroll', 'run my payroll', 'you run payroll', 'you do payroll', 'you do our payroll', 'you do my payroll', 'doing the payroll myself', 'do the payroll myself', 'doing payroll myself', 'outsource our payroll', 'outsource the payroll', 'payroll bureau', 'payroll service', 'bookkeeping service',
  // The weather's forecast ('whats the forecast for the weekend'), food and cooking ('cheap dinners for the kids'), and study outside the field ('a masters in data science').
  'weather forecast', 'forecast for the weekend', 'forecast for tomorrow', 'forecast for today', 'weekend forecast', 'dinner', 'dinners', 'recipe', 'recipes', 'data science',
  'payroll software', 'accounting software', 'bookkeeping software', 'accounts software', 'accounting package', 'accounts package', 'payroll package',
  // Setting up a business's own payroll ('how do i set up payroll for my cafe'), and finding an accountant to do a business's accounts
  // ('can you recommend an accountant for my small business'): services the agency does not sell, not a hire.
  'set up payroll', 'set up a payroll', 'setting up payroll', 'set up the payroll',
  'recommend an accountant', 'recommend a good accountant', 'recommend a bookkeeper', 'find an accountant', 'accountant near me', 'do my accounts', 'do my books',
  // Homes and their prices ('whats the price of a house in limerick'): a price the site never names.
  'house price', 'house prices', 'price of a house', 'price of houses', 'buy a house', 'buying a house',
  // A day off asked of one's own boss ('how do i ask him for a day off'), and a gym's offers ('a discount on gym membership').
  'day off', 'days off', 'gym',
  // Leave the law sets, asked for itself ('how many weeks maternity leave do i get'); told as the visitor's situation it is no subject.
  'maternity leave',
  // A family's fees for schooling ('how are school fees structured in ireland'), not the agency's.
  'school fees', 'college fees',
  // A trade's business ('the bookkeeping for my small plumbing business'), walks and hikes ('any good walks in wicklow'), and a
  // visitor's own money put into shares or borrowed ('is it worth buying shares in a bank', 'i need a personal loan'). Phrases, not
  // 'walks' or 'shares' alone: a hire 'walks out', a 'share of vacancies'.
  'plumbing', 'good walks', 'nice walks', 'hill walking', 'hillwalking', 'hike', 'hikes', 'hiking',
  'buy shares', 'buying shares', 'sell shares', 'selling shares', 'stock market', 'personal loan',
] as const;

/**
 * Other organisations whose details visitors ask Aine for ('whats the phone number for revenue', 'what time do the revenue
 * offices open'): the agency's contact details, hours and about pages answer only for the agency.
 */
export const otherOrganisations = [
  'revenue', 'revenue commissioners', 'citizens information', 'intreo', 'social welfare', 'companies registration office', 'cro',
  'hmrc', 'passport office', 'embassy', 'garda station', 'hse', 'county council', 'tax office',
  // Local services and transport ('what time does my gp close on fridays', 'what time is the last train from cork to dublin').
  'gp', 'doctor', 'dentist', 'pharmacy', 'chemist', 'post office', 'credit union', 'library',
  'last train', 'first train', 'next train', 'train times', 'irish rail', 'bus eireann', 'dublin bus', 'luas',
  // Others' licences ('how much is the tv licence fee').
  'tv licence', 'tv license', 'television licence', 'driving licence', 'driving license',
] as const;

/**
 * Words by which a message addresses the agency ('are you open on saturday', 'your phone number'): the agency's contact
 * details and hours answer a message with a thing the site never names only when it addresses the agency, not 'what time
 * is the last bus to limerick'. `askingPhrases` are the polite openings whose 'you' asks Aine to tell rather than naming
 * the agency ('can you tell me what time the pharmacy opens').
 */
export const agencyAddressWords = {
  // A meeting in person asked for ('could I meet someone face to face') is asked of the agency's people.
  words: ['you', 'your', 'yours', 'yourselves', 'ledgerline', 'agency', 'recruiter', 'recruiters', 'aine', 'team', 'face to face', 'in person', 'meet someone'],
  askingPhrases: ['can you tell me', 'could you tell me', 'would you tell me', 'can you let me know', 'do you know', 'would you know', 'can you check', 'any idea'],
} as const;

/**
 * Work a visitor asks Aine to do rather than a question about the site ('write a poem about month end', 'can you
 * translate our job ad'): Aine answers from the site's content and does no such work. `always`: work never in scope,
 * whatever it is about, opening the message ('write…', 'can you write…'); `unlessSubject`: only when asked of Aine ('can
 * you book…': alone they open questions or name things, 'do you recruit…', 'book keeper'), and not when the request names
 * a role, a qualification or an amount of the site ('can you do the fee on 50k'). Neither when asked to be readied ('prepare me for').
 * `messaging`: like `always`, but a message to the visitor or the agency ('text me', 'whatsapp you') is no such command.
 */
export const taskRequestVerbs = {
  always: ['write', 'draft', 'compose', 'translate', 'proofread', 'rewrite', 'generate', 'solve', 'fix', 'code', 'tell me a joke', 'tell us a joke', 'tell me a story', 'sing'],
  /**
   * Commands for a phone's other apps ('text mam im on the way'); not when the visitor asks to be reached ('text me when a job
   * comes up'). Not 'whatsapp': alone it asks for the agency's WhatsApp.
   */
  messaging: ['text'],
  unlessSubject: ['prepare', 'recommend', 'do', 'book', 'create', 'design', 'plan', 'organise', 'organize', 'file', 'fill in', 'fill out'],
} as const;

/**
 * Languages a visitor may ask Aine to translate into ('whats the irish for thank you', 'how do you say invoice in french'):
 * a translation is work she does not do, whatever the word.
 */
export const translationLanguages = ['irish', 'gaelic', 'french', 'german', 'spanish', 'italian', 'polish', 'portuguese'] as const;

/**
 * How visitors ask to be taught a technique ('explain ifrs 16 lease accounting', 'how do i calculate wacc for my afm exam'):
 * no page of the site teaches accounting, so asked of a subject the site has no words for, Aine declines.
 */
export const teachingRequestPhrases = [
  'explain', 'teach', 'teach me', 'step by step', 'double entry', 'journal entry', 'how do i calculate', 'how to calculate',
  'how do i run', 'how do i do', 'how do i actually do', 'how do i account for', 'the answers to', 'answers for',
] as const;

/** Job titles whole in one word that the salary guide lacks ('what does the ceo get paid'): roles, though no word qualifies them. */
export const standaloneJobTitles = ['ceo', 'coo', 'cto', 'cio', 'cmo', 'receptionist', 'secretary', 'pharmacist', 'architect'] as const;

/** Head words of job titles: 'tax manager' names a role even though the salary guide lacks it. */
export const jobTitleHeads = [
  'manager', 'director', 'officer', 'analyst', 'accountant', 'engineer', 'developer', 'consultant', 'specialist',
  'administrator', 'executive', 'clerk', 'partner', 'lead', 'head', 'controller', 'auditor', 'advisor', 'adviser',
  'associate', 'assistant', 'actuary', 'economist', 'trader', 'nurse', 'teacher', 'scientist',
] as const;

/**
 * The words visitors use for each section of a qualification's facts: one index document per
 * qualification and section, and the section a question asks for (a slot a follow-up carries).
 */
export const qualificationSectionSynonyms = {
  fees: [
    'fee', 'fees', 'cost', 'price', 'how much is', 'how much are', 'how much to', 'set me back',
    // Money kept for them ('how much should I put aside for the exams').
    'put aside', 'set aside',
    'expensive', 'cheap', 'cheaper', 'cheapest', 'costly', 'pricier', 'dearer', 'afford', 'pay for', 'subscription',
    'charge', 'money', 'budget', 'euro', 'pay every year', 'yearly fee', 'a grand',
  ],
  dates: [
    'when', 'date', 'dates', 'sitting', 'session', 'window', 'deadline', 'schedule', 'calendar', 'timetable', 'result',
    'results', 'next exam', 'register by', 'ahead', 'in advance', 'book', 'repeat', 'resit', 'spring', 'autumn', 'month', 'held', 'take place', 'happen',
    // How many sittings a year ('only working part time so i want to spread out the acca exams, how often in the year can i sit them').
    'how often can', 'how often in the year', 'times a year', 'times in the year', 'how many sittings', 'spread out', 'space out',
  ],
  exams: [
    'how many exams', 'how many papers', 'how many tests', 'how many modules', 'how many levels', 'how many stages',
    'how many subjects', 'number of exams', 'exam', 'exams', 'paper', 'papers', 'module', 'modules', 'level', 'levels',
    'subject', 'subjects', 'structure', 'structured', 'elective', 'electives', 'option', 'options', 'objective test',
    'case study', 'stage', 'stages', 'syllabus',
    'made up of', 'consist',
    // What a part holds ('whats on the strategic level, the last bit' after CIMA's fees): its papers, not the previous question of it.
    'what is on the', 'what is in the',
  ],
  requirements: [
    'requirement', 'requirements', 'require', 'experience', 'eligible', 'eligibility', 'entry', 'membership', 'member',
    'degree', 'training contract', 'become', 'pqe', 'need to', 'need', 'needed', 'prerequisite', 'level 8', 'admitted', 'admission', 'admit',
    // Where someone new to the qualification begins ('never went to college, can i still do cima? where would i start').
    'where would i start', 'where do i start', 'where to start', 'starting point',
  ],
  duration: ['how long', 'duration', 'how many years', 'how many months', 'take to', 'time to complete', 'quickest', 'length',
    // Whether the experience runs after the exams or alongside them, which the duration says ('can i do both at once').
    'alongside', 'at the same time', 'both at once', 'at once', 'while studying', 'while i study', 'after the exams', 'before the exams'],
  website: ['website', 'link', 'url', 'official site', 'awarding body', 'who awards', 'body', 'institute', 'organisation', 'who runs'],
  study: ['study resources', 'study tips', 'how to study', 'tip', 'tips', 'revision', 'tuition', 'course', 'material', 'prepare for the exam', 'studying'],
  exemptions: ['exemption', 'exemptions', 'exempt'],
  centres: ['exam centre', 'exam centres', 'test centre', 'centre', 'centres', 'where can i sit', 'where do i sit', 'venue', 'sit the exam', 'from home', 'at home', 'remotely'],
  careers: ['career', 'careers', 'lead to', 'open doors', 'end up in', 'end up working in', 'end up as', 'in industry', 'outside practice', 'outside of practice', 'not in practice', 'worth it', 'pointless'],
  overview: ['about', 'what is', 'tell me about', 'overview', 'information', 'info'],
} as const;

/** The words visitors use for each part of what the agency says about itself (one index document each). */
export const aboutSectionSynonyms = {
  licence: ['licence', 'license', 'licensed', 'registered', 'legit', 'employment agency licence', 'regulated'],
  team: ['team members', 'meet the team', 'staff', 'founder', 'founders', 'founded', 'owner', 'owns', 'who owns', 'who runs', 'runs the agency', 'run the agency', 'directors', 'who started', 'people behind',
    'junior consultant', 'senior consultant', 'point of contact', 'my contact', 'account manager', 'directors behind', 'behind the agency', 'runs this place', 'runs the place', 'handle our account', 'junior resourcer',
    'dealing with', 'big team', 'size of the team'],
  approach: ['pillars', 'approach', 'how do you work', 'philosophy', 'values'],
  process: [
    'process', 'recruitment process', 'hiring process', 'steps', 'next step', 'what happens next', 'what happens after', 'brief', 'employers', 'employer', 'services for employers',
    'offer employers', 'how does it work', 'run a search', 'start to finish', 'walk me through', 'first thing', 'engage you', 'once we engage', 'after that', 'then what',
    'every candidate', 'interview every candidate', 'sending candidates',
    // Their CVs sent on to the employer after the interview ('do you interview candidates before sending cvs').
    'sending cvs', 'sending on cvs', 'screen candidates', 'vet candidates', 'keep in touch', 'stay in touch', 'touch after someone starts', 'after the start date',
    'aftercare', 'after they start', 'hire starts', 'disappear', 'check in with the hire',
    // An employer new to agencies ('we've never used a recruiter, how does it work if we want an FC').
    'never used a recruiter', 'never used an agency',
    // Where the candidates come from, which the talent search step says ('how do you find people, is it just job boards').
    'job boards',
  ],
  /** What employers get from working with the agency (the employers page's benefits and the Partner With Us page). */
  employers: ['shortlist', 'forward cvs', 'forward on cvs', 'forward cv', 'pile of cvs', 'load of cvs', 'last crowd', 'vetting', 'vetted', 'screening', 'interview the candidates', 'interview candidates', 'candidates interviewed', 'meet them', 'met them', 'met the candidates', 'met candidates', 'met the people', 'seen the candidates', 'work directly', 'partner with us',
    // Whether the agency itself meets or interviews them ('do ye actually interview people before sending them on', 'do you meet candidates yourselves').
    'interview people', 'meet candidates'],
  trackRecord: [
    'track record', 'placed', 'placement made', 'review', 'google', 'rating', 'rated', 'member of',
    'recruitment body', 'professional body', 'federation', 'accredited', 'accreditation', 'reputation',
  ],
  /** The tax professionals the agency places (the CTA page's 'Thinking About a Career in Tax?'). */
  tax: ['tax manager', 'tax managers', 'tax director', 'tax senior', 'tax partner', 'tax people', 'tax professionals', 'tax roles', 'tax jobs', 'tax staff', 'tax candidates', 'tax recruitment', 'place tax', 'recruit tax', 'tax side'],
  // Whether a current employer learns of a search ('if i register with you does my boss find out'): the CV is never sent without permission.
  promise: ['promise', 'boss find out', 'find out', 'register with you', 'interviews you send me to', 'put me forward', 'hear back', 'ghost', 'ghosted', 'keep me updated', 'keep me posted', 'without my permission', 'without asking', 'without asking me', 'honest advice',
    // Sent on behind the visitor's back ('do ye share my details with employers without telling me').
    'without telling me', 'without telling', 'without my knowledge', 'without me knowing', 'behind my back',
    // The boss learning of it ('my boss cant know im lookin'); not 'keep it quiet', which indexes 'quiet' alone, said of anything
    // ('is the gym quiet in the mornings').
    'boss know'],
  agency: [
    'about you', 'agency', 'recruitment agency', 'why choose', 'why use you', 'what makes you different', 'what do you do', 'services',
    'nationwide', 'whole country', 'all over ireland', 'down the country', 'around the country', 'specialise', 'only recruit', 'only accounting', 'only do', 'only deal', 'finance recruitment',
    'other areas', 'other sectors', 'other industries', 'permanent', 'permanent roles', 'contract roles', 'contract work', 'temporary', 'temp roles', 'temp work', 'temp', 'interim',
  ],
} as const;

export type AboutSection = keyof typeof aboutSectionSynonyms;

/**
 * The words visitors use for each market figure and kind of market question (the market statistics'
 * ids, the regional shares, the time to hire, the skills in demand, an overview).
 */
export const marketQuestionSynonyms = {
  'job-market-growth': ['growth', 'growing', 'vacancy', 'how many jobs', 'busy', 'demand for jobs', 'more jobs', 'fewer jobs', 'year on year', 'demand up', 'demand rising', 'demand growing',
    'grow', 'jobs than last year', 'vacancies than last year', 'demand for accountants', 'demand for staff', 'grown', 'number of jobs', 'jobs grown',
    // Whether it is a time to look ('is now a good time to be job hunting in accounting or is everyone tightening the belt').
    'job hunting', 'tightening', 'tighten the belt', 'tightening the belt', 'cutting back', 'slowing down',
      // How much work there is ('is there loads of work out there for accountants or has it gone quiet'); not 'quiet' alone, which is
      // said of anything ('is there a quiet time to go to ikea').
      'loads of work'],
  'average-salary-increase': [
    'salary increase', 'salary growth', 'pay rise', 'raise', 'salary rise', 'pay increase', 'wage growth', 'salaries rising',
    'salary going up', 'salaries gone up', 'salaries go up', 'salaries went up', 'offering more money', 'offer more money', 'offered salaries',
    'pay rising', 'pay going up', 'paying more', 'biggest jump', 'biggest increase', 'largest increase', 'biggest rise', 'going up', 'gone up',
    // Still rising ('are finance salaries still rising'): the pairs of 'salaries rising', no word of their own.
    'salaries still rising', 'salary still rising', 'pay still rising', 'wages still rising',
    // Offers made to people who move ('are people getting bigger offers when they move').
    'bigger offers', 'better offers', 'higher offers',
  ],
  'remote-positions': ['remote', 'hybrid', 'work from home', 'working from home', 'flexible', 'office', 'remote work', 'remote working', 'remote jobs', 'remote roles',
    'jobs are remote', 'jobs are fully remote', 'fully remote jobs', 'roles are remote'],
  regional: ['region', 'regional', 'spread', 'spreading', 'where are the jobs', 'where are most jobs', 'which city', 'which county', 'city', 'county', 'most jobs', 'location', 'outside dublin', 'percent of jobs', 'percentage of jobs', 'percent of finance',
    'share of jobs', 'share of finance jobs', 'jobs are based', 'jobs based in', 'elsewhere', 'looking elsewhere', 'most of the jobs', 'where are most', 'where is most', 'relocate', 'relocating', 'relocation'],
  timeToHire: ['time to hire', 'how long to hire', 'how long does it take', 'how long will it take', 'how fast', 'how quickly', 'how quick', 'time to fill', 'how long to fill', 'take to fill', 'fill a role', 'fill a vacancy', 'hiring time', 'week',
    'hiring take', 'hiring takes', 'hire take', 'hire takes', 'takes forever', 'take forever', 'end to end'],
  demand: ['skill', 'in demand', 'sought after', 'crying out for', 'desperate for', 'snapped up', 'shortage', 'ai replace', 'replaced by ai', 'automation', 'power bi', 'sap', 'demand', 'hot', 'technology', 'digital', 'ai', 'erp', 'which role', 'what role',
    'skills employers', 'employers want', 'employers after', 'employers looking for', 'hard to find', 'difficult to find', 'struggling to find', 'hard to hire', 'difficult to hire'],
  overview: [
    'overview', 'summary', 'summarise', 'general', 'state of', 'how is the', 'how the', 'what is happening', 'what happening',
    'key figure', 'key stat', 'all the stat', 'outlook', 'trend', 'like at the moment', 'like right now',
    // How fresh the figures are, which the overview's heading says ('auto-updated quarterly'): 'how often are your market numbers updated'.
    'how often are', 'updated', 'refreshed', 'up to date', 'how current', 'market numbers', 'market figures', 'market data',
  ],
} as const;

/** The words that ask about the premium of an industry specialisation. */
export const specialisationSynonyms = [
  'specialisation', 'specialization', 'specialism', 'industry', 'sector', 'financial service', 'pharma', 'life science',
  'technology', 'tech', 'ifrs', 'us gaap', 'gaap', 'fund', 'bank',
  // An employer of the sector named for the move ('moving from a hotel group to a fund administrator, will my salary jump').
  'fund administrator', 'fund administration', 'funds',
] as const;

/** The words of the kinds of salary question that name no role: the guide's extremes, pay while studying, the average rise. */
export const salaryQuestionSynonyms = {
  highest: ['highest paid', 'best paid', 'highest paying', 'most money', 'top paying', 'highest salary'],
  lowest: ['lowest paid', 'lowest paying', 'least money', 'lowest salary', 'starting salary', 'entry level salary'],
  studying: ['trainee', 'student', 'studying', 'part qualified', 'training contract', 'while i study', 'before i qualify'],
  average: ['average', 'increase', 'rise', 'rising', 'growth', 'gone up', 'go up', 'going up', 'went up'],
  /**
   * How much pay rose, asked of the average ('did salaries for accountants go up much this year, on average', 'what % are salaries
   * going up by on average'): the market's average increase, for a role named without a level as for none. Both lists must match.
   */
  averageRise: ['go up', 'gone up', 'going up', 'went up', 'risen', 'rose', 'rise', 'rising', 'increase', 'increased', 'increasing'],
  onAverage: ['average', 'on average'],
  premium: ['financial service', 'pharma', 'technology', 'tech', 'ifrs', 'us gaap', 'specialisation', 'premium'],
  /** Pay asked by the hour or the day ('what do bookkeepers earn per hour'): the guide's figures are annual, which the answer says. */
  hourly: ['per hour', 'an hour', 'hourly', 'hourly rate', 'per day', 'day rate', 'daily rate', 'a day rate'],
  /**
   * Who is paid: the hire ('what should i pay them') asks the role's salary, the agency ('how much must we pay you') its fee.
   * Beside a role, a question paying the hire and not the agency is about pay, whatever else its words name ('take on').
   */
  payingTheHire: ['pay them', 'pay him', 'pay her', 'pay someone', 'pay the person', 'pay the hire', 'pay the new', 'offer them', 'offer him', 'offer her',
    // A job that pays pays the hire ('what do accounts assistant jobs pay starting out').
    'jobs pay', 'job pay', 'jobs paying', 'job paying', 'roles pay', 'role pay', 'positions pay', 'position pay',
    // Which of two roles pays the hire more ('just qualified: fc job or financial accountant job, which pays more').
    'which pays more', 'which pays better', 'which pays best', 'which one pays more', 'which one pays better',
    // What a hire would cost in pay ('would a group financial controller come in cheaper for a company our size').
    'come in cheaper', 'come in at less', 'cost us less',
    // The difference in what two hires would cost ('is there much of a cost difference between an fd and a cfo for us').
    'cost difference', 'difference in cost', 'cost more or less',
    // The visitor's own pay, asked as the hire's ('whats the going rate for someone like me').
    'someone like me', 'people like me', 'person like me', 'my rate', 'rate for me',
    // What an employer offers the hire ('hiring fc cork 6+ yrs, what do we need to offer').
    'need to offer', 'we offer', 'should offer', 'have to offer them'],
  /** A salary held up to a role in words of fairness ('is 60k fair for a financial controller'): its pay, not the fee for it. */
  judgingFigure: ['fair', 'unfair', 'reasonable', 'decent', 'about right', 'normal', 'too low', 'too high', 'low for', 'high for', 'good for'],
  // The visitor's own cost with the agency unnamed ('and do I pay anything', 'would she have to pay anything', 'and I pay nothing myself, right?').
  payingTheAgency: ['pay you', 'pay yous', 'pay ye', 'pay ya', 'pay u', 'owe you', 'charge us', 'charge me', 'do i pay anything', 'have to pay anything', 'i pay nothing'],
  /** A move from one role to another ('been an FC for years and the MD is making me FD'): the pay asked is the new role's. */
  roleChange: ['making me', 'made me', 'promoted to', 'promoting me to', 'promotion to', 'step up to', 'stepping up to', 'move up to', 'moving up to', 'becoming', 'taking over as',
    // An employer bringing in a hire in place of whoever does the work now ('our bookkeeper does it all, thinking of hiring an FC').
    'bringing in', 'bring in', 'hiring', 'taking on'],
} as const;

/** The words of each part of an hours, contact, privacy or "who are you" question (the templates pick the parts asked). */
export const agencyQuestionSynonyms = {
  weekend: ['weekend', 'saturday', 'sunday', 'bank holiday', 'public holiday'],
  holiday: ['holiday'],
  evening: ['evening', 'late', 'after work', 'after 6', 'night',
    // The end of the visitor's working day ('i finish work at 6, is anyone there after that').
    'finish work', 'finish at'],
  phone: ['phone', 'telephone', 'number', 'call', 'ring', 'rang', 'rung', 'mobile', 'number to call'],
  email: ['email', 'e mail', 'mail'],
  whatsapp: ['whatsapp', 'text', 'message'],
  address: ['address', 'located', 'location', 'where are you', 'office', 'your office', 'actual office', 'postal', 'eircode', 'visit', 'based', 'drop in', 'drop off', 'by hand', 'hand deliver', 'bring it in'],
  social: ['social', 'linkedin', 'instagram', 'tiktok', 'handle', 'follow you', 'company page'],
  /** Sending the agency a document ('where do I send a job spec', 'can I whatsapp you the job description'): its channels. */
  sendDocument: ['send a job spec', 'send the job description', 'send a job description', 'whatsapp you the job description', 'email you the job spec', 'send a vacancy', 'send the brief to', 'send you a job spec', 'send you the job spec', 'send you a vacancy', 'send you the vacancy'],
  /** The kinds of placement asked about ('do you do contract roles or only permanent'): the terms' description of our services. */
  placementTypes: ['permanent', 'contract roles', 'contract work', 'temporary', 'temp roles', 'temp work', 'temp', 'interim',
    // A contract to fill a gap ('can ye help us with cover for 6 months', 'do you do contract placements as well as permanent').
    'contract placements', 'contract placement', 'contract staff', 'contractor', 'contractors', 'maternity cover', 'help us with cover for'],
  /**
   * Whether the agency recruits work beside accounting and finance: the verbs asking it to take a role on ('do you recruit marketing
   * people too', 'could you handle both'), and the field's words after 'only' ('do yous only do accountancy jobs or other stuff too').
   */
  recruitingScope: {
    verbs: ['recruit', 'recruiting', 'place', 'placing', 'handle', 'fill', 'source', 'find'],
    field: ['accounting', 'accountancy', 'accountant', 'accountants', 'finance', 'financial'],
  },
  /** Whether the visitor may take a job, by nationality or permit ('not an EU citizen, can I still apply'): the application form asks. */
  eligibility: ['visa', 'citizen', 'citizenship', 'non eu', 'work permit', 'permit', 'stamp', 'right to work', 'sponsor', 'sponsorship'],
  /** Where the agency works, asked without a place's name ('jobs down the country', 'outside the capital'). */
  nationwide: ['country', 'nationwide', 'national', 'all over', 'outside dublin', 'outside of dublin', 'beyond dublin', 'only dublin', 'only in dublin', 'just dublin', 'rural', 'too far', 'far out'],
  meet: ['meet', 'face to face', 'in person', 'online', 'virtual', 'virtually', 'actual office', 'physical office', 'come out', 'come to our site', 'come to our office', 'come out to us', 'visit us',
    // A visit to the employer's premises ('could one of your team visit our site in tullamore').
    'visit our site', 'visit our office'],
  /** An employer speaking for the business ('would we hear back'): a reply asked in these words is the vacancy guarantee's. */
  employerVoice: ['we', 'us', 'our company', 'our vacancy', 'our role'],
  replyTime: ['get back to', 'reply', 'replies', 'respond', 'hear back', 'how quick', 'how quickly', 'how fast', 'how soon', 'how long', 'response time', 'reply time', 'typical response', 'reply to candidates'],
  assistantData: ['chat', 'conversation', 'aine', 'message', 'ai', 'united state', 'us', 'america', 'transfer', 'what i type', 'processed', 'recorded', 'recording'],
  retention: ['how long', 'keep', 'hold', 'retain', 'retention', 'store', 'stored', 'delete', 'erase', 'hang on to', 'hold on to', 'forever', 'my details'],
  rights: ['right', 'delete', 'erase', 'access', 'gdpr', 'correct', 'portability', 'copy', 'on file', 'see what you have', 'what you have on me', 'have on me', 'consent'],
  /** Who a candidate's CV and details are shown to ('who actually sees my cv'). */
  sharing: ['who sees', 'sees my cv', 'see my cv', 'who gets to see', 'who can see', 'who will see', 'who looks at', 'shared with', 'share my', 'pass my cv', 'send my cv', 'sell my', 'third part', 'pass my details', 'pass on my details', 'send my details'],
  complaint: ['complain', 'complaint', 'not happy', 'unhappy', 'regulator', 'data protection commission', 'concern'],
  sensitive: ['pps', 'ppsn', 'sensitive', 'bank detail', 'health', 'card number', 'account number'],
  model: ['gpt', 'chatgpt', 'openai', 'language model', 'llm', 'powered by', 'model', 'running on', 'built on', 'what ai', 'ai company', 'makes you', 'made you', 'built you'],
  whatIsAine: ['bot', 'human', 'real', 'robot', 'person', 'ai', 'program', 'automated', 'mistake', 'mistakes', 'trust', 'accurate', 'who are you', 'what are you', 'your name', 'who made you', 'who built you', 'gpt', 'chatgpt', 'model', 'openai'],
} as const;

/** The words of the finer questions about a qualification: which fee (by a word of its label), which exam window, a choice. */
export const qualificationQuestionSynonyms = {
  /**
   * Words asking what the exams are made of: they never only qualify a fee or a date as 'exam' does ('exam fees'), so with a
   * month or a date word beside them ('starting cap1 in the autumn, which subjects are in it') the exams are still asked.
   */
  examContents: ['subject', 'subjects', 'syllabus', 'made up of', 'consist', 'consists', 'elective', 'electives', 'what is covered', 'topics'],
  /** A fee item or exam level is asked for when its label contains the key and the question one of the words. */
  labelWords: {
    registration: ['registration', 'register', 'registering', 'sign up', 'signing up', 'join', 'enrol', 'enroll', 'enrolling', 'joining'],
    subscription: ['subscription', 'annual', 'yearly', 'every year', 'each year', 'per year', 'membership fee'],
    // The first exams of each qualification ('the first acca exams are cheap at least?'): CAP1, Applied Knowledge, the Certificate.
    cap1: ['cap1', 'cap 1', 'first exam', 'first level', 'first paper', 'first stage'],
    cap2: ['cap2', 'cap 2'],
    fae: ['fae', 'final admitting'],
    certificate: ['certificate', 'cert', 'cba', 'first exam', 'first level', 'first paper', 'first stage'],
    taxation: ['tax paper', 'tax exam', 'tax module'],
    'applied knowledge': ['applied knowledge', 'first exam', 'first level', 'first paper', 'first stage'],
    'applied skills': ['applied skill'],
    'strategic professional': ['strategic professional', 'final level'],
    ethics: ['ethic', 'ethics module', 'epsm'],
    'objective test': ['objective test', 'ot exam', 'ot'],
    'case study': ['case study', 'case studies'],
  },
  objectiveTests: ['objective test', 'ot', 'objective'],
  caseStudies: ['case study', 'case studies', 'case'],
  deadlines: ['deadline', 'register', 'registration', 'book', 'enter', 'entry'],
  options: ['option', 'elective', 'choose'],
  /**
   * The title a member puts after their name ('what letters do i get to put after me name when cima is done'): what the qualification
   * awards, which its overview says; a 'when' beside it is when the qualification is done, not an exam date.
   */
  designation: ['designation', 'letters after', 'put after', 'after my name', 'after me name', 'after your name', 'after their name'],
  /** A follow-up asking for the level or stage after the one discussed. */
  nextPart: ['next one', 'next stage', 'next level', 'next part', 'one after', 'after that'],
  /** Comparing the qualification discussed with another one named ('the difference between that and the aca'). */
  comparing: ['difference between', 'compare', 'compared', 'versus', 'vs', 'differ from', 'different from'],
  choosing: ['which', 'best', 'should i', 'choose', 'better', 'recommend', 'difference'],
  /**
   * Words just before or after a qualification's name saying the visitor already holds it ('I am ACCA qualified',
   * 'I qualified ACA years ago'): beside another qualification, the held one is who asks, the other what is asked about.
   * So is one the visitor studies ('CIMA student about to qualify'), beside a role whose pay is asked.
   */
  heldBefore: ['qualified', 'already', 'am', 'im', 'hold', 'finished', 'passed', 'completed'],
  heldAfter: ['qualified', 'member', 'holder', 'student'],
  /** Facts no page of the site gives: said honestly rather than answered with something nearby. */
  unpublished: ['pass mark', 'pass rate', 'passing score', 'percentage to pass', 'fail rate', 'how hard', 'difficulty', 'exemption fee'],
} as const;

/** The words that count an organisation's people after a number ('a 30 person company', '1,200 employees', '40 staff'); no known words of the index. */
export const headcountWords = ['person', 'people', 'staff', 'employee', 'employees', 'worker', 'workers', 'headcount', 'fte', 'ftes', 'strong'] as const;

/**
 * The organisations whose size a bare number after 'of' tells ('finance director for a company of 25', 'a smaller group of 70'): its
 * people, as a headcount word would. Not a team ('a team of 4' is the finance team, not the organisation).
 */
export const headcountOrganisationWords = ['company', 'firm', 'business', 'group', 'organisation', 'organization', 'outfit'] as const;

/**
 * The words that mark years as time away from work, before or after them ('been off 2 yrs', '3 years out', 'a career break of
 * 2 years'): they count no experience. 'Out of college' is time since college, which is experience, so 'out' is not followed by 'of'; after the years 'out' is
 * time since qualifying ('2 years out').
 * Words of the visitor's situation, not the site's: they are no known words of the index.
 */
export const timeAwayWords = {
  before: ['off', 'out', 'away', 'break', 'career break', 'out of work', 'at home', 'on leave', 'unemployed', 'travelling'],
  after: ['off', 'away', 'out of work', 'at home', 'break', 'career break', 'on leave', 'on maternity leave', 'unemployed', 'travelling', 'minding'],
} as const;
