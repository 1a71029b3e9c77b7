// The EIGHTEENTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 27 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// sixteenth set and its test (for the rules, format and builders), and skimmed the thirteenth and
// fifteenth sets only to avoid repeating their wordings; never the engine (lambdas/), never the
// other set being written at the same time (the seventeenth), and never ran Aine on these questions
// nor looked at what it answers.
//
// Persona and angle: A FOURTH CROSS-SECTION OF ORDINARY VISITORS, on a busy Monday morning. More
// employers than usual: hiring managers, HR people and small business owners asking about fees, the
// process, time to hire and what salary to offer; more people writing full sentences or short
// emails with a greeting and sign-off; and now and then someone asking two things in one message
// (a right reply answers both). Candidates too, in every register: typos and text-speak, Irish usage
// ("ye", "yer", "grand", "what would I get as an FC in Cork"), terse keywords, non-native grammar.
// Topics in proportion to what visitors ask: salaries by role, level and city the most, then
// placement fees, qualifications and exams, market figures, contact and hours, interview tips, the
// agency's services and process, CV upload and privacy, jobs and the chat itself; follow-up chains
// of two or three turns carrying a slot forward (a new city, level, role, salary or qualification);
// everyday off-topic questions, half of them near-misses; a few requests for a person.
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
import { assistant, disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { candidatesPage } from '#content/candidates';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { cvUploadTexts } from '#content/messages';
import {
  acaAccaComparisonPage,
  acaFacts,
  acaPage,
  accaFacts,
  cimaFacts,
  cimaKeyDatesFact,
  cimaPage,
  ctaFacts,
  ctaKeyDatesFact,
  ctaPage,
} from '#content/qualifications';
import { salaryGuidePage } from '#content/salary-guide';
import { teamMembers } from '#content/team';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion } from './held-out-case.ts';
import {
  accaPaperName,
  ask,
  compare,
  ctaSitting,
  ctaStageMonths,
  examGroup,
  feeAmount,
  notRight,
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
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, fee, otherLevels, pay, QA, stat, SUPPORT, regionShare, wrongBandFees } from './held-out-figures.ts';

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const cimaNextCaseStudy: string[] = cimaDatesPassed ? [websiteHost(cimaFacts.website)] : ['case study'];
const ctaSpringResults: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').results];

const [niamh, conor] = teamMembers;
if (!niamh || !conor) {
  throw new RangeError('The team changed: update the eighteenth set');
}
const instagram = agency.socialLinks.find((link) => link.network === 'instagram');
if (!instagram) {
  throw new RangeError('The socials changed: update the eighteenth set');
}

type TableId = typeof QA | typeof CSUITE | typeof AUDIT | typeof SUPPORT;


/** Two things in one message: a role's band at one level and the fee at a salary; wrong with the role's other levels and the other bands' fees. */
function salaryAndFee(id: string, question: string, role: readonly [TableId, string], level: 0 | 1 | 2, amount: number): HeldOutQuestion {
  const right = [pay(role[0], role[1], level), ...fee(amount)];
  return ask(id, question, 'salary', right, notRight(right, [...otherLevels(role[0], role[1], level), ...wrongBandFees(amount)]));
}

export const eighteenthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite ---------------------------------------------------------------------------
  salary(
    'f18-s-cfo-midsize-email',
    'Good morning, we are a mid-sized logistics company (approx. 250 employees) about to recruit our first CFO. Could you indicate the salary range we should budget for? Kind regards, Declan',
    CSUITE,
    'CFO',
    1,
    [pay(CSUITE, 'Finance Director', 1)],
  ),
  salary('f18-s-cfo-then-gfc', 'Thanks. What salary would a group financial controller need at our size instead?', CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'CFO', 1)], 'f18-s-cfo-midsize-email'),
  salary('f18-s-fd-sme-owner', 'small business owner here (30 staff, tipperary). what does a finance director go for these days', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f18-s-fd-then-mid', 'and if we were a mid size company of 200?', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)], 'f18-s-fd-sme-owner'),
  salary('f18-s-gfc-multinational', 'GFC for a multinational, salary band?', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'CFO', 2)]),
  salaryRow('f18-s-cfo-all-sizes', 'cfo salaries by company size pls, small to enterprise', [CSUITE, 'CFO'], [CSUITE, 'Finance Director']),

  // --- Salaries: Qualified Accountants ---------------------------------------------------------------
  salary('f18-s-ma-nq-cork', "We're hiring a newly qualified management accountant in Cork - what salary should we be offering to be competitive?", QA, 'Management Accountant', 0),
  salary('f18-s-ma-then-4yrs', 'and if we wanted someone with 4 years PQE instead?', QA, 'Management Accountant', 1, [], 'f18-s-ma-nq-cork'),
  salary('f18-s-ma-then-fc', 'ok and a financial controller with the same experience?', QA, 'Financial Controller', 1, [pay(QA, 'Management Accountant', 2)], 'f18-s-ma-then-4yrs'),
  salary('f18-s-fa-2yrs-dundalk', 'Financial accountant, qualified 2 yrs, based Dundalk, whats a fair wage', QA, 'Financial Accountant', 0),
  salary('f18-s-fa-then-6yrs', 'what about when i hit 6 years', QA, 'Financial Accountant', 2, [], 'f18-s-fa-2yrs-dundalk'),
  salary('f18-s-fa-then-fc', 'would an fc job pay more at that stage', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)], 'f18-s-fa-then-6yrs'),
  salary('f18-s-fc-10yrs', "FC with 10+ years post qualification, what's the market paying?", QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)]),
  compare('f18-s-ia-vs-fpa-senior', 'which pays better after 6 or 7 years post qualifying, internal audit or fp&a?', [QA, 'Internal Auditor'], [QA, 'Financial Analyst'], 2),
  salary('f18-s-fpa-4yrs-nonnative', 'Hello, I work like financial analyst since 4 years after my CIMA. What is salary range for me in Dublin?', QA, 'Financial Analyst', 1),
  salary('f18-s-fc-nq-hr', 'HR here - we need to benchmark a financial controller role for someone just qualified. What range does your guide show?', QA, 'Financial Controller', 0),
  salaryRow('f18-s-fc-all-levels', 'fc pay nq / mid / senior?', [QA, 'Financial Controller'], [QA, 'Financial Accountant']),
  salary('f18-s-accountant-7yrs-galway', 'what would i get as an accountant in galway, 7 years qualified', QA, 'Financial Accountant', 2),
  salaryAndFee(
    'f18-s-fc-4yrs-and-fee',
    'We need an FC with around 4 years PQE. What salary should we offer, and what would your fee be if we land at €90,000?',
    [QA, 'Financial Controller'],
    1,
    90_000,
  ),

  // --- Salaries: Audit ---------------------------------------------------------------------------------
  salary('f18-s-manager-small-practice', "We're a small practice in Ennis hiring an audit manager. What salary would we need to pay?", AUDIT, 'Manager', 0, [pay(AUDIT, 'Director', 0)]),
  salary('f18-s-manager-then-senior', 'what about an audit senior for the same practice', AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0)], 'f18-s-manager-small-practice'),
  salary('f18-s-senior-big4', 'audit senior big 4 dublin salary', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)]),
  salary('f18-s-senior-then-manager', 'and a manager there?', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2)], 'f18-s-senior-big4'),
  salary('f18-s-junior-midtier', "starting in a mid-tier firm as an audit junior in september, what's the usual pay", AUDIT, 'Junior', 1),
  salary('f18-s-partner-big4', 'how much do big 4 partners make', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),
  salary('f18-s-director-small', 'audit director in a smaller firm, what range', AUDIT, 'Director', 0, [pay(AUDIT, 'Partner', 0)]),
  salaryRow('f18-s-director-all', 'audit director salaries across small firms, mid tier and big four', [AUDIT, 'Director'], [AUDIT, 'Manager']),

  // --- Salaries: Part-Qualified and Support ---------------------------------------------------------------
  salary('f18-s-aa-entry-owner', 'i own a small business and want to take on an accounts assistant, no experience needed, what should i pay them', SUPPORT, 'Accounts Assistant', 0),
  salary('f18-s-aa-then-2yrs', 'and if i wanted someone with a couple of years, say 2', SUPPORT, 'Accounts Assistant', 1, [], 'f18-s-aa-entry-owner'),
  salary(
    'f18-s-book-5yrs-email',
    'Dear Aine, I have been working as a bookkeeper for five years in Waterford. Could you tell me the salary range I should expect? Thank you, Marta',
    SUPPORT,
    'Bookkeeper',
    2,
  ),
  salary('f18-s-payroll-entry', 'payroll specialist entry level salary?', SUPPORT, 'Payroll Specialist', 0),
  salary('f18-s-ar-6mths', 'accounts receivable 6 months experience what do they pay', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('f18-s-pq-2yrs', 'part-qualified ACCA with 2 yrs experience in industry - salary range?', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f18-s-pq-then-cork', 'same in cork?', SUPPORT, 'Part-Qualified', 1, [], 'f18-s-pq-2yrs'),
  salaryRow('f18-s-book-all', 'bookkeeper salaries for all experience levels', [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Accounts Assistant']),
  compare('f18-s-ap-vs-payroll', 'payroll or AP, which pays more with 2 years experience', [SUPPORT, 'Accounts Payable/Receivable'], [SUPPORT, 'Payroll Specialist'], 1),
  ask(
    'f18-s-gross-or-bonus',
    'When we benchmark against your salary guide, are those figures gross base or do they include bonus and pension?',
    'salary',
    [says(salaryGuidePage.footnote, 'gross'), says(salaryGuidePage.footnote, 'bonus')],
    [],
  ),

  // --- Salary insights ----------------------------------------------------------------------------------------
  ask('f18-i-pension-offer', 'HR question: what pension match are other employers offering qualified accountants?', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f18-i-then-hybrid', 'and how many days remote would candidates expect', 'salary-insights', [hybridDays], [esgPremium], 'f18-i-pension-offer'),
  ask('f18-i-inflation-review', "we're doing our annual pay review, what % are firms giving existing finance staff for inflation", 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f18-i-ifrs-premium', 'does IFRS / US GAAP experience command a premium?', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),
  ask('f18-i-training-budget', 'how much should we budget per head for training and exams for our finance team', 'salary-insights', [developmentBudget], [esgPremium, remotePremium]),
  ask(
    'f18-i-esg-and-tech',
    "two q's: do ESG people earn more, and does tech sector experience add anything?",
    'salary-insights',
    [esgPremium, specialisationPremium('Technology')],
    [remotePremium, inflationAdjustment],
  ),

  // --- Placement fees -----------------------------------------------------------------------------------------
  placementFee('f18-p-52k-email', "Hi, we're an SME in Athlone and want to hire a qualified accountant at €52,000. What would your placement fee come to? Thanks, Siobhan", 52_000),
  placementFee('f18-p-52k-then-36k', 'and for a part-qualified on 36,500?', 36_500, [feeAmount(52_000)], 'f18-p-52k-email'),
  placementFee('f18-p-36k-then-29k', 'last one, a payroll clerk at 29k', 29_000, [feeAmount(36_500)], 'f18-p-52k-then-36k'),
  placementFee('f18-p-45k-exact', 'if the salary is exactly 45,000 which fee band is that', 45_000),
  placementFee('f18-p-45k-then-44999', 'and at 44,999?', 44_999, [feeAmount(45_000)], 'f18-p-45k-exact'),
  placementFee('f18-p-35k-exact', 'fees for a 35k hire?', 35_000),
  placementFee('f18-p-85k-fc', 'recruitment fee for an 85k financial controller please', 85_000),
  ask(
    'f18-p-150k-and-speed',
    "What's your fee on a €150k finance director and how quickly would you get back to us with a plan?",
    'placement-fees',
    [...fee(150_000), `${RESPONSE_GUARANTEE_HOURS} hours`],
    notRight(fee(150_000), wrongBandFees(150_000)),
  ),
  placementFee('f18-p-61k-text', '61k hire fee? thx', 61_000),
  placementFee('f18-p-61k-then-42k', 'what if we pitch it at 42k instead', 42_000, [feeAmount(61_000)], 'f18-p-61k-text'),
  ask('f18-p-vs-agencies', 'How do your fees compare with the bigger agencies?', 'placement-fees', [says(feesPage, 'lower than traditional agencies')], []),
  ask('f18-p-base-or-total', 'is the fee a % of base salary or the whole package incl bonus', 'placement-fees', [says(feesPage, 'base salary')], []),
  ask('f18-p-when-invoiced', 'when would the fee be invoiced - on acceptance of the offer or on the start date?', 'placement-fees', [says(termsOfService, 'in writing')], []),
  ask('f18-p-exclusivity', 'If we gave you exclusivity on the role would the percentage come down?', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], []),

  // --- Qualifications -----------------------------------------------------------------------------------------
  ask('f18-q-aca-fae-fee', 'how much does the FAE cost', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')]),
  ask('f18-q-acca-reg', 'acca registration fee?', 'qualifications', [accaFee('Registration')], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f18-q-acca-then-sub', 'and the yearly sub after that?', 'qualifications', [accaFee('Annual subscription')], [cimaFee('Annual subscription'), acaFee('Annual student subscription')], 'f18-q-acca-reg'),
  ask('f18-q-acca-sp-papers', 'what are the essentials papers at acca strategic professional', 'qualifications', examGroup(accaFacts.structure, 'SP-E').map(accaPaperName), [ACA_MARK, CIMA_MARK]),
  ask('f18-q-aca-levels', 'what are the 3 levels of the aca called', 'qualifications', [...acaFacts.levels], [ACCA_MARK, CIMA_MARK]),
  ask('f18-q-aca-then-electives', 'how many electives at the last one', 'qualifications', [`${acaFacts.faeElectives} electives`], [ACCA_MARK, CIMA_MARK], 'f18-q-aca-levels'),
  ask('f18-q-aca-cap1-subjects', 'which subjects are in CAP1', 'qualifications', [...examGroup(acaPage.structure.levels, 'CAP1')], [ACCA_MARK, CIMA_MARK]),
  ask(
    'f18-q-cima-count',
    'how many exams are in cima in total, objective tests and case studies',
    'qualifications',
    [`${cimaFacts.objectiveTests} objective tests`, `${cimaFacts.caseStudies} case study`],
    [ACA_MARK, ACCA_MARK],
  ),
  ask('f18-q-cima-then-sub', "and what's the yearly membership fee?", 'qualifications', [cimaFee('Annual subscription')], [accaFee('Annual subscription'), acaFee('Annual student subscription')], 'f18-q-cima-count'),
  ask('f18-q-cima-next-case', "when's the next cima case study exam and when do i have to register by", 'qualifications', cimaNextCaseStudy, [ACA_MARK, ACCA_MARK]),
  ask('f18-q-cima-centres', 'where can i sit cima exams in ireland, is there a centre in limerick', 'qualifications', [says(cimaPage, 'Pearson VUE')], [ACA_MARK, ACCA_MARK]),
  ask('f18-q-cta-spring-results', 'when do the spring cta results come out', 'qualifications', ctaSpringResults, [ACA_MARK, ACCA_MARK]),
  ask('f18-q-cta-intermediate', 'how long is the cta intermediate stage', 'qualifications', [ctaStageMonths('Intermediate')], [ACA_MARK, ACCA_MARK]),
  ask(
    'f18-q-aca-or-acca',
    'ACA or ACCA - whats the main difference in how you do them?',
    'qualifications',
    [says(acaAccaComparisonPage, 'training contract'), says(acaAccaComparisonPage, 'flexibility')],
    [CIMA_MARK],
  ),

  // --- Market ---------------------------------------------------------------------------------------------------
  ask('f18-m-time-to-hire', 'Realistically how long does it take to fill a financial accountant vacancy? We need someone asap', 'market', [formatTimeToHire()], [stat('remote-positions')]),
  ask('f18-m-then-galway', 'is galway harder? what share of the openings are there', 'market', [regionShare('Galway')], [regionShare('Cork')], 'f18-m-time-to-hire'),
  ask('f18-m-salary-budget', "we're setting next year's budget, by how much have offered salaries risen on average", 'market', [stat('average-salary-increase')], [stat('job-market-growth')]),
  ask(
    'f18-m-growth-and-remote',
    'two things: how much has the finance job market grown, and what share of roles are remote or hybrid?',
    'market',
    [stat('job-market-growth'), stat('remote-positions')],
    [stat('average-salary-increase')],
  ),
  ask('f18-m-shortage', "Is it hard to find qualified accountants at the moment? We've had a role open for weeks", 'market', [says(marketTrendsSeed, 'shortage')], []),
  ask('f18-m-ai-ap', 'will AI replace our accounts payable team?', 'market', [says(marketTrendsSeed, 'exception handling')], []),

  // --- Contact --------------------------------------------------------------------------------------------------
  ask('f18-c-email-hr', 'Good morning, which email address should I send a job specification to? Regards, Paul (HR, Naas)', 'contact', [agency.email], []),
  ask('f18-c-email-then-phone', "and a phone number in case it's urgent?", 'contact', [agency.phone.display], [], 'f18-c-email-hr'),
  ask('f18-c-phone-and-late', 'whats ur number and r u open late in the evenings', 'contact', [agency.phone.display, closingTime], []),
  ask('f18-c-meet-sligo', 'Can one of you come and meet us at our office in Sligo?', 'contact', [says(agency.operatingModel, 'anywhere in Ireland')], []),
  ask('f18-c-monday-open', 'what time do ye open monday mornings', 'contact', [openingTime], []),
  ask('f18-c-weekend', 'is there anyone there at the weekend', 'contact', [weekdays], []),
  ask('f18-c-postal', 'postal address for sending documents?', 'contact', [agency.address.streetAddress, agency.address.postalCode], []),
  ask('f18-c-instagram', 'do ye have an instagram', 'contact', [websiteHost(instagram.url)], []),

  // --- Interview tips -------------------------------------------------------------------------------------------
  ask('f18-t-weakness', 'what do i say when they ask for my biggest weakness', 'interview-tips', [tipPhrase('answer-the-weakness-question', 'development area')], [OFFER_TIP, MIC_TIP]),
  ask('f18-t-then-behavioural', 'and behavioural questions, whats the best way to structure those', 'interview-tips', ['Situation'], [OFFER_TIP, MIC_TIP], 'f18-t-weakness'),
  ask('f18-t-questions-to-ask', 'what questions should i ask them at the end of the interview', 'interview-tips', [tipPhrase('prepare-questions-to-ask', 'team structure')], [MIC_TIP, OFFER_TIP]),
  ask('f18-t-research', 'how should I research the company before the interview', 'interview-tips', [tipPhrase('research-the-company', 'annual report')], [MIC_TIP]),
  ask('f18-t-medtech', 'interview with a medical devices company in galway, what should i brush up on', 'interview-tips', [PHARMA_TIP], [TECH_TIP, FUNDS_TIP]),
  ask('f18-t-then-dress', 'and what should I wear for that one', 'interview-tips', [presencePhrase('Dress', 'business casual')], [MIC_TIP], 'f18-t-medtech'),
  ask('f18-t-feedback', "didn't get the job, is it worth asking for feedback", 'interview-tips', [tipPhrase('ask-for-feedback', 'recruiter')], [MIC_TIP]),
  ask('f18-t-video-join', 'how early should i log on for a video interview', 'interview-tips', [presencePhrase('Punctuality', 'five minutes')], [OFFER_TIP]),
  ask('f18-t-why-leaving', 'how do i explain why im leaving my current job without sounding negative', 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [MIC_TIP]),

  // --- Services, CV and privacy, jobs, the chat -------------------------------------------------------------------
  ask(
    'f18-v-never-used-recruiter',
    "We've never used a recruiter before. How does it work if we want you to find us a financial controller?",
    'services',
    [processStep(1), processStep(2), processStep(3), processStep(4)],
    [],
  ),
  ask('f18-v-then-pay-before', 'and do we pay anything before someone actually starts?', 'placement-fees', [says(feesPage, 'successful')], [], 'f18-v-never-used-recruiter'),
  ask('f18-v-brief-speed', 'how soon would we hear back after sending you the brief', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], []),
  ask('f18-v-vetted', 'are the candidates you send actually vetted or do you just forward cvs', 'services', [says(employersPage, 'interviewed')], []),
  ask('f18-v-contract-roles', 'do you do contract finance roles or just permanent', 'services', [says(termsOfService, 'permanent and contract')], []),
  ask('f18-v-tax-roles', 'do you place tax people, like tax seniors and managers?', 'services', [says(ctaPage, 'tax professionals')], []),
  ask('f18-v-developer', 'we also need a software developer, can you help with that?', 'services', [OFF_TOPIC_SCOPE], []),
  ask('f18-v-why-you', 'why would we use you over one of the big generalist agencies', 'services', [says(employersPage, 'accounting and finance')], []),
  ask('f18-v-cv-formats', 'what file types can i upload my cv as', 'services', [says(cvUploadTexts, 'PDF'), says(cvUploadTexts, 'DOCX')], []),
  offTopic('f18-fo-cv-then-converter', "grand. also whats the best free pdf converter", 'f18-v-cv-formats'),
  ask('f18-v-delete-data', 'please delete all my data, how do i go about that', 'services', [agency.email], []),
  ask('f18-v-cv-shared', 'Do you share my CV with employers automatically once I register?', 'services', [says(candidatesPage, 'permission')], []),
  ask('f18-v-vacancies', 'any vacancies on your books right now?', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f18-v-then-trainee-degree', 'does the trainee one need a degree', 'services', [says(trainee.requirements, 'Degree')], [qualifiedJob.salary], 'f18-v-vacancies'),
  ask('f18-v-then-qualified-pay', 'whats the salary for the qualified accountant one', 'services', [qualifiedJob.salary], [trainee.salary], 'f18-v-then-trainee-degree'),
  ask('f18-v-founders', 'who set up the agency?', 'services', [niamh.name, conor.name], []),
  ask('f18-v-then-employers-contact', 'which of them looks after employers', 'services', [conor.name], [], 'f18-v-founders'),
  ask('f18-v-aine-hours', 'is this chat available at night and at weekends', 'services', [says(assistant, '24/7')], []),
  ask('f18-v-pps', 'can i give you my PPS number so you can check my details', 'services', [says(disclaimer, 'PPS')], []),

  // --- Off-topic -------------------------------------------------------------------------------------------------
  ...(
    [
      ['f18-o-rain-limerick', 'ugh monday. is it going to rain in limerick today'],
      ['f18-o-coffee', 'best coffee near grand canal dock?'],
      ['f18-o-lunchbox', 'quick lunchbox idea that isnt a sandwich'],
      ['f18-o-retirement-poem', "write me a short poem for my colleague's retirement card"],
      ['f18-o-hurling', 'who won the all ireland hurling final last year'],
      ['f18-o-printer', 'our office printer keeps jamming, any fix?'],
      ['f18-o-lisbon', 'cheapest flights dublin to lisbon in march'],
      ['f18-o-dog', 'what breed of dog suits an apartment'],
      ['f18-o-joke', 'tell me a joke to start the week'],
      ['f18-o-parking', 'where can i park near heuston station'],
      ['f18-o-team-night', 'ideas for a team night out in kilkenny'],
      ['f18-o-vat-threshold', 'at what turnover do I have to register my business for VAT'],
      ['f18-o-mortgage', 'how much could i borrow for a mortgage on a 60k salary'],
      ['f18-o-written-contract', 'do we legally have to give a new hire a written contract within a certain number of days'],
      ['f18-o-probation', 'can we let someone go during probation without giving a reason'],
      ['f18-o-sales-manager', 'can you find us a sales manager for our Cork branch'],
      ['f18-o-cafe-books', 'can ye do the books for my cafe every month'],
      ['f18-o-bitcoin', 'should i put my bonus into bitcoin'],
      ['f18-o-permit-india', 'how do I apply for a critical skills employment permit for a candidate from India'],
      ['f18-o-ifrs16-homework', 'can you do my assignment: prepare the journal entries for a lease under IFRS 16'],
      ['f18-o-rent-credit', 'how do i claim the rent tax credit'],
      ['f18-o-teacher-pay', "what's a secondary teacher's salary in ireland"],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  ...(
    [
      ['f18-h-hr-callback', "Hi, I'm the HR manager at a manufacturing firm. Could someone from your team give me a call this morning to discuss two finance vacancies?"],
      ['f18-h-conor', 'can i speak to conor directly please'],
      ['f18-h-real-person', 'rather talk to a real person tbh'],
      ['f18-h-cfo-search', "Please pass my details to one of the recruiters, I'd like to discuss a CFO search."],
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
