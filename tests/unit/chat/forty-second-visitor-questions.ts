// The FORTY-SECOND set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 30 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// fortieth and forty-first sets and their tests (for the rules, format and builders, and to avoid
// repeating their wordings); never the engine (lambdas/), never any other set, and never ran Aine on
// these questions nor looked at what it answers.
//
// Persona and angle: A TWENTY-FIFTH CROSS-SECTION: SHORT CONVERSATIONS, TYPED AS PEOPLE TALK. About
// half the cases are follow-ups in chains of two to four messages, the way real visitors carry on
// once they have an answer: changing one thing ("and in cork?", "what about 6 yrs?", "same for a
// bookkeeper", "and if it was 52k", "n the FAE?", "ok and ur number"), asking about the figure just
// given ("is that gross", "which pays more so", "whats that in fees", "how long does it take"),
// pointing back with a pronoun ("is that one remote", "what do they cost her", "when can he sit
// them"), one chain drifting off-topic at the end and two coming back on-topic after an off-topic
// message ("sorry back to the trainee pay - what about a mid tier?"). Plain English beside typos,
// abbreviations (FC, FD, FA, MA, GFC, CFO, AP/AR, PQ, PQE, ACA, ACCA, CIMA, CTA, FAE, SBL, Big 4,
// k, grand, yrs, ur, n) and Irish usage ("would ye", "yous", "what would i be on", "im after
// qualifying", "the going rate", "down in limerick", "up in dublin", "grand", "so" at the end).
// Every topic in proportion to real traffic: salaries most (every table and level, in Dublin, Cork,
// Galway, Limerick and Waterford), then placement fees at many salaries, qualifications (structure,
// exam dates, exam fees, duration, experience, exemptions), market figures, contact details and
// hours, interview tips, the agency's services for candidates and employers, CV upload rules and
// privacy, the featured jobs. About 50% candidates, 35% employers and 15% others (parents,
// partners, relatives, students). 90 follow-ups in 57 chains (three of them off-topic messages inside
// or at the end of a chain); 22 more off-topic questions, 11 of them near-misses that sound
// financial or recruitment-like (flat rate expenses, a solicitor's pay, accountants' pay in London,
// a fixed mortgage, the state pension age, a PRSA, maternity benefit, doing a shop's books, CGT on
// shares, ECB interest rates, unpaid wages), the rest plainer; five requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the fortieth and forty-first sets):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's ("and in
//   cork?" after Dublin is right with the same band).
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
//   Audit and C-suite levels are picked by firm or company size (small, mid-tier, large / Big 4;
//   for C-suite headcounts, under 50 small, 50 to 499 mid-size, 500 or more enterprise; a plc is
//   enterprise). A role asked with no years, size or level ("the FC pay range across all levels")
//   is right with all its levels' bands.
// - Comparison rule: a question comparing two roles at one level ("FC or FA with 7 yrs") is right
//   with both roles' bands for that level, wrong with either role's other levels; "which pays more
//   so" or "would I get more as" after two roles or firms is right with both bands asked about.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee; or,
//   asked of a base salary with an allowance on top, the fee on the whole package). No salary sits
//   on a band edge (€35,000 or €45,000). "Whats that in fees" after a stated salary is the fee on it.
// - A salary stated in the question ("on 70k - fair?") is answered with the band for the level
//   asked; no stated salary sits on an edge of the band asked about.
// - A follow-up that changes one thing (city, years, size, role, amount, qualification) keeps the
//   rest of the earlier question, and is wrong with the previous message's figure where that figure
//   no longer applies; "is that gross" after a salary is answered with the guide's footnote.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax and reliefs, mortgages, pensions and social welfare,
//   employment law, pay outside accounting and finance, pay in other countries, bookkeeping done as a
//   service, investing and interest rates). An off-topic reply must name "accounting and finance" and
//   quote no euro figure; so must an off-topic follow-up inside or at the end of a chain. A message
//   after an off-topic one that returns to the earlier subject is judged as if the off-topic message
//   had not been sent.
// - Hand-over rule: when the visitor asks for a person, however it is typed ("get me a human pls"),
//   the reply names who receives the question (the chat-handover content's recipients) and asks for
//   the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.
//
// In this set, as in the fortieth and forty-first, a reply that should quote no euro figure (contact
// details, the CV rules, privacy, the candidates' side of the fees) is wrong with one; a question
// about someone else is judged as if that person asked it. A "credit controller" or "AP/AR clerk"
// is the guide's Accounts Payable/Receivable row; a "trainee" in a practice is the audit table's
// Junior row; a "payroll admin", "payroll officer" or "payroll person" is the Payroll Specialist row;
// an "accountant" with no other title is the Financial Accountant row. Where two figures the content
// states coincide (the job market growth and Cork's share; the average salary increase and Galway's
// share; the specialisations' premiums; a band two rows share, such as the Bookkeeper's and the
// Payroll Specialist's, a support row's middle band and another's entry band, a Big 4 senior's and a
// small firm's manager's, a mid-tier audit senior's and a newly qualified accountant's, the trainee
// job's range and the entry bands it equals), neither is used as the other's wrong figure.

import { agency } from '#content/agency';
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
const ctaMembership = [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`];
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;
const cvSize = `${MAX_CV_MEGABYTES}MB`;
const retention = `${DATA_RETENTION_YEARS} years`;
const whatsapp = websiteHost(agency.whatsappUrl);
const gross = says(salaryGuidePage, 'gross');
const freeToCandidates = says(termsOfService, 'free to candidates');
const exemptions = says(acaPage, 'exemptions');
const anywhereInIreland = says(agency, 'anywhere in Ireland');
const cap1Exams = examGroup(acaPage.structure.levels, 'CAP1');
const [niamh, conor] = teamMembers;
if (!niamh || !conor) {
  throw new RangeError('The team changed: update the forty-second set');
}
if (!cap1Exams.includes('Taxation 1') || !cap1Exams.includes('Business Management')) {
  throw new RangeError('The CAP1 papers changed: update the forty-second set');
}

type Level = readonly [SalaryTableId, string, SalaryLevelIndex];

/** The hand-over rule: the reply names who receives the question and asks for the visitor's name. */
function handOver(id: string, question: string): HeldOutQuestion {
  return { id, question, kind: 'hand-over', topic: 'hand-over', mustContain: [handoverRecipients, 'name'], mustNotContain: ['€'] };
}

/** The fee on a base salary with an allowance on top: right with the base's fee, wrong with the whole package's. */
function feeOnBase(id: string, question: string, base: number, extra: number, followUpOf?: string): HeldOutQuestion {
  return placementFee(id, question, base, [feeAmount(base + extra)], followUpOf);
}

/** "Is that gross": the guide's footnote, without another level's band. */
function beforeTax(id: string, question: string, tableId: SalaryTableId, position: string, level: SalaryLevelIndex, followUpOf: string): HeldOutQuestion {
  return ask(id, question, 'salary', [gross], otherLevels(tableId, position, level), followUpOf);
}

/**
 * "Which pays more so" after two roles or firms (the comparison rule across levels): right with both bands asked about,
 * wrong with either row's other levels.
 */
function betterOff(id: string, question: string, first: Level, second: Level, followUpOf?: string): HeldOutQuestion {
  const right = [pay(first[0], first[1], first[2]), pay(second[0], second[1], second[2])];
  const wrong = [...otherLevels(first[0], first[1], first[2]), ...otherLevels(second[0], second[1], second[2])];
  return ask(id, question, 'salary', right, notRight(right, wrong), followUpOf);
}

export const fortySecondVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Candidates: qualified accountants, carrying on ----------------------------------------------------------------
  salary('f42-s-fa-dublin-two', 'what would i be on as an FA up in dublin, qualified 2 yrs', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f42-s-fa-two-then-cork', 'and in cork?', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)], 'f42-s-fa-dublin-two'),
  salary('f42-s-cork-then-six', 'what about 6 yrs?', QA, 'Financial Accountant', 2, [pay(QA, 'Financial Controller', 2)], 'f42-s-fa-two-then-cork'),
  beforeTax('f42-s-six-then-gross', 'is that gross', QA, 'Financial Accountant', 2, 'f42-s-cork-then-six'),

  salary('f42-s-fc-limerick-four', 'FC down in limerick, 4 yrs PQE - whats the going rate', QA, 'Financial Controller', 1, [pay(QA, 'Financial Accountant', 1)]),
  salary('f42-s-fc-four-then-eight', 'n with 8 yrs?', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)], 'f42-s-fc-limerick-four'),

  salary('f42-s-ma-galway-after-cima', 'im after qualifying CIMA, management accountant job in galway, what would i be on', QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f42-s-ma-then-fc-same-stage', 'and an FC at the same stage?', QA, 'Financial Controller', 0, [pay(QA, 'Management Accountant', 0)], 'f42-s-ma-galway-after-cima'),
  betterOff('f42-s-fc-stage-then-which', 'which pays more so', [QA, 'Management Accountant', 0], [QA, 'Financial Controller', 0], 'f42-s-ma-then-fc-same-stage'),

  salary('f42-s-analyst-cork-four', 'financial analyst, 4 yrs, cork - salary?', QA, 'Financial Analyst', 1, [pay(QA, 'Financial Controller', 1)]),
  salary('f42-s-analyst-then-nine', 'and when ive 9 yrs done', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Controller', 2), pay(QA, 'Financial Accountant', 2)], 'f42-s-analyst-cork-four'),

  // --- Candidates: practice ------------------------------------------------------------------------------------------
  salary('f42-s-senior-mid-cork', 'im a senior in a mid-tier audit firm in cork, what should i be getting', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1), pay(AUDIT, 'Junior', 1)]),
  salary('f42-s-senior-mid-then-big4', 'and in a big 4?', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2), pay(AUDIT, 'Junior', 2)], 'f42-s-senior-mid-cork'),
  betterOff('f42-s-big4-then-which', 'so which one pays better', [AUDIT, 'Senior', 1], [AUDIT, 'Senior', 2], 'f42-s-senior-mid-then-big4'),
  salary('f42-s-which-then-manager', 'grand. and the manager over me in the big 4, what would they be on', AUDIT, 'Manager', 2, [pay(AUDIT, 'Director', 2)], 'f42-s-big4-then-which'),

  salary('f42-s-trainee-big4-dublin', 'trainee in one of the big 4 in dublin, what do they pay ye first yr', AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)]),
  salary('f42-s-big4-trainee-then-limerick', 'and a small practice down in limerick?', AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)], 'f42-s-trainee-big4-dublin'),
  offTopic('f42-fo-limerick-then-train', 'random one but is the train from limerick to dublin any good', 'f42-s-big4-trainee-then-limerick'),
  salary('f42-s-train-then-mid-tier', 'sorry back to the trainee pay - what about a mid tier?', AUDIT, 'Junior', 1, [pay(AUDIT, 'Senior', 1)], 'f42-fo-limerick-then-train'),

  salary('f42-s-manager-small-waterford-70k', 'audit manager, small firm in waterford, on 70k - fair?', AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0), pay(AUDIT, 'Director', 0)]),
  salary('f42-s-manager-then-director', 'what about director level in the same place', AUDIT, 'Director', 0, [pay(AUDIT, 'Manager', 0), pay(AUDIT, 'Partner', 0)], 'f42-s-manager-small-waterford-70k'),

  // --- Candidates: part-qualified and support ------------------------------------------------------------------------
  salary('f42-s-aa-galway-two', 'accounts assistant 2 yrs in galway, what would i be on', SUPPORT, 'Accounts Assistant', 1, [pay(SUPPORT, 'Bookkeeper', 1)]),
  salary('f42-s-aa-then-bookkeeper', 'same for a bookkeeper', SUPPORT, 'Bookkeeper', 1, [pay(SUPPORT, 'Accounts Assistant', 1)], 'f42-s-aa-galway-two'),
  salary('f42-s-bookkeeper-then-five', 'and with 5 yrs?', SUPPORT, 'Bookkeeper', 2, [pay(SUPPORT, 'Accounts Assistant', 2)], 'f42-s-aa-then-bookkeeper'),

  salary('f42-s-pq-acca-limerick', 'part qualified ACCA, 2 yrs exp, limerick - going rate?', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Bookkeeper', 1)]),
  salary('f42-s-pq-then-six', 'what about with 6 yrs behind me', SUPPORT, 'Part-Qualified', 2, [pay(SUPPORT, 'Bookkeeper', 2)], 'f42-s-pq-acca-limerick'),
  salary('f42-s-pq-six-then-qualified', 'and once im fully qualified as an FA?', QA, 'Financial Accountant', 0, [pay(SUPPORT, 'Part-Qualified', 2), pay(QA, 'Financial Controller', 0)], 'f42-s-pq-then-six'),

  salary('f42-s-payroll-dublin-four', 'payroll specialist, dublin, 4 yrs - whats the rate', SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  beforeTax('f42-s-payroll-then-gross', 'is that before tax?', SUPPORT, 'Payroll Specialist', 2, 'f42-s-payroll-dublin-four'),
  offTopic('f42-fo-gross-then-remote-relief', 'grand. unrelated but how do i claim the remote working relief on my electricity', 'f42-s-payroll-then-gross'),

  salary('f42-s-credit-waterford-33k', 'credit controller in waterford, 2 yrs, im on 33k', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  betterOff('f42-s-credit-then-payroll', 'would i get more as a payroll officer', [SUPPORT, 'Accounts Payable/Receivable', 1], [SUPPORT, 'Payroll Specialist', 1], 'f42-s-credit-waterford-33k'),

  // --- Candidates: finance leadership --------------------------------------------------------------------------------
  salary('f42-s-fd-cork-300', 'FD job in a 300 person company in cork, whats the going rate', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  salary('f42-s-fd-then-cfo', 'and the CFO?', CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)], 'f42-s-fd-cork-300'),
  betterOff('f42-s-cfo-then-which', 'which is more money so', [CSUITE, 'Finance Director', 1], [CSUITE, 'CFO', 1], 'f42-s-fd-then-cfo'),

  salary('f42-s-gfc-900', 'GFC in a group with about 900 staff, what kind of money', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f42-s-gfc-then-40', 'and if the group was only 40 people', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)], 'f42-s-gfc-900'),

  // --- Candidates: premiums and benefits -----------------------------------------------------------------------------
  ask('f42-i-remote-more', 'do fully remote jobs pay any more', 'salary-insights', [remotePremium], [esgPremium, hybridDays]),
  ask('f42-i-remote-then-days', 'and for hybrid, how many days at home is normal', 'salary-insights', [hybridDays], [remotePremium, pensionMatch], 'f42-i-remote-more'),
  ask('f42-i-days-then-esg', 'and does ESG reporting experience get u more money', 'salary-insights', [esgPremium], [remotePremium, hybridDays, pensionMatch], 'f42-i-remote-then-days'),

  // --- Candidates: qualifications ------------------------------------------------------------------------------------
  ask('f42-q-aca-stages', "how's the ACA set up, like what are the stages", 'qualifications', [...acaFacts.levels], [ACCA_MARK, CIMA_MARK]),
  ask('f42-q-aca-then-how-long', 'how long does it take', 'qualifications', [acaExperience], [accaExperience, CIMA_MARK], 'f42-q-aca-stages'),
  ask('f42-q-how-long-then-fae', "and when's the FAE on", 'qualifications', [acaSitting('FAE').main], [acaSitting('CAP1').main, ACCA_MARK], 'f42-q-aca-then-how-long'),

  ask('f42-q-acca-how-many', 'how many exams r there in the ACCA', 'qualifications', [accaExams], [cimaTests, ACA_MARK]),
  ask('f42-q-acca-then-experience', 'and how much work experience do u need on top', 'qualifications', [accaExperience], [acaExperience, CIMA_MARK], 'f42-q-acca-how-many'),

  ask('f42-q-cima-case-fee', 'whats the fee for a cima case study exam', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test')]),
  ask('f42-q-case-then-ot', 'and the objective tests?', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam')], 'f42-q-cima-case-fee'),
  ask('f42-q-ot-then-how-long', 'how long does the whole thing take', 'qualifications', [cimaExperience], [accaExperience, ACA_MARK], 'f42-q-case-then-ot'),

  ask('f42-q-whats-in-cap1', 'whats actually in CAP1, which subjects', 'qualifications', ['Taxation 1', 'Business Management'], ['Taxation 2', ACCA_MARK]),
  ask('f42-q-cap1-then-degree', 'would my business degree get me out of any of them', 'qualifications', [exemptions], [CIMA_MARK], 'f42-q-whats-in-cap1'),

  ask('f42-q-cta-stages', 'CTA - how long is each stage roughly', 'qualifications', [ctaStageMonths('Foundation'), ctaStageMonths('Intermediate')], [ACA_MARK, CIMA_MARK]),
  ask('f42-q-cta-then-member', 'what do i need to become a member after', 'qualifications', ctaMembership, [accaExperience, ACA_MARK], 'f42-q-cta-stages'),
  ask('f42-q-member-then-next', 'when is the next sitting', 'qualifications', ctaNextExams, [ACA_MARK, ACCA_MARK], 'f42-q-cta-then-member'),

  ask('f42-q-acca-reg', 'acca registration fee?', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f42-q-reg-then-yearly', 'n the yearly sub', 'qualifications', [accaFee('Annual subscription')], [cimaFee('Annual subscription'), acaFee('Annual student subscription'), accaFee('Registration')], 'f42-q-acca-reg'),

  ask('f42-q-sbl-stands', 'what does SBL stand for in ACCA', 'qualifications', [accaPaper('SBL')], [cimaPaper('E3'), ACA_MARK]),
  ask('f42-q-sbl-then-when', 'and when can i sit it', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK], 'f42-q-sbl-stands'),

  // --- Candidates: the market ----------------------------------------------------------------------------------------
  ask('f42-m-busy-at-min', 'is the market busy for accountants at the min', 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')]),
  ask('f42-m-busy-then-salaries', 'and salaries, r they going up', 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')], 'f42-m-busy-at-min'),
  ask('f42-m-salaries-then-dublin', 'how much of the work is up in dublin', 'market', [regionShare('Dublin')], [regionShare('Galway'), stat('remote-positions')], 'f42-m-busy-then-salaries'),
  ask('f42-m-remote-share', 'what % of finance jobs are remote or hybrid these days', 'market', [stat('remote-positions')], [stat('job-market-growth'), stat('average-salary-increase')]),

  // --- Candidates: interviews ----------------------------------------------------------------------------------------
  ask('f42-t-mid-tier-technical', 'interview with a mid tier audit firm on monday, what technical stuff will come up', 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f42-t-mid-tier-then-wear', 'what should i wear', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP, OFFER_TIP], 'f42-t-mid-tier-technical'),
  ask('f42-t-wear-then-early', 'and how early should i get there', 'interview-tips', [presencePhrase('Punctuality', 'ten minutes early')], [MIC_TIP, OFFER_TIP], 'f42-t-mid-tier-then-wear'),
  ask('f42-t-zoom-thursday', 'zoom interview thursday, any tips', 'interview-tips', [MIC_TIP], [OFFER_TIP, AUDIT_TIP]),
  ask('f42-t-zoom-then-look', 'where do i look when im talking', 'interview-tips', [presencePhrase('Body Language', 'look at the camera')], [OFFER_TIP, AUDIT_TIP], 'f42-t-zoom-thursday'),
  ask('f42-t-tell-me-about-a-time', "how do i answer the 'tell me about a time' ones", 'interview-tips', [says(interviewPreparationPage, 'Situation'), says(interviewPreparationPage, 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f42-t-time-then-how-long', 'how long should each answer be', 'interview-tips', [presencePhrase('Concise Answers', 'one to two minutes')], [OFFER_TIP, MIC_TIP], 'f42-t-tell-me-about-a-time'),

  // --- Candidates: CV, privacy, jobs ---------------------------------------------------------------------------------
  ask('f42-v-cv-pdf', 'can i upload my cv as a pdf', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], ['€']),
  ask('f42-v-pdf-then-size', 'how big can the file be', 'services', [cvSize], ['€'], 'f42-v-cv-pdf'),
  ask('f42-v-keep-details', 'how long do ye keep my details for', 'services', [retention], ['€']),
  ask('f42-v-keep-then-delete', 'can i get ye to delete them', 'services', [says(privacyPolicy, 'delete')], ['€'], 'f42-v-keep-details'),
  ask('f42-v-trainee-jobs', 'any trainee jobs going at the min', 'services', [trainee.title], []),
  ask('f42-v-trainee-then-pay', 'whats the pay on it', 'services', [trainee.salary], [qualifiedJob.salary], 'f42-v-trainee-jobs'),
  ask('f42-v-qualified-role-pay', 'whats the qualified accountant role on ur site paying', 'services', [qualifiedJob.salary], [trainee.salary]),
  ask('f42-v-qualified-then-remote', 'is that one remote', 'services', [says(qualifiedJob, 'two to three days')], [trainee.salary], 'f42-v-qualified-role-pay'),
  ask('f42-v-pps-number', 'can i put my pps number in here', 'services', [says(privacyPolicy, 'PPS')], ['€']),

  // --- Candidates: contact and hours ---------------------------------------------------------------------------------
  ask('f42-c-phone', 'whats ur phone number', 'contact', [agency.phone.display], ['€']),
  ask('f42-c-phone-then-whatsapp', 'can i whatsapp ye instead', 'contact', [whatsapp], ['€'], 'f42-c-phone'),
  ask('f42-c-whatsapp-then-hours', 'what hours r ye open', 'contact', [openingTime, closingTime], ['€'], 'f42-c-phone-then-whatsapp'),
  ask('f42-c-hours-then-saturday', 'saturdays?', 'contact', [weekdays], ['€'], 'f42-c-whatsapp-then-hours'),
  ask('f42-c-email-cv', 'email to send my cv to?', 'contact', [agency.email], ['€']),
  ask('f42-c-email-then-where', 'and where r ye based', 'contact', [agency.address.streetAddress], ['€'], 'f42-c-email-cv'),

  // --- Employers: what to pay, then what it costs --------------------------------------------------------------------
  salaryRow('f42-s-hire-fc-all-levels', "we're benchmarking, whats the FC pay range across all levels", [QA, 'Financial Controller'], [QA, 'Financial Accountant']),
  salaryRow('f42-s-fc-all-then-ma', 'same for a management accountant', [QA, 'Management Accountant'], [QA, 'Financial Controller'], 'f42-s-hire-fc-all-levels'),

  salary('f42-s-hire-fa-cork-four', 'hiring an FA in cork, 4 yrs PQE, what should we pay', QA, 'Financial Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  placementFee('f42-p-fa-then-72k', 'and ur fee if we paid 72k', 72_000, [], 'f42-s-hire-fa-cork-four'),
  ask('f42-p-72k-then-when-pay', 'when do we pay it', 'placement-fees', [says(termsOfService, 'in writing')], wrongBandFees(72_000), 'f42-p-fa-then-72k'),
  ask('f42-c-when-pay-then-number', 'ok and ur number', 'contact', [agency.phone.display], ['€'], 'f42-p-72k-then-when-pay'),

  salary('f42-s-hire-ma-58k', "we're offering 58k for a management accountant with 2 yrs, is that fair", QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  placementFee('f42-p-58k-then-fees', 'whats that in fees', 58_000, [], 'f42-s-hire-ma-58k'),
  placementFee('f42-p-58k-then-52k', 'and if it was 52k', 52_000, [feeAmount(58_000)], 'f42-p-58k-then-fees'),

  salary('f42-s-hire-payroll-galway', 'need a payroll person with 2 yrs exp in galway, what salary', SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  placementFee('f42-p-payroll-then-41k', 'whats ur fee on 41k', 41_000, [], 'f42-s-hire-payroll-galway'),
  placementFee('f42-p-41k-then-44k', 'and 44k?', 44_000, [feeAmount(41_000)], 'f42-p-payroll-then-41k'),

  salary('f42-s-hire-trainee-waterford', "we're a 6 person practice in waterford, what would yous say a trainee gets", AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)]),
  placementFee('f42-p-trainee-then-30k', 'fee on 30k?', 30_000, [], 'f42-s-hire-trainee-waterford'),

  salary('f42-s-hire-cfo-1500', "how much for a CFO, we've 1,500 staff", CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  placementFee('f42-p-cfo-then-260k', 'ur fee on 260k', 260_000, [], 'f42-s-hire-cfo-1500'),
  offTopic('f42-fo-260k-then-solicitor', 'unrelated but would ye know a good employment solicitor for the contract', 'f42-p-cfo-then-260k'),
  ask('f42-p-solicitor-then-base', 'anyway is that fee on the base or the bonus too', 'placement-fees', [says(feesPage, 'base salary')], wrongBandFees(260_000), 'f42-fo-260k-then-solicitor'),

  salary('f42-s-hire-manager-limerick-mid', 'mid tier practice in limerick, need an audit manager, going rate?', AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1), pay(AUDIT, 'Director', 1)]),
  salary('f42-s-manager-then-senior', 'and a senior?', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)], 'f42-s-hire-manager-limerick-mid'),
  placementFee('f42-p-senior-then-60k', 'fee on 60k for the senior', 60_000, [], 'f42-s-manager-then-senior'),

  salary('f42-s-hire-fd-40', "we've 40 staff and want our first FD, what budget", CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  placementFee('f42-p-fd-then-105k', 'n the fee on 105k', 105_000, [], 'f42-s-hire-fd-40'),

  salary('f42-s-hire-bookkeeper-limerick-six', 'hiring a bookkeeper with 6 yrs behind her for our office in limerick', SUPPORT, 'Bookkeeper', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f42-s-bookkeeper-then-aa', 'same for an accounts assistant', SUPPORT, 'Accounts Assistant', 2, [pay(SUPPORT, 'Bookkeeper', 2)], 'f42-s-hire-bookkeeper-limerick-six'),

  salary('f42-s-hire-ap-cork-two', 'AP/AR clerk with 2 yrs for our shared services centre in cork, salary?', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  placementFee('f42-p-ap-then-34k', 'what would ye charge at 34k', 34_000, [], 'f42-s-hire-ap-cork-two'),
  placementFee('f42-p-34k-then-37k', 'and 37k', 37_000, [feeAmount(34_000)], 'f42-p-ap-then-34k'),

  salary('f42-s-hire-pq-galway', 'PQ accountant, 2 yrs, galway, what should we offer', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Bookkeeper', 1)]),
  placementFee('f42-p-pq-then-46500', 'fee at 46,500?', 46_500, [], 'f42-s-hire-pq-galway'),

  compare('f42-s-hire-fc-or-fa-seven', 'FC or FA with 7 yrs, whats the diff in salary', [QA, 'Financial Controller'], [QA, 'Financial Accountant'], 2),

  // --- Employers: fees at many salaries ------------------------------------------------------------------------------
  ask('f42-p-what-percent', 'what % do ye charge employers', 'placement-fees', allBandPercentages, [accaFee('Strategic Professional exams'), cimaFee('Case study exam')]),
  placementFee('f42-p-percent-then-38500', 'so on 38,500?', 38_500, [], 'f42-p-what-percent'),
  placementFee('f42-p-38500-then-67500', 'and 67,500', 67_500, [feeAmount(38_500)], 'f42-p-percent-then-38500'),
  ask('f42-p-67500-then-all-roles', 'would it be cheaper if we gave ye all our roles', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], wrongBandFees(67_500), 'f42-p-38500-then-67500'),

  placementFee('f42-p-92k-hire', 'fee on a 92 grand hire', 92_000),
  placementFee('f42-p-92k-then-85k', 'what if we only go to 85k', 85_000, [feeAmount(92_000)], 'f42-p-92k-hire'),
  feeOnBase('f42-p-54k-car', '54k base plus a 5k car allowance, whats ur fee', 54_000, 5_000),
  ask('f42-p-money-back', 'if the hire leaves after a month do we get money back', 'placement-fees', [says(termsOfService, 'rebate')], [cimaFee('Case study exam')]),

  // --- Employers: the service, the market and benefits ---------------------------------------------------------------
  ask('f42-v-walk-me-through', 'walk me through yer process for a hire', 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], []),
  ask('f42-m-process-then-how-long', 'how long does it take', 'market', [formatTimeToHire()], [hours], 'f42-v-walk-me-through'),
  ask('f42-v-how-long-then-respond', 'and how quick would ye come back on a new vacancy', 'services', [hours], [formatTimeToHire()], 'f42-m-process-then-how-long'),
  ask('f42-v-vetted', 'are yer candidates vetted at all or do ye just fire over cvs', 'services', [says(employersPage, 'interviewed')], []),
  ask('f42-v-receptionist', 'can ye recruit a receptionist for us as well', 'services', [says(employersPage, 'only accounting and finance')], []),
  ask('f42-v-who-dealing', 'who would i actually be dealing with', 'services', [niamh.name, conor.name], []),
  ask('f42-c-dealing-then-licence', 'and r ye licensed', 'contact', [agency.licence.number], ['€'], 'f42-v-who-dealing'),
  ask('f42-i-pension-for-hires', 'what pension match are companies giving finance hires', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f42-i-pension-then-study', 'and study budgets?', 'salary-insights', [developmentBudget], [pensionMatch], 'f42-i-pension-for-hires'),
  ask('f42-i-study-then-cost-of-living', 'n what are firms giving existing staff for cost of living', 'salary-insights', [inflationAdjustment], [esgPremium, pensionMatch], 'f42-i-pension-then-study'),
  ask('f42-m-salaries-rising-hire', "are salaries going up much, we're struggling to hire", 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')]),
  ask('f42-q-trainee-cap2-cost', "we pay for our trainees' CAP2 exams, how much is that", 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')]),
  ask('f42-q-cap2-then-fae', 'n the FAE?', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP2 exams'), acaFee('CAP1 exams')], 'f42-q-trainee-cap2-cost'),
  ask('f42-c-email-job-spec', 'best email to send a job spec to?', 'contact', [agency.email], ['€']),
  ask('f42-v-spec-then-meet-galway', "and would ye come out to meet us, we're in galway", 'services', [anywhereInIreland], ['€'], 'f42-c-email-job-spec'),

  // --- Others: parents, partners, relatives, students ----------------------------------------------------------------
  salary('f42-s-bro-partner-big4', 'my brother in law is a partner in a big 4, what would he make', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),
  salary('f42-s-partner-then-mid', 'and a partner in a mid tier?', AUDIT, 'Partner', 1, [pay(AUDIT, 'Director', 1)], 'f42-s-bro-partner-big4'),
  salary('f42-s-son-senior-small-galway', "my son's an audit senior in a small firm in galway on 50k, is that ok", AUDIT, 'Senior', 0, [pay(AUDIT, 'Junior', 0)]),
  salary('f42-s-son-then-big4', 'what would he be on if he moved to a big 4', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)], 'f42-s-son-senior-small-galway'),
  ask('f42-q-daughter-ak-exams', "my daughter's starting ACCA, what are the applied knowledge exams", 'qualifications', [accaPaper('BT'), accaPaper('MA'), accaPaper('FA')], [ACA_MARK, CIMA_MARK]),
  ask('f42-q-ak-then-cost', 'what do they cost her', 'qualifications', [accaFee('Applied Knowledge exams')], [accaFee('Applied Skills exams'), accaFee('Strategic Professional exams')], 'f42-q-daughter-ak-exams'),
  ask('f42-q-cost-then-experience', 'does she need work experience as well', 'qualifications', [accaExperience], [acaExperience, CIMA_MARK], 'f42-q-ak-then-cost'),
  salary('f42-s-wife-fd-plc', 'my wife is an FD in a plc, what should she be on', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)]),
  beforeTax('f42-s-fd-plc-then-gross', 'is that gross or what she takes home', CSUITE, 'Finance Director', 2, 'f42-s-wife-fd-plc'),
  salary('f42-s-niece-payroll-new', 'my niece is starting as a payroll admin with no experience, what would she get', SUPPORT, 'Payroll Specialist', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salary('f42-s-niece-then-two', 'and after 2 yrs', SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Assistant', 1)], 'f42-s-niece-payroll-new'),
  ask('f42-v-daughter-trainee-needs', 'my daughter is applying for the trainee accountant job on ur site, what are they looking for', 'services', [says(trainee, 'Degree in accounting')], [qualifiedJob.salary]),
  ask('f42-v-needs-then-pay', 'whats it paying', 'services', [trainee.salary], [qualifiedJob.salary], 'f42-v-daughter-trainee-needs'),
  ask('f42-v-pay-then-cost-her', 'would she have to pay ye anything', 'services', [freeToCandidates], ['€'], 'f42-v-needs-then-pay'),
  salary('f42-s-student-trainee-mid-waterford', 'student here, what would a trainee get in a mid tier practice in waterford', AUDIT, 'Junior', 1, [pay(AUDIT, 'Senior', 1)]),
  salary('f42-s-student-then-senior', 'and when i make senior there', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1), pay(AUDIT, 'Junior', 1)], 'f42-s-student-trainee-mid-waterford'),
  ask('f42-q-partner-cima-ots', "my partner's doing CIMA, how many objective tests are there", 'qualifications', [cimaTests], [accaExams, ACA_MARK]),
  ask('f42-q-ots-then-when', 'and when can he sit them', 'qualifications', cimaTestWindows, [ACA_MARK, ACCA_MARK], 'f42-q-partner-cima-ots'),
  ask('f42-m-student-growing', 'im in college doing accounting, is the jobs market growing or what', 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')]),
  placementFee('f42-p-dad-shop-29500', 'my dad runs a shop and wants an accounts assistant at 29,500, what would ye charge for that', 29_500),
  ask('f42-t-son-fund-admin', 'my son has an interview with a fund administrator in kilkenny, what should he brush up on', 'interview-tips', [FUNDS_TIP], [PHARMA_TIP, TECH_TIP]),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  handOver('f42-h-callback', 'can i get a callback from one of the team'),
  handOver('f42-h-niamh-directly', 'id like to speak to niamh directly if shes about'),
  handOver('f42-h-human-pls', 'get me a human pls'),
  handOver('f42-h-email-me-back', 'could someone from the agency email me back about a role we have'),
  handOver('f42-h-put-through', 'would ye put me through to a recruiter'),

  // --- Off-topic: near-misses that sound financial or recruitment-like ---------------------------------------------------
  ...(
    [
      ['f42-o-flat-rate-expenses', 'how do i claim the flat rate expenses for my job'],
      ['f42-o-solicitor-galway', 'whats a solicitor on in galway these days'],
      ['f42-o-london-accountants', 'would i earn more as an accountant over in london'],
      ['f42-o-fixed-mortgage', 'should i fix my mortgage for 5 yrs or go variable'],
      ['f42-o-state-pension-age', 'what age can i get the state pension at'],
      ['f42-o-prsa', 'is a PRSA worth it if im self employed'],
      ['f42-o-maternity-benefit', 'how much maternity benefit would i get a week'],
      ['f42-o-do-our-books', 'can ye do the books for my shop every month'],
      ['f42-o-cgt-shares', 'do i pay CGT if i sell my shares'],
      ['f42-o-ecb-rates', 'is the ECB going to cut interest rates again'],
      ['f42-o-unpaid-wages', 'my boss hasnt paid me in 3 weeks, what are my rights'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Off-topic: plainer ------------------------------------------------------------------------------------------------
  ...(
    [
      ['f42-o-penneys', 'what time does penneys on mary st open'],
      ['f42-o-irish-stew', 'whats a good recipe for irish stew'],
      ['f42-o-kerry-beach', 'best beach in kerry for the kids'],
      ['f42-o-fairytale', 'who sang fairytale of new york'],
      ['f42-o-french-morning', 'how do u say good morning in french'],
      ['f42-o-netflix', 'recommend me something to watch on netflix'],
      ['f42-o-greenfly', 'how do i get rid of greenfly on my roses'],
      ['f42-o-dart-sunday', 'is the dart running on sunday'],
      ['f42-o-lanzarote', 'cheap flights to lanzarote in feb?'],
      ['f42-o-joke', 'tell us a joke'],
      ['f42-o-six-nations', 'when are ireland playing in the six nations'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),
];
