// The THIRTY-NINTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 30 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// thirty-seventh and thirty-eighth sets and their tests (for the rules, format and builders, and to
// avoid repeating their wordings); never the engine (lambdas/), never any other set, and never ran
// Aine on these questions nor looked at what it answers.
//
// Persona and angle: A TWENTY-SECOND CROSS-SECTION: ON A PHONE, IN A HURRY. Visitors typing on a
// phone: mostly lower case, little punctuation, short and clipped, text-speak and abbreviations
// ("pls", "thx", "u", "ur", "r", "wat", "hw much", "k" for thousand, "yrs", "pqe", "fc", "fd", "cfo",
// "ap/ar", "acca", "aca", "cpa", "cima", "qual"), city names spelt out (sometimes misspelt, never
// "dub"), a slip or two of the thumb per message at most ("qualifed", "bookeeper", "limrick", "allowence"), Irish usage
// ("wat wud i be on", "hubby", "mate of mine", "what's the craic" as an off-topic greeting), questions
// run together without punctuation ("65k base n 15% bonus wats the fee"), and ordinary questions of
// every topic in proportion to real traffic: salaries most (every table, with years, firm and company
// sizes and cities), then placement fees at many salaries, qualifications (exam structure, dates,
// fees, how long), market figures, contact details and hours, interview tips, the agency's services,
// CV upload rules and privacy, jobs. About 50% candidates, 40% employers and 10% others (a parent, a
// partner, a friend). 40 follow-ups in short chains (one drifting off-topic); 24 more off-topic
// questions, 14 of them near-misses that sound financial or recruitment-like (personal tax, BIK,
// mortgages, auto-enrolment, the inflation rate, corporation tax, redundancy, pay outside accounting
// and finance, accountants' pay in other countries, a payroll bureau), the rest plainer; five requests
// for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the thirty-seventh and thirty-eighth sets):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
//   Audit and C-suite levels are picked by firm or company size (small, mid-tier, large / Big 4;
//   for C-suite headcounts, under 50 small, 50 to 499 mid-size, 500 or more enterprise). Where pay
//   "tops out" in a career is its most experienced level.
// - Comparison rule: a question comparing two roles at one level ("fa or ma which pays more") is
//   right with both roles' bands for that level, wrong with either role's other levels.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee; or,
//   asked of a base salary with a car allowance or bonus on top, the fee on the whole package). No
//   salary sits on a band edge (€35,000 or €45,000). "Salary plus your fee", "total" is right with
//   the fee on that salary (the content states fees, not totals).
// - A follow-up that changes one thing (level, city, role, amount, qualification) keeps the rest of
//   the earlier question; "is that b4 tax" after a salary is answered with the guide's footnote.
// - Two questions in one message: the reply is right only with both answers.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax and credits, benefit in kind, mortgages, pension
//   auto-enrolment, the national inflation rate, corporation tax, redundancy entitlements, payroll
//   done as a service, pay or jobs outside accounting and finance, pay in other countries).
//   An off-topic reply must name "accounting and finance" and quote no euro figure; so must an
//   off-topic follow-up at the end of a chain.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.
//
// In this set, as in the thirty-seventh and thirty-eighth, a reply that should quote no euro figure
// (contact details, the CV rules, privacy, the candidates' side of the fees) is wrong with one; a
// question about someone else is judged as if that person asked it. A "credit controller" or "ap
// clerk" is the guide's Accounts Payable/Receivable row; a "trainee" or "grad" in a practice is the
// audit table's Junior row. Where two figures the content states coincide (the job market growth and
// Cork's share; the average salary increase and Galway's share; the specialisations' premiums; a
// band two rows share, such as a support row's middle band and another's entry band), neither is
// used as the other's wrong figure.

import { agency } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { interviewPreparationPage } from '#content/interview-tips';
import { privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaFacts, accaFacts, cimaFacts, cimaKeyDatesFact, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { salaryGuidePage, type SalaryLevelIndex, type SalaryTableId } from '#content/salary-guide';
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
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, otherLevels, pay, QA, regionShare, stat, SUPPORT, wrongBandFees } from './held-out-figures.ts';

const now = new Date();
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const ctaWebsite = websiteHost(ctaFacts.website);
const ctaAutumnExams: string[] = ctaDatesPassed ? [ctaWebsite] : [ctaSitting('Autumn').exams];
const ctaRegistration: string[] = ctaDatesPassed ? [ctaWebsite] : [ctaSitting('Spring').registration, ctaSitting('Autumn').registration];
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const cimaWindows: string[] = cimaDatesPassed
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.objectiveTests.map((testWindow) => testWindow.display);

const accaExperience = `${accaFacts.experienceMonths} months`;
const cimaExperience = `${cimaFacts.experienceYears} years`;
const accaExams = `${accaFacts.examCount} exams`;
const cimaTests = `${cimaFacts.objectiveTests} objective tests`;
const faeElectives = `${acaFacts.faeElectives} electives`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;
const cvSize = `${MAX_CV_MEGABYTES}MB`;
const retention = `${DATA_RETENTION_YEARS} years`;
const whatsapp = websiteHost(agency.whatsappUrl);
const gross = says(salaryGuidePage, 'gross');
const freeToCandidates = says(termsOfService, 'free to candidates');
const [membership] = agency.trustSignals.memberships;
const [niamh, conor] = teamMembers;
if (!membership || !niamh || !conor) {
  throw new RangeError('The memberships or the team changed: update the thirty-ninth set');
}

/** The hand-over rule: the reply names who receives the question and asks for the visitor's name. */
function handOver(id: string, question: string): HeldOutQuestion {
  return { id, question, kind: 'hand-over', topic: 'hand-over', mustContain: [handoverRecipients, 'name'], mustNotContain: ['€'] };
}

/** The fee on a base salary with an allowance or bonus on top: right with the base's fee, wrong with the whole package's. */
function feeOnBase(id: string, question: string, base: number, extra: number, followUpOf?: string): HeldOutQuestion {
  return placementFee(id, question, base, [feeAmount(base + extra)], followUpOf);
}

/** "Is that b4 tax": the guide's footnote, without another level's band. */
function beforeTax(id: string, question: string, tableId: SalaryTableId, position: string, level: SalaryLevelIndex, followUpOf: string): HeldOutQuestion {
  return ask(id, question, 'salary', [gross], otherLevels(tableId, position, level), followUpOf);
}

export const thirtyNinthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Candidates: qualified accountants, thumbed out -------------------------------------------------------------
  salary('f39-s-fa-cork-2yrs', 'wat wud a financial accountant get in cork 2 yrs qualified', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f39-s-cork-then-4yrs', 'n wit 4 yrs', QA, 'Financial Accountant', 1, [pay(QA, 'Financial Controller', 1)], 'f39-s-fa-cork-2yrs'),
  beforeTax('f39-s-4yrs-then-gross', 'is that b4 tax', QA, 'Financial Accountant', 1, 'f39-s-cork-then-4yrs'),
  offTopic('f39-fo-gross-then-tax-credits', 'k hw do i claim my tax credits so', 'f39-s-4yrs-then-gross'),

  salary('f39-s-fc-7yrs-galway', 'fc 7yrs pqe galway salary pls', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('f39-s-fc-then-nq', 'n a just qualified fc', QA, 'Financial Controller', 0, [pay(QA, 'Financial Accountant', 0)], 'f39-s-fc-7yrs-galway'),

  salary('f39-s-ma-limrick-1yr', 'management acct in limrick 1yr pqe wat shud i be on', QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f39-s-analyst-4yrs', 'fp&a analyst 4yrs hw much r they paying', QA, 'Financial Analyst', 1, [pay(QA, 'Financial Controller', 1)]),
  salary('f39-s-analyst-then-top', 'wat does it top out at', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Controller', 2)], 'f39-s-analyst-4yrs'),
  salary('f39-s-ia-8yrs-dublin', 'internal auditor 8 yrs dublin hw much', QA, 'Internal Auditor', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f39-s-ia-then-2yrs', 'hw bout 2 yrs qualified', QA, 'Internal Auditor', 0, [pay(QA, 'Financial Controller', 0)], 'f39-s-ia-8yrs-dublin'),
  salary('f39-s-fc-4yrs-offer-90k', 'cpa qualified fc 4yrs pqe offered 90k is that ok or am i being lowballed', QA, 'Financial Controller', 1, [pay(QA, 'Financial Accountant', 1)]),
  salaryRow('f39-s-fc-all-levels', 'fc salarys all levels pls', [QA, 'Financial Controller'], [QA, 'Financial Accountant']),
  compare('f39-s-fa-vs-ma-2yrs', 'fa or ma which pays more 2 yrs qualified', [QA, 'Financial Accountant'], [QA, 'Management Accountant'], 0),
  salary('f39-s-ma-9yrs-athlone', 'mgmt accountant 9 yrs pqe athlone ballpark?', QA, 'Management Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f39-s-nq-kilkenny', 'newly qualifed accountant kilkenny wat wud i be on', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),

  // --- Candidates: practice -----------------------------------------------------------------------------------------
  salary('f39-s-senior-midtier-cork', 'audit senior mid tier firm cork wat do they pay', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1), pay(AUDIT, 'Junior', 1)]),
  salary('f39-s-senior-then-big4', 'wat if i moved to a big 4', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2), pay(AUDIT, 'Junior', 2)], 'f39-s-senior-midtier-cork'),
  ask('f39-t-big4-then-interview', 'wat do they ask in big 4 interviews', 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, TECH_TIP], 'f39-s-senior-then-big4'),
  salary('f39-s-junior-small', 'trainee in a small practice wat wud i start on', AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)]),
  salary('f39-s-junior-then-big4', 'big four any better?', AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)], 'f39-s-junior-small'),
  salary('f39-s-manager-big4', 'audit mgr big4 salary?', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2), pay(AUDIT, 'Director', 2)]),
  salary('f39-s-director-mid', 'audit director in a mid tier hw much', AUDIT, 'Director', 1, [pay(AUDIT, 'Manager', 1), pay(AUDIT, 'Partner', 1)]),
  salary('f39-s-partner-midtier', 'wat do partners make in mid tier firms', AUDIT, 'Partner', 1, [pay(AUDIT, 'Director', 1)]),

  // --- Candidates: part-qualified and support ----------------------------------------------------------------------
  salary('f39-s-aa-no-exp', 'accounts assistant no exp wat wud i get', SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  salary('f39-s-aa-then-4yrs', 'n after 4 yrs', SUPPORT, 'Accounts Assistant', 2, [pay(SUPPORT, 'Bookkeeper', 2)], 'f39-s-aa-no-exp'),
  salary('f39-s-bookkeeper-2yrs-sligo', 'bookeeper 2yrs sligo hw much', SUPPORT, 'Bookkeeper', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f39-s-payroll-entry', 'payroll entry level wat do they pay', SUPPORT, 'Payroll Specialist', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salary('f39-s-apar-4yrs-limerick', 'ap/ar 4yrs exp limerick salary', SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)]),
  salary('f39-s-credit-control-2yrs', 'credit controll 2 yrs wat shud i be on', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f39-s-pq-2yrs-galway', 'part qualified 2yrs galway wats normal', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Bookkeeper', 1)]),
  salary('f39-s-pq-then-letters', 'n wen i get my letters, fa role', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)], 'f39-s-pq-2yrs-galway'),
  salaryRow('f39-s-payroll-row', 'payroll salaries all levels', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Accounts Assistant']),
  compare('f39-s-aa-vs-apar-entry', 'accounts assistant v ap clerk starting out which pays more', [SUPPORT, 'Accounts Assistant'], [SUPPORT, 'Accounts Payable/Receivable'], 0),

  // --- Candidates: finance leadership ---------------------------------------------------------------------------------
  salary('f39-s-cfo-3k-staff', 'cfo salary big multinational 3k staff', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f39-s-fd-40-person', 'fd for a 40 person company hw much', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f39-s-gfc-200-staff', 'group fc 200 staff salary?', CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'Finance Director', 1)]),

  // --- Candidates: premiums and benefits ----------------------------------------------------------------------------
  ask('f39-i-remote-premium', 'fully remote roles pay extra or less?', 'salary-insights', [remotePremium], [esgPremium, hybridDays]),
  ask('f39-i-esg', 'does csrd / esg exp get u more money', 'salary-insights', [esgPremium], [remotePremium, pensionMatch]),
  ask('f39-i-pension', 'wats normal employer pension match', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f39-i-study-budget', 'will they pay for my exams, hw much study budget is normal', 'salary-insights', [developmentBudget], [pensionMatch]),
  ask('f39-i-tech-premium', 'wud moving to a tech co get me a few bob more', 'salary-insights', [specialisationPremium('Technology')], [esgPremium, remotePremium]),
  ask('f39-i-hybrid-days', 'hybrid hw many days at home is the norm', 'salary-insights', [hybridDays], [pensionMatch, esgPremium]),

  // --- Candidates: qualifications -------------------------------------------------------------------------------------
  ask('f39-q-acca-count-and-length', 'hw many exams in acca n how long does it take', 'qualifications', [accaExams, accaExperience], [cimaTests, ACA_MARK]),
  ask('f39-q-aca-levels', 'wat r the aca levels', 'qualifications', [...acaFacts.levels], [ACCA_MARK, CIMA_MARK]),
  ask('f39-q-levels-then-electives', 'hw many electives at fae', 'qualifications', [faeElectives], [ACCA_MARK, CIMA_MARK], 'f39-q-aca-levels'),
  ask('f39-q-electives-then-fae-month', 'wen is fae sat', 'qualifications', [acaSitting('FAE').main], [acaSitting('CAP1').main, ACCA_MARK], 'f39-q-levels-then-electives'),
  ask('f39-q-cap2-dates', 'cap2 exam dates', 'qualifications', [acaSitting('CAP2').main, acaSitting('CAP2').repeat], [acaSitting('FAE').main, ACCA_MARK]),
  ask('f39-q-cap1-fees', 'cap1 fees hw much', 'qualifications', [acaFee('CAP1 exams')], [acaFee('CAP2 exams'), acaFee('FAE exams')]),
  ask('f39-q-cima-ot-each', 'cima objective test hw much each', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')]),
  ask('f39-q-cima-work-exp', 'do u need work exp for the cima qual n how much', 'qualifications', [cimaExperience], [accaExperience, ACA_MARK]),
  ask('f39-q-cima-windows', 'wen r the cima exam windows', 'qualifications', cimaWindows, [ACA_MARK, ACCA_MARK]),
  ask('f39-q-windows-then-case-fee', 'hw much per case study', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test')], 'f39-q-cima-windows'),
  ask('f39-q-acca-reg-and-sub', 'acca reg fee n yearly sub', 'qualifications', [accaFee('Registration'), accaFee('Annual subscription')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f39-q-acca-sp-cost', 'strategic professional exams hw much', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Skills exams'), accaFee('Applied Knowledge exams')]),
  ask('f39-q-acca-sbl', 'wat is sbl in acca', 'qualifications', [accaPaper('SBL')], [cimaPaper('E3'), ACA_MARK]),
  ask('f39-q-acca-months', 'acca exam sittings wat months r they', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f39-q-months-then-ak', 'n the applied knowlege ones hw much', 'qualifications', [accaFee('Applied Knowledge exams')], [accaFee('Applied Skills exams'), accaFee('Strategic Professional exams')], 'f39-q-acca-months'),
  ask('f39-q-cta-stages-length', 'cta hw long is each stage', 'qualifications', [ctaStageMonths('Foundation'), ctaStageMonths('Advanced')], [ACA_MARK, CIMA_MARK]),
  ask('f39-q-stages-then-register', 'n wen do i register', 'qualifications', ctaRegistration, [ACA_MARK, ACCA_MARK], 'f39-q-cta-stages-length'),
  ask('f39-q-cta-autumn', 'wen is the cta autumn sitting', 'qualifications', ctaAutumnExams, [ACA_MARK, ACCA_MARK]),
  ask('f39-q-cta-membership', 'wat do i need for cta membership', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [accaExperience, ACA_MARK]),

  // --- Candidates: the market ---------------------------------------------------------------------------------------
  ask('f39-m-growth', 'is the market gud atm for accountants', 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')]),
  ask('f39-m-growth-then-remote', 'n remote jobs?', 'market', [stat('remote-positions')], [stat('job-market-growth'), stat('average-salary-increase')], 'f39-m-growth'),
  ask('f39-m-dublin-share', 'wat % of jobs r in dublin', 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')]),
  ask('f39-m-dublin-then-cork', 'wat bout cork', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')], 'f39-m-dublin-share'),
  ask('f39-m-galway-share', 'galway much work there for accountants?', 'market', [regionShare('Galway')], [regionShare('Dublin'), regionShare('Cork')]),
  ask('f39-m-pay-rises', 'r wages goin up in finance this yr', 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')]),
  ask('f39-m-time-to-hire', 'hw long does it take to fill a finance role usually', 'market', [formatTimeToHire()], [hours]),

  // --- Candidates: interviews -----------------------------------------------------------------------------------------
  ask('f39-t-zoom-in-an-hour', 'zoom interview in an hour wat do i check', 'interview-tips', [MIC_TIP], [OFFER_TIP, AUDIT_TIP]),
  ask('f39-t-star', 'wats the star thing for interviews', 'interview-tips', [says(interviewPreparationPage, 'Situation'), says(interviewPreparationPage, 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f39-t-counter', 'gave notice n my manager wants to counter, wat do i do', 'interview-tips', [OFFER_TIP], [MIC_TIP, AUDIT_TIP]),
  ask('f39-t-pharma', 'interview w a pharma co nxt week wat do i revise', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f39-t-pharma-then-length', 'hw long shud my answers be', 'interview-tips', [presencePhrase('Concise Answers', 'one to two minutes')], [OFFER_TIP, MIC_TIP], 'f39-t-pharma'),
  ask('f39-t-weakness', 'wat do i say for my biggest weakness', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'development area')], [OFFER_TIP, MIC_TIP]),
  ask('f39-t-wear-big4', 'wat to wear to a big 4 interview', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP, OFFER_TIP]),
  ask('f39-t-thank-you', 'shud i send a thank u email after', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [OFFER_TIP, MIC_TIP]),
  ask('f39-t-fund-admin', 'fund admin interview tmrw wat technical stuff', 'interview-tips', [FUNDS_TIP], [PHARMA_TIP, TECH_TIP]),
  ask('f39-t-turned-down', 'got turned down after final round cn i get feedback', 'interview-tips', [tipPhrase('ask-for-feedback', 'candid feedback')], [OFFER_TIP, MIC_TIP]),

  // --- Candidates: CV, privacy, jobs and the service -------------------------------------------------------------------
  ask('f39-v-cv-pdf-or-word', 'cn i upload my cv as a pdf or does it hav to be word', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], ['€']),
  ask('f39-v-cv-max-size', 'max cv size?', 'services', [cvSize], ['€']),
  ask('f39-v-size-then-hold', 'n hw long do u hold my details after', 'services', [retention], ['€'], 'f39-v-cv-max-size'),
  ask('f39-v-hold-then-delete', 'cn i get it deleted b4 that', 'services', [says(privacyPolicy, 'delete')], ['€'], 'f39-v-size-then-hold'),
  ask('f39-v-cv-ask-first', 'do employers see my cv straight away or do u ask me first', 'services', [says(candidatesPage, 'without your permission')], ['€']),
  ask('f39-v-chat-stored', 'where does this chat go is it stored sumwhere', 'services', [says(privacyPolicy, 'United States')], ['€']),
  ask('f39-v-jobs-up', 'u got any jobs up at the moment', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f39-v-jobs-then-qualified-pay', 'wats the qualified one paying', 'services', [qualifiedJob.salary], [trainee.salary], 'f39-v-jobs-up'),
  ask('f39-v-qualified-then-days', 'is it hybrid n how many days home', 'services', [says(qualifiedJob, 'two to three days')], [], 'f39-v-jobs-then-qualified-pay'),
  ask('f39-v-contract-work', 'im after contract finance work not perm, cn u help', 'services', [says(termsOfService, 'permanent and contract')], ['€']),
  ask('f39-v-candidate-pays', 'do i hav to pay u anything to find me a job', 'services', [freeToCandidates], ['€']),

  // --- Candidates: contact and hours -----------------------------------------------------------------------------------
  ask('f39-c-phone', 'ur phone no. pls', 'contact', [agency.phone.display], ['€']),
  ask('f39-c-phone-then-sat', 'open sat morn?', 'contact', [weekdays], ['€'], 'f39-c-phone'),
  ask('f39-c-email', 'email addy?', 'contact', [agency.email], ['€']),
  ask('f39-c-email-then-hours', 'wat hrs r u there', 'contact', [openingTime, closingTime], ['€'], 'f39-c-email'),
  ask('f39-c-close-today', 'til wat time r u open 2day', 'contact', [closingTime], ['€']),
  ask('f39-c-whatsapp', 'cn i msg u on whatsapp instead', 'contact', [whatsapp], ['€']),
  ask('f39-c-address', 'wats ur office address', 'contact', [agency.address.streetAddress], ['€']),
  ask('f39-c-licence', 'r u a licensed agency wats the number', 'contact', [agency.licence.number], ['€']),

  // --- Employers: what to pay, then the fee -------------------------------------------------------------------------
  salary('f39-s-hire-fc-6yrs-cork', 'hiring fc cork 6+ yrs wat do we need to offer', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  placementFee('f39-p-fc-then-110k', 'n ur fee at 110k', 110_000, [], 'f39-s-hire-fc-6yrs-cork'),
  ask('f39-p-110k-then-when', 'wen do we hav to pay it', 'placement-fees', [says(termsOfService, 'in writing')], wrongBandFees(110_000), 'f39-p-fc-then-110k'),

  salary('f39-s-hire-aa-2yrs', 'need an accounts asst 2yrs exp wat salary', SUPPORT, 'Accounts Assistant', 1, [pay(SUPPORT, 'Bookkeeper', 1)]),
  placementFee('f39-p-aa-then-38k', 'fee on 38k then', 38_000, [], 'f39-s-hire-aa-2yrs'),
  placementFee('f39-p-38k-then-33500', 'n if its 33.5k', 33_500, [feeAmount(38_000)], 'f39-p-aa-then-38k'),

  salary('f39-s-hire-cfo-150-staff', 'cfo for our company 150 staff wat range', CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)]),
  placementFee('f39-p-cfo-then-175k', 'fee on 175k?', 175_000, [], 'f39-s-hire-cfo-150-staff'),
  ask('f39-p-175k-then-exclusive', 'cn we get a better rate if its exclusive to u', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], wrongBandFees(175_000), 'f39-p-cfo-then-175k'),

  salary('f39-s-hire-senior-6-person', 'audit senior for our 6 person practice, salary?', AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0), pay(AUDIT, 'Junior', 0)]),
  salary('f39-s-hire-junior-large', 'large firm taking grads in sept wat do trainees get', AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)]),
  placementFee('f39-p-junior-then-39500', 'fee on 39,500 for one', 39_500, [], 'f39-s-hire-junior-large'),
  salary('f39-s-hire-gfc-900', 'gfc for group w 900 employees salary band', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f39-s-gfc-then-80', 'n for a group of 80 ppl', CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'Finance Director', 1)], 'f39-s-hire-gfc-900'),
  salary('f39-s-hire-fd-250', 'fd for 250 staff co wat salary shud we budget', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  salary('f39-s-hire-ma-4yrs-galway', 'management accountnt 4 yrs pqe, hiring in galway, range?', QA, 'Management Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  placementFee('f39-p-ma-then-74k', 'wats ur cut on 74k', 74_000, [], 'f39-s-hire-ma-4yrs-galway'),
  ask('f39-m-74k-then-weeks', 'n hw many wks to fill it', 'market', [formatTimeToHire()], [hours], 'f39-p-ma-then-74k'),
  salary('f39-s-hire-apar-2yrs-dundalk', 'ap clerk w 2 yrs exp wat salary in dundalk', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f39-s-hire-analyst-nq', 'newly qualed fp&a analyst wat do we offer', QA, 'Financial Analyst', 0, [pay(QA, 'Financial Controller', 0)]),
  compare('f39-s-hire-fc-vs-fa-7yrs', 'fc or fa 7yrs pqe whats the diff in pay', [QA, 'Financial Controller'], [QA, 'Financial Accountant'], 2),
  compare('f39-s-hire-gfc-vs-fd-20', 'gfc vs fd small co 20 staff which costs more', [CSUITE, 'Group Financial Controller'], [CSUITE, 'Finance Director'], 0),
  compare('f39-s-senior-vs-manager-big4', 'big 4 senior v manager pay gap', [AUDIT, 'Senior'], [AUDIT, 'Manager'], 2),

  // --- Employers: fees at many salaries ------------------------------------------------------------------------------
  placementFee('f39-p-52k', 'hw much is ur fee on 52k', 52_000),
  placementFee('f39-p-52k-then-56k', 'wat if we offered 56', 56_000, [feeAmount(52_000)], 'f39-p-52k'),
  placementFee('f39-p-30k-ap', 'fee for ap clerk on 30k pls', 30_000),
  placementFee('f39-p-41k', '41k hire wat do u charge', 41_000),
  placementFee('f39-p-95k-fc', 'fc at 95k wat wud ye charge us', 95_000),
  placementFee('f39-p-62500', 'fee 62,500 salary thx', 62_500),
  placementFee('f39-p-27500', 'wats the charge on 27.5k', 27_500),
  placementFee('f39-p-forty-three', 'forty three k whats ur %', 43_000),
  placementFee('f39-p-200k-cfo', '200k cfo fee?', 200_000),
  placementFee('f39-p-85k', 'hw much wud it cost us to hire at 85k', 85_000),
  feeOnBase('f39-p-48k-plus-car', '48k basic + car allowence 5k wats ur fee', 48_000, 5_000),
  placementFee('f39-p-58k-total', 'salary 58k + ur fee total?', 58_000),
  placementFee('f39-p-hundred-n-twenty', 'a hundred n twenty grand fd, fee', 120_000),
  feeOnBase('f39-p-65k-plus-bonus', '65k base n 15% bonus wats the fee', 65_000, 9_750),
  ask('f39-p-bonus-then-base', 'so bonus not incl?', 'placement-fees', [says(feesPage, 'base salary')], [feeAmount(74_750)], 'f39-p-65k-plus-bonus'),
  ask('f39-p-how-much-broad', 'hw much do u charge employers', 'placement-fees', allBandPercentages, [accaFee('Strategic Professional exams'), cimaFee('Case study exam')]),
  placementFee('f39-p-broad-then-26k', 'k so on 26k?', 26_000, [], 'f39-p-how-much-broad'),
  placementFee('f39-p-26k-then-47k', 'n 47k', 47_000, [feeAmount(26_000)], 'f39-p-broad-then-26k'),
  ask('f39-p-rebate-month', 'wat if they leave after a month do we get money back', 'placement-fees', [says(termsOfService, 'rebate')], []),
  ask('f39-p-retainer', 'any retainer or upfront cost', 'placement-fees', [says(termsOfService, 'successful candidate')], [cimaFee('Case study exam')]),
  ask('f39-p-lower-than-big', 'ur fees lower than the big recruiters or wat', 'placement-fees', [says(feesPage, 'lower than traditional agencies')], [cimaFee('Case study exam')]),

  // --- Employers: the service, pay rises and benefits ---------------------------------------------------------------
  ask('f39-v-receptionist', 'cud u find us a receptionist as well', 'services', [says(employersPage, 'only accounting and finance')], []),
  ask('f39-v-how-it-works', 'hw does it work if we use u to hire', 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], []),
  ask('f39-v-respond-new-role', 'hw fast do u respond to a new role', 'services', [hours], [formatTimeToHire()]),
  ask('f39-v-who-behind', 'who r the ppl behind this agency', 'services', [niamh.name, conor.name], []),
  ask('f39-v-federation', 'u registered w any recruitment federation', 'services', [membership.name], ['€']),
  ask('f39-i-col-increase', 'shud we give our team a col increase, wats typical', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),

  // --- Others: a parent, a partner, a friend, relatives ------------------------------------------------------------
  salary('f39-s-son-trainee-mid', 'my son startin as a trainee in a mid sized practice wat shud he get', AUDIT, 'Junior', 1, [pay(AUDIT, 'Senior', 1)]),
  ask('f39-v-son-then-free', 'n is it free for him to sign up w u', 'services', [freeToCandidates], ['€'], 'f39-s-son-trainee-mid'),
  salary('f39-s-hubby-payroll-6yrs', 'hubby in payroll 6 yrs on 44k is that low', SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f39-s-mate-cfo-startup', 'mate of mine is cfo of a startup 25 ppl wat wud he be on', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  ask('f39-q-niece-cima-exams', 'my niece wants to do cima hw many exams', 'qualifications', [cimaTests], [accaExams, ACA_MARK]),
  ask('f39-q-mam-aca-reg', 'mam here, hw much is aca registration for my son', 'qualifications', [acaFee('Student registration')], [accaFee('Registration'), cimaFee('Registration')]),
  ask('f39-v-daughter-free', 'does my daughter hav to pay u if u get her work', 'services', [freeToCandidates], ['€']),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  handOver('f39-h-call-me', 'cn sum1 call me pls'),
  handOver('f39-h-real-recruiter', 'want 2 talk to a real recruiter not a bot'),
  handOver('f39-h-niamh', 'pls get niamh to ring me back'),
  handOver('f39-h-senior-hire', 'need a person to discuss a senior hire asap'),
  handOver('f39-h-human', 'put me thru to an actual human'),

  // --- Off-topic: near-misses that sound financial or recruitment-like ---------------------------------------------------
  ...(
    [
      ['f39-o-tax-on-50k', 'hw much tax wud i pay on 50k'],
      ['f39-o-joint-mortgage', 'wat mortgage cud we get on 2 salaries'],
      ['f39-o-form-11', 'hw do i fill in a form 11'],
      ['f39-o-dev-salary', 'avg salary for a software dev in dublin'],
      ['f39-o-london-accountant', 'wat do accountants earn in london'],
      ['f39-o-dubai-acca', 'acca jobs in dubai tax free salary?'],
      ['f39-o-bik-car', 'hw much bik on a company car'],
      ['f39-o-auto-enrolment', 'wat % is the new pension auto enrolment'],
      ['f39-o-cpi', 'wats the inflation rate in ireland this month'],
      ['f39-o-payroll-bureau', 'cn u run payroll for my small biz'],
      ['f39-o-solicitor-pay', 'going rate for a solicitor 5 yrs'],
      ['f39-o-retail-jobs', 'any retail jobs going in galway'],
      ['f39-o-corp-tax', 'wats the corporation tax rate'],
      ['f39-o-redundancy', 'hw much redundancy am i entitled to after 6 yrs'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Off-topic: plainer ------------------------------------------------------------------------------------------------
  ...(
    [
      ['f39-o-craic', 'wats the craic'],
      ['f39-o-match', 'who won the match last nite'],
      ['f39-o-chipper', 'gud chipper in limerick?'],
      ['f39-o-kerry-weather', 'wats the weather like in kerry 2moro'],
      ['f39-o-joke', 'gimme a joke im bored'],
      ['f39-o-dart', 'wen is the next dart to bray'],
      ['f39-o-box-set', 'recommend a gud box set'],
      ['f39-o-iphone', 'hw do i reset my iphone'],
      ['f39-o-penneys', 'wat time does penneys close'],
      ['f39-o-polish', 'translate thx into polish'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),
];
