// The THIRTY-THIRD set of visitor questions for Aine: TUNING DATA.
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
// Persona and angle: A SIXTEENTH CROSS-SECTION: CONVERSATIONS THAT CHANGE TOPIC, AND PEOPLE ASKING FOR
// SOMEONE ELSE. About 40% of the cases are follow-ups in chains of two to four turns where the visitor
// switches topic mid-chain with a short message that leans on the context: after a salary answer the
// fee ("and what would ye charge for that", the salary named in the chain), after a fee answer when it
// is paid or the rebate, after a CV answer whether it is shared or how long it is kept, after a market
// answer a role named alone ("what would an fc get"), after a qualification answer the exam fees or
// part-time study, after contact details the hours; chains that return to an earlier topic ("back to
// the pay thing"); pronouns ("it", "that", "them", "she", "the one above me"). Many questions are asked
// for or about someone else, in the third person ("my husband is a financial controller in Galway",
// "my daughter is starting ACA", "our bookkeeper wants a raise"), and off-topic ones have the same
// shape ("my wife is an accountant, where should we go on holiday", "my boss is ACCA qualified, how do
// I ask him for a day off", "as an accountant can you tell me how to fix my boiler"). Off-topic
// near-misses: personal tax, payroll set-up for a small business, house prices, maternity leave,
// employment complaints, how to do a bank reconciliation, recommending an accountant for a business,
// pensions, mortgages, pay and jobs outside the field. Service questions a real visitor asks: do you
// recruit outside Dublin, temp or contract roles, what PQE means, what benefits come with finance jobs
// (the salary guide's benefits trends), studying ACCA while working (as the ACCA page says it). About
// 60% candidates, 30% employers and 10% family and friends asking on their own account (many
// candidates' and employers' questions are also about someone else). About 25 off-topic questions,
// most of them near-misses, four off-topic turns inside chains, and five requests for a person.
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
// In this set a role named alone with no level, after a question on another topic ("what would an fc
// get"), asks every level of the role; a question about someone else is judged as if that person
// asked it (their role, level, firm or company size); and a reply that should quote no euro figure
// (contact details, the CV rules, privacy, the candidates' side of the fees) is wrong with one.

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
import { acaFacts, accaFacts, accaPage, cimaFacts, cimaKeyDatesFact, ctaFacts, ctaKeyDatesFact, ctaPage } from '#content/qualifications';
import { salaryTables } from '#content/salary-guide';
import { teamMembers } from '#content/team';
import { type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
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
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, fee, otherLevels, pay, QA, regionShare, stat, SUPPORT, wrongBandFees } from './held-out-figures.ts';

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const cimaObjectiveTestWindows: string[] = cimaDatesPassed
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.objectiveTests.map((testWindow) => testWindow.display);
const ctaSpringRegistration: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').registration];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const accaExperience = `${accaFacts.experienceMonths} months`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const whatsapp = websiteHost(agency.whatsappUrl);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;
const [membership] = agency.trustSignals.memberships;
const [niamh, conor] = teamMembers;
if (!membership || !niamh || !conor) {
  throw new RangeError('The memberships or the team changed: update the thirty-third set');
}
const pqeMeaning = says(salaryTables, 'post-qualification experience');

/** The hand-over rule: the reply names who receives the question and asks for the visitor's name. */
function handOver(id: string, question: string): HeldOutQuestion {
  return { id, question, kind: 'hand-over', topic: 'hand-over', mustContain: [handoverRecipients, 'name'], mustNotContain: ['€'] };
}

export const thirtyThirdVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Chains that change topic: candidates --------------------------------------------------------------
  salary(
    'f33-s-fc-4yrs-naas',
    "I'm a financial controller in Naas, four years since I qualified. What's the going rate for an FC at my stage?",
    QA, 'Financial Controller', 1, [pay(QA, 'Financial Accountant', 1)],
  ),
  ask('f33-v-fc-then-cv-shared', 'grand. if I send ye my CV, does it go straight out to employers?', 'services', [says(candidatesPage, 'without your permission')], ['€'], 'f33-s-fc-4yrs-naas'),
  ask('f33-v-shared-then-kept', 'and how long do you hang on to it after that?', 'services', [`${DATA_RETENTION_YEARS} years`], ['€'], 'f33-v-fc-then-cv-shared'),
  salary(
    'f33-s-kept-then-back-fc-7',
    'back to the pay thing - what if I stuck it out until I had 7 years done?',
    QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)], 'f33-v-shared-then-kept',
  ),

  ask('f33-q-acca-exp-root', 'How many months of practical experience does ACCA need before you can become a member?', 'qualifications', [accaExperience], [acaExperience, CIMA_MARK]),
  ask(
    'f33-q-acca-then-sp-fee',
    'and what do the exams cost at the strategic professional level?',
    'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Skills exams'), accaFee('Applied Knowledge exams')], 'f33-q-acca-exp-root',
  ),
  ask('f33-q-sp-fee-then-part-time', 'can I do it part time while I keep my job?', 'qualifications', [says(accaPage, 'study while working')], [ACA_MARK], 'f33-q-acca-then-sp-fee'),

  ask('f33-c-phone-root', "what's the best number to reach ye on?", 'contact', [agency.phone.display], ['€']),
  ask('f33-c-phone-then-hours', 'and what hours are ye there?', 'contact', [openingTime, closingTime], ['€'], 'f33-c-phone-root'),
  ask('f33-c-hours-then-saturday', 'not on a saturday so?', 'contact', [weekdays], ['€'], 'f33-c-phone-then-hours'),

  ask('f33-m-growth-root', 'Is the accountancy job market in Ireland growing at the moment?', 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')]),
  salaryRow('f33-s-growth-then-fc', 'what would an fc get', [QA, 'Financial Controller'], [QA, 'Financial Accountant'], 'f33-m-growth-root'),
  salary('f33-s-fc-then-nq', 'and one just qualified?', QA, 'Financial Controller', 0, [pay(QA, 'Financial Accountant', 0)], 'f33-s-growth-then-fc'),

  ask(
    'f33-q-cima-strategic-papers',
    'What papers are at the CIMA strategic level?',
    'qualifications', [cimaPaper('E3'), cimaPaper('P3'), cimaPaper('F3')], [cimaPaper('E2'), ACCA_MARK],
  ),
  ask(
    'f33-q-strategic-then-case-fee',
    'how much is the case study exam at the end of it?',
    'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test'), accaFee('Strategic Professional exams')], 'f33-q-cima-strategic-papers',
  ),
  ask(
    'f33-q-case-fee-then-exp',
    "and how many years' work experience do I need alongside it?",
    'qualifications', [`${cimaFacts.experienceYears} years`], [accaExperience, acaExperience, ACA_MARK], 'f33-q-strategic-then-case-fee',
  ),

  ask(
    'f33-i-esg-root',
    "I've been doing the CSRD reporting in my job for a year. Does ESG experience pay more?",
    'salary-insights', [esgPremium], [remotePremium, inflationAdjustment],
  ),
  ask('f33-i-esg-then-remote', 'and fully remote jobs, do they pay more too?', 'salary-insights', [remotePremium], [esgPremium, hybridDays], 'f33-i-esg-root'),
  ask(
    'f33-m-remote-then-share',
    'what percentage of finance jobs are remote or hybrid anyway?',
    'market', [stat('remote-positions')], [stat('job-market-growth'), regionShare('Dublin')], 'f33-i-esg-then-remote',
  ),

  salary(
    'f33-s-ia-nq-cork',
    'Internal auditor jobs for someone just qualified in Cork, what do they pay?',
    QA, 'Internal Auditor', 0, [pay(QA, 'Financial Controller', 0)],
  ),
  ask(
    'f33-t-ia-then-ifsc-interview',
    "I've an interview for one at a bank in the IFSC - what technical stuff should I expect?",
    'interview-tips', [FUNDS_TIP], [PHARMA_TIP, TECH_TIP], 'f33-s-ia-nq-cork',
  ),
  ask(
    'f33-t-ifsc-then-thanks',
    'should I send them a thank you after, and how soon?',
    'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [MIC_TIP, OFFER_TIP], 'f33-t-ia-then-ifsc-interview',
  ),

  salary('f33-s-analyst-7yrs', 'Financial analyst with seven years PQE, what range should I be in?', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Controller', 2)]),
  ask('f33-i-analyst-then-tech', 'would I get more in a tech company?', 'salary-insights', [specialisationPremium('Technology')], [esgPremium, remotePremium], 'f33-s-analyst-7yrs'),
  ask('f33-t-tech-then-revise', 'what should I revise for an interview at one?', 'interview-tips', [TECH_TIP], [PHARMA_TIP, FUNDS_TIP], 'f33-i-analyst-then-tech'),

  salary(
    'f33-s-book-4yrs-wexford',
    "bookkeeper in Wexford with four years done, what's the rate?",
    SUPPORT, 'Bookkeeper', 2, [pay(SUPPORT, 'Accounts Assistant', 2)],
  ),
  ask('f33-i-book-then-wfh', 'how many days working from home is normal these days?', 'salary-insights', [hybridDays], [pensionMatch], 'f33-s-book-4yrs-wexford'),
  ask(
    'f33-i-wfh-then-pension',
    'and if I went on to qualify, what pension match would an employer give me?',
    'salary-insights', [pensionMatch], [esgPremium, developmentBudget], 'f33-i-book-then-wfh',
  ),

  salary(
    'f33-s-senior-small-sligo',
    "I'm an audit senior in a small practice in Sligo. What are seniors in small firms paid?",
    AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0)],
  ),
  salary(
    'f33-s-senior-then-manager',
    'and the manager above me, what would she be on?',
    AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0), pay(AUDIT, 'Director', 0)], 'f33-s-senior-small-sligo',
  ),
  salary('f33-s-manager-then-partner', 'the partners must be on a fortune so?', AUDIT, 'Partner', 0, [pay(AUDIT, 'Director', 0)], 'f33-s-senior-then-manager'),

  salary(
    'f33-s-pq-2yrs-cima',
    "Part-qualified, doing CIMA, two years in a finance role. What's the pay like?",
    SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Bookkeeper', 1)],
  ),
  ask(
    'f33-q-pq-then-ot-count',
    'how many objective tests are there in CIMA altogether?',
    'qualifications', [`${cimaFacts.objectiveTests} objective tests`], [`${accaFacts.examCount} exams`, ACA_MARK], 'f33-s-pq-2yrs-cima',
  ),
  ask('f33-q-ot-count-then-windows', 'when can I sit them?', 'qualifications', cimaObjectiveTestWindows, [ACA_MARK, ACCA_MARK], 'f33-q-pq-then-ot-count'),
  ask(
    'f33-i-windows-then-study-budget',
    'would an employer pay for them? how much do they usually give towards study?',
    'salary-insights', [developmentBudget], [pensionMatch], 'f33-q-ot-count-then-windows',
  ),

  ask('f33-v-real-person-root', 'Am I talking to a real person or a bot?', 'services', [says(disclaimer, 'not a person')], ['€']),
  ask('f33-v-person-then-where', 'so where do my messages end up?', 'services', [says(disclaimer, 'United States')], ['€'], 'f33-v-real-person-root'),

  ask('f33-c-licence-root', "Are ye a licensed employment agency? What's the licence number?", 'contact', [agency.licence.number], ['€']),
  ask('f33-v-licence-then-body', 'and are ye members of any recruitment body?', 'services', [membership.name], ['€'], 'f33-c-licence-root'),
  ask('f33-v-body-then-reviews', 'where would I see reviews of ye?', 'services', [agency.trustSignals.reviews.source], ['€'], 'f33-v-licence-then-body'),

  ask('f33-m-cork-share', 'What share of the new accountancy jobs are in Cork?', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')]),
  ask('f33-v-cork-then-outside-dublin', 'do ye actually recruit outside Dublin though?', 'services', [says(agency.operatingModel, 'anywhere in Ireland')], ['€'], 'f33-m-cork-share'),
  ask('f33-m-outside-then-galway', 'and Galway, what share is there?', 'market', [regionShare('Galway')], [regionShare('Cork'), regionShare('Dublin')], 'f33-v-cork-then-outside-dublin'),

  // --- Chains that change topic: someone else's career ------------------------------------------------------
  salary(
    'f33-s-husband-fc-galway',
    'My husband is a financial controller in Galway, six years qualified. What should he be on?',
    QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)],
  ),
  salary(
    'f33-s-husband-then-gfc-300',
    "he's been offered group financial controller in a company of 300 - what does that pay?",
    CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'Finance Director', 1)], 'f33-s-husband-fc-galway',
  ),
  ask('f33-v-gfc-then-free', 'would ye charge him anything to help him find a job?', 'services', [says(termsOfService, 'free to candidates')], ['€'], 'f33-s-husband-then-gfc-300'),

  ask('f33-q-daughter-aca-reg', 'My daughter is starting ACA in September. How much is the student registration?', 'qualifications', [acaFee('Student registration')], [accaFee('Registration'), cimaFee('Registration')]),
  ask(
    'f33-q-reg-then-yearly',
    'and every year after that?',
    'qualifications', [acaFee('Annual student subscription')], [accaFee('Annual subscription'), cimaFee('Annual subscription')], 'f33-q-daughter-aca-reg',
  ),
  ask('f33-q-yearly-then-cap1-when', 'when are her first exams, the CAP1?', 'qualifications', [acaSitting('CAP1').main], [acaSitting('FAE').repeat, ACCA_MARK], 'f33-q-reg-then-yearly'),
  salary(
    'f33-s-cap1-then-mid-tier-pay',
    'and what will she earn as a trainee in a mid-tier firm?',
    AUDIT, 'Junior', 1, [pay(AUDIT, 'Senior', 1)], 'f33-q-yearly-then-cap1-when',
  ),

  ask(
    'f33-t-daughter-big4',
    'My daughter has an interview with a Big 4 audit firm next week. What will they focus on?',
    'interview-tips', [AUDIT_TIP], [FUNDS_TIP, TECH_TIP],
  ),
  ask('f33-t-big4-then-wear', 'what should she wear to it?', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP, OFFER_TIP], 'f33-t-daughter-big4'),
  offTopic('f33-fo-wear-then-suit-shop', 'any idea where I could get her a cheap suit in Dublin city centre?', 'f33-t-big4-then-wear'),
  salary(
    'f33-s-suit-then-big4-trainee-pay',
    'ok. what will she be paid as a trainee there?',
    AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)], 'f33-fo-wear-then-suit-shop',
  ),

  salary(
    'f33-s-son-ap-noexp',
    'My son is starting in accounts payable with no experience. What would he start on?',
    SUPPORT, 'Accounts Payable/Receivable', 0, [pay(SUPPORT, 'Payroll Specialist', 0)],
  ),
  ask(
    'f33-q-son-then-acca-reg',
    "he wants to start ACCA too, what's the registration fee?",
    'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')], 'f33-s-son-ap-noexp',
  ),
  ask('f33-v-reg-then-trainee-job', 'are there any trainee jobs on your site he could go for?', 'services', [trainee.title, trainee.salary], [qualifiedJob.salary], 'f33-q-son-then-acca-reg'),

  ask('f33-q-cta-intermediate-root', 'How long does the CTA intermediate stage take?', 'qualifications', [ctaStageMonths('Intermediate')], [ctaStageMonths('Foundation'), ACA_MARK]),
  ask(
    'f33-q-cta-then-membership',
    'my brother is doing it - what does he need to become a member at the end?',
    'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [accaExperience, ACA_MARK], 'f33-q-cta-intermediate-root',
  ),
  ask('f33-v-membership-then-tax-roles', "do ye place tax people once they're qualified?", 'services', [says(ctaPage, 'tax professionals')], ['€'], 'f33-q-cta-then-membership'),

  salary(
    'f33-s-boyfriend-ma-nq',
    'My boyfriend is a newly qualified management accountant in Athlone. What should he be earning?',
    QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)],
  ),
  ask(
    'f33-s-ma-then-fa-compare',
    'would a financial accountant job pay him more at that level?',
    'salary',
    [pay(QA, 'Financial Accountant', 0)],
    notRight([pay(QA, 'Financial Accountant', 0)], [...otherLevels(QA, 'Financial Accountant', 0), ...otherLevels(QA, 'Management Accountant', 0)]),
    'f33-s-boyfriend-ma-nq',
  ),
  ask(
    'f33-i-fa-then-pharma',
    "he's looking at a pharma plant too, would that add anything?",
    'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium], 'f33-s-ma-then-fa-compare',
  ),
  ask('f33-t-pharma-then-brush-up', 'and what should he brush up on for the interview there?', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP], 'f33-i-fa-then-pharma'),

  ask(
    'f33-v-cv-pages-wife',
    "My wife wants to send you her CV but it's a Pages file from her Mac. What formats do ye take?",
    'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], ['€'],
  ),
  ask('f33-v-format-then-size', 'and is there a size limit on it?', 'services', [`${MAX_CV_MEGABYTES}MB`], ['€'], 'f33-v-cv-pages-wife'),
  ask('f33-v-size-then-delete', 'if she changes her mind later, can she get it taken off your system?', 'services', [says(privacyPolicy, 'delete')], ['€'], 'f33-v-format-then-size'),

  ask('f33-q-fae-when-root', 'When is the FAE sat?', 'qualifications', [acaSitting('FAE').main], [acaSitting('CAP1').main, ACCA_MARK]),
  ask('f33-q-fae-then-repeat', 'and if you fail it?', 'qualifications', [acaSitting('FAE').repeat], [acaSitting('CAP1').repeat, ACCA_MARK], 'f33-q-fae-when-root'),
  ask('f33-q-repeat-then-module-cost', 'how much is it per module?', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP2 exams'), acaFee('CAP1 exams')], 'f33-q-fae-then-repeat'),

  // --- Chains that change topic: employers -------------------------------------------------------------------
  placementFee('f33-p-58k-root', "We're hiring a financial accountant at 58k. What's your fee?", 58_000),
  ask('f33-p-58k-then-when', 'and when do we actually pay it?', 'placement-fees', [says(termsOfService, 'in writing')], wrongBandFees(58_000), 'f33-p-58k-root'),
  ask('f33-p-when-then-rebate', 'what if they leave after a month, is there a rebate?', 'placement-fees', [says(termsOfService, 'rebate')], wrongBandFees(58_000), 'f33-p-58k-then-when'),

  salary(
    'f33-s-husband-payroll-pharmacies',
    "My husband has three pharmacies and wants to take on a payroll officer with about two years' experience. What would they normally be paid?",
    SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Assistant', 1)],
  ),
  placementFee('f33-p-payroll-then-charge', 'if he offered 41,500, what would ye charge for that?', 41_500, [], 'f33-s-husband-payroll-pharmacies'),
  ask(
    'f33-p-charge-then-better-rate',
    'he has two more roles coming up, would ye do a better rate if he gave ye all of them?',
    'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], wrongBandFees(41_500), 'f33-p-payroll-then-charge',
  ),

  salary(
    'f33-s-fd-220-limerick',
    "We're a 220-person manufacturer in Limerick and need our first finance director. What salary should we budget for?",
    CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)],
  ),
  placementFee('f33-p-fd-then-140k', 'at 140k what would your cut be?', 140_000, [], 'f33-s-fd-220-limerick'),
  ask('f33-v-140k-then-spec', 'and once we send over the spec, how soon do we hear from you?', 'services', [hours], [formatTimeToHire()], 'f33-p-fd-then-140k'),
  ask('f33-m-spec-then-weeks', 'and how long does the whole hire usually take?', 'market', [formatTimeToHire()], [hours], 'f33-v-140k-then-spec'),

  salary(
    'f33-s-our-bookkeeper-raise',
    "Our bookkeeper has been with us two years and she's asking for a raise. What's the market rate for a bookkeeper at that stage?",
    SUPPORT, 'Bookkeeper', 1, [pay(SUPPORT, 'Accounts Assistant', 1)],
  ),
  ask(
    'f33-i-raise-then-cost-of-living',
    'what are other employers giving existing staff for cost of living this year?',
    'salary-insights', [inflationAdjustment], [stat('average-salary-increase')], 'f33-s-our-bookkeeper-raise',
  ),
  offTopic('f33-fo-col-then-bik', 'and if we gave her a company car instead, how is the benefit in kind worked out?', 'f33-i-raise-then-cost-of-living'),

  salary(
    'f33-s-gfc-900',
    'Our group has 900 staff across six companies. What do group financial controllers earn at that size?',
    CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)],
  ),
  salary('f33-s-gfc-then-fd', 'and a finance director for the same group?', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'Group Financial Controller', 2)], 'f33-s-gfc-900'),
  placementFee('f33-p-fd-then-185k', "if we went with an FD at 185k, what's the fee?", 185_000, [], 'f33-s-gfc-then-fd'),

  ask(
    'f33-v-process-housing',
    "I'm in HR at a housing association and we've never used a recruiter. What's your process like?",
    'services', [processStep(1), processStep(2), processStep(3), processStep(4)], ['€'],
  ),
  ask('f33-v-process-then-interviewed', 'do you interview them all yourselves before they come to us?', 'services', [says(employersPage, 'interviewed')], ['€'], 'f33-v-process-housing'),
  offTopic(
    'f33-fo-interviewed-then-grievance',
    'separate thing - one of our staff has made a formal complaint about her manager. What procedure should we follow?',
    'f33-v-process-then-interviewed',
  ),

  ask('f33-p-how-fees-work', 'How do your fees work for employers?', 'placement-fees', allBandPercentages, []),
  placementFee('f33-p-fees-then-33k', 'so for an accounts assistant on 33k that would be?', 33_000, [], 'f33-p-how-fees-work'),
  placementFee('f33-p-33k-then-47k', 'and a part-qualified on 47k?', 47_000, [feeAmount(33_000)], 'f33-p-fees-then-33k'),

  salary(
    'f33-s-credit-controller-leaving',
    'Our credit controller is leaving after 4 years with us. What would a replacement with similar experience expect?',
    SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)],
  ),
  placementFee('f33-p-cc-then-39500', "we'd probably offer 39,500 - fee?", 39_500, [], 'f33-s-credit-controller-leaving'),
  ask('f33-p-39500-then-before-start', 'is any of that due before they start?', 'placement-fees', [says(termsOfService, 'in writing')], wrongBandFees(39_500), 'f33-p-cc-then-39500'),
  offTopic('f33-fo-before-start-then-contract', 'do we legally have to give them a written contract on the first day?', 'f33-p-39500-then-before-start'),

  // --- Candidates: standalone questions ------------------------------------------------------------------------
  salary('f33-s-ia-4yrs-partner', 'My partner is an internal auditor, four years since qualifying. What is the going rate?', QA, 'Internal Auditor', 1, [pay(QA, 'Financial Controller', 1)]),
  salary('f33-s-aa-2yrs-friend', 'A friend of mine is an accounts assistant with two years experience - what should she be earning?', SUPPORT, 'Accounts Assistant', 1, [pay(SUPPORT, 'Bookkeeper', 1)]),
  salary(
    'f33-s-payroll-entry-niece',
    "My niece wants to get into payroll straight from college. What's entry-level pay?",
    SUPPORT, 'Payroll Specialist', 0, [pay(SUPPORT, 'Accounts Assistant', 0)],
  ),
  salary('f33-s-payroll-5yrs', 'payroll specialist, 5 years, what is the market paying', SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Payable/Receivable', 2)]),
  salary('f33-s-pq-4yrs-husband', "my husband's part-qualified, 4 years in industry, is 48k fair for him?", SUPPORT, 'Part-Qualified', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f33-s-ar-2yrs', 'accounts receivable, 2 years in, what is normal pay?', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Payroll Specialist', 1)]),
  salary(
    'f33-s-manager-big4-sister',
    "My sister's just been promoted to audit manager at a Big 4 firm. What's the normal salary for that?",
    AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2), pay(AUDIT, 'Director', 2)],
  ),
  salary('f33-s-director-mid', 'audit director in a mid-tier firm, pay range?', AUDIT, 'Director', 1, [pay(AUDIT, 'Partner', 1), pay(AUDIT, 'Manager', 1)]),
  salary('f33-s-partner-big4-uncle', 'My uncle is an audit partner in a Big 4 firm. Roughly what do they earn?', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),
  salary(
    'f33-s-cfo-plc-dad',
    'my dad is CFO of a plc with 3,000 employees, what range would that be?',
    CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)],
  ),
  salary(
    'f33-s-wife-cfo-60',
    'My wife is CFO of a software company with about 60 staff. Is she being paid in line with the market?',
    CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)],
  ),
  compare('f33-s-fc-vs-ma-nq', 'For someone just qualified, does FC or management accountant pay better?', [QA, 'Financial Controller'], [QA, 'Management Accountant'], 0),
  compare('f33-s-book-vs-payroll-4yrs', 'bookkeeper or payroll, which pays more after four years?', [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Payroll Specialist'], 2),
  salaryRow('f33-s-senior-row-son', 'My son is an audit senior. What do seniors earn in small, mid-tier and Big 4 firms?', [AUDIT, 'Senior'], [AUDIT, 'Manager']),
  ask('f33-s-pqe-meaning', 'What does PQE mean on your salary guide?', 'salary', [pqeMeaning], [pay(SUPPORT, 'Part-Qualified', 0)]),
  ask('f33-i-benefits', 'What benefits usually come with finance jobs apart from the salary?', 'salary-insights', [pensionMatch, hybridDays, developmentBudget], [esgPremium]),
  ask(
    'f33-i-cousin-fund-admin',
    "My cousin is moving from a manufacturing company to a fund administrator. Will that bump his salary?",
    'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium],
  ),
  ask('f33-v-temp-roles', 'Do you do temp or contract finance roles, or only permanent?', 'services', [says(termsOfService, 'permanent and contract')], ['€']),
  ask('f33-v-who-runs', 'Who are the people behind the agency?', 'services', [niamh.name, conor.name], ['€']),
  ask('f33-v-which-ai', 'what AI are you running on?', 'services', [assistant.modelName], ['€']),
  ask(
    'f33-v-girlfriend-jobs',
    'My girlfriend is newly qualified ACA - have ye anything on the site for her?',
    'services', [qualifiedJob.title, qualifiedJob.salary], [trainee.salary],
  ),
  ask('f33-v-son-pay-ye', 'Does my son have to pay ye anything if ye get him a job?', 'services', [says(termsOfService, 'free to candidates')], ['€']),
  ask('f33-c-email-husband-cv', 'What email address should my husband send his CV to?', 'contact', [agency.email], ['€']),
  ask('f33-c-address-mother', "Where's your office? My mother wants to drop in a CV for my brother.", 'contact', [agency.address.streetAddress], ['€']),
  ask('f33-c-whatsapp', 'Can I whatsapp ye instead of ringing?', 'contact', [whatsapp], ['€']),
  ask('f33-m-dublin-share', 'What percentage of the new finance jobs are in Dublin?', 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')]),
  ask(
    'f33-m-salary-rise',
    'by how much have accountancy salaries risen on average over the last year',
    'market', [stat('average-salary-increase')], [stat('job-market-growth'), inflationAdjustment],
  ),
  ask(
    'f33-t-star-son',
    'My son has a competency-based interview tomorrow. How should he structure his answers?',
    'interview-tips', [says(interviewPreparationPage, 'Situation'), says(interviewPreparationPage, 'Reflection')], [OFFER_TIP, MIC_TIP],
  ),
  ask(
    'f33-t-counter-offer-wife',
    'My wife resigned last week and now her boss is offering her more money to stay. What would you advise her?',
    'interview-tips', [OFFER_TIP], [MIC_TIP, AUDIT_TIP],
  ),
  ask('f33-t-teams-camera', "I've a Teams interview on Monday, where should the camera be?", 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'eye level')], [OFFER_TIP, AUDIT_TIP]),
  ask('f33-q-acca-sessions', 'When are the ACCA exam sessions each year?', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f33-q-cta-spring-reg', 'When does registration open for the spring CTA sitting?', 'qualifications', ctaSpringRegistration, [ACA_MARK, ACCA_MARK]),
  ask(
    'f33-q-acca-vs-cima-exams-colleague',
    'My colleague is choosing between ACCA and CIMA. How many exams does each one have?',
    'qualifications', [`${accaFacts.examCount} exams`, `${cimaFacts.objectiveTests} objective tests`, `${cimaFacts.caseStudies} case stud`], [ACA_MARK],
  ),

  // --- Employers: standalone questions ---------------------------------------------------------------------------
  salary(
    'f33-s-fa-nq-wicklow-ad',
    'We need a newly qualified financial accountant in Wicklow - what salary should we put on the ad?',
    QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)],
  ),
  salary(
    'f33-s-ma-8yrs-underpaid',
    "Our management accountant has eight years' PQE and says she's underpaid. What's the market rate for her?",
    QA, 'Management Accountant', 2, [pay(QA, 'Financial Controller', 2)],
  ),
  salary(
    'f33-s-aa-5yrs-employer',
    'Our accounts assistant has been with us five years - what would the market pay her now?',
    SUPPORT, 'Accounts Assistant', 2, [pay(SUPPORT, 'Bookkeeper', 2)],
  ),
  salary(
    'f33-s-pq-first-job-employer',
    "We're taking on a part-qualified ACCA student for her first finance job. What's a fair starting salary?",
    SUPPORT, 'Part-Qualified', 0, [pay(SUPPORT, 'Accounts Assistant', 0)],
  ),
  salary(
    'f33-s-junior-small-mullingar',
    "We're a two-partner practice in Mullingar taking on a trainee. What do small firms pay trainees?",
    AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)],
  ),
  salary('f33-s-fd-small-30', 'What does a finance director in a small business of 30 people usually earn?', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary(
    'f33-s-gfc-small-40',
    "group financial controller for a small group, 40 employees in total - what's the salary?",
    CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)],
  ),
  salaryRow('f33-s-gfc-row', 'group financial controller pay by company size?', [CSUITE, 'Group Financial Controller'], [CSUITE, 'Finance Director']),
  placementFee('f33-p-29k-boss', "My boss asked me to find out what you'd charge to place a junior accounts assistant at 29k.", 29_000),
  placementFee('f33-p-36500-bookkeeper', 'fee on a 36,500 bookkeeper?', 36_500),
  placementFee('f33-p-115k-fc', "we're hiring an FC at 115k, what's the fee", 115_000),
  ask(
    'f33-p-70k-plus-bonus',
    'Hiring a management accountant on 70k base with a 10% bonus - is the fee on the base only, and what would it be?',
    'placement-fees', [...fee(70_000), says(feesPage, 'base salary')], [...wrongBandFees(70_000), feeAmount(77_000)],
  ),
  ask(
    'f33-v-marketing-manager-too',
    'Would you recruit a marketing manager for us as well as the accountant?',
    'services', [says(employersPage, 'only accounting and finance')], ['€'],
  ),
  ask(
    'f33-v-meet-letterkenny',
    "Could one of your team come out to meet us? We're in Letterkenny.",
    'services', [says(agency.operatingModel, 'anywhere in Ireland')], ['€'],
  ),

  // --- Hand-over: the visitor asks for a person, sometimes for someone else -------------------------------------
  handOver('f33-h-husband-hiring', 'My husband is hiring a financial controller for his company. Could one of your recruiters ring him about it?'),
  handOver('f33-h-daughter-options', "I'd rather go through my daughter's options with a real recruiter. Can someone get in touch?"),
  handOver('f33-h-someone-team', 'can I speak to someone on your team please'),
  handOver('f33-h-conor', 'Could you put me through to Conor? We spoke last week about a hire.'),
  handOver('f33-h-human-now', 'get me a human'),

  // --- Off-topic: near-misses, many asked for or about someone else ---------------------------------------------
  ...(
    [
      ['f33-o-home-carer-credit', "My husband is an accountant but he hates doing our own tax. How do we claim the home carer tax credit?"],
      ['f33-o-cafe-payroll-setup', "I'm opening a café with three staff. How do I set up payroll and register as an employer?"],
      ['f33-o-house-prices-galway', "My wife is a financial controller and we're moving to Galway. What are house prices like in Knocknacarra?"],
      ['f33-o-maternity-leave-wife', 'My wife is a management accountant and pregnant with our second. How many weeks of maternity leave is she entitled to?'],
      ['f33-o-wrc-complaint-sister', 'My sister is a bookkeeper and her boss keeps shouting at her. How does she make a complaint to the WRC?'],
      ['f33-o-bank-rec-howto', 'How do I do a bank reconciliation in Excel? My manager wants it by Friday.'],
      ['f33-o-accountant-for-salon', 'Can you recommend a good accountant to do the books for my hair salon?'],
      ['f33-o-arf-dad', 'My dad is a retired accountant and wants to know whether to move his pension into an ARF. What do you think?'],
      ['f33-o-mortgage-two-accountants', "We're both accountants on decent salaries - which bank has the best mortgage rate at the moment?"],
      ['f33-o-susi-grant-son', 'My son wants to study accounting in college. How do we apply for the SUSI grant?'],
      ['f33-o-rent-credit-daughter', "Can my daughter claim the rent tax credit on her flat in Rathmines? She's a trainee accountant."],
      ['f33-o-brother-vat', 'My brother does bookkeeping on the side for a few local businesses. Does he need to register for VAT?'],
      ['f33-o-auto-enrolment-staff', "We're a small firm - do we have to put our staff into the auto-enrolment pension this year?"],
      ['f33-o-redundancy-husband', "My husband's finance team is being made redundant. How many weeks' statutory redundancy will he get?"],
      ['f33-o-teacher-pay-wife', "My wife is a secondary teacher. What's the pay scale for teachers these days?"],
      ['f33-o-nursing-jobs-daughter', 'Do you have any nursing jobs? My daughter is finishing her degree and wants to stay in Ireland.'],
      ['f33-o-xero-or-sage', 'Which is better for a small shop, Xero or Sage?'],
      ['f33-o-boss-acca-day-off', 'My boss is ACCA qualified, how do I ask him for a day off next Friday?'],
      ['f33-o-wife-holiday', 'My wife is an accountant, where should we go on holiday in the spring?'],
      ['f33-o-fix-boiler', 'As an accountant can you tell me how to fix my boiler?'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Off-topic: everyday questions -----------------------------------------------------------------------------
  ...(
    [
      ['f33-o-dog-walker', 'can you recommend a dog walker in Ranelagh'],
      ['f33-o-rain-cork', 'is it going to rain in Cork tomorrow'],
      ['f33-o-birthday-cake', "how do I make a chocolate birthday cake for my husband's 40th"],
      ['f33-o-football-final', 'who won the all-Ireland football final this year'],
      ['f33-o-nct', 'when is my car due for its NCT'],
      ['f33-o-crossword', "help me finish today's crossword"],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),
];
