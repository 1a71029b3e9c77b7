// The FIRST held-out set of visitor questions for Aine (issue 16, part 3: honest generalisation).
//
// Written from the specification and the content modules alone, before and without reading the
// engine (lambdas/core/chat) or the tuning sets beside this file. It was scored once, on 23 November
// 2026 (171/200, off-topic 21/24), and is now PART OF THE TUNING SET: the held-out set nobody tunes
// against is held-out-visitor-questions.ts, written later by someone else who never read the engine.
// Expected figures are read from the content modules, so a content change keeps the set true.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Two facts of the content shape the cases:
// - The salary guide is Ireland-wide: it has no per-city figures. A question naming a city is right
//   when it gives the role's (and level's) national figures, and wrong when it gives another level's
//   or another role's.
// - The specification gives no wording for an off-topic reply. The content states Aine's scope as
//   "accounting and finance" (welcome message, greetings, candidates and employers pages), so an
//   off-topic reply must name that scope and quote no euro figure.

import { agency, formatAddress } from '#content/agency';
import { handoverRecipients } from '#content/chat-handover';
import { employersPage } from '#content/employers';
import { feeBands, feeForSalary, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { formatEuro, formatEuroRange, formatShortDate } from '#content/format';
import { enhancedStarMethod } from '#content/interview-tips';
import { featuredJobs } from '#content/jobs';
import { formatStatValue, formatTimeToHire, marketStats } from '#content/market-stats';
import { acaFacts, accaFacts, cimaFacts, ctaFacts, type FeeItem } from '#content/qualifications';
import {
  industrySpecialisationsTable,
  salaryInsights,
  salaryTables,
  type SalaryLevelIndex,
  type SalaryTableId,
} from '#content/salary-guide';
import { teamMembers } from '#content/team';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion } from './held-out-case.ts';

// ---------------------------------------------------------------------------------------------
// Figures, read from the content.

function salaryRow(tableId: SalaryTableId, position: string) {
  const table = salaryTables.find((candidate) => candidate.id === tableId);
  const row = table?.rows.find((candidate) => candidate.position === position);
  if (!row) throw new RangeError(`No salary row ${tableId} / ${position}`);
  return row;
}

/** The displayed band of one level, e.g. '€55k - €65k'. */
function pay(tableId: SalaryTableId, position: string, level: SalaryLevelIndex): string {
  return salaryRow(tableId, position).bands[level].display;
}

/** All three displayed bands of a row. */
function payAll(tableId: SalaryTableId, position: string): string[] {
  return salaryRow(tableId, position).ranges.slice();
}

/** The other levels' bands of the same row (those that differ from the level asked for). */
function otherLevels(tableId: SalaryTableId, position: string, level: SalaryLevelIndex): string[] {
  const right = pay(tableId, position, level);
  return payAll(tableId, position).filter((display) => display !== right);
}

/** Bands of another row that the asked row does not share: a reply showing them named the wrong role. */
function otherRole(
  asked: readonly [SalaryTableId, string],
  other: readonly [SalaryTableId, string],
  levels: readonly SalaryLevelIndex[] = [0, 1, 2],
): string[] {
  const right = new Set(payAll(...asked));
  return levels.map((level) => pay(other[0], other[1], level)).filter((display) => !right.has(display));
}

const QA = 'qualified-accountants' as const;
const CSUITE = 'c-suite' as const;
const AUDIT = 'audit' as const;
const SUPPORT = 'part-qualified-support' as const;

/** The placement fee and percentage for a salary, as the site formats them. */
function fee(salary: number): string[] {
  const quote = feeForSalary(salary);
  return [formatEuro(quote.fee), `${quote.percentage}%`];
}

/** The fee amounts the other bands' percentages would give: a reply showing one used the wrong band. */
function wrongBandFees(salary: number): string[] {
  const right = feeForSalary(salary).percentage;
  return feeBands
    .filter((band) => band.percentage !== right)
    .map((band) => formatEuro(Math.round(salary * band.percentage) / 100));
}

function qualificationFee(fees: readonly FeeItem[], label: string): string {
  const item = fees.find((candidate) => candidate.label === label);
  if (!item) throw new RangeError(`No fee '${label}'`);
  return formatEuroRange(item.amount);
}

const acaFee = (label: string) => qualificationFee(acaFacts.fees, label);
const accaFee = (label: string) => qualificationFee(accaFacts.fees, label);
const cimaFee = (label: string) => qualificationFee(cimaFacts.fees, label);

const acaSitting = (level: string) => {
  const sitting = acaFacts.examSittings.find((candidate) => candidate.level === level);
  if (!sitting) throw new RangeError(`No ACA sitting ${level}`);
  return [sitting.main, sitting.repeat];
};

const cimaWindows = cimaFacts.windows2025;
const cimaDeadlines = cimaWindows.caseStudyRegistrationDeadlines.map(formatShortDate);

function stat(id: (typeof marketStats.headline)[number]['id']): string {
  const found = marketStats.headline.find((candidate) => candidate.id === id);
  if (!found) throw new RangeError(`No market stat ${id}`);
  return formatStatValue(found);
}

function regionShare(region: string): string {
  const found = marketStats.regional.find((candidate) => candidate.region === region);
  if (!found) throw new RangeError(`No region ${region}`);
  return `${found.share}%`;
}

function insight(id: string): string {
  const found = [...salaryInsights.trends, ...salaryInsights.benefits].find((candidate) => candidate.id === id);
  if (!found) throw new RangeError(`No salary insight ${id}`);
  return found.figure;
}

const specialisationPremium = industrySpecialisationsTable.rows[0].premium.display;
const remotePremium = insight('remote-premium');
const esgPremium = insight('esg-specialists');
const inflationAdjustment = insight('inflation-adjustments');
const pensionMatch = insight('pension-match');
const developmentBudget = formatEuroRange({ min: 2000, max: 5000 });

// Words from interview tips that only one topic uses: a reply showing one answered another topic.
const VIDEO_TIP = 'camera';
const AUDIT_TIP = 'materiality';
const FUNDS_TIP = 'Central Bank of Ireland';
const TECH_TIP = 'IFRS 15';
const PHARMA_TIP = 'standard costing';
const OFFER_TIP = 'counter-offer';

// Marks of one qualification that a reply about another should not show.
const ACA_MARK = 'CAP1';
const ACCA_MARK = 'Applied Skills';
const CIMA_MARK = 'objective test';

const trainee = featuredJobs.find((job) => job.title === 'Trainee Accountant');
const qualifiedJob = featuredJobs.find((job) => job.title === 'Qualified Accountant');
if (!trainee || !qualifiedJob) throw new RangeError('Featured jobs changed: update the held-out set');

const [niamh, conor] = teamMembers;
if (!niamh || !conor) throw new RangeError('The team changed: update the held-out set');

// ---------------------------------------------------------------------------------------------
// The questions.

export const firstHeldOutQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite -----------------------------------------------------------------------
  {
    id: 'salary-cfo-small',
    question: 'how much does a CFO make in a small company',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(CSUITE, 'CFO', 0)],
    mustNotContain: otherLevels(CSUITE, 'CFO', 0),
  },
  {
    id: 'salary-cfo-multinational',
    question: 'CFO salary at a big multinational?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(CSUITE, 'CFO', 2)],
    mustNotContain: otherLevels(CSUITE, 'CFO', 2),
  },
  {
    id: 'salary-fd-mid-size',
    question: 'Finance director pay in a mid sized company in Ireland',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(CSUITE, 'Finance Director', 1)],
    mustNotContain: [...otherLevels(CSUITE, 'Finance Director', 1), pay(CSUITE, 'CFO', 1)],
  },
  {
    id: 'salary-gfc-enterprise',
    question: "whats a group financial controller on in a large enterprise",
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(CSUITE, 'Group Financial Controller', 2)],
    mustNotContain: [...otherLevels(CSUITE, 'Group Financial Controller', 2), pay(QA, 'Financial Controller', 2)],
  },
  {
    id: 'salary-fd-sme',
    question: 'salary for an FD in an SME?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(CSUITE, 'Finance Director', 0)],
    mustNotContain: otherLevels(CSUITE, 'Finance Director', 0),
  },
  {
    id: 'salary-fd-all-levels',
    question: 'Finance Director salary',
    kind: 'fact',
    topic: 'salary',
    mustContain: payAll(CSUITE, 'Finance Director'),
    mustNotContain: otherRole([CSUITE, 'Finance Director'], [CSUITE, 'CFO']),
  },
  {
    id: 'salary-cfo-blunt',
    question: 'cfo pay?',
    kind: 'fact',
    topic: 'salary',
    mustContain: payAll(CSUITE, 'CFO'),
    mustNotContain: otherRole([CSUITE, 'CFO'], [CSUITE, 'Finance Director']),
  },
  {
    id: 'salary-chief-financial-officer-plc',
    question: 'What would a chief financial officer of a PLC typically be paid in Ireland these days?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(CSUITE, 'CFO', 2)],
    mustNotContain: otherLevels(CSUITE, 'CFO', 2),
  },

  // --- Salaries: Qualified Accountants ---------------------------------------------------------
  {
    id: 'salary-nq-aca-dublin',
    question: 'whats the going rate for a newly qualified ACA in dublin',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(QA, 'Financial Accountant', 0)],
    mustNotContain: [...otherLevels(QA, 'Financial Accountant', 0), acaFee('Student registration')],
  },
  {
    id: 'salary-fc-cork',
    question: 'what would I get as an FC in Cork',
    kind: 'fact',
    topic: 'salary',
    mustContain: payAll(QA, 'Financial Controller'),
    mustNotContain: otherRole([QA, 'Financial Controller'], [QA, 'Financial Accountant']),
  },
  {
    id: 'salary-ma-3-5-pqe',
    question: 'management accountant 3-5 yrs pqe salary',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(QA, 'Management Accountant', 1)],
    mustNotContain: otherLevels(QA, 'Management Accountant', 1),
  },
  {
    id: 'salary-analyst-6-years',
    question: 'financial analyst with 6 years experience, what should i be earning?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(QA, 'Financial Analyst', 2)],
    mustNotContain: [...otherLevels(QA, 'Financial Analyst', 2), pay(QA, 'Financial Accountant', 2)],
  },
  {
    id: 'salary-internal-auditor-nq',
    question: 'internal auditor salary NQ',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(QA, 'Internal Auditor', 0)],
    mustNotContain: otherLevels(QA, 'Internal Auditor', 0),
  },
  {
    id: 'salary-fc-5-plus-galway',
    question: 'fc 5+ yrs pqe in galway',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(QA, 'Financial Controller', 2)],
    mustNotContain: otherLevels(QA, 'Financial Controller', 2),
  },
  {
    id: 'salary-fa-4-years',
    question: 'Salary of a financial accountant with 4 years PQE please',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(QA, 'Financial Accountant', 1)],
    mustNotContain: otherLevels(QA, 'Financial Accountant', 1),
  },
  {
    id: 'salary-fc-newly-qualified',
    question: 'how much is a newly qualified financial controller paid',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(QA, 'Financial Controller', 0)],
    mustNotContain: [...otherLevels(QA, 'Financial Controller', 0), pay(QA, 'Financial Accountant', 0)],
  },
  {
    id: 'salary-ma-senior-limerick',
    question: 'What does a senior management accountant earn in Limerick?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(QA, 'Management Accountant', 2)],
    mustNotContain: otherLevels(QA, 'Management Accountant', 2),
  },
  {
    id: 'salary-fc-typos',
    question: 'wat wud a finacial controler get wit 3 yrs pqe',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(QA, 'Financial Controller', 1)],
    mustNotContain: otherLevels(QA, 'Financial Controller', 1),
  },
  {
    id: 'salary-cost-accountant-nq',
    question: 'just qualified as a cost accountant, what salary should I look for?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(QA, 'Management Accountant', 0)],
    mustNotContain: otherLevels(QA, 'Management Accountant', 0),
  },
  {
    id: 'salary-qualified-accountant-popular',
    question: 'I qualify in the summer, what can a qualified accountant expect to earn starting off?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(QA, 'Financial Accountant', 0)],
    mustNotContain: otherLevels(QA, 'Financial Accountant', 0),
  },

  {
    id: 'salary-fc-waterford-just-after-qualifying',
    question: 'Just after qualifying, would an FC role in Waterford pay much?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(QA, 'Financial Controller', 0)],
    mustNotContain: [...otherLevels(QA, 'Financial Controller', 0), pay(QA, 'Financial Accountant', 0)],
  },

  // --- Salaries: Audit --------------------------------------------------------------------------
  {
    id: 'salary-audit-manager-big4',
    question: 'audit manager big 4 salary',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(AUDIT, 'Manager', 2)],
    mustNotContain: otherLevels(AUDIT, 'Manager', 2),
  },
  {
    id: 'salary-audit-senior-mid-tier',
    question: 'audit senior at a mid-tier firm, pay?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(AUDIT, 'Senior', 1)],
    mustNotContain: otherLevels(AUDIT, 'Senior', 1),
  },
  {
    id: 'salary-big4-partner',
    question: 'how much do big four partners earn',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(AUDIT, 'Partner', 2)],
    mustNotContain: otherLevels(AUDIT, 'Partner', 2),
  },
  {
    id: 'salary-audit-junior-small',
    question: 'audit junior in a small practice, salary?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(AUDIT, 'Junior', 0)],
    mustNotContain: otherLevels(AUDIT, 'Junior', 0),
  },
  {
    id: 'salary-trainee-auditor-big4',
    question: 'starting salary for a trainee auditor in the big 4 in Dublin',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(AUDIT, 'Junior', 2)],
    mustNotContain: otherLevels(AUDIT, 'Junior', 2),
  },
  {
    id: 'salary-audit-director-mid-tier',
    question: 'Audit director, mid tier practice - typical salary range?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(AUDIT, 'Director', 1)],
    mustNotContain: otherLevels(AUDIT, 'Director', 1),
  },
  {
    id: 'salary-semi-senior-small',
    question: "whats an audit semi senior on in a small firm",
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(AUDIT, 'Senior', 0)],
    mustNotContain: otherLevels(AUDIT, 'Senior', 0),
  },
  {
    id: 'salary-audit-manager-all',
    question: 'How much do audit managers get paid?',
    kind: 'fact',
    topic: 'salary',
    mustContain: payAll(AUDIT, 'Manager'),
    mustNotContain: otherRole([AUDIT, 'Manager'], [AUDIT, 'Director']),
  },

  // --- Salaries: Part-Qualified and Support ------------------------------------------------------
  {
    id: 'salary-part-qualified-2-years',
    question: 'part qualified accountant, 2 yrs experience - salary?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(SUPPORT, 'Part-Qualified', 1)],
    mustNotContain: otherLevels(SUPPORT, 'Part-Qualified', 1),
  },
  {
    id: 'salary-bookkeeper-entry',
    question: 'bookkeeper wages entry level',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(SUPPORT, 'Bookkeeper', 0)],
    mustNotContain: otherLevels(SUPPORT, 'Bookkeeper', 0),
  },
  {
    id: 'salary-accounts-assistant-5-years',
    question: 'accounts assistant with 5 years experience, what pay can I expect?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(SUPPORT, 'Accounts Assistant', 2)],
    mustNotContain: otherLevels(SUPPORT, 'Accounts Assistant', 2),
  },
  {
    id: 'salary-ap-ar-all',
    question: 'AP/AR clerk salary?',
    kind: 'fact',
    topic: 'salary',
    mustContain: payAll(SUPPORT, 'Accounts Payable/Receivable'),
    mustNotContain: otherRole([SUPPORT, 'Accounts Payable/Receivable'], [SUPPORT, 'Accounts Assistant']),
  },
  {
    id: 'salary-payroll-1-3',
    question: 'payroll specialist 1-3 years',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(SUPPORT, 'Payroll Specialist', 1)],
    mustNotContain: otherLevels(SUPPORT, 'Payroll Specialist', 1),
  },
  {
    id: 'salary-credit-controller-no-experience',
    question: 'how much would a credit controller with no experience get',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(SUPPORT, 'Accounts Payable/Receivable', 0)],
    mustNotContain: otherLevels(SUPPORT, 'Accounts Payable/Receivable', 0),
  },
  {
    id: 'salary-accounts-payable-senior',
    question: 'Accounts payable, 3+ years, Dublin. Salary?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(SUPPORT, 'Accounts Payable/Receivable', 2)],
    mustNotContain: otherLevels(SUPPORT, 'Accounts Payable/Receivable', 2),
  },
  {
    id: 'salary-graduate-bookkeeper-cork',
    question: 'graduate bookkeeper job in cork, what would the salary be',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(SUPPORT, 'Bookkeeper', 0)],
    mustNotContain: otherLevels(SUPPORT, 'Bookkeeper', 0),
  },
  {
    id: 'salary-payroll-typos',
    question: 'salery for a senior payrol officer?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(SUPPORT, 'Payroll Specialist', 2)],
    mustNotContain: otherLevels(SUPPORT, 'Payroll Specialist', 2),
  },
  {
    id: 'salary-accounts-assistant-entry',
    question: 'Hi there, I am just out of college. What does an entry level accounts assistant earn?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(SUPPORT, 'Accounts Assistant', 0)],
    mustNotContain: otherLevels(SUPPORT, 'Accounts Assistant', 0),
  },

  {
    id: 'salary-bookkeeper-kerry',
    question: 'what would a bookkeeper with 2 years be on down in Kerry',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(SUPPORT, 'Bookkeeper', 1)],
    mustNotContain: otherLevels(SUPPORT, 'Bookkeeper', 1),
  },

  // --- Salary follow-ups -------------------------------------------------------------------------
  {
    id: 'salary-fc-cork-then-galway',
    question: 'and in Galway?',
    kind: 'follow-up',
    topic: 'salary',
    followUpOf: 'salary-fc-cork',
    mustContain: payAll(QA, 'Financial Controller'),
    mustNotContain: otherRole([QA, 'Financial Controller'], [QA, 'Financial Accountant']),
  },
  {
    id: 'salary-ma-then-5-plus',
    question: 'what about 5+ years?',
    kind: 'follow-up',
    topic: 'salary',
    followUpOf: 'salary-ma-3-5-pqe',
    mustContain: [pay(QA, 'Management Accountant', 2)],
    mustNotContain: otherLevels(QA, 'Management Accountant', 2),
  },
  {
    id: 'salary-ma-then-nq',
    question: 'and newly qualified?',
    kind: 'follow-up',
    topic: 'salary',
    followUpOf: 'salary-ma-then-5-plus',
    mustContain: [pay(QA, 'Management Accountant', 0)],
    mustNotContain: otherLevels(QA, 'Management Accountant', 0),
  },
  {
    id: 'salary-audit-manager-then-mid-tier',
    question: 'and at a mid tier?',
    kind: 'follow-up',
    topic: 'salary',
    followUpOf: 'salary-audit-manager-big4',
    mustContain: [pay(AUDIT, 'Manager', 1)],
    mustNotContain: otherLevels(AUDIT, 'Manager', 1),
  },
  {
    id: 'salary-mid-tier-then-senior',
    question: 'what about a senior there',
    kind: 'follow-up',
    topic: 'salary',
    followUpOf: 'salary-audit-manager-then-mid-tier',
    mustContain: [pay(AUDIT, 'Senior', 1)],
    mustNotContain: [...otherLevels(AUDIT, 'Senior', 1), pay(AUDIT, 'Manager', 1)],
  },
  {
    id: 'salary-cfo-then-enterprise',
    question: 'and for an enterprise?',
    kind: 'follow-up',
    topic: 'salary',
    followUpOf: 'salary-cfo-small',
    mustContain: [pay(CSUITE, 'CFO', 2)],
    mustNotContain: otherLevels(CSUITE, 'CFO', 2),
  },
  {
    id: 'salary-part-qualified-then-4-years',
    question: 'what if i had 4 years?',
    kind: 'follow-up',
    topic: 'salary',
    followUpOf: 'salary-part-qualified-2-years',
    mustContain: [pay(SUPPORT, 'Part-Qualified', 2)],
    mustNotContain: otherLevels(SUPPORT, 'Part-Qualified', 2),
  },
  {
    id: 'salary-bookkeeper-then-payroll',
    question: 'ok and payroll?',
    kind: 'follow-up',
    topic: 'salary',
    followUpOf: 'salary-bookkeeper-entry',
    mustContain: [pay(SUPPORT, 'Payroll Specialist', 0)],
    mustNotContain: otherLevels(SUPPORT, 'Payroll Specialist', 0),
  },
  {
    id: 'salary-gfc-then-cfo',
    question: 'what about a CFO at that size',
    kind: 'follow-up',
    topic: 'salary',
    followUpOf: 'salary-gfc-enterprise',
    mustContain: [pay(CSUITE, 'CFO', 2)],
    mustNotContain: [...otherLevels(CSUITE, 'CFO', 2), pay(CSUITE, 'Group Financial Controller', 2)],
  },
  {
    id: 'salary-junior-then-big4',
    question: 'How about in a Big 4 firm?',
    kind: 'follow-up',
    topic: 'salary',
    followUpOf: 'salary-audit-junior-small',
    mustContain: [pay(AUDIT, 'Junior', 2)],
    mustNotContain: otherLevels(AUDIT, 'Junior', 2),
  },
  {
    id: 'salary-fc-then-analyst',
    question: 'and a financial analyst at the same level?',
    kind: 'follow-up',
    topic: 'salary',
    followUpOf: 'salary-fc-5-plus-galway',
    mustContain: [pay(QA, 'Financial Analyst', 2)],
    mustNotContain: [...otherLevels(QA, 'Financial Analyst', 2), pay(QA, 'Financial Controller', 2)],
  },

  // --- Salary insights: specialisations, trends, benefits ---------------------------------------
  {
    id: 'insight-pharma-premium',
    question: 'does working in pharma pay more?',
    kind: 'fact',
    topic: 'salary-insights',
    mustContain: [specialisationPremium],
    mustNotContain: [esgPremium, remotePremium],
  },
  {
    id: 'insight-ifrs-us-gaap',
    question: 'Is there a premium for IFRS / US GAAP experience?',
    kind: 'fact',
    topic: 'salary-insights',
    mustContain: [specialisationPremium],
    mustNotContain: [esgPremium, remotePremium],
  },
  {
    id: 'insight-esg',
    question: 'ESG reporting experience - how much extra is that worth?',
    kind: 'fact',
    topic: 'salary-insights',
    mustContain: [esgPremium],
    mustNotContain: [remotePremium, inflationAdjustment],
  },
  {
    id: 'insight-remote-premium',
    question: 'do fully remote jobs pay more?',
    kind: 'fact',
    topic: 'salary-insights',
    mustContain: [remotePremium],
    mustNotContain: [esgPremium, inflationAdjustment],
  },
  {
    id: 'insight-cost-of-living',
    question: 'what cost of living adjustment are employers giving this year',
    kind: 'fact',
    topic: 'salary-insights',
    mustContain: [inflationAdjustment],
    mustNotContain: [esgPremium, remotePremium],
  },
  {
    id: 'insight-pension',
    question: 'typical employer pension match for a qualified role?',
    kind: 'fact',
    topic: 'salary-insights',
    mustContain: [pensionMatch],
    mustNotContain: [inflationAdjustment, esgPremium],
  },
  {
    id: 'insight-hybrid-days',
    question: 'how many days wfh is normal now',
    kind: 'fact',
    topic: 'salary-insights',
    mustContain: [insight('hybrid-working').replace(/ remote$/, '')],
    mustNotContain: [pensionMatch],
  },
  {
    id: 'insight-study-budget',
    question: 'whats the usual study / CPD budget employers give',
    kind: 'fact',
    topic: 'salary-insights',
    mustContain: [developmentBudget],
    mustNotContain: [pensionMatch, remotePremium],
  },
  {
    id: 'insight-financial-services',
    question: 'will I earn more in financial services than in a normal company?',
    kind: 'fact',
    topic: 'salary-insights',
    mustContain: [specialisationPremium],
    mustNotContain: [esgPremium],
  },

  // --- Placement fees ----------------------------------------------------------------------------
  {
    id: 'fee-55k',
    question: 'fees for a 55k hire',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: fee(55_000),
    mustNotContain: wrongBandFees(55_000),
  },
  {
    id: 'fee-how-much-yous-charge',
    question: 'how much do yous charge',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: feeBands.map((band) => `${band.percentage}%`),
    mustNotContain: [accaFee('Registration')],
  },
  {
    id: 'fee-30k',
    question: "whats your fee on a 30k role",
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: fee(30_000),
    mustNotContain: wrongBandFees(30_000),
  },
  {
    id: 'fee-35000-edge',
    question: 'placement fee for someone on 35,000?',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: fee(35_000),
    mustNotContain: wrongBandFees(35_000),
  },
  {
    id: 'fee-34999-edge',
    question: 'If the salary is €34,999 what is the fee',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: fee(34_999),
    mustNotContain: wrongBandFees(34_999),
  },
  {
    id: 'fee-44999-edge',
    question: "44,999 salary - what's your fee?",
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: fee(44_999),
    mustNotContain: wrongBandFees(44_999),
  },
  {
    id: 'fee-44999-then-45k',
    question: 'and at exactly 45k?',
    kind: 'follow-up',
    topic: 'placement-fees',
    followUpOf: 'fee-44999-edge',
    mustContain: fee(45_000),
    mustNotContain: [...wrongBandFees(45_000), formatEuro(feeForSalary(44_999).fee)],
  },
  {
    id: 'fee-120k-fd',
    question: 'recruitment fee for a 120k finance director',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: fee(120_000),
    mustNotContain: wrongBandFees(120_000),
  },
  {
    id: 'fee-40-grand',
    question: 'what would it cost us to hire a bookkeeper on 40 grand',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: fee(40_000),
    mustNotContain: wrongBandFees(40_000),
  },
  {
    id: 'fee-28k-percentage',
    question: 'What percentage do you charge for a 28k accounts assistant?',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: fee(28_000),
    mustNotContain: wrongBandFees(28_000),
  },
  {
    id: 'fee-62500',
    question: 'fees for a €62,500 hire pls',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: fee(62_500),
    mustNotContain: wrongBandFees(62_500),
  },
  {
    id: 'fee-100k',
    question: 'We want to hire a FC at 100k, what will your fee be?',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: fee(100_000),
    mustNotContain: wrongBandFees(100_000),
  },
  {
    id: 'fee-36k-band',
    question: 'which fee band is a 36k salary in?',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: [`${feeForSalary(36_000).percentage}%`],
    mustNotContain: wrongBandFees(36_000),
  },
  {
    id: 'fee-55k-then-30k',
    question: 'and for a 30k one?',
    kind: 'follow-up',
    topic: 'placement-fees',
    followUpOf: 'fee-55k',
    mustContain: fee(30_000),
    mustNotContain: [...wrongBandFees(30_000), formatEuro(feeForSalary(55_000).fee)],
  },
  {
    id: 'fee-30k-then-40k',
    question: 'what about 40k',
    kind: 'follow-up',
    topic: 'placement-fees',
    followUpOf: 'fee-55k-then-30k',
    mustContain: fee(40_000),
    mustNotContain: [...wrongBandFees(40_000), formatEuro(feeForSalary(30_000).fee)],
  },
  {
    id: 'fee-45-grand-edge',
    question: "what's the fee on a 45 grand job",
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: fee(45_000),
    mustNotContain: wrongBandFees(45_000),
  },
  {
    id: 'fee-70k-yis',
    question: 'how much are yis looking for on a 70k placement?',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: fee(70_000),
    mustNotContain: wrongBandFees(70_000),
  },
  {
    id: 'fee-exclusive-discount',
    question: 'do you give a discount if we go exclusive with you?',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: ['negotiate'],
    mustNotContain: [],
  },
  {
    id: 'fee-response-guarantee',
    question: 'how quickly do you come back to us when we send in a vacancy',
    kind: 'fact',
    topic: 'services',
    mustContain: [`${RESPONSE_GUARANTEE_HOURS} hours`],
    mustNotContain: [formatTimeToHire()],
  },
  {
    id: 'fee-percentage-basis',
    question: 'is your fee a % of the first years salary or a flat fee?',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: feeBands.map((band) => `${band.percentage}%`),
    mustNotContain: [],
  },

  // --- Qualifications: ACA -----------------------------------------------------------------------
  {
    id: 'aca-cap1-dates',
    question: 'when r the CAP1 exams',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: acaSitting('CAP1'),
    mustNotContain: ['March', 'June', CIMA_MARK],
  },
  {
    id: 'aca-fae-dates',
    question: 'FAE exam month?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: acaSitting('FAE'),
    mustNotContain: ['March', 'June', CIMA_MARK],
  },
  {
    id: 'aca-levels',
    question: 'what are the levels of the aca',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [...acaFacts.levels],
    mustNotContain: ['Applied Knowledge', CIMA_MARK],
  },
  {
    id: 'aca-cap2-cost',
    question: 'cost of CAP2?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [acaFee('CAP2 exams')],
    mustNotContain: [accaFee('Applied Skills exams'), cimaFee('Case study exam')],
  },
  {
    id: 'aca-annual-sub',
    question: 'aca annual student sub?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [acaFee('Annual student subscription')],
    mustNotContain: [accaFee('Annual subscription'), cimaFee('Annual subscription')],
  },
  {
    id: 'aca-annual-sub-then-acca',
    question: 'what about for acca',
    kind: 'follow-up',
    topic: 'qualifications',
    followUpOf: 'aca-annual-sub',
    mustContain: [accaFee('Annual subscription')],
    mustNotContain: [acaFee('Annual student subscription'), cimaFee('Annual subscription')],
  },
  {
    id: 'aca-fae-fees',
    question: 'How much are the FAE fees?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [acaFee('FAE exams')],
    mustNotContain: [accaFee('Strategic Professional exams')],
  },
  {
    id: 'aca-experience',
    question: 'how much experience do you need to become a chartered accountant (aca)?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [`${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`],
    mustNotContain: [`${accaFacts.experienceMonths} months`],
  },
  {
    id: 'aca-electives',
    question: 'how many electives do u do at FAE',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [String(acaFacts.faeElectives), 'elective'],
    mustNotContain: [ACCA_MARK, CIMA_MARK],
  },
  {
    id: 'aca-registration',
    question: 'ACA student registration fee',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [acaFee('Student registration')],
    mustNotContain: [accaFee('Registration'), cimaFee('Registration')],
  },
  {
    id: 'aca-cap1-then-cap2-dates',
    question: 'and CAP2?',
    kind: 'follow-up',
    topic: 'qualifications',
    followUpOf: 'aca-cap1-dates',
    mustContain: acaSitting('CAP2'),
    mustNotContain: ['March', 'June', CIMA_MARK],
  },
  {
    id: 'aca-awarding-body',
    question: 'who runs the ACA exams in Ireland?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [acaFacts.awardingBody],
    mustNotContain: [ctaFacts.awardingBody],
  },

  // --- Qualifications: ACCA ----------------------------------------------------------------------
  {
    id: 'acca-exam-dates',
    question: 'acca exam dates',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [...accaFacts.examSessions],
    mustNotContain: [ACA_MARK, cimaWindows.objectiveTests[0].display],
  },
  {
    id: 'acca-sittings-this-year',
    question: 'when are the acca sittings on this year?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [...accaFacts.examSessions],
    mustNotContain: [ACA_MARK, CIMA_MARK],
  },
  {
    id: 'acca-exam-count',
    question: 'how many exams in acca?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [String(accaFacts.examCount)],
    mustNotContain: [ACA_MARK, CIMA_MARK],
  },
  {
    id: 'acca-registration',
    question: 'acca registration fee',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [accaFee('Registration')],
    mustNotContain: [cimaFee('Registration'), acaFee('Student registration')],
  },
  {
    id: 'acca-registration-then-cima',
    question: 'and cima?',
    kind: 'follow-up',
    topic: 'qualifications',
    followUpOf: 'acca-registration',
    mustContain: [cimaFee('Registration')],
    mustNotContain: [accaFee('Registration'), acaFee('Student registration')],
  },
  {
    id: 'acca-strategic-professional-cost',
    question: 'how much are the ACCA strategic professional exams?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [accaFee('Strategic Professional exams')],
    mustNotContain: [acaFee('FAE exams'), cimaFee('Case study exam')],
  },
  {
    id: 'acca-ethics-module',
    question: 'acca ethics module cost',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [accaFee('Ethics and Professional Skills module')],
    mustNotContain: [cimaFee('Objective test'), acaFee('CAP1 exams')],
  },
  {
    id: 'acca-experience',
    question: 'How much experience do I need for ACCA membership?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [`${accaFacts.experienceMonths} months`],
    mustNotContain: [`${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`],
  },
  {
    id: 'acca-options',
    question: 'which acca options can i pick and how many?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: ['Advanced Taxation', 'Advanced Audit and Assurance'],
    mustNotContain: [ACA_MARK, CIMA_MARK],
  },
  {
    id: 'acca-all-fees-typo',
    question: 'acca exam fess?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [accaFee('Applied Knowledge exams'), accaFee('Applied Skills exams'), accaFee('Strategic Professional exams')],
    mustNotContain: [acaFee('CAP1 exams'), cimaFee('Objective test')],
  },
  {
    id: 'acca-applied-knowledge-cost',
    question: 'price of the applied knowledge papers',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [accaFee('Applied Knowledge exams')],
    mustNotContain: [accaFee('Strategic Professional exams'), acaFee('CAP1 exams')],
  },
  {
    id: 'acca-exam-centres',
    question: 'where can i sit acca exams in ireland',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: ['Limerick'],
    mustNotContain: [ACA_MARK],
  },
  {
    id: 'acca-vs-aca',
    question: 'aca or acca, which is better for me?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: ['training contract', 'flexib'],
    mustNotContain: [CIMA_MARK],
  },
  {
    id: 'acca-dates-then-aca',
    question: 'and what about ACA exam dates?',
    kind: 'follow-up',
    topic: 'qualifications',
    followUpOf: 'acca-exam-dates',
    mustContain: [...acaSitting('CAP1'), ...acaSitting('FAE')],
    mustNotContain: ['March', 'June'],
  },

  // --- Qualifications: CIMA ----------------------------------------------------------------------
  {
    id: 'cima-structure',
    question: 'cima structure',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: ['Operational', 'Management', 'Strategic'],
    mustNotContain: [ACA_MARK, 'Applied Knowledge'],
  },
  {
    id: 'cima-objective-test-windows',
    question: 'CIMA objective test windows 2025?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: cimaWindows.objectiveTests.map((testWindow) => testWindow.display),
    mustNotContain: [ACA_MARK, ACCA_MARK],
  },
  {
    id: 'cima-case-study-dates',
    question: 'when are the cima case studies on',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: cimaWindows.caseStudies.map((caseStudyWindow) => caseStudyWindow.display),
    mustNotContain: [ACA_MARK, ACCA_MARK],
  },
  {
    id: 'cima-case-study-registration',
    question: 'whats the deadline to register for the cima case study',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: cimaDeadlines,
    mustNotContain: [ACA_MARK, ACCA_MARK],
  },
  {
    id: 'cima-objective-test-price',
    question: 'price of a cima objective test',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [cimaFee('Objective test')],
    mustNotContain: [accaFee('Applied Knowledge exams'), acaFee('CAP1 exams')],
  },
  {
    id: 'cima-case-study-fee',
    question: 'How much does a CIMA case study exam cost?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [cimaFee('Case study exam')],
    mustNotContain: [accaFee('Strategic Professional exams'), acaFee('FAE exams')],
  },
  {
    id: 'cima-registration-and-sub',
    question: 'cima registration and annual fee?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [cimaFee('Registration'), cimaFee('Annual subscription')],
    mustNotContain: [accaFee('Registration'), accaFee('Annual subscription')],
  },
  {
    id: 'cima-experience',
    question: 'how many years experience for cima',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [`${cimaFacts.experienceYears} years`],
    mustNotContain: [`${accaFacts.experienceMonths} months`, `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`],
  },
  {
    id: 'cima-cba',
    question: 'what does CBA stand for in cima?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: ['Certificate in Business Accounting'],
    mustNotContain: [ACA_MARK],
  },
  {
    id: 'cima-exam-count',
    question: 'how many exams is cima',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [String(cimaFacts.objectiveTests), 'case stud'],
    mustNotContain: [ACA_MARK, ACCA_MARK],
  },
  {
    id: 'cima-dates-then-case-study-fee',
    question: 'and how much is each case study?',
    kind: 'follow-up',
    topic: 'qualifications',
    followUpOf: 'cima-case-study-dates',
    mustContain: [cimaFee('Case study exam')],
    mustNotContain: [accaFee('Strategic Professional exams')],
  },

  // --- Qualifications: CTA -----------------------------------------------------------------------
  {
    id: 'cta-dates',
    question: 'cta exam dates 2025',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: ctaFacts.keyDates2025.map((sitting) => sitting.exams),
    mustNotContain: [ACA_MARK, cimaWindows.objectiveTests[0].display],
  },
  {
    id: 'cta-dates-then-results',
    question: 'when do the results come out?',
    kind: 'follow-up',
    topic: 'qualifications',
    followUpOf: 'cta-dates',
    mustContain: ctaFacts.keyDates2025.map((sitting) => sitting.results),
    mustNotContain: [ACA_MARK],
  },
  {
    id: 'cta-duration',
    question: 'how long does the cta take',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: ['Foundation', 'Intermediate', 'Advanced', '6 months', '12 months'],
    mustNotContain: [ACA_MARK, `${accaFacts.experienceMonths} months`],
  },
  {
    id: 'cta-membership',
    question: 'What do I need to become a member of the Irish Tax Institute (CTA)?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`],
    mustNotContain: [`${accaFacts.experienceMonths} months`, ACA_MARK],
  },
  {
    id: 'cta-awarding-body',
    question: 'who awards the chartered tax adviser qualification',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [ctaFacts.awardingBody],
    mustNotContain: [acaFacts.awardingBody],
  },
  {
    id: 'cta-autumn-registration',
    question: 'when do i register for the autumn CTA sitting?',
    kind: 'fact',
    topic: 'qualifications',
    mustContain: [ctaFacts.keyDates2025[1].registration],
    mustNotContain: [ACA_MARK, CIMA_MARK],
  },

  // --- Market figures ----------------------------------------------------------------------------
  {
    id: 'market-growth',
    question: 'how fast is the finance job market growing?',
    kind: 'fact',
    topic: 'market',
    mustContain: [stat('job-market-growth')],
    mustNotContain: [inflationAdjustment],
  },
  {
    id: 'market-salary-increase',
    question: 'avg salary increase for accountants in ireland this year?',
    kind: 'fact',
    topic: 'market',
    mustContain: [stat('average-salary-increase')],
    mustNotContain: [remotePremium],
  },
  {
    id: 'market-remote-share',
    question: 'what % of finance jobs are remote or hybrid',
    kind: 'fact',
    topic: 'market',
    mustContain: [stat('remote-positions')],
    mustNotContain: [remotePremium],
  },
  {
    id: 'market-dublin-share',
    question: 'what share of new openings are in Dublin?',
    kind: 'fact',
    topic: 'market',
    mustContain: [regionShare('Dublin')],
    mustNotContain: [regionShare('Cork'), regionShare('Galway')],
  },
  {
    id: 'market-dublin-then-cork',
    question: 'and cork?',
    kind: 'follow-up',
    topic: 'market',
    followUpOf: 'market-dublin-share',
    mustContain: [regionShare('Cork')],
    mustNotContain: [regionShare('Dublin'), regionShare('Galway')],
  },
  {
    id: 'market-cork-then-galway',
    question: 'galway?',
    kind: 'follow-up',
    topic: 'market',
    followUpOf: 'market-dublin-then-cork',
    mustContain: [regionShare('Galway')],
    mustNotContain: [regionShare('Dublin'), regionShare('Cork')],
  },
  {
    id: 'market-time-to-hire',
    question: 'how long does it take to hire an accountant on average',
    kind: 'fact',
    topic: 'market',
    mustContain: [formatTimeToHire()],
    mustNotContain: [`${RESPONSE_GUARANTEE_HOURS} hours`],
  },
  {
    id: 'market-overview',
    question: "hows the jobs market for accountants rn",
    kind: 'fact',
    topic: 'market',
    mustContain: [stat('job-market-growth')],
    mustNotContain: [],
  },

  // --- Office hours and contact details ---------------------------------------------------------
  {
    id: 'contact-phone',
    question: 'whats ur phone number',
    kind: 'fact',
    topic: 'contact',
    mustContain: [agency.phone.display],
    mustNotContain: [],
  },
  {
    id: 'contact-ring',
    question: 'whats the number to ring yis on',
    kind: 'fact',
    topic: 'contact',
    mustContain: [agency.phone.display],
    mustNotContain: [],
  },
  {
    id: 'contact-email',
    question: 'email address?',
    kind: 'fact',
    topic: 'contact',
    mustContain: [agency.email],
    mustNotContain: [],
  },
  {
    id: 'contact-hours',
    question: 'what time do you open til?',
    kind: 'fact',
    topic: 'contact',
    mustContain: [agency.businessHours.display],
    mustNotContain: [],
  },
  {
    id: 'contact-saturday',
    question: 'are you open on saturdays',
    kind: 'fact',
    topic: 'contact',
    mustContain: ['Monday - Friday'],
    mustNotContain: [],
  },
  {
    id: 'contact-address',
    question: "where's your office?",
    kind: 'fact',
    topic: 'contact',
    mustContain: [agency.address.streetAddress, agency.address.locality],
    mustNotContain: [],
  },
  {
    id: 'contact-eircode',
    question: 'whats the eircode for the office',
    kind: 'fact',
    topic: 'contact',
    mustContain: [agency.address.postalCode],
    mustNotContain: [],
  },
  {
    id: 'contact-whatsapp',
    question: 'can I whatsapp you?',
    kind: 'fact',
    topic: 'contact',
    mustContain: [agency.whatsappUrl.replace('https://', '')],
    mustNotContain: [],
  },
  {
    id: 'contact-how',
    question: 'How can I get in touch with your team?',
    kind: 'fact',
    topic: 'contact',
    mustContain: [agency.email, agency.phone.display],
    mustNotContain: [],
  },
  {
    id: 'contact-licence',
    question: 'are you a licensed employment agency? licence number?',
    kind: 'fact',
    topic: 'contact',
    mustContain: [agency.licence.number],
    mustNotContain: [],
  },
  {
    id: 'contact-full-address',
    question: 'Could you give me your full postal address please, I want to post in a cover letter.',
    kind: 'fact',
    topic: 'contact',
    mustContain: [formatAddress()],
    mustNotContain: [],
  },
  {
    id: 'contact-phone-then-hours',
    question: 'and what hours can i ring?',
    kind: 'follow-up',
    topic: 'contact',
    followUpOf: 'contact-phone',
    mustContain: [agency.businessHours.display],
    mustNotContain: [],
  },

  // --- Interview tips ----------------------------------------------------------------------------
  {
    id: 'interview-star',
    question: 'can u explain the star technique for answering interview questions',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: enhancedStarMethod.steps.map((step) => step.title),
    mustNotContain: [OFFER_TIP, VIDEO_TIP],
  },
  {
    id: 'interview-weakness',
    question: 'what do i say when they ask my biggest weakness',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: ['development area'],
    mustNotContain: [VIDEO_TIP, OFFER_TIP],
  },
  {
    id: 'interview-video',
    question: 'any tips for a teams interview? its online',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: [VIDEO_TIP],
    mustNotContain: [OFFER_TIP, AUDIT_TIP],
  },
  {
    id: 'interview-questions-to-ask',
    question: 'what questions should i ask at the end of the interview?',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: ['team structure'],
    mustNotContain: [VIDEO_TIP, OFFER_TIP],
  },
  {
    id: 'interview-salary-expectations',
    question: 'they asked my salary expectations in the interview, how do i answer that',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: ['researched range'],
    mustNotContain: [VIDEO_TIP, AUDIT_TIP, pay(QA, 'Financial Accountant', 0)],
  },
  {
    id: 'interview-thank-you',
    question: 'should I send a thank you email after the interview',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: ['24 hours'],
    mustNotContain: [VIDEO_TIP, AUDIT_TIP],
  },
  {
    id: 'interview-big4-audit',
    question: 'I have an interview for a big 4 audit role, what will they ask me?',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: [AUDIT_TIP],
    mustNotContain: [FUNDS_TIP, TECH_TIP],
  },
  {
    id: 'interview-big4-then-funds',
    question: 'and for a fund accounting job?',
    kind: 'follow-up',
    topic: 'interview-tips',
    followUpOf: 'interview-big4-audit',
    mustContain: [FUNDS_TIP],
    mustNotContain: [AUDIT_TIP, TECH_TIP],
  },
  {
    id: 'interview-tech',
    question: 'prepping for an interview with a saas tech company, what should i revise',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: [TECH_TIP],
    mustNotContain: [FUNDS_TIP, PHARMA_TIP],
  },
  {
    id: 'interview-pharma',
    question: 'pharma manufacturing site interview - what to brush up on?',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: [PHARMA_TIP],
    mustNotContain: [TECH_TIP, FUNDS_TIP],
  },
  {
    id: 'interview-dress',
    question: 'what should I wear to an interview at an accountancy practice?',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: ['business professional'],
    mustNotContain: [OFFER_TIP],
  },
  {
    id: 'interview-technical',
    question: 'how do I handle technical accounting questions, like consolidations?',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: ['step by step'],
    mustNotContain: [VIDEO_TIP, OFFER_TIP],
  },
  {
    id: 'interview-counter-offer',
    question: 'my boss made me a counter offer after i resigned, what do i do',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: [OFFER_TIP],
    mustNotContain: [VIDEO_TIP, AUDIT_TIP],
  },
  {
    id: 'interview-feedback',
    question: "didn't get the job. should i ask for feedback?",
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: ['candid'],
    mustNotContain: [VIDEO_TIP, AUDIT_TIP],
  },
  {
    id: 'interview-punctuality',
    question: 'how early should I arrive for an interview',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: ['ten minutes'],
    mustNotContain: [OFFER_TIP],
  },
  {
    id: 'interview-answer-length',
    question: 'how long should my answers be in an interview?',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: ['one to two minutes'],
    mustNotContain: [OFFER_TIP],
  },
  {
    id: 'interview-research',
    question: 'how do i research a company before an interview',
    kind: 'fact',
    topic: 'interview-tips',
    mustContain: ['annual report'],
    mustNotContain: [VIDEO_TIP, OFFER_TIP],
  },

  // --- The agency's services ---------------------------------------------------------------------
  {
    id: 'services-free-for-candidates',
    question: 'do you charge candidates anything?',
    kind: 'fact',
    topic: 'services',
    mustContain: ['free'],
    mustNotContain: [],
  },
  {
    id: 'services-process',
    question: "what's your recruitment process for employers",
    kind: 'fact',
    topic: 'services',
    mustContain: employersPage.process.map((step) => step.title),
    mustNotContain: [],
  },
  {
    id: 'services-founders',
    question: 'who runs the agency?',
    kind: 'fact',
    topic: 'services',
    mustContain: [niamh.name, conor.name],
    mustNotContain: [],
  },
  {
    id: 'services-conor',
    question: 'who is Conor Byrne?',
    kind: 'fact',
    topic: 'services',
    mustContain: [conor.role],
    mustNotContain: [niamh.role],
  },
  {
    id: 'services-face-to-face',
    question: 'do ye meet people in person or is it all online?',
    kind: 'fact',
    topic: 'services',
    mustContain: ['face to face'],
    mustNotContain: [],
  },
  {
    id: 'services-jobs',
    question: 'any jobs going at the moment?',
    kind: 'fact',
    topic: 'services',
    mustContain: [trainee.title, qualifiedJob.title],
    mustNotContain: [],
  },
  {
    id: 'services-trainee-job-salary',
    question: 'what does the trainee accountant job you have advertised pay?',
    kind: 'fact',
    topic: 'services',
    mustContain: [trainee.salary],
    mustNotContain: [qualifiedJob.salary],
  },
  {
    id: 'services-cv-permission',
    question: 'will you send my CV to companies without asking me?',
    kind: 'fact',
    topic: 'services',
    mustContain: ['permission'],
    mustNotContain: [],
  },
  {
    id: 'services-based-where',
    question: 'where are you based? do you cover the whole country',
    kind: 'fact',
    topic: 'services',
    mustContain: ['Dublin', 'nationwide'],
    mustNotContain: [],
  },
  {
    id: 'services-specialism',
    question: 'do you only recruit for accounting jobs or other areas too?',
    kind: 'fact',
    topic: 'services',
    mustContain: [OFF_TOPIC_SCOPE],
    mustNotContain: [],
  },

  // --- Off-topic: the right reply says what Aine covers and quotes no figure --------------------
  ...(
    [
      ['offtopic-weather-galway', "whats the weather like in galway tomorrow"],
      ['offtopic-rain-dublin', 'is it going to rain in dublin this weekend?'],
      ['offtopic-hurling', 'who won the all ireland hurling final'],
      ['offtopic-six-nations', 'Who do you think will win the Six Nations?'],
      ['offtopic-liverpool', 'did liverpool win last night'],
      ['offtopic-python', 'can you help me fix a python error: IndexError list index out of range'],
      ['offtopic-javascript', 'how do i reverse an array in javascript'],
      ['offtopic-poem', 'write me a poem about cats'],
      ['offtopic-joke', 'tell me a joke'],
      ['offtopic-nurse-salary', 'how much does a nurse earn in ireland'],
      ['offtopic-software-engineer-salary', 'software engineer salary in Dublin?'],
      ['offtopic-teacher-pay', 'whats the pay scale for a secondary teacher'],
      ['offtopic-garda-salary', 'garda salary after training?'],
      ['offtopic-brown-bread', 'recipe for brown bread please'],
      ['offtopic-pub-cork', 'best pub in cork for trad music'],
      ['offtopic-taoiseach', "who's the taoiseach"],
      ['offtopic-capital-australia', 'what is the capital of australia'],
      ['offtopic-bitcoin', 'whats the price of bitcoin today'],
      ['offtopic-netflix', 'recommend me a good series on netflix'],
      ['offtopic-flight', 'book me a flight to london on friday'],
      ['offtopic-tyre', 'how do I change a tyre on my car'],
      ['offtopic-translate', 'translate "good morning" into french'],
      ['offtopic-maths', 'what is 17 times 23'],
      ['offtopic-spire', 'how tall is the spire on o connell street'],
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
      ['handover-real-person', 'can I talk to a real person'],
      ['handover-recruiter-please', "I'd like to speak to a recruiter please"],
      ['handover-human', 'are you a bot? i want a human'],
      ['handover-call-back', 'can someone from your team get back to me about a role'],
      ['handover-put-through', 'put me through to someone who can help'],
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
    id: 'handover-fc-role',
    question: 'I want to talk to an actual recruiter about financial controller roles in Cork',
    kind: 'hand-over',
    topic: 'hand-over',
    mustContain: [handoverRecipients, 'name'],
    mustNotContain: [],
  },
];
