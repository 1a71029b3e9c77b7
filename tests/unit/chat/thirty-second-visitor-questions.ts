// The THIRTY-SECOND set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 29 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// twenty-ninth and thirtieth sets and their tests (for the rules, format and builders, and to avoid
// repeating their wordings); never the engine (lambdas/), never any other set, and never ran Aine on
// these questions nor looked at what it answers.
//
// Persona and angle: A FIFTEENTH CROSS-SECTION: LONG MESSAGES WITH CONTEXT. Visitors who explain their
// situation before asking: two to four sentences of background, then the question (or the question
// first and the background after), with the facts that matter (role, level, years since qualifying,
// size of firm or company, salary) buried among ones that don't (their name, their age, their manager,
// a wedding, a house move, a child starting school, the number of stores or trucks, another city they
// are leaving). About a third are short messages, mostly the follow-ups. Employers describe their
// company (headcount, sector, city) before asking what to pay or what a hire through the agency costs.
// Irish usage ("ye", "yous", "the Leaving Cert", "articles", "fifth year", "the crèche", "my head is
// melted") and the odd typo. About 55% candidates at every stage (returners, trainees, the newly
// qualified, part-qualified, experienced accountants, a solicitor moving into tax), 30% employers
// (owners, HR, office and finance managers, a board member) and 15% others (parents, spouses,
// siblings, friends, people on the wrong website). Topics in proportion to what visitors ask: salaries
// by role, level and city the most, then placement fees, qualifications and exams (structure, dates,
// fees), market figures, contact and hours, interview tips, the agency's services, CV upload and
// privacy. About a fifth are follow-ups in short chains, two of them drifting off-topic; about 25
// off-topic questions, more than half of them near-misses that sound financial or recruitment-like and
// come with context of their own ("I'm an accountant myself, but this is about my own mortgage");
// five requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the twenty-ninth and thirtieth sets):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
//   Audit and C-suite levels are picked by firm or company size (small, mid-tier, large / Big 4;
//   for C-suite headcounts, under 50 small, 50 to 499 mid-size, 500 or more enterprise).
// - Comparison rule: a question comparing two roles at one level is right with both roles' bands for
//   that level, wrong with either role's other levels.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee; or,
//   asked of a base salary with a bonus on top, the fee on base plus bonus). No salary sits on a band
//   edge (€35,000 or €45,000).
// - Two questions in one message: the reply is right only with both answers.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, the minimum wage, payroll filings with Revenue,
//   mortgages, savings, investments, pensions advice, loans, immigration paperwork, company
//   formation and bookkeeping services, employment law, pay or jobs outside accounting and finance).
//   An off-topic reply must name "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.

import { agency } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { assistant, disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { interviewPreparationPage } from '#content/interview-tips';
import { privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaFacts, acaPage, accaFacts, cimaFacts, cimaKeyDatesFact, ctaFacts, ctaKeyDatesFact, ctaPage } from '#content/qualifications';
import { teamMembers } from '#content/team';
import { type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaper,
  ask,
  cimaPaper,
  compare,
  ctaSitting,
  ctaStageMonths,
  examGroup,
  feeAmount,
  offTopic,
  placementFee,
  presencePhrase,
  salary,
  salaryRow,
  says,
  specialisationPremium,
  tipPhrase,
  websiteHost,
} from './held-out-builders.ts';
import {
  ACA_MARK,
  ACCA_MARK,
  AUDIT_TIP,
  CIMA_MARK,
  closingTime,
  developmentBudget,
  esgPremium,
  FUNDS_TIP,
  hybridDays,
  inflationAdjustment,
  MIC_TIP,
  OFFER_TIP,
  openingTime,
  pensionMatch,
  PHARMA_TIP,
  processStep,
  qualifiedJob,
  remotePremium,
  TECH_TIP,
  trainee,
  weekdays,
} from './held-out-phrases.ts';
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, fee, pay, QA, regionShare, stat, SUPPORT, wrongBandFees } from './held-out-figures.ts';

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const lastCaseStudyWindow = cimaFacts.windows2025.caseStudies.at(-1);
if (!lastCaseStudyWindow) throw new RangeError('The CIMA windows changed: update the thirty-second set');
const cimaNovemberCaseStudy: string[] = cimaDatesPassed ? [websiteHost(cimaFacts.website)] : [lastCaseStudyWindow.display];
const ctaAutumnRegistration: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').registration];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const accaExperience = `${accaFacts.experienceMonths} months`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const whatsapp = websiteHost(agency.whatsappUrl);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;
const tiktok = agency.socialLinks.find((link) => link.network === 'tiktok');
const [niamh, conor] = teamMembers;
if (!niamh || !conor || !tiktok) {
  throw new RangeError('The team or the socials changed: update the thirty-second set');
}

/** The hand-over rule: the reply names who receives the question and asks for the visitor's name. */
function handOver(id: string, question: string): HeldOutQuestion {
  return { id, question, kind: 'hand-over', topic: 'hand-over', mustContain: [handoverRecipients, 'name'], mustNotContain: ['€'] };
}

export const thirtySecondVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Candidates who explain first: qualified accountants ------------------------------------------
  salary(
    'f32-s-fa-nq-moving-cork',
    "Hi, my name is Sorcha and I've just finished my training contract with a practice in Dublin. My partner got a job in Cork so we're moving down after Christmas. What would a financial accountant role pay someone newly qualified down there?",
    QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)],
  ),
  salary('f32-s-fa-then-4yrs', 'ok and if I stayed in that job, where would I be in about four years time?', QA, 'Financial Accountant', 1, [], 'f32-s-fa-nq-moving-cork'),
  ask(
    'f32-q-fa-then-fae-repeat',
    "Slightly different question - a friend of mine failed one of her FAE papers in September. When's the repeat sitting?",
    'qualifications', [acaSitting('FAE').repeat], [acaSitting('CAP2').repeat, ACCA_MARK], 'f32-s-fa-then-4yrs',
  ),

  salary(
    'f32-s-fc-7yrs-galway',
    "Bit of background: I've been financial controller for a hotel group in Galway for the last seven years, since I qualified with CIMA. My boss is retiring and I'm wondering whether to stay or move elsewhere. What's the going salary for an FC with my experience?",
    QA, 'Financial Controller', 2, [pay(QA, 'Management Accountant', 2)],
  ),
  salary(
    'f32-s-ma-4yrs-limerick-maternity',
    "I'm back from maternity leave next month and thinking it might be time for a change. I'm a management accountant, four years qualified, living just outside Limerick. What are management accountants on at my stage?",
    QA, 'Management Accountant', 1, [pay(QA, 'Financial Controller', 1)],
  ),
  salary('f32-s-analyst-nq-short', 'newly qualified financial analyst, salary?', QA, 'Financial Analyst', 0, [pay(QA, 'Financial Controller', 0)]),
  salary(
    'f32-s-ia-8yrs-review',
    "What should an internal auditor with 8 years PQE be earning? Asking because I'm up for my annual review in January and my manager keeps saying the budget is tight. I'm based in Dublin, in a bank.",
    QA, 'Internal Auditor', 2, [pay(QA, 'Financial Controller', 2)],
  ),
  salary(
    'f32-s-analyst-4yrs-software',
    "I qualified ACCA four years ago and I've been in the FP&A team of a software company in Sandyford since. My manager left in October and I've been covering his work with no extra pay. What does a financial analyst at my level usually earn?",
    QA, 'Financial Analyst', 1, [pay(QA, 'Financial Controller', 1)],
  ),
  salary('f32-s-ma-6yrs-short', 'managment accountant 6 yrs pqe galway salary', QA, 'Management Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  salaryRow(
    'f32-s-fc-row-career',
    "I'm a second year trainee in a mid-tier firm and I'm trying to plan out the next ten years. Eventually I'd like to be a financial controller. What does an FC earn at each stage, from newly qualified up to 5+ years?",
    [QA, 'Financial Controller'], [QA, 'Financial Accountant'],
  ),
  compare(
    'f32-s-fa-vs-fc-4yrs',
    "Two jobs came up at once and I'm moving house the same week, so my head is melted. Both want someone about 4 years qualified: one is financial accountant, the other is financial controller in a smaller company. What's the normal range for each at that level?",
    [QA, 'Financial Accountant'], [QA, 'Financial Controller'], 1,
  ),

  // --- Candidates who explain first: practice and audit ---------------------------------------------
  salary(
    'f32-s-senior-big4-dublin-wedding',
    "I'm an audit senior in one of the Big 4 in Dublin. We're getting married in June and trying to work out what we can afford (don't worry, I'm not asking you about mortgages!). What's the usual range for a Big 4 audit senior?",
    AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)],
  ),
  salary('f32-s-senior-then-mid', 'and what would a senior get in a mid-tier firm instead?', AUDIT, 'Senior', 1, [], 'f32-s-senior-big4-dublin-wedding'),
  salary('f32-s-mid-then-manager', "once I'm made manager in a mid-tier place, what then?", AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1)], 'f32-s-senior-then-mid'),

  salary(
    'f32-s-manager-small-kilkenny',
    "I've been an audit manager in a small practice in Kilkenny for a couple of years. The partners are lovely and the hours suit me with two small kids, but the pay hasn't moved. What do small firms usually pay their audit managers?",
    AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0), pay(AUDIT, 'Director', 0)],
  ),
  salary('f32-s-partner-mid-short', 'mid-tier audit partner salary range?', AUDIT, 'Partner', 1, [pay(AUDIT, 'Director', 1)]),
  salary('f32-s-director-big4-short', 'big 4 audit director pay?', AUDIT, 'Director', 2, [pay(AUDIT, 'Partner', 2), pay(AUDIT, 'Manager', 2)]),

  // --- Candidates who explain first: part-qualified and support roles -------------------------------
  salary(
    'f32-s-aa-entry-returner',
    "I'm 42 and going back to work now that my youngest has started school. I did a bookkeeping course years ago but I've no real office experience. What would an accounts assistant job starting out pay?",
    SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)],
  ),
  ask('f32-v-aa-then-free', 'Would I have to pay ye a fee out of my wages if ye found me something?', 'services', [says(termsOfService, 'free to candidates')], [feeAmount(30_000)], 'f32-s-aa-entry-returner'),
  ask('f32-c-aa-then-evening', 'I can only really talk after the school run and dinner - what time do ye close in the evenings?', 'contact', [closingTime], [], 'f32-v-aa-then-free'),

  salary(
    'f32-s-payroll-2yrs-portlaoise',
    'Payroll officer in Portlaoise here, two years in the job, doing about 300 employees on a fortnightly run. Just wondering what the market rate is for someone like me',
    SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Assistant', 1)],
  ),
  salary(
    'f32-s-pq-cima-6mths',
    "I'm doing CIMA at night and landed my first finance job six months ago as a part-qualified in a pharma company in Cork. My dad says I'm underpaid. What does part-qualified usually start on?",
    SUPPORT, 'Part-Qualified', 0, [pay(SUPPORT, 'Accounts Assistant', 0)],
  ),
  offTopic('f32-fo-pq-then-emergency-tax', 'thanks. different thing - I was on emergency tax for my first few months, how do I get that back?', 'f32-s-pq-cima-6mths'),
  ask('f32-q-tax-then-cima-ot-fee', 'ok fair enough. how much is each cima objective test?', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')], 'f32-fo-pq-then-emergency-tax'),

  salary('f32-s-ap-5yrs-short', 'ap/ar clerk 5 years, what should i be on', SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)]),
  salary(
    'f32-s-book-2yrs-sligo',
    "bookkeeper, 2 yrs, sligo - what's the rate? I do the books for a builders providers and my boss is only offering 36k",
    SUPPORT, 'Bookkeeper', 1, [pay(SUPPORT, 'Accounts Assistant', 1)],
  ),
  compare(
    'f32-s-book-vs-aa-2yrs',
    "I've two years done in a small office and I'm being offered either a bookkeeper job or an accounts assistant job. Money-wise, which is better at my level?",
    [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Accounts Assistant'], 1,
  ),
  salary('f32-s-pq-2yrs-short', "pq accountant 2 years exp, wat's the pay", SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Bookkeeper', 1)]),

  // --- Candidates on premiums and perks, with their reasons --------------------------------------------
  ask(
    'f32-i-remote-kerry',
    "We're moving to Kerry in the spring for my husband's job and I'd love to keep my Dublin role fully remote. Would a fully remote role pay more or less than going into the office?",
    'salary-insights', [remotePremium], [esgPremium, hybridDays],
  ),
  ask(
    'f32-i-csrd',
    "I've spent the last year on our CSRD project at work and I'm really enjoying the sustainability side of things. Does ESG reporting experience make a difference to pay?",
    'salary-insights', [esgPremium], [remotePremium, inflationAdjustment],
  ),
  ask(
    'f32-i-study-budget-offer',
    "A company offered me a job and said they'd 'support my studies' but didn't say how much. What do employers typically put towards exams and CPD each year?",
    'salary-insights', [developmentBudget], [pensionMatch],
  ),
  ask('f32-i-pension-match', 'what pension contribution do employers normally match for qualified accountants', 'salary-insights', [pensionMatch], [esgPremium, developmentBudget]),
  ask(
    'f32-i-funds-premium',
    "I'm a newly qualified ACA in a small practice in Naas. A friend told me fund accounting jobs pay more. Is there a premium for financial services experience?",
    'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium],
  ),

  // --- Candidates on exams and qualifications, with their circumstances --------------------------------
  ask(
    'f32-q-acca-exp-manchester',
    "I moved over from Manchester last year and I'm continuing ACCA here. I've done about 18 months in an accounts office so far. How much practical experience do I need in total for membership?",
    'qualifications', [accaExperience], [acaExperience, CIMA_MARK],
  ),
  ask('f32-q-acca-then-ethics', 'and the ethics module, how much does that cost?', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Registration'), accaFee('Applied Skills exams')], 'f32-q-acca-exp-manchester'),
  ask('f32-q-ethics-then-sessions', 'which months are the exam sessions? want to book around a wedding', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK], 'f32-q-acca-then-ethics'),

  ask(
    'f32-q-cima-totals',
    "I'm halfway through the CIMA management level and my manager asked me how many exams are left altogether. How many objective tests and case studies are there in total?",
    'qualifications', [`${cimaFacts.objectiveTests} objective tests`, `${cimaFacts.caseStudies} case stud`], [ACA_MARK, `${accaFacts.examCount} exams`],
  ),
  ask('f32-q-cima-management-papers', 'what papers are on the cima management level?', 'qualifications', [cimaPaper('E2'), cimaPaper('P2'), cimaPaper('F2')], [cimaPaper('E3'), ACCA_MARK]),
  ask(
    'f32-q-cta-membership-solicitor',
    "I'm a solicitor and I've spent the last three years in a tax practice. I'm thinking of doing the CTA. What do you need to become a member at the end of it?",
    'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [accaExperience, ACA_MARK],
  ),
  ask(
    'f32-q-cta-autumn-registration',
    "When does registration open for the autumn CTA sitting? I'm on holidays most of July so I want to be sure I don't miss it.",
    'qualifications', ctaAutumnRegistration, [ACA_MARK, ACCA_MARK],
  ),
  ask(
    'f32-q-aca-cap2-fee',
    'My firm pays for CAP1 but not CAP2 (long story, new finance director). Roughly how much is each CAP2 exam?',
    'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')],
  ),
  ask('f32-q-acca-sp-essentials', 'Which two papers are compulsory at ACCA strategic professional level?', 'qualifications', [accaPaper('SBL'), accaPaper('SBR')], [ACA_MARK, CIMA_MARK]),
  ask(
    'f32-q-aca-reg-and-sub',
    "Starting my training contract in September and the firm doesn't cover the student fees. How much is ACA student registration, and the yearly subscription?",
    'qualifications', [acaFee('Student registration'), acaFee('Annual student subscription')], [cimaFee('Registration'), accaFee('Registration')],
  ),
  ask(
    'f32-q-cima-nov-case-study',
    'Is there a November sitting for the CIMA strategic case study? I need to plan around a house move.',
    'qualifications', cimaNovemberCaseStudy, [ACA_MARK, ACCA_MARK],
  ),
  ask('f32-q-acca-reg-short', 'acca registration fee?', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f32-q-fae-electives-short', 'how many electives do you pick at FAE', 'qualifications', [`${acaFacts.faeElectives} electives`], [ACCA_MARK, CIMA_MARK]),

  // --- Candidates preparing for interviews, with the story first ----------------------------------------
  ask(
    'f32-t-tech-saas',
    "I've an interview on Tuesday for a commercial finance role in a SaaS company in Dublin. I'm coming from a food manufacturing background so I'm nervous about the tech side. What should I revise?",
    'interview-tips', [TECH_TIP], [PHARMA_TIP, FUNDS_TIP],
  ),
  ask(
    'f32-t-why-leaving',
    "My current boss is honestly a nightmare and that's the main reason I'm going. How do I answer 'why do you want to leave' in the interview without sounding bitter?",
    'interview-tips', [presencePhrase('Professional Tone', 'current and past employers')], [MIC_TIP, OFFER_TIP],
  ),
  ask(
    'f32-t-tell-me-about-a-time',
    "The recruiter told me the second interview will be all 'tell me about a time when' questions. How do I structure my answers?",
    'interview-tips', [says(interviewPreparationPage, 'Situation'), says(interviewPreparationPage, 'Reflection')], [OFFER_TIP, MIC_TIP],
  ),
  ask(
    'f32-t-thank-you-mullingar',
    "Had a great interview this morning with a credit union in Mullingar, they're hiring a finance officer. Should I send a thank you email, and how soon?",
    'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [MIC_TIP, OFFER_TIP],
  ),
  ask(
    'f32-t-salary-expectations',
    'Every interview they ask my salary expectations and I always lowball myself. Whats the best way to answer that?',
    'interview-tips', [tipPhrase('know-your-market-value', 'researched range')], [MIC_TIP, OFFER_TIP],
  ),
  ask('f32-t-dress-fund-admin', 'what should i wear to an interview at a fund admin company, suit or smart casual?', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP, OFFER_TIP]),
  ask(
    'f32-t-counter-offer-athlone',
    'I handed in my notice on Friday after accepting a job in Athlone, and this morning the MD called me in and offered me an extra 8k to stay. My wife thinks I should take it. What would you advise?',
    'interview-tips', [OFFER_TIP], [MIC_TIP, AUDIT_TIP],
  ),
  ask(
    'f32-t-video-box-room',
    'My first round is a video call and the only quiet spot in the house is the box room, which has no window. Any tips for the setup?',
    'interview-tips', [tipPhrase('set-up-for-video-interviews', 'light in front of you')], [OFFER_TIP, AUDIT_TIP],
  ),
  ask('f32-t-video-then-join', 'and should I join bang on time or a bit before?', 'interview-tips', [presencePhrase('Punctuality', 'five minutes early')], [OFFER_TIP], 'f32-t-video-box-room'),
  ask(
    'f32-t-big4-manager',
    "Interview for an audit manager position with a Big 4 firm next week - I'm moving over from a mid-tier. What will they focus on?",
    'interview-tips', [AUDIT_TIP], [FUNDS_TIP, TECH_TIP],
  ),
  ask(
    'f32-t-feedback-naas',
    'I got a no after the final round for a financial accountant job in Naas, which I was gutted about as it was ten minutes from the crèche. Is it worth asking for feedback?',
    'interview-tips', [tipPhrase('ask-for-feedback', 'candid feedback')], [OFFER_TIP, MIC_TIP],
  ),
  ask('f32-t-weakness-short', "the 'whats your greatest weakness' one always catches me out", 'interview-tips', [tipPhrase('answer-the-weakness-question', 'development area')], [OFFER_TIP, MIC_TIP]),

  // --- Candidates on the market, with their reasons ---------------------------------------------------------
  ask(
    'f32-m-galway-share',
    "We're relocating to Galway because my wife's family is there. Before I start looking, roughly what share of the accountancy jobs are in Galway?",
    'market', [regionShare('Galway')], [regionShare('Cork'), regionShare('Dublin')],
  ),
  ask('f32-m-galway-then-growth', 'and is the market growing generally or slowing down?', 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')], 'f32-m-galway-share'),
  ask('f32-m-salary-increase', 'how much have finance salaries gone up in the past year on average', 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')]),
  ask(
    'f32-m-remote-share-carer',
    "I'm a carer for my mam so I need something I can mostly do from home. What percentage of finance roles offer remote or hybrid working?",
    'market', [stat('remote-positions')], [stat('job-market-growth'), regionShare('Dublin')],
  ),
  ask(
    'f32-m-dublin-share-sligo',
    "I'm from Sligo and I really don't want to move to Dublin, but is that where most of the jobs are? What share of openings are in Dublin?",
    'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')],
  ),

  // --- Candidates on the CV, privacy and the agency ---------------------------------------------------------
  ask(
    'f32-v-cv-google-docs',
    "My CV is in Google Docs at the moment. I want to apply for the trainee job on your site - what format should I upload it in?",
    'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], [],
  ),
  ask('f32-v-cv-then-size', "It's got a photo and a few certs scanned in so it's quite big. What's the max size?", 'services', [`${MAX_CV_MEGABYTES}MB`], [], 'f32-v-cv-google-docs'),
  ask('f32-v-size-then-employer-sees', "will my current employer see it? it's a small industry down here", 'services', [says(candidatesPage, 'without your permission')], [], 'f32-v-cv-then-size'),

  ask(
    'f32-v-delete-data',
    "I registered with ye last year but I've since got a job I love through a friend. Can you delete everything you hold on me?",
    'services', [says(privacyPolicy, 'delete')], [],
  ),
  ask(
    'f32-v-cv-retention',
    'I uploaded my CV back in 2024 when I was job hunting and then found something myself. How long will you keep it on file?',
    'services', [`${DATA_RETENTION_YEARS} years`], [],
  ),
  ask('f32-v-chat-where', 'Before I type in details about my situation - where do these chats actually get processed?', 'services', [says(disclaimer, 'United States')], []),
  ask('f32-v-which-model', 'Are you ChatGPT or something different? My cousin says all these website bots are the same thing.', 'services', [assistant.modelName], []),
  ask('f32-v-jobs-nq', "What jobs have ye listed at the moment? I'm newly qualified so anything at that level", 'services', [qualifiedJob.title, qualifiedJob.salary], [trainee.salary]),
  ask(
    'f32-v-tax-roles',
    "Do you place tax people as well, or is it only accountants? I'm a tax senior with a couple of years done.",
    'services', [says(ctaPage, 'tax professionals')], [],
  ),
  ask(
    'f32-v-meet-cork',
    "I'd prefer to chat face to face rather than over the phone - I'm in Cork. Do you meet people in person or is it all online?",
    'services', [says(agency.operatingModel, 'face to face')], [],
  ),

  // --- Candidates on contact and hours ----------------------------------------------------------------------
  ask('f32-c-office-address', "I'm in town on Thursday for a dentist appointment and might call in. What's the address of your office?", 'contact', [agency.address.streetAddress], []),
  ask('f32-c-address-then-opening', 'what time do ye open in the morning?', 'contact', [openingTime], [], 'f32-c-office-address'),
  ask('f32-c-email-short', 'email address for sending a cv?', 'contact', [agency.email], []),
  ask('f32-c-phone-lunch', "I'm at work all day and can't really chat on here for long. Is there a number I can ring during my lunch?", 'contact', [agency.phone.display], []),
  ask('f32-c-weekends', 'Do ye work weekends at all? Weekdays are tough with my shifts.', 'contact', [weekdays], []),
  ask('f32-c-tiktok', 'do ye have a tiktok page or anything', 'contact', [websiteHost(tiktok.url)], []),
  ask('f32-c-hours-nights', "I'm a nurse on nights at the moment so my days are all over the place. What are your office hours?", 'contact', [openingTime, closingTime], []),
  ask('f32-c-whatsapp-short', 'whatsapp number?', 'contact', [whatsapp], []),

  // --- Employers who describe their company first: what to pay and what a hire costs -----------------------
  salary(
    'f32-s-fc-employer-engineering-cork',
    "We're a family-owned engineering company in Cork, about 80 staff, and our long-serving financial controller retires in the spring. We'd want someone with around four years post-qualification experience. What salary range should we be looking at?",
    QA, 'Financial Controller', 1, [pay(QA, 'Financial Accountant', 1), pay(CSUITE, 'Group Financial Controller', 1)],
  ),
  placementFee('f32-p-fc-then-92k', 'If we hired at 92k, what would your fee come to?', 92_000, [], 'f32-s-fc-employer-engineering-cork'),
  ask(
    'f32-v-92k-then-meet',
    "One more thing - we're out past Ballincollig. Would someone come down to meet us and see the place?",
    'services', [says(agency.operatingModel, 'anywhere in Ireland')], [], 'f32-p-fc-then-92k',
  ),

  salary(
    'f32-s-cfo-employer-software-180',
    "Some context: we're a software company in Galway, 180 people, Series C funded, and the board wants us to bring in our first CFO before we think about an IPO. What's a realistic salary for a CFO at a company our size?",
    CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)],
  ),
  placementFee('f32-p-cfo-then-175k', "Say we land someone at 175k. What's your fee on that?", 175_000, [], 'f32-s-cfo-employer-software-180'),
  ask(
    'f32-p-175k-then-exclusive',
    "We'd probably give you the FD and FC hires later in the year too if it goes well. Any reduction for that?",
    'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], wrongBandFees(175_000), 'f32-p-cfo-then-175k',
  ),

  salary(
    'f32-s-fd-employer-retail-650',
    "We run a retail chain with 650 employees across 22 stores, head office in Dublin. Our finance director is leaving for a job in London. What's the market rate for an FD at our scale?",
    CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)],
  ),
  salary('f32-s-fd-then-cfo', 'What would a CFO cost us instead, same size business?', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)], 'f32-s-fd-employer-retail-650'),

  salary(
    'f32-s-gfc-employer-35',
    "Question first: what does a group financial controller cost for a small group? Context: we're three companies under one holding company, about 35 staff in total, based in Athlone.",
    CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)],
  ),
  salary(
    'f32-s-ma-employer-meddevice',
    "HR manager here at a medical devices plant in Galway. We're hiring a management accountant, newly qualified is fine, to do standard costing and month end. What should we advertise the salary at?",
    QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)],
  ),
  ask(
    'f32-i-ma-then-lifesci-premium',
    'Do candidates with life sciences experience expect more than that?',
    'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium], 'f32-s-ma-employer-meddevice',
  ),

  salary(
    'f32-s-ap-employer-drogheda',
    "We need a junior in accounts payable, no experience needed, for our office in Drogheda. We're a haulage firm with 60 trucks on the road. What's the going rate?",
    SUPPORT, 'Accounts Payable/Receivable', 0, [pay(SUPPORT, 'Accounts Assistant', 0)],
  ),
  placementFee('f32-p-ap-then-30k', 'If we paid them 30k, what would the fee be?', 30_000, [], 'f32-s-ap-employer-drogheda'),

  salary(
    'f32-s-senior-employer-limerick',
    "We're a mid-sized practice in Limerick, four partners and 40 staff, and we're short an audit senior after two of ours left for Australia. What should we be paying a senior at a firm like ours?",
    AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)],
  ),
  placementFee('f32-p-senior-then-58k', 'And at 58k, what would you charge us?', 58_000, [], 'f32-s-senior-employer-limerick'),
  placementFee('f32-p-58k-then-38k', 'We might take a semi-senior at 38k instead. Fee on that?', 38_000, [feeAmount(58_000)], 'f32-p-senior-then-58k'),

  salary(
    'f32-s-junior-employer-carlow',
    'Small practice, 3 partners, in Carlow. We want to take on a trainee straight out of college this September. What is the normal starting pay in a small firm?',
    AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)],
  ),
  placementFee('f32-p-junior-then-31500', 'What would your fee be if we started them at 31,500?', 31_500, [], 'f32-s-junior-employer-carlow'),
  offTopic('f32-fo-31500-then-paye', "Unrelated, but do we need to register the new trainee for PAYE ourselves on ROS, or does Revenue do it?", 'f32-p-junior-then-31500'),

  salary(
    'f32-s-fa-employer-dundalk',
    "We're a 90-person logistics company in Dundalk. We need a financial accountant with six or seven years' experience to take over the statutory accounts from our FD. What salary would we need to offer?",
    QA, 'Financial Accountant', 2, [pay(QA, 'Financial Controller', 2)],
  ),
  salary(
    'f32-s-payroll-employer-killarney',
    "We're a hotel group in Killarney with 400 staff on the payroll. We need a payroll specialist with about five years' experience. What would they expect to be paid?",
    SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Assistant', 2)],
  ),
  compare(
    'f32-s-fd-vs-gfc-food',
    "We're a 250-person food business and we're trying to decide between hiring a finance director or a group financial controller. What's the difference in salary between the two for a company our size?",
    [CSUITE, 'Finance Director'], [CSUITE, 'Group Financial Controller'], 1,
  ),
  salaryRow(
    'f32-s-cfo-row-board',
    "I sit on the boards of a few companies of very different sizes. What's the CFO salary range for small, mid-size and large organisations?",
    [CSUITE, 'CFO'], [CSUITE, 'Finance Director'],
  ),

  placementFee(
    'f32-p-charity-41k',
    "We're a small charity in Tralee with a finance team of two. Our bookkeeper is moving to Canada with her family and we need to replace her, probably at around €41,000. What would your fee be?",
    41_000,
  ),
  placementFee('f32-p-67k-short', 'whats your fee on a 67k hire', 67_000),
  placementFee(
    'f32-p-dental-33500',
    "Just a quick one on cost. We're a dental group in Dublin looking for an accounts assistant, budget €33,500. How much would you charge for that placement?",
    33_500,
  ),
  placementFee('f32-p-130k-fd-listed', "We're a listed company hiring a finance director at €130,000 basic. What's your placement fee?", 130_000),
  placementFee('f32-p-44k-monaghan', "44k part-qualified - what's the fee? We're a small manufacturer in Monaghan, first time using an agency.", 44_000),
  placementFee('f32-p-52k-short', 'whats ur fee on 52k', 52_000),
  placementFee('f32-p-27500-short', 'fee for a 27.5k payroll clerk', 27_500),
  ask(
    'f32-p-60k-plus-bonus',
    "We're offering a financial accountant 60k base plus a 15% bonus. Is your fee worked out on the 60k or on the whole thing, and what would it be?",
    'placement-fees', [...fee(60_000), says(feesPage, 'base salary')], [...wrongBandFees(60_000), feeAmount(69_000)],
  ),
  ask(
    'f32-p-fee-structure-office-manager',
    "I'm the new office manager at an accountancy practice and I've been asked to compare a few agencies. Could you explain how your fees are structured?",
    'placement-fees', allBandPercentages, [],
  ),
  ask(
    'f32-p-rebate-walked-out',
    'Our last hire through another agency walked out after five weeks and we got nothing back. If someone you place leaves early, is there a rebate?',
    'placement-fees', [says(termsOfService, 'rebate')], [],
  ),

  ask(
    'f32-v-employer-process',
    "We've never used a recruiter before, we've always just put ads on LinkedIn. What does your process actually involve from our side?",
    'services', [processStep(1), processStep(2), processStep(3), processStep(4)], [],
  ),
  ask('f32-v-process-then-monday', 'If I send the spec over on a Monday, when would you come back to me with a plan?', 'services', [hours], [formatTimeToHire()], 'f32-v-employer-process'),
  ask('f32-m-monday-then-weeks', "and realistically how many weeks until someone's actually hired?", 'market', [formatTimeToHire()], [hours], 'f32-v-process-then-monday'),

  ask(
    'f32-v-meet-before-sending',
    'Our last agency just fired over a pile of CVs without ever speaking to the people. Do you meet candidates yourselves before sending them on?',
    'services', [says(employersPage, 'interviewed')], [],
  ),
  ask(
    'f32-v-contract-cover',
    'Our management accountant goes on maternity leave in March and we need cover for a year. Do you do contract placements as well as permanent?',
    'services', [says(termsOfService, 'permanent and contract')], [],
  ),
  ask(
    'f32-v-hr-manager-too',
    "We're hiring a financial accountant and an HR manager this quarter. Could you handle both, or only the finance one?",
    'services', [says(employersPage, 'only accounting and finance')], [],
  ),
  ask(
    'f32-i-hybrid-ennis',
    "We're a 25-person accountancy practice in Ennis and the staff keep asking about working from home. What's the norm now in terms of days at home?",
    'salary-insights', [hybridDays], [pensionMatch],
  ),
  ask(
    'f32-i-cost-of-living-review',
    "We're doing the annual pay review for our finance team in January. What cost-of-living increase are most employers giving existing staff?",
    'salary-insights', [inflationAdjustment], [stat('average-salary-increase')],
  ),
  ask(
    'f32-m-employer-cork-galway',
    "We're thinking of opening a second office, either Cork or Galway, partly based on where the finance talent is. What share of new accountancy openings is in each of the two?",
    'market', [regionShare('Cork'), regionShare('Galway')], [regionShare('Dublin')],
  ),
  ask('f32-m-time-to-hire-short', 'avg time to fill a finance job?', 'market', [formatTimeToHire()], [hours]),
  ask('f32-c-licence-procurement', 'Our procurement team needs your employment agency licence number before we can set you up as a supplier.', 'contact', [agency.licence.number], []),

  // --- Others: parents, spouses, siblings and friends asking for someone else ------------------------------
  salary(
    'f32-s-junior-mid-son',
    "My son has been offered a training contract with a mid-tier firm in Dublin. He finishes his masters in UCD in August and we're helping him find a flat. What do trainees at mid-tier firms get paid?",
    AUDIT, 'Junior', 1, [pay(AUDIT, 'Senior', 1)],
  ),
  ask('f32-q-son-then-cap1-dates', 'And when would he sit his first exams, the CAP1?', 'qualifications', [acaSitting('CAP1').main, acaSitting('CAP1').repeat], [acaSitting('FAE').main, ACCA_MARK], 'f32-s-junior-mid-son'),
  ask('f32-q-cap1-then-subjects', 'what subjects are in it?', 'qualifications', examGroup(acaPage.structure.levels, 'CAP1'), ['Taxation 2', ACCA_MARK], 'f32-q-son-then-cap1-dates'),

  salary(
    'f32-s-wife-fd-kildare',
    "My wife has been offered a finance director job with a company of about 120 staff in Kildare. She's a financial controller at the moment. Is €115k a fair offer for an FD at that size?",
    CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)],
  ),
  salary('f32-s-wife-then-cfo', 'and if she pushed for the CFO title at the same company?', CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)], 'f32-s-wife-fd-kildare'),

  salary(
    'f32-s-brother-book-entry',
    "My brother is 19, he left school after the Leaving Cert and has been doing a few bits for my uncle's shop. He wants to be a bookkeeper. What would he get starting off?",
    SUPPORT, 'Bookkeeper', 0, [pay(SUPPORT, 'Accounts Assistant', 0)],
  ),
  salaryRow(
    'f32-s-payroll-row-sister',
    "My sister is thinking of retraining in payroll and asked me to look it up since I'm the 'numbers person' in the family. What does payroll pay, from starting out to experienced?",
    [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Accounts Payable/Receivable'],
  ),
  salary(
    'f32-s-friend-gfc-2000',
    "A friend from my book club is group financial controller for a multinational with 2,000 employees. She says she's on 140k. Is that normal for her job?",
    CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)],
  ),
  placementFee(
    'f32-p-husband-garage-36k',
    'My husband runs a small garage and asked me to find out what it would cost him to hire a bookkeeper through you at 36k.',
    36_000,
  ),
  ask(
    'f32-q-daughter-aca-vs-acca',
    'My daughter is in fifth year and thinking about accountancy. Her career guidance teacher mentioned ACA and ACCA. How much work experience does each one need?',
    'qualifications', [acaExperience, accaExperience], [CIMA_MARK],
  ),
  ask(
    'f32-q-niece-cta-foundation',
    'My niece just started as a trainee tax consultant and is doing the CTA. How long is the foundation stage?',
    'qualifications', [ctaStageMonths('Foundation')], [ctaStageMonths('Intermediate'), ACA_MARK],
  ),
  ask('f32-v-partner-who-runs', "My partner is thinking of registering with you and asked me to check ye out. Who actually runs the agency?", 'services', [niamh.name, conor.name], []),
  ask(
    'f32-v-ratings-niece',
    "I'm helping my niece pick a recruiter. Is there anywhere I can see what other candidates thought of you? Ratings or anything?",
    'services', [String(agency.trustSignals.reviews.rating)], [],
  ),
  ask(
    'f32-v-placements-mother',
    "My son is about to sign up with you and I'm a worried mother. Have you much of a track record? How many people have you placed?",
    'services', [String(agency.trustSignals.placementsMade.count)], [],
  ),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------
  handOver(
    'f32-h-relocating-london',
    "I've been reading through your salary guide and the fees page, and honestly my situation is a bit too specific for a chatbot - I'm relocating from London with a non-EU spouse and want to talk through my options. Could a real person get in touch with me?",
  ),
  handOver(
    'f32-h-fintech-three-hires',
    "We're a growing fintech in Dublin and need to hire a financial controller and two accountants by March. I'd rather speak with one of your recruiters directly - can you arrange that?",
  ),
  handOver('f32-h-short', 'talk to a person pls'),
  handOver('f32-h-niamh-careers-fair', 'Niamh met me at a careers fair in DCU last month and told me to get in touch. Can you pass my details on to her?'),
  handOver(
    'f32-h-quiet-move',
    "I'm a finance director and I'm looking to move quietly, so I'd rather not put details in a chat. Can someone from your team contact me directly?",
  ),

  // --- Off-topic: near-misses that sound financial or recruitment-like, each with its context ------------
  ...(
    [
      ['f32-o-own-mortgage', "I'm an accountant myself, but this is about my own situation: my partner and I are buying our first house in Meath. How much could we borrow on a combined income of 110k?"],
      ['f32-o-medical-expenses', "My wife had a baby in March and we paid a fortune in hospital bills. I'm an accountant but I've never done my own return. How do I claim the tax relief on medical expenses?"],
      ['f32-o-ev-bik', "I've been offered a finance manager job that comes with a company car. How much benefit in kind would I pay on an electric one?"],
      ['f32-o-stamp-1g-wife', "I'm an ACCA from India working in Dublin on a critical skills permit. My wife is joining me next month - how does she apply for her Stamp 1G?"],
      ['f32-o-redundancy-calc', "Our company announced redundancies in the finance team and I'm one of them after 11 years. How is statutory redundancy worked out?"],
      ['f32-o-sole-trader', 'I qualified years ago and now I want to go out on my own doing books for small businesses. How do I register as a sole trader with Revenue?'],
      ['f32-o-bitcoin-savings', "Should I put some of my savings into bitcoin? I'm newly qualified and I have about 15k put away."],
      ['f32-o-car-loan-waterford', 'Just started a new job in Waterford and I need a car to get there. Which bank does the cheapest car loan at the moment?'],
      ['f32-o-london-job', "I'm thinking of moving to London for a couple of years. Could you get me an accounting job over there in the UK?"],
      ['f32-o-cro-annual-return', "I have a small limited company, just me doing IT contracting. When do I have to file the annual return with the CRO?"],
      ['f32-o-sick-pay-employer', 'One of our accounts staff has been out sick for three weeks with her back. Are we legally obliged to pay her sick pay?'],
      ['f32-o-vat-threshold', "We're a small consultancy that's growing fast. What's the VAT registration threshold for services these days?"],
      ['f32-o-run-our-payroll', "We're a firm of 15 staff and our payroll person is leaving. Could ye just run the payroll for us every month instead?"],
      ['f32-o-garda-pay', "I know you're an accountancy agency, but my brother is in Templemore. What does a newly attested Garda get paid?"],
      ['f32-o-hgv-jobs', "Do you have any jobs for HGV drivers? My husband is looking and I saw your site on Facebook."],
      ['f32-o-lump-sum-dad', 'My dad retires from the civil service next year and asked me, as the accountant in the family, whether he should take the lump sum. What would you advise?'],
      ['f32-o-software-dev-salary', "My son is a software developer in Dublin with three years' experience. What's the average salary for that?"],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Off-topic: everyday questions -------------------------------------------------------------------
  ...(
    [
      ['f32-o-six-nations', 'Where can I get tickets for the Ireland match in the Six Nations?'],
      ['f32-o-removal-company', "We're moving house from Dublin to Cork in January - can you recommend a removal company?"],
      ['f32-o-school-uniforms', 'My daughter starts school in September. Where is the cheapest place for uniforms?'],
      ['f32-o-christmas-market', 'when does the galway christmas market open'],
      ['f32-o-puppy-name', 'give me a name for our new puppy'],
      ['f32-o-cliffs-drive', 'how long is the drive from Limerick to the Cliffs of Moher'],
      ['f32-o-colcannon', 'how do you make colcannon'],
      ['f32-o-retirement-poem', "write me a short poem for my manager's retirement card"],
      ['f32-o-last-dart', 'what time is the last DART on a Saturday night'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),
];
