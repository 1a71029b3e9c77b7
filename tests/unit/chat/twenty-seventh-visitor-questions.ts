// The TWENTY-SEVENTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 29 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// twentieth and twenty-fourth sets and their tests (for the rules, format and builders); never the
// engine (lambdas/), never any other set, and never ran Aine on these questions nor looked at what
// it answers.
//
// Persona and angle: A TENTH CROSS-SECTION: THE PEOPLE WHO ACTUALLY VISIT. The voices mix: a student
// in college torn between the ACA and the ACCA, a parent going back to work after a career break or
// on maternity leave with a new baby, someone finishing a master's, accountants abroad (Sydney,
// Melbourne, Perth, Toronto, Vancouver, London) thinking of moving home to Ireland with a partner, a
// busy owner-manager of a small firm hiring a first accountant, an HR manager at a multinational
// budgeting a role or asking for the licence number for procurement, a finance director and an audit
// partner near retirement, non-native speakers working in Ireland (simple, slightly unusual grammar:
// "since I am qualified four years", "you are person or computer?"), and a bookkeeper who wants to
// qualify. They write in ordinary everyday English: the question sits inside a sentence or two about
// their life and plans, with the words such people use (leave, baby, kids, masters, degree, moving
// home, partner, visa, hoping, wondering, trying), some typos and Irish usage ("ye", "give me a
// shout", "the school run"), some messages short. Topics in proportion to what visitors ask: salaries
// by role, level and city the most, then placement fees, qualifications and exams, market figures,
// contact and hours, interview tips, the agency's services, CV upload and privacy, jobs and the chat
// itself; follow-up chains of two to four turns carrying a slot forward (a new city, level, role,
// firm size, salary, qualification stage); off-topic questions from the same lives (creche fees,
// parent's leave, shipping furniture home, pension transfers, tax residency, a spouse's visa, a
// thesis to proofread), more than half of them near-misses; four requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the twentieth and twenty-fourth sets):
// - City rule: the salary guide is Ireland-wide; a question naming a city (or a country abroad the
//   visitor is leaving) is right with the role's national figures for the level asked, wrong with
//   another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
//   Audit and C-suite levels are picked by firm or company size (small, mid-tier, large / Big 4;
//   for the C-suite, under 50 people small, 50 to 499 mid-size, 500 or more enterprise).
// - Comparison rule: a question comparing two roles at one level is right with both roles' bands for
//   that level, wrong with either role's other levels.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee). No
//   salary sits on a band edge (€35,000 or €45,000).
// - Two questions in one message: the reply is right only with both answers.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax and tax residency, pensions and lump sums, childcare
//   and family leave entitlements, immigration paperwork, valuing or selling a practice, payroll
//   software, drafting employment contracts, pay or jobs outside accounting and finance, homework
//   and theses). An off-topic reply must name "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.

import { agency } from '#content/agency';
import { assistantPage, disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { candidatesPage } from '#content/candidates';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { privacyPolicy, termsOfService } from '#content/legal';
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
const cimaCaseStudyDates: string[] = cimaDatesPassed
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.caseStudies.map((caseStudyWindow) => says(cimaPage, caseStudyWindow.display));
const ctaSpringDates: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').exams];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const instagram = agency.socialLinks.find((link) => link.network === 'instagram');
const [niamh, conor] = teamMembers;
if (!niamh || !conor || !instagram) {
  throw new RangeError('The team or the socials changed: update the twenty-seventh set');
}

export const twentySeventhVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite (a finance director near retirement, an HR manager, an owner, a CFO moving home) ---
  salary('f27-s-fd-retiring-large', "I'm finance director of a plc with about 1,400 staff and I retire next spring. The board asked me to benchmark my successor, what's the going rate for an FD in a company that size?", CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)]),
  salary('f27-s-fd-then-cfo', 'and if they decided to hire a CFO above the role instead of replacing me like for like?', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)], 'f27-s-fd-retiring-large'),
  salary('f27-s-gfc-mid-hr', "HR manager at a medical devices company, about 300 people on site in Galway. I'm budgeting for a group financial controller, what salary range should I put in the approval?", CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'Finance Director', 1)]),
  salary('f27-s-gfc-then-fd', 'and a finance director for the same size of company?', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'Group Financial Controller', 1)], 'f27-s-gfc-mid-hr'),
  salary('f27-s-cfo-small-owner', 'I own a small engineering firm, 25 staff, and my bank manager keeps telling me to get a proper CFO. what salary would one expect at our size', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salaryRow('f27-s-cfo-all-sizes', "Moving home from Sydney after 12 years, I'm a CFO over here. could you give me the irish CFO bands for small, mid size and large companies", [CSUITE, 'CFO'], [CSUITE, 'Finance Director']),
  compare('f27-s-fd-vs-gfc-small', 'small business, under 40 people. whats the difference in pay between a finance director and a group financial controller', [CSUITE, 'Finance Director'], [CSUITE, 'Group Financial Controller'], 0),

  // --- Salaries: Qualified Accountants (moving home, back from leave, a master's, a non-native speaker) --------
  salary('f27-s-fa-nq-toronto', "Qualified as a CPA in Toronto last year so about 1 year PQE, hoping to move home to Cork with my partner. What would a financial accountant at that stage earn?", QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f27-s-fa-then-dublin', 'and if we ended up in Dublin instead?', QA, 'Financial Accountant', 0, [], 'f27-s-fa-nq-toronto'),
  salary('f27-s-fa-then-4yrs', 'ok and a few years on, say 4 yrs pqe, what would that go up to', QA, 'Financial Accountant', 1, [], 'f27-s-fa-then-dublin'),
  offTopic('f27-fo-fa-then-visa', "my partner is Canadian, would she need a visa to work in Ireland when we move", 'f27-s-fa-then-4yrs'),
  salary('f27-s-ma-returner-6yrs', "I'm coming back after four years at home with the kids. I was a management accountant with 6 years post qualification before I left, what do management accountants at that level get now?", QA, 'Management Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f27-s-ma-then-fc', 'would going for financial controller jobs at that level be a big jump in pay?', QA, 'Financial Controller', 2, [], 'f27-s-ma-returner-6yrs'),
  salary('f27-s-fc-london-8yrs', 'financial controller in London, 8 yrs PQE, thinking of moving back to Galway to be near my parents. what do FCs at my level earn in Ireland', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)]),
  salary('f27-s-analyst-4yrs-nonnative', 'Hello, I am working in Dublin as financial analyst since I am qualified four years. My colleague tell me I am underpaid. Which salary is normal for this?', QA, 'Financial Analyst', 1),
  salary('f27-s-analyst-then-7yrs', 'And when I will have 7 years, how much it will be?', QA, 'Financial Analyst', 2, [], 'f27-s-analyst-4yrs-nonnative'),
  salary('f27-s-ia-nq-masters', "finishing a masters in accounting this summer and I'll be newly qualified by christmas, what does an internal auditor start on", QA, 'Internal Auditor', 0),
  compare('f27-s-analyst-vs-fc-4yrs', "I'm 4 years qualified and torn between an FP&A job and a controller job. how do financial analyst and financial controller pay compare at my stage?", [QA, 'Financial Analyst'], [QA, 'Financial Controller'], 1),
  salaryRow('f27-s-ia-all-levels', 'internal auditor salaries at every level please, from newly qualified up to senior', [QA, 'Internal Auditor'], [QA, 'Financial Controller']),
  salary('f27-s-fc-mat-leave-2yrs', "I'm on maternity leave at the moment, baby is 5 months. I'm a financial controller, qualified 2 years, and wondering should I look around before I go back. What's the going rate?", QA, 'Financial Controller', 0, [pay(CSUITE, 'Group Financial Controller', 0)]),

  // --- Salaries: Audit (a student, a parent, a manager back from Melbourne, a partner near retirement) ----------
  salary('f27-s-junior-big4-student', 'im in 3rd year of a business degree in Maynooth and hoping to get a training contract. what do big 4 trainees get paid', AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)]),
  salary('f27-s-junior-then-small', 'and in a small local practice in Kildare?', AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)], 'f27-s-junior-big4-student'),
  salary('f27-s-manager-mid-melbourne', 'back in Ireland after 5 years in Melbourne, I was an audit manager at a mid-tier firm over there. what do audit managers in mid tier firms get here?', AUDIT, 'Manager', 1, [pay(AUDIT, 'Director', 1), pay(AUDIT, 'Senior', 1)]),
  salary('f27-s-manager-then-big4', 'would one of the big 4 pay me more as a manager?', AUDIT, 'Manager', 2, [pay(AUDIT, 'Director', 2)], 'f27-s-manager-mid-melbourne'),
  salary('f27-s-senior-big4-parent', 'my son has just been made an audit senior in one of the big four in Dublin, is there a standard salary for that. just curious!', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)]),
  salary('f27-s-partner-small', "I'm an audit partner in a small practice in Mullingar, just the two of us as partners. thinking about retiring. what do partners in small firms typically earn?", AUDIT, 'Partner', 0, [pay(AUDIT, 'Director', 0)]),
  offTopic('f27-fo-partner-then-sell', 'and what would my share of the practice be worth if I sold it to the other partner', 'f27-s-partner-small'),
  salary('f27-s-director-mid', 'audit director in a mid-tier firm, whats the range', AUDIT, 'Director', 1, [pay(AUDIT, 'Partner', 1)]),
  compare('f27-s-manager-vs-senior-big4', 'in a big 4 firm what does an audit manager earn compared to an audit senior', [AUDIT, 'Manager'], [AUDIT, 'Senior'], 2),
  salaryRow('f27-s-senior-all-firms', 'audit senior pay in small, mid tier and big 4 firms?', [AUDIT, 'Senior'], [AUDIT, 'Manager']),

  // --- Salaries: Part-Qualified and Support (a bookkeeper who wants to qualify, a returner, an owner) ----------
  salary('f27-s-book-8mths-longford', "I've been doing the books for a builders providers in Longford for about 8 months, no qualification yet but hoping to start one. what should a bookkeeper with under a year be on?", SUPPORT, 'Bookkeeper', 0),
  salary('f27-s-book-then-pq', 'and if I got part qualified, what would a part qualified person starting out earn', SUPPORT, 'Part-Qualified', 0, [], 'f27-s-book-8mths-longford'),
  salary('f27-s-aa-2yrs-returner', 'Going back to work after a career break, I was an accounts assistant for 2 years before the kids came along. what would that be paying now', SUPPORT, 'Accounts Assistant', 1, [pay(SUPPORT, 'Part-Qualified', 1)]),
  salary('f27-s-payroll-4yrs-cork', 'payroll specialist, 4 years experience, based in Cork. is 44k fair or am I being done?', SUPPORT, 'Payroll Specialist', 2),
  salary('f27-s-payroll-then-ap', 'and accounts payable with the same 4 years?', SUPPORT, 'Accounts Payable/Receivable', 2, [], 'f27-s-payroll-4yrs-cork'),
  salary('f27-s-ar-new-nonnative', 'I am new in Ireland from Poland, I have no experience in Irish company yet but I want to work in accounts receivable. What is starting salary?', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('f27-s-pq-2yrs-owner', "small business owner here, 12 staff, hiring our first finance person. for a part qualified accountant with about 2 years experience what salary do I need to offer", SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  placementFee('f27-p-pq-then-46k', 'and what would your fee be if we hired one at 46k', 46_000, [], 'f27-s-pq-2yrs-owner'),
  offTopic('f27-fo-46k-then-payroll', 'could ye run our payroll for us as well, our bookkeeper is leaving', 'f27-p-pq-then-46k'),
  salaryRow('f27-s-payroll-all-levels', 'payroll pay from entry level up to experienced?', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Accounts Payable/Receivable']),
  compare('f27-s-book-vs-aa-entry', 'for someone starting out with no experience, does a bookkeeper or an accounts assistant earn more', [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Accounts Assistant'], 0),

  // --- Salary insights --------------------------------------------------------------------------------------------
  ask('f27-i-remote-sligo', "if I move home but work fully remote for a Dublin company from Sligo, is there a premium for fully remote roles?", 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment]),
  ask('f27-i-pharma-move', 'thinking of moving from practice into a pharma company in Cork, would pharma experience add to my salary', 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium]),
  ask('f27-i-study-budget', 'will an employer help with the cost of my exams and CPD? how much of a training budget do they usually give', 'salary-insights', [developmentBudget], [pensionMatch]),
  ask('f27-i-budget-then-pension', 'and pension, what do they normally match', 'salary-insights', [pensionMatch], [developmentBudget], 'f27-i-study-budget'),
  ask('f27-i-hybrid-toddler', 'with a toddler I really need flexibility, how many days working from home do finance jobs usually give', 'salary-insights', [hybridDays], [esgPremium]),
  ask('f27-i-cost-of-living-hr', 'HR here, we gave our finance team 3% this year. what are other employers giving existing staff for cost of living', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f27-i-esg-thesis', 'I did my masters thesis on sustainability reporting, do ESG accountants get paid more?', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),

  // --- Placement fees ------------------------------------------------------------------------------------------------
  placementFee('f27-p-owner-40k', "first time ever using a recruiter, we're a family business in Tullamore. if we hire an accountant at 40k what do ye charge", 40_000),
  placementFee('f27-p-40k-then-52k', 'and if we had to go up to 52k to get the right person?', 52_000, [feeAmount(40_000)], 'f27-p-owner-40k'),
  ask('f27-p-52k-then-when', 'when would we have to pay that, is it up front?', 'placement-fees', [says(feesPage, 'successful')], [], 'f27-p-40k-then-52k'),
  placementFee('f27-p-hr-95k', 'HR Manager, multinational. Can you confirm your fee on a €95,000 Financial Controller hire?', 95_000),
  placementFee('f27-p-31k', 'whats your fee for an accounts assistant on 31,000', 31_000),
  placementFee('f27-p-36500-nonnative', 'For a payroll person with salary 36,500 euro, how much is your fee please?', 36_500),
  ask('f27-p-how-works', 'never hired through an agency before, how do your fees work?', 'placement-fees', allBandPercentages, []),
  ask('f27-p-three-roles', "we've three finance roles to fill this year, would you do a better rate if we gave you all of them", 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], []),
  placementFee('f27-p-210k-cfo', 'retiring CFO here, the board wants to know your fee if we hire my replacement on 210k', 210_000),
  ask('f27-p-leaves-early', 'what if the person leaves in the first few weeks, do we get anything back?', 'placement-fees', [says(termsOfService, 'in writing')], []),
  placementFee('f27-p-44k-book', 'experienced bookkeeper on 44k, your fee?', 44_000),

  // --- Qualifications ----------------------------------------------------------------------------------------------
  ask('f27-q-aca-or-acca-student', "I'm in second year of college and can't decide between ACA and ACCA. how many exams is the ACCA and what levels does the ACA have?", 'qualifications', [String(accaFacts.examCount), 'CAP1', 'FAE'], [CIMA_MARK]),
  ask('f27-q-then-experience', 'and how much work experience does each one need', 'qualifications', [acaExperience, `${accaFacts.experienceMonths} months`], [CIMA_MARK], 'f27-q-aca-or-acca-student'),
  ask('f27-q-then-acca-reg', 'ok leaning towards acca. how much is it to register', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')], 'f27-q-then-experience'),
  ask('f27-q-acca-then-sessions', 'and when are the exam sessions', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK], 'f27-q-then-acca-reg'),
  ask('f27-q-bookkeeper-cima', "I'm a bookkeeper with no degree wanting to qualify in management accounting. what are the CIMA certificate subjects I'd start with", 'qualifications', [cimaPaper('BA1'), cimaPaper('BA2'), cimaPaper('BA3'), cimaPaper('BA4')], [ACA_MARK, ACCA_MARK]),
  ask('f27-q-cima-then-cost', 'how much is each of those tests', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Knowledge exams')], 'f27-q-bookkeeper-cima'),
  ask('f27-q-cima-then-exp', 'and how many years of work experience before I can be a member', 'qualifications', [`${cimaFacts.experienceYears} years`], [ACA_MARK, ACCA_MARK], 'f27-q-cima-then-cost'),
  ask('f27-q-cap1-repeat-baby', 'failed one CAP1 paper in August and the baby is due in november. when is the repeat sitting', 'qualifications', [acaSitting('CAP1').repeat], [ACCA_MARK, CIMA_MARK]),
  ask('f27-q-fae-electives-cost', 'how many electives do you do at FAE and what does the FAE cost', 'qualifications', [`${acaFacts.faeElectives} electives`, acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams'), ACCA_MARK]),
  ask('f27-q-acca-sp-options', "I'm at strategic professional in the ACCA, what are the options I can pick from", 'qualifications', [accaPaper('AFM'), accaPaper('APM'), accaPaper('ATX'), accaPaper('AAA')], [ACA_MARK, CIMA_MARK]),
  ask('f27-q-acca-ethics-fee', 'how much is the acca ethics module', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Applied Skills exams'), accaFee('Strategic Professional exams')]),
  ask('f27-q-acca-as-masters', "doing a masters and got exemptions from the applied knowledge papers. how much is each applied skills exam?", 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Applied Knowledge exams'), accaFee('Strategic Professional exams')]),
  ask('f27-q-aca-sub', 'what is the yearly student subscription for the ACA', 'qualifications', [acaFee('Annual student subscription')], [accaFee('Annual subscription'), cimaFee('Annual subscription')]),
  ask('f27-q-cta-membership', "I'm a tax senior with 3 years in tax and a level 8 degree, what do I need to become a CTA member?", 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK]),
  ask('f27-q-cta-then-spring', 'when are the spring exams for it', 'qualifications', ctaSpringDates, [ACA_MARK, ACCA_MARK], 'f27-q-cta-membership'),
  ask('f27-q-cta-stages', 'what are the stages of the CTA and how long does each one take', 'qualifications', ['Foundation', ctaStageMonths('Foundation'), 'Advanced', ctaStageMonths('Advanced')], [ACA_MARK, ACCA_MARK]),
  ask('f27-q-cima-case-dates', 'when are the cima case study exams', 'qualifications', cimaCaseStudyDates, [ACA_MARK, ACCA_MARK]),

  // --- Market -----------------------------------------------------------------------------------------------------
  ask('f27-m-growth-vancouver', 'living in Vancouver and thinking of coming home, is the accounting job market in Ireland growing?', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f27-m-then-galway', 'how many of the new jobs are in Galway', 'market', [regionShare('Galway')], [regionShare('Dublin')], 'f27-m-growth-vancouver'),
  ask('f27-m-remote-share', 'what share of finance roles offer hybrid or remote working', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  ask('f27-m-time-to-hire-owner', 'we need someone in by September, how long does it usually take to hire an accountant', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f27-m-offers-up', 'how much have offered salaries gone up in the last year', 'market', [stat('average-salary-increase')], [stat('remote-positions')]),
  ask('f27-m-dublin-cork', 'what percent of new openings are in Dublin and in Cork', 'market', [regionShare('Dublin'), regionShare('Cork')], [stat('remote-positions')]),

  // --- Contact -----------------------------------------------------------------------------------------------------
  ask('f27-c-ring-after-work', "I work till 6, could I ring you after that? what's the number", 'contact', [agency.phone.display, closingTime], []),
  ask('f27-c-email-nonnative', 'Please, what is the email for send my CV?', 'contact', [agency.email], []),
  ask('f27-c-office-course', "I'll be in Dublin on Thursday for a course, where's your office", 'contact', [agency.address.streetAddress], []),
  ask('f27-c-office-then-eircode', 'eircode?', 'contact', [agency.address.postalCode], [], 'f27-c-office-course'),
  ask('f27-c-saturdays', 'are ye open saturdays at all', 'contact', [weekdays], []),
  ask('f27-c-instagram', 'are you on instagram', 'contact', [websiteHost(instagram.url)], []),
  ask('f27-c-licence-procurement', 'HR here, our procurement team need your employment agency licence number before we can sign anything', 'contact', [agency.licence.number], []),
  ask('f27-c-open-school-run', 'what time do you open in the morning, I want to call before the school run', 'contact', [openingTime], []),

  // --- Interview tips -------------------------------------------------------------------------------------------------
  ask('f27-t-star-returner', "first interview in 5 years after time off with the kids, how do I answer the 'tell me about a time' questions?", 'interview-tips', ['Situation', 'Reflection'], [OFFER_TIP, MIC_TIP]),
  ask('f27-t-star-then-stories', 'how many examples should I have ready', 'interview-tips', [tipPhrase('build-a-story-bank', 'six to eight')], [OFFER_TIP, MIC_TIP], 'f27-t-star-returner'),
  ask('f27-t-saas', 'interview with a SaaS company in Dublin next week for a finance role, what technical stuff should I revise', 'interview-tips', [TECH_TIP], [FUNDS_TIP, PHARMA_TIP]),
  ask('f27-t-zoom-perth', "my interview is on zoom from Perth so it's late at night for me, any tips for the video side of it", 'interview-tips', [MIC_TIP], [OFFER_TIP, AUDIT_TIP]),
  ask('f27-t-zoom-then-wear', 'what should I wear for it', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP], 'f27-t-zoom-perth'),
  ask('f27-t-go-blank', "they always say 'any questions for us?' at the end and I go blank. what should I ask?", 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'team structure')], [OFFER_TIP, MIC_TIP]),
  ask('f27-t-salary-expectations', 'how do I answer when they ask my salary expectations, I always undersell myself', 'interview-tips', [tipPhrase('know-your-market-value', 'range')], [OFFER_TIP, MIC_TIP]),
  ask('f27-t-exams-left', "I'm part qualified with 3 CIMA papers left, how do I handle questions about my exams in the interview", 'interview-tips', [tipPhrase('discuss-your-qualification-plan', 'next sitting')], [OFFER_TIP, MIC_TIP]),
  ask('f27-t-fund-admin', 'interview at a fund administrator in Kilkenny on Monday, what will they ask', 'interview-tips', [FUNDS_TIP], [TECH_TIP, PHARMA_TIP]),
  ask('f27-t-said-no', 'second interview went well I thought but they said no. should I do anything?', 'interview-tips', [tipPhrase('ask-for-feedback', 'feedback')], [OFFER_TIP, MIC_TIP]),

  // --- Services, CV and privacy, jobs, the chat ---------------------------------------------------------------------
  ask('f27-v-free-graduate', 'just graduated, do I have to pay you to help me find a job?', 'services', [says(termsOfService, 'free to candidates')], []),
  ask('f27-v-cv-formats', 'where do I upload my CV and what formats are ok', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], []),
  ask('f27-v-cv-then-size', 'mine is a 14MB pdf with my transcripts in it, will that go through?', 'services', [`${MAX_CV_MEGABYTES}MB`], [], 'f27-v-cv-formats'),
  ask('f27-v-cv-then-share', "and will you send my cv to employers without asking me first", 'services', [says(candidatesPage.promise, 'without your permission')], [], 'f27-v-cv-then-size'),
  ask('f27-v-data-kept-move', 'if I send my CV now but only move home next year, how long do you keep it', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f27-v-meet-kerry', "I'd prefer to meet someone face to face, I'm in Kerry. is that possible?", 'services', [says(agency.operatingModel, 'face to face')], []),
  ask('f27-v-process-hr', 'HR manager here, what does your process look like once we brief you on a role?', 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], []),
  ask('f27-v-process-then-response', 'and how quickly would we hear back once we send the spec?', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()], 'f27-v-process-hr'),
  ask('f27-v-jobs-now', 'what jobs do ye have at the moment', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f27-v-jobs-then-hybrid', 'is the qualified accountant one hybrid? I need some days at home with the baby', 'services', [qualifiedJob.jobType], [trainee.salary], 'f27-v-jobs-now'),
  ask('f27-v-person-or-computer', 'sorry my english not so good. you are person or computer?', 'services', [says(disclaimer, 'AI')], []),
  ask('f27-v-then-pps', 'ok. can I give my PPS number here for the application', 'services', [says(disclaimer, 'PPS')], [], 'f27-v-person-or-computer'),
  ask('f27-v-contract-london', "I'm contracting in London at the moment, do you do contract roles in Ireland or only permanent", 'services', [says(termsOfService, 'permanent'), says(termsOfService, 'contract')], []),
  ask('f27-v-tax-manager', "do you recruit for tax roles? I'm a tax manager hoping to move home", 'services', [says(ctaPage.contact, 'tax director')], []),
  ask('f27-v-placed-established', "how many people have ye placed so far? I'd like to know you're established before I send my details", 'services', [String(agency.trustSignals.placementsMade.count)], []),
  ask('f27-v-what-questions', 'hiya, first time using this. what sort of questions can you answer', 'services', [says(assistantPage, 'CTA'), says(assistantPage, 'interview')], []),
  ask('f27-v-behind-agency', 'who are the people behind the agency', 'services', [niamh.name, conor.name], []),
  ask('f27-v-copy-of-data', 'how do I get a copy of the data you hold on me and how long does it take', 'services', [says(privacyPolicy, 'one month')], []),

  // --- Off-topic: questions from the same lives, then near-misses that sound financial or recruitment-like ------------
  ...(
    [
      ['f27-o-creche-fees', 'how much are creche fees in Dublin a month roughly'],
      ['f27-o-childcare-scheme', 'how do I apply for the national childcare scheme'],
      ['f27-o-flights-perth', 'when is the cheapest time to book flights home from Perth for christmas'],
      ['f27-o-ship-furniture', 'how much does it cost to ship furniture from Sydney to Ireland'],
      ['f27-o-rent-galway', 'whats the average rent for a 2 bed in Galway these days'],
      ['f27-o-driving-licence-swap', 'can I swap my Canadian driving licence for an Irish one'],
      ['f27-o-school-places-cork', 'how do I get the kids into a primary school in Cork when we move home'],
      ['f27-o-english-course', 'where I can do English course in Dublin for improve my speaking?'],
      ['f27-o-wet-summer', 'is it going to be a wet summer in Ireland this year'],
      ['f27-o-maternity-benefit', 'how much is maternity benefit a week and how do I claim it'],
      ['f27-o-parents-leave', 'how many weeks of parents leave am I entitled to'],
      ['f27-o-thesis-proofread', 'can you proofread my masters thesis on IFRS 16, its 12,000 words'],
      ['f27-o-lease-assignment', 'explain how to do the lease journal entries for my assignment, its due friday'],
      ['f27-o-uk-pension-home', 'should I transfer my UK pension back to Ireland when I move'],
      ['f27-o-aus-super', 'how do I get my Australian super paid out when I leave Australia'],
      ['f27-o-tax-residency', 'will I be tax resident in Ireland if I move back in October'],
      ['f27-o-stamp4-husband', 'my husband is Brazilian, can he get a stamp 4 when we move to Ireland'],
      ['f27-o-lump-sum', 'how much of my pension lump sum can I take tax free when I retire'],
      ['f27-o-payroll-software', 'which payroll software is best for a company with 12 staff'],
      ['f27-o-contract-template', 'can you write up an employment contract for our new accountant'],
      ['f27-o-hse-nurse-pay', 'what do nurses get paid in the HSE now'],
      ['f27-o-partner-developer', 'my partner is a software developer, can you find him a job as well'],
      ['f27-o-revenue-password', 'how do I reset my Revenue myAccount password'],
      ['f27-o-teacher-cover-letter', 'can you write a cover letter for my teaching job application'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person -------------------------------------------------------------------------
  ...(
    [
      ['f27-h-retiring-sensitive', "I'd rather talk this through with one of your recruiters directly, it's sensitive as the board doesn't know I'm retiring yet"],
      ['f27-h-person-not-computer', 'Please can I speak with a person, not computer'],
      ['f27-h-niamh-toronto', "could Niamh give me a shout? I'm moving home from Toronto in the summer and want to start looking"],
      ['f27-h-hr-call-roles', 'can someone from your team call me about a couple of finance roles we need to fill'],
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
