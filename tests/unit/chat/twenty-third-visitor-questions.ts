// The TWENTY-THIRD set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 28 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// sixteenth and twentieth sets and their tests (for the rules, format and builders), and skimmed the
// nineteenth set only to avoid repeating its wordings; never the engine (lambdas/), never the other
// set being written at the same time (the twenty-fourth), never the twenty-first or twenty-second
// sets, and never ran Aine on these questions nor looked at what it answers.
//
// Persona and angle: PEOPLE IN THE MIDDLE OF A DECISION. Career changers (retail, hospitality,
// teaching into accounts), returners after a break minding children or travelling, people moving to
// Ireland (from the UK, India, Brazil, the US), part-timers, contractors thinking of going permanent,
// people weighing two offers or two qualifications, and employers deciding whether to hire now or
// later, whether a recruiter is worth it, which title to hire at and what it would cost. They ask
// about their own situation with a story around the question (and numbers in the story that are
// not the answer: years at home, the size of their company, the salary they are on now), compare
// options (ACCA or CIMA for FP&A, practice or industry, small firm or Big 4, FC or analyst), and ask
// follow-ups that change one thing (the city, the years, the title, the salary offered, the body).
// Off-topic questions that sound like decisions too: pension choices, mortgages, sole trader or
// company, which college course, immigration forms, social welfare while deciding, tax as a
// contractor; everyday questions that share a word with the site (fees, hours, interviews, Ireland);
// a few requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the twentieth set):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
//   Audit and C-suite levels are picked by firm or company size (small, mid-tier, large / Big 4).
//   A returner's level is picked by the years they worked in the role, not the years they were
//   away (the break is part of the story, and some stories put a different number there on purpose).
// - Comparison rule: a question comparing two roles at one level is right with both roles' bands for
//   that level, wrong with either role's other levels (and a move from one role at one level to
//   another role at another level is right with both asked bands, wrong with the others of each).
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee; or,
//   for a base salary with a bonus on top, the fee on base plus bonus).
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial, career- or recruitment-like (pension and mortgage choices, sole trader or company,
//   personal tax and reliefs, social welfare payments, immigration forms and permits, college
//   courses and points, employment law and leave, pay or jobs outside accounting and finance,
//   finding an accountant to do one's own books). An off-topic reply must name "accounting and
//   finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.

import { agency } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { applicationForm } from '#content/forms';
import { privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire, marketStats } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import {
  acaAccaComparisonPage,
  acaFacts,
  acaPage,
  accaFacts,
  cimaFacts,
  cimaJourney,
  cimaKeyDatesFact,
  cimaPage,
  ctaFacts,
  ctaKeyDatesFact,
} from '#content/qualifications';
import { type SalaryLevelIndex, type SalaryTableId } from '#content/salary-guide';
import { teamMembers } from '#content/team';
import { type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  ask,
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
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, fee, otherLevels, pay, QA, regionShare, stat, SUPPORT, wrongBandFees } from './held-out-figures.ts';

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const cimaWindows: string[] = cimaDatesPassed ? [websiteHost(cimaFacts.website)] : [CIMA_MARK];
const ctaNextSitting: string[] = ctaDatesPassed
  ? [websiteHost(ctaFacts.website)]
  : [ctaSitting('Spring').exams, ctaSitting('Autumn').exams];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const accaExperience = `${accaFacts.experienceMonths} months`;
const [niamh, conor] = teamMembers;
if (!niamh || !conor) {
  throw new RangeError('The team changed: update the twenty-third set');
}

/** A move from one role and level to another (the comparison rule): both bands right, the others of each wrong. */
function move(
  id: string,
  question: string,
  from: readonly [SalaryTableId, string, SalaryLevelIndex],
  to: readonly [SalaryTableId, string, SalaryLevelIndex],
): HeldOutQuestion {
  const right = [pay(from[0], from[1], from[2]), pay(to[0], to[1], to[2])];
  return ask(id, question, 'salary', right, notRight(right, [...otherLevels(...from), ...otherLevels(...to)]));
}

/** Two fees asked in one question (the fee rule, for each salary). */
function twoFees(id: string, question: string, first: number, second: number): HeldOutQuestion {
  const right = [...fee(first), ...fee(second)];
  return ask(id, question, 'placement-fees', right, notRight(right, [...wrongBandFees(first), ...wrongBandFees(second)]));
}

export const twentyThirdVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite, employers deciding what to hire ---------------------------------------------
  salary('f23-s-fd-30-staff', 'were a 30 person company and our outside accountant does everything at the minute, thinking of bringing in a finance director of our own. what would we have to pay one', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f23-s-fd-then-cfo', 'and if we gave the role the cfo title instead, would the money be different', CSUITE, 'CFO', 0, [], 'f23-s-fd-30-staff'),
  salary('f23-s-cfo-then-gfc', 'what would a group financial controller cost us at our size', CSUITE, 'Group Financial Controller', 0, [], 'f23-s-fd-then-cfo'),
  salary('f23-s-cfo-ipo', 'board wants a proper cfo in before we float, we are about 1,200 employees across europe, whats the market rate for that', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f23-s-fd-offered-cfo-mid', 'FD at the moment, been approached for a CFO job in a mid sized firm of about 250 people, trying to decide if its worth the move. what do CFOs at that size get', CSUITE, 'CFO', 1),
  salary('f23-s-gfc-plc-jump', 'thinking of making the jump to group financial controller in a large listed group, what does that pay', CSUITE, 'Group Financial Controller', 2),

  // --- Salaries: Qualified Accountants, people weighing a move --------------------------------------
  salary('f23-s-fa-practice-to-industry', 'qualified 2 years ago in practice, torn between staying or going to industry as a financial accountant. what would industry pay me', QA, 'Financial Accountant', 0),
  salary('f23-s-fa-then-4yrs', 'what if i held off until i had 4 years pqe before moving', QA, 'Financial Accountant', 1, [], 'f23-s-fa-practice-to-industry'),
  salary('f23-s-fa-then-ma', 'and as a management accountant at that stage?', QA, 'Management Accountant', 1, [], 'f23-s-fa-then-4yrs'),
  salary('f23-s-ma-returner-6yrs', 'coming back after a year out travelling. i had 6 years pqe as a management accountant before i left, what should i be asking for now', QA, 'Management Accountant', 2),
  salary('f23-s-fc-uk-to-dublin', 'relocating from manchester to dublin in the spring, ACA, 4 years post qualification. what does a financial controller role pay over there', QA, 'Financial Controller', 1, [pay(CSUITE, 'Group Financial Controller', 1)]),
  salary('f23-s-fc-then-cork', 'my wife might get a job in cork instead, would it be the same there', QA, 'Financial Controller', 1, [], 'f23-s-fc-uk-to-dublin'),
  offTopic('f23-fo-fc-then-net', 'roughly what would that come to a month after tax', 'f23-s-fc-then-cork'),
  salary('f23-s-fc-then-analyst', 'ok and if i went for a financial analyst job instead, same years', QA, 'Financial Analyst', 1, [], 'f23-fo-fc-then-net'),
  salary('f23-s-fa-india-8yrs', 'Hello, I am chartered accountant from India with 8 years experience after qualification, I come to Ireland on critical skills permit. What salary is for financial accountant with my experience?', QA, 'Financial Accountant', 2),
  salary('f23-s-fc-contract-to-perm', 'been contracting as an fc for a while now, 7 years pqe, thinking of going permanent for the security. what would a perm fc salary be at my level', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)]),
  salary('f23-s-ma-part-time', 'looking at part time management accountant jobs, 3 days a week, im 4 years qualified. what is the full time salary so i can work out the pro rata', QA, 'Management Accountant', 1),
  salary('f23-s-ia-from-audit', 'qualified 1 year in big 4 audit and sick of busy season, thinking about internal audit in industry instead. what would an internal auditor role pay me', QA, 'Internal Auditor', 0),
  compare('f23-s-fa-vs-fc-7yrs', '7 yrs pqe financial accountant here, deciding whether to go for fc roles. how do fc salaries compare with fa salaries at my level', [QA, 'Financial Accountant'], [QA, 'Financial Controller'], 2),
  compare('f23-s-fc-vs-analyst-nq', 'newly qualified and i have two offers, a financial controller job in a small firm in galway or a financial analyst job in a dublin tech company. what is the normal pay for each', [QA, 'Financial Controller'], [QA, 'Financial Analyst'], 0),
  ask('f23-i-offers-then-tech', 'does the tech company pay a premium on top of that', 'salary-insights', [specialisationPremium('Technology')], [esgPremium, remotePremium], 'f23-s-fc-vs-analyst-nq'),

  // --- Salaries: Audit, stay in practice or go -------------------------------------------------------
  // The visitor's own small-practice band may fairly be quoted beside the answer: only the mid-tier one is wrong.
  ask('f23-s-junior-big4-offer', 'im a trainee in a small practice and ive been offered a big 4 training contract, deciding whether to switch. what does a first year trainee get in the big 4', 'salary', [pay(AUDIT, 'Junior', 2)], [pay(AUDIT, 'Junior', 1), pay(AUDIT, 'Senior', 2)]),
  salary('f23-s-senior-big4-stay', 'audit senior in a big four firm, weighing up leaving before i make manager. what do seniors there earn', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)]),
  // A small firm's manager band is the senior's Big 4 band the visitor was just given, so only the mid-tier one is wrong.
  ask('f23-s-senior-then-manager', 'and if i stick it out for the manager promotion?', 'salary', [pay(AUDIT, 'Manager', 2)], [pay(AUDIT, 'Manager', 1), pay(AUDIT, 'Director', 2)], 'f23-s-senior-big4-stay'),
  salary('f23-s-manager-then-director', 'and a director in the same firm after that', AUDIT, 'Director', 2, [pay(AUDIT, 'Partner', 2)], 'f23-s-senior-then-manager'),
  salary('f23-s-partner-midtier-track', 'is the partner track worth staying in practice for? what does a partner at a mid tier firm take home', AUDIT, 'Partner', 1, [pay(AUDIT, 'Director', 1)]),
  salary('f23-s-director-small-own', 'audit director in a small practice, thinking of setting up on my own instead. whats the normal salary for a director at a small firm so i can compare', AUDIT, 'Director', 0, [pay(AUDIT, 'Partner', 0)]),
  move('f23-s-manager-to-fc', 'audit manager at a mid-tier firm, 6 years qualified, thinking of moving into industry as a financial controller. what do i earn now vs what would i earn', [AUDIT, 'Manager', 1], [QA, 'Financial Controller', 2]),

  // --- Salaries: Part-Qualified and Support, returners and career changers ---------------------------
  salary('f23-s-ap-returner-40k', 'been off 2 yrs minding the kids, did accounts payable for 6 years before that. would i still get 40k as an ap clerk', SUPPORT, 'Accounts Payable/Receivable', 2),
  offTopic('f23-fo-ap-then-creche', 'and can i claim tax relief on the creche fees once im back', 'f23-s-ap-returner-40k'),
  salary('f23-s-credit-returner-entry', 'Returning to work after 10 years at home. I only ever did 6 months in credit control before that, so what would entry level pay be now?', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('f23-s-aa-career-change', 'im 38, managed a shop for years and im doing an accounting course at night. what would i start on as an accounts assistant with no accounts experience', SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Part-Qualified', 0)]),
  salary('f23-s-aa-then-2yrs', 'and after 2 years in the job?', SUPPORT, 'Accounts Assistant', 1, [], 'f23-s-aa-career-change'),
  salary('f23-s-aa-then-5yrs', 'what if i stuck at it 5 years, where does it top out', SUPPORT, 'Accounts Assistant', 2, [], 'f23-s-aa-then-2yrs'),
  salary('f23-s-book-part-time', 'bookkeeper with 4 years behind me, going back after maternity leave and might only do part time. whats the full time rate for someone like me', SUPPORT, 'Bookkeeper', 2),
  compare('f23-s-payroll-vs-book', 'in payroll 2 years, thinking of retraining as a bookkeeper. which pays better at my level', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Bookkeeper'], 1),
  salary('f23-s-pq-finish-exams', 'part qualified, 4 yrs experience, trying to decide is it worth finishing the exams. what do part qualifieds get at my stage', SUPPORT, 'Part-Qualified', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f23-s-pq-then-nq', 'and once im newly qualified as a financial accountant?', QA, 'Financial Accountant', 0, [], 'f23-s-pq-finish-exams'),
  compare('f23-s-grad-aa-vs-payroll', 'graduate here, got offered an accounts assistant job and a payroll job, both entry level, which one usually starts higher', [SUPPORT, 'Accounts Assistant'], [SUPPORT, 'Payroll Specialist'], 0),

  // --- Salary insights: the things that tip a decision ---------------------------------------------------
  ask('f23-i-esg-course', 'thinking of doing a sustainability reporting course to boost my pay, do esg people actually earn more', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f23-i-remote-vs-hybrid', 'deciding between a fully remote job and a hybrid one, do the remote ones pay more', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment]),
  ask('f23-i-remote-then-hybrid-days', 'and with the hybrid one how many days at home is normal', 'salary-insights', [hybridDays], [remotePremium], 'f23-i-remote-vs-hybrid'),
  ask('f23-i-pension-offer', 'comparing two offers and one only has a small pension contribution from the employer. what is typical for a qualified accountant', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f23-i-stay-rise', 'if i stay put this year what kind of cost of living rise are employers giving their existing people', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f23-i-study-budget', 'one employer will pay for my acca and the other wont. how much of a study or training budget is normal', 'salary-insights', [developmentBudget], [pensionMatch]),
  ask('f23-i-fund-admin-move', 'leaving practice for a fund administrator, will i get a bump for going into financial services', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium]),
  ask('f23-i-us-gaap-move', 'moving over from boston, all my experience is us gaap reporting. is that worth anything extra on salary in ireland', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),

  // --- Placement fees: hire now or later, at what salary, is a recruiter worth it ------------------------
  salaryRow('f23-s-book-all-levels', 'we are a 30 person company, is it mad to pay a recruiter for a bookkeeper? first what would a bookkeeper cost us, junior to experienced', [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Accounts Assistant']),
  placementFee('f23-p-book-then-40k', 'say we pay 40k, what would your fee be', 40_000, [], 'f23-s-book-all-levels'),
  offTopic('f23-fo-fee-then-own-accountant', 'tbh would it be cheaper to just get a local accountant in to do our books a few hours a month', 'f23-p-book-then-40k'),
  ask('f23-p-then-only-on-hire', 'fair enough. if we did go with ye, do we only pay when someone is actually hired', 'placement-fees', [says(feesPage, 'successful')], [], 'f23-fo-fee-then-own-accountant'),
  placementFee('f23-p-book-46k', 'if we offered 46k to get an experienced bookkeeper, whats your cut', 46_000),
  placementFee('f23-p-pq-38k', 'thinking of hiring a part qualified now at 38k rather than waiting for a qualified person next year, what would that cost us in fees', 38_000),
  placementFee('f23-p-38k-then-55k', 'and if we wait and hire a qualified accountant at 55k instead', 55_000, [feeAmount(38_000)], 'f23-p-pq-38k'),
  placementFee('f23-p-55k-then-30k', 'or a trainee at 30k and train them up ourselves?', 30_000, [feeAmount(55_000)], 'f23-p-38k-then-55k'),
  twoFees('f23-p-42k-vs-47k', 'trying to decide whether to advertise at 42k or 47k for an assistant accountant, what would your fee be on each', 42_000, 47_000),
  placementFee('f23-p-fc-72500', 'financial controller on 72,500 base, whats the placement fee', 72_500),
  placementFee('f23-p-fd-base-bonus', 'our new FD would be on 130k base plus a 20k bonus. what would your fee come to', 130_000, [feeAmount(150_000)]),
  placementFee('f23-p-cfo-180k', 'weighing up a search firm against yous for a cfo on 180k, what would yous charge', 180_000),
  placementFee('f23-p-ap-31k', 'ap clerk at 31 grand, whats the fee if we use you', 31_000),
  ask('f23-p-rebate', 'worried about paying a fee and the person leaving after a month, is there any rebate', 'placement-fees', [says(termsOfService, 'in writing')], []),
  ask('f23-p-all-roles-deal', 'if we give you all our finance hiring for the year instead of spreading it around, can we get a better rate', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], []),

  // --- Qualifications: which route, and what it costs ------------------------------------------------------
  ask('f23-q-acca-or-cima-fpa', 'ACCA or CIMA if i want to end up in FP&A', 'qualifications', ['CIMA', says(cimaPage, 'FP&A')], [ACA_MARK]),
  salary('f23-s-fpa-then-pay', 'and what do fp&a analysts earn once qualified, say 2 years out', QA, 'Financial Analyst', 0, [], 'f23-q-acca-or-cima-fpa'),
  ask('f23-q-aca-or-acca-flex', 'working full time in industry with two small kids, aca or acca, which one lets me fit exams around life', 'qualifications', ['ACCA', says(acaAccaComparisonPage, 'flexib')], [CIMA_MARK]),
  ask('f23-q-exam-count', 'how many exams would i be facing with acca compared to cima', 'qualifications', [String(accaFacts.examCount), `${cimaFacts.objectiveTests} objective tests`, `${cimaFacts.caseStudies} case stud`], [ACA_MARK]),
  ask('f23-q-acca-first-year', 'what would the first year of acca cost me just to sign up, registration plus the yearly sub', 'qualifications', [accaFee('Registration'), accaFee('Annual subscription')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f23-q-acca-then-cima', 'and the same for cima?', 'qualifications', [cimaFee('Registration'), cimaFee('Annual subscription')], [accaFee('Registration'), acaFee('Annual student subscription')], 'f23-q-acca-first-year'),
  ask('f23-q-cima-then-exams', 'and what do the cima exams themselves cost, the objective tests and case studies', 'qualifications', [cimaFee('Objective test'), cimaFee('Case study exam')], [accaFee('Applied Skills exams'), accaFee('Strategic Professional exams')], 'f23-q-acca-then-cima'),
  ask('f23-q-cap2-returner', 'i passed cap1 about ten years ago before i had my kids, thinking of picking the aca back up. when is cap2 sat', 'qualifications', [acaSitting('CAP2').main, acaSitting('CAP2').repeat], [ACCA_MARK, CIMA_MARK]),
  ask('f23-q-aca-in-industry', 'do i have to be in a practice to do the aca or can i train in industry', 'qualifications', [says(acaPage, 'outside practice')], [ACCA_MARK, CIMA_MARK]),
  ask('f23-q-cima-no-leaving-cert', 'left school after the leaving cert, 40 now and want to retrain. no degree, could i still go the cima route', 'qualifications', [says(cimaPage, 'Certificate in Business Accounting')], [ACA_MARK, ACCA_MARK]),
  ask('f23-q-aca-vs-cima-experience', 'aca or cima, which one needs less work experience before you qualify', 'qualifications', [acaExperience, `${cimaFacts.experienceYears} years`], [accaExperience]),
  ask('f23-q-cima-alongside', 'does the cima work experience have to come after the exams or can i do both at once', 'qualifications', [says(cimaJourney, 'alongside')], [ACA_MARK, ACCA_MARK]),
  ask('f23-q-cima-start-jan', 'if i sign up for cima in january when could i sit my first objective test', 'qualifications', cimaWindows, [ACA_MARK, ACCA_MARK]),
  ask('f23-q-cima-letters', 'what letters would i have after my name with cima', 'qualifications', ['CGMA'], [ACA_MARK, ACCA_MARK]),
  ask('f23-q-acca-career-changer-exp', 'changing career at 45. aca needs a training contract, does acca need work experience as well and how much', 'qualifications', [accaExperience], [CIMA_MARK]),
  ask('f23-q-acca-part-time-sessions', 'only working part time so i want to spread out the acca exams, how often in the year can i sit them', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f23-q-acca-applied-skills-fee', 'budgeting for the next acca level, what does each applied skills paper cost', 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Applied Knowledge exams'), accaFee('Strategic Professional exams')]),
  ask('f23-q-fae-fee-finish', 'stalled at the end of the aca and deciding whether to finish. how much is the fae', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')]),
  ask('f23-q-cta-length', 'qualified accountant thinking of specialising in tax, how long does the cta take stage by stage', 'qualifications', [ctaStageMonths('Foundation'), ctaStageMonths('Intermediate')], [ACA_MARK, ACCA_MARK]),
  ask('f23-q-cta-then-member', 'could i become a member with just 1 year of tax experience', 'qualifications', [`${ctaFacts.membership.minTaxExperienceYears} years`, `Level ${ctaFacts.membership.degreeLevel}`], [accaExperience, ACA_MARK], 'f23-q-cta-length'),
  ask('f23-q-cta-then-next', 'ok when is the next sitting then', 'qualifications', ctaNextSitting, [ACA_MARK, ACCA_MARK], 'f23-q-cta-then-member'),

  // --- Market: is now the time, and where ----------------------------------------------------------------
  ask('f23-m-moving-where', 'moving to ireland next year with my family, where are most of the finance jobs', 'market', [regionShare('Dublin')], [stat('remote-positions')]),
  ask('f23-m-where-then-galway', 'and galway? my partner is from there', 'market', [regionShare('Galway')], [stat('remote-positions')], 'f23-m-moving-where'),
  ask('f23-m-cork-or-limerick', 'choosing between cork and limerick for the move, what share of the new finance jobs are in cork', 'market', [regionShare('Cork')], [stat('remote-positions')]),
  ask('f23-m-good-time-to-move', 'is now a good time to move jobs or should i wait, is the finance jobs market growing', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f23-m-hold-out-for-more', 'trying to decide whether to hold out for a better offer, have the salaries on offer gone up much', 'market', [stat('average-salary-increase')], [stat('remote-positions')]),
  ask('f23-m-flexible-share', 'i need flexibility for the school run, what percentage of finance jobs offer remote or hybrid', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  ask('f23-m-hire-now-or-later', 'hire now or after christmas? how long does it normally take to fill a finance role', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f23-m-then-brief-speed', 'and once we send you the brief how quickly do you come back to us', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()], 'f23-m-hire-now-or-later'),
  ask('f23-m-data-fresh', 'before i base a decision on your market numbers, how often are they updated', 'market', [says(marketStats, 'quarterly')], []),

  // --- Contact -----------------------------------------------------------------------------------------------
  ask('f23-c-evening-close', 'can i ring in the evening once the kids are in bed, what time do ye close', 'contact', [closingTime], []),
  ask('f23-c-saturday', 'im working mon to fri myself, are you open saturdays at all', 'contact', [weekdays], []),
  ask('f23-c-email-before-decide', 'whats your email, id like to send my cv over before i decide anything', 'contact', [agency.email], []),
  ask('f23-c-phone-hiring', 'number to call about whether we should hire now or next quarter?', 'contact', [agency.phone.display], []),
  ask('f23-c-office-dublin', 'do you have an actual office in dublin i could call into', 'contact', [agency.address.streetAddress], []),
  ask('f23-c-licence-before-sign', 'before we sign anything with ye, whats your employment agency licence number', 'contact', [agency.licence.number], []),

  // --- Interview tips: the interviews that come with a change ------------------------------------------------
  ask('f23-t-career-changer-fit', 'moving from hospitality into finance, how do i show i fit the job description when i dont tick every box', 'interview-tips', [tipPhrase('map-the-job-description', 'concrete example')], [OFFER_TIP, MIC_TIP]),
  ask('f23-t-contractor-why-perm', 'going for a permanent job after years contracting, they will ask why i want to go perm. should i say contracting was a nightmare', 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [MIC_TIP]),
  ask('f23-t-two-offers', 'two offers, one pays more but the other has study support and hybrid, how do i choose', 'interview-tips', [tipPhrase('weigh-offers-and-counter-offers', 'whole package')], [MIC_TIP]),
  ask('f23-t-offers-then-counter', 'and now my current place says theyll match it if i stay', 'interview-tips', [OFFER_TIP], [MIC_TIP], 'f23-t-two-offers'),
  ask('f23-t-audit-to-medtech', 'leaving audit for a finance job in a medtech plant in galway, what will they ask me about', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f23-t-practice-to-bank', 'moving from practice into a bank, what technical stuff will they grill me on', 'interview-tips', [FUNDS_TIP], [TECH_TIP, PHARMA_TIP]),
  ask('f23-t-medtech-then-saas', 'and if i went for the software company instead', 'interview-tips', [TECH_TIP], [FUNDS_TIP, PHARMA_TIP], 'f23-t-audit-to-medtech'),
  ask('f23-t-pay-cut-expectations', 'i took a pay cut in my last job to get flexibility, what do i say when they ask my salary expectations', 'interview-tips', [tipPhrase('know-your-market-value', 'range')], [MIC_TIP]),
  ask('f23-t-one-exam-a-year', 'part qualified and only doing one exam a year with the kids, what do i say when they ask about my exams', 'interview-tips', [tipPhrase('discuss-your-qualification-plan', 'next sitting')], [OFFER_TIP, MIC_TIP]),
  ask('f23-t-video-from-abroad', 'first interviews will be on video from abroad before i move over, any tips', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'eye level')], [OFFER_TIP, AUDIT_TIP]),
  ask('f23-t-rusty-answers', 'havent interviewed in 8 years, how long should my answers be', 'interview-tips', [presencePhrase('Concise Answers', 'two minutes')], [OFFER_TIP]),
  ask('f23-t-rusty-then-star', 'and how do i structure them, i remember something about star', 'interview-tips', ['Situation', 'Reflection'], [OFFER_TIP, MIC_TIP], 'f23-t-rusty-answers'),

  // --- Services: what signing up or hiring through the agency means ------------------------------------------
  ask('f23-v-contract-and-perm', 'im contracting now but open to either, do ye deal in contract roles as well as permanent', 'services', [says(termsOfService, 'permanent and contract')], []),
  ask('f23-v-career-changer-free', 'career changer with no experience, would ye even take me on, and would it cost me anything', 'services', [says(termsOfService, 'free to candidates')], []),
  ask('f23-v-stamp-1g', 'moving to ireland from brazil, im on a stamp 1g after my masters. can i still apply for the jobs on your site', 'services', [says(applicationForm, 'visa status')], []),
  ask('f23-v-register-later', 'if i register now but dont start looking properly for 6 months, how long would you keep my cv', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f23-v-register-then-delete', 'and if i decide to stay where i am can i get my details deleted', 'services', [says(privacyPolicy, 'delete')], [], 'f23-v-register-later'),
  ask('f23-v-boss-only-thinking', 'only thinking about moving, i dont want my cv going anywhere without me knowing, do you check first', 'services', [says(candidatesPage, 'permission')], []),
  ask('f23-v-jobs-deciding', 'what jobs have you got at the moment, trying to decide whether to move', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f23-v-jobs-then-salary', 'the qualified accountant one, whats the salary on it', 'services', [qualifiedJob.salary], [trainee.salary], 'f23-v-jobs-deciding'),
  ask('f23-v-jobs-then-days', 'how many days from home would i get on that one', 'services', [says(qualifiedJob.description, 'two to three days')], [hybridDays, trainee.salary], 'f23-v-jobs-then-salary'),
  ask('f23-v-never-used-agency', 'never used an agency before and not sure we should, how does it work with you from start to finish', 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], []),
  ask('f23-v-seen-before-us', 'will you have actually met the candidates before we see them', 'services', [says(employersPage.process, 'interviewed')], []),
  ask('f23-v-who-dealing-with', 'who would i actually be dealing with if we went with ye', 'services', [niamh.name, conor.name], []),
  ask('f23-v-meet-sligo', 'im based in sligo, would someone meet me face to face or is it all online', 'services', [says(agency.operatingModel, 'face to face')], []),
  ask('f23-v-cv-format', 'my cv is only a photo on my phone at the minute, what formats can i upload', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], []),

  // --- Off-topic: decisions outside accounting and finance careers, and everyday questions -----------------------
  ...(
    [
      ['f23-o-pension-or-cash', 'should i join my work pension scheme or just take the extra money in my pay'],
      ['f23-o-fixed-mortgage', 'fixed or variable mortgage, which is better right now'],
      ['f23-o-sole-trader-or-ltd', 'as a contractor is it better to be a sole trader or set up a limited company'],
      ['f23-o-contractor-tax', 'would i pay less tax as a contractor than as a permanent employee'],
      ['f23-o-ucd-or-dcu', 'which is better for a business degree, ucd or dcu'],
      ['f23-o-cao-points', 'how many cao points do you need for nursing in ucc'],
      ['f23-o-springboard', 'is a springboard course in data analytics worth doing'],
      ['f23-o-stamp4-form', 'how do i fill in the stamp 4 renewal form'],
      ['f23-o-dependant-work', 'can my husband work here on a dependant permission if i get a critical skills permit'],
      ['f23-o-jobseekers', 'how much jobseekers benefit would i get while i decide what to do next'],
      ['f23-o-maternity-part-time', 'do i lose maternity benefit if i go back part time early'],
      ['f23-o-parental-leave', 'how many weeks of parental leave am i entitled to'],
      ['f23-o-teacher-returner', 'what would a primary teacher get going back after a career break'],
      ['f23-o-software-dev-pay', 'should i retrain as a software developer instead, what do they earn'],
      ['f23-o-uk-pension', 'how do i transfer my uk pension over to ireland'],
      ['f23-o-moving-tax-return', 'can you recommend an accountant to do my tax return for the year i moved to ireland'],
      ['f23-o-creche-fees', 'how much are creche fees in dublin these days'],
      ['f23-o-rent-cork', 'best areas to rent in cork for a family moving from abroad'],
      ['f23-o-licence-exchange', 'how do i swap my foreign driving licence for an irish one'],
      ['f23-o-schools-galway', 'which secondary schools in galway are good'],
      ['f23-o-bank-account', 'how do i open a bank account in ireland without a payslip yet'],
      ['f23-o-garda-interview', 'what questions do they ask at the garda trainee interview'],
      ['f23-o-airport-bus', 'how much is the bus from dublin airport into town'],
      ['f23-o-weather', 'is the weather in ireland really as bad as people say'],
      ['f23-o-citizens-info-hours', 'what are the opening hours of the citizens information office in cork'],
      ['f23-o-citizenship-exam', 'is there an exam you have to pass to get irish citizenship'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  ...(
    [
      ['f23-h-hire-now-or-wait', 'can someone ring me, i want to talk through whether we hire now or wait till the new year'],
      ['f23-h-returner-person', 'id rather talk to a real recruiter about going back to work after my break'],
      ['f23-h-relocating-formal', 'Could one of your consultants please contact me? I am relocating to Ireland in March and would appreciate some advice.'],
      ['f23-h-conor-bookkeeper', 'put me onto conor about a bookkeeper hire please'],
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
