// The FORTY-FIRST set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 30 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// thirty-ninth and fortieth sets and their tests (for the rules, format and builders, and to avoid
// repeating their wordings); never the engine (lambdas/), never any other set, and never ran Aine on
// these questions nor looked at what it answers.
//
// Persona and angle: A TWENTY-FOURTH CROSS-SECTION: TYPED FAST, IRISH. Visitors typing quickly the
// way real Irish visitors do: slips in ordinary words (a letter missing, doubled or swapped:
// "salry", "accountnat", "mangement", "intreview", "experiance", "controler", "practise"), never in
// a figure; abbreviations (FC, FD, CFO, GFC, FA, MA, AP, AR, PQ, PQE, NQ, ACA, ACCA, CIMA, CPA, CTA,
// FAE, Big 4, mgmt, acct, asst, yrs, "k" and "grand" for thousands); Irish usage ("what would I get
// as an FC in Cork", "what's the craic with", "would ye", "yer", "I'm after qualifying", "giving out
// about", "a few bob", "the lads in the office", "the going rate", "down in Limerick", "up in
// Dublin", "the young lad", "the missus", "rightso"); mostly lower case, little or odd punctuation.
// Every topic in proportion to real traffic: salaries most (every table and level, in Dublin, Cork,
// Galway, Limerick and Waterford), then placement fees at many salaries, qualifications (structure,
// exam dates, exam fees, duration, experience, exemptions), market figures, contact details and
// hours, interview tips, the agency's services for candidates and employers, CV upload rules and
// privacy, the featured jobs. About 50% candidates, 35% employers and 15% others (parents, partners,
// relatives, students). 41 follow-ups in short chains (one drifting off-topic); 22 more off-topic
// questions, 11 of them near-misses that sound financial or recruitment-like (PRSI classes, Help to
// Buy, a nurse's and a teacher's pay, accountants' pay in Toronto, local property tax, crypto,
// pension AVCs, registering as a sole trader, a business loan, an HR manager's pay), the rest
// plainer; five requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the thirty-ninth and fortieth sets):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
//   Audit and C-suite levels are picked by firm or company size (small, mid-tier, large / Big 4;
//   for C-suite headcounts, under 50 small, 50 to 499 mid-size, 500 or more enterprise). Where pay
//   "tops out" in a career is its most experienced level. A role asked with no years, size or level
//   ("FA salaries for every level") is right with all its levels' bands.
// - Comparison rule: a question comparing two roles at one level ("cfo or fd for a 200 staff
//   company") is right with both roles' bands for that level, wrong with either role's other levels;
//   "would I be better off" moving from one role or firm to another is right with both bands asked
//   about.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee; or,
//   asked of a base salary with commission on top, the fee on the whole package).
//   No salary sits on a band edge (€35,000 or €45,000). "The total cost incl yer fee" is right with
//   the fee on that salary (the content states fees, not totals).
// - A salary stated in the question ("on 36k is that ok") is answered with the band for the level
//   asked; no stated salary sits on an edge of the band asked about.
// - A follow-up that changes one thing (level, size, role, amount, qualification) keeps the rest of
//   the earlier question; "is that before the taxman gets his cut" after a salary is answered with
//   the guide's footnote.
// - Two questions in one message: the reply is right only with both answers.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, PRSI and tax credits, housing schemes and property
//   tax, pensions and investing, registering a business or borrowing for one, pay or jobs outside
//   accounting and finance, pay in other countries). An off-topic reply must name "accounting and
//   finance" and quote no euro figure; so must an off-topic follow-up at the end of a chain.
// - Hand-over rule: when the visitor asks for a person, however it is typed ("put me on to one of
//   the lads in the office"), the reply names who receives the question (the chat-handover
//   content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.
//
// In this set, as in the thirty-ninth and fortieth, a reply that should quote no euro figure
// (contact details, the CV rules, privacy, the candidates' side of the fees) is wrong with one; a
// question about someone else is judged as if that person asked it. A "credit controller" or "AP
// clerk" is the guide's Accounts Payable/Receivable row; a "trainee" in a practice is the audit
// table's Junior row; a "payroll admin" or "payroll officer" is the Payroll Specialist row. Where two figures the content states coincide
// (the job market growth and Cork's share; the average salary increase and Galway's share; the
// specialisations' premiums; a band two rows share, such as the Bookkeeper's and the Payroll
// Specialist's, a support row's middle band and another's entry band, a Big 4 senior's and a small
// firm's manager's, an FC's middle band and a small group's GFC's, a mid-tier audit senior's and a
// newly qualified accountant's), neither is used as the other's wrong figure.

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
import { acaFacts, acaPage, accaFacts, cimaFacts, cimaKeyDatesFact, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { salaryGuidePage, type SalaryLevelIndex, type SalaryTableId } from '#content/salary-guide';
import { teamMembers } from '#content/team';
import { type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaper,
  ask,
  cimaPaper,
  compare,
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
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, otherLevels, pay, QA, regionShare, stat, SUPPORT, wrongBandFees } from './held-out-figures.ts';

const now = new Date();
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const ctaNextExams: string[] = ctaDatesPassed
  ? [websiteHost(ctaFacts.website)]
  : ctaFacts.keyDates2025.map((sitting) => sitting.exams);
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const cimaTestWindows: string[] = cimaDatesPassed
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.objectiveTests.map((testWindow) => testWindow.display);

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const accaExperience = `${accaFacts.experienceMonths} months`;
const cimaExperience = `${cimaFacts.experienceYears} years`;
const accaExams = `${accaFacts.examCount} exams`;
const cimaTests = `${cimaFacts.objectiveTests} objective tests`;
// '3 case studies' or '3 case study exams', as the CIMA page words it.
const cimaCaseStudies = `${cimaFacts.caseStudies} case stud`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;
const cvSize = `${MAX_CV_MEGABYTES}MB`;
const retention = `${DATA_RETENTION_YEARS} years`;
const whatsapp = websiteHost(agency.whatsappUrl);
const gross = says(salaryGuidePage, 'gross');
const freeToCandidates = says(termsOfService, 'free to candidates');
const exemptions = says(acaPage, 'exemptions');
const anywhereInIreland = says(agency, 'anywhere in Ireland');
const cap2Exams = examGroup(acaPage.structure.levels, 'CAP2');
const [membership] = agency.trustSignals.memberships;
const [niamh, conor] = teamMembers;
if (!membership || !niamh || !conor) {
  throw new RangeError('The memberships or the team changed: update the forty-first set');
}
if (!cap2Exams.includes('Taxation 2') || !cap2Exams.includes('Auditing & Assurance')) {
  throw new RangeError('The CAP2 papers changed: update the forty-first set');
}

type Level = readonly [SalaryTableId, string, SalaryLevelIndex];

/** The hand-over rule: the reply names who receives the question and asks for the visitor's name. */
function handOver(id: string, question: string): HeldOutQuestion {
  return { id, question, kind: 'hand-over', topic: 'hand-over', mustContain: [handoverRecipients, 'name'], mustNotContain: ['€'] };
}

/** The fee on a base salary with commission on top: right with the base's fee, wrong with the whole package's. */
function feeOnBase(id: string, question: string, base: number, extra: number, followUpOf?: string): HeldOutQuestion {
  return placementFee(id, question, base, [feeAmount(base + extra)], followUpOf);
}

/** "Is that before the taxman gets his cut": the guide's footnote, without another level's band. */
function beforeTax(id: string, question: string, tableId: SalaryTableId, position: string, level: SalaryLevelIndex, followUpOf: string): HeldOutQuestion {
  return ask(id, question, 'salary', [gross], otherLevels(tableId, position, level), followUpOf);
}

/**
 * "Would I be better off" moving between two roles or firms (the comparison rule across levels): right with both bands
 * asked about, wrong with either row's other levels.
 */
function betterOff(id: string, question: string, first: Level, second: Level, followUpOf?: string): HeldOutQuestion {
  const right = [pay(first[0], first[1], first[2]), pay(second[0], second[1], second[2])];
  const wrong = [...otherLevels(first[0], first[1], first[2]), ...otherLevels(second[0], second[1], second[2])];
  return ask(id, question, 'salary', right, notRight(right, wrong), followUpOf);
}

export const fortyFirstVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Candidates: qualified accountants, typed fast ------------------------------------------------------------------
  salary('f41-s-fc-cork-after-qualifying', 'what would i get as an FC in cork, im only after qualifyin last year', QA, 'Financial Controller', 0, [pay(QA, 'Financial Accountant', 0)]),
  salary('f41-s-fc-cork-then-four', 'and in 4 yrs time', QA, 'Financial Controller', 1, [pay(QA, 'Financial Accountant', 1)], 'f41-s-fc-cork-after-qualifying'),
  beforeTax('f41-s-four-then-taxman', 'is that before the taxman gets his cut or after', QA, 'Financial Controller', 1, 'f41-s-fc-cork-then-four'),
  offTopic('f41-fo-taxman-then-rent-credit', 'rightso. and how do i go about claimin the rent tax credit', 'f41-s-four-then-taxman'),

  salary('f41-s-fa-dublin-six-pqe', 'financial accountnat up in dublin 6 yrs pqe whats the going rate', QA, 'Financial Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f41-s-ma-waterford-four', 'mangement accountant down in waterford, 4 yrs qualified.. what am i worth', QA, 'Management Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  betterOff('f41-s-waterford-then-fc', 'wud an FC job pay more at my level', [QA, 'Management Accountant', 1], [QA, 'Financial Controller', 1], 'f41-s-ma-waterford-four'),

  salary('f41-s-analyst-galway-after-aca', 'im after qualifying ACA and going for fp&a analyst roles in galway, what do they start ya at', QA, 'Financial Analyst', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f41-s-analyst-then-seven-eight', 'and when ive 7 or 8 yrs done?', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Controller', 2)], 'f41-s-analyst-galway-after-aca'),

  salary('f41-s-ia-limerick-two', 'internal audtior in limerick 2 yrs pqe, salry?', QA, 'Internal Auditor', 0, [pay(QA, 'Financial Controller', 0)]),
  salaryRow('f41-s-fa-every-level', 'FA salaries for every level pls, nq right up to senior', [QA, 'Financial Accountant'], [QA, 'Financial Controller']),
  compare('f41-s-fc-vs-ma-nq', 'just qualified - whats the diff between FC money and MA money', [QA, 'Financial Controller'], [QA, 'Management Accountant'], 0),
  salary('f41-s-fc-limerick-ten-105k', 'fc down in limerick, 10 yrs pqe, on 105k.. am i bein done', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('f41-s-cpa-fa-cork-four', 'CPA qualfied, 4 yrs, FA role in cork - whats the rate these days', QA, 'Financial Accountant', 1, [pay(QA, 'Financial Controller', 1)]),

  // --- Candidates: practice -----------------------------------------------------------------------------------------
  salary('f41-s-senior-big4-dublin', "audit senoir in a big 4 up in dublin, what's the going rate", AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2), pay(AUDIT, 'Junior', 2)]),
  salary('f41-s-senior-then-managers', 'and the managers above me?', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2), pay(AUDIT, 'Director', 2)], 'f41-s-senior-big4-dublin'),
  salary('f41-s-trainee-small-galway', 'trainee in a small practise in galway, what shud i be on', AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)]),
  salary('f41-s-galway-then-partners', 'and the partners in a small place like that, what do they earn roughly', AUDIT, 'Partner', 0, [pay(AUDIT, 'Director', 0)], 'f41-s-trainee-small-galway'),
  salary('f41-s-manager-mid-cork', 'audit manger mid tier firm cork whats normal pay', AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1), pay(AUDIT, 'Director', 1)]),
  salary('f41-s-director-big-four', 'audit director in one of the big four, ballpark salry?', AUDIT, 'Director', 2, [pay(AUDIT, 'Manager', 2), pay(AUDIT, 'Partner', 2)]),
  betterOff('f41-s-trainee-mid-or-big4', 'got trainee offers from a mid tier and a big 4, which pays more', [AUDIT, 'Junior', 1], [AUDIT, 'Junior', 2]),
  salary('f41-s-senior-small-waterford-48k', 'audit senior small firm waterford, 48k, is that fair or what', AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0), pay(AUDIT, 'Junior', 0)]),

  // --- Candidates: part-qualified and support ----------------------------------------------------------------------
  salary('f41-s-pq-acca-cork-two', 'part qualifed ACCA, 2 yrs experiance in cork, what shud i be lookin for', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Bookkeeper', 1)]),
  salary('f41-s-pq-then-fully-qualified', 'and once im fully qualified in an FA job?', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)], 'f41-s-pq-acca-cork-two'),
  salary('f41-s-bookkeeper-limerick-six-months', 'bookeeper 6 months in, limerick, whats the rate', SUPPORT, 'Bookkeeper', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salary('f41-s-aa-galway-36k', 'accounts assitant galway 2yrs, on 36k is that ok', SUPPORT, 'Accounts Assistant', 1, [pay(SUPPORT, 'Bookkeeper', 1)]),
  salary('f41-s-ap-dublin-four', 'AP clerk 4 yrs up in dublin, what am i worth', SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)]),
  betterOff('f41-s-ap-then-pq', 'wud doing a few exams to be part qualified get me more', [SUPPORT, 'Accounts Payable/Receivable', 2], [SUPPORT, 'Part-Qualified', 2], 'f41-s-ap-dublin-four'),
  salary('f41-s-payroll-waterford-entry', 'payroll admin job in waterford, no experiance, starting salary?', SUPPORT, 'Payroll Specialist', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salaryRow('f41-s-aa-start-to-top', 'accounts asst pay scale start to top', [SUPPORT, 'Accounts Assistant'], [SUPPORT, 'Bookkeeper']),
  salary('f41-s-credit-control-cork-34k', 'credit controler 2 yrs cork, 34k - fair?', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  compare('f41-s-pq-vs-bookkeeper-entry', 'pq vs bookkeeper startin out, whos paid more', [SUPPORT, 'Part-Qualified'], [SUPPORT, 'Bookkeeper'], 0),

  // --- Candidates: finance leadership ---------------------------------------------------------------------------------
  salary('f41-s-cfo-plc-2000', 'CFO of a plc with 2,000 staff, what kind of money are we talkin', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f41-s-fd-cork-120', 'FD for a 120 person company in cork, wat salary', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  salary('f41-s-fd-then-gfc', 'and a GFC in the same company', CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'Finance Director', 1)], 'f41-s-fd-cork-120'),
  salary('f41-s-gfc-small-group-45', 'GFC for a small group, about 45 ppl total, what would they be paid', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f41-s-cfo-galway-startup-15', 'cfo at a galway startup, 15 staff, whats realistic', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),

  // --- Candidates: premiums and benefits ----------------------------------------------------------------------------
  ask('f41-i-full-remote-small-bit', 'if i went full remote wud they pay me a small bit extra', 'salary-insights', [remotePremium], [esgPremium, hybridDays]),
  ask('f41-i-remote-then-pension', 'and whats a normal pension contribution from the employer these days', 'salary-insights', [pensionMatch], [esgPremium, remotePremium], 'f41-i-full-remote-small-bit'),
  ask('f41-i-csrd-paid-more', 'doin CSRD reporting this yr, does esg stuff get ye paid more', 'salary-insights', [esgPremium], [remotePremium, pensionMatch]),
  ask('f41-i-exam-costs-a-year', 'does the company usualy cover exam costs, how much a year wud they put in', 'salary-insights', [developmentBudget], [pensionMatch]),
  ask('f41-i-fund-acct-premium', 'fund accountant here, does financial services pay more than industry', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium]),
  ask('f41-i-lads-giving-out', 'the lads in the office are giving out about no pay rise.. what are other firms doin for cost of living', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),

  // --- Candidates: qualifications -------------------------------------------------------------------------------------
  ask('f41-q-aca-how-many-levels', 'aca exam structure? how many levels is it', 'qualifications', [...acaFacts.levels], [ACCA_MARK, CIMA_MARK]),
  ask('f41-q-levels-then-cap2', 'whats in cap2 exactly', 'qualifications', ['Taxation 2', 'Auditing & Assurance'], ['Taxation 1', ACCA_MARK], 'f41-q-aca-how-many-levels'),
  ask('f41-q-cap2-then-fae-dates', 'and the FAE, when do ye sit that n whens the repeat', 'qualifications', [acaSitting('FAE').main, acaSitting('FAE').repeat], [acaSitting('CAP1').main, ACCA_MARK], 'f41-q-levels-then-cap2'),
  ask('f41-q-cap1-roughly', 'how much r the cap1 exams roughly', 'qualifications', [acaFee('CAP1 exams')], [acaFee('CAP2 exams'), acaFee('FAE exams')]),
  ask('f41-q-aca-experience', 'how many yrs experiance do u need for the aca', 'qualifications', [acaExperience], [accaExperience, CIMA_MARK]),
  ask('f41-q-bcomm-cap1', 'does a bcomm get me out of any cap1 papers', 'qualifications', [exemptions], [CIMA_MARK]),
  ask('f41-q-acca-papers-options', 'acca how many papers in total and which ones r the options', 'qualifications', [accaExams, accaPaper('AFM'), accaPaper('ATX')], [cimaTests, ACA_MARK]),
  ask('f41-q-options-then-experience', 'n how much work experiance on top of the exams', 'qualifications', [accaExperience], [acaExperience, CIMA_MARK], 'f41-q-acca-papers-options'),
  ask('f41-q-acca-what-months', 'what months can ye sit acca exams in', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f41-q-months-then-applied-skills', 'and the applied skills ones cost what each', 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Applied Knowledge exams'), accaFee('Strategic Professional exams')], 'f41-q-acca-what-months'),
  ask('f41-q-acca-ethics-module', 'theres an ethics module in acca as well, how much is it', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Strategic Professional exams'), cimaFee('Case study exam')]),
  ask('f41-q-acca-aaa', 'whats AAA stand for in acca', 'qualifications', [accaPaper('AAA')], [cimaPaper('P3'), ACA_MARK]),
  ask('f41-q-cima-tests-and-cases', 'cima - how many objective tests and case studys altogether', 'qualifications', [cimaTests, cimaCaseStudies], [accaExams, ACA_MARK]),
  ask('f41-q-cima-then-per-test', 'whats the fee per objective test', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam')], 'f41-q-cima-tests-and-cases'),
  ask('f41-q-per-test-then-windows', 'and when can i book them', 'qualifications', cimaTestWindows, [ACA_MARK, ACCA_MARK], 'f41-q-cima-then-per-test'),
  ask('f41-q-windows-then-registration', 'what about registraton, and is there a yearly fee on top', 'qualifications', [cimaFee('Registration'), cimaFee('Annual subscription')], [accaFee('Registration'), acaFee('Student registration')], 'f41-q-per-test-then-windows'),
  ask('f41-q-cima-p2', 'cima P2, whats that paper', 'qualifications', [cimaPaper('P2')], [accaPaper('APM'), ACA_MARK]),
  ask('f41-q-cima-membership-years', 'how many yrs work do u need for cima membership', 'qualifications', [cimaExperience], [accaExperience, ACA_MARK]),
  ask('f41-q-cta-next-sit', 'when can i sit the cta next', 'qualifications', ctaNextExams, [ACA_MARK, ACCA_MARK]),

  // --- Candidates: the market ---------------------------------------------------------------------------------------
  ask('f41-m-jobs-market-lookin', 'hows the jobs market lookin for accountants this yr', 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')]),
  ask('f41-m-market-then-salaries', 'and r salaries going up much', 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')], 'f41-m-jobs-market-lookin'),
  ask('f41-m-share-up-in-dublin', 'what share of finance jobs r up in dublin', 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')]),
  ask('f41-m-dublin-then-remote', 'n how many finance jobs offer remote or hybrid now, roughly', 'market', [stat('remote-positions')], [stat('job-market-growth'), stat('average-salary-increase')], 'f41-m-share-up-in-dublin'),
  ask('f41-m-galway-much-work', 'much finance work goin in galway compared to elsewhere', 'market', [regionShare('Galway')], [regionShare('Dublin'), regionShare('Cork')]),
  ask('f41-m-galway-then-cork', 'and cork', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')], 'f41-m-galway-much-work'),

  // --- Candidates: interviews -----------------------------------------------------------------------------------------
  ask('f41-t-competency-structure', 'they said its a competency intreview, how do i structure my answers', 'interview-tips', [says(interviewPreparationPage, 'Situation'), says(interviewPreparationPage, 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f41-t-teams-tmrw-setup', 'intreview on teams tmrw any tips on the setup', 'interview-tips', [MIC_TIP], [OFFER_TIP, AUDIT_TIP]),
  ask('f41-t-teams-then-log-on', 'what time shud i log on at', 'interview-tips', [presencePhrase('Punctuality', 'five minutes early')], [OFFER_TIP, AUDIT_TIP], 'f41-t-teams-tmrw-setup'),
  ask('f41-t-big4-grill', "big 4 intreview for audit senior, what'll they grill me on", 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f41-t-grill-then-wear', 'and what shud i wear to it, full suit?', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [OFFER_TIP, MIC_TIP], 'f41-t-big4-grill'),
  ask('f41-t-asset-manager-friday', 'intreview with an asset manager friday, what technical stuff comes up', 'interview-tips', [FUNDS_TIP], [PHARMA_TIP, TECH_TIP]),
  ask('f41-t-saas-brush-up', 'saas company intreview, anything i shud brush up on', 'interview-tips', [TECH_TIP], [FUNDS_TIP, PHARMA_TIP]),
  ask('f41-t-med-devices-galway', 'intreview at a medical devices plant in galway what do they ask finance ppl', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f41-t-boss-matched', 'handed in my notice n the boss matched the offer, do i stay or go', 'interview-tips', [OFFER_TIP], [MIC_TIP, AUDIT_TIP]),
  ask('f41-t-weakness-catches-me', 'the weakness question always catches me out, what do i say', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'development area')], [OFFER_TIP, MIC_TIP]),
  ask('f41-t-email-thanks', 'shud i email them after the intreview to say thanks', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [OFFER_TIP, MIC_TIP]),
  ask('f41-t-final-round-gutted', 'didnt get the job after the final round, gutted.. can i find out why', 'interview-tips', [tipPhrase('ask-for-feedback', 'candid feedback')], [OFFER_TIP, MIC_TIP]),
  ask('f41-t-questions-at-end', 'what questions shud i ask them at the end', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'team structure')], [OFFER_TIP, MIC_TIP]),
  ask('f41-t-number-or-what', "they'll ask my salary expectations, do i give a number or what", 'interview-tips', [tipPhrase('know-your-market-value', 'researched range')], [MIC_TIP, AUDIT_TIP]),
  ask('f41-t-last-job-toxic', 'my last job was toxic, do i tell them that', 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [MIC_TIP, OFFER_TIP]),
  ask('f41-t-fae-still-to-pass', 'still have the FAE to pass, how do i handle that in an intreview', 'interview-tips', [tipPhrase('discuss-your-qualification-plan', 'credible plan')], [OFFER_TIP, MIC_TIP]),

  // --- Candidates: CV, privacy, jobs and the service -------------------------------------------------------------------
  ask('f41-v-cv-file-types', 'what file types do ye take for cvs, i only have it as a .doc', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], ['€']),
  ask('f41-v-types-then-without-asking', 'and will ye send it out to companys without askin me first', 'services', [says(candidatesPage, 'without your permission')], ['€'], 'f41-v-cv-file-types'),
  ask('f41-v-cv-14mb', 'my cv is 14mb with pics in it, will it go thru', 'services', [cvSize], ['€']),
  ask('f41-v-14mb-then-hang-on', 'how long do ye hang on to it after', 'services', [retention], ['€'], 'f41-v-cv-14mb'),
  ask('f41-v-hang-on-then-bin', 'can i get ye to bin it if i get sorted somewhere', 'services', [says(privacyPolicy, 'delete')], ['€'], 'f41-v-14mb-then-hang-on'),
  ask('f41-v-who-sees-typing', 'who gets to see what i type in here', 'services', [says(privacyPolicy, 'United States')], ['€']),
  ask('f41-v-anything-for-nq', 'any jobs goin at the min for a newly qualified', 'services', [qualifiedJob.title], []),
  ask('f41-v-nq-then-pay-days', 'how much is it payin n how many days at home', 'services', [qualifiedJob.salary, says(qualifiedJob, 'two to three days')], [trainee.salary], 'f41-v-anything-for-nq'),
  ask('f41-v-temp-or-perm', 'do ye do temp or contract work or just perm', 'services', [says(termsOfService, 'permanent and contract')], ['€']),
  ask('f41-v-skint-pay-ye', 'do i have to pay ye anything, im between jobs and skint', 'services', [freeToCandidates], ['€']),
  ask('f41-v-waterford-in-person', 'im down in waterford, can i meet one of ye in person or is it all zoom', 'services', [anywhereInIreland], ['€']),

  // --- Candidates: contact and hours -----------------------------------------------------------------------------------
  ask('f41-c-number-rather-ring', 'whats yer number, id rather ring', 'contact', [agency.phone.display], ['€']),
  ask('f41-c-number-then-sunday', 'are ye open on a sunday at all', 'contact', [weekdays], ['€'], 'f41-c-number-rather-ring'),
  ask('f41-c-email-for-ye', 'email address for ye pls', 'contact', [agency.email], ['€']),
  ask('f41-c-email-then-hours', 'and whats yer hours', 'contact', [openingTime, closingTime], ['€'], 'f41-c-email-for-ye'),
  ask('f41-c-office-where', "where's yer office, is it in dublin", 'contact', [agency.address.streetAddress], ['€']),
  ask('f41-c-whatsapp-hate-calls', 'do ye have whatsapp, i hate phone calls', 'contact', [whatsapp], ['€']),
  ask('f41-c-half-eight', 'can i ring ye at half 8 in the morning before work', 'contact', [openingTime], ['€']),

  // --- Employers: what to pay, then what it costs --------------------------------------------------------------------
  salary('f41-s-hire-fc-waterford-eight', 'we need an FC down in waterford, someone with 8 yrs pqe, whats the going rate', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  placementFee('f41-p-waterford-then-112k', 'and yer fee if we land them at 112k', 112_000, [], 'f41-s-hire-fc-waterford-eight'),
  ask('f41-p-112k-then-car', 'is that on basic or the full package incl the car', 'placement-fees', [says(feesPage, 'base salary')], wrongBandFees(112_000), 'f41-p-waterford-then-112k'),

  salary('f41-s-hire-aa-dublin-none', 'hiring an accounts assistant in dublin, no experiance needed, what salary', SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  placementFee('f41-p-aa-then-31500', 'whats yer fee on 31,500', 31_500, [], 'f41-s-hire-aa-dublin-none'),

  salary('f41-s-hire-cfo-600', 'need a CFO, 600 staff, what range shud we be offerin', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  placementFee('f41-p-cfo-then-240k', 'what wud yer fee be at 240k', 240_000, [], 'f41-s-hire-cfo-600'),
  ask('f41-p-240k-then-up-front', 'do we pay anything up front before ye find someone', 'placement-fees', [says(termsOfService, 'successful candidate')], wrongBandFees(240_000), 'f41-p-cfo-then-240k'),

  salary('f41-s-hire-senior-galway-mid', 'mid tier practice in galway, need an audit senior, salary?', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1), pay(AUDIT, 'Junior', 1)]),
  placementFee('f41-p-senior-then-57k', "ye'd charge what on 57k", 57_000, [], 'f41-s-hire-senior-galway-mid'),

  salary('f41-s-hire-payroll-limerick', 'payroll officer, limerick, 2 yrs exp - what do we offer', SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  placementFee('f41-p-payroll-then-41500', 'fee at 41,500?', 41_500, [], 'f41-s-hire-payroll-limerick'),
  placementFee('f41-p-41500-then-46k', 'and if we went to 46k', 46_000, [feeAmount(41_500)], 'f41-p-payroll-then-41500'),

  salary('f41-s-hire-fd-cork-350', "budget for an FD? we're about 350 staff in cork", CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  salary('f41-s-hire-gfc-1500', 'GFC for a group of 1,500 employees, salary?', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)]),

  salary('f41-s-hire-trainee-limerick-small', 'small practice in limerick takin on a trainee, what do we pay them', AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)]),
  placementFee('f41-p-trainee-then-29k', 'whats yer cut at 29k', 29_000, [], 'f41-s-hire-trainee-limerick-small'),

  salary('f41-s-hire-manager-cork-small', "we're a small practice in cork lookin for an audit manger, going rate?", AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0), pay(AUDIT, 'Director', 0)]),
  salary('f41-s-hire-bookkeeper-waterford-four', 'bookkeeper 4 yrs exp for our office in waterford, salary', SUPPORT, 'Bookkeeper', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  compare('f41-s-hire-cfo-or-fd-200', 'cfo or fd for a 200 staff company, whats the diff in salary', [CSUITE, 'CFO'], [CSUITE, 'Finance Director'], 1),
  compare('f41-s-hire-ia-vs-analyst-four', 'internal auditor v financial analyst, 4 yrs pqe, which costs us more', [QA, 'Internal Auditor'], [QA, 'Financial Analyst'], 1),

  // --- Employers: fees at many salaries -----------------------------------------------------------------------------
  placementFee('f41-p-craic-55k', 'whats the craic with fees for a 55k hire', 55_000),
  placementFee('f41-p-55k-then-36k', 'and wud the fee on 36k be 8 or 10 percent', 36_000, [feeAmount(55_000)], 'f41-p-craic-55k'),
  placementFee('f41-p-43500-grand', 'what wud ye charge on 43.5 grand', 43_500),
  placementFee('f41-p-80-grand-fc', 'fees on an 80 grand FC', 80_000),
  placementFee('f41-p-150k-fd', '150k FD whats yer fee', 150_000),
  placementFee('f41-p-44500-band', '44,500 - what band is that for yer fee', 44_500),
  feeOnBase('f41-p-47k-plus-commission', '47k basic plus about 6k commision, whats yer fee', 47_000, 6_000),
  ask('f41-p-how-fees-work', 'how do yer fees work for employers', 'placement-fees', allBandPercentages, [accaFee('Strategic Professional exams'), cimaFee('Case study exam')]),
  placementFee('f41-p-fees-then-53-grand', 'so a 53 grand hire wud be what', 53_000, [], 'f41-p-how-fees-work'),
  placementFee('f41-p-53-then-34k', 'and 34k?', 34_000, [feeAmount(53_000)], 'f41-p-fees-then-53-grand'),
  placementFee('f41-p-65k-total-cost', '65k salary, whats the total cost incl yer fee', 65_000),
  placementFee('f41-p-hundred-grand-fc', "a hundred grand FC, what's yer fee on that", 100_000),
  ask('f41-p-knock-few-bob-off', 'if we gave ye all our hires wud ye knock a few bob off the fee', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], [cimaFee('Case study exam')]),
  ask('f41-p-walks-out-refund', 'what if the new hire walks out after 3 weeks, any refund', 'placement-fees', [says(termsOfService, 'rebate')], [cimaFee('Case study exam')]),
  ask('f41-p-cheaper-than-big', 'are ye cheaper than the big agencys or what', 'placement-fees', [says(feesPage, 'lower than traditional agencies')], [cimaFee('Case study exam')]),

  // --- Employers: the service, the market and benefits --------------------------------------------------------------
  ask('f41-v-never-used-recruiter', 'never used a recruiter before, how does it work with ye', 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], []),
  ask('f41-v-vacancy-today', 'if i send ye a vacancy today how quick will ye come back to me', 'services', [hours], [formatTimeToHire()]),
  ask('f41-v-meet-before-us', 'do ye actually meet the candidates before we see them', 'services', [says(employersPage, 'interviewed')], []),
  ask('f41-v-warehouse-manager', 'cud ye find us a warehouse manager too while yer at it', 'services', [says(employersPage, 'only accounting and finance')], []),
  ask('f41-v-directors-behind', 'who r the directors behind the agency', 'services', [niamh.name, conor.name], []),
  ask('f41-v-nrf-member', 'are ye members of the NRF or anything like that', 'services', [membership.name], ['€']),
  ask('f41-m-fill-fc-weeks', 'how long does it take on avg to fill an FC role', 'market', [formatTimeToHire()], [hours]),
  ask('f41-m-candidates-bigger-rises', 'are candidates expectin bigger offers when they move these days', 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')]),
  ask('f41-i-days-from-home', 'how many days from home are other companys giving finance staff', 'salary-insights', [hybridDays], [pensionMatch, esgPremium]),
  ask('f41-q-trainee-aca-sub', 'we pay our trainees aca sub, whats the annual student sub now', 'qualifications', [acaFee('Annual student subscription')], [accaFee('Annual subscription'), cimaFee('Annual subscription')]),
  ask('f41-c-licence-no', 'are ye licenced as an employment agency, whats the licence no', 'contact', [agency.licence.number], ['€']),

  // --- Others: parents, partners, relatives, students ---------------------------------------------------------------
  salary('f41-s-son-fa-cork-60k', "my son's an FA in cork 2 yrs qualified, he's on 60k, is he bein paid fair", QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f41-s-missus-payroll-five', 'the missus is a payroll specialist 5 yrs, whats she worth', SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f41-s-brother-ma-twelve', 'my brother is a mgmt accountant 12 yrs pqe, what wud he be on', QA, 'Management Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f41-s-partner-director-mid', 'my partner is an audit director in a mid tier, whats normal for that', AUDIT, 'Director', 1, [pay(AUDIT, 'Manager', 1), pay(AUDIT, 'Partner', 1)]),
  ask('f41-q-wife-cta-foundation', "my wife's startin the CTA foundation, how long is it", 'qualifications', [ctaStageMonths('Foundation')], [ACA_MARK, CIMA_MARK]),
  ask('f41-q-nephew-cap2-repeats', "nephew's sittin cap2, when wud the repeats be if it goes wrong", 'qualifications', [acaSitting('CAP2').repeat], [acaSitting('FAE').repeat, ACCA_MARK]),
  ask('f41-q-fella-fae-cost', 'my fella is doing the FAE, what does that cost', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')]),
  ask('f41-q-young-one-acca-signup', 'whats the acca sign up fee for a student, its for my young one', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f41-v-nephew-trainee-job-pay', 'whats the trainee accountant job on yer site paying, asking for my nephew', 'services', [trainee.salary], [qualifiedJob.salary]),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  handOver('f41-h-actual-person', 'can i talk to an actual person pls'),
  handOver('f41-h-ring-back', 'wud one of ye give me a ring back when ye get a chance'),
  handOver('f41-h-lads-in-office', 'put me on to one of the lads in the office'),
  handOver('f41-h-real-recruiter-conor', 'id rather speak to a real recruiter tbh, is conor around'),
  handOver('f41-h-human-three-hires', 'is there a human there at all, need to talk about hirin 3 accountants'),

  // --- Off-topic: near-misses that sound financial or recruitment-like ---------------------------------------------------
  ...(
    [
      ['f41-o-prsi-contractor', 'what prsi class wud i be on as a contractor'],
      ['f41-o-help-to-buy', 'am i entitled to help to buy on a new build'],
      ['f41-o-staff-nurse-cork', 'what wud a staff nurse get in cork these days'],
      ['f41-o-teacher-scale', 'whats the pay scale for a secondary teacher'],
      ['f41-o-toronto', 'accountant jobs in toronto, what wud i earn over there'],
      ['f41-o-property-tax', 'how much is the property tax on a 3 bed in galway'],
      ['f41-o-bitcoin', 'shud i put a few bob into bitcoin or is it a mugs game'],
      ['f41-o-avcs', 'is it worth doin AVCs into my pension before the end of the yr'],
      ['f41-o-sole-trader', 'im going sole trader, do i need to register with revenue and how'],
      ['f41-o-business-loan', 'can ye help me get a loan for my small business'],
      ['f41-o-hr-manager-dublin', 'going rate for a HR manager up in dublin'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Off-topic: plainer ------------------------------------------------------------------------------------------------
  ...(
    [
      ['f41-o-cork-marathon', 'any word on the weather for the cork marathon sunday'],
      ['f41-o-hurling', 'who won the hurlin yesterday'],
      ['f41-o-temple-bar', 'any good pubs near temple bar ye wud recommend'],
      ['f41-o-coddle', 'how do i make a proper dublin coddle'],
      ['f41-o-ryanair-bag', 'whats the bag allowance on ryanair now'],
      ['f41-o-best-man', 'help me write a best man speech for saturday'],
      ['f41-o-happy-christmas-irish', 'how do ye say happy christmas in irish'],
      ['f41-o-shannon-bus', 'whens the next bus from limerick to shannon airport'],
      ['f41-o-podcasts', 'any good podcasts for the drive to work'],
      ['f41-o-phone-wont-charge', 'my phone wont charge, what do i do'],
      ['f41-o-leprechaun', 'tell me a story about a leprechaun for the kids'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),
];
