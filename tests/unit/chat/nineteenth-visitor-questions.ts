// The NINETEENTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 27 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// sixteenth set and its test (for the rules, format and builders), and skimmed the thirteenth and
// fifteenth sets only to avoid repeating their wordings; never the engine (lambdas/), never the
// seventeenth, eighteenth or twentieth sets, and never ran Aine on these questions nor looked at
// what it answers.
//
// Persona and angle: A FIFTH CROSS-SECTION OF ORDINARY VISITORS, on a Sunday evening. Mostly
// candidates (students and trainees, people just qualified, mid-career accountants thinking of
// moving, people returning to work after a break, people moving to Ireland), some employers doing
// their planning for the week ahead; every register: phone typing and text-speak, Irish usage ("ye",
// "yous", "grand", "what would I be on"), long run-on messages with a story around the question,
// formal emails, non-native grammar. Topics in proportion to what visitors ask: salaries by role,
// level and city the most, then placement fees, qualifications and exams, market figures, contact
// and hours, interview tips, the agency's services and process, CV upload and privacy, jobs and the
// chat itself; follow-up chains of two or three turns carrying a slot forward (a new city, level,
// role, salary, qualification or "the next sitting"); everyday off-topic questions, half of them
// near-misses; a few requests for a person.
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
//   financial or recruitment-like (personal tax, loans, investments, immigration paperwork, company
//   registration, employment law, pay or jobs outside accounting and finance, finding an accountant
//   to do one's own books, homework). An off-topic reply must name "accounting and finance" and
//   quote no euro figure.
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
import { applicationForm } from '#content/forms';
import { privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import {
  acaAccaComparisonPage,
  acaFacts,
  acaPage,
  accaFacts,
  cimaFacts,
  cimaJourney,
  cimaKeyDatesFact,
  ctaFacts,
  ctaKeyDatesFact,
  ctaPage,
} from '#content/qualifications';
import { teamMembers } from '#content/team';
import { type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaperName,
  ask,
  cimaPaperName,
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
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, pay, QA, regionShare, stat, SUPPORT } from './held-out-figures.ts';

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const lastCaseStudyWindow = cimaFacts.windows2025.caseStudies.at(-1);
if (!lastCaseStudyWindow) {
  throw new RangeError('The CIMA case study windows changed: update the nineteenth set');
}
const cimaCaseStudyDates: string[] = cimaDatesPassed ? [websiteHost(cimaFacts.website)] : [lastCaseStudyWindow.display];
const ctaSpringDates: string[] = ctaDatesPassed
  ? [websiteHost(ctaFacts.website)]
  : [ctaSitting('Spring').exams, ctaSitting('Spring').results];
const ctaAfterSpring: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').exams];

const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const acaExperienceYears = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const [cbaMilestone, operationalMilestone] = cimaJourney;
const [niamh, conor] = teamMembers;
const instagram = agency.socialLinks.find((link) => link.network === 'instagram');
if (!niamh || !conor || !cbaMilestone || !operationalMilestone || !instagram) {
  throw new RangeError('The team, the CIMA journey or the social links changed: update the nineteenth set');
}
const instagramAddress = websiteHost(instagram.url);

export const nineteenthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite ---------------------------------------------------------------------------
  salary('f19-s-cfo-midsize', 'doing up a business case for the board on a sunday evening (the joys), we are a mid sized company, approx 300 staff, what base salary should we budget for a CFO', CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)]),
  salary('f19-s-cfo-then-gfc', 'would a group financial controller come in cheaper for a company our size', CSUITE, 'Group Financial Controller', 1, [], 'f19-s-cfo-midsize'),
  salary('f19-s-fd-multinational', 'what would an FD in a big multinational down in Cork be on', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)]),
  salary('f19-s-gfc-sme', 'gfc role in an sme, salary?', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salaryRow('f19-s-cfo-all-sizes', 'cfo pay by company size - small, medium, large', [CSUITE, 'CFO'], [CSUITE, 'Finance Director']),
  compare('f19-s-fd-vs-gfc-large', 'for a large enterprise, how does finance director pay compare with group financial controller pay', [CSUITE, 'Finance Director'], [CSUITE, 'Group Financial Controller'], 2),

  // --- Salaries: Qualified Accountants ---------------------------------------------------------------
  salary('f19-s-fa-poland-dublin', 'Hello, I am ACCA qualified since 1 year in Poland and I move to Dublin next month. For financial accountant job, which salary is normal?', QA, 'Financial Accountant', 0),
  salary('f19-s-fa-then-cork', 'and if i go to cork instead of dublin?', QA, 'Financial Accountant', 0, [], 'f19-s-fa-poland-dublin'),
  salary('f19-s-fa-then-4yrs', 'after 4 years there what would it be', QA, 'Financial Accountant', 1, [], 'f19-s-fa-then-cork'),
  salary('f19-s-ma-returner', 'hi, I am returning to work after a career break minding my kids. I had 9 years pqe as a management accountant before I left. What do management accountant roles at that level pay now?', QA, 'Management Accountant', 2),
  salary('f19-s-fc-just-qualified', 'just qualified, going for an fc job in limerick, whats the pay for that', QA, 'Financial Controller', 0),
  salary('f19-s-fa-to-fc-move', 'financial accountant 4 yrs pqe, thinking of making the jump to financial controller, what would an fc at my level earn', QA, 'Financial Controller', 1),
  salary('f19-s-fpa-6yrs-galway', 'Senior FP&A analyst, 6 years since qualifying, Galway - what is the market range?', QA, 'Financial Analyst', 2),
  salary('f19-s-fpa-then-ia', 'would internal audit pay better at that level', QA, 'Internal Auditor', 2, [], 'f19-s-fpa-6yrs-galway'),
  salary('f19-s-ia-nq-phone', 'internal auditor newly qualified wat wud i get', QA, 'Internal Auditor', 0),
  salaryRow('f19-s-fc-all-levels', 'Could you give me the financial controller bands, from newly qualified up to senior?', [QA, 'Financial Controller'], [QA, 'Financial Accountant']),
  compare('f19-s-ma-vs-fpa-nq', 'newly qualified cima - is there better money as a management accountant or as an fp&a analyst?', [QA, 'Management Accountant'], [QA, 'Financial Analyst'], 0),
  salary('f19-s-fc-10yrs-midlands', "i'm an FC 10 years qualified in the midlands, what's top whack for fc's these days", QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)]),
  salary('f19-s-ma-4yrs-email', 'Dear Aine, I am a CIMA qualified management accountant with four years post-qualification experience, currently considering a move from Sligo to Dublin. Could you indicate the salary range I should target? Kind regards, Pádraig', QA, 'Management Accountant', 1),

  // --- Salaries: Audit ---------------------------------------------------------------------------------
  salary('f19-s-junior-midtier', 'starting a training contract in a mid-tier firm in september, whats the pay like for audit trainees', AUDIT, 'Junior', 1),
  salary('f19-s-junior-then-big4', 'would i get more in a big 4 one', AUDIT, 'Junior', 2, [], 'f19-s-junior-midtier'),
  salary('f19-s-senior-big4', 'audit senior big4 dublin salary', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)]),
  salary('f19-s-manager-small', 'audit manager in a small local practice in donegal, what range would that be', AUDIT, 'Manager', 0, [pay(AUDIT, 'Director', 0)]),
  salary('f19-s-manager-then-director', 'and if i got made director there', AUDIT, 'Director', 0, [pay(AUDIT, 'Manager', 0)], 'f19-s-manager-small'),
  salary('f19-s-partner-big4', 'how much do big 4 audit partners make, is it really millions', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),
  salaryRow('f19-s-manager-all-firms', 'audit manager salaries in small, mid tier and big 4 firms please', [AUDIT, 'Manager'], [AUDIT, 'Senior']),
  compare('f19-s-senior-vs-manager-mid', 'mid-tier firm: what is the difference in pay between an audit senior and an audit manager?', [AUDIT, 'Senior'], [AUDIT, 'Manager'], 1),

  // --- Salaries: Part-Qualified and Support ---------------------------------------------------------------
  salary('f19-s-aa-returner-entry', 'back to work after years at home with the kids, i have no office experience at all, what do accounts assistant jobs pay starting out', SUPPORT, 'Accounts Assistant', 0),
  salary('f19-s-aa-then-2yrs', 'and after a couple of years, say 2', SUPPORT, 'Accounts Assistant', 1, [], 'f19-s-aa-returner-entry'),
  salary('f19-s-payroll-beginner', 'payroll jobs for beginners, what wage', SUPPORT, 'Payroll Specialist', 0),
  salary('f19-s-ap-4yrs-kildare', 'accounts payable, 4 years experience, kildare, salary?', SUPPORT, 'Accounts Payable/Receivable', 2),
  salary('f19-s-ap-then-payroll', 'would payroll pay more with the same 4 years', SUPPORT, 'Payroll Specialist', 2, [], 'f19-s-ap-4yrs-kildare'),
  salary('f19-s-book-2yrs-phone', 'bookkeeper 2yrs exp wat shud i b on', SUPPORT, 'Bookkeeper', 1),
  salary('f19-s-book-then-pq', 'if i started acca would a part qualified job pay more than that', SUPPORT, 'Part-Qualified', 1, [], 'f19-s-book-2yrs-phone'),
  salaryRow('f19-s-pq-all-levels', 'part-qualified accountant salary at all three experience levels?', [SUPPORT, 'Part-Qualified'], [SUPPORT, 'Bookkeeper']),
  salary('f19-s-credit-first-job', 'credit control, no experience, first job after college - pay?', SUPPORT, 'Accounts Payable/Receivable', 0),

  // --- Salary insights ----------------------------------------------------------------------------------------
  ask('f19-i-esg', 'is ESG worth getting into for an accountant, money wise', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f19-i-funds-premium', 'moving into funds from practice, do financial services firms pay a premium', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium]),
  ask('f19-i-perks', 'what perks come with finance jobs these days, pension, study money etc', 'salary-insights', [pensionMatch, developmentBudget], [esgPremium, remotePremium]),
  ask('f19-i-us-gaap', 'i have us gaap reporting experience, does that add anything to my salary', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),
  ask('f19-i-then-remote', 'and if the job was fully remote on top of that?', 'salary-insights', [remotePremium], [esgPremium], 'f19-i-us-gaap'),
  ask('f19-i-no-rise', 'my boss says no pay rise this year, what are other employers doing for their existing staff', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),

  // --- Placement fees -----------------------------------------------------------------------------------------
  placementFee('f19-p-52k', 'whats the fee for a 52k hire', 52_000),
  placementFee('f19-p-52k-then-36k', 'and a 36k one', 36_000, [feeAmount(52_000)], 'f19-p-52k'),
  placementFee('f19-p-36k-then-29k', 'what about 29k for a junior', 29_000, [feeAmount(36_000)], 'f19-p-52k-then-36k'),
  placementFee('f19-p-85k-email', 'Good evening, I am putting together our hiring budget for Q1. We intend to recruit a Financial Controller at a base salary of €85,000. Could you confirm what your placement fee would be? Many thanks, Deirdre', 85_000),
  placementFee('f19-p-150k-yous', 'cfo on 150 grand, what would yous charge us', 150_000),
  placementFee('f19-p-42-5k', 'fee on a 42,500 salary?', 42_500),
  placementFee('f19-p-34k', 'we want an accounts assistant for 34k, what do we pay you', 34_000),
  placementFee('f19-p-34k-then-35k', 'if we bumped it up to 35k does the fee change', 35_000, [feeAmount(34_000)], 'f19-p-34k'),
  placementFee('f19-p-45k-exact', 'placement fee on exactly 45,000?', 45_000),
  ask('f19-p-base-or-package', 'is your percentage on base salary or on the whole package with the bonus', 'placement-fees', [says(feesPage, 'base salary')], []),
  ask('f19-p-exclusive', 'if we go exclusive with ye can we negotiate the rate down', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], []),
  ask('f19-p-bands', 'what r ur fee bands', 'placement-fees', allBandPercentages, []),
  ask('f19-p-hidden', 'are there hidden costs on top of the fee, like advertising?', 'placement-fees', [says(feesPage.promise, 'no hidden costs')], []),

  // --- Qualifications -----------------------------------------------------------------------------------------
  ask('f19-q-aca-experience', 'how much experience do you need before you can become an ACA member', 'qualifications', [acaExperienceYears], [`${accaFacts.experienceMonths} months`, CIMA_MARK]),
  ask('f19-q-cap1-subjects', 'starting cap1 in the autumn, which subjects are in it', 'qualifications', examGroup(acaPage.structure.levels, 'CAP1'), [ACCA_MARK, 'Auditing & Assurance']),
  ask('f19-q-acca-registration', 'acca registration fee, how much', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f19-q-acca-then-yearly', 'and every year after that?', 'qualifications', [accaFee('Annual subscription')], [cimaFee('Annual subscription'), acaFee('Annual student subscription')], 'f19-q-acca-registration'),
  ask('f19-q-acca-sp-essentials', 'which two papers are compulsory at acca strategic professional', 'qualifications', examGroup(accaFacts.structure, 'SP-E').map(accaPaperName), [ACA_MARK, CIMA_MARK]),
  ask('f19-q-acca-sp-fee', 'how much do the strategic professional acca exams cost each', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Skills exams'), accaFee('Applied Knowledge exams')]),
  ask('f19-q-cima-total', 'cima: how many exams in total, objective tests and case studies', 'qualifications', [`${cimaFacts.objectiveTests} objective tests`, `${cimaFacts.caseStudies} case stud`], [ACA_MARK, ACCA_MARK, `${accaFacts.examCount} exams`]),
  ask('f19-q-cima-cba-subjects', "no degree so im doing the cima certificate in business accounting, what subjects are in it", 'qualifications', examGroup(cimaFacts.structure, 'CBA').map(cimaPaperName), [ACA_MARK, ACCA_MARK]),
  ask('f19-q-cba-then-duration', 'how long does that usually take', 'qualifications', [cbaMilestone.duration], [operationalMilestone.duration], 'f19-q-cima-cba-subjects'),
  ask('f19-q-cima-case-dates', 'when are the cima case study exams on', 'qualifications', cimaCaseStudyDates, [ACA_MARK, ACCA_MARK]),
  ask('f19-q-cta-spring', 'cta spring sitting, when are the exams and when do results come out', 'qualifications', ctaSpringDates, [ACA_MARK, ACCA_MARK]),
  ask('f19-q-cta-then-next', 'ok and the sitting after that one', 'qualifications', ctaAfterSpring, [ACA_MARK, ACCA_MARK], 'f19-q-cta-spring'),
  ask('f19-q-cta-intermediate', 'how long is the intermediate stage of the cta', 'qualifications', [ctaStageMonths('Intermediate')], [ctaStageMonths('Foundation')]),
  ask('f19-q-cta-degree', 'do i need a degree to become a cta member, what level', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`], [ACA_MARK, ACCA_MARK]),
  ask('f19-q-aca-vs-acca-flex', 'aca or acca if i want to stay working in industry and sit exams when it suits me', 'qualifications', [says(acaAccaComparisonPage, 'flexibility')], [CIMA_MARK]),
  ask('f19-q-fae-fee', 'how much are the fae exams', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')]),
  ask('f19-q-fae-then-when', 'when do you sit it', 'qualifications', [acaSitting('FAE').main, acaSitting('FAE').repeat], [acaSitting('CAP1').main, ACCA_MARK, CIMA_MARK], 'f19-q-fae-fee'),

  // --- Market ---------------------------------------------------------------------------------------------------
  ask('f19-m-moving-home', 'thinking of moving home to ireland from sydney next year, hows the finance jobs market at home these days', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f19-m-then-galway', 'whats the share of jobs in galway, thats where we would live', 'market', [regionShare('Galway')], [regionShare('Dublin'), regionShare('Cork')], 'f19-m-moving-home'),
  offTopic('f19-fo-then-shipping', 'grand. whats the cheapest way to ship our stuff home from sydney', 'f19-m-then-galway'),
  ask('f19-m-weeks-to-hire', 'realistically how many weeks does it take to hire a qualified accountant in ireland', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f19-m-pay-going-up', 'are salaries going up in accounting this year, by how much on average', 'market', [stat('average-salary-increase')], [stat('remote-positions')]),
  ask('f19-m-dublin-share', 'is most of the work in dublin or is there much outside it', 'market', [regionShare('Dublin')], [stat('remote-positions')]),
  ask('f19-m-remote-share', 'wat % of jobs r hybrid or remote', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  ask('f19-m-remote-then-days', 'how many days at home would that usually mean', 'salary-insights', [hybridDays], [remotePremium], 'f19-m-remote-share'),

  // --- Contact --------------------------------------------------------------------------------------------------
  ask('f19-c-sunday', 'are ye open today? its sunday', 'contact', [weekdays], []),
  ask('f19-c-then-morning', 'what time can i ring tomorrow morning then', 'contact', [openingTime], [], 'f19-c-sunday'),
  ask('f19-c-then-number', 'whats the number', 'contact', [agency.phone.display], [], 'f19-c-then-morning'),
  ask('f19-c-email-cv', 'can i just email my cv, what address do i send it to', 'contact', [agency.email], []),
  ask('f19-c-post-letter', "I'd like to post a cover letter, what's your postal address", 'contact', [agency.address.streetAddress], []),
  ask('f19-c-instagram', 'do yous have instagram', 'contact', [instagramAddress], []),
  ask('f19-c-after-work', 'can i phone after work, like 7pm', 'contact', [closingTime], []),

  // --- Interview tips -------------------------------------------------------------------------------------------
  ask('f19-t-weakness', 'what do i say for my biggest weakness, interview on thursday', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'development area')], [OFFER_TIP, MIC_TIP]),
  ask('f19-t-questions-at-end', 'what questions should I ask them at the end of the interview', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'team structure')], [MIC_TIP, OFFER_TIP]),
  ask('f19-t-zoom-kitchen', 'zoom interview from my kitchen tomorrow, any tips for lighting and camera', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'light in front of you')], [OFFER_TIP, AUDIT_TIP]),
  ask('f19-t-zoom-then-early', 'how early should i log on', 'interview-tips', [presencePhrase('Punctuality', 'five minutes')], [OFFER_TIP], 'f19-t-zoom-kitchen'),
  ask('f19-t-medtech', 'interview at a medical device company in galway for a cost accountant role, what should i revise', 'interview-tips', [PHARMA_TIP], [TECH_TIP, FUNDS_TIP]),
  ask('f19-t-research', 'how do i research a company before the interview, its a private irish company with no website worth talking about', 'interview-tips', [tipPhrase('research-the-company', 'annual report')], [MIC_TIP, OFFER_TIP]),
  ask('f19-t-feedback', "didn't get the job, gutted. should i ask for feedback", 'interview-tips', [tipPhrase('ask-for-feedback', 'candid')], [MIC_TIP, OFFER_TIP]),
  ask('f19-t-why-leaving', 'they will ask why im leaving my current job, my boss is awful tbh, what do i say', 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [MIC_TIP, OFFER_TIP]),
  ask('f19-t-star-nonnative', 'Please, what is the STAR method? My English is not perfect and I have interview for accountant job next week.', 'interview-tips', ['Situation', 'Task', 'Action', 'Result', 'Reflection'], [OFFER_TIP, MIC_TIP]),
  ask('f19-t-counter-offer', 'handed in my notice friday and now they offered me more money to stay, what do i do', 'interview-tips', [OFFER_TIP], [MIC_TIP]),

  // --- Services, CV and privacy, jobs, the chat -------------------------------------------------------------------
  ask('f19-v-cv-pages', 'my cv is in pages format on my mac, can i upload that', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], []),
  ask('f19-v-cv-then-size', 'ok ill export it to pdf, is there a max size', 'services', [`${MAX_CV_MEGABYTES}MB`], [], 'f19-v-cv-pages'),
  ask('f19-v-free-grad', 'recent grad here, do i pay anything for ye to find me a job', 'services', [says(candidatesPage, 'free')], []),
  ask('f19-v-boss-finds-out', 'if i register with you does my current boss find out', 'services', [says(candidatesPage, 'permission')], []),
  ask('f19-v-cv-on-file', 'how long do u keep my cv on file', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f19-v-chat-eu', 'is this chat stored in europe? asking for GDPR reasons', 'services', [says(disclaimer, 'United States')], []),
  ask('f19-v-copy-data-time', 'if i ask for a copy of my data how long have you got to respond', 'services', [says(privacyPolicy, 'one month')], []),
  ask('f19-v-process-practice', 'first time using a recruiter for our practice, what does the process look like from your side', 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], []),
  ask('f19-v-jobs-atm', 'any jobs on ur site atm', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f19-v-jobs-then-qualified-pay', 'salary for the qualified accountant one?', 'services', [qualifiedJob.salary], [trainee.salary], 'f19-v-jobs-atm'),
  ask('f19-v-jobs-then-trainee-type', 'is the trainee one full time', 'services', [trainee.jobType], [qualifiedJob.salary], 'f19-v-jobs-then-qualified-pay'),
  ask('f19-v-non-eu-apply', "I'm from India and not an EU citizen, can I still apply for the trainee accountant job through the website?", 'services', [says(applicationForm, 'visa')], []),
  ask('f19-v-aine-weekend', 'is this chat available at the weekend or only office hours', 'services', [says(assistant, '24/7')], []),
  ask('f19-v-trust-aine', 'can i trust what you tell me about salaries', 'services', [says(disclaimer, 'mistakes')], []),
  ask('f19-v-tax-people', 'do you place tax people as well, like tax seniors and tax managers', 'services', [says(ctaPage.contact, 'tax professionals')], []),
  ask('f19-v-who-set-up', 'who set up the agency', 'services', [niamh.name, conor.name], []),
  ask('f19-v-contract-roles', 'do ye do contract roles or only permanent', 'services', [says(termsOfService, 'permanent and contract')], []),
  ask('f19-v-meet-galway', "can i meet someone face to face in galway or would i have to go up to dublin", 'services', [says(agency, 'anywhere in Ireland')], []),

  // --- Off-topic -------------------------------------------------------------------------------------------------
  ...(
    [
      ['f19-o-roast', 'how long do i cook a 2kg chicken for the sunday dinner'],
      ['f19-o-hurling', 'who won the hurling today'],
      ['f19-o-rain-cork', 'will it rain in cork tomorrow'],
      ['f19-o-last-bus', 'what time is the last bus from galway to limerick on a sunday'],
      ['f19-o-junior-cert', 'my son needs help with his junior cert irish essay'],
      ['f19-o-films', 'any good films on tonight'],
      ['f19-o-dog-grass', 'why does my dog keep eating grass'],
      ['f19-o-poem', 'write me a poem about mondays'],
      ['f19-o-passport', 'how long does a passport renewal take'],
      ['f19-o-wifi', 'my wifi keeps dropping out, how do i fix it'],
      ['f19-o-bulbs', 'when should i plant daffodil bulbs'],
      ['f19-o-rent-credit', 'can i claim the rent tax credit if im renting a room in a house'],
      ['f19-o-pps', 'how do i get a pps number when i move to ireland'],
      ['f19-o-revolut', 'should i open an account with aib or just use revolut when i arrive'],
      ['f19-o-teacher-pay', 'what does a secondary school teacher earn in ireland'],
      ['f19-o-dev-jobs', 'any software developer jobs going in cork'],
      ['f19-o-maternity', 'how much maternity benefit will i get'],
      ['f19-o-cafe-books', 'i run a small cafe, can you do my bookkeeping and vat returns for me'],
      ['f19-o-etf', 'what are the tax rules on etfs in ireland, the deemed disposal thing'],
      ['f19-o-notice-law', 'how much notice do i legally have to give my employer'],
      ['f19-o-cap1-mock', 'whats the answer to question 3 on the cap1 mock paper, the depreciation one'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),
  offTopic('f19-o-critical-skills-permit', 'how do i apply for a critical skills employment permit, whats the processing time'),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  ...(
    [
      ['f19-h-ring-monday', "can someone from your team ring me monday morning, i'd rather talk it through with a person"],
      ['f19-h-real-person', 'r u a bot? get me a real person'],
      ['f19-h-conor', 'I would like to speak with Conor about hiring for our practice, please.'],
      ['f19-h-redundant', 'ok so basically i was made redundant on friday after 6 years as an fc and my head is wrecked, i really need to talk to an actual recruiter about whats out there, can someone get back to me'],
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
