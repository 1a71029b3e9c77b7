// The TWENTY-FIRST set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 28 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// sixteenth and twentieth sets and their tests (for the rules, format and builders), and skimmed the
// thirteenth and nineteenth sets only to avoid repeating their wordings; never the engine (lambdas/),
// never the other set being written at the same time (the twenty-second), and never ran Aine on these
// questions nor looked at what it answers.
//
// Persona and angle: A SIXTH CROSS-SECTION OF ORDINARY VISITORS, people who arrive from a Google
// search on a phone: graduates and trainees, qualified accountants thinking of moving (practice to
// industry, one city to another, one role to the next), a few employers (budgeting a hire, asking the
// fee on it), and a few people who only want the office, the phone number or a recruiter. One-line
// questions mixed with longer messages that carry context before the question ("I'm 4 years
// qualified ACA in a small practice in Galway, thinking of moving to industry, what would I be on"),
// and questions that name two things at once (two roles, two salaries to quote a fee on, a
// registration fee and a yearly sub, the phone number and the hours, the salary of a role and the fee
// on it). Every register: phone typing and typos, lower case with no question mark, Irish usage
// ("ye", "yous", "what would I be on", "grand"), voice-typed run-ons, a formal email, a second-language
// visitor now and then. Follow-up chains of two to four turns carry a slot forward (a new city, level,
// role, salary, qualification, "and for that one?") and some drift off-topic in the middle; everyday
// off-topic questions, half of them near-misses; four requests for a person.
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
// - Comparison rule: a question comparing two roles at one level is right with both roles' bands for
//   that level, wrong with either role's other levels. A question naming two levels of one role is
//   right with both, wrong with the level it did not name.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee). A
//   question naming two salaries is right with both fees, wrong with either salary's other-band fees.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, mortgages, investments, immigration paperwork,
//   company filings, employment law, pay or jobs outside accounting and finance, finding an
//   accountant to do one's own books, homework). An off-topic reply must name "accounting and
//   finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.

import { agency } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import {
  acaFacts,
  acaPage,
  accaFacts,
  accaPage,
  cimaFacts,
  cimaKeyDatesFact,
  ctaFacts,
  ctaKeyDatesFact,
} from '#content/qualifications';
import { teamMembers } from '#content/team';
import { formatRating } from '#content/trust-signals';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaper,
  ask,
  cimaPaper,
  compare,
  ctaSitting,
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
import {
  acaFee,
  accaFee,
  AUDIT,
  cimaFee,
  CSUITE,
  fee,
  otherLevels,
  pay,
  QA,
  regionShare,
  stat,
  SUPPORT,
  wrongBandFees,
} from './held-out-figures.ts';

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const cimaCaseStudyDates: string[] = cimaDatesPassed
  ? [websiteHost(cimaFacts.website)]
  : [cimaFacts.windows2025.caseStudies.at(-1)?.display ?? websiteHost(cimaFacts.website)];
const ctaNextSitting: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').exams];

const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const instagram = agency.socialLinks.find((link) => link.network === 'instagram');
const [niamh, conor] = teamMembers;
if (!niamh || !conor || !instagram) {
  throw new RangeError('The team or the socials changed: update the twenty-first set');
}

// Two things at once: a role's salary and the fee on a salary for it; two salaries' fees.
const ncFcBand = pay(QA, 'Financial Controller', 0);
const fcRateAndFee = [ncFcBand, ...fee(80_000)];
const twoFees = [...fee(30_000), ...fee(50_000)];

export const twentyFirstVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: Qualified Accountants ------------------------------------------------------------------
  salary(
    'f21-s-aca-galway-industry',
    "I'm 4 years qualified ACA in a small practice in Galway, thinking of moving to industry, what would I be on",
    QA,
    'Financial Accountant',
    1,
    [pay(AUDIT, 'Manager', 0)],
  ),
  salary('f21-s-galway-then-fc', 'and if i went for a financial controller job instead', QA, 'Financial Controller', 1, [pay(CSUITE, 'Group Financial Controller', 1)], 'f21-s-aca-galway-industry'),
  salary('f21-s-fc-then-dublin', 'would that be more in dublin than galway', QA, 'Financial Controller', 1, [], 'f21-s-galway-then-fc'),
  salary('f21-s-fc-then-7yrs', 'grand. and in a few years, say 7 yrs pqe', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)], 'f21-s-fc-then-dublin'),
  salary('f21-s-ma-nq-cork', 'newly qualified cima, management accountant roles in cork, whats the salary', QA, 'Management Accountant', 0),
  salary('f21-s-fa-typo', 'finacial acountant salery dublin 2 years qualifed', QA, 'Financial Accountant', 0),
  salary('f21-s-fa-then-7yrs', 'and at 7 yrs pqe?', QA, 'Financial Accountant', 2, [], 'f21-s-fa-typo'),
  salary('f21-s-fpa-nq-limerick', 'fp&a analyst limerick just qualified acca pay?', QA, 'Financial Analyst', 0),
  salary('f21-s-fpa-then-8yrs', 'what would i be on after 8 years', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Accountant', 2)], 'f21-s-fpa-nq-limerick'),
  compare('f21-s-fc-vs-fa-nq', 'just qualified: fc job or financial accountant job, which pays more', [QA, 'Financial Controller'], [QA, 'Financial Accountant'], 0),
  salaryRow('f21-s-ia-all-levels', 'internal audit salaries all levels', [QA, 'Internal Auditor'], [QA, 'Financial Controller']),
  salary(
    'f21-s-fc-9yrs-email',
    "Hello, I'm a financial controller with 9 years post qualification experience based in Kilkenny and considering my options. What is the current market rate for my level? Thanks, Ronan",
    QA,
    'Financial Controller',
    2,
    [pay(CSUITE, 'Group Financial Controller', 2)],
  ),
  salary(
    'f21-s-ma-nonnative',
    'Hello, I am management accountant from Brazil, 4 years experience after I am qualified CIMA. In Dublin what is salary for this?',
    QA,
    'Management Accountant',
    1,
  ),
  salary('f21-s-fc-cork-and-dublin', 'fc salary in cork and in dublin, 6 yrs qualified', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)]),

  // --- Salaries: Audit ------------------------------------------------------------------------------------
  salary(
    'f21-s-grad-big4',
    'final year business student, got a big 4 audit graduate offer in dublin, what is the starting pay usually',
    AUDIT,
    'Junior',
    2,
    [pay(AUDIT, 'Senior', 2)],
  ),
  salary('f21-s-grad-then-midtier', 'what would a mid tier firm start me on instead', AUDIT, 'Junior', 1, [pay(AUDIT, 'Senior', 1)], 'f21-s-grad-big4'),
  salary(
    'f21-s-trainee-small-voice',
    'ok so basically my daughter is finishing her degree in accounting in tralee and she wants to know what a trainee in a small practice would be paid starting off',
    AUDIT,
    'Junior',
    0,
    [pay(AUDIT, 'Senior', 0)],
  ),
  salary('f21-s-senior-small-sligo', 'audit senior small practice sligo salary', AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0)]),
  ask(
    'f21-s-manager-small-vs-big4',
    'what does an audit manager get in a small firm v a big 4',
    'salary',
    [pay(AUDIT, 'Manager', 0), pay(AUDIT, 'Manager', 2)],
    [pay(AUDIT, 'Manager', 1)],
  ),
  salary('f21-s-director-small', 'audit director at a small firm, typical pay?', AUDIT, 'Director', 0, [pay(AUDIT, 'Partner', 0)]),
  compare('f21-s-senior-vs-manager-big4', 'big 4: audit senior vs audit manager salary', [AUDIT, 'Senior'], [AUDIT, 'Manager'], 2),
  salary('f21-s-partner-mid', 'partner in a mid tier audit firm, what do they earn roughly', AUDIT, 'Partner', 1, [pay(AUDIT, 'Director', 1)]),
  salary('f21-s-partner-then-big4', 'what about big 4 partners', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)], 'f21-s-partner-mid'),

  // --- Salaries: C-Suite ------------------------------------------------------------------------------------
  salary('f21-s-cfo-plc', 'cfo salary at a listed plc in ireland', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary(
    'f21-s-fd-sme-employer',
    'We are an SME in Athlone, about 60 staff, looking to hire our first finance director. What salary range should we advertise?',
    CSUITE,
    'Finance Director',
    0,
    [pay(CSUITE, 'CFO', 0), pay(CSUITE, 'Group Financial Controller', 0)],
  ),
  placementFee('f21-p-fd-then-fee', 'and what would your fee be if we landed someone at 110k', 110_000, [], 'f21-s-fd-sme-employer'),
  salary('f21-s-gfc-mid', 'group financial controller, mid size company, salary?', CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'Finance Director', 1)]),
  salary('f21-s-gfc-then-cfo', 'and the cfo of a company that size', CSUITE, 'CFO', 1, [pay(CSUITE, 'Group Financial Controller', 1)], 'f21-s-gfc-mid'),
  salaryRow('f21-s-gfc-all', 'group fc pay small mid and large companies', [CSUITE, 'Group Financial Controller'], [CSUITE, 'CFO']),

  // --- Salaries: Part-Qualified and Support -------------------------------------------------------------------
  salary(
    'f21-s-pq-cap2-naas',
    'part qualified, passed cap 2, 2 years working in an accounts dept in naas. what should i be on',
    SUPPORT,
    'Part-Qualified',
    1,
    [pay(SUPPORT, 'Accounts Assistant', 1)],
  ),
  salary('f21-s-aa-grad', 'accounts assistant job straight out of college no experience, salary', SUPPORT, 'Accounts Assistant', 0),
  salary('f21-s-aa-then-book', 'what does a bookkeeper start on', SUPPORT, 'Bookkeeper', 0, [], 'f21-s-aa-grad'),
  salary('f21-s-payroll-bureau', 'payroll, 5 years experience in a bureau in cork, what salary', SUPPORT, 'Payroll Specialist', 2),
  compare('f21-s-payroll-vs-ap-2yrs', 'payroll or accounts payable, which pays more with 2 years experience', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Accounts Payable/Receivable'], 1),
  salary('f21-s-credit-6mths', 'credit controller 6 months in, galway, salary', SUPPORT, 'Accounts Payable/Receivable', 0),
  salaryRow('f21-s-aa-all', 'accounts assistant pay scale entry to senior', [SUPPORT, 'Accounts Assistant'], [SUPPORT, 'Part-Qualified']),
  salary(
    'f21-s-book-10yrs-voice',
    'hey so i have been doing bookkeeping for ten years for a couple of small businesses in mayo and i want to go for a proper bookkeeper job what would the salary be for someone like me',
    SUPPORT,
    'Bookkeeper',
    2,
  ),

  // --- Salary insights ---------------------------------------------------------------------------------------------
  ask('f21-i-fs-premium', 'do you get paid more in financial services than in other sectors', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium]),
  ask(
    'f21-i-remote-and-hybrid',
    'is there extra money for fully remote roles and how many days from home is normal for hybrid',
    'salary-insights',
    [remotePremium, hybridDays],
    [esgPremium],
  ),
  ask('f21-i-pharma', 'moving from audit into a pharma company in cork, will that bump my salary', 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium]),
  ask('f21-i-exam-support', 'do employers pay for your exams, how much would a study budget be', 'salary-insights', [developmentBudget], [pensionMatch]),
  ask('f21-i-inflation', 'are companies giving inflation increases to staff this year', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask(
    'f21-i-pension-and-budget',
    'what pension contribution and training budget should i expect in a qualified role',
    'salary-insights',
    [pensionMatch, developmentBudget],
    [esgPremium, remotePremium],
  ),
  ask('f21-i-then-esg', 'and does esg experience pay extra on top', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment], 'f21-i-pension-and-budget'),

  // --- Placement fees -------------------------------------------------------------------------------------------------
  placementFee('f21-p-41k', 'we are hiring an experienced bookkeeper at 41,000, what would you charge', 41_000),
  placementFee('f21-p-27k', 'recruitment fee for a 27k accounts clerk', 27_000),
  placementFee('f21-p-27k-then-33k', 'and if we paid 33k', 33_000, [feeAmount(27_000)], 'f21-p-27k'),
  placementFee('f21-p-33k-then-47k', 'ok and a qualified one at 47k', 47_000, [feeAmount(33_000)], 'f21-p-27k-then-33k'),
  ask('f21-p-30k-and-50k', 'what would the fee be on a 30k hire and on a 50k hire', 'placement-fees', twoFees, notRight(twoFees, [...wrongBandFees(30_000), ...wrongBandFees(50_000)])),
  placementFee(
    'f21-p-65k-email',
    "Hi, I'm the HR manager for a logistics company in Dundalk. We need a management accountant, budget is €65,000. Before we engage an agency can you tell me what your fee would be? Thanks, Gráinne",
    65_000,
  ),
  placementFee('f21-p-65k-then-95k', 'and whats ur cut if we went for an fc on 95k instead', 95_000, [feeAmount(65_000)], 'f21-p-65k-email'),
  placementFee('f21-p-42k-nonnative', 'Hello, what is fee of your agency for employee with salary 42 thousand?', 42_000),
  ask(
    'f21-p-fc-rate-and-fee',
    'whats the going rate for a newly qualified fc and what would your fee be if we paid 80k',
    'placement-fees',
    fcRateAndFee,
    notRight(fcRateAndFee, [...otherLevels(QA, 'Financial Controller', 0), ...wrongBandFees(80_000)]),
  ),
  ask('f21-p-bands', 'how do your fee percentages work for different salaries', 'placement-fees', allBandPercentages, []),
  ask('f21-p-exclusive', 'if we give ye all our finance roles exclusively can we get a discount', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], []),
  ask('f21-p-when-pay', 'do we pay anything before someone is actually hired', 'placement-fees', [says(feesPage, 'successful')], []),

  // --- Qualifications ----------------------------------------------------------------------------------------------------
  ask(
    'f21-q-acca-reg-and-sub',
    'acca how much to register and whats the annual sub',
    'qualifications',
    [accaFee('Registration'), accaFee('Annual subscription')],
    [cimaFee('Registration'), acaFee('Student registration'), cimaFee('Annual subscription')],
  ),
  ask('f21-q-cap1-cap2-cost', 'how much are cap1 and cap2 exams', 'qualifications', [acaFee('CAP1 exams'), acaFee('CAP2 exams')], [acaFee('FAE exams')]),
  ask('f21-q-cap1-then-fae', 'and the fae?', 'qualifications', [acaFee('FAE exams')], [accaFee('Strategic Professional exams')], 'f21-q-cap1-cap2-cost'),
  ask('f21-q-fae-then-electives', 'how many electives do you pick at that stage', 'qualifications', [`${acaFacts.faeElectives} electives`], [ACCA_MARK, CIMA_MARK], 'f21-q-cap1-then-fae'),
  ask(
    'f21-q-aca-levels-acca-exams',
    'how many levels are in the aca and how many exams in the acca',
    'qualifications',
    [...acaFacts.levels, String(accaFacts.examCount)],
    [CIMA_MARK],
  ),
  ask(
    'f21-q-cap2-subjects',
    'what subjects are in cap 2',
    'qualifications',
    [says(acaPage, 'Taxation 2'), says(acaPage, 'Auditing & Assurance')],
    [ACCA_MARK, CIMA_MARK],
  ),
  ask('f21-q-acca-ak-on-demand', 'can i sit the acca applied knowledge exams any time or only in the four sessions', 'qualifications', [says(accaPage, 'on demand')], [ACA_MARK, CIMA_MARK]),
  ask('f21-q-acca-as-fee', 'cost of an acca applied skills exam', 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Applied Knowledge exams'), accaFee('Strategic Professional exams')]),
  ask('f21-q-as-then-sp', 'and strategic professional ones?', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Knowledge exams')], 'f21-q-acca-as-fee'),
  ask('f21-q-sp-then-compulsory', 'which papers are compulsory at that level', 'qualifications', [accaPaper('SBL'), accaPaper('SBR')], [ACA_MARK, CIMA_MARK], 'f21-q-as-then-sp'),
  ask('f21-q-acca-fr-pm', 'what do FR and PM stand for in acca', 'qualifications', [accaPaper('FR'), accaPaper('PM')], [ACA_MARK, CIMA_MARK]),
  ask(
    'f21-q-acca-exp-and-sessions',
    'acca: how much experience do i need and when are the exams',
    'qualifications',
    [`${accaFacts.experienceMonths} months`, ...accaFacts.examSessions],
    [ACA_MARK, CIMA_MARK],
  ),
  ask('f21-q-aca-vs-acca-reg', 'whats cheaper to register for, aca or acca', 'qualifications', [acaFee('Student registration'), accaFee('Registration')], [cimaFee('Registration')]),
  ask('f21-q-fae-repeat', 'failed fae in september, when is the repeat', 'qualifications', [acaSitting('FAE').repeat], [ACCA_MARK, CIMA_MARK]),
  ask(
    'f21-q-cima-reg-and-ot',
    'cima: registration fee and price per objective test?',
    'qualifications',
    [cimaFee('Registration'), cimaFee('Objective test')],
    [accaFee('Registration'), cimaFee('Case study exam')],
  ),
  ask('f21-q-cima-levels', 'what are the levels of cima', 'qualifications', ['Operational', 'Management', 'Strategic'], [ACA_MARK, ACCA_MARK]),
  ask('f21-q-cima-then-experience', 'how many years work experience for that one', 'qualifications', [`${cimaFacts.experienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK], 'f21-q-cima-levels'),
  ask('f21-q-cima-then-case-dates', 'when can i sit the case study exams', 'qualifications', cimaCaseStudyDates, [ACA_MARK, ACCA_MARK], 'f21-q-cima-then-experience'),
  ask('f21-q-cima-ba4', 'what is BA4 in cima', 'qualifications', [cimaPaper('BA4')], [ACA_MARK, ACCA_MARK]),
  ask(
    'f21-q-cta-member',
    "i have a level 8 degree and i've worked in tax 18 months, what else do i need to become a cta member",
    'qualifications',
    [`${ctaFacts.membership.minTaxExperienceYears} years`],
    [`${accaFacts.experienceMonths} months`, ACA_MARK],
  ),
  ask('f21-q-cta-next', 'next cta exam sitting?', 'qualifications', ctaNextSitting, [ACA_MARK, ACCA_MARK]),
  offTopic('f21-fo-cta-then-form11', 'since youre into tax, could you help me fill in my form 11 so', 'f21-q-cta-next'),

  // --- Market ----------------------------------------------------------------------------------------------------------------
  ask(
    'f21-m-growth-and-pay',
    'how much has the finance job market grown and how much have salaries gone up',
    'market',
    [stat('job-market-growth'), stat('average-salary-increase')],
    [stat('remote-positions')],
  ),
  ask('f21-m-galway-vs-dublin', 'are there many accounting jobs in galway compared to dublin', 'market', [regionShare('Galway'), regionShare('Dublin')], [stat('remote-positions')]),
  ask('f21-m-cork-or-galway', 'more finance jobs in cork or galway?', 'market', [regionShare('Cork'), regionShare('Galway')], [stat('remote-positions')]),
  ask('f21-m-remote-share', 'how many finance jobs are remote or hybrid now', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  ask('f21-m-remote-then-days', 'and how many days at home usually', 'salary-insights', [hybridDays], [esgPremium], 'f21-m-remote-share'),
  ask('f21-m-time-to-fill', 'on average how long does it take to fill an accountant job in ireland', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),

  // --- Contact -------------------------------------------------------------------------------------------------------------------
  ask('f21-c-phone-and-hours', 'whats your number and what hours can i ring', 'contact', [agency.phone.display, weekdays, closingTime], []),
  ask('f21-c-office', 'where is your office, can i call in', 'contact', [agency.address.streetAddress], []),
  ask('f21-c-office-then-meet', 'do you only meet people in dublin, im based in cork', 'services', [says(agency.operatingModel, 'anywhere in Ireland')], [], 'f21-c-office'),
  offTopic('f21-fo-meet-then-train', 'what time is the last train from cork to dublin on a friday', 'f21-c-office-then-meet'),
  ask('f21-c-email-cv', 'email address for cvs?', 'contact', [agency.email], []),
  ask('f21-c-whatsapp-insta', 'do ye have whatsapp or instagram', 'contact', [websiteHost(agency.whatsappUrl), websiteHost(instagram.url)], []),
  ask('f21-c-licence', 'are ye licensed, whats the licence number', 'contact', [agency.licence.number], []),

  // --- Interview tips ------------------------------------------------------------------------------------------------------------
  ask('f21-t-star', 'first interview tomorrow for a trainee role, what is the star thing everyone talks about', 'interview-tips', ['Situation', 'Result'], [OFFER_TIP, MIC_TIP]),
  ask('f21-t-big4-audit', 'interview with kpmg for an audit senior job next week, what will they ask me', 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f21-t-audit-then-wear', 'and what should i wear to it', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP], 'f21-t-big4-audit'),
  offTopic('f21-fo-wear-then-shop', 'any shops in dundrum that do cheap suits', 'f21-t-audit-then-wear'),
  ask(
    'f21-t-software',
    'interview with a big software company in dublin for a revenue accountant job, what should i brush up on',
    'interview-tips',
    [TECH_TIP],
    [AUDIT_TIP, FUNDS_TIP],
  ),
  ask('f21-t-why-leaving', 'how do i explain why im leaving my current job without sounding negative', 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [OFFER_TIP, MIC_TIP]),
  ask('f21-t-counter-offer', 'got an offer elsewhere and now my boss is offering more to stay, how do i decide', 'interview-tips', [OFFER_TIP], [MIC_TIP]),
  ask('f21-t-thank-you-when', 'how soon after the interview should i send a thank you', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [MIC_TIP]),
  ask('f21-t-body-language', 'im really nervous in interviews, any tips on body language', 'interview-tips', [presencePhrase('Body Language', 'eye contact')], [OFFER_TIP]),
  ask('f21-t-research', 'how should i research the company before the interview', 'interview-tips', [tipPhrase('research-the-company', 'annual report')], [OFFER_TIP, MIC_TIP]),
  ask('f21-t-zoom-early', 'how early should i log on for a zoom interview', 'interview-tips', [presencePhrase('Punctuality', 'five minutes early')], [OFFER_TIP]),
  ask('f21-t-pharma', 'finance interview at a pharma plant in waterford on monday, what do they focus on', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),

  // --- Services, CV and privacy, jobs, the chat ------------------------------------------------------------------------------
  ask('f21-v-free', 'graduate here, do i have to pay to sign up with you', 'services', [says(candidatesPage, 'free')], []),
  ask('f21-v-48h', 'if we send a vacancy today when will we hear back', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()]),
  ask('f21-v-48h-then-screen', 'and do you screen the candidates before sending them to us', 'services', [says(employersPage.process, 'interviewed')], [], 'f21-v-48h'),
  ask('f21-v-hr-marketing', 'do you recruit for hr and marketing roles too or just finance', 'services', [OFF_TOPIC_SCOPE], []),
  ask('f21-v-cv-format-size', 'what format should my cv be and whats the max size', 'services', [says(cvUploadTexts, 'PDF'), `${MAX_CV_MEGABYTES}MB`], []),
  ask('f21-v-cv-permission', 'will you send my cv to companies without telling me', 'services', [says(candidatesPage, 'permission')], []),
  ask('f21-v-cv-kept', 'how long will ye keep my cv on file', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f21-v-jobs-nq', 'any jobs going at the moment for someone newly qualified', 'services', [qualifiedJob.title], [trainee.salary]),
  ask('f21-v-job-then-pay-type', 'what does that one pay and is it hybrid', 'services', [qualifiedJob.salary, qualifiedJob.jobType], [trainee.salary], 'f21-v-jobs-nq'),
  ask('f21-v-team', 'who runs ledgerline, who would i be dealing with', 'services', [niamh.name, conor.name], []),
  ask('f21-v-real-typing', 'is this a real recruiter typing or a bot', 'services', [says(disclaimer, 'not a person')], []),
  ask('f21-v-reviews', 'are ye any good, do you have reviews', 'services', [formatRating(agency.trustSignals.reviews.rating)], []),

  // --- Off-topic: everyday questions sharing a word with the site, and near-misses ----------------------------------------------
  ...(
    [
      ['f21-o-gp-hours', 'what time does my gp close on fridays'],
      ['f21-o-leap-fare', 'how much is a dublin bus fare with a leap card'],
      ['f21-o-driving-test', 'pass rate for the driving test in finglas'],
      ['f21-o-flights', 'cheapest flights dublin to london in december'],
      ['f21-o-galway-rain', 'is it going to rain in galway tomorrow'],
      ['f21-o-irish-oral', 'how do i prepare for the irish oral exam in the leaving cert'],
      ['f21-o-office-chair', 'where can i buy a good office chair in cork'],
      ['f21-o-uk-uni-fees', 'how much are uni fees in the uk for irish students'],
      ['f21-o-six-nations', 'when do ireland play next in the six nations'],
      ['f21-o-bin-charges', 'how much are bin charges in kildare'],
      ['f21-o-dinner', 'quick dinner ideas for after work'],
      ['f21-o-usc', 'what usc rate do i pay on 40k'],
      ['f21-o-mortgage', 'how much can i borrow for a mortgage on 60k a year'],
      ['f21-o-eds', 'how do i get my employment detail summary from revenue'],
      ['f21-o-dev-pay', 'what does a software developer earn in dublin'],
      ['f21-o-barista', 'any barista jobs in galway'],
      ['f21-o-spouse-permit', 'can my husband work in ireland on my critical skills permit'],
      ['f21-o-b1', 'when is my b1 annual return due with the cro'],
      ['f21-o-notice-law', 'what is the legal minimum notice period if i resign'],
      ['f21-o-cafe-vat', 'can you do the vat returns for my cafe'],
      ['f21-o-homework', 'can you solve this reducing balance depreciation question for my assignment'],
      ['f21-o-ryanair-shares', 'should i buy shares in ryanair'],
      ['f21-o-nurses', 'are you hiring nurses for agency shifts'],
      ['f21-o-solicitor-fees', 'how much does a solicitor charge for buying a house'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person --------------------------------------------------------------------------------
  ...(
    [
      ['f21-h-ring-me', 'can someone from your team ring me, easier than typing on my phone'],
      ['f21-h-recruiter', 'id rather talk to a recruiter about this'],
      ['f21-h-director-formal', 'Good afternoon, I would like to discuss a confidential CFO search with one of your directors. Could someone get in touch?'],
      ['f21-h-person', 'speak to a person'],
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
