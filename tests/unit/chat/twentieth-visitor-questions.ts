// The TWENTIETH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 27 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// sixteenth set and its test (for the rules, format and builders), and skimmed the thirteenth and
// fifteenth sets only to avoid repeating their wordings; never the engine (lambdas/), never the
// other set being written at the same time (the nineteenth), never the seventeenth or eighteenth
// sets, and never ran Aine on these questions nor looked at what it answers.
//
// Persona and angle: THE EDGES OF SCOPE AND CONVERSATIONS. Visitors who keep asking: chains of two
// to four turns that carry a slot forward (a new city, level, role, salary, qualification, "the next
// sitting", "and for that one?"), fee questions on the very edges of the bands (€34,999 against
// €35,000, €44,999 against €45,000), and conversations that drift off-topic in the middle (tax on the
// salary just quoted, a data scientist's pay, a CEO's pay, doing our books, investing) and come back.
// Everyday off-topic questions that share a word with the site (hours, offices, fees, pay, exams,
// interviews, data, Ireland) and near-misses (personal tax, loans, pensions advice, investments,
// immigration paperwork, company registration, employment law, pay or jobs outside accounting and
// finance, finding an accountant to do one's own books, homework); a few requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the sixteenth set):
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
import { assistantPage, disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { licencePage, privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaFacts, accaFacts, cimaFacts, cimaKeyDatesFact, cimaPage, ctaFacts, ctaKeyDatesFact, ctaPage } from '#content/qualifications';
import { teamMembers } from '#content/team';
import { type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaper,
  ask,
  cimaPaper,
  compare,
  ctaSitting,
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
  closingTime,
  developmentBudget,
  esgPremium,
  FUNDS_TIP,
  inflationAdjustment,
  MIC_TIP,
  OFFER_TIP,
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
const cimaRegistrationLead = `${cimaFacts.windows2025.registrationLeadWeeks.min}-${cimaFacts.windows2025.registrationLeadWeeks.max} weeks`;
const cimaRegistration: string[] = cimaDatesPassed ? [websiteHost(cimaFacts.website)] : [says(cimaPage, cimaRegistrationLead)];
const ctaSpringDates: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').exams];
const ctaAfterSpring: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').exams];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const linkedin = agency.socialLinks.find((link) => link.network === 'linkedin');
const [niamh, conor] = teamMembers;
if (!niamh || !conor || !linkedin) {
  throw new RangeError('The team or the socials changed: update the twentieth set');
}

export const twentiethVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite, with a chain that drifts to a CEO's pay ----------------------------------
  salary('f20-s-cfo-midsize', 'wats a cfo on in a mid sized irish company, 300 odd staff', CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)]),
  salary('f20-s-cfo-then-fd', 'and for that one, the finance director under them?', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)], 'f20-s-cfo-midsize'),
  offTopic('f20-fo-fd-then-ceo', 'and the ceo of the same company, what do they usually get paid', 'f20-s-cfo-then-fd'),
  salary('f20-s-gfc-small', 'group financial controller in a small business, what salary would we be looking at', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salaryRow('f20-s-cfo-all-sizes', 'CFO salary bands please: small, mid and large companies', [CSUITE, 'CFO'], [CSUITE, 'Finance Director']),

  // --- Salaries: Qualified Accountants -----------------------------------------------------------------
  salary('f20-s-fc-waterford-2yrs', 'fc role in waterford, ive been qualified 2 years, what should it pay', QA, 'Financial Controller', 0, [pay(CSUITE, 'Group Financial Controller', 0)]),
  salary('f20-s-fc-then-dublin', 'would it be more if the job was in dublin', QA, 'Financial Controller', 0, [], 'f20-s-fc-waterford-2yrs'),
  salary('f20-s-fc-then-4yrs', 'ok and when im 4 yrs pqe?', QA, 'Financial Controller', 1, [], 'f20-s-fc-then-dublin'),
  offTopic('f20-fo-fc-then-monthly', 'roughly what would i clear a month after tax on that', 'f20-s-fc-then-4yrs'),
  salary('f20-s-analyst-8yrs', 'fin analyst, 8 yrs pqe, salary range?', QA, 'Financial Analyst', 2),
  offTopic('f20-fo-analyst-then-data-sci', 'what would a data scientist with the same 8 years get', 'f20-s-analyst-8yrs'),
  salary('f20-s-ma-pharma-nq', 'newly qualified management accountant going into a pharma plant in cork, whats the base salary', QA, 'Management Accountant', 0),
  salary('f20-s-ia-galway-4yrs', 'Internal auditor Galway, four years since I qualified. Salary?', QA, 'Internal Auditor', 1),
  compare('f20-s-analyst-vs-ma-7yrs', 'at 7 yrs post qualification who earns more, a financial analyst or a management accountant', [QA, 'Financial Analyst'], [QA, 'Management Accountant'], 2),

  // --- Salaries: Audit ---------------------------------------------------------------------------------
  salary('f20-s-mgr-small-tralee', 'audit manager in a small practice in tralee, what does that pay', AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0), pay(AUDIT, 'Director', 0)]),
  salary('f20-s-mgr-then-big4', 'and if i moved to a big 4 firm in dublin as a manager', AUDIT, 'Manager', 2, [pay(AUDIT, 'Director', 2)], 'f20-s-mgr-small-tralee'),
  salary('f20-s-mgr-then-director', 'what would the next step up, audit director, get there', AUDIT, 'Director', 2, [pay(AUDIT, 'Partner', 2), pay(AUDIT, 'Manager', 2)], 'f20-s-mgr-then-big4'),
  salary('f20-s-partner-big4', 'what kind of money do big four audit partners make', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),
  salary('f20-s-semi-senior-mid', 'semi senior at a mid tier firm, is there a set pay', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)]),
  salary('f20-s-trainee-small-ennis', 'first year audit trainee in a small practice in ennis, whats the wage', AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)]),
  salary('f20-s-trainee-then-big4', 'and if i got into a big 4 firm instead', AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)], 'f20-s-trainee-small-ennis'),

  // --- Salaries: Part-Qualified and Support ------------------------------------------------------------
  salary('f20-s-payroll-new', 'payroll officer just starting out, no experience, what do they start on', SUPPORT, 'Payroll Specialist', 0),
  salary('f20-s-aa-5yrs', 'accounts assistant wit 5 yrs behind me, what am i worth', SUPPORT, 'Accounts Assistant', 2, [pay(SUPPORT, 'Part-Qualified', 2)]),
  salary('f20-s-book-kerry-2yrs', 'bookkeeper in kerry, 2 years at it, normal pay?', SUPPORT, 'Bookkeeper', 1),
  salary('f20-s-book-then-pq', 'would a part qualified at 2 years get more than that', SUPPORT, 'Part-Qualified', 1, [], 'f20-s-book-kerry-2yrs'),
  salary('f20-s-ap-limerick-6mths', 'accounts payable, 6 months experience, limerick. salary?', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('f20-s-ap-then-ar', 'is accounts receivable the same at that stage', SUPPORT, 'Accounts Payable/Receivable', 0, [], 'f20-s-ap-limerick-6mths'),
  salary('f20-s-ar-then-payroll', 'and payroll at that level?', SUPPORT, 'Payroll Specialist', 0, [], 'f20-s-ap-then-ar'),
  salaryRow('f20-s-book-scale', 'bookkeeper pay scale from entry level up to experienced?', [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Accounts Assistant']),

  // --- Salary insights, with a drift to investing and back -----------------------------------------------
  ask('f20-i-esg', 'any pay bump for accountants who do esg reporting', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  offTopic('f20-fo-esg-then-funds', 'should i put my savings into green energy funds so', 'f20-i-esg'),
  ask('f20-i-then-gaap', 'back to jobs. does us gaap experience add anything to the salary', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium], 'f20-fo-esg-then-funds'),
  ask('f20-i-tech-premium', 'moving from a bank to a tech company, is there a premium for tech finance roles', 'salary-insights', [specialisationPremium('Technology')], [esgPremium, remotePremium]),
  ask('f20-i-existing-staff', 'my boss says there is no pay rise this year, what are other firms doing for existing staff', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f20-i-pension', 'what pension match do employers give qualified accountants', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f20-i-pension-then-training', 'and a training budget for exams and cpd, how much is normal', 'salary-insights', [developmentBudget], [pensionMatch], 'f20-i-pension'),

  // --- Placement fees: the edges of the bands, and a chain that drifts to doing our books ----------------
  placementFee('f20-p-45k-exact', 'fee for a hire at exactly 45k?', 45_000),
  placementFee('f20-p-45k-then-44999', 'and at 44,999?', 44_999, [feeAmount(45_000)], 'f20-p-45k-exact'),
  placementFee('f20-p-44999-then-35k', 'what about 35 flat', 35_000, [feeAmount(44_999)], 'f20-p-45k-then-44999'),
  placementFee('f20-p-34500', 'what do ye charge on a 34,500 accounts clerk', 34_500),
  placementFee('f20-p-85k-email', 'Dear Ledgerline team, we intend to recruit a Financial Controller on a base salary of €85,000 and would like to know your placement fee. Kind regards, Declan', 85_000),
  offTopic('f20-fo-85k-then-books', 'could ye do our monthly bookkeeping for us as well while youre at it', 'f20-p-85k-email'),
  ask('f20-p-then-exclusive', 'fair enough. if we gave you the fc role exclusively, is there any discount', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], [], 'f20-fo-85k-then-books'),
  placementFee('f20-p-150k-cfo', 'cost of placing a 150k cfo through yous?', 150_000),
  placementFee('f20-p-29k-ap', 'fee for a 29k ap clerk', 29_000),
  placementFee('f20-p-29k-then-62k', 'and a 62k qualified accountant after that', 62_000, [feeAmount(29_000)], 'f20-p-29k-ap'),
  ask('f20-p-base-or-bonus', 'is your percentage on the base salary or the whole package with bonus', 'placement-fees', [says(feesPage, 'base salary')], []),

  // --- Qualifications: carried slots (another body, the next sitting, the next level) --------------------
  ask('f20-q-acca-reg', 'how much to register as an acca student', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f20-q-acca-then-cima', 'and for cima?', 'qualifications', [cimaFee('Registration')], [accaFee('Registration'), acaFee('Student registration')], 'f20-q-acca-reg'),
  ask('f20-q-cima-then-sub', 'then the yearly sub for that one', 'qualifications', [cimaFee('Annual subscription')], [accaFee('Annual subscription'), acaFee('Annual student subscription')], 'f20-q-acca-then-cima'),
  ask('f20-q-fae-months', 'which months is the FAE sat in', 'qualifications', [acaSitting('FAE').main, acaSitting('FAE').repeat], [ACCA_MARK, CIMA_MARK]),
  ask('f20-q-fae-then-cap2', 'and cap 2?', 'qualifications', [acaSitting('CAP2').main, acaSitting('CAP2').repeat], [ACCA_MARK, CIMA_MARK], 'f20-q-fae-months'),
  ask('f20-q-cap2-then-fae-cost', 'how much does the fae itself cost', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')], 'f20-q-fae-then-cap2'),
  ask('f20-q-acca-sp-cost', 'acca strategic professional papers, what do they cost each', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Skills exams'), accaFee('Applied Knowledge exams')]),
  ask('f20-q-acca-options', 'which acca options can i choose from at strategic professional', 'qualifications', [accaPaper('AFM'), accaPaper('APM'), accaPaper('ATX'), accaPaper('AAA')], [ACA_MARK, CIMA_MARK]),
  ask('f20-q-acca-sessions', 'acca exam sessions in the year?', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f20-q-acca-then-next', 'i missed june, whats the next sitting after that', 'qualifications', [accaFacts.examSessions[2]], [ACA_MARK, CIMA_MARK], 'f20-q-acca-sessions'),
  ask('f20-q-aca-vs-acca-exp', 'how much work experience do you need for aca compared with acca', 'qualifications', [acaExperience, `${accaFacts.experienceMonths} months`], [CIMA_MARK]),
  ask('f20-q-cima-structure', 'how many objective tests and case studies are there in cima', 'qualifications', [`${cimaFacts.objectiveTests} objective tests`, `${cimaFacts.caseStudies} case stud`], [ACA_MARK, ACCA_MARK]),
  ask('f20-q-cima-cba-subjects', 'what subjects are in the cima cba', 'qualifications', [cimaPaper('BA1'), cimaPaper('BA3')], [ACA_MARK, ACCA_MARK]),
  ask('f20-q-cima-case-reg', 'how far ahead do i need to register for a cima case study', 'qualifications', cimaRegistration, [ACA_MARK, ACCA_MARK]),
  ask('f20-q-cta-spring', 'when are the spring cta exams', 'qualifications', ctaSpringDates, [ACA_MARK, ACCA_MARK]),
  ask('f20-q-cta-then-after', 'and the sitting after that one?', 'qualifications', ctaAfterSpring, [ACA_MARK, ACCA_MARK], 'f20-q-cta-spring'),
  offTopic('f20-fo-cta-then-flat-rate', 'since youre on tax, can i claim flat rate expenses as an accountant', 'f20-q-cta-then-after'),

  // --- Market ---------------------------------------------------------------------------------------------
  ask('f20-m-dublin-share', 'what percent of new finance openings are in dublin', 'market', [regionShare('Dublin')], [regionShare('Cork'), regionShare('Galway')]),
  ask('f20-m-dublin-then-cork', 'and cork?', 'market', [regionShare('Cork')], [regionShare('Galway')], 'f20-m-dublin-share'),
  ask('f20-m-growth', 'are there more accountancy vacancies than last year, by how much', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f20-m-growth-then-offers', 'and offered salaries, up by how much?', 'market', [stat('average-salary-increase')], [stat('remote-positions')], 'f20-m-growth'),
  ask('f20-m-time-to-hire', 'how many weeks does it usually take to hire a qualified accountant', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f20-m-hire-then-respond', 'and how quick do yous come back once we send the vacancy', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()], 'f20-m-time-to-hire'),
  ask('f20-m-respond-then-interviewed', 'will you have interviewed them before we see them', 'services', [says(employersPage.process, 'interviewed')], [], 'f20-m-hire-then-respond'),

  // --- Contact, with a drift to another organisation's email -------------------------------------------------
  ask('f20-c-email-spec', 'is there an email i can send a job spec to', 'contact', [agency.email], []),
  offTopic('f20-fo-email-then-revenue', 'thanks. do you have the email for revenue too', 'f20-c-email-spec'),
  ask('f20-c-then-hours', 'ok back to you lot, what hours are ye answering emails and calls', 'contact', [weekdays, closingTime], [], 'f20-fo-email-then-revenue'),
  ask('f20-c-drop-cv', 'can i drop my cv in by hand, where is the office', 'contact', [agency.address.streetAddress], []),
  ask('f20-c-linkedin', 'are ye on linkedin', 'contact', [websiteHost(linkedin.url)], []),
  ask('f20-c-licence-check', 'how do i check youre a licensed employment agency', 'contact', [says(licencePage, 'Workplace Relations Commission')], []),

  // --- Interview tips, with a drift to a hairdresser ----------------------------------------------------------
  ask('f20-t-weakness', 'what do i say when they ask my biggest weakness', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'development area')], [OFFER_TIP, MIC_TIP]),
  ask('f20-t-weakness-then-questions', 'and what should i ask them at the end', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'team structure')], [OFFER_TIP, MIC_TIP], 'f20-t-weakness'),
  offTopic('f20-fo-questions-then-hair', 'any good hairdresser near grafton street to get sorted before it', 'f20-t-weakness-then-questions'),
  ask('f20-t-arrive', 'how early should i get there for an in person interview', 'interview-tips', [presencePhrase('Punctuality', 'ten minutes early')], [OFFER_TIP]),
  ask('f20-t-rejected', 'didnt get the job after the final round, what now', 'interview-tips', [tipPhrase('ask-for-feedback', 'feedback')], [OFFER_TIP, MIC_TIP]),
  ask('f20-t-medtech', 'interview at a medical devices company in galway, what finance topics will come up', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f20-t-star-reflection', 'whats the extra R at the end of the enhanced star method', 'interview-tips', ['Reflection'], [OFFER_TIP, MIC_TIP]),
  ask('f20-t-second-round', 'got through to a second round, what should i do now', 'interview-tips', [tipPhrase('reflect-while-it-is-fresh', 'note the questions')], [MIC_TIP]),

  // --- Services, CV and privacy, jobs, the chat ------------------------------------------------------------------
  ask('f20-v-free-candidates', 'is it free for job seekers or is there a catch', 'services', [says(termsOfService, 'free to candidates')], []),
  ask('f20-v-contract-roles', 'do you do contract roles or just permanent', 'services', [says(termsOfService, 'permanent')], []),
  ask('f20-v-tax-roles', 'do you place tax people too, like tax seniors and managers', 'services', [says(ctaPage.contact, 'tax director')], []),
  ask('f20-v-tax-then-cta', 'what do i need to become a CTA member then', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK], 'f20-v-tax-roles'),
  ask('f20-v-meet', 'do ye meet people face to face or is it all online', 'services', [says(agency.operatingModel, 'face to face')], []),
  ask('f20-v-founders', 'who set up ledgerline', 'services', [niamh.name, conor.name], []),
  ask('f20-v-cv-size', 'whats the biggest cv file i can upload', 'services', [`${MAX_CV_MEGABYTES}MB`], []),
  ask('f20-v-cv-then-types', 'and which file types are ok', 'services', [says(cvUploadTexts, 'DOCX')], [], 'f20-v-cv-size'),
  ask('f20-v-pps', 'can i type my pps number in here', 'services', [says(disclaimer, 'PPS')], []),
  ask('f20-v-access-reply', 'if i send a data access request how long have you got to reply', 'services', [says(privacyPolicy, 'one month')], []),
  ask('f20-v-what-help', 'what kind of stuff can you help me with', 'services', [says(assistantPage, 'CTA'), says(assistantPage, 'interview')], []),
  ask('f20-v-aine-bot', 'am i talking to a bot', 'services', [says(disclaimer, 'AI')], []),
  ask('f20-v-bot-then-where', 'so where does what i type end up', 'services', [says(disclaimer, 'United States')], [], 'f20-v-aine-bot'),
  ask('f20-v-jobs-listed', 'which jobs are listed on the site right now', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f20-v-jobs-then-trainee', 'for the trainee one, do i need a degree', 'services', [says(trainee.requirements, 'degree')], [qualifiedJob.salary], 'f20-v-jobs-listed'),
  ask('f20-v-trainee-then-type', 'is that one full time or hybrid', 'services', [trainee.jobType], [qualifiedJob.salary], 'f20-v-jobs-then-trainee'),
  ask('f20-v-process-steps', 'never used a recruiter before, what are the steps if we hire through you', 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], []),

  // --- Off-topic: everyday questions sharing a word with the site, and near-misses --------------------------------
  ...(
    [
      ['f20-o-pharmacy-hours', 'what are the opening hours of the late night pharmacy in limerick'],
      ['f20-o-passport-office', 'where is the passport office in cork'],
      ['f20-o-college-fees', 'how much are the student contribution fees for college this year'],
      ['f20-o-tv-licence', 'how much is the tv licence fee'],
      ['f20-o-garda-pay', 'what does a new garda get paid'],
      ['f20-o-teacher-scale', 'whats the pay scale for a secondary school teacher'],
      ['f20-o-leaving-cert-results', 'when do the leaving cert results come out'],
      ['f20-o-theory-test', 'how do i book my driver theory test'],
      ['f20-o-embassy-interview', 'tips for my visa interview at the us embassy'],
      ['f20-o-sim-data', 'which sim gives the most data for the money in ireland'],
      ['f20-o-cliffs', 'best time of year to visit the cliffs of moher'],
      ['f20-o-irish-population', 'what is the population of ireland'],
      ['f20-o-rent-credit', 'how do i claim the rent tax credit'],
      ['f20-o-car-loan', 'where would i get the cheapest car loan'],
      ['f20-o-avcs', 'is it worth paying avcs into my pension'],
      ['f20-o-state-savings', 'are prize bonds or state savings better for my money'],
      ['f20-o-critical-skills-time', 'how long does a critical skills permit take to process'],
      ['f20-o-gnib-renewal', 'how do i renew my irp card online'],
      ['f20-o-tax-number-ltd', 'how do i get a tax registration number for my new limited company'],
      ['f20-o-business-name', 'do i need to register a business name for my side hustle'],
      ['f20-o-annual-leave', 'how many days annual leave am i entitled to by law'],
      ['f20-o-sick-pay', 'does my employer have to pay me when im off sick'],
      ['f20-o-electrician-rate', 'what does an electrician charge per hour these days'],
      ['f20-o-warehouse-d15', 'any warehouse jobs going in dublin 15'],
      ['f20-o-sole-trader-accountant', 'can you recommend an accountant to do my sole trader accounts'],
      ['f20-o-lc-accounting-q3', 'whats the answer to question 3 on the leaving cert accounting paper'],
      ['f20-o-interview-outfit-shop', 'where can i buy a cheap suit in galway'],
      ['f20-o-data-breach-bank', 'my bank had a data breach, what should i do'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  ...(
    [
      ['f20-h-talk-someone', 'enough of the bot, can i talk to someone there'],
      ['f20-h-conor', 'is conor around, id like to speak to him about a role'],
      ['f20-h-formal', 'Could a member of your recruitment team contact me directly to discuss a senior finance vacancy?'],
      ['f20-h-real-recruiter', 'get me a real recruiter please'],
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
