// The THIRTY-FIRST set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 29 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// twenty-ninth and thirtieth sets and their tests (for the rules, format and builders, and to avoid
// repeating their wordings); never the engine (lambdas/), never any other set, and never ran Aine on
// these questions nor looked at what it answers.
//
// Persona and angle: A FOURTEENTH CROSS-SECTION: PHONE-TYPED MESSAGES. Questions as typed fast on a
// phone: short, mostly lower case, often no punctuation or a single '?'; about a third carry one or
// two real typos (swapped, dropped or doubled letters: "qualifed", "managment", "bookeeper", "payrol",
// "auidt", "salery", "intervew", "knowlege", "achievments", "placment"); abbreviations ("fc", "fm",
// "pqe", "yrs", "exp", "k", "sal", "acca", "aca", "cima", "cta", "hr", "wfh", "pls", "thx", "u", "ur",
// "r", "wat", "hw much", "n" for "and") and Irish usage ("ye", "yous", "grand", "down in Cork", "up in
// Dublin", "the lad", "a few bob", "what's the story with"). About 60% candidates at every stage
// (college leavers, trainees, the newly qualified, part-qualified and experienced accountants), 25%
// employers (owners, HR, finance managers, a practice hiring its own staff) and 15% others (parents,
// partners, a neighbour, people on the wrong website). Topics in proportion to what visitors ask:
// salaries by role, level and city the most, then placement fees, qualifications and exams
// (structure, dates, fees), market figures, contact and hours, interview tips, the agency's services,
// CV upload and privacy. About 30 follow-ups in short chains, two of them drifting off-topic; about 25
// off-topic questions, more than half of them near-misses that sound financial or recruitment-like;
// five requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the thirtieth set, whose rules block is copied here verbatim):
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
// In this set a base salary with an allowance on top is judged like one with a bonus on top (the fee
// is on the base salary), and a reply that should quote no euro figure (contact details, the CV
// rules, privacy, the candidates' side of the fees) is wrong with one.

import { agency } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { interviewPreparationPage } from '#content/interview-tips';
import { privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaFacts, acaPage, accaFacts, cimaFacts, cimaKeyDatesFact, ctaFacts, ctaKeyDatesFact, ctaPage } from '#content/qualifications';
import { type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaper,
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
  inflationAdjustment,
  MIC_TIP,
  OFFER_TIP,
  openingTime,
  pensionMatch,
  PHARMA_TIP,
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
const ctaAutumnRegistration: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').registration];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const accaExperience = `${accaFacts.experienceMonths} months`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const whatsapp = websiteHost(agency.whatsappUrl);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;
const tiktok = agency.socialLinks.find((link) => link.network === 'tiktok');
const [membership] = agency.trustSignals.memberships;
if (!tiktok || !membership) throw new RangeError('The socials or the memberships changed: update the thirty-first set');

/** The hand-over rule: the reply names who receives the question and asks for the visitor's name. */
function handOver(id: string, question: string): HeldOutQuestion {
  return { id, question, kind: 'hand-over', topic: 'hand-over', mustContain: [handoverRecipients, 'name'], mustNotContain: ['€'] };
}

export const thirtyFirstVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Candidates thumbing out pay questions: qualified accountants --------------------------------------
  salary('f31-s-fc-nq-dub', 'wat wud an fc get up in dublin just qualifed', QA, 'Financial Controller', 0, [pay(QA, 'Financial Accountant', 0)]),
  salary('f31-s-fc-then-4yrs', 'n with 4 yrs pqe?', QA, 'Financial Controller', 1, [], 'f31-s-fc-nq-dub'),
  salary('f31-s-fc-then-cork', 'same down in cork', QA, 'Financial Controller', 1, [], 'f31-s-fc-then-4yrs'),
  ask('f31-i-fc-then-remote', 'wud i get a few bob more if i went full remote', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment], 'f31-s-fc-then-cork'),

  salary('f31-s-ma-6yrs-galway', 'managment accountant 6 yrs pqe galway sal?', QA, 'Management Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f31-s-fa-1yr-limerick', 'fin accountant 1 yr qualfied limerick hw much', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f31-s-analyst-4yrs-cork', 'finacial analyst cork 4 yrs pqe wats the goin rate', QA, 'Financial Analyst', 1, [pay(QA, 'Financial Controller', 1)]),
  salary('f31-s-ia-9yrs', 'interal auditor 9 yrs pqe r they on 90k+', QA, 'Internal Auditor', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f31-s-fc-8yrs-kerry', 'fc in kerry 8yrs qualified wat shud i aks for', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('f31-s-cost-nq-waterford', 'cost acountant newly qualified waterford pls', QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f31-s-acct-4yrs-sligo', 'accountant in sligo bout 4 yrs post qual am i underpaid on 58k', QA, 'Financial Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  salary('f31-s-fpa-nq', 'fp&a analyst first job after qualifyng wat do they pay', QA, 'Financial Analyst', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f31-s-ia-2yrs-dub', 'internal audit dublin 2yrs pqe salray range?', QA, 'Internal Auditor', 0, [pay(QA, 'Financial Controller', 0)]),

  // --- Candidates on pay: practice and audit ---------------------------------------------------------------
  salary('f31-s-senior-big4-dub', 'audit senoir big 4 dublin wat r they payin', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2), pay(AUDIT, 'Junior', 2)]),
  salary('f31-s-senior-then-mid', 'n in a mid tier one', AUDIT, 'Senior', 1, [], 'f31-s-senior-big4-dub'),
  salary('f31-s-senior-then-manager-mid', 'wat about manager there', AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1), pay(AUDIT, 'Director', 1)], 'f31-s-senior-then-mid'),

  salary('f31-s-junior-mid-cork', 'traniee in a mid tier firm down in cork whats normal pay', AUDIT, 'Junior', 1, [pay(AUDIT, 'Senior', 1)]),
  salary('f31-s-manager-small', 'audit manager small practice, salery?', AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0), pay(AUDIT, 'Director', 0)]),
  salary('f31-s-partner-mid', 'wat does a partner in a mid tier firm make', AUDIT, 'Partner', 1, [pay(AUDIT, 'Director', 1)]),
  salary('f31-s-director-big4', 'big4 audit directer pay ballpark pls', AUDIT, 'Director', 2, [pay(AUDIT, 'Partner', 2), pay(AUDIT, 'Manager', 2)]),
  salary('f31-s-senior-small-galway', 'senior in a small auidt practice in galway wat shud i be on', AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0), pay(AUDIT, 'Junior', 0)]),

  // --- Candidates on pay: part-qualified and support roles -------------------------------------------------
  salary('f31-s-aa-noexp', 'acounts assistant no exp wat wud i start on', SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  salary('f31-s-aa-then-4yrs', 'n after 4 yrs?', SUPPORT, 'Accounts Assistant', 2, [], 'f31-s-aa-noexp'),
  ask('f31-q-aa-then-acca-reg', 'thinkin of startin acca hw much to register', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')], 'f31-s-aa-then-4yrs'),
  ask('f31-q-acca-then-ak', 'n the first exams, the applied knowlege ones?', 'qualifications', [accaFee('Applied Knowledge exams')], [accaFee('Applied Skills exams'), accaFee('Strategic Professional exams')], 'f31-q-aa-then-acca-reg'),

  salary('f31-s-book-2yrs-cork', 'bookeeper 2 yrs exp cork sal', SUPPORT, 'Bookkeeper', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f31-s-payroll-4yrs-dub', 'payrol specialist 4+ yrs dublin wat r companies paying', SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f31-s-ap-6mths', 'accounts payable clerk 6 monts in, whats normal', SUPPORT, 'Accounts Payable/Receivable', 0, [pay(SUPPORT, 'Payroll Specialist', 0)]),
  salary('f31-s-pq-2yrs-galway', 'part qualified acca 2 yrs exp galway wat shud i ask for', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f31-s-pq-4yrs-cima', 'part qualifed cima 4 yrs in industry r they paying 50k+', SUPPORT, 'Part-Qualified', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f31-s-credit-2yrs-limerick', 'credit controler 2 yrs, limerick, hw much', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Payroll Specialist', 1)]),
  salary('f31-s-payroll-college', 'payroll job straight out of college wat wud it pay', SUPPORT, 'Payroll Specialist', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),

  // --- Candidates: whole rows and comparisons ---------------------------------------------------------------
  salaryRow('f31-s-fc-row', 'fc salary at every level pls', [QA, 'Financial Controller'], [QA, 'Financial Accountant']),
  salaryRow('f31-s-payroll-row', 'payroll pay from entry level up to 3+ yrs?', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Accounts Assistant']),
  salaryRow('f31-s-partner-row', 'partner pay small v mid tier v big 4', [AUDIT, 'Partner'], [AUDIT, 'Director']),
  compare('f31-s-ma-vs-analyst-7yrs', 'ma or fin analyst wich pays more with 7 yrs pqe', [QA, 'Management Accountant'], [QA, 'Financial Analyst'], 2),
  compare('f31-s-book-vs-aa-2yrs', 'bookkeeper v accounts assisstant 2 yrs in, who earns more', [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Accounts Assistant'], 1),

  // --- Candidates on premiums and perks ---------------------------------------------------------------------
  ask('f31-i-pension', 'wats a normal pension match for qualifeid roles', 'salary-insights', [pensionMatch], [esgPremium, inflationAdjustment]),
  ask('f31-i-funds-premium', 'do funds jobs pay more than industry', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium]),

  // --- Candidates on exams and qualifications ---------------------------------------------------------------
  ask('f31-q-aca-reg', 'hw much to regsiter as an aca student', 'qualifications', [acaFee('Student registration')], [accaFee('Registration'), cimaFee('Registration')]),
  ask('f31-q-aca-then-sub', 'n the yearly sub?', 'qualifications', [acaFee('Annual student subscription')], [accaFee('Annual subscription'), cimaFee('Annual subscription')], 'f31-q-aca-reg'),
  ask('f31-q-sub-then-cap2', 'wat does cap2 cost per module', 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')], 'f31-q-aca-then-sub'),

  ask('f31-q-fae-electives', 'hw many electives do u pick at fae', 'qualifications', [`${acaFacts.faeElectives} electives`], [ACCA_MARK, CIMA_MARK]),
  ask('f31-q-cap1-subjects', 'wat subjects r in cap1', 'qualifications', examGroup(acaPage.structure.levels, 'CAP1'), ['Taxation 2', ACCA_MARK]),
  ask('f31-q-acca-sp-papers', 'wat r the acca strategic professional exams', 'qualifications', [accaPaper('SBL'), accaPaper('SBR')], [accaPaper('FR'), CIMA_MARK]),
  ask('f31-q-acca-ethics-fee', 'acca ethics module cost?', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Applied Knowledge exams'), accaFee('Registration')]),
  ask('f31-q-acca-as-fee', 'applied skils exam fee acca', 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Applied Knowledge exams'), accaFee('Strategic Professional exams')]),
  ask('f31-q-acca-exp-months', 'acca practical exp requirment hw many months', 'qualifications', [accaExperience], [acaExperience, CIMA_MARK]),
  ask('f31-q-acca-vs-cima-sub', 'acca v cima annual sub which is cheaper', 'qualifications', [accaFee('Annual subscription'), cimaFee('Annual subscription')], [acaFee('Annual student subscription')]),

  ask('f31-q-cima-ot-count', 'hw many objectve tests in cima', 'qualifications', [`${cimaFacts.objectiveTests} objective tests`], [`${accaFacts.examCount} exams`, ACA_MARK]),
  ask('f31-q-ot-then-cost', 'n wat does each one cost', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')], 'f31-q-cima-ot-count'),
  ask('f31-q-cost-then-windows', 'wen can i sit them this yr', 'qualifications', cimaObjectiveTestWindows, [ACA_MARK, ACCA_MARK], 'f31-q-ot-then-cost'),
  offTopic('f31-fo-windows-then-relief', 'cud i claim tax relief back on the exam fees', 'f31-q-cost-then-windows'),

  ask('f31-q-cima-mgmt-papers', 'wat papers r at cima managment level', 'qualifications', [cimaPaper('E2'), cimaPaper('P2'), cimaPaper('F2')], [cimaPaper('E3'), ACCA_MARK]),
  ask('f31-q-cima-exp', 'cima hw many yrs exp to become a member', 'qualifications', [`${cimaFacts.experienceYears} years`], [accaExperience, ACA_MARK]),

  ask('f31-q-cta-foundation', 'cta foundaton hw long', 'qualifications', [ctaStageMonths('Foundation')], [ctaStageMonths('Intermediate'), ACA_MARK]),
  ask('f31-q-cta-then-degree', 'do i need a degree for it', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`], [accaExperience, ACA_MARK], 'f31-q-cta-foundation'),
  ask('f31-q-cta-autumn-reg', 'wen do u register for the autumn cta', 'qualifications', ctaAutumnRegistration, [ACA_MARK, ACCA_MARK]),

  // --- Candidates preparing for interviews ---------------------------------------------------------------------
  ask('f31-t-mid-tier-tmrw', 'intervew w a mid tier audit firm tmrw wat do they focus on', 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f31-t-audit-then-wear', 'wat shud i wear', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP, OFFER_TIP], 'f31-t-mid-tier-tmrw'),
  ask('f31-t-wear-then-arrive', 'shud i get there early or bang on time', 'interview-tips', [presencePhrase('Punctuality', 'ten minutes early')], [MIC_TIP, OFFER_TIP], 'f31-t-audit-then-wear'),

  ask('f31-t-ifsc-bank', 'interveiw at a bank in the ifsc, wat technical stuff will come up', 'interview-tips', [FUNDS_TIP], [PHARMA_TIP, AUDIT_TIP]),
  ask('f31-t-saas-fpa', 'fp&a interview at a saas startup any tips', 'interview-tips', [TECH_TIP], [FUNDS_TIP, PHARMA_TIP]),
  ask('f31-t-factory-mayo', 'mgmt accountant interview in a factory in mayo wat to revsie', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f31-t-thanks-email', 'shud i emial them after to say thanks', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [MIC_TIP, OFFER_TIP]),
  ask('f31-t-tell-me-time', 'hw do i answer the tell me about a time questions', 'interview-tips', [says(interviewPreparationPage, 'Situation'), says(interviewPreparationPage, 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f31-t-range-or-number', 'shud i give a number or a range wen they ask wat i want paid', 'interview-tips', [tipPhrase('know-your-market-value', 'researched range')], [MIC_TIP, OFFER_TIP]),
  ask('f31-t-camera', 'video interview tmrw wer shud the camera be', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'eye level')], [OFFER_TIP, AUDIT_TIP]),
  ask('f31-t-notice-stay', 'handed in my notice n now they want me to stay for more money', 'interview-tips', [OFFER_TIP], [MIC_TIP, AUDIT_TIP]),
  ask('f31-t-boss-nightmare', 'hw do i explain im leavin cos my boss is a nightmare', 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [OFFER_TIP, MIC_TIP]),
  ask('f31-t-achievements', 'hw do i make my achievments sound good', 'interview-tips', [tipPhrase('quantify-your-results', 'duplicate payments')], [OFFER_TIP, MIC_TIP]),

  // --- Candidates on the market -------------------------------------------------------------------------------
  ask('f31-m-galway-share', 'wat % of jobs r in galway', 'market', [regionShare('Galway')], [regionShare('Dublin'), regionShare('Cork')]),
  ask('f31-m-galway-then-dub', 'n dublin?', 'market', [regionShare('Dublin')], [regionShare('Galway'), regionShare('Cork')], 'f31-m-galway-share'),
  ask('f31-m-growing', 'is the jobs market for accountants growin or wat', 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')]),
  ask('f31-m-pay-up', 'hw much have salaires gone up in the last yr', 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')]),
  ask('f31-m-hybrid-share', 'wat % of finance roles r hybrid or remote', 'market', [stat('remote-positions')], [stat('job-market-growth'), regionShare('Dublin')]),

  // --- Candidates on the CV, privacy and the agency -------------------------------------------------------------
  ask('f31-v-cv-pdf', 'can i send my cv as a pdf', 'services', [says(cvUploadTexts, 'PDF')], ['€']),
  ask('f31-v-pdf-then-size', 'n max size?', 'services', [`${MAX_CV_MEGABYTES}MB`], ['€'], 'f31-v-cv-pdf'),
  ask('f31-v-cv-keep', 'hw long do u keep cvs for', 'services', [`${DATA_RETENTION_YEARS} years`], ['€']),
  ask('f31-v-keep-then-wipe', 'cud i withdraw mine n have it wiped', 'services', [says(privacyPolicy, 'delete')], ['€'], 'f31-v-cv-keep'),
  ask('f31-v-sign-up-pay', 'do i pay anything to sign up w ye', 'services', [says(termsOfService, 'free to candidates')], ['€']),
  ask('f31-v-boss-quiet', 'my boss cant know im lookin, will u keep it quiet', 'services', [says(candidatesPage, 'without your permission')], ['€']),
  ask('f31-v-real-person', 'r u a real person', 'services', [says(disclaimer, 'not a person')], ['€']),
  ask('f31-v-jobs-up', 'wat jobs have ye up on the site', 'services', [trainee.title, qualifiedJob.title], [pay(SUPPORT, 'Part-Qualified', 0)]),
  ask('f31-v-jobs-then-trainee-pay', 'wat does the trainee one pay', 'services', [trainee.salary], [qualifiedJob.salary], 'f31-v-jobs-up'),
  ask('f31-v-meet-donegal', 'can i meet ye in person im in donegal', 'services', [says(agency.operatingModel, 'anywhere in Ireland')], ['€']),
  ask('f31-v-tax-people', 'do ye place tax ppl too or just accountants', 'services', [says(ctaPage, 'tax professionals')], ['€']),

  // --- Candidates on contact and hours ---------------------------------------------------------------------------
  ask('f31-c-number', 'ur number pls', 'contact', [agency.phone.display], ['€']),
  ask('f31-c-number-then-til', 'til wat time can i ring', 'contact', [closingTime], ['€'], 'f31-c-number'),
  ask('f31-c-email', 'email address?', 'contact', [agency.email], ['€']),
  ask('f31-c-8am', 'r ye open at 8 in the mornin', 'contact', [openingTime], ['€']),
  ask('f31-c-weekends', 'r u open weekends', 'contact', [weekdays], ['€']),
  ask('f31-c-office', 'wer is ur office', 'contact', [agency.address.streetAddress], ['€']),
  ask('f31-c-whatsapp', 'do ye have whatsapp', 'contact', [whatsapp], ['€']),
  ask('f31-c-tiktok', 'r ye on tiktok', 'contact', [websiteHost(tiktok.url)], ['€']),

  // --- Employers: pay to offer, thumbed out between meetings -----------------------------------------------------
  salary('f31-s-cfo-300', 'cfo for a 300 staff co wat range', CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)]),
  placementFee('f31-p-cfo-then-170k', 'if we paid 170k wats ur fee', 170_000, [], 'f31-s-cfo-300'),
  ask('f31-p-170k-then-exclusive', 'n if we gave u it exclusive cud u do better', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], wrongBandFees(170_000), 'f31-p-cfo-then-170k'),

  salary('f31-s-fd-40-ppl', 'fd for a small co, 40 ppl, wat wud we pay', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f31-s-gfc-800', 'group fc for a gruop w 800 staff whats the goin rate', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)]),
  compare('f31-s-gfc-vs-fd-200', 'gfc v fd for a 200 person co, wats the diff in pay', [CSUITE, 'Group Financial Controller'], [CSUITE, 'Finance Director'], 1),

  salary('f31-s-fa-emp-athlone', 'hirin a newly qualifed fa in athlone wat sal do we offer', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f31-s-fa-emp-then-4yrs', 'n if we wanted sum1 w 4 yrs', QA, 'Financial Accountant', 1, [], 'f31-s-fa-emp-athlone'),
  salary('f31-s-ma-emp-shannon', 'ma with 6+ yrs for our plant in shannon wat budget', QA, 'Management Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f31-s-ap-emp-4yrs', 'need an ap/ar person w 4 yrs exp, wat wud they expcet', SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)]),
  placementFee('f31-p-ap-then-41k', 'n ur fee at 41k?', 41_000, [], 'f31-s-ap-emp-4yrs'),
  salary('f31-s-manager-emp-mid', 'we r a mid tier pratice in cork hirin an audit manager, wat r others paying', AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1), pay(AUDIT, 'Director', 1)]),
  salary('f31-s-pq-emp-first', 'takin on a part qualifed lad, his first finance job, wat wud be fair', SUPPORT, 'Part-Qualified', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),

  // --- Employers: placement fees ----------------------------------------------------------------------------------
  placementFee('f31-p-52k', 'hw much is ur fee on 52k', 52_000),
  placementFee('f31-p-52k-then-38k', 'n a 38k one?', 38_000, [feeAmount(52_000)], 'f31-p-52k'),
  placementFee('f31-p-38k-then-28k', 'wat about 28k for a junior', 28_000, [feeAmount(38_000)], 'f31-p-52k-then-38k'),
  ask('f31-p-28k-then-when', 'wen do we pay it, on the start date?', 'placement-fees', [says(termsOfService, 'in writing')], wrongBandFees(28_000), 'f31-p-38k-then-28k'),
  offTopic('f31-fo-when-then-revenue', 'grand. do we have to register as an employer w revenue first', 'f31-p-28k-then-when'),

  placementFee('f31-p-67k-fc', 'wat wud u charge on a 67k fc', 67_000),
  placementFee('f31-p-31500', 'recuitment fee on 31.5k pls', 31_500),
  placementFee('f31-p-44k', 'ur % on a 44k hire n wat does that come to', 44_000),
  placementFee('f31-p-36k-aa', '36k accounts assistant, wats the fee', 36_000),
  placementFee('f31-p-210k-cfo', 'cfo on 210k wat do ye charge', 210_000),
  placementFee('f31-p-46500', 'fee for a 46.5k hire?', 46_500),
  placementFee('f31-p-33k-payroll', 'hw much wud ye take for a 33k payroll clerk', 33_000),
  placementFee('f31-p-78k-ma', 'placment fee on 78k management accountant', 78_000),
  ask('f31-p-60k-car', 'fee on 60k base + 5k car allowance, do ye charge on the allowance too', 'placement-fees', [...fee(60_000), says(feesPage, 'base salary')], [...wrongBandFees(60_000), feeAmount(65_000)]),
  ask('f31-p-story-fees', 'wats the story with fees for employers', 'placement-fees', allBandPercentages, [accaFee('Strategic Professional exams'), acaFee('FAE exams')]),

  // --- Employers: the market, the perks and the service ---------------------------------------------------------------
  ask('f31-m-cork-share-emp', 'we r down in cork, wat share of openings r down here', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')]),
  ask('f31-m-hire-weeks', 'avg time to hire an accoutant atm?', 'market', [formatTimeToHire()], [hours]),
  ask('f31-i-training-budget', 'wats a normal trainng budget per head for a finance team', 'salary-insights', [developmentBudget], [pensionMatch]),
  ask('f31-i-cost-of-living', 'cost of livin increase for existing staff, wat r most employers doin this yr', 'salary-insights', [inflationAdjustment], [stat('average-salary-increase')]),
  ask('f31-v-vacancy-today', 'if i send ye a vacancy today wen will i hear back', 'services', [hours], [formatTimeToHire()]),
  ask('f31-v-contract-roles', 'do ye do contract roles or just perm', 'services', [says(termsOfService, 'permanent and contract')], ['€']),
  ask('f31-v-nrf', 'r ye members of any body like the nrf', 'services', [membership.name], ['€']),
  ask('f31-c-licensed', 'r ye licenced as an agency', 'contact', [agency.licence.number], ['€']),

  // --- Others: parents, partners and neighbours asking for someone else -------------------------------------------------
  salary('f31-s-son-fc-7yrs', 'my son is an fc 7 yrs qualified up in dublin, is 105k normal', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('f31-s-daughter-big4-trainee', 'daughter startin in a big 4 firm as a trainee in sept wat will she get', AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)]),
  ask('f31-q-daughter-then-cap1', 'wen wud she sit cap1', 'qualifications', [acaSitting('CAP1').main, acaSitting('CAP1').repeat], [acaSitting('FAE').main, ACCA_MARK], 'f31-s-daughter-big4-trainee'),
  salary('f31-s-husband-book-6yrs', 'husband is a bookkeeper 6 yrs, on 40k, shud he be on more', SUPPORT, 'Bookkeeper', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f31-s-neighbour-payroll-2yrs', 'the lad next door does payroll, 2 yrs at it, wat wud that pay', SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  placementFee('f31-p-aunt-pharmacy-34k', 'my aunt has a pharmacy n wants a bookkeper at 34k, wat wud ye charge her', 34_000),

  // --- Hand-over: the visitor asks for a person -----------------------------------------------------------------------
  handOver('f31-h-real-person', 'can i tlak to a real person pls'),
  handOver('f31-h-ring-break', 'get someone to ring me, im on my break til 2'),
  handOver('f31-h-fc-asap', 'need to speak to a recruiter about hirin an fc asap'),
  handOver('f31-h-niamh-call', 'can niamh call me back'),
  handOver('f31-h-human-thx', 'pass me on to a human thx'),

  // --- Off-topic: near-misses that sound financial or recruitment-like -------------------------------------------------
  ...(
    [
      ['f31-o-flat-rate', 'hw do i claim flat rate expences for my job'],
      ['f31-o-auto-enrol', 'is the auto enrolment pension startin this yr, do i have to join'],
      ['f31-o-garda-pay', 'wat wud a garda earn startin out'],
      ['f31-o-electrician-cork', 'any jobs for electricans in cork'],
      ['f31-o-car-loan', 'best rate for a car laon atm'],
      ['f31-o-vat-returns', 'can ye do my vat returns every 2 months'],
      ['f31-o-sole-trader', 'hw do i register as a sole trader'],
      ['f31-o-stamp-1g', 'im on a stamp 1g, can i switch to stamp 4'],
      ['f31-o-sundays', 'can my employer make me work sundays without extra pay'],
      ['f31-o-mortgage-60k', 'hw much mortgage wud i get on 60k'],
      ['f31-o-crypto', 'shud i buy crypto or shares w my bonus'],
      ['f31-o-dev-pay', 'wat does a software dev earn up in dublin'],
      ['f31-o-med-expenses', 'hw do i get tax back on medical expenses'],
      ['f31-o-jobseekers', 'can i get jobseekers while doin a course'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Off-topic: everyday questions -------------------------------------------------------------------------------------
  ...(
    [
      ['f31-o-match-score', 'wats the score in the match'],
      ['f31-o-bus-cork', 'bus times dublin to cork'],
      ['f31-o-pint-galway', 'best pint in galway?'],
      ['f31-o-turkey', 'hw long do i cook a turkey for christmas'],
      ['f31-o-snow', 'will it snow this wk'],
      ['f31-o-australia', 'wats the capital of australia'],
      ['f31-o-poem', 'write me a poem about the rain'],
      ['f31-o-hurling', 'who won the all ireland hurling'],
      ['f31-o-film', 'recomend a film for tonight'],
      ['f31-o-m50', 'hows the traffic on the m50'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),
];
