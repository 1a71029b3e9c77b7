// The FORTIETH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 30 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// thirty-eighth and thirty-ninth sets and their tests (for the rules, format and builders, and to
// avoid repeating their wordings); never the engine (lambdas/), never any other set, and never ran
// Aine on these questions nor looked at what it answers.
//
// Persona and angle: A TWENTY-THIRD CROSS-SECTION: ASKED INDIRECTLY. Visitors who do not name the
// fact they want but describe their situation or ask around it, in ordinary full sentences, the way
// people write to a person: a salary asked as "am I underpaid", "is that fair", "would I be better
// off" with the years, the firm's size or the company's headcount in place of the level's name
// ("I've kept the books for a builders' providers for around five years"); fees asked as what a hire
// "would actually cost us", what "we'd owe you", "the damage", yes/no ("would your fee on a 48k hire
// come to more than five grand"); qualifications asked through a plan or a worry ("I've passed CAP1
// and I'm saving up for the next stage"); hedged questions ("I don't suppose you'd know..."), "is X
// more than Y" questions, questions inside a story, and Irish usage ("would I be on", "the going
// rate", "what are they paying these days", "a pal of mine", "the lad"). Every topic in proportion to
// real traffic: salaries most (every table and level), then placement fees at many salaries,
// qualifications (structure, dates, fees, duration, experience, exemptions), market figures, contact
// details and hours, interview tips, the agency's services for candidates and employers, CV upload
// rules and privacy, the featured jobs. About 50% candidates, 35% employers and 15% others (parents,
// partners, friends, students). 43 follow-ups in short chains (one drifting off-topic); 24 more
// off-topic questions, 14 of them near-misses that sound financial or recruitment-like (a tax return,
// benefit in kind, a mortgage, pension auto-enrolment, redundancy, a payroll service, pay outside
// accounting and finance, accountants' pay abroad, corporation tax, a financial adviser, inheritance
// tax, social welfare, VAT registration, investing), the rest plainer; five requests for a person,
// asked indirectly.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the thirty-eighth and thirty-ninth sets):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
//   Audit and C-suite levels are picked by firm or company size (small, mid-tier, large / Big 4;
//   for C-suite headcounts, under 50 small, 50 to 499 mid-size, 500 or more enterprise). Where pay
//   "tops out" in a career is its most experienced level. A role asked with no years, size or level
//   ("is it normal for an FC to be on under 80k") is right with all its levels' bands.
// - Comparison rule: a question comparing two roles at one level ("is a GFC paid more than an FD")
//   is right with both roles' bands for that level, wrong with either role's other levels; "would I
//   be better off" moving from one role or firm to another is right with both bands asked about.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee; or,
//   asked of a base salary with commission on top, the fee on the whole package).
//   No salary sits on a band edge (€35,000 or €45,000). "The total first-year cost", "what we'd owe
//   you" is right with the fee on that salary (the content states fees, not totals).
// - A salary stated in the question ("I'm on 41k, am I underpaid") is answered with the band for the
//   level asked; no stated salary sits on an edge of the band asked about.
// - A follow-up that changes one thing (level, size, role, amount, qualification) keeps the rest of
//   the earlier question; "are those figures before tax" after a salary is answered with the guide's
//   footnote.
// - Two questions in one message: the reply is right only with both answers.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax and returns, benefit in kind, mortgages, pension
//   auto-enrolment, redundancy entitlements, payroll done as a service, pay or jobs outside
//   accounting and finance, pay in other countries, corporation tax, VAT registration, investing,
//   social welfare). An off-topic reply must name "accounting and finance" and quote no euro figure;
//   so must an off-topic follow-up at the end of a chain.
// - Hand-over rule: when the visitor asks for a person, however indirectly ("would it be possible to
//   have a chat with someone"), the reply names who receives the question (the chat-handover
//   content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.
//
// In this set, as in the thirty-eighth and thirty-ninth, a reply that should quote no euro figure
// (contact details, the CV rules, privacy, the candidates' side of the fees) is wrong with one; a
// question about someone else is judged as if that person asked it. A "credit controller", "accounts
// receivable clerk" or someone "in credit control" is the guide's Accounts Payable/Receivable row;
// "keeping the books" is the Bookkeeper row; a "trainee" or "graduate" in a practice is the audit
// table's Junior row; an "accountant" with no other title is the Financial Accountant row. Where two
// figures the content states coincide (the job market growth and Cork's share; the average salary
// increase and Galway's share; the specialisations' premiums; a band two rows share, such as a
// support row's middle band and another's entry band, a Big 4 senior's and a small firm's manager's,
// an FC's middle band and a small group's GFC's, the trainee job's range and the entry bands it
// equals), neither is used as the other's wrong figure.

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
const ctaRegistration: string[] = ctaDatesPassed
  ? [websiteHost(ctaFacts.website)]
  : ctaFacts.keyDates2025.map((sitting) => sitting.registration);
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const cimaCaseStudyWindows: string[] = cimaDatesPassed
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.caseStudies.map((caseStudyWindow) => caseStudyWindow.display);

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const accaExperience = `${accaFacts.experienceMonths} months`;
const accaExams = `${accaFacts.examCount} exams`;
const cimaTests = `${cimaFacts.objectiveTests} objective tests`;
// '3 case studies' or '3 case study exams', as the CIMA page words it.
const cimaCaseStudies = `${cimaFacts.caseStudies} case stud`;
const faeElectives = `${acaFacts.faeElectives} electives`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;
const cvSize = `${MAX_CV_MEGABYTES}MB`;
const retention = `${DATA_RETENTION_YEARS} years`;
const whatsapp = websiteHost(agency.whatsappUrl);
const gross = says(salaryGuidePage, 'gross');
const freeToCandidates = says(termsOfService, 'free to candidates');
const exemptions = says(acaPage, 'exemptions');
const [membership] = agency.trustSignals.memberships;
const [niamh, conor] = teamMembers;
if (!membership || !niamh || !conor) {
  throw new RangeError('The memberships or the team changed: update the fortieth set');
}

type Level = readonly [SalaryTableId, string, SalaryLevelIndex];

/** The hand-over rule: the reply names who receives the question and asks for the visitor's name. */
function handOver(id: string, question: string): HeldOutQuestion {
  return { id, question, kind: 'hand-over', topic: 'hand-over', mustContain: [handoverRecipients, 'name'], mustNotContain: ['€'] };
}

/** The fee on a base salary with an allowance or commission on top: right with the base's fee, wrong with the whole package's. */
function feeOnBase(id: string, question: string, base: number, extra: number, followUpOf?: string): HeldOutQuestion {
  return placementFee(id, question, base, [feeAmount(base + extra)], followUpOf);
}

/** "Are those figures before tax": the guide's footnote, without another level's band. */
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

export const fortiethVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Candidates: qualified accountants, telling their story ----------------------------------------------------
  salary('f40-s-fa-2yrs-cork-underpaid', "I qualified two years ago and I'm working as a financial accountant in Cork on 58k. I'm starting to wonder whether I'm being underpaid compared with other people at my stage.", QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f40-s-cork-then-couple-more', 'And if I stuck it out for another couple of years, where would that leave me?', QA, 'Financial Accountant', 1, [pay(QA, 'Financial Controller', 1)], 'f40-s-fa-2yrs-cork-underpaid'),
  beforeTax('f40-s-couple-more-then-gross', "Just so I'm comparing like with like, are those figures before tax comes off?", QA, 'Financial Accountant', 1, 'f40-s-cork-then-couple-more'),
  offTopic('f40-fo-gross-then-medical-expenses', "Grand. While I have you, would you know how I'd go about claiming back tax on my medical expenses?", 'f40-s-couple-more-then-gross'),

  salary('f40-s-fc-7yrs-midlands', "I've been financial controller at a manufacturing company in the midlands for the seven years since I qualified, and I'm on 96k. Is that about right, or have I fallen behind?", QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('f40-s-fc-then-group-800', 'Would I do better going for a group financial controller job in a company of, say, 800 people?', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)], 'f40-s-fc-7yrs-midlands'),

  salaryRow('f40-s-fc-under-80k-waterford', 'Would it be unusual for a financial controller based down in Waterford to be on less than 80 grand?', [QA, 'Financial Controller'], [QA, 'Financial Accountant']),
  salary('f40-s-ma-4yrs-recruiter-said', "I'm a management accountant, four years out of my exams, and a recruiter told me I should be looking for more money. What sort of range would someone like me be on?", QA, 'Management Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  salary('f40-s-analyst-just-got-cima', "I've just got my CIMA and I'm moving into an FP&A analyst job. I don't suppose you'd know what they'd normally start someone like me on?", QA, 'Financial Analyst', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f40-s-analyst-then-six-or-seven', "And once I've a good six or seven years under my belt?", QA, 'Financial Analyst', 2, [pay(QA, 'Financial Controller', 2)], 'f40-s-analyst-just-got-cima'),
  salary('f40-s-ia-9yrs-bank-offer', "A bank has offered me 88k to join them as an internal auditor. I've nine years post-qualification behind me. Would you say that's a fair offer?", QA, 'Internal Auditor', 2, [pay(QA, 'Financial Controller', 2)]),
  betterOff('f40-s-big4-manager-or-industry', "I'm an audit manager in one of the Big 4 and everyone keeps telling me I'd be better off moving into industry as a financial controller, with my four years qualified. Would I actually be better off money-wise?", [AUDIT, 'Manager', 2], [QA, 'Financial Controller', 1]),
  salary('f40-s-industry-then-director', 'What if I stayed on instead and made director there?', AUDIT, 'Director', 2, [pay(AUDIT, 'Partner', 2), pay(AUDIT, 'Director', 1)], 'f40-s-big4-manager-or-industry'),

  // --- Candidates: practice -----------------------------------------------------------------------------------------
  betterOff('f40-s-senior-small-to-mid', "I'm an audit senior in a small local practice in Mayo, seven of us in total, and I'm on 47k. Would I be on much more if I moved to a mid-tier firm?", [AUDIT, 'Senior', 0], [AUDIT, 'Senior', 1]),
  salary('f40-s-manager-promotion-limerick', "I'm about to be promoted to audit manager in a mid-sized practice in Limerick. What should I be pushing for when we talk money?", AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1), pay(AUDIT, 'Director', 1)]),
  salary('f40-s-promotion-then-director', 'And what about if I made director there in a few years?', AUDIT, 'Director', 1, [pay(AUDIT, 'Manager', 1), pay(AUDIT, 'Partner', 1)], 'f40-s-manager-promotion-limerick'),
  salary('f40-s-partner-big4-million', 'Is it true that partners in the Big Four are on a million a year?', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),
  salary('f40-s-trainee-mid-tier-33k', 'Is 33k fair for a trainee in a mid-tier firm, or are they taking advantage?', AUDIT, 'Junior', 1, [pay(AUDIT, 'Senior', 1)]),

  // --- Candidates: part-qualified and support ----------------------------------------------------------------------
  salary('f40-s-books-five-years-41k', "I've kept the books for a family-run builders' providers for around five years now, and I'm on 41k. Am I underpaid?", SUPPORT, 'Bookkeeper', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f40-s-books-then-part-qualified', 'And if I went and did a few exams and became part-qualified, would that bump it up?', SUPPORT, 'Part-Qualified', 2, [pay(SUPPORT, 'Bookkeeper', 2)], 'f40-s-books-five-years-41k'),
  salary('f40-s-payroll-2yrs-40k', 'My payroll job pays 40k and I have two years done. Is that roughly the going rate?', SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f40-s-payroll-then-past-four', "What would I need to be earning once I'm past the four-year mark?", SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Assistant', 2)], 'f40-s-payroll-2yrs-40k'),
  salary('f40-s-aa-business-degree', "I'm finishing my business degree and hoping to get a start as an accounts assistant. What kind of salary should I expect for a first job?", SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  salary('f40-s-credit-control-ceiling', "I've worked in credit control for just over four years. Is there much of a ceiling on pay in that line of work?", SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)]),
  betterOff('f40-s-credit-then-payroll', 'Would moving over into payroll pay any better at my stage?', [SUPPORT, 'Accounts Payable/Receivable', 2], [SUPPORT, 'Payroll Specialist', 2], 'f40-s-credit-control-ceiling'),
  salary('f40-s-pq-halfway-acca', "I'm halfway through my ACCA exams and have about two years' experience in an accounts department. What would someone part-qualified like me be on?", SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Bookkeeper', 1)]),
  salary('f40-s-ap-seven-months-29k', 'I started in accounts payable seven months ago on 29k. Is that normal for someone so new?', SUPPORT, 'Accounts Payable/Receivable', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  compare('f40-s-pq-more-than-aa', 'Is a part-qualified accountant paid more than an accounts assistant, say when each has a couple of years behind them?', [SUPPORT, 'Part-Qualified'], [SUPPORT, 'Accounts Assistant'], 1),

  // --- Candidates: finance leadership ---------------------------------------------------------------------------------
  salary('f40-s-fd-step-up-35', "I've been asked to step up to finance director in the company I work for. There are about 35 of us. What would be a reasonable salary to ask for?", CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f40-s-fd-then-couple-hundred', 'And if we grow to a couple of hundred staff over the next few years?', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)], 'f40-s-fd-step-up-35'),
  compare('f40-s-gfc-more-than-fd-300', 'Is a group financial controller paid more than a finance director in a company of around 300 people?', [CSUITE, 'Group Financial Controller'], [CSUITE, 'Finance Director'], 1),

  // --- Candidates: premiums and benefits ----------------------------------------------------------------------------
  ask('f40-i-fully-remote-offer', "I've been offered a fully remote job and I'm wondering whether they should be paying me a bit more for it, or is that not a thing?", 'salary-insights', [remotePremium], [esgPremium, hybridDays]),
  ask('f40-i-sustainability-year', "I've spent the last year working on our sustainability reporting. Is that the kind of experience that gets you paid more?", 'salary-insights', [esgPremium], [remotePremium, pensionMatch]),
  ask('f40-i-pension-new-job', 'The new job says they match pension contributions. What would a decent employer usually put in?', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f40-i-pharma-sector-pays', "I'm a cost accountant in a pharma plant. Does working in that sector tend to pay better than elsewhere?", 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium]),

  // --- Candidates: qualifications -------------------------------------------------------------------------------------
  ask('f40-q-aca-whole-thing', "I'm working in an accounts office and my boss reckons I should do the ACA. How long would the whole thing take me, roughly?", 'qualifications', [acaExperience], [accaExperience, CIMA_MARK]),
  ask('f40-q-acca-evenings', "I work full time and I'm thinking of doing the ACCA in the evenings. How many exams would I be facing, and when could I sit them?", 'qualifications', [accaExams, ...accaFacts.examSessions], [cimaTests, ACA_MARK]),
  ask('f40-q-evenings-then-first-costs', 'What would it set me back to register and do the first few exams?', 'qualifications', [accaFee('Registration'), accaFee('Applied Knowledge exams')], [accaFee('Strategic Professional exams'), cimaFee('Registration')], 'f40-q-acca-evenings'),
  ask('f40-q-cima-on-computer', 'A friend of mine did CIMA and said it was all done on a computer. How is it actually structured?', 'qualifications', [cimaTests, cimaCaseStudies], [accaExams, ACA_MARK]),
  ask('f40-q-computer-then-case-cost', 'And what do those case studies cost each time you sit one?', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test')], 'f40-q-cima-on-computer'),
  ask('f40-q-case-cost-then-next', 'When would I be able to sit the next one?', 'qualifications', cimaCaseStudyWindows, [ACA_MARK, ACCA_MARK], 'f40-q-computer-then-case-cost'),
  ask('f40-q-after-cap1-saving', "I've passed CAP1 and I'm saving up for the next stage of the ACA. How much should I put aside for the exams?", 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')]),
  ask('f40-q-saving-then-when', 'And when would I be sitting them?', 'qualifications', [acaSitting('CAP2').main], [acaSitting('FAE').main, ACCA_MARK], 'f40-q-after-cap1-saving'),
  ask('f40-q-tax-not-audit', "I'm drawn towards tax rather than audit. If I went for the CTA, how long would I be studying at each stage?", 'qualifications', [ctaStageMonths('Foundation'), ctaStageMonths('Advanced')], [ACA_MARK, CIMA_MARK]),
  ask('f40-q-tax-then-member', 'And what would I need to actually become a member at the end of it?', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [accaExperience, ACA_MARK], 'f40-q-tax-not-audit'),
  ask('f40-q-cta-missed-autumn', 'I missed the registration for the CTA exams this autumn. When is my next chance to register?', 'qualifications', ctaRegistration, [ACA_MARK, ACCA_MARK]),
  ask('f40-q-sbr-next-session', "My exam next session is SBR. I'm embarrassed to ask, but what does it stand for, and is it one of the final ones?", 'qualifications', [accaPaper('SBR'), 'Strategic Professional'], [cimaPaper('F2'), ACA_MARK]),
  ask('f40-q-cima-no-degree', "I'm starting CIMA without a relevant degree. What's in the certificate I'd have to do first?", 'qualifications', [cimaPaper('BA1'), cimaPaper('BA2')], [accaPaper('BT'), ACA_MARK]),

  // --- Candidates: the market ---------------------------------------------------------------------------------------
  ask('f40-m-six-years-thinking-move', "I've been in the same job six years and I'm thinking of moving. Is there much happening in the market at the minute?", 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')]),
  ask('f40-m-move-then-bigger-offers', 'Are people getting bigger offers when they move, on average?', 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')], 'f40-m-six-years-thinking-move'),
  ask('f40-m-leave-dublin-cork', "I'd love to get out of Dublin. How much of the finance work is actually down in Cork?", 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')]),
  ask('f40-m-cork-then-further-west', 'And further west, in Galway?', 'market', [regionShare('Galway')], [regionShare('Dublin'), regionShare('Cork')], 'f40-m-leave-dublin-cork'),
  ask('f40-m-most-jobs-dublin', 'Is it true that most of the accounting jobs are in Dublin?', 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')]),

  // --- Candidates: interviews -----------------------------------------------------------------------------------------
  ask('f40-t-ten-years-no-interview', "I haven't had an interview in nearly ten years and I'm dreading the 'tell me about a time' questions. How should I go about answering them?", 'interview-tips', [says(interviewPreparationPage, 'Situation'), says(interviewPreparationPage, 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f40-t-boss-more-to-stay', "I handed in my notice and now my boss has offered me more money to stay. I'm torn about what to do.", 'interview-tips', [OFFER_TIP], [MIC_TIP, AUDIT_TIP]),
  ask('f40-t-ifsc-second-interview', "I've got a second interview with a funds company in the IFSC on Thursday. What technical areas would be worth brushing up on?", 'interview-tips', [FUNDS_TIP], [PHARMA_TIP, TECH_TIP]),
  ask('f40-t-practice-to-software', "I'm moving from practice to a software company and the interview is on Monday. Is there anything about how they account for their sales that I should read up on?", 'interview-tips', [TECH_TIP], [FUNDS_TIP, PHARMA_TIP]),
  ask('f40-t-sell-myself-short', "What do I say if they ask what I'm looking for salary-wise? I always worry I'll sell myself short.", 'interview-tips', [tipPhrase('know-your-market-value', 'researched range')], [MIC_TIP, AUDIT_TIP]),
  ask('f40-t-any-questions-for-us', 'At the end of interviews I never know what to say when they ask if I have any questions for them. Any ideas?', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'team structure')], [OFFER_TIP, MIC_TIP]),
  ask('f40-t-boss-is-a-nightmare', 'Honestly, my current boss is a nightmare. How much should I say about that when they ask why I want to leave?', 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [MIC_TIP, OFFER_TIP]),
  ask('f40-t-nightmare-then-rambling', 'And how long should I talk for on each answer without rambling?', 'interview-tips', [presencePhrase('Concise Answers', 'one to two minutes')], [OFFER_TIP, MIC_TIP], 'f40-t-boss-is-a-nightmare'),
  ask('f40-t-two-exams-left', "I've still two exams left to pass. Will that count against me in interviews, and what should I say about it?", 'interview-tips', [tipPhrase('discuss-your-qualification-plan', 'credible plan')], [OFFER_TIP, MIC_TIP]),

  // --- Candidates: CV, privacy, jobs and the service -------------------------------------------------------------------
  ask('f40-v-cv-pages-file', "My CV is saved as a Pages file on my Mac. Will your site take it, or do I need to change it?", 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], ['€']),
  ask('f40-v-cv-with-certificates', "My CV is quite long, with a few certificates scanned in at the back. Is there a limit on how big the file can be?", 'services', [cvSize], ['€']),
  ask('f40-v-certificates-then-on-file', "And how long would you keep it on file once I've sent it?", 'services', [retention], ['€'], 'f40-v-cv-with-certificates'),
  ask('f40-v-on-file-then-get-rid', 'If I got a job elsewhere, could I ask you to get rid of it?', 'services', [says(privacyPolicy, 'delete')], ['€'], 'f40-v-certificates-then-on-file'),
  ask('f40-v-employer-finds-out', "I'm worried my current employer might find out I'm looking. Would you send my CV out to companies without checking with me first?", 'services', [says(candidatesPage, 'without your permission')], ['€']),
  ask('f40-v-who-sees-chats', 'Before I tell you anything about my situation, where do these chats actually end up?', 'services', [says(privacyPolicy, 'United States')], ['€']),
  ask('f40-v-nq-anything-on', "I'm newly qualified and having a look around. Have you anything on at the moment that might suit me?", 'services', [qualifiedJob.title], []),
  ask('f40-v-anything-then-pay-and-home', "What's the salary on that one, and is there any working from home?", 'services', [qualifiedJob.salary, says(qualifiedJob, 'two to three days')], [trainee.salary], 'f40-v-nq-anything-on'),
  ask('f40-v-six-month-contract', "I'm after a six-month contract before I go travelling, rather than a permanent job. Do you deal in that kind of work?", 'services', [says(termsOfService, 'permanent and contract')], ['€']),
  ask('f40-v-never-used-agency-catch', "I've never used a recruitment agency before. Is there a catch? Do I end up paying you something out of my wages?", 'services', [freeToCandidates], ['€']),

  // --- Candidates: contact and hours -----------------------------------------------------------------------------------
  ask('f40-c-only-weekends', 'I can only really deal with this at the weekend. Are you around on a Saturday?', 'contact', [weekdays], ['€']),
  ask('f40-c-weekend-then-weekday-hours', 'Grand, so what hours are you there during the week?', 'contact', [openingTime, closingTime], ['€'], 'f40-c-only-weekends'),
  ask('f40-c-email-cv-instead', "I'd rather email my CV than upload it here. Where would I send it?", 'contact', [agency.email], ['€']),
  ask('f40-c-office-to-call-into', 'Do you have an actual office I could call into?', 'contact', [agency.address.streetAddress], ['€']),
  ask('f40-c-text-on-whatsapp', "I'm not much of a one for phone calls. Could I just text you on WhatsApp instead?", 'contact', [whatsapp], ['€']),
  ask('f40-c-not-a-cowboy', 'How would I know you are a proper licensed agency and not some cowboy outfit?', 'contact', [agency.licence.number], ['€']),

  // --- Employers: what to pay, then what it costs --------------------------------------------------------------------
  salary('f40-s-hire-first-fc-athlone', "We're a 60-person engineering firm in Athlone and we've never had a proper financial controller. If we wanted someone with around six years' experience, what would we be looking at paying?", QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  placementFee('f40-p-athlone-then-108k', "We've never used an agency before either. What would it actually cost us if we hired someone at 108k?", 108_000, [], 'f40-s-hire-first-fc-athlone'),
  ask('f40-p-108k-then-before-anyone', 'Would we have to pay you anything before you find us someone?', 'placement-fees', [says(termsOfService, 'successful candidate')], wrongBandFees(108_000), 'f40-p-athlone-then-108k'),

  salary('f40-s-hire-first-aa', "We're a small family business and want to take on our first accounts assistant, probably someone fresh out of college. What would we need to pay?", SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  placementFee('f40-p-first-aa-then-31k', 'If we settled on 31k, what would you charge us for finding them?', 31_000, [], 'f40-s-hire-first-aa'),
  ask('f40-p-31k-then-basic-or-bonus', 'Is that worked out on the basic, or does it take in their bonus as well?', 'placement-fees', [says(feesPage, 'base salary')], wrongBandFees(31_000), 'f40-p-first-aa-then-31k'),

  salary('f40-s-hire-cfo-220', 'We have about 220 employees and our founder has always done the finance himself. What would a CFO for a business our size cost us in salary?', CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)]),
  placementFee('f40-p-cfo-then-185k', 'And on top of that, your cut if we landed someone at 185k?', 185_000, [], 'f40-s-hire-cfo-220'),
  ask('f40-p-185k-then-when-due', 'When would that fall due?', 'placement-fees', [says(termsOfService, 'in writing')], wrongBandFees(185_000), 'f40-p-cfo-then-185k'),

  salary('f40-s-hire-fd-1200', 'Our group has over 1,200 staff across Ireland and the UK. What should we budget in salary for a finance director?', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)]),
  placementFee('f40-p-fd-then-195k', 'And your fee if we agreed 195k with them?', 195_000, [], 'f40-s-hire-fd-1200'),

  salary('f40-s-hire-gfc-three-companies', "We're a group of three small companies, about 40 people in total. What would a group financial controller expect from us?", CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f40-s-gfc-then-150', 'And if the group grew to around 150 staff?', CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'Finance Director', 1)], 'f40-s-hire-gfc-three-companies'),

  salary('f40-s-hire-payroll-in-house', "We're bringing payroll in-house and want someone with a couple of years' experience. What's the going rate?", SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  placementFee('f40-p-payroll-then-42k', 'What would your fee come to if they started on 42,000?', 42_000, [], 'f40-s-hire-payroll-in-house'),

  salary('f40-s-hire-seniors-cork-mid', "We're a mid-tier practice in Cork and we're short two audit seniors. What do we need to offer to compete?", AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1), pay(AUDIT, 'Junior', 1)]),
  placementFee('f40-p-seniors-then-59k-each', 'What would your fee be on each of them at 59k?', 59_000, [], 'f40-s-hire-seniors-cork-mid'),

  salary('f40-s-hire-bookkeeper-no-exp', "We'd like to train up a junior bookkeeper who has no experience yet. What's a fair starting wage?", SUPPORT, 'Bookkeeper', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  placementFee('f40-p-bookkeeper-then-34k', 'What would you charge on 34k for that?', 34_000, [], 'f40-s-hire-bookkeeper-no-exp'),

  salary('f40-s-hire-pq-4yrs-industry', "We're hiring a part-qualified accountant with four years in industry. What range should we put on the ad?", SUPPORT, 'Part-Qualified', 2, [pay(SUPPORT, 'Bookkeeper', 2)]),
  placementFee('f40-p-pq-then-54k', "If we pay 54k, what's your fee?", 54_000, [], 'f40-s-hire-pq-4yrs-industry'),

  salary('f40-s-hire-manager-kilkenny-small', "We're a small practice in Kilkenny, about a dozen staff. What would an audit manager expect from us?", AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0), pay(AUDIT, 'Director', 0)]),
  salary('f40-s-hire-director-small-firm', 'We are a small firm of eight and want to bring in an audit director to take some pressure off the partners. What salary would it take?', AUDIT, 'Director', 0, [pay(AUDIT, 'Manager', 0), pay(AUDIT, 'Partner', 0)]),
  salary('f40-s-hire-ma-eleven-years', 'Our longest-serving management accountant has been qualified eleven years. Are we paying her enough at 84k?', QA, 'Management Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f40-s-hire-ar-clerk-37k', 'Is 37k about right for an accounts receivable clerk with two years behind her?', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  compare('f40-s-hire-cfo-dearer-700', 'For a company with 700 staff, would a CFO cost us a lot more than a group financial controller?', [CSUITE, 'CFO'], [CSUITE, 'Group Financial Controller'], 2),
  betterOff('f40-s-big4-director-vs-small-partner', 'Is an audit director in a Big 4 firm paid more than a partner in a small firm?', [AUDIT, 'Director', 2], [AUDIT, 'Partner', 0]),

  // --- Employers: fees at many salaries, asked around --------------------------------------------------------------
  placementFee('f40-p-never-used-fifty-grand', "We've never gone through an agency before. What would it actually cost us to bring someone in on about fifty grand?", 50_000),
  placementFee('f40-p-owe-you-39k', 'If we take on the candidate you sent us at 39k, what would we owe you?', 39_000),
  placementFee('f40-p-48k-more-than-five', 'Would your fee on a 48k hire come to more than five grand?', 48_000),
  ask('f40-p-same-percentage-always', 'Do you charge the same percentage no matter what the salary is, or does it go up?', 'placement-fees', allBandPercentages, [accaFee('Strategic Professional exams'), cimaFee('Case study exam')]),
  placementFee('f40-p-percentage-then-36500', 'So where would someone on 36,500 fall?', 36_500, [], 'f40-p-same-percentage-always'),
  placementFee('f40-p-36500-then-44k', 'And someone on 44k?', 44_000, [feeAmount(36_500)], 'f40-p-percentage-then-36500'),
  ask('f40-p-44k-then-exclusively', 'Would that come down at all if we gave you the role exclusively?', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], wrongBandFees(44_000), 'f40-p-36500-then-44k'),
  feeOnBase('f40-p-55k-plus-commission', "The role is 55k basic plus commission of around 8k a year. What would your fee be?", 55_000, 8_000),
  placementFee('f40-p-seventy-thousand-damage', 'Say we hired through you at seventy thousand, what would the damage be?', 70_000),
  placementFee('f40-p-junior-roles-26500', "Is your fee any lower for junior roles? We'd be paying about 26,500.", 26_500),
  placementFee('f40-p-first-year-cost-90k', 'What would the total first-year cost be for a 90k hire once your fee is added on?', 90_000),
  placementFee('f40-p-ten-percent-46k', 'Would you charge 10% on a hire at 46k?', 46_000),
  placementFee('f40-p-cfo-230k-capped', 'For a CFO on 230k, is your fee capped, or is it the full percentage?', 230_000),
  ask('f40-p-all-vacancies-better-rate', 'If we gave you all of our finance vacancies this year instead of spreading them around, would you do us a better rate?', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], [cimaFee('Case study exam')]),
  ask('f40-p-rebate-doesnt-work-out', "What happens with the fee if the person we hire doesn't work out and leaves in the first few weeks?", 'placement-fees', [says(termsOfService, 'rebate')], []),
  ask('f40-p-paying-big-agencies', "We've been paying the big agencies 20%. Are you any cheaper than that?", 'placement-fees', [says(feesPage, 'lower than traditional agencies')], [cimaFee('Case study exam')]),

  // --- Employers: the service, the market and benefits --------------------------------------------------------------
  ask('f40-v-always-used-ads', "We've always recruited ourselves through ads. How would it work if we went through you instead?", 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], []),
  ask('f40-v-details-this-afternoon', 'If I send you the details of a role this afternoon, how long before I hear something back?', 'services', [hours], [formatTimeToHire()]),
  ask('f40-v-afternoon-then-finding', "Once you've got the details, how do you go about finding people?", 'services', [processStep(2)], [], 'f40-v-details-this-afternoon'),
  ask('f40-v-pile-of-cvs', 'Would you actually have met the candidates before sending them to us, or do we just get a pile of CVs?', 'services', [says(employersPage, 'interviewed')], []),
  ask('f40-v-office-manager-too', 'Could you help us find an office manager as well, or is it strictly finance people?', 'services', [says(employersPage, 'only accounting and finance')], []),
  ask('f40-v-who-runs-it', "Before we sign anything I'd like to know a bit about who actually runs the agency.", 'services', [niamh.name, conor.name], []),
  ask('f40-v-professional-body', 'Is your agency a member of any professional body for recruiters?', 'services', [membership.name], ['€']),
  ask('f40-m-lost-fa-last-week', 'We lost our financial accountant last week. If we start recruiting now, how long would it typically take to get someone in the door?', 'market', [formatTimeToHire()], [hours]),
  ask('f40-i-no-rise-two-years', "We haven't given our finance team a cost-of-living rise in two years. What are other firms giving at the moment?", 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f40-i-losing-candidates-office', "Our finance team is in the office full-time and we keep losing candidates over it. What's normal for working from home now?", 'salary-insights', [hybridDays], [pensionMatch, esgPremium]),
  ask('f40-q-trainees-aca-fees', "We're taking on two ACA trainees and we'll cover their fees. What will registration and the yearly subscription come to for each?", 'qualifications', [acaFee('Student registration'), acaFee('Annual student subscription')], [accaFee('Registration'), cimaFee('Annual subscription')]),
  ask('f40-c-number-for-vacancy', 'What number would I ring to go through a vacancy?', 'contact', [agency.phone.display], ['€']),

  // --- Others: parents, partners, friends, students -----------------------------------------------------------------
  salary('f40-s-daughter-big4-graduate', "My daughter's been offered a graduate place with one of the Big Four after her degree. I don't suppose you'd know what they'd be paying her in the first year?", AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)]),
  salary('f40-s-daughter-then-senior', "And once she's qualified and made senior there, what would that be?", AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2), pay(AUDIT, 'Junior', 2)], 'f40-s-daughter-big4-graduate'),
  salaryRow('f40-s-niece-aa-how-it-goes', "My niece is an accounts assistant. How does the pay tend to go as you get more experience in that job?", [SUPPORT, 'Accounts Assistant'], [SUPPORT, 'Bookkeeper']),
  salary('f40-s-wife-aa-4yrs-39k', "My wife's been an accounts assistant for about four years and she's on 39k. Does that sound low to you?", SUPPORT, 'Accounts Assistant', 2, [pay(SUPPORT, 'Bookkeeper', 2)]),
  betterOff('f40-s-wife-then-bookkeeping', 'Would she earn more if she moved into a bookkeeping role?', [SUPPORT, 'Accounts Assistant', 2], [SUPPORT, 'Bookkeeper', 2], 'f40-s-wife-aa-4yrs-39k'),
  salary('f40-s-partner-fc-4yrs', 'My partner has just been made financial controller at her company, about four years after qualifying. What would someone in her position typically earn?', QA, 'Financial Controller', 1, [pay(QA, 'Financial Accountant', 1)]),
  salary('f40-s-husband-partner-mid-tier', "My husband is an audit partner in a mid-tier firm and he won't tell me what he earns. Ballpark, what would someone like that get?", AUDIT, 'Partner', 1, [pay(AUDIT, 'Director', 1)]),
  salary('f40-s-lad-trainee-tralee', "The lad has been offered a trainee job in a small practice in Tralee for 27k. Is that about what's going?", AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)]),
  salary('f40-s-boyfriend-cfo-startup', "My boyfriend is CFO of a start-up with about 20 staff and he's always giving out about money. Is he actually underpaid on 110k?", CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f40-s-student-once-qualified', "I'm in first year of a business degree. If I went down the accountancy road, what could I expect to earn once I'm qualified?", QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  ask('f40-q-son-aca-or-acca', 'My son is finishing a commerce degree and is torn between the ACA and the ACCA. Which would you suggest, and how long would each take him?', 'qualifications', [acaExperience, accaExperience], [cimaTests, cimaFee('Objective test')]),
  ask('f40-q-son-then-exemptions', 'And would his degree get him out of any of the exams?', 'qualifications', [exemptions], [CIMA_MARK], 'f40-q-son-aca-or-acca'),
  ask('f40-q-sister-fae-electives', 'My sister is doing her FAE next year and keeps going on about electives. How many does she have to pick?', 'qualifications', [faeElectives], [ACCA_MARK, CIMA_MARK]),
  ask('f40-q-daughter-acca-starting', "My daughter's starting the ACCA in the autumn. What will registering cost her, and is there a yearly fee on top?", 'qualifications', [accaFee('Registration'), accaFee('Annual subscription')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f40-m-student-final-year', "I'm finishing my accounting degree this year. Are there many jobs out there for people like me, or is the market quiet?", 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')]),
  ask('f40-p-dad-haulage-what-agencies-charge', 'My father runs a small haulage company and wants to hire a bookkeeper. Could you tell me how your charges work?', 'placement-fees', allBandPercentages, [accaFee('Strategic Professional exams'), cimaFee('Case study exam')]),
  ask('f40-t-nephew-audit-firm', 'My nephew has his first interview with an audit firm next week. What would they expect him to know about?', 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f40-t-husband-pharma-nervous', "My husband has an interview for a finance job with a pharma company next week and he's very nervous. What should he brush up on?", 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f40-t-girlfriend-patchy-wifi', 'My girlfriend has her interview on Teams on Friday and our wifi is patchy. Any advice for her?', 'interview-tips', [MIC_TIP], [OFFER_TIP, AUDIT_TIP]),
  ask('f40-t-wifi-then-where-to-look', "And where should she be looking while she's talking?", 'interview-tips', [presencePhrase('Body Language', 'look at the camera')], [OFFER_TIP, AUDIT_TIP], 'f40-t-girlfriend-patchy-wifi'),
  ask('f40-v-son-trainee-practice', 'My son is looking for a trainee position in a practice so he can do his exams. Is there anything advertised with you at the minute?', 'services', [trainee.title], []),
  ask('f40-v-pal-lost-job', 'A pal of mine lost his job in accounts last month. If he registered with you, would it cost him anything?', 'services', [freeToCandidates], ['€']),
  ask('f40-i-student-help-with-exams', "I'm a student about to start my first job in accounts. Would an employer normally help out with the cost of my exams, and how much would they give?", 'salary-insights', [developmentBudget], [pensionMatch]),
  ask('f40-q-daughter-cap1-fail', "My daughter's terrified of failing one of her CAP1 papers. If she did, when would she get another go at it?", 'qualifications', [acaSitting('CAP1').repeat], [acaSitting('FAE').repeat, ACCA_MARK]),
  ask('f40-m-wife-commuting-five-days', "My wife really doesn't want to be commuting five days a week any more. Are many finance jobs offering remote or hybrid working now?", 'market', [stat('remote-positions')], [stat('job-market-growth'), stat('average-salary-increase')]),
  ask('f40-v-son-donegal-face-to-face', 'My son lives up in Donegal. Would he ever get to meet one of you face to face, or is it all done online?', 'services', [says(agency, 'anywhere in Ireland')], ['€']),

  // --- Hand-over: the visitor asks for a person, indirectly ---------------------------------------------------------
  handOver('f40-h-quick-chat-with-team', 'Would it be possible to have a quick chat with one of the team about all this?'),
  handOver('f40-h-real-person-option', "I think I'd rather talk this through with a real person, if that's an option."),
  handOver('f40-h-someone-ring-hiring-plans', 'Is there someone there who could give me a ring to go over our hiring plans?'),
  handOver('f40-h-recruiter-get-in-touch', "I don't suppose one of the recruiters could get in touch with me directly?"),
  handOver('f40-h-too-complicated', 'This is getting a bit complicated for a chat window. Could somebody from your team contact me?'),

  // --- Off-topic: near-misses that sound financial or recruitment-like ---------------------------------------------------
  ...(
    [
      ['f40-o-first-tax-return', "I'm self-employed and I've never filed a tax return. I don't suppose you'd know how I'd go about it?"],
      ['f40-o-company-car-bik', "My employer's giving me a company car. Would I end up paying much in benefit-in-kind on it?"],
      ['f40-o-first-house-two-salaries', "We're hoping to buy our first house next year. How much would the bank lend us on our two salaries?"],
      ['f40-o-auto-enrolment-put-in', 'I heard employers will soon have to start a pension for everyone. How much will they have to put in?'],
      ['f40-o-letting-people-go', "My company is letting people go. How many weeks' pay would I be entitled to after eight years?"],
      ['f40-o-cafe-payroll', "I run a small café and I'm sick of doing the payroll myself. Could you take it off my hands every month?"],
      ['f40-o-brother-developer', "My brother's a software developer thinking about a move. What would he be on in Dublin these days?"],
      ['f40-o-sydney-accountants', "I'm thinking of moving to Sydney. Would accountants earn more over there than here?"],
      ['f40-o-limited-company-tax', "We're setting up a limited company. What rate of corporation tax would we pay on our profits?"],
      ['f40-o-financial-adviser-pension', 'Is it worth getting a financial adviser to sort out my pension, or should I just do it myself?'],
      ['f40-o-inheritance-aunt', "I've inherited some money from my aunt. Would I have to pay tax on it?"],
      ['f40-o-jobseekers-benefit', "Would I be entitled to Jobseeker's Benefit while I'm looking for my next role?"],
      ['f40-o-register-for-vat', "I've started doing a bit of freelance work on the side. When would I have to register for VAT?"],
      ['f40-o-shares-or-credit-union', 'Should I put my savings into shares, or leave them sitting in the credit union?'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Off-topic: plainer ------------------------------------------------------------------------------------------------
  ...(
    [
      ['f40-o-lunch-grafton-street', "I don't suppose you'd know a good place to get lunch near Grafton Street?"],
      ['f40-o-luas-tonight', 'Would you know what time the Luas stops running tonight?'],
      ['f40-o-volcano-project', 'My daughter has a school project on volcanoes. Could you help her with it?'],
      ['f40-o-galway-rain-weekend', "Any idea whether it's going to rain in Galway at the weekend?"],
      ['f40-o-puppy-name', "We're trying to pick a name for our new puppy. Any suggestions?"],
      ['f40-o-all-ireland', 'Who do you think will win the All-Ireland this year?'],
      ['f40-o-brown-bread', 'Could you give me a recipe for brown bread like my granny used to make?'],
      ['f40-o-hen-party-kilkenny', "I'm planning a hen party in Kilkenny. What's there to do?"],
      ['f40-o-laptop-freezing', "My laptop keeps freezing. Do you know how I'd fix it?"],
      ['f40-o-birthday-poem', 'Would you write a birthday poem for my mam?'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),
];
