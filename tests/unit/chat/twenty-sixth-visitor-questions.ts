// The TWENTY-SIXTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 29 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// twentieth and twenty-fourth sets and their tests (for the rules, format and builders), and skimmed
// the twenty-first set only to avoid repeating its wordings; never the engine (lambdas/), never the
// other set being written at the same time (the twenty-fifth), never any other set, and never ran
// Aine on these questions nor looked at what it answers.
//
// Persona and angle: A NINTH CROSS-SECTION: SHORT MESSAGES TYPED INTO THE CHAT BOX. Most questions
// are 3-12 words, typed on a phone or a laptop between other things: fragments ("fc cork 4 yrs
// pqe?", "fee on 62k", "acca exam dates"), abbreviations and shorthand (FC, FD, GFC, MA, AP, PQE, NQ,
// CFO, FAE, CTA, CAP1, P1, SME, MNC, k for thousand, yrs, mths, pls, thx, u, ur, atm, wfh), lower
// case, missing words and Irish usage ("ye", "grand", "what would I be on", "got my letters").
// Follow-ups are just as short ("and galway?", "senior?", "what about 80k", "and cima?", "cost?"),
// chains of two to four turns carrying a slot forward (a new city, level, role, firm size, salary,
// qualification stage, "and how much does it cost"). Some messages put two facts in one line ("nq
// fc salary + ur fee on 75k"): a right reply answers both. Topics in proportion to what visitors
// ask: salaries by role, level and city the most, then placement fees, qualifications and exams,
// market figures, contact and hours, interview tips, the agency's services, CV upload and privacy,
// jobs and the chat itself. Off-topic questions are short too ("tax on 60k?", "mortgage advice",
// "solicitor jobs dublin"), more than half of them near-misses; four requests for a person.
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
//   Audit and C-suite levels are picked by firm or company size (small / SME, mid-tier / mid size,
//   large / Big 4 / multinational / plc). A bare "senior?" after a qualified role is its 5+ level, as
//   the table's level words have it; after an audit role it is the audit Senior at the same firm size.
// - Comparison rule: a question comparing two roles at one level is right with both roles' bands for
//   that level, wrong with either role's other levels.
// - Fee rule: a fee question at a salary ("k" is thousands: 62k is €62,000, 42.5k is €42,500) is
//   right with that band's percentage and amount, wrong with the amount another band's percentage
//   would give (or, in a chain, the previous salary's fee). No salary sits on a band edge (€35,000
//   or €45,000).
// - Two questions in one message: the reply is right only with both answers.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, loans, mortgages, investments, immigration
//   paperwork, sole-trader registration, employment law, pay or jobs outside accounting and finance,
//   doing one's own tax return or payroll, homework). An off-topic reply must name "accounting and
//   finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.

import { agency } from '#content/agency';
import { assistant, assistantPage, disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaFacts, accaFacts, cimaFacts, cimaKeyDatesFact, cimaPage, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { type SalaryTableId } from '#content/salary-guide';
import { teamMembers } from '#content/team';
import { type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  ask,
  cimaPaper,
  compare,
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
const cimaRegistrationLead = `${cimaFacts.windows2025.registrationLeadWeeks.min}-${cimaFacts.windows2025.registrationLeadWeeks.max} weeks`;
// Before the 2025 windows close a right reply gives the case study windows' registration lead; after, the CIMA website.
const cimaDates: string[] = cimaDatesPassed ? [websiteHost(cimaFacts.website)] : [says(cimaPage, cimaRegistrationLead)];
const ctaSpringAndAutumn = ctaFacts.keyDates2025.map((sitting) => sitting.exams);
const ctaDates: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : ctaSpringAndAutumn;

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const instagram = agency.socialLinks.find((link) => link.network === 'instagram');
const [niamh, conor] = teamMembers;
if (!niamh || !conor || !instagram) {
  throw new RangeError('The team or the socials changed: update the twenty-sixth set');
}

/** Two facts in one line: a role's band at one level and the placement fee at a salary, both right. */
function payAndFee(
  id: string,
  question: string,
  role: readonly [SalaryTableId, string],
  level: 0 | 1 | 2,
  amount: number,
): HeldOutQuestion {
  const right = [pay(role[0], role[1], level), ...fee(amount)];
  return ask(id, question, 'placement-fees', right, notRight(right, [...otherLevels(role[0], role[1], level), ...wrongBandFees(amount)]));
}

export const twentySixthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite --------------------------------------------------------------------------------
  salary('f26-s-cfo-mnc', 'cfo pay in a big mnc?', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f26-s-cfo-then-sme', 'and an sme?', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)], 'f26-s-cfo-mnc'),
  salary('f26-s-fd-mid', 'fd salary, mid size co', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  salary('f26-s-gfc-small', 'group fc small biz, whats the pay', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f26-s-gfc-then-large', 'large co?', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'CFO', 2)], 'f26-s-gfc-small'),
  salaryRow('f26-s-cfo-all', 'cfo pay all company sizes pls', [CSUITE, 'CFO'], [CSUITE, 'Finance Director']),
  compare('f26-s-fd-vs-gfc-plc', 'fd v group fc pay at a plc', [CSUITE, 'Finance Director'], [CSUITE, 'Group Financial Controller'], 2),

  // --- Salaries: Qualified Accountants --------------------------------------------------------------------
  salary('f26-s-fc-cork-4yrs', 'fc cork 4 yrs pqe?', QA, 'Financial Controller', 1, [pay(CSUITE, 'Group Financial Controller', 1)]),
  salary('f26-s-fc-then-galway', 'and galway?', QA, 'Financial Controller', 1, [], 'f26-s-fc-cork-4yrs'),
  salary('f26-s-fc-then-7yrs', 'at 7 yrs?', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)], 'f26-s-fc-then-galway'),
  offTopic('f26-fo-fc-then-net', 'whats that after tax roughly', 'f26-s-fc-then-7yrs'),
  salary('f26-s-fa-nq-dub', 'nq fa salary dub', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f26-s-ma-6yrs', 'mgmt accountant 6yrs pqe, €?', QA, 'Management Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f26-s-analyst-2yrs-lk', 'fin analyst limerick, 2 yrs qualified', QA, 'Financial Analyst', 0),
  salary('f26-s-analyst-then-senior', 'senior?', QA, 'Financial Analyst', 2, [], 'f26-s-analyst-2yrs-lk'),
  salary('f26-s-ia-4yrs', 'internal audit 4yrs pqe salary', QA, 'Internal Auditor', 1),
  salary('f26-s-fa-letters', 'just got my letters, fa job, what would i be on', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  compare('f26-s-fc-vs-ma-4yrs', 'fc vs ma at 4 yrs pqe, pay?', [QA, 'Financial Controller'], [QA, 'Management Accountant'], 1),
  salaryRow('f26-s-fa-all', 'fin accountant pay nq to 5+ yrs', [QA, 'Financial Accountant'], [QA, 'Financial Controller']),
  salary('f26-s-fc-kk-8yrs', 'fc kilkenny 8yrs pqe', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)]),

  // --- Salaries: Audit -------------------------------------------------------------------------------------
  salary('f26-s-mgr-big4', 'audit mgr big 4 dub, salary?', AUDIT, 'Manager', 2, [pay(AUDIT, 'Director', 2), pay(AUDIT, 'Senior', 2)]),
  salary('f26-s-mgr-then-senior', 'senior?', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)], 'f26-s-mgr-big4'),
  salary('f26-s-senior-then-mid', 'mid tier?', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)], 'f26-s-mgr-then-senior'),
  salary('f26-s-junior-small', 'audit trainee small practice wage', AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)]),
  salary('f26-s-partner-big4', 'big 4 partner €€?', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),
  salary('f26-s-director-mid', 'audit director mid tier firm pay', AUDIT, 'Director', 1, [pay(AUDIT, 'Partner', 1)]),
  salary('f26-s-senior-small-cork', 'audit snr small firm cork', AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0)]),
  compare('f26-s-mgr-vs-dir-small', 'audit mgr v director, small firm', [AUDIT, 'Manager'], [AUDIT, 'Director'], 0),
  salaryRow('f26-s-junior-all', 'audit junior pay small / mid / big 4', [AUDIT, 'Junior'], [AUDIT, 'Senior']),
  salary('f26-s-grad-big4', 'big 4 grad starting salary', AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)]),

  // --- Salaries: Part-Qualified and Support ---------------------------------------------------------------
  salary('f26-s-ap-6mths', 'ap clerk 6 mths exp salary', SUPPORT, 'Accounts Payable/Receivable', 0, [pay(SUPPORT, 'Payroll Specialist', 0)]),
  salary('f26-s-ap-then-2yrs', 'and 2 yrs?', SUPPORT, 'Accounts Payable/Receivable', 1, [], 'f26-s-ap-6mths'),
  salary('f26-s-ap-then-payroll', 'payroll same level?', SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Payable/Receivable', 1)], 'f26-s-ap-then-2yrs'),
  salary('f26-s-book-4yrs', 'bookkeeper 4 yrs exp athlone', SUPPORT, 'Bookkeeper', 2),
  salary('f26-s-aa-entry', 'accts assistant entry level €', SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Part-Qualified', 0)]),
  salary('f26-s-pq-2yrs', 'part qualified 2 yrs exp salary', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f26-s-credit-5yrs', 'credit controller 5 yrs, wexford', SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)]),
  compare('f26-s-aa-vs-pq-4yrs', 'aa v part qualified, 4 yrs exp', [SUPPORT, 'Accounts Assistant'], [SUPPORT, 'Part-Qualified'], 2),
  salaryRow('f26-s-payroll-all', 'payroll salary scale?', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Accounts Assistant']),

  // --- Salary insights -----------------------------------------------------------------------------------
  ask('f26-i-remote', 'fully remote = more pay?', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment]),
  ask('f26-i-esg', 'esg accountants paid more?', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f26-i-pension', 'usual pension match %', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f26-i-pension-then-study', 'and study budget?', 'salary-insights', [developmentBudget], [pensionMatch], 'f26-i-pension'),
  ask('f26-i-tech', 'tech sector premium?', 'salary-insights', [specialisationPremium('Technology')], [esgPremium, remotePremium]),
  ask('f26-i-hybrid-days', 'hybrid, how many days wfh usually', 'salary-insights', [hybridDays], [esgPremium, pensionMatch]),

  // --- Placement fees -----------------------------------------------------------------------------------
  placementFee('f26-p-62k', 'fee on 62k', 62_000),
  placementFee('f26-p-62k-then-80k', 'what about 80k', 80_000, [feeAmount(62_000)], 'f26-p-62k'),
  placementFee('f26-p-80k-then-38k', 'and 38k?', 38_000, [feeAmount(80_000)], 'f26-p-62k-then-80k'),
  offTopic('f26-fo-38k-then-payroll', 'can ye run our payroll too?', 'f26-p-80k-then-38k'),
  placementFee('f26-p-31k', 'ur fee for a 31k accts clerk', 31_000),
  placementFee('f26-p-120k', 'placement fee 120k fd?', 120_000),
  placementFee('f26-p-42-5k', 'cost to hire at 42.5k', 42_500),
  placementFee('f26-p-33k', 'what % on 33k', 33_000),
  placementFee('f26-p-33k-then-47k', 'and 47k', 47_000, [feeAmount(33_000)], 'f26-p-33k'),
  placementFee('f26-p-200k', 'fee if we hire at 200k?', 200_000),
  ask('f26-p-bands', 'fee % bands?', 'placement-fees', allBandPercentages, []),
  ask('f26-p-exclusive', 'exclusive = discount?', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], []),
  ask('f26-p-base', 'fee on base or incl bonus?', 'placement-fees', [says(feesPage, 'base salary')], []),
  ask('f26-p-rebate', 'rebate if the hire quits?', 'placement-fees', [says(termsOfService, 'in writing')], []),
  payAndFee('f26-p-fc-nq-and-75k', 'nq fc salary + ur fee on 75k', [QA, 'Financial Controller'], 0, 75_000),
  payAndFee('f26-p-payroll-and-40k', 'payroll 2 yrs exp €? + fee at 40k', [SUPPORT, 'Payroll Specialist'], 1, 40_000),

  // --- Qualifications -----------------------------------------------------------------------------------
  ask('f26-q-acca-dates', 'acca exam dates', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f26-q-acca-then-cima', 'and cima?', 'qualifications', cimaDates, [ACA_MARK, ACCA_MARK], 'f26-q-acca-dates'),
  ask('f26-q-acca-reg', 'acca reg fee', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f26-q-acca-then-sub', 'yearly sub?', 'qualifications', [accaFee('Annual subscription')], [cimaFee('Annual subscription'), acaFee('Annual student subscription')], 'f26-q-acca-reg'),
  ask('f26-q-cap1-fee', 'cap1 cost?', 'qualifications', [acaFee('CAP1 exams')], [acaFee('CAP2 exams'), acaFee('FAE exams')]),
  ask('f26-q-cap1-then-cap2', 'cap2?', 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')], 'f26-q-cap1-fee'),
  ask('f26-q-fae-months', 'fae when? repeat?', 'qualifications', [acaSitting('FAE').main, acaSitting('FAE').repeat], [ACCA_MARK, CIMA_MARK]),
  ask('f26-q-fae-then-cost', 'cost?', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')], 'f26-q-fae-months'),
  ask('f26-q-cima-ot-fee', 'cima objective test €', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Knowledge exams')]),
  ask('f26-q-cima-then-case', 'case study?', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test')], 'f26-q-cima-ot-fee'),
  ask('f26-q-cima-p1', 'cima p1 is what subject', 'qualifications', [cimaPaper('P1')], [ACA_MARK, ACCA_MARK]),
  ask('f26-q-cta-stages', 'cta stages + how long each', 'qualifications', ['Foundation', ctaStageMonths('Foundation'), 'Intermediate', 'Advanced', ctaStageMonths('Advanced')], [ACA_MARK, ACCA_MARK]),
  ask('f26-q-cta-sitting', 'cta exams when', 'qualifications', ctaDates, [ACA_MARK, ACCA_MARK]),
  ask('f26-q-cta-member', 'cta membership reqs?', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK]),
  ask('f26-q-aca-v-acca-exp', 'aca v acca, exp needed', 'qualifications', [acaExperience, `${accaFacts.experienceMonths} months`], [CIMA_MARK]),
  ask('f26-q-acca-reg-and-sub', 'acca reg + annual sub?', 'qualifications', [accaFee('Registration'), accaFee('Annual subscription')], [cimaFee('Registration'), cimaFee('Annual subscription'), acaFee('Student registration')]),
  ask('f26-q-cima-reg-and-exp', 'cima reg fee + yrs exp needed', 'qualifications', [cimaFee('Registration'), `${cimaFacts.experienceYears} years`], [accaFee('Registration'), acaFee('Student registration'), `${accaFacts.experienceMonths} months`]),
  ask('f26-q-acca-ethics', 'acca ethics module cost', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Applied Knowledge exams'), accaFee('Strategic Professional exams')]),

  // --- Market --------------------------------------------------------------------------------------------
  ask('f26-m-cork-share', 'cork % of new jobs?', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')]),
  ask('f26-m-then-galway', 'and galway?', 'market', [regionShare('Galway')], [regionShare('Dublin')], 'f26-m-cork-share'),
  ask('f26-m-growth', 'jobs market growth %', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f26-m-time-to-hire', 'avg time to hire?', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f26-m-remote', '% of jobs hybrid or remote', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  ask('f26-m-dub-and-cork', 'dublin + cork share of openings', 'market', [regionShare('Dublin'), regionShare('Cork')], [regionShare('Galway')]),

  // --- Contact -------------------------------------------------------------------------------------------
  ask('f26-c-phone', 'ur phone no. pls', 'contact', [agency.phone.display], []),
  ask('f26-c-saturday', 'open sat?', 'contact', [weekdays], []),
  ask('f26-c-then-late', 'how late weekdays', 'contact', [closingTime], [], 'f26-c-saturday'),
  ask('f26-c-email-and-address', 'email + office address?', 'contact', [agency.email, agency.address.streetAddress], []),
  ask('f26-c-eircode', 'ur eircode', 'contact', [agency.address.postalCode], []),
  ask('f26-c-insta', 'insta handle?', 'contact', [websiteHost(instagram.url)], []),
  ask('f26-c-licence', 'licence no.?', 'contact', [agency.licence.number], []),

  // --- Interview tips ------------------------------------------------------------------------------------
  ask('f26-t-star', 'STAR method?? quick version', 'interview-tips', ['Situation', 'Reflection'], [OFFER_TIP, MIC_TIP]),
  ask('f26-t-star-then-weakness', 'weakness q?', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'development area')], [OFFER_TIP, MIC_TIP], 'f26-t-star'),
  ask('f26-t-teams', 'teams interview tips', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'eye level')], [OFFER_TIP, AUDIT_TIP]),
  ask('f26-t-teams-then-early', 'log on how early', 'interview-tips', [presencePhrase('Punctuality', 'five minutes early')], [OFFER_TIP], 'f26-t-teams'),
  ask('f26-t-big4', 'big 4 audit interview prep', 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f26-t-funds', 'funds interview ifsc, topics?', 'interview-tips', [FUNDS_TIP], [TECH_TIP, PHARMA_TIP]),
  ask('f26-t-counter', 'counter offer, stay or go?', 'interview-tips', [OFFER_TIP], [MIC_TIP]),
  ask('f26-t-thanks', 'thank u email after interview, when', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [MIC_TIP]),
  ask('f26-t-saas', 'saas co interview, revise what', 'interview-tips', [TECH_TIP], [FUNDS_TIP, PHARMA_TIP]),

  // --- Services, CV and privacy, jobs, the chat ------------------------------------------------------------
  ask('f26-v-free', 'free for candidates?', 'services', [says(termsOfService, 'free to candidates')], []),
  ask('f26-v-cv-size', 'cv max size?', 'services', [`${MAX_CV_MEGABYTES}MB`], []),
  ask('f26-v-cv-then-pdf', 'pdf ok?', 'services', [says(cvUploadTexts, 'PDF')], [], 'f26-v-cv-size'),
  ask('f26-v-data-kept', 'how long u keep my data', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f26-v-data-then-delete', 'can i get it deleted sooner', 'services', [says(privacyPolicy, 'delete')], [], 'f26-v-data-kept'),
  ask('f26-v-bot', 'u a bot?', 'services', [says(disclaimer, 'AI assistant')], []),
  ask('f26-v-bot-then-model', 'which model?', 'services', [assistant.modelName], [], 'f26-v-bot'),
  ask('f26-v-jobs', 'any jobs up atm?', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f26-v-jobs-then-trainee-pay', 'trainee one pay?', 'services', [trainee.salary], [qualifiedJob.salary], 'f26-v-jobs'),
  ask('f26-v-trainee-then-degree', 'need a degree for it?', 'services', [says(trainee.requirements, 'degree')], [qualifiedJob.salary], 'f26-v-jobs-then-trainee-pay'),
  ask('f26-v-owners', 'who owns ledgerline', 'services', [niamh.name, conor.name], []),
  ask('f26-v-meet-sligo', 'meet in person? im in sligo', 'services', [says(agency.operatingModel, 'face to face')], []),
  ask('f26-v-vacancy-speed', 'how fast do ye respond to a vacancy', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()]),
  ask('f26-v-pps', 'pps no. ok to type here?', 'services', [says(disclaimer, 'PPS')], []),
  ask('f26-v-what-help', 'what can u help with', 'services', [says(assistantPage, 'CTA'), says(assistantPage, 'interview')], []),

  // --- Off-topic: short near-misses first, then everyday questions ------------------------------------------
  ...(
    [
      ['f26-o-tax-60k', 'tax on 60k?'],
      ['f26-o-mortgage', 'mortgage advice'],
      ['f26-o-solicitor-jobs', 'solicitor jobs dublin'],
      ['f26-o-prsi-self-employed', 'prsi class if self employed?'],
      ['f26-o-car-loan', 'car loan rates atm'],
      ['f26-o-etf', 'best etf to buy'],
      ['f26-o-stamp4', 'stamp 4 renewal how'],
      ['f26-o-sole-trader', 'sole trader reg, how?'],
      ['f26-o-notice-law', 'min notice period by law?'],
      ['f26-o-nurse-scale', 'hse nurse pay scale'],
      ['f26-o-form11', 'do my form 11 pls'],
      ['f26-o-homework-fifo', 'homework: fifo vs lifo q3 answer?'],
      ['f26-o-paye-refund', 'paye refund how'],
      ['f26-o-min-wage', 'min wage ireland now?'],
      ['f26-o-redundancy', 'redundancy pay calc'],
      ['f26-o-data-engineer', 'data engineer salary cork'],
      ['f26-o-electrician-jobs', 'electrician jobs limerick'],
      ['f26-o-weather', 'weather dub tmrw'],
      ['f26-o-lc-results', 'leaving cert results date'],
      ['f26-o-bus-galway', 'bus eireann times galway to ennis'],
      ['f26-o-pizza', 'pizza near me'],
      ['f26-o-gp-cost', 'gp visit cost no medical card'],
      ['f26-o-irp', 'irp renewal online'],
      ['f26-o-crypto', 'crypto worth it?'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------
  ...(
    [
      ['f26-h-human', 'talk to a human pls'],
      ['f26-h-conor', 'can conor ring me'],
      ['f26-h-callback', 'recruiter call back? fc role'],
      ['f26-h-someone', 'put me thru to someone'],
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
