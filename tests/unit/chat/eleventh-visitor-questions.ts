// The ELEVENTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 24 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out set (third-held-out-questions.ts),
// which the author of this set never opened (nor its test). The author read only the brief, the
// content modules (frontend/src/content), held-out-case.ts, held-out-figures.ts,
// held-out-builders.ts, held-out-set-checks.ts and the fifth set and its test (for the rules,
// format and builders), and compared its question texts by script against the first, second and
// fourth to eighth sets to avoid repeating their wordings; never the engine (lambdas/), never the other sets being written at the same
// time, and never ran Aine on these questions nor looked at what it answers.
//
// Persona and angle: SCEPTICAL, INDIRECT AND OFF-TOPIC-PRONE VISITORS. Indirect or negative
// questions ("I assume you don't cover...", "you probably can't tell me..."), wrong premises that a
// right answer corrects with the content's figures ("is it true you take 20%?"), yes/no questions,
// trust and data questions (privacy, GDPR, who sees my CV, how long it is kept, deleting it, cookies,
// is this a bot, what model), rude or frustrated messages with a real question inside, a large share
// of off-topic near-misses, and requests for a person phrased in many ways.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the fifth set):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
//   Audit and C-suite levels are picked by firm or company size (small, mid-tier, large / Big 4).
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give. A wrong premise ("20%", "15%") is corrected
//   with the content's figures; the reply is not failed for quoting the premise back.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, mortgages, pensions, crypto, loans, pay or jobs
//   outside accounting and finance, other agencies, homework, writing tasks). An off-topic reply must
//   name "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.

import { agency } from '#content/agency';
import { assistant, disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { employersPage } from '#content/employers';
import { cookiesPolicy, dataProtectionCommission, privacyPolicy } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { accaFacts, accaPage, cimaFacts, cimaKeyDatesFact, cimaPage, ctaFacts, ctaKeyDatesFact, ctaPage } from '#content/qualifications';
import { teamMembers } from '#content/team';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion } from './held-out-case.ts';
import {
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
const cimaDates: string[] = cimaDatesPassed ? [websiteHost(cimaFacts.website)] : ['case study'];
const ctaSpringDates: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').results];

const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const replyHours: number = agency.trustSignals.typicalResponseHours;
const typicalReply = `${replyHours} ${replyHours === 1 ? 'hour' : 'hours'}`;
const [niamh, conor] = teamMembers;
if (!niamh || !conor) {
  throw new RangeError('The featured jobs or the team changed: update the eleventh set');
}

export const eleventhVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite ---------------------------------------------------------------------------
  salary('f11-s-fd-cant-tell', "you probably can't tell me what an FD makes in a mid sized firm, can you", CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)]),
  salary('f11-s-fd-then-large', 'fine. and in a big multinational then', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)], 'f11-s-fd-cant-tell'),
  salary('f11-s-cfo-small-doubt', 'i doubt a cfo at a small irish company gets more than 100k, am i wrong', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f11-s-cfo-then-gfc', 'what would the group controller at that size get', CSUITE, 'Group Financial Controller', 0, [pay(CSUITE, 'CFO', 0)], 'f11-s-cfo-small-doubt'),
  salary('f11-s-gfc-mid-bet', 'bet a group financial controller in a medium company isnt on six figures', CSUITE, 'Group Financial Controller', 1),
  salaryRow('f11-s-cfo-all-sizes', 'dont suppose your guide even has cfo pay for each company size?', [CSUITE, 'CFO'], [CSUITE, 'Finance Director']),

  // --- Salaries: Qualified Accountants ---------------------------------------------------------------
  salary('f11-s-fa-4yrs-underpaid', 'honestly think im underpaid. financial accountant, 4 yrs since qualifying. what should i be on', QA, 'Financial Accountant', 1),
  salary('f11-s-fa-then-cork', 'is it less in cork?', QA, 'Financial Accountant', 1, [], 'f11-s-fa-4yrs-underpaid'),
  salary('f11-s-fa-then-senior', 'and what about senior level', QA, 'Financial Accountant', 2, [], 'f11-s-fa-then-cork'),
  salary('f11-s-fc-nq-really', 'can a newly qualified really get a financial controller job and what does it pay', QA, 'Financial Controller', 0, [pay(CSUITE, 'Group Financial Controller', 0)]),
  salary('f11-s-fc-then-4yrs', 'n with 4 yrs pqe?', QA, 'Financial Controller', 1, [], 'f11-s-fc-nq-really'),
  salary('f11-s-ma-8yrs-not-100k', "management accountant 8 yrs pqe, surely that's 100k+ now?", QA, 'Management Accountant', 2),
  salary('f11-s-analyst-1yr-limerick', "is 50k a joke for a finance analyst one year qualified in limerick", QA, 'Financial Analyst', 0),
  salary('f11-s-analyst-then-later', 'and in 4 years time', QA, 'Financial Analyst', 1, [], 'f11-s-analyst-1yr-limerick'),
  salary('f11-s-ia-2yrs-waterford', "I assume internal audit pays worse than the rest. 2 yrs qualified, waterford", QA, 'Internal Auditor', 0),
  salaryRow('f11-s-controller-scale', 'no bs, what does a controller earn in this country, all levels', [QA, 'Financial Controller'], [CSUITE, 'Group Financial Controller']),

  // --- Salaries: Audit ---------------------------------------------------------------------------------
  salary('f11-s-senior-big4-lie', "recruiters always lie about big 4 pay. what does an audit senior there actually get", AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)]),
  salary('f11-s-senior-then-manager', 'ok and a manager in the same firm', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2)], 'f11-s-senior-big4-lie'),
  salary('f11-s-manager-then-director', 'director?', AUDIT, 'Director', 2, [pay(AUDIT, 'Manager', 2)], 'f11-s-senior-then-manager'),
  salary('f11-s-junior-small-pittance', 'trainees in small practices get paid a pittance right? how much', AUDIT, 'Junior', 0),
  salary('f11-s-partner-midtier-guess', 'guessing a mid tier partner is on half a million', AUDIT, 'Partner', 1, [pay(AUDIT, 'Director', 1)]),
  salary('f11-s-manager-small-sligo', 'audit manager small firm sligo, is it worth it', AUDIT, 'Manager', 0),

  // --- Salaries: Part-Qualified and Support ---------------------------------------------------------------
  salary('f11-s-pq-2yrs-stuck', 'been stuck as a part qualified for 2 years, pay is rubbish, what should it be', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f11-s-pq-then-new', 'what would a brand new one start on', SUPPORT, 'Part-Qualified', 0, [], 'f11-s-pq-2yrs-stuck'),
  salary('f11-s-payroll-5yrs', "payroll for 5 years, they say 40k is market rate. is that true", SUPPORT, 'Payroll Specialist', 2),
  salary('f11-s-book-nil', 'do bookkeepers with zero experience get anything decent', SUPPORT, 'Bookkeeper', 0),
  salary('f11-s-ap-2yrs-dundalk', 'accounts payable 2 yrs dundalk, not expecting much', SUPPORT, 'Accounts Payable/Receivable', 1),
  salary('f11-s-assistant-4yrs-no', 'accounts assistant over 4 years, no chance of 45k is there', SUPPORT, 'Accounts Assistant', 2),
  salaryRow('f11-s-bookkeeper-every', 'bookkeeper pay, all the bands pls', [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Part-Qualified']),

  // --- Salary insights ----------------------------------------------------------------------------------------
  ask('f11-i-remote-less', 'i heard remote jobs pay less, true?', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment]),
  ask('f11-i-remote-then-days', 'how many days at home is usual then', 'salary-insights', [hybridDays], [esgPremium], 'f11-i-remote-less'),
  ask('f11-i-esg-fad', 'esg is just a fad, nobody pays extra for it, right?', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f11-i-no-raise', 'we got no raise at all this year. what are other companies giving for inflation', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f11-i-pension-none', 'my employer puts nothing into my pension, is that normal', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f11-i-training-budget', 'do companies still pay for training or is that over', 'salary-insights', [developmentBudget], [esgPremium, remotePremium]),
  ask('f11-i-funds-premium', 'does working in funds or banking get you more or is that a myth', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium]),
  ask('f11-i-tech-then', 'and tech companies?', 'salary-insights', [specialisationPremium('Technology')], [esgPremium], 'f11-i-funds-premium'),
  ask('f11-i-gaap-premium', 'is knowing us gaap worth anything extra', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),

  // --- Placement fees -----------------------------------------------------------------------------------------
  ask('f11-p-twenty-percent', 'is it true you take 20% of the salary?', 'placement-fees', allBandPercentages, []),
  placementFee('f11-p-20pc-then-60k', 'so for a 60k hire what is it really', 60_000, [], 'f11-p-twenty-percent'),
  placementFee('f11-p-60k-then-70k', 'n wat about a 70k hire then', 70_000, [feeAmount(60_000)], 'f11-p-20pc-then-60k'),
  placementFee('f11-p-36k-ripoff', 'bet your fee on a 36k bookkeeper is a rip off, how much', 36_000),
  placementFee('f11-p-36k-then-52k', 'and if we paid 52k instead', 52_000, [feeAmount(36_000)], 'f11-p-36k-ripoff'),
  placementFee('f11-p-150k-hidden', 'any hidden costs? whats the total to hire a 150k finance director', 150_000),
  placementFee('f11-p-42k-cheaper', "other agencies quoted us 15% for a 42k hire, are you cheaper", 42_000),
  placementFee('f11-p-31k', "surely you don't charge much for a 31k accounts clerk?", 31_000),
  placementFee('f11-p-85k', 'what damage for an 85k controller', 85_000),
  placementFee('f11-p-85k-then-38k', 'what about a 38k one', 38_000, [feeAmount(85_000)], 'f11-p-85k'),
  ask('f11-p-exclusive', 'do you ever do discounts or is the rate fixed', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], []),
  ask('f11-p-no-hire', 'do we pay anything if we dont end up hiring anyone', 'placement-fees', [says(feesPage, 'successful')], []),

  // --- Qualifications -----------------------------------------------------------------------------------------
  ask('f11-q-acca-not-recognised', "acca isn't recognised in ireland is it", 'qualifications', [says(accaPage.about, '180')], [ACA_MARK, CIMA_MARK]),
  ask('f11-q-acca-then-count', 'how many exams are there anyway', 'qualifications', [String(accaFacts.examCount)], [ACA_MARK], 'f11-q-acca-not-recognised'),
  ask('f11-q-acca-then-experience', 'and the work experience they want', 'qualifications', [`${accaFacts.experienceMonths} months`], [ACA_MARK], 'f11-q-acca-then-count'),
  ask('f11-q-acca-skills-papers', "what's in acca applied skills, I don't want a sales pitch just the papers", 'qualifications', examGroup(accaFacts.structure, 'AS').map(accaPaperName), [ACA_MARK, CIMA_MARK]),
  ask('f11-q-acca-sp-cost', 'the acca strategic professional exams cost a fortune dont they, how much', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Knowledge exams'), cimaFee('Case study exam')]),
  ask('f11-q-aca-fae-cost', 'is the fae really that expensive', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')]),
  ask('f11-q-aca-fae-then-cap1', 'cap1 cheaper?', 'qualifications', [acaFee('CAP1 exams')], [acaFee('FAE exams')], 'f11-q-aca-fae-cost'),
  ask('f11-q-aca-reg', 'do chartered accountants ireland charge you just to register as a student', 'qualifications', [acaFee('Student registration')], [accaFee('Registration'), cimaFee('Registration')]),
  ask('f11-q-cima-industry-only', "cima is only for people in industry, isn't it", 'qualifications', [says(cimaPage, 'management accounting')], [ACA_MARK, ACCA_MARK]),
  ask('f11-q-cima-how-many', 'how many exams does cima have', 'qualifications', [`${cimaFacts.objectiveTests} objective tests`, `${cimaFacts.caseStudies} case stud`], [ACCA_MARK, ACA_MARK]),
  ask('f11-q-cima-then-cost', 'and what does each one cost', 'qualifications', [cimaFee('Objective test'), cimaFee('Case study exam')], [accaFee('Applied Skills exams')], 'f11-q-cima-how-many'),
  ask('f11-q-cima-next-sitting', 'whats the next cima case study sitting', 'qualifications', cimaDates, [ACA_MARK, ACCA_MARK]),
  ask('f11-q-cima-annual', 'cima annual sub, is it worth keeping up', 'qualifications', [cimaFee('Annual subscription')], [accaFee('Annual subscription'), acaFee('Annual student subscription')]),
  ask('f11-q-cta-pointless', 'is the cta pointless if im not in practice', 'qualifications', [says(ctaPage.careers, 'transfer pricing')], [ACA_MARK, ACCA_MARK]),
  ask('f11-q-cta-foundation-months', 'how long is cta foundation, not a year surely', 'qualifications', [ctaStageMonths('Foundation')], [ACA_MARK, ACCA_MARK]),
  ask('f11-q-cta-then-intermediate', 'whats the next stage after that cover', 'qualifications', [says(ctaPage.stages, 'capital acquisitions tax')], [ACA_MARK, ACCA_MARK], 'f11-q-cta-foundation-months'),
  ask('f11-q-cta-spring-results', 'when did spring cta results come out', 'qualifications', ctaSpringDates, [ACA_MARK, ACCA_MARK]),
  ask('f11-q-cta-membership', 'you cant become a cta member without a degree can you', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK]),

  // --- Market ---------------------------------------------------------------------------------------------------
  ask('f11-m-market-dead', 'the finance job market is dead right now isnt it', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f11-m-dead-then-pay', 'are pay rises keeping up at least', 'market', [stat('average-salary-increase')], [stat('job-market-growth')], 'f11-m-market-dead'),
  ask('f11-m-dublin-only', "all the jobs are in dublin, no point looking elsewhere, yeah?", 'market', [regionShare('Dublin')], [stat('remote-positions')]),
  ask('f11-m-dublin-then-cork', 'cork any better?', 'market', [regionShare('Cork')], [regionShare('Dublin')], 'f11-m-dublin-only'),
  ask('f11-m-remote-share', 'hardly any finance jobs are fully remote i suppose', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  ask('f11-m-hire-slow', 'why does hiring take forever, how long is normal', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f11-m-galway-share', 'is there anything at all in galway', 'market', [regionShare('Galway')], [regionShare('Dublin')]),

  // --- Contact --------------------------------------------------------------------------------------------------
  ask('f11-c-no-phone', "you don't even have a phone number do you", 'contact', [agency.phone.display], []),
  ask('f11-c-phone-then-email', 'whats the email then', 'contact', [agency.email], [], 'f11-c-no-phone'),
  ask('f11-c-real-office', 'is there an actual office or is this all online', 'contact', [agency.address.streetAddress], []),
  ask('f11-c-office-then-hours', 'when is somebody there', 'contact', [agency.businessHours.display], [], 'f11-c-real-office'),
  ask('f11-c-sunday', 'i suppose nobody answers on a sunday', 'contact', [weekdays], []),
  ask('f11-c-after-six', 'can i still ring after 6pm', 'contact', [closingTime], []),
  ask('f11-c-licence', "how do i know you're even licensed", 'contact', [agency.licence.number], []),

  // --- Interview tips -------------------------------------------------------------------------------------------
  ask('f11-t-star-useless', 'the star method is useless isnt it, what do you actually recommend', 'interview-tips', ['Situation', tipPhrase('use-the-enhanced-star-method', 'Reflection')], [OFFER_TIP, MIC_TIP]),
  ask('f11-t-weakness-lie', 'do i have to be honest about my weakness or just make something up', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'disguised strength')], [OFFER_TIP, MIC_TIP]),
  ask('f11-t-counter-offer', "my boss matched the offer, should i just stay, does it ever work out", 'interview-tips', [OFFER_TIP], [MIC_TIP]),
  ask('f11-t-video-hate', 'hate video interviews. any tips that arent obvious', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'eye level')], [OFFER_TIP, AUDIT_TIP]),
  ask('f11-t-video-then-sound', 'what about the sound', 'interview-tips', [MIC_TIP], [OFFER_TIP], 'f11-t-video-hate'),
  ask('f11-t-audit-prep', "theres no point preparing for an audit firm interview is there, they all ask the same", 'interview-tips', [AUDIT_TIP], [TECH_TIP, FUNDS_TIP]),
  ask('f11-t-audit-then-tech', 'what if its a software company', 'interview-tips', [TECH_TIP], [AUDIT_TIP, FUNDS_TIP], 'f11-t-audit-prep'),
  ask('f11-t-tech-then-pharma', 'or a medical devices plant', 'interview-tips', [PHARMA_TIP], [TECH_TIP, FUNDS_TIP], 'f11-t-audit-then-tech'),
  ask('f11-t-bad-boss', 'can i slag off my old manager if they ask why im leaving', 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [MIC_TIP]),
  ask('f11-t-late', "does it matter if i'm a few minutes late", 'interview-tips', [presencePhrase('Punctuality', 'ten minutes')], [OFFER_TIP]),
  ask('f11-t-rejected-feedback', 'they rejected me with no reason. can i ask why', 'interview-tips', [tipPhrase('ask-for-feedback', 'candid')], [MIC_TIP]),

  // --- Services, trust and data -----------------------------------------------------------------------------------
  ask('f11-v-tax-roles', "I assume you don't cover tax roles?", 'services', [OFF_TOPIC_SCOPE], []),
  ask('f11-v-who-sees-cv', 'who actually sees my cv if i upload it here', 'services', [says(privacyPolicy, 'agreement')], []),
  ask('f11-v-cv-kept', 'how long do you keep my cv, forever?', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f11-v-cv-then-delete', 'can i get it deleted', 'services', [says(privacyPolicy, 'delete')], [], 'f11-v-cv-kept'),
  ask('f11-v-cv-then-complain', 'and if you ignore me who do i complain to', 'services', [dataProtectionCommission.name], [], 'f11-v-cv-then-delete'),
  ask('f11-v-gdpr', 'are you even gdpr compliant', 'services', [says(privacyPolicy, 'GDPR')], []),
  ask('f11-v-cookies', 'what cookies are you tracking me with', 'services', [says(cookiesPolicy, 'essential')], []),
  ask('f11-v-bot', 'am i talking to a bot', 'services', [says(disclaimer, 'AI')], []),
  ask('f11-v-bot-then-model', 'which model are you running on', 'services', [assistant.modelName], [], 'f11-v-bot'),
  ask('f11-v-cv-formats', 'bet you only take word files', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], []),
  ask('f11-v-ghosting', 'recruiters never reply. how long will you take to get back to me', 'services', [typicalReply], []),
  ask('f11-v-spec-slow', "we'll send a job spec but you'll take a week to reply, won't you", 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()]),
  ask('f11-v-any-jobs', 'you dont actually have any jobs listed, do you', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f11-v-jobs-then-trainee', 'is the trainee one full time', 'services', [trainee.jobType], [qualifiedJob.jobType], 'f11-v-any-jobs'),
  ask('f11-v-who-runs', 'who even runs this place', 'services', [niamh.name, conor.name], []),
  ask('f11-v-runs-then-conor', 'whats conor done before', 'services', [says(conor.bio, 'talent acquisition')], [niamh.role], 'f11-v-who-runs'),
  ask('f11-v-nursing', "I'm guessing you don't place nurses either", 'services', [OFF_TOPIC_SCOPE], []),

  // --- More sceptical and indirect facts --------------------------------------------------------------------------
  salary('f11-s-fpa-7yrs-ceiling', "fp&a 7 yrs qualified, dont tell me the ceiling is that low", QA, 'Financial Analyst', 2, [pay(QA, 'Financial Controller', 2)]),
  salary('f11-s-ia-4yrs-leave', 'internal auditor 4 years post qualification, is it even worth leaving practice for', QA, 'Internal Auditor', 1),
  salary('f11-s-cost-acct-1yr', 'cost accountant, qualified a year, they offered 50k, insulting or not', QA, 'Management Accountant', 0),
  // Compares two levels of one row: both asked-about ranges are right, the level not asked about (small firms) is wrong.
  ask('f11-s-junior-mid-same', 'is it true mid tier trainees get paid the same as big 4 ones', 'salary', [pay(AUDIT, 'Junior', 1), pay(AUDIT, 'Junior', 2)], [pay(AUDIT, 'Junior', 0)]),
  salary('f11-s-director-small-doubt', 'audit director in a small firm, probably not even 100k is it', AUDIT, 'Director', 0, [pay(AUDIT, 'Partner', 0)]),
  salary('f11-s-partner-big4-million', 'no way big 4 partners make a million, what do they really get', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),
  salary('f11-s-cfo-mid-fantasy', 'cfo of a mid size company, is 150k realistic or a fantasy', CSUITE, 'CFO', 1, [pay(CSUITE, 'Finance Director', 1)]),
  salary('f11-s-fd-small-roughly', 'a small company FD, roughly, no need for a lecture', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f11-s-payroll-new-minwage', 'payroll with no experience is basically minimum wage isnt it', SUPPORT, 'Payroll Specialist', 0),
  salary('f11-s-payroll-then-2yrs', 'what about 2 years in', SUPPORT, 'Payroll Specialist', 1, [], 'f11-s-payroll-new-minwage'),
  salary('f11-s-ar-starter', 'accounts receivable starter wage, first job', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('f11-s-aa-2yrs-mugged', '2 years as an accounts assistant on 30k, am i being mugged', SUPPORT, 'Accounts Assistant', 1),
  salary('f11-s-pq-never-finished', 'part qualified 5 years and never finished the exams, what can i still earn', SUPPORT, 'Part-Qualified', 2),
  placementFee('f11-p-250k-really', 'would a 250k cfo really cost us 12%', 250_000),
  placementFee('f11-p-28k-5grand', "fee for a 28k hire, bet it's at least 5 grand", 28_000),
  placementFee('f11-p-28k-then-46k', 'and a 46k one?', 46_000, [feeAmount(28_000)], 'f11-p-28k-5grand'),
  placementFee('f11-p-46k-then-90k', 'what about 90k', 90_000, [feeAmount(46_000)], 'f11-p-28k-then-46k'),
  ask('f11-q-acca-annual', "acca make you pay every year as well, don't they", 'qualifications', [accaFee('Annual subscription')], [cimaFee('Annual subscription'), acaFee('Annual student subscription')]),
  ask('f11-q-aca-annual-then', 'is the aca one any cheaper', 'qualifications', [acaFee('Annual student subscription')], [accaFee('Annual subscription')], 'f11-q-acca-annual'),
  ask('f11-q-acca-reg', 'does acca charge a joining fee or is that a myth', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f11-q-cima-reg', 'cima sign up fee?', 'qualifications', [cimaFee('Registration')], [accaFee('Registration'), acaFee('Student registration')]),
  ask('f11-q-aca-cap2', "cap 2 exams can't be over a grand surely", 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')]),
  ask('f11-q-cta-intermediate', 'cta intermediate, bet thats two years on its own', 'qualifications', [ctaStageMonths('Intermediate')], [ACA_MARK, ACCA_MARK]),
  ask('f11-q-acca-ak-cost', 'the first acca exams are cheap at least, right?', 'qualifications', [accaFee('Applied Knowledge exams')], [accaFee('Strategic Professional exams'), cimaFee('Objective test')]),
  ask('f11-m-galway-then-cork', 'and cork compared', 'market', [regionShare('Cork')], [regionShare('Galway')], 'f11-m-galway-share'),
  ask('f11-c-whatsapp-modern', 'do you do whatsapp or is that too modern for you', 'contact', [agency.whatsappUrl.replace('https://', '')], []),
  ask('f11-c-postcode', "what's your eircode, the sat nav can't find you", 'contact', [agency.address.postalCode], []),
  ask('f11-t-questions-end', 'do i really have to ask questions at the end, what would i even ask', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'first six months')], [OFFER_TIP, MIC_TIP]),
  ask('f11-t-research-point', "what's the point researching the company, they tell you everything anyway", 'interview-tips', [tipPhrase('research-the-company', 'annual report')], [OFFER_TIP, MIC_TIP]),
  ask('f11-t-examples-ready', 'do i actually need examples ready for competency questions or can i wing it', 'interview-tips', [tipPhrase('build-a-story-bank', 'stakeholder')], [OFFER_TIP, MIC_TIP]),
  ask('f11-t-funds-prep', 'nobody tells you what a funds interview asks. what should i know', 'interview-tips', [FUNDS_TIP], [TECH_TIP, PHARMA_TIP]),
  ask('f11-v-after-start', "you lot disappear once someone's hired, don't you", 'services', [says(employersPage.process, 'after the start date')], []),
  ask('f11-v-qualified-reqs', 'that qualified accountant job, what do they actually want', 'services', [says(qualifiedJob.requirements, 'FRS 102')], [trainee.salary]),
  ask('f11-v-qualified-then-wfh', 'any working from home?', 'services', [says(qualifiedJob.description, 'two to three days')], [trainee.salary], 'f11-v-qualified-reqs'),
  ask('f11-v-chat-private', 'is this chat private or does it go somewhere', 'services', [says(disclaimer, 'United States')], []),
  ask('f11-v-chat-then-pps', 'can i give you my pps number so you can check something', 'services', [says(disclaimer, 'PPS')], [], 'f11-v-chat-private'),
  ask('f11-v-niamh-real', 'is niamh even a real recruiter', 'services', [says(niamh.bio, 'eight years')], [conor.role]),

  // --- Off-topic -------------------------------------------------------------------------------------------------
  ...(
    [
      ['f11-o-tax-return', 'can you just tell me how to fill in my tax return'],
      ['f11-o-form-11', 'is the form 11 deadline in october or november'],
      ['f11-o-rent-credit', 'how do i claim the rent tax credit'],
      ['f11-o-bitcoin', 'is bitcoin going to go up, be honest'],
      ['f11-o-eth', 'should i move my savings into ethereum'],
      ['f11-o-mortgage-refused', 'bank refused my mortgage, what do i do now'],
      ['f11-o-mortgage-switch', 'is switching mortgage provider worth the hassle'],
      ['f11-o-prsa', 'is a prsa better than a company pension'],
      ['f11-o-pension-age', 'what age can i draw down my pension'],
      ['f11-o-loan-car', 'cheapest way to borrow 15 grand for a car'],
      ['f11-o-credit-score', 'how do i fix my credit rating'],
      ['f11-o-electrician-pay', 'bet electricians earn more than accountants, what do they make'],
      ['f11-o-teacher-pay', 'whats a secondary teacher paid'],
      ['f11-o-software-dev', 'got any software developer jobs'],
      ['f11-o-hgv', 'any hgv driver vacancies'],
      ['f11-o-hays', 'is hays better than you lot'],
      ['f11-o-other-agency', 'can you recommend a recruitment agency for hospitality'],
      ['f11-o-homework-npv', 'whats the answer to question 3 on my npv homework, cash flows 100 200 300 at 10%'],
      ['f11-o-exam-answers', 'do you have the answers to the cap2 paper from last summer'],
      ['f11-o-essay', 'write my essay on corporate governance for college'],
      ['f11-o-cover-letter', 'write my cover letter for me, i cant be bothered'],
      ['f11-o-linkedin-post', 'write a linkedin post announcing my new job'],
      ['f11-o-python', 'how do i write a for loop in python'],
      ['f11-o-excel-vlookup', 'my vlookup keeps returning n/a, fix it'],
      ['f11-o-sql', 'write me an sql query to sum sales by month'],
      ['f11-o-news', 'whats in the news today'],
      ['f11-o-budget-2026', 'what was announced in the budget this year'],
      ['f11-o-weather', 'is it going to rain in dublin tomorrow'],
      ['f11-o-rugby', 'who won the rugby at the weekend'],
      ['f11-o-league', 'will rovers win the league'],
      ['f11-o-joke', 'tell me a joke, this site is boring'],
      ['f11-o-poem', 'write a poem about spreadsheets'],
      ['f11-o-recipe', 'whats a quick dinner i can make'],
      ['f11-o-flights', 'cheap flights to lanzarote in january'],
      ['f11-o-unfair-dismissal', 'i was sacked with no warning, can i sue'],
      ['f11-o-visa', 'will my work permit let me change jobs'],
      ['f11-o-stocks', 'which irish shares should i buy'],
      ['f11-o-savings', 'best savings account rate at the moment'],
      ['f11-o-inheritance', 'how much inheritance tax will i pay on my mams house'],
      ['f11-o-meaning-of-life', 'whats the meaning of life'],
      ['f11-o-lotto', 'what are the lotto numbers tonight'],
      ['f11-o-marketing-pay', 'what does a marketing manager get paid'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  ...(
    [
      ['f11-h-not-a-bot', 'i dont want to talk to a bot, get me someone real'],
      ['f11-h-useless', 'this is useless, is there an actual person i can speak to'],
      ['f11-h-callback', 'can someone ring me back tomorrow'],
      ['f11-h-manager', 'let me speak to your manager'],
      ['f11-h-recruiter-contact', 'id like one of your recruiters to contact me'],
      ['f11-h-conor', 'can conor get in touch with me'],
      ['f11-h-escalate', 'escalate this to a human please'],
      ['f11-h-someone-in-charge', 'is there anyone in charge i can talk to'],
      ['f11-h-operator', 'operator'],
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

