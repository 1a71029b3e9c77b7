// The THIRTY-FIFTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 29 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// thirty-third and thirty-fourth sets and their tests (for the rules, format and builders, and to
// avoid repeating their wordings); never the engine (lambdas/), never any other set, and never ran
// Aine on these questions nor looked at what it answers.
//
// Persona and angle: AN EIGHTEENTH CROSS-SECTION: ORDINARY VISITORS IN FULL SENTENCES. Messages of
// ordinary length from people who are not in a hurry but are not experts either: many open with a
// greeting ("Hi there", "Good morning") or a sentence of context about the visitor ("I'm returning
// after a career break", "we're a 30-person distribution business", "we're moving home from Sydney")
// before the question; many ask indirectly ("I was wondering what...", "would you know...", "any
// idea...", "could you tell me..."); some ask two things at once. Irish usage ("got my letters",
// "the Big 4", "out west", "a couple of years behind you") and abbreviations (FC, FD, CFO, PQE, FP&A,
// ACA, CAP1, FAE, CIMA, CTA) now and then. About 55% candidates at every stage (students, trainees in
// articles, newly qualified, experienced, returning after a career break, moving to Ireland from
// abroad), 35% employers and HR people, 10% others (parents, partners, a friend, a careers teacher).
// Topics in proportion to what visitors ask: salaries by role, level and city the most (with the
// support roles: accounts payable, credit control, payroll, bookkeeper; and the C-suite by company
// size), then placement fees, qualifications (ACA, ACCA, CIMA, CTA: structure, exam dates, costs,
// exemptions), market figures, contact and hours, interview tips, the agency's services and process,
// CV upload and privacy. 37 follow-ups in short chains (two of them drifting off-topic); 26
// off-topic questions, 15 of them near-misses that sound financial or recruitment-like, the rest
// plainer; five requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the thirty-third and thirty-fourth sets):
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
//   asked of a base salary with an allowance or bonus on top, the fee on the whole package). No salary
//   sits on a band edge (€35,000 or €45,000).
// - Two questions in one message: the reply is right only with both answers.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, payroll filings with Revenue, mortgages, savings,
//   investments, pensions advice, loans, grants, immigration paperwork, bookkeeping services,
//   recommending an accountant, employment law, pay or jobs outside accounting and finance).
//   An off-topic reply must name "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.
//
// In this set, as in the thirty-third and thirty-fourth, a question about someone else is judged as if
// that person asked it (their role, level, firm or company size), and a reply that should quote no euro
// figure (contact details, the CV rules, privacy, the candidates' side of the fees) is wrong with one.
// A "credit controller" is the guide's Accounts Payable/Receivable row, and an "internal audit lead"
// its Internal Auditor row.

import { agency } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { assistant } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { interviewPreparationPage } from '#content/interview-tips';
import { privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaFacts, acaPage, accaFacts, cimaFacts, cimaKeyDatesFact, ctaFacts, ctaKeyDatesFact, ctaPage } from '#content/qualifications';
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
  examGroup,
  feeAmount,
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
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, fee, pay, QA, regionShare, stat, SUPPORT, wrongBandFees } from './held-out-figures.ts';

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const cimaObjectiveTestWindows: string[] = cimaDatesPassed
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.objectiveTests.map((testWindow) => testWindow.display);
const ctaAutumnExams: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').exams];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const accaExperience = `${accaFacts.experienceMonths} months`;
const cimaExperience = `${cimaFacts.experienceYears} years`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const whatsapp = websiteHost(agency.whatsappUrl);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;
const linkedin = agency.socialLinks.find((link) => link.network === 'linkedin');
const [membership] = agency.trustSignals.memberships;
const [niamh, conor] = teamMembers;
if (!linkedin || !membership || !niamh || !conor) {
  throw new RangeError('The socials, the memberships or the team changed: update the thirty-fifth set');
}

/** The hand-over rule: the reply names who receives the question and asks for the visitor's name. */
function handOver(id: string, question: string): HeldOutQuestion {
  return { id, question, kind: 'hand-over', topic: 'hand-over', mustContain: [handoverRecipients, 'name'], mustNotContain: ['€'] };
}

export const thirtyFifthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Candidates: qualified accountants, by role, level and city ----------------------------------------
  salary(
    'f35-s-fa-cork-4yrs',
    "Hi there, I'm a financial accountant in Cork with about four years' post-qualification experience. I was wondering what the going rate is for someone like me?",
    QA, 'Financial Accountant', 1, [pay(QA, 'Financial Controller', 1)],
  ),
  salary('f35-s-fa-then-fc', 'And if I moved up to a financial controller job at the same stage, what would that pay?', QA, 'Financial Controller', 1, [pay(QA, 'Financial Accountant', 1)], 'f35-s-fa-cork-4yrs'),
  ask('f35-i-fc-then-pension', 'Would there usually be a pension contribution on top of that, and roughly how much?', 'salary-insights', [pensionMatch], [esgPremium, developmentBudget], 'f35-s-fa-then-fc'),

  salary(
    'f35-s-ma-nq-limerick',
    "I've just got my letters with CIMA and I'm looking at management accountant jobs around Limerick. Any idea what a newly qualified one earns?",
    QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)],
  ),
  salary('f35-s-ma-then-7yrs', 'Out of curiosity, what would that go up to once I had seven years behind me?', QA, 'Management Accountant', 2, [pay(QA, 'Financial Controller', 2)], 'f35-s-ma-nq-limerick'),

  salary('f35-s-fc-dublin-8yrs', 'Good morning. Would you know roughly what a financial controller with eight years PQE is paid in Dublin these days?', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary(
    'f35-s-fpa-galway-2yrs',
    'I qualified two years ago and I work as an FP&A analyst in Galway. What sort of salary should I be looking for in my next move?',
    QA, 'Financial Analyst', 0, [pay(QA, 'Financial Controller', 0)],
  ),
  salary('f35-s-fpa-then-4yrs', "What if I waited until I'd four years done?", QA, 'Financial Analyst', 1, [pay(QA, 'Financial Controller', 1)], 'f35-s-fpa-galway-2yrs'),

  salary('f35-s-ia-bank-4yrs', "I'm an internal auditor in a bank, four years qualified. Could you tell me what the market pays for that?", QA, 'Internal Auditor', 1, [pay(QA, 'Financial Controller', 1)]),
  ask('f35-i-ia-then-funds', 'Does having financial services experience add anything on top of that?', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium], 'f35-s-ia-bank-4yrs'),

  compare(
    'f35-s-fc-vs-fa-nq',
    "I'm newly qualified and torn between a financial accountant job and a junior FC role. How do the salaries compare at my level?",
    [QA, 'Financial Controller'], [QA, 'Financial Accountant'], 0,
  ),
  salaryRow('f35-s-ia-row', 'Would you be able to show me what internal auditors earn at each level of experience?', [QA, 'Internal Auditor'], [QA, 'Financial Controller']),
  salary(
    'f35-s-returning-ma',
    "I'm going back to work after a career break. Before it I was a management accountant with four years PQE. What's the typical pay at that level now?",
    QA, 'Management Accountant', 1, [pay(QA, 'Financial Controller', 1)],
  ),
  salary(
    'f35-s-abroad-fa-10yrs',
    "We're moving home to Ireland from Sydney next year. I'm a financial accountant with around ten years qualified. What would I earn in Dublin?",
    QA, 'Financial Accountant', 2, [pay(QA, 'Financial Controller', 2)],
  ),
  ask('f35-m-abroad-then-dublin-share', 'Are most of the accounting jobs in Dublin, or is there much elsewhere?', 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')], 'f35-s-abroad-fa-10yrs'),

  // --- Candidates: practice and audit ------------------------------------------------------------------------
  salary(
    'f35-s-trainee-big4',
    "I'm in my final year of college and have a training contract offer from a Big 4 firm. What would a trainee typically be paid there?",
    AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)],
  ),
  salary('f35-s-trainee-then-mid', 'And what would a mid-tier firm pay a trainee instead?', AUDIT, 'Junior', 1, [pay(AUDIT, 'Senior', 1)], 'f35-s-trainee-big4'),
  ask('f35-q-mid-then-cap1', 'Thanks. When would I sit my CAP1 exams?', 'qualifications', [acaSitting('CAP1').main, acaSitting('CAP1').repeat], [acaSitting('FAE').main, ACCA_MARK], 'f35-s-trainee-then-mid'),
  ask('f35-q-cap1-then-fee', 'Do you know what the CAP1 exams cost per module?', 'qualifications', [acaFee('CAP1 exams')], [acaFee('CAP2 exams'), acaFee('FAE exams')], 'f35-q-mid-then-cap1'),

  salary('f35-s-senior-mid-cork', "I'm an audit senior in a mid-tier practice in Cork. Would you know what the usual salary range is?", AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)]),
  salary('f35-s-senior-then-manager', 'What would I get if I was promoted to manager there?', AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1), pay(AUDIT, 'Director', 1)], 'f35-s-senior-mid-cork'),

  salary('f35-s-manager-small-kilkenny', 'Hello, I run audits for a small local firm in Kilkenny. What do audit managers in small practices normally earn?', AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0), pay(AUDIT, 'Director', 0)]),
  salary(
    'f35-s-director-big4',
    "I was wondering what audit directors in the Big Four earn, as I'm being approached about a role.",
    AUDIT, 'Director', 2, [pay(AUDIT, 'Partner', 2), pay(AUDIT, 'Manager', 2)],
  ),
  compare('f35-s-senior-vs-manager-big4', 'Could you compare audit senior and audit manager salaries in a Big 4 firm for me?', [AUDIT, 'Senior'], [AUDIT, 'Manager'], 2),
  salary('f35-s-partner-mid', 'Any idea what salary a partner in a mid-tier accountancy firm would be on?', AUDIT, 'Partner', 1, [pay(AUDIT, 'Director', 1)]),

  // --- Candidates: part-qualified and support roles -------------------------------------------------------------
  salary(
    'f35-s-ap-6months',
    "I've been working in accounts payable for about six months now. What's the normal salary for someone at my stage?",
    SUPPORT, 'Accounts Payable/Receivable', 0, [pay(SUPPORT, 'Payroll Specialist', 0)],
  ),
  salary('f35-s-ap-then-2yrs', 'And once I have two years done?', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Payroll Specialist', 1)], 'f35-s-ap-6months'),
  salary(
    'f35-s-credit-control-4yrs',
    'I work in credit control and have four years of experience. Would you know what I should be earning in Waterford?',
    SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)],
  ),
  salary('f35-s-payroll-galway-2yrs', "Hi, I'm a payroll officer with two years' experience in Galway. What's the typical salary range?", SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary(
    'f35-s-bookkeeper-first-job',
    "I've just finished a bookkeeping course and I'm looking for my first job. What would a bookkeeper starting out expect?",
    SUPPORT, 'Bookkeeper', 0, [pay(SUPPORT, 'Accounts Assistant', 0)],
  ),
  salary('f35-s-bookkeeper-then-4yrs', 'How about after four or five years?', SUPPORT, 'Bookkeeper', 2, [pay(SUPPORT, 'Accounts Assistant', 2)], 'f35-s-bookkeeper-first-job'),
  salary('f35-s-aa-2yrs', "I've two years done as an accounts assistant. Would you know the typical pay for that?", SUPPORT, 'Accounts Assistant', 1, [pay(SUPPORT, 'Bookkeeper', 1)]),
  salary(
    'f35-s-pq-acca-2yrs',
    "I'm part-qualified ACCA with two years' experience in industry. What's a fair salary for me at the moment?",
    SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)],
  ),
  ask('f35-q-pq-then-as-fee', 'How much is each Applied Skills exam, by the way?', 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Applied Knowledge exams'), accaFee('Strategic Professional exams')], 'f35-s-pq-acca-2yrs'),
  compare(
    'f35-s-aa-vs-pq-4yrs',
    "I'm weighing up staying on as an accounts assistant or going part-qualified. With four years' experience, how would the two compare on pay?",
    [SUPPORT, 'Accounts Assistant'], [SUPPORT, 'Part-Qualified'], 2,
  ),
  salaryRow('f35-s-payroll-row', 'Would you mind listing what payroll specialists earn at each level?', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Accounts Assistant']),

  // --- Candidates: premiums and perks --------------------------------------------------------------------------------
  ask('f35-i-remote', "I'm hoping to find a fully remote role. Do remote finance jobs pay any more than office-based ones?", 'salary-insights', [remotePremium], [esgPremium, hybridDays]),
  ask('f35-i-hybrid', 'How many days working from home are typical for accountants on hybrid contracts now?', 'salary-insights', [hybridDays], [pensionMatch, remotePremium]),
  ask('f35-i-pharma', 'I work in a pharma plant in Cork. Is there a salary premium for life sciences experience?', 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium]),
  ask('f35-i-esg', "I've been doing a lot of sustainability reporting lately. Do ESG skills earn you more?", 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f35-i-dev-budget', 'Would employers usually give a training or development budget, and roughly how much?', 'salary-insights', [developmentBudget], [pensionMatch]),

  // --- Candidates: qualifications and exams -------------------------------------------------------------------------------
  ask('f35-q-aca-vs-cima-experience', "I'm a student trying to decide between ACA and CIMA. How much work experience does each one need?", 'qualifications', [acaExperience, cimaExperience], [accaExperience]),
  ask('f35-q-acca-sessions', 'Would you know when the ACCA exam sessions are during the year?', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f35-q-sessions-then-count', 'And how many exams would I have to pass in total?', 'qualifications', [`${accaFacts.examCount} exams`], [`${cimaFacts.objectiveTests} objective tests`, ACA_MARK], 'f35-q-acca-sessions'),
  ask('f35-q-acca-ak-papers', 'What are the Applied Knowledge papers in ACCA, could you list them?', 'qualifications', [accaPaper('BT'), accaPaper('MA'), accaPaper('FA')], [accaPaper('FR'), accaPaper('TX')]),
  ask(
    'f35-q-cima-degree',
    "I have a business degree and I'm starting CIMA. Would I get exemptions, and how many Certificate subjects are there?",
    'qualifications', [`${cimaFacts.cbaSubjects} subjects`, 'exemptions'], [ACA_MARK, ACCA_MARK],
  ),
  ask('f35-q-cima-management', 'What papers are at CIMA management level?', 'qualifications', [cimaPaper('E2'), cimaPaper('P2'), cimaPaper('F2')], [cimaPaper('E1'), cimaPaper('E3'), ACCA_MARK]),
  ask(
    'f35-q-cima-ot-and-case',
    'Could you tell me what a CIMA objective test costs to sit, and what the case study costs?',
    'qualifications', [cimaFee('Objective test'), cimaFee('Case study exam')], [accaFee('Strategic Professional exams'), acaFee('CAP1 exams')],
  ),
  ask('f35-q-cima-windows', 'When are the CIMA objective test windows on?', 'qualifications', cimaObjectiveTestWindows, [ACA_MARK, ACCA_MARK]),
  ask('f35-q-fae-sittings', "I'm an ACA trainee in my third year. When are the FAE sittings, main and repeat?", 'qualifications', [acaSitting('FAE').main, acaSitting('FAE').repeat], [acaSitting('CAP1').main, ACCA_MARK]),
  ask('f35-q-fae-then-fee', "And what's the cost of the FAE exams?", 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')], 'f35-q-fae-sittings'),
  ask(
    'f35-q-aca-reg-sub',
    "What does it cost to register as an ACA student, and what's the yearly subscription after that?",
    'qualifications', [acaFee('Student registration'), acaFee('Annual student subscription')], [accaFee('Registration'), cimaFee('Registration')],
  ),
  ask('f35-q-aca-exemptions', 'I have an accounting degree from UCD. Would I get exemptions from CAP1 for the ACA?', 'qualifications', [says(acaPage, 'exemptions'), ACA_MARK], [ACCA_MARK, CIMA_MARK]),
  ask('f35-q-cap1-subjects', 'Which subjects are covered at CAP1?', 'qualifications', examGroup(acaPage.structure.levels, 'CAP1'), [ACCA_MARK, CIMA_MARK]),
  ask(
    'f35-q-cta-stages',
    "I'm working in a tax practice and thinking about the CTA. How long does each stage take?",
    'qualifications', [ctaStageMonths('Foundation'), ctaStageMonths('Intermediate')], [ACA_MARK, ACCA_MARK],
  ),
  ask('f35-q-cta-then-autumn', 'When are the autumn exams held?', 'qualifications', ctaAutumnExams, [ACA_MARK, CIMA_MARK], 'f35-q-cta-stages'),
  ask('f35-q-acca-ethics', 'Is there a separate charge for the ACCA ethics module?', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Registration'), accaFee('Applied Knowledge exams')]),

  // --- Candidates: interviews --------------------------------------------------------------------------------------------------
  ask(
    'f35-t-star',
    "I've a competency-based interview next week. How should I structure my answers to the 'tell me about a time' questions?",
    'interview-tips', [says(interviewPreparationPage, 'Situation'), says(interviewPreparationPage, 'Reflection')], [OFFER_TIP, MIC_TIP],
  ),
  ask('f35-t-teams', 'My first interview is on Teams on Thursday. Have you any tips for getting the setup right?', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'eye level')], [OFFER_TIP, AUDIT_TIP]),
  ask('f35-t-teams-then-dress', "Should I still dress up for it even though it's online?", 'interview-tips', [presencePhrase('Dress', 'Business professional')], [OFFER_TIP, AUDIT_TIP], 'f35-t-teams'),
  ask('f35-t-software-co', "I'm interviewing with a software company for a revenue accountant job. What technical areas should I revise?", 'interview-tips', [TECH_TIP], [PHARMA_TIP, FUNDS_TIP]),
  ask('f35-t-fund-admin', "I've an interview with a fund administrator in the IFSC. What should I read up on beforehand?", 'interview-tips', [FUNDS_TIP], [PHARMA_TIP, TECH_TIP]),
  ask('f35-t-counter-offer', 'I handed in my notice and now my manager has offered me more money to stay. What would you advise?', 'interview-tips', [OFFER_TIP], [MIC_TIP, AUDIT_TIP]),
  ask(
    'f35-t-still-studying',
    "I'm still studying and I'm worried they'll ask about my exams in the interview. How should I handle that?",
    'interview-tips', [tipPhrase('discuss-your-qualification-plan', 'next sitting')], [OFFER_TIP, MIC_TIP],
  ),
  ask(
    'f35-t-month-end',
    'Someone told me finance interviewers like specifics about your current job. What kind of figures should I have ready?',
    'interview-tips', [tipPhrase('know-your-numbers', 'month-end close')], [OFFER_TIP, MIC_TIP],
  ),
  ask('f35-t-arrive-early', 'How early should I arrive for an in-person interview in the city centre?', 'interview-tips', [presencePhrase('Punctuality', 'ten minutes early')], [MIC_TIP, OFFER_TIP]),
  ask(
    'f35-t-second-round',
    "I'm just out of a first-round interview and I've been told there's a second round. Is there anything I should do now?",
    'interview-tips', [tipPhrase('reflect-while-it-is-fresh', 'story bank')], [OFFER_TIP, MIC_TIP],
  ),

  // --- Candidates: the market ----------------------------------------------------------------------------------------------------
  ask('f35-m-galway-share', "We're thinking of moving to Galway. Would you know what share of the accounting jobs are out west?", 'market', [regionShare('Galway')], [regionShare('Dublin'), regionShare('Cork')]),
  ask('f35-m-galway-then-cork', 'And how does Cork compare?', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')], 'f35-m-galway-share'),
  offTopic('f35-fo-cork-then-houses', 'Are houses much cheaper to buy in Cork than in Galway?', 'f35-m-galway-then-cork'),
  ask('f35-m-salary-rise', 'Did salaries for accountants go up much this year, on average?', 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')]),
  ask('f35-m-remote-share', 'What proportion of finance roles are being advertised as remote or hybrid now?', 'market', [stat('remote-positions')], [stat('job-market-growth'), regionShare('Dublin')]),
  ask('f35-m-time-to-offer', 'Roughly how long does it take to land a finance job, from applying to getting an offer?', 'market', [formatTimeToHire()], [hours]),

  // --- Candidates: the CV, privacy and the agency -------------------------------------------------------------------------------------
  ask('f35-v-cv-formats', "Hello, I'd like to send in my CV. What file formats do you accept?", 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], ['€']),
  ask('f35-v-formats-then-size', 'Is there a maximum file size?', 'services', [`${MAX_CV_MEGABYTES}MB`], ['€'], 'f35-v-cv-formats'),
  ask('f35-v-size-then-shared', 'Will you send my CV to employers without asking me first?', 'services', [says(candidatesPage, 'without your permission')], ['€'], 'f35-v-formats-then-size'),
  ask(
    'f35-v-kept-how-long',
    "If I upload my CV and don't find a job through you, how long will you keep my details on file?",
    'services', [`${DATA_RETENTION_YEARS} years`], ['€'],
  ),
  ask('f35-v-kept-then-delete', 'Can I ask you to delete them sooner than that?', 'services', [says(privacyPolicy, 'delete')], ['€'], 'f35-v-kept-how-long'),
  ask('f35-v-free-to-register', 'Sorry if this is a silly question, but do I have to pay anything to register with you as a candidate?', 'services', [says(termsOfService, 'free to candidates')], ['€']),
  ask('f35-v-jobs-now', 'Are there any jobs on your site at the moment that I could apply for?', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f35-v-jobs-then-trainee-pay', "What's the salary on the trainee one?", 'services', [trainee.salary], [qualifiedJob.salary], 'f35-v-jobs-now'),
  ask('f35-v-donegal', 'I live in Donegal. Do you help people find work outside Dublin, and could I meet someone?', 'services', [says(agency.operatingModel, 'anywhere in Ireland')], ['€']),
  ask('f35-v-reviews', 'Before I sign up, what do other people say about you? Do you have reviews anywhere?', 'services', [String(agency.trustSignals.reviews.rating)], []),
  ask('f35-v-bot-or-person', 'Just wondering, am I talking to a real person here or is this an AI?', 'services', [assistant.modelName], []),
  ask('f35-v-tax-roles', "I'm a CTA student. Do you recruit for tax roles as well as accounting ones?", 'services', [says(ctaPage, 'tax professionals')], ['€']),

  // --- Candidates: contact and hours ---------------------------------------------------------------------------------------------------
  ask('f35-c-phone', 'Could I get a phone number to ring one of your recruiters?', 'contact', [agency.phone.display], ['€']),
  ask('f35-c-phone-then-close', 'What time are you open until in the evening?', 'contact', [closingTime], ['€'], 'f35-c-phone'),
  ask('f35-c-email-cv', "What email address should I send my CV to if the upload doesn't work?", 'contact', [agency.email], ['€']),
  ask('f35-c-address', "Where is your office? I'd like to drop in with my CV some day.", 'contact', [agency.address.streetAddress], ['€']),
  ask('f35-c-address-then-eircode', "What's the Eircode so I can put it in the sat nav?", 'contact', [agency.address.postalCode], ['€'], 'f35-c-address'),
  ask('f35-c-whatsapp', 'Is there any way to message you on WhatsApp instead of ringing?', 'contact', [whatsapp], ['€']),
  ask('f35-c-saturday', 'Are you open on Saturdays at all? I work Monday to Friday myself.', 'contact', [weekdays], ['€']),

  // --- Employers and HR: what to pay -----------------------------------------------------------------------------------------------------
  salary(
    'f35-s-fc-hire-cork',
    "We're a manufacturing company in Cork looking to hire a financial controller with around four years PQE. What salary should we budget for?",
    QA, 'Financial Controller', 1, [pay(QA, 'Financial Accountant', 1)],
  ),
  placementFee('f35-p-fc-then-92k', 'If we ended up paying €92,000, what would your fee come to?', 92_000, [], 'f35-s-fc-hire-cork'),
  ask('f35-p-92k-then-invoice', 'And when would that be invoiced to us?', 'placement-fees', [says(termsOfService, 'in writing')], wrongBandFees(92_000), 'f35-p-fc-then-92k'),

  salary('f35-s-cfo-300-staff', "I chair the board of a company with about 300 staff and we're recruiting our first CFO. What's the market rate?", CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)]),
  placementFee('f35-p-cfo-then-175k', 'What would your fee be on a salary of €175,000?', 175_000, [], 'f35-s-cfo-300-staff'),

  salary('f35-s-fd-30-staff', "We're a 30-person distribution business. What would a finance director cost us in salary?", CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f35-s-fd-then-gfc', 'Would a group financial controller be cheaper for a company our size?', CSUITE, 'Group Financial Controller', 0, [], 'f35-s-fd-30-staff'),
  salary(
    'f35-s-gfc-1200',
    'Our group employs around 1,200 people across Ireland and the UK. What salary range is normal for a group financial controller?',
    CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)],
  ),
  salary('f35-s-cfo-startup-20', 'Would you know what the CFO of a startup with about 20 employees is typically paid?', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary(
    'f35-s-credit-control-hire',
    'We need a credit controller with a couple of years of experience for our Limerick office. What should we be offering?',
    SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Payroll Specialist', 1)],
  ),
  salary(
    'f35-s-payroll-hire-senior',
    "Hi, I'm in HR. We're hiring a payroll specialist with six or seven years' experience. What's the going rate?",
    SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Assistant', 2)],
  ),
  salary('f35-s-aa-hire-school-leaver', "We'd like to take on a school leaver as an accounts assistant. What's a fair starting salary?", SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  placementFee('f35-p-aa-then-29k', 'If we offered €29,000, what would the placement fee be?', 29_000, [], 'f35-s-aa-hire-school-leaver'),
  salary(
    'f35-s-bookkeeper-hire-kerry',
    "We're a small hotel in Kerry and we want a bookkeeper with two years' experience. What would the full-time salary be?",
    SUPPORT, 'Bookkeeper', 1, [pay(SUPPORT, 'Accounts Assistant', 1)],
  ),
  salary('f35-s-senior-hire-mid', "We're a mid-tier practice in Galway and we need an audit senior. What are other firms paying?", AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)]),
  salary(
    'f35-s-ma-hire-sligo',
    "We're recruiting a management accountant for our plant in Sligo, ideally about two years qualified. What's the typical salary?",
    QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)],
  ),
  ask('f35-t-sligo-then-interview', 'What should good candidates know about for a manufacturing role like ours?', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP], 'f35-s-ma-hire-sligo'),
  salary('f35-s-ia-lead-7yrs', "What salary would attract an internal audit lead with seven years' post-qualification experience?", QA, 'Internal Auditor', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f35-s-pq-hire-entry', "We'd like to hire a part-qualified accountant who is just starting out. What would they expect to be paid?", SUPPORT, 'Part-Qualified', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  compare(
    'f35-s-fc-vs-ma-4yrs-hire',
    "For someone with four years PQE, how does a financial controller's salary compare with a management accountant's?",
    [QA, 'Financial Controller'], [QA, 'Management Accountant'], 1,
  ),
  salaryRow(
    'f35-s-gfc-row',
    'Could you give me the salary ranges for group financial controllers, from small companies up to large groups?',
    [CSUITE, 'Group Financial Controller'], [CSUITE, 'Finance Director'],
  ),
  salaryRow('f35-s-apar-row', 'What are the salary bands for accounts payable staff at each level?', [SUPPORT, 'Accounts Payable/Receivable'], [SUPPORT, 'Payroll Specialist']),

  // --- Employers and HR: placement fees ----------------------------------------------------------------------------------------------------
  placementFee('f35-p-52k', "Good afternoon. We're hiring a management accountant on €52,000. What would your fee be?", 52_000),
  placementFee('f35-p-52k-then-39k', 'And for an accounts assistant on €39,000?', 39_000, [feeAmount(52_000)], 'f35-p-52k'),
  placementFee('f35-p-39k-then-31k', 'What about a payroll clerk at 31k?', 31_000, [feeAmount(39_000)], 'f35-p-52k-then-39k'),
  placementFee('f35-p-68k', "I'd like to understand your fee for a financial accountant at sixty-eight thousand euro.", 68_000),
  placementFee('f35-p-41-5k', 'If the salary is €41,500, what percentage do you charge and how much would that be?', 41_500),
  placementFee('f35-p-33k', 'Would you know what the fee comes to on a €33,000 salary?', 33_000),
  placementFee('f35-p-125k-fd', "We're looking for a finance director at 125k. What would the recruitment fee be?", 125_000),
  ask(
    'f35-p-58k-allowance',
    'The role pays a base of €58,000 plus a car allowance of €6,000. What would your fee be, and is it worked out on the base?',
    'placement-fees', [...fee(58_000), says(feesPage, 'base salary')], [...wrongBandFees(58_000), feeAmount(64_000)],
  ),
  placementFee('f35-p-76k-fc', "What's your fee on an FC hire at €76,000?", 76_000),
  placementFee('f35-p-36-5k', "We might offer 36.5k for an experienced bookkeeper. What would your fee be on that?", 36_500),
  ask('f35-p-how-pricing-works', "Hello, I'm an HR manager. How does your pricing work for employers?", 'placement-fees', allBandPercentages, [accaFee('Strategic Professional exams'), cimaFee('Case study exam')]),
  ask(
    'f35-p-exclusive',
    'We have four finance roles to fill this year. Is there any discount if we work with you exclusively?',
    'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], [],
  ),
  ask('f35-p-upfront', 'Do we have to pay anything up front before you start a search for us?', 'placement-fees', [says(termsOfService, 'successful candidate')], []),

  // --- Employers and HR: the service, the market and perks ------------------------------------------------------------------------------------
  ask(
    'f35-v-process',
    "We've never used a recruitment agency before. Could you walk me through how the process works?",
    'services', [processStep(1), processStep(2), processStep(3), processStep(4)], [],
  ),
  ask('f35-v-process-then-speed', 'How quickly would you come back to us once we send over a job spec?', 'services', [hours], [formatTimeToHire()], 'f35-v-process'),
  ask('f35-v-screened', 'Do you meet the candidates yourselves before you send their CVs on to us?', 'services', [says(employersPage, 'interviewed')], []),
  ask('f35-v-mat-cover', 'We need someone to cover a maternity leave for nine months. Do you do contract roles as well as permanent?', 'services', [says(termsOfService, 'permanent and contract')], ['€']),
  ask('f35-v-sales-manager', 'Could you also help us recruit a sales manager, or is it only finance?', 'services', [says(employersPage, 'only accounting and finance')], []),
  ask('f35-v-industry-body', 'Are you members of any recruitment industry body?', 'services', [membership.name], ['€']),
  ask('f35-c-licence', "For our procurement paperwork, what's your employment agency licence number?", 'contact', [agency.licence.number], ['€']),
  ask('f35-v-placed-so-far', 'How many people have you placed so far?', 'services', [String(agency.trustSignals.placementsMade.count)], []),
  ask('f35-v-directors', 'Who are the directors behind the agency?', 'services', [niamh.name, conor.name], []),
  ask(
    'f35-i-pay-review',
    "We're doing our annual pay review for the finance team. What increases are other companies giving for the cost of living?",
    'salary-insights', [inflationAdjustment], [stat('average-salary-increase')],
  ),
  ask('f35-i-tech-co-premium', "We're a tech company. Do we need to pay a premium to attract good accountants?", 'salary-insights', [specialisationPremium('Technology')], [esgPremium, remotePremium]),
  ask('f35-i-us-gaap-hire', 'Our parent company is American, so we need someone with US GAAP. Does that push salaries up?', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),
  ask('f35-m-dublin-office', "We're opening an office in Dublin. What share of accountancy vacancies are based there?", 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')]),
  ask('f35-m-market-growth-hire', 'Would you say the market for finance staff is still growing? By how much?', 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')]),
  ask('f35-c-job-spec-email', "What's the best email address to send a job description to?", 'contact', [agency.email], ['€']),
  ask('f35-c-office-hours', "What are your office hours? I'd like to call during my lunch break.", 'contact', [openingTime, closingTime], ['€']),
  ask('f35-c-linkedin', 'Do you have a LinkedIn page we could follow?', 'contact', [websiteHost(linkedin.url)], ['€']),
  ask('f35-v-visit-tullamore', 'Could one of your team visit our site in Tullamore to talk through what we need?', 'services', [says(agency.operatingModel, 'anywhere in Ireland')], ['€']),

  // --- Others: parents, partners, a friend, a careers teacher ------------------------------------------------------------------------------------
  salary(
    'f35-s-daughter-trainee-small',
    'My daughter has been offered a trainee position with a small accountancy practice in Mayo. What would be normal pay for that?',
    AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)],
  ),
  ask('f35-q-daughter-then-acca', "She'd be doing ACCA with them. How much work experience does she need for it?", 'qualifications', [accaExperience], [acaExperience, CIMA_MARK], 'f35-s-daughter-trainee-small'),
  salary(
    'f35-s-partner-fd-150',
    'My partner is a finance director in a company of about 150 people. Would you know what the usual range is for that?',
    CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)],
  ),
  ask(
    'f35-q-teacher-aca-acca',
    "I'm a guidance counsellor in a secondary school. What's the main difference between ACA and ACCA in terms of experience, so I can explain it to students?",
    'qualifications', [acaExperience, accaExperience], [CIMA_MARK],
  ),
  salary('f35-s-teacher-then-aa', 'And what could a student earn in an accounts assistant job straight out of school?', SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)], 'f35-q-teacher-aca-acca'),
  salary(
    'f35-s-friend-manager-big4',
    'A friend of mine is an audit manager at one of the Big 4 in Dublin. Roughly what would she be on?',
    AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2), pay(AUDIT, 'Director', 2)],
  ),
  placementFee('f35-p-friend-bookkeeper-34k', 'My friend runs a small business and wants to hire a bookkeeper on €34,000 through you. What would that cost her?', 34_000),
  ask(
    'f35-q-son-aca-fees',
    'My son starts an ACA training contract in September. Does the firm normally pay the exam fees, and what do the CAP2 exams cost?',
    'qualifications', [acaFee('CAP2 exams'), says(acaPage, 'Many employers pay them')], [acaFee('CAP1 exams'), acaFee('FAE exams')],
  ),
  ask('f35-v-daughter-pay-you', 'Would my daughter have to pay you anything if you found her a job?', 'services', [says(termsOfService, 'free to candidates')], ['€']),
  ask('f35-c-husband-phone', "My husband asked me to get your phone number. He's looking for a new FC role.", 'contact', [agency.phone.display], ['€']),
  salary(
    'f35-s-wife-payroll-8months',
    'My wife has been a payroll administrator for about eight months. What is the usual pay at her stage?',
    SUPPORT, 'Payroll Specialist', 0, [pay(SUPPORT, 'Accounts Assistant', 0)],
  ),
  offTopic('f35-fo-wife-then-welfare', 'Would she qualify for the Working Family Payment on that wage?', 'f35-s-wife-payroll-8months'),
  ask('f35-t-son-big4-graduate', 'My son has an interview with a Big 4 firm for a graduate audit role. What should he prepare?', 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, PHARMA_TIP]),

  // --- Hand-over: the visitor asks for a person -----------------------------------------------------------------------------------------------
  handOver('f35-h-actual-recruiter', "Hi, I'd rather talk this through with an actual recruiter. Could someone get in touch with me?"),
  handOver('f35-h-urgent-fc', 'We have an urgent financial controller vacancy. Can someone from your team call me today?'),
  handOver('f35-h-niamh', 'Would it be possible to speak to Niamh directly about a senior role?'),
  handOver('f35-h-not-bot', 'Is there a person I could chat to instead of the bot?'),
  handOver('f35-h-moving-home', 'Could a consultant ring me back this afternoon? I want to talk about moving home to Ireland for work.'),

  // --- Off-topic: near-misses that sound financial or recruitment-like --------------------------------------------------------------------------
  ...(
    [
      ['f35-o-medical-expenses', 'How do I claim tax relief on my medical expenses through Revenue?'],
      ['f35-o-self-assessment', 'Could you tell me when the deadline is for filing my own self-assessment tax return?'],
      ['f35-o-mortgage-ftb', 'Any idea how much I could borrow for a mortgage as a first-time buyer in Dublin?'],
      ['f35-o-prsa-or-loan', 'Would you recommend putting money into a PRSA or paying off my car loan first?'],
      ['f35-o-cafe-accountant', 'I run a small café. Could you recommend an accountant to do my year-end accounts?'],
      ['f35-o-first-employee', 'How do I set up payroll for my first employee and register as an employer with Revenue?'],
      ['f35-o-notice-rules', 'What are the rules on how much notice my employer has to give me if they let me go?'],
      ['f35-o-start-up-grant', 'Is there any grant available for starting my own business in Ireland?'],
      ['f35-o-index-funds', 'Which index funds would you recommend for a beginner with a bit of money saved?'],
      ['f35-o-critical-skills', 'How do I apply for a Critical Skills Employment Permit for my partner?'],
      ['f35-o-developer-pay', 'What do software developers earn in Dublin these days?'],
      ['f35-o-teaching-jobs', 'Are there any teaching jobs going in secondary schools in Cork?'],
      ['f35-o-plumber-books', 'Could you do the bookkeeping for my small plumbing business every month?'],
      ['f35-o-state-pension', 'How is the State Pension worked out, and when can I claim it?'],
      ['f35-o-savings-bonds', 'What interest rate are An Post savings bonds paying at the moment?'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Off-topic: plainer ones -------------------------------------------------------------------------------------------------------------------
  ...(
    [
      ['f35-o-grafton-dinner', 'Could you recommend a nice restaurant near Grafton Street for a birthday dinner?'],
      ['f35-o-killarney-weather', 'What will the weather be like in Killarney this weekend?'],
      ['f35-o-hurling-final', 'Who won the All-Ireland hurling final this year?'],
      ['f35-o-retirement-poem', "Can you help me write a short poem for my mother's retirement?"],
      ['f35-o-drive-galway', 'How long does it take to drive from Dublin to Galway?'],
      ['f35-o-wicklow-walks', 'Would you know any good walks in Wicklow for a beginner?'],
      ['f35-o-luas-sunday', 'What time does the Luas run until on a Sunday night?'],
      ['f35-o-maths-homework', 'Could you help me with my daughter’s maths homework on fractions?'],
      ['f35-o-puppy-name', "What's a good name for a golden retriever puppy?"],
      ['f35-o-box-set', 'Can you recommend a good box set to watch this weekend?'],
      ['f35-o-red-wine', 'How do I get a red wine stain out of a carpet?'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),
];
