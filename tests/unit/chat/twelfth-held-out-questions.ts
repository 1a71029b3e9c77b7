// The TWELFTH held-out set of visitor questions for Aine: a second, independent measure beside the
// third held-out set (third-held-out-questions.ts), drawn from the same kind of visitors but with
// new questions, so that set's score can be checked for a fluke.
//
// Written on 25 November 2026 by a helper who never opened the engine (lambdas/), the chat handlers,
// nor the tuning sets and harnesses beside this file, and who never ran Aine, on these questions or
// any others. It was written from the content modules (#content/*: salary guide, fees,
// qualifications, market stats, agency profile, interview tips, jobs, team, employers, candidates,
// chat texts, legal) and the specification alone, copying the third held-out set's rules, its
// proportions of kinds and topics and its style (held-out-case.ts, held-out-figures.ts,
// held-out-builders.ts, held-out-set-checks.ts and the third set were read for format and rules;
// none of the third set's wordings is reused).
// Nobody may tune against this set: it is scored only as totals. Once it has been looked at case by
// case it is spent, and the next held-out set must be written by someone else.
// Expected figures are read from the content modules (through held-out-figures.ts and
// held-out-builders.ts), so a content change keeps the set true.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the third held-out set):
// - City rule: the salary guide is Ireland-wide. A question naming a city or town (Cork, Galway,
//   Limerick, Waterford, Kilkenny, Dublin) is right with the role's national band for the level
//   asked, and wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle column, over 5 the top; support
//   roles: under 1 year entry level, 1-3 the middle, over 3 the top). No question sits exactly on a
//   boundary year.
// - Off-topic rule: Aine's scope, as the content states it, is accounting and finance careers and
//   recruitment in Ireland and this agency's own services. Everything else is off-topic, including
//   near-misses that sound financial or recruitment-like: tax, pensions and investment advice for
//   the visitor, immigration and employment-law questions (the disclaimer rules them out), pay or
//   jobs outside accounting and finance, and doing a business's books or registrations for it.
//   An off-topic reply must name that scope ("accounting and finance") and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: CIMA windows and deadlines and CTA sittings are the 2025 ones. While they
//   hold, the right reply gives the date; once they have passed it points to the body's website.
//   The dated cases below read the clock the way the site does (hasPassed). ACA and ACCA sittings
//   follow the same months every year and are not dated.
// - One addition of this set: a regional share that is a substring of a headline change ('18%' in
//   '+18%', '12%' in '+12%') is guarded by that change in mustNotContain, so a reply quoting the
//   wrong figure cannot pass on the substring.

import { agency, formatAddress } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { formatShortDate } from '#content/format';
import { featuredJobs } from '#content/jobs';
import { formatTimeToHire } from '#content/market-stats';
import { acaFacts, accaFacts, cimaFacts, cimaKeyDatesFact, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { acaExperience, acaStructure } from '#content/qualifications/aca';
import { teamMembers } from '#content/team';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion } from './held-out-case.ts';
import {
  accaPaperName,
  acaSitting,
  ask,
  cimaPaperName,
  ctaSitting,
  ctaStageMonths,
  examGroup,
  feeAmount,
  placementFee,
  presencePhrase,
  salary,
  salaryRow,
  says,
  specialisationPremium,
  tipPhrase,
  websiteHost,
} from './held-out-builders.ts';
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, insight, pay, QA, regionShare, stat, SUPPORT } from './held-out-figures.ts';

// ---------------------------------------------------------------------------------------------
// Figures and phrases, read from the content.

const remotePremium = insight('remote-premium');
const esgPremium = insight('esg-specialists');
const inflationAdjustment = insight('inflation-adjustments');
const pensionMatch = insight('pension-match');
const hybridDays = insight('hybrid-working').replace(/ remote$/, '');
const developmentBudget = insight('development-budgets').replace(/ a year$/, '');

// Phrases only one interview topic uses: a reply showing one answered another topic.
const VIDEO = tipPhrase('set-up-for-video-interviews', 'camera');
const AUDIT_WORD = tipPhrase('prepare-for-practice-and-audit', 'materiality');
const FUNDS = tipPhrase('prepare-for-financial-services', 'Central Bank of Ireland');
const TECH = tipPhrase('prepare-for-technology', 'IFRS 15');
const PHARMA = tipPhrase('prepare-for-pharma-and-manufacturing', 'standard costing');
const OFFERS = tipPhrase('weigh-offers-and-counter-offers', 'counter-offer');

// Marks of one qualification that a reply about another should not show.
const ACA_MARK = 'CAP1';
const ACCA_MARK = 'Applied Skills';
const CIMA_MARK = 'objective test';

const accaExperience = `${accaFacts.experienceMonths} months`;
const cimaExperience = `${cimaFacts.experienceYears} years`;

// Dated exam facts, judged at the time the set is run.
const now = new Date();
const today = now.toISOString().slice(0, 10);
const cimaHost = websiteHost(cimaFacts.website);
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const nextOrWebsite = (upcoming: readonly string[]): string[] => (cimaDatesPassed || upcoming.length === 0 ? [cimaHost] : upcoming.slice(0, 1));
const nextCimaObjectiveTest = nextOrWebsite(
  cimaFacts.windows2025.objectiveTests.filter((testWindow) => testWindow.end >= today).map((testWindow) => testWindow.display),
);
const nextCimaCaseStudyDeadline = nextOrWebsite(
  cimaFacts.windows2025.caseStudyRegistrationDeadlines.filter((deadline) => deadline >= today).map(formatShortDate),
);
const ctaDated = (value: string) => (hasPassed(ctaKeyDatesFact.validUntil, now) ? websiteHost(ctaFacts.website) : value);

const linkedin = agency.socialLinks.find((link) => link.network === 'linkedin');
const trainee = featuredJobs.find((job) => job.title === 'Trainee Accountant');
const qualifiedJob = featuredJobs.find((job) => job.title === 'Qualified Accountant');
const managingDirector = teamMembers.find((member) => member.role === 'Managing Director');
const clientDirector = teamMembers.find((member) => member.role.includes('Client Services'));
const membership = agency.trustSignals.memberships[0];
if (!linkedin || !trainee || !qualifiedJob || !managingDirector || !clientDirector || !membership) {
  throw new RangeError('The agency profile, team or featured jobs changed: update the twelfth held-out set');
}
const [openDays = agency.businessHours.display, dailyHours = agency.businessHours.display] = agency.businessHours.display.split(', ');
const [openingTime = dailyHours, closingTime = dailyHours] = dailyHours.split(' - ');
const retention = `${DATA_RETENTION_YEARS} years`;

// ---------------------------------------------------------------------------------------------
// The questions.

export const twelfthHeldOutQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite -----------------------------------------------------------------------
  salary('h12-s-cfo-sme-cork', 'wat does a cfo at an sme in cork make', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('h12-s-cfo-sme-then-plc', 'and for a plc?', CSUITE, 'CFO', 2, [], 'h12-s-cfo-sme-cork'),
  salary('h12-s-gfc-mid-galway', 'group fc, mid sized company in galway, going rate?', CSUITE, 'Group Financial Controller', 1, [
    pay(CSUITE, 'Finance Director', 1),
  ]),
  salary('h12-s-gfc-mid-then-fd', 'same size company but a finance director', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'Group Financial Controller', 1)], 'h12-s-gfc-mid-galway'),
  salary('h12-s-fd-multinational', 'director of finance in a multinational - whats the salary these days', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)]),
  salary('h12-s-cfo-midsize-limerick', 'chief financial officer, mid size firm in limerick, ballpark?', CSUITE, 'CFO', 1),
  salary('h12-s-gfc-startup', 'what would a start up pay a group financial controller', CSUITE, 'Group Financial Controller', 0),
  salaryRow('h12-s-fd-all', 'finance director salaries in ireland for all company sizes', [CSUITE, 'Finance Director'], [CSUITE, 'Group Financial Controller']),

  // --- Salaries: Qualified Accountants ---------------------------------------------------------
  salary('h12-s-fc-2yrs-cork', 'what would i get as an FC in Cork, 2 yrs pqe', QA, 'Financial Controller', 0),
  salary('h12-s-fc-then-7yrs', 'and with 7 yrs?', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)], 'h12-s-fc-2yrs-cork'),
  salary('h12-s-ma-4yrs-dublin', 'management accountant 4 years pqe dublin salary', QA, 'Management Accountant', 1),
  salary('h12-s-ma-then-nq', 'what about a newly qualified one', QA, 'Management Accountant', 0, [], 'h12-s-ma-4yrs-dublin'),
  salary('h12-s-fa-nq-galway', 'just qualified ACA going for a financial accountant role in galway - what salary', QA, 'Financial Accountant', 0),
  salary('h12-s-analyst-6yrs-limerick', 'fp&a analyst 6 yrs pqe limerick, whats the range', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('h12-s-analyst-then-1yr', 'and if i only had 1 year pqe', QA, 'Financial Analyst', 0, [], 'h12-s-analyst-6yrs-limerick'),
  salary('h12-s-ia-4yrs-cork', 'internal audit job, 4 yrs post qual, in cork. salary?', QA, 'Internal Auditor', 1),
  salary('h12-s-ia-then-10yrs', 'and after ten years', QA, 'Internal Auditor', 2, [], 'h12-s-ia-4yrs-cork'),
  salary('h12-s-fc-4-half-yrs-kilkenny', 'financial controller four and a half years qualified, kilkenny. what should i be paid', QA, 'Financial Controller', 1),
  salary('h12-s-acca-accountant-2yrs', 'ACCA accountant 2 yrs post qualification, what money in limerick?', QA, 'Financial Accountant', 0),
  salary('h12-s-ma-8yrs-galway', 'senior management accountant in galway, 8 yrs qualified', QA, 'Management Accountant', 2),
  salaryRow('h12-s-ma-all', 'management accountant salaries by pqe?', [QA, 'Management Accountant'], [QA, 'Financial Controller']),

  // --- Salaries: Audit --------------------------------------------------------------------------
  salary('h12-s-audit-manager-big4', 'audit manager big 4 dublin - what r they paying', AUDIT, 'Manager', 2, [pay(AUDIT, 'Director', 2)]),
  salary('h12-s-audit-manager-then-small', 'and in a small local firm?', AUDIT, 'Manager', 0, [], 'h12-s-audit-manager-big4'),
  salary('h12-s-audit-trainee-small-cork', 'trainee in a small practice in cork, wages?', AUDIT, 'Junior', 0),
  salary('h12-s-semi-senior-mid-tier', 'semi senior in a mid-tier firm, what salary', AUDIT, 'Senior', 1),
  salary('h12-s-semi-senior-then-big4', 'and big4?', AUDIT, 'Senior', 2, [], 'h12-s-semi-senior-mid-tier'),
  salary('h12-s-audit-director-mid-galway', 'audit director at a mid tier firm in galway', AUDIT, 'Director', 1, [pay(AUDIT, 'Partner', 1)]),
  salary('h12-s-partner-small-practice', 'salary for a partner in a small accountancy practice', AUDIT, 'Partner', 0, [pay(AUDIT, 'Director', 0)]),
  salaryRow('h12-s-audit-senior-all', 'audit senior pay small firm v mid tier v big 4', [AUDIT, 'Senior'], [AUDIT, 'Manager']),
  salary('h12-s-audit-senior-all-then-manager', 'and audit managers at a big 4?', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2)], 'h12-s-audit-senior-all'),

  // --- Salaries: Part-Qualified and Support -----------------------------------------------------
  salary('h12-s-ap-6-months', 'accounts payable clerk, 6 months in, what pay', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('h12-s-ap-then-2yrs', 'and in 2 years time?', SUPPORT, 'Accounts Payable/Receivable', 1, [], 'h12-s-ap-6-months'),
  salary('h12-s-payroll-4yrs-galway', 'payroll administrator 4 yrs experience galway', SUPPORT, 'Payroll Specialist', 2),
  salary('h12-s-bookkeeper-2yrs-limerick', 'bookkeeper 2 yrs exp limerick, wat wud i earn', SUPPORT, 'Bookkeeper', 1),
  salary('h12-s-bookkeeper-then-6yrs', 'and with 6 yrs?', SUPPORT, 'Bookkeeper', 2, [], 'h12-s-bookkeeper-2yrs-limerick'),
  salary('h12-s-part-qualified-2yrs-cork', 'part qualified acca with about 2 years experience in cork', SUPPORT, 'Part-Qualified', 1),
  salary('h12-s-accounts-assistant-no-exp', 'accounts assistant straight out of college, no experience, salary?', SUPPORT, 'Accounts Assistant', 0),
  salary('h12-s-accounts-assistant-then-5yrs', 'and after 5 years?', SUPPORT, 'Accounts Assistant', 2, [], 'h12-s-accounts-assistant-no-exp'),
  salary('h12-s-credit-control-10yrs', 'credit controller 10 yrs experience dublin, what should i be on', SUPPORT, 'Accounts Payable/Receivable', 2),
  salaryRow('h12-s-bookkeeper-all', 'bookkeeper salary ranges', [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Accounts Assistant']),

  // --- Salary insights --------------------------------------------------------------------------
  ask('h12-i-fund-accounting', 'i have fund accounting experience, does that bump up my salary?', 'salary-insights', [specialisationPremium('Financial Services')], [
    remotePremium,
    esgPremium,
  ]),
  ask('h12-i-us-gaap', 'US GAAP experience - how much of a premium is that worth', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [remotePremium, inflationAdjustment]),
  ask('h12-i-hybrid-days', 'how many days wfh is normal now in finance jobs', 'salary-insights', [hybridDays], [pensionMatch, esgPremium]),
  ask('h12-i-hybrid-then-fully-remote', 'and do they pay extra for fully remote jobs?', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment], 'h12-i-hybrid-days'),
  ask('h12-i-sustainability', 'sustainability reporting skills, worth more money?', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('h12-i-pay-review', 'my boss says theres no pay review this year, whats normal for inflation increases?', 'salary-insights', [inflationAdjustment], [remotePremium, esgPremium]),
  ask('h12-i-pay-review-then-exam-budget', 'and how much do employers put towards exams and courses per year', 'salary-insights', [developmentBudget], [esgPremium, pensionMatch], 'h12-i-pay-review'),

  // --- Placement fees ----------------------------------------------------------------------------
  placementFee('h12-p-58k', 'fees for a 58k hire', 58_000),
  placementFee('h12-p-38k-bookkeeper', 'wats ur cut on a €38,000 bookkeeper', 38_000),
  placementFee('h12-p-38k-then-33k', 'and if she was on 33k', 33_000, [feeAmount(38_000)], 'h12-p-38k-bookkeeper'),
  placementFee('h12-p-82k-fc', 'recruitment fee for an fc at 82,000', 82_000),
  placementFee('h12-p-44999', '€44,999 salary, how much is your fee', 44_999),
  placementFee('h12-p-44999-then-45k', 'ok and at exactly 45k?', 45_000, [feeAmount(44_999)], 'h12-p-44999'),
  placementFee('h12-p-36-5k-payroll', "we're hiring a payroll person at 36.5k, what's the fee", 36_500),
  placementFee('h12-p-210k-cfo', 'agency fee for a cfo on 210k', 210_000),
  placementFee('h12-p-28k-words', 'fee on twenty eight thousand', 28_000),
  placementFee('h12-p-78k-audit-manager', 'how much wud it cost us to hire an audit manager at 78k thru yous', 78_000),
  placementFee('h12-p-34500', 'placement fee 34,500 accounts assistant', 34_500),
  placementFee('h12-p-34500-then-35k', 'what if we offered 35k instead', 35_000, [feeAmount(34_500)], 'h12-p-34500'),
  placementFee('h12-p-120k-fd', "€120k finance director - what's your placement fee", 120_000),
  placementFee('h12-p-43250', 'part-qualified at 43,250, fee?', 43_250),
  placementFee('h12-p-56k-nq', 'fee for a newly qualified on 56k', 56_000),
  placementFee('h12-p-56k-then-72k', 'and a 3-5 yrs pqe on 72k', 72_000, [feeAmount(56_000)], 'h12-p-56k-nq'),
  placementFee('h12-p-162500', "if we hire someone on 162,500 what's the fee", 162_500),
  placementFee('h12-p-40k', 'your fee on a 40k role', 40_000),
  {
    id: 'h12-p-percentages',
    question: 'what % do yous charge employers',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: ['8%', '10%', '12%'],
    mustNotContain: [],
  },

  // --- Qualifications: ACA -----------------------------------------------------------------------
  ask('h12-q-aca-registration', 'how much to register as a chartered accountants ireland student', 'qualifications', [acaFee('Student registration')], [
    accaFee('Registration'),
    cimaFee('Registration'),
  ]),
  ask(
    'h12-q-aca-registration-then-cap1',
    'and the cap1 exams, per module?',
    'qualifications',
    [acaFee('CAP1 exams')],
    [acaFee('CAP2 exams'), acaFee('FAE exams')],
    'h12-q-aca-registration',
  ),
  ask('h12-q-fae-sittings', 'when do you sit the FAE and when is the repeat', 'qualifications', [acaSitting('FAE').main, acaSitting('FAE').repeat], [ACCA_MARK, CIMA_MARK]),
  ask('h12-q-fae-electives', 'how many electives do u pick at fae', 'qualifications', [`${acaFacts.faeElectives} electives`], [ACCA_MARK, CIMA_MARK]),
  ask('h12-q-cap1-subjects', 'what subjects are in cap 1', 'qualifications', [...examGroup(acaStructure, 'CAP1')], [ACCA_MARK, CIMA_MARK]),
  ask('h12-q-aca-yearly-fee', 'whats the yearly fee to stay registered as an aca student', 'qualifications', [acaFee('Annual student subscription')], [
    accaFee('Annual subscription'),
    cimaFee('Annual subscription'),
  ]),
  ask('h12-q-aca-experience', 'how many years experience do i need before aca membership', 'qualifications', [acaExperience], [accaExperience, ACCA_MARK]),

  // --- Qualifications: ACCA ----------------------------------------------------------------------
  ask('h12-q-acca-ak-fee', 'price of the acca applied knowledge exams', 'qualifications', [accaFee('Applied Knowledge exams')], [
    accaFee('Applied Skills exams'),
    accaFee('Strategic Professional exams'),
  ]),
  ask(
    'h12-q-acca-ak-then-ethics',
    'and the ethics module?',
    'qualifications',
    [accaFee('Ethics and Professional Skills module')],
    [accaFee('Applied Knowledge exams'), accaFee('Strategic Professional exams')],
    'h12-q-acca-ak-fee',
  ),
  ask('h12-q-acca-experience', 'how many months practical experience do u need for acca', 'qualifications', [accaExperience], [acaExperience, ACA_MARK]),
  ask(
    'h12-q-acca-essentials',
    'which acca exams are compulsory at strategic professional',
    'qualifications',
    examGroup(accaFacts.structure, 'SP-E').map(accaPaperName),
    [ACA_MARK, CIMA_MARK],
  ),
  ask('h12-q-acca-law-level', 'which acca level has the corporate and business law exam', 'qualifications', [ACCA_MARK], [ACA_MARK, CIMA_MARK]),
  ask('h12-q-acca-ak-papers', 'what are the 3 applied knowledge papers', 'qualifications', examGroup(accaFacts.structure, 'AK').map(accaPaperName), [ACA_MARK, CIMA_MARK]),
  ask('h12-q-acca-sessions', 'wen r the acca exam sessions each yr', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('h12-q-acca-sessions-then-ak', 'and applied knowledge, same dates?', 'qualifications', ['on demand'], [ACA_MARK, CIMA_MARK], 'h12-q-acca-sessions'),

  // --- Qualifications: CIMA ----------------------------------------------------------------------
  ask('h12-q-cima-registration', 'cima registration fee?', 'qualifications', [cimaFee('Registration')], [accaFee('Registration'), acaFee('Student registration')]),
  ask('h12-q-cima-ot-count', 'how many objective tests are there in cima', 'qualifications', [`${cimaFacts.objectiveTests} objective tests`], [ACA_MARK, ACCA_MARK]),
  ask(
    'h12-q-cima-ot-count-then-fee',
    'how much is each of those tests',
    'qualifications',
    [cimaFee('Objective test')],
    [cimaFee('Case study exam'), accaFee('Applied Knowledge exams')],
    'h12-q-cima-ot-count',
  ),
  ask('h12-q-cima-experience', 'years of experience needed for cima membership?', 'qualifications', [cimaExperience], [accaExperience, acaExperience]),
  ask(
    'h12-q-cima-management-papers',
    'cima management level subjects',
    'qualifications',
    examGroup(cimaFacts.structure, 'MGT').map(cimaPaperName),
    [ACA_MARK, ACCA_MARK],
  ),
  ask('h12-q-cima-next-ot-window', 'when can i book a cima objective test, wats the next window', 'qualifications', nextCimaObjectiveTest, [ACA_MARK, ACCA_MARK]),
  ask(
    'h12-q-cima-window-then-case-deadline',
    'and the deadline to register for the case study?',
    'qualifications',
    nextCimaCaseStudyDeadline,
    [ACA_MARK, ACCA_MARK],
    'h12-q-cima-next-ot-window',
  ),
  ask('h12-q-cima-limerick-centre', 'where do i sit cima exams, is there a centre in limerick', 'qualifications', ['Pearson VUE', 'Limerick'], [ACA_MARK]),

  // --- Qualifications: CTA -----------------------------------------------------------------------
  ask('h12-q-cta-spring-exams', 'when are the spring cta exams on', 'qualifications', [ctaDated(ctaSitting('Spring').exams)], [ACA_MARK, CIMA_MARK]),
  ask('h12-q-cta-foundation-length', 'how long is the cta foundation stage', 'qualifications', [ctaStageMonths('Foundation')], [ctaStageMonths('Intermediate')]),
  ask(
    'h12-q-cta-foundation-then-intermediate',
    'and intermediate?',
    'qualifications',
    [ctaStageMonths('Intermediate')],
    [ctaStageMonths('Foundation')],
    'h12-q-cta-foundation-length',
  ),
  ask('h12-q-cta-awarding-body', 'who runs the cta qualification', 'qualifications', [ctaFacts.awardingBody], [acaFacts.awardingBody]),
  ask('h12-q-cta-stamp-duty', 'does the cta cover stamp duty? at which stage', 'qualifications', ['Intermediate'], [ACA_MARK, CIMA_MARK]),

  // --- Market figures ----------------------------------------------------------------------------
  ask('h12-m-cork-share', 'what % of the new finance jobs are in cork', 'market', [regionShare('Cork')], [stat('remote-positions'), stat('job-market-growth')]),
  ask('h12-m-cork-then-dublin', 'whats dublins share then', 'market', [regionShare('Dublin')], [stat('remote-positions')], 'h12-m-cork-share'),
  ask('h12-m-salary-rise', 'are salaries on offer going up? by what % on average', 'market', [stat('average-salary-increase')], [stat('job-market-growth')]),
  ask('h12-m-salary-rise-then-hiring-time', 'and how long does a hire take on average', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`], 'h12-m-salary-rise'),
  ask('h12-m-remote-share', 'roughly what percent of accounting jobs are hybrid or wfh', 'market', [stat('remote-positions')], [remotePremium, stat('job-market-growth')]),
  ask('h12-m-vacancy-growth', 'is the finance job market growing? how much vs last yr', 'market', [stat('job-market-growth')], [stat('average-salary-increase')]),
  ask('h12-m-growth-then-galway', "and galway's share of the jobs?", 'market', [regionShare('Galway')], [stat('remote-positions'), stat('average-salary-increase')], 'h12-m-vacancy-growth'),

  // --- Contact details and hours ------------------------------------------------------------------
  ask('h12-c-phone', 'whats ur phone number', 'contact', [agency.phone.display], []),
  ask('h12-c-eircode', 'whats your eircode', 'contact', [agency.address.postalCode], []),
  ask('h12-c-where-based', 'where are ye based', 'contact', [says(agency, 'Dublin')], []),
  ask('h12-c-where-then-street', 'whats the street address', 'contact', [agency.address.streetAddress], [], 'h12-c-where-based'),
  ask('h12-c-sundays', 'r u open sundays', 'contact', [openDays], []),
  ask('h12-c-opening-time', 'what time do ye open in the morning', 'contact', [openingTime], []),
  ask('h12-c-opening-then-closing', 'and what time do you close', 'contact', [closingTime], [], 'h12-c-opening-time'),
  ask('h12-c-email', 'email address for the agency?', 'contact', [agency.email], []),
  ask('h12-c-linkedin', 'ur linkedin page?', 'contact', [websiteHost(linkedin.url)], []),
  ask('h12-c-postal-address', 'need your full postal address to send in documents', 'contact', [formatAddress()], []),
  ask('h12-c-company-name', 'is it ledgerline recruitment ltd? whats the exact company name for our accounts dept', 'contact', [agency.legalName], []),
  ask('h12-c-ring-thursday-evening', 'can i ring ye at half 7 on a thursday evening', 'contact', [closingTime], []),

  // --- Interview tips ----------------------------------------------------------------------------
  ask('h12-t-weakness', 'what do i say when they ask my biggest weakness', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'development area')], [VIDEO, OFFERS]),
  ask('h12-t-saas', 'interview with a saas company for a revenue accountant role, what should i revise', 'interview-tips', [TECH], [FUNDS, PHARMA]),
  ask('h12-t-saas-then-fund-admin', 'what if it was a fund administrator instead', 'interview-tips', [FUNDS], [TECH, PHARMA], 'h12-t-saas'),
  ask('h12-t-counter-offer', 'handed in my notice and now my company wants to match the new salary, should i stay', 'interview-tips', [OFFERS], [VIDEO, AUDIT_WORD]),
  ask('h12-t-zoom-setup', 'zoom interview on friday, any tips on the setup', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'eye level')], [OFFERS, AUDIT_WORD]),
  ask('h12-t-answer-length', 'i tend to waffle in interviews, how long shd my answers go on for', 'interview-tips', [presencePhrase('Concise Answers', 'one to two minutes')], [OFFERS]),
  ask('h12-t-arrive-early', 'how early should i get there for a face to face interview', 'interview-tips', [presencePhrase('Punctuality', 'ten minutes')], [OFFERS]),
  ask('h12-t-star', 'explain the star technique for competency qs', 'interview-tips', ['Situation', 'Task', 'Action', 'Result'], [VIDEO, OFFERS]),
  ask('h12-t-pharma-cork', 'prepping for an interview at a pharma plant in cork', 'interview-tips', [PHARMA], [FUNDS, TECH]),
  ask('h12-t-pharma-then-big4', 'and for an audit role in a big 4?', 'interview-tips', [AUDIT_WORD], [PHARMA, TECH], 'h12-t-pharma-cork'),
  ask('h12-t-current-role-stats', 'what stats about my current role should i know off by heart for the interview', 'interview-tips', [tipPhrase('know-your-numbers', 'month-end')], [
    VIDEO,
    OFFERS,
  ]),
  ask('h12-t-job-spec', 'how do i match my experience to the job spec before an interview', 'interview-tips', [tipPhrase('map-the-job-description', 'line by line')], [VIDEO, OFFERS]),
  ask('h12-t-bad-manager', "should i tell them my current manager is awful? that's why im leaving", 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [OFFERS]),
  ask('h12-t-part-qualified-exams', "i'm halfway through acca, how do i talk about my exams in an interview", 'interview-tips', [tipPhrase('discuss-your-qualification-plan', 'next sitting')], [
    VIDEO,
    OFFERS,
  ]),

  // --- The agency's services, jobs and team -------------------------------------------------------
  ask('h12-v-directors', 'who are the directors of the agency', 'services', [managingDirector.name, clientDirector.name], []),
  ask('h12-v-directors-then-employers', 'which of them deals with employers hiring', 'services', [clientDirector.name], [], 'h12-v-directors'),
  ask('h12-v-licence', 'are you a licensed employment agency? whats the licence number', 'services', [agency.licence.number], []),
  ask('h12-v-placements', 'how many people have ye placed so far', 'services', [String(agency.trustSignals.placementsMade.count)], []),
  ask('h12-v-cv-permission', 'will you send my cv to companies without asking me first', 'services', [says(candidatesPage.promise.items, 'permission')], []),
  ask('h12-v-only-finance', 'do ye recruit for marketing or hr roles too or just finance', 'services', [says(employersPage, OFF_TOPIC_SCOPE)], []),
  ask('h12-v-trainee-job-salary', "what's the salary on the trainee accountant job ye have advertised", 'services', [trainee.salary], [qualifiedJob.salary]),
  ask('h12-v-trainee-job-then-type', 'and is that one full time?', 'services', [trainee.jobType], [], 'h12-v-trainee-job-salary'),
  ask('h12-v-qualified-job-ifrs', 'for the qualified accountant vacancy do i need to know IFRS', 'services', [says(qualifiedJob.requirements, 'FRS 102')], []),
  ask('h12-v-aftercare', 'once the person starts with us do ye keep in touch or is that it', 'services', [says([feesPage.promise.text], 'after the start date')], []),
  ask('h12-v-headhunt', 'how do you find candidates, do you headhunt people who arent looking?', 'services', [says(employersPage.process, 'passive candidates')], []),
  ask('h12-v-data-retention', 'how long do you hold onto my cv and details', 'services', [retention], []),

  // --- Off-topic: the right reply says what Aine covers and quotes no figure --------------------
  ...(
    [
      ['h12-o-australia', 'whats the capital of australia'],
      ['h12-o-brown-bread', 'recipe for brown bread please'],
      ['h12-o-hurling', 'who won the all ireland hurling final last year'],
      ['h12-o-temple-bar', 'can u recommend a good pub in temple bar'],
      ['h12-o-passport', 'how do i renew my irish passport'],
      ['h12-o-joke', 'tell me a joke'],
      ['h12-o-bus-galway', 'whats the best bus from galway to dublin airport'],
      ['h12-o-poem', 'write me a poem about the sea'],
      ['h12-o-leaking-tap', 'how do i fix a leaking tap'],
      ['h12-o-netflix', 'best series on netflix rn?'],
      ['h12-o-guinness', 'how many calories in a pint of guinness'],
      // Near-misses: pay or jobs outside accounting and finance.
      ['h12-o-electrician-pay', 'how much do electricians make in ireland'],
      ['h12-o-developer-jobs', 'any software developer jobs going in dublin'],
      ['h12-o-teachers', 'do ye place teachers in secondary schools'],
      ['h12-o-solicitor-pay', 'salary for a solicitor in galway'],
      // Near-misses: the visitor's own tax, pension, investments and property.
      ['h12-o-medical-tax', 'how do i claim back tax on my medical expenses'],
      ['h12-o-etf', 'should i invest in an etf or leave it in a savings account'],
      ['h12-o-avc', 'is it worth topping up my pension with an avc this year'],
      ['h12-o-usc', 'how much usc would i pay on 50k'],
      ['h12-o-house-prices', 'will house prices in dublin drop next year'],
      // Near-misses: immigration, employment law and doing the books or registrations for a business.
      ['h12-o-stamp-1g', 'my stamp 2 is expiring, how do i switch to a stamp 1g'],
      ['h12-o-pay-cut', 'can my employer cut my pay without my agreement'],
      ['h12-o-year-end-accounts', 'can you prepare the year end accounts for my small business'],
      ['h12-o-vat-register', 'how do i register for vat as a sole trader'],
      ['h12-o-redundancy', 'am i entitled to redundancy pay after 4 years with my company'],
    ] as const
  ).map(
    ([id, question]): HeldOutQuestion => ({
      id,
      question,
      kind: 'off-topic',
      topic: 'off-topic',
      mustContain: [OFF_TOPIC_SCOPE],
      mustNotContain: ['€'],
    }),
  ),

  // --- Hand-over: the visitor asks for a person --------------------------------------------------
  ...(
    [
      ['h12-h-call-back', 'can someone from the team call me back'],
      ['h12-h-put-through', 'put me through to a recruiter pls'],
      ['h12-h-real-human', "i'd rather chat to a real human tbh"],
      ['h12-h-niamh', 'i want to speak to niamh'],
      ['h12-h-consultant-cv', 'could one of your consultants get in touch with me about my cv'],
      ['h12-h-staff-member', 'pass me on to one of your staff please'],
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
