// The TWENTY-SECOND set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 28 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// sixteenth and twentieth sets and their tests (for the rules, format and builders), and skimmed the
// nineteenth set only to avoid repeating its wordings; never the engine (lambdas/), never the other
// set being written at the same time (the twenty-first), and never ran Aine on these questions nor
// looked at what it answers.
//
// Persona and angle: PEOPLE WHO ASK INDIRECTLY. Visitors who describe their situation or their goal
// instead of naming the fact they want: "my boss reckons I'm underpaid at 52k as a management
// accountant", "we need someone to run payroll for 200 staff", "failed FR twice, when can I have
// another go", "got a commerce degree, do I have to start CIMA at the bottom". Questions framed as
// yes/no or "is X more than Y" ("would an FC with 2 years be on more than 80 grand", "is the FAE
// more than two grand", "is ACCA dearer than CIMA"), Irish and British idiom and slang ("am I being
// done", "is he codding me", "what would the damage be", "skint", "quids in"), employers writing like
// short emails ("Quick one - ... Thanks, Ger"), a voice-typed run-on and a second-language visitor
// now and then. Off-topic near-misses are just as indirect: the situation is told and the question
// is left to be inferred (a nurse sister who thinks she is underpaid, a solicitor for 200 staff's
// contracts, a driving test failed twice, a landlord's rent increase, emergency tax on a payslip).
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the twentieth set):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
//   Audit and C-suite levels are picked by firm or company size (small, mid-tier, large / Big 4).
//   A salary the visitor quotes ("is 70k about right") does not pick the level: the role and the
//   years or size do, and the right reply gives that level's band whatever the quoted figure.
// - Comparison rule: a question comparing two roles at one level is right with both roles' bands for
//   that level, wrong with either role's other levels. A question comparing two levels of one role
//   ("small practice or mid-tier, money-wise") is right with both levels' bands, wrong with the third.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee). The
//   fee is on the base salary: with a bonus named beside it, the fee on base plus bonus is wrong.
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
import { candidatesPage } from '#content/candidates';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaFacts, acaPage, accaFacts, cimaFacts, cimaKeyDatesFact, cimaPage, ctaFacts, ctaKeyDatesFact, ctaPage } from '#content/qualifications';
import { termsOfService } from '#content/legal';
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
const cimaRegistrationLead = `${cimaFacts.windows2025.registrationLeadWeeks.min}-${cimaFacts.windows2025.registrationLeadWeeks.max} weeks`;
const cimaRegistration: string[] = cimaDatesPassed ? [websiteHost(cimaFacts.website)] : [says(cimaPage, cimaRegistrationLead)];
const ctaSpringResults: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').results];
const ctaNextSitting: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').exams, ctaSitting('Autumn').exams];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const [niamh, conor] = teamMembers;
if (!niamh || !conor) {
  throw new RangeError('The team changed: update the twenty-second set');
}

export const twentySecondVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite, told as a situation ----------------------------------------------------------
  salary('f22-s-fd-small-family', 'we are a small family firm in kilkenny, 30 staff, and the woman who did our books is retiring. thinking we need a proper finance director now, what would we be paying someone like that', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f22-s-fd-then-gfc', 'would a group financial controller come in any cheaper for us', CSUITE, 'Group Financial Controller', 0, [], 'f22-s-fd-small-family'),
  salary('f22-s-cfo-brother-in-law', 'my brother in law is cfo of a big multinational and keeps telling everyone hes on 300k, is that even normal', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f22-s-fd-replace-email', "Quick one - we're a mid-sized company (c. 250 staff) and our FD is leaving in the new year. What's the going rate to replace him? Thanks, Ger", CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  salaryRow('f22-s-cfo-growing', 'we are growing fast, what would we have to pay a cfo now as a small company, then at mid size, then if we ever get to enterprise scale', [CSUITE, 'CFO'], [CSUITE, 'Finance Director']),

  // --- Salaries: Qualified Accountants, "am I underpaid" ---------------------------------------------------
  salary('f22-s-ma-underpaid-52k', 'my boss reckons im underpaid at 52k as a management accountant, qualified about a year now. is he right', QA, 'Management Accountant', 0),
  salary('f22-s-ma-then-4yrs', 'and if i stuck it out there till i had 4 years pqe?', QA, 'Management Accountant', 1, [], 'f22-s-ma-underpaid-52k'),
  salary('f22-s-fa-7yrs-78k', "I've been a financial accountant for 7 years since qualifying and I'm on 78k. Is that more than the going rate or less?", QA, 'Financial Accountant', 2),
  offTopic('f22-fo-fa-then-higher-rate', 'if i got up to 90k would i be paying the higher rate of tax on all of it', 'f22-s-fa-7yrs-78k'),
  salary('f22-s-fc-more-than-80', 'would an fc with 2 years post qual be on more than 80 grand', QA, 'Financial Controller', 0, [pay(CSUITE, 'Group Financial Controller', 0)]),
  salary('f22-s-fc-then-cork', 'would it be any different down in cork', QA, 'Financial Controller', 0, [], 'f22-s-fc-more-than-80'),
  salary('f22-s-ia-bank-70k', 'im an internal auditor in a bank in dublin, 4 years qualified, is 70k about right or am i being done', QA, 'Internal Auditor', 1),
  compare('f22-s-fc-vs-analyst-4yrs', 'is a financial controller paid much more than a financial analyst if theyre both around 4 years pqe', [QA, 'Financial Controller'], [QA, 'Financial Analyst'], 1),
  salary('f22-s-analyst-daughter-58k', 'my daughter just qualified ACA and has an offer as a financial analyst for 58k, is that fair or should she push back', QA, 'Financial Analyst', 0),
  salary('f22-s-analyst-then-top', 'what about when shes 6 or 7 years in, what would she be looking at then', QA, 'Financial Analyst', 2, [], 'f22-s-analyst-daughter-58k'),
  salary('f22-s-ma-8yrs-nonnative', 'Hello. I have 8 year experience after qualify as management accountant, my company give me 85k now. It is good or it is low for Ireland?', QA, 'Management Accountant', 2),
  salaryRow('f22-s-ia-long-term', 'thinking of going into internal audit long term, what does the money look like from newly qualified right up to senior', [QA, 'Internal Auditor'], [QA, 'Financial Controller']),

  // --- Salaries: Audit ----------------------------------------------------------------------------------
  salary('f22-s-senior-big4-60k', 'got an offer to go to a big 4 as an audit senior, they are saying 60k. is that what they normally pay', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)]),
  salary('f22-s-senior-then-mid', 'would a mid tier firm pay a senior more than that or less', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)], 'f22-s-senior-big4-60k'),
  salary('f22-s-manager-mid-codding', 'so basically my manager was saying in my review that im actually well paid for an audit manager in a mid tier firm and im on 80 so is he right or is he codding me', AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1), pay(AUDIT, 'Director', 1)]),
  ask('f22-s-director-small-vs-mid', "I'm an audit director in a small practice, would I be better off at a mid tier firm, money wise?", 'salary', [pay(AUDIT, 'Director', 0), pay(AUDIT, 'Director', 1)], [pay(AUDIT, 'Director', 2)]),
  salary('f22-s-partner-small-buy-in', 'the partner in our small firm is retiring and im being asked to buy in. what do partners in small practices usually earn', AUDIT, 'Partner', 0, [pay(AUDIT, 'Director', 0)]),
  salary('f22-s-junior-big4-35k', 'starting in a big four in september as a graduate, will i be on more than 35k', AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)]),
  salary('f22-s-junior-then-small', 'and my mate going to a small firm in sligo, what would he be on', AUDIT, 'Junior', 0, [pay(AUDIT, 'Senior', 0)], 'f22-s-junior-big4-35k'),
  salary('f22-s-senior-small-email', "Hi Aine, We're a small practice in Naas and need an audit senior. What salary range should we put on the ad? Thanks, Colm", AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0)]),

  // --- Salaries: Part-Qualified and Support, with a drift from payroll pay to the fee ---------------------------
  salary('f22-s-payroll-200-staff', 'we need someone to run payroll for about 200 staff, ideally with 4 or 5 years at it. what would we have to pay them', SUPPORT, 'Payroll Specialist', 2),
  placementFee('f22-p-payroll-then-fee', 'and what would ye charge us to find them if we offered 50k', 50_000, [], 'f22-s-payroll-200-staff'),
  salary('f22-s-ap-athlone-30k', 'doing the accounts payable in a company in athlone for 2 years now, on 30k, am i being done', SUPPORT, 'Accounts Payable/Receivable', 1),
  salary('f22-s-aa-left-school', 'left school last year, no experience, would i get more than 30k as an accounts assistant', SUPPORT, 'Accounts Assistant', 0),
  salary('f22-s-aa-then-bookkeeping', 'what if i went for bookkeeping instead', SUPPORT, 'Bookkeeper', 0, [], 'f22-s-aa-left-school'),
  salary('f22-s-pq-brazil-38k', 'Hello, I am accountant from Brazil, here I am part qualified ACCA with 2 years work. Company offer me 38 thousand, is it more or less than normal?', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f22-s-book-leeds-quids-in', 'mate of mine in Leeds is a bookkeeper, been at it 6 years, thinking of moving to Dublin - would he be quids in?', SUPPORT, 'Bookkeeper', 2),
  salary('f22-s-credit-cork-29k', 'credit controller in cork, started 8 months ago on 29k, are they paying me the going rate', SUPPORT, 'Accounts Payable/Receivable', 0),
  salaryRow('f22-s-ap-niece', 'my niece wants to get into accounts payable, how does the pay go from starting out to experienced', [SUPPORT, 'Accounts Payable/Receivable'], [SUPPORT, 'Accounts Assistant']),
  compare('f22-s-book-vs-aa-2yrs', 'is a bookkeeper paid more than an accounts assistant if they both have 2 years', [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Accounts Assistant'], 1),

  // --- Salary insights ------------------------------------------------------------------------------------
  ask('f22-i-fully-remote', 'been offered a job thats fully remote, should i expect them to pay a bit more for that', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment]),
  ask('f22-i-two-percent', 'my manager says we are only getting 2% this year, is that less than what other places are giving', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f22-i-csrd', 'been doing carbon and csrd reporting for a year, does that make me any more valuable money wise', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f22-i-hotel-to-funds', 'moving from a hotel group to a fund administrator, will my salary jump', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium]),
  ask('f22-i-funds-then-pharma', 'would pharma be the same story', 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium], 'f22-i-hotel-to-funds'),
  ask('f22-i-pension-ask', 'new job says theyll match my pension, what % would it be normal to ask for', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f22-i-pension-then-exams', 'and is a few grand a year towards exams a normal thing to get too', 'salary-insights', [developmentBudget], [pensionMatch], 'f22-i-pension-ask'),
  ask('f22-i-office-4-days', 'the new place wants me in the office 4 days a week, is that more than most firms ask', 'salary-insights', [hybridDays], [esgPremium, remotePremium]),

  // --- Placement fees: short emails and yes/no questions, with a drift to corporation tax ----------------------
  placementFee('f22-p-38k-email', 'Hi Aine, We are hoping to take on an assistant accountant at about €38k. Roughly what would your invoice come to? Thanks, Siobhán', 38_000),
  placementFee('f22-p-38k-then-46k', 'And if we pushed the salary to €46k to get someone better?', 46_000, [feeAmount(38_000)], 'f22-p-38k-email'),
  placementFee('f22-p-fc-95k-10-grand', 'is it more than 10 grand to get a financial controller through yous, we would be paying 95k', 95_000),
  placementFee('f22-p-trainee-27k', 'if we take on a trainee on 27k is your cut any less than for the senior people', 27_000),
  placementFee('f22-p-fd-120k-damage', 'we would pay about 120k for a finance director, what would the damage be', 120_000),
  offTopic('f22-fo-fee-then-corp-tax', 'can we claim your fee back against corporation tax', 'f22-p-fd-120k-damage'),
  placementFee('f22-p-charity-36k', 'Hello, we are a small charity in Sligo. Would your fee be more than €3,000 for a bookkeeper on €36,000? Kind regards, Tom', 36_000),
  placementFee('f22-p-60k-plus-bonus', 'the package is 60k base plus a 10k bonus, what would your fee be worked out on that', 60_000, [feeAmount(70_000)]),
  ask('f22-p-none-work-out', 'do we owe ye anything if none of the people ye send us work out', 'placement-fees', [says(feesPage, 'successful')], []),
  ask('f22-p-hr-says-20', 'our HR person says agencies charge 20%, is yours more or less than that', 'placement-fees', allBandPercentages, []),
  ask('f22-p-all-vacancies', 'we would be happy to give ye all our finance vacancies for the year, would that get us a better deal', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], []),

  // --- Qualifications: situations instead of questions ----------------------------------------------------------
  ask('f22-q-acca-failed-fr', 'failed FR twice now for acca, when can i have another go at it', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f22-q-fr-then-cost', 'and whats it going to cost me to sit it again', 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Applied Knowledge exams'), accaFee('Strategic Professional exams')], 'f22-q-acca-failed-fr'),
  ask('f22-q-cima-commerce-degree', 'got a commerce degree from ucc, if i go the cima route do i have to start right at the bottom', 'qualifications', [says(cimaPage, 'exemptions')], [ACA_MARK, ACCA_MARK]),
  ask('f22-q-cima-then-ot-cost', 'how much is one of those objective tests then', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')], 'f22-q-cima-commerce-degree'),
  ask('f22-q-cima-worth-industry', 'is it worth doing cima if i want to stay in industry and never go near audit', 'qualifications', [says(cimaPage.about, 'industry')], [ACA_MARK, ACCA_MARK]),
  ask('f22-q-cap2-failed-summer', 'Im on a training contract and failed CAP2 in the summer, do I have to wait a whole year to resit', 'qualifications', [acaSitting('CAP2').repeat], [ACCA_MARK, CIMA_MARK]),
  ask('f22-q-acca-vs-cima-sub', 'my employer will only cover one yearly membership fee, is acca dearer than cima for that', 'qualifications', [accaFee('Annual subscription'), cimaFee('Annual subscription')], [acaFee('Annual student subscription')]),
  ask('f22-q-fae-two-grand', 'is the fae more than two grand', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')]),
  ask('f22-q-cta-need-aca', 'i want to end up in tax, do i have to be a chartered accountant before i can become a cta member', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK]),
  ask('f22-q-cta-tax-senior', 'already working as a tax senior, how long would the whole cta take me if i went straight through', 'qualifications', ['Foundation', 'Intermediate', 'Advanced', ctaStageMonths('Foundation'), ctaStageMonths('Intermediate')], [ACA_MARK, ACCA_MARK]),
  ask('f22-q-cta-then-next', 'if i registered now when would be the next chance to sit foundation', 'qualifications', ctaNextSitting, [ACA_MARK, ACCA_MARK], 'f22-q-cta-tax-senior'),
  ask('f22-q-cta-sat-may', 'sat the cta exams in may, when would i hear back', 'qualifications', ctaSpringResults, [ACA_MARK, ACCA_MARK]),
  ask('f22-q-cima-case-4-weeks', 'need to book the cima case study, is it too late if the exam is only 4 weeks away', 'qualifications', cimaRegistration, [ACA_MARK, ACCA_MARK]),
  ask('f22-q-cap1-business-degree', 'would a business degree get me out of doing some of cap1', 'qualifications', [says(acaPage, 'exemptions')], [ACCA_MARK, CIMA_MARK]),
  ask('f22-q-aca-industry', 'i work in industry not in a practice, can i still qualify as a chartered accountant', 'qualifications', [says(acaPage.inIreland, 'industry')], [ACCA_MARK, CIMA_MARK]),
  ask('f22-q-acca-more-than-cima', 'how many exams is acca, is it more than cima', 'qualifications', [String(accaFacts.examCount), `${cimaFacts.objectiveTests} objective tests`, `${cimaFacts.caseStudies} case stud`], [ACA_MARK]),
  ask('f22-q-acca-exp-2-years', 'how much work experience do i need for acca, is it 2 years', 'qualifications', [`${accaFacts.experienceMonths} months`], [ACA_MARK, CIMA_MARK]),
  ask('f22-q-acca-then-cima-exp', 'and for cima, is it less', 'qualifications', [`${cimaFacts.experienceYears} years`], [acaExperience, ACA_MARK], 'f22-q-acca-exp-2-years'),
  ask('f22-q-fae-choice', 'at fae stage now, do i get any say in what i sit', 'qualifications', ['Core', `${acaFacts.faeElectives} electives`], [ACCA_MARK, CIMA_MARK]),
  ask('f22-q-acca-ethics-cost', 'my acca tutor says i should get the ethics module done soon, what will that set me back', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Applied Knowledge exams'), cimaFee('Objective test')]),
  ask('f22-q-cima-reg-under-100', 'is it under 100 euro to register with cima', 'qualifications', [cimaFee('Registration')], [accaFee('Registration'), acaFee('Student registration')]),
  ask('f22-q-cima-no-degree-papers', 'left school at 18 with no degree, which cima papers would i be starting with', 'qualifications', [cimaPaper('BA2'), cimaPaper('BA3')], [ACA_MARK, ACCA_MARK]),
  ask('f22-q-acca-tax-option', 'doing acca and want to go into tax eventually, is there an option paper for that at the end', 'qualifications', [accaPaper('ATX')], [ACA_MARK, CIMA_MARK]),

  // --- Market ---------------------------------------------------------------------------------------------------
  ask('f22-m-dublin-to-cork', 'thinking of leaving dublin for cork, would i be cutting myself off from most of the jobs', 'market', [regionShare('Dublin'), regionShare('Cork')], [stat('remote-positions')]),
  ask('f22-m-then-galway', 'what about galway, me and the girlfriend are torn between the two', 'market', [regionShare('Galway')], [stat('remote-positions')], 'f22-m-dublin-to-cork'),
  ask('f22-m-good-time', 'is now a good time to be job hunting in accounting or is everyone tightening the belt', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f22-m-then-offers', 'and are the salaries theyre offering going up with it', 'market', [stat('average-salary-increase')], [stat('remote-positions')], 'f22-m-good-time'),
  ask('f22-m-ad-two-weeks', 'we put up an ad for an accountant 2 weeks ago and nobody decent yet, is that slower than normal', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f22-m-not-5-days', 'i dont want to be stuck in an office 5 days a week, am i going to struggle to find something', 'market', [stat('remote-positions')], [stat('job-market-growth')]),

  // --- Contact, with a drift to parking ----------------------------------------------------------------------------
  ask('f22-c-half-seven', 'im only free after work, would there be anyone there if i rang at half 7', 'contact', [closingTime], []),
  ask('f22-c-then-saturday', 'and saturday morning?', 'contact', [weekdays], [], 'f22-c-half-seven'),
  ask('f22-c-job-description-email', 'Hi, Where should I send a job description to? Thanks, Brian', 'contact', [agency.email], []),
  ask('f22-c-email-then-back', 'and how soon would we hear back once we do', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()], 'f22-c-job-description-email'),
  ask('f22-c-call-in-tuesday', 'ill be up in dublin on tuesday, could i call in to ye, where are ye exactly', 'contact', [agency.address.streetAddress], []),
  offTopic('f22-fo-address-then-parking', 'is there anywhere handy to park the car round there', 'f22-c-call-in-tuesday'),
  ask('f22-c-lost-number', 'lost the number ye rang me from, whats the main line', 'contact', [agency.phone.display], []),
  ask('f22-c-cowboy', 'how would i know ye are a proper licensed agency and not some cowboy outfit', 'contact', [agency.licence.number], []),

  // --- Interview tips ------------------------------------------------------------------------------------------------
  ask('f22-t-video-fd', 'they want me on a video call with the FD on thursday, never done one of those before', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'eye level')], [OFFER_TIP, AUDIT_TIP]),
  ask('f22-t-video-then-log-on', 'what time should i log on at', 'interview-tips', [presencePhrase('Punctuality', 'five minutes early')], [OFFER_TIP], 'f22-t-video-fd'),
  ask('f22-t-freeze-went-wrong', 'i always freeze when they ask me to talk about a time something went wrong', 'interview-tips', [tipPhrase('use-the-enhanced-star-method', 'Situation')], [OFFER_TIP, MIC_TIP]),
  ask('f22-t-5k-to-stay', 'my current place found out im leaving and offered me 5k more to stay, what would you do', 'interview-tips', [OFFER_TIP], [MIC_TIP]),
  ask('f22-t-pharma-cost-accountant', 'got an interview with a pharma company in cork next week for a cost accountant job, what will they grill me on', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f22-t-pharma-then-gaap', 'the parent company is american, would that change anything', 'interview-tips', [tipPhrase('prepare-for-pharma-and-manufacturing', 'US GAAP')], [FUNDS_TIP], 'f22-t-pharma-cost-accountant'),
  ask('f22-t-bank-brush-up', 'interview for the finance team in a bank, what kind of stuff should i brush up on', 'interview-tips', [FUNDS_TIP], [TECH_TIP, PHARMA_TIP]),
  ask('f22-t-waffled', 'the last interviewer said i waffled on a bit, how long should i actually be talking for each answer', 'interview-tips', [presencePhrase('Concise Answers', 'two minutes')], [OFFER_TIP]),
  ask('f22-t-hate-boss', 'honestly i cant stand my current boss, is it ok to say thats why im leaving', 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [MIC_TIP]),
  ask('f22-t-gutted', 'didnt get the job, gutted. is there any point asking them why', 'interview-tips', [tipPhrase('ask-for-feedback', 'feedback')], [OFFER_TIP, MIC_TIP]),
  ask('f22-t-sell-short', 'they want to know what im on now and what id want, dont want to sell myself short', 'interview-tips', [tipPhrase('know-your-market-value', 'range')], [MIC_TIP]),
  ask('f22-t-suit-tech', 'interview at a tech company, is a suit going to be too much', 'interview-tips', [presencePhrase('Dress', 'business casual')], [MIC_TIP]),

  // --- Services, CV and privacy, jobs, the chat -----------------------------------------------------------------------
  ask('f22-v-behind-my-back', "I'm not ready to move yet and my boss can't know, would you send my CV out behind my back?", 'services', [says(candidatesPage, 'permission')], []),
  ask('f22-v-skint', 'how much will it cost me to sign up with ye, im between jobs and skint', 'services', [says(candidatesPage, 'free')], []),
  ask('f22-v-donegal', 'we are based in donegal, is that too far out for ye', 'services', [says(employersPage, 'across Ireland')], []),
  ask('f22-v-cv-pages', 'my cv is a pages file from my mac, will that go up ok', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], []),
  ask('f22-v-cv-then-15mb', 'its about 15mb with the photos in it, is that a problem', 'services', [`${MAX_CV_MEGABYTES}MB`], [], 'f22-v-cv-pages'),
  ask('f22-v-ppsn', 'can i give you my ppsn here so you can check my work history', 'services', [says(disclaimer, 'PPS')], []),
  ask('f22-v-details-forever', 'if i stop looking will ye hang on to my details forever', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f22-v-jobs-starting-out', 'are there any jobs going for someone starting out, i have no experience yet', 'services', [trainee.title], []),
  ask('f22-v-jobs-then-pay', 'what would that one pay', 'services', [trainee.salary], [qualifiedJob.salary], 'f22-v-jobs-starting-out'),
  ask('f22-v-pile-of-cvs', 'will you just fire a pile of CVs at us like the last crowd did', 'services', [says(employersPage.process, 'interviewed')], []),
  ask('f22-v-mat-cover', 'our accountant is going on maternity leave, can ye help us with cover for 6 months', 'services', [says(termsOfService, 'contract recruitment')], []),
  ask('f22-v-tax-manager', 'we need a tax manager, is that something ye would take on', 'services', [says(ctaPage.contact, 'tax director')], []),
  ask('f22-v-who-dealing-with', 'who would i actually be dealing with over there', 'services', [niamh.name, conor.name], []),
  ask('f22-v-dealing-then-employers', 'which of them looks after the employers side', 'services', [conor.name], [], 'f22-v-who-dealing-with'),
  ask('f22-v-what-can-i-ask', 'what sort of things can i throw at you', 'services', [says(assistantPage, 'CTA'), says(assistantPage, 'interview')], []),
  ask('f22-v-america', 'do my messages go off to america or something', 'services', [says(disclaimer, 'United States')], []),

  // --- Off-topic: indirect near-misses that share words with the site, and everyday questions ---------------------------
  ...(
    [
      ['f22-o-nurse-sister', 'my sister is a staff nurse in cork on 42k and reckons shes underpaid, is she right'],
      ['f22-o-solicitor-contracts', 'we need a solicitor to draw up new contracts for 200 staff, what will that cost us'],
      ['f22-o-driving-test', 'i failed my driving test twice, when can i try again'],
      ['f22-o-data-science-masters', 'is it worth doing a masters in data science if i already have a degree'],
      ['f22-o-landlord-rent', 'my landlord wants to put the rent up 8 percent, is that more than hes allowed'],
      ['f22-o-emergency-tax', 'been on emergency tax since i started the new job, will i get that back'],
      ['f22-o-freelance-ltd', 'is it worth setting up a limited company if i go freelance doing the books for a few clients'],
      ['f22-o-bank-holidays', 'my boss says i have to work bank holidays with no extra pay, is he right'],
      ['f22-o-stamp-1g', 'is a stamp 1g enough for me to work full time or do i need something else'],
      ['f22-o-website-4-grand', 'the lad doing our website wants 4 grand, is that more than the going rate'],
      ['f22-o-books-monthly', 'we want someone to do our books every month, roughly what would an accountant charge us for that'],
      ['f22-o-credit-union-20k', 'i have 20k sitting in the credit union doing nothing, would i be better off putting it somewhere else'],
      ['f22-o-leaving-cert-paper', "my son is doing leaving cert accounting, could you go through last year's paper with him"],
      ['f22-o-office-cleaner', 'our office cleaner is leaving, what hourly rate would we need to offer to get a new one'],
      ['f22-o-car-brakes', 'the car is making a clunking noise when i brake, is that serious'],
      ['f22-o-nan-90th', 'its my nans 90th next month, what would be a nice thing to get her'],
      ['f22-o-midterm', 'the kids are off for midterm, where would you bring them in dublin for the day'],
      ['f22-o-camping-galway', 'we are meant to be camping in connemara at the weekend, is it going to stay dry'],
      ['f22-o-english-market', 'im in cork city and starving, anywhere good near the english market'],
      ['f22-o-phone-battery', 'my phone keeps dying by lunchtime, is it time for a new one'],
      ['f22-o-late-late', 'is the late late show on tonight or is it finished for the year'],
      ['f22-o-hurling', 'did kilkenny win the hurling at the weekend'],
      ['f22-o-cat', 'my cat wont touch her food since we moved house, should i be worried'],
      ['f22-o-wedding-nerves', 'cant sleep the night before big days, im giving a speech at my brothers wedding, any tips for nerves'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  ...(
    [
      ['f22-h-actual-person', "look, I'd rather go through this with an actual person if that's alright"],
      ['f22-h-email-call', 'Hi, Could someone from your side give me a call re: a vacancy we have? Thanks, Mairead'],
      ['f22-h-niamh-free', 'would niamh be free for a chat at all'],
      ['f22-h-human-run-by', 'is there a human i can run this by'],
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
