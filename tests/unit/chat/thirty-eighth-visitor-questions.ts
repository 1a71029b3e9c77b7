// The THIRTY-EIGHTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 29 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// thirty-fifth and thirty-sixth sets and their tests (for the rules, format and builders, and to
// avoid repeating their wordings); never the engine (lambdas/), never any other set, and never ran
// Aine on these questions nor looked at what it answers.
//
// Persona and angle: A TWENTY-FIRST CROSS-SECTION: QUESTIONS ABOUT NUMBERS. Visitors who bring numbers
// or want them: salaries asked with years, firm or company sizes, headcounts, cities and offers ("is
// 58k ok for 4 years pqe"), how much more one role makes than another, the top of a range; fees at
// many salaries written many ways ("€47,500", "62 grand", "a hundred and ten k", "38.5k base plus
// car") and with totals ("so salary plus your fee comes to what"); qualification costs, counts of
// exams, months of experience, exam dates; market figures (shares, growth, time to hire, remote share,
// premiums); the CV size limit, retention years, reply hours. About 50% candidates, 40% employers and
// 10% others; ordinary mixed wording (full sentences, short ones, some typos). 40 follow-ups in
// short chains (one drifting off-topic); 24 more off-topic questions, 14 of them near-misses that
// are numbers outside scope (tax bands, the minimum wage, mortgage repayments, pension contribution
// limits, interest rates, house prices, USC rates), the rest plainer; five requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the thirty-fifth and thirty-sixth sets):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
//   Audit and C-suite levels are picked by firm or company size (small, mid-tier, large / Big 4;
//   for C-suite headcounts, under 50 small, 50 to 499 mid-size, 500 or more enterprise).
// - Comparison rule: a question comparing two roles at one level ("how much more does an FC make than
//   a financial accountant") is right with both roles' bands for that level, wrong with either role's
//   other levels. "The top of the range" of a role at one level is that level's band.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee; or,
//   asked of a base salary with a car, allowance or bonus on top, the fee on the whole package). No
//   salary sits on a band edge (€35,000 or €45,000). "Salary plus your fee", "the total cost", "what to
//   budget" is right with the fee on that salary (the content states fees, not totals).
// - Two questions in one message: the reply is right only with both answers.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that are numbers
//   outside scope (tax bands and credits, USC, PRSI, the minimum wage, mortgage repayments, interest
//   rates, house prices, pension contribution limits, pay outside accounting and finance).
//   An off-topic reply must name "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.
//
// In this set, as in the thirty-fifth and thirty-sixth, a reply that should quote no euro figure
// (contact details, the CV rules, privacy, the candidates' side of the fees) is wrong with one; a
// question about someone else is judged as if that person asked it. A "credit controller" is the
// guide's Accounts Payable/Receivable row. Where two figures the content states coincide (the job
// market growth and Cork's share; the average salary increase and Galway's share; the specialisations'
// premiums), neither is used as the other's wrong figure.

import { agency } from '#content/agency';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaFacts, accaFacts, cimaFacts, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  ask,
  compare,
  ctaSitting,
  ctaStageMonths,
  feeAmount,
  offTopic,
  placementFee,
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
  remotePremium,
  TECH_TIP,
  weekdays,
} from './held-out-phrases.ts';
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, pay, QA, regionShare, stat, SUPPORT, wrongBandFees } from './held-out-figures.ts';

const now = new Date();
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const ctaSpringExams: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').exams];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const accaExperience = `${accaFacts.experienceMonths} months`;
const cimaExperience = `${cimaFacts.experienceYears} years`;
const accaExams = `${accaFacts.examCount} exams`;
const cimaTests = `${cimaFacts.objectiveTests} objective tests`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;
const cvSize = `${MAX_CV_MEGABYTES}MB`;
const retention = `${DATA_RETENTION_YEARS} years`;
const whatsapp = websiteHost(agency.whatsappUrl);

/** The hand-over rule: the reply names who receives the question and asks for the visitor's name. */
function handOver(id: string, question: string): HeldOutQuestion {
  return { id, question, kind: 'hand-over', topic: 'hand-over', mustContain: [handoverRecipients, 'name'], mustNotContain: ['€'] };
}

/** The fee on a base salary with an allowance or bonus on top: right with the base's fee, wrong with the whole package's. */
function feeOnBase(id: string, question: string, base: number, extra: number, followUpOf?: string): HeldOutQuestion {
  return placementFee(id, question, base, [feeAmount(base + extra)], followUpOf);
}

export const thirtyEighthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Candidates: an offer and a number of years -------------------------------------------------------------------
  salary('f38-s-ma-58k-4yrs-limerick', 'is 58k ok for 4 years pqe management accountant in Limerick', QA, 'Management Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  salary('f38-s-58k-then-7yrs', 'and what would it be at 7 years', QA, 'Management Accountant', 2, [pay(QA, 'Financial Controller', 2)], 'f38-s-ma-58k-4yrs-limerick'),
  placementFee('f38-p-7yrs-then-fee-on-me', 'out of curiosity what would the company pay you if I got hired at 82k', 82_000, [], 'f38-s-58k-then-7yrs'),
  ask('f38-v-fee-on-me-then-free', 'but that doesnt come out of my wages does it', 'services', [says(termsOfService, 'free to candidates')], ['€'], 'f38-p-7yrs-then-fee-on-me'),

  salary('f38-s-fa-61k-2yrs-galway', 'Financial accountant in Galway, 2 years qualified, on €61,000. Am I underpaid?', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f38-s-fc-96k-4yrs', 'FC with 4 yrs PQE offered 96k, is that in the normal range', QA, 'Financial Controller', 1, [pay(QA, 'Financial Accountant', 1)]),
  salary('f38-s-fc-ninety-then-nq', 'what would a junior FC, newly qualified, get', QA, 'Financial Controller', 0, [pay(QA, 'Financial Accountant', 0)], 'f38-s-fc-96k-4yrs'),
  salary('f38-s-analyst-9yrs-cork', 'FP&A analyst 9 years experience in Cork - what is the range?', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f38-s-ia-1yr-dublin', 'internal auditor 1 year post qual in dublin, whats the going rate', QA, 'Internal Auditor', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f38-s-ia-then-4yrs', 'how about at 4 years', QA, 'Internal Auditor', 1, [pay(QA, 'Financial Controller', 1)], 'f38-s-ia-1yr-dublin'),
  salary('f38-s-fa-8yrs-72k', "I'm on 72k as a financial accountant with 8 years PQE. Should I be on more?", QA, 'Financial Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f38-s-ma-6-months-qualified', 'qualified 6 months ago as a management accountant, what range should I expect', QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f38-s-fc-10yrs-waterford', 'financial controler 10 years pqe waterford salary?', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  salaryRow('f38-s-analyst-all-levels', 'Give me the numbers for a financial analyst at every level please', [QA, 'Financial Analyst'], [QA, 'Financial Controller']),

  // --- Candidates: how much more, the top of the range -----------------------------------------------------------
  compare('f38-s-fc-more-than-fa-4yrs', 'how much more does an FC make than a financial accountant, both around 4 years qualified', [QA, 'Financial Controller'], [QA, 'Financial Accountant'], 1),
  compare('f38-s-fc-vs-analyst-nq', 'newly qualified, how much more would I earn as an FC than as an FP&A analyst?', [QA, 'Financial Controller'], [QA, 'Financial Analyst'], 0),
  compare('f38-s-fc-vs-ia-8yrs', 'difference in salary between an FC and an internal auditor at 8 years pqe', [QA, 'Financial Controller'], [QA, 'Internal Auditor'], 2),
  salary('f38-s-audit-manager-mid-top', "what's the top of the range for an audit manager in a mid-tier", AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1), pay(AUDIT, 'Director', 1)]),
  salary('f38-s-manager-then-big4', 'and in a big 4?', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2), pay(AUDIT, 'Director', 2)], 'f38-s-audit-manager-mid-top'),
  salary('f38-s-big4-then-director', 'how high does it go for a director there', AUDIT, 'Director', 2, [pay(AUDIT, 'Manager', 2), pay(AUDIT, 'Partner', 2)], 'f38-s-manager-then-big4'),
  salary('f38-s-senior-small-52k', 'audit senior in a small practice on 52k, is that decent?', AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0), pay(AUDIT, 'Junior', 0)]),
  compare('f38-s-senior-to-manager-mid', 'how big is the jump from senior to manager in a mid-sized firm, in euro', [AUDIT, 'Senior'], [AUDIT, 'Manager'], 1),
  salary('f38-s-trainee-big4-start', 'what do Big Four trainees start on these days', AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)]),
  salary('f38-s-partner-small-firm', 'roughly what does a partner in a small accountancy firm take home, salary wise', AUDIT, 'Partner', 0, [pay(AUDIT, 'Director', 0)]),
  salary('f38-s-partner-then-big4', 'and a big 4 partner?', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)], 'f38-s-partner-small-firm'),

  // --- Candidates: support roles with months and years ------------------------------------------------------------------
  salary('f38-s-aa-8-months', 'accounts assistant 8 months experience, what should I be on', SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  salary('f38-s-aa-then-2yrs', 'and after 2 years?', SUPPORT, 'Accounts Assistant', 1, [pay(SUPPORT, 'Bookkeeper', 1)], 'f38-s-aa-8-months'),
  salary('f38-s-credit-control-6yrs', 'credit controller, 6 years, on 36k. too low?', SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)]),
  salary('f38-s-payroll-2-and-a-half', 'Payroll officer with two and a half years experience. What range?', SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f38-s-bookkeeper-4yrs-sligo', 'bookkeeper in Sligo 4 yrs exp, what do they pay', SUPPORT, 'Bookkeeper', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f38-s-pq-no-exp-40k', 'part qualified, no experience yet, someone offered 40k - is that normal?', SUPPORT, 'Part-Qualified', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salary('f38-s-pq-then-5yrs', 'what would I be on with 5 years behind me', SUPPORT, 'Part-Qualified', 2, [pay(SUPPORT, 'Bookkeeper', 2)], 'f38-s-pq-no-exp-40k'),
  compare('f38-s-ap-vs-payroll-2yrs', 'AP clerk vs payroll, 2 years in, which is the higher number', [SUPPORT, 'Accounts Payable/Receivable'], [SUPPORT, 'Payroll Specialist'], 1),

  // --- Candidates: premiums and insights, in figures -------------------------------------------------------------
  ask('f38-i-remote-percent', 'how many percent extra do fully remote jobs pay', 'salary-insights', [remotePremium], [esgPremium, hybridDays]),
  ask('f38-i-esg-percent', 'whats the % premium for ESG specialists', 'salary-insights', [esgPremium], [remotePremium, pensionMatch]),
  ask('f38-i-pension-percent', 'typical employer pension contribution in finance jobs, what %', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f38-i-study-budget-euro', 'how many euro a year do employers put towards training for finance staff', 'salary-insights', [developmentBudget], [pensionMatch, remotePremium]),
  ask('f38-i-hybrid-number', 'how many days a week from home is normal', 'salary-insights', [hybridDays], [pensionMatch, esgPremium]),
  ask('f38-i-funds-premium-number', 'by how much does funds experience bump the salary', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium]),
  ask('f38-i-ifrs-premium', 'does US GAAP experience add anything, what percentage', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),
  ask('f38-i-inflation-number', 'what % cost of living increase are companies giving', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),

  // --- Candidates: qualification numbers ------------------------------------------------------------------
  ask('f38-q-acca-how-many', 'how many exams in ACCA altogether', 'qualifications', [accaExams], [cimaTests, ACA_MARK]),
  ask('f38-q-acca-then-months', 'and how many months of work experience', 'qualifications', [accaExperience], [acaExperience, cimaExperience], 'f38-q-acca-how-many'),
  ask('f38-q-months-then-ak-fee', 'what do the applied knowledge exams cost each', 'qualifications', [accaFee('Applied Knowledge exams')], [accaFee('Strategic Professional exams')], 'f38-q-acca-then-months'),
  ask('f38-q-ak-then-sub', 'plus the yearly subscription?', 'qualifications', [accaFee('Annual subscription')], [cimaFee('Annual subscription'), acaFee('Annual student subscription')], 'f38-q-months-then-ak-fee'),
  ask('f38-q-cima-test-count', 'CIMA - how many objective tests do I have to pass?', 'qualifications', [cimaTests], [accaExams, ACA_MARK]),
  ask('f38-q-cima-then-ot-cost', 'cost per test?', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')], 'f38-q-cima-test-count'),
  ask('f38-q-ot-then-case-study', 'and the case studies', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test')], 'f38-q-cima-then-ot-cost'),
  ask('f38-q-cima-years-exp', 'how many years practical experience for CIMA', 'qualifications', [cimaExperience], [accaExperience, ACA_MARK]),
  ask('f38-q-aca-years-contract', 'how many years is an ACA training contract', 'qualifications', [acaExperience], [accaExperience, CIMA_MARK]),
  ask('f38-q-aca-reg-euro', 'ACA student registration - how much in euro?', 'qualifications', [acaFee('Student registration')], [accaFee('Registration'), cimaFee('Registration')]),
  ask('f38-q-cap2-cost', 'price of the CAP2 exams?', 'qualifications', [acaFee('CAP2 exams')], [acaFee('FAE exams')]),
  ask('f38-q-fae-month', 'what month is the FAE sat in, and the repeat', 'qualifications', [acaSitting('FAE').main, acaSitting('FAE').repeat], [acaSitting('CAP1').main, ACCA_MARK]),
  ask('f38-q-fae-then-cost', 'how much does it cost to sit', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')], 'f38-q-fae-month'),
  ask('f38-q-acca-sessions-count', 'how many times a year can you sit ACCA exams, which months', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f38-q-cta-foundation-months', 'how many months is the CTA foundation', 'qualifications', [ctaStageMonths('Foundation')], [ctaStageMonths('Intermediate'), ACA_MARK]),
  ask('f38-q-cta-then-spring', 'when are the spring exams', 'qualifications', ctaSpringExams, [ACA_MARK, ACCA_MARK], 'f38-q-cta-foundation-months'),
  ask('f38-q-cta-tax-years', 'how many years of tax experience do you need for CTA membership', 'qualifications', [`${ctaFacts.membership.minTaxExperienceYears} years`], [accaExperience, ACA_MARK]),
  ask('f38-q-cima-vs-acca-reg', 'registration fee CIMA v ACCA, whats the difference', 'qualifications', [cimaFee('Registration'), accaFee('Registration')], [acaFee('Student registration')]),

  // --- Candidates: market figures ----------------------------------------------------------------------------------
  ask('f38-m-growth-percent', 'by what % have finance jobs grown this year', 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')]),
  ask('f38-m-growth-then-pay', 'and average salaries went up by how much', 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')], 'f38-m-growth-percent'),
  ask('f38-m-pay-then-remote', 'what fraction of roles are remote or hybrid?', 'market', [stat('remote-positions')], [stat('job-market-growth'), regionShare('Dublin')], 'f38-m-growth-then-pay'),
  ask('f38-m-dublin-share-pct', 'what percentage of accounting jobs are in Dublin', 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')]),
  ask('f38-m-dublin-then-galway', 'galway?', 'market', [regionShare('Galway')], [regionShare('Dublin'), regionShare('Cork')], 'f38-m-dublin-share-pct'),
  ask('f38-m-cork-share-pct', 'how big a slice of the finance jobs does Cork have', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')]),
  ask('f38-m-weeks-to-hire-cand', 'how many weeks does it usually take to land a finance job from applying', 'market', [formatTimeToHire()], [hours]),

  // --- Candidates: CV, privacy and reply times in numbers ----------------------------------------------------------------
  ask('f38-v-cv-megabytes', 'how many MB can my CV be', 'services', [cvSize], ['€']),
  ask('f38-v-mb-then-formats', 'what file types', 'services', [says(cvUploadTexts, 'DOC')], ['€'], 'f38-v-cv-megabytes'),
  ask('f38-v-formats-then-years', 'how many years do you hold onto it', 'services', [retention], ['€'], 'f38-v-mb-then-formats'),
  ask('f38-v-years-then-remove', 'can I have it removed sooner', 'services', [says(privacyPolicy, 'delete')], ['€'], 'f38-v-formats-then-years'),
  ask('f38-v-cv-15mb', 'my cv is 15mb with all the certs attached, will it upload? whats the limit', 'services', [cvSize], ['€']),
  ask('f38-v-retention-2-or-5', 'is my data kept for 1 year or longer?', 'services', [retention], ['€']),
  ask('f38-v-cost-cand-zero', 'how much do I pay to register, zero?', 'services', [says(termsOfService, 'free to candidates')], ['€']),

  // --- Candidates: contact and hours -----------------------------------------------------------------------------------
  ask('f38-c-hours-numbers', 'what time do you open and close', 'contact', [openingTime, closingTime], ['€']),
  ask('f38-c-hours-then-days', 'which days', 'contact', [weekdays], ['€'], 'f38-c-hours-numbers'),
  ask('f38-c-phone-number', 'whats your phone number', 'contact', [agency.phone.display], ['€']),
  ask('f38-c-phone-then-whatsapp', 'have ye a whatsapp number too', 'contact', [whatsapp], ['€'], 'f38-c-phone-number'),
  ask('f38-c-after-5-30', 'can I ring at 7 in the evening', 'contact', [closingTime], ['€']),
  ask('f38-c-licence-number', 'whats your employment agency licence number', 'contact', [agency.licence.number], ['€']),

  // --- Candidates: interviews -----------------------------------------------------------------------------------------
  ask('f38-t-salary-number-interview', 'they will ask my salary expectations in the interview, what number do I give', 'interview-tips', [tipPhrase('know-your-market-value', 'researched range')], [MIC_TIP, AUDIT_TIP]),
  ask('f38-t-number-then-counter', 'and if my boss matches the new 10% rise with a counter offer?', 'interview-tips', [OFFER_TIP], [MIC_TIP, AUDIT_TIP], 'f38-t-salary-number-interview'),
  ask('f38-t-funds-numbers', 'interview with a fund administrator on Monday, what will they quiz me on', 'interview-tips', [FUNDS_TIP], [PHARMA_TIP, TECH_TIP]),
  ask('f38-t-audit-numbers', 'second round for a big 4 audit role, what technical stuff comes up', 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, PHARMA_TIP]),
  ask('f38-t-plant-variances', 'interview for a cost accountant job in a medical devices plant, anything to revise', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f38-t-saas-revenue', 'software company interview for an FP&A role, which accounting standard should I read up on', 'interview-tips', [TECH_TIP], [FUNDS_TIP, PHARMA_TIP]),
  ask('f38-t-teams-call', 'first round is on Teams, any tips for the setup', 'interview-tips', [MIC_TIP], [OFFER_TIP, AUDIT_TIP]),

  // --- Employers: what to pay, by headcount and level -------------------------------------------------------------
  salary('f38-s-cfo-800-staff', "We've about 800 staff. What's the salary range for a CFO?", CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f38-s-cfo-then-120-staff', 'what if we were 120 people', CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)], 'f38-s-cfo-800-staff'),
  salary('f38-s-fd-25-staff', 'finance director for a company of 25, what salary', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f38-s-fd-300-staff', 'head of finance, 300 employees, what do we need to pay', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  salary('f38-s-gfc-2000-staff', 'Group FC for a group with 2,000 employees across 6 sites - salary band?', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f38-s-gfc-then-70', 'and for a smaller group of 70?', CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'Finance Director', 1)], 'f38-s-gfc-2000-staff'),
  compare('f38-s-cfo-vs-fd-30-staff', "we're 30 people - how much more is a CFO than an FD?", [CSUITE, 'CFO'], [CSUITE, 'Finance Director'], 0),
  salaryRow('f38-s-fd-all-sizes', 'finance director salaries for small, mid and large companies please', [CSUITE, 'Finance Director'], [CSUITE, 'CFO']),
  salary('f38-s-hire-fa-4yrs-kilkenny', 'Hiring a financial accountant with about 4 years PQE in Kilkenny. What range should we advertise?', QA, 'Financial Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  placementFee('f38-p-kilkenny-then-fee', 'if we land one at 72,500 whats your fee', 72_500, [], 'f38-s-hire-fa-4yrs-kilkenny'),
  placementFee('f38-p-72500-then-68k', 'or 68k if they take less', 68_000, [feeAmount(72_500)], 'f38-p-kilkenny-then-fee'),
  salary('f38-s-hire-ma-nq', 'newly qualified management accountant, what should we offer', QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f38-s-hire-senior-big4-size', "we're a large firm, 400 staff in audit. Audit senior rate?", AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2), pay(AUDIT, 'Junior', 2)]),
  salary('f38-s-hire-manager-small', 'small practice, 9 staff, hiring an audit manager - budget?', AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0), pay(AUDIT, 'Director', 0)]),
  salary('f38-s-hire-junior-mid', 'mid tier practice taking on 3 graduate trainees, what salary each', AUDIT, 'Junior', 1, [pay(AUDIT, 'Senior', 1)]),
  salary('f38-s-hire-ap-entry', 'entry level accounts payable clerk, what do we pay', SUPPORT, 'Accounts Payable/Receivable', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salary('f38-s-hire-payroll-5yrs', 'need a payroll specialist with 5+ yrs, salary range', SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Payable/Receivable', 2)]),
  salary('f38-s-hire-bookkeeper-2yrs', 'part-time bookkeeper with 2 years experience, what is the full time equivalent', SUPPORT, 'Bookkeeper', 1, [pay(SUPPORT, 'Accounts Payable/Receivable', 1)]),
  salary('f38-s-hire-analyst-6yrs', 'senior FP&A analyst, 6 years, what range do we need to be in', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Controller', 2)]),

  // --- Employers: fees at many salaries, many ways --------------------------------------------------------------------
  placementFee('f38-p-euro-47500', 'What is your fee on a salary of €47,500?', 47_500),
  placementFee('f38-p-62-grand', 'fee on 62 grand?', 62_000),
  placementFee('f38-p-hundred-and-ten-k', 'a hundred and ten k for a finance director, what do ye charge', 110_000),
  feeOnBase('f38-p-38-5k-plus-car', '38.5k base plus car, what would the fee be', 38_500, 6_000),
  placementFee('f38-p-29k', '29k accounts assistant, fee?', 29_000),
  placementFee('f38-p-29k-then-33k', 'what if we go to 33', 33_000, [feeAmount(29_000)], 'f38-p-29k'),
  placementFee('f38-p-33k-then-40k', 'or 40k for someone with more experience', 40_000, [feeAmount(33_000)], 'f38-p-29k-then-33k'),
  placementFee('f38-p-seventy-eight', 'recruitment fee for seventy eight thousand euro', 78_000),
  placementFee('f38-p-salary-plus-fee-55k', 'if we pay 55k, so salary plus your fee comes to what', 55_000),
  placementFee('f38-p-total-41500', 'total cost of a hire at 41,500 including your fee', 41_500),
  placementFee('f38-p-budget-130k', 'budget for a 130k CFO hire including the agency fee?', 130_000),
  placementFee('f38-p-31-thousand', 'whats the fee for a 31 thousand salary', 31_000),
  placementFee('f38-p-k-notation-87', '87k FC, your % and amount', 87_000),
  placementFee('f38-p-43250', 'fee on €43,250 please', 43_250),
  placementFee('f38-p-fifty-two-five', 'fifty two and a half k, fee?', 52_500),
  feeOnBase('f38-p-70k-plus-bonus', 'its 70k base plus a 10k bonus, what is the fee', 70_000, 10_000),
  ask('f38-p-bonus-then-basis', 'so the bonus isnt counted?', 'placement-fees', [says(feesPage, 'base salary')], [feeAmount(80_000)], 'f38-p-70k-plus-bonus'),
  feeOnBase('f38-p-36k-plus-allowance', '36k basic and a 3k travel allowance, whats the fee', 36_000, 3_000),
  placementFee('f38-p-240k-cfo', 'CFO package 240k, fee', 240_000),
  placementFee('f38-p-ten-hires-27k', 'we need ten AP clerks at 27k each, what is your fee per hire', 27_000),
  ask('f38-p-ten-then-discount', 'any discount for ten?', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], wrongBandFees(27_000), 'f38-p-ten-hires-27k'),
  ask('f38-p-percentages-only', 'what percentages do you charge', 'placement-fees', allBandPercentages, [accaFee('Strategic Professional exams'), cimaFee('Case study exam')]),
  ask('f38-p-pct-then-bands', 'at what salary does it go up to the top %', 'placement-fees', allBandPercentages, [accaFee('Strategic Professional exams')], 'f38-p-percentages-only'),
  ask('f38-p-when-pay-fee', 'how many days after they start do we pay your invoice', 'placement-fees', [says(termsOfService, 'in writing')], [cimaFee('Case study exam')]),
  ask('f38-p-rebate-weeks', 'if the hire leaves after 3 weeks do we get any of the fee back', 'placement-fees', [says(termsOfService, 'rebate')], []),
  ask('f38-p-upfront-amount', 'how much do we pay upfront before you start looking', 'placement-fees', [says(termsOfService, 'in writing')], [cimaFee('Case study exam')]),

  // --- Employers: timing, process and the agency in numbers --------------------------------------------------------
  ask('f38-v-reply-hours', 'how many hours before you come back to us on a new vacancy', 'services', [hours], [formatTimeToHire()]),
  ask('f38-v-hours-then-steps', 'and what happens after that', 'services', [processStep(2), processStep(3)], [], 'f38-v-reply-hours'),
  ask('f38-m-time-to-hire-employer', 'how many weeks to fill an FC role typically', 'market', [formatTimeToHire()], [hours]),
  ask('f38-m-hire-then-remote', 'how many of the roles out there offer hybrid, roughly a %', 'market', [stat('remote-positions')], [stat('job-market-growth')], 'f38-m-time-to-hire-employer'),
  ask('f38-m-employer-pay-rise', 'we are setting budgets, what % are salaries going up by on average', 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')]),
  ask('f38-i-employer-inflation', 'what % inflation increase do other firms give their finance teams', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f38-i-employer-pension', 'what pension % should we match to be competitive', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f38-i-employer-remote-cost', 'if we make the role fully remote, how much more will we pay', 'salary-insights', [remotePremium], [esgPremium, hybridDays]),
  ask('f38-v-placements-count', 'how many placements have ye done', 'services', [String(agency.trustSignals.placementsMade.count)], []),
  ask('f38-v-rating-number', 'what is your review score out of 5', 'services', [String(agency.trustSignals.reviews.rating)], []),
  ask('f38-c-employer-email-spec', 'email address for sending a spec?', 'contact', [agency.email], ['€']),
  ask('f38-c-email-then-address', 'and your postal address', 'contact', [agency.address.streetAddress], ['€'], 'f38-c-employer-email-spec'),
  ask('f38-v-perm-and-contract', 'do you fill 6 month contracts as well as permanent jobs', 'services', [says(termsOfService, 'permanent and contract')], ['€']),

  // --- Others: parents, partners, a teacher --------------------------------------------------------------------
  salary('f38-s-son-aa-starting', 'my son is 19 and starting as an accounts assistant, what should he be paid', SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  salary('f38-s-wife-fc-12yrs', 'my wife is a financial controller, 12 years qualified, on 98k. is she underpaid?', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  offTopic('f38-fo-wife-then-tax', 'how much of that would she take home after tax', 'f38-s-wife-fc-12yrs'),
  ask('f38-q-teacher-acca-count', "I'm a guidance counsellor. How many ACCA exams are there and how much experience does it need?", 'qualifications', [accaExams, accaExperience], [cimaTests, ACA_MARK]),
  ask('f38-q-daughter-cap1-month', 'what month does my daughter sit CAP1', 'qualifications', [acaSitting('CAP1').main], [acaSitting('FAE').main, ACCA_MARK]),
  ask('f38-q-cap1-then-cost', 'and how much will that cost us', 'qualifications', [acaFee('CAP1 exams')], [acaFee('FAE exams')], 'f38-q-daughter-cap1-month'),
  salary('f38-s-brother-big4-senior', 'my brother is an audit senior in one of the big 4, what does that pay', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2), pay(AUDIT, 'Junior', 2)]),
  ask('f38-v-nephew-pays-nothing', 'would my nephew pay you a cent if you found him a job', 'services', [says(termsOfService, 'free to candidates')], ['€']),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  handOver('f38-h-discuss-numbers', 'can a recruiter call me to go through the numbers on my offer'),
  handOver('f38-h-fee-quote-person', "I'd like to speak to someone about a fee quote for 3 hires"),
  handOver('f38-h-human-please', 'human please'),
  handOver('f38-h-consultant-callback', 'could one of your consultants ring me back today'),
  handOver('f38-h-talk-to-someone-salary', 'I want to talk to an actual person about salary benchmarking for our team'),

  // --- Off-topic: numbers outside scope ----------------------------------------------------------------------------
  ...(
    [
      ['f38-o-tax-bands', 'what are the income tax bands this year'],
      ['f38-o-min-wage', 'whats the minimum wage in Ireland per hour'],
      ['f38-o-mortgage-repayments', 'what would my monthly mortgage repayments be on 350k over 30 years'],
      ['f38-o-pension-limit', 'how much can I put into my pension tax free at age 42'],
      ['f38-o-ecb-rate', 'what is the ECB interest rate at the moment'],
      ['f38-o-house-prices-dublin', 'average house price in Dublin 2026?'],
      ['f38-o-usc-rates', 'what are the USC rates'],
      ['f38-o-prsi-percent', 'what % is employee PRSI'],
      ['f38-o-take-home-65k', 'what is my take home pay on 65k'],
      ['f38-o-savings-rate', 'which bank has the best savings interest rate'],
      ['f38-o-nurse-salary-scale', 'what is the salary scale for a staff nurse'],
      ['f38-o-teacher-pay', 'how much does a secondary school teacher earn'],
      ['f38-o-cgt-rate', 'what is the capital gains tax rate on shares'],
      ['f38-o-vat-rate', 'what VAT rate applies to restaurant food'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Off-topic: plainer numbers ------------------------------------------------------------------------------------
  ...(
    [
      ['f38-o-maths-homework', 'what is 17 times 23'],
      ['f38-o-eur-usd', 'how many dollars is 100 euro'],
      ['f38-o-lotto', 'what were the lotto numbers on saturday'],
      ['f38-o-temperature', 'whats the temperature in Cork today'],
      ['f38-o-population', 'what is the population of Ireland'],
      ['f38-o-marathon-time', 'what is a good time for the Dublin marathon'],
      ['f38-o-calories', 'how many calories in a pint of Guinness'],
      ['f38-o-flight-hours', 'how many hours is the flight from Dublin to Boston'],
      ['f38-o-football-score', 'what was the score in the Ireland match'],
      ['f38-o-petrol-price', 'price of petrol per litre today'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),
];
