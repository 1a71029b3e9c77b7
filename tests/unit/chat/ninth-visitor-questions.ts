// The NINTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 24 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out set (third-held-out-questions.ts), which
// the author of this set never opened (nor its test, nor held-out.test.ts). The author read only the
// specification, the content modules (frontend/src/content), held-out-case.ts, held-out-figures.ts,
// held-out-builders.ts, held-out-set-checks.ts and the fifth set and its test (for rules, format and
// the case builders, whose fact assertions this set reuses with new wordings); never the engine
// (lambdas/), never the other sets being written at the same time, and never ran Aine on these
// questions nor looked at what it answers.
//
// PERSONA AND ANGLE: mid-career professionals. Experienced accountants in practice and industry,
// managers, CFO-track people, returners after a career break, people relocating to Ireland (from the
// UK, Australia, returning Irish), contractors and interim people. Long, specific questions mixing
// several facts; professional jargon (PQE, FP&A, BP, month-end, AS2, big four, tier 2 firm, top 20
// firm, MNC, plc, group reporting, consolidations); comparison follow-ups ("vs", "how does that
// compare"); questions in the third person about a colleague or partner; senior salaries; placement
// fees asked by people who will hire; qualifications asked about by people already qualified.
// Expected figures and phrases are read from the content modules (through held-out-figures.ts and
// held-out-builders.ts, or checked against the content by `says`, `tipPhrase` and `presencePhrase`).
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the fifth set):
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
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { formatShortDate } from '#content/format';
import { about } from '#content/home';
import { formatTimeToHire } from '#content/market-stats';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { cvUploadTexts } from '#content/messages';
import { partnerPage } from '#content/partner';
import {
  acaAccaComparisonPage,
  acaPage,
  accaFacts,
  accaPage,
  cimaFacts,
  cimaJourney,
  cimaKeyDatesFact,
  cimaPage,
  ctaFacts,
  ctaKeyDatesFact,
  ctaPage } from '#content/qualifications';
import { acaStructure } from '#content/qualifications/aca';
import { teamMembers } from '#content/team';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaper,
  ask,
  cimaPaper,
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

// ---------------------------------------------------------------------------------------------
// Figures and phrases, read from the content (the shared ones are in held-out-figures.ts, held-out-builders.ts and held-out-phrases.ts).

// Dated exam facts, judged at the time the set is run (as the site and Aine word them).
const now = new Date();
const today = now.toISOString().slice(0, 10);
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const nextCimaCaseStudyDeadline: string[] = cimaDatesPassed
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.caseStudyRegistrationDeadlines
      .filter((deadline) => deadline >= today)
      .slice(0, 1)
      .map(formatShortDate);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const ctaAutumnResults: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').results];

const tiktok = agency.socialLinks.find((link) => link.network === 'tiktok');
const [niamh, conor] = teamMembers;
if (!tiktok || !niamh || !conor) {
  throw new RangeError('The agency profile or the featured jobs changed: update the ninth set');
}

// ---------------------------------------------------------------------------------------------
// The questions.

export const ninthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite -----------------------------------------------------------------------
  salary('f9-s-cfo-plc', 'Im currently FD in a mid-cap and being sounded out for the CFO seat at a large Irish plc with international subsidiaries. What sort of base should I be benchmarking against?', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f9-s-cfo-plc-then-fd', 'how does that compare with staying on as FD at that scale', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)], 'f9-s-cfo-plc'),
  salary('f9-s-cfo-sme-owner', 'Owner-managed SME, turnover about 15m, first ever CFO hire. Realistic salary bracket for the role?', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f9-s-cfo-sme-then-mid', 'and if we were mid-sized, say 200 staff?', CSUITE, 'CFO', 1, [], 'f9-s-cfo-sme-owner'),
  salary('f9-s-fd-small-returner', 'Returning after a 4 year career break, previously finance director of a small family business. What are FD roles at small companies paying now?', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f9-s-gfc-consolidations-mnc', 'Group FC at a large MNC running group reporting and consolidations across 12 entities - where would the salary band sit?', CSUITE, 'Group Financial Controller', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f9-s-gfc-small-group', 'Small group, 3 trading companies, we need a GFC to pull the consolidations together. Whats the going rate?', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f9-s-gfc-small-then-mid', 'is it much more in a mid sized group?', CSUITE, 'Group Financial Controller', 1, [], 'f9-s-gfc-small-group'),

  // --- Salaries: Qualified Accountants ---------------------------------------------------------
  salary('f9-s-fa-uk-relocate', 'Relocating from Manchester to Dublin next spring. I am ACCA with 2 years PQE in a financial accountant role, what salary should I target in Ireland?', QA, 'Financial Accountant', 0),
  salary('f9-s-fa-uk-then-4', 'and my partner is the same role but 4 years PQE', QA, 'Financial Accountant', 1, [], 'f9-s-fa-uk-relocate'),
  salary('f9-s-fa-then-8', 'what about once he hits 8 years', QA, 'Financial Accountant', 2, [], 'f9-s-fa-uk-then-4'),
  salary('f9-s-ma-aus-return', "Coming home from Sydney after 6 years away, CIMA, management accountant with 9 yrs PQE all told. What's the Irish market paying for that level?", QA, 'Management Accountant', 2),
  salary('f9-s-ma-aus-then-cork', 'would cork be different', QA, 'Management Accountant', 2, [], 'f9-s-ma-aus-return'),
  salary('f9-s-ma-4pqe-month-end', 'Management accountant, 4 yrs PQE, own the month-end close and variance analysis for a manufacturing site. Am I underpaid?', QA, 'Management Accountant', 1),
  salary('f9-s-fc-7pqe-tier2', 'Colleague of mine is moving from a tier 2 firm into industry as a financial controller, 7 years PQE. What band should she be negotiating in?', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)]),
  salary('f9-s-fc-then-gfc', 'how does that compare to a group FC at a big MNC', CSUITE, 'Group Financial Controller', 2, [pay(QA, 'Financial Controller', 2)], 'f9-s-fc-7pqe-tier2'),
  salary('f9-s-fc-1pqe-interim', 'Interim FC cover for a maternity leave, I am only 1 yr PQE, what salary equivalent is normal?', QA, 'Financial Controller', 0),
  salary('f9-s-fc-4pqe-galway', 'FC with 4 years post-qualification, Galway medtech', QA, 'Financial Controller', 1),
  salary('f9-s-fpa-bp-2pqe', 'FP&A / finance business partner, 2 yrs PQE, Dublin MNC, what should the base be', QA, 'Financial Analyst', 0),
  salary('f9-s-fpa-then-4', 'vs someone at 4 yrs pqe?', QA, 'Financial Analyst', 1, [], 'f9-s-fpa-bp-2pqe'),
  salary('f9-s-fpa-10pqe', 'Senior FP&A lead, 10 years qualified, building budgets and forecasts for the board - salary range?', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('f9-s-ia-4pqe-plc', 'Internal audit in a plc, ACA with 4 yrs PQE, what does that pay', QA, 'Internal Auditor', 1),
  salary('f9-s-ia-then-newly', 'and for a newly qualified joining the same team', QA, 'Internal Auditor', 0, [], 'f9-s-ia-4pqe-plc'),
  salaryRow('f9-s-fc-full-band', 'Give me the full salary ladder for financial controllers, newly qualified through to senior', [QA, 'Financial Controller'], [CSUITE, 'Group Financial Controller']),
  salary('f9-s-nq-big4-exit', 'Just finished my training contract in a big four and qualified ACA last month, leaving for a financial accountant job in industry. What should I ask for?', QA, 'Financial Accountant', 0),

  // --- Salaries: Audit --------------------------------------------------------------------------
  salary('f9-s-audit-mgr-big4-ex-uk', 'Audit manager at a Big 4 in London, considering a move to the Dublin office of the same firm. What are Big 4 audit managers on in Ireland?', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2)]),
  salary('f9-s-mgr-then-director', 'and a step up to director there?', AUDIT, 'Director', 2, [pay(AUDIT, 'Partner', 2)], 'f9-s-audit-mgr-big4-ex-uk'),
  salary('f9-s-senior-top20', 'audit senior in a top 20 mid-tier firm, whats the band', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)]),
  salary('f9-s-senior-then-small', 'how does a small practice compare for a senior', AUDIT, 'Senior', 0, [], 'f9-s-senior-top20'),
  salary('f9-s-mgr-small-practice', 'Audit manager in a small 3-partner practice doing AS2 and sole trader accounts, salary?', AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0)]),
  salary('f9-s-director-midtier', 'Audit director in a mid tier - what kind of salary would my husband be looking at if he made it', AUDIT, 'Director', 1, [pay(AUDIT, 'Partner', 1)]),
  salary('f9-s-partner-big4', 'equity partner big 4 ireland ballpark earnings', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),
  salary('f9-s-junior-small-trainee', 'We are a small practice taking on an audit junior, what should we be paying them', AUDIT, 'Junior', 0),
  salaryRow('f9-s-audit-manager-all', 'audit manager salaries across small, mid tier and big four', [AUDIT, 'Manager'], [AUDIT, 'Senior']),

  // --- Salaries: Part-Qualified and Support ------------------------------------------------------
  salary('f9-s-pq-returner-4yrs', 'Returner here - I have 4+ years as a part-qualified accountant before kids, never finished ACCA. What would part-qualified roles pay me now?', SUPPORT, 'Part-Qualified', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f9-s-payroll-team-lead-6', 'Hiring a payroll specialist with 6 years running multi-entity payroll, what should we budget for salary', SUPPORT, 'Payroll Specialist', 2),
  salary('f9-s-payroll-then-entry', 'and if we took a junior with under a year instead', SUPPORT, 'Payroll Specialist', 0, [], 'f9-s-payroll-team-lead-6'),
  salary('f9-s-bookkeeper-2yrs-contract', 'contract bookkeeper, 2 years in, what annual rate equivalent is typical', SUPPORT, 'Bookkeeper', 1),
  salary('f9-s-ap-6mths', 'My team needs an AP clerk, someone with about 6 months under their belt. Salary guide figure?', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('f9-s-ap-then-credit-control', 'and if we went for someone doing credit control with 2 years behind them, dearer?', SUPPORT, 'Accounts Payable/Receivable', 1, [], 'f9-s-ap-6mths'),
  salary('f9-s-accts-asst-2yrs', 'accounts assistant for our finance team, 2 yrs experience, going rate', SUPPORT, 'Accounts Assistant', 1, [pay(SUPPORT, 'Part-Qualified', 1)]),
  salaryRow('f9-s-payroll-ladder', 'payroll salary bands from entry to experienced', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Accounts Payable/Receivable']),
  {
    id: 'f9-s-fc-and-fee',
    question: 'Two questions from a hiring manager: what does a financial controller with 4 yrs PQE typically earn, and what would your fee be if we hired one at 85k?',
    kind: 'fact',
    topic: 'salary',
    mustContain: [pay(QA, 'Financial Controller', 1), ...fee(85_000)],
    mustNotContain: notRight([pay(QA, 'Financial Controller', 1), ...fee(85_000)], [...otherLevels(QA, 'Financial Controller', 1), ...wrongBandFees(85_000)]),
  },

  // --- Salary insights -----------------------------------------------------------------------------
  ask('f9-i-fs-premium', 'I am an FC in funds / financial services. If I moved into pharma would my specialism premium go up or down?', 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium]),
  ask('f9-i-esg-csrd', 'Been leading our CSRD reporting project for two years - is there a premium in the market for ESG experience?', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f9-i-esg-then-remote', 'how does that compare with the premium for fully remote roles', 'salary-insights', [remotePremium], [inflationAdjustment], 'f9-i-esg-csrd'),
  ask('f9-i-pension-package', 'Negotiating a package for a senior finance role, what employer pension match is typical in Ireland now', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f9-i-pension-then-cpd', 'and a typical CPD / training budget per year?', 'salary-insights', [developmentBudget], [esgPremium], 'f9-i-pension-package'),
  ask('f9-i-inflation-review', 'Annual pay review season - what are companies giving as a cost of living uplift this year', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f9-i-hybrid-norm', 'Moving from Perth where I was fully office based. Whats the norm for hybrid days at home in Irish finance teams?', 'salary-insights', [hybridDays], [esgPremium]),

  // --- Placement fees ----------------------------------------------------------------------------
  placementFee('f9-p-fc-92k', 'We are a plc subsidiary looking to replace our FC at around 92k base. What would your placement fee come to?', 92_000),
  placementFee('f9-p-92-then-70', 'n for a 70k hire?', 70_000, [feeAmount(92_000)], 'f9-p-fc-92k'),
  placementFee('f9-p-70-then-36', 'and an accounts assistant at 36k', 36_000, [feeAmount(70_000)], 'f9-p-92-then-70'),
  placementFee('f9-p-cfo-180k', 'Board has approved a CFO search at 180k. Percentage and euro amount of your fee please.', 180_000),
  placementFee('f9-p-fpa-64k', 'FP&A analyst at 64k - what is the recruitment fee', 64_000),
  placementFee('f9-p-64-then-52', 'is that more than for a 52k role?', 52_000, [feeAmount(64_000)], 'f9-p-fpa-64k'),
  placementFee('f9-p-ap-31k', 'Credit controller on 31,000, fee?', 31_000),
  placementFee('f9-p-interim-46k', 'I manage a shared services centre, hiring a team lead on €46k. What would a permanent placement cost us?', 46_000),
  placementFee('f9-p-ma-sixty', 'management accountant, sixty grand, your charge?', 60_000),
  placementFee('f9-p-audit-mgr-78k', 'Practice partner here - an audit manager at 78k, what do you charge a firm like ours', 78_000),
  placementFee('f9-p-payroll-42k', 'payroll specialist 42k placement fee', 42_000),
  placementFee('f9-p-gfc-125k', 'group FC at 125k, how much is the fee on that', 125_000),
  placementFee('f9-p-bookkeeper-28500', 'bookkeeper at 28,500 for our practice - cost of using you?', 28_500),
  ask('f9-p-exclusive-discount', 'We hire 5-6 finance people a year. Is there any discount on the standard rates if we give you exclusivity?', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], [acaFee('FAE exams'), cimaFee('Objective test')]),
  {
    id: 'f9-p-bands-for-hiring-mgr',
    question: 'As a hiring manager, can you lay out your fee bands so I can build them into the recruitment budget',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: feeBands.map((band) => `${band.percentage}%`),
    mustNotContain: [],
  },

  // --- Qualifications: ACA -----------------------------------------------------------------------
  ask('f9-q-aca-fae-for-acca', 'I am ACCA qualified and my colleague keeps mentioning the FAE from her ACA. What does it actually involve?', 'qualifications', [says(examGroup(acaStructure, 'FAE'), 'Core'), 'elective'], [ACCA_MARK, CIMA_MARK]),
  ask('f9-q-aca-fae-then-sitting', 'and when is that sat', 'qualifications', [acaSitting('FAE').main], [acaSitting('CAP1').main], 'f9-q-aca-fae-for-acca'),
  ask('f9-q-aca-cap2-employer', 'We sponsor trainees on the ACA. What is the CAP2 exam fee we should budget per trainee?', 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')]),
  ask('f9-q-aca-cap2-then-fae', 'and how does the FAE fee compare', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP2 exams')], 'f9-q-aca-cap2-employer'),
  ask('f9-q-aca-industry-trainee', 'Our company is in industry, not practice. Can we still take on ACA trainees?', 'qualifications', [says(acaPage.inIreland, 'industry'), says(acaPage.inIreland, 'training contract')], [ACCA_MARK, CIMA_MARK]),
  ask('f9-q-aca-vs-acca-partner', 'My partner is weighing ACA vs ACCA after her degree, what is the key difference between them', 'qualifications', [says(acaAccaComparisonPage.intro, 'training contract'), says(acaAccaComparisonPage.intro, 'flexibility')], [CIMA_MARK]),
  ask('f9-q-aca-student-costs', 'what does it cost to register as an ACA student, and is there an annual sub on top', 'qualifications', [acaFee('Student registration'), acaFee('Annual student subscription')], [accaFee('Registration'), cimaFee('Registration')]),

  // --- Qualifications: ACCA ----------------------------------------------------------------------
  ask('f9-q-acca-strategic-cost', 'I qualified ACA years ago; a junior on my team is doing ACCA Strategic Professional. What do those exams cost?', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Knowledge exams'), acaFee('FAE exams')]),
  ask('f9-q-acca-sp-then-as', 'vs the applied skills ones?', 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Strategic Professional exams')], 'f9-q-acca-strategic-cost'),
  ask('f9-q-acca-global-aus', 'Planning to move to Australia in a few years - how widely is ACCA recognised internationally?', 'qualifications', [says(accaPage.about, '180')], [ACA_MARK, CIMA_MARK]),
  ask('f9-q-acca-membership-req', 'For ACCA membership how many exams and how much practical experience are needed', 'qualifications', [String(accaFacts.examCount), `${accaFacts.experienceMonths} months`], [ACA_MARK, CIMA_MARK]),
  ask('f9-q-acca-pm-name', 'what is the ACCA PM paper called in full', 'qualifications', [accaPaper('PM')], [ACA_MARK, CIMA_MARK]),

  // --- Qualifications: CIMA ----------------------------------------------------------------------
  ask('f9-q-cima-for-acca', 'Already ACCA qualified working in FP&A, thinking of adding CIMA. How many exams does CIMA involve in total?', 'qualifications', [`${cimaFacts.objectiveTests} objective tests`, `${cimaFacts.caseStudies} case stud`], [ACCA_MARK]),
  ask('f9-q-cima-then-cost', 'and what is the fee per objective test', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')], 'f9-q-cima-for-acca'),
  ask('f9-q-cima-then-case-fee', 'how does that compare to a case study exam', 'qualifications', [cimaFee('Case study exam')], [accaFee('Applied Skills exams')], 'f9-q-cima-then-cost'),
  ask('f9-q-cima-remote-exams', 'I travel a lot for work - can CIMA exams be taken remotely rather than at a centre?', 'qualifications', [says(cimaPage.inIreland, 'remote invigilation')], [ACA_MARK, ACCA_MARK]),
  ask('f9-q-cima-mgmt-level-award', 'After the CIMA management level, what award do you hold?', 'qualifications', [says(cimaJourney, 'Advanced Diploma in Management Accounting')], [ACA_MARK, ACCA_MARK]),
  ask('f9-q-cima-p1', 'CIMA P1 - which subject is that', 'qualifications', [cimaPaper('P1')], [ACA_MARK, ACCA_MARK]),
  ask('f9-q-cima-case-next', 'Next CIMA case study registration deadline?', 'qualifications', nextCimaCaseStudyDeadline, [ACA_MARK, ACCA_MARK]),

  // --- Qualifications: CTA -----------------------------------------------------------------------
  ask('f9-q-cta-on-aca', 'I am ACA with 6 yrs PQE in tax advisory. Would adding the CTA be worthwhile, and what does membership require?', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK]),
  ask('f9-q-cta-then-intermediate', 'how long does the intermediate stage take', 'qualifications', [ctaStageMonths('Intermediate')], [ctaStageMonths('Foundation')], 'f9-q-cta-on-aca'),
  ask('f9-q-cta-then-advanced', 'and the advanced stage - what does that focus on', 'qualifications', [says(ctaPage.stages, 'tax planning')], [ACCA_MARK], 'f9-q-cta-then-intermediate'),
  ask('f9-q-cta-transfer-pricing', 'Does the CTA open doors to transfer pricing roles in MNCs?', 'qualifications', [says(ctaPage.careers, 'transfer pricing')], [ACA_MARK, ACCA_MARK]),
  ask('f9-q-cta-results-autumn', 'my colleague sat the autumn CTA papers, when are results released', 'qualifications', ctaAutumnResults, [ACA_MARK, ACCA_MARK]),
  ask('f9-q-cta-vat-which', 'Which stage of the CTA deals with VAT?', 'qualifications', [says(ctaPage.stages, 'Foundation')], [ACA_MARK, ACCA_MARK]),

  // --- Market figures ----------------------------------------------------------------------------
  ask('f9-m-relocating-regions', 'Relocating from Brisbane with my family, open to anywhere in Ireland. What share of finance jobs are based in Dublin?', 'market', [regionShare('Dublin')], [stat('remote-positions')]),
  ask('f9-m-regions-then-cork', 'how does cork compare', 'market', [regionShare('Cork')], [regionShare('Dublin')], 'f9-m-relocating-regions'),
  ask('f9-m-regions-then-galway', 'vs galway?', 'market', [regionShare('Galway')], [regionShare('Cork')], 'f9-m-regions-then-cork'),
  ask('f9-m-time-to-hire-cfo', 'As an FD planning a backfill, how long does a typical finance hire take end to end in the current market?', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f9-m-salary-growth', 'What is the average salary increase across the Irish finance market this year?', 'market', [stat('average-salary-increase')], [stat('job-market-growth')]),
  ask('f9-m-salary-then-jobs', 'and how much has the number of jobs grown', 'market', [stat('job-market-growth')], [stat('average-salary-increase')], 'f9-m-salary-growth'),
  ask('f9-m-remote-share', 'what proportion of finance roles in Ireland are offered remote or hybrid now', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  {
    id: 'f9-m-in-demand-skills',
    question: 'Coming back after 5 years out - which skills are Irish finance employers most after these days?',
    kind: 'fact',
    topic: 'market',
    mustContain: [says(marketTrendsSeed.sections, 'ERP')],
    mustNotContain: [],
  },

  // --- Contact, hours and address ----------------------------------------------------------------
  ask('f9-c-email-confidential', 'I am currently employed so need to be discreet - what email can I send my CV to confidentially?', 'contact', [agency.email], []),
  ask('f9-c-email-then-phone', 'and a number to call after work?', 'contact', [agency.phone.display], [], 'f9-c-email-confidential'),
  ask('f9-c-phone-then-hours', 'what hours is that line manned', 'contact', [agency.businessHours.display], [], 'f9-c-email-then-phone'),
  ask('f9-c-office-location', 'Flying in from London for a few days, where is your office exactly?', 'contact', [agency.address.streetAddress, agency.address.postalCode], []),
  ask('f9-c-lunchtime-early', 'Could I call before work, say around 8, or when do you open?', 'contact', [openingTime], []),
  ask('f9-c-saturday-call', 'Is anyone available on a Saturday for a call? Weekdays are hard with month-end', 'contact', [weekdays], []),
  ask('f9-c-licence-check', 'Our procurement team needs your employment agency licence number before we sign terms', 'contact', [agency.licence.number], []),

  // --- Interview tips ----------------------------------------------------------------------------
  ask('f9-t-fc-audit-brush', 'Interviewing for an audit manager role at a top 20 firm after 3 years in industry. What technical areas should I refresh?', 'interview-tips', [AUDIT_TIP], [TECH_TIP, FUNDS_TIP]),
  ask('f9-t-audit-then-saas', 'and if the role were at a SaaS company instead', 'interview-tips', [TECH_TIP], [AUDIT_TIP, PHARMA_TIP], 'f9-t-fc-audit-brush'),
  ask('f9-t-funds-fc', 'Final round for a fund accounting manager role - what regulatory angle should I prepare?', 'interview-tips', [FUNDS_TIP], [PHARMA_TIP, TECH_TIP]),
  ask('f9-t-pharma-costing-prep', 'Senior management accountant interview at a pharma manufacturing site, what do they usually probe?', 'interview-tips', [PHARMA_TIP], [AUDIT_TIP, TECH_TIP]),
  ask('f9-t-counter-offer-fd', 'My FD has countered with a 10% raise after I resigned. How should I think about accepting it?', 'interview-tips', [OFFER_TIP], [MIC_TIP]),
  ask('f9-t-panel-teams', 'Panel interview on Teams with the CFO next week - any tips on the setup?', 'interview-tips', [MIC_TIP], [OFFER_TIP, AUDIT_TIP]),
  ask('f9-t-research-plc', 'How should I research a private company before a financial controller interview - where are their accounts filed?', 'interview-tips', [tipPhrase('research-the-company', 'CRO')], [OFFER_TIP, MIC_TIP]),
  ask('f9-t-star-senior', 'For senior competency interviews, is there a structure you recommend for behavioural answers?', 'interview-tips', ['Situation', tipPhrase('use-the-enhanced-star-method', 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f9-t-career-gap', 'My partner is returning to work and has a gap on her CV - what questions should she ask the interviewer at the end?', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'first six months')], [OFFER_TIP, MIC_TIP]),
  ask('f9-t-dress-code-plc', 'Interviewing with a plc board, still suit and tie or has that relaxed?', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [OFFER_TIP]),
  ask('f9-t-dress-then-arrival', 'and how early should I arrive at reception', 'interview-tips', [presencePhrase('Punctuality', 'ten minutes')], [OFFER_TIP], 'f9-t-dress-code-plc'),
  ask('f9-t-leaving-toxic', 'Leaving because of a difficult CFO - how do I explain my reason for leaving without sounding bitter?', 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [MIC_TIP]),
  ask('f9-t-technical-ifrs16', 'They will test me on IFRS 16 lease accounting live in the interview, how should I approach technical questions?', 'interview-tips', [tipPhrase('think-aloud-on-technical-questions', 'reasoning')], [OFFER_TIP, MIC_TIP]),

  // --- The agency's services, jobs and team ------------------------------------------------------
  ask('f9-v-founders', 'Before I engage you for a CFO search, who are the directors behind the agency?', 'services', [niamh.name, conor.name], []),
  ask('f9-v-founders-then-conor', "what's conor's background", 'services', [says(conor.bio, 'talent acquisition')], [niamh.role], 'f9-v-founders'),
  ask('f9-v-senior-attention', 'For a senior search will a director actually handle our account or is it passed to a junior resourcer?', 'services', [says(partnerPage.benefits, 'directors')], []),
  ask('f9-v-spec-turnaround', 'If I send you a job spec for a financial controller today, how fast do you respond?', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()]),
  ask('f9-v-process-step2', 'Walk me through what you do once you have taken the brief from us', 'services', [processStep(2)], []),
  ask('f9-v-aftercare', 'Do you check in with the hire and with us after they start?', 'services', [says(employersPage.process, 'after the start date')], []),
  ask('f9-v-qualified-role', 'Any qualified accountant roles on your books right now? I have 6 yrs PQE', 'services', [qualifiedJob.title], []),
  ask('f9-v-qualified-then-hybrid', 'is that one hybrid', 'services', [says(qualifiedJob.description, 'two to three days')], [trainee.salary], 'f9-v-qualified-role'),
  ask('f9-v-qualified-then-reqs', 'what experience do they want for it', 'services', [says(qualifiedJob.requirements, 'FRS 102')], [trainee.salary], 'f9-v-qualified-then-hybrid'),
  ask('f9-v-gdpr-retention', 'From a GDPR point of view, how long would you retain my personal data if I register?', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f9-v-cv-formats', 'Can I upload my CV as a Word document or does it need to be a PDF?', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], []),
  ask('f9-v-outside-finance', 'Do you also place HR or operations managers, or just finance?', 'services', [OFF_TOPIC_SCOPE], []),
  ask('f9-v-national-reach', 'I am based in Donegal - do you cover roles and meet candidates outside Dublin?', 'services', [says(about.whoWeAre, 'anywhere in Ireland')], []),

  // --- Off-topic: the right reply names Aine's scope and quotes no euro figure --------------------
  ...(
    [
      ['f9-o-school-places', 'Relocating with kids from Leeds - how do school places work in south Dublin?'],
      ['f9-o-rent-dublin', 'What is average rent for a 2 bed in Dublin 4?'],
      ['f9-o-car-import', 'Can I bring my UK car over to Ireland without paying VRT?'],
      ['f9-o-medical-card', 'how do I get a medical card when I move back'],
      ['f9-o-flight-perth', 'cheapest way to fly from Perth to Dublin'],
      ['f9-o-golf-club', 'any good golf clubs near Malahide'],
      ['f9-o-excel-macro', 'write me an Excel VBA macro to loop through sheets'],
      ['f9-o-weather', 'will it rain in Cork tomorrow'],
      ['f9-o-wine', 'good wine to bring to a dinner with my new boss'],
      ['f9-o-poem', 'write a short poem about month end'],
      ['f9-o-childcare', 'how does the national childcare scheme work'],
      // Near-misses: personal tax, pensions, investing, property, company law.
      ['f9-o-remittance-basis', 'As a returning Irish emigrant, am I taxed on my Australian super?'],
      ['f9-o-split-year', 'how does split year residence relief work for income tax'],
      ['f9-o-prsa-avc', 'should I top up my PRSA AVC before year end'],
      ['f9-o-uk-pension-transfer', 'can I transfer my UK workplace pension into an Irish scheme'],
      ['f9-o-etf-deemed', 'how does deemed disposal on ETFs work'],
      ['f9-o-mortgage-returner', 'can I get a mortgage in Ireland with foreign income'],
      ['f9-o-company-formation', 'as an interim FC should I contract through my own Ltd or go PAYE'],
      ['f9-o-umbrella', 'which umbrella company should a contractor use in Ireland'],
      ['f9-o-rct-subcontractor', 'how does RCT work for a building subcontractor'],
      ['f9-o-prepare-accounts', 'can you prepare the year end accounts for my contracting company'],
      ['f9-o-stock-tip', 'is Ryanair stock a buy right now'],
      // Near-misses: employment law, immigration.
      ['f9-o-critical-skills', 'how long does a critical skills employment permit take for my wife'],
      ['f9-o-notice-period', 'can my employer enforce a 3 month notice period legally'],
      ['f9-o-non-compete', 'is my non-compete clause enforceable in Ireland'],
      ['f9-o-redundancy-calc', 'my role is being made redundant, what statutory payment am I owed'],
      ['f9-o-parental-leave', 'how many weeks of parental leave does my husband get'],
      // Near-misses: pay or jobs outside accounting and finance.
      ['f9-o-software-eng-pay', 'senior software engineer salary in Dublin'],
      ['f9-o-solicitor-pay', 'what do solicitors with 8 years PQE earn'],
      ['f9-o-teacher-jobs', 'any secondary teaching jobs in Galway'],
      ['f9-o-hr-director', 'HR director salary for a plc'],
      ['f9-o-pharmacist', 'recruitment agency for pharmacists in Cork'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person --------------------------------------------------
  ...(
    [
      ['f9-h-senior-consultant', 'I would rather discuss this with a senior consultant, can you arrange that'],
      ['f9-h-confidential-call', 'Can someone call me for a confidential conversation'],
      ['f9-h-real-recruiter', 'put me through to an actual recruiter please'],
      ['f9-h-director-contact', 'I would like one of your directors to contact me'],
      ['f9-h-not-chatbot', 'no offence but I want to deal with a person, not a chatbot'],
      ['f9-h-conor-email', 'can conor drop me an email'],
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
      ['f9-h-cfo-search-brief', 'I want to brief someone on a CFO search, who can I speak to'],
      ['f9-h-relocation-chat', 'relocating from London as an FC, can a consultant ring me about roles and pay'],
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
