// The THIRTEENTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 25 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// eleventh set and its test (for the rules, format and builders), and skimmed the fifth and tenth
// sets only to avoid repeating their wordings; never the engine (lambdas/), never the other sets
// being written at the same time, and never ran Aine on these questions nor looked at what it answers.
//
// Persona and angle: A CROSS-SECTION OF ORDINARY VISITORS, like a random day's chat log. Candidates
// and employers; every register: typos and text-speak, Irish usage ("yis", "ye", "grand", "letters"),
// formal emails with a greeting and sign-off, terse keywords, non-native grammar, long run-on
// messages. Topics in proportion to what visitors ask: salaries by role, level and city the most,
// then placement fees, qualifications and exams, market figures, contact and hours, interview tips,
// the agency's services and process, CV upload and privacy, jobs and the chat itself; follow-up
// chains carrying a slot forward (a new level, city, role, salary or qualification); everyday
// off-topic questions, half of them near-misses; a few requests for a person.
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
// - Comparison rule: a question comparing two roles at one level is right with both roles' bands for
//   that level, wrong with either role's other levels.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee).
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, loans, investments, immigration paperwork, pay or
//   jobs outside accounting and finance, finding an accountant to do one's own books, writing tasks).
//   An off-topic reply must name "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.

import { agency } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { assistant, disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { cookiesPolicy, privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire, marketStats } from '#content/market-stats';
import { acaFacts, accaFacts, accaPage, cimaFacts, cimaKeyDatesFact, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { teamMembers } from '#content/team';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaperName,
  ask,
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
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, otherLevels, pay, QA, regionShare, stat, SUPPORT } from './held-out-figures.ts';

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const cimaDates: string[] = cimaDatesPassed ? [websiteHost(cimaFacts.website)] : ['case study'];
const ctaAutumnDates: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : ['November'];
const ctaSpringDates: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : ['May'];

const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const placements = String(agency.trustSignals.placementsMade.count);
const reviewRating = agency.trustSignals.reviews.rating.toFixed(1);
const [membership] = agency.trustSignals.memberships;
const linkedin = agency.socialLinks.find((link) => link.network === 'linkedin');
const [niamh, conor] = teamMembers;
if (!niamh || !conor || !membership || !linkedin) {
  throw new RangeError('The team, memberships or social links changed: update the thirteenth set');
}
if (!marketStats.regional.some((region) => region.region === 'Galway')) {
  throw new RangeError('The regional shares changed: update the thirteenth set');
}

/** Two roles compared at one level (the comparison rule). */
function compareRoles(
  id: string,
  question: string,
  first: readonly [typeof QA | typeof AUDIT | typeof CSUITE | typeof SUPPORT, string],
  second: readonly [typeof QA | typeof AUDIT | typeof CSUITE | typeof SUPPORT, string],
  level: 0 | 1 | 2,
): HeldOutQuestion {
  const right = [pay(first[0], first[1], level), pay(second[0], second[1], level)];
  return ask(id, question, 'salary', right, notRight(right, [...otherLevels(first[0], first[1], level), ...otherLevels(second[0], second[1], level)]));
}

export const thirteenthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite ---------------------------------------------------------------------------
  salary('f13-s-cfo-startup', "we're a startup of about 40 people hiring our first cfo, what kind of salary are we looking at", CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f13-s-cfo-then-fd', 'what if we went for a finance director instead', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)], 'f13-s-cfo-startup'),
  salary(
    'f13-s-fd-listed-formal',
    'Dear Sir/Madam, I would be grateful if you could advise on the typical base salary for a Finance Director in a listed company. Kind regards, Declan',
    CSUITE,
    'Finance Director',
    2,
    [pay(CSUITE, 'CFO', 2)],
  ),
  salary('f13-s-gfc-mid', 'wat wud a group fc in a mid size company get', CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'Finance Director', 1)]),
  salary('f13-s-gfc-then-large', 'and at a big multinational', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)], 'f13-s-gfc-mid'),
  salary('f13-s-cfo-enterprise', 'CFO pay at an enterprise-level company in Ireland, base salary only please', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f13-s-fd-family', 'our small family business needs a head of finance, what should we budget for salary', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salaryRow('f13-s-fd-sizes', 'finance director salary small v medium v large company', [CSUITE, 'Finance Director'], [CSUITE, 'CFO']),

  // --- Salaries: Qualified Accountants ---------------------------------------------------------------
  salary('f13-s-fa-letters-dublin', 'just got my letters last month, going for a financial accountant role in dublin, what should i ask for', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f13-s-fa-then-4yrs', 'grand. and once i have 4 years pqe?', QA, 'Financial Accountant', 1, [], 'f13-s-fa-letters-dublin'),
  salary('f13-s-fa-then-fc', 'would a financial controller job pay more at that stage', QA, 'Financial Controller', 1, [pay(QA, 'Financial Accountant', 1)], 'f13-s-fa-then-4yrs'),
  salary('f13-s-ma-galway-7yrs', "I'm a management accountant in Galway, qualified 7 years now. Am I underpaid on 75k?", QA, 'Management Accountant', 2),
  salary('f13-s-ma-then-nq', 'what would a newly qualified one be on', QA, 'Management Accountant', 0, [], 'f13-s-ma-galway-7yrs'),
  salary('f13-s-fc-cork-4yrs', 'financial controller with 4 years post qual experience in cork, salary range?', QA, 'Financial Controller', 1, [pay(CSUITE, 'Group Financial Controller', 1)]),
  salary('f13-s-fc-then-dublin', 'same in dublin or do they pay more there', QA, 'Financial Controller', 1, [], 'f13-s-fc-cork-4yrs'),
  salary('f13-s-fpa-nq', 'newly qualified fp&a analyst salary pls', QA, 'Financial Analyst', 0),
  salary('f13-s-fpa-then-senior', 'and after 6 yrs', QA, 'Financial Analyst', 2, [], 'f13-s-fpa-nq'),
  salary('f13-s-ia-10yrs-bank', 'internal auditor in a bank for over ten years since qualifying, what does your guide say i should earn', QA, 'Internal Auditor', 2),
  salary('f13-s-qa-limerick-2yrs', 'qualified accountant 2 years out, relocating to Limerick, what salary would be normal', QA, 'Financial Accountant', 0),
  salary('f13-s-fc-8yrs', 'how much does a senior financial controller make, 8 years pqe', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)]),
  salary(
    'f13-s-analyst-polish',
    'Hello, I am ACCA member from Poland, working like financial analyst 4 years after qualify, what salary I can expect in Dublin?',
    QA,
    'Financial Analyst',
    1,
  ),
  salaryRow('f13-s-ma-every-level', 'management accountant salaries at every level?', [QA, 'Management Accountant'], [QA, 'Financial Controller']),
  compareRoles('f13-s-fc-vs-fa-nq', 'how much more does an fc earn than a financial accountant when both are newly qualified', [QA, 'Financial Controller'], [QA, 'Financial Accountant'], 0),

  // --- Salaries: Audit ---------------------------------------------------------------------------------
  salary('f13-s-junior-big4-grad', 'starting as a graduate in one of the big 4 in september, what will the starting salary be roughly', AUDIT, 'Junior', 2),
  salary('f13-s-junior-then-mid', 'and in a mid-tier firm?', AUDIT, 'Junior', 1, [], 'f13-s-junior-big4-grad'),
  salary('f13-s-senior-small-kk', 'audit senior in a small practice in kilkenny, wat should i be on', AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0)]),
  salary('f13-s-senior-then-manager', 'what would a manager in that practice get', AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0)], 'f13-s-senior-small-kk'),
  salary('f13-s-asst-manager-mid', "i've been offered assistant manager in audit at a mid-tier, what range is normal", AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1)]),
  salary('f13-s-partner-small', 'salary for audit partners at small firms?', AUDIT, 'Partner', 0, [pay(AUDIT, 'Director', 0)]),
  salary('f13-s-partner-then-big4', 'and the big 4 ones', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)], 'f13-s-partner-small'),
  salary('f13-s-director-big4', 'what do directors in big four audit get paid', AUDIT, 'Director', 2, [pay(AUDIT, 'Partner', 2)]),
  salary('f13-s-junior-small-trainee', 'whats the pay for an audit trainee in a small practice outside dublin', AUDIT, 'Junior', 0),
  salaryRow('f13-s-senior-all-firms', 'audit senior pay in a small firm, mid tier and big 4, all three please', [AUDIT, 'Senior'], [AUDIT, 'Manager']),

  // --- Salaries: Part-Qualified and Support ---------------------------------------------------------------
  salary('f13-s-book-2yrs-nonnative', 'I do bookkeeping since 2 years, what salary is normal in Ireland for this?', SUPPORT, 'Bookkeeper', 1),
  salary('f13-s-book-then-4yrs', 'and after 4 years?', SUPPORT, 'Bookkeeper', 2, [], 'f13-s-book-2yrs-nonnative'),
  salary('f13-s-ap-first-job', 'accounts payable clerk, first job, no experience, galway. what would they pay', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('f13-s-ap-then-dublin', 'and with 2 years under the belt, in dublin', SUPPORT, 'Accounts Payable/Receivable', 1, [], 'f13-s-ap-first-job'),
  salary('f13-s-payroll-6yrs', 'payroll officer 6 yrs exp, whats the top of the market', SUPPORT, 'Payroll Specialist', 2),
  salary('f13-s-aa-school-leaver', 'school leaver going for an accounts assistant job, what wage would that be', SUPPORT, 'Accounts Assistant', 0),
  salary(
    'f13-s-aa-athlone-runon',
    "hi there so I'm working as an accounts assistant in a small company in Athlone for the last 2 years and my manager says im paid well but I see jobs advertised for way more so what is the actual market rate for someone like me",
    SUPPORT,
    'Accounts Assistant',
    1,
  ),
  salary('f13-s-pq-4yrs', 'part qualified, 4 years experience in industry, what salary should i look for', SUPPORT, 'Part-Qualified', 2, [pay(SUPPORT, 'Bookkeeper', 2)]),
  salary('f13-s-pq-then-entry', 'what do they start on with no experience', SUPPORT, 'Part-Qualified', 0, [], 'f13-s-pq-4yrs'),
  salary('f13-s-credit-control-wexford', 'credit controller 2 yrs experience salary wexford', SUPPORT, 'Accounts Payable/Receivable', 1),
  salaryRow('f13-s-aa-all-levels', 'accounts assistant salary ranges for each experience level', [SUPPORT, 'Accounts Assistant'], [SUPPORT, 'Bookkeeper']),

  // --- Salary insights ----------------------------------------------------------------------------------------
  ask('f13-i-remote-more', 'do fully remote jobs pay more than office based ones?', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment]),
  ask('f13-i-esg-money', 'is there money in sustainability reporting for accountants', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f13-i-inflation-staying', 'whats the typical pay increase for inflation this year for people staying put in their job', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f13-i-pension-qualified', 'what employer pension contribution should i expect in a qualified role', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f13-i-pension-then-study', 'and what about a study or exam budget', 'salary-insights', [developmentBudget], [esgPremium], 'f13-i-pension-qualified'),
  ask('f13-i-wfh-days', 'how many days wfh is standard now in finance jobs', 'salary-insights', [hybridDays], [esgPremium]),
  ask('f13-i-pharma-bump', 'does pharma experience bump up your salary at all', 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium]),

  // --- Placement fees -----------------------------------------------------------------------------------------
  placementFee('f13-p-55k', 'what would it cost us to hire an accountant on 55k through you', 55_000),
  placementFee('f13-p-55k-then-39k', 'and a bookkeeper on 39k', 39_000, [feeAmount(55_000)], 'f13-p-55k'),
  placementFee('f13-p-39k-then-30k', 'what about a trainee on 30k', 30_000, [feeAmount(39_000)], 'f13-p-55k-then-39k'),
  placementFee('f13-p-120k-formal', 'Good afternoon, we are looking to appoint a Finance Director at approx. €120,000. Could you confirm your fee? Regards, Aoife', 120_000),
  placementFee('f13-p-120k-then-160k', 'And should the appointment instead be a CFO at €160,000?', 160_000, [feeAmount(120_000)], 'f13-p-120k-formal'),
  placementFee('f13-p-43-5k', 'fee for a 43,500 part qualified?', 43_500),
  placementFee('f13-p-64k', '64k salary, whats ur cut', 64_000),
  placementFee('f13-p-64k-then-48k', 'ok what if we offered 48 instead', 48_000, [feeAmount(64_000)], 'f13-p-64k'),
  placementFee('f13-p-27k', 'hiring an accounts clerk at 27k, is it the 8 percent', 27_000),
  placementFee('f13-p-95k', 'ninety five thousand euro controller, how much do ye charge', 95_000),
  placementFee('f13-p-180k', 'fee on a 180k cfo hire', 180_000),
  ask('f13-p-how-fees-work', 'how do your fees work for employers', 'placement-fees', allBandPercentages, []),
  ask('f13-p-all-vacancies', 'if we give you all our vacancies is there a better rate', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], []),
  ask('f13-p-leaves-early', 'what happens if the person leaves after a month, do we get any money back', 'placement-fees', [says(termsOfService, 'in writing')], []),

  // --- Qualifications -----------------------------------------------------------------------------------------
  ask('f13-q-aca-how-long', 'how long does it take to become a chartered accountant in ireland', 'qualifications', ['training contract'], [`${accaFacts.experienceMonths} months`, CIMA_MARK]),
  ask('f13-q-aca-then-experience', 'and how much experience in total', 'qualifications', [acaExperience], [`${accaFacts.experienceMonths} months`], 'f13-q-aca-how-long'),
  ask('f13-q-fae-months', 'what months are the fae exams and the repeats', 'qualifications', [acaSitting('FAE').main, acaSitting('FAE').repeat], [ACCA_MARK, CIMA_MARK]),
  ask('f13-q-cap2-when', 'when are the cap 2 exams on', 'qualifications', [acaSitting('CAP2').main], [ACCA_MARK, CIMA_MARK]),
  ask('f13-q-cap2-then-repeat', 'and if i fail, when is the repeat', 'qualifications', [acaSitting('CAP2').repeat], [ACCA_MARK], 'f13-q-cap2-when'),
  ask('f13-q-cap2-subjects', 'cap2 subjects?', 'qualifications', ['Financial Reporting', 'Taxation 2'], ['Business Management', ACCA_MARK]),
  ask('f13-q-fae-electives', 'how many electives do you pick at fae', 'qualifications', [`${acaFacts.faeElectives} electives`], [ACCA_MARK, CIMA_MARK]),
  ask(
    'f13-q-aca-module-costs',
    'roughly what do the aca exams cost per module, cap1 cap2 and fae',
    'qualifications',
    [acaFee('CAP1 exams'), acaFee('CAP2 exams'), acaFee('FAE exams')],
    [accaFee('Applied Skills exams'), accaFee('Strategic Professional exams')],
  ),
  ask('f13-q-acca-sessions', 'what months can you sit acca exams', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f13-q-acca-ak-anytime', 'can i sit the acca applied knowledge exams any time i want', 'qualifications', [says(accaPage.certificationPath, 'on demand')], [ACA_MARK, CIMA_MARK]),
  ask('f13-q-acca-as-fee', 'how much is each acca applied skills exam', 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Applied Knowledge exams'), accaFee('Strategic Professional exams')]),
  ask('f13-q-as-then-sp', 'n the strategic professional ones', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Skills exams')], 'f13-q-acca-as-fee'),
  ask('f13-q-acca-options', 'which optional papers are there at acca strategic professional level', 'qualifications', examGroup(accaFacts.structure, 'SP-O').map(accaPaperName), [ACA_MARK, CIMA_MARK]),
  ask('f13-q-cgma', 'what does CGMA stand for', 'qualifications', ['Chartered Global Management Accountant'], [ACA_MARK, ACCA_MARK]),
  ask('f13-q-cima-experience', 'how much work experience do u need for cima', 'qualifications', [`${cimaFacts.experienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK]),
  ask('f13-q-cima-then-acca', 'and for acca?', 'qualifications', [`${accaFacts.experienceMonths} months`], [CIMA_MARK, ACA_MARK], 'f13-q-cima-experience'),
  ask('f13-q-cima-ot-fee', 'how much is each cima objective test', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')]),
  ask('f13-q-cima-yearly', 'cima yearly membership cost?', 'qualifications', [cimaFee('Annual subscription')], [accaFee('Annual subscription'), cimaFee('Registration')]),
  ask('f13-q-cima-strategic-case', "when's the next cima strategic case study", 'qualifications', cimaDates, [ACA_MARK, ACCA_MARK]),
  ask('f13-q-cta-autumn', 'when are the autumn cta exams', 'qualifications', ctaAutumnDates, [ACA_MARK, ACCA_MARK]),
  ask('f13-q-cta-then-spring', 'and the spring sitting?', 'qualifications', ctaSpringDates, [ACA_MARK, ACCA_MARK], 'f13-q-cta-autumn'),
  ask('f13-q-cta-advanced', 'how long does the advanced stage of the cta take', 'qualifications', [ctaStageMonths('Advanced')], [ACA_MARK, ACCA_MARK]),

  // --- Market ---------------------------------------------------------------------------------------------------
  ask('f13-m-more-jobs', 'are there more accounting jobs going than last year?', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f13-m-then-remote', 'and what share of them are hybrid or remote', 'market', [stat('remote-positions')], [stat('job-market-growth')], 'f13-m-more-jobs'),
  ask('f13-m-salary-up', 'by how much have offered salaries gone up', 'market', [stat('average-salary-increase')], [stat('job-market-growth')]),
  ask('f13-m-dublin-pct', 'what percentage of new finance openings are in dublin', 'market', [regionShare('Dublin')], [stat('remote-positions')]),
  ask('f13-m-dublin-then-galway', 'galway?', 'market', [regionShare('Galway')], [regionShare('Dublin')], 'f13-m-dublin-pct'),
  ask('f13-m-fill-role', 'on average how long does it take companies to fill a finance role', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f13-m-skills-demand', 'which accounting skills are employers crying out for at the moment', 'market', ['IFRS'], []),

  // --- Contact --------------------------------------------------------------------------------------------------
  ask('f13-c-number', 'number to ring yis?', 'contact', [agency.phone.display], []),
  ask('f13-c-drop-in', "where are your offices, I'd like to drop in my CV in person", 'contact', [agency.address.streetAddress], []),
  ask('f13-c-drop-then-eircode', 'whats the eircode for that', 'contact', [agency.address.postalCode], [], 'f13-c-drop-in'),
  ask('f13-c-saturdays', 'do ye work saturdays at all', 'contact', [weekdays], []),
  ask('f13-c-friday-close', 'what time do you close on a friday', 'contact', [closingTime], []),
  ask('f13-c-open-time', 'what time do ye open in the morning', 'contact', [openingTime], []),
  ask('f13-c-email-cvs', "email address for cv's?", 'contact', [agency.email], []),
  ask('f13-c-linkedin', 'are ye on linkedin', 'contact', [websiteHost(linkedin.url)], []),
  ask('f13-c-wrc', 'are you registered with the WRC as an employment agency, whats the licence no', 'contact', [agency.licence.number], []),
  ask('f13-c-cork-office', 'do you have an office in cork or do i have to go up to dublin', 'contact', [says(agency.operatingModel, 'nationwide')], []),

  // --- Interview tips -------------------------------------------------------------------------------------------
  ask('f13-t-star-last-r', 'whats the extra R at the end of the enhanced star', 'interview-tips', [tipPhrase('use-the-enhanced-star-method', 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f13-t-thanks-email', 'should I email the interviewer after to say thanks? how soon', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [OFFER_TIP, MIC_TIP]),
  ask('f13-t-wear-tech', 'what should i wear to an interview with a tech company', 'interview-tips', [presencePhrase('Dress', 'business casual')], [MIC_TIP, OFFER_TIP]),
  ask('f13-t-wear-then-big4', 'and for a big 4 one', 'interview-tips', [presencePhrase('Dress', 'business professional')], [MIC_TIP], 'f13-t-wear-tech'),
  ask('f13-t-ramble', 'i tend to ramble in interviews, how long should i talk for per question', 'interview-tips', [presencePhrase('Concise Answers', 'two minutes')], [OFFER_TIP, MIC_TIP]),
  ask('f13-t-salary-expectations', 'what do I say when they ask my salary expectations', 'interview-tips', [tipPhrase('know-your-market-value', 'range')], [MIC_TIP]),
  ask('f13-t-technical', "they're going to test me on consolidations and deferred tax, how do I approach it on the day", 'interview-tips', [tipPhrase('think-aloud-on-technical-questions', 'step by step')], [OFFER_TIP, MIC_TIP]),
  ask('f13-t-achievements', 'how do i make my achievements sound more impressive', 'interview-tips', [tipPhrase('quantify-your-results', 'numbers')], [OFFER_TIP, MIC_TIP]),
  ask('f13-t-nervous', 'i get really nervous, any advice on body language', 'interview-tips', [presencePhrase('Body Language', 'eye contact')], [OFFER_TIP]),
  ask('f13-t-nervous-then-arrive', 'and how early should i get there', 'interview-tips', [presencePhrase('Punctuality', 'ten minutes')], [OFFER_TIP], 'f13-t-nervous'),
  ask('f13-t-job-spec', 'how do i use the job spec to prepare', 'interview-tips', [tipPhrase('map-the-job-description', 'line by line')], [OFFER_TIP, MIC_TIP]),
  ask('f13-t-part-qualified-exams', "I'm part qualified, will they grill me on my exams?", 'interview-tips', [tipPhrase('discuss-your-qualification-plan', 'next sitting')], [OFFER_TIP, MIC_TIP]),
  ask('f13-t-saas', 'interview with a saas company next week, what should I revise', 'interview-tips', [TECH_TIP], [AUDIT_TIP, PHARMA_TIP]),
  ask('f13-t-saas-then-insurer', 'what if it was an insurance company instead', 'interview-tips', [FUNDS_TIP], [TECH_TIP], 'f13-t-saas'),
  ask('f13-t-offer-two', 'got two offers on the table and cant decide, what should i compare', 'interview-tips', [tipPhrase('weigh-offers-and-counter-offers', 'whole package')], [MIC_TIP]),

  // --- Services, CV upload, privacy, jobs and the chat --------------------------------------------------------------
  ask('f13-v-free', 'is your service free for job seekers', 'services', [says(candidatesPage.promise, 'free')], []),
  ask('f13-v-cv-permission', 'will you send my cv to companies without asking me first', 'services', [says(candidatesPage.promise, 'permission')], []),
  ask('f13-v-cv-size', 'whats the max file size for the cv upload', 'services', [String(MAX_CV_MEGABYTES)], []),
  ask('f13-v-delete-after', "if i apply and nothing comes of it, do you delete my details after a while", 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f13-v-delete-then-how', 'how do i ask you to delete it sooner', 'services', [says(privacyPolicy, 'delete')], [], 'f13-v-delete-after'),
  ask('f13-v-chat-eu', "where's my data stored when I use this chat, is it in the EU?", 'services', [says(disclaimer, 'United States')], []),
  ask('f13-v-cookies', 'does this site use tracking cookies', 'services', [says(cookiesPolicy, 'essential')], []),
  ask('f13-v-employer-steps', 'what are the steps if we want you to fill a role for us', 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], []),
  ask('f13-v-plan-speed', 'how quickly will you come back to us with a plan once we send the role', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()]),
  ask('f13-v-who-deal', 'who would i actually be dealing with, is it a big team', 'services', [niamh.name, conor.name], []),
  ask('f13-v-who-then-niamh', "what's niamh's background", 'services', [says(niamh.bio, 'Big 4')], [conor.role], 'f13-v-who-deal'),
  ask('f13-v-roles-now', 'what roles are you advertising at the moment', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f13-v-roles-then-pay', 'whats the salary on the qualified one', 'services', [qualifiedJob.salary], [trainee.salary], 'f13-v-roles-now'),
  ask('f13-v-roles-then-cima', 'would they take someone with cima', 'services', [says(qualifiedJob.requirements, 'CIMA')], [trainee.salary], 'f13-v-roles-then-pay'),
  ask('f13-v-hr-roles', 'do you recruit for HR or marketing roles too?', 'services', [OFF_TOPIC_SCOPE], []),
  ask('f13-v-reviews', 'do you have reviews anywhere, are you any good', 'services', [reviewRating], []),
  ask('f13-v-placed', 'how many people have you placed so far', 'services', [placements], []),
  ask('f13-v-member-body', 'are you members of any recruitment body', 'services', [membership.name], []),
  ask('f13-v-mistakes', 'can you make mistakes? should i trust the salary numbers you give me', 'services', [says(disclaimer, 'mistakes')], []),
  ask('f13-v-what-ai', 'what AI is this chat built on', 'services', [assistant.modelName], []),
  ask('f13-v-prep-help', 'will you help me prepare before interviews you send me to', 'services', [says(candidatesPage.promise, 'Interview preparation')], []),
  ask('f13-v-hear-back', "will i hear back from you if i'm not successful", 'services', [says(candidatesPage.promise, 'hear back')], []),

  // --- Off-topic: plainly outside, then near-misses --------------------------------------------------------------
  ...(
    [
      ['f13-o-hotel-galway', 'recommend a nice hotel in galway for the weekend'],
      ['f13-o-iphone', 'how do i reset my iphone'],
      ['f13-o-spanish', 'best way to learn spanish quickly'],
      ['f13-o-croker', "who's playing in croke park on sunday"],
      ['f13-o-hen-party', 'can u help me plan a hen party in kilkenny'],
      ['f13-o-new-york-time', 'what time is it in new york now'],
      ['f13-o-cold', 'how do i get rid of a cold fast'],
      ['f13-o-cat-name', 'what should i name my new cat'],
      ['f13-o-guinness', 'how many calories in a pint of guinness'],
      ['f13-o-late-late', 'where can i watch the late late toy show'],
      ['f13-o-bins', 'what day are the bins collected in drumcondra'],
      ['f13-o-med-expenses', 'how much tax back can i claim for my dentist bills'],
      ['f13-o-car-loan-early', 'should i pay off my car loan early or save'],
      ['f13-o-credit-card', 'credit card or credit union loan for a holiday, which is cheaper'],
      ['f13-o-ltd-company', 'how do i set up a limited company for my side business'],
      ['f13-o-solicitor-pay', 'what does a solicitor earn in dublin'],
      ['f13-o-hse-nursing', 'any nursing jobs going in the hse'],
      ['f13-o-plumber-rate', 'whats the going rate for a plumber per hour'],
      ['f13-o-take-home', 'what would my take home pay be on 48k a year'],
      ['f13-o-stocks-2027', 'which shares should i buy for 2027'],
      ['f13-o-own-accountant', 'can you recommend a good accountant to sort out my own self assessment return'],
      ['f13-o-gold', 'is it worth buying gold right now'],
      ['f13-o-personal-statement', 'can you write my personal statement for my ucd application'],
      ['f13-o-work-permit-form', 'can you fill in my general employment permit application for me'],
      ['f13-o-garda-pay', 'how much does a garda make starting out'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  ...(
    [
      ['f13-h-fc-call', 'could a recruiter give me a call this week about fc roles'],
      ['f13-h-formal', 'Would it be possible to arrange a conversation with one of your consultants? Many thanks.'],
      ['f13-h-real-recruiter', 'put me in touch with a real recruiter pls'],
      ['f13-h-hiring-not-bot', 'i need to talk to someone about hiring, not a chatbot'],
      ['f13-h-niamh-email', 'can niamh email me'],
      ['f13-h-pass-on', 'pass my details on to your team so someone contacts me'],
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
