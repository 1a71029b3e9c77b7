// The FOURTH set of visitor questions for Aine (issue 16): TUNING DATA.
//
// Written on 24 November 2026 as tuning data: the offline engine is improved against this set's
// misses afterwards, and measured on the held-out set (third-held-out-questions.ts), which the
// author of this set never opened (nor its test). The author read only the specification, the
// content modules (frontend/src/content), held-out-case.ts, held-out-figures.ts,
// held-out-set-checks.ts and the first and second sets (for their rules and format, so that these
// questions differ from theirs); never the engine (lambdas/core/chat) nor the chat service, and
// never ran Aine on these questions. The questions are written as visitors type on a phone
// (typos, lower case, abbreviations, Irish usage, synonyms the site's pages do not use) so that
// fixes made against them generalise. Expected figures are read from the content modules (through
// held-out-figures.ts), so a content change keeps the set true.
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

import { agency, formatAddress } from '#content/agency';
import { handoverRecipients } from '#content/chat-handover';
import { hasPassed } from '#content/dated-facts';
import { feeBands, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { formatTimeToHire } from '#content/market-stats';
import { acaFacts, accaFacts, cimaFacts, cimaKeyDatesFact, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { acaStructure } from '#content/qualifications/aca';
import { teamMembers } from '#content/team';
import type { HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaperName,
  ask,
  cimaPaperName,
  ctaSitting,
  ctaStageMonths,
  examGroup,
  feeAmount,
  offTopic,
  placementFee,
  presencePhrase,
  salary,
  salaryRow,
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
  qualifiedJob,
  remotePremium,
  TECH_TIP,
  trainee,
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
} from './held-out-figures.ts';

// ---------------------------------------------------------------------------------------------
// Figures, read from the content (the shared ones are in held-out-figures.ts, held-out-builders.ts and held-out-phrases.ts).

// Dated exam facts, judged at the time the set is run (as the site and Aine word them).
const now = new Date();
const today = now.toISOString().slice(0, 10);
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const nextCimaCaseStudy: string[] = cimaDatesPassed
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.caseStudies.filter((window) => window.end >= today).slice(0, 1).map((window) => window.display);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const ctaAutumnExams: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').exams];

const industryPremium = specialisationPremium('Financial Services');

// Marks of one qualification that a reply about another should not show.
const CTA_MARK = 'Irish Tax Institute';

const instagram = agency.socialLinks.find((link) => link.network === 'instagram');
const membership = agency.trustSignals.memberships[0];
const [niamh, conor] = teamMembers;
if (!instagram || !membership || !niamh || !conor) {
  throw new RangeError('The agency profile or the featured jobs changed: update the fourth set');
}

// ---------------------------------------------------------------------------------------------
// The questions.

export const fourthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite -----------------------------------------------------------------------
  salary('f4-s-cfo-plc', 'wage for a cfo in a big plc', CSUITE, 'CFO', 2),
  salary('f4-s-cfo-plc-then-small', 'and a small one?', CSUITE, 'CFO', 0, [], 'f4-s-cfo-plc'),
  salary('f4-s-cfo-small-then-gfc', 'what about the group FC in a small company', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'CFO', 0)], 'f4-s-cfo-plc-then-small'),
  salary('f4-s-cfo-scaleup', 'Hi there, we are a scale-up of about 200 staff based in Cork and looking to bring in our first proper chief financial officer. What kind of comp should we budget for a mid-sized business like ours?', CSUITE, 'CFO', 1),
  salary('f4-s-fd-sme', 'fd sme pay', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f4-s-fd-enterprise', 'what does a finance director at enterprise level take home roughly', CSUITE, 'Finance Director', 2),
  salary('f4-s-fd-enterprise-then-mid', 'ok and mid size', CSUITE, 'Finance Director', 1, [], 'f4-s-fd-enterprise'),
  salary('f4-s-group-controller-large', 'group controller at a large corporate - salary band?', CSUITE, 'Group Financial Controller', 2),
  salaryRow('f4-s-fd-all', 'FD salaries in ireland?', [CSUITE, 'Finance Director'], [CSUITE, 'CFO']),
  salaryRow('f4-s-fd-all-then-galway', 'same in galway or less', [CSUITE, 'Finance Director'], [CSUITE, 'CFO'], 'f4-s-fd-all'),

  salary('f4-s-cfo-multinational-limerick', 'head of a multinational finance function in limerick, chief financial officer, what kind of money', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f4-s-gfc-mid-blunt', 'GFC mid size. number?', CSUITE, 'Group Financial Controller', 1, [pay(QA, 'Financial Controller', 1)]),

  // --- Salaries: Qualified Accountants ---------------------------------------------------------
  salary('f4-s-fa-1yr', 'newly qualified ACA, 1 yr out, financial accountant role. what should i ask for', QA, 'Financial Accountant', 0),
  salary('f4-s-fa-1yr-then-7', 'and in 7 years time?', QA, 'Financial Accountant', 2, [], 'f4-s-fa-1yr'),
  salary('f4-s-fa-then-fc', 'what about if i went FC at that stage', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)], 'f4-s-fa-1yr-then-7'),
  salary('f4-s-ma-4yrs-galway', 'management accountant galway 4 yrs pqe wage?', QA, 'Management Accountant', 1),
  salary('f4-s-cost-accountant-8', 'cost accountant 8 years post qualification, pharma plant in cork, what salary', QA, 'Management Accountant', 2),
  salary('f4-s-fc-nq', 'can a newly qualified go straight to FC? whats the salary for that', QA, 'Financial Controller', 0),
  salary('f4-s-fc-4-pqe-dublin', 'FC 4 PQE Dublin', QA, 'Financial Controller', 1, [pay(CSUITE, 'Group Financial Controller', 1)]),
  salary('f4-s-fc-4-then-limerick', 'and limerick?', QA, 'Financial Controller', 1, [pay(CSUITE, 'Group Financial Controller', 1)], 'f4-s-fc-4-pqe-dublin'),
  salary('f4-s-fin-controller-12', 'financial controller, qualified 12 years, what r they paying', QA, 'Financial Controller', 2),
  salary('f4-s-analyst-2yrs', 'fp&a 2 yrs qualified salary range', QA, 'Financial Analyst', 0),
  salary('f4-s-analyst-9yrs', 'senior financial analyst 9 years pqe', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('f4-s-ia-nq-cork', 'internal auditor just qualified cork', QA, 'Internal Auditor', 0),
  salary('f4-s-ia-nq-then-4', 'what about with 4 yrs behind me', QA, 'Internal Auditor', 1, [], 'f4-s-ia-nq-cork'),
  salaryRow('f4-s-fc-all', 'what do FCs earn', [QA, 'Financial Controller'], [QA, 'Financial Accountant']),
  salary('f4-s-qualified-6mths', 'qualified 6 months ago with acca, whats the going rate for a qualified accountant', QA, 'Financial Accountant', 0),
  salary('f4-s-qualified-6plus', 'chartered accountant 6+ years pqe, what comp should i be on in dublin', QA, 'Financial Accountant', 2),

  salary('f4-s-ma-nq-typo', 'managment accountent newly qualifed salery', QA, 'Management Accountant', 0),
  salary('f4-s-fa-4yrs-galway-pay', 'Im a financial accountant in Galway, qualified about 4 years now with CIMA, and I think Im underpaid on 62k. What does the guide say for someone like me?', QA, 'Financial Accountant', 1),

  // --- Salaries: Audit --------------------------------------------------------------------------
  salary('f4-s-big4-partner', 'big four partner earnings', AUDIT, 'Partner', 2),
  salary('f4-s-partner-then-senior', 'what about a senior there', AUDIT, 'Senior', 2, [pay(AUDIT, 'Partner', 2)], 'f4-s-big4-partner'),
  salary('f4-s-semi-senior-mid', 'semi senior in a mid-tier firm wage', AUDIT, 'Senior', 1),
  salary('f4-s-audit-director-small', 'director in a small practice, audit side, salary', AUDIT, 'Director', 0, [pay(AUDIT, 'Partner', 0)]),
  salary('f4-s-audit-director-mid', 'audit director mid tier firm cork', AUDIT, 'Director', 1),
  salary('f4-s-aam-mid', 'assistant audit manager mid tier, what would i get', AUDIT, 'Manager', 1),
  salary('f4-s-aam-then-small', 'and in a small firm', AUDIT, 'Manager', 0, [], 'f4-s-aam-mid'),
  salary('f4-s-audit-junior-big4', 'graduate audit associate big 4 starting salary', AUDIT, 'Junior', 2),
  salary('f4-s-audit-junior-small', 'trainee auditor at a small local practice, pay?', AUDIT, 'Junior', 0),
  salary('f4-s-audit-senior-small', 'audit senior small firm galway', AUDIT, 'Senior', 0),
  salaryRow('f4-s-audit-manager-all', 'audit manager salaries', [AUDIT, 'Manager'], [AUDIT, 'Director']),

  salary('f4-s-audit-partner-midtier-cork', 'whats a partner in a mid-tier practice in cork on', AUDIT, 'Partner', 1),

  // --- Salaries: Part-Qualified and Support ------------------------------------------------------
  salary('f4-s-pq-2yrs', 'part qualified with 2 years experience what should i earn', SUPPORT, 'Part-Qualified', 1),
  salary('f4-s-pq-2-then-4', 'and 4 yrs?', SUPPORT, 'Part-Qualified', 2, [], 'f4-s-pq-2yrs'),
  salary('f4-s-bookkeeper-new', 'bookkeeping job no experience what would the pay be', SUPPORT, 'Bookkeeper', 0),
  salary('f4-s-bookkeeper-2yrs-cork', 'book keeper 2 yrs cork', SUPPORT, 'Bookkeeper', 1),
  salary('f4-s-ap-6mths', 'accounts payable clerk 6 months in, wage?', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('f4-s-ap-then-payroll', 'what about payroll at that level', SUPPORT, 'Payroll Specialist', 0, [pay(SUPPORT, 'Accounts Payable/Receivable', 0)], 'f4-s-ap-6mths'),
  salary('f4-s-credit-controller-5', 'credit controller with 5 years, what salary in limerick', SUPPORT, 'Accounts Payable/Receivable', 2),
  salary('f4-s-finance-assistant-2', 'finance assistant 2 years exp', SUPPORT, 'Accounts Assistant', 1),
  salary('f4-s-accounts-assistant-grad', 'accounts assistant graduate role salary', SUPPORT, 'Accounts Assistant', 0),
  salary('f4-s-payroll-officer-4', 'payroll officer 4yrs galway', SUPPORT, 'Payroll Specialist', 2),
  salaryRow('f4-s-payroll-all', 'payroll salaries ireland?', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Accounts Assistant']),

  salary('f4-s-sales-ledger-new', 'sales ledger, first job, starting wage', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('f4-s-pq-starting-dublin', 'studying accountant dublin starting out how much', SUPPORT, 'Part-Qualified', 0),

  // --- Salary insights -----------------------------------------------------------------------------
  ask('f4-i-fund-accounting', 'does fund accounting experience pay more', 'salary-insights', [industryPremium], [esgPremium, remotePremium]),
  ask('f4-i-us-gaap', 'i have US GAAP experience from a US multinational, is that worth more money?', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium]),
  ask('f4-i-pension', 'whats the usual employer pension contribution', 'salary-insights', [pensionMatch], [esgPremium, inflationAdjustment]),
  ask('f4-i-pension-then-cpd', 'and training budget?', 'salary-insights', [developmentBudget], [esgPremium], 'f4-i-pension'),
  ask('f4-i-wfh-days', 'how many days wfh is normal now', 'salary-insights', [hybridDays], [esgPremium]),
  ask('f4-i-cost-of-living', 'cost of living raise this year, what are companies doing', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f4-i-green-reporting', 'is there a premium for climate reporting skills', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f4-i-fully-remote', 'fully remote role - do they pay more or less?', 'salary-insights', [remotePremium], [esgPremium, pensionMatch]),

  ask('f4-i-banking-premium', 'do banks pay accountants more than industry', 'salary-insights', [industryPremium], [esgPremium, remotePremium]),

  // --- Placement fees ----------------------------------------------------------------------------
  placementFee('f4-p-55k', 'fee on 55k?', 55_000),
  placementFee('f4-p-72500', 'What would your recruitment charge be for a hire at €72,500?', 72_500),
  placementFee('f4-p-70-grand', 'if we take on an FC at 70 grand whats your commission', 70_000),
  placementFee('f4-p-70-then-40', 'and for a 40 grand bookkeeper', 40_000, [feeAmount(70_000)], 'f4-p-70-grand'),
  placementFee('f4-p-40-then-90', 'and for a 90k hire?', 90_000, [feeAmount(40_000)], 'f4-p-70-then-40'),
  placementFee('f4-p-sixty-thousand', 'finders fee for sixty thousand', 60_000),
  placementFee('f4-p-35000-edge', 'exactly 35000 salary, which % applies', 35_000),
  placementFee('f4-p-34999', 'what about 34,999?', 34_999, [feeAmount(35_000)], 'f4-p-35000-edge'),
  placementFee('f4-p-45000-edge', 'salary of 45,000 exactly - is that 10 or 12 percent?', 45_000),
  placementFee('f4-p-44999', 'fee on 44999', 44_999),
  placementFee('f4-p-28k', 'we need a junior accounts assistant on 28k how much do ye charge', 28_000),
  placementFee('f4-p-28k-then-38', 'what if we went to 38k', 38_000, [feeAmount(28_000)], 'f4-p-28k'),
  placementFee('f4-p-120k', 'cost to use ye for a 120k finance director', 120_000),
  placementFee('f4-p-42-5', 'fee for 42.5k part qualified', 42_500),
  placementFee('f4-p-250k', '€250,000 CFO search, your fee?', 250_000),
  placementFee('f4-p-31000', 'payroll person at 31,000 - recruitment fee', 31_000),
  placementFee('f4-p-fifty-k', 'fifty k hire, what do we owe', 50_000),
  placementFee('f4-p-65k', 'how much is your fee on a 65k management accountant', 65_000),
  placementFee('f4-p-65k-then-fd', 'what about the FD, hes on 160k', 160_000, [feeAmount(65_000)], 'f4-p-65k'),
  placementFee('f4-p-85000-euro', '€85,000 financial controller placement - total cost to us?', 85_000),
  placementFee('f4-p-thirty-grand', 'thirty grand accounts clerk, whats the finders fee', 30_000),

  {
    id: 'f4-p-how-charged',
    question: 'fees?',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: feeBands.map((band) => `${band.percentage}%`),
    mustNotContain: [],
  },
  {
    id: 'f4-p-percent-of-what',
    question: 'is ur fee a percent of base salary or the whole package incl bonus',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: ['base salary'],
    mustNotContain: [],
  },
  ask('f4-p-response-time', 'if we send a job spec how quick do yous respond', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()]),

  // --- Qualifications: ACA -----------------------------------------------------------------------
  ask('f4-q-aca-fae-cost', 'how much does it cost to sit the FAE', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')]),
  ask('f4-q-aca-fae-then-sub', 'and the yearly sub for chartered students?', 'qualifications', [acaFee('Annual student subscription')], [accaFee('Annual subscription'), cimaFee('Annual subscription')], 'f4-q-aca-fae-cost'),
  ask('f4-q-aca-student-reg', 'aca student registration fee', 'qualifications', [acaFee('Student registration')], [accaFee('Registration'), cimaFee('Registration')]),
  ask('f4-q-aca-cap2-papers', 'which papers are in cap 2', 'qualifications', ['Taxation 2', 'Auditing & Assurance'], [ACCA_MARK, CIMA_MARK]),
  ask('f4-q-aca-fae-electives', 'how many electives do u pick for FAE', 'qualifications', [String(acaFacts.faeElectives), 'elective'], [ACCA_MARK, CIMA_MARK]),
  ask('f4-q-aca-cap1-when', 'when do cap1 exams happen', 'qualifications', [acaSitting('CAP1').main], [acaSitting('FAE').main, ACCA_MARK]),
  ask('f4-q-aca-cap1-then-fae', 'and FAE?', 'qualifications', [acaSitting('FAE').main, acaSitting('FAE').repeat], [acaSitting('CAP1').repeat], 'f4-q-aca-cap1-when'),
  ask('f4-q-aca-body', 'who runs the ACA', 'qualifications', [acaFacts.awardingBody], [CTA_MARK, CIMA_MARK]),
  ask('f4-q-aca-experience', 'how many years experience to qualify as a chartered accountant', 'qualifications', [`${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`], [`${accaFacts.experienceMonths} months`]),
  ask('f4-q-aca-cap1-tax', 'is there a tax paper at cap1', 'qualifications', [examGroup(acaStructure, 'CAP1').find((exam) => exam.startsWith('Taxation')) ?? 'Taxation 1'], [ACCA_MARK, CIMA_MARK]),

  ask('f4-q-aca-cap2-repeat', 'failed a cap2 paper, when can i resit', 'qualifications', [acaSitting('CAP2').repeat], [acaSitting('FAE').repeat]),

  // --- Qualifications: ACCA ----------------------------------------------------------------------
  ask('f4-q-acca-how-many', 'how many exams in total for acca', 'qualifications', [String(accaFacts.examCount)], [ACA_MARK, CIMA_MARK]),
  ask('f4-q-acca-how-many-then-cost', 'how much is each one', 'qualifications', [accaFee('Applied Knowledge exams'), accaFee('Applied Skills exams'), accaFee('Strategic Professional exams')], [acaFee('CAP1 exams'), cimaFee('Objective test')], 'f4-q-acca-how-many'),
  ask('f4-q-acca-sessions', 'what months can you sit acca papers', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f4-q-acca-options', 'acca options at strategic professional, which ones can i choose', 'qualifications', examGroup(accaFacts.structure, 'SP-O').map(accaPaperName), [ACA_MARK, CIMA_MARK]),
  ask('f4-q-acca-options-then-count', 'how many of them do i have to do', 'qualifications', [String(accaFacts.optionsToChoose)], [ACA_MARK], 'f4-q-acca-options'),
  ask('f4-q-acca-ethics-fee', 'acca ethics and professional skills module cost', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Strategic Professional exams'), acaFee('FAE exams')]),
  ask('f4-q-acca-sub', 'annual acca subscription?', 'qualifications', [accaFee('Annual subscription')], [acaFee('Annual student subscription'), cimaFee('Annual subscription')]),
  ask('f4-q-acca-pm-level', 'which level is performance management in acca', 'qualifications', [ACCA_MARK], [ACA_MARK, CIMA_MARK]),
  ask('f4-q-acca-experience', 'how long do i need to work for to get my acca membership', 'qualifications', [`${accaFacts.experienceMonths} months`], [`${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`, `${cimaFacts.experienceYears} years`]),
  ask('f4-q-acca-sbr', 'whats SBR in acca', 'qualifications', ['Strategic Business Reporting'], [ACA_MARK, CIMA_MARK]),

  // --- Qualifications: CIMA ----------------------------------------------------------------------
  ask('f4-q-cima-cba', 'no degree, want to do cima. what are the certificate papers', 'qualifications', examGroup(cimaFacts.structure, 'CBA').map(cimaPaperName), [ACA_MARK, ACCA_MARK]),
  ask('f4-q-cima-ot-fee', 'price of a cima objective test', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')]),
  ask('f4-q-cima-ot-then-case', 'and a case study', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test')], 'f4-q-cima-ot-fee'),
  ask('f4-q-cima-case-then-reg', 'and registering with them?', 'qualifications', [cimaFee('Registration')], [accaFee('Registration'), acaFee('Student registration')], 'f4-q-cima-ot-then-case'),
  ask('f4-q-cima-next-case-study', 'when is the next cima case study', 'qualifications', nextCimaCaseStudy, [ACA_MARK, ACCA_MARK]),
  ask('f4-q-cima-count', 'how many objective tests and case studies in cima altogether', 'qualifications', [String(cimaFacts.objectiveTests), String(cimaFacts.caseStudies)], [ACA_MARK, ACCA_MARK]),
  ask('f4-q-cima-f3', 'what is F3 in cima', 'qualifications', ['Financial Strategy'], [ACA_MARK, ACCA_MARK]),
  ask('f4-q-cima-p2', 'cima p2?', 'qualifications', ['Advanced Management Accounting'], [ACA_MARK, ACCA_MARK]),
  ask('f4-q-cima-sub', 'yearly fee to stay a cima student', 'qualifications', [cimaFee('Annual subscription')], [accaFee('Annual subscription'), acaFee('Annual student subscription')]),
  ask('f4-q-cima-experience', 'cima practical experience requirement', 'qualifications', [`${cimaFacts.experienceYears} years`], [`${accaFacts.experienceMonths} months`]),

  ask('f4-q-cima-designation-letters', 'what letters do u get after ur name with cima', 'qualifications', ['CGMA'], [ACA_MARK, ACCA_MARK]),

  // --- Qualifications: CTA -----------------------------------------------------------------------
  ask('f4-q-cta-stages', 'what are the stages of the cta', 'qualifications', ctaFacts.stages.map((stage) => stage.name), [ACA_MARK, ACCA_MARK]),
  ask('f4-q-cta-stages-then-advanced', 'how long is the advanced one', 'qualifications', [ctaStageMonths('Advanced')], [ctaStageMonths('Foundation')], 'f4-q-cta-stages'),
  ask('f4-q-cta-body', 'who awards the chartered tax adviser', 'qualifications', [ctaFacts.awardingBody], [ACA_MARK, CIMA_MARK]),
  ask('f4-q-cta-degree', 'do i need a degree for the cta membership', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`], [ACA_MARK, ACCA_MARK]),
  ask('f4-q-cta-autumn', 'cta autumn exams when', 'qualifications', ctaAutumnExams, [ACA_MARK, CIMA_MARK]),
  ask('f4-q-cta-foundation-topics', 'what tax do u cover in cta foundation', 'qualifications', ['corporation tax', 'VAT'], [ACA_MARK, ACCA_MARK]),
  ask('f4-q-cta-autumn-registration', 'when do i sign up for the autumn cta sitting', 'qualifications', ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').registration], [ACA_MARK, ACCA_MARK]),

  ask('f4-q-cta-experience', 'how much tax experience do you need to become a chartered tax adviser', 'qualifications', [`${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK]),

  // --- Market figures ----------------------------------------------------------------------------
  ask('f4-m-dublin-share', 'what % of finance jobs are in dublin', 'market', [regionShare('Dublin')], [stat('remote-positions')]),
  ask('f4-m-dublin-then-galway', 'and galway', 'market', [regionShare('Galway')], [regionShare('Dublin')], 'f4-m-dublin-share'),
  ask('f4-m-growth', 'is the accountancy jobs market growing', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f4-m-pay-rises', 'how much have salaries gone up on average', 'market', [stat('average-salary-increase')], [stat('remote-positions')]),
  ask('f4-m-remote-share', 'what share of roles offer hybrid or remote', 'market', [stat('remote-positions')], [hybridDays]),
  ask('f4-m-time-to-hire', 'avg time to hire an accountant?', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f4-m-time-then-growth', 'and is demand up?', 'market', [stat('job-market-growth')], [formatTimeToHire()], 'f4-m-time-to-hire'),
  ask('f4-m-cork-market', 'how busy is the cork market for accountants', 'market', [regionShare('Cork')], [regionShare('Dublin')]),

  // --- Contact, hours and address ----------------------------------------------------------------
  ask('f4-c-phone', 'whats ur number', 'contact', [agency.phone.display], []),
  ask('f4-c-phone-then-hours', 'what hours can i ring', 'contact', [openingTime, closingTime], [], 'f4-c-phone'),
  ask('f4-c-email', 'email address for yous?', 'contact', [agency.email], []),
  ask('f4-c-eircode', 'whats your eircode', 'contact', [agency.address.postalCode], []),
  ask('f4-c-office', 'where r u based', 'contact', [agency.address.streetAddress], []),
  ask('f4-c-office-then-meet', 'can we meet outside dublin', 'contact', ['face to face'], [], 'f4-c-office'),
  ask('f4-c-late', 'are you open after 6 in the evening', 'contact', [closingTime], []),
  ask('f4-c-saturday', 'open saturdays?', 'contact', ['Monday - Friday'], []),
  ask('f4-c-instagram', 'do yous have instagram', 'contact', [websiteHost(instagram.url)], []),
  ask('f4-c-get-in-touch', 'best way to get in touch with ye', 'contact', [agency.email, agency.phone.display], []),
  ask('f4-c-post-letter', 'postal address pls', 'contact', [formatAddress()], []),
  ask('f4-c-licence', 'whats your employment agency licence number', 'contact', [agency.licence.number], []),

  ask('f4-c-when-open', 'when are ye open', 'contact', [agency.businessHours.display], []),

  // --- Interview tips ----------------------------------------------------------------------------
  ask('f4-t-research', 'how should i research a company before the interview', 'interview-tips', [tipPhrase('research-the-company', 'annual report')], [OFFER_TIP, MIC_TIP]),
  ask('f4-t-questions-to-ask', 'what should i ask them at the end of the interview', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'three to five')], [OFFER_TIP, MIC_TIP]),
  ask('f4-t-salary-expectations', 'they asked my salary expectations, what do i say', 'interview-tips', [tipPhrase('know-your-market-value', 'researched range')], [MIC_TIP]),
  ask('f4-t-weakness', 'the greatest weakness question, how do i handle it', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'development area')], [OFFER_TIP, MIC_TIP]),
  ask('f4-t-technical', 'got a technical test on consolidations, any advice', 'interview-tips', [tipPhrase('think-aloud-on-technical-questions', 'step by step')], [OFFER_TIP, MIC_TIP]),
  ask('f4-t-thank-you', 'should i send a thank you email after', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [MIC_TIP]),
  ask('f4-t-thank-then-feedback', 'and if i dont get it?', 'interview-tips', [tipPhrase('ask-for-feedback', 'feedback')], [MIC_TIP], 'f4-t-thank-you'),
  ask('f4-t-what-to-wear', 'what do i wear to a big 4 interview', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [OFFER_TIP]),
  ask('f4-t-wear-then-tech', 'and for a tech company', 'interview-tips', [presencePhrase('Dress', 'business casual')], [OFFER_TIP], 'f4-t-what-to-wear'),
  ask('f4-t-arrive', 'how early should i get there for an in person interview', 'interview-tips', [presencePhrase('Punctuality', 'ten minutes')], [OFFER_TIP]),
  ask('f4-t-answer-length', 'i tend to ramble, how long should answers be', 'interview-tips', [presencePhrase('Concise Answers', 'one to two minutes')], [OFFER_TIP]),
  ask('f4-t-teams-setup', 'first ever teams interview, how do i set up', 'interview-tips', [MIC_TIP], [OFFER_TIP, AUDIT_TIP]),
  ask('f4-t-audit-interview', 'interview for audit senior in practice, what will they ask', 'interview-tips', [AUDIT_TIP], [TECH_TIP, PHARMA_TIP]),
  ask('f4-t-audit-then-funds', 'what if its a funds company', 'interview-tips', [FUNDS_TIP], [AUDIT_TIP, PHARMA_TIP], 'f4-t-audit-interview'),
  ask('f4-t-counter-offer', 'my boss offered me more money to stay, should i take it', 'interview-tips', [OFFER_TIP], [MIC_TIP]),
  ask('f4-t-star', 'whats the STAR thing for interviews', 'interview-tips', ['Situation', 'Task', 'Action', 'Result'], [OFFER_TIP]),
  ask('f4-t-after-interview', 'anything i should do straight after the interview', 'interview-tips', [tipPhrase('reflect-while-it-is-fresh', 'story bank')], [OFFER_TIP]),

  ask('f4-t-numbers', 'what figures should i have ready about my current job', 'interview-tips', [tipPhrase('know-your-numbers', 'working days')], [OFFER_TIP, MIC_TIP]),
  ask('f4-t-we-or-i', 'when i talk about a team project in the interview do i say we or i', 'interview-tips', ['Action'], [OFFER_TIP, MIC_TIP]),

  // --- The agency's services, jobs and team ------------------------------------------------------
  ask('f4-v-free-candidates', 'do i have to pay yous anything as a candidate', 'services', ['free'], []),
  ask('f4-v-cv-permission', 'will you send my cv out without asking me', 'services', ['permission'], []),
  ask('f4-v-who-runs', 'who runs the agency', 'services', [niamh.name], []),
  ask('f4-v-who-runs-then-conor', 'and who is conor', 'services', [conor.role], [niamh.role], 'f4-v-who-runs'),
  ask('f4-v-reviews', 'are ye any good, what do reviews say', 'services', [String(agency.trustSignals.reviews.rating)], []),
  ask('f4-v-track-record', 'how many placements have yous made', 'services', [String(agency.trustSignals.placementsMade.count)], []),
  ask('f4-v-nrf', 'r u nrf members', 'services', [membership.name], []),
  ask('f4-v-jobs', 'what jobs have you got at the moment', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f4-v-jobs-then-trainee', 'how much is the trainee one', 'services', [trainee.salary], [qualifiedJob.salary], 'f4-v-jobs'),
  ask('f4-v-trainee-then-qualified', 'and the qualified one, is it remote', 'services', [qualifiedJob.salary, qualifiedJob.jobType], [trainee.salary], 'f4-v-jobs-then-trainee'),
  ask('f4-v-nationwide', 'do you only recruit in dublin', 'services', ['nationwide'], []),
  ask('f4-v-interview-prep', 'do ye help with interview prep', 'services', ['Interview preparation'], []),

  ask('f4-v-employer-why', 'why would we use ye over a bigger agency', 'services', ['traditional agencies', 'specialist'], []),

  // --- Off-topic: the right reply names Aine's scope and quotes no euro figure --------------------
  ...(
    [
      ['f4-o-weather', 'will it rain in galway tmrw'],
      ['f4-o-hurling', 'who won the all ireland hurling'],
      ['f4-o-recipe', 'recipe for irish stew'],
      ['f4-o-bus-cork', 'bus times cork to kinsale'],
      ['f4-o-joke', 'tell us a joke'],
      ['f4-o-poem', 'write a poem about the sea'],
      ['f4-o-netflix', 'any good shows on netflix'],
      ['f4-o-car-nct', 'when is my nct due'],
      ['f4-o-passport', 'how do i renew my irish passport'],
      ['f4-o-python', 'how do i reverse a list in python'],
      ['f4-o-hotel-killarney', 'cheap hotel in killarney for the weekend'],
      ['f4-o-gp', 'how do i get a gp appointment'],
      ['f4-o-irish-phrase', 'whats the craic in irish'],
      ['f4-o-capital-australia', 'capital of australia?'],
      ['f4-o-gym', 'best gym routine for beginners'],
      ['f4-o-ryanair', 'ryanair baggage allowance'],
      ['f4-o-nurse-pay', 'how much does a nurse make in ireland'],
      ['f4-o-teacher-jobs', 'any teaching jobs going in cork'],
      ['f4-o-software-dev-salary', 'software developer salary dublin'],
      ['f4-o-chef-jobs', 'looking for chef work in galway'],
      ['f4-o-rent-tax-credit', 'how do i claim the rent tax credit'],
      ['f4-o-vat-rate-restaurant', 'what vat rate should my restaurant charge'],
      ['f4-o-bitcoin', 'should i buy bitcoin'],
      ['f4-o-prsa', 'should i open a PRSA for my own pension'],
      ['f4-o-car-loan', 'best car loan rate in ireland'],
      ['f4-o-redundancy-rights', 'im being made redundant, whats my statutory entitlement'],
      ['f4-o-work-permit', 'how do i get a critical skills work permit'],
      ['f4-o-usc', 'how is USC calculated on my wages'],
      ['f4-o-savings-account', 'best savings account interest rate'],
      ['f4-o-payslip-wrong', 'my payslip is wrong who do i complain to'],
      ['f4-o-startup-grant', 'how do i get an enterprise ireland grant for my startup'],
      ['f4-o-budget-spreadsheet', 'can you do a household budget for me'],
      ['f4-o-lawyer-fees', 'how much do recruitment agencies charge for solicitors'],
      ['f4-o-sales-jobs', 'have yous any sales rep jobs'],
      ['f4-o-stocks', 'is ryanair stock a good buy'],
      ['f4-o-landlord-tax', 'how do i do tax on rental income from my apartment'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person --------------------------------------------------
  ...(
    [
      ['f4-h-real-person', 'real person please'],
      ['f4-h-speak-recruiter', 'can i speak to a recruiter'],
      ['f4-h-call-me', 'get someone to call me'],
      ['f4-h-human', 'are you a bot? i want a human'],
      ['f4-h-conor', 'can conor give me a ring'],
      ['f4-h-manager', 'put me through to a manager'],
      ['f4-h-talk-hiring', 'id like to talk to someone about hiring for my team'],
      ['f4-h-agent', 'agent'],
      ['f4-h-chat-to-someone', 'is there anyone there i could chat to properly'],
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
  {
    // Asks for a person about a topic Aine could answer: a figure may come with the offer.
    id: 'f4-h-fee-recruiter',
    question: 'can a recruiter contact me re your fees for a 60k hire',
    kind: 'hand-over',
    topic: 'hand-over',
    mustContain: [handoverRecipients, 'name'],
    mustNotContain: [],
  },
];
