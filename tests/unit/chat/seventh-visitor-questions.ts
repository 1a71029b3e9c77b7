// The SEVENTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 24 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out set (third-held-out-questions.ts), which
// the author of this set never opened (nor its test, nor held-out.test.ts). The author read only the
// specification, the content modules (frontend/src/content), held-out-case.ts, held-out-figures.ts,
// held-out-builders.ts, held-out-set-checks.ts, the fifth set and its test (for the format and the
// rules) and the first, second and fourth sets (only so that these wordings differ from theirs);
// never the engine (lambdas/) nor the other sets being written at the same time, and never ran Aine
// on these questions nor looked at what it answers.
//
// Persona and angle: EMPLOYERS. Hiring managers, HR people, small-business owners and finance
// directors who are hiring: placement fees for salaries written every way ("55k", "EUR 57,000",
// "sixty two grand", "a 60-65k role", "52k plus car", a base with a bonus on top), what the fee is a
// percentage of, rebates and when the fee is due, response times, how the process works, who they
// deal with, the partnership terms, the services, market figures asked every way, contact, hours and
// the address; plus a few candidates asking about the market and interviews. Mixed registers:
// formal email-style messages with greetings and sign-offs, curt one-liners, questions in the third
// person ("our new FC would be on 87.5k"), comparisons ("is that more than the senior level"),
// hypotheticals, and the typos of busy people.
//
// Expected figures and phrases are read from the content modules (through held-out-figures.ts and
// held-out-builders.ts, or checked against the content by `says`, `tipPhrase` and `presencePhrase`),
// so a content change keeps the set true or fails it loudly.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the first, second and fifth sets):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
// - Fee rule: the fee is a percentage of the hire's first-year base salary (a car, a bonus or other
//   benefits on top do not count); a question giving a range of salaries is right with the fee at
//   both ends of it.
// - Comparison rule: a follow-up comparing with the figure before it ("is that more than the senior
//   level") is right with the figure it compares to; the earlier figure is not forbidden, since a
//   right comparison may repeat it.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like to an employer (payroll taxes, PRSI, employment law, permits,
//   company law, business loans, investments, accounting software, recruiting outside accounting and
//   finance). An off-topic reply must name "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: exam windows and sittings are dated; once the 2025 dates have passed (as on the
//   day this set was written) a right reply points to the body's website for the current dates.

import { agency } from '#content/agency';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { about } from '#content/home';
import { termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { partnerPage } from '#content/partner';
import { acaAccaComparisonPage, accaFacts, cimaFacts, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { salaryTables } from '#content/salary-guide';
import { teamMembers } from '#content/team';
import { formatRating } from '#content/trust-signals';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  ask,
  ctaSitting,
  ctaStageMonths,
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
  hybridDays,
  inflationAdjustment,
  MIC_TIP,
  OFFER_TIP,
  pensionMatch,
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
  pay,
  QA,
  regionShare,
  stat,
  SUPPORT,
  wrongBandFees,
} from './held-out-figures.ts';

// ---------------------------------------------------------------------------------------------
// Figures and phrases, read from the content (the shared ones are in held-out-figures.ts, held-out-builders.ts and held-out-phrases.ts).

/** The top of one level's band, in euros (e.g. 50000 for '€42k - €50k'). */
function bandTop(tableId: (typeof salaryTables)[number]['id'], position: string, level: 0 | 1 | 2): number {
  const row = salaryTables.find((table) => table.id === tableId)?.rows.find((candidate) => candidate.position === position);
  if (!row) throw new RangeError(`No salary row ${tableId} / ${position}`);
  return row.bands[level].max;
}

/** The fees for several salaries asked in one message, wrong with any other band's amount. */
function feesFor(id: string, question: string, salaries: readonly number[], followUpOf?: string): HeldOutQuestion {
  const right = [...new Set(salaries.flatMap((amount) => fee(amount)))];
  return ask(id, question, 'placement-fees', right, notRight(right, salaries.flatMap((amount) => wrongBandFees(amount))), followUpOf);
}

/** A fee on a base salary with something on top the fee is not charged on (a bonus): wrong with the fee on the total. */
function feeOnBase(id: string, question: string, base: number, total: number): HeldOutQuestion {
  return placementFee(id, question, base, [feeAmount(total)]);
}

// Dated exam facts, judged at the time the set is run (as the site and Aine word them).
const now = new Date();
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const nextCtaExams: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').exams];

// Words only one tip uses: a reply showing one answered another topic.
const FUNDS_TIP = tipPhrase('prepare-for-financial-services', 'NAV');

// A market figure a reply about another market figure should not show.
const REMOTE_SHARE = stat('remote-positions');

const linkedin = agency.socialLinks.find((link) => link.network === 'linkedin');
const conor = teamMembers.find((member) => member.name === 'Conor Byrne');
const [membership] = agency.trustSignals.memberships;
if (!linkedin || !conor || !membership) {
  throw new RangeError('The agency profile or the featured jobs changed: update the seventh set');
}
const RESPONSE_GUARANTEE = `${RESPONSE_GUARANTEE_HOURS} hours`;
const IN_WRITING = says(feesPage.intro, 'in writing');
const REDUCED_RATES = says(partnerPage.benefits, 'reduced rates');
const MEET_ANYWHERE = says(about.whoWeAre, 'anywhere in Ireland');
const pqTop = bandTop(SUPPORT, 'Part-Qualified', 1);
const creditControlTop = bandTop(SUPPORT, 'Accounts Payable/Receivable', 1);

// ---------------------------------------------------------------------------------------------
// The questions.

export const seventhVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Placement fees: salaries written every way --------------------------------------------------
  placementFee(
    'f7-p-55k-email',
    "Good afternoon, I'm the HR manager at a logistics company in Dundalk. We're recruiting a financial accountant at €55,000. Could you let me know what your placement fee would be? Kind regards, Siobhan",
    55_000,
  ),
  placementFee('f7-p-55k-then-32k', 'Thanks. And would it be the same percentage for a credit controller on 32,000?', 32_000, [feeAmount(55_000)], 'f7-p-55k-email'),
  placementFee('f7-p-eur-57000', 'EUR 57,000 base - fee?', 57_000),
  placementFee('f7-p-57-then-42', 'and a EUR 42,000 one', 42_000, [feeAmount(57_000)], 'f7-p-eur-57000'),
  placementFee('f7-p-42-then-31', 'what about the junior on 31k', 31_000, [feeAmount(42_000)], 'f7-p-57-then-42'),
  placementFee('f7-p-sixty-two-grand', 'sixty two grand for an fc, what do we owe ye', 62_000),
  placementFee('f7-p-62-then-66', 'if we had to go to 66 to get them over the line?', 66_000, [feeAmount(62_000)], 'f7-p-sixty-two-grand'),
  placementFee('f7-p-fifty-one-thousand', 'fifty-one thousand euro salary, your fee please', 51_000),
  feesFor('f7-p-range-60-65', 'we have a 60-65k role for a management accountant, ballpark on the fee?', [60_000, 65_000]),
  placementFee('f7-p-52k-plus-car', '52k hire plus car allowance, whats the fee', 52_000),
  placementFee('f7-p-fc-87-5k', 'our new FC would be on 87.5k, what would that cost us', 87_500),
  placementFee('f7-p-87-then-80', 'would it be less if we came in at 80', 80_000, [feeAmount(87_500)], 'f7-p-fc-87-5k'),
  placementFee('f7-p-39-9k', '39.9k fee', 39_900),
  feesFor('f7-p-46-or-44', 'we might offer 46k or 44k, does ur % change between the two', [46_000, 44_000]),
  placementFee('f7-p-36k-typo', 'wat % do u take on a 36k acounts hire', 36_000),
  placementFee(
    'f7-p-cfo-180k',
    'Dear Sir/Madam, we are seeking a Chief Financial Officer with an expected base of €180,000. Please advise your fee. Regards, J. Murphy, Chairman',
    180_000,
  ),
  placementFee('f7-p-180-then-150', 'And for a finance director at 150?', 150_000, [feeAmount(180_000)], 'f7-p-cfo-180k'),
  placementFee('f7-p-trainee-30k', 'taking on a trainee at 30k how much is the agency fee', 30_000),
  feesFor('f7-p-payroll-and-bookkeeper', 'need a payroll specialist ~33k and a bookkeeper ~41k, fees for each?', [33_000, 41_000]),
  placementFee('f7-p-hypothetical-135k-fd', 'hypothetically if we paid 135k for a FD how much would yous charge', 135_000),
  placementFee('f7-p-forty-thousand-even', 'forty thousand even for an accounts assistant, whats the charge on that', 40_000),
  placementFee('f7-p-49500-no-comma', '€49500 salary what fee', 49_500),
  feeOnBase('f7-p-64k-plus-bonus', "base 64k + 10% bonus, what's your fee", 64_000, 70_400),
  placementFee('f7-p-busy-typo-71k', 'quick one - fee on a 71k hire? in meetings all day, just need the number', 71_000),
  placementFee('f7-p-eur-k-format', 'EUR 43k hire, cost to us?', 43_000),
  placementFee('f7-p-twenty-nine-thousand', "twenty-nine thousand for a payroll assistant - what's your charge", 29_000),
  placementFee(
    'f7-p-analyst-58-5-formal',
    'Hi there, we are about to go to market for a Financial Analyst at circa €58,500. What would your fee be on that? Thanks, Declan',
    58_500,
  ),
  placementFee('f7-p-44-k-space', '44 k salary fee?', 44_000),
  placementFee('f7-p-hundred-and-five-grand', 'a hundred and five grand FC, what would ur cut be', 105_000),
  {
    id: 'f7-p-percent-of-what',
    question: 'is ur % on basic or on total comp',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: [says(feesPage.intro, 'base salary')],
    mustNotContain: [],
  },
  {
    id: 'f7-p-structure-formal',
    question: 'Could you please outline your fee structure for permanent placements?',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: feeBands.map((band) => `${band.percentage}%`),
    mustNotContain: [],
  },
  placementFee('f7-p-structure-then-38k', 'which one applies to a part-qualified on 38k', 38_000, [], 'f7-p-structure-formal'),

  // --- Fee terms: rebates, when it is due, partnerships, candidates ---------------------------------
  ask('f7-v-rebate', 'what if our hire walks out after a month, is there a rebate', 'services', [IN_WRITING, says(termsOfService, 'rebate')], []),
  ask('f7-v-rebate-then-replacement', 'or would you find a replacement instead of money back', 'services', [IN_WRITING], [], 'f7-v-rebate'),
  ask('f7-v-when-invoiced', 'when do we get invoiced, on the start date or when the offer is accepted?', 'services', [IN_WRITING], []),
  ask('f7-v-retainer', 'do you charge anything upfront, like a retainer', 'services', [says(feesPage.promise, 'no hidden costs')], []),
  ask('f7-v-three-roles-discount', 'we have 3 roles to fill this year, any discount if we give you all of them', 'services', [REDUCED_RATES], []),
  ask('f7-v-partner-programme', 'tell me about the partner with us thing on your site', 'services', [REDUCED_RATES], []),
  ask('f7-v-cheaper-than-big', 'are your fees cheaper than the big agencies', 'services', [says(feesPage.intro, 'traditional agencies')], []),
  ask('f7-v-candidates-free', "i'm a candidate, do i have to pay ye anything if you place me", 'services', [says(termsOfService, 'free')], []),
  ask('f7-v-48h-guarantee', "what's this 48 hour guarantee about exactly", 'services', [RESPONSE_GUARANTEE], []),
  ask('f7-v-brief-sent-friday', 'if we send the brief on a friday afternoon when would we hear back with a plan', 'services', [RESPONSE_GUARANTEE], [formatTimeToHire()]),

  // --- Salaries: employers benchmarking an offer (C-Suite) ---------------------------------------
  salary('f7-s-fd-sme', "We're an SME (about 40 staff) hiring our first finance director. What salary should we be budgeting?", CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f7-s-fd-then-gfc', 'and a group FC at the same size of business', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)], 'f7-s-fd-sme'),
  salary('f7-s-cfo-plc', 'benchmark for a plc cfo base', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f7-s-cfo-then-fd', 'is that more than an FD at that size would get', CSUITE, 'Finance Director', 2, [], 'f7-s-cfo-plc'),
  salary('f7-s-gfc-mid', 'group financial controller for a mid-sized group, what are they commanding now', CSUITE, 'Group Financial Controller', 1),

  // --- Salaries: Qualified Accountants -------------------------------------------------------------
  salary('f7-s-fc-4yrs', "Hiring manager here. What's the market rate for a financial controller with 4 yrs post-qual?", QA, 'Financial Controller', 1, [pay(CSUITE, 'Group Financial Controller', 1)]),
  salary('f7-s-fc-then-senior', 'what about senior level', QA, 'Financial Controller', 2, [], 'f7-s-fc-4yrs'),
  salary('f7-s-fc-then-gfc-small', 'and is that more than a group FC in a small company', CSUITE, 'Group Financial Controller', 0, [], 'f7-s-fc-then-senior'),
  salary('f7-s-nq-fc-sligo', "roughly what would a newly qualified financial controller expect, we're in sligo", QA, 'Financial Controller', 0),
  placementFee('f7-s-nq-fc-then-70k', 'n for a 70k hire?', 70_000, [], 'f7-s-nq-fc-sligo'),
  placementFee('f7-s-70k-then-78k', 'and if we went to 78', 78_000, [feeAmount(70_000)], 'f7-s-nq-fc-then-70k'),
  salary('f7-s-ma-2yrs', "we're replacing our management accountant, she was about 2 years qualified, what band should the ad say", QA, 'Management Accountant', 0),
  salary('f7-s-ma-then-cork', 'and in cork?', QA, 'Management Accountant', 0, [], 'f7-s-ma-2yrs'),
  salary('f7-s-fa-seven-pqe', 'FA, 7 years pqe, what would a candidate like that want from us', QA, 'Financial Accountant', 2),
  salary('f7-s-fpa-4yrs', 'fp&a analyst ~4 yrs pqe, salary benchmark for an offer', QA, 'Financial Analyst', 1),
  salaryRow('f7-s-ia-all-levels', 'internal auditor salaries across all levels pls', [QA, 'Internal Auditor'], [QA, 'Financial Controller']),
  salaryRow('f7-s-qualified-galway', 'what do qualified accountants get in galway these days', [QA, 'Financial Accountant'], [QA, 'Financial Controller']),
  salary('f7-s-ia-18mths', 'internal auditor 18 months qualified, what should we pay', QA, 'Internal Auditor', 0),
  salary('f7-s-60k-enough-ma', 'is 60k enough to land a newly qualified management accountant or are we too low', QA, 'Management Accountant', 0),

  // --- Salaries: Audit practices hiring --------------------------------------------------------------
  salary('f7-s-audit-mgr-midtier', "we're a mid-tier practice in Kilkenny recruiting an audit manager, what range is competitive", AUDIT, 'Manager', 1, [pay(AUDIT, 'Director', 1)]),
  salary('f7-s-mgr-then-senior', 'is that much more than the senior level gets', AUDIT, 'Senior', 1, [], 'f7-s-audit-mgr-midtier'),
  salary('f7-s-audit-senior-small', 'small practice, need an audit senior, going salary?', AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0)]),
  salary('f7-s-senior-then-big4', 'what would a big 4 pay the same person', AUDIT, 'Senior', 2, [], 'f7-s-audit-senior-small'),
  salary('f7-s-audit-director-small', 'audit director in a small firm, what salary would attract one', AUDIT, 'Director', 0, [pay(AUDIT, 'Partner', 0)]),
  salary('f7-s-trainee-big4', 'big four audit trainee starting pay', AUDIT, 'Junior', 2),
  salary('f7-s-trainee-then-midtier', 'same thing in a mid-size practice?', AUDIT, 'Junior', 1, [], 'f7-s-trainee-big4'),

  // --- Salaries: Part-Qualified and Support -----------------------------------------------------------
  salary('f7-s-payroll-4yrs', "payroll specialist 4 years' experience, what's fair for us to offer", SUPPORT, 'Payroll Specialist', 2),
  salary('f7-s-payroll-then-6mths', 'and someone with only 6 months', SUPPORT, 'Payroll Specialist', 0, [], 'f7-s-payroll-4yrs'),
  placementFee('f7-s-6mths-then-fee', "what's your fee if we hire them at 33", 33_000, [], 'f7-s-payroll-then-6mths'),
  salary('f7-s-ap-entry', 'starting salary for an accounts payable clerk, entry level', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('f7-s-credit-control-2yrs', 'credit controller 2 yrs exp, what to offer', SUPPORT, 'Accounts Payable/Receivable', 1),
  placementFee('f7-s-credit-control-then-fee', 'and your fee if we pay the top of that', creditControlTop, [], 'f7-s-credit-control-2yrs'),
  {
    // Two things in one message: a salary band and the fee at the top of it.
    id: 'f7-s-pq-and-fee',
    question: 'part-qualified with 2 yrs exp: salary range, and what would your fee be at the top of it',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(SUPPORT, 'Part-Qualified', 1), ...fee(pqTop)],
    mustNotContain: notRight([pay(SUPPORT, 'Part-Qualified', 1), ...fee(pqTop)], [pay(SUPPORT, 'Part-Qualified', 0), pay(SUPPORT, 'Part-Qualified', 2), ...wrongBandFees(pqTop)]),
  },
  salary('f7-s-accounts-asst-grad', 'graduate accounts assistant, what do they start on nowadays', SUPPORT, 'Accounts Assistant', 0),
  salary('f7-s-bookkeeper-8yrs', 'experienced bookkeeper, 8 years, coming to us 3 days a week - whats the full time equivalent salary', SUPPORT, 'Bookkeeper', 2),
  placementFee('f7-s-bookkeeper-then-fee', 'and what would you charge us if we offered 50k', 50_000, [], 'f7-s-bookkeeper-8yrs'),
  salary('f7-s-aa-underpaid', 'im an accounts assistant 2 yrs in, am i underpaid on 36k', SUPPORT, 'Accounts Assistant', 1),

  // --- Salary insights: packages that compete ---------------------------------------------------------
  ask('f7-i-pension-compete', 'to compete for candidates what pension contribution should we be offering', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f7-i-pension-then-wfh', 'and wfh days, what do they expect', 'salary-insights', [hybridDays], [esgPremium], 'f7-i-pension-compete'),
  ask('f7-i-remote-pay-more', 'should we pay more if the role is fully remote', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment]),
  ask('f7-i-remote-then-esg', 'what about someone who can do our CSRD sustainability reporting', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment], 'f7-i-remote-pay-more'),
  ask('f7-i-us-gaap', 'we need someone with US GAAP dual reporting for our US parent, does that come at a premium', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),
  ask('f7-i-cola-team', 'what cost of living increase are other firms giving their existing finance team', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f7-i-training-budget', 'whats a normal training budget per head for qualified staff', 'salary-insights', [developmentBudget], [esgPremium, remotePremium]),

  // --- Market figures: asked every way ----------------------------------------------------------------
  ask('f7-m-time-to-fill-formal', 'Hello, how long does it typically take to fill an accounting vacancy in Ireland at present?', 'market', [formatTimeToHire()], [REMOTE_SHARE]),
  ask('f7-m-time-then-pay', 'and salary growth year on year?', 'market', [stat('average-salary-increase')], [REMOTE_SHARE], 'f7-m-time-to-fill-formal'),
  ask('f7-m-pay-then-remote', 'what share of roles are remote or hybrid now', 'market', [REMOTE_SHARE], [stat('job-market-growth')], 'f7-m-time-then-pay'),
  ask('f7-m-demand-curt', 'demand for accountants up or down?', 'market', [stat('job-market-growth')], [REMOTE_SHARE]),
  ask('f7-m-cork-vs-dublin', "we're based in Cork, what share of finance vacancies are down here compared with dublin", 'market', [regionShare('Cork'), regionShare('Dublin')], [REMOTE_SHARE]),
  ask('f7-m-cork-then-galway', 'and galway?', 'market', [regionShare('Galway')], [REMOTE_SHARE], 'f7-m-cork-vs-dublin'),
  {
    id: 'f7-m-skills-shortage',
    question: 'which skills are hardest to hire for in finance right now',
    kind: 'fact',
    topic: 'market',
    mustContain: [says(marketTrendsSeed.sections, 'ERP')],
    mustNotContain: [],
  },
  ask('f7-m-shortage-level', 'which level of qualified accountant is the hardest to find at the moment', 'market', [says(marketTrendsSeed.sections, 'newly qualified')], [REMOTE_SHARE]),
  {
    id: 'f7-m-overview-fd',
    question: "As a finance director planning next year's hiring, could you give me a quick overview of the market?",
    kind: 'fact',
    topic: 'market',
    mustContain: [stat('job-market-growth'), stat('average-salary-increase'), REMOTE_SHARE],
    mustNotContain: [],
  },
  ask('f7-m-outside-dublin', 'how many of the new accounting jobs are in cork and galway vs the capital', 'market', [regionShare('Cork'), regionShare('Galway'), regionShare('Dublin')], [REMOTE_SHARE]),
  ask('f7-m-paying-more', 'are employers paying accountants more this year than last', 'market', [stat('average-salary-increase')], [REMOTE_SHARE]),
  ask('f7-m-pay-then-which', 'which roles saw the biggest jumps', 'market', [says(marketTrendsSeed.sections, 'financial controllers')], [REMOTE_SHARE], 'f7-m-paying-more'),
  ask('f7-m-decisions-fast', 'if i apply for jobs now how quick do companies usually make a hire', 'market', [formatTimeToHire()], [REMOTE_SHARE]),
  ask('f7-m-ai-ap', 'is AI going to replace our accounts payable team', 'market', [says(marketTrendsSeed.sections, 'exception handling')], [REMOTE_SHARE]),
  ask('f7-m-wfh-share', 'what % of finance jobs let you work from home at least some of the week', 'market', [REMOTE_SHARE], [stat('job-market-growth')]),
  ask('f7-m-wfh-then-growth', 'and are there more of those jobs than last year', 'market', [stat('job-market-growth')], [REMOTE_SHARE], 'f7-m-wfh-share'),
  ask('f7-m-power-bi', 'do candidates with power bi get snapped up', 'market', [says(marketTrendsSeed.sections, 'Power BI')], [REMOTE_SHARE]),

  // --- The agency's process and services --------------------------------------------------------------
  ask('f7-v-process-walkthrough', "walk me through how you'd run a search for us from start to finish", 'services', [1, 2, 3, 4].map(processStep), []),
  ask('f7-v-first-step', 'whats the first thing that happens once we engage you', 'services', [processStep(1)], []),
  ask('f7-v-first-then-next', 'and after that?', 'services', [processStep(2)], [], 'f7-v-first-step'),
  ask('f7-v-next-then-vetting', 'do you actually meet them before we see the cvs', 'services', [says(employersPage.process, 'interviewed')], [], 'f7-v-first-then-next'),
  ask('f7-v-point-of-contact', 'who will actually be my point of contact on your side', 'services', ['director'], []),
  ask('f7-v-contact-then-conor', "what's conor's role", 'services', [conor.role], [], 'f7-v-point-of-contact'),
  ask('f7-v-only-finance', 'do you only place accountants or could you help with our operations manager role too', 'services', [OFF_TOPIC_SCOPE], []),
  ask('f7-v-placements-made', 'how many placements have you made so far', 'services', [String(agency.trustSignals.placementsMade.count)], []),
  ask('f7-v-google-rating', 'what are your google reviews like', 'services', [formatRating(agency.trustSignals.reviews.rating)], []),
  ask('f7-v-nrf', 'are you members of any recruitment industry body', 'services', [membership.name], []),
  ask('f7-v-why-you', 'why would we use you over one of the bigger generalist agencies', 'services', [OFF_TOPIC_SCOPE], []),
  ask('f7-v-meet-athlone', 'would one of you come out to our site in athlone to take the brief', 'services', [MEET_ANYWHERE], []),
  ask('f7-v-dpo-retention', 'Our DPO is asking: how long do you hold candidate CVs on file?', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f7-v-qualified-job-pay', 'the qualified accountant job you advertised, what does it pay', 'services', [qualifiedJob.salary], [trainee.salary]),
  ask('f7-v-shortlist-not-pile', 'will you just send us a load of CVs or a proper shortlist', 'services', [says(employersPage.benefits, 'shortlist')], []),

  // --- Contact, hours and address ---------------------------------------------------------------------
  ask('f7-c-address-formal', 'Could you confirm your office address? Our CFO would like to meet in person.', 'contact', [agency.address.streetAddress, agency.address.postalCode], []),
  ask('f7-c-address-then-phone', 'Is there a direct phone number as well?', 'contact', [agency.phone.display], [], 'f7-c-address-formal'),
  ask('f7-c-office-hrs', 'office hrs?', 'contact', [agency.businessHours.display], []),
  ask('f7-c-hrs-then-sat', 'and saturdays', 'contact', [weekdays], [], 'f7-c-office-hrs'),
  ask('f7-c-friday-7pm', 'can i call friday at 7pm, only free after work', 'contact', [closingTime], []),
  ask('f7-c-sunday-vacancy', 'anyone around on a sunday to discuss a vacancy', 'contact', [weekdays], []),
  ask('f7-c-eircode', 'eircode for your office pls, putting it in the sat nav', 'contact', [agency.address.postalCode], []),
  ask('f7-c-job-spec-email', 'where do i send a job spec to', 'contact', [agency.email], []),
  ask('f7-c-linkedin', 'are ye on linkedin, want to check ur company page', 'contact', [websiteHost(linkedin.url)], []),
  ask('f7-c-whatsapp-jd', 'can I whatsapp you the job description', 'contact', [agency.whatsappUrl.replace('https://', '')], []),
  ask('f7-c-licence-procurement', 'Before engaging an agency our procurement team need your employment agency licence number, please.', 'contact', [agency.licence.number], []),

  // --- Qualifications: employers sponsoring study ----------------------------------------------------
  ask('f7-q-sponsor-cap1', "We're sponsoring our trainee through the ACA. Roughly what does each CAP1 module cost us?", 'qualifications', [acaFee('CAP1 exams')], [acaFee('CAP2 exams'), acaFee('FAE exams')]),
  ask('f7-q-cap1-then-fae', 'and the FAE?', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')], 'f7-q-sponsor-cap1'),
  ask('f7-q-fae-then-sitting', 'when would they sit that one', 'qualifications', [acaSitting('FAE').main], [acaSitting('CAP1').main], 'f7-q-cap1-then-fae'),
  ask('f7-q-acca-sub-employer', "our AP clerk is starting ACCA, how much is the yearly subscription we'd be covering", 'qualifications', [accaFee('Annual subscription')], [cimaFee('Annual subscription'), acaFee('Annual student subscription')]),
  ask('f7-q-acca-sub-then-reg', 'and to register him?', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')], 'f7-q-acca-sub-employer'),
  ask('f7-q-acca-months', 'how many months experience does an acca trainee need before they can be a member', 'qualifications', [`${accaFacts.experienceMonths} months`], [ACA_MARK, CIMA_MARK]),
  ask('f7-q-cima-reimburse', 'we reimburse CIMA exam fees - what does an objective test and a case study each cost', 'qualifications', [cimaFee('Objective test'), cimaFee('Case study exam')], [accaFee('Applied Skills exams'), acaFee('CAP1 exams')]),
  ask('f7-q-acca-ethics', 'is there an ethics module in acca and what does it cost', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Strategic Professional exams'), acaFee('CAP1 exams')]),
  ask('f7-q-cima-years', 'how many years experience does cima need on top of the exams', 'qualifications', [`${cimaFacts.experienceYears} years`], [ACA_MARK, ACCA_MARK]),
  ask('f7-q-cta-foundation', 'our tax senior wants to start the CTA, how long is the foundation stage', 'qualifications', [ctaStageMonths('Foundation')], [ctaStageMonths('Intermediate'), ACA_MARK]),
  ask('f7-q-cta-then-membership', 'and what does she need to become a member at the end', 'qualifications', [`${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK], 'f7-q-cta-foundation'),
  ask('f7-q-cta-next-exam', 'when is the next cta exam', 'qualifications', nextCtaExams, [ACA_MARK, ACCA_MARK]),
  ask(
    'f7-q-aca-or-acca-practice',
    "We're a practice taking on two graduates in September. ACA or ACCA for them - what's the real difference?",
    'qualifications',
    [says(acaAccaComparisonPage.intro, 'training contract')],
    [CIMA_MARK],
  ),

  // --- Interview tips: candidates, and employers passing them on ------------------------------------
  ask('f7-t-salary-expectations', 'they always ask my salary expectations, what do i say', 'interview-tips', [tipPhrase('know-your-market-value', 'range')], [MIC_TIP]),
  ask('f7-t-thank-you', 'should i email a thank you after the interview, and when', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [MIC_TIP]),
  ask('f7-t-month-end', 'how much detail should i give about my month end in an interview', 'interview-tips', [tipPhrase('know-your-numbers', 'working days')], [OFFER_TIP, MIC_TIP]),
  ask('f7-t-fund-admin', 'interviewing with a fund administrator next week, what will they quiz me on', 'interview-tips', [FUNDS_TIP], [AUDIT_TIP, TECH_TIP]),
  ask('f7-t-funds-then-tech', 'what if it was a software company instead', 'interview-tips', [TECH_TIP], [AUDIT_TIP, FUNDS_TIP], 'f7-t-fund-admin'),
  ask('f7-t-two-offers', 'got 2 offers on the table, how do i pick', 'interview-tips', [tipPhrase('weigh-offers-and-counter-offers', 'whole package')], [MIC_TIP]),
  ask('f7-t-offers-then-counter', 'and my boss just matched one of them', 'interview-tips', [tipPhrase('weigh-offers-and-counter-offers', 'started looking')], [MIC_TIP], 'f7-t-two-offers'),
  ask('f7-t-video-employer', 'we do first interviews on teams, any tips we can pass on to candidates', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'eye level')], [OFFER_TIP, AUDIT_TIP]),
  ask('f7-t-star-employer', "candidates keep mentioning 'STAR' for competency answers, what is it", 'interview-tips', ['Situation', tipPhrase('use-the-enhanced-star-method', 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f7-t-employer-dress', 'a candidate asked what to wear to interview with us, what do you usually advise', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [OFFER_TIP]),

  // --- Off-topic: the right reply names Aine's scope and quotes no euro figure ------------------------
  ...(
    [
      ['f7-o-weather-cork', 'whats the weather going to be like in cork tomorrow'],
      ['f7-o-rugby', 'who won the rugby at the weekend'],
      ['f7-o-joke', 'do you know any good jokes'],
      ['f7-o-lunch-spot', "where's good for a client lunch near grand canal dock"],
      ['f7-o-team-day', 'can you recommend a team building day out for 20 staff'],
      ['f7-o-meeting-room', 'book me a meeting room in dublin for thursday'],
      ['f7-o-translate-polish', 'can you translate our job ad into polish'],
      ['f7-o-linkedin-post', 'write a linkedin post announcing our new cfo'],
      ['f7-o-solicitor', 'can you recommend a good solicitor in galway'],
      // Near-misses: payroll taxes, company tax and company law.
      ['f7-o-prsi', 'whats the employer prsi rate this year'],
      ['f7-o-first-payroll', 'how do i register as an employer with revenue to run payroll'],
      ['f7-o-corp-tax', 'whats the corporation tax rate in ireland'],
      ['f7-o-vat-uk', 'do we charge vat on consultancy invoices to a uk client'],
      ['f7-o-small-benefit', 'how many tax free vouchers can we give staff at christmas'],
      ['f7-o-cro-incorporate', 'how do i set up a limited company with the cro'],
      ['f7-o-audit-us', 'can you audit our accounts this year'],
      ['f7-o-xero-sage', 'xero or sage for a small cafe, which is better'],
      // Near-misses: business finance and investments.
      ['f7-o-sbci-loan', 'how do i get a business loan through the sbci'],
      ['f7-o-bonds', 'should our company put surplus cash in government bonds'],
      ['f7-o-euribor', 'whats euribor at today'],
      ['f7-o-pension-provider', 'who is a good provider for a company pension scheme'],
      ['f7-o-wage-subsidy', 'how do we apply for a wage subsidy for a new hire'],
      // Near-misses: employment law, permits and vetting.
      ['f7-o-employment-contract', 'can you draft an employment contract for our new accountant'],
      ['f7-o-probation-notice', 'how much notice do we legally have to give someone on probation'],
      ['f7-o-redundancy', 'how is statutory redundancy calculated'],
      ['f7-o-critical-skills', 'do we need to sponsor a critical skills permit for a non eu hire'],
      ['f7-o-annual-leave', 'how many days annual leave are staff entitled to by law'],
      ['f7-o-garda-vetting', 'how do i get garda vetting done on a new starter'],
      // Near-misses: recruiting or pay outside accounting and finance.
      ['f7-o-head-chef', 'can ye recruit a head chef for our hotel'],
      ['f7-o-warehouse', 'salary for a warehouse supervisor in naas'],
      ['f7-o-software-dev', 'how much should we pay a software developer'],
      ['f7-o-temp-receptionist', 'do you supply temp receptionists'],
      ['f7-o-sales-reps', 'any sales reps on your books'],
      ['f7-o-marketing-director', 'do you do executive search for marketing directors'],
      ['f7-o-physio', 'whats the going rate for a physio in a private clinic'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person -------------------------------------------------------
  ...(
    [
      ['f7-h-call-consultant', 'could I arrange a call with one of your consultants to discuss a vacancy'],
      ['f7-h-ring-back', 'please ask someone to ring me back'],
      ['f7-h-rather-person', "id rather deal with a person than a chatbot tbh"],
      ['f7-h-conor-directly', 'Could Conor contact me directly regarding a senior appointment? Thanks, Aoife'],
      ['f7-h-client-services', 'put me through to someone in client services'],
      ['f7-h-recruiter-email', 'can a recruiter email me, we have a role to fill asap'],
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
      ['f7-h-human-fd-hire', 'get a human to call me about hiring an fd on around 130k'],
      ['f7-h-director-fees', "I'd like to speak with one of the directors about your fees before we sign anything"],
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
