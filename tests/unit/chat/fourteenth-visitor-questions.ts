// The FOURTEENTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 25 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification (skimmed for the chat, pages, fees, contact, privacy and hand-over),
// the content modules (frontend/src/content), held-out-case.ts, held-out-figures.ts,
// held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts, the eleventh set and its test
// (for the rules, format and builders), and skimmed the fifth and tenth sets only to avoid repeating
// their wordings; never the engine (lambdas/), never the other sets being written at the same time,
// and never ran Aine on these questions nor looked at what it answers.
//
// Persona and angle: CONVERSATIONS. Chains of two to four turns the way people really chat (each
// follow-up's followUpOf names the turn before it): they change one thing at a time (city, level,
// role, qualification, salary, topic detail), ask "is that before tax", "why", "does that include
// bonus", correct themselves ("sorry I meant limerick", "typo, 38k"), compare ("is that more than in
// dublin", "more or less than an accounts assistant"), switch topic mid-chain to a new full question
// (which must be answered on its own), and say thanks with a question inside. Off-topic turns sit
// inside chains too: an off-topic turn after an on-topic one is written as a follow-up of topic
// 'off-topic' (it must be declined all the same), and a chain may return on-topic after it or after an
// off-topic opening. A few hand-over requests come after a question Aine cannot answer (written as
// follow-ups of topic 'hand-over'). Mixed registers, Irish usage and typos on purpose.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the eleventh set):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
//   Audit and C-suite levels are picked by firm or company size (small, mid-tier, large / Big 4).
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (in a chain, also the previous salary's fee).
// - Comparison rule: a city comparison ("is that more than in dublin") is right with the same national
//   band (the guide does not split by city); a role comparison at one level is right with both roles'
//   bands for that level and wrong with either role's other levels.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, mortgages, loans, investments, employment law, visas,
//   pay or jobs outside accounting and finance or outside Ireland, other agencies, homework, writing
//   tasks). An off-topic reply must name "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.

import { agency } from '#content/agency';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { cookiesPolicy, privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaAccaComparisonPage, accaFacts, cimaFacts, cimaKeyDatesFact, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { acaExperience } from '#content/qualifications/aca';
import { industrySpecialisationsTable, salaryGuidePage, salaryInsights } from '#content/salary-guide';
import { teamMembers } from '#content/team';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaperName,
  ask,
  ctaSitting,
  ctaStageMonths,
  examGroup,
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
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, otherLevels, pay, QA, regionShare, stat, SUPPORT } from './held-out-figures.ts';

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const cimaNextWindow: string[] = cimaDatesPassed ? [websiteHost(cimaFacts.website)] : ['case study'];
const ctaNextExams: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').exams];

const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const [niamh, conor] = teamMembers;
if (!niamh || !conor) {
  throw new RangeError('The team changed: update the fourteenth set');
}

const handOver = (id: string, question: string, followUpOf?: string): HeldOutQuestion => ({
  id,
  question,
  kind: followUpOf ? 'follow-up' : 'hand-over',
  topic: 'hand-over',
  ...(followUpOf ? { followUpOf } : {}),
  mustContain: [handoverRecipients, 'name'],
  mustNotContain: ['€'],
});

/** Comparison rule: two roles' bands at one level, wrong with either role's other levels. */
function compareRoles(
  id: string,
  question: string,
  first: readonly [typeof QA | typeof CSUITE | typeof AUDIT | typeof SUPPORT, string],
  second: readonly [typeof QA | typeof CSUITE | typeof AUDIT | typeof SUPPORT, string],
  level: 0 | 1 | 2,
  followUpOf: string,
): HeldOutQuestion {
  const right = [pay(first[0], first[1], level), pay(second[0], second[1], level)];
  return ask(
    id,
    question,
    'salary',
    [...new Set(right)],
    notRight(right, [...otherLevels(first[0], first[1], level), ...otherLevels(second[0], second[1], level)]),
    followUpOf,
  );
}

const GROSS = says(salaryGuidePage.footnote, 'gross');
const BONUS = says(salaryGuidePage.footnote, 'bonus');

export const fourteenthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- C-Suite conversations ----------------------------------------------------------------------
  salary('f14-s-cfo-plc', 'my brother in law reckons CFOs of big listed companies are all on 300k+. whats the actual range?', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  ask('f14-s-cfo-plc-gross', 'is that before tax?', 'salary', [GROSS], otherLevels(CSUITE, 'CFO', 2), 'f14-s-cfo-plc'),
  salary('f14-s-cfo-plc-mid', 'and for a cfo in a medium sized business', CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)], 'f14-s-cfo-plc-gross'),

  salary('f14-s-fd-40staff', "We're a small company, about 40 staff, thinking of bringing in a finance director. What would we be looking at paying?", CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f14-s-fd-40staff-gfc', 'ok and if we went for a group financial controller instead?', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)], 'f14-s-fd-40staff'),
  placementFee('f14-s-fd-40staff-fee', 'thanks thats useful. what would your fee be if we hired one at 95k', 95_000, [], 'f14-s-fd-40staff-gfc'),

  salary('f14-s-gfc-plc', 'group FC in a plc, ballpark figure?', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'CFO', 2)]),

  // --- Qualified accountants ------------------------------------------------------------------------
  salary('f14-s-fa-galway', "Hi there, I'm a financial accountant 2 years post qualification based in Galway. Am I underpaid on 58k?", QA, 'Financial Accountant', 0),
  salary('f14-s-fa-galway-limerick', 'sorry I meant limerick not galway, does that change it', QA, 'Financial Accountant', 0, [], 'f14-s-fa-galway'),
  salary('f14-s-fa-galway-dublin', 'is that more than id get in dublin tho', QA, 'Financial Accountant', 0, [], 'f14-s-fa-galway-limerick'),
  salary('f14-s-fa-galway-4yrs', 'what would i move up to once im 4 yrs pqe', QA, 'Financial Accountant', 1, [], 'f14-s-fa-galway-dublin'),

  salary('f14-s-ma-pharma', "management accountant, 7 yrs qualified, working in a pharma plant in cork. what's the going rate", QA, 'Management Accountant', 2),
  ask('f14-s-ma-pharma-premium', 'does the pharma experience add anything on top of that', 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium], 'f14-s-ma-pharma'),
  ask('f14-s-ma-pharma-why', 'how come? what are they actually looking for', 'salary-insights', [says(industrySpecialisationsTable, 'cost accounting')], [esgPremium, remotePremium], 'f14-s-ma-pharma-premium'),

  salary('f14-s-fc-4yrs', 'what does a financial controller make with 4 years pqe', QA, 'Financial Controller', 1, [pay(CSUITE, 'Group Financial Controller', 1)]),
  ask('f14-s-fc-4yrs-bonus', 'does that include bonus or is it just basic', 'salary', [BONUS], otherLevels(QA, 'Financial Controller', 1), 'f14-s-fc-4yrs'),
  salary('f14-s-fc-4yrs-senior', 'grand. and an FC with 6 or 7 years behind them?', QA, 'Financial Controller', 2, [], 'f14-s-fc-4yrs-bonus'),

  salary('f14-s-fpa-offer', 'fp&a analyst, just qualified, offer on the table is 60k in dublin. fair or lowball?', QA, 'Financial Analyst', 0),
  salary('f14-s-fpa-offer-pqe', 'sorry i should of said i have 4 years pqe, not just qualified', QA, 'Financial Analyst', 1, [], 'f14-s-fpa-offer'),
  offTopic('f14-s-fpa-offer-tax', 'unrelated but how much tax would i actually pay on that', 'f14-s-fpa-offer-pqe'),
  ask('f14-s-fpa-offer-remote', 'ok no bother. do the fully remote jobs pay any more?', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment], 'f14-s-fpa-offer-tax'),
  ask('f14-s-fpa-offer-why', 'why would remote pay more, seems backwards', 'salary-insights', [says(salaryInsights, 'scarce')], [esgPremium, inflationAdjustment], 'f14-s-fpa-offer-remote'),

  salary('f14-s-ia-bank', 'internal auditor in a bank, 6 years since qualifying. what should I expect?', QA, 'Internal Auditor', 2),
  ask('f14-s-ia-bank-fs', 'is there a premium for being in financial services?', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium], 'f14-s-ia-bank'),

  salaryRow('f14-s-ia-ladder', 'internal audit salaries from newly qualified up to senior, whole ladder please', [QA, 'Internal Auditor'], [QA, 'Financial Controller']),

  // --- Audit practice ---------------------------------------------------------------------------
  salary('f14-s-senior-midtier', 'what kind of money is an audit senior on at a mid-tier practice', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)]),
  salary('f14-s-senior-midtier-big4', 'and in one of the big 4, is it much more?', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)], 'f14-s-senior-midtier'),
  salary('f14-s-senior-midtier-promo', 'say i got promoted to manager there, what then', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2)], 'f14-s-senior-midtier-big4'),

  salary('f14-s-partner-local', 'what would a partner in a small local practice earn, roughly?', AUDIT, 'Partner', 0, [pay(AUDIT, 'Director', 0)]),
  salary('f14-s-partner-local-director', 'wow ok. and a director in a firm that size', AUDIT, 'Director', 0, [pay(AUDIT, 'Partner', 0)], 'f14-s-partner-local'),

  salary('f14-s-junior-son', 'my son is starting as a trainee in a big 4 firm in september, what will he be paid', AUDIT, 'Junior', 2),
  ask('f14-s-junior-son-exams', 'will they pay for his exams or is that on him', 'salary-insights', [developmentBudget], [esgPremium, remotePremium], 'f14-s-junior-son'),
  ask('f14-s-junior-son-cap1', 'how much are the cap1 exams anyway?', 'qualifications', [acaFee('CAP1 exams')], [acaFee('CAP2 exams'), acaFee('FAE exams')], 'f14-s-junior-son-exams'),

  salary('f14-s-manager-kildare', 'audit manager, mid tier, kildare - ballpark salary?', AUDIT, 'Manager', 1),
  salaryRow('f14-s-manager-ladder', 'can you show me audit manager pay for small firms, mid tier and big 4 side by side', [AUDIT, 'Manager'], [AUDIT, 'Senior']),

  // --- Part-qualified and support ------------------------------------------------------------------
  salary('f14-s-book-6months', 'im a bookkeeper with about 6 months experience, what should i be asking for', SUPPORT, 'Bookkeeper', 0),
  salary('f14-s-book-6months-later', 'what about when ive 2 years done', SUPPORT, 'Bookkeeper', 1, [], 'f14-s-book-6months'),
  ask('f14-s-book-6months-free', 'cheers! do yous charge me anything for finding me a job', 'services', [says(termsOfService, 'free')], [], 'f14-s-book-6months-later'),

  salary('f14-s-payroll-waterford', 'payroll officer 2 yrs exp in waterford, whats the market rate', SUPPORT, 'Payroll Specialist', 1),
  salary('f14-s-payroll-waterford-5', 'sorry meant 5 years not 2', SUPPORT, 'Payroll Specialist', 2, [], 'f14-s-payroll-waterford'),

  salary('f14-s-credit-4yrs', "credit controller here, 4 yrs in the job. what's fair pay?", SUPPORT, 'Accounts Payable/Receivable', 2),
  compareRoles('f14-s-credit-4yrs-vs-aa', 'is that more or less than an accounts assistant with the same experience', [SUPPORT, 'Accounts Payable/Receivable'], [SUPPORT, 'Accounts Assistant'], 2, 'f14-s-credit-4yrs'),

  salary('f14-s-pq-industry', 'part qualified acca, 2 years experience in industry. what salary range am i in', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f14-s-pq-industry-nq', 'and once i finish and qualify, what would a newly qualified accountant get', QA, 'Financial Accountant', 0, [], 'f14-s-pq-industry'),

  salary('f14-s-aa-sligo', 'accounts assistant starting out, no experience, in sligo. typical pay?', SUPPORT, 'Accounts Assistant', 0),

  // --- Salary insights -----------------------------------------------------------------------
  ask('f14-i-hybrid-split', 'are most finance teams hybrid now? whats the usual split home vs office', 'salary-insights', [hybridDays], [esgPremium, remotePremium]),
  ask('f14-i-pension-qualified', 'what pension contribution should i expect from an employer once im qualified', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f14-i-sustainability', 'do sustainability reporting skills actually pay more?', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f14-i-sustainability-remote', 'and what about fully remote roles, any extra?', 'salary-insights', [remotePremium], [esgPremium], 'f14-i-sustainability'),
  ask('f14-i-cost-of-living', 'will my employer give us anything for the cost of living going up this year', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f14-i-perks', 'apart from the salary itself what perks are typical in accountancy jobs now', 'salary-insights', [hybridDays, pensionMatch], [esgPremium]),
  ask('f14-i-perks-study', 'thanks. and would they usually give money towards study?', 'salary-insights', [developmentBudget], [esgPremium], 'f14-i-perks'),
  ask('f14-i-usgaap', 'i have us gaap experience from a us multinational, does that bump up pay?', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),
  ask('f14-i-tech-startup', 'does moving to a tech scale-up pay better for accountants?', 'salary-insights', [specialisationPremium('Technology')], [esgPremium, remotePremium]),

  // --- Placement fees -----------------------------------------------------------------------
  placementFee('f14-p-first-hire', "we're a small firm hiring our first accountant at around 55k, what would your fee come to", 55_000),
  placementFee('f14-p-first-hire-44k', 'hmm, and if we only offered 44k?', 44_000, [feeAmount(55_000)], 'f14-p-first-hire'),
  offTopic('f14-p-first-hire-office', 'random q but can you recommend office space to rent in dublin', 'f14-p-first-hire-44k'),
  ask('f14-p-first-hire-when', 'ok. back to the fee, when would we have to pay it', 'placement-fees', [says(termsOfService, 'in writing')], [], 'f14-p-first-hire-office'),

  placementFee('f14-p-payroll-33k', 'how much is it to take on a payroll person on 33k through you', 33_000),
  placementFee('f14-p-payroll-33k-typo', 'sorry typo, 38k', 38_000, [feeAmount(33_000)], 'f14-p-payroll-33k'),

  ask('f14-p-how-work', 'how do your fees work for employers, is it a percentage of salary or a flat fee', 'placement-fees', allBandPercentages, []),
  ask('f14-p-how-work-leaves', 'what if the person leaves after a month, do we get anything back', 'placement-fees', [says(termsOfService, 'rebate')], [], 'f14-p-how-work'),
  ask('f14-p-how-work-all-roles', 'would we get a better rate if we gave you all our roles', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], [], 'f14-p-how-work-leaves'),

  placementFee('f14-p-cfo-180k', 'cfo hire at 180k, what would we owe you', 180_000),
  placementFee('f14-p-trainee-30k', 'is it cheaper to use you for a trainee at 30k?', 30_000),
  placementFee('f14-p-47500', 'fee on a 47,500 salary?', 47_500),
  placementFee('f14-p-47500-then-36k', 'thanks, and the fee on 36k?', 36_000, [feeAmount(47_500)], 'f14-p-47500'),

  // --- Qualifications ------------------------------------------------------------------------
  ask('f14-q-acca-working', 'thinking of doing acca while working full time. how many exams is it?', 'qualifications', [String(accaFacts.examCount)], [ACA_MARK, CIMA_MARK]),
  ask('f14-q-acca-working-cost', 'and what do the exams cost roughly', 'qualifications', [accaFee('Applied Knowledge exams'), accaFee('Applied Skills exams'), accaFee('Strategic Professional exams')], [cimaFee('Case study exam'), acaFee('CAP1 exams')], 'f14-q-acca-working'),
  ask('f14-q-acca-working-months', 'can i sit them any month i want?', 'qualifications', [...accaFacts.examSessions], [ACA_MARK], 'f14-q-acca-working-cost'),
  ask('f14-q-acca-working-vs-aca', 'sorry, remind me whats the difference between that and the aca', 'qualifications', [says(acaAccaComparisonPage.intro, 'training contract'), says(acaAccaComparisonPage.intro, 'flexibility')], [CIMA_MARK], 'f14-q-acca-working-months'),

  ask('f14-q-fae-when', 'when are the FAE exams on?', 'qualifications', [acaSitting('FAE').main, acaSitting('FAE').repeat], [ACCA_MARK, CIMA_MARK]),
  ask('f14-q-fae-when-cap2', 'is cap 2 at the same time of year?', 'qualifications', [acaSitting('CAP2').main, acaSitting('CAP2').repeat], [acaSitting('FAE').repeat], 'f14-q-fae-when'),
  ask('f14-q-fae-when-cost', 'how much is each fae module', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')], 'f14-q-fae-when-cap2'),

  ask('f14-q-cima-boss', 'I work in industry and my boss suggested CIMA. what levels are there?', 'qualifications', ['Operational', 'Management', 'Strategic'], [ACA_MARK, ACCA_MARK]),
  ask('f14-q-cima-boss-case', 'what does one of the case study exams cost', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test'), accaFee('Strategic Professional exams')], 'f14-q-cima-boss'),
  ask('f14-q-cima-boss-window', "when's the next window to sit one", 'qualifications', cimaNextWindow, [ACA_MARK, ACCA_MARK], 'f14-q-cima-boss-case'),
  offTopic('f14-q-cima-boss-homework', 'could you do my P1 practice questions for me so i can check my answers', 'f14-q-cima-boss-window'),
  salary('f14-q-cima-boss-salary', 'fair enough. what would a management accountant earn a year after qualifying?', QA, 'Management Accountant', 0, [], 'f14-q-cima-boss-homework'),

  ask('f14-q-cta-stages', 'is the CTA worth it if i want to move into tax? how long is each stage', 'qualifications', [ctaStageMonths('Foundation'), ctaStageMonths('Intermediate')], [ACA_MARK, ACCA_MARK]),
  ask('f14-q-cta-stages-member', 'whats needed to be admitted as a member once the exams are done', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK], 'f14-q-cta-stages'),
  ask('f14-q-cta-stages-exams', 'when are the exams held?', 'qualifications', ctaNextExams, [ACA_MARK, ACCA_MARK], 'f14-q-cta-stages-member'),

  ask('f14-q-acca-ethics', 'is the ethics and professional skills thing for acca expensive', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Registration'), cimaFee('Registration')]),
  ask('f14-q-cima-vs-acca-count', 'has cima fewer exams than acca?', 'qualifications', [`${cimaFacts.objectiveTests} objective tests`, String(accaFacts.examCount)], [ACA_MARK]),
  ask('f14-q-acca-sp-papers', 'which acca papers are in the strategic professional essentials', 'qualifications', examGroup(accaFacts.structure, 'SP-E').map(accaPaperName), [ACA_MARK, CIMA_MARK]),
  ask('f14-q-aca-experience', 'how much work experience do you need in total for the aca', 'qualifications', [acaExperience], [`${accaFacts.experienceMonths} months`, CIMA_MARK]),

  // --- Market -----------------------------------------------------------------------------
  ask('f14-m-growing', "how's the market for accountants looking at the moment, is it growing?", 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f14-m-growing-pay', 'and salaries, are they going up?', 'market', [stat('average-salary-increase')], [stat('job-market-growth')], 'f14-m-growing'),
  ask('f14-m-growing-where', 'where are most of the jobs', 'market', [regionShare('Dublin')], [stat('remote-positions')], 'f14-m-growing-pay'),
  offTopic('f14-m-growing-weather', "by the way what's the weather meant to be like in galway this week", 'f14-m-growing-where'),
  ask('f14-m-growing-galway', 'haha ok. but seriously how many of the jobs are in galway', 'market', [regionShare('Galway')], [regionShare('Dublin')], 'f14-m-growing-weather'),

  ask('f14-m-hire-time', 'how long does it take to hire an accountant these days', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f14-m-hire-time-plan', 'and how quick would yous come back to us with a plan if we send a role', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()], 'f14-m-hire-time'),

  ask('f14-m-remote-share', 'what % of finance roles offer remote or hybrid now', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  ask('f14-m-moving-cork', "I'm relocating to cork, is there much finance work down there?", 'market', [regionShare('Cork')], [regionShare('Galway')]),

  // --- Contact -----------------------------------------------------------------------------
  ask('f14-c-open-morning', 'what time do ye open in the morning', 'contact', [openingTime], []),
  ask('f14-c-open-morning-sat', 'and saturdays?', 'contact', [weekdays], [], 'f14-c-open-morning'),
  ask('f14-c-open-morning-number', 'ok whats the best number to ring', 'contact', [agency.phone.display], [], 'f14-c-open-morning-sat'),
  ask('f14-c-drop-in', "where are you based exactly, i'd like to drop my cv in", 'contact', [agency.address.streetAddress], []),
  ask('f14-c-drop-in-nationwide', 'do you only deal with people in dublin?', 'services', [says(agency.operatingModel, 'nationwide')], [], 'f14-c-drop-in'),
  ask('f14-c-email-instead', 'can i email you instead of ringing, whats the address', 'contact', [agency.email], []),
  ask('f14-c-licensed-agency', 'are you a licensed employment agency? whats the number', 'contact', [agency.licence.number], []),
  ask('f14-c-whatsapp', 'any chance i can just whatsapp you', 'contact', [agency.whatsappUrl.replace('https://', '')], []),

  // --- Interview tips ----------------------------------------------------------------------
  ask('f14-t-fund-admin', 'got a second round with a fund administrator next week, what should i brush up on', 'interview-tips', [FUNDS_TIP], [TECH_TIP, PHARMA_TIP]),
  ask('f14-t-fund-admin-wear', 'what should i wear to it', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP], 'f14-t-fund-admin'),
  ask('f14-t-fund-admin-early', 'how early do i need to be there, is on the dot ok', 'interview-tips', [presencePhrase('Punctuality', 'ten minutes')], [OFFER_TIP], 'f14-t-fund-admin-wear'),
  ask('f14-t-fund-admin-thanks', 'thanks a million. should i send a thank you email after?', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [MIC_TIP], 'f14-t-fund-admin-early'),

  ask('f14-t-stakeholder', 'how do i answer "tell me about a time you dealt with a difficult stakeholder"', 'interview-tips', ['Situation', tipPhrase('use-the-enhanced-star-method', 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f14-t-stakeholder-length', 'how long should each answer be?', 'interview-tips', [presencePhrase('Concise Answers', 'one to two minutes')], [OFFER_TIP], 'f14-t-stakeholder'),

  ask('f14-t-froze', 'they asked me about deferred tax in my last interview and i froze. how do i handle technical questions', 'interview-tips', [tipPhrase('think-aloud-on-technical-questions', 'step by step')], [OFFER_TIP, MIC_TIP]),
  ask('f14-t-expectations', 'they always ask my salary expectations and i never know what to say', 'interview-tips', [tipPhrase('know-your-market-value', 'researched range')], [MIC_TIP]),
  salary('f14-t-expectations-fa', 'so what should a financial accountant with 4 yrs pqe be saying then', QA, 'Financial Accountant', 1, [], 'f14-t-expectations'),

  ask('f14-t-saas', 'interview with a saas company for a commercial finance role, what will they grill me on', 'interview-tips', [TECH_TIP], [AUDIT_TIP, FUNDS_TIP]),
  ask('f14-t-saas-pharma', 'actually the other one i have is a medtech manufacturer, what about that', 'interview-tips', [PHARMA_TIP], [TECH_TIP, FUNDS_TIP], 'f14-t-saas'),
  ask('f14-t-zoom-light', 'any tips on lighting for a zoom interview, my room is dark', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'light in front of you')], [OFFER_TIP, AUDIT_TIP]),
  ask('f14-t-two-offers', 'i have 2 offers, one pays more but the other has better study support. how do i choose', 'interview-tips', [tipPhrase('weigh-offers-and-counter-offers', 'whole package')], [MIC_TIP]),
  offTopic('f14-t-two-offers-letter', 'ok and can you write my resignation letter for me', 'f14-t-two-offers'),
  ask('f14-t-why-leaving', "what do i say when they ask why i'm leaving my current job", 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [MIC_TIP]),
  ask('f14-t-exams-asked', 'doing my acca at the minute with 4 passed, will that come up in interviews', 'interview-tips', [tipPhrase('discuss-your-qualification-plan', 'next sitting')], [MIC_TIP, OFFER_TIP]),
  ask('f14-t-my-numbers', 'what figures about my current job should i have ready going in', 'interview-tips', [tipPhrase('know-your-numbers', 'month-end close')], [MIC_TIP, OFFER_TIP]),
  ask('f14-t-big4-interview', 'big 4 audit interview on friday, what comes up', 'interview-tips', [AUDIT_TIP], [TECH_TIP, FUNDS_TIP]),

  // --- Services, trust and data --------------------------------------------------------------
  ask('f14-v-cv-format', 'how do i send you my cv, does it need to be a certain format', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], []),
  ask('f14-v-cv-format-size', 'is there a size limit?', 'services', [`${MAX_CV_MEGABYTES}`], [], 'f14-v-cv-format'),
  ask('f14-v-cv-format-who', 'and who gets to see it', 'services', [says(privacyPolicy, 'agreement')], [], 'f14-v-cv-format-size'),
  offTopic('f14-v-cv-format-visa', 'while i have you, can you help with my stamp 4 renewal, it runs out in march', 'f14-v-cv-format-who'),
  handOver('f14-v-cv-format-person', 'ok can a real person get back to me about it then', 'f14-v-cv-format-visa'),

  ask('f14-v-retention', 'how long do you hang on to candidate data', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f14-v-retention-access', 'can i see what you have on file about me', 'services', [says(privacyPolicy, 'access')], [], 'f14-v-retention'),

  ask('f14-v-what-do', 'what does your company actually do?', 'services', [OFF_TOPIC_SCOPE], []),
  ask('f14-v-what-do-contract', 'do you do contract roles or only permanent', 'services', [says(termsOfService, 'permanent'), says(termsOfService, 'contract')], [], 'f14-v-what-do'),

  ask('f14-v-niamh', "who's niamh?", 'services', [niamh.role], [conor.role]),
  ask('f14-v-niamh-conor', 'what about the other lad, conor, whats his job', 'services', [conor.role], [niamh.role], 'f14-v-niamh'),

  ask('f14-v-jobs-now', 'what jobs have you got on at the moment', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f14-v-jobs-now-pay', 'what does the qualified accountant one pay', 'services', [qualifiedJob.salary], [trainee.salary], 'f14-v-jobs-now'),
  ask('f14-v-jobs-now-hybrid', 'is that one hybrid or in the office', 'services', [qualifiedJob.jobType], [trainee.salary], 'f14-v-jobs-now-pay'),

  ask('f14-v-placed', 'how many people have ye placed so far', 'services', [String(agency.trustSignals.placementsMade.count)], []),
  ask('f14-v-reviews', 'what are your google reviews like', 'services', [String(agency.trustSignals.reviews.rating)], []),
  ask('f14-v-process', 'if we use you to hire, how does the process actually work', 'services', [processStep(1), processStep(3)], []),
  ask('f14-v-nrf', 'are you members of any recruitment industry body', 'services', [says(agency.trustSignals.memberships, 'National Recruitment Federation')], []),
  ask('f14-v-chat-where', 'where does what i type in here actually get processed', 'services', [says(privacyPolicy, 'United States')], []),
  ask('f14-v-tracking', 'do you use tracking or advertising cookies on this site', 'services', [says(cookiesPolicy, 'advertising cookies')], []),

  // --- Off-topic openings, and chains that come back on-topic ------------------------------------
  offTopic('f14-o-creche', 'can you recommend a good creche in dublin 8'),
  salary('f14-o-creche-back', 'ha fair enough. whats a newly qualified management accountant on then', QA, 'Management Accountant', 0, [], 'f14-o-creche'),
  offTopic('f14-o-sole-trader', 'setting up as a sole trader doing nails, how do i sort the tax side'),
  ask('f14-o-sole-trader-cta', 'ok. would the cta help me if i wanted a career in tax instead', 'qualifications', [ctaFacts.awardingBody], [ACA_MARK, ACCA_MARK], 'f14-o-sole-trader'),
  offTopic('f14-o-laptop', 'whats the best laptop for running big excel models'),
  ask('f14-o-laptop-job', 'ok then, what do they want for that qualified accountant job you have up', 'services', [says(qualifiedJob.requirements, 'month-end close')], [trainee.salary], 'f14-o-laptop'),
  offTopic('f14-o-probation', 'i was let go during my probation with no reason given, is that even legal'),
  handOver('f14-o-probation-person', 'can i talk to one of your team about finding something new then', 'f14-o-probation'),
  offTopic('f14-o-new-york', 'what does a treasury analyst at a hedge fund in new york get paid'),
  handOver('f14-o-new-york-person', 'fine, can one of your recruiters contact me about it instead', 'f14-o-new-york'),

  // --- Off-topic -----------------------------------------------------------------------------
  offTopic('f14-o-dental-nurse', 'whats the going rate for a dental nurse in cork'),
  offTopic('f14-o-medical-card', 'can you help me fill out my medical card application'),
  offTopic('f14-o-usc-bonus', 'do i pay usc on my christmas bonus'),
  offTopic('f14-o-credit-union', 'which credit union is best for a car loan'),
  offTopic('f14-o-buy-house', 'hows the housing market in kildare, should i buy now or wait'),
  offTopic('f14-o-translate-cv', 'can u translate my cv into polish'),
  offTopic('f14-o-chef-jobs', 'any jobs going for chefs?'),
  offTopic('f14-o-morgan-mckinley', 'is morgan mckinley any good to register with'),
  offTopic('f14-o-capital', 'quick quiz question, whats the longest river in ireland'),
  offTopic('f14-o-netflix', 'recommend me something good on netflix for the weekend'),
  offTopic('f14-o-deposit', 'how do i get my deposit back off my landlord'),
  offTopic('f14-o-index-funds', 'can you explain how index funds work'),
  offTopic('f14-o-vote', 'who should i vote for in the election'),
  offTopic('f14-o-lc-project', 'help me with my leaving cert accounting project on ratio analysis'),
  offTopic('f14-o-exchange-rate', 'whats the euro to dollar exchange rate today'),
  offTopic('f14-o-dog', 'my dog ate a bit of chocolate, should i be worried'),

  // --- Hand-over -----------------------------------------------------------------------------
  handOver('f14-h-chat-to-someone', 'can i chat to someone from the team instead of the assistant'),
  handOver('f14-h-ring-me', 'would one of the recruiters be able to ring me this week'),
  handOver('f14-h-human-pls', 'is there any humans there i could talk to today'),
  handOver('f14-h-not-helping', "you're not really helping tbh, can you put me through to a recruiter"),
  handOver('f14-h-pass-on', 'could you pass my details to niamh, I want to talk about an FC role'),
  handOver('f14-h-real-recruiter', 'id rather deal with a real recruiter if thats ok'),
];
