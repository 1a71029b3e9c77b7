// The SIXTEENTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 25 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// eleventh set and its test (for the rules, format and builders), and skimmed the fifth, tenth and
// thirteenth sets only to avoid repeating their wordings; never the engine (lambdas/), never the
// other sets being written at the same time, and never ran Aine on these questions nor looked at
// what it answers.
//
// Persona and angle: A CROSS-SECTION OF ORDINARY VISITORS, like a random day's chat log (another
// day than the thirteenth set's: new people, new wordings). Candidates and employers; every
// register: typos and text-speak, Irish usage ("ye", "yis", "yer", "grand"), formal emails with a
// greeting and sign-off, terse keywords, non-native grammar, long run-on messages. Topics in
// proportion to what visitors ask: salaries by role, level and city the most, then placement fees,
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
import { employersPage } from '#content/employers';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { cookiesPolicy, dataProtectionCommission, privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { accaFacts, cimaFacts, cimaKeyDatesFact, cimaPage, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { teamMembers } from '#content/team';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaperName,
  ask,
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
const cimaNextDates: string[] = cimaDatesPassed ? [websiteHost(cimaFacts.website)] : ['objective test'];
const ctaAutumnDates: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Autumn').exams];
const ctaAfterAutumn: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').exams];

const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const [niamh, conor] = teamMembers;
if (!niamh || !conor) {
  throw new RangeError('The team changed: update the sixteenth set');
}


export const sixteenthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite ---------------------------------------------------------------------------
  salary('f16-s-cfo-enterprise', 'hi there, what kind of money is a CFO on in a big enterprise, like 1000+ staff?', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f16-s-cfo-then-fd', 'and the FD in that same company', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)], 'f16-s-cfo-enterprise'),
  salary('f16-s-fd-family-biz', 'Head of finance for a small family business in Kilkenny - ballpark salary?', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f16-s-fd-then-midsize', 'ok say they grew to mid-size, 200 odd people, would it change', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)], 'f16-s-fd-family-biz'),
  salary('f16-s-gfc-plc', 'group fc, large plc, pay?', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'CFO', 2)]),
  salary('f16-s-cfo-startup', 'we are a small company (40 staff) thinking of hiring our first chief financial officer, what salary are we looking at', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salaryRow('f16-s-fd-every-size', 'Could you list the finance director salaries for every size of company please', [CSUITE, 'Finance Director'], [CSUITE, 'Group Financial Controller']),

  // --- Salaries: Qualified Accountants ---------------------------------------------------------------
  salary('f16-s-fa-nq-dublin', 'newly qualified ACA here, looking at financial accountant jobs in dublin, what salary should i ask for', QA, 'Financial Accountant', 0),
  salary('f16-s-fa-then-galway', 'would galway be the same', QA, 'Financial Accountant', 0, [], 'f16-s-fa-nq-dublin'),
  salary('f16-s-fa-then-6yrs', 'fast forward to 6 yrs post qual, wat then', QA, 'Financial Accountant', 2, [], 'f16-s-fa-then-galway'),
  salary('f16-s-ma-4yrs', 'Management accountant with four years post-qualification experience. What is typical salary in Ireland please?', QA, 'Management Accountant', 1),
  salary('f16-s-fc-7yrs-cork', 'fin controller cork 7yrs pqe ??', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)]),
  salary('f16-s-fc-then-nq', 'what would someone newly qualified get in that role', QA, 'Financial Controller', 0, [], 'f16-s-fc-7yrs-cork'),
  salary('f16-s-fpa-2yrs', 'fp&a analyst 2 yrs qualified, whats the going rate these days', QA, 'Financial Analyst', 0),
  salary('f16-s-fpa-then-top', 'what does it top out at', QA, 'Financial Analyst', 2, [], 'f16-s-fpa-2yrs'),
  salary('f16-s-ia-6yrs-limerick', 'internal audit job in limerick, its 6 yrs since i qualified, what should a role like that pay', QA, 'Internal Auditor', 2),
  compare('f16-s-fa-vs-fc-4yrs', 'whats the gap in pay between a financial accountant and a financial controller, both at 4 years pqe', [QA, 'Financial Accountant'], [QA, 'Financial Controller'], 1),
  salaryRow('f16-s-ma-all-levels', 'management accountant: entry, mid and senior bands please', [QA, 'Management Accountant'], [QA, 'Financial Controller']),
  salary('f16-s-fa-1yr-athlone', 'Im a qualified accountant 1 year, based in athlone. am i underpaid on 52k', QA, 'Financial Accountant', 0),
  salary('f16-s-ma-then-sligo', 'my friend is a management accountant in sligo, 1 year qualified too, what would she be on', QA, 'Management Accountant', 0, [], 'f16-s-fa-1yr-athlone'),
  salary('f16-s-fc-4yrs-nonnative', 'Hello. I am financial controller with 4 year experience after qualify. Which salary I can expect in Ireland?', QA, 'Financial Controller', 1),

  // --- Salaries: Audit ---------------------------------------------------------------------------------
  salary('f16-s-senior-midtier', 'audit senior in a mid-tier practice, what would they earn?', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)]),
  salary('f16-s-senior-then-big4', 'what about in one of the big four', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)], 'f16-s-senior-midtier'),
  salary('f16-s-senior-then-small', 'and a small local firm', AUDIT, 'Senior', 0, [], 'f16-s-senior-then-big4'),
  salary('f16-s-manager-midtier', 'audit manager in a mid tier firm salary pls', AUDIT, 'Manager', 1, [pay(AUDIT, 'Senior', 1)]),
  salary('f16-s-junior-big4-grad', 'graduate joining big 4 audit this september, what will the starting salary be', AUDIT, 'Junior', 2),
  salary('f16-s-partner-small', 'roughly what does a partner in a small practice earn', AUDIT, 'Partner', 0, [pay(AUDIT, 'Director', 0)]),
  salary('f16-s-director-midtier', 'director in audit @ a midtier, whats the package', AUDIT, 'Director', 1, [pay(AUDIT, 'Partner', 1)]),
  salary('f16-s-director-then-partner', 'and partner level in the same firm?', AUDIT, 'Partner', 1, [pay(AUDIT, 'Director', 1)], 'f16-s-director-midtier'),
  salaryRow('f16-s-junior-all-firms', 'audit trainee salary small vs mid vs big 4', [AUDIT, 'Junior'], [AUDIT, 'Senior']),
  salary('f16-s-manager-big4-email', 'Good morning, I am currently an audit manager in a Big 4 firm in Dublin and I am reviewing my options. Could you advise the typical salary range for my role? Many thanks, Aoife', AUDIT, 'Manager', 2, [pay(AUDIT, 'Director', 2)]),

  // --- Salaries: Part-Qualified and Support ---------------------------------------------------------------
  salary('f16-s-book-6mths', 'im doing the books for a firm in galway for half a year now, what rate should a bookkeeper get', SUPPORT, 'Bookkeeper', 0),
  salary('f16-s-book-then-2yrs', 'what about once i have 2 years done', SUPPORT, 'Bookkeeper', 1, [], 'f16-s-book-6mths'),
  salary('f16-s-payroll-4yrs-cork', 'Payroll administrator, 4 yrs experience, Cork. What salary is realistic?', SUPPORT, 'Payroll Specialist', 2),
  salary('f16-s-ap-clerk-new', 'accounts payable clerk with no experience, starting salary?', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('f16-s-aa-2yrs-wexford', 'accounts assistant 2 years, wexford, what should i be earning', SUPPORT, 'Accounts Assistant', 1),
  salary('f16-s-aa-then-ar', 'would accounts receivable pay more at that level', SUPPORT, 'Accounts Payable/Receivable', 1, [], 'f16-s-aa-2yrs-wexford'),
  salary('f16-s-pq-4yrs', 'part qualified (passed CAP2), been working 4 years, what salary would I get', SUPPORT, 'Part-Qualified', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  salary('f16-s-pq-first-job', 'just started ACCA, this would be my first job, what do part qualified roles pay', SUPPORT, 'Part-Qualified', 0),
  salaryRow('f16-s-payroll-all', 'payroll salaries ireland 2025 all levels', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Part-Qualified']),
  salary('f16-s-credit-control-2yrs', 'credit controller 2yrs exp in navan whats normal pay', SUPPORT, 'Accounts Payable/Receivable', 1),
  salary('f16-s-credit-then-5yrs', 'say i stick it out another 3 years, so 5 in total', SUPPORT, 'Accounts Payable/Receivable', 2, [], 'f16-s-credit-control-2yrs'),

  // --- Salary insights ----------------------------------------------------------------------------------------
  ask('f16-i-hybrid-days', 'is hybrid the norm now for accountants, how many days from home would be usual', 'salary-insights', [hybridDays], [esgPremium, remotePremium]),
  ask('f16-i-hybrid-then-remote', 'does fully remote pay any extra', 'salary-insights', [remotePremium], [esgPremium], 'f16-i-hybrid-days'),
  ask('f16-i-pension-typical', 'whats a typical employer pension contribution for finance jobs', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f16-i-cpd-budget', 'CPD courses - do firms fund them and how much per person per year roughly', 'salary-insights', [developmentBudget], [esgPremium, remotePremium]),
  ask('f16-i-sustainability', 'do sustainability reporting people get paid more', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f16-i-pharma-premium', 'coming from a life sciences plant, is that worth extra money', 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium]),
  ask('f16-i-pharma-then-funds', 'same for financial services?', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium], 'f16-i-pharma-premium'),
  ask('f16-i-cost-of-living', 'are employers giving cost of living increases this year', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),

  // --- Placement fees -----------------------------------------------------------------------------------------
  placementFee('f16-p-55k-mayo', 'Hello, we are a small manufacturing company in Mayo looking to hire an accountant at around €55,000. What would your fee be?', 55_000),
  placementFee('f16-p-55k-then-40k', 'and for an accounts assistant on 40k', 40_000, [feeAmount(55_000)], 'f16-p-55k-mayo'),
  placementFee('f16-p-40k-then-30k', 'ok and 30k?', 30_000, [feeAmount(40_000)], 'f16-p-55k-then-40k'),
  placementFee('f16-p-120k-fc', 'fee for placing a financial controller at 120k?', 120_000),
  placementFee('f16-p-33k-payroll', 'what % do you charge on a 33,000 payroll hire', 33_000),
  placementFee('f16-p-44k-pq', 'recruitment fee 44k part qualified', 44_000),
  placementFee('f16-p-44k-then-47k', 'if we went to 47k would the fee go up much', 47_000, [feeAmount(44_000)], 'f16-p-44k-pq'),
  placementFee('f16-p-200k-email', 'Dear Sir/Madam, we are recruiting a CFO with a base of EUR 200,000. Please advise your placement fee. Regards, Brian', 200_000),
  placementFee('f16-p-65k-yous', 'how much wud it cost us to hire a 65k management accountant thru yous', 65_000),
  placementFee('f16-p-65k-then-75k', 'n if it was 75', 75_000, [feeAmount(65_000)], 'f16-p-65k-yous'),
  placementFee('f16-p-38k-bookkeeper', 'cost to recruit a 38k bookkeeper?', 38_000),
  ask('f16-p-how-worked-out', 'how are your fees worked out', 'placement-fees', allBandPercentages, []),
  ask('f16-p-upfront', 'do we pay the fee upfront or only when someone is hired', 'placement-fees', [says(feesPage, 'successful')], []),
  ask('f16-p-leaves-early', 'our last hire from an agency quit in week 3, is there a rebate if that happens with you', 'placement-fees', [says(termsOfService, 'in writing')], []),
  ask('f16-p-several-roles', 'we have 4 roles to fill this year, can we get a better rate', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], []),

  // --- Qualifications -----------------------------------------------------------------------------------------
  ask('f16-q-acca-how-many', 'how many acca exams do you have to do altogether', 'qualifications', [String(accaFacts.examCount)], [ACA_MARK, CIMA_MARK]),
  ask('f16-q-acca-then-when', 'and when can you sit them', 'qualifications', [...accaFacts.examSessions], [ACA_MARK], 'f16-q-acca-how-many'),
  ask('f16-q-acca-ak-papers', 'which papers are in acca applied knowledge', 'qualifications', examGroup(accaFacts.structure, 'AK').map(accaPaperName), [ACA_MARK, CIMA_MARK]),
  ask('f16-q-acca-ethics-fee', 'how much is that EPSM thing for acca, the ethics one', 'qualifications', [accaFee('Ethics and Professional Skills module')], [cimaFee('Objective test'), accaFee('Strategic Professional exams')]),
  ask('f16-q-acca-experience', 'acca practical experience requirement, how many months', 'qualifications', [`${accaFacts.experienceMonths} months`], [ACA_MARK, CIMA_MARK]),
  ask('f16-q-aca-cap1-when', 'which months can u sit CAP1 in', 'qualifications', [acaSitting('CAP1').main, acaSitting('CAP1').repeat], [ACCA_MARK, CIMA_MARK]),
  ask('f16-q-aca-then-fae', 'fae same months?', 'qualifications', [acaSitting('FAE').main, acaSitting('FAE').repeat], [ACCA_MARK, CIMA_MARK], 'f16-q-aca-cap1-when'),
  ask('f16-q-aca-cap2-fee', 'how much is a cap 2 module', 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')]),
  ask('f16-q-aca-yearly-sub', 'what does the yearly student sub for chartered accountants ireland cost', 'qualifications', [acaFee('Annual student subscription')], [accaFee('Annual subscription'), cimaFee('Annual subscription')]),
  ask('f16-q-aca-then-acca-sub', 'is acca cheaper per year', 'qualifications', [accaFee('Annual subscription')], [cimaFee('Annual subscription')], 'f16-q-aca-yearly-sub'),
  ask('f16-q-cima-ot-price', 'price of a cima objective test?', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')]),
  ask('f16-q-cima-then-case', 'and the case study one', 'qualifications', [cimaFee('Case study exam')], [accaFee('Strategic Professional exams')], 'f16-q-cima-ot-price'),
  ask('f16-q-cima-no-degree', "i dont have a degree, can i still do cima?", 'qualifications', [says(cimaPage, 'Certificate in Business Accounting')], [ACA_MARK, ACCA_MARK]),
  ask('f16-q-cima-experience', 'cima practical experience, how many yrs do they ask for', 'qualifications', [`${cimaFacts.experienceYears} years`], [ACA_MARK, ACCA_MARK]),
  ask('f16-q-cima-next-window', 'when is the next cima exam window', 'qualifications', cimaNextDates, [ACA_MARK, ACCA_MARK]),
  ask('f16-q-cta-stages', 'what are the stages of the CTA and how long is each one', 'qualifications', ['Foundation', 'Intermediate', 'Advanced', ctaStageMonths('Foundation'), ctaStageMonths('Advanced')], [ACA_MARK, ACCA_MARK]),
  ask('f16-q-cta-autumn', 'when is the autumn cta sitting', 'qualifications', ctaAutumnDates, [ACA_MARK, ACCA_MARK]),
  ask('f16-q-cta-then-next', 'and the next sitting after that', 'qualifications', ctaAfterAutumn, [ACA_MARK, ACCA_MARK], 'f16-q-cta-autumn'),
  ask('f16-q-cta-membership', 'what do i need to become a member of the irish tax institute as a chartered tax adviser', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`, `${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK]),
  ask('f16-q-cima-then-reg', 'how much to register with cima then', 'qualifications', [cimaFee('Registration')], [accaFee('Registration'), acaFee('Student registration')], 'f16-q-cima-no-degree'),

  // --- Market ---------------------------------------------------------------------------------------------------
  ask('f16-m-growth', 'how much has the finance jobs market grown this year', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f16-m-growth-then-pay', 'and the average salary increase?', 'market', [stat('average-salary-increase')], [stat('remote-positions')], 'f16-m-growth'),
  ask('f16-m-cork-share', 'what share of finance jobs are in cork', 'market', [regionShare('Cork')], [regionShare('Dublin'), regionShare('Galway')]),
  ask('f16-m-cork-then-dublin', 'how does that compare to dublin', 'market', [regionShare('Dublin')], [stat('remote-positions')], 'f16-m-cork-share'),
  ask('f16-m-time-to-fill', 'avg time to fill an accountant vacancy in ireland', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f16-m-hybrid-pct', 'what % of finance jobs let you work from home at least part of the week', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  ask('f16-m-remote-then-premium', 'do those ones pay more', 'salary-insights', [remotePremium], [esgPremium], 'f16-m-hybrid-pct'),
  ask('f16-m-galway-move', 'moving back to galway, are there many finance jobs there', 'market', [regionShare('Galway')], [regionShare('Cork')]),
  ask('f16-m-offers-up', 'by how much have the salaries being offered gone up on last year', 'market', [stat('average-salary-increase')], [stat('remote-positions')]),

  // --- Contact --------------------------------------------------------------------------------------------------
  ask('f16-c-phone', 'whats yer phone number', 'contact', [agency.phone.display], []),
  ask('f16-c-email-formal', 'Good afternoon, could you please provide an email address to which I may send my CV? Kind regards, Olena', 'contact', [agency.email], []),
  ask('f16-c-address', 'where are ye based, full address?', 'contact', [agency.address.streetAddress], []),
  ask('f16-c-address-then-eircode', 'eircode?', 'contact', [agency.address.postalCode], [], 'f16-c-address'),
  ask('f16-c-saturdays', 'r u open saturdays', 'contact', [weekdays], []),
  ask('f16-c-open-time', 'whens the earliest i can ring you in the morning', 'contact', [openingTime], []),
  ask('f16-c-open-then-close', 'and close?', 'contact', [closingTime], [], 'f16-c-open-time'),
  ask('f16-c-licence', 'employment agency licence number?', 'contact', [agency.licence.number], []),
  ask('f16-c-whatsapp', 'can i whatsapp you instead of calling', 'contact', [agency.whatsappUrl.replace('https://', '')], []),

  // --- Interview tips -------------------------------------------------------------------------------------------
  ask('f16-t-tell-me-a-time', 'how do i answer the "tell me about a time when" questions', 'interview-tips', ['Situation'], [OFFER_TIP, MIC_TIP]),
  ask('f16-t-thank-you', 'should i send a thank you email after the interview', 'interview-tips', [tipPhrase('send-a-thank-you-note', 'interest')], [MIC_TIP]),
  ask('f16-t-month-end', 'what figures should i have ready for a finance interview, like month end stuff', 'interview-tips', [tipPhrase('know-your-numbers', 'month-end close')], [OFFER_TIP, MIC_TIP]),
  ask('f16-t-technical', "they might ask me technical questions on consolidations and im not sure ill know the answer, what do i do", 'interview-tips', [tipPhrase('think-aloud-on-technical-questions', 'step by step')], [OFFER_TIP, MIC_TIP]),
  ask('f16-t-exams-plan', "im still studying, what do i say when they ask about my exams", 'interview-tips', [tipPhrase('discuss-your-qualification-plan', 'next sitting')], [OFFER_TIP, MIC_TIP]),
  ask('f16-t-fund-admin', 'interview with a fund administrator next week, any tips?', 'interview-tips', [FUNDS_TIP], [TECH_TIP, PHARMA_TIP]),
  ask('f16-t-funds-then-big4', 'and for a big 4 audit one after that', 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, TECH_TIP], 'f16-t-fund-admin'),
  ask('f16-t-saas', 'got a finance role interview at a software scale-up, what topics to brush up', 'interview-tips', [TECH_TIP], [AUDIT_TIP, FUNDS_TIP]),
  ask('f16-t-what-to-wear', 'what do i wear to an interview in a practice', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP]),
  ask('f16-t-counter-offer', 'got a counter offer from my current place, advice?', 'interview-tips', [OFFER_TIP], [MIC_TIP]),
  ask('f16-t-teams-call', 'teams interview tmrw any advice', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'eye level')], [OFFER_TIP, AUDIT_TIP]),
  ask('f16-t-teams-then-headset', 'should i test the headset or mic beforehand', 'interview-tips', [MIC_TIP], [OFFER_TIP], 'f16-t-teams-call'),
  ask('f16-t-expectations', 'they asked my salary expectations in the first round, what do i say', 'interview-tips', [tipPhrase('know-your-market-value', 'range')], [MIC_TIP]),
  ask('f16-t-answer-length', 'how long should each answer be, i tend to ramble', 'interview-tips', [presencePhrase('Concise Answers', 'two minutes')], [OFFER_TIP]),

  // --- Services, CV and privacy, jobs, the chat -------------------------------------------------------------------
  ask('f16-v-candidate-free', 'do i have to pay you anything as a candidate', 'services', [says(candidatesPage, 'free')], []),
  ask('f16-v-cv-permission', 'my current employer cant find out im looking, do you send cvs out without checking with me', 'services', [says(candidatesPage, 'permission')], []),
  ask('f16-v-cv-size', 'cv upload keeps failing, is there a size limit', 'services', [`${MAX_CV_MEGABYTES}MB`], []),
  ask('f16-v-cv-doc', 'my cv is an old .doc file, will that upload ok', 'services', [says(cvUploadTexts, 'DOC')], []),
  ask('f16-v-data-kept', 'how long do ye hold onto personal data', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f16-v-data-then-remove', 'ok and can i have it removed if i change my mind', 'services', [says(privacyPolicy, 'delete')], [], 'f16-v-data-kept'),
  ask('f16-v-regulator', 'who is the data protection regulator if i have a complaint', 'services', [dataProtectionCommission.name], []),
  ask('f16-v-cookies', 'do u use cookies', 'services', [says(cookiesPolicy, 'essential')], []),
  ask('f16-v-process', 'what happens after we send you a vacancy, whats the process', 'services', [processStep(1), processStep(2), processStep(3), processStep(4)], []),
  ask('f16-v-process-then-interview', 'do you actually interview the candidates yourselves', 'services', [says(employersPage.process, 'interviewed')], [], 'f16-v-process'),
  ask('f16-v-spec-speed', 'if we send over a job spec how fast do you come back to us', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()]),
  ask('f16-v-nationwide', 'do you only recruit in dublin or all over the country', 'services', [says(employersPage, 'across Ireland')], []),
  ask('f16-v-current-jobs', 'what jobs have you got at the moment', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f16-v-jobs-then-trainee-pay', 'trainee accountant job, how much does it pay', 'services', [trainee.salary], [qualifiedJob.salary], 'f16-v-current-jobs'),
  ask('f16-v-jobs-then-qualified', 'is the qualified one hybrid', 'services', [qualifiedJob.jobType], [trainee.salary], 'f16-v-jobs-then-trainee-pay'),
  ask('f16-v-recruiters', 'who are the recruiters there', 'services', [niamh.name, conor.name], []),
  ask('f16-v-aine-person', 'is Aine a real person or a computer', 'services', [says(disclaimer, 'AI')], []),
  ask('f16-v-aine-then-model', 'which ai company makes you', 'services', [assistant.modelName], [], 'f16-v-aine-person'),
  ask('f16-v-chat-servers', 'where is this conversation stored / processed', 'services', [says(disclaimer, 'United States')], []),
  ask('f16-v-solicitors', 'do ye recruit solicitors as well or just accountants', 'services', [OFF_TOPIC_SCOPE], []),

  // --- Off-topic -------------------------------------------------------------------------------------------------
  ...(
    [
      ['f16-o-capital', 'whats the capital of australia'],
      ['f16-o-pizza', 'can you recommend a good pizza place in cork'],
      ['f16-o-carpet', 'how do i get red wine out of a carpet'],
      ['f16-o-polish', 'translate good morning into polish'],
      ['f16-o-luas', 'what time does the luas stop running at night'],
      ['f16-o-hen-party', 'ideas for a hen do in galway on a budget'],
      ['f16-o-football', 'whats the score in the liverpool match'],
      ['f16-o-banana', 'how many calories in a banana'],
      ['f16-o-laptop', 'my laptop wont turn on, what do i do'],
      ['f16-o-netflix', 'recommend a good series on netflix'],
      ['f16-o-bank-holiday', 'when is the next bank holiday'],
      ['f16-o-song', 'who sings that song thats always on the radio, la la la something'],
      ['f16-o-net-pay', 'how much tax will i pay on a 50k salary, whats my take home'],
      ['f16-o-exam-relief', 'can i claim tax relief on my exam fees'],
      ['f16-o-own-return', 'i need someone to do my rental income return, any accountant you know'],
      ['f16-o-credit-card', 'should i pay off my credit card or save the money'],
      ['f16-o-credit-union', 'is a credit union loan cheaper than a bank one'],
      ['f16-o-index-funds', 'are index funds a good idea for a first time investor'],
      ['f16-o-hse-nurse', 'how much does a staff nurse get paid in the hse'],
      ['f16-o-retail-jobs', 'any retail jobs going in dublin'],
      ['f16-o-stamp4', 'can you help me with my stamp 4 application'],
      ['f16-o-min-wage', 'has the minimum hourly rate gone up for 2026'],
      ['f16-o-cro', 'how do i register a limited company with the cro'],
      ['f16-o-redundancy', 'am i entitled to redundancy if my company closes down'],
      ['f16-o-budget-app', 'recommend an app to track my spending'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  ...(
    [
      ['f16-h-actual-recruiter', 'can i talk to an actual recruiter pls'],
      ['f16-h-formal-call', 'Would it be possible for a member of your team to call me regarding a vacancy we have?'],
      ['f16-h-niamh', 'put me through to niamh'],
      ['f16-h-human', 'human pls'],
      ['f16-h-anyone-today', 'i need to speak with someone about a role today, is anyone available'],
      ['f16-h-bot-not-getting', 'could a consultant ring me back, this bot isnt getting it'],
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
