// The THIRTY-SEVENTH set of visitor questions for Aine: TUNING DATA.
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
// Persona and angle: A TWENTIETH CROSS-SECTION: CONVERSATIONS THAT GO ON. 92 of the 193 cases are
// follow-ups in chains of 2 to 5 turns, the way people really continue a chat: pronouns and ellipsis
// ("and for that?", "what about in Cork", "ok and the fee on that", "same for a senior?", "and if it
// was 8 years", "how long would that take", "is that before tax", "which one pays more then"), a
// change of one thing at a time (level, city, role, amount, qualification), a switch to a related
// topic (pay -> fee -> how long to hire -> contact; qualification -> exam dates -> costs -> pay
// after), and now and then a chain that drifts off-topic or asks for a person at the end. The roots
// are ordinary first messages of every topic in proportion to real traffic (salaries most, then fees,
// qualifications, market, contact and hours, interview tips, services, CV and privacy). About 55%
// candidates, 35% employers, 10% others (parents, a partner, a friend). 24 standalone off-topic
// questions, 14 of them near-misses that sound financial or recruitment-like, and four off-topic
// follow-ups where a chain drifts; five requests for a person, and two chains that end asking for one.
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
// - Comparison rule: a question comparing two roles at one level ("which one pays more then") is
//   right with both roles' bands for that level, wrong with either role's other levels.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee). No
//   salary sits on a band edge (€35,000 or €45,000).
// - A follow-up that changes one thing (level, city, role, amount, qualification) keeps the rest of
//   the earlier question; "is that before tax" after a salary is answered with the guide's footnote.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, the minimum wage, payroll filings with Revenue,
//   mortgages, savings, investments, pensions advice, loans, immigration paperwork, company
//   formation and bookkeeping services, employment law, pay or jobs outside accounting and finance).
//   An off-topic reply must name "accounting and finance" and quote no euro figure; so must an
//   off-topic follow-up at the end of a chain.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name, also at a chain's end.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.
//
// As in the thirty-sixth set, a reply that should quote no euro figure (contact details, the CV
// rules, privacy, the candidates' side of the fees) is wrong with one, and a question about someone
// else is judged as if that person asked it.

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
import { acaFacts, accaFacts, cimaFacts, ctaFacts, ctaKeyDatesFact, ctaPage } from '#content/qualifications';
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
const ctaSpringExams: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').exams];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const accaExperience = `${accaFacts.experienceMonths} months`;
const cimaExperience = `${cimaFacts.experienceYears} years`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const whatsapp = websiteHost(agency.whatsappUrl);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;
const gross = says(salaryGuidePage, 'gross');
const [membership] = agency.trustSignals.memberships;
const [niamh, conor] = teamMembers;
if (!membership || !niamh || !conor) {
  throw new RangeError('The memberships or the team changed: update the thirty-seventh set');
}

/** The hand-over rule: the reply names who receives the question and asks for the visitor's name; a follow-up at a chain's end. */
function handOver(id: string, question: string, followUpOf?: string): HeldOutQuestion {
  return {
    id,
    question,
    kind: followUpOf ? 'follow-up' : 'hand-over',
    topic: 'hand-over',
    ...(followUpOf ? { followUpOf } : {}),
    mustContain: [handoverRecipients, 'name'],
    mustNotContain: ['€'],
  };
}

/** The comparison rule inside a chain ("which one pays more then"). */
function compareAfter(
  id: string,
  question: string,
  first: readonly [SalaryTableId, string],
  second: readonly [SalaryTableId, string],
  level: SalaryLevelIndex,
  followUpOf: string,
): HeldOutQuestion {
  const right = [pay(first[0], first[1], level), pay(second[0], second[1], level)];
  const wrong = notRight(right, [...otherLevels(first[0], first[1], level), ...otherLevels(second[0], second[1], level)]);
  return ask(id, question, 'salary', right, wrong, followUpOf);
}

/** "Is that before tax": the guide's footnote, without another level's band. */
function beforeTax(id: string, question: string, tableId: SalaryTableId, position: string, level: SalaryLevelIndex, followUpOf: string): HeldOutQuestion {
  return ask(id, question, 'salary', [gross], otherLevels(tableId, position, level), followUpOf);
}

export const thirtySeventhVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Candidates: pay, then the city, the years, the tax -------------------------------------------------------------
  salary('f37-s-fa-2yrs-pqe', 'what does a financial accountant earn, 2 yrs pqe', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f37-s-fa-then-cork', 'what about in Cork', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)], 'f37-s-fa-2yrs-pqe'),
  salary('f37-s-cork-then-8yrs', 'and if it was 8 years', QA, 'Financial Accountant', 2, [pay(QA, 'Financial Controller', 2)], 'f37-s-fa-then-cork'),
  beforeTax('f37-s-8yrs-then-tax', 'is that before tax?', QA, 'Financial Accountant', 2, 'f37-s-cork-then-8yrs'),
  offTopic('f37-fo-tax-then-take-home', 'so how much would I take home after USC and PAYE', 'f37-s-8yrs-then-tax'),

  salary('f37-s-fc-4yrs', 'FC salary for someone 4 years qualified?', QA, 'Financial Controller', 1, [pay(QA, 'Financial Accountant', 1)]),
  salary('f37-s-fc-then-senior', 'same for a more senior one, 7 or 8 years?', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)], 'f37-s-fc-4yrs'),
  salary('f37-s-senior-then-nq', 'and just qualified?', QA, 'Financial Controller', 0, [pay(QA, 'Financial Accountant', 0)], 'f37-s-fc-then-senior'),

  salary('f37-s-ma-galway-1yr', 'management accountant in Galway, qualified a year, what should I be on', QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f37-s-galway-then-fc', 'what would an FC get at that stage?', QA, 'Financial Controller', 0, [pay(QA, 'Management Accountant', 1)], 'f37-s-ma-galway-1yr'),
  compareAfter('f37-s-fc-then-which', 'so which one pays more then', [QA, 'Management Accountant'], [QA, 'Financial Controller'], 0, 'f37-s-galway-then-fc'),
  ask('f37-m-which-then-galway-jobs', 'are there many jobs in galway tho', 'market', [regionShare('Galway')], [regionShare('Dublin'), regionShare('Cork')], 'f37-s-fc-then-which'),

  salary('f37-s-ia-7yrs', 'internal auditor, 7 years post qualification, going rate?', QA, 'Internal Auditor', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f37-s-ia-then-dublin', 'is it more in dublin specifically', QA, 'Internal Auditor', 2, [pay(QA, 'Financial Controller', 2)], 'f37-s-ia-7yrs'),
  ask('f37-i-dublin-then-funds', 'would a funds company pay extra for that', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium], 'f37-s-ia-then-dublin'),
  ask('f37-t-funds-then-prep', 'what would they ask me in the interview', 'interview-tips', [FUNDS_TIP], [PHARMA_TIP, TECH_TIP], 'f37-i-dublin-then-funds'),

  salary('f37-s-analyst-nq', 'FP&A analyst just qualified, salary?', QA, 'Financial Analyst', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f37-s-analyst-then-4yrs', 'and 4 years on?', QA, 'Financial Analyst', 1, [pay(QA, 'Financial Controller', 1)], 'f37-s-analyst-nq'),
  ask('f37-i-4yrs-then-tech', 'does tech pay more for that kind of role', 'salary-insights', [specialisationPremium('Technology')], [esgPremium, remotePremium], 'f37-s-analyst-then-4yrs'),
  ask('f37-i-tech-then-remote', 'and if its fully remote?', 'salary-insights', [remotePremium], [esgPremium, pensionMatch], 'f37-i-4yrs-then-tech'),

  salaryRow('f37-s-ma-all-levels', 'give me the management accountant salaries for every level', [QA, 'Management Accountant'], [QA, 'Financial Controller']),
  salary('f37-s-fa-limerick-10yrs', 'financial accountant limerick 10 years experience', QA, 'Financial Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  beforeTax('f37-s-limerick-then-bonus', 'does that include bonus?', QA, 'Financial Accountant', 2, 'f37-s-fa-limerick-10yrs'),

  // --- Candidates: practice --------------------------------------------------------------------------------------------
  salary('f37-s-senior-big4', 'audit senior in a big 4 firm, what do they pay', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2), pay(AUDIT, 'Junior', 2)]),
  salary('f37-s-big4-then-small', 'and in a small practice?', AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0)], 'f37-s-senior-big4'),
  salary('f37-s-small-then-manager', 'manager there?', AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0), pay(AUDIT, 'Director', 0)], 'f37-s-big4-then-small'),
  salary('f37-s-manager-then-director', 'how about director', AUDIT, 'Director', 0, [pay(AUDIT, 'Manager', 0), pay(AUDIT, 'Partner', 0)], 'f37-s-small-then-manager'),

  salary('f37-s-trainee-mid-tier', 'trainee accountant in a mid tier firm, starting salary?', AUDIT, 'Junior', 1, [pay(AUDIT, 'Senior', 1)]),
  ask('f37-q-trainee-then-aca-length', 'how long is the ACA training contract', 'qualifications', [acaExperience], [accaExperience, CIMA_MARK], 'f37-s-trainee-mid-tier'),
  ask('f37-q-length-then-fae-fee', 'whats the FAE going to cost me', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')], 'f37-q-trainee-then-aca-length'),

  salary('f37-s-manager-mid-tier', 'audit manager mid-sized firm, what range', AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1), pay(AUDIT, 'Director', 1)]),
  salary('f37-s-mid-then-big4', 'big 4?', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2), pay(AUDIT, 'Director', 2)], 'f37-s-manager-mid-tier'),
  ask('f37-t-big4-then-interview', 'what do audit interviews focus on', 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, TECH_TIP], 'f37-s-mid-then-big4'),
  salary('f37-s-partner-big4', 'what do partners in the big 4 make', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),

  // --- Candidates: support roles ----------------------------------------------------------------------------------------
  salary('f37-s-aa-2yrs', 'accounts assistant 2 years experience what should I get', SUPPORT, 'Accounts Assistant', 1, [pay(SUPPORT, 'Bookkeeper', 1)]),
  salary('f37-s-aa-then-bookkeeper', 'and a bookkeeper?', SUPPORT, 'Bookkeeper', 1, [pay(SUPPORT, 'Accounts Assistant', 1)], 'f37-s-aa-2yrs'),
  compareAfter('f37-s-bookkeeper-then-which', 'which pays better then', [SUPPORT, 'Accounts Assistant'], [SUPPORT, 'Bookkeeper'], 1, 'f37-s-aa-then-bookkeeper'),

  salary('f37-s-pq-entry', 'part qualified, no experience yet, what salary', SUPPORT, 'Part-Qualified', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salary('f37-s-pq-then-2yrs', 'what about with 2 years', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)], 'f37-s-pq-entry'),
  salary('f37-s-2yrs-then-qualified', 'and once I qualify, newly qualified financial accountant?', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)], 'f37-s-pq-then-2yrs'),

  salary('f37-s-apar-6-months', 'accounts payable clerk 6 months in, is 30k right', SUPPORT, 'Accounts Payable/Receivable', 0, [pay(SUPPORT, 'Payroll Specialist', 0)]),
  salary('f37-s-apar-then-2yrs', 'what would it be after a couple of years', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Payroll Specialist', 1)], 'f37-s-apar-6-months'),
  salary('f37-s-2yrs-then-credit-control', 'ok and credit control in waterford, same experience', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Accounts Assistant', 1)], 'f37-s-apar-then-2yrs'),

  salary('f37-s-payroll-6yrs', 'payroll specialist 6 years, what is the market rate', SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  beforeTax('f37-s-payroll-then-gross', 'is that gross or net', SUPPORT, 'Payroll Specialist', 2, 'f37-s-payroll-6yrs'),
  offTopic('f37-fo-gross-then-emergency-tax', 'my last payslip had emergency tax, how do I fix that', 'f37-s-payroll-then-gross'),
  salary('f37-s-bookkeeper-kilkenny-4yrs', 'bookkeeper in kilkenny with 4 years, salary?', SUPPORT, 'Bookkeeper', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salaryRow('f37-s-pq-row', 'part-qualified salary ranges please, all levels', [SUPPORT, 'Part-Qualified'], [SUPPORT, 'Accounts Assistant']),

  // --- Candidates: insights and the market --------------------------------------------------------------------------------
  ask('f37-m-growth', 'is the accountancy job market growing at the moment', 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')]),
  ask('f37-m-growth-then-rise', 'and pay rises, what is the average', 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')], 'f37-m-growth'),
  ask('f37-m-rise-then-remote', 'how many jobs are remote', 'market', [stat('remote-positions')], [stat('job-market-growth'), stat('average-salary-increase')], 'f37-m-growth-then-rise'),
  ask('f37-i-remote-then-hybrid', 'and hybrid, how many days usually', 'salary-insights', [hybridDays], [pensionMatch, remotePremium], 'f37-m-rise-then-remote'),
  ask('f37-m-cork-share', 'what % of finance jobs are in Cork', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')]),
  ask('f37-m-cork-then-dublin', 'and dublin', 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')], 'f37-m-cork-share'),
  offTopic('f37-fo-dublin-then-rent', 'whats the average rent in dublin these days', 'f37-m-cork-then-dublin'),
  ask('f37-i-pension', 'what pension contribution do employers usually match', 'salary-insights', [pensionMatch], [esgPremium, developmentBudget]),
  ask('f37-i-pension-then-study', 'and study support, what do they give', 'salary-insights', [developmentBudget], [pensionMatch], 'f37-i-pension'),
  ask('f37-i-esg', 'do ESG people get paid more', 'salary-insights', [esgPremium], [remotePremium, pensionMatch]),
  ask('f37-i-pharma-premium', 'does pharma pay more for accountants', 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium]),
  ask('f37-t-pharma-then-interview', 'what should I prep for a pharma interview so', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP], 'f37-i-pharma-premium'),

  // --- Candidates: qualifications, dates, costs, pay after ----------------------------------------------------------------
  ask('f37-q-aca-experience', 'how much work experience do you need for ACA', 'qualifications', [acaExperience], [accaExperience, CIMA_MARK]),
  ask('f37-q-aca-then-cap1', 'when are the CAP1 exams', 'qualifications', [acaSitting('CAP1').main, acaSitting('CAP1').repeat], [acaSitting('FAE').main, ACCA_MARK], 'f37-q-aca-experience'),
  ask('f37-q-cap1-then-cost', 'and what do they cost', 'qualifications', [acaFee('CAP1 exams')], [acaFee('CAP2 exams'), acaFee('FAE exams')], 'f37-q-aca-then-cap1'),
  ask('f37-q-cost-then-cap2', 'cap2 then?', 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')], 'f37-q-cap1-then-cost'),
  salary('f37-s-cap2-then-pay-after', 'what will I earn when its all done, newly qualified in industry', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)], 'f37-q-cost-then-cap2'),

  ask('f37-q-acca-count', 'how many ACCA exams are there', 'qualifications', [`${accaFacts.examCount} exams`], [`${cimaFacts.objectiveTests} objective tests`, ACA_MARK]),
  ask('f37-q-count-then-when', 'when are they on', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK], 'f37-q-acca-count'),
  ask('f37-q-when-then-cost', 'how much for the applied skills ones', 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Applied Knowledge exams'), accaFee('Strategic Professional exams')], 'f37-q-count-then-when'),
  ask('f37-q-cost-then-cima', 'and how many for CIMA', 'qualifications', [`${cimaFacts.objectiveTests} objective tests`], [`${accaFacts.examCount} exams`, ACA_MARK], 'f37-q-when-then-cost'),
  ask('f37-q-cima-then-case', 'case study exam fee?', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test'), accaFee('Strategic Professional exams')], 'f37-q-cost-then-cima'),

  ask('f37-q-acca-fm', 'what is the FM paper in ACCA', 'qualifications', [accaPaper('FM')], [cimaPaper('F1'), ACA_MARK]),
  ask('f37-q-cima-ba2', 'which cima paper is BA2', 'qualifications', [cimaPaper('BA2')], [ACCA_MARK, ACA_MARK]),
  ask('f37-q-cima-experience', 'work experience for CIMA, how long', 'qualifications', [cimaExperience], [accaExperience, ACA_MARK]),
  ask('f37-q-cima-then-acca', 'and for acca?', 'qualifications', [accaExperience], [cimaExperience, ACA_MARK], 'f37-q-cima-experience'),
  ask('f37-q-acca-reg', 'ACCA registration fee', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f37-q-reg-then-sub', 'and the yearly subscription after that', 'qualifications', [accaFee('Annual subscription')], [cimaFee('Annual subscription'), acaFee('Annual student subscription')], 'f37-q-acca-reg'),

  ask('f37-q-cta-intermediate', 'how long does the CTA intermediate stage take', 'qualifications', [ctaStageMonths('Intermediate')], [ctaStageMonths('Foundation'), ACA_MARK]),
  ask('f37-q-cta-then-spring', 'when are the spring exams for it', 'qualifications', ctaSpringExams, [ACA_MARK, ACCA_MARK], 'f37-q-cta-intermediate'),
  ask('f37-q-spring-then-membership', 'what do I need to become a member at the end', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [accaExperience, ACA_MARK], 'f37-q-cta-then-spring'),
  ask('f37-v-membership-then-tax-jobs', 'do ye have tax jobs after', 'services', [says(ctaPage, 'tax professionals')], ['€'], 'f37-q-spring-then-membership'),

  // --- Candidates: interviews ---------------------------------------------------------------------------------------------
  ask('f37-t-video', 'any tips for a teams interview tomorrow', 'interview-tips', [MIC_TIP], [OFFER_TIP, AUDIT_TIP]),
  ask('f37-t-video-then-wear', 'what should I wear for it', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP, OFFER_TIP], 'f37-t-video'),
  ask('f37-t-wear-then-questions', 'and what do I ask them at the end', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'biggest challenge')], [OFFER_TIP, MIC_TIP], 'f37-t-video-then-wear'),
  handOver('f37-h-questions-then-person', 'could one of your recruiters ring me to prep properly', 'f37-t-wear-then-questions'),

  ask('f37-t-star', 'how do I answer competency questions', 'interview-tips', [says(interviewPreparationPage, 'Situation'), says(interviewPreparationPage, 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f37-t-star-then-weakness', 'and the greatest weakness one?', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'development area')], [OFFER_TIP, MIC_TIP], 'f37-t-star'),
  ask('f37-t-tech-saas', 'interview for a software company finance team, what technical stuff comes up', 'interview-tips', [TECH_TIP], [FUNDS_TIP, PHARMA_TIP]),
  ask('f37-t-counter-offer', 'my boss is going to counter offer when I hand in notice, what do I do', 'interview-tips', [OFFER_TIP], [MIC_TIP, AUDIT_TIP]),
  ask('f37-t-salary-negotiate', 'how do I ask for more money in the offer stage', 'interview-tips', [tipPhrase('know-your-market-value', 'researched range')], [MIC_TIP, AUDIT_TIP]),
  ask('f37-t-rejected-feedback', 'didnt get the job, should I ask why', 'interview-tips', [tipPhrase('ask-for-feedback', 'candid feedback')], [OFFER_TIP, MIC_TIP]),

  // --- Candidates: registering, CV and privacy ----------------------------------------------------------------------------
  ask('f37-v-cv-format', 'what format does my cv need to be in', 'services', [says(cvUploadTexts, 'DOC')], ['€']),
  ask('f37-v-format-then-size', 'how big can the file be', 'services', [`${MAX_CV_MEGABYTES}MB`], ['€'], 'f37-v-cv-format'),
  ask('f37-v-size-then-keep', 'how long do you keep it for', 'services', [`${DATA_RETENTION_YEARS} years`], ['€'], 'f37-v-format-then-size'),
  ask('f37-v-keep-then-delete', 'can I ask ye to remove it', 'services', [says(privacyPolicy, 'delete')], ['€'], 'f37-v-size-then-keep'),
  ask('f37-v-confidential', 'will ye send my cv anywhere without asking me', 'services', [says(candidatesPage, 'without your permission')], ['€']),
  ask('f37-v-confidential-then-cost', 'and do I pay anything', 'services', [says(termsOfService, 'free to candidates')], ['€'], 'f37-v-confidential'),
  ask('f37-v-open-jobs', 'what jobs have ye got at the minute', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f37-v-jobs-then-trainee-pay', 'what does the trainee one pay', 'services', [trainee.salary], [qualifiedJob.salary], 'f37-v-open-jobs'),
  ask('f37-v-reviews', 'are ye any good, what are the reviews like', 'services', [String(agency.trustSignals.reviews.rating)], []),

  // --- Candidates: contact and hours -------------------------------------------------------------------------------------
  ask('f37-c-phone', 'whats your number', 'contact', [agency.phone.display], ['€']),
  ask('f37-c-phone-then-hours', 'what time are ye open till', 'contact', [closingTime], ['€'], 'f37-c-phone'),
  ask('f37-c-hours-then-saturday', 'saturdays too?', 'contact', [weekdays], ['€'], 'f37-c-phone-then-hours'),
  ask('f37-c-saturday-then-address', 'where are you based so', 'contact', [agency.address.streetAddress], ['€'], 'f37-c-hours-then-saturday'),
  ask('f37-c-whatsapp', 'can I whatsapp ye', 'contact', [whatsapp], ['€']),
  ask('f37-c-whatsapp-then-email', 'or an email address?', 'contact', [agency.email], ['€'], 'f37-c-whatsapp'),
  ask('f37-c-open-time', 'what time do ye open in the morning', 'contact', [openingTime], ['€']),

  // --- Employers: pay, then the fee, how long, contact -----------------------------------------------------------------------
  salary('f37-s-ma-hire-4yrs', 'We are hiring a management accountant with about 4 years, what salary should we offer?', QA, 'Management Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  placementFee('f37-p-ma-then-72k', 'ok and the fee if we pay 72k', 72_000, [], 'f37-s-ma-hire-4yrs'),
  ask('f37-m-fee-then-time', 'how long would that take to fill', 'market', [formatTimeToHire()], [hours], 'f37-p-ma-then-72k'),
  ask('f37-c-time-then-email', 'grand, where do I send the job spec', 'contact', [agency.email], ['€'], 'f37-m-fee-then-time'),

  salary('f37-s-cfo-mid', "we're 300 staff, what does a CFO cost", CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)]),
  salary('f37-s-cfo-then-fd', 'and an FD instead?', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)], 'f37-s-cfo-mid'),
  placementFee('f37-p-fd-then-140k', 'fee on 140k?', 140_000, [], 'f37-s-cfo-then-fd'),
  ask('f37-p-140k-then-exclusive', 'any discount if we go exclusive with ye', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], wrongBandFees(140_000), 'f37-p-fd-then-140k'),
  handOver('f37-h-exclusive-then-person', 'can I talk to someone about that', 'f37-p-140k-then-exclusive'),

  salary('f37-s-gfc-small', 'group financial controller for a business of 30 people', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f37-s-gfc-then-600', 'what if we were 600 staff', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)], 'f37-s-gfc-small'),
  placementFee('f37-p-600-then-150k', 'and the fee at 150,000', 150_000, [], 'f37-s-gfc-then-600'),
  salaryRow('f37-s-fd-row', 'finance director salaries by company size', [CSUITE, 'Finance Director'], [CSUITE, 'CFO']),
  salary('f37-s-cfo-enterprise', 'CFO for a 2000 employee company, salary?', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),

  salary('f37-s-fc-hire-6yrs', 'looking for an FC with 6+ years, what will they expect', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  placementFee('f37-p-fc-then-105k', 'if we offer 105k what do ye charge', 105_000, [], 'f37-s-fc-hire-6yrs'),
  placementFee('f37-p-105k-then-95k', 'and at 95?', 95_000, [feeAmount(105_000)], 'f37-p-fc-then-105k'),
  ask('f37-v-95k-then-steps', 'how does the process work from here', 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], [], 'f37-p-105k-then-95k'),
  ask('f37-v-steps-then-hear-back', 'how quick will ye come back to us', 'services', [hours], [formatTimeToHire()], 'f37-v-95k-then-steps'),

  salary('f37-s-aa-hire-entry', 'hiring an accounts assistant, no experience needed, what do we pay', SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  placementFee('f37-p-aa-then-31k', 'fee on 31k?', 31_000, [], 'f37-s-aa-hire-entry'),
  placementFee('f37-p-31k-then-39k', 'what if we went to 39k', 39_000, [feeAmount(31_000)], 'f37-p-aa-then-31k'),
  placementFee('f37-p-39k-then-48k', 'and 48k for someone more senior', 48_000, [feeAmount(39_000)], 'f37-p-31k-then-39k'),

  salary('f37-s-senior-hire-small', "we're a small practice, what do we pay an audit senior", AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0)]),
  salary('f37-s-small-senior-then-manager', 'and an audit manager', AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0), pay(AUDIT, 'Director', 0)], 'f37-s-senior-hire-small'),
  placementFee('f37-p-manager-then-70k', 'ok and the fee on 70k', 70_000, [], 'f37-s-small-senior-then-manager'),

  salary('f37-s-payroll-hire-2yrs', 'payroll officer with 2 years, what salary', SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  placementFee('f37-p-payroll-then-41k', 'your fee on 41k then', 41_000, [], 'f37-s-payroll-hire-2yrs'),

  // --- Employers: fees on their own ----------------------------------------------------------------------------------------
  ask('f37-p-how-fees-work', 'how are your fees calculated', 'placement-fees', allBandPercentages, [accaFee('Strategic Professional exams'), cimaFee('Case study exam')]),
  placementFee('f37-p-fees-then-50k', 'so on a 50k hire?', 50_000, [], 'f37-p-how-fees-work'),
  placementFee('f37-p-50k-then-33k', 'and 33k', 33_000, [feeAmount(50_000)], 'f37-p-fees-then-50k'),
  ask('f37-p-33k-then-when-pay', 'when is it due', 'placement-fees', [says(termsOfService, 'in writing')], wrongBandFees(33_000), 'f37-p-50k-then-33k'),
  offTopic('f37-fo-when-then-vat', 'do we need to register for VAT to claim it back', 'f37-p-33k-then-when-pay'),

  placementFee('f37-p-sixty-grand', 'recruitment fee for sixty grand salary', 60_000),
  placementFee('f37-p-euro-38500', 'what would you charge on €38,500', 38_500),
  placementFee('f37-p-29k', 'fee for a 29k role', 29_000),
  placementFee('f37-p-eighty-thousand', 'eighty thousand euro hire, your fee', 80_000),
  ask('f37-p-base-or-package', 'is the fee on the base or the whole package', 'placement-fees', [says(feesPage, 'base salary')], [cimaFee('Case study exam')]),
  ask('f37-p-cheaper', 'are ye cheaper than the big agencies', 'placement-fees', [says(feesPage, 'lower than traditional agencies')], [cimaFee('Case study exam')]),
  ask('f37-p-leaves-early-rebate', 'what if the person leaves in the first few weeks', 'placement-fees', [says(termsOfService, 'rebate')], []),

  // --- Employers: services and contact ------------------------------------------------------------------------------------
  ask('f37-v-contract', 'do ye do contract roles as well as perm', 'services', [says(termsOfService, 'permanent and contract')], ['€']),
  ask('f37-v-contract-then-where', 'and anywhere in the country?', 'services', [says(agency.operatingModel, 'anywhere in Ireland')], ['€'], 'f37-v-contract'),
  ask('f37-v-where-then-hr', 'could ye find us an office manager too', 'services', [says(employersPage, 'only accounting and finance')], [], 'f37-v-contract-then-where'),
  ask('f37-v-why-use', 'why would we use ye instead of advertising on our own', 'services', [says(employersPage, 'interviewed')], []),
  ask('f37-v-who-runs', 'who runs the agency', 'services', [niamh.name, conor.name], []),
  ask('f37-v-accredited', 'are you a member of any industry body', 'services', [membership.name], ['€']),
  ask('f37-c-licence-number', 'whats your agency licence no.', 'contact', [agency.licence.number], ['€']),
  ask('f37-v-placements', 'how many people have ye placed', 'services', [String(agency.trustSignals.placementsMade.count)], []),
  ask('f37-m-time-to-hire', 'typical time to hire an accountant?', 'market', [formatTimeToHire()], [hours]),
  ask('f37-c-employer-phone', 'number to call about a vacancy?', 'contact', [agency.phone.display], ['€']),

  // --- Others: parents, a partner, a friend ----------------------------------------------------------------------------------
  salary('f37-s-son-fa-nq', 'my son just qualified as a financial accountant, what should he be earning', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f37-s-son-then-4yrs', 'and in 4 years time?', QA, 'Financial Accountant', 1, [pay(QA, 'Financial Controller', 1)], 'f37-s-son-fa-nq'),
  ask('f37-v-son-then-free', 'would he have to pay ye', 'services', [says(termsOfService, 'free to candidates')], ['€'], 'f37-s-son-then-4yrs'),
  ask('f37-q-daughter-acca', 'my daughter wants to do ACCA, when are the exams', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f37-q-daughter-then-knowledge-fee', 'how much are the first ones, applied knowledge', 'qualifications', [accaFee('Applied Knowledge exams')], [accaFee('Applied Skills exams'), accaFee('Strategic Professional exams')], 'f37-q-daughter-acca'),
  salary('f37-s-wife-payroll-entry', 'my wife is starting in payroll, no experience, what would she get', SUPPORT, 'Payroll Specialist', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  compare('f37-s-friend-fc-vs-ma-4yrs', 'friend of mine is 4 years qualified, FC or management accountant, which is better paid', [QA, 'Financial Controller'], [QA, 'Management Accountant'], 1),
  ask('f37-q-teacher-aca-reg', 'careers guidance teacher here - what is the ACA student registration fee', 'qualifications', [acaFee('Student registration')], [accaFee('Registration'), cimaFee('Registration')]),

  // --- Hand-over: the visitor asks for a person --------------------------------------------------------------------------
  handOver('f37-h-speak-someone', 'can I speak to someone please'),
  handOver('f37-h-recruiter-call', 'I want a recruiter to call me about finance roles in Cork'),
  handOver('f37-h-conor', 'is Conor around, can he contact me'),
  handOver('f37-h-employer-human', 'rather deal with a human about our vacancy'),
  handOver('f37-h-not-a-bot', 'not a bot please, a real person'),

  // --- Off-topic: near-misses that sound financial or recruitment-like -------------------------------------------------------
  ...(
    [
      ['f37-o-minimum-wage', 'what is the minimum wage in ireland now'],
      ['f37-o-ros-payroll', 'how do I submit payroll to revenue on ROS'],
      ['f37-o-mortgage-multiple', 'how much can I borrow for a mortgage on my salary'],
      ['f37-o-pension-advice', 'should I put more into my pension this year'],
      ['f37-o-credit-union', 'how do I get a credit union loan'],
      ['f37-o-stamp4', 'how do I get stamp 4 on my visa'],
      ['f37-o-register-company', 'how do I register a limited company with the CRO'],
      ['f37-o-books-for-shop', 'can ye do the books for my cafe'],
      ['f37-o-unfair-dismissal', 'I was let go without notice, is that unfair dismissal'],
      ['f37-o-nurse-pay', 'what does a staff nurse earn in Ireland'],
      ['f37-o-software-dev-jobs', 'do you have any software developer jobs'],
      ['f37-o-med-expenses', 'how do I claim tax back on medical expenses'],
      ['f37-o-inheritance-tax', 'how much inheritance tax would I pay on my parents house'],
      ['f37-o-index-funds', 'which index fund should I invest in'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Off-topic: plainer ----------------------------------------------------------------------------------------------------
  ...(
    [
      ['f37-o-weather', 'will it rain in Galway tomorrow'],
      ['f37-o-recipe', 'give me a recipe for brown bread'],
      ['f37-o-hurling', 'who won the all ireland hurling'],
      ['f37-o-poem', 'write me a poem about autumn'],
      ['f37-o-flights', 'cheapest flights to Lanzarote'],
      ['f37-o-joke', 'tell me a joke'],
      ['f37-o-homework', 'can you do my maths homework'],
      ['f37-o-bus-times', 'when is the next bus to Swords'],
      ['f37-o-netflix', 'what should I watch on netflix tonight'],
      ['f37-o-translate', 'translate good morning into Irish'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),
];
