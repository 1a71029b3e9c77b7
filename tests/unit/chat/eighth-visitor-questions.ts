// The EIGHTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 24 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out set (third-held-out-questions.ts), which
// the author of this set never opened (nor its test, nor held-out.test.ts). The author read only the
// specification, the content modules (frontend/src/content), held-out-case.ts, held-out-figures.ts,
// held-out-builders.ts, held-out-set-checks.ts, the fifth set and its test (for the format and the
// rules), and the first, second and fourth sets (only so that these questions differ from theirs in
// wording); never the engine (lambdas/) nor the chat service, nor the other sets written at the same
// time, and never ran Aine on these questions nor saw what it answers.
//
// Persona and angle: students, trainees, graduates, career changers and visitors whose first
// language is not English. Most questions are about the qualification routes (ACA, ACCA, CIMA, CTA:
// levels and papers, sittings and dates, fees, exemptions, how long, which to choose), interview
// preparation on every topic the content covers, CV upload, privacy, data retention and erasure, the
// chat itself, and salaries at trainee, entry and part-qualified levels. The wording is written the
// way such visitors type: non-native grammar ('how much cost the exam of ACCA', 'I am having 2 years
// experience'), US and other vocabulary (resume, CPA, articles, bookkeeper, tax accountant), the
// question word at the end ('the CIMA fees are how much?'), very short queries ('cima dates', 'star
// method') and long ones. Expected figures and phrases are read from the content modules (through
// held-out-figures.ts and held-out-builders.ts, or checked against the content by `says`, `tipPhrase`
// and `presencePhrase`), so a content change keeps the set true or fails it loudly.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the first, second and fifth sets):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, mortgages, pensions advice, investments, loans,
//   employment law, visas, pay or jobs outside accounting and finance). An off-topic reply must name
//   "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: exam windows and sittings are dated; once the 2025 dates have passed (as on the
//   day this set was written) a right reply points to the body's website for the current dates.

import { agency } from '#content/agency';
import { assistant, assistantPage, disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { candidatesPage } from '#content/candidates';
import { DATA_RETENTION_YEARS } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { formatShortDate } from '#content/format';
import { dataProtectionCommission, privacyPolicy } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { cvUploadTexts } from '#content/messages';
import { RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import {
  acaAccaComparisonPage,
  acaFacts,
  acaPage,
  accaFacts,
  accaPage,
  cimaFacts,
  cimaJourney,
  cimaKeyDatesFact,
  cimaPage,
  ctaFacts,
  ctaKeyDatesFact,
  ctaPage,
} from '#content/qualifications';
import { acaExperience, acaStructure } from '#content/qualifications/aca';
import type { HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaper,
  accaPaperName,
  ask,
  cimaPaper,
  cimaPaperName,
  ctaSitting,
  ctaStageMonths,
  examGroup,
  feeAmount,
  offTopic,
  placementFee,
  presencePhrase,
  salary,
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
  pay,
  QA,
  regionShare,
  stat,
  SUPPORT,
} from './held-out-figures.ts';

// ---------------------------------------------------------------------------------------------
// Figures and phrases, read from the content (the shared ones are in held-out-figures.ts, held-out-builders.ts and held-out-phrases.ts).

// Dated exam facts, judged at the time the set is run (as the site and Aine word them).
const now = new Date();
const today = now.toISOString().slice(0, 10);
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const cimaWebsite = websiteHost(cimaFacts.website);
const nextCimaObjectiveTestWindow: string[] = cimaDatesPassed
  ? [cimaWebsite]
  : cimaFacts.windows2025.objectiveTests
      .filter((testWindow) => testWindow.end >= today)
      .slice(0, 1)
      .map((testWindow) => testWindow.display);
const nextCimaCaseStudyDeadline: string[] = cimaDatesPassed
  ? [cimaWebsite]
  : cimaFacts.windows2025.caseStudyRegistrationDeadlines
      .filter((deadline) => deadline >= today)
      .slice(0, 1)
      .map(formatShortDate);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const ctaWebsite = websiteHost(ctaFacts.website);
const ctaSpringExams: string[] = ctaDatesPassed ? [ctaWebsite] : [ctaSitting('Spring').exams];
const ctaSpringResults: string[] = ctaDatesPassed ? [ctaWebsite] : [ctaSitting('Spring').results];

const linkedin = agency.socialLinks.find((link) => link.network === 'linkedin');
if (!linkedin) {
  throw new RangeError('The agency profile or the featured jobs changed: update the eighth set');
}
const accaExperience = `${accaFacts.experienceMonths} months`;
const cimaLevelDuration = says(cimaJourney, '9-12 months');

// ---------------------------------------------------------------------------------------------
// The questions.

export const eighthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: Part-Qualified and Support (entry and trainee levels) --------------------------
  salary('f8-s-junior-acct-galway', 'which is the salary for a junior accountant in Galway?', SUPPORT, 'Accounts Assistant', 0),
  salary('f8-s-junior-then-2yrs', 'and if i am having 2 years experience?', SUPPORT, 'Accounts Assistant', 1, [], 'f8-s-junior-acct-galway'),
  salary('f8-s-junior-then-4yrs', 'after 4 year how much it become', SUPPORT, 'Accounts Assistant', 2, [], 'f8-s-junior-then-2yrs'),
  salary('f8-s-pq-no-exp', 'I passed some ACCA papers but i have zero work experience. part qualified salary is how much?', SUPPORT, 'Part-Qualified', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salary('f8-s-pq-then-4yrs', 'and with 4 years behind me', SUPPORT, 'Part-Qualified', 2, [], 'f8-s-pq-no-exp'),
  salary('f8-s-technician-first-job', 'I have accounting technician diploma, first job, no experience, what wage I can expect', SUPPORT, 'Accounts Assistant', 0),
  salary('f8-s-bookkeeper-2yrs', 'book-keeper with 2 year experience in dublin, salary?', SUPPORT, 'Bookkeeper', 1),
  salary('f8-s-bookkeeper-first', 'first bookkeeping job, never worked before, in waterford the pay is?', SUPPORT, 'Bookkeeper', 0),
  salary('f8-s-credit-control-2yrs', 'I am credit controller since 2 years, what range I should be in?', SUPPORT, 'Accounts Payable/Receivable', 1),
  salary('f8-s-payroll-6mths', 'payroll administrator, 6 months experience, what is normal pay', SUPPORT, 'Payroll Specialist', 0),
  salary('f8-s-payroll-then-cork', 'in cork it is the same?', SUPPORT, 'Payroll Specialist', 0, [], 'f8-s-payroll-6mths'),
  salary('f8-s-receivables-5yrs', 'accounts receivable clerk, 5 years experience, how much they pay in limerick', SUPPORT, 'Accounts Payable/Receivable', 2),
  salary('f8-s-cap2-student-1-5yrs', 'im a chartered student, passed cap2, one and a half years working. part-qualified wage?', SUPPORT, 'Part-Qualified', 1),

  // --- Salaries: Audit (trainees in practice) -----------------------------------------------------
  salary('f8-s-articles-midtier', 'I start my articles in a mid-tier firm in september, what salary they give to trainees?', AUDIT, 'Junior', 1),
  salary('f8-s-articles-then-senior', 'when i become senior there how much?', AUDIT, 'Senior', 1, [pay(AUDIT, 'Junior', 1)], 'f8-s-articles-midtier'),
  salary('f8-s-senior-then-manager', 'and manager?', AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1)], 'f8-s-articles-then-senior'),
  salary('f8-s-trainee-big4', 'trainee accountant salary in big 4 is how much?', AUDIT, 'Junior', 2),
  salary('f8-s-trainee-then-small', 'small practice pay less?', AUDIT, 'Junior', 0, [], 'f8-s-trainee-big4'),
  salary('f8-s-graduate-audit-small', 'Graduate from UL, got offer as audit assistant in a small local firm in Clare. Is there a standard salary range for this?', AUDIT, 'Junior', 0),

  // --- Salaries: Qualified Accountants (career changers and newly qualified) ---------------------
  salary('f8-s-nq-after-fae', 'I just passed my FAE!! what salary a newly qualified chartered can get', QA, 'Financial Accountant', 0),
  salary('f8-s-nq-then-7yrs', 'and after 7 years post qualification', QA, 'Financial Accountant', 2, [], 'f8-s-nq-after-fae'),
  salary('f8-s-cpa-dublin-4yrs', "I'm a CPA from the US with 4 years of experience since I got licensed. What would a qualified accountant make in Dublin?", QA, 'Financial Accountant', 1),
  salary('f8-s-cpa-then-fc', 'and a financial controller with the same years?', QA, 'Financial Controller', 1, [pay(QA, 'Financial Accountant', 1)], 'f8-s-cpa-dublin-4yrs'),
  salary('f8-s-cima-ma-1yr', 'finished CIMA one year ago, management accountant salary is which?', QA, 'Management Accountant', 0),

  // --- Salaries: C-Suite -------------------------------------------------------------------------
  salary('f8-s-cfo-dream', 'My dream is to become CFO of a big multinational one day. How much they earn?', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f8-s-cfo-then-small', 'and in small company?', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)], 'f8-s-cfo-dream'),

  // --- Salary insights ---------------------------------------------------------------------------
  ask('f8-i-study-budget', 'companies give money for the study? how much usually per year', 'salary-insights', [developmentBudget], [esgPremium, remotePremium]),
  ask('f8-i-study-then-pension', 'and the pension, employer put how much percent?', 'salary-insights', [pensionMatch], [esgPremium, remotePremium], 'f8-i-study-budget'),
  ask('f8-i-us-gaap-america', 'I worked 3 years with US GAAP in america. This experience gives me more salary in Ireland?', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),
  ask('f8-i-sustainability', 'sustainability reporting skills, it is paid extra?', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f8-i-inflation-raise', 'this year the companies give how much increase because of inflation?', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),

  // --- Placement fees ----------------------------------------------------------------------------
  placementFee('f8-p-trainee-29k', 'We are a small practice and want to hire a trainee at 29k. What is your fee?', 29_000),
  placementFee('f8-p-then-36k', 'and if we pay 36 thousand?', 36_000, [feeAmount(29_000)], 'f8-p-trainee-29k'),
  placementFee('f8-p-then-52k', 'for a qualified one on 52k your fee is how much?', 52_000, [feeAmount(36_000)], 'f8-p-then-36k'),
  placementFee('f8-p-graduate-31500', 'recruitment fee for graduate on 31,500', 31_500),
  placementFee('f8-p-pq-43k', 'how much we must pay you if we take a part qualified at 43k', 43_000),
  placementFee('f8-p-46k-short', 'fee 46k?', 46_000),

  // --- Qualifications: ACA -----------------------------------------------------------------------
  ask('f8-q-aca-levels', 'the ACA have how many levels and what are they called?', 'qualifications', [...acaFacts.levels], [ACCA_MARK, CIMA_MARK]),
  ask('f8-q-cap1-cost', 'how much cost the CAP1 exams?', 'qualifications', [acaFee('CAP1 exams')], [acaFee('CAP2 exams'), acaFee('FAE exams')]),
  ask('f8-q-cap1-then-cap2', 'and cap2 how much?', 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')], 'f8-q-cap1-cost'),
  ask('f8-q-cap2-then-fae', 'the FAE?', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')], 'f8-q-cap1-then-cap2'),
  ask('f8-q-cap1-fail', 'If I fail CAP1 in August, when I can try again?', 'qualifications', [acaSitting('CAP1').repeat], [acaSitting('FAE').repeat, ACCA_MARK]),
  ask('f8-q-cap1-fail-then-fae', 'and for FAE the repeat is when?', 'qualifications', [acaSitting('FAE').repeat], [acaSitting('CAP1').repeat], 'f8-q-cap1-fail'),
  ask('f8-q-cap2-audit', 'in CAP2 there is an audit paper or not?', 'qualifications', [says(examGroup(acaStructure, 'CAP2'), 'Auditing & Assurance')], [ACCA_MARK, CIMA_MARK]),
  ask('f8-q-aca-how-long', 'how many years it takes to become chartered accountant if I start after my degree', 'qualifications', [acaExperience], [accaExperience, CIMA_MARK]),
  ask('f8-q-aca-study-leave', 'during the aca training contract i get days off for study?', 'qualifications', [says(acaPage.studyResources, 'paid study leave')], [ACCA_MARK, CIMA_MARK]),
  ask('f8-q-aca-admitted', 'what steps to be admitted as member of chartered accountants ireland', 'qualifications', ['FAE', says(acaPage.membership, 'CPD')], [ACCA_MARK, CIMA_MARK]),
  ask('f8-q-aca-india-exemptions', 'I have a masters in accounting from India. I can get exemptions for the ACA?', 'qualifications', [says(acaPage.certificationPath, 'exemption')], [ACCA_MARK, CIMA_MARK]),
  ask('f8-q-aca-fae-electives-name', 'final admitting exam = core plus what?', 'qualifications', [says(examGroup(acaStructure, 'FAE'), 'electives')], [ACCA_MARK, CIMA_MARK]),
  ask('f8-q-aca-study-tips', 'for aca exams how I should study, any tips?', 'qualifications', [says(acaAccaComparisonPage.sections, 'past papers')], [ACCA_MARK, CIMA_MARK]),

  // --- Qualifications: ACCA ----------------------------------------------------------------------
  ask('f8-q-acca-fees-short', 'acca fees?', 'qualifications', [accaFee('Registration'), accaFee('Applied Skills exams')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f8-q-acca-then-cima', 'and for cima?', 'qualifications', [cimaFee('Registration'), cimaFee('Objective test')], [accaFee('Registration'), accaFee('Applied Skills exams')], 'f8-q-acca-fees-short'),
  ask('f8-q-cima-then-aca', 'and aca', 'qualifications', [acaFee('Student registration'), acaFee('CAP1 exams')], [cimaFee('Registration'), accaFee('Registration')], 'f8-q-acca-then-cima'),
  ask(
    'f8-q-acca-per-exam',
    'how much cost the exam of ACCA',
    'qualifications',
    [accaFee('Applied Knowledge exams'), accaFee('Applied Skills exams'), accaFee('Strategic Professional exams')],
    [cimaFee('Objective test'), acaFee('CAP1 exams')],
  ),
  ask('f8-q-acca-months', 'acca exam sessions are in which months?', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f8-q-acca-on-demand', 'the BT, MA and FA exams, I can book them any time?', 'qualifications', [says(accaPage.certificationPath, 'on demand')], [ACA_MARK, CIMA_MARK]),
  ask('f8-q-acca-sbl', 'what is SBL in acca', 'qualifications', [accaPaper('SBL')], [ACA_MARK, CIMA_MARK]),
  ask('f8-q-sbl-then-sbr', 'and SBR?', 'qualifications', [accaPaper('SBR')], [ACA_MARK, CIMA_MARK], 'f8-q-acca-sbl'),
  ask('f8-q-acca-irish-tax', 'acca taxation paper is UK tax or irish tax?', 'qualifications', [says(accaPage.inIreland, 'Irish variant')], [ACA_MARK, CIMA_MARK]),
  ask('f8-q-acca-countries', 'in how many countries acca is recognised?', 'qualifications', [says(accaPage.about, '180')], [ACA_MARK, CIMA_MARK]),
  ask('f8-q-acca-per-session', 'I work full time in a shop. How many acca exams per session is realistic to do?', 'qualifications', [says(acaAccaComparisonPage.sections, 'two exams per session')], [ACA_MARK, CIMA_MARK]),
  ask('f8-q-acca-ethics-when', 'the ethics and professional skills module, when I should do it?', 'qualifications', ['before', says(accaPage.certificationPath, 'Strategic Professional')], [ACA_MARK, CIMA_MARK]),
  ask('f8-q-acca-per-months', 'for acca PER how many months of work i need', 'qualifications', [accaExperience], [ACA_MARK, CIMA_MARK]),
  ask('f8-q-acca-nigeria', 'I studied accounting in Nigeria, acca give me exemption for some papers?', 'qualifications', [says(accaPage.certificationPath, 'exemption')], [ACA_MARK, CIMA_MARK]),
  ask('f8-q-acca-options-list', 'strategic professional options which ones exist?', 'qualifications', examGroup(accaFacts.structure, 'SP-O').map(accaPaperName), [ACA_MARK, CIMA_MARK]),
  ask('f8-q-acca-free-material', 'where I find free study material for acca', 'qualifications', [says(accaPage.studyResources, 'Study Hub')], [ACA_MARK, CIMA_MARK]),

  // --- Qualifications: comparisons (ACA vs ACCA, CIMA vs ACCA) ----------------------------------
  ask(
    'f8-q-career-changer-aca-acca',
    'Hello, I am 34 and work in hospitality but I want to change career to accounting. I need to keep my salary while I study. What is better for me, ACA or ACCA?',
    'qualifications',
    [says(acaAccaComparisonPage.intro, 'flexibility')],
    [CIMA_MARK],
  ),
  ask('f8-q-changer-then-acca-time', 'and for the acca how much work experience they want?', 'qualifications', [accaExperience], [ACA_MARK, CIMA_MARK], 'f8-q-career-changer-aca-acca'),
  ask('f8-q-fpa-cima-or-acca', 'i want career in FP&A in a multinational, cima or acca better for me?', 'qualifications', [says(cimaPage.about, 'commercial finance')], [ACA_MARK]),

  // --- Qualifications: CIMA ----------------------------------------------------------------------
  ask('f8-q-cima-fees-qword', 'the CIMA fees are how much?', 'qualifications', [cimaFee('Objective test'), cimaFee('Case study exam')], [accaFee('Registration'), acaFee('Student registration')]),
  ask('f8-q-cima-dates', 'cima dates', 'qualifications', nextCimaObjectiveTestWindow, [ACA_MARK, ACCA_MARK]),
  ask('f8-q-cima-dates-then-deadline', 'and case study registration deadline?', 'qualifications', nextCimaCaseStudyDeadline, [ACA_MARK, ACCA_MARK], 'f8-q-cima-dates'),
  ask('f8-q-cima-no-degree', "i don't have a degree, where i start with cima?", 'qualifications', [says(cimaPage.about, 'Certificate in Business Accounting')], [ACA_MARK, ACCA_MARK]),
  ask('f8-q-cima-cgma', 'what means CGMA?', 'qualifications', [says(cimaFacts.designation, 'Chartered Global Management Accountant')], [ACA_MARK, ACCA_MARK]),
  ask('f8-q-cima-where-limerick', 'where i can sit the cima exam in limerick', 'qualifications', [says(cimaPage.inIreland, 'Pearson VUE')], [ACA_MARK, ACCA_MARK]),
  ask('f8-q-cima-level-length', 'each cima level takes how long?', 'qualifications', [cimaLevelDuration], [ACA_MARK, ACCA_MARK]),
  ask('f8-q-cima-p1', 'CIMA P1 is which subject', 'qualifications', [cimaPaper('P1')], [ACA_MARK, ACCA_MARK]),
  ask('f8-q-p1-then-f2', 'and F2?', 'qualifications', [cimaPaper('F2')], [ACA_MARK, ACCA_MARK], 'f8-q-cima-p1'),
  ask('f8-q-f2-then-e3', 'E3?', 'qualifications', [cimaPaper('E3')], [ACA_MARK, ACCA_MARK], 'f8-q-p1-then-f2'),
  ask(
    'f8-q-cima-member-needs',
    'to be full cima member what i need',
    'qualifications',
    [`${cimaFacts.objectiveTests} objective tests`, `${cimaFacts.experienceYears} years`],
    [accaExperience, ACA_MARK],
  ),
  ask('f8-q-cima-strategic-papers', 'papers of the cima strategic level?', 'qualifications', examGroup(cimaFacts.structure, 'STR').map(cimaPaperName), [ACA_MARK, ACCA_MARK]),

  // --- Qualifications: CTA -----------------------------------------------------------------------
  ask('f8-q-cta-stages', 'how many stages the CTA has?', 'qualifications', ctaFacts.stages.map((stage) => stage.name), [ACA_MARK, ACCA_MARK]),
  ask('f8-q-stages-then-foundation', 'foundation is how many months?', 'qualifications', [ctaStageMonths('Foundation')], [ctaStageMonths('Intermediate'), ACA_MARK], 'f8-q-cta-stages'),
  ask('f8-q-foundation-then-next', 'and the next one after that?', 'qualifications', [ctaStageMonths('Intermediate')], [ctaStageMonths('Foundation'), ACA_MARK], 'f8-q-stages-then-foundation'),
  ask('f8-q-cta-spring', 'cta spring sitting the exams are in which month', 'qualifications', ctaSpringExams, [ACA_MARK, ACCA_MARK]),
  ask('f8-q-spring-then-results', 'and results when they come out?', 'qualifications', ctaSpringResults, [ACA_MARK, ACCA_MARK], 'f8-q-cta-spring'),
  ask('f8-q-tax-accountant-qual', 'I want to be a tax accountant. Which qualification is the one for tax in Ireland?', 'qualifications', [says(ctaPage.about, 'CTA')], [CIMA_MARK]),
  ask('f8-q-cta-level7', 'my degree is only level 7, I can still become CTA member?', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`], [ACA_MARK, ACCA_MARK]),
  ask('f8-q-cta-body-site', 'website of the irish tax institute for cta students?', 'qualifications', [ctaWebsite], [ACA_MARK, ACCA_MARK]),
  ask('f8-q-iti-gives-which', 'the irish tax institute gives which qualification?', 'qualifications', [says(ctaFacts.fullName, 'Chartered Tax Adviser')], [ACA_MARK, ACCA_MARK]),

  // --- Market figures ----------------------------------------------------------------------------
  ask('f8-m-graduate-chances', 'is it a good moment for graduates to search accounting job in Ireland? the market grows?', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f8-m-then-salaries', 'and the salaries go up how much?', 'market', [stat('average-salary-increase')], [stat('job-market-growth')], 'f8-m-graduate-chances'),
  ask('f8-m-then-time-to-hire', 'how long the companies take to hire usually', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`], 'f8-m-then-salaries'),
  ask('f8-m-wfh-share', 'how many percent of the accounting jobs allow work from home or hybrid?', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  ask('f8-m-cork-share', 'Cork has what share of the new finance jobs?', 'market', [regionShare('Cork')], [regionShare('Dublin')]),
  ask('f8-m-cork-then-galway', 'and galway', 'market', [regionShare('Galway')], [regionShare('Cork')], 'f8-m-cork-share'),
  ask('f8-m-dublin-percent', 'dublin has how many percent of the jobs?', 'market', [regionShare('Dublin')], [regionShare('Cork')]),
  {
    id: 'f8-m-skills-to-learn',
    question: 'I am learning Power BI and SAP now. Which skills the employers in Ireland want the most?',
    kind: 'fact',
    topic: 'market',
    mustContain: [says(marketTrendsSeed.sections, 'ERP')],
    mustNotContain: [],
  },

  // --- Contact, hours and address ----------------------------------------------------------------
  ask('f8-c-address-resume', 'what is your office address? I want to bring my resume by hand', 'contact', [agency.address.streetAddress, agency.address.postalCode], []),
  ask('f8-c-address-then-days', 'which days you are open?', 'contact', [weekdays], [], 'f8-c-address-resume'),
  ask('f8-c-days-then-until', 'until what time?', 'contact', [closingTime], [], 'f8-c-address-then-days'),
  ask('f8-c-telephone', 'your telephone number please', 'contact', [agency.phone.display], []),
  ask('f8-c-telephone-then-email', 'and email also?', 'contact', [agency.email], [], 'f8-c-telephone'),
  ask('f8-c-linkedin', 'you have a linkedin page? i want follow you', 'contact', [websiteHost(linkedin.url)], []),
  ask('f8-c-sunday', 'you are open on sunday?', 'contact', [weekdays], []),

  // --- Interview tips ----------------------------------------------------------------------------
  ask('f8-t-star-short', 'star method', 'interview-tips', [tipPhrase('use-the-enhanced-star-method', 'Situation'), tipPhrase('use-the-enhanced-star-method', 'Result')], [OFFER_TIP, MIC_TIP]),
  ask('f8-t-star-then-length', 'how long my answer should be', 'interview-tips', [presencePhrase('Concise Answers', 'one to two minutes')], [OFFER_TIP, MIC_TIP], 'f8-t-star-short'),
  ask('f8-t-length-then-nervous', 'i get very nervous and my english is not perfect, any advice?', 'interview-tips', [presencePhrase('Body Language', 'eye contact')], [OFFER_TIP], 'f8-t-star-then-length'),
  ask('f8-t-salary-expectation', 'In the interview they ask "what is your salary expectation?" What I answer as a graduate?', 'interview-tips', ['range', tipPhrase('know-your-market-value', 'pension')], [MIC_TIP]),
  ask('f8-t-tech-clothes', 'what clothes i wear for an interview in a tech company', 'interview-tips', [presencePhrase('Dress', 'smart business casual')], [OFFER_TIP]),
  ask('f8-t-practice-casual', 'the interview is in person in an accountancy practice, business casual is ok?', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [OFFER_TIP]),
  ask('f8-t-zoom-tomorrow', 'interview on zoom tomorrow, what i prepare?', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'light in front of you')], [OFFER_TIP, AUDIT_TIP]),
  ask('f8-t-zoom-then-join', 'what time I should join the call', 'interview-tips', [presencePhrase('Punctuality', 'five minutes')], [OFFER_TIP], 'f8-t-zoom-tomorrow'),
  ask('f8-t-email-after', 'after the interview I should write them an email? when?', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [MIC_TIP, OFFER_TIP]),
  ask('f8-t-email-then-rejected', 'and if they say no to me?', 'interview-tips', [tipPhrase('ask-for-feedback', 'improve')], [MIC_TIP], 'f8-t-email-after'),
  ask('f8-t-two-offers', 'I got two job offers, how I decide which one to accept?', 'interview-tips', [tipPhrase('weigh-offers-and-counter-offers', 'whole package')], [MIC_TIP]),
  ask('f8-t-offers-then-stay', 'now my current company offer me more money to stay', 'interview-tips', [OFFER_TIP], [MIC_TIP], 'f8-t-two-offers'),
  ask('f8-t-competency-meaning', 'what means competency based interview?', 'interview-tips', ['STAR'], [OFFER_TIP, MIC_TIP]),
  ask('f8-t-how-many-stories', 'how many example stories I need to prepare before', 'interview-tips', [tipPhrase('build-a-story-bank', 'six to eight')], [OFFER_TIP, MIC_TIP]),
  ask('f8-t-show-achievements', 'how i show my achievements with numbers in the interview', 'interview-tips', [tipPhrase('quantify-your-results', 'month-end close')], [OFFER_TIP, MIC_TIP]),
  ask('f8-t-dont-know-answer', 'interviewer ask me a technical accounting question and I dont know the answer, what I do?', 'interview-tips', [tipPhrase('think-aloud-on-technical-questions', 'step by step')], [OFFER_TIP, MIC_TIP]),
  ask('f8-t-any-questions-for-us', 'at the end the interviewer say "any questions for us?" what I say', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'team structure')], [OFFER_TIP, MIC_TIP]),
  ask('f8-t-sap-xero-gap', 'the job description asks SAP but I only used Xero. how I handle this in interview', 'interview-tips', [tipPhrase('map-the-job-description', 'closing it')], [OFFER_TIP, MIC_TIP]),
  ask('f8-t-month-end-days', 'they will ask me how many days my month end takes?', 'interview-tips', [tipPhrase('know-your-numbers', 'working days')], [OFFER_TIP, MIC_TIP]),
  ask('f8-t-english-weakness', 'for the weakness question, can I say my english is my weakness?', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'not central to the role')], [OFFER_TIP, MIC_TIP]),
  ask('f8-t-big4-trainee', 'interview with big 4 for trainee audit position, what they will ask?', 'interview-tips', [tipPhrase('prepare-for-practice-and-audit', 'exam progress')], [TECH_TIP, FUNDS_TIP]),
  ask('f8-t-big4-then-fund-admin', 'and for a fund administrator job?', 'interview-tips', [tipPhrase('prepare-for-financial-services', 'fund accounting')], [AUDIT_TIP, TECH_TIP], 'f8-t-big4-trainee'),
  ask('f8-t-fund-then-meddevice', 'and a medical devices manufacturer?', 'interview-tips', [tipPhrase('prepare-for-pharma-and-manufacturing', 'R&D tax credits')], [FUNDS_TIP, TECH_TIP], 'f8-t-big4-then-fund-admin'),
  ask('f8-t-software-company', 'software company interview, revenue recognition which standard i revise?', 'interview-tips', [tipPhrase('prepare-for-technology', 'ASC 606'), TECH_TIP], [PHARMA_TIP, FUNDS_TIP]),
  ask('f8-t-still-studying', 'I am still doing my acca exams, what I say about it in the interview?', 'interview-tips', [tipPhrase('discuss-your-qualification-plan', 'next sitting')], [OFFER_TIP, MIC_TIP]),
  ask('f8-t-forget-questions', 'I always forget what they asked me in interviews. how to prepare better for the next one?', 'interview-tips', [tipPhrase('reflect-while-it-is-fresh', 'note the questions')], [MIC_TIP]),
  ask('f8-t-why-leave-bad-boss', 'my old manager was very bad to me, can I explain this when they ask why I leave?', 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [MIC_TIP]),
  ask('f8-t-research-where', 'where I find financial information of irish company before interview', 'interview-tips', [tipPhrase('research-the-company', 'CRO')], [OFFER_TIP, MIC_TIP]),

  // --- The agency's services, CV, privacy and the chat itself -------------------------------------
  ask('f8-v-trainee-job-salary', 'the trainee accountant job on your site, the salary is how much?', 'services', [trainee.salary], [qualifiedJob.salary]),
  ask('f8-v-trainee-then-excel', 'i need to know excel for it?', 'services', [says(trainee.requirements, 'Excel')], [qualifiedJob.salary], 'f8-v-trainee-job-salary'),
  ask('f8-v-excel-then-exams', 'they will pay for my exams?', 'services', [says(trainee.description, 'study support')], [qualifiedJob.salary], 'f8-v-trainee-then-excel'),
  ask('f8-v-qualified-job-pay', 'the qualified accountant vacancy, how much it pays?', 'services', [qualifiedJob.salary], [trainee.salary]),
  ask('f8-v-resume-word', 'can i upload my resume as a word document?', 'services', [says(cvUploadTexts, 'DOCX')], []),
  ask('f8-v-keep-cv', 'after i get a job, you keep my CV or you delete it?', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f8-v-keep-then-delete', 'how can i ask you to delete it sooner?', 'services', [says(privacyPolicy, agency.email)], [], 'f8-v-keep-cv'),
  ask('f8-v-delete-then-complain', 'if I am not happy how you use my data, where I complain?', 'services', [dataProtectionCommission.name], [], 'f8-v-keep-then-delete'),
  ask('f8-v-gdpr-rights', 'what are my rights about my personal data with you', 'services', [says(privacyPolicy, 'access'), says(privacyPolicy, 'portability')], []),
  ask('f8-v-which-ai', 'which AI model is running this chat?', 'services', [assistant.modelName], []),
  ask('f8-v-ai-then-where', 'my messages are stored where?', 'services', [says(privacyPolicy, 'United States')], [], 'f8-v-which-ai'),
  ask('f8-v-aine-can-do', 'aine what kind of things you can answer', 'services', [says(assistantPage.welcomeMessage, 'interview'), says(assistantPage.welcomeMessage, 'CIMA')], []),
  ask('f8-v-candidate-free', 'I must pay you something for finding me a job?', 'services', [says(candidatesPage.promise, 'free')], []),
  ask('f8-v-cv-permission', 'you will send my resume to companies without ask me first?', 'services', [says(candidatesPage.promise, 'permission')], []),
  ask('f8-v-pps-in-chat', 'can I write my PPS number here in the chat so you find my file?', 'services', [says(disclaimer.paragraphs, 'do not share')], []),

  // --- Off-topic: the right reply names Aine's scope and quotes no euro figure --------------------
  ...(
    [
      ['f8-o-grammar-email', 'can you correct the english grammar of my email to my landlord'],
      ['f8-o-weather-dublin', 'what is the weather in dublin tomorrow'],
      ['f8-o-airport-bus', 'how I go from the airport to city centre by bus'],
      ['f8-o-ielts', 'which IELTS score i need for irish university'],
      ['f8-o-room-dcu', 'cheap room to rent near DCU?'],
      ['f8-o-joke-spanish', 'tell me a joke in spanish'],
      ['f8-o-champions-league', 'who won the champions league last year'],
      ['f8-o-series-english', 'recommend a series to improve my english'],
      ['f8-o-jollof', 'how do i cook jollof rice'],
      ['f8-o-time-india', 'what time is it now in india'],
      ['f8-o-pilot', 'how to become a pilot in ireland'],
      ['f8-o-marketing-essay', 'write my college essay about marketing 4Ps'],
      ['f8-o-python-excel', 'write a python script to read an excel file'],
      ['f8-o-mba-europe', 'best universities for MBA in europe?'],
      // Near-misses: personal tax, banking, loans, investing and mortgages.
      ['f8-o-pps-number', 'how I get a PPS number'],
      ['f8-o-bank-account', 'where i can open bank account as a foreigner in ireland'],
      ['f8-o-emergency-tax', 'I am on emergency tax in my part time job, how I get the money back?'],
      ['f8-o-student-tax-return', 'how do i do my tax return as a student working in a cafe'],
      ['f8-o-student-loan', 'is there student loan for masters in ireland'],
      ['f8-o-credit-card', 'best credit card for international students'],
      ['f8-o-gold-etf', 'should I invest my savings in gold or ETF'],
      ['f8-o-mortgage-non-eu', 'can non eu citizen get mortgage in ireland'],
      ['f8-o-cgt-shares', 'how much capital gains tax I pay when I sell my shares'],
      // Near-misses: visas, employment law and welfare.
      ['f8-o-stamp2-hours', 'on stamp 2 how many hours per week I am allowed to work'],
      ['f8-o-permit-wife', 'how my wife can get a work permit to join me in ireland'],
      ['f8-o-overtime', 'my employer does not pay my overtime, is it legal?'],
      ['f8-o-boss-emails', 'is it legal that my boss reads my work emails'],
      ['f8-o-welfare', 'how much social welfare i get if i lose my job'],
      ['f8-o-citizenship', 'how to apply for irish citizenship after 5 years'],
      // Near-misses: pay or jobs outside accounting and finance.
      ['f8-o-software-grad', 'what salary a software engineer graduate gets in dublin'],
      ['f8-o-warehouse', 'any warehouse or retail jobs for students?'],
      ['f8-o-hotel-staff', 'do you recruit hotel staff for the summer'],
      ['f8-o-teacher-pay', 'secondary school teacher salary ireland?'],
      ['f8-o-doctor', 'how much a doctor earns in ireland'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person --------------------------------------------------
  ...(
    [
      ['f8-h-human-recruiter', 'please I want to speak with a human recruiter'],
      ['f8-h-call-back-english', 'can somebody from your team call me back? my english is better when i speak'],
      ['f8-h-niamh-career', 'is possible to talk with Niamh about my career?'],
      ['f8-h-real-person-cv', 'i would like a real person to look at my cv please'],
      ['f8-h-connect-consultant', 'connect me to consultant'],
      ['f8-h-talk-human', 'talk to human'],
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
  // Asks for a person about a topic Aine could answer: a figure may come with the offer.
  ...(
    [
      ['f8-h-advisor-which-qual', 'I prefer a person to advise me which qualification to choose, aca or cima. can a recruiter contact me?'],
      ['f8-h-someone-trainee-job', 'can someone from the agency get in touch about the trainee accountant job, I want apply'],
    ] as const
  ).map(
    ([id, question]): HeldOutQuestion => ({
      id,
      question,
      kind: 'hand-over',
      topic: 'hand-over',
      mustContain: [handoverRecipients, 'name'],
      mustNotContain: [],
    }),
  ),
];
