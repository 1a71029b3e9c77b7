// The TENTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 24 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out set (third-held-out-questions.ts), which
// the author of this set never opened (nor its test, nor held-out.test.ts). The author read only the
// specification, the content modules (frontend/src/content), held-out-case.ts, held-out-figures.ts,
// held-out-builders.ts, held-out-set-checks.ts and the fifth set and its test (for rules, format and
// builders); never the engine (lambdas/) nor the chat service, never the other new sets written at
// the same time, and never ran Aine on these questions nor saw what it answers.
//
// PERSONA AND ANGLE: terse searchers and voice-typed messages. Keyword-only queries as typed into a
// search box ('fc salary cork', 'fee 70k', 'star method'); voice-dictated text without punctuation,
// with the mis-transcriptions a phone's dictation makes ('a CCA' for ACCA, 'see ma' for CIMA, 'for K'
// for 4k, 'there'/'their', 'accounts payble', numbers as words); messages that open with a greeting
// and end with thanks; very short follow-ups ('and cork', 'senior?', 'vs dublin', 'n the fees').
// Expected figures and phrases are read from the content modules (through held-out-figures.ts and
// held-out-builders.ts, or checked against the content by `says`), so a content change keeps the set
// true or fails it loudly.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the fifth set):
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
// - Fee rule: a fee question is right with the fee and the band's percentage for that salary, wrong
//   with the amount another band's percentage would give (or, in a chain, the previous salary's fee).

import { agency } from '#content/agency';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feeBands, feeForSalary, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { formatShortDate } from '#content/format';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import {
  acaAccaComparisonPage,
  acaPage,
  accaFacts,
  accaPage,
  cimaFacts,
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
  ask,
  cimaPaper,
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
import {
  acaFee,
  accaFee,
  AUDIT,
  cimaFee,
  CSUITE,
  pay,
  QA,
  regionShare,
  stat,
  SUPPORT,
  wrongBandFees,
} from './held-out-figures.ts';

// ---------------------------------------------------------------------------------------------
// Figures and phrases, read from the content.

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
const ctaSpringExams: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').exams];
const ctaNextSitting: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : ['Autumn'];

const linkedin = agency.socialLinks.find((link) => link.network === 'linkedin');
const replyHours: number = agency.trustSignals.typicalResponseHours;
const typicalReply = `${replyHours} ${replyHours === 1 ? 'hour' : 'hours'}`;
const [niamh, conor] = teamMembers;
if (!linkedin || !niamh || !conor) {
  throw new RangeError('The agency profile or the featured jobs changed: update the tenth set');
}

const handOver = (id: string, question: string): HeldOutQuestion => ({
  id,
  question,
  kind: 'hand-over',
  topic: 'hand-over',
  mustContain: [handoverRecipients, 'name'],
  mustNotContain: ['€'],
});

// ---------------------------------------------------------------------------------------------
// The questions.

export const tenthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite -----------------------------------------------------------------------
  salary('f10-s-cfo-plc', 'cfo salary plc', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f10-s-cfo-plc-then-sme', 'sme?', CSUITE, 'CFO', 0, [], 'f10-s-cfo-plc'),
  salary('f10-s-fd-voice-medium', 'hi there what would a finance director earn in a medium sized company in Cork thanks a mil', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  salary('f10-s-fd-then-big', 'and a big corporate', CSUITE, 'Finance Director', 2, [], 'f10-s-fd-voice-medium'),
  salary('f10-s-gfc-small', 'group fc small business pay', CSUITE, 'Group Financial Controller', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f10-s-gfc-then-multi', 'multinational?', CSUITE, 'Group Financial Controller', 2, [], 'f10-s-gfc-small'),
  salary('f10-s-finance-chief-startup', 'finance chief for a start up what salary', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),

  // --- Salaries: Qualified Accountants ---------------------------------------------------------
  salary('f10-s-fc-cork-nq', 'fc salary cork newly qualified', QA, 'Financial Controller', 0, [pay(CSUITE, 'Group Financial Controller', 0)]),
  salary('f10-s-fc-cork-then-senior', 'senior?', QA, 'Financial Controller', 2, [], 'f10-s-fc-cork-nq'),
  salary('f10-s-fc-then-dublin', 'vs dublin', QA, 'Financial Controller', 2, [], 'f10-s-fc-cork-then-senior'),
  salary('f10-s-fa-four-years-voice', 'how much does a financial accountant with four years experience make in galway', QA, 'Financial Accountant', 1),
  salary('f10-s-fa-then-seven', 'what about seven years', QA, 'Financial Accountant', 2, [], 'f10-s-fa-four-years-voice'),
  salary('f10-s-ma-nq-keyword', 'management accountant nq salary', QA, 'Management Accountant', 0),
  salary('f10-s-cost-accountant-4yrs', 'cost accountant four years pqe', QA, 'Management Accountant', 1),
  salary('f10-s-fpa-senior', 'fpa salary 6+ yrs', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('f10-s-fpa-then-nq', 'and newly qualified', QA, 'Financial Analyst', 0, [], 'f10-s-fpa-senior'),
  salary('f10-s-internal-audit-voice', 'hey whats the going rate for internal audit with like one year post qualification experience thank you', QA, 'Internal Auditor', 0),
  salary('f10-s-ia-then-mid', 'and at 4 years', QA, 'Internal Auditor', 1, [], 'f10-s-internal-audit-voice'),
  salary('f10-s-accountant-a-cca', 'a CCA qualified accountant four years post qualification salary in limerick', QA, 'Financial Accountant', 1),
  salary('f10-s-see-ma-mgmt', 'see ma qualified management accountant ten years experience what should i earn', QA, 'Management Accountant', 2),
  salary('f10-s-fc-there-voice', 'what do financial controllers get paid their in waterford after five or six years', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)]),
  salary('f10-s-ma-limerick-keyword', 'mgmt accountant limerick 2yrs pqe', QA, 'Management Accountant', 0),
  salary('f10-s-ma-limerick-then-4', 'what about 4', QA, 'Management Accountant', 1, [], 'f10-s-ma-limerick-keyword'),
  salaryRow('f10-s-fc-all', 'financial controller pay bands', [QA, 'Financial Controller'], [CSUITE, 'Group Financial Controller']),

  // --- Salaries: Audit --------------------------------------------------------------------------
  salary('f10-s-audit-mgr-big4', 'big4 audit mgr pay', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2)]),
  salary('f10-s-audit-mgr-then-small', 'small firm?', AUDIT, 'Manager', 0, [], 'f10-s-audit-mgr-big4'),
  salary('f10-s-semi-senior-midtier', 'semi senior mid tier pay', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)]),
  salary('f10-s-semi-then-big4', 'vs big four', AUDIT, 'Senior', 2, [], 'f10-s-semi-senior-midtier'),
  salary('f10-s-articles-local', 'hi im starting articles in a local firm what will they pay me thanks', AUDIT, 'Junior', 0),
  salary('f10-s-audit-director-mid', 'audit director mid tier', AUDIT, 'Director', 1, [pay(AUDIT, 'Partner', 1)]),
  salary('f10-s-partner-big4-voice', 'how much do partners in the big four make', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),
  salary('f10-s-junior-big4-voice', 'good morning what does a graduate trainee in a big four firm get paid thank you', AUDIT, 'Junior', 2),
  salary('f10-s-junior-then-midtier', 'mid tier?', AUDIT, 'Junior', 1, [], 'f10-s-junior-big4-voice'),
  salaryRow('f10-s-senior-auditor-all', 'senior auditor salaries all firms', [AUDIT, 'Senior'], [AUDIT, 'Manager']),

  // --- Salaries: Part-Qualified and Support ------------------------------------------------------
  salary('f10-s-ap-payble-voice', 'accounts payble two years experience salary', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Part-Qualified', 1)]),
  salary('f10-s-ap-then-five', 'what about five', SUPPORT, 'Accounts Payable/Receivable', 2, [], 'f10-s-ap-payble-voice'),
  salary('f10-s-payroll-entry', 'payroll officer no experience pay', SUPPORT, 'Payroll Specialist', 0),
  salary('f10-s-payroll-then-cork', 'and cork', SUPPORT, 'Payroll Specialist', 0, [], 'f10-s-payroll-entry'),
  salary('f10-s-pq-keyword', 'part qualified 2 yrs salary dublin', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f10-s-pq-then-senior', 'senior level?', SUPPORT, 'Part-Qualified', 2, [], 'f10-s-pq-keyword'),
  salary('f10-s-book-keeper-voice', 'hiya what does a book keeper with six years behind them get paid cheers', SUPPORT, 'Bookkeeper', 2),
  salary('f10-s-accounts-asst-2yrs', 'accounts assistant 2yr exp wages', SUPPORT, 'Accounts Assistant', 1),
  salary('f10-s-receivables-half-year', 'accounts receivable clerk six months experience', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('f10-s-pq-cap1', 'part qualified entry level pay kilkenny', SUPPORT, 'Part-Qualified', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  salaryRow('f10-s-payroll-all', 'payroll salary ranges', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Part-Qualified']),

  // --- Salary insights -----------------------------------------------------------------------------
  ask('f10-i-remote-premium', 'fully remote premium', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment]),
  ask('f10-i-remote-then-esg', 'n esg', 'salary-insights', [esgPremium], [remotePremium], 'f10-i-remote-premium'),
  ask('f10-i-pension-voice', 'whats the usual pension match their offering these days', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f10-i-hybrid', 'hybrid days normal', 'salary-insights', [hybridDays], [esgPremium, remotePremium]),
  ask('f10-i-training-budget', 'study budget employers give', 'salary-insights', [developmentBudget], [esgPremium, remotePremium]),
  ask('f10-i-cost-of-living', 'cost of living pay rise average', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f10-i-fin-services', 'financial services experience premium', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium]),
  ask('f10-i-tech', 'tech sector premium', 'salary-insights', [specialisationPremium('Technology')], [esgPremium, remotePremium]),

  // --- Placement fees ----------------------------------------------------------------------------
  placementFee('f10-p-70k', 'fee 70k', 70_000),
  placementFee('f10-p-70k-then-80', 'what about 80', 80_000, [feeAmount(70_000)], 'f10-p-70k'),
  placementFee('f10-p-80-then-38', '38k?', 38_000, [feeAmount(80_000)], 'f10-p-70k-then-80'),
  placementFee('f10-p-thirty-two-voice', 'hi what would your fee be for someone on thirty two thousand thanks', 32_000),
  placementFee('f10-p-thirty-two-then-42', 'and forty two', 42_000, [feeAmount(32_000)], 'f10-p-thirty-two-voice'),
  placementFee('f10-p-fc-105', 'placement fee fc 105k', 105_000),
  placementFee('f10-p-56k-keyword', 'agency fee 56000', 56_000),
  placementFee('f10-p-fifty-two-grand', 'how much do you charge if we hire someone at fifty two grand', 52_000),
  placementFee('f10-p-36500', 'recruitment cost 36.5k role', 36_500),
  placementFee('f10-p-29k-ap', 'accounts payble clerk on 29k your fee', 29_000),
  placementFee('f10-p-150k-cfo', 'cfo 150k fee please', 150_000),
  {
    id: 'f10-p-bands',
    question: 'fee bands',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: feeBands.map((band) => `${band.percentage}%`),
    mustNotContain: [],
  },
  {
    id: 'f10-p-percent-44k',
    question: 'what percent for 44k',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: [`${feeForSalary(44_000).percentage}%`],
    mustNotContain: wrongBandFees(44_000),
  },
  ask('f10-p-fc-105-then-exclusive', 'exclusive deal reduced fee?', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], wrongBandFees(105_000), 'f10-p-fc-105'),
  placementFee('f10-p-sixty-for-k', 'whats the fee on sixty for K', 64_000),
  placementFee('f10-p-sixty-for-then-payroll', 'n a payroll person on thirty three', 33_000, [feeAmount(64_000)], 'f10-p-sixty-for-k'),
  placementFee('f10-p-fourty-one-voice', 'hi there we want to hire a bookkeeper at fourty one thousand euro what is your fee thanks a mil', 41_000),
  placementFee('f10-p-ninety-grand-fd', 'fd 90 grand fee', 90_000),

  // --- Qualifications: ACA -----------------------------------------------------------------------
  ask('f10-q-aca-exam-dates', 'aca exam dates', 'qualifications', [acaSitting('CAP1').main, acaSitting('FAE').main], [ACCA_MARK, CIMA_MARK]),
  ask('f10-q-fae-repeat', 'fae repeats when', 'qualifications', [acaSitting('FAE').repeat], [ACCA_MARK, CIMA_MARK]),
  ask('f10-q-cap1-cost', 'cap 1 cost per module', 'qualifications', [acaFee('CAP1 exams')], [acaFee('CAP2 exams'), acaFee('FAE exams')]),
  ask('f10-q-cap1-then-cap2', 'n cap2', 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')], 'f10-q-cap1-cost'),
  ask('f10-q-cap2-then-fae', 'fae?', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP2 exams')], 'f10-q-cap1-then-cap2'),
  ask('f10-q-aca-annual-sub', 'aca yearly student sub', 'qualifications', [acaFee('Annual student subscription')], [accaFee('Annual subscription'), cimaFee('Annual subscription')]),
  ask('f10-q-aca-cap1-subjects', 'whats on cap one', 'qualifications', ['CAP1', says(examGroup(acaStructure, 'CAP1'), 'Law')], [ACCA_MARK, CIMA_MARK]),
  ask('f10-q-aca-vs-acca-voice', 'hi is it better to do the a c a or the a CCA thanks', 'qualifications', [says(acaAccaComparisonPage.intro, 'training contract'), says(acaAccaComparisonPage.intro, 'flexibility')], [CIMA_MARK]),
  ask('f10-q-aca-degree-skip', 'exemptions aca business degree', 'qualifications', [says(acaPage.certificationPath, 'exemption')], [ACCA_MARK, CIMA_MARK]),

  // --- Qualifications: ACCA ----------------------------------------------------------------------
  ask('f10-q-acca-how-many', 'how many exams is a CCA', 'qualifications', [String(accaFacts.examCount)], [ACA_MARK, CIMA_MARK]),
  ask('f10-q-acca-count-then-exp', 'n experience needed', 'qualifications', [`${accaFacts.experienceMonths} months`], [ACA_MARK, CIMA_MARK], 'f10-q-acca-how-many'),
  ask('f10-q-acca-sp-fee', 'acca strategic professional exam fee', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Skills exams'), accaFee('Applied Knowledge exams')]),
  ask('f10-q-acca-sp-then-as', 'applied skills?', 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Strategic Professional exams')], 'f10-q-acca-sp-fee'),
  ask('f10-q-acca-register', 'acca sign up cost', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f10-q-acca-ethics', 'acca ethics module price', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Applied Knowledge exams'), cimaFee('Objective test')]),
  ask('f10-q-acca-pm', 'acca pm paper', 'qualifications', [accaPaper('PM')], [ACA_MARK, CIMA_MARK]),
  ask('f10-q-acca-countries', 'is a CCA recognised in other countries', 'qualifications', [says(accaPage.about, '180')], [ACA_MARK, CIMA_MARK]),

  // --- Qualifications: CIMA ----------------------------------------------------------------------
  ask('f10-q-cima-case-cost', 'see ma case study exam cost', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test'), accaFee('Strategic Professional exams')]),
  ask('f10-q-cima-case-then-ot', 'and the objective tests', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam')], 'f10-q-cima-case-cost'),
  ask('f10-q-cima-how-many', 'cima number of exams', 'qualifications', [`${cimaFacts.objectiveTests} objective tests`, `${cimaFacts.caseStudies} case stud`], [ACCA_MARK]),
  ask('f10-q-cima-next-case', 'cima case study registration deadline', 'qualifications', nextCimaCaseStudyDeadline, [ACA_MARK, ACCA_MARK]),
  ask('f10-q-cima-p1', 'cima p1', 'qualifications', [cimaPaper('P1')], [ACA_MARK, ACCA_MARK]),
  ask('f10-q-cima-online', 'can you sit see ma exams online at home', 'qualifications', [says(cimaPage.inIreland, 'remote invigilation')], [ACA_MARK, ACCA_MARK]),
  ask('f10-q-cima-sub', 'cima annual fee', 'qualifications', [cimaFee('Annual subscription')], [accaFee('Annual subscription'), acaFee('Annual student subscription')]),

  // --- Qualifications: CTA -----------------------------------------------------------------------
  ask('f10-q-cta-spring', 'cta spring exams', 'qualifications', ctaSpringExams, [ACA_MARK, ACCA_MARK]),
  ask('f10-q-cta-spring-then-next', 'next sitting when', 'qualifications', ctaNextSitting, [ACA_MARK, ACCA_MARK], 'f10-q-cta-spring'),
  ask('f10-q-cta-foundation', 'cta foundation how long', 'qualifications', [ctaStageMonths('Foundation')], [ACA_MARK, ACCA_MARK]),
  ask('f10-q-cta-membership', 'chartered tax adviser membership requirements', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK]),
  ask('f10-q-cta-jobs', 'cta career options', 'qualifications', [says(ctaPage.careers, 'transfer pricing')], [ACA_MARK, ACCA_MARK]),

  // --- Market figures ----------------------------------------------------------------------------
  ask('f10-m-dublin-share', 'dublin share of finance jobs', 'market', [regionShare('Dublin')], [stat('remote-positions')]),
  ask('f10-m-dublin-then-cork', 'and cork', 'market', [regionShare('Cork')], [regionShare('Dublin')], 'f10-m-dublin-share'),
  ask('f10-m-time-to-hire', 'time to hire', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f10-m-remote-share', 'how many finance jobs are remote now', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  ask('f10-m-growth-voice', 'hi is the accountancy job market growing this year thanks', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f10-m-growth-then-pay', 'n salaries', 'market', [stat('average-salary-increase')], [stat('job-market-growth')], 'f10-m-growth-voice'),
  ask('f10-m-salary-rise', 'average salary increase finance', 'market', [stat('average-salary-increase')], [stat('remote-positions')]),
  ask('f10-m-galway', 'galway finance jobs %', 'market', [regionShare('Galway')], [regionShare('Dublin')]),

  // --- Contact, hours and address ----------------------------------------------------------------
  ask('f10-c-saturday', 'office hours saturday', 'contact', [weekdays], []),
  ask('f10-c-phone', 'ur phone no', 'contact', [agency.phone.display], []),
  ask('f10-c-phone-then-email', 'email?', 'contact', [agency.email], [], 'f10-c-phone'),
  ask('f10-c-nine-am-voice', 'are you open at nine in the morning', 'contact', [openingTime], []),
  ask('f10-c-six-pm', 'can i call after six', 'contact', [closingTime], []),
  ask('f10-c-address', 'office address', 'contact', [agency.address.streetAddress], []),
  ask('f10-c-address-then-hours', 'hours?', 'contact', [agency.businessHours.display], [], 'f10-c-address'),
  ask('f10-c-linkedin', 'linkedin page', 'contact', [websiteHost(linkedin.url)], []),
  ask('f10-c-whatsapp', 'whatsapp', 'contact', [agency.whatsappUrl.replace('https://', '')], []),
  ask('f10-c-licence', 'licence number', 'contact', [agency.licence.number], []),

  // --- Interview tips ----------------------------------------------------------------------------
  ask('f10-t-star', 'star technique interview', 'interview-tips', ['Situation', tipPhrase('use-the-enhanced-star-method', 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f10-t-video-voice', 'any tips for a video interview on teams tomorrow thanks a million', 'interview-tips', [MIC_TIP], [OFFER_TIP, AUDIT_TIP]),
  ask('f10-t-video-then-camera', 'camera height', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'eye level')], [OFFER_TIP, AUDIT_TIP], 'f10-t-video-voice'),
  ask('f10-t-counter-offer', 'counter offer advice', 'interview-tips', [OFFER_TIP], [MIC_TIP]),
  ask('f10-t-weakness', 'biggest weakness answer', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'disguised strength')], [OFFER_TIP, MIC_TIP]),
  ask('f10-t-audit-prep', 'interview prep audit firm', 'interview-tips', [AUDIT_TIP], [TECH_TIP, FUNDS_TIP]),
  ask('f10-t-audit-then-tech', 'tech company?', 'interview-tips', [TECH_TIP], [AUDIT_TIP, PHARMA_TIP], 'f10-t-audit-prep'),
  ask('f10-t-tech-then-funds', 'and funds', 'interview-tips', [FUNDS_TIP], [TECH_TIP, PHARMA_TIP], 'f10-t-audit-then-tech'),
  ask('f10-t-manufacturing', 'interview questions manufacturing costing role', 'interview-tips', [PHARMA_TIP], [AUDIT_TIP, TECH_TIP]),
  ask('f10-t-questions-end', 'questions to ask at end of interview', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'first six months')], [OFFER_TIP, MIC_TIP]),
  ask('f10-t-dress', 'what to wear interview', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [OFFER_TIP]),
  ask('f10-t-punctual', 'how early to arrive for interview', 'interview-tips', [presencePhrase('Punctuality', 'ten minutes')], [OFFER_TIP]),
  ask('f10-t-research', 'research a company before interview', 'interview-tips', [tipPhrase('research-the-company', 'CRO')], [OFFER_TIP, MIC_TIP]),
  ask('f10-t-feedback', 'asking for feedback after rejection', 'interview-tips', [tipPhrase('ask-for-feedback', 'candid')], [MIC_TIP]),

  // --- The agency's services, jobs and team ------------------------------------------------------
  ask('f10-v-founders', 'founders', 'services', [niamh.name, conor.name], []),
  ask('f10-v-founders-then-conor', 'conor background', 'services', [says(conor.bio, 'talent acquisition')], [niamh.role], 'f10-v-founders'),
  ask('f10-v-jobs', 'current jobs', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f10-v-jobs-then-trainee-type', 'trainee one full time?', 'services', [trainee.jobType], [qualifiedJob.salary], 'f10-v-jobs'),
  ask('f10-v-cv-types', 'cv file types', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], []),
  ask('f10-v-data-kept', 'how long is my data kept', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f10-v-response-48', 'hi we sent a vacancy when will you come back to us thanks', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()]),
  ask('f10-v-reply-time', 'typical response time', 'services', [typicalReply], []),
  ask('f10-v-process-steps', 'hiring process steps', 'services', [processStep(1), processStep(2)], []),
  ask('f10-v-qualified-wfh', 'qualified accountant job remote days', 'services', [says(qualifiedJob.description, 'two to three days')], [trainee.salary]),
  ask('f10-v-after-start', 'aftercare once hire starts', 'services', [says(employersPage.process, 'after the start date')], []),
  ask('f10-v-engineers', 'do ye place engineers', 'services', [OFF_TOPIC_SCOPE], []),

  // --- Off-topic: the right reply names Aine's scope and quotes no euro figure --------------------
  offTopic('f10-o-weather-sligo', 'weather sligo tomorrow'),
  offTopic('f10-o-bus-eireann', 'bus eireann timetable galway to limerick'),
  offTopic('f10-o-joke', 'say something funny'),
  offTopic('f10-o-match-score', 'leinster result saturday'),
  offTopic('f10-o-pizza', 'pizza near me'),
  offTopic('f10-o-song-lyrics', 'lyrics to the fields of athenry'),
  offTopic('f10-o-poem', 'write me a poem about the sea'),
  offTopic('f10-o-passport', 'passport renewal how long'),
  offTopic('f10-o-recipe', 'recipe for brown bread'),
  offTopic('f10-o-dog', 'my dog wont stop barking what do i do'),
  offTopic('f10-o-capital', 'capital of australia'),
  offTopic('f10-o-aer-lingus', 'aer lingus check in times'),
  offTopic('f10-o-driving-test', 'driving test waiting times'),
  offTopic('f10-o-hi-only-voice', 'hello can you tell me what time mass is on sunday thanks'),
  // Near-misses: personal tax, mortgages, pensions, investing, loans.
  offTopic('f10-o-tax-credits', 'tax credits single person'),
  offTopic('f10-o-usc', 'usc rates'),
  offTopic('f10-o-mortgage-voice', 'how much mortgage can i get on a salary of sixty thousand'),
  offTopic('f10-o-prsa', 'prsa or company pension which is better for me'),
  offTopic('f10-o-etf', 'etf deemed disposal'),
  offTopic('f10-o-car-loan', 'car loan rates'),
  offTopic('f10-o-bitcoin', 'bitcoin price'),
  offTopic('f10-o-tax-return', 'file my tax return for me'),
  offTopic('f10-o-rent-credit', 'rent credit revenue how to claim'),
  offTopic('f10-o-savings', 'best savings account ireland'),
  // Near-misses: employment law, welfare and visas.
  offTopic('f10-o-unfair-dismissal', 'unfair dismissal claim'),
  offTopic('f10-o-work-permit', 'critical skills work permit'),
  offTopic('f10-o-annual-leave', 'how many days annual leave am i entitled to'),
  offTopic('f10-o-redundancy', 'statutory redundancy calculator'),
  // Near-misses: pay or jobs outside accounting and finance.
  offTopic('f10-o-teacher-pay', 'teacher salary scale'),
  offTopic('f10-o-electrician', 'electrician jobs cork'),
  offTopic('f10-o-software-dev', 'web developer pay galway'),
  offTopic('f10-o-hr-manager', 'hr manager salary'),
  offTopic('f10-o-sales-rep', 'sales rep jobs near me'),

  // --- Hand-over: the visitor asks for a person --------------------------------------------------
  handOver('f10-h-real-person', 'real person'),
  handOver('f10-h-speak-someone-voice', 'can i speak to someone please thanks'),
  handOver('f10-h-call-back', 'call back please'),
  handOver('f10-h-consultant', 'talk to a consultant'),
  handOver('f10-h-human-voice', 'hi there could you put me through to a human'),
  handOver('f10-h-conor', 'get conor to ring me'),
  handOver('f10-h-agent', 'human agent pls'),
];
