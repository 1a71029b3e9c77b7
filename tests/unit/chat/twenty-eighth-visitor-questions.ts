// The TWENTY-EIGHTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 29 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// twentieth and twenty-fourth sets and their tests (for the rules, format and builders, and to avoid
// repeating their wordings); never the engine (lambdas/), never any other set, and never ran Aine on
// these questions nor looked at what it answers.
//
// Persona and angle: AN ELEVENTH CROSS-SECTION: ONE DAY'S CHAT LOG. The questions are laid out as one
// weekday's conversations would arrive, from the early commute to after midnight, each conversation
// from a different person: about 60% candidates (students, audit trainees, the newly qualified,
// experienced accountants, a returner after a career break, career changers from teaching and retail),
// 25% employers (owners of small firms, finance managers, HR, a group controller hiring for a
// multinational) and 15% others (parents, partners, people who landed on the site by mistake and
// think it is the council, the Lotto or a travel agent). Lengths run from three words to forty; some
// are careful and formal, some typed on a phone at a bus stop with typos and no punctuation; Irish
// usage where it comes naturally ("ye", "yous", "grand", "after qualifying", "the Leaving", "ring").
// Topics in proportion to what visitors ask: salaries by role, level and city the most, then placement
// fees, qualifications and exams, market figures, contact and hours, interview tips, the agency's
// services, CV upload and privacy, jobs and the chat itself; follow-up chains of two to four turns
// carrying a slot forward (a new city, level, role, firm size, salary, qualification stage), two of
// them drifting off-topic; everyday off-topic questions and, more than half of them, near-misses that
// sound financial or recruitment-like; four requests for a person.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the twentieth and twenty-fourth sets):
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
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee). No
//   salary sits on a band edge (€35,000 or €45,000).
// - Two questions in one message: the reply is right only with both answers.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, USC and PRSI, mortgages, investments, pensions
//   advice, immigration paperwork, company filings, VAT, employment law, pay or jobs outside
//   accounting and finance, homework). An off-topic reply must name "accounting and finance" and
//   quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.

import { agency } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { assistant } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { employersPage } from '#content/employers';
import { feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { acaFacts, accaFacts, cimaFacts, cimaKeyDatesFact, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
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
const cimaObjectiveTestWindows: string[] = cimaDatesPassed
  ? [websiteHost(cimaFacts.website)]
  : cimaFacts.windows2025.objectiveTests.map((testWindow) => testWindow.display);
const ctaSpringResults: string[] = ctaDatesPassed ? [websiteHost(ctaFacts.website)] : [ctaSitting('Spring').results];

const designation = says(cimaFacts, 'CGMA');
const whatsapp = websiteHost(agency.whatsappUrl);
const hours = `${RESPONSE_GUARANTEE_HOURS} hours`;

/** The hand-over rule: the reply names who receives the question and asks for the visitor's name. */
function handOver(id: string, question: string): HeldOutQuestion {
  return { id, question, kind: 'hand-over', topic: 'hand-over', mustContain: [handoverRecipients, 'name'], mustNotContain: ['€'] };
}

export const twentyEighthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- 07:00-09:00: the commute ------------------------------------------------------------------------
  salary('f28-s-fa-nq-limerick', 'got my letters in september, looking at financial accountant jobs in limerick now, what should i be going for', QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f28-s-fa-then-4yrs', 'and say 4 years down the line?', QA, 'Financial Accountant', 1, [], 'f28-s-fa-nq-limerick'),
  salary('f28-s-fa-then-fc', 'what if i went for financial controller jobs at that point instead', QA, 'Financial Controller', 1, [pay(QA, 'Financial Accountant', 1)], 'f28-s-fa-then-4yrs'),
  offTopic('f28-o-bins', 'is this the county council? need to know when the brown bin is collected in my area'),
  ask('f28-c-open-evening', 'r ye open at 7 in the evening, can only ring after work', 'contact', [closingTime], []),
  salary('f28-s-junior-mid-son', 'My son has been offered a graduate audit job in a mid tier firm in Dublin. Is the pay usually decent? What is the normal range?', AUDIT, 'Junior', 1, [pay(AUDIT, 'Senior', 1)]),
  salary('f28-s-junior-then-senior', 'and once he is made a senior in that firm?', AUDIT, 'Senior', 1, [pay(AUDIT, 'Junior', 1), pay(AUDIT, 'Manager', 1)], 'f28-s-junior-mid-son'),
  offTopic('f28-fo-senior-then-cao', 'grand. his sister wants commerce in UCD, how many CAO points did it go for last year', 'f28-s-junior-then-senior'),
  ask('f28-q-cap1-months', 'when are cap1 exams on and when is the resit', 'qualifications', [acaSitting('CAP1').main, acaSitting('CAP1').repeat], [ACCA_MARK, CIMA_MARK]),
  salary('f28-s-ap-entry-waterford', 'accounts payable clerk no experience whats the starting pay in waterford', SUPPORT, 'Accounts Payable/Receivable', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salary('f28-s-ap-then-2yrs', 'and after 2 years at it', SUPPORT, 'Accounts Payable/Receivable', 1, [], 'f28-s-ap-entry-waterford'),
  offTopic('f28-o-usc-prsi', 'how much usc and prsi will i pay on 48 grand'),
  ask('f28-m-galway-share', 'what share of new finance jobs are in galway', 'market', [regionShare('Galway')], [regionShare('Cork'), regionShare('Dublin')]),
  ask('f28-m-galway-then-dublin', 'and what about dublin?', 'market', [regionShare('Dublin')], [regionShare('Cork')], 'f28-m-galway-share'),
  ask('f28-c-opening', 'what time do yous open in the morning', 'contact', [openingTime], []),
  salary('f28-s-ma-7yrs-cork', 'Management accountant, 7 years PQE, Cork. Am I underpaid on 78k?', QA, 'Management Accountant', 2, [pay(QA, 'Financial Controller', 2)]),
  ask('f28-t-insurance', "Interview with an insurance company's finance team on Thursday. What will they focus on?", 'interview-tips', [FUNDS_TIP], [TECH_TIP, PHARMA_TIP]),
  ask('f28-t-insurance-then-wear', 'and is it suit and tie for that kind of place', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP], 'f28-t-insurance'),
  offTopic('f28-o-luas', 'is the red luas running this morning'),

  // --- 09:00-12:00: the working morning, employers at their desks -------------------------------------
  placementFee('f28-p-52k-mullingar', "Hi, we're a small family-run engineering firm in Mullingar with about twenty staff, and we're hiring our first ever qualified accountant at €52,000 to take the books in-house from our external accountant. What would your fee be?", 52_000),
  placementFee('f28-p-52k-then-33k', 'And an accounts assistant at 33k alongside them?', 33_000, [feeAmount(52_000)], 'f28-p-52k-mullingar'),
  placementFee('f28-p-33k-then-41k', 'what if we pushed that second one up to 41k', 41_000, [feeAmount(33_000)], 'f28-p-52k-then-33k'),
  offTopic('f28-fo-41k-then-prsi', 'do we pay employer prsi on top of that salary and at what rate', 'f28-p-33k-then-41k'),
  salary('f28-s-gfc-mid-hr', 'hr here - group financial controller for a company of about 220 people, what band should we advertise', CSUITE, 'Group Financial Controller', 1, [pay(CSUITE, 'Finance Director', 1)]),
  salary('f28-s-ma-pharma-employer', "We're a pharma manufacturer in Cork hiring a management accountant with about four years' PQE. What salary should we offer?", QA, 'Management Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  ask('f28-i-ma-then-premium', 'Is there a pharma premium on top of that we should allow for?', 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium, remotePremium], 'f28-s-ma-pharma-employer'),
  ask('f28-v-talent-search', 'How do you actually find candidates? Is it just job boards?', 'services', [processStep(2), says(employersPage.process, 'passive')], []),
  placementFee('f28-p-95k-fc', 'fee for an FC at 95,000?', 95_000),
  ask('f28-p-95k-then-basis', 'is that worked out on the base or do you count his car allowance too', 'placement-fees', [says(feesPage, 'base salary')], [], 'f28-p-95k-fc'),
  ask('f28-c-email-vacancy', 'Which email address should I use to send through a vacancy for a payroll manager?', 'contact', [agency.email], []),
  ask('f28-v-response-time', 'if we send ye a vacancy on a friday when would we hear back', 'services', [hours], [formatTimeToHire()]),
  salary('f28-s-cfo-small-startup', "Morning. We're a fintech of 40 staff thinking about our first CFO. What's the going salary at our size?", CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f28-s-cfo-then-fd', 'would a finance director be cheaper for us at this stage', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)], 'f28-s-cfo-small-startup'),
  ask('f28-i-inflation-budget', "I'm a finance manager putting together next year's budget. What cost-of-living increase are other firms giving existing staff?", 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f28-i-hybrid-norm', 'HR question - whats the norm for hybrid in finance teams now, how many days at home are people expecting', 'salary-insights', [hybridDays], [pensionMatch]),
  offTopic('f28-o-marketing-manager', 'we also need a marketing manager, could you find us one of those'),
  ask('f28-p-exclusive-roles', "We've five finance roles to fill this year. Would you give us a better rate if we used only you?", 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], []),
  placementFee('f28-p-28500-payroll', 'what do ye charge for a payroll clerk on 28,500', 28_500),
  compare('f28-s-cfo-vs-gfc-large', "In a large multinational, how does a CFO's salary compare with a group financial controller's?", [CSUITE, 'CFO'], [CSUITE, 'Group Financial Controller'], 2),
  offTopic('f28-o-cro-return', 'when is our annual return due to the CRO, we incorporated last March'),
  ask('f28-p-when-pay', 'When do we actually pay your fee - when the offer is accepted or when they start?', 'placement-fees', [says(termsOfService, 'in writing')], []),

  // --- 12:00-14:00: lunch breaks -----------------------------------------------------------------------
  salary('f28-s-fc-4yrs-galway', 'fc galway 4yrs pqe salary', QA, 'Financial Controller', 1, [pay(CSUITE, 'Group Financial Controller', 1)]),
  salary('f28-s-fc-then-sligo', 'same job in sligo, would it pay less?', QA, 'Financial Controller', 1, [], 'f28-s-fc-4yrs-galway'),
  ask('f28-q-aca-reg', 'what does it cost to register as a chartered accountants ireland student', 'qualifications', [acaFee('Student registration')], [accaFee('Registration'), cimaFee('Registration')]),
  ask('f28-q-aca-then-sub', 'and the yearly student sub after that?', 'qualifications', [acaFee('Annual student subscription')], [accaFee('Annual subscription'), cimaFee('Annual subscription')], 'f28-q-aca-reg'),
  salary('f28-s-pq-2yrs-kilkenny', 'Part qualified, halfway through my ACCA, 2 yrs experience, based in Kilkenny. Market rate?', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  ask('f28-t-length', 'how long should each answer be in an interview', 'interview-tips', [presencePhrase('Concise Answers', 'one to two minutes')], [MIC_TIP, OFFER_TIP]),
  ask('f28-t-length-then-we', 'and when it was a team project do i say we or i', 'interview-tips', [tipPhrase('use-the-enhanced-star-method', 'personally')], [OFFER_TIP, MIC_TIP], 'f28-t-length'),
  offTopic('f28-o-mortgage-62k', 'how much can i borrow for a mortgage on 62k a year, first time buyer'),
  salary('f28-s-payroll-5yrs', 'payroll specialist 5+ yrs what am i worth', SUPPORT, 'Payroll Specialist', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  ask('f28-m-remote-share', 'what % of accountancy jobs are remote or hybrid now', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  ask('f28-m-remote-then-premium', 'and do the fully remote ones pay any more', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment], 'f28-m-remote-share'),
  salary('f28-s-partner-small', 'What would a partner in a small local accountancy practice earn in a year?', AUDIT, 'Partner', 0, [pay(AUDIT, 'Director', 0)]),
  ask('f28-v-cv-photo', 'my cv is 14MB because of the photo on it, will it upload?', 'services', [`${MAX_CV_MEGABYTES}MB`], []),
  ask('f28-q-acca-ethics', 'How much is the ACCA ethics module?', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Applied Knowledge exams'), accaFee('Registration')]),
  salary('f28-s-aa-career-changer', "I'm 38 and moving from teaching into accounting, doing ACCA at night. What would an accounts assistant job with no experience pay?", SUPPORT, 'Accounts Assistant', 0, [pay(SUPPORT, 'Part-Qualified', 0)]),
  offTopic('f28-o-stamp-1g', 'how do i switch from stamp 2 to stamp 1g after i graduate'),
  ask('f28-c-whatsapp', 'do u have whatsapp', 'contact', [whatsapp], []),
  compare('f28-s-ma-vs-fc-4yrs', 'With four years PQE, would I earn more as a management accountant or a financial controller?', [QA, 'Management Accountant'], [QA, 'Financial Controller'], 1),
  ask('f28-v-jobs-list', 'what vacancies have ye up at the moment', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f28-v-jobs-then-trainee-pay', 'what does the trainee one pay', 'services', [trainee.salary], [qualifiedJob.salary], 'f28-v-jobs-list'),
  ask('f28-v-trainee-then-qualified-hybrid', 'and is the qualified one hybrid?', 'services', [qualifiedJob.jobType], [trainee.salary], 'f28-v-jobs-then-trainee-pay'),
  offTopic('f28-o-lotto', "what were last night's lotto numbers"),

  // --- 14:00-17:30: the afternoon ----------------------------------------------------------------------
  salary('f28-s-fd-plc', 'What does a finance director of a listed plc earn in Ireland?', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)]),
  salary('f28-s-fd-then-cfo', 'and the cfo above them?', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)], 'f28-s-fd-plc'),
  ask('f28-q-cap2-cost', 'cost per cap2 module?', 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')]),
  salaryRow('f28-s-junior-row', 'trainee auditor pay at a small firm, mid tier and big 4?', [AUDIT, 'Junior'], [AUDIT, 'Senior']),
  placementFee('f28-p-39k-semi', 'Recruitment fee for an audit semi-senior, salary 39k', 39_000),
  ask('f28-t-saas', 'interview with a saas company next week for a commercial finance role, what technical stuff should i revise', 'interview-tips', [TECH_TIP], [AUDIT_TIP, FUNDS_TIP]),
  salary('f28-s-director-big4', 'big 4 audit director pay', AUDIT, 'Director', 2, [pay(AUDIT, 'Partner', 2), pay(AUDIT, 'Manager', 2)]),
  offTopic('f28-o-redundancy', 'how much statutory redundancy am i entitled to after 9 years with the one company'),
  ask('f28-q-acca-as-cost', 'acca applied skills exam fee?', 'qualifications', [accaFee('Applied Skills exams')], [accaFee('Applied Knowledge exams'), accaFee('Strategic Professional exams')]),
  ask('f28-q-as-then-sp', 'and strategic professional?', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Skills exams'), accaFee('Applied Knowledge exams')], 'f28-q-acca-as-cost'),
  salary('f28-s-senior-big4', 'Is 60k normal for an audit senior in a big four firm? Feels low to me', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)]),
  salary('f28-s-senior-then-manager', 'and what would a manager in the same firm be on', AUDIT, 'Manager', 2, [pay(AUDIT, 'Senior', 2), pay(AUDIT, 'Director', 2)], 'f28-s-senior-big4'),
  ask('f28-m-salary-increase', 'employer here - are finance salaries still rising? by what % year on year', 'market', [stat('average-salary-increase')], [stat('remote-positions'), stat('job-market-growth')]),
  placementFee('f28-p-135k-fd', 'FD on 135k - what would it cost us to recruit through you?', 135_000),
  placementFee('f28-p-135k-then-160k', 'ok and if we went to 160', 160_000, [feeAmount(135_000)], 'f28-p-135k-fd'),
  ask('f28-c-phone-formal', 'Could you please provide a telephone number for your Dublin office?', 'contact', [agency.phone.display], []),
  ask('f28-c-phone-then-address', 'And the full postal address, including the Eircode?', 'contact', [agency.address.streetAddress, agency.address.postalCode], [], 'f28-c-phone-formal'),
  salary('f28-s-book-4yrs', 'bookkeeper 4 years experience, part time hours, whats the full time equivalent', SUPPORT, 'Bookkeeper', 2, [pay(SUPPORT, 'Accounts Assistant', 2)]),
  offTopic('f28-o-solicitor-pay', 'what does a trainee solicitor earn in Dublin'),
  ask('f28-q-cima-ot-fee', 'how much is a cima objective test', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Knowledge exams')]),
  ask('f28-q-ot-then-case', 'and the case study?', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test')], 'f28-q-cima-ot-fee'),
  compare('f28-s-manager-vs-senior-small', 'small practice: audit manager vs audit senior salaries?', [AUDIT, 'Manager'], [AUDIT, 'Senior'], 0),
  ask('f28-t-gap-jd', "I don't tick every box on the job spec. How do I handle that in the interview?", 'interview-tips', [tipPhrase('map-the-job-description', 'honest answer')], [OFFER_TIP]),
  ask('f28-m-time-to-hire', 'roughly how long from posting a finance role to actually getting someone hired these days', 'market', [formatTimeToHire()], [hours]),
  salary('f28-s-credit-control-2yrs', 'credit controller 2 years experience salary', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Payroll Specialist', 1)]),
  offTopic('f28-o-vat-restaurant', "what's the vat rate on restaurant food in ireland at the minute"),
  placementFee('f28-p-47500', '47.5k salary, whats the fee', 47_500),
  ask('f28-q-cima-mgmt', 'what are the papers at cima management level', 'qualifications', [cimaPaper('E2'), cimaPaper('P2'), cimaPaper('F2')], [cimaPaper('E1'), ACA_MARK]),
  salaryRow('f28-s-fc-row', 'financial controller salaries from newly qualified up to 5+ years pqe pls', [QA, 'Financial Controller'], [QA, 'Financial Accountant']),
  ask('f28-v-kerry', "I'm based in Kerry. Do you only recruit for jobs in Dublin?", 'services', [says(agency.operatingModel, 'anywhere in Ireland')], []),
  offTopic('f28-o-hr-roles', 'do you have any HR manager roles going? I have CIPD and 6 years experience'),
  salary('f28-s-returner-fa', 'I am returning to work after a career break. I had four years post-qualification experience as a financial accountant before I stopped. What salary range should I aim for?', QA, 'Financial Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  ask('f28-q-cta-advanced', 'how long is the cta advanced stage', 'qualifications', [ctaStageMonths('Advanced')], [ctaStageMonths('Foundation')]),
  handOver('f28-h-employer-call', 'Rather than chat here, can someone from your team ring me about two finance roles we need filled?'),

  // --- 17:30-20:00: the evening, after work ------------------------------------------------------------
  salary('f28-s-analyst-nq', "Hi, I'm finishing CIMA this summer and I have an offer as an FP&A analyst. What do newly qualified analysts normally earn?", QA, 'Financial Analyst', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f28-s-analyst-then-senior', "and once I'm 6 or 7 years in?", QA, 'Financial Analyst', 2, [], 'f28-s-analyst-nq'),
  ask('f28-q-cima-designation', 'what letters do you get after your name when you finish cima', 'qualifications', [designation], [ACA_MARK, ACCA_MARK]),
  ask('f28-t-two-offers', 'two offers on the table, one pays more, the other has hybrid and study support. how do i choose', 'interview-tips', [tipPhrase('weigh-offers-and-counter-offers', 'whole package')], [MIC_TIP]),
  salaryRow('f28-s-fd-all-sizes-partner', "my husband is going for FD jobs, can you give me the pay for small, medium and big companies so I know what he's on about", [CSUITE, 'Finance Director'], [CSUITE, 'Group Financial Controller']),
  ask('f28-m-cork-vs-dublin', 'My daughter wants to stay in Cork after college. Are there many accountancy jobs down there compared to Dublin?', 'market', [regionShare('Cork'), regionShare('Dublin')], [regionShare('Galway')]),
  offTopic('f28-o-child-benefit', 'what day does child benefit go in this month'),
  ask('f28-q-acca-next-sitting', 'acca exams - if i miss september whens the next go', 'qualifications', [accaFacts.examSessions[3]], [ACA_MARK, CIMA_MARK]),
  ask('f28-v-retention', 'how long do you hold onto cvs', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f28-v-retention-then-complain', 'and who do i complain to if ye mess up my data', 'services', [says(privacyPolicy, 'Data Protection Commission')], [], 'f28-v-retention'),
  compare('f28-s-book-vs-aa-entry', 'starting out, does a bookkeeper or an accounts assistant earn more', [SUPPORT, 'Bookkeeper'], [SUPPORT, 'Accounts Assistant'], 0),
  ask('f28-i-esg-csrd', 'I do CSRD reporting for a utility. Does that get me any salary premium?', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f28-q-aca-levels', 'what are the three stages of the aca called', 'qualifications', [...acaFacts.levels], [ACCA_MARK, CIMA_MARK]),
  offTopic('f28-o-wrc-dismissal', 'can i bring my old employer to the wrc for unfair dismissal'),
  ask('f28-t-salary-expectations', "they're going to ask my salary expectations, what do i say", 'interview-tips', [tipPhrase('know-your-market-value', 'researched range')], [MIC_TIP, OFFER_TIP]),
  ask('f28-i-pension-5pc', 'is a 5% employer pension normal for accountants or should i push for more', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f28-i-pension-then-cpd', 'and would they usually pay for my cpd as well', 'salary-insights', [developmentBudget], [pensionMatch], 'f28-i-pension-5pc'),
  ask('f28-c-sunday', 'r u open sundays', 'contact', [weekdays], []),
  placementFee('f28-p-34k', 'whats the fee on 34k', 34_000),
  ask('f28-q-retrain-cima-acca', "I'm 41 and want to retrain. Would CIMA or ACCA need more work experience?", 'qualifications', [`${cimaFacts.experienceYears} years`, `${accaFacts.experienceMonths} months`], [ACA_MARK]),
  offTopic('f28-o-flights', 'cheapest flights dublin to lanzarote in february'),
  ask('f28-v-who-sees-cv', 'will you send my cv to companies without asking me first', 'services', [says(termsOfService, 'with your agreement')], []),
  salary('f28-s-manager-mid-cork', 'audit manager mid tier cork salary?', AUDIT, 'Manager', 1, [pay(AUDIT, 'Director', 1), pay(AUDIT, 'Senior', 1)]),
  handOver('f28-h-parent', "Could I speak to one of the recruiters on behalf of my son? He's too shy to ring himself."),
  ask('f28-t-research', 'how do i research a company before an interview, its a private irish company so not much online', 'interview-tips', [tipPhrase('research-the-company', 'CRO')], [MIC_TIP]),
  offTopic('f28-o-tax-credits', 'can my wife and i share our tax credits if she stops working'),

  // --- 20:00-late: after hours, on the sofa and in bed ------------------------------------------------
  ask('f28-v-aine-24-7', 'is this chat bot on 24/7 or only during office hours', 'services', [says(assistant, '24/7')], []),
  ask('f28-v-model', 'Which language model powers this chat?', 'services', [assistant.modelName], []),
  ask('f28-q-cta-experience', 'to become a cta member how much tax experience do i need', 'qualifications', [`${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK]),
  salaryRow('f28-s-payroll-row', 'payroll salaries from entry level to 3+ years', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Accounts Assistant']),
  ask('f28-m-growth-student', 'is accounting a good career to get into? are vacancies actually growing', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  offTopic('f28-o-bitcoin', 'should i move my savings into bitcoin or an etf'),
  ask('f28-q-cima-windows', 'when are the cima objective test windows this year', 'qualifications', cimaObjectiveTestWindows, [ACA_MARK, ACCA_MARK]),
  ask('f28-t-left-old-job', 'how do i explain why im leaving when my current boss is honestly awful', 'interview-tips', [presencePhrase('Professional Tone', 'positively')], [MIC_TIP, OFFER_TIP]),
  offTopic('f28-o-excel-npv', 'whats the excel formula for npv, my assignment is due at 9 tomorrow'),
  placementFee('f28-p-240k-cfo', 'CFO hire at a base of EUR 240,000: what is your placement fee?', 240_000),
  ask('f28-q-cta-spring-results', 'when do the spring cta results come out', 'qualifications', ctaSpringResults, [ACA_MARK, ACCA_MARK]),
  offTopic('f28-o-poem', 'write me a poem for my mams 60th'),
  ask('f28-v-interview-prep', 'if you put me forward for a job will you help me prep for the interview', 'services', [says(candidatesPage, 'Interview preparation')], []),
  offTopic('f28-o-pension-lump', 'can i take 25% of my pension tax free at 50'),
  handOver('f28-h-fed-up', 'this isnt helping, put me through to an actual person'),
  offTopic('f28-o-hurling', 'who won the hurling yesterday'),
  offTopic('f28-o-dog-chocolate', 'my dog ate a bit of chocolate should i bring him to the vet'),
  handOver('f28-h-email-back', 'pls get someone to email me back re a senior audit role'),
];
