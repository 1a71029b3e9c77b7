// The TWENTY-FIFTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 29 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// twentieth and twenty-fourth sets and their tests (for the rules, format and builders), and skimmed
// the twenty-first set only to avoid repeating its wordings; never the engine (lambdas/), never the
// other set being written at the same time (the twenty-sixth), and never ran Aine on these questions
// nor looked at what it answers.
//
// Persona and angle: AN EIGHTH CROSS-SECTION: PEOPLE DESCRIBING THEIR SITUATION. A typical week's
// visitors (candidates, employers, students, returners) who tell Aine where they are and leave the
// fact to be inferred: their job title and years or firm size rather than a level ("4 yrs qualified,
// FC in a mid sized co in Limerick on 78k, am I being paid fairly"), what they are about to do ("about
// to take on our first ever payroll person, budget 39.5k, whats your fee"), what they passed or
// failed ("passed E1, P1 and F1, what comes next and when"). Typing styles mixed: typos, abbreviations
// (FC, FD, AP, AR, NQ, PQE, CFO, FAE, CAP1, SBL), Irish usage ("grand", "what's the craic", "gaff",
// "ye", counties and towns). Topics in proportion to what visitors ask: salaries by role, level and
// city the most, then placement fees, qualifications and exams, market figures, contact and hours,
// interview tips, the agency's services, CV upload and privacy, jobs and the chat itself; follow-up
// chains of two to four turns carrying a slot forward (a new city, level, role, firm size, salary,
// qualification stage, "and how much is that one"), some drifting off-topic; off-topic questions told
// the same way (a situation outside the site's scope), more than half of them near-misses; four
// requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the twentieth and twenty-fourth sets):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
//   Audit and C-suite levels are picked by firm or company size (small, mid-tier, large / Big 4). A
//   qualified accountant's level is picked by years even when the visitor also names the size of the
//   company ("FC in a mid sized co, 4 years qualified" is the 3-5 years level of the FC row).
// - Comparison rule: a question comparing two roles at one level is right with both roles' bands for
//   that level, wrong with either role's other levels.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee). No
//   salary sits on a band edge (€35,000 or €45,000). A question naming two salaries is right with both
//   fees, wrong with either salary's other-band fees.
// - Two questions in one message (a role's pay and the fee on a hire, an exam's next step and its
//   date, the phone number and the hours): the reply is right only with both answers.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, loans, mortgages, investments, immigration
//   paperwork, sole-trader or company registration, employment law, pay or jobs outside accounting
//   and finance, doing one's own tax return, homework). An off-topic reply must name "accounting and
//   finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.

import { agency } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaFacts, accaFacts, cimaFacts, cimaKeyDatesFact, cimaPage, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
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

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const cimaCaseStudyWhen: string[] = cimaDatesPassed
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.caseStudies.map((caseStudyWindow) => caseStudyWindow.display);
const ctaNextSitting: string[] = ctaDatesPassed
  ? [websiteHost(ctaFacts.website)]
  : [ctaSitting('Spring').exams, ctaSitting('Autumn').exams];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const operationalCaseStudy = says(cimaFacts, 'Operational Case Study');
const instagram = agency.socialLinks.find((link) => link.network === 'instagram');
const [niamh, conor] = teamMembers;
if (!niamh || !conor || !instagram) {
  throw new RangeError('The team or the socials changed: update the twenty-fifth set');
}

/** A message with a role's pay at one level and the fee on a salary: right only with both (two questions in one). */
function payAndFee(
  id: string,
  question: string,
  role: readonly [Parameters<typeof pay>[0], string],
  level: Parameters<typeof pay>[2],
  salaryAmount: number,
): HeldOutQuestion {
  const right = [pay(role[0], role[1], level), ...fee(salaryAmount)];
  return ask(id, question, 'placement-fees', right, notRight(right, [...otherLevels(role[0], role[1], level), ...wrongBandFees(salaryAmount)]));
}

/** A message naming two salaries to quote a fee on: right with both fees, wrong with either one's other-band fees. */
function twoFees(id: string, question: string, first: number, second: number): HeldOutQuestion {
  const right = [...fee(first), ...fee(second)];
  return ask(id, question, 'placement-fees', right, notRight(right, [...wrongBandFees(first), ...wrongBandFees(second)]));
}

export const twentyFifthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite, by the size of the company the visitor describes ---------------------------------
  salary('f25-s-cfo-startup-galway', 'founder of a 40 person software startup in galway here, about to bring in our first CFO, what sort of salary are we talking', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  placementFee('f25-p-cfo-then-125k', 'grand. and if we got someone for 125k whats yer fee on that', 125_000, [], 'f25-s-cfo-startup-galway'),
  salary('f25-s-fd-midsize-kildare', "I'm the FD of a mid sized manufacturer in Kildare, 180 staff, the board wants to benchmark my package. whats the going rate for an FD in a company our size", CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  salary('f25-s-fd-then-cfo', 'and if they changed my title to CFO, same company same size', CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)], 'f25-s-fd-midsize-kildare'),
  salary('f25-s-gfc-plc', 'group FC in a listed plc with subsidiaries in 6 countries, a headhunter rang me today about a move. what should I expect to be paid', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2), pay(CSUITE, 'CFO', 2)]),
  salary('f25-s-gfc-then-fd', 'and if I stepped up to FD in a group that size?', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'Group Financial Controller', 2)], 'f25-s-gfc-plc'),
  compare('f25-s-fd-vs-gfc-small', "we're a family business in Mullingar, 25 staff, cant decide whether we need an FD or a group financial controller. whats the cost difference for a small business like ours", [CSUITE, 'Finance Director'], [CSUITE, 'Group Financial Controller'], 0),
  salaryRow('f25-s-cfo-all-sizes', "I'm CFO of a small company and might move to a mid size or even a big multinational, give me the CFO pay for all three", [CSUITE, 'CFO'], [CSUITE, 'Finance Director']),

  // --- Salaries: Qualified Accountants, by years since qualifying ------------------------------------------
  salary('f25-s-fc-4yrs-limerick', '4 yrs qualified, FC in a mid sized co in limerick on 78k. am i being paid fairly or not', QA, 'Financial Controller', 1, [pay(CSUITE, 'Group Financial Controller', 1), pay(CSUITE, 'Finance Director', 1)]),
  salary('f25-s-fc-then-7yrs', 'ok and where should i be in 3 years time when im 7 yrs pqe', QA, 'Financial Controller', 2, [], 'f25-s-fc-4yrs-limerick'),
  offTopic('f25-fo-fc-then-net', "and what would that come to a month after tax, I'm single no kids", 'f25-s-fc-then-7yrs'),
  salary('f25-s-fa-nq-cork', 'just got my letters last month (ACA) and applying for financial accountant roles in cork city, what should i be asking for', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f25-s-fa-then-dublin', 'would i get more if i went up to dublin instead', QA, 'Financial Accountant', 0, [], 'f25-s-fa-nq-cork'),
  salary('f25-s-ma-2yrs-athlone', 'management accountant in a plant in athlone, 2 yrs post qual, on 58k. is that about right', QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f25-s-ma-then-fc', 'my FC is leaving, if i stepped into her job at my 2 yrs pqe what should i push for', QA, 'Financial Controller', 0, [pay(QA, 'Management Accountant', 0)], 'f25-s-ma-2yrs-athlone'),
  salary('f25-s-analyst-6yrs-ifsc', 'FP&A analyst in the IFSC, 6 years pqe, whats the range for someone like me', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('f25-s-ia-4yrs-move', "I'm 4 years qualified in external audit and want to move into internal audit in industry, what would an internal auditor with my experience get", QA, 'Internal Auditor', 1, [pay(AUDIT, 'Manager', 1)]),
  salary('f25-s-fc-nq-wexford', 'newly qualified ACCA, been offered an FC role in a small company in Wexford, what should an NQ financial controller be on', QA, 'Financial Controller', 0, [pay(CSUITE, 'Group Financial Controller', 0)]),
  salary('f25-s-fa-8yrs-sligo', 'financial accountant with a distribution company in sligo, 8 yrs pqe, whats the market rate for me now', QA, 'Financial Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  compare('f25-s-ma-vs-analyst-7yrs', '7 yrs post qual as a management accountant, thinking of switching to FP&A analyst. which pays better at my stage', [QA, 'Management Accountant'], [QA, 'Financial Analyst'], 2),
  salaryRow('f25-s-ma-all-levels', 'CIMA student about to qualify, can you show me management accountant pay at all 3 levels so i can plan ahead', [QA, 'Management Accountant'], [QA, 'Financial Controller']),

  // --- Salaries: Audit, by the size of the firm --------------------------------------------------------------
  salary('f25-s-senior-midtier-cork', 'audit senior in a mid tier firm in cork, 2nd year qualified, on 54k. is that low', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)]),
  salary('f25-s-senior-then-big4', 'would the big 4 pay me more for the same job', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)], 'f25-s-senior-midtier-cork'),
  salary('f25-s-manager-small-kilkenny', 'just got promoted to audit manager in a 3 partner practice in kilkenny, whats normal pay for a manager in a small firm', AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0), pay(AUDIT, 'Director', 0)]),
  salary('f25-s-junior-big4-ul', "finishing my degree in UL in May and I've a grad offer from one of the big 4 in Dublin, what do audit trainees start on there", AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)]),
  salary('f25-s-junior-then-small', 'my mate is going to a small local practice instead, what would he start on', AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)], 'f25-s-junior-big4-ul'),
  salary('f25-s-director-big4', 'audit director at a big 4 firm, recruiter asking my expectations for a move, whats the band', AUDIT, 'Director', 2, [pay(AUDIT, 'Partner', 2), pay(AUDIT, 'Manager', 2)]),
  salary('f25-s-partner-small-letterkenny', 'partner in a small practice in letterkenny, thinking of selling up. what do audit partners in small firms usually earn', AUDIT, 'Partner', 0, [pay(AUDIT, 'Director', 0)]),
  compare('f25-s-manager-vs-director-mid', "I'm an audit manager in a mid tier, up for director next year. how big is the jump in pay", [AUDIT, 'Manager'], [AUDIT, 'Director'], 1),

  // --- Salaries: Part-Qualified and Support, by time in the job ------------------------------------------------
  salary('f25-s-book-6mths-navan', 'started as a bookkeeper 6 months ago in a small office in navan, on 30k, is that normal', SUPPORT, 'Bookkeeper', 0),
  salary('f25-s-ap-2yrs-limerick', 'whats the craic, im an AP clerk in a shared services centre in limerick 2 yrs now, what should i be on', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Payroll Specialist', 1)]),
  salary('f25-s-ap-then-4yrs', 'and in a while when ive 4 yrs done', SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)], 'f25-s-ap-2yrs-limerick'),
  salary('f25-s-payroll-4yrs-tullamore', "been running payroll for a bureau in Tullamore for 4 years, what's someone like me worth", SUPPORT, 'Payroll Specialist', 2),
  salary('f25-s-aa-leaving-cert', 'just finished the leaving cert and want to start as an accounts assistant instead of college, what would i be paid', SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Part-Qualified', 0)]),
  salary('f25-s-pq-cap2-2yrs', 'passed CAP1 and half of CAP2, 2 years working in industry as a part qualified, what salary should i be looking for', SUPPORT, 'Part-Qualified', 1, [pay(QA, 'Financial Accountant', 0)]),
  salary('f25-s-ar-7yrs-ballina', 'in credit control 7 years with a wholesaler in ballina, whats the top rate for AR now', SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  compare('f25-s-aa-vs-ap-entry', 'school leaver here, offered an accounts assistant job and an accounts payable job, which one starts on more', [SUPPORT, 'Accounts Assistant'], [SUPPORT, 'Accounts Payable/Receivable'], 0),
  salaryRow('f25-s-pq-all-levels', 'doing ACCA at night, part qualified, what does PQ pay look like from entry level up to 3+ years', [SUPPORT, 'Part-Qualified'], [SUPPORT, 'Accounts Assistant']),

  // --- Salary insights -------------------------------------------------------------------------------------
  ask('f25-i-csrd', "I've spent 2 years on CSRD reporting for a utility company, does ESG experience bump up the salary", 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f25-i-us-gaap-cork', "I'm an FC at a US multinational in cork doing US GAAP reporting every month, is there a premium for that", 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),
  ask('f25-i-pay-review', "I manage a finance team of 6 in Naas and I'm doing their pay review next month, what increase are firms giving existing staff", 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f25-i-then-pension', 'and what pension match should we be offering to stay competitive', 'salary-insights', [pensionMatch], [inflationAdjustment, esgPremium], 'f25-i-pay-review'),
  ask('f25-i-remote-leitrim', 'I live in Leitrim and only want fully remote work, do remote jobs pay any extra', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment]),
  ask('f25-i-study-budget', 'starting a new job in january, they asked what study support i want for my CIMA, whats a normal development budget', 'salary-insights', [developmentBudget], [pensionMatch, esgPremium]),
  ask('f25-i-hybrid-1day', 'about to accept an offer with only 1 day at home a week, is that less than whats normal for hybrid now', 'salary-insights', [hybridDays], [esgPremium, pensionMatch]),

  // --- Placement fees, told as what the employer is about to do --------------------------------------------------
  placementFee('f25-p-39500-payroll', "we're about to take on our first ever payroll person, budget is 39.5k, whats your fee", 39_500),
  placementFee('f25-p-then-33k', 'and if it goes well we want a second payroll person at 33k after that', 33_000, [feeAmount(39_500)], 'f25-p-39500-payroll'),
  offTopic('f25-fo-33k-then-employer-reg', 'while I have ye, do I need to register as an employer with revenue before they start', 'f25-p-then-33k'),
  placementFee('f25-p-fc-92k-carlow', "we're a 60 person engineering firm in Carlow replacing our FC who's retiring, package is 92k, what's the recruitment fee", 92_000),
  placementFee('f25-p-aa-29500', 'our accounts assistant is leaving us in Jan, we will replace at 29,500. how much do ye take', 29_500),
  placementFee('f25-p-pq-43k-mallow', 'small practice in Mallow, taking on a part qualified at 43k, cost to recruit through you?', 43_000),
  placementFee('f25-p-43k-then-46k', 'actually the partners might stretch to 46k for the right person, whats the fee then', 46_000, [feeAmount(43_000)], 'f25-p-pq-43k-mallow'),
  ask('f25-p-46k-then-base', 'is that worked out on the 46k base or do you count the car allowance too', 'placement-fees', [says(feesPage, 'base salary')], [], 'f25-p-43k-then-46k'),
  placementFee('f25-p-cfo-210k', 'PE backed group, we are hiring a CFO at 210k base plus bonus. fee?', 210_000),
  placementFee('f25-p-ar-34800', 'hiring an experienced AR person at 34,800, what fee band does that fall in and how much is it', 34_800),
  twoFees('f25-p-ap-and-ma', 'we need an AP clerk at 31k and a management accountant at 64k in our Sligo office, what are the two fees', 31_000, 64_000),
  payAndFee('f25-p-fd-pay-and-fee', "we're a mid sized logistics company in Dublin 12 about to hire our first FD. what salary do we need to offer, and whats your fee if we land someone at 135k", [CSUITE, 'Finance Director'], 1, 135_000),
  payAndFee('f25-p-nq-fa-pay-and-fee', 'about to hire a newly qualified financial accountant for our Dundalk office, what do NQs go for and what would ye charge if we paid 62k', [QA, 'Financial Accountant'], 0, 62_000),
  ask('f25-p-exclusive-3-roles', "we've 3 finance roles to fill in Galway this spring, if we gave you all of them exclusively would the rate come down", 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], []),
  ask('f25-p-quit-week-5', 'last agency charged us the full whack and our hire quit in week 5, whats your policy if someone leaves early', 'placement-fees', [says(termsOfService, 'in writing')], []),

  // --- Qualifications, told as what the visitor passed, failed or is about to start --------------------------------
  ask('f25-q-cima-ops-done', 'cima student here, passed E1, P1 and F1 at operational level. what exam comes next and when can i sit it', 'qualifications', [operationalCaseStudy, ...cimaCaseStudyWhen], [ACA_MARK, ACCA_MARK]),
  ask('f25-q-cima-then-cost', 'and how much is that one', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test'), ACA_MARK], 'f25-q-cima-ops-done'),
  ask('f25-q-cap1-failed-cavan', 'failed 2 CAP1 papers in august, trainee in a practice in Cavan, when can i repeat them', 'qualifications', [acaSitting('CAP1').repeat], [ACCA_MARK, CIMA_MARK]),
  ask('f25-q-cap1-then-cap2-cost', 'if i get through those how much will CAP2 set me back', 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')], 'f25-q-cap1-failed-cavan'),
  ask('f25-q-cap2-passed-fae', 'passed CAP2 in the summer, starting FAE prep now. how many electives do i pick and what month is the FAE sat', 'qualifications', [`${acaFacts.faeElectives} electives`, acaSitting('FAE').main], [ACCA_MARK, CIMA_MARK]),
  ask('f25-q-fae-fee-not-paid', 'my training firm paid for CAP1 and CAP2 but not the FAE, how much will the FAE cost me', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')]),
  ask('f25-q-acca-ak-done', "I've done my 3 applied knowledge exams for ACCA, how much are the applied skills ones each", 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Applied Knowledge exams'), accaFee('Strategic Professional exams')]),
  ask('f25-q-as-then-sessions', 'and which months can i sit them in', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK], 'f25-q-acca-ak-done'),
  ask('f25-q-acca-sbl-options', 'ACCA, only SBL and SBR left plus my options. which options can i choose from', 'qualifications', [accaPaper('AFM'), accaPaper('APM'), accaPaper('ATX'), accaPaper('AAA')], [ACA_MARK, CIMA_MARK]),
  ask('f25-q-acca-ethics-left', 'ACCA student, all exams passed, only the ethics module left. what does that cost', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Applied Knowledge exams'), accaFee('Applied Skills exams')]),
  ask('f25-q-acca-dcu-grad', 'graduating from accounting & finance in DCU in june, want to start ACCA. whats the registration and the yearly sub', 'qualifications', [accaFee('Registration'), accaFee('Annual subscription')], [cimaFee('Registration'), acaFee('Student registration'), acaFee('Annual student subscription')]),
  ask('f25-q-aca-or-acca-boss', 'accounts assistant in industry, my boss will fund ACA or ACCA. how many exams does ACCA have and what are the ACA levels', 'qualifications', [`${accaFacts.examCount} exams`, ...acaFacts.levels], [CIMA_MARK]),
  ask('f25-q-cima-no-degree', 'no degree, working as a payroll clerk in Portlaoise, want to start CIMA. where would i start', 'qualifications', [says(cimaPage, 'Certificate in Business Accounting')], [ACA_MARK, ACCA_MARK]),
  ask('f25-q-cba-then-subjects', 'what subjects would i be doing in that', 'qualifications', [cimaPaper('BA2'), cimaPaper('BA4')], [cimaPaper('E1'), ACA_MARK, ACCA_MARK], 'f25-q-cima-no-degree'),
  ask('f25-q-cima-18mths-exp', 'trainee management accountant 18 months in, how many years experience does CIMA want before I can become a member', 'qualifications', [`${cimaFacts.experienceYears} years`], [acaExperience, ACA_MARK, ACCA_MARK]),
  ask('f25-q-cta-stages', 'my firm is putting me on the CTA next year, how long does each stage take', 'qualifications', ['Foundation', ctaStageMonths('Foundation'), 'Intermediate', ctaStageMonths('Intermediate'), 'Advanced'], [ACA_MARK, ACCA_MARK]),
  ask('f25-q-cta-then-member', 'and once im through them what do i need to become a member', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK], 'f25-q-cta-stages'),
  ask('f25-q-cta-foundation-passed', "passed CTA Foundation, when's the next exam sitting for me", 'qualifications', ctaNextSitting, [ACA_MARK, ACCA_MARK]),

  // --- Market ------------------------------------------------------------------------------------------------
  ask('f25-m-cork-move', 'moving home to Cork from London next year, what share of the new finance jobs are down there', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')]),
  ask('f25-m-cork-then-galway', 'and Galway? my partner might prefer it', 'market', [regionShare('Galway')], [regionShare('Cork')], 'f25-m-cork-move'),
  ask('f25-m-fc-by-year-end', 'we need a new FC in place before year end, how long does hiring usually take these days', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f25-m-maynooth-growth', 'final year business student in Maynooth weighing up accounting, is the job market for it actually growing', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f25-m-then-salaries', 'and are salaries going up as well', 'market', [stat('average-salary-increase')], [stat('remote-positions')], 'f25-m-maynooth-growth'),
  ask('f25-m-drogheda-dublin', 'living in Drogheda, would i be better off looking in Dublin, what % of the jobs are there', 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')]),
  ask('f25-m-returner-remote', 'mum of 2 in Wicklow going back to work after 5 years out, how many finance jobs offer remote or hybrid', 'market', [stat('remote-positions')], [stat('job-market-growth')]),

  // --- Contact ------------------------------------------------------------------------------------------------
  ask('f25-c-blanch-hours', 'I work 9 to half 5 in an office in Blanch, what days can i ring ye and how late', 'contact', [weekdays, closingTime], []),
  ask('f25-c-whatsapp-shifts', "I'm on shifts in a call centre so I can't take calls, have ye whatsapp", 'contact', [websiteHost(agency.whatsappUrl)], []),
  ask('f25-c-office-galway-train', "coming up from Galway on the train for an interview on Thursday, where's your office in case I call in", 'contact', [agency.address.streetAddress], []),
  ask('f25-c-office-then-phone', 'and what number do i ring if the train is late', 'contact', [agency.phone.display], [], 'f25-c-office-galway-train'),
  ask('f25-c-hotel-spec', 'HR manager for a hotel group, I want to send you a job spec for a financial accountant, what email do I use', 'contact', [agency.email], []),
  ask('f25-c-licence-dad', "my dad says to check an agency is licensed before giving them my CV, what's your licence number", 'contact', [agency.licence.number], []),
  ask('f25-c-instagram', 'my daughter says she follows ye on instagram, whats the account', 'contact', [websiteHost(instagram.url)], []),

  // --- Interview tips, told as the interview the visitor has coming up -------------------------------------------
  ask('f25-t-fund-kilkenny', 'fund accountant in kilkenny, interview with a fund administrator next tuesday, what will they grill me on', 'interview-tips', [FUNDS_TIP], [TECH_TIP, PHARMA_TIP]),
  ask('f25-t-saas-first', 'moving from audit to my first job in a SaaS company, interview friday, what technical stuff should i revise', 'interview-tips', [TECH_TIP], [FUNDS_TIP, PHARMA_TIP]),
  ask('f25-t-monaghan-food', 'cost accountant interview at a food manufacturer in Monaghan, what should i brush up on', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f25-t-last-two', "3rd time this month I got down to the last two and didn't get it, what should I be doing", 'interview-tips', [tipPhrase('ask-for-feedback', 'feedback')], [OFFER_TIP, MIC_TIP]),
  ask('f25-t-two-offers', 'got 2 offers, one in Cork with 2 days from home and one in Dublin paying a bit more but fully in the office, how do i choose', 'interview-tips', [tipPhrase('weigh-offers-and-counter-offers', 'whole package')], [MIC_TIP, AUDIT_TIP]),
  ask('f25-t-zoom-52', "first interview in 6 years and it's on zoom, I'm 52 and not great with tech, any pointers", 'interview-tips', [MIC_TIP], [OFFER_TIP, AUDIT_TIP]),
  ask('f25-t-zoom-then-dress', 'and do i need a suit for it, its a tech company', 'interview-tips', [presencePhrase('Dress', 'smart business casual')], [OFFER_TIP], 'f25-t-zoom-52'),
  ask('f25-t-career-gap', 'returning after 4 years at home with the kids, going for an accounts role, how do i handle the gap when it comes up', 'interview-tips', [tipPhrase('map-the-job-description', 'honest answer')], [OFFER_TIP, MIC_TIP]),
  ask('f25-t-exams-left', "I've 2 CAP2 papers left and an interview for an assistant accountant job in industry, they'll ask about my exams, what do i say", 'interview-tips', [tipPhrase('discuss-your-qualification-plan', 'next sitting')], [OFFER_TIP, MIC_TIP]),
  ask('f25-t-big4-to-industry-star', 'big 4 senior going into industry, first competency based interview of my life, how do i structure my answers', 'interview-tips', ['Situation', 'Reflection'], [OFFER_TIP, MIC_TIP]),

  // --- Services, CV and privacy, jobs, the chat ---------------------------------------------------------------------
  ask('f25-v-let-go-shannon', 'was let go from my AP job in Shannon last week, will it cost me anything to sign up with ye', 'services', [says(termsOfService, 'free to candidates')], []),
  ask('f25-v-cv-pages-mac', 'my CV is a pages file on my macbook, will your upload take it or do i need to change it', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], []),
  ask('f25-v-cv-then-size', "and it's about 14MB with the scanned certs in it, is that ok", 'services', [`${MAX_CV_MEGABYTES}MB`], [], 'f25-v-cv-pages-mac'),
  ask('f25-v-cv-boss', "I'm in a job at the moment and my boss can't find out, will you send my CV anywhere without asking me", 'services', [says(candidatesPage.promise, 'without your permission')], []),
  ask('f25-v-delete-now', 'found a new job on my own in the end, can ye delete all my details now', 'services', [says(privacyPolicy, 'delete')], []),
  ask('f25-v-cv-18mths', "applied through you about 18 months ago and didn't get the job, do you still have my CV on file", 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f25-v-trainee-grad', 'just out of college with a business degree, any trainee jobs on your site', 'services', [trainee.title, trainee.salary], []),
  ask('f25-v-trainee-then-type', 'is it hybrid or in the office', 'services', [trainee.jobType], [qualifiedJob.salary], 'f25-v-trainee-grad'),
  offTopic('f25-fo-trainee-then-chef', 'my girlfriend is a chef, any kitchen jobs going in the same area', 'f25-v-trainee-then-type'),
  ask('f25-v-nq-acca-site', 'newly qualified ACCA in Portlaoise, do you have anything on the site for me', 'services', [qualifiedJob.title, qualifiedJob.salary], []),
  ask('f25-v-ennis-process', "first time using an agency, we're a 12 person firm in Ennis, what happens after we send you the role", 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], []),
  ask('f25-v-burned-40-cvs', "we've been burned before by agencies firing 40 CVs at us, do ye actually interview people before sending them on", 'services', [says(employersPage.process, 'interviewed')], []),
  ask('f25-v-killarney-meet', "I'm based in Killarney, would I have to go up to Dublin to meet ye", 'services', [says(agency.operatingModel, 'face to face')], []),
  ask('f25-v-directors-audit', 'who are the directors there, I want to deal with someone who knows audit', 'services', [niamh.name, conor.name], []),
  ask('f25-v-bot-and-pps', 'before I put in my details, are you a real person and is it safe to give you my PPS', 'services', [says(disclaimer, 'AI'), says(disclaimer, 'PPS')], []),
  ask('f25-v-interim-fc', 'interim FC between contracts at the moment, do ye do contract work or only permanent jobs', 'services', [says(termsOfService, 'contract recruitment')], []),
  ask('f25-v-placed-count', 'thinking of signing up with ye but how many people have ye actually placed', 'services', [String(agency.trustSignals.placementsMade.count)], []),

  // --- Off-topic: situations outside the site's scope, everyday ones then near-misses -------------------------------------
  ...(
    [
      ['f25-o-boiler-swords', 'the boiler in the gaff packed in this morning, know any plumbers in Swords'],
      ['f25-o-best-man-adare', "I'm best man at my brother's wedding in Adare next month, help me write the speech"],
      ['f25-o-dog-walker', 'starting a new job in town in january, need a dog walker in Rathmines, any ideas'],
      ['f25-o-nct-retest', 'failed my NCT on the brakes yesterday, how do i book the retest'],
      ['f25-o-throw-in', "what's the craic with the Cork v Kerry match on Sunday, what time is throw in"],
      ['f25-o-cheap-dinners', 'between jobs and skint till the end of the month, cheap dinners for a family of 4'],
      ['f25-o-room-galway', 'moving to Galway for a new job in February, where is good to rent a room'],
      ['f25-o-cao-commerce', 'my son got 430 points, will that get him into commerce in UCC'],
      ['f25-o-polish-letter', 'my cousin is applying for jobs here, translate her cover letter into Polish for me'],
      ['f25-o-redundancy-lump-sum', 'being made redundant from my FC job after 9 years, how much of the lump sum is tax free'],
      ['f25-o-remote-relief', 'working from home 3 days a week since september, how do i claim the remote working relief on my tax'],
      ['f25-o-mortgage-nq', "I'm an NQ accountant on 60k and my partner is on 45k, how much will the bank lend us for a house"],
      ['f25-o-fae-loan', 'my firm wont pay for my FAE so i need a personal loan, which bank is cheapest'],
      ['f25-o-bonus-etf', 'got a 5k bonus after busy season in the audit, should i put it into ETFs or pay off the car'],
      ['f25-o-stamp-4', "I'm on a critical skills permit working as an accountant in Dublin, when can i apply for stamp 4"],
      ['f25-o-bookkeeping-self-employed', 'I want to go out on my own doing books for local farmers in Tipp, how do i register as self employed with revenue'],
      ['f25-o-coffee-truck-cro', 'setting up a limited company with my brother for a coffee truck, how do we register it with the CRO'],
      ['f25-o-maternity-leave', "I'm an audit senior and pregnant, how much maternity leave am i legally entitled to"],
      ['f25-o-sacked-ap', 'got let go from my AP job after 8 months with no warning, can i take an unfair dismissal case'],
      ['f25-o-teacher-to-hr', "I'm a primary teacher in Tipperary thinking of moving into HR, what do HR managers earn"],
      ['f25-o-electrician-solar', "I'm an electrician, are there any jobs going with solar panel companies around Cork"],
      ['f25-o-landlord-return', 'I rent out one apartment in Limerick, how do i do my own tax return for the rental income'],
      ['f25-o-tus-consolidation', '2nd year accounting student in TUS, can you do my group consolidation assignment, its due friday'],
      ['f25-o-pharmacist-locum', "I'm a pharmacist looking for locum work in the midlands, do ye place pharmacists"],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person -------------------------------------------------------------------------
  ...(
    [
      ['f25-h-fc-quietly', "I'm an FC in a listed company looking to move quietly, can one of your recruiters ring me after 6"],
      ['f25-h-waterford-3-hires', "we're hiring 3 people for our Waterford office, I'd rather talk it through with someone directly"],
      ['f25-h-niamh-sister', 'Niamh placed my sister last year, could I speak to her about my own move'],
      ['f25-h-carer-returner', "been out of work 3 years caring for my mam, honestly I'd prefer a chat with a real person"],
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
