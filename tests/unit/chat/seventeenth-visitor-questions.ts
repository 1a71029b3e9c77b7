// The SEVENTEENTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 27 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// sixteenth set and its test (for the rules, format and builders), and skimmed the thirteenth and
// fifteenth sets only to avoid repeating their wordings; never the engine (lambdas/), never the
// other set being written at the same time, and never ran Aine on these questions nor looked at
// what it answers.
//
// Persona and angle: A THIRD CROSS-SECTION OF ORDINARY VISITORS, like a random day's chat log on a
// Tuesday in late November (new people, new wordings). Candidates and employers in every register,
// in proportion to what real visitors of an Irish accounting and finance recruitment agency's site
// ask; about half typed on a phone (typos, no punctuation, text-speak), the rest Irish usage ("ye",
// "yous", "grand"), formal emails with a greeting and sign-off, terse keywords, non-native grammar
// and long run-on messages. Topics: salaries by role, level and city the most, then placement fees,
// qualifications and exams, market figures, contact and hours, interview tips, the agency's services
// and process, CV upload and privacy, jobs and the chat itself; follow-up chains of two or three
// turns carrying a slot forward (a new city, level, role, salary, qualification or "the next
// sitting"); everyday off-topic questions, half of them near-misses; a few requests for a person.
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
import { assistant, disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { candidatesPage } from '#content/candidates';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { licencePage, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaPage, accaFacts, cimaFacts, cimaKeyDatesFact, cimaPage, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { teamMembers } from '#content/team';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaperName,
  ask,
  compare,
  ctaSitting,
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
  CIMA_MARK,
  developmentBudget,
  esgPremium,
  hybridDays,
  inflationAdjustment,
  MIC_TIP,
  OFFER_TIP,
  openingTime,
  closingTime,
  pensionMatch,
  PHARMA_TIP,
  FUNDS_TIP,
  TECH_TIP,
  AUDIT_TIP,
  processStep,
  qualifiedJob,
  remotePremium,
  trainee,
  weekdays,
} from './held-out-phrases.ts';
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, pay, QA, regionShare, stat, SUPPORT } from './held-out-figures.ts';

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const cimaNextCase: string[] = cimaDatesPassed ? [websiteHost(cimaFacts.website)] : ['case stud'];
const ctaSpringExams: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').exams];
const ctaSpringResults: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').results];

const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const [niamh, conor] = teamMembers;
if (!niamh || !conor) {
  throw new RangeError('The team changed: update the seventeenth set');
}


export const seventeenthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite ---------------------------------------------------------------------------
  salary('f17-s-cfo-midsize', 'cfo salary for a mid sized irish company, roughly 300 staff', CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)]),
  salary('f17-s-cfo-then-gfc', 'n a group fc same size co', CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'CFO', 1)], 'f17-s-cfo-midsize'),
  salary('f17-s-fd-multinational', 'Finance Director at a multinational in Cork - typical base?', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)]),
  placementFee('f17-p-fd-then-160k', 'ok and whats ur fee if we hired one at 160k', 160_000, [], 'f17-s-fd-multinational'),
  salary('f17-s-gfc-small', 'group financial controller small business salary??', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)]),

  // --- Salaries: Qualified Accountants ---------------------------------------------------------------
  salary('f17-s-fa-nq-galway', 'newly qualified accountant in galway wat wud i get', QA, 'Financial Accountant', 0),
  salary('f17-s-fa-then-4yrs', 'and in 4 yrs time', QA, 'Financial Accountant', 1, [], 'f17-s-fa-nq-galway'),
  salary('f17-s-fa-then-fc', 'wud an fc be paid more at that point', QA, 'Financial Controller', 1, [], 'f17-s-fa-then-4yrs'),
  salary('f17-s-fc-cork-2yrs', 'FC role in Cork, I qualified 2 yrs ago, whats the range', QA, 'Financial Controller', 0),
  salary('f17-s-ma-9yrs', 'management accountant 9 years since qualifying, based in waterford, what should the base be', QA, 'Management Accountant', 2),
  salary('f17-s-fpa-4yrs-nonnative', 'I am working as financial analyst 4 year after my qualification. Is it possible to know the salary range in Dublin?', QA, 'Financial Analyst', 1),
  salary('f17-s-ia-nq', 'internal auditor nq salary limerick', QA, 'Internal Auditor', 0),
  salary('f17-s-ia-then-7yrs', 'wat about 7 yrs in', QA, 'Internal Auditor', 2, [], 'f17-s-ia-nq'),
  compare('f17-s-fc-vs-fpa-senior', 'fc vs financial analyst pay when both are well over 5 years qualified', [QA, 'Financial Controller'], [QA, 'Financial Analyst'], 2),
  salaryRow('f17-s-ia-all', 'internal audit salaries - nq, mid and senior?', [QA, 'Internal Auditor'], [QA, 'Financial Controller']),
  salary(
    'f17-s-fa-email',
    "Dear Aine, I am an ACCA member with approximately four years' post-qualification experience, currently working as a financial accountant in Dundalk. Could you tell me the typical salary band for my level? Thank you, Tomasz",
    QA,
    'Financial Accountant',
    1,
  ),

  // --- Salaries: Audit ---------------------------------------------------------------------------------
  salary('f17-s-manager-small', 'audit manager small practice in mullingar, salary?', AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0), pay(AUDIT, 'Director', 0)]),
  salary('f17-s-manager-then-mid', 'n if i moved to a mid tier', AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1)], 'f17-s-manager-small'),
  salary('f17-s-senior-big4', 'big4 audit senior pay dublin', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)]),
  salary('f17-s-partner-big4', 'wat does a big 4 partner actually earn', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),
  salary('f17-s-junior-midtier', 'trainee in a mid tier firm, what do they pay in first year', AUDIT, 'Junior', 1),
  salary('f17-s-junior-then-small', 'and in a small practice', AUDIT, 'Junior', 0, [], 'f17-s-junior-midtier'),
  salaryRow('f17-s-partner-all', 'audit partner earnings small v mid v big four', [AUDIT, 'Partner'], [AUDIT, 'Director']),

  // --- Salaries: Part-Qualified and Support ---------------------------------------------------------------
  salary('f17-s-payroll-6mths', 'payroll job 6 months exp sligo whats fair pay', SUPPORT, 'Payroll Specialist', 0),
  salary('f17-s-payroll-then-2yrs', 'after 2 yrs?', SUPPORT, 'Payroll Specialist', 1, [], 'f17-s-payroll-6mths'),
  salary('f17-s-ar-5yrs', 'accounts receivable 5 yrs experience cork salary', SUPPORT, 'Accounts Payable/Receivable', 2),
  salary('f17-s-aa-no-exp', 'accounts assistant no experience whats the wage', SUPPORT, 'Accounts Assistant', 0),
  salary('f17-s-book-4yrs', 'bookkeeper with 4 years under my belt in tralee, what should i be asking for', SUPPORT, 'Bookkeeper', 2),
  salary('f17-s-pq-2yrs', 'part qualified acca, 2 yrs experience, dublin, salary?', SUPPORT, 'Part-Qualified', 1),
  salary('f17-s-pq-then-new', 'and someone just starting out', SUPPORT, 'Part-Qualified', 0, [], 'f17-s-pq-2yrs'),
  salaryRow('f17-s-ap-all', 'AP clerk salaries at each level pls', [SUPPORT, 'Accounts Payable/Receivable'], [SUPPORT, 'Accounts Assistant']),
  compare('f17-s-aa-vs-pq-2yrs', 'accounts assistant v part qualified, whats the difference in pay with 2 years exp', [SUPPORT, 'Accounts Assistant'], [SUPPORT, 'Part-Qualified'], 1),

  // --- Salary insights ----------------------------------------------------------------------------------------
  ask('f17-i-climate', 'i have CSRD / climate reporting experience, any salary bump for that', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f17-i-usgaap', 'does having us gaap experience get you more money', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),
  ask('f17-i-pension', 'do employers match pension for accountants, what % would be normal', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f17-i-then-hybrid', 'and hybrid, how many days at home typically', 'salary-insights', [hybridDays], [remotePremium], 'f17-i-pension'),
  ask('f17-i-exam-money', 'will my employer pay for my exams, how much do they usually put towards it', 'salary-insights', [developmentBudget], [esgPremium]),
  ask('f17-i-no-raise', 'no pay rise in 2 yrs, what are firms giving for cost of living', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),

  // --- Placement fees -----------------------------------------------------------------------------------------
  placementFee('f17-p-55k', 'wat are yer fees for a 55k hire', 55_000),
  placementFee('f17-p-55k-then-36k', 'n 36k', 36_000, [feeAmount(55_000)], 'f17-p-55k'),
  placementFee('f17-p-29k-ap', "we need an ap clerk at 29,000, what's the fee", 29_000),
  placementFee(
    'f17-p-42k-email',
    'Good morning, Please could you confirm the placement fee for an audit senior on a salary of €42,000. Kind regards, Siobhán, Practice Manager',
    42_000,
  ),
  placementFee('f17-p-42k-then-46k', 'And if we had to go to 46k to get the right person?', 46_000, [feeAmount(42_000)], 'f17-p-42k-email'),
  placementFee('f17-p-150k-cfo', 'cfo 150k recruitment fee %', 150_000),
  placementFee('f17-p-34500-payroll', 'hiring a payroll officer on 34,500, which band does that fall in for your fee', 34_500),
  placementFee('f17-p-62k-nonnative', 'Please tell me how much costs your service if we hire one accountant with salary 62000 euro', 62_000),
  ask('f17-p-structure', 'whats ur fee structure', 'placement-fees', allBandPercentages, []),
  ask('f17-p-written', 'are the fee terms put in writing before you start looking for someone', 'placement-fees', [says(feesPage, 'in writing')], []),
  ask('f17-p-exclusive', 'if we go exclusive with yous is there a discount', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], []),
  ask('f17-p-basis', 'is the fee worked on base salary or the whole package incl bonus', 'placement-fees', [says(feesPage, 'first-year base salary')], []),

  // --- Qualifications -----------------------------------------------------------------------------------------
  ask('f17-q-acca-reg', 'acca registration fee?', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f17-q-acca-then-sub', 'n the yearly sub after that', 'qualifications', [accaFee('Annual subscription')], [cimaFee('Annual subscription'), acaFee('Annual student subscription')], 'f17-q-acca-reg'),
  ask('f17-q-acca-sp-fee', 'how much r the strategic professional exams in acca', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Skills exams'), accaFee('Applied Knowledge exams')]),
  ask('f17-q-acca-as-papers', 'what are the applied skills papers in acca, list them pls', 'qualifications', examGroup(accaFacts.structure, 'AS').map(accaPaperName), [ACA_MARK, CIMA_MARK]),
  ask('f17-q-aca-fae-fee', 'how much does the FAE cost to sit', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')]),
  ask('f17-q-fae-then-cap1', 'and cap1?', 'qualifications', [acaFee('CAP1 exams')], [acaFee('FAE exams'), acaFee('CAP2 exams')], 'f17-q-aca-fae-fee'),
  ask('f17-q-aca-cap1-subjects', 'wat subjects r in cap 1', 'qualifications', examGroup(acaPage.structure.levels, 'CAP1'), [ACCA_MARK, CIMA_MARK]),
  ask('f17-q-aca-cap2-repeat', 'failed a cap2 paper in august, when can i resit it', 'qualifications', [acaSitting('CAP2').repeat], [acaSitting('FAE').repeat, ACCA_MARK, CIMA_MARK]),
  ask('f17-q-cap2-then-fae', 'and when is the fae repeat', 'qualifications', [acaSitting('FAE').repeat], [ACCA_MARK, CIMA_MARK], 'f17-q-aca-cap2-repeat'),
  ask('f17-q-cima-sub', 'cima annual sub how much is it', 'qualifications', [cimaFee('Annual subscription')], [accaFee('Annual subscription'), acaFee('Annual student subscription')]),
  ask('f17-q-cima-count', 'how many exams are in cima in total', 'qualifications', [`${cimaFacts.objectiveTests} objective tests`, `${cimaFacts.caseStudies} case stud`], [ACA_MARK, ACCA_MARK]),
  ask('f17-q-cima-then-cba', 'is there extra ones if u dont have a relevant degree', 'qualifications', [says(cimaPage, 'Certificate in Business Accounting')], [ACA_MARK, ACCA_MARK], 'f17-q-cima-count'),
  ask('f17-q-cima-next-case', 'when is the next cima case study exam', 'qualifications', cimaNextCase, [ACA_MARK, ACCA_MARK]),
  ask('f17-q-cta-spring', 'cta spring exams, what month', 'qualifications', ctaSpringExams, [ACA_MARK, ACCA_MARK]),
  ask('f17-q-cta-then-results', 'and when do the results come out for that sitting', 'qualifications', ctaSpringResults, [ACA_MARK, ACCA_MARK], 'f17-q-cta-spring'),
  ask('f17-q-cta-degree', 'do i need a degree to become a cta member, what level', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`], [`${accaFacts.experienceMonths} months`, ACA_MARK]),
  ask('f17-q-acca-vs-cima-exp', 'acca vs cima, how much work experience does each one need', 'qualifications', [`${accaFacts.experienceMonths} months`, `${cimaFacts.experienceYears} years`], [ACA_MARK]),

  // --- Market ---------------------------------------------------------------------------------------------------
  ask('f17-m-salary-rise', 'r salaries going up in finance, by how much on average', 'market', [stat('average-salary-increase')], [stat('remote-positions')]),
  ask('f17-m-vacancies', 'how many more finance vacancies are there compared to last yr', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f17-m-vacancies-then-where', 'where are most of them', 'market', [regionShare('Dublin')], [stat('remote-positions')], 'f17-m-vacancies'),
  ask('f17-m-galway-share', 'what % of new jobs r in galway', 'market', [regionShare('Galway')], [regionShare('Dublin'), regionShare('Cork')]),
  ask('f17-m-galway-then-cork', 'n cork', 'market', [regionShare('Cork')], [regionShare('Dublin')], 'f17-m-galway-share'),
  ask('f17-m-weeks-to-hire', 'how many weeks does it usually take to hire an accountant', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f17-m-remote-share', 'how many finance jobs are remote or hybrid now, percentage wise', 'market', [stat('remote-positions')], [stat('job-market-growth')]),

  // --- Contact --------------------------------------------------------------------------------------------------
  ask('f17-c-email', 'wats ur email', 'contact', [agency.email], []),
  ask('f17-c-phone-formal', 'Could you please provide a telephone number on which I could reach your office?', 'contact', [agency.phone.display], []),
  ask('f17-c-phone-then-times', 'what times can I call', 'contact', [openingTime, closingTime], [], 'f17-c-phone-formal'),
  ask('f17-c-ring-7pm', 'can i ring u at 7 in the evening after work', 'contact', [closingTime], []),
  ask('f17-c-sundays', 'open sundays?', 'contact', [weekdays], []),
  ask('f17-c-post-cv', 'whats ur postal address, want to post in my cv', 'contact', [agency.address.streetAddress], []),
  ask('f17-c-post-then-area', 'is that in dublin?', 'contact', [agency.address.locality], [], 'f17-c-post-cv'),
  ask('f17-c-licence-check', 'where can i check that yer a licensed agency', 'contact', [says(licencePage, 'Workplace Relations Commission')], []),

  // --- Interview tips -------------------------------------------------------------------------------------------
  ask('f17-t-weakness', 'wat do i say when they ask my biggest weakness', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'development area')], [OFFER_TIP, MIC_TIP]),
  ask('f17-t-questions-to-ask', 'what questions should i ask them at the end of the interview', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'team structure')], [OFFER_TIP, MIC_TIP]),
  ask('f17-t-research', 'how do i research a company before the interview, its a private irish company not much online', 'interview-tips', [tipPhrase('research-the-company', 'annual report')], [OFFER_TIP, MIC_TIP]),
  ask('f17-t-rejected', 'didnt get the job after the final round, gutted. what now', 'interview-tips', [tipPhrase('ask-for-feedback', 'feedback')], [MIC_TIP]),
  ask('f17-t-star-enhanced', 'i know the star method but whats the enhanced version', 'interview-tips', [tipPhrase('use-the-enhanced-star-method', 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f17-t-medtech', 'interview at a medical devices company in galway thurs, what should i revise', 'interview-tips', [PHARMA_TIP], [TECH_TIP, FUNDS_TIP]),
  ask('f17-t-medtech-then-wear', 'what do i wear for that one', 'interview-tips', [presencePhrase('Dress', 'business casual')], [MIC_TIP, AUDIT_TIP], 'f17-t-medtech'),
  ask('f17-t-log-on-early', 'how early should i log on for a video interview', 'interview-tips', [presencePhrase('Punctuality', 'five minutes early')], [OFFER_TIP, AUDIT_TIP]),
  ask('f17-t-bad-boss', 'my boss is awful, how do i explain why im leaving without slagging them off', 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [MIC_TIP]),
  ask('f17-t-two-offers', 'i have 2 offers on the table, how do i choose', 'interview-tips', [tipPhrase('weigh-offers-and-counter-offers', 'whole package')], [MIC_TIP]),
  ask('f17-t-offers-then-stay', 'and if my current job offers me more money to stay?', 'interview-tips', [OFFER_TIP], [MIC_TIP], 'f17-t-two-offers'),

  // --- Services, CV and privacy, jobs, the chat -------------------------------------------------------------------
  ask('f17-v-free', 'is it free for job seekers or do i pay something', 'services', [says(candidatesPage, 'free')], []),
  ask('f17-v-cv-formats', 'wat format shud my cv be in', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], []),
  ask('f17-v-cv-15mb', 'my cv is 15mb with photos in it, will it upload', 'services', [`${MAX_CV_MEGABYTES}MB`], []),
  ask('f17-v-gdpr-access', 'GDPR request - who do I email to get access to my data', 'services', [agency.email], []),
  ask('f17-v-cv-on-file', 'how long will u keep my cv on file', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f17-v-chat-america', 'r my msgs here sent to america or wat', 'services', [says(disclaimer, 'United States')], []),
  ask('f17-v-pps', 'can i give u my pps number here so you have my details', 'services', [says(disclaimer, 'PPS')], []),
  ask('f17-v-aine-model', 'wat ai r u running on', 'services', [assistant.modelName], []),
  ask('f17-v-process', 'whats your process once we brief you on a role', 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], []),
  ask('f17-v-process-then-speed', 'how soon do we hear back after we send the brief', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()], 'f17-v-process'),
  ask('f17-v-jobs', 'any jobs going at the min', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f17-v-jobs-then-pay', 'whats the salary on the qualified accountant one', 'services', [qualifiedJob.salary], [trainee.salary], 'f17-v-jobs'),
  ask('f17-v-trainee-study', 'does the trainee accountant job come with study support', 'services', [says(trainee, 'study support')], []),
  ask('f17-v-all-industries', 'do u recruit for all industries or just finance', 'services', [OFF_TOPIC_SCOPE], []),
  ask('f17-v-founders', 'who set up the agency, whats their background', 'services', [says(agency, 'postgraduate')], []),
  ask('f17-v-contract', 'do ye do contract roles or just permanent', 'services', [says(termsOfService, 'permanent and contract')], []),
  ask('f17-v-meet-cork', "we're a firm in cork, would ye meet us face to face or is it all online", 'services', [says(agency, 'anywhere in Ireland')], []),

  // --- Off-topic -------------------------------------------------------------------------------------------------
  ...(
    [
      ['f17-o-turkey', 'how long do i cook a 6kg turkey for'],
      ['f17-o-black-friday', 'any good black friday deals on laptops'],
      ['f17-o-xmas-market', 'when does the galway christmas market open'],
      ['f17-o-dart', 'is the dart running on sunday'],
      ['f17-o-cat-poem', 'write me a poem about my cat'],
      ['f17-o-hurling', 'who won the all ireland hurling final'],
      ['f17-o-brown-bread', 'recipe for brown bread pls'],
      ['f17-o-lanzarote', 'cheapest flights to lanzarote in january'],
      ['f17-o-irish-thanks', 'whats the irish for thank you'],
      ['f17-o-nct', 'my nct is due, how do i book it'],
      ['f17-o-joke', 'tell me a joke'],
      ['f17-o-usc-second-job', 'whats the usc rate on a second job'],
      ['f17-o-rent-credit', 'can i claim the rent tax credit'],
      ['f17-o-prsa', 'should i open a prsa or stick with my company pension'],
      ['f17-o-etf-tax', 'is it true etfs are taxed at 41% in ireland'],
      ['f17-o-teacher-pay', 'what does a secondary school teacher earn'],
      ['f17-o-warehouse', 'any warehouse jobs in dublin 15'],
      ['f17-o-permit-time', 'how long does a critical skills permit take to process'],
      ['f17-o-wrc-case', 'my boss fired me with no notice, can i bring a case to the wrc'],
      ['f17-o-sole-trader-books', 'need an accountant to do my sole trader accounts, how much would that cost'],
      ['f17-o-vat-threshold', 'when do i have to register for vat'],
      ['f17-o-depreciation-hw', 'can u solve this depreciation question for my college assignment'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  ...(
    [
      ['f17-h-someone-real', 'can i speak to someone real'],
      ['f17-h-formal-contact', "Could one of your recruiters contact me please? I'd rather discuss my situation with a person."],
      ['f17-h-conor', 'get conor to ring me'],
      ['f17-h-human-plz', 'pass me on to a human plz'],
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
