// The THIRTIETH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 29 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// twenty-fourth, twenty-eighth and twenty-ninth sets and their tests (for the rules, format and
// builders, and to avoid repeating their wordings); never the engine (lambdas/), never any other set,
// and never ran Aine on these questions nor looked at what it answers.
//
// Persona and angle: A THIRTEENTH CROSS-SECTION: VISITORS IN THEIR OWN WORDS. Paraphrases a real
// visitor would type, in everyday words rather than the site's vocabulary: "wages", "take-home",
// "what they'd pay me", "what's the damage", "the charge for finding someone", "the cost of using ye",
// "your cut", "the exams' price", "when are the sittings", "where are ye based", "ring ye", "letters
// after my name"; typos, abbreviations ("fc", "pqe", "yrs", "k", "wfh", "b4") and Irish usage ("ye",
// "yous", "grand", "the lad", "down in Cork", "a few bob"). About 60% candidates at every stage (PLC
// and college students, trainees, the newly qualified, part-qualified and experienced accountants,
// career changers), 25% employers (owners, HR, finance managers, a group hiring at board level) and
// 15% others (parents, partners, people on the wrong website). Topics in proportion to what visitors
// ask: salaries by role, level and city the most, then placement fees, qualifications and exams
// (structure, dates, fees), market figures, contact and hours, interview tips, the agency's services,
// CV upload and privacy. About a fifth are follow-ups in short chains, two of them drifting off-topic;
// about 25 off-topic questions, more than half of them near-misses that sound financial or
// recruitment-like; five requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the twenty-fourth, twenty-eighth and twenty-ninth sets):
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
//   asked of a base salary with a bonus on top, the fee on base plus bonus). No salary sits on a band
//   edge (€35,000 or €45,000).
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

import { agency } from '#content/agency';
import { assistant, disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { formatShortDate } from '#content/format';
import { interviewPreparationPage } from '#content/interview-tips';
import { privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaFacts, acaPage, accaFacts, cimaFacts, cimaKeyDatesFact, cimaPage, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { salaryGuidePage } from '#content/salary-guide';
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
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, fee, otherLevels, pay, QA, regionShare, stat, SUPPORT, wrongBandFees } from './held-out-figures.ts';

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const lastCaseStudyDeadline = cimaFacts.windows2025.caseStudyRegistrationDeadlines.at(-1);
if (!lastCaseStudyDeadline) throw new RangeError('The CIMA deadlines changed: update the thirtieth set');
const cimaNovemberDeadline: string[] = cimaDatesPassed ? [websiteHost(cimaFacts.website)] : [formatShortDate(lastCaseStudyDeadline)];
const ctaAutumnResults: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').results];
const ctaSpringExams: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').exams];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const accaExperience = `${accaFacts.experienceMonths} months`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const whatsapp = websiteHost(agency.whatsappUrl);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;
const linkedin = agency.socialLinks.find((link) => link.network === 'linkedin');
if (!linkedin) throw new RangeError('The socials changed: update the thirtieth set');

/** The hand-over rule: the reply names who receives the question and asks for the visitor's name. */
function handOver(id: string, question: string): HeldOutQuestion {
  return { id, question, kind: 'hand-over', topic: 'hand-over', mustContain: [handoverRecipients, 'name'], mustNotContain: ['€'] };
}

export const thirtiethVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Candidates on wages, in their own words: qualified accountants -----------------------------------
  salary('f30-s-fc-nq-cork', 'what would i get as an FC in Cork, only got my letters in the summer', QA, 'Financial Controller', 0, [pay(QA, 'Financial Accountant', 0)]),
  salary('f30-s-fc-then-dublin', 'would dublin pay any better for the same thing', QA, 'Financial Controller', 0, [], 'f30-s-fc-nq-cork'),
  salary('f30-s-fc-then-7yrs', 'and further down the road, with 7 yrs under the belt?', QA, 'Financial Controller', 2, [], 'f30-s-fc-then-dublin'),
  ask('f30-s-fc-then-gross', "is that before tax or what i'd actually have in my hand", 'salary', [says(salaryGuidePage, 'gross')], otherLevels(QA, 'Financial Controller', 2), 'f30-s-fc-then-7yrs'),

  salary('f30-s-ma-wages-waterford', 'wages for a management accountant in waterford, 4 years since i qualified?', QA, 'Management Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  salary('f30-s-analyst-2yrs-out', "what kind of money is a financial analyst on when they're two years out of the exams", QA, 'Financial Analyst', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f30-s-fpa-8yrs-galway', 'fp&a / financial analyst, 8 yrs qualified, galway based - what are companies paying the likes of me', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('f30-s-ia-4yrs-limerick', "internal audit job in limerick, i'm 4 yrs pqe, what would they pay me", QA, 'Internal Auditor', 1, [pay(QA, 'Financial Controller', 1)]),
  salary('f30-s-fa-10yrs-kilkenny', 'financial accountant in kilkenny, ten years post qual, is 85 grand about right', QA, 'Financial Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f30-s-ma-justqualified-wexford', "Just passed my finals. What's the usual starting wage for a management accountant around Wexford?", QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f30-s-fc-4yrs-mullingar', 'fc job in mullingar came up, i have about four yrs since qualifying. what wage should i be asking', QA, 'Financial Controller', 1, [pay(QA, 'Internal Auditor', 1)]),

  // --- Candidates on wages: practice and audit ------------------------------------------------------------
  salary('f30-s-junior-big4-dub', "startin as a trainee in one of the big 4 in dublin, what's the going wage in first year", AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)]),
  salary('f30-s-junior-then-small', 'and if i went to a small local practice instead?', AUDIT, 'Junior', 0, [], 'f30-s-junior-big4-dub'),
  salary('f30-s-junior-then-senior-small', 'once im made up to senior in the small one, what then', AUDIT, 'Senior', 0, [pay(AUDIT, 'Junior', 0)], 'f30-s-junior-then-small'),

  salary('f30-s-manager-mid-galway', 'mid tier audit manager in galway, what are the wages like', AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1), pay(AUDIT, 'Director', 1)]),
  salary('f30-s-partner-big4', 'what does a big four partner take home, ballpark', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),
  salary('f30-s-senior-mid-cork', "I'm a senior in a mid-sized practice in Cork. What should someone at my grade be earning?", AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1), pay(AUDIT, 'Junior', 1)]),
  salary('f30-s-director-small-midlands', 'director level in a small audit firm in the midlands, salary?', AUDIT, 'Director', 0, [pay(AUDIT, 'Partner', 0), pay(AUDIT, 'Manager', 0)]),

  // --- Candidates on wages: part-qualified and support roles ---------------------------------------------
  salary('f30-s-aa-plc-tralee', "Finished a PLC course in Tralee, no work experience yet. What would they pay me as an accounts assistant?", SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  salary('f30-s-aa-then-18mths', 'and after a year and a half at it?', SUPPORT, 'Accounts Assistant', 1, [], 'f30-s-aa-plc-tralee'),
  ask('f30-v-aa-then-free', 'do i have to pay ye anything to get me in somewhere', 'services', [says(termsOfService, 'free to candidates')], [feeAmount(30_000)], 'f30-s-aa-then-18mths'),

  salary('f30-s-payroll-6mths-ennis', 'payroll administrator, 6 months done, ennis. wages?', SUPPORT, 'Payroll Specialist', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salary('f30-s-book-5yrs', "i'm a bookkeeper with 5 years done, what would a new job pay me", SUPPORT, 'Bookkeeper', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f30-s-ap-2yrs-carlow', 'accounts payable 2 yrs, carlow, whats the going rate', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f30-s-pq-2yrs-athlone', "ACCA half done, 2 yrs in a finance dept in Athlone. What should I be asking for?", SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  ask('f30-q-pq-then-sp-price', 'the exams price for the strategic professional papers, roughly?', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Skills exams'), accaFee('Applied Knowledge exams')], 'f30-s-pq-2yrs-athlone'),
  offTopic('f30-fo-sp-then-loan', 'cant really afford them - would the credit union give me a loan for the exams', 'f30-q-pq-then-sp-price'),

  salary('f30-s-ar-4yrs-tipp', 'accounts receivable, been at it over 4 yrs in Clonmel, what do firms pay for that', SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)]),

  // --- Candidates: whole rows and comparisons --------------------------------------------------------------
  salaryRow('f30-s-senior-row', 'audit senior wages across small firms, mid tier and the big 4?', [AUDIT, 'Senior'], [AUDIT, 'Manager']),
  salaryRow('f30-s-ma-row', 'what does a management accountant earn at each stage after qualifying', [QA, 'Management Accountant'], [QA, 'Financial Controller']),
  salaryRow('f30-s-pq-row', 'part qualified pay from starting off up to 3+ yrs', [SUPPORT, 'Part-Qualified'], [SUPPORT, 'Accounts Assistant']),
  compare('f30-s-ia-vs-fc-7yrs', 'with 7 yrs pqe which pays better, internal audit or fc', [QA, 'Internal Auditor'], [QA, 'Financial Controller'], 2),
  compare('f30-s-pq-vs-book-entry', 'starting out, is part-qualified or bookkeeping the better money', [SUPPORT, 'Part-Qualified'], [SUPPORT, 'Bookkeeper'], 0),
  compare('f30-s-manager-vs-director-big4', "big 4: manager v director, what's the gap in wages", [AUDIT, 'Manager'], [AUDIT, 'Director'], 2),

  // --- Candidates on premiums and perks --------------------------------------------------------------------
  ask('f30-i-esg-bump', 'do ye see a bump in wages for people doing esg / sustainability reporting', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f30-i-office-5-days', "would i be expected in the office 5 days a week or is hybrid a thing in accounting now", 'salary-insights', [hybridDays], [pensionMatch]),
  ask('f30-i-us-gaap-money', 'is there more money going for ifrs or us gaap experience', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),
  ask('f30-i-exams-paid', 'would a company put up money for my exams, how much do they usually give', 'salary-insights', [developmentBudget], [pensionMatch]),
  ask('f30-i-wfh-full-extra', 'if i went fully wfh would i get paid more or less', 'salary-insights', [remotePremium], [esgPremium, hybridDays]),

  // --- Candidates on exams and qualifications ----------------------------------------------------------------
  ask('f30-q-aca-years', 'how many years on the job do you need b4 you can call yourself a chartered accountant', 'qualifications', [acaExperience], [accaExperience, ACCA_MARK]),
  ask('f30-q-aca-then-fae-price', 'and whats the price of the last lot, the fae', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')], 'f30-q-aca-years'),
  ask('f30-q-fae-then-sittings', 'when are the sittings for that one', 'qualifications', [acaSitting('FAE').main, acaSitting('FAE').repeat], [acaSitting('CAP1').main, ACCA_MARK], 'f30-q-aca-then-fae-price'),

  ask('f30-q-cap2-subjects', 'what subjects are in cap 2', 'qualifications', examGroup(acaPage.structure.levels, 'CAP2'), ['Taxation 1', ACCA_MARK]),
  ask('f30-q-acca-sittings', 'when are the acca sittings, how many goes do you get a year', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f30-q-acca-count', 'how many exams is the acca all in', 'qualifications', [`${accaFacts.examCount} exams`], [`${cimaFacts.objectiveTests} objective tests`, ACA_MARK]),
  ask('f30-q-acca-options', 'which of the acca option papers can you pick from at the end', 'qualifications', [accaPaper('AFM'), accaPaper('APM'), accaPaper('ATX'), accaPaper('AAA')], [CIMA_MARK, ACA_MARK]),
  ask('f30-q-acca-experience', 'acca - how long do you have to be working before they let you in as a member', 'qualifications', [accaExperience], [acaExperience, CIMA_MARK]),
  ask('f30-q-aca-vs-acca-signup', 'which is dearer to sign up for, aca or acca?', 'qualifications', [acaFee('Student registration'), accaFee('Registration')], [cimaFee('Registration')]),

  ask('f30-q-cima-join-and-yearly', 'how much to join cima and what do they charge every year after', 'qualifications', [cimaFee('Registration'), cimaFee('Annual subscription')], [accaFee('Registration'), accaFee('Annual subscription')]),
  ask('f30-q-cima-then-strategic', 'whats on the strategic level, the last bit', 'qualifications', [cimaPaper('E3'), cimaPaper('P3'), cimaPaper('F3')], [cimaPaper('E2'), ACCA_MARK], 'f30-q-cima-join-and-yearly'),
  ask('f30-q-cima-no-degree', "never went to college, can i still do cima? where would i start", 'qualifications', [says(cimaPage, 'Certificate in Business Accounting')], [ACA_MARK, ACCA_MARK]),
  ask('f30-q-cima-nov-cutoff', "what's the cut off to book the november cima case study", 'qualifications', cimaNovemberDeadline, [ACA_MARK, ACCA_MARK]),
  ask('f30-q-cima-letters', 'what letters do i get to put after me name when cima is done', 'qualifications', [says(cimaFacts, 'CGMA')], [ACA_MARK, ACCA_MARK]),

  ask('f30-q-cta-intermediate', 'the tax one, CTA - how long is the intermediate bit', 'qualifications', [ctaStageMonths('Intermediate')], [ctaStageMonths('Foundation'), ACA_MARK]),
  ask('f30-q-cta-then-autumn-results', 'and when do autumn results come out', 'qualifications', ctaAutumnResults, [ACA_MARK, ACCA_MARK], 'f30-q-cta-intermediate'),
  ask('f30-q-cta-spring-exams', 'when are the spring cta exams sat', 'qualifications', ctaSpringExams, [ACA_MARK, ACCA_MARK]),

  // --- Candidates preparing for interviews ---------------------------------------------------------------------
  ask('f30-t-asset-manager', "interview with an asset manager down the docklands thursday, what'll they quiz me on", 'interview-tips', [FUNDS_TIP], [TECH_TIP, PHARMA_TIP]),
  ask('f30-t-asset-then-arrive', 'how early should i turn up, its in person', 'interview-tips', [presencePhrase('Punctuality', 'ten minutes early')], [MIC_TIP, OFFER_TIP], 'f30-t-asset-manager'),
  ask('f30-t-meddevice-galway', 'cost accountant interview at a medical devices plant in galway, what should i brush up on', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f30-t-software-rev', 'revenue accountant interview at a software crowd, any technical stuff to revise', 'interview-tips', [TECH_TIP], [AUDIT_TIP, PHARMA_TIP]),
  ask('f30-t-weakness', 'what do i say when they ask for my biggest weakness, i always freeze', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'development area')], [OFFER_TIP, MIC_TIP]),
  ask('f30-t-end-questions', "they always say 'any questions for us' at the end, what should i ask", 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'team structure')], [MIC_TIP, OFFER_TIP]),
  ask('f30-t-turned-down', "didn't get the job after the second round, is it worth asking why", 'interview-tips', [tipPhrase('ask-for-feedback', 'candid feedback')], [OFFER_TIP, MIC_TIP]),
  ask('f30-t-money-question', 'when they ask what im looking for money wise what do i say', 'interview-tips', [tipPhrase('know-your-market-value', 'researched range')], [MIC_TIP, OFFER_TIP]),
  ask('f30-t-star-thing', "what's this STAR thing everyone goes on about for interviews", 'interview-tips', [says(interviewPreparationPage, 'Situation'), says(interviewPreparationPage, 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f30-t-teams-audio', 'teams interview from home, my laptop mic is dodgy, any advice', 'interview-tips', [MIC_TIP], [OFFER_TIP, AUDIT_TIP]),
  ask('f30-t-after-interview', 'just out of an interview, anything i should be doing now while its fresh', 'interview-tips', [tipPhrase('reflect-while-it-is-fresh', 'second-round')], [OFFER_TIP, MIC_TIP]),
  ask('f30-t-stay-or-take', "new place offered me the job but my manager's throwing more money at me to stay. thoughts?", 'interview-tips', [OFFER_TIP], [MIC_TIP, AUDIT_TIP]),

  // --- Candidates on the market -----------------------------------------------------------------------------
  ask('f30-m-dublin-share', 'is dublin where most of the accountancy jobs are? what share', 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')]),
  ask('f30-m-dublin-then-cork', 'and down in cork?', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')], 'f30-m-dublin-share'),
  ask('f30-m-busy', 'is there loads of work out there for accountants these days or is it gone quiet', 'market', [stat('job-market-growth')], [stat('average-salary-increase'), stat('remote-positions')]),
  ask('f30-m-wages-up', 'are wages in finance going up much, by how much', 'market', [stat('average-salary-increase')], [stat('job-market-growth'), stat('remote-positions')]),
  ask('f30-m-wfh-share', 'how many finance jobs let you work from home at least part of the week', 'market', [stat('remote-positions')], [stat('job-market-growth'), regionShare('Dublin')]),

  // --- Candidates on the CV, privacy and the agency ---------------------------------------------------------
  ask('f30-v-cv-word', 'will a word doc work for the cv upload or does it have to be a pdf', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOC')], []),
  ask('f30-v-word-then-size', 'any limit on how big it can be? has a few pics in it', 'services', [`${MAX_CV_MEGABYTES}MB`], [], 'f30-v-cv-word'),
  ask('f30-v-size-then-forever', 'do ye keep it forever then', 'services', [`${DATA_RETENTION_YEARS} years`], [], 'f30-v-word-then-size'),

  ask('f30-v-share-without', 'do ye share my details with employers without telling me', 'services', [says(termsOfService, 'with your agreement')], []),
  ask('f30-v-chat-stored', 'where does this chat end up, is it kept in ireland', 'services', [says(disclaimer, 'United States')], []),
  ask('f30-v-copy-of-data', 'can i get a copy of whatever info ye have on me', 'services', [says(privacyPolicy, 'access')], []),
  ask('f30-v-real-typing', 'is there an actual person typing these answers', 'services', [says(disclaimer, 'not a person')], []),
  ask('f30-v-bot-engine', 'what is this bot running on, chatgpt?', 'services', [assistant.modelName], []),
  ask('f30-v-only-accountancy', 'do yous only do accountancy jobs or other stuff too', 'services', [says(employersPage, 'only accounting and finance')], []),
  ask('f30-v-founders', 'who set up the agency, like what background are they', 'services', [says(agency, 'postgraduate')], []),
  ask('f30-v-trainee-jobs', 'anything going for trainees on the site at the mo', 'services', [trainee.title, trainee.salary], [qualifiedJob.salary]),
  ask('f30-v-trainee-then-qualified-wants', 'what are they looking for in the qualified accountant one', 'services', [says(qualifiedJob, 'FRS 102')], [trainee.salary], 'f30-v-trainee-jobs'),
  ask('f30-v-qualified-then-pay', "and what's it paying", 'services', [qualifiedJob.salary], [trainee.salary], 'f30-v-trainee-then-qualified-wants'),

  // --- Candidates on contact and hours ----------------------------------------------------------------------
  ask('f30-c-where-based', 'where are ye based', 'contact', [agency.address.streetAddress], []),
  ask('f30-c-ring-number', "what's the number to ring ye on", 'contact', [agency.phone.display], []),
  ask('f30-c-ring-then-7pm', 'is 7 in the evening too late to ring', 'contact', [closingTime], [], 'f30-c-ring-number'),
  ask('f30-c-open-hours', 'what hours are yous open', 'contact', [openingTime, closingTime], []),
  ask('f30-c-sunday-drop', 'could i drop in on a sunday', 'contact', [weekdays], []),
  ask('f30-c-email-not-ring', "do ye have an email? i'd rather not ring from work", 'contact', [agency.email], []),
  ask('f30-c-linkedin', 'are ye on linkedin', 'contact', [websiteHost(linkedin.url)], []),
  ask('f30-c-whatsapp-text', 'can i just text ye on whatsapp', 'contact', [whatsapp], []),

  // --- Employers: what they'd pay, and the cost of using ye --------------------------------------------------
  placementFee('f30-p-55k-hire', 'fees for a 55k hire?', 55_000),
  placementFee('f30-p-55k-then-40k', 'and a 40k one?', 40_000, [feeAmount(55_000)], 'f30-p-55k-hire'),
  placementFee('f30-p-40k-then-30k', 'what about 30 grand', 30_000, [feeAmount(40_000)], 'f30-p-55k-then-40k'),

  placementFee('f30-p-72k-charge', "what's the charge for finding someone on 72,000", 72_000),
  placementFee('f30-p-26k-clerk', 'cost of using ye for an accounts clerk at 26k?', 26_000),
  placementFee('f30-p-43500', 'recruiter fee on 43,500?', 43_500),
  placementFee('f30-p-97k-fc', "we're after an FC at €97k, what's the damage", 97_000),
  placementFee('f30-p-150k-cfo', "what's your finder's fee on a cfo at 150", 150_000),
  placementFee('f30-p-37k-book', '37k bookkeeper - your cut?', 37_000),
  ask('f30-p-base-and-bonus', 'fee on an audit senior with a 50k base and a 6k bonus on top, do ye charge on the bonus too', 'placement-fees', [...fee(50_000), says(feesPage, 'base salary')], [...wrongBandFees(50_000), feeAmount(56_000)]),
  ask('f30-p-three-roles-exclusive', "we've 3 roles at 40k each, would giving ye all of them get us a better rate than the 10%", 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates'), '10%'], wrongBandFees(40_000)),
  ask('f30-p-how-ye-charge', 'how do ye charge employers', 'placement-fees', allBandPercentages, [acaFee('Student registration'), accaFee('Registration')]),

  salary('f30-s-fd-120-sligo', "We're a 120 person firm in Sligo. What should we offer a finance director?", CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  salary('f30-s-fd-then-gfc', 'and if we just went with a group fc instead', CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'Finance Director', 1)], 'f30-s-fd-120-sligo'),
  placementFee('f30-p-gfc-then-115k', 'say we land the group fc at 115k, whats the cost of using ye', 115_000, [], 'f30-s-fd-then-gfc'),

  salary('f30-s-cfo-40-tuam', 'own a 40 person engineering firm in Tuam, thinking of bringing in a CFO, what would the wage be', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f30-s-gfc-650', 'Group FC for our group of 650 employees: salary band?', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f30-s-cfo-900-dub', 'cfo of a 900-staff company in dublin, what would they be on', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),

  salary('f30-s-fa-2yrs-letterkenny-emp', "We're taking on a financial accountant, 2 years post qualification, in Letterkenny. What wage do we put on the ad?", QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f30-s-payroll-6yrs-emp', 'looking for an experienced payroll officer, 6 yrs or so, what would they expect to be paid', SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  placementFee('f30-p-payroll-then-48k', 'if we paid 48k, what would ye charge us', 48_000, [], 'f30-s-payroll-6yrs-emp'),
  offTopic('f30-fo-48k-then-software', 'unrelated but can ye recommend a decent payroll software for a small firm', 'f30-p-payroll-then-48k'),

  salary('f30-s-ia-emp-7yrs', 'HR here, we need an internal auditor with 7+ years for our Dublin HQ. What wage range are we looking at?', QA, 'Internal Auditor', 2, [pay(QA, 'Financial Controller', 2)]),
  placementFee('f30-p-ia-then-88k', 'and at 88k your fee would be?', 88_000, [], 'f30-s-ia-emp-7yrs'),
  salary('f30-s-aa-emp-naas', "small business in Naas, want a junior accounts assistant straight out of college, what's fair pay", SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Bookkeeper', 0)]),
  placementFee('f30-p-aa-then-29k', 'would we owe ye much for someone at 29k', 29_000, [], 'f30-s-aa-emp-naas'),
  compare('f30-s-fd-vs-cfo-small', 'company of 30 staff: is a finance director much cheaper than a cfo?', [CSUITE, 'Finance Director'], [CSUITE, 'CFO'], 0),
  placementFee('f30-p-62k-ma', 'management accountant on sixty two grand, what would ye invoice us', 62_000),
  ask('f30-v-vs-job-ad', "what do ye actually do for us that an ad on indeed wouldn't", 'services', [says(employersPage, 'passive candidates')], []),
  ask('f30-v-meet-kerry', "we're out in Kerry, would one of ye come and meet us in person", 'services', [says(agency.operatingModel, 'anywhere in Ireland')], []),

  ask('f30-v-process', "if we go with ye for a hire, what's the process from start to finish", 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], []),
  ask('f30-v-process-then-speed', 'and how quick do ye come back once we send the details', 'services', [hours], [formatTimeToHire()], 'f30-v-process'),
  ask('f30-m-fill-time', 'roughly how many weeks does it take to fill a finance role now', 'market', [formatTimeToHire()], [hours]),
  ask('f30-i-pay-rise-staff', "what sort of pay rise are other places giving existing finance staff this year", 'salary-insights', [inflationAdjustment], [stat('average-salary-increase')]),
  ask('f30-c-licensed', 'are ye a licensed agency, whats the number', 'contact', [agency.licence.number], []),

  // --- Others: family members and partners asking for someone else ------------------------------------------
  salary('f30-s-lad-ma-cork-pharma', "my lad's a newly qualified management accountant at a pharma place in Cork, what's the normal wage for that", QA, 'Management Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  ask('f30-i-lad-then-pharma-extra', 'is there extra going for pharma', 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium], 'f30-s-lad-ma-cork-pharma'),
  salary('f30-s-wife-manager-big4', 'my wife is an audit manager at a big 4 in dublin, what would be normal pay', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2), pay(AUDIT, 'Director', 2)]),
  salary('f30-s-daughter-pq-entry', "my daughter's just starting out part-qualified, first job, what would they pay her in Galway", SUPPORT, 'Part-Qualified', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  ask('f30-q-daughter-then-cima-test', 'and how much is one of them cima objective tests if she goes that way', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Knowledge exams')], 'f30-s-daughter-pq-entry'),
  placementFee('f30-p-husband-firm-33k', "husband runs a small firm and wants an accounts person at 33k, what would ye charge him", 33_000),

  // --- Hand-over: the visitor asks for a person ---------------------------------------------------------------
  handOver('f30-h-ring-back', 'can i get a human to ring me back'),
  handOver('f30-h-conor', 'put me on to conor please'),
  handOver('f30-h-employer-cork', "I'd like to speak to an actual recruiter about hiring two accountants for our Cork office."),
  handOver('f30-h-person-not-computer', "i'd rather deal with a person than a computer tbh"),
  handOver('f30-h-after-six', 'can someone from ye phone me after 6, cant talk at work'),

  // --- Off-topic: near-misses that sound financial or recruitment-like -------------------------------------
  ...(
    [
      ['f30-o-minimum-wage', "what's the minimum wage in ireland now"],
      ['f30-o-retail-manager', 'how much would a store manager in Dunnes be on'],
      ['f30-o-teacher-pay', 'what do primary teachers get paid starting out'],
      ['f30-o-rent-credit', 'how do i claim the rent tax credit'],
      ['f30-o-hours-cut', 'is my boss allowed cut my hours with no notice'],
      ['f30-o-p60', 'where do i get my employment detail summary from revenue, used to be the p60'],
      ['f30-o-savings-rate', 'best savings account interest rate at the moment?'],
      ['f30-o-cafe-books', 'could ye do the books for my cafe every month'],
      ['f30-o-critical-skills', 'how do i apply for a critical skills permit for my brother'],
      ['f30-o-chef-stamp4', "any jobs for a chef going? i'm on stamp 4"],
      ['f30-o-limited-company', 'how do i set up a limited company'],
      ['f30-o-help-to-buy', 'am i entitled to help to buy as a first time buyer'],
      ['f30-o-avc', 'is an AVC worth it for someone in their 40s'],
      ['f30-o-ecb-rates', 'will the ECB put interest rates up again this year'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Off-topic: everyday questions ----------------------------------------------------------------------
  ...(
    [
      ['f30-o-westport-weather', "what's the weather like in Westport this weekend"],
      ['f30-o-chipper', 'best chipper in Dun Laoghaire?'],
      ['f30-o-guinness-stew', 'how do i make a guinness stew'],
      ['f30-o-angelus', 'what time is the angelus on'],
      ['f30-o-ulysses', 'who wrote Ulysses'],
      ['f30-o-joke', 'tell us a joke'],
      ['f30-o-bank-holiday', "when's the next bank holiday"],
      ['f30-o-airport-galway', 'quickest way from dublin airport to galway'],
      ['f30-o-netflix', 'how do i reset my netflix password'],
      ['f30-o-counties', 'how many counties are in ireland'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),
];
