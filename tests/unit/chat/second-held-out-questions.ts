// The SECOND held-out set of visitor questions for Aine (issue 16, part 3: honest generalisation).
//
// It was scored on 24 November 2026 (119/173, off-topic 19/25, with the engine as it was when the set
// was written; 131/173 after that day's tuning on the tuning set), and is now PART OF THE TUNING SET:
// the held-out set nobody tunes against is third-held-out-questions.ts, written later by someone
// else who never read the engine.
//
// Written on 24 November 2026 by an engineer who had not worked on Aine, from the specification and
// the content modules alone. Its author never opened the engine (lambdas/core/chat), the chat
// service, nor the tuning sets beside this file (only held-out-case.ts, held-out-set-checks.ts and
// the first held-out set, for the format and so that these questions differ from its questions),
// and never ran Aine on these questions. Nobody may tune against this set: once it has been scored,
// it joins the tuning data and a new held-out set must be written by someone else.
// Expected figures are read from the content modules, so a content change keeps the set true.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows:
// - The salary guide is Ireland-wide: a question naming a city (Cork, Galway, Limerick, Dublin) is
//   right with the role's national figures for the level asked, and wrong with another level's or
//   another role's. Years of experience pick the level by the table's own `levelYears` (qualified
//   accountants: under 3 years PQE is newly qualified, 3-5 the middle column, over 5 the top;
//   support roles: under 1 year is entry level, 1-3 the middle, over 3 the top). No question sits
//   exactly on a boundary year, where the column headings overlap ('3-5 Years' and '5+ Years').
// - Off-topic rule: Aine's scope, as the content states it (welcome message, greetings, employers
//   page), is accounting and finance careers and recruitment in Ireland and this agency's own
//   services. Anything else is off-topic, including near-misses that sound financial or
//   recruitment-like but are not the agency's business: personal tax returns and tax refunds,
//   mortgages, investments, credit cards and share prices (the disclaimer says Aine gives no tax,
//   legal or immigration advice), employment-law and visa questions, and pay or jobs outside
//   accounting and finance (solicitor, HR, electrician, marketing). An off-topic reply must name
//   that scope ("accounting and finance") and quote no euro figure.
// - A hand-over (the visitor asks for a person) is judged as in the first set: the reply names who
//   receives the question (the chat-handover content's recipients) and asks for the visitor's name.
// - Exam dates are dated facts: "when is the next CIMA exam" is answered with the next 2025 window
//   while the 2025 windows hold, and with where to find the current dates (the body's website) once
//   they have passed; the two dated cases below read the clock the way the site does.

import { agency, formatAddress } from '#content/agency';
import { handoverRecipients } from '#content/chat-handover';
import { hasPassed } from '#content/dated-facts';
import { feeBands, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { formatTimeToHire } from '#content/market-stats';
import {
  acaFacts,
  accaFacts,
  cimaFacts,
  cimaKeyDatesFact,
  ctaFacts,
  ctaKeyDatesFact } from '#content/qualifications';
import { acaStructure } from '#content/qualifications/aca';
import { type SalaryLevelIndex, type SalaryTableId } from '#content/salary-guide';
import { teamMembers } from '#content/team';
import type { HeldOutKind, HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaperName,
  ask,
  cimaPaperName,
  examGroup,
  feeAmount,
  notRight,
  offTopic,
  placementFee,
  presencePhrase,
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
  OFFER_TIP,
  openingTime,
  pensionMatch,
  PHARMA_TIP,
  qualifiedJob,
  remotePremium,
  TECH_TIP,
  trainee,
} from './held-out-phrases.ts';
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, otherLevels, otherRole, pay, payAll, QA, regionShare, stat, SUPPORT } from './held-out-figures.ts';

// ---------------------------------------------------------------------------------------------
// Figures, read from the content (the shared ones are in held-out-figures.ts, held-out-builders.ts and held-out-phrases.ts).

const ctaSitting = (name: string) => {
  const sitting = ctaFacts.keyDates2025.find((candidate) => candidate.sitting === name);
  if (!sitting) throw new RangeError(`No CTA sitting ${name}`);
  return sitting;
};

const ctaStageMonths = (name: string) => {
  const stage = ctaFacts.stages.find((candidate) => candidate.name === name);
  if (!stage) throw new RangeError(`No CTA stage ${name}`);
  return `${stage.durationMonths} months`;
};

// Dated exam facts, judged at the time the set is run (as the site and Aine word them).
const now = new Date();
const today = now.toISOString().slice(0, 10);
const nextCimaExam: string[] = hasPassed(cimaKeyDatesFact.validUntil, now)
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.objectiveTests.filter((testWindow) => testWindow.end >= today).slice(0, 1).map((testWindow) => testWindow.display);
const nextCtaExam: string[] = hasPassed(ctaKeyDatesFact.validUntil, now)
  ? [websiteHost(ctaFacts.website)]
  : ctaFacts.keyDates2025.map((sitting) => sitting.exams);

// Words from interview tips that only one topic uses: a reply showing one answered another topic.
const VIDEO_TIP = tipPhrase('set-up-for-video-interviews', 'camera');

const linkedIn = agency.socialLinks.find((link) => link.network === 'linkedin');
const membership = agency.trustSignals.memberships[0];
const [niamh, conor] = teamMembers;
if (!linkedIn || !membership || !niamh || !conor) {
  throw new RangeError('The agency profile or the featured jobs changed: update the held-out set');
}

// ---------------------------------------------------------------------------------------------
// Case builders (the questions below stay readable; every figure still comes from the content).

type CaseFields = { followUpOf?: string; kind?: HeldOutKind };

function salary(
  id: string,
  question: string,
  tableId: SalaryTableId,
  position: string,
  level: SalaryLevelIndex,
  extraWrong: readonly string[] = [],
  fields: CaseFields = {},
): HeldOutQuestion {
  const right = pay(tableId, position, level);
  return {
    id,
    question,
    kind: fields.kind ?? (fields.followUpOf ? 'follow-up' : 'fact'),
    topic: 'salary',
    ...(fields.followUpOf ? { followUpOf: fields.followUpOf } : {}),
    mustContain: [right],
    mustNotContain: notRight([right], [...otherLevels(tableId, position, level), ...extraWrong]),
  };
}

// ---------------------------------------------------------------------------------------------
// The questions.

export const secondHeldOutQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite -----------------------------------------------------------------------
  salary('s-cfo-startup-cork', 'CFO of a start up in Cork, whats the going rate?', CSUITE, 'CFO', 0),
  salary('s-cfo-startup-then-mid', 'and for a mid size company?', CSUITE, 'CFO', 1, [], { followUpOf: 's-cfo-startup-cork' }),
  salary('s-cfo-mid-then-fd', 'wat about an FD at the same size', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)], {
    followUpOf: 's-cfo-startup-then-mid',
  }),
  salary('s-cfo-mid', 'chief finance officer, medium sized firm - salary pls', CSUITE, 'CFO', 1),
  salary('s-fd-multinational-galway', 'head of finance in a multinational in galway, what would that pay', CSUITE, 'Finance Director', 2, [
    pay(CSUITE, 'CFO', 2),
  ]),
  salary('s-director-of-finance-small', 'Director of finance for a small business, typical package?', CSUITE, 'Finance Director', 0),
  salary('s-gfc-small', 'group FC salary for a smaller group of companies', CSUITE, 'Group Financial Controller', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('s-gfc-mid-limerick', 'gfc in a mid-sized company in Limerick?', CSUITE, 'Group Financial Controller', 1),
  {
    id: 's-gfc-all',
    question: 'What are the salary ranges for a Group Financial Controller?',
    kind: 'fact',
    topic: 'salary',
    mustContain: payAll(CSUITE, 'Group Financial Controller'),
    mustNotContain: otherRole([CSUITE, 'Group Financial Controller'], [CSUITE, 'Finance Director']),
  },
  {
    id: 's-gfc-all-then-cork',
    question: 'and in Cork is it less?',
    kind: 'follow-up',
    topic: 'salary',
    followUpOf: 's-gfc-all',
    mustContain: payAll(CSUITE, 'Group Financial Controller'),
    mustNotContain: otherRole([CSUITE, 'Group Financial Controller'], [CSUITE, 'Finance Director']),
  },

  // --- Salaries: Qualified Accountants ---------------------------------------------------------
  salary('s-fa-senior-dublin', 'senior financial accountant dublin, 7 yrs pqe', QA, 'Financial Accountant', 2),
  salary('s-fa-senior-then-galway', 'what about in Galway', QA, 'Financial Accountant', 2, [], { followUpOf: 's-fa-senior-dublin' }),
  {
    id: 's-fa-all',
    question: 'fin accountant salary range?',
    kind: 'fact',
    topic: 'salary',
    mustContain: payAll(QA, 'Financial Accountant'),
    mustNotContain: otherRole([QA, 'Financial Accountant'], [QA, 'Financial Controller']),
  },
  salary('s-mgmt-acct-nq-cork', 'mgmt acct just qualified in cork what wud i get', QA, 'Management Accountant', 0),
  salary('s-mgmt-acct-then-senior', 'and senior?', QA, 'Management Accountant', 2, [], { followUpOf: 's-mgmt-acct-nq-cork' }),
  salary('s-fc-4-years-underpaid', 'im an fc 4 yrs post qual in limerick, am i underpaid on 82k?', QA, 'Financial Controller', 1),
  salary('s-fc-10-years', 'Financial controller with 10+ years experience - what salary?', QA, 'Financial Controller', 2, [
    pay(CSUITE, 'Group Financial Controller', 2),
  ]),
  salary('s-fpa-analyst-nq', 'fp&a analyst newly qualified salary', QA, 'Financial Analyst', 0),
  salary('s-finance-analyst-mid-galway', 'finance analyst 3-5 yrs pqe in galway', QA, 'Financial Analyst', 1),
  salary('s-internal-audit-senior', 'internal audit, 5+ yrs pqe, whats the pay like', QA, 'Internal Auditor', 2, [pay(QA, 'Financial Analyst', 2)]),
  salary('s-internal-audit-then-nq', 'and if i was newly qualified?', QA, 'Internal Auditor', 0, [], { followUpOf: 's-internal-audit-senior' }),
  salary('s-internal-auditor-4-years', 'Internal auditor, qualified 4 years. Expected salary?', QA, 'Internal Auditor', 1),
  salary('s-qualified-2-years-pqe', '2 yrs pqe qualified accountant, what should i be on', QA, 'Financial Accountant', 0),
  salary('s-acca-qualified-4-years', 'ACCA qualified accountant with 4 years in industry, typical salary in Dublin?', QA, 'Financial Accountant', 1),

  // --- Salaries: Audit --------------------------------------------------------------------------
  salary('s-partner-small-practice', 'partner in a small practice, salary?', AUDIT, 'Partner', 0),
  salary('s-partner-mid-tier', 'equity partner in a mid tier firm - what do they earn', AUDIT, 'Partner', 1),
  salary('s-partner-mid-then-junior', 'what would a junior get at the same firm', AUDIT, 'Junior', 1, [pay(AUDIT, 'Partner', 1)], {
    followUpOf: 's-partner-mid-tier',
  }),
  salary('s-audit-director-big-four', 'audit director big four dublin pay', AUDIT, 'Director', 2),
  salary('s-audit-manager-small-galway', 'audit manager in a small local firm in Galway', AUDIT, 'Manager', 0),
  salary('s-audit-manager-then-big4', 'and the big 4?', AUDIT, 'Manager', 2, [], { followUpOf: 's-audit-manager-small-galway' }),
  salary('s-big4-manager-then-director', 'what about a director there', AUDIT, 'Director', 2, [pay(AUDIT, 'Manager', 2)], {
    followUpOf: 's-audit-manager-then-big4',
  }),
  salary('s-audit-senior-big4', 'how much is a senior in big 4 audit on', AUDIT, 'Senior', 2),
  salary('s-audit-trainee-mid-tier-cork', 'audit trainee in a mid tier firm in cork, starting pay?', AUDIT, 'Junior', 1),
  {
    id: 's-audit-director-all',
    question: 'audit director pay ranges?',
    kind: 'fact',
    topic: 'salary',
    mustContain: payAll(AUDIT, 'Director'),
    mustNotContain: otherRole([AUDIT, 'Director'], [AUDIT, 'Partner']),
  },

  // --- Salaries: Part-Qualified and Support ------------------------------------------------------
  salary('s-part-qualified-starting', 'part qualified, just starting out - salary?', SUPPORT, 'Part-Qualified', 0),
  {
    id: 's-part-qualified-all',
    question: 'Part-qualified ACCA student, what are the salary ranges?',
    kind: 'fact',
    topic: 'salary',
    mustContain: payAll(SUPPORT, 'Part-Qualified'),
    mustNotContain: otherRole([SUPPORT, 'Part-Qualified'], [SUPPORT, 'Accounts Assistant']),
  },
  salary('s-bookkeeper-6-years-limerick', 'experienced bookkeeper, 6 yrs, what would i be paid in Limerick?', SUPPORT, 'Bookkeeper', 2),
  salary('s-accounts-receivable-2-years', 'accounts receivable 2 years experience salary', SUPPORT, 'Accounts Payable/Receivable', 1),
  salary('s-payroll-admin-no-experience', 'payroll administrator no experience what would i start on', SUPPORT, 'Payroll Specialist', 0),
  salary('s-payroll-then-3-plus', 'and 3+ years?', SUPPORT, 'Payroll Specialist', 2, [], { followUpOf: 's-payroll-admin-no-experience' }),
  salary('s-payroll-then-ap', 'ok what about AP at that level?', SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)], {
    followUpOf: 's-payroll-then-3-plus',
  }),
  salary('s-accounts-clerk-18-months', 'accounts clerk with 18 months experience, salary?', SUPPORT, 'Accounts Assistant', 1),
  salary('s-purchase-ledger-entry', 'purchase ledger clerk entry level pay', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('s-accounting-technician-4-years', 'accounting technician 4 yrs exp, wat salary', SUPPORT, 'Accounts Assistant', 2),

  // --- Salary insights: specialisations, trends, benefits ---------------------------------------
  ask('i-tech-premium', 'does tech industry experience get you more money as an accountant?', 'salary-insights', [specialisationPremium('Technology')], [
    esgPremium,
    remotePremium,
  ]),
  ask('i-tech-then-esg', 'and ESG?', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment], 'i-tech-premium'),
  ask(
    'i-csrd-course',
    "i'm doing a course on CSRD sustainability reporting, will it bump my salary?",
    'salary-insights',
    [esgPremium],
    [remotePremium, inflationAdjustment],
  ),
  ask('i-remote-vs-office', 'is there extra pay for fully remote accounting roles vs office based?', 'salary-insights', [remotePremium], [
    esgPremium,
    pensionMatch,
  ]),
  ask(
    'i-benefits-package',
    'whats a normal benefits package for a qualified accountant these days',
    'salary-insights',
    [pensionMatch, hybridDays, developmentBudget],
    [esgPremium],
  ),
  ask('i-inflation-payrise', 'will my boss give me a payrise for inflation, whats typical?', 'salary-insights', [inflationAdjustment], [
    remotePremium,
    esgPremium,
  ]),
  ask('i-life-sciences', 'does life sciences experience add anything to pay', 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [
    esgPremium,
    remotePremium,
  ]),

  // --- Placement fees ----------------------------------------------------------------------------
  placementFee('p-25k-accounts-assistant', 'whats the fee on a 25k accounts assistant', 25_000),
  placementFee('p-34500', 'fee for a 34,500 salary?', 34_500),
  placementFee('p-34500-then-35001', 'what if it was 35,001', 35_001, [feeAmount(34_500)], 'p-34500'),
  placementFee('p-thirty-five-thousand-words', 'what would the fee be on thirty five thousand', 35_000),
  placementFee('p-44-5k', 'if we pay 44.5k whats ur cut', 44_500),
  placementFee('p-44-5k-then-46k', 'ok and if the salary goes up to 46k?', 46_000, [feeAmount(44_500)], 'p-44-5k'),
  placementFee('p-45100', '45,100 salary, which band and what fee', 45_100),
  placementFee('p-150k-fd', "we're hiring a FD on 150k, fee?", 150_000),
  placementFee('p-85k-fc', '85k financial controller, what would we owe yous', 85_000),
  placementFee('p-85k-then-80k', 'and for 80k?', 80_000, [feeAmount(85_000)], 'p-85k-fc'),
  placementFee('p-80k-then-33k', 'and a 33k one', 33_000, [feeAmount(80_000)], 'p-85k-then-80k'),
  placementFee('p-38500-part-qualified', 'fee for a part qualified at 38,500', 38_500),
  placementFee('p-52000', 'recruitment fee on €52,000 pls', 52_000),
  placementFee('p-32k-payroll', '32k payroll hire - fee?', 32_000),
  placementFee('p-200k-cfo', 'what do you charge on a 200k CFO placement', 200_000),
  {
    id: 'p-fee-bands',
    question: 'what are your fee bands',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: feeBands.flatMap((band) => [band.salaryLabel, `${band.percentage}%`]),
    mustNotContain: [],
  },
  {
    id: 'p-employer-pays',
    question: 'is it the employer that pays your fee? how is it worked out',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: [...feeBands.map((band) => `${band.percentage}%`), 'salary'],
    mustNotContain: [],
  },
  {
    id: 'p-hidden-costs',
    question: 'any hidden costs on top of the fee?',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: ['no hidden costs'],
    mustNotContain: [],
  },

  // --- Qualifications: ACA -----------------------------------------------------------------------
  ask('q-cap1-module-cost', 'how much is a cap 1 module', 'qualifications', [acaFee('CAP1 exams')], [
    acaFee('CAP2 exams'),
    accaFee('Applied Knowledge exams'),
  ]),
  ask('q-cap1-then-cap2-cost', 'n wat about cap 2', 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')], 'q-cap1-module-cost'),
  ask('q-cap1-subjects', 'what subjects are in CAP1?', 'qualifications', examGroup(acaStructure, 'CAP1').slice(2), [ACCA_MARK, CIMA_MARK]),
  ask('q-cap2-subjects', 'cap2 subjects?', 'qualifications', examGroup(acaStructure, 'CAP2').filter((exam) => !exam.startsWith('Strategic')), [
    examGroup(acaStructure, 'CAP1').at(-1) ?? ACA_MARK,
    CIMA_MARK,
  ]),
  ask('q-fae-repeat', "failed FAE, when's the repeat?", 'qualifications', [acaSitting('FAE').repeat], [
    ...new Set([acaSitting('CAP1').repeat, ...accaFacts.examSessions.filter((session) => session !== acaSitting('FAE').main)]),
  ]),
  ask('q-aca-training-contract', 'how long is an ACA training contract usually', 'qualifications', [String(acaFacts.typicalTrainingContractYears), 'training contract'], [
    `${accaFacts.experienceMonths} months`,
  ]),
  ask(
    'q-aca-contract-then-acca',
    'what about acca, how much experience do you need',
    'qualifications',
    [`${accaFacts.experienceMonths} months`],
    [`${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`],
    'q-aca-training-contract',
  ),
  ask(
    'q-aca-exam-fees-total',
    'roughly what do all the aca exam fees come to?',
    'qualifications',
    [acaFee('CAP1 exams'), acaFee('CAP2 exams'), acaFee('FAE exams')],
    [accaFee('Strategic Professional exams'), cimaFee('Case study exam')],
  ),

  // --- Qualifications: ACCA ----------------------------------------------------------------------
  ask('q-acca-applied-skills-cost', 'acca applied skills exam cost', 'qualifications', [accaFee('Applied Skills exams')], [
    accaFee('Applied Knowledge exams'),
    accaFee('Strategic Professional exams'),
  ]),
  ask(
    'q-applied-skills-then-sp',
    'and the strategic professional ones',
    'qualifications',
    [accaFee('Strategic Professional exams')],
    [accaFee('Applied Skills exams'), acaFee('FAE exams')],
    'q-acca-applied-skills-cost',
  ),
  ask('q-sp-then-registration', 'and to register?', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')], 'q-applied-skills-then-sp'),
  ask('q-acca-applied-knowledge-papers', 'what are the 3 applied knowledge exams in acca', 'qualifications', examGroup(accaFacts.structure, 'AK').map(accaPaperName), [
    'Taxation 1',
    CIMA_MARK,
  ]),
  ask('q-acca-entry-deadline', 'acca exam entry deadline?', 'qualifications', ['three months', 'five weeks'], [
    `${cimaFacts.windows2025.registrationLeadWeeks.min}-${cimaFacts.windows2025.registrationLeadWeeks.max} weeks`,
    ACA_MARK,
  ]),
  ask('q-acca-essentials', 'wat r the 2 essentials in acca strategic professional', 'qualifications', examGroup(accaFacts.structure, 'SP-E').map(accaPaperName), [
    ACA_MARK,
    CIMA_MARK,
  ]),
  ask('q-acca-ak-any-time', 'can i sit the acca AK exams any time of year?', 'qualifications', ['on demand'], [ACA_MARK]),
  ask('q-acca-irish-tax', 'is the acca tax paper irish tax or uk tax?', 'qualifications', ['Irish', 'Taxation'], [ACA_MARK, CIMA_MARK]),
  ask('q-acca-ethics-when', 'acca ethics module - when should I do it?', 'qualifications', ['before the Strategic Professional'], [ACA_MARK, CIMA_MARK]),

  // --- Qualifications: CIMA ----------------------------------------------------------------------
  ask('q-cima-next-exam', 'CIMA exams whens the next one', 'qualifications', nextCimaExam, [ACA_MARK, ACCA_MARK]),
  ask('q-cima-operational-papers', 'what are the cima operational level papers', 'qualifications', examGroup(cimaFacts.structure, 'OPS').map(cimaPaperName), [
    ACA_MARK,
    ACCA_MARK,
  ]),
  ask(
    'q-cima-operational-then-management',
    'and the management level?',
    'qualifications',
    examGroup(cimaFacts.structure, 'MGT').map(cimaPaperName),
    [ACA_MARK, ACCA_MARK],
    'q-cima-operational-papers',
  ),
  ask('q-cima-strategic-level', 'cima strategic level exams?', 'qualifications', [...examGroup(cimaFacts.structure, 'STR').map(cimaPaperName), 'Strategic Case Study'], [
    ACA_MARK,
    ACCA_MARK,
  ]),
  ask('q-cima-designation', 'what designation do u get after cima', 'qualifications', ['CGMA'], [ACA_MARK, ACCA_MARK]),
  ask(
    'q-cima-designation-then-experience',
    'how many years experience do you need for that',
    'qualifications',
    [`${cimaFacts.experienceYears} years`],
    [`${accaFacts.experienceMonths} months`, `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`],
    'q-cima-designation',
  ),
  ask('q-cima-test-centres-galway', 'where do you sit cima exams, is there a centre in galway?', 'qualifications', ['Pearson VUE', 'Galway'], [ACA_MARK]),
  ask(
    'q-cima-case-study-lead-time',
    'how far ahead do I have to register for a cima case study?',
    'qualifications',
    [`${cimaFacts.windows2025.registrationLeadWeeks.min}-${cimaFacts.windows2025.registrationLeadWeeks.max} weeks`],
    ['five weeks', 'three months', ACA_MARK],
  ),
  ask('q-cima-degree-exemptions', 'i have a business degree, do i still need to do the cima certificate?', 'qualifications', ['exemption'], [ACA_MARK, ACCA_MARK]),
  ask('q-cima-ot-and-case-fees', 'cima OT and case study fees', 'qualifications', [cimaFee('Objective test'), cimaFee('Case study exam')], [
    accaFee('Applied Skills exams'),
    acaFee('CAP2 exams'),
  ]),

  // --- Qualifications: CTA -----------------------------------------------------------------------
  ask('q-cta-next-exam', "when's the next CTA exam sitting", 'qualifications', nextCtaExam, [ACA_MARK, CIMA_MARK]),
  ask('q-cta-foundation-length', 'how long is the CTA foundation stage', 'qualifications', [ctaStageMonths('Foundation')], [ACA_MARK, CIMA_MARK]),
  ask('q-cta-intermediate-content', 'what does cta intermediate cover?', 'qualifications', ['capital acquisitions tax', 'stamp duty'], [ACA_MARK, ACCA_MARK]),
  ask('q-cta-spring-registration', 'want to sit the CTA exams in the spring, when does registration open', 'qualifications', [ctaSitting('Spring').registration], [
    ctaSitting('Autumn').registration,
  ]),
  ask(
    'q-cta-spring-then-results',
    'and when would i get results for that one',
    'qualifications',
    [ctaSitting('Spring').results],
    [ctaSitting('Autumn').results, ctaSitting('Autumn').registration],
    'q-cta-spring-registration',
  ),
  ask('q-cta-tax-experience', 'how many years of tax experience do i need before i can become an AITI member', 'qualifications', [
    `${ctaFacts.membership.minTaxExperienceYears} years`,
  ], [`${accaFacts.experienceMonths} months`, ACA_MARK]),

  // --- Market figures ----------------------------------------------------------------------------
  ask('m-cork-vs-dublin', 'how many of the finance jobs are in cork compared to dublin?', 'market', [regionShare('Cork'), regionShare('Dublin')], [
    stat('remote-positions'),
  ]),
  ask('m-galway-share', 'galway accountancy jobs market, what share of vacancies?', 'market', [regionShare('Galway')], [
    stat('remote-positions'),
  ]),
  ask('m-offering-more-money', 'r employers offering more money than last yr?', 'market', [stat('average-salary-increase')], [stat('job-market-growth')]),
  ask('m-fill-fc-role', 'how long does it usually take to fill a FC role?', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask(
    'm-fill-then-response',
    'and how fast do yous come back to us on a new job spec',
    'services',
    [`${RESPONSE_GUARANTEE_HOURS} hours`],
    [formatTimeToHire()],
    'm-fill-fc-role',
  ),
  ask('m-more-vacancies', 'are there more accounting vacancies than last year?', 'market', [stat('job-market-growth')], [stat('average-salary-increase')]),
  ask('m-more-vacancies-then-pay', 'and pay?', 'market', [stat('average-salary-increase')], [stat('remote-positions')], 'm-more-vacancies'),
  ask('m-hybrid-share', 'do most accountancy jobs let you wfh now or is everyone back in the office', 'market', [stat('remote-positions')], [remotePremium]),

  // --- Office hours and contact details ---------------------------------------------------------
  ask('c-close-friday', 'what time do ye close on a friday?', 'contact', [closingTime], []),
  ask('c-close-then-open', 'and what time do you open in the morning', 'contact', [openingTime], [], 'c-close-friday'),
  ask('c-sunday', 'can i ring on a sunday?', 'contact', ['Monday - Friday'], []),
  ask('c-which-part-of-dublin', 'which part of dublin is your office in', 'contact', [agency.address.locality], []),
  ask('c-dublin-then-address', 'and the full address so i can put it in google maps', 'contact', [agency.address.streetAddress, agency.address.postalCode], [], 'c-which-part-of-dublin'),
  ask('c-email-recruiter', 'can I email a recruiter directly? what address', 'contact', [agency.email], []),
  ask('c-call-from-abroad', "I'm in Australia moving home, what number do I call you on?", 'contact', [agency.phone.display], []),
  ask('c-wrc-registered', 'are yous registered with the WRC as an employment agency?', 'contact', [agency.licence.number], []),
  ask('c-linkedin', 'are ye on linkedin?', 'contact', [linkedIn.url.replace(/^https:\/\/(www\.)?/, '')], []),
  ask('c-post-cv', 'I would prefer to drop my CV in by hand, where do I bring it?', 'contact', [formatAddress()], []),

  // --- Interview tips ----------------------------------------------------------------------------
  ask('t-fit-job-spec', 'how do i show im a good fit for the job spec?', 'interview-tips', [tipPhrase('map-the-job-description', 'line by line')], [
    VIDEO_TIP,
    OFFER_TIP,
  ]),
  ask(
    't-know-numbers-fc',
    'what numbers should I know about my current job before a FC interview',
    'interview-tips',
    [tipPhrase('know-your-numbers', 'working days')],
    [VIDEO_TIP, OFFER_TIP],
  ),
  ask('t-story-bank', 'how many examples should i prep for competency questions?', 'interview-tips', [tipPhrase('build-a-story-bank', 'six to eight')], [
    OFFER_TIP,
    VIDEO_TIP,
  ]),
  ask(
    't-exams-in-interview',
    'im halfway thru my acca, how do i talk about my exams in an interview',
    'interview-tips',
    [tipPhrase('discuss-your-qualification-plan', 'next sitting')],
    [VIDEO_TIP, OFFER_TIP],
  ),
  ask('t-body-language', 'body language tips for an interview?', 'interview-tips', [presencePhrase('Body Language', 'eye contact')], [OFFER_TIP]),
  ask('t-body-then-video', 'and on a video call?', 'interview-tips', [VIDEO_TIP], [OFFER_TIP, AUDIT_TIP], 't-body-language'),
  ask(
    't-why-leaving',
    'how do i explain why im leaving my current job without slagging them off',
    'interview-tips',
    [presencePhrase('Professional Tone', 'positively')],
    [VIDEO_TIP],
  ),
  ask('t-zoom-log-on', 'zoom interview tmrw, should I join the call early?', 'interview-tips', [presencePhrase('Punctuality', 'five minutes')], [
    OFFER_TIP,
    AUDIT_TIP,
  ]),
  ask('t-achievements', 'how do i make my achievements stand out in interviews', 'interview-tips', [tipPhrase('quantify-your-results', 'quantif')], [
    OFFER_TIP,
    VIDEO_TIP,
  ]),
  ask('t-star-last-r', 'whats the last R in the enhanced STAR method?', 'interview-tips', ['Reflection'], [OFFER_TIP, VIDEO_TIP]),
  ask('t-insurance-role', 'interview with an insurance company for a finance role, what might they ask?', 'interview-tips', [FUNDS_TIP], [
    TECH_TIP,
    PHARMA_TIP,
  ]),
  ask('t-insurance-then-software', 'and for a software company?', 'interview-tips', [TECH_TIP], [FUNDS_TIP, PHARMA_TIP], 't-insurance-role'),
  ask('t-software-then-plant', 'what if its a manufacturing plant instead', 'interview-tips', [PHARMA_TIP], [TECH_TIP, FUNDS_TIP], 't-insurance-then-software'),
  ask(
    't-two-offers',
    'i got two job offers, how do i choose between them',
    'interview-tips',
    [tipPhrase('weigh-offers-and-counter-offers', 'pension'), tipPhrase('weigh-offers-and-counter-offers', 'progression')],
    [VIDEO_TIP, AUDIT_TIP],
  ),

  // --- The agency's services ---------------------------------------------------------------------
  ask('v-who-is-niamh', "who's Niamh Gallagher?", 'services', [niamh.role], [conor.role]),
  ask('v-placements-made', 'how many people have ye placed?', 'services', [String(agency.trustSignals.placementsMade.count)], []),
  ask('v-google-reviews', "what're your google reviews like", 'services', [String(agency.trustSignals.reviews.rating)], []),
  ask('v-nrf-member', 'are you members of any recruitment body?', 'services', [membership.name], []),
  ask('v-interview-every-candidate', 'do you interview every candidate before sending them to us?', 'services', ['every candidate'], []),
  ask('v-qualified-job', 'the qualified accountant job on your site, is it hybrid? whats the pay', 'services', [qualifiedJob.salary, qualifiedJob.jobType], [trainee.salary]),
  ask('v-trainee-study-leave', 'does the trainee accountant job come with study leave?', 'services', ['study leave'], []),
  ask('v-hear-back', "will ye tell me if i didn't get the job or just ghost me", 'services', ['hear back'], []),

  // --- Off-topic: the right reply says what Aine covers and quotes no figure --------------------
  ...(
    [
      ['o-munster-score', 'whats the score in the munster match'],
      ['o-chipper-galway', 'best chipper in galway?'],
      ['o-heuston-airport', 'how do i get from heuston to dublin airport'],
      ['o-wedding-speech', 'can you write my wedding speech for me'],
      ['o-luas', 'when is the next luas from stephens green'],
      ['o-pint-temple-bar', 'how much is a pint in temple bar these days'],
      ['o-dog-name', 'whats a good name for a dog'],
      ['o-leaving-cert-irish', 'help me with my leaving cert irish essay'],
      ['o-sourdough', 'how do i make a sourdough starter'],
      ['o-3arena', "what's on in the 3arena this weekend"],
      ['o-plumber', 'can u recommend a good plumber in limerick'],
      ['o-poker', 'explain how to play poker'],
      ['o-translate-irish', 'translate happy birthday into irish'],
      ['o-house-prices', 'will house prices in dublin go down next year?'],
      // Near-misses: pay or jobs outside accounting and finance.
      ['o-electrician-wages', 'electrician apprentice wages?'],
      ['o-solicitor-salary', 'how much does a solicitor earn in dublin'],
      ['o-hr-manager-salary', 'HR manager salary cork'],
      ['o-marketing-jobs', 'have ye any marketing exec jobs in limerick?'],
      // Near-misses: personal money, tax and legal questions the agency does not answer.
      ['o-medical-tax-back', 'how do i claim my tax back for medical expenses'],
      ['o-do-my-tax-return', 'can you do my tax return for me?'],
      ['o-etf-or-mortgage', 'should i put my savings into an ETF or pay down the mortgage'],
      ['o-credit-card', 'whats the best credit card in ireland'],
      ['o-aib-shares', "what's the AIB share price"],
      ['o-stamp-4', 'how do I apply for a stamp 4 visa'],
      ['o-unpaid-wages-sue', "my employer hasn't paid me, can i sue them?"],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person --------------------------------------------------
  ...(
    [
      ['h-in-person', 'can i speak to someone pls, not a bot'],
      ['h-rather-human', "id rather talk to a human tbh"],
      ['h-ring-me-back', 'can one of the team ring me back?'],
      ['h-actual-person-hiring', 'is there an actual person i can chat to about hiring an accountant'],
      ['h-pass-to-niamh', 'pass this on to Niamh please'],
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
    id: 'h-recruiter-fc-limerick',
    question: 'get a recruiter to contact me about FC jobs in limerick',
    kind: 'hand-over',
    topic: 'hand-over',
    mustContain: [handoverRecipients, 'name'],
    mustNotContain: [],
  },
];
