// The FIFTEENTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 25 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// eleventh set and its test (for the rules, format and builders), and skimmed the fifth and tenth
// sets only to avoid repeating their wordings (compared by script against the fifth, tenth and
// eleventh sets); never the engine (lambdas/), never the other sets being written at the same time,
// and never ran Aine on these questions nor looked at what it answers.
//
// Persona and angle: THE EDGES OF SCOPE. Visitors whose questions sit right at the border of what
// Aine covers, so the set tests telling the two sides apart: off-topic near-misses (personal tax,
// pensions, mortgages, loans, investing, crypto, how-to questions on bookkeeping software, accounting
// standards and exam content such as "how do I do a bank rec" or "explain IFRS 16", company
// formation, visas and work permits, jobs and pay outside accounting and finance, other agencies,
// homework, legal advice, writing tasks, jokes, the weather, sport, news and politics), each paired
// in spirit with an in-scope question that looks alike (pay for finance roles, our fees, the exam
// structure, dates and fees of the qualifications in the content, what our privacy policy says, how
// our process works, the interview tips the content has, what the chat is). Greetings and small talk
// with a real question inside; follow-ups that drift off-topic after an on-topic turn and come back;
// requests for a person in varied words.
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
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee).
// - Comparison rule: a question comparing two things is right only with both sides' figures.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, mortgages, pensions advice, crypto, loans, teaching
//   accounting standards or exam content, software how-to, company formation, visas, legal advice,
//   pay or jobs outside accounting and finance, other agencies, homework, writing tasks). An
//   off-topic reply must name "accounting and finance" and quote no euro figure. An off-topic turn
//   inside a conversation is a follow-up judged the same way.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.

import { agency } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { assistantPage, disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { feeBands, feeForSalary, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { cookiesPolicy, privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaFacts, acaPage, accaFacts, cimaFacts, cimaKeyDatesFact, cimaPage, ctaFacts, ctaKeyDatesFact, ctaPage } from '#content/qualifications';
import type { HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaperName,
  ask,
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
const cimaDates: string[] = hasPassed(cimaKeyDatesFact.validUntil, now) ? [websiteHost(cimaFacts.website)] : ['case study'];
const ctaAutumnDates: string[] = hasPassed(ctaKeyDatesFact.validUntil, now) ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').exams];

const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const percentageAt = (amount: number) => `${feeForSalary(amount).percentage}%`;
const acaExperienceYears = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const faeSitting = acaSitting('FAE');
const linkedin = agency.socialLinks.find((link) => link.network === 'linkedin');
const [membership] = agency.trustSignals.memberships;
if (!linkedin || !membership) {
  throw new RangeError('The agency profile changed: update the fifteenth set');
}

export const fifteenthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite (near: pay outside finance, benefit-in-kind tax) ----------------------------------
  salary('f15-s-cfo-midsize-hi', 'hi there! hope ur keeping well. we are a mid sized company and need a chief financial officer, what kind of money are we talking', CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)]),
  offTopic('f15-fo-cfo-then-bik', 'and how does benefit in kind on their company car get taxed', 'f15-s-cfo-midsize-hi'),
  salary('f15-s-cfo-then-gfc', 'right, and a group financial controller for that same size company', CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'CFO', 1)], 'f15-fo-cfo-then-bik'),
  salary('f15-s-hof-enterprise', 'head of finance at a large enterprise, ballpark?', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)]),
  salary('f15-s-gfc-big-group', 'group fc for a big group with twenty subsidiaries, what do they pull in', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salaryRow('f15-s-fd-every-size', 'finance director pay from small business up to enterprise please', [CSUITE, 'Finance Director'], [CSUITE, 'CFO']),

  // --- Salaries: Qualified Accountants (near: take-home pay, tax) ------------------------------------------
  salary('f15-s-fa-sligo-2yrs', 'morning :) financial accountant in sligo, qualified about 2 years ago, what should I be earning', QA, 'Financial Accountant', 0),
  offTopic('f15-fo-fa-then-net', 'whats that after tax and usc', 'f15-s-fa-sligo-2yrs'),
  salary('f15-s-fa-then-mid', 'ok forget the tax. what about once i hit 4 years', QA, 'Financial Accountant', 1, [], 'f15-fo-fa-then-net'),
  salary('f15-s-ma-four-pqe', 'management accountant with four years pqe, whats the going rate', QA, 'Management Accountant', 1),
  salary('f15-s-fc-kilkenny-7', 'fc in kilkenny, 7 yrs post qual, gross salary range?', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)]),
  salary('f15-s-fpa-just-acca', 'just got my acca, going for fp&a analyst roles. starting pay?', QA, 'Financial Analyst', 0),
  salary('f15-s-fpa-then-6yrs', 'and further down the line, say 6 years in', QA, 'Financial Analyst', 2, [], 'f15-s-fpa-just-acca'),
  salaryRow('f15-s-ia-three-levels', 'internal auditor salaries at all three levels?', [QA, 'Internal Auditor'], [QA, 'Financial Controller']),
  salary('f15-s-fc-not-tax', 'not asking about tax, just gross: financial controller, four years qualified?', QA, 'Financial Controller', 1),

  // --- Salaries: Audit ----------------------------------------------------------------------------------------
  salary('f15-s-semi-senior-mid', 'semi senior in a mid tier firm, what are they paying these days', AUDIT, 'Senior', 1),
  salary('f15-s-aam-big-four', 'assistant audit manager in one of the big four, salary?', AUDIT, 'Manager', 2, [pay(AUDIT, 'Director', 2)]),
  salary('f15-s-articles-small', 'what do you get paid in articles at a small local practice', AUDIT, 'Junior', 0),
  salary('f15-s-articles-then-big4', 'would the big 4 pay more for the same thing', AUDIT, 'Junior', 2, [], 'f15-s-articles-small'),
  salary('f15-s-partner-small', 'partner in a small audit firm, rough earnings?', AUDIT, 'Partner', 0, [pay(AUDIT, 'Director', 0)]),
  salary('f15-s-director-big4', 'audit director big 4 dublin', AUDIT, 'Director', 2, [pay(AUDIT, 'Partner', 2)]),
  salaryRow('f15-s-audit-mgr-all', 'audit manager pay across small, mid tier and big 4', [AUDIT, 'Manager'], [AUDIT, 'Senior']),

  // --- Salaries: Part-Qualified and Support (near: payroll software, care work pay) ------------------------------
  salary('f15-s-credit-control-2', 'credit controller 2 years experience galway', SUPPORT, 'Accounts Payable/Receivable', 1),
  salary('f15-s-payroll-leaving-cert', 'just did the leaving cert, want to get into payroll, what would i start on', SUPPORT, 'Payroll Specialist', 0),
  salary('f15-s-book-six-yrs', 'self taught bookkeeper with six years behind me, what salary should i ask for', SUPPORT, 'Bookkeeper', 2),
  salary('f15-s-pq-no-exp', "part qualified, no work experience yet, what's the salary", SUPPORT, 'Part-Qualified', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salary('f15-s-aa-seven-yrs', 'accounts assistant, 7 years in the same job, what do others doing that get', SUPPORT, 'Accounts Assistant', 2),
  salaryRow('f15-s-payroll-range', 'payroll salaries from entry level up to experienced?', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Accounts Payable/Receivable']),

  // --- Salary insights (near: pension and investment advice) -----------------------------------------------------
  ask('f15-i-pension-norm', 'whats a normal employer pension contribution for a qualified accountant', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  offTopic('f15-fo-pension-then-prsa', 'should i top it up with a prsa myself', 'f15-i-pension-norm'),
  ask('f15-i-then-study-budget', 'fair enough. do employers usually fund study and courses too, how much', 'salary-insights', [developmentBudget], [esgPremium, remotePremium], 'f15-fo-pension-then-prsa'),
  ask('f15-i-wfh-days', 'how many days a week wfh is standard in finance jobs now', 'salary-insights', [hybridDays], [esgPremium]),
  ask('f15-i-wfh-then-remote', 'and does going fully remote change the pay', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment], 'f15-i-wfh-days'),
  ask('f15-i-col-existing', 'are employers giving cost of living increases to existing staff', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f15-i-sustainability', 'sustainability reporting experience, does it bump up pay at all', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f15-i-pharma-premium', "does pharma experience add anything to an accountant's salary", 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium]),

  // --- Placement fees (near: accountants' own fees, tax on fees) --------------------------------------------------
  placementFee('f15-p-33k', 'howya, what would ye charge to place an accounts assistant on 33k', 33_000),
  placementFee('f15-p-33k-then-39k', 'and if we went to 39k to get someone better', 39_000, [feeAmount(33_000)], 'f15-p-33k'),
  placementFee('f15-p-58k', 'your fee for a newly qualified on 58k?', 58_000),
  offTopic('f15-fo-fee-then-tax', 'is that fee deductible for corporation tax', 'f15-p-58k'),
  ask('f15-p-then-percent', 'ok. and what percent was that again', 'placement-fees', [percentageAt(58_000)], allBandPercentages.filter((percentage) => percentage !== percentageAt(58_000)), 'f15-fo-fee-then-tax'),
  placementFee('f15-p-118k', 'recruiting a head of finance at 118k, what would we owe you', 118_000),
  placementFee('f15-p-118k-then-70k', 'what about a 70k fc instead', 70_000, [feeAmount(118_000)], 'f15-p-118k'),
  placementFee('f15-p-44k', 'part qualified at 44k, your cut?', 44_000),
  placementFee('f15-p-26k', 'junior on 26 grand, how much is your fee', 26_000),
  ask('f15-p-percent-bands', 'what percentage do you take, like what are the bands', 'placement-fees', allBandPercentages, []),
  ask('f15-p-leaves-early', 'if the person we hire leaves after a month do we get any money back', 'placement-fees', [says(termsOfService, 'in writing')], []),

  // --- Qualifications (near: exam content, homework, personal tax) -----------------------------------------------
  ask('f15-q-acca-sessions', 'when in the year can you sit acca exams', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f15-q-acca-then-as-fee', 'how much is each applied skills exam', 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Strategic Professional exams'), accaFee('Applied Knowledge exams')], 'f15-q-acca-sessions'),
  ask('f15-q-acca-sp-options', 'what are the options you can pick at acca strategic professional', 'qualifications', examGroup(accaFacts.structure, 'SP-O').map(accaPaperName), [ACA_MARK, CIMA_MARK]),
  ask('f15-q-acca-ethics-fee', 'acca ethics module, is there a charge for that', 'qualifications', [accaFee('Ethics and Professional Skills module')], [cimaFee('Case study exam'), accaFee('Registration')]),
  ask('f15-q-aca-fae-when', 'when is the fae sat and when are the repeats', 'qualifications', [faeSitting.main, faeSitting.repeat], [CIMA_MARK, ACCA_MARK]),
  ask('f15-q-aca-cap2-subjects', 'which subjects are in cap2', 'qualifications', [says(acaPage.structure, 'Taxation 2'), says(acaPage.structure, 'Strategic Finance')], [ACCA_MARK, CIMA_MARK]),
  ask('f15-q-aca-exemptions', 'do i get exemptions from cap1 with a business degree', 'qualifications', [says(acaPage, 'exemptions')], [ACCA_MARK, CIMA_MARK]),
  ask('f15-q-aca-cap1-module', 'roughly what does each cap1 module cost to sit', 'qualifications', [acaFee('CAP1 exams')], [acaFee('CAP2 exams'), accaFee('Applied Knowledge exams')]),
  ask('f15-q-aca-vs-acca-exp', 'aca or acca, which one needs more work experience', 'qualifications', [acaExperienceYears, `${accaFacts.experienceMonths} months`], [CIMA_MARK]),
  ask('f15-q-cima-letters', 'what letters do you get after your name with cima', 'qualifications', [says(cimaFacts, 'CGMA')], [ACA_MARK, ACCA_MARK]),
  ask('f15-q-cima-levels', 'what are the cima levels called', 'qualifications', [says(cimaPage.structure, 'Operational Level'), says(cimaPage.structure, 'Management Level'), says(cimaPage.structure, 'Strategic Level')], [ACA_MARK, ACCA_MARK]),
  ask('f15-q-cima-ot-price', 'price of a single cima objective test?', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')]),
  ask('f15-q-cima-then-case', 'and the case study ones?', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test')], 'f15-q-cima-ot-price'),
  ask('f15-q-cima-windows', 'which weeks are the cima case studies held in', 'qualifications', cimaDates, [ACA_MARK, ACCA_MARK]),
  ask('f15-q-cta-autumn', 'when was the autumn cta exam sitting', 'qualifications', ctaAutumnDates, [ACA_MARK, ACCA_MARK]),
  ask('f15-q-cta-become', 'requirements to qualify as a chartered tax adviser?', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK]),
  offTopic('f15-fo-cta-then-return', 'grand, so could you do my tax return for me', 'f15-q-cta-become'),
  ask('f15-q-cta-then-foundation', 'ok, how long does the foundation stage take', 'qualifications', [ctaStageMonths('Foundation')], [ACA_MARK, ACCA_MARK], 'f15-fo-cta-then-return'),
  ask('f15-q-cta-advanced', 'the last stage of the cta, what is it about', 'qualifications', [says(ctaPage.stages, 'tax planning')], [ACA_MARK, ACCA_MARK]),

  // --- Market (near: housing and stock markets) ---------------------------------------------------------------
  ask('f15-m-demand', 'is demand for accountants going up or down this year', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f15-m-demand-then-cork', 'cork specifically?', 'market', [regionShare('Cork')], [regionShare('Dublin')], 'f15-m-demand'),
  ask('f15-m-offers-up', 'by how much have offered salaries gone up', 'market', [stat('average-salary-increase')], [stat('job-market-growth')]),
  ask('f15-m-hybrid-share', 'what share of finance roles offer hybrid or remote', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  ask('f15-m-regions', 'where are most of the new finance openings, dublin cork or galway', 'market', [regionShare('Dublin'), regionShare('Cork'), regionShare('Galway')], [stat('remote-positions')]),
  ask('f15-m-posting-to-hire', 'from posting a job to hiring someone how long does it take on average', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),

  // --- Contact (near: Revenue's phone and hours) -----------------------------------------------------------------
  ask('f15-c-ring-number', 'hello, what number do i ring to talk to you', 'contact', [agency.phone.display], []),
  ask('f15-c-then-hours', 'and what hours is that line answered', 'contact', [agency.businessHours.display], [], 'f15-c-ring-number'),
  ask('f15-c-saturdays', 'any chance of catching you on a saturday', 'contact', [weekdays], []),
  ask('f15-c-cv-email', 'which inbox do cvs go to', 'contact', [agency.email], []),
  offTopic('f15-fo-email-then-weather', 'grand. will it be wet in dublin on thursday do you know', 'f15-c-cv-email'),
  ask('f15-c-call-in', 'where are you based, can i call in', 'contact', [agency.address.streetAddress], []),
  ask('f15-c-linkedin', 'are you on linkedin', 'contact', [websiteHost(linkedin.url)], []),
  ask('f15-c-whatsapp', 'can i just message you on whatsapp instead', 'contact', [agency.whatsappUrl.replace('https://', '')], []),
  ask('f15-c-half-seven', 'is anyone picking up the phone around 7.30pm', 'contact', [closingTime], []),
  ask('f15-c-licensed', 'do you hold an employment agency licence', 'contact', [agency.licence.number], []),

  // --- Interview tips (near: exam content, writing tasks, weather, company formation) ------------------------------------
  ask('f15-t-wear-funds', 'what should i wear to an interview at a funds company', 'interview-tips', [presencePhrase('Dress', 'business professional')], [MIC_TIP]),
  ask('f15-t-tech-recs', 'they said there will be technical questions on reconciliations, how do i handle that', 'interview-tips', [tipPhrase('think-aloud-on-technical-questions', 'step by step')], [OFFER_TIP, MIC_TIP]),
  ask('f15-t-thank-you', 'should i send a thank you email after the interview and when', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [OFFER_TIP, MIC_TIP]),
  ask('f15-t-thank-then-recruiter', 'if it came through you lot do i email them directly', 'interview-tips', [tipPhrase('send-a-thank-you-note', 'recruiter')], [MIC_TIP], 'f15-t-thank-you'),
  ask('f15-t-expectations', 'they will ask my salary expectations, what do i say', 'interview-tips', [tipPhrase('know-your-market-value', 'range')], [MIC_TIP]),
  ask('f15-t-company-accounts', "before i meet them, where do i look up a firm's financial statements", 'interview-tips', [tipPhrase('research-the-company', 'CRO')], [OFFER_TIP, MIC_TIP]),
  ask('f15-t-figures-ready', 'what figures from my current job should i have ready', 'interview-tips', [tipPhrase('know-your-numbers', 'month-end close')], [OFFER_TIP]),
  ask('f15-t-saas-revise', 'interview with a saas company next week, what technical stuff should i revise', 'interview-tips', [TECH_TIP], [AUDIT_TIP, FUNDS_TIP]),
  offTopic('f15-fo-saas-then-ifrs15', 'ok teach me the five steps of ifrs 15 then', 'f15-t-saas-revise'),
  ask('f15-t-then-drug-maker', 'fair. what if the interview is with a drug manufacturer instead', 'interview-tips', [PHARMA_TIP], [TECH_TIP, FUNDS_TIP], 'f15-fo-saas-then-ifrs15'),
  ask('f15-t-answer-length', 'how long should my answers be', 'interview-tips', [presencePhrase('Concise Answers', 'two minutes')], [OFFER_TIP]),
  ask('f15-t-part-qualified', "i haven't finished my exams, will employers hold that against me at interview", 'interview-tips', [tipPhrase('discuss-your-qualification-plan', 'credible plan')], [MIC_TIP, OFFER_TIP]),
  ask('f15-t-second-round', 'got through to a second round, anything i should have done after the first one', 'interview-tips', [tipPhrase('reflect-while-it-is-fresh', 'second-round')], [MIC_TIP]),

  // --- Services, privacy and the chat (near: visas, GDPR for my business, other chatbots) ------------------------------
  ask('f15-v-person-or-program', 'hi, what exactly are you, a person or a program', 'services', [says(disclaimer, 'AI assistant')], []),
  ask('f15-v-what-can-answer', 'what sort of questions can you answer', 'services', [says(assistantPage, 'ACCA'), says(assistantPage, 'interview')], []),
  ask('f15-v-visa-status', 'do you ask for my visa status when i send my details', 'services', [says(privacyPolicy, 'EU citizen')], []),
  ask('f15-v-cv-without-asking', 'will you send my cv to companies without telling me', 'services', [says(candidatesPage.promise, 'permission')], []),
  ask('f15-v-details-deleted', 'if i stop using the site how long until my details are deleted', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f15-v-copy-of-data', 'can i get a copy of all the data you hold on me', 'services', [says(privacyPolicy, 'access')], []),
  ask('f15-v-chat-where', 'where does this conversation get processed', 'services', [says(privacyPolicy, 'United States')], []),
  ask('f15-v-ad-cookies', 'do you use advertising cookies', 'services', [says(cookiesPolicy, 'advertising')], []),
  ask('f15-v-candidate-pay', "i'm looking for work, do i have to pay you anything", 'services', [says(candidatesPage.promise, 'free')], []),
  ask('f15-v-hire-steps', 'we are a company looking to hire, how does it work with you step by step', 'services', [processStep(1), processStep(4)], []),
  ask('f15-v-vacancy-reply', 'once we send you a vacancy, how quick do you come back to us', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()]),
  ask('f15-v-federation', 'are you part of any recruitment federation or body', 'services', [membership.name], []),
  ask('f15-v-placed-count', 'how many people have you actually placed', 'services', [String(agency.trustSignals.placementsMade.count)], []),
  ask('f15-v-google-rating', 'what are your google reviews like', 'services', [String(agency.trustSignals.reviews.rating)], []),
  ask('f15-v-dublin-only', 'do you only recruit in dublin', 'services', [says(agency.operatingModel, 'nationwide')], []),
  ask('f15-v-cv-pdf', 'can i upload my cv as a pdf', 'services', [says(cvUploadTexts, 'PDF')], []),
  ask('f15-v-open-roles', 'what jobs have you open right now', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f15-v-roles-then-pay', 'what does the qualified one pay', 'services', [qualifiedJob.salary], [trainee.salary], 'f15-v-open-roles'),
  offTopic('f15-fo-roles-then-chef', 'any chef jobs going as well', 'f15-v-roles-then-pay'),
  ask('f15-v-then-trainee-reqs', 'back to the trainee accountant one, what do they want from applicants', 'services', [says(trainee.requirements, 'Excel')], [qualifiedJob.salary], 'f15-fo-roles-then-chef'),

  // --- Off-topic near-misses -----------------------------------------------------------------------------------------
  ...(
    [
      // Personal tax (near: pay, CTA)
      ['f15-o-wfh-tax-relief', 'can i claim tax back for working from home'],
      ['f15-o-cgt-shares', 'how much cgt do i owe on shares i sold'],
      ['f15-o-higher-rate', 'whats the higher rate tax band this year'],
      // Pensions (near: pension match)
      ['f15-o-lump-sum', 'how much of my pension can i take as a tax free lump sum'],
      ['f15-o-auto-enrolment', 'how does the new pension auto enrolment scheme affect me'],
      // Mortgages and loans (near: salaries)
      ['f15-o-mortgage-multiple', 'how many times my salary will a bank lend me for a mortgage'],
      ['f15-o-fc-mortgage', "i'm a financial controller, which bank gives the best mortgage rate"],
      ['f15-o-consolidate-debt', 'should i consolidate my credit card debt into one loan'],
      ['f15-o-credit-union', 'how much can i borrow from the credit union'],
      // Investing and crypto
      ['f15-o-invest-bonus', 'where should i invest my bonus'],
      ['f15-o-crypto-gains', 'do i pay tax on crypto gains in ireland'],
      ['f15-o-solana', 'is solana a good buy right now'],
      // Bookkeeping software how-to (near: payroll and bookkeeper pay, ERP requirements)
      ['f15-o-xero-feed', 'how do i set up a bank feed in xero'],
      ['f15-o-sage-journal', 'how do i reverse a journal in sage 50'],
      ['f15-o-brightpay', 'how do i run payroll in brightpay for the first time'],
      ['f15-o-pivot', 'how do i make a pivot table in excel'],
      // Accounting standards and exam content (near: exam structure, technical interview tips)
      ['f15-o-bank-rec', 'how do i actually do a bank reconciliation, step by step'],
      ['f15-o-ifrs16', 'explain ifrs 16 lease accounting to me'],
      ['f15-o-deferred-tax', 'whats the double entry for deferred tax'],
      ['f15-o-wacc', 'how do i calculate wacc for my afm exam'],
      ['f15-o-close-company', 'can you explain close company surcharge for my cap2 tax paper'],
      ['f15-o-frs102-building', 'under frs 102 can i stop depreciating a building'],
      // Company formation (near: researching a company on the CRO)
      ['f15-o-register-ltd', 'how do i register a limited company with the cro'],
      ['f15-o-sole-trader', 'should i be a sole trader or set up a company'],
      // Visas and work permits (near: the right-to-work data we collect)
      ['f15-o-stamp4', 'how do i switch from stamp 1 to stamp 4'],
      ['f15-o-spouse-permit', 'can my husband work here on my critical skills permit'],
      // Jobs and pay outside accounting and finance (near: salary guide, open roles)
      ['f15-o-solicitor-pay', 'what does a solicitor earn in dublin'],
      ['f15-o-hca-pay', 'healthcare assistant pay per hour'],
      ['f15-o-pilot-jobs', 'any jobs for pilots'],
      ['f15-o-marketing-galway', 'marketing executive jobs in galway'],
      ['f15-o-hospital-ceo', 'what does the ceo of a hospital get paid'],
      ['f15-o-swe-google', 'what would a senior software engineer make at google dublin'],
      // Other agencies
      ['f15-o-cpl-or-hays', 'is cpl or hays better for finance jobs'],
      ['f15-o-nanny-agency', 'do you know an agency that finds nannies'],
      // Homework (near: qualification questions)
      ['f15-o-consolidation-hw', 'can you do this consolidation question for my homework'],
      ['f15-o-thesis-topic', 'help me pick a topic for my accounting thesis'],
      // Legal advice (near: our terms)
      ['f15-o-notice-wrc', "my employer won't pay my notice period, can i take them to the wrc"],
      ['f15-o-non-compete', 'is the non compete clause in my contract enforceable'],
      ['f15-o-deposit', 'my landlord is keeping my deposit, what are my rights'],
      // Writing tasks (near: thank-you note tip)
      ['f15-o-resignation-letter', 'write my resignation letter for me please'],
      ['f15-o-job-advert', 'write a job advert for our accounts assistant role'],
      ['f15-o-best-man', 'help me write a best man speech'],
      ['f15-o-gdpr-for-my-firm', 'write a gdpr policy for my own small business'],
      // Jokes and small talk
      ['f15-o-accountant-joke', 'tell me a joke about accountants'],
      ['f15-o-riddle', 'give me a riddle'],
      ['f15-o-fav-colour', 'whats your favourite colour'],
      ['f15-o-netflix', 'hi aine! what should i watch on netflix tonight'],
      ['f15-o-paris', 'can you plan a weekend in paris for me'],
      // Weather, sport, news, politics
      ['f15-o-rain-interview', 'will it rain in cork tomorrow morning, i have an interview'],
      ['f15-o-weekend-forecast', 'whats the forecast for the weekend'],
      ['f15-o-six-nations', 'when do the six nations start'],
      ['f15-o-hurling', 'what was the score in the hurling final'],
      ['f15-o-headlines', 'give me todays headlines'],
      ['f15-o-budget-bands', 'did the budget change the tax bands'],
      ['f15-o-vote', 'who should i vote for in the election'],
      ['f15-o-government', 'what do you think of the government'],
      // Other near-misses (near: our phone and hours, our fees, the job market)
      ['f15-o-revenue-phone', 'whats the phone number for revenue'],
      ['f15-o-revenue-hours', 'what time do the revenue offices open'],
      ['f15-o-books-fee', 'how much should an accountant charge me to do my books'],
      ['f15-o-housing-crash', 'is the housing market going to crash'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  ...(
    [
      ['f15-h-pass-on', "could you pass this on to one of the team, i'd rather deal with a person"],
      ['f15-h-proper-chat', "i'd like a proper conversation with a recruiter about my options"],
      ['f15-h-phone-fc', 'get someone to phone me about a financial controller vacancy we have'],
      ['f15-h-niamh-senior', 'can niamh contact me about senior roles'],
      ['f15-h-human-other-end', 'hiya, is there a human on the other end, can i talk to them'],
      ['f15-h-forward', 'forward my question to your recruiters please'],
      ['f15-h-ledgerline', 'put me in touch with someone from ledgerline'],
      ['f15-h-not-helping', "you're not helping, i want to speak with a member of staff"],
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
