// The THIRTY-SIXTH set of visitor questions for Aine: TUNING DATA.
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
// Persona and angle: A NINETEENTH CROSS-SECTION: WHAT PEOPLE ASK WHEN THEY ARE DECIDING. Visitors
// weighing a choice: a candidate comparing two offers or two roles, practice vs industry, Dublin vs
// Cork, staying vs moving, ACA vs ACCA vs CIMA, whether a figure they were offered is fair for their
// level and years; an employer deciding between hiring through the agency or alone, what to budget
// for a hire (salary plus fee), which level to hire at, how long it will take, contract vs
// permanent. About 50% candidates, 40% employers and 10% others (parents, partners, a careers
// teacher). Topics in proportion to real traffic: salaries and fees the most, then qualifications,
// market figures, services, contact, interview tips, CV and privacy. Many questions are phrased as
// "should I...", "is it worth...", "what's the difference between...", "which pays more...", "how much
// would I need to budget...", with amounts written many ways ("62k", "€47,500", "fifty grand",
// "88 thousand"), and some put the visitor's own situation first ("I'm 4 years qualified in a
// mid-tier firm and..."). 39 follow-ups in short chains, two of them drifting off-topic; 25 more
// off-topic questions, 16 of them near-misses that are decisions outside scope (which mortgage,
// whether to buy shares, fixed or variable, which car, personal tax choices, a nursing vs teaching
// career), the rest plainer; five requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the thirty-third and thirty-fourth sets):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's. "Dublin vs
//   Cork" for one role and level is therefore right with that one band.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
//   Audit and C-suite levels are picked by firm or company size (small, mid-tier, large / Big 4;
//   for C-suite headcounts, under 50 small, 50 to 499 mid-size, 500 or more enterprise).
// - Comparison rule: a question comparing two roles at one level is right with both roles' bands for
//   that level, wrong with either role's other levels. Practice vs industry (an audit role in a firm
//   of one size against a qualified accountant's role at a number of years) is right with both bands
//   asked, wrong with either row's other levels.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee; or,
//   asked of a base salary with a bonus on top, the fee on base plus bonus). No salary sits on a band
//   edge (€35,000 or €45,000). "What to budget, salary plus fee" is right with the fee on that salary.
// - Two questions in one message: the reply is right only with both answers.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, the minimum wage, payroll filings with Revenue,
//   mortgages, savings, investments, pensions advice, loans, immigration paperwork, company
//   formation and bookkeeping services, employment law, pay or jobs outside accounting and finance).
//   An off-topic reply must name "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.
//
// In this set, as in the thirty-fourth, a reply that should quote no euro figure (contact details,
// the CV rules, privacy, the candidates' side of the fees) is wrong with one; a question about someone
// else is judged as if that person asked it; and "ACA vs ACCA vs CIMA" is answered with the practical
// experience each asks for.

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
import { acaFacts, accaFacts, cimaFacts, ctaFacts, ctaKeyDatesFact, ctaPage } from '#content/qualifications';
import { teamMembers } from '#content/team';
import { type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  ask,
  cimaPaper,
  compare,
  ctaSitting,
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
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, fee, otherLevels, pay, QA, regionShare, stat, SUPPORT, wrongBandFees } from './held-out-figures.ts';

const now = new Date();
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const ctaAutumnExams: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').exams];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const accaExperience = `${accaFacts.experienceMonths} months`;
const cimaExperience = `${cimaFacts.experienceYears} years`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const whatsapp = websiteHost(agency.whatsappUrl);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;
const [membership] = agency.trustSignals.memberships;
const [niamh, conor] = teamMembers;
if (!membership || !niamh || !conor) {
  throw new RangeError('The memberships or the team changed: update the thirty-sixth set');
}

/** The hand-over rule: the reply names who receives the question and asks for the visitor's name. */
function handOver(id: string, question: string): HeldOutQuestion {
  return { id, question, kind: 'hand-over', topic: 'hand-over', mustContain: [handoverRecipients, 'name'], mustNotContain: ['€'] };
}

/** Practice vs industry: an audit band in a firm of one size against a qualified accountant's band at a level. */
function practiceVsIndustry(
  id: string,
  question: string,
  audit: readonly [string, 0 | 1 | 2],
  industry: readonly [string, 0 | 1 | 2],
  followUpOf?: string,
): HeldOutQuestion {
  const right = [pay(AUDIT, audit[0], audit[1]), pay(QA, industry[0], industry[1])];
  const wrong = notRight(right, [...otherLevels(AUDIT, audit[0], audit[1]), ...otherLevels(QA, industry[0], industry[1])]);
  return ask(id, question, 'salary', right, wrong, followUpOf);
}

export const thirtySixthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Candidates: two offers, two roles ---------------------------------------------------------------------
  compare('f36-s-fc-vs-fa-4yrs', "I'm 4 years qualified and have two offers, an FC role and a financial accountant role. Which pays more?", [QA, 'Financial Controller'], [QA, 'Financial Accountant'], 1),
  placementFee('f36-p-offers-then-fee', 'if the FC one is 92k what would the company pay ye for me', 92_000, [], 'f36-s-fc-vs-fa-4yrs'),
  ask('f36-v-fee-then-free', 'and I pay nothing myself, right?', 'services', [says(termsOfService, 'free to candidates')], ['€'], 'f36-p-offers-then-fee'),

  compare('f36-s-ma-vs-fc-7yrs', 'should I go for management accountant or financial controller with 7 years PQE, which is better paid', [QA, 'Management Accountant'], [QA, 'Financial Controller'], 2),
  compare('f36-s-analyst-vs-fa-8yrs', "what's the difference in pay between an FP&A analyst and a financial accountant at 8 years post qualification", [QA, 'Financial Analyst'], [QA, 'Financial Accountant'], 2),
  compare('f36-s-ia-vs-fc-nq', 'newly qualified: internal audit or a junior fc role, which pays better?', [QA, 'Internal Auditor'], [QA, 'Financial Controller'], 0),
  salary('f36-s-fa-dublin-vs-cork-2yrs', 'Financial accountant, 2 years qualified. Is Dublin worth it over Cork for the money?', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f36-s-cork-then-4yrs', 'what about once I hit 4 years', QA, 'Financial Accountant', 1, [pay(QA, 'Financial Controller', 1)], 'f36-s-fa-dublin-vs-cork-2yrs'),
  ask('f36-m-4yrs-then-cork-share', 'are there enough jobs in cork though?', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')], 'f36-s-cork-then-4yrs'),
  ask('f36-m-cork-then-dublin', 'vs dublin?', 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')], 'f36-m-4yrs-then-cork-share'),

  salary('f36-s-fc-offer-78k-2yrs', "I've been offered €78,000 as financial controller, 2 years PQE. Is that fair?", QA, 'Financial Controller', 0, [pay(QA, 'Financial Accountant', 0)]),
  salary('f36-s-ma-offer-70k-4yrs', 'Is 70k a fair offer for a management accountant with four years post-qual?', QA, 'Management Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  salary('f36-s-fa-offer-fifty-grand', 'they offered me fifty grand as a newly qualified financial accountant, should I push back?', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  ask('f36-t-push-then-negotiate', 'how do I negotiate it without losing the offer', 'interview-tips', [tipPhrase('know-your-market-value', 'researched range')], [MIC_TIP, AUDIT_TIP], 'f36-s-fa-offer-fifty-grand'),
  salary('f36-s-ia-offer-88-thousand', '88 thousand for an internal auditor with 9 years, good or bad?', QA, 'Internal Auditor', 2, [pay(QA, 'Financial Controller', 2)]),
  salaryRow('f36-s-fc-row-deciding', 'deciding whether to aim for FC, what does it pay at each stage?', [QA, 'Financial Controller'], [QA, 'Financial Accountant']),

  // --- Candidates: practice vs industry ----------------------------------------------------------------------------------
  practiceVsIndustry('f36-s-big4-manager-vs-fc', "I'm an audit manager in the Big 4. Should I move to industry as an FC with 6 years PQE? Which pays more?", ['Manager', 2], ['Financial Controller', 2]),
  practiceVsIndustry('f36-s-mid-senior-vs-fa-nq', "I'm 2 years qualified as an audit senior in a mid-tier firm - would a newly qualified financial accountant job in industry pay more?", ['Senior', 1], ['Financial Accountant', 0]),
  salary('f36-s-mid-senior-then-manager', 'or should I stay and wait for manager there', AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1), pay(AUDIT, 'Director', 1)], 'f36-s-mid-senior-vs-fa-nq'),
  ask('f36-t-stay-then-counter', "if I resign they'll probably counter-offer me, should I take it?", 'interview-tips', [OFFER_TIP], [MIC_TIP, AUDIT_TIP], 'f36-s-mid-senior-then-manager'),
  practiceVsIndustry('f36-s-small-manager-vs-ma', 'Audit manager in a small practice vs management accountant with 4 years, which is better money?', ['Manager', 0], ['Management Accountant', 1]),
  compare('f36-s-senior-vs-manager-big4', "what's the jump in pay from audit senior to manager in a big 4 firm? is it worth staying for", [AUDIT, 'Senior'], [AUDIT, 'Manager'], 2),
  salary('f36-s-director-mid-worth', 'is it worth sticking it out to director level in a mid-tier practice, what does it pay', AUDIT, 'Director', 1, [pay(AUDIT, 'Manager', 1), pay(AUDIT, 'Partner', 1)]),
  salary('f36-s-director-then-partner', 'and partner?', AUDIT, 'Partner', 1, [pay(AUDIT, 'Director', 1)], 'f36-s-director-mid-worth'),
  salary('f36-s-trainee-small-vs-big4', 'Should I do my training contract in a small firm or the Big 4? What do trainees get in the Big 4?', AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)]),
  salary('f36-s-big4-then-small', 'and in a small firm?', AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)], 'f36-s-trainee-small-vs-big4'),
  ask('f36-t-small-then-interview', 'whichever I pick, what will the audit interview focus on', 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, PHARMA_TIP], 'f36-s-big4-then-small'),

  // --- Candidates: support and part-qualified decisions -----------------------------------------------------------------
  compare('f36-s-bookkeeper-vs-aa-2yrs', 'two years in, should I stay a bookkeeper or move to accounts assistant - which pays more?', [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Accounts Assistant'], 1),
  compare('f36-s-payroll-vs-pq-5yrs', 'payroll or part qualified route with 5 years experience, which earns more', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Part-Qualified'], 2),
  salary('f36-s-pq-offer-47500', 'Part-qualified, 2 years experience, offered €47,500. Take it?', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f36-s-pq-then-qualify', 'how much more once I qualify, newly qualified in industry?', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)], 'f36-s-pq-offer-47500'),
  salary('f36-s-apar-offer-30k', 'AP/AR role at 30k with no experience, is that normal?', SUPPORT, 'Accounts Payable/Receivable', 0, [pay(SUPPORT, 'Payroll Specialist', 0)]),
  salary('f36-s-aa-staying-4yrs', "I've been an accounts assistant 4 years, would moving get me more?", SUPPORT, 'Accounts Assistant', 2, [pay(SUPPORT, 'Bookkeeper', 2)]),
  salary('f36-s-credit-control-2yrs-move', 'credit controller 2 yrs, thinking of moving jobs, what should I be asking for', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),

  // --- Candidates: premiums and perks that tip a decision ----------------------------------------------------------------
  ask('f36-i-remote-vs-office', 'is it worth taking a fully remote job, do they pay more or less?', 'salary-insights', [remotePremium], [esgPremium, hybridDays]),
  ask('f36-i-funds-vs-other', 'should I move into funds, does financial services pay a premium', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium]),
  ask('f36-t-funds-then-interview', 'what would a funds interview test me on', 'interview-tips', [FUNDS_TIP], [PHARMA_TIP, AUDIT_TIP], 'f36-i-funds-vs-other'),
  ask('f36-i-esg-worth', 'is it worth getting into ESG reporting for the money', 'salary-insights', [esgPremium], [remotePremium, pensionMatch]),
  ask('f36-i-pension-compare', 'comparing two packages - what pension match is normal', 'salary-insights', [pensionMatch], [esgPremium, developmentBudget]),
  ask('f36-i-hybrid-compare', 'one offer is full office, one is hybrid. how many days at home is typical?', 'salary-insights', [hybridDays], [pensionMatch, remotePremium]),
  ask('f36-i-study-support-compare', 'how much study support should I expect from an employer when choosing', 'salary-insights', [developmentBudget], [pensionMatch]),
  ask('f36-i-tech-vs-pharma', 'tech or pharma, which adds more to an accountant salary', 'salary-insights', [specialisationPremium('Technology'), specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium]),
  ask('f36-m-stay-pay-rise', "should I stay for a pay rise? what's the average increase this year", 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')]),
  ask('f36-m-good-time-move', 'is now a good time to move jobs, is the finance market growing', 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')]),
  ask('f36-m-remote-share-decide', "I only want remote or hybrid - what share of finance jobs offer it?", 'market', [stat('remote-positions')], [stat('job-market-growth'), regionShare('Dublin')]),
  ask('f36-m-galway-worth', 'thinking of moving to galway, what share of the accounting jobs are there?', 'market', [regionShare('Galway')], [regionShare('Dublin'), regionShare('Cork')]),

  // --- Candidates: which qualification -----------------------------------------------------------------------------------
  ask('f36-q-aca-acca-cima', "what's the difference between ACA, ACCA and CIMA in terms of work experience needed", 'qualifications', [acaExperience, accaExperience, cimaExperience], [cimaFee('Case study exam'), accaFee('Strategic Professional exams')]),
  ask('f36-q-acca-vs-cima-industry', 'working in industry, is ACCA or CIMA more worth it? how long is the experience for each', 'qualifications', [accaExperience, cimaExperience], [ACA_MARK]),
  ask('f36-q-cima-then-papers', 'what are the first cima papers', 'qualifications', [cimaPaper('E1'), cimaPaper('P1'), cimaPaper('F1')], [cimaPaper('E2'), ACCA_MARK], 'f36-q-acca-vs-cima-industry'),
  ask('f36-q-papers-then-ot-fee', 'cost per objective test?', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')], 'f36-q-cima-then-papers'),
  ask('f36-q-acca-exam-count', 'how many exams is ACCA, trying to decide if I can manage it', 'qualifications', [`${accaFacts.examCount} exams`], [`${cimaFacts.objectiveTests} objective tests`, ACA_MARK]),
  ask('f36-q-count-then-sessions', 'when can I sit them', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK], 'f36-q-acca-exam-count'),
  ask('f36-q-sessions-then-sp-fee', 'and the strategic professional ones cost?', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Skills exams'), accaFee('Applied Knowledge exams')], 'f36-q-count-then-sessions'),
  ask('f36-q-aca-reg-vs-acca-reg', 'cheaper to register for ACA or ACCA as a student?', 'qualifications', [acaFee('Student registration'), accaFee('Registration')], [cimaFee('Registration')]),
  ask('f36-q-aca-cap1-when', 'if I start ACA in September when would CAP1 be', 'qualifications', [acaSitting('CAP1').main, acaSitting('CAP1').repeat], [acaSitting('FAE').main, ACCA_MARK]),
  ask('f36-q-cap1-then-fee', 'how much are the cap1 exams', 'qualifications', [acaFee('CAP1 exams')], [acaFee('CAP2 exams'), acaFee('FAE exams')], 'f36-q-aca-cap1-when'),
  ask('f36-q-fae-fee-worth', 'is the FAE expensive? exam fee', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')]),
  ask('f36-q-cta-worth-length', 'thinking of CTA on top of ACA, how long is the foundation stage', 'qualifications', [ctaStageMonths('Foundation')], [ctaStageMonths('Intermediate'), ACA_MARK]),
  ask('f36-q-cta-then-autumn', 'when are the autumn exams', 'qualifications', ctaAutumnExams, [ACA_MARK, ACCA_MARK], 'f36-q-cta-worth-length'),
  ask('f36-q-cta-membership-decide', 'what do I need for CTA membership, degree and experience?', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [accaExperience, ACA_MARK]),
  ask('f36-q-cima-sub-vs-acca-sub', 'annual subscription CIMA vs ACCA, which is cheaper to keep up', 'qualifications', [cimaFee('Annual subscription'), accaFee('Annual subscription')], [acaFee('Annual student subscription')]),
  ask('f36-v-tax-route', 'if I go the tax route do ye place tax people?', 'services', [says(ctaPage, 'tax professionals')], ['€']),

  // --- Candidates: interviews before deciding ---------------------------------------------------------------------------
  ask('f36-t-ask-them', 'what should I ask them to help me decide between two companies', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'biggest challenge')], [OFFER_TIP, MIC_TIP]),
  ask('f36-t-star-worth', 'is it worth learning the STAR method before my second round', 'interview-tips', [says(interviewPreparationPage, 'Situation'), says(interviewPreparationPage, 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f36-t-tech-rev-rec', 'choosing between a SaaS company and a bank - for the tech one what should I brush up on', 'interview-tips', [TECH_TIP], [FUNDS_TIP, PHARMA_TIP]),
  ask('f36-t-plant-costing', 'should I revise costing for a manufacturing plant interview', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f36-t-video-setup', 'should I do the interview on my laptop or phone? video tips', 'interview-tips', [MIC_TIP], [OFFER_TIP, AUDIT_TIP]),
  ask('f36-t-suit-or-not', 'suit or smart casual for a finance interview, which should I go with', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP, OFFER_TIP]),
  ask('f36-t-feedback-worth', 'I was rejected, is it worth asking them for feedback?', 'interview-tips', [tipPhrase('ask-for-feedback', 'candid feedback')], [OFFER_TIP, MIC_TIP]),
  ask('f36-t-weakness-what', "what's the best way to answer the weakness question", 'interview-tips', [tipPhrase('answer-the-weakness-question', 'development area')], [OFFER_TIP, MIC_TIP]),

  // --- Candidates: signing up, CV and privacy ---------------------------------------------------------------------------
  ask('f36-v-should-register', 'should I register with ye or just apply direct? does it cost me?', 'services', [says(termsOfService, 'free to candidates')], ['€']),
  ask('f36-v-boss-decide', "I'm only thinking about moving. Would my current employer find out if I send my CV?", 'services', [says(candidatesPage, 'without your permission')], ['€']),
  ask('f36-v-cv-pdf-or-word', 'pdf or word for the cv, which should I upload', 'services', [says(cvUploadTexts, 'DOC')], ['€']),
  ask('f36-v-word-then-size', 'max size?', 'services', [`${MAX_CV_MEGABYTES}MB`], ['€'], 'f36-v-cv-pdf-or-word'),
  ask('f36-v-size-then-kept', 'and if I decide not to move, how long do ye keep it', 'services', [`${DATA_RETENTION_YEARS} years`], ['€'], 'f36-v-word-then-size'),
  ask('f36-v-kept-then-delete', 'can I get it deleted', 'services', [says(privacyPolicy, 'delete')], ['€'], 'f36-v-size-then-kept'),
  ask('f36-v-open-roles-decide', 'what roles do ye have open right now, deciding whether to apply', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f36-v-roles-then-pay', "what's the qualified accountant one paying", 'services', [qualifiedJob.salary], [trainee.salary], 'f36-v-open-roles-decide'),
  ask('f36-v-trust-reviews', "before I decide to use ye, what are your reviews like", 'services', [String(agency.trustSignals.reviews.rating)], []),

  // --- Candidates: contact ----------------------------------------------------------------------------------------------
  ask('f36-c-phone-before-decide', "I'd rather talk it through before deciding, what's your phone number", 'contact', [agency.phone.display], ['€']),
  ask('f36-c-phone-then-hours', 'what hours can I ring', 'contact', [openingTime, closingTime], ['€'], 'f36-c-phone-before-decide'),
  ask('f36-c-email-or-whatsapp', 'is it better to email or whatsapp ye? give me both', 'contact', [agency.email, whatsapp], ['€']),
  ask('f36-c-weekend', 'can I come in on a saturday to chat about my options', 'contact', [weekdays], ['€']),
  ask('f36-c-address-visit', 'where is your office if I want to call in', 'contact', [agency.address.streetAddress], ['€']),
  ask('f36-c-after-work', 'I finish work at 6, is anyone there after that', 'contact', [closingTime], ['€']),

  // --- Employers: which level to hire, what to pay ---------------------------------------------------------------------------
  compare('f36-s-fc-or-fa-hire', 'we need someone with about 4 years PQE - should we hire an FC or a financial accountant, and what would each cost?', [QA, 'Financial Controller'], [QA, 'Financial Accountant'], 1),
  placementFee('f36-p-fc-or-fa-then-fee', 'if we go FC at 90k what is your fee', 90_000, [], 'f36-s-fc-or-fa-hire'),
  placementFee('f36-p-90k-then-70k', 'and for the FA at 70k?', 70_000, [feeAmount(90_000)], 'f36-p-fc-or-fa-then-fee'),
  compare('f36-s-fd-vs-gfc-mid', "we're a 200 person company, is it worth hiring an FD or would a group financial controller do? cost of each", [CSUITE, 'Finance Director'], [CSUITE, 'Group Financial Controller'], 1),
  compare('f36-s-cfo-vs-fd-enterprise', 'CFO or finance director for a 1,200 staff group, what is the difference in salary', [CSUITE, 'CFO'], [CSUITE, 'Finance Director'], 2),
  salary('f36-s-fd-small-decide', 'small company, 35 staff, thinking about our first finance director. What should we budget for salary?', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  placementFee('f36-p-fd-small-then-fee', 'plus your fee on 110k?', 110_000, [], 'f36-s-fd-small-decide'),
  ask('f36-p-110k-then-exclusive', 'would we get a better rate if we gave ye the role exclusively', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], wrongBandFees(110_000), 'f36-p-fd-small-then-fee'),
  salaryRow('f36-s-cfo-row-budget', 'how much would I need to budget for a CFO? all sizes of company please', [CSUITE, 'CFO'], [CSUITE, 'Finance Director']),
  salary('f36-s-gfc-small-group', 'group FC for a small group of 40 people, what salary should we offer', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f36-s-ma-hire-nq-or-exp', "Should we hire a newly qualified management accountant or pay more for experience? What's the NQ rate?", QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f36-s-nq-then-6yrs', 'and one with 6+ years?', QA, 'Management Accountant', 2, [pay(QA, 'Financial Controller', 2)], 'f36-s-ma-hire-nq-or-exp'),
  salary('f36-s-analyst-hire-4yrs', 'FP&A analyst with around 4 years, what are we looking at salary wise', QA, 'Financial Analyst', 1, [pay(QA, 'Financial Controller', 1)]),
  compare('f36-s-aa-or-bookkeeper-entry', 'for a first hire, an accounts assistant or a bookkeeper - which is cheaper at entry level?', [SUPPORT, 'Accounts Assistant'], [SUPPORT, 'Bookkeeper'], 0),
  salary('f36-s-payroll-hire-5yrs', 'experienced payroll person, 5 years, what do we need to offer to get someone good', SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f36-s-pq-hire-entry', 'hiring a part-qualified student straight out of college, what do we pay', SUPPORT, 'Part-Qualified', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salary('f36-s-senior-hire-mid-firm', "we're a mid-tier practice deciding whether to hire an audit senior or a manager. Senior rate?", AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)]),
  salary('f36-s-senior-then-manager-rate', 'and the manager rate?', AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1), pay(AUDIT, 'Director', 1)], 'f36-s-senior-hire-mid-firm'),
  ask('f36-i-hire-premium-funds', 'do we need to pay a premium to get someone with fund experience', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium]),
  ask('f36-i-hire-inflation', 'should we give the finance team an inflation rise, what is typical', 'salary-insights', [inflationAdjustment], [stat('average-salary-increase')]),

  // --- Employers: budget for a hire, salary plus fee ---------------------------------------------------------------------
  placementFee('f36-p-budget-62k', 'How much would I need to budget on top of a 62k salary for your fee?', 62_000),
  placementFee('f36-p-62k-then-58k', 'what if we only go to 58k', 58_000, [feeAmount(62_000)], 'f36-p-budget-62k'),
  placementFee('f36-p-58k-then-39k', 'and for a part qualified at 39k instead', 39_000, [feeAmount(58_000)], 'f36-p-62k-then-58k'),
  ask('f36-p-39k-then-when', 'when would we have to pay it', 'placement-fees', [says(termsOfService, 'in writing')], wrongBandFees(39_000), 'f36-p-58k-then-39k'),
  offTopic('f36-fo-when-then-corp-tax', 'is the fee deductible against corporation tax?', 'f36-p-39k-then-when'),

  placementFee('f36-p-euro-47500', 'Total cost to hire at €47,500 through you, fee only?', 47_500),
  placementFee('f36-p-thirty-two-grand', 'your cut on thirty two grand for an accounts assistant', 32_000),
  placementFee('f36-p-75k-fc', 'budgeting for an FC on 75k, what is the recruitment fee', 75_000),
  placementFee('f36-p-125000-fd', 'placement fee for a finance director at 125,000 euro', 125_000),
  placementFee('f36-p-41k-senior', 'is it worth using an agency for a 41k audit senior? what would it cost', 41_000),
  placementFee('f36-p-28-5k-payroll', "what's the fee on a 28.5k payroll hire", 28_500),
  placementFee('f36-p-210k-cfo', 'CFO at 210k, your fee?', 210_000),
  placementFee('f36-p-eighty-five-thousand', 'fee for eighty-five thousand', 85_000),
  placementFee('f36-p-36k-bookkeeper', 'bookkeeper at 36k, what do ye charge us', 36_000),
  ask(
    'f36-p-52k-car-allowance',
    'is the fee on the 52k base or do you add the car allowance too',
    'placement-fees', [...fee(52_000), says(feesPage, 'base salary')], [...wrongBandFees(52_000)],
  ),
  ask('f36-p-all-bands', 'how do your fees work? deciding between ye and another agency', 'placement-fees', allBandPercentages, [accaFee('Strategic Professional exams'), cimaFee('Case study exam')]),
  ask('f36-p-cheaper-than-others', 'are ye cheaper than other agencies?', 'placement-fees', [says(feesPage, 'lower than traditional agencies')], [cimaFee('Case study exam')]),
  ask('f36-p-rebate-if-leaves', "what happens if we hire through you and they leave after a month, do we get money back", 'placement-fees', [says(termsOfService, 'rebate')], []),

  // --- Employers: agency or alone, how long, contract or permanent -------------------------------------------------------------
  ask('f36-v-agency-or-alone', 'should we hire through an agency or just advertise ourselves? why use you', 'services', [says(employersPage, 'interviewed')], []),
  ask('f36-v-alone-then-steps', 'what are the steps if we go with ye', 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], [], 'f36-v-agency-or-alone'),
  ask('f36-v-steps-then-response', 'how soon would we hear back after sending the spec', 'services', [hours], [formatTimeToHire()], 'f36-v-alone-then-steps'),
  ask('f36-m-how-long-hire', 'how long will it take to fill a finance role, roughly', 'market', [formatTimeToHire()], [hours]),
  ask('f36-v-contract-or-perm', "we can't decide between a contractor and a permanent hire - do you do both?", 'services', [says(termsOfService, 'permanent and contract')], ['€']),
  ask('f36-v-outside-dublin', "we're based in Donegal, is it worth using ye or are ye Dublin only", 'services', [says(agency.operatingModel, 'anywhere in Ireland')], ['€']),
  ask('f36-v-hr-roles', 'could ye also find us an HR manager or just finance?', 'services', [says(employersPage, 'only accounting and finance')], []),
  ask('f36-v-nrf-trust', 'are ye members of any recruitment body? we only use accredited agencies', 'services', [membership.name], ['€']),
  ask('f36-c-licence', 'do you hold an employment agency licence, what number', 'contact', [agency.licence.number], ['€']),
  ask('f36-v-track-record', 'how many placements have you made, deciding who to go with', 'services', [String(agency.trustSignals.placementsMade.count)], []),
  ask('f36-v-who-would-handle', 'who would actually handle our search, who runs the agency', 'services', [niamh.name, conor.name], []),
  ask('f36-c-employer-email', 'what email do we send a job spec to', 'contact', [agency.email], ['€']),
  ask('f36-c-email-then-phone', 'and a number to call', 'contact', [agency.phone.display], ['€'], 'f36-c-employer-email'),
  ask('f36-i-hybrid-offer', 'should we offer hybrid to attract candidates, what is normal', 'salary-insights', [hybridDays], [pensionMatch, remotePremium]),
  ask('f36-m-dublin-competition', 'hiring in Dublin vs elsewhere - what share of finance jobs are in Dublin?', 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')]),

  // --- Others: parents, partners, a careers teacher ------------------------------------------------------------------------
  ask('f36-q-son-aca-or-acca', 'my son is choosing between ACA and ACCA, how much work experience does each need', 'qualifications', [acaExperience, accaExperience], [CIMA_MARK]),
  salary('f36-s-daughter-accounts-leaving-cert', 'my daughter is deciding between college and an accounts assistant job after the Leaving Cert, what would the job pay starting?', SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  salary('f36-s-husband-fc-cork-offer', 'husband is a financial controller 7 years qualified, offered 105k in Cork. Should he take it?', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('f36-s-wife-big4-senior', 'my wife is an audit senior in the big 4 deciding whether to leave. what should she be earning now', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2), pay(AUDIT, 'Junior', 2)]),
  ask('f36-q-teacher-cima', "I'm a careers teacher - for students weighing up CIMA, how many objective tests are there", 'qualifications', [`${cimaFacts.objectiveTests} objective tests`], [`${accaFacts.examCount} exams`, ACA_MARK]),
  ask('f36-q-teacher-then-reg', 'and the registration fee?', 'qualifications', [cimaFee('Registration')], [accaFee('Registration'), acaFee('Student registration')], 'f36-q-teacher-cima'),
  ask('f36-v-nephew-free', 'does my nephew have to pay ye anything if ye get him a job', 'services', [says(termsOfService, 'free to candidates')], ['€']),
  ask('f36-t-daughter-first-interview', "daughter's first interview is in a pharma plant's finance team, what should she prepare", 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),
  salary('f36-s-friend-payroll-2yrs-move', 'my friend is in payroll 2 years, thinking of switching company, what could she get', SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),

  // --- Hand-over: the visitor asks for a person -------------------------------------------------------------------------
  handOver('f36-h-talk-through-offers', 'can I talk to one of your recruiters about two offers I have?'),
  handOver('f36-h-employer-callback', "I'd like someone to call me back about hiring a financial controller"),
  handOver('f36-h-real-person', "I'd prefer a real person to help me decide, please"),
  handOver('f36-h-niamh', 'could Niamh get in touch with me about a role'),
  handOver('f36-h-consultant', 'put me through to a consultant please'),

  // --- Off-topic: decisions outside scope that sound financial ---------------------------------------------------------------
  ...(
    [
      ['f36-o-fixed-variable', 'should I go fixed or variable on my mortgage'],
      ['f36-o-which-bank-mortgage', 'which bank gives the best mortgage for first time buyers'],
      ['f36-o-buy-shares', 'is it worth buying shares in a bank right now'],
      ['f36-o-etf-or-savings', 'should I put my savings in an ETF or a deposit account'],
      ['f36-o-prsa-or-pension', 'PRSA or company pension, which should I pick for myself'],
      ['f36-o-sole-trader-limited', 'should I set up as a sole trader or limited company'],
      ['f36-o-joint-assessment', 'should my wife and I be jointly assessed for tax'],
      ['f36-o-pay-off-loan', 'should I pay off my car loan early or save'],
      ['f36-o-nursing-teaching', 'should I do nursing or teaching in college'],
      ['f36-o-nurse-vs-garda-pay', 'which pays more, a nurse or a garda'],
      ['f36-o-rent-or-buy', 'is it better to rent or buy in Dublin at the moment'],
      ['f36-o-crypto', 'is bitcoin a good investment'],
      ['f36-o-accountant-for-business', 'should I get an accountant to do my small business books, who do you recommend'],
      ['f36-o-work-permit', 'should I apply for a critical skills permit or a general work permit'],
      ['f36-o-notice-period-law', 'can my employer legally make me work a 3 month notice period'],
      ['f36-o-rent-credit', 'is it worth claiming the rent tax credit or not bothering'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Off-topic: plainer decisions ----------------------------------------------------------------------------------------------
  ...(
    [
      ['f36-o-which-car', 'which car should I buy, a hybrid or diesel'],
      ['f36-o-holiday', 'Portugal or Spain for a family holiday'],
      ['f36-o-phone', 'iphone or samsung'],
      ['f36-o-dog-breed', 'what dog breed suits an apartment'],
      ['f36-o-college-course-arts', 'should I do arts or law in UCD'],
      ['f36-o-wedding-venue', 'help me pick a wedding venue in Kerry'],
      ['f36-o-paint-colour', 'what colour should I paint my kitchen'],
      ['f36-o-match-tonight', 'who will win the match tonight'],
      ['f36-o-gym-or-weights', 'gym membership or a set of weights at home, which is better value'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),
  offTopic('f36-fo-husband-then-house', 'would that be enough for us to buy a house in Cork', 'f36-s-husband-fc-cork-offer'),
];
