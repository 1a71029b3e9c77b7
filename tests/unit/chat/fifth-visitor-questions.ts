// The FIFTH set of visitor questions for Aine (issue 16): TUNING DATA.
//
// Written on 24 November 2026 as tuning data: the offline engine is improved against this set's
// misses afterwards, and measured on the held-out set (third-held-out-questions.ts), which the
// author of this set never opened (nor its test). The author read only the specification, the
// content modules (frontend/src/content), held-out-case.ts, held-out-figures.ts,
// held-out-set-checks.ts and the first, second and fourth sets (for their rules and format, so that
// these questions differ from theirs in wording, angle and, where the content allows, in the fact
// asked); never the engine (lambdas/) nor the chat service, and never ran Aine on these questions.
// The questions are written as visitors type on a phone (typos, lower case, no punctuation,
// abbreviations, Irish usage, run-together words, synonyms the site's pages do not use, long
// rambling questions with the fact buried in them) so that fixes made against them generalise.
// Expected figures and phrases are read from the content modules (through held-out-figures.ts, or
// checked against the content by `says`, `tipPhrase` and `presencePhrase`), so a content change
// keeps the set true or fails it loudly.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the first and second sets):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, mortgages, pensions advice, investments, loans,
//   employment law, visas, pay or jobs outside accounting and finance). An off-topic reply must name
//   "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: exam windows and sittings are dated; once the 2025 dates have passed (as on the
//   day this set was written) a right reply points to the body's website for the current dates.

import { agency } from '#content/agency';
import { assistant } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feeBands, feeForSalary, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { formatShortDate } from '#content/format';
import { about, pillars } from '#content/home';
import { formatTimeToHire } from '#content/market-stats';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { cvUploadTexts } from '#content/messages';
import { partnerPage } from '#content/partner';
import {
  acaAccaComparisonPage,
  acaPage,
  accaFacts,
  accaPage,
  cimaFacts,
  cimaJourney,
  cimaKeyDatesFact,
  cimaPage,
  ctaFacts,
  ctaKeyDatesFact,
  ctaPage } from '#content/qualifications';
import { acaStructure } from '#content/qualifications/aca';
import { teamMembers } from '#content/team';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaper,
  accaPaperName,
  ask,
  cimaPaper,
  ctaSitting,
  ctaStageMonths,
  examGroup,
  feeAmount,
  notRight,
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
import {
  acaFee,
  accaFee,
  AUDIT,
  cimaFee,
  CSUITE,
  fee,
  otherLevels,
  pay,
  QA,
  regionShare,
  stat,
  SUPPORT,
  wrongBandFees,
} from './held-out-figures.ts';

// ---------------------------------------------------------------------------------------------
// Figures and phrases, read from the content (the shared ones are in held-out-figures.ts, held-out-builders.ts and held-out-phrases.ts).

// Dated exam facts, judged at the time the set is run (as the site and Aine word them).
const now = new Date();
const today = now.toISOString().slice(0, 10);
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const nextCimaCaseStudyDeadline: string[] = cimaDatesPassed
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.caseStudyRegistrationDeadlines
      .filter((deadline) => deadline >= today)
      .slice(0, 1)
      .map(formatShortDate);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const ctaAutumnResults: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').results];

const tiktok = agency.socialLinks.find((link) => link.network === 'tiktok');
const replyHours: number = agency.trustSignals.typicalResponseHours;
const typicalReply = `${replyHours} ${replyHours === 1 ? 'hour' : 'hours'}`;
const [niamh, conor] = teamMembers;
if (!tiktok || !niamh || !conor) {
  throw new RangeError('The agency profile or the featured jobs changed: update the fifth set');
}

// ---------------------------------------------------------------------------------------------
// The questions.

export const fifthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite -----------------------------------------------------------------------
  salary('f5-s-cfo-tech-startup', 'were a tech startup in galway w about 30 staff thinking of hiring a chief finance officer, whats the going rate for a small outfit like us', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f5-s-cfo-startup-then-big', 'and if we grow into a big multinational', CSUITE, 'CFO', 2, [], 'f5-s-cfo-tech-startup'),
  salary('f5-s-fd-medium-limerick', 'financial director medium sized manufacturer limerick salary??', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  salary('f5-s-fd-then-gfc', 'and the group fin controller under him', CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'Finance Director', 1)], 'f5-s-fd-medium-limerick'),
  salary('f5-s-head-finance-listed', 'head of finance at a listed company what wud they be on', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)]),
  salary('f5-s-gfc-pharma-cork', 'group financial controller big pharma multinational in cork - salary?', CSUITE, 'Group Financial Controller', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f5-s-gfc-then-cfo', 'and the cfo there', CSUITE, 'CFO', 2, [pay(CSUITE, 'Group Financial Controller', 2)], 'f5-s-gfc-pharma-cork'),
  salary('f5-s-cfo-mid-k', 'midsize co cfo in k?', CSUITE, 'CFO', 1),

  // --- Salaries: Qualified Accountants ---------------------------------------------------------
  salary('f5-s-fa-18mths-bank', 'qualified 18 months, financial accountant in a bank in dublin, what range should i be in', QA, 'Financial Accountant', 0),
  salary('f5-s-fa-then-ma', 'would management accounting pay any different', QA, 'Management Accountant', 0, [], 'f5-s-fa-18mths-bank'),
  salary('f5-s-ma-6yrs', 'mgmt accountant 6 yrs pqe what would i be on', QA, 'Management Accountant', 2),
  salary('f5-s-ma-6-then-galway', 'same in galway?', QA, 'Management Accountant', 2, [], 'f5-s-ma-6yrs'),
  salary('f5-s-fc-2yrs-waterford', 'fc role in waterford, im 2 yrs post qual', QA, 'Financial Controller', 0, [pay(CSUITE, 'Group Financial Controller', 0)]),
  salary('f5-s-fc-then-7', 'ok and after 7 or 8 yrs', QA, 'Financial Controller', 2, [], 'f5-s-fc-2yrs-waterford'),
  salary('f5-s-fc-4yrs-kilkenny', 'financial controller kilkenny, 4 years since i qualified', QA, 'Financial Controller', 1),
  salary('f5-s-fpa-4yrs-cork', 'fp and a analyst 4yrs pqe cork whats the money like', QA, 'Financial Analyst', 1),
  salary('f5-s-fpa-then-senior', 'and once im 6 or 7 yrs in', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Accountant', 2)], 'f5-s-fpa-4yrs-cork'),
  salary('f5-s-ia-7yrs-limerick', 'internal audit 7yrs pqe limerick pharma co', QA, 'Internal Auditor', 2),
  salaryRow('f5-s-ia-scale', 'internal auditor pay scale', [QA, 'Internal Auditor'], [QA, 'Financial Controller']),
  salary('f5-s-nq-aca-letters', 'just got my aca letters, looking at jobs in cork, whats a fair salary to ask for', QA, 'Financial Accountant', 0),
  salary('f5-s-cima-4yrs-athlone', 'cima qualified 4 years, management accountant role in athlone, salary band?', QA, 'Management Accountant', 1),
  salary('f5-s-nq-fc', 'nq fc?', QA, 'Financial Controller', 0),
  salary('f5-s-analyst-nq-typo', 'finacial analist newly qualifed galway', QA, 'Financial Analyst', 0),
  salary('f5-s-acca-7yrs-70k', "ive been qualified 7 years as an acca accountant, on 70k in industry in meath, is that low compared to the market", QA, 'Financial Accountant', 2),

  // --- Salaries: Audit --------------------------------------------------------------------------
  salary('f5-s-audit-senior-big4-cork', 'audit senior in one of the big four in cork', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)]),
  salary('f5-s-senior-then-manager', 'and when i make manager there?', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2)], 'f5-s-audit-senior-big4-cork'),
  salary('f5-s-audit-assistant-midtier', 'audit assistant at a mid tier practice, first job out of college', AUDIT, 'Junior', 1),
  salary('f5-s-junior-then-big4', 'same job in a big 4?', AUDIT, 'Junior', 2, [], 'f5-s-audit-assistant-midtier'),
  salary('f5-s-partner-small-mayo', 'partner in a small local accountancy practice in mayo what do they earn', AUDIT, 'Partner', 0, [pay(AUDIT, 'Director', 0)]),
  salary('f5-s-partner-small-then-mid', 'n in a mid-tier?', AUDIT, 'Partner', 1, [], 'f5-s-partner-small-mayo'),
  salary('f5-s-director-big4-package', 'director level in big 4 audit, what kinda package', AUDIT, 'Director', 2, [pay(AUDIT, 'Partner', 2)]),
  salary('f5-s-audit-mgr-midtier-galway', 'audit mgr midtier galway', AUDIT, 'Manager', 1),
  salaryRow('f5-s-audit-partners', 'what do audit partners take home', [AUDIT, 'Partner'], [AUDIT, 'Director']),
  {
    id: 'f5-s-highest-paid',
    question: 'whats the highest paying job in ur salary guide',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(AUDIT, 'Partner', 2)],
    // The guide's lowest band: a reply showing it answered "lowest paid".
    mustNotContain: [pay(SUPPORT, 'Accounts Payable/Receivable', 0)],
  },

  // --- Salaries: Part-Qualified and Support ------------------------------------------------------
  salary('f5-s-pq-18mths', 'part qualified acca, 18 months experience, pay?', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f5-s-pq-then-5yrs', 'and with 5 yrs under my belt', SUPPORT, 'Part-Qualified', 2, [], 'f5-s-pq-18mths'),
  salary('f5-s-bookkeeper-6mths', 'bookkeeper 6 months experience galway', SUPPORT, 'Bookkeeper', 0),
  salary('f5-s-bookkeeper-then-2yrs', 'what about after 2 years', SUPPORT, 'Bookkeeper', 1, [], 'f5-s-bookkeeper-6mths'),
  salary('f5-s-creditors-clerk', 'creditors clerk 2 yrs exp wage', SUPPORT, 'Accounts Payable/Receivable', 1),
  salary('f5-s-debtors-4yrs', 'debtors / credit control 4 yrs dublin', SUPPORT, 'Accounts Payable/Receivable', 2),
  salary('f5-s-payroll-clerk-2yrs', 'payroll clerk 2 years', SUPPORT, 'Payroll Specialist', 1),
  salary('f5-s-payroll-then-ap', 'is accounts payable paid the same', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Payroll Specialist', 1)], 'f5-s-payroll-clerk-2yrs'),
  salary('f5-s-accounts-assistant-4yrs', 'accounts assistant 4 yrs cork', SUPPORT, 'Accounts Assistant', 2),
  salary('f5-s-accts-asst-first-job', 'accts asst, no exp, 1st job after college', SUPPORT, 'Accounts Assistant', 0),
  {
    // Two things in one message: a salary and the fee on a hire at a given salary.
    id: 'f5-s-bookkeeper-and-fee',
    question: 'whats a bookkeeper with 2 yrs exp on, and what would yous charge us to hire one at 40k',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(SUPPORT, 'Bookkeeper', 1), ...fee(40_000)],
    mustNotContain: notRight([pay(SUPPORT, 'Bookkeeper', 1), ...fee(40_000)], [...otherLevels(SUPPORT, 'Bookkeeper', 1), ...wrongBandFees(40_000)]),
  },
  salaryRow('f5-s-bookkeeper-ranges', 'bookkeeper salary ranges', [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Accounts Assistant']),
  salaryRow('f5-s-apar-all', 'ap ar salaries?', [SUPPORT, 'Accounts Payable/Receivable'], [SUPPORT, 'Payroll Specialist']),
  salaryRow('f5-s-apar-then-dublin', 'do they pay more in dublin', [SUPPORT, 'Accounts Payable/Receivable'], [SUPPORT, 'Payroll Specialist'], 'f5-s-apar-all'),
  salary('f5-s-pq-cap1-first-job', 'passed cap1, looking for my first job as a part qualified, what salary', SUPPORT, 'Part-Qualified', 0),

  // --- Salary insights -----------------------------------------------------------------------------
  ask('f5-i-pharma-costing', 'i work in pharma costing, does that get me a premium if i move', 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium]),
  ask('f5-i-pharma-then-remote', 'what if the new job was fully remote, is there extra for that', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment], 'f5-i-pharma-costing'),
  ask('f5-i-esg-assurance', 'im doing esg assurance work in audit, would that earn me more in industry', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f5-i-pension-fc', 'whats a decent employer pension contribution these days', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f5-i-pension-then-hybrid', 'and how many days remote is normal', 'salary-insights', [hybridDays], [esgPremium], 'f5-i-pension-fc'),
  ask('f5-i-study-support', 'will employers pay for my exams, how much do they usually give for training', 'salary-insights', [developmentBudget], [esgPremium, remotePremium]),
  ask('f5-i-cola-2pc', 'my company gave 2% this year for cost of living, is that below average', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f5-i-perks', 'what perks come with finance jobs these days', 'salary-insights', [pensionMatch, hybridDays, developmentBudget], [esgPremium]),

  // --- Placement fees ----------------------------------------------------------------------------
  placementFee('f5-p-47k', 'fees for a 47k hire', 47_000),
  placementFee('f5-p-47k-then-33-5k', 'and a 33.5k one?', 33_500, [feeAmount(47_000)], 'f5-p-47k'),
  placementFee('f5-p-33-5k-then-41k', 'ok what about 41k', 41_000, [feeAmount(33_500)], 'f5-p-47k-then-33-5k'),
  placementFee('f5-p-58k-ma', 'wat wud yous charge to find us a management accountant on 58k', 58_000),
  placementFee('f5-p-110k-fc', 'FC on 110,000, placement fee pls', 110_000),
  placementFee('f5-p-27k-payroll', 'junior payroll at 27k whats the cost to us', 27_000),
  placementFee('f5-p-seventy-five-grand', 'seventy five grand salary - how much is your fee', 75_000),
  {
    id: 'f5-p-39k-band',
    question: 'which fee band does 39k fall in',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: [`${feeForSalary(39_000).percentage}%`],
    mustNotContain: wrongBandFees(39_000),
  },
  placementFee('f5-p-37500', 'fee on €37,500', 37_500),
  placementFee('f5-p-37500-then-48k', 'and 48,000?', 48_000, [feeAmount(37_500)], 'f5-p-37500'),
  placementFee('f5-p-48k-then-29-5k', 'what if the bookkeeper is on 29.5k', 29_500, [feeAmount(48_000)], 'f5-p-37500-then-48k'),
  placementFee('f5-p-95k-fc', 'we need an fc on 95k, what would the agency fee come to', 95_000),
  placementFee(
    'f5-p-53k-sligo',
    "Hi, I own a small engineering firm in Sligo and our accountant is retiring at Christmas. We're thinking of paying around 53k for a replacement. If we went through yourselves what would it cost us in fees roughly?",
    53_000,
  ),
  placementFee('f5-p-34k', 'whatsthe fee for 34k', 34_000),
  placementFee('f5-p-44k-pq', '44k part qualified placement cost', 44_000),
  placementFee('f5-p-300k-cfo', 'cfo at 300k your fee', 300_000),
  placementFee('f5-p-forty-three-thousand', 'forty three thousand euro, whats ur fee', 43_000),
  placementFee('f5-p-68k', 'wats the % and amount for a 68k hire', 68_000),
  ask('f5-p-68k-then-exclusive', 'can that come down if we go exclusive with yous', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], wrongBandFees(68_000), 'f5-p-68k'),
  placementFee('f5-p-45500', '45.5k, is that 10 or 12 %', 45_500),
  {
    id: 'f5-p-how-worked-out',
    question: 'how do ye work out ur fees',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: [...feeBands.map((band) => `${band.percentage}%`), says(feesPage.intro, 'base salary')],
    mustNotContain: [],
  },

  // --- Qualifications: ACA -----------------------------------------------------------------------
  ask('f5-q-aca-law', 'is there a law exam in the aca, which level', 'qualifications', [says(examGroup(acaStructure, 'CAP1'), 'Law'), 'CAP1'], [ACCA_MARK, CIMA_MARK]),
  ask('f5-q-aca-fae-inside', 'whats involved in the fae', 'qualifications', [says(examGroup(acaStructure, 'FAE'), 'Core'), 'elective'], [ACCA_MARK, CIMA_MARK]),
  ask('f5-q-fae-then-when', 'when do you sit it', 'qualifications', [acaSitting('FAE').main], [acaSitting('CAP1').main], 'f5-q-aca-fae-inside'),
  ask('f5-q-aca-cap2-selffunded', 'my firm wont cover cap 2 so im paying myself, roughly how much will it set me back', 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')]),
  ask('f5-q-aca-signup', 'how much to sign up as a chartered accountants ireland student', 'qualifications', [acaFee('Student registration')], [accaFee('Registration'), cimaFee('Registration')]),
  ask('f5-q-aca-signup-then-yearly', 'plus a yearly fee?', 'qualifications', [acaFee('Annual student subscription')], [accaFee('Annual subscription'), cimaFee('Annual subscription')], 'f5-q-aca-signup'),
  ask('f5-q-aca-exemptions', 'i have an accounting degree, can i skip cap1', 'qualifications', [says(acaPage.certificationPath, 'exemption')], [ACCA_MARK, CIMA_MARK]),
  ask('f5-q-aca-industry', 'can i train as a chartered accountant outside of practice, like in industry', 'qualifications', [says(acaPage.inIreland, 'industry'), says(acaPage.inIreland, 'training contract')], [ACCA_MARK, CIMA_MARK]),
  ask('f5-q-aca-v-acca', 'whats the main difference between aca and acca', 'qualifications', [says(acaAccaComparisonPage.intro, 'training contract'), says(acaAccaComparisonPage.intro, 'flexibility')], [CIMA_MARK]),

  // --- Qualifications: ACCA ----------------------------------------------------------------------
  ask('f5-q-acca-fm', 'what does FM stand for in acca', 'qualifications', [accaPaper('FM')], [ACA_MARK, CIMA_MARK]),
  ask('f5-q-acca-as-list', 'acca applied skills papers list pls', 'qualifications', examGroup(accaFacts.structure, 'AS').map(accaPaperName), [ACA_MARK, CIMA_MARK]),
  ask('f5-q-acca-ak-fee', 'cost of the acca applied knowledge exams (bt ma fa)', 'qualifications', [accaFee('Applied Knowledge exams')], [accaFee('Applied Skills exams'), cimaFee('Objective test')]),
  ask('f5-q-acca-ak-then-sp', 'and the final level ones', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Knowledge exams')], 'f5-q-acca-ak-fee'),
  ask('f5-q-acca-abroad', 'is acca recognised abroad, like if i move to canada after', 'qualifications', [says(accaPage.about, '180')], [ACA_MARK, CIMA_MARK]),
  ask('f5-q-acca-june-booking', 'when do i have to book my acca june exam by', 'qualifications', [says(accaPage.keyExamDates, 'three months'), says(accaPage.keyExamDates, 'five weeks')], [
    `${cimaFacts.windows2025.registrationLeadWeeks.min}-${cimaFacts.windows2025.registrationLeadWeeks.max} weeks`,
    ACA_MARK,
  ]),
  ask('f5-q-acca-reg-and-count', 'acca registration fee and how many exams is it', 'qualifications', [accaFee('Registration'), String(accaFacts.examCount)], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f5-q-acca-member-needs', 'what do i need to become a full acca member', 'qualifications', [String(accaFacts.examCount), `${accaFacts.experienceMonths} months`], [ACA_MARK, CIMA_MARK]),

  // --- Qualifications: CIMA ----------------------------------------------------------------------
  ask('f5-q-cima-ops-award', 'what qualification do u get after finishing cima operational level', 'qualifications', [says(cimaJourney, 'Diploma in Management Accounting')], [ACA_MARK, ACCA_MARK]),
  ask('f5-q-cima-ops-then-mgmt', 'and after management level?', 'qualifications', [says(cimaJourney, 'Advanced Diploma in Management Accounting')], [ACA_MARK, ACCA_MARK], 'f5-q-cima-ops-award'),
  ask(
    'f5-q-cima-daughter-ucc',
    'Hi there, my daughter is finishing her business degree in UCC and is thinking about CIMA rather than the ACA because she wants to work in industry and not in a practice. How many exams would she have to do in total, roughly?',
    'qualifications',
    [`${cimaFacts.objectiveTests} objective tests`, `${cimaFacts.caseStudies} case stud`],
    [ACCA_MARK],
  ),
  ask('f5-q-cima-e1', 'cima e1 whats that', 'qualifications', [cimaPaper('E1')], [ACA_MARK, ACCA_MARK]),
  ask('f5-q-cima-e1-then-cost', 'how much is that exam', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')], 'f5-q-cima-e1'),
  ask('f5-q-cima-cert-mgmt-acc', 'whats in the cima certificate, is management accounting one of the subjects', 'qualifications', [cimaPaper('BA2')], [ACA_MARK, ACCA_MARK]),
  ask('f5-q-cima-from-home', 'can i do cima exams from home', 'qualifications', [says(cimaPage.inIreland, 'remote invigilation')], [ACA_MARK, ACCA_MARK]),
  ask('f5-q-cima-join-and-keep', 'cima fees to join and keep the membership going each year', 'qualifications', [cimaFee('Registration'), cimaFee('Annual subscription')], [accaFee('Registration'), acaFee('Student registration')]),
  ask('f5-q-cima-case-deadline', 'when do i need to register for the next cima case study', 'qualifications', nextCimaCaseStudyDeadline, [ACA_MARK, ACCA_MARK]),

  // --- Qualifications: CTA -----------------------------------------------------------------------
  ask('f5-q-cta-solicitor', 'im a solicitor, can i do the cta', 'qualifications', [says(ctaPage.about, 'lawyers')], [ACA_MARK, ACCA_MARK]),
  ask('f5-q-cta-solicitor-then-needs', 'what do i need to become a member', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK], 'f5-q-cta-solicitor'),
  ask('f5-q-cta-intermediate-months', 'how many months is cta intermediate', 'qualifications', [ctaStageMonths('Intermediate')], [ctaStageMonths('Foundation'), ACA_MARK]),
  ask('f5-q-cta-intermediate-then-advanced', 'and what does the advanced stage cover', 'qualifications', [says(ctaPage.stages, 'tax planning')], [ACA_MARK, ACCA_MARK], 'f5-q-cta-intermediate-months'),
  ask('f5-q-cta-autumn-results', 'when do autumn cta results come out', 'qualifications', ctaAutumnResults, [ACA_MARK, ACCA_MARK]),
  ask('f5-q-cta-careers', 'what jobs can the cta lead to', 'qualifications', [says(ctaPage.careers, 'transfer pricing')], [ACA_MARK, ACCA_MARK]),
  ask('f5-q-cta-vat-stage', 'which cta stage covers vat', 'qualifications', [says(ctaPage.stages, 'Foundation')], [ACA_MARK, ACCA_MARK]),

  // --- Market figures ----------------------------------------------------------------------------
  ask('f5-m-dublin-spreading', 'are most finance jobs still in dublin or is it spreading out', 'market', [regionShare('Dublin')], [stat('remote-positions')]),
  ask('f5-m-dublin-then-cork', 'what about down in cork', 'market', [regionShare('Cork')], [regionShare('Dublin')], 'f5-m-dublin-spreading'),
  ask('f5-m-cork-then-galway', 'n galway', 'market', [regionShare('Galway')], [regionShare('Cork')], 'f5-m-dublin-then-cork'),
  ask('f5-m-weeks-to-hire', 'how many weeks does it normally take to get someone hired', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f5-m-weeks-then-pay', 'are salaries going up too', 'market', [stat('average-salary-increase')], [stat('job-market-growth')], 'f5-m-weeks-to-hire'),
  ask('f5-m-hiring-yoy', 'is hiring in finance up or down year on year', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f5-m-galway-move-home', 'thinking of moving home to galway from london, im an FC. is there much of a market for finance jobs out west?', 'market', [regionShare('Galway')], [stat('remote-positions')]),
  {
    id: 'f5-m-skills',
    question: 'what skills are employers crying out for atm',
    kind: 'fact',
    topic: 'market',
    mustContain: [says(marketTrendsSeed.sections, 'ERP')],
    mustNotContain: [],
  },
  {
    id: 'f5-m-key-stats',
    question: 'give me the key stats on the irish finance jobs market',
    kind: 'fact',
    topic: 'market',
    mustContain: [stat('job-market-growth'), stat('average-salary-increase'), stat('remote-positions')],
    mustNotContain: [],
  },

  // --- Contact, hours and address ----------------------------------------------------------------
  ask('f5-c-email-cv', 'what email do i send my cv to', 'contact', [agency.email], []),
  ask('f5-c-email-then-phone', 'and a phone number?', 'contact', [agency.phone.display], [], 'f5-c-email-cv'),
  ask('f5-c-half-seven', 'can i ring at half 7 in the evening', 'contact', [closingTime], []),
  ask('f5-c-eight-am', 'are yous answering the phone at 8 in the morning', 'contact', [openingTime], []),
  ask('f5-c-weekend', 'u open atthe weekend', 'contact', [weekdays], []),
  ask('f5-c-email-and-saturday', 'whats ur email and r yous open saturdays', 'contact', [agency.email, weekdays], []),
  ask('f5-c-tiktok', 'are you on tiktok', 'contact', [websiteHost(tiktok.url)], []),
  ask('f5-c-whatsapp', 'do yous have whatsapp i can msg', 'contact', [agency.whatsappUrl.replace('https://', '')], []),
  ask('f5-c-meeting-address', 'im coming in for a meeting, whats the exact address', 'contact', [agency.address.streetAddress, agency.address.postalCode], []),
  ask('f5-c-address-then-hours', 'what times are yous there', 'contact', [agency.businessHours.display], [], 'f5-c-meeting-address'),
  ask('f5-c-legit-licence', 'are yous a legit licensed agency', 'contact', [agency.licence.number], []),

  // --- Interview tips ----------------------------------------------------------------------------
  ask('f5-t-company-accounts', 'where can i find a companies accounts before my interview', 'interview-tips', [tipPhrase('research-the-company', 'CRO'), tipPhrase('research-the-company', 'annual report')], [OFFER_TIP, MIC_TIP]),
  ask('f5-t-dont-tick-boxes', 'i dont tick every box on the job ad, how do i handle that in the interview', 'interview-tips', [tipPhrase('map-the-job-description', 'honest answer')], [OFFER_TIP, MIC_TIP]),
  ask('f5-t-good-question', 'give me a good question to ask the interviewer at the end', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'first six months')], [OFFER_TIP, MIC_TIP]),
  ask('f5-t-webcam', 'where do i put my webcam for a video interview', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'eye level')], [OFFER_TIP, AUDIT_TIP]),
  ask('f5-t-webcam-then-wifi', 'what if my wifi cuts out during it', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'phone number')], [OFFER_TIP, AUDIT_TIP], 'f5-t-webcam'),
  ask('f5-t-tell-me-about-a-time', 'they always say tell me about a time when... how do i structure that', 'interview-tips', ['Situation', tipPhrase('use-the-enhanced-star-method', 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f5-t-competency-examples', 'what kind of examples should i have ready for a competency based interview', 'interview-tips', [tipPhrase('build-a-story-bank', 'stakeholder')], [OFFER_TIP, MIC_TIP]),
  ask('f5-t-deferred-tax', 'worried theyll grill me on deferred tax, how do i answer the technical stuff', 'interview-tips', [tipPhrase('think-aloud-on-technical-questions', 'reasoning')], [OFFER_TIP, MIC_TIP]),
  ask('f5-t-perfectionist', 'can i say my weakness is being a perfectionist', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'disguised strength')], [OFFER_TIP, MIC_TIP]),
  ask('f5-t-audit-mgr-brush-up', 'interview for an audit manager role in a mid tier, what should i brush up on', 'interview-tips', [AUDIT_TIP], [TECH_TIP, FUNDS_TIP]),
  ask('f5-t-audit-then-pharma', 'and if i went for a pharma company instead', 'interview-tips', [PHARMA_TIP], [AUDIT_TIP, TECH_TIP], 'f5-t-audit-mgr-brush-up'),
  ask('f5-t-pharma-then-bank', 'or a bank?', 'interview-tips', [FUNDS_TIP], [PHARMA_TIP, TECH_TIP], 'f5-t-audit-then-pharma'),
  ask('f5-t-saas-metrics', 'interview at a saas scaleup, what metrics should i know', 'interview-tips', [tipPhrase('prepare-for-technology', 'churn')], [FUNDS_TIP, PHARMA_TIP]),
  ask('f5-t-pq-exams', 'im part qualified, will they ask about my exams in the interview', 'interview-tips', [tipPhrase('discuss-your-qualification-plan', 'credible plan')], [OFFER_TIP, MIC_TIP]),
  ask('f5-t-why-rejected', 'didnt get the job, will the company tell me why', 'interview-tips', [tipPhrase('ask-for-feedback', 'candid')], [MIC_TIP]),
  ask('f5-t-raise-to-stay', 'handed in my notice and now my manager is offering a raise to keep me, what do i do', 'interview-tips', [tipPhrase('weigh-offers-and-counter-offers', 'started looking')], [MIC_TIP]),
  ask('f5-t-second-round', 'got a 2nd round interview next week, how do i prep', 'interview-tips', [tipPhrase('reflect-while-it-is-fresh', 'questions you were asked')], [MIC_TIP]),
  ask('f5-t-suit-funds', 'do i need a suit for a funds admin interview', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [OFFER_TIP]),
  ask('f5-t-suit-then-arrive', 'and how early should i turn up', 'interview-tips', [presencePhrase('Punctuality', 'ten minutes')], [OFFER_TIP], 'f5-t-suit-funds'),
  ask('f5-t-hands', 'bodylanguage tips, what do i do with my hands', 'interview-tips', [presencePhrase('Body Language', 'hands visible')], [OFFER_TIP]),
  ask('f5-t-awful-boss', 'my current boss is awful, can i say that in the interview', 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [MIC_TIP]),

  // --- The agency's services, jobs and team ------------------------------------------------------
  ask('f5-v-who-started', 'who started the company', 'services', [niamh.name, conor.name], []),
  ask('f5-v-started-then-niamh', "whats niamh's background", 'services', [says(niamh.bio, 'eight years')], [conor.role], 'f5-v-who-started'),
  ask('f5-v-niamh-then-conor', 'and conor?', 'services', [says(conor.bio, 'talent acquisition')], [niamh.role], 'f5-v-started-then-niamh'),
  ask('f5-v-after-brief', 'after you take the brief what happens next in your process', 'services', [processStep(2)], []),
  ask('f5-v-philosophy', 'whats your recruitment philosophy', 'services', pillars.items.map((item) => item.title), []),
  ask('f5-v-junior-or-directors', 'as a client do we get some junior consultant or the directors themselves', 'services', [says(partnerPage.benefits, 'directors')], []),
  ask('f5-v-reply-time', 'if i email yous how quick does a real person get back to me usually', 'services', [typicalReply], []),
  ask('f5-v-vacancy-48h', 'we sent over a job spec this morning, when should we expect to hear back', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()]),
  ask('f5-v-it-engineering', 'do you recruit for IT or engineering too', 'services', [OFF_TOPIC_SCOPE], []),
  ask('f5-v-cv-format', 'what format should my cv be in to upload, is a pages file ok', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], []),
  ask('f5-v-keep-data', 'how long do yous hold onto my cv and details', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f5-v-chatgpt', 'r u chatgpt', 'services', [assistant.modelName], []),
  ask('f5-v-vacancies-atm', 'any vacancies on ur books atm', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f5-v-vacancies-then-wfh', 'the qualified one, how many days from home', 'services', [says(qualifiedJob.description, 'two to three days')], [trainee.salary], 'f5-v-vacancies-atm'),
  ask('f5-v-qualified-then-reqs', 'what are they looking for in the person', 'services', [says(qualifiedJob.requirements, 'FRS 102'), says(qualifiedJob.requirements, 'month-end close')], [trainee.salary], 'f5-v-vacancies-then-wfh'),
  ask('f5-v-trainee-degree', 'do i need a degree for the trainee accountant job u have up', 'services', [says(trainee.requirements, 'studying')], [qualifiedJob.salary]),
  ask('f5-v-trainee-full-time', 'is the trainee role full time or part time', 'services', [trainee.jobType], [qualifiedJob.jobType]),
  ask('f5-v-after-start', 'do yous keep in touch after someone starts with us', 'services', [says(employersPage.process, 'after the start date')], []),
  ask('f5-v-meet-cork', 'can i meet one of yous face to face in cork', 'services', [says(about.whoWeAre, 'anywhere in Ireland')], []),

  // --- Off-topic: the right reply names Aine's scope and quotes no euro figure --------------------
  ...(
    [
      ['f5-o-pub-kilkenny', 'best pub in kilkenny for trad music'],
      ['f5-o-aran-islands', 'how do i get to the aran islands'],
      ['f5-o-gaa-tickets', 'any chance of all ireland final tickets'],
      ['f5-o-cover-letter-nurse', 'can u help me write a cover letter for a nursing job'],
      ['f5-o-tesco', 'what time does tesco close tonight'],
      ['f5-o-beaches-clare', 'best beaches in clare'],
      ['f5-o-turkey', 'how long do i cook a 6kg turkey'],
      ['f5-o-maths', 'whats 17 times 23'],
      ['f5-o-fun-fact', 'tell me a fun fact'],
      ['f5-o-craic', 'howya hows the craic today'],
      ['f5-o-taoiseach', 'who is the taoiseach'],
      ['f5-o-french', 'translate this email into french for me'],
      ['f5-o-laptop', 'whats a good laptop for college'],
      ['f5-o-book', 'recommend a good book for the holidays'],
      // Near-misses: personal tax, mortgages, pensions, investing, loans.
      ['f5-o-tax-on-50k', 'how much tax will i pay on 50k in ireland'],
      ['f5-o-fix-mortgage', 'should i fix my mortgage rate for 3 or 5 years'],
      ['f5-o-pension-tax-free', 'how much can i put in my pension tax free'],
      ['f5-o-index-fund', 'is it worth investing in an index fund'],
      ['f5-o-personal-loan', 'best personal loan for a car'],
      ['f5-o-credit-union', 'whats the interest rate on a credit union loan'],
      ['f5-o-boi-shares', 'should i buy shares in bank of ireland'],
      ['f5-o-crypto-app', 'whats the best crypto app'],
      ['f5-o-help-to-buy', 'how does the help to buy scheme work'],
      ['f5-o-self-employed', 'how do i register as self employed with revenue'],
      ['f5-o-vat-return-shop', 'can you do the vat return for my shop'],
      ['f5-o-property-tax', 'how do i appeal my local property tax'],
      // Near-misses: employment law, welfare and visas.
      ['f5-o-cut-hours', 'can my employer cut my hours without notice'],
      ['f5-o-maternity', 'how much maternity leave am i entitled to'],
      ['f5-o-visa-brazil', 'do i need a visa to work in ireland from brazil'],
      ['f5-o-stamp-1g', 'can i get a stamp 1g after my masters'],
      ['f5-o-jobseekers', 'how do i claim jobseekers benefit'],
      ['f5-o-minimum-wage', 'whats the minimum wage in ireland now'],
      // Near-misses: pay or jobs outside accounting and finance.
      ['f5-o-garda-pay', 'how much do guards earn'],
      ['f5-o-civil-engineer', 'salary for a civil engineer in cork'],
      ['f5-o-barista', 'any barista jobs going'],
      ['f5-o-data-scientist', 'data scientist salary dublin'],
      ['f5-o-receptionist', 'any receptionist jobs in limerick'],
      ['f5-o-nurse-agency', 'are yous a recruitment agency for nurses'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person --------------------------------------------------
  ...(
    [
      ['f5-h-recruiter-directly', 'can i talk to one of the recruiters directly'],
      ['f5-h-human-being', 'id prefer a chat with a human being if thats possible'],
      ['f5-h-email-me', 'have someone from ur team email me'],
      ['f5-h-niamh-shout', 'could niamh give me a shout'],
      ['f5-h-live-agent', 'transfer me to a live agent'],
      ['f5-h-no-bot', 'stop the bot stuff, person pls'],
    ] as const
  ).map(
    ([id, question]): HeldOutQuestion => ({
      id,
      question,
      kind: 'hand-over',
      topic: 'hand-over',
      mustContain: [handoverRecipients, 'name'],
      mustNotContain: ['€'],
    }),
  ),
  // Asks for a person about a topic Aine could answer: a figure may come with the offer.
  ...(
    [
      ['f5-h-consultant-fc-cork', 'i want to speak to a consultant about fc roles in cork'],
      ['f5-h-staff-hiring-two', 'can a member of staff get in touch re hiring 2 accountants'],
    ] as const
  ).map(
    ([id, question]): HeldOutQuestion => ({
      id,
      question,
      kind: 'hand-over',
      topic: 'hand-over',
      mustContain: [handoverRecipients, 'name'],
      mustNotContain: [],
    }),
  ),
];
