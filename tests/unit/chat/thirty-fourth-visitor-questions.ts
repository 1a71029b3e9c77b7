// The THIRTY-FOURTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 29 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// thirty-first and thirty-second sets and their tests (for the rules, format and builders, and to
// avoid repeating their wordings); never the engine (lambdas/), never any other set, and never ran
// Aine on these questions nor looked at what it answers.
//
// Persona and angle: A SEVENTEENTH CROSS-SECTION: SEARCH-BOX STYLE AND BLUNT QUESTIONS. About 40% are
// typed like a search box: keywords with no verb ("fc salary cork 7 yrs", "acca exam dates 2026",
// "fee 62k hire", "aca vs acca", "contact number", "office hours friday", "upload cv size limit").
// About 30% are blunt one-liners ("how much for a CFO", "is 48k fair for a newly qualified ACA in
// industry", "what do you charge", "are ye any good"). The rest are ordinary full questions, with
// Irish usage ("ye", "grand", "the Big 4", "articles", "the Leaving Cert") and abbreviations (FC, FD, GFC, MA,
// AP/AR, PQ, NQ, PQE, CIMA, CTA); amounts are written many ways ("62k", "€38,500", "48 grand", "sixty
// five thousand", "42.5k"). About 55% candidates at every stage, 35% employers and 10% others
// (parents, partners, a friend). Topics in proportion to what visitors ask: salaries by role, level
// and city the most, then placement fees, qualifications and exams (structure, dates, fees), market
// figures, contact and hours, interview tips, the agency's services, CV upload and privacy. 38
// follow-ups in short chains, also search-style ("and dublin?", "manager?", "in cork", "what about
// 80k"), two of them drifting off-topic; 26 off-topic questions, 16 of them near-misses that also
// look like searches ("tax credits 2026", "minimum wage ireland", "revenue ros login", "accountant near me", "cheap bookkeeping", "payroll software", "mortgage calculator"), the
// rest plainer; five requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the thirty-first and thirty-second sets):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
//   Audit and C-suite levels are picked by firm or company size (small, mid-tier, large / Big 4;
//   for C-suite headcounts, under 50 small, 50 to 499 mid-size, 500 or more enterprise).
// - Comparison rule: a question comparing two roles at one level is right with both roles' bands for
//   that level, wrong with either role's other levels.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee; or,
//   asked of a base salary with a bonus on top, the fee on base plus bonus). No salary sits on a band
//   edge (€35,000 or €45,000).
// - Two questions in one message: the reply is right only with both answers.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, the minimum wage, payroll filings with Revenue,
//   mortgages, savings, investments, pensions advice, loans, immigration paperwork, company
//   formation and bookkeeping services, employment law, pay or jobs outside accounting and finance).
//   An off-topic reply must name "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.
//
// In this set, as in the thirty-first, a reply that should quote no euro figure (contact details,
// the CV rules, privacy, the candidates' side of the fees) is wrong with one. A bare "payroll manager"
// is read as the guide's Payroll Specialist at its most experienced level (the guide has no payroll
// manager row), and a bare "newly qualified ACA in industry" as the qualified accountants' newly
// qualified band, which every row but the financial controller's shares.

import { agency } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { assistant, disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { interviewPreparationPage } from '#content/interview-tips';
import { privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaFacts, acaPage, accaFacts, cimaFacts, cimaKeyDatesFact, ctaFacts, ctaKeyDatesFact, ctaPage } from '#content/qualifications';
import { teamMembers } from '#content/team';
import { type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  ask,
  cimaPaper,
  compare,
  ctaSitting,
  ctaStageMonths,
  examGroup,
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
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, fee, pay, QA, regionShare, stat, SUPPORT, wrongBandFees } from './held-out-figures.ts';

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const cimaObjectiveTestWindows: string[] = cimaDatesPassed
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.objectiveTests.map((testWindow) => testWindow.display);
const ctaSpringExams: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').exams];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const accaExperience = `${accaFacts.experienceMonths} months`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const whatsapp = websiteHost(agency.whatsappUrl);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;
const linkedin = agency.socialLinks.find((link) => link.network === 'linkedin');
const instagram = agency.socialLinks.find((link) => link.network === 'instagram');
const [membership] = agency.trustSignals.memberships;
const [niamh, conor] = teamMembers;
if (!linkedin || !instagram || !membership || !niamh || !conor) {
  throw new RangeError('The socials, the memberships or the team changed: update the thirty-fourth set');
}


/** The hand-over rule: the reply names who receives the question and asks for the visitor's name. */
function handOver(id: string, question: string): HeldOutQuestion {
  return { id, question, kind: 'hand-over', topic: 'hand-over', mustContain: [handoverRecipients, 'name'], mustNotContain: ['€'] };
}

export const thirtyFourthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Candidates, search-box style: qualified accountants ------------------------------------------------
  salary('f34-s-fc-cork-7yrs', 'fc salary cork 7 yrs', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('f34-s-fc-then-dublin', 'and dublin?', QA, 'Financial Controller', 2, [], 'f34-s-fc-cork-7yrs'),
  salary('f34-s-dublin-then-nq', 'nq?', QA, 'Financial Controller', 0, [pay(QA, 'Financial Accountant', 0)], 'f34-s-fc-then-dublin'),

  salary('f34-s-fa-nq-galway', 'financial accountant nq galway', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f34-s-fa-then-4yrs', 'with 4 yrs pqe', QA, 'Financial Accountant', 1, [pay(QA, 'Financial Controller', 1)], 'f34-s-fa-nq-galway'),
  ask('f34-i-4yrs-then-esg', 'esg experience, more?', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment], 'f34-s-fa-then-4yrs'),

  salary('f34-s-ma-4yrs-pqe', 'management accountant salary 4 yrs pqe', QA, 'Management Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  salary('f34-s-fpa-8yrs', 'fp&a analyst 8 years pqe pay', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f34-s-ia-limerick-2yrs', 'internal audit salary limerick 2 yrs qualified', QA, 'Internal Auditor', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f34-s-nq-aca-48k', 'is 48k fair for a newly qualified ACA in industry', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f34-s-ma-52000-6yrs', 'Is €52,000 low for a management accountant with 6 years PQE in Kilkenny?', QA, 'Management Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  salaryRow('f34-s-ma-row', 'management accountant salary all levels', [QA, 'Management Accountant'], [QA, 'Financial Controller']),
  compare('f34-s-fc-vs-ma-7yrs', 'fc vs management accountant 7 yrs pqe', [QA, 'Financial Controller'], [QA, 'Management Accountant'], 2),

  // --- Candidates: practice and audit ----------------------------------------------------------------------
  salary('f34-s-senior-big4', 'audit senior big 4 salary', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2), pay(AUDIT, 'Junior', 2)]),
  salary('f34-s-big4-then-manager', 'manager?', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2), pay(AUDIT, 'Director', 2)], 'f34-s-senior-big4'),
  salary('f34-s-manager-then-small', 'in a small firm', AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0), pay(AUDIT, 'Director', 0)], 'f34-s-big4-then-manager'),
  salary('f34-s-small-then-director', 'director?', AUDIT, 'Director', 0, [pay(AUDIT, 'Manager', 0), pay(AUDIT, 'Partner', 0)], 'f34-s-manager-then-small'),

  salary('f34-s-articles-mid', 'pay in articles mid tier firm', AUDIT, 'Junior', 1, [pay(AUDIT, 'Senior', 1)]),
  salary('f34-s-articles-then-senior', 'senior?', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)], 'f34-s-articles-mid'),
  ask('f34-q-senior-then-cap2', 'cap2 sittings', 'qualifications', [acaSitting('CAP2').main, acaSitting('CAP2').repeat], [acaSitting('FAE').main, acaSitting('FAE').repeat], 'f34-s-articles-then-senior'),

  salary('f34-s-partner-big4', 'big 4 partner pay', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),
  compare('f34-s-senior-vs-manager-mid', 'audit senior vs manager mid tier pay', [AUDIT, 'Senior'], [AUDIT, 'Manager'], 1),
  salary('f34-s-senior-small-blunt', "What does a senior in a small audit practice get? Be honest.", AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0), pay(AUDIT, 'Junior', 0)]),

  // --- Candidates: part-qualified and support roles ------------------------------------------------------------
  salary('f34-s-aa-entry', 'accounts assistant entry level salary', SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  salary('f34-s-aa-then-2yrs', 'and 2 yrs', SUPPORT, 'Accounts Assistant', 1, [], 'f34-s-aa-entry'),
  salary('f34-s-2yrs-then-4yrs', 'after 4 yrs', SUPPORT, 'Accounts Assistant', 2, [], 'f34-s-aa-then-2yrs'),

  salary('f34-s-bookkeeper-wexford', 'bookkeeper 6 yrs exp wexford', SUPPORT, 'Bookkeeper', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f34-s-credit-control-2yrs', 'credit control salary 2 years', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Payroll Specialist', 1)]),
  salary('f34-s-payroll-manager-senior', 'payroll manager pay senior', SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Assistant', 2), pay(AUDIT, 'Manager', 0)]),
  salary('f34-s-pq-cima-first-job', 'part qualified cima first job pay', SUPPORT, 'Part-Qualified', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  ask('f34-q-pq-then-case-study', 'cima case study fee?', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test'), accaFee('Strategic Professional exams')], 'f34-s-pq-cima-first-job'),
  salary('f34-s-pq-4yrs-47k', 'am I underpaid on 47k as a part qualified with 4 years', SUPPORT, 'Part-Qualified', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  offTopic('f34-fo-47k-then-mortgage', 'mortgage I could get on that?', 'f34-s-pq-4yrs-47k'),
  compare('f34-s-payroll-vs-apar-entry', 'payroll or ap/ar, which pays more starting out', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Accounts Payable/Receivable'], 0),
  salaryRow('f34-s-bookkeeper-row', 'bookkeeper wages ireland', [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Accounts Assistant']),

  // --- Candidates: premiums and perks -----------------------------------------------------------------------
  ask('f34-i-remote-premium', 'fully remote pay premium', 'salary-insights', [remotePremium], [esgPremium, hybridDays]),
  ask('f34-i-pension-match', 'pension match typical qualified accountant', 'salary-insights', [pensionMatch], [esgPremium, developmentBudget]),
  ask('f34-i-hybrid-days', 'hybrid days at home normal?', 'salary-insights', [hybridDays], [pensionMatch, remotePremium]),
  ask('f34-i-tech-premium', 'do tech companies pay accountants more', 'salary-insights', [specialisationPremium('Technology')], [esgPremium, remotePremium]),
  ask('f34-i-us-gaap', 'us gaap experience salary premium', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),
  ask('f34-i-study-budget', 'study budget employers give for exams', 'salary-insights', [developmentBudget], [pensionMatch]),

  // --- Candidates: exams and qualifications --------------------------------------------------------------------
  ask('f34-q-acca-dates-2026', 'acca exam dates 2026', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f34-q-aca-vs-acca', 'aca vs acca', 'qualifications', [acaExperience, accaExperience], [CIMA_MARK]),
  ask('f34-q-cap2-fee', 'cap2 exam fee', 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')]),
  ask('f34-q-fae-month', 'fae exam month', 'qualifications', [acaSitting('FAE').main], [acaSitting('CAP1').main]),
  ask('f34-q-cap2-subjects', 'cap2 subjects list', 'qualifications', examGroup(acaPage.structure.levels, 'CAP2'), ['Taxation 1', 'Business Management', ACCA_MARK]),

  ask('f34-q-acca-reg', 'acca student registration fee', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f34-q-reg-then-sub', 'annual sub?', 'qualifications', [accaFee('Annual subscription')], [acaFee('Annual student subscription'), cimaFee('Annual subscription')], 'f34-q-acca-reg'),
  ask('f34-q-sub-then-ethics', 'ethics module?', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Applied Knowledge exams'), accaFee('Registration')], 'f34-q-reg-then-sub'),
  ask('f34-q-ethics-then-count', 'how many exams altogether', 'qualifications', [`${accaFacts.examCount} exams`], [`${cimaFacts.objectiveTests} objective tests`, ACA_MARK], 'f34-q-sub-then-ethics'),

  ask('f34-q-acca-ak-fee', 'applied knowledge exam cost', 'qualifications', [accaFee('Applied Knowledge exams')], [accaFee('Applied Skills exams'), accaFee('Strategic Professional exams')]),
  ask('f34-q-acca-sp-fee', 'What does each ACCA Strategic Professional exam cost?', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Skills exams'), accaFee('Applied Knowledge exams')]),
  ask('f34-q-cima-reg-sub', 'cima registration and annual sub', 'qualifications', [cimaFee('Registration'), cimaFee('Annual subscription')], [accaFee('Registration'), acaFee('Student registration')]),
  ask('f34-q-cima-ot-windows-2026', 'cima objective test windows 2026', 'qualifications', cimaObjectiveTestWindows, [ACA_MARK, ACCA_MARK]),
  ask('f34-q-cima-operational', 'cima operational level papers', 'qualifications', [cimaPaper('E1'), cimaPaper('P1'), cimaPaper('F1')], [cimaPaper('E2'), ACCA_MARK]),
  ask('f34-q-cima-membership-exp', 'cima membership experience needed', 'qualifications', [`${cimaFacts.experienceYears} years`], [accaExperience, ACA_MARK]),
  ask('f34-q-cta-intermediate', 'cta intermediate how long', 'qualifications', [ctaStageMonths('Intermediate')], [ctaStageMonths('Foundation'), ACA_MARK]),
  ask('f34-q-cta-membership', 'cta membership requirements', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [accaExperience, ACA_MARK]),
  ask('f34-q-cta-spring-exams', 'When are the spring CTA exams on?', 'qualifications', ctaSpringExams, [ACA_MARK, ACCA_MARK]),

  // --- Candidates: interviews -----------------------------------------------------------------------------------
  ask('f34-t-star', 'star method', 'interview-tips', [says(interviewPreparationPage, 'Situation'), says(interviewPreparationPage, 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f34-t-teams-camera', 'teams interview tips camera', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'eye level')], [OFFER_TIP, AUDIT_TIP]),
  ask('f34-t-big4-questions', 'big 4 interview questions audit', 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f34-t-big4-then-wear', 'what to wear', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP, OFFER_TIP], 'f34-t-big4-questions'),
  ask('f34-t-wear-then-early', 'how early should I get there', 'interview-tips', [presencePhrase('Punctuality', 'ten minutes early')], [MIC_TIP, OFFER_TIP], 'f34-t-big4-then-wear'),
  ask('f34-t-fund-accounting', 'fund accounting interview prep', 'interview-tips', [FUNDS_TIP], [PHARMA_TIP, AUDIT_TIP]),
  ask('f34-t-medtech', 'management accountant interview medtech plant what to revise', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f34-t-counter-offer', 'counter offer accept or not', 'interview-tips', [OFFER_TIP], [MIC_TIP, AUDIT_TIP]),
  ask('f34-t-thank-you', 'thank you email after interview when', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [MIC_TIP, OFFER_TIP]),
  ask('f34-t-weakness', 'greatest weakness answer', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'development area')], [OFFER_TIP, MIC_TIP]),
  ask('f34-t-questions-to-ask', 'questions to ask at the end of an interview', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'biggest challenge')], [OFFER_TIP, MIC_TIP]),
  ask('f34-t-salary-expectations', 'salary expectations question, what do I say', 'interview-tips', [tipPhrase('know-your-market-value', 'researched range')], [MIC_TIP, OFFER_TIP]),
  ask('f34-t-rejected', "didn't get the job. feedback worth asking?", 'interview-tips', [tipPhrase('ask-for-feedback', 'candid feedback')], [OFFER_TIP, MIC_TIP]),

  // --- Candidates: the market -----------------------------------------------------------------------------------
  ask('f34-m-dublin-share', 'share of finance jobs dublin', 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')]),
  ask('f34-m-dublin-then-cork', 'in cork', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')], 'f34-m-dublin-share'),
  ask('f34-m-cork-then-galway', 'galway?', 'market', [regionShare('Galway')], [regionShare('Dublin'), regionShare('Cork')], 'f34-m-dublin-then-cork'),
  ask('f34-m-growth', 'finance jobs market growth', 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')]),
  ask('f34-m-salary-increase', 'average salary increase accountants this year', 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')]),
  ask('f34-m-remote-share', 'how many finance jobs are remote or hybrid', 'market', [stat('remote-positions')], [stat('job-market-growth'), regionShare('Dublin')]),

  // --- Candidates: the CV, privacy and the agency ---------------------------------------------------------------
  ask('f34-v-cv-size', 'upload cv size limit', 'services', [`${MAX_CV_MEGABYTES}MB`], ['€']),
  ask('f34-v-size-then-word', 'word doc ok?', 'services', [says(cvUploadTexts, 'DOC')], ['€'], 'f34-v-cv-size'),
  ask('f34-v-word-then-kept', 'how long is it kept', 'services', [`${DATA_RETENTION_YEARS} years`], ['€'], 'f34-v-size-then-word'),
  ask('f34-v-delete-data', 'delete my data', 'services', [says(privacyPolicy, 'delete')], ['€']),
  ask('f34-v-free-jobseekers', 'is it free for jobseekers', 'services', [says(termsOfService, 'free to candidates')], ['€']),
  ask('f34-v-boss-find-out', 'will my boss find out', 'services', [says(candidatesPage, 'without your permission')], ['€']),
  ask('f34-v-vacancies', 'current vacancies', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f34-v-vacancies-then-pay', 'qualified one salary', 'services', [qualifiedJob.salary], [trainee.salary], 'f34-v-vacancies'),
  ask('f34-v-pay-then-charge-me', 'do ye charge me if I get it', 'services', [says(termsOfService, 'free to candidates')], ['€'], 'f34-v-vacancies-then-pay'),
  ask('f34-v-any-good', 'are ye any good? reviews?', 'services', [String(agency.trustSignals.reviews.rating)], []),
  ask('f34-v-ai-model', 'what ai model is this', 'services', [assistant.modelName], []),
  ask('f34-v-chat-data', 'where is chat data processed', 'services', [says(disclaimer, 'United States')], []),
  ask('f34-v-meet-limerick', 'face to face meeting limerick', 'services', [says(agency.operatingModel, 'anywhere in Ireland')], ['€']),
  ask('f34-v-tax-recruitment', 'tax recruitment', 'services', [says(ctaPage, 'tax professionals')], ['€']),
  ask('f34-v-who-runs', 'who runs ye', 'services', [niamh.name, conor.name], []),

  // --- Candidates: contact and hours ------------------------------------------------------------------------------
  ask('f34-c-contact-number', 'contact number', 'contact', [agency.phone.display], ['€']),
  ask('f34-c-office-hours-friday', 'office hours friday', 'contact', [openingTime, closingTime], ['€']),
  ask('f34-c-recruiter-email', 'recruiter email', 'contact', [agency.email], ['€']),
  ask('f34-c-office-address', 'office address dublin', 'contact', [agency.address.streetAddress], ['€']),
  ask('f34-c-address-then-eircode', 'eircode?', 'contact', [agency.address.postalCode], ['€'], 'f34-c-office-address'),
  ask('f34-c-open-saturday', 'open saturday', 'contact', [weekdays], ['€']),
  ask('f34-c-ring-7pm', 'can I ring at 7pm', 'contact', [closingTime], ['€']),
  ask('f34-c-whatsapp', 'whatsapp', 'contact', [whatsapp], ['€']),
  ask('f34-c-linkedin', 'linkedin page', 'contact', [websiteHost(linkedin.url)], ['€']),
  ask('f34-c-linkedin-then-insta', 'insta?', 'contact', [websiteHost(instagram.url)], ['€'], 'f34-c-linkedin'),

  // --- Employers: what to pay, blunt and search-style -----------------------------------------------------------------
  salaryRow('f34-s-cfo-blunt', 'how much for a CFO', [CSUITE, 'CFO'], [CSUITE, 'Finance Director']),
  salary('f34-s-fd-120-staff', 'fd salary 120 staff company', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  placementFee('f34-p-fd-then-140k', 'fee on 140k', 140_000, [], 'f34-s-fd-120-staff'),
  ask('f34-p-140k-then-exclusive', 'exclusive discount?', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], wrongBandFees(140_000), 'f34-p-fd-then-140k'),

  salary('f34-s-gfc-30-staff', 'group fc salary small group 30 staff', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f34-s-gfc-then-mid', 'mid size?', CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'Finance Director', 1)], 'f34-s-gfc-30-staff'),
  salary('f34-s-cfo-plc-2000', 'cfo pay plc 2000 employees', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f34-s-cfo-then-fd', 'fd?', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)], 'f34-s-cfo-plc-2000'),

  salary('f34-s-fc-hire-waterford', 'hiring an fc 4 yrs pqe, what do we pay in waterford', QA, 'Financial Controller', 1, [pay(QA, 'Financial Accountant', 1)]),
  salary('f34-s-fc-hire-then-7yrs', 'what about 7 yrs', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)], 'f34-s-fc-hire-waterford'),
  placementFee('f34-p-7yrs-then-105k', 'fee at 105k', 105_000, [], 'f34-s-fc-hire-then-7yrs'),

  salary('f34-s-apar-hire-entry', 'ap clerk no experience salary to offer', SUPPORT, 'Accounts Payable/Receivable', 0, [pay(SUPPORT, 'Payroll Specialist', 0)]),
  salary('f34-s-senior-hire-small', "we're a small practice - audit senior going rate?", AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0)]),
  salary('f34-s-bookkeeper-hire-galway', 'bookkeeper 2 years salary to offer galway', SUPPORT, 'Bookkeeper', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f34-s-payroll-hire-entry', 'Payroll administrator, entry level. What would we have to pay?', SUPPORT, 'Payroll Specialist', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salary('f34-s-manager-hire-mid', 'audit manager mid-tier firm market rate, we are hiring', AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1), pay(AUDIT, 'Director', 1)]),
  salary('f34-s-ia-hire-6yrs', 'internal auditor 6+ yrs, budget?', QA, 'Internal Auditor', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f34-s-ma-hire-nq-athlone', 'newly qualified management accountant for our athlone plant, salary?', QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f34-s-gfc-700', 'gfc 700 staff', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)]),
  compare('f34-s-fd-vs-cfo-small', 'fd or cfo for a 40 person company, cost difference', [CSUITE, 'Finance Director'], [CSUITE, 'CFO'], 0),

  // --- Employers: placement fees, amounts written every way ---------------------------------------------------------------
  placementFee('f34-p-62k', 'fee 62k hire', 62_000),
  placementFee('f34-p-62k-then-80k', 'what about 80k', 80_000, [feeAmount(62_000)], 'f34-p-62k'),
  placementFee('f34-p-80k-then-40k', 'and 40k', 40_000, [feeAmount(80_000)], 'f34-p-62k-then-80k'),
  placementFee('f34-p-40k-then-30k', '30k?', 30_000, [feeAmount(40_000)], 'f34-p-80k-then-40k'),
  ask('f34-p-30k-then-when-due', 'when is it due', 'placement-fees', [says(termsOfService, 'in writing')], wrongBandFees(30_000), 'f34-p-40k-then-30k'),
  offTopic('f34-fo-due-then-prsi', 'employer prsi rate?', 'f34-p-30k-then-when-due'),

  placementFee('f34-p-48-grand', "what's the fee if we pay someone 48 grand", 48_000),
  placementFee('f34-p-sixty-five-thousand', 'placement fee on sixty five thousand', 65_000),
  placementFee('f34-p-euro-38500', 'fee for a €38,500 role', 38_500),
  placementFee('f34-p-33k-blunt', 'how much do ye take on a 33k hire', 33_000),
  placementFee('f34-p-150k-cfo', 'recruitment fee 150k cfo', 150_000),
  placementFee('f34-p-42-5k', 'fee 42.5k', 42_500),
  placementFee('f34-p-31k-apar', "ap/ar clerk at 31k, what's your cut", 31_000),
  placementFee('f34-p-euro-72000', 'Recruitment fee for a financial controller at €72,000?', 72_000),
  ask(
    'f34-p-57k-bonus',
    'fee on 57k base plus 10% bonus',
    'placement-fees', [...fee(57_000), says(feesPage, 'base salary')], [...wrongBandFees(57_000), feeAmount(62_700)],
  ),
  placementFee('f34-p-twenty-eight-thousand', 'fee on twenty eight thousand for a trainee', 28_000),
  placementFee('f34-p-90k-fc', 'cost of hiring a 90k fc through ye', 90_000),
  ask('f34-p-what-charge', 'what do you charge', 'placement-fees', allBandPercentages, [accaFee('Strategic Professional exams'), cimaFee('Case study exam')]),
  ask('f34-p-rebate', 'rebate if the hire leaves', 'placement-fees', [says(termsOfService, 'rebate')], []),

  // --- Employers: the service, the market and perks ----------------------------------------------------------------------------
  ask('f34-v-process-steps', 'recruitment process steps for employers', 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], []),
  ask('f34-v-response-vacancy', 'how fast do ye respond to a vacancy', 'services', [hours], [formatTimeToHire()]),
  ask('f34-m-time-to-hire', 'time to hire accountant ireland', 'market', [formatTimeToHire()], [hours]),
  ask('f34-v-interviewed-first', 'do you interview candidates before sending cvs', 'services', [says(employersPage, 'interviewed')], []),
  ask('f34-v-contract-perm', 'contract or permanent placements', 'services', [says(termsOfService, 'permanent and contract')], ['€']),
  ask('f34-v-marketing-roles', 'do you recruit marketing people too', 'services', [says(employersPage, 'only accounting and finance')], []),
  ask('f34-v-nrf-member', 'nrf member?', 'services', [membership.name], ['€']),
  ask('f34-v-placements-count', 'how many placements have ye made', 'services', [String(agency.trustSignals.placementsMade.count)], []),
  ask('f34-c-licence-number', 'employment agency licence number', 'contact', [agency.licence.number], ['€']),
  ask('f34-i-pay-review', 'cost of living raise for staff typical', 'salary-insights', [inflationAdjustment], [stat('average-salary-increase')]),
  ask('f34-i-funds-premium-hire', 'do we need to pay more for someone with funds experience', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium]),
  ask('f34-i-hybrid-policy', 'hybrid policy norm for a finance team', 'salary-insights', [hybridDays], [pensionMatch, remotePremium]),
  ask('f34-v-visit-sligo', 'can ye come to our office in sligo to meet us', 'services', [says(agency.operatingModel, 'anywhere in Ireland')], ['€']),
  ask('f34-m-cork-share-hire', 'cork share of finance openings', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')]),

  // --- Others: parents, partners and a friend ------------------------------------------------------------------------------------
  salary('f34-s-son-trainee-big4', 'son trainee big 4 pay', AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)]),
  ask('f34-q-son-then-cap1', 'cap1 when', 'qualifications', [acaSitting('CAP1').main, acaSitting('CAP1').repeat], [acaSitting('FAE').main, ACCA_MARK], 'f34-s-son-trainee-big4'),
  salary('f34-s-wife-manager-big4', 'wife is an audit manager in the Big 4, what should she be on', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2), pay(AUDIT, 'Director', 2)]),
  salary('f34-s-husband-fc-9yrs', 'husband fc 9 years qualified, is 95k right', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('f34-s-daughter-aa-entry', 'daughter leaving cert, accounts assistant job, starting pay', SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  salary('f34-s-friend-payroll-2yrs', "friend's been in payroll 2 years, what's the going rate", SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  placementFee('f34-p-uncle-shop-36k', 'my uncle wants to hire a bookkeeper at 36k through ye, what would it cost him', 36_000),
  ask('f34-q-niece-cta-foundation', 'niece doing cta, foundation stage length', 'qualifications', [ctaStageMonths('Foundation')], [ctaStageMonths('Intermediate'), ACA_MARK]),

  salary('f34-s-brother-fa-4yrs', 'brother fa 4 years qualified cork, what should he earn', QA, 'Financial Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  salary('f34-s-dad-fd-25', "dad's an fd in a 25-person firm, what's the norm", CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  ask('f34-q-sister-cima-ot', "sister's doing cima, what's an objective test cost", 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')]),
  ask('f34-v-son-register-free', 'does my son have to pay ye anything to register', 'services', [says(termsOfService, 'free to candidates')], ['€']),
  ask('f34-t-daughter-big4-first', 'daughter has her first big 4 interview on monday, what will they ask her', 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, PHARMA_TIP]),
  ask('f34-m-partner-galway', "partner's moving to galway with me - share of accountancy jobs there?", 'market', [regionShare('Galway')], [regionShare('Dublin'), regionShare('Cork')]),
  ask('f34-c-mam-phone', "my mam wants to ring ye, what's the number", 'contact', [agency.phone.display], ['€']),

  // --- Hand-over: the visitor asks for a person ---------------------------------------------------------------------------------
  handOver('f34-h-speak-recruiter', 'speak to a recruiter'),
  handOver('f34-h-callback-fc', 'callback request re fc hire'),
  handOver('f34-h-human-please', 'human please'),
  handOver('f34-h-conor-ring', 'can conor ring me about a hire'),
  handOver('f34-h-who-talk', 'who do I talk to? get someone to ring me'),

  // --- Off-topic: near-misses that look like searches ---------------------------------------------------------------------------
  ...(
    [
      ['f34-o-tax-credits-2026', 'tax credits 2026'],
      ['f34-o-minimum-wage', 'minimum wage ireland'],
      ['f34-o-ros-login', 'revenue ros login'],
      ['f34-o-accountant-near-me', 'accountant near me'],
      ['f34-o-cheap-bookkeeping', 'cheap bookkeeping'],
      ['f34-o-payroll-software', 'payroll software'],
      ['f34-o-mortgage-calculator', 'mortgage calculator'],
      ['f34-o-usc-rates', 'usc rates'],
      ['f34-o-vat-rates', 'vat rates ireland'],
      ['f34-o-redundancy-calculator', 'statutory redundancy calculator'],
      ['f34-o-stamp-4', 'stamp 4 application'],
      ['f34-o-nurse-salary', 'nurse salary ireland'],
      ['f34-o-solicitor-jobs', 'solicitor jobs dublin'],
      ['f34-o-register-company', 'register a company cro'],
      ['f34-o-savings-account', 'best savings account rate'],
      ['f34-o-maternity-benefit', 'how much is maternity benefit'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Off-topic: plainer ones -------------------------------------------------------------------------------------------------------
  ...(
    [
      ['f34-o-weather-galway', 'weather galway tomorrow'],
      ['f34-o-46a-times', '46a bus times'],
      ['f34-o-gaa-fixtures', 'gaa fixtures this weekend'],
      ['f34-o-pizza', 'pizza near me'],
      ['f34-o-brown-bread', 'brown bread recipe'],
      ['f34-o-lanzarote', 'cheap flights lanzarote'],
      ['f34-o-joke', 'tell me a joke'],
      ['f34-o-irish-translate', 'how do you say good luck in irish'],
      ['f34-o-leinster', 'did leinster win'],
      ['f34-o-nct', 'nct booking'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),
];
