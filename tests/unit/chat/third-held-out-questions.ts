// The THIRD held-out set of visitor questions for Aine (issue 16: honest generalisation).
//
// Written on 24 November 2026 by an engineer who had not worked on Aine, from the content modules
// (#content/*: salary guide, fees, qualifications, market stats, agency profile, interview tips,
// jobs, team, employers, candidates, chat texts) and the specification alone. Its author never
// opened the engine (lambdas/core/chat), the chat handlers, nor the tuning sets and harnesses beside
// this file; only held-out-case.ts, held-out-figures.ts, held-out-set-checks.ts, the registering
// test files and the two earlier held-out sets (their header comments for the judging rules, their
// questions only so that these are different questions). Aine was never run on these questions.
// Nobody may tune against this set: once it has been scored, it joins the tuning data and the next
// held-out set must be written by someone else.
// Expected figures are read from the content modules (through held-out-figures.ts and the helpers
// below), so a content change keeps the set true.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the earlier held-out sets):
// - City rule: the salary guide is Ireland-wide. A question naming a city (Cork, Galway, Limerick,
//   Waterford, Dublin) is right with the role's national band for the level asked, and wrong with
//   another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle column, over 5 the top; support
//   roles: under 1 year entry level, 1-3 the middle, over 3 the top). No question sits exactly on a
//   boundary year.
// - Off-topic rule: Aine's scope, as the content states it, is accounting and finance careers and
//   recruitment in Ireland and this agency's own services. Everything else is off-topic, including
//   near-misses that sound financial or recruitment-like: tax, pensions and investment advice for
//   the visitor, immigration and employment-law questions (the disclaimer rules them out), pay or
//   jobs outside accounting and finance, and doing a business's books or company formation for it.
//   An off-topic reply must name that scope ("accounting and finance") and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: CIMA windows and CTA sittings are the 2025 ones. While they hold, the right
//   reply gives the date; once they have passed it points to the body's website. The dated cases
//   below read the clock the way the site does (hasPassed). ACA and ACCA sittings follow the same
//   months every year and are not dated.

import { agency, formatAddress } from '#content/agency';
import { handoverRecipients } from '#content/chat-handover';
import { hasPassed } from '#content/dated-facts';
import { candidatesPage } from '#content/candidates';
import { employersPage } from '#content/employers';
import { feeForSalary, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { formatEuro } from '#content/format';
import { interviewTips, professionalPresenceGuidelines } from '#content/interview-tips';
import { featuredJobs } from '#content/jobs';
import { formatTimeToHire } from '#content/market-stats';
import { acaFacts, accaFacts, cimaFacts, cimaKeyDatesFact, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { acaStructure } from '#content/qualifications/aca';
import { industrySpecialisationsTable, type SalaryLevelIndex, type SalaryTableId } from '#content/salary-guide';
import { teamMembers } from '#content/team';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion, type HeldOutTopic } from './held-out-case.ts';
import {
  acaFee,
  accaFee,
  AUDIT,
  cimaFee,
  CSUITE,
  fee,
  insight,
  otherLevels,
  otherRole,
  pay,
  payAll,
  QA,
  regionShare,
  stat,
  SUPPORT,
  wrongBandFees,
} from './held-out-figures.ts';

// ---------------------------------------------------------------------------------------------
// Figures and phrases, read from the content.

const without = (right: readonly string[], wrong: readonly string[]) => [...new Set(wrong.filter((item) => !right.includes(item)))];
const feeAmount = (salary: number) => formatEuro(feeForSalary(salary).fee);
const websiteHost = (url: string) => url.replace(/^https:\/\/(www\.)?/, '');

const premium = (specialisation: string): string => {
  const row = industrySpecialisationsTable.rows.find((candidate) => candidate.specialisation === specialisation);
  if (!row) throw new RangeError(`No specialisation ${specialisation}`);
  return row.premium.display;
};
const remotePremium = insight('remote-premium');
const esgPremium = insight('esg-specialists');
const inflationAdjustment = insight('inflation-adjustments');
const pensionMatch = insight('pension-match');
const developmentBudget = insight('development-budgets').replace(/ a year$/, '');

/** A phrase of one interview tip, checked against the content so the case stays true. */
function tip(tipId: string, phrase: string): string {
  const found = interviewTips.find((candidate) => candidate.id === tipId);
  if (!found || !`${found.title} ${found.text}`.toLowerCase().includes(phrase.toLowerCase())) {
    throw new RangeError(`Interview tip ${tipId} does not say '${phrase}'`);
  }
  return phrase;
}

function presence(title: string, phrase: string): string {
  const found = professionalPresenceGuidelines.find((candidate) => candidate.title === title);
  if (!found || !found.text.toLowerCase().includes(phrase.toLowerCase())) {
    throw new RangeError(`Presence guideline ${title} does not say '${phrase}'`);
  }
  return phrase;
}

// Phrases only one interview topic uses: a reply showing one answered another topic.
const VIDEO = tip('set-up-for-video-interviews', 'camera');
const AUDIT_WORD = tip('prepare-for-practice-and-audit', 'materiality');
const FUNDS = tip('prepare-for-financial-services', 'Central Bank of Ireland');
const TECH = tip('prepare-for-technology', 'IFRS 15');
const PHARMA = tip('prepare-for-pharma-and-manufacturing', 'standard costing');
const OFFERS = tip('weigh-offers-and-counter-offers', 'counter-offer');

// Marks of one qualification that a reply about another should not show.
const ACA_MARK = 'CAP1';
const ACCA_MARK = 'Applied Skills';
const CIMA_MARK = 'objective test';

function examGroup(structure: readonly { code: string; exams: readonly string[] }[], code: string): readonly string[] {
  const group = structure.find((candidate) => candidate.code === code);
  if (!group) throw new RangeError(`No exam group ${code}`);
  return group.exams;
}
/** 'Advanced Taxation (ATX)' -> 'Advanced Taxation'; 'BA1 Fundamentals of Business Economics' -> 'Fundamentals of Business Economics'. */
const accaPaper = (exam: string) => exam.replace(/ \([A-Z]+\)$/, '');
const cimaPaper = (exam: string) => exam.replace(/^[A-Z]+\d /, '');

function acaRepeat(level: string): string {
  const sitting = acaFacts.examSittings.find((candidate) => candidate.level === level);
  if (!sitting) throw new RangeError(`No ACA sitting ${level}`);
  return sitting.repeat;
}
function acaMain(level: string): string {
  const sitting = acaFacts.examSittings.find((candidate) => candidate.level === level);
  if (!sitting) throw new RangeError(`No ACA sitting ${level}`);
  return sitting.main;
}

function ctaStage(name: string) {
  const stage = ctaFacts.stages.find((candidate) => candidate.name === name);
  if (!stage) throw new RangeError(`No CTA stage ${name}`);
  return `${stage.durationMonths} months`;
}
function ctaSitting(name: string) {
  const sitting = ctaFacts.keyDates2025.find((candidate) => candidate.sitting === name);
  if (!sitting) throw new RangeError(`No CTA sitting ${name}`);
  return sitting;
}

// Dated exam facts, judged at the time the set is run.
const now = new Date();
const today = now.toISOString().slice(0, 10);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const ctaDated = (value: string) => (ctaDatesPassed ? websiteHost(ctaFacts.website) : value);
const nextCimaCaseStudy: string[] = hasPassed(cimaKeyDatesFact.validUntil, now)
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.caseStudies.filter((caseWindow) => caseWindow.end >= today).slice(0, 1).map((caseWindow) => caseWindow.display);

const instagram = agency.socialLinks.find((link) => link.network === 'instagram');
const tiktok = agency.socialLinks.find((link) => link.network === 'tiktok');
const trainee = featuredJobs.find((job) => job.title === 'Trainee Accountant');
const qualifiedJob = featuredJobs.find((job) => job.title === 'Qualified Accountant');
const managingDirector = teamMembers.find((member) => member.role === 'Managing Director');
const clientDirector = teamMembers.find((member) => member.role.includes('Client Services'));
if (!instagram || !tiktok || !trainee || !qualifiedJob || !managingDirector || !clientDirector) {
  throw new RangeError('The agency profile, team or featured jobs changed: update the third held-out set');
}
const closingTime = agency.businessHours.display.split(' - ').at(-1) ?? agency.businessHours.display;
const openDays = agency.businessHours.display.split(',')[0] ?? agency.businessHours.display;
const typicalReply = `${agency.trustSignals.typicalResponseHours} hours`;

/** A phrase of a content text, checked so the case stays true when the text changes. */
function says(texts: readonly string[], phrase: string): string {
  if (!texts.some((text) => text.toLowerCase().includes(phrase.toLowerCase()))) {
    throw new RangeError(`The content no longer says '${phrase}': update the third held-out set`);
  }
  return phrase;
}

// ---------------------------------------------------------------------------------------------
// Case builders: every figure still comes from the content.

type Follow = { followUpOf?: string };

function salary(
  id: string,
  question: string,
  tableId: SalaryTableId,
  position: string,
  level: SalaryLevelIndex,
  extraWrong: readonly string[] = [],
  { followUpOf }: Follow = {},
): HeldOutQuestion {
  const right = pay(tableId, position, level);
  return {
    id,
    question,
    kind: followUpOf ? 'follow-up' : 'fact',
    topic: 'salary',
    ...(followUpOf ? { followUpOf } : {}),
    mustContain: [right],
    mustNotContain: without([right], [...otherLevels(tableId, position, level), ...extraWrong]),
  };
}

function allLevels(id: string, question: string, asked: readonly [SalaryTableId, string], other: readonly [SalaryTableId, string], followUpOf?: string): HeldOutQuestion {
  return {
    id,
    question,
    kind: followUpOf ? 'follow-up' : 'fact',
    topic: 'salary',
    ...(followUpOf ? { followUpOf } : {}),
    mustContain: payAll(...asked),
    mustNotContain: otherRole(asked, other),
  };
}

function placement(id: string, question: string, amount: number, extraWrong: readonly string[] = [], followUpOf?: string): HeldOutQuestion {
  const right = fee(amount);
  return {
    id,
    question,
    kind: followUpOf ? 'follow-up' : 'fact',
    topic: 'placement-fees',
    ...(followUpOf ? { followUpOf } : {}),
    mustContain: right,
    mustNotContain: without(right, [...wrongBandFees(amount), ...extraWrong]),
  };
}

function ask(id: string, question: string, topic: HeldOutTopic, mustContain: readonly string[], mustNotContain: readonly string[], followUpOf?: string): HeldOutQuestion {
  return {
    id,
    question,
    kind: followUpOf ? 'follow-up' : 'fact',
    topic,
    ...(followUpOf ? { followUpOf } : {}),
    mustContain,
    mustNotContain,
  };
}

// ---------------------------------------------------------------------------------------------
// The questions.

export const thirdHeldOutQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite -----------------------------------------------------------------------
  salary('t3-cfo-corporate-limerick', 'whats the band for a cfo in a large corporate in limerick', CSUITE, 'CFO', 2),
  salary('t3-cfo-corporate-then-small', 'and if it was a small family business instead?', CSUITE, 'CFO', 0, [], { followUpOf: 't3-cfo-corporate-limerick' }),
  salary('t3-fd-startup-dublin', 'FD in a startup in dublin, wat would they be paying', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('t3-fd-startup-then-enterprise', 'what about at enterprise level', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)], {
    followUpOf: 't3-fd-startup-dublin',
  }),
  salary('t3-fd-enterprise-then-gfc', 'and a group controller in the same size company?', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)], {
    followUpOf: 't3-fd-startup-then-enterprise',
  }),
  salary('t3-gfc-multinational-galway', 'group finance controller for a big multinational in Galway - salary?', CSUITE, 'Group Financial Controller', 2, [
    pay(QA, 'Financial Controller', 2),
  ]),
  salary('t3-head-of-finance-medium', 'Head of Finance, medium sized company, roughly what salary should we budget?', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  allLevels('t3-cfo-by-size', 'cfo pay by company size pls', [CSUITE, 'CFO'], [CSUITE, 'Finance Director']),

  // --- Salaries: Qualified Accountants ---------------------------------------------------------
  salary('t3-fc-1yr-waterford', 'FC 1 yr pqe in Waterford, what kind of money', QA, 'Financial Controller', 0),
  salary('t3-fc-then-4yrs', 'and if i had 4 yrs?', QA, 'Financial Controller', 1, [], { followUpOf: 't3-fc-1yr-waterford' }),
  salary('t3-fc-4yrs-then-analyst', 'what about a financial analyst with the same pqe', QA, 'Financial Analyst', 1, [pay(QA, 'Financial Controller', 1)], {
    followUpOf: 't3-fc-then-4yrs',
  }),
  salary('t3-analyst-8yrs', 'financial analyst 8 yrs pqe, whats the top of the market', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('t3-cost-accountant-4yrs-limerick', 'Cost accountant, four years post qualification, based in Limerick. Salary range?', QA, 'Management Accountant', 1),
  salary('t3-internal-auditor-2yrs-dublin', 'internal auditor 2yrs pqe dublin what should i ask for', QA, 'Internal Auditor', 0),
  salary('t3-internal-auditor-then-senior', 'and once im senior?', QA, 'Internal Auditor', 2, [], { followUpOf: 't3-internal-auditor-2yrs-dublin' }),
  salary('t3-qualified-12yrs', 'qualified accountant, 12 years experience, am i at the top of the range?', QA, 'Financial Accountant', 2),
  salary('t3-nq-cima-ma-galway', 'newly qualified CIMA going for a management accountant job in galway, what salary', QA, 'Management Accountant', 0),
  salary('t3-nq-ma-then-senior', 'what about senior level', QA, 'Management Accountant', 2, [], { followUpOf: 't3-nq-cima-ma-galway' }),
  salary('t3-fc-9yrs-cork', "I'm a financial controller in Cork with 9 years PQE, what's the market rate?", QA, 'Financial Controller', 2, [
    pay(CSUITE, 'Group Financial Controller', 2),
  ]),
  salary('t3-fc-9yrs-then-galway', 'and if i moved to galway?', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)], { followUpOf: 't3-fc-9yrs-cork' }),
  allLevels('t3-fc-all', 'what do financial controllers earn in ireland', [QA, 'Financial Controller'], [CSUITE, 'Group Financial Controller']),

  // --- Salaries: Audit --------------------------------------------------------------------------
  salary('t3-partner-big4-cork', 'big 4 audit partner cork, what r they on', AUDIT, 'Partner', 2),
  salary('t3-audit-senior-small-limerick', 'audit senior in a small firm in limerick', AUDIT, 'Senior', 0),
  salary('t3-audit-senior-then-big4', 'and at a big four?', AUDIT, 'Senior', 2, [], { followUpOf: 't3-audit-senior-small-limerick' }),
  salary('t3-big4-senior-then-manager', 'what about manager there', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2)], { followUpOf: 't3-audit-senior-then-big4' }),
  salary('t3-assistant-manager-mid-tier', 'assistant audit manager at a mid tier firm, salary?', AUDIT, 'Manager', 1),
  salary('t3-audit-associate-big4', 'audit associate big4 dublin salary', AUDIT, 'Junior', 2),
  salary('t3-audit-director-small-practice', 'director of audit in a small practice, pay?', AUDIT, 'Director', 0, [pay(AUDIT, 'Partner', 0)]),
  allLevels('t3-audit-partner-all', 'what are audit partners paid? small vs mid tier vs big 4', [AUDIT, 'Partner'], [AUDIT, 'Director']),

  // --- Salaries: Part-Qualified and Support -----------------------------------------------------
  salary('t3-credit-controller-2yrs-cork', 'credit controller 2 yrs exp in cork', SUPPORT, 'Accounts Payable/Receivable', 1),
  salary('t3-payroll-officer-5yrs', 'payroll officer with 5 years experience - what should I be earning', SUPPORT, 'Payroll Specialist', 2),
  salary('t3-bookkeeper-6-months', 'bookkeeper, only 6 months experience, what wage', SUPPORT, 'Bookkeeper', 0),
  salary('t3-bookkeeper-then-2yrs', 'and after 2 years?', SUPPORT, 'Bookkeeper', 1, [], { followUpOf: 't3-bookkeeper-6-months' }),
  salary('t3-finance-assistant-graduate-galway', 'graduate finance assistant galway, starting salary?', SUPPORT, 'Accounts Assistant', 0),
  salary('t3-studying-accountant-4yrs', 'studying accountant, 4 yrs experience, wat wud i get', SUPPORT, 'Part-Qualified', 2),
  salary('t3-studying-then-entry', 'and someone just starting out?', SUPPORT, 'Part-Qualified', 0, [], { followUpOf: 't3-studying-accountant-4yrs' }),
  salary('t3-sales-ledger-7yrs', 'sales ledger 7 years, salary in dublin', SUPPORT, 'Accounts Payable/Receivable', 2),
  salary('t3-accounts-assistant-2-half-yrs', 'accounts assistant with 2 and a half years, what pay', SUPPORT, 'Accounts Assistant', 1),
  allLevels('t3-payroll-all', 'payroll salary ranges ireland', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Accounts Payable/Receivable']),

  // --- Salary insights --------------------------------------------------------------------------
  ask('t3-i-banking-insurance', 'does experience in banking or insurance finance teams pay more?', 'salary-insights', [premium('Financial Services')], [
    remotePremium,
    inflationAdjustment,
  ]),
  ask('t3-i-pension', 'whats a decent employer pension contribution to look for', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('t3-i-pension-then-training', 'and a training budget, how much do they usually give?', 'salary-insights', [developmentBudget], [esgPremium], 't3-i-pension'),
  ask('t3-i-climate-reporting', 'climate reporting experience, does that add to salary? by how much', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('t3-i-cost-of-living', 'what % are companies giving existing staff for cost of living this year', 'salary-insights', [inflationAdjustment], [remotePremium, esgPremium]),
  ask('t3-i-remote-only', 'remote-only jobs - do they pay a premium?', 'salary-insights', [remotePremium], [esgPremium, pensionMatch]),
  ask('t3-i-remote-then-pension', 'grand and pension contributions?', 'salary-insights', [pensionMatch], [remotePremium, esgPremium], 't3-i-remote-only'),

  // --- Placement fees ----------------------------------------------------------------------------
  placement('t3-p-55k-ma', 'what would yous charge on a 55k management accountant', 55_000),
  placement('t3-p-72500', 'fee on €72,500?', 72_500),
  placement('t3-p-68-grand', "what's the craic with fees on a 68 grand FC", 68_000),
  placement('t3-p-34990', 'salary is €34,990 - which band is that and what fee', 34_990),
  placement('t3-p-34990-then-35-2k', 'and at 35.2k?', 35_200, [feeAmount(34_990)], 't3-p-34990'),
  placement('t3-p-44950', '44,950 base, what do we pay you', 44_950),
  placement('t3-p-44950-then-46k', 'what if we bumped it to 46k', 46_000, [feeAmount(44_950)], 't3-p-44950'),
  placement('t3-p-45050', 'fee for 45,050', 45_050),
  placement('t3-p-29k-ap', 'recruitment fee on a 29k AP clerk', 29_000),
  placement('t3-p-41k-part-qualified', 'part qualified on 41k - your fee?', 41_000),
  placement('t3-p-95k-fd', 'hiring an fd at 95k, wats the fee', 95_000),
  placement('t3-p-60k', 'if the hire is on 60k what do ye take', 60_000),
  placement('t3-p-60k-then-90k', 'and for a 90k hire?', 90_000, [feeAmount(60_000)], 't3-p-60k'),
  placement('t3-p-90k-then-31k', 'and a 31k accounts assistant', 31_000, [feeAmount(90_000)], 't3-p-60k-then-90k'),
  placement('t3-p-130k-gfc', 'group financial controller at 130k, placement fee please', 130_000),
  placement('t3-p-250k-partner', 'we need an audit partner at 250k, what would your fee come to', 250_000),
  placement('t3-p-27500', 'fee for a trainee on 27,500', 27_500),
  placement('t3-p-65k-words', 'how much is the fee on sixty five thousand euro', 65_000),
  {
    id: 't3-p-base-or-package',
    question: 'is your fee worked out on base salary or the whole package incl bonus?',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: ['base salary'],
    mustNotContain: [],
  },

  // --- Qualifications: ACA -----------------------------------------------------------------------
  ask('t3-q-cap2-resit', 'if i fail cap2 in the summer when can i resit', 'qualifications', [acaRepeat('CAP2')], [acaRepeat('FAE')]),
  ask('t3-q-cap1-tax', 'is there a tax paper in cap 1?', 'qualifications', [examGroup(acaStructure, 'CAP1').find((exam) => exam.startsWith('Tax')) ?? 'Taxation 1'], [
    ACCA_MARK,
    CIMA_MARK,
  ]),
  ask('t3-q-cap1-month', 'what month do the cap1 exams happen', 'qualifications', [acaMain('CAP1')], [ACCA_MARK]),
  ask('t3-q-fae-per-module', 'fae fees, are they per module? how much', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP2 exams'), accaFee('Strategic Professional exams')]),
  ask('t3-q-cap2-cost', 'whats cap2 gonna cost me per module', 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')]),
  ask(
    't3-q-cap2-then-annual-sub',
    'and the yearly student subscription?',
    'qualifications',
    [acaFee('Annual student subscription')],
    [accaFee('Annual subscription'), cimaFee('Annual subscription')],
    't3-q-cap2-cost',
  ),
  ask('t3-q-cap2-papers', 'which papers do you sit at cap2 level', 'qualifications', examGroup(acaStructure, 'CAP2').filter((exam) => !exam.includes('&')), [ACCA_MARK, CIMA_MARK]),
  ask('t3-q-cap2-papers-then-resit', 'and if i fail one when is the repeat', 'qualifications', [acaRepeat('CAP2')], [acaRepeat('FAE')], 't3-q-cap2-papers'),

  // --- Qualifications: ACCA ----------------------------------------------------------------------
  ask('t3-q-acca-total-exams', 'acca total number of exams with no exemptions?', 'qualifications', [String(accaFacts.examCount)], [ACA_MARK, CIMA_MARK]),
  ask('t3-q-acca-annual-sub', 'acca yearly sub?', 'qualifications', [accaFee('Annual subscription')], [acaFee('Annual student subscription'), cimaFee('Annual subscription')]),
  ask(
    't3-q-acca-sessions',
    'how many times a yr can u sit acca applied skills exams? which months',
    'qualifications',
    [...accaFacts.examSessions],
    [ACA_MARK],
  ),
  ask('t3-q-acca-options', 'what acca option papers can i choose from', 'qualifications', examGroup(accaFacts.structure, 'SP-O').map(accaPaper), [ACA_MARK, CIMA_MARK]),
  ask(
    't3-q-acca-options-then-fee',
    'how much is that exam',
    'qualifications',
    [accaFee('Strategic Professional exams')],
    [accaFee('Applied Skills exams'), accaFee('Applied Knowledge exams')],
    't3-q-acca-options',
  ),
  ask('t3-q-acca-pm-level', 'acca performance management - which level is that paper in', 'qualifications', [ACCA_MARK], [ACA_MARK, CIMA_MARK]),
  ask('t3-q-acca-registration-price', 'cost to sign up as an acca student?', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')]),

  // --- Qualifications: CIMA ----------------------------------------------------------------------
  ask('t3-q-cima-annual-sub', 'cima annual subscription how much', 'qualifications', [cimaFee('Annual subscription')], [
    accaFee('Annual subscription'),
    acaFee('Annual student subscription'),
  ]),
  ask('t3-q-cima-case-fee', 'how much is the cima strategic case study exam fee', 'qualifications', [cimaFee('Case study exam')], [
    cimaFee('Objective test'),
    accaFee('Strategic Professional exams'),
  ]),
  ask('t3-q-cima-case-then-ot', 'and each objective test?', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')], 't3-q-cima-case-fee'),
  ask('t3-q-cima-cba-subjects', 'cima CBA subjects what r they', 'qualifications', examGroup(cimaFacts.structure, 'CBA').map(cimaPaper), [ACA_MARK, ACCA_MARK]),
  ask('t3-q-cima-next-case-study', 'when is the next cima case study exam on', 'qualifications', nextCimaCaseStudy, [ACA_MARK, ACCA_MARK]),
  ask('t3-q-cima-from-home', 'can i do cima exams from home or do i have to go to a centre', 'qualifications', ['Pearson VUE', 'online'], [ACA_MARK]),
  ask('t3-q-cima-then-acca-centres', 'ok and acca, where can i sit those', 'qualifications', ['Dublin', 'Cork'], [CIMA_MARK], 't3-q-cima-from-home'),

  // --- Qualifications: CTA -----------------------------------------------------------------------
  ask('t3-q-cta-autumn-exams', 'when are the autumn cta exams', 'qualifications', [ctaDated(ctaSitting('Autumn').exams)], [ACA_MARK, CIMA_MARK]),
  ask('t3-q-cta-advanced-length', 'how long does the advanced stage of the cta take', 'qualifications', [ctaStage('Advanced')], [ACA_MARK, CIMA_MARK]),
  ask('t3-q-cta-foundation-topics', 'what tax heads are covered at cta foundation?', 'qualifications', ['capital gains tax', 'VAT'], ['stamp duty', ACA_MARK]),
  ask('t3-q-cta-degree', 'what level degree do I need to become a cta member', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`], [ACA_MARK, ACCA_MARK]),
  ask(
    't3-q-cta-degree-then-experience',
    'and how much tax experience?',
    'qualifications',
    [`${ctaFacts.membership.minTaxExperienceYears} years`],
    [`${accaFacts.experienceMonths} months`, `${cimaFacts.experienceYears} years`],
    't3-q-cta-degree',
  ),

  // --- Market figures ----------------------------------------------------------------------------
  ask('t3-m-dublin-share', 'wat % of accountancy openings r in the capital', 'market', [regionShare('Dublin')], [stat('remote-positions')]),
  ask('t3-m-dublin-then-galway', 'and galway?', 'market', [regionShare('Galway')], [stat('remote-positions')], 't3-m-dublin-share'),
  ask('t3-m-galway-then-cork', 'what about cork then', 'market', [regionShare('Cork')], [stat('remote-positions')], 't3-m-dublin-then-galway'),
  ask('t3-m-vacancy-growth', 'by how much have finance vacancies grown year on year', 'market', [stat('job-market-growth')], [stat('average-salary-increase')]),
  ask('t3-m-vacancy-then-salaries', 'and salaries on offer, up how much?', 'market', [stat('average-salary-increase')], [stat('job-market-growth')], 't3-m-vacancy-growth'),
  ask('t3-m-time-to-hire-ma', 'avg time to hire a management accountant these days?', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('t3-m-hybrid-share', 'what share of roles offer hybrid or remote now', 'market', [stat('remote-positions')], [stat('job-market-growth'), remotePremium]),

  // --- Contact details and hours ------------------------------------------------------------------
  ask('t3-c-open-7pm', 'are ye still open at 7 in the evening', 'contact', [closingTime], []),
  ask('t3-c-open-then-saturday', 'and on a saturday?', 'contact', [openDays], [], 't3-c-open-7pm'),
  ask('t3-c-days-open', 'what days are yous open', 'contact', [openDays], []),
  ask('t3-c-call-in', 'wheres yer office, want to call in with my cv', 'contact', [agency.address.streetAddress], []),
  ask('t3-c-call-in-then-postcode', 'and the postcode?', 'contact', [agency.address.postalCode], [], 't3-c-call-in'),
  ask('t3-c-number-about-job', 'i need to ring about a job, number?', 'contact', [agency.phone.display], []),
  ask('t3-c-email-cv', 'what email do i send my cv to', 'contact', [agency.email], []),
  ask('t3-c-instagram', 'do u have an instagram', 'contact', [websiteHost(instagram.url)], []),
  ask('t3-c-tiktok', 'r yous on tiktok', 'contact', [websiteHost(tiktok.url)], []),
  ask('t3-c-reply-time', 'if i email yous how quick does a recruiter usually reply', 'contact', [typicalReply], []),
  ask('t3-c-legal-name', "what's the registered company name, need it for an invoice", 'contact', [agency.legalName], []),
  ask('t3-c-full-address', 'Could you send me the full address of your office please?', 'contact', [formatAddress()], []),

  // --- Interview tips ----------------------------------------------------------------------------
  ask('t3-t-company-accounts', "should i look up a company's accounts before the interview? where would i find them", 'interview-tips', [tip('research-the-company', 'CRO')], [
    VIDEO,
    OFFERS,
  ]),
  ask(
    't3-t-range-or-figure',
    'they asked what i want to be paid - do i give one number or a range',
    'interview-tips',
    [tip('know-your-market-value', 'range')],
    [VIDEO, AUDIT_WORD],
  ),
  ask(
    't3-t-deferred-tax',
    'worried about a deferred tax question in my technical interview, any advice',
    'interview-tips',
    [tip('think-aloud-on-technical-questions', 'step by step')],
    [VIDEO, OFFERS],
  ),
  ask('t3-t-how-many-questions', 'how many questions should i bring to ask them at the end', 'interview-tips', [tip('prepare-questions-to-ask', 'three to five')], [VIDEO, OFFERS]),
  ask('t3-t-regulatory-bank', 'interview with a bank in the ifsc for a regulatory reporting role, what to prep', 'interview-tips', [FUNDS], [TECH, PHARMA]),
  ask('t3-t-bank-then-meddevice', 'and a medical devices plant?', 'interview-tips', [PHARMA], [FUNDS, TECH], 't3-t-regulatory-bank'),
  ask('t3-t-audit-senior-mid-tier', 'interview for audit senior at a mid tier practice next week - what will they focus on', 'interview-tips', [AUDIT_WORD], [TECH, FUNDS]),
  ask('t3-t-dress-tech', 'dress code for an interview at a tech company?', 'interview-tips', [presence('Dress', 'business casual')], [OFFERS]),
  ask('t3-t-dress-then-bank', 'and for a bank?', 'interview-tips', [presence('Dress', 'business professional')], [OFFERS], 't3-t-dress-tech'),
  ask('t3-t-thank-you-timing', 'how soon after the interview should the thank u note go out', 'interview-tips', [tip('send-a-thank-you-note', '24 hours')], [VIDEO]),
  ask('t3-t-second-round', 'got a second round next week, how should i prep', 'interview-tips', [tip('reflect-while-it-is-fresh', 'questions you were asked')], [VIDEO, OFFERS]),
  ask(
    't3-t-difficult-stakeholder',
    "how do i answer 'tell me about a time you dealt with a difficult stakeholder'",
    'interview-tips',
    ['Situation', 'Reflection'],
    [VIDEO, OFFERS],
  ),
  ask('t3-t-teams-lighting', 'teams interview tmrw, where should the light be', 'interview-tips', [tip('set-up-for-video-interviews', 'light in front')], [OFFERS, AUDIT_WORD]),
  ask('t3-t-find-out-why', "unsuccessful after the final round, can yous find out why i didn't get it", 'interview-tips', [tip('ask-for-feedback', 'feedback')], [VIDEO]),

  // --- The agency's services, jobs and team -------------------------------------------------------
  ask('t3-v-managing-director', 'who is the managing director of ledgerline', 'services', [managingDirector.name], [clientDirector.name]),
  ask('t3-v-md-then-background', "what's her background", 'services', [says([managingDirector.bio], 'Big 4')], [], 't3-v-managing-director'),
  ask('t3-v-client-contact', 'who looks after employers/clients at the agency', 'services', [clientDirector.name], []),
  ask('t3-v-process-steps', 'what happens after we send you a vacancy - whats the process', 'services', employersPage.process.slice(0, 3).map((step) => step.title), []),
  ask('t3-v-process-then-response', 'how soon do ye get back to us after we send it', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()], 't3-v-process-steps'),
  ask('t3-v-meet-sligo', "we're based in sligo, would you meet us in person?", 'services', [says([agency.operatingModel], 'face to face')], []),
  ask('t3-v-qualified-job-quals', 'what qualification does the qualified accountant job want', 'services', [says(qualifiedJob.requirements, 'ACA, ACCA or CIMA')], [trainee.salary]),
  ask('t3-v-trainee-job-excel', 'what do i need for the trainee accountant job, do i need excel?', 'services', [says(trainee.requirements, 'Excel')], [qualifiedJob.salary]),
  ask('t3-v-free-for-candidates', 'will it cost me anything to register with yous as a candidate', 'services', [says(candidatesPage.promise.items, 'free')], ['€']),
  ask('t3-v-interview-prep', 'do ye help candidates prep for interviews?', 'services', [says(candidatesPage.promise.items, 'interview preparation')], []),
  ask('t3-v-exclusive-rates', 'if we give you the role exclusively do we get a better rate', 'services', [says([feesPage.exclusivePartnership.text], 'reduced rates')], []),
  ask('t3-v-review-count', 'how many google reviews have ye got', 'services', [String(agency.trustSignals.reviews.count)], []),

  // --- Off-topic: the right reply says what Aine covers and quotes no figure --------------------
  ...(
    [
      ['t3-o-athenry', 'lyrics to the fields of athenry'],
      ['t3-o-penneys', 'what time does penneys on mary street close'],
      ['t3-o-kerry-beach', 'best beach in kerry for a swim'],
      ['t3-o-turkey', 'how long do i cook a 6kg turkey'],
      ['t3-o-laptop', 'recommend a laptop under 800'],
      ['t3-o-ulysses', 'who wrote ulysses'],
      ['t3-o-gaelic', 'explain the rules of gaelic football'],
      ['t3-o-dart', 'is the dart running to howth today'],
      ['t3-o-picnic', 'is the weather nice enough for a picnic in phoenix park'],
      ['t3-o-spanish', 'teach me some basic spanish phrases'],
      ['t3-o-car-nct', 'when is my car due its NCT'],
      // Near-misses: pay or jobs outside accounting and finance.
      ['t3-o-quantity-surveyor', 'how much does a quantity surveyor earn in cork'],
      ['t3-o-data-scientist', 'data scientist salary dublin?'],
      ['t3-o-chef-jobs', 'any chef jobs going in galway'],
      ['t3-o-nurse-agency', 'do yous recruit nurses for hospitals'],
      // Near-misses: the visitor's own tax, pension, investments and loans.
      ['t3-o-inheritance-tax', 'whats the inheritance tax threshold from my parents'],
      ['t3-o-prsa', 'should i put money in a PRSA or pay off my car loan'],
      ['t3-o-boi-shares', 'is it a good time to buy bank of ireland shares'],
      ['t3-o-revenue-login', "can't log into revenue myaccount, help"],
      ['t3-o-rent-credit', 'how do i claim the rent tax credit'],
      ['t3-o-ecb-rates', 'will the ECB cut interest rates next month'],
      // Near-misses: immigration, employment law and doing the books for a business.
      ['t3-o-critical-skills', 'im an accountant from india, how do i get a critical skills employment permit'],
      ['t3-o-notice-law', 'how much notice does my employer legally have to give me if they let me go'],
      ['t3-o-do-my-books', 'can yous do the bookkeeping and vat returns for my cafe'],
      ['t3-o-company-setup', 'how do i set up a limited company with the CRO'],
    ] as const
  ).map(
    ([id, question]): HeldOutQuestion => ({
      id,
      question,
      kind: 'off-topic',
      topic: 'off-topic',
      mustContain: [OFF_TOPIC_SCOPE],
      mustNotContain: ['€'],
    }),
  ),

  // --- Hand-over: the visitor asks for a person --------------------------------------------------
  ...(
    [
      ['t3-h-actual-person', 'can i talk to an actual person'],
      ['t3-h-ring-me', 'get a recruiter to ring me'],
      ['t3-h-no-more-ai', 'no offence but i want to deal with a human not an ai'],
      ['t3-h-conor', 'can conor give me a shout about a role we have'],
      ['t3-h-someone-contact', 'I would like someone from your team to contact me please'],
      ['t3-h-speak-consultant', 'is there a consultant i can speak to'],
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
];
