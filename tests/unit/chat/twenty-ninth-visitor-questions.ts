// The TWENTY-NINTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 29 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// twentieth, twenty-fourth and twenty-eighth sets and their tests (for the rules, format and builders,
// and to avoid repeating their wordings); never the engine (lambdas/), never any other set, and never
// ran Aine on these questions nor looked at what it answers.
//
// Persona and angle: A TWELFTH CROSS-SECTION: CONVERSATIONS THAT GO ON. Visitors who keep talking.
// About a third of the cases are follow-ups, in chains of two to four turns where each turn changes
// one thing: another city ("same for Limerick?"), level or years of experience ("what if i had 6 years
// pqe"), role ("and an fc role with the same 6 yrs"), size of firm or company ("same question for a
// group with 1,200 staff"), the salary of a fee ("and for a 70k hire?"), the exam stage or the
// qualification ("same for a cima objective test?"); some come back to an earlier topic ("back to pay")
// and some drift from salary to exam fees to contact details. The roots are a cross-section of real
// visitors: about 60% candidates of every stage (students, trainees in articles, the newly qualified,
// part-qualified career changers, experienced accountants), 25% employers (owners, HR, finance
// managers, a group hiring at board level) and 15% others (parents, an aunt, a spouse, people on the
// wrong website). Careful writing beside phone typing with typos, no punctuation and abbreviations
// ("pqe", "fc", "yrs", "k", "ye", "yous"), Irish usage where natural ("articles", "jumped ship",
// "grand", "ring"). Topics in proportion to what visitors ask: salaries by role, level and city the
// most, then placement fees, qualifications and exams, market figures, contact and hours, interview
// tips, the agency's services, CV upload and privacy; everyday off-topic questions and, more than half
// of them, near-misses that sound financial or recruitment-like; two chains that drift off-topic; five
// requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the twentieth, twenty-fourth and twenty-eighth sets):
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
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee). No
//   salary sits on a band edge (€35,000 or €45,000).
// - Two questions in one message: the reply is right only with both answers.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, the tax bands, payroll filings with Revenue,
//   mortgages, investments, pensions advice, credit, immigration paperwork, company accounts and
//   filings, employment law, pay or jobs outside accounting and finance, jobs abroad through other
//   agencies). An off-topic reply must name "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.

import { agency } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { assistant, disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaFacts, accaFacts, cimaFacts, cimaKeyDatesFact, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { teamMembers } from '#content/team';
import { type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaper,
  ask,
  compare,
  ctaSitting,
  ctaStageMonths,
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
  pensionMatch,
  PHARMA_TIP,
  qualifiedJob,
  remotePremium,
  TECH_TIP,
  trainee,
  weekdays,
} from './held-out-phrases.ts';
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, pay, QA, regionShare, stat, SUPPORT } from './held-out-figures.ts';

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const cimaCaseStudyWindows: string[] = cimaDatesPassed
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.caseStudies.map((caseStudyWindow) => caseStudyWindow.display);
const ctaAutumnExams: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').exams];
const ctaSpringRegistration: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').registration];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const whatsapp = websiteHost(agency.whatsappUrl);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;
const instagram = agency.socialLinks.find((link) => link.network === 'instagram');
const [niamh, conor] = teamMembers;
if (!niamh || !conor || !instagram) {
  throw new RangeError('The team or the socials changed: update the twenty-ninth set');
}

/** The hand-over rule: the reply names who receives the question and asks for the visitor's name. */
function handOver(id: string, question: string): HeldOutQuestion {
  return { id, question, kind: 'hand-over', topic: 'hand-over', mustContain: [handoverRecipients, 'name'], mustNotContain: ['€'] };
}

export const twentyNinthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Candidates who keep talking: salaries carried from one city, level and role to the next ---------
  salary('f29-s-fa-nq-galway', "Just got my ACA results and I'm moving home to Galway. What would a financial accountant job pay someone newly qualified?", QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f29-s-fa-then-limerick', 'same for limerick?', QA, 'Financial Accountant', 0, [], 'f29-s-fa-nq-galway'),
  salary('f29-s-fa-then-6yrs', 'what if i had 6 years pqe', QA, 'Financial Accountant', 2, [], 'f29-s-fa-then-limerick'),
  salary('f29-s-fa-then-fc-6yrs', 'and an fc role with the same 6 yrs behind me?', QA, 'Financial Controller', 2, [pay(QA, 'Financial Accountant', 2)], 'f29-s-fa-then-6yrs'),

  salary('f29-s-senior-small-sligo', 'audit senior in a small practice in sligo, on 47k, am i being underpaid', AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0)]),
  salary('f29-s-senior-then-big4', 'and if i jumped ship to one of the big 4?', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)], 'f29-s-senior-small-sligo'),
  salary('f29-s-senior-then-manager-big4', 'what would i be on there once im promoted to manager', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2), pay(AUDIT, 'Director', 2)], 'f29-s-senior-then-big4'),
  offTopic('f29-fo-manager-then-higher-rate', 'would most of that be taxed at the higher rate? whats the cut off point for that these days', 'f29-s-senior-then-manager-big4'),

  salary('f29-s-book-6mths-tullamore', 'bookkeeper in tullamore, 6 months in the job, whats normal pay', SUPPORT, 'Bookkeeper', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salary('f29-s-book-then-2yrs', 'and in 2 yrs time?', SUPPORT, 'Bookkeeper', 1, [], 'f29-s-book-6mths-tullamore'),
  salary('f29-s-book-then-payroll', 'would payroll pay better than bookkeeping at that stage', SUPPORT, 'Payroll Specialist', 1, [pay(SUPPORT, 'Accounts Assistant', 1)], 'f29-s-book-then-2yrs'),

  salary('f29-s-pq-4yrs-naas', "I'm part-qualified CIMA with four years in an accounts team in Naas. What's the market rate for someone like me?", SUPPORT, 'Part-Qualified', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  ask('f29-q-pq-then-case-fee', 'how much is each cima case study exam btw', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test'), accaFee('Strategic Professional exams')], 'f29-s-pq-4yrs-naas'),
  salary('f29-s-case-then-ma-nq', "back to pay - once I'm qualified, what does a newly qualified management accountant start on?", QA, 'Management Accountant', 0, [pay(SUPPORT, 'Part-Qualified', 2), pay(QA, 'Financial Controller', 0)], 'f29-q-pq-then-case-fee'),
  salary('f29-s-ma-then-4yrs', 'and four years after qualifying?', QA, 'Management Accountant', 1, [], 'f29-s-case-then-ma-nq'),

  salary('f29-s-ia-nq-cork', 'newly qualified internal auditor, cork, whats the salary', QA, 'Internal Auditor', 0, [pay(QA, 'Financial Controller', 0)]),
  ask('f29-c-ia-then-phone', 'grand. whats your number so i can ring about a role', 'contact', [agency.phone.display], [], 'f29-s-ia-nq-cork'),
  ask('f29-c-phone-then-saturday', 'and are ye open saturdays', 'contact', [weekdays], [], 'f29-c-ia-then-phone'),

  // --- Candidates' single questions on pay ---------------------------------------------------------------
  salary('f29-s-analyst-4yrs-dub', 'fin analyst 4yrs pqe dublin, what should i be on', QA, 'Financial Analyst', 1, [pay(QA, 'Financial Controller', 1)]),
  salary('f29-s-ia-7yrs-kildare', "Internal auditor, seven years since qualifying, based in Kildare. What's the range?", QA, 'Internal Auditor', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f29-s-ma-2yrs-drogheda', 'management accountant 2 yrs pqe in drogheda is 60k ok', QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f29-s-director-mid', 'audit director at a mid tier firm, what kind of money are we talking', AUDIT, 'Director', 1, [pay(AUDIT, 'Partner', 1), pay(AUDIT, 'Manager', 1)]),
  salary('f29-s-aa-2yrs-letterkenny', 'accounts assistant letterkenny 2 years experience salary pls', SUPPORT, 'Accounts Assistant', 1, [pay(SUPPORT, 'Part-Qualified', 1)]),
  salary('f29-s-credit-5yrs', 'credit control 5 yrs exp - what are companies paying', SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)]),
  salary('f29-s-pq-career-changer', 'Career changer from hospitality, part qualified ACCA, zero office experience. What does a part qualified role start on?', SUPPORT, 'Part-Qualified', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salaryRow('f29-s-manager-row', 'audit manager salaries at small, mid-tier and big 4 firms?', [AUDIT, 'Manager'], [AUDIT, 'Director']),
  salaryRow('f29-s-ia-row', 'internal auditor pay at each pqe level please', [QA, 'Internal Auditor'], [QA, 'Financial Controller']),
  salaryRow('f29-s-book-row', 'what does a bookkeeper earn from starting out right up to very experienced', [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Accounts Assistant']),
  compare('f29-s-fc-vs-analyst-nq', 'newly qualified: financial controller or financial analyst, which pays more?', [QA, 'Financial Controller'], [QA, 'Financial Analyst'], 0),
  compare('f29-s-ap-vs-payroll-entry', 'no experience at all, would i start higher in AP or in payroll', [SUPPORT, 'Accounts Payable/Receivable'], [SUPPORT, 'Payroll Specialist'], 0),
  compare('f29-s-junior-and-senior-mid', 'whats a trainee paid in a mid tier firm, and what about a senior there', [AUDIT, 'Junior'], [AUDIT, 'Senior'], 1),

  // --- Candidates who move on to exams and qualifications -----------------------------------------------
  ask('f29-q-acca-ak-fee', 'whats the fee for each acca applied knowledge exam', 'qualifications', [accaFee('Applied Knowledge exams')], [accaFee('Applied Skills exams'), accaFee('Strategic Professional exams')]),
  ask('f29-q-ak-then-as', 'and the applied skills ones?', 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Applied Knowledge exams'), accaFee('Strategic Professional exams')], 'f29-q-acca-ak-fee'),
  ask('f29-q-as-then-cima-ot', 'same for a cima objective test?', 'qualifications', [cimaFee('Objective test')], [accaFee('Applied Skills exams'), cimaFee('Case study exam')], 'f29-q-ak-then-as'),

  ask('f29-q-fae-cost', 'How much does the FAE cost per module?', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')]),
  ask('f29-q-fae-then-when', 'and when is it sat, and the repeat?', 'qualifications', [acaSitting('FAE').main, acaSitting('FAE').repeat], [ACCA_MARK, CIMA_MARK], 'f29-q-fae-cost'),

  ask('f29-q-cta-stage-lengths', 'roughly how long is each stage of the CTA', 'qualifications', [ctaStageMonths('Foundation'), ctaStageMonths('Advanced')], [ACA_MARK, ACCA_MARK]),
  ask('f29-q-cta-then-membership', 'and to be a member after, what do they require', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK], 'f29-q-cta-stage-lengths'),
  ask('f29-q-cta-then-autumn', 'when are the autumn exams on', 'qualifications', ctaAutumnExams, [ACA_MARK, ACCA_MARK], 'f29-q-cta-then-membership'),

  ask('f29-q-aca-vs-cima-exp', "I'm in third year commerce in UCC. How much work experience do the ACA and CIMA each need before you're admitted?", 'qualifications', [acaExperience, `${cimaFacts.experienceYears} years`], [`${accaFacts.experienceMonths} months`, ACCA_MARK]),
  ask('f29-q-exp-then-cima-exams', 'and how many exams is cima altogether', 'qualifications', [`${cimaFacts.objectiveTests} objective tests`, `${cimaFacts.caseStudies} case stud`], [ACA_MARK, ACCA_MARK], 'f29-q-aca-vs-cima-exp'),
  ask('f29-q-exams-then-cima-reg', 'what does it cost to sign up as a cima student', 'qualifications', [cimaFee('Registration')], [accaFee('Registration'), acaFee('Student registration')], 'f29-q-exp-then-cima-exams'),

  ask('f29-q-acca-months', 'which months can you sit acca exams in', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f29-q-acca-annual-sub', 'yearly acca sub - how much?', 'qualifications', [accaFee('Annual subscription')], [cimaFee('Annual subscription'), acaFee('Annual student subscription')]),
  ask('f29-q-acca-skills-papers', 'what exams are at acca applied skills level', 'qualifications', [accaPaper('FR'), accaPaper('AA'), accaPaper('FM')], [accaPaper('SBL'), CIMA_MARK]),
  ask('f29-q-cima-case-dates', 'when are this years cima case study exams', 'qualifications', cimaCaseStudyWindows, [ACA_MARK, ACCA_MARK]),
  ask('f29-q-cta-spring-reg', 'when do you register for the spring cta sitting', 'qualifications', ctaSpringRegistration, [ACA_MARK, ACCA_MARK]),

  // --- Candidates preparing for interviews, one question leading to the next ----------------------------
  ask('f29-t-fund-admin', "final round with a fund administrator in Kilkenny on Friday, what'll they grill me on", 'interview-tips', [FUNDS_TIP], [TECH_TIP, PHARMA_TIP]),
  ask('f29-t-fund-then-dress', 'do i need a full suit for that', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP], 'f29-t-fund-admin'),
  ask('f29-t-dress-then-length', 'how long should i talk for on each question', 'interview-tips', [presencePhrase('Concise Answers', 'one to two minutes')], [MIC_TIP, OFFER_TIP], 'f29-t-fund-then-dress'),
  ask('f29-t-length-then-thanks', 'and after, is a thank you email a thing here?', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [MIC_TIP], 'f29-t-dress-then-length'),

  ask('f29-t-zoom-first-round', 'first round is on zoom from my kitchen table, any tips', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'light in front of you')], [OFFER_TIP, AUDIT_TIP]),
  ask('f29-t-zoom-then-join', 'how early do i log on', 'interview-tips', [presencePhrase('Punctuality', 'five minutes early')], [OFFER_TIP], 'f29-t-zoom-first-round'),

  ask('f29-t-month-end', "They'll want detail on how I run month-end. How do I prepare for that?", 'interview-tips', [tipPhrase('know-your-numbers', 'working days')], [OFFER_TIP, MIC_TIP]),
  ask('f29-t-technical', 'technical questions on consolidations scare me, any approach for answering them', 'interview-tips', [tipPhrase('think-aloud-on-technical-questions', 'step by step')], [OFFER_TIP, MIC_TIP]),
  ask('f29-t-exams-plan', "i'm still sitting exams, what do i say when they ask where i'm at with them", 'interview-tips', [tipPhrase('discuss-your-qualification-plan', 'next sitting')], [OFFER_TIP, MIC_TIP]),
  ask('f29-t-pharma-ringaskiddy', 'interview for a cost accountant job at a pharma plant in ringaskiddy, what should i revise', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f29-t-audit-assessment', 'assessment day at a big 4 firm for an audit senior role, what do they focus on', 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f29-t-boss-matched', 'my boss matched the new offer, do i stay or go', 'interview-tips', [OFFER_TIP], [MIC_TIP]),

  // --- Candidates on the market, with a slot carried forward --------------------------------------------
  ask('f29-m-cork-share', 'what % of new accountancy jobs are down in cork', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')]),
  ask('f29-m-cork-then-galway', 'same for Galway?', 'market', [regionShare('Galway')], [regionShare('Cork'), regionShare('Dublin')], 'f29-m-cork-share'),
  ask('f29-m-galway-then-hire-time', 'and how long does hiring take on average once a role is advertised', 'market', [formatTimeToHire()], [hours], 'f29-m-cork-then-galway'),
  ask('f29-m-dublin-share', 'what portion of accountancy openings are in the capital', 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')]),
  ask('f29-m-vacancy-growth', 'are there more finance vacancies about than this time last year', 'market', [stat('job-market-growth')], [stat('remote-positions'), stat('average-salary-increase')]),

  // --- Candidates on premiums, one sector after another ---------------------------------------------------
  ask('f29-i-tech-premium', "I'm an FP&A analyst thinking of moving into a tech company. Do they pay a premium?", 'salary-insights', [specialisationPremium('Technology')], [esgPremium, remotePremium]),
  ask('f29-i-tech-then-esg', 'what about if i got into esg reporting instead', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment], 'f29-i-tech-premium'),
  ask('f29-i-esg-then-remote', 'and fully remote jobs, do they pay any extra?', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment], 'f29-i-tech-then-esg'),

  // --- Candidates on the CV, privacy and the agency's service --------------------------------------------
  ask('f29-v-cv-pages', 'can i upload my cv as a pages file from my mac', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], []),
  ask('f29-v-cv-then-size', 'ok and is there a size limit', 'services', [`${MAX_CV_MEGABYTES}MB`], [], 'f29-v-cv-pages'),
  ask('f29-v-size-then-keep', 'how long will ye hold on to it', 'services', [`${DATA_RETENTION_YEARS} years`], [], 'f29-v-cv-then-size'),
  ask('f29-v-keep-then-delete', 'can i have it deleted sooner if i get a job elsewhere', 'services', [says(privacyPolicy, 'delete')], [], 'f29-v-size-then-keep'),

  ask('f29-v-jobs-now', 'any jobs on your site at the minute', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f29-v-jobs-then-qualified-pay', 'whats the pay on the qualified accountant one', 'services', [qualifiedJob.salary], [trainee.salary], 'f29-v-jobs-now'),
  ask('f29-v-qualified-then-hybrid', 'and is that one hybrid or in the office', 'services', [qualifiedJob.jobType], [trainee.salary], 'f29-v-jobs-then-qualified-pay'),

  ask('f29-v-free-jobseeker', 'do I have to pay ye anything as a jobseeker?', 'services', [says(termsOfService, 'free to candidates')], []),
  ask('f29-v-cv-permission', 'will my current employer find out? do you send cvs out without asking first', 'services', [says(candidatesPage, 'without your permission')], []),
  ask('f29-v-meet-mayo', "Can I meet one of you in person? I'm living in Mayo.", 'services', [says(agency.operatingModel, 'face to face')], []),
  ask('f29-v-pps', 'is it safe to type my pps number in here', 'services', [says(disclaimer, 'PPS')], []),
  ask('f29-v-ai-model', 'what AI are you built on', 'services', [assistant.modelName], []),

  // --- Candidates' contact questions ----------------------------------------------------------------------
  ask('f29-c-email-cv', 'is there an email I can reply to with my updated CV attached', 'contact', [agency.email], []),
  ask('f29-c-eircode', 'whats the eircode for your office', 'contact', [agency.address.postalCode], []),
  ask('f29-c-whatsapp-msg', 'can i message ye on whatsapp instead of calling', 'contact', [whatsapp], []),
  ask('f29-c-close-time', 'what time do ye finish up at in the evenings', 'contact', [closingTime], []),

  // --- Employers who keep talking: fees carried from one salary to the next --------------------------------
  placementFee('f29-p-56k-semi-senior', "We're hiring an audit senior on €56,000 for our Waterford office. What would your fee come to?", 56_000),
  placementFee('f29-p-56k-then-70k', 'and for a 70k hire?', 70_000, [feeAmount(56_000)], 'f29-p-56k-semi-senior'),
  placementFee('f29-p-70k-then-31k', 'an accounts assistant at 31k?', 31_000, [feeAmount(70_000)], 'f29-p-56k-then-70k'),
  ask('f29-p-31k-then-basis', 'is the % on base only or base plus bonus', 'placement-fees', [says(feesPage, 'base salary')], [], 'f29-p-70k-then-31k'),

  salary('f29-s-fc-4yrs-athlone-employer', "We're recruiting a financial controller for our Athlone plant, ideally with 4 years PQE. What salary should we budget?", QA, 'Financial Controller', 1, [pay(CSUITE, 'Group Financial Controller', 1)]),
  salary('f29-s-fc-then-7yrs', 'what if we went for someone with 7 years', QA, 'Financial Controller', 2, [], 'f29-s-fc-4yrs-athlone-employer'),
  placementFee('f29-p-fc-then-110k', 'say we land them at 110k, what do we owe you', 110_000, [], 'f29-s-fc-then-7yrs'),
  ask('f29-p-110k-then-exclusive', 'if we gave ye the role on an exclusive basis would the rate come down', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], [], 'f29-p-fc-then-110k'),

  salary('f29-s-fd-300-staff', 'Company of roughly 300 employees. What is the going rate for a finance director?', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  salary('f29-s-fd-then-1200', 'same question for a group with 1,200 staff', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)], 'f29-s-fd-300-staff'),
  salary('f29-s-fd-then-cfo', 'and a cfo for that group?', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)], 'f29-s-fd-then-1200'),

  ask('f29-v-meet-candidates', 'Do you actually meet the candidates before you send them to us, or just forward CVs?', 'services', [says(employersPage, 'interviewed')], []),
  ask('f29-v-meet-then-speed', 'and how soon after sending the spec would we hear from you', 'services', [hours], [formatTimeToHire()], 'f29-v-meet-candidates'),
  ask('f29-v-speed-then-fee-due', 'when is your fee actually payable', 'placement-fees', [says(termsOfService, 'in writing')], [], 'f29-v-meet-then-speed'),

  placementFee('f29-p-38k-pq', 'fee for a part qualified on 38k?', 38_000),
  offTopic('f29-fo-38k-then-ros', 'while i have you, how do i add the new hire to our payroll on ROS', 'f29-p-38k-pq'),
  placementFee('f29-p-ros-then-33k', 'ok, back to recruiting: what would a 33k payroll clerk cost in fees', 33_000, [feeAmount(38_000)], 'f29-fo-38k-then-ros'),

  ask('f29-i-hybrid-benchmark', "We're benchmarking benefits for our finance team. How many days working from home is normal now?", 'salary-insights', [hybridDays], [pensionMatch]),
  ask('f29-i-hybrid-then-pension', 'and pension contributions?', 'salary-insights', [pensionMatch], [esgPremium, hybridDays], 'f29-i-hybrid-benchmark'),
  ask('f29-i-pension-then-study', 'whats a normal study budget per person', 'salary-insights', [developmentBudget], [pensionMatch], 'f29-i-hybrid-then-pension'),

  ask('f29-m-salary-rise-employer', 'Is it getting harder to hire accountants? How much have offered salaries risen in the last year?', 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')]),
  ask('f29-m-rise-then-remote', 'and what share of roles offer remote or hybrid', 'market', [stat('remote-positions')], [stat('average-salary-increase')], 'f29-m-salary-rise-employer'),

  // --- Employers' single questions ------------------------------------------------------------------------
  salary('f29-s-cfo-25-staff', 'galway startup, 25 staff, looking for our first full time cfo - what range', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f29-s-gfc-plc', 'Group financial controller at a listed plc with 3,000 employees: typical salary?', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f29-s-cfo-200-cork', 'CFO for a 200 person company in Cork, what would we need to offer', CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)]),
  salary('f29-s-gfc-40-people', 'gfc role, company is only about 40 people, salary?', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)]),
  compare('f29-s-partner-vs-director-mid', 'mid-tier practice: partner v director pay?', [AUDIT, 'Partner'], [AUDIT, 'Director'], 1),
  placementFee('f29-p-29500', 'fee 4 a 29.5k ap clerk?', 29_500),
  placementFee('f29-p-42k', "What's your percentage on a €42,000 salary, and what would that come to?", 42_000),
  placementFee('f29-p-125k-fd', 'finance director at 125k, your fee pls', 125_000),
  placementFee('f29-p-180k-cfo', 'Hiring a CFO at one-eighty. What does that cost us through yourselves?', 180_000),
  placementFee('f29-p-36500', 'bookkeeper hire at 36,500 - how much would ye charge', 36_500),
  placementFee('f29-p-64k', 'we need a qualified accountant, budget is 64k. whats your cut', 64_000),
  placementFee('f29-p-27k-trainee', 'Your fee on a trainee accountant at €27,000?', 27_000),
  placementFee('f29-p-88k', '88,000 financial controller - placement fee?', 88_000),
  ask('f29-p-how-fees-work', 'how do your fees work for employers', 'placement-fees', allBandPercentages, []),
  ask('f29-c-licence-no', "what's your employment agency licence number", 'contact', [agency.licence.number], []),

  // --- Others: family members asking for someone else, and visitors checking the agency out -------------
  salary('f29-s-junior-small-castlebar', 'my niece is doing her articles in a small local practice in Castlebar. is 30k fair for a first year?', AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)]),
  salary('f29-s-junior-then-big4', 'what would she get if she moved to a big 4 firm instead', AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)], 'f29-s-junior-small-castlebar'),
  ask('f29-q-junior-then-cap1-fee', "and what would cap1 cost her if the firm won't pay", 'qualifications', [acaFee('CAP1 exams')], [acaFee('CAP2 exams'), acaFee('FAE exams')], 'f29-s-junior-then-big4'),

  salary('f29-s-payroll-8yrs-wife', 'my wife has done payroll for 8 years, shes on 44k, is that low', SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f29-s-payroll-then-ap', 'would she get more in accounts payable with the same experience', SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)], 'f29-s-payroll-8yrs-wife'),

  ask('f29-v-directors', 'who are the people behind the agency', 'services', [niamh.name, conor.name], []),
  ask('f29-v-placements', 'how many accountants have ye placed so far', 'services', [String(agency.trustSignals.placementsMade.count)], []),
  ask('f29-v-reviews', 'what are your google reviews like', 'services', [String(agency.trustSignals.reviews.rating)], []),
  ask('f29-c-instagram', 'whats your insta', 'contact', [websiteHost(instagram.url)], []),

  // --- Off-topic: near-misses that sound financial or recruitment-like -----------------------------------
  ...(
    [
      ['f29-o-own-tax-return', 'how do i file my own tax return, im PAYE but i have a bit of rental income'],
      ['f29-o-mortgage-broker', 'can you recommend a good mortgage broker in Cork'],
      ['f29-o-prb-transfer', 'should i move the pension from my old job into a PRB'],
      ['f29-o-dubai-jobs', 'do Hays or Morgan McKinley have accountancy jobs in Dubai'],
      ['f29-o-sydney-jobs', 'any finance jobs going in Sydney? thinking of doing a working holiday visa'],
      ['f29-o-usc-refund', 'how do I claim back USC I overpaid last year'],
      ['f29-o-corp-tax-rate', "what's the corporation tax rate for a small Irish company"],
      ['f29-o-year-end-accounts', 'can ye prepare the year-end accounts for my small limited company'],
      ['f29-o-contract-solicitor', 'what would a solicitor charge to look over my employment contract'],
      ['f29-o-notice-law', 'how much notice does my employer legally have to give me before letting me go'],
      ['f29-o-index-funds', 'should i put my bonus into index funds or pay off the car loan'],
      ['f29-o-hse-nurse-pay', 'what does a staff nurse in the HSE get paid'],
      ['f29-o-stamp4-renewal', 'how long does a stamp 4 renewal take at the moment'],
      ['f29-o-cashback-card', 'which credit card gives the best cashback in Ireland'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Off-topic: everyday questions ----------------------------------------------------------------------
  ...(
    [
      ['f29-o-soda-bread', 'recipe for brown soda bread please'],
      ['f29-o-aviva-gates', 'what time do the gates open at the Aviva for the match'],
      ['f29-o-irish-translation', "how do you say 'good luck in your exams' in Irish"],
      ['f29-o-carrauntoohil', 'how tall is Carrauntoohil'],
      ['f29-o-podcast', 'recommend me a good podcast for the commute'],
      ['f29-o-kilkenny-weather', 'will it rain in Kilkenny tomorrow'],
      ['f29-o-table-booking', 'can you book me a table for two in Galway on Saturday night'],
      ['f29-o-taoiseach', 'who is the Taoiseach at the moment'],
      ['f29-o-doolin-trad', 'best pub for trad music in Doolin'],
      ['f29-o-phone-screen', 'where can i get my phone screen fixed in Limerick'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person -----------------------------------------------------------
  handOver('f29-h-fc-limerick', 'can i talk to someone real about a fc job in limerick'),
  handOver('f29-h-private-call', "Would it be possible for one of your consultants to call me this week? I'd prefer to discuss my situation privately."),
  handOver('f29-h-niamh-or-conor', 'pls have niamh or conor email me, its about moving jobs'),
  handOver('f29-h-employer-three-roles', "We'd like a recruiter to contact us about hiring three accounts staff for our Dundalk site."),
  handOver('f29-h-not-a-bot', 'not a bot pls. human'),
];
