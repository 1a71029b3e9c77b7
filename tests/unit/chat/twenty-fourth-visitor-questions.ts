// The TWENTY-FOURTH set of visitor questions for Aine: TUNING DATA.
//
// Written by a helper on 28 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out sets, which the author of this set never
// opened (nor their tests, nor held-out-question-sets.ts or held-out.test.ts). The author read only
// the brief, the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-phrases.ts, held-out-set-checks.ts and the
// sixteenth and twentieth sets and their tests (for the rules, format and builders), and skimmed the
// nineteenth set only to avoid repeating its wordings; never the engine (lambdas/), never the other
// set being written at the same time (the twenty-third), never the twenty-first or twenty-second
// sets, and never ran Aine on these questions nor looked at what it answers.
//
// Persona and angle: A SEVENTH CROSS-SECTION, WRITTEN AS SPOKEN. Visitors using voice typing on a
// phone, dictating on a lunch break, in the car or walking the dog: no punctuation, run-on sentences
// that hold two questions (a right reply answers both), filler words ("like", "you know", "so
// basically", "yeah no"), numbers as words ("fifty eight thousand", "three and a half years", "one
// ninety"), the homophones and mis-heard words a dictation app plausibly produces ("four a" for "for
// a", "big for" for "Big 4", "then" for "than", "there" for "their", "to" for "two", "weather" for
// "whether", "where" for "wear", "air code" for Eircode, "u s gap" for US GAAP), messages that start
// mid-thought ("yeah so what about Cork then", "right so I was asking you about the acca before my
// phone died"), and a non-native speaker dictating now and then. Among the off-topic questions, a few
// are voice-assistant commands sent to the wrong app ("text Ciara I'm running late"). Topics in
// proportion to what visitors ask: salaries by role, level and city the most, then placement fees,
// qualifications and exams, market figures, contact and hours, interview tips, the agency's services,
// CV upload and privacy, jobs and the chat itself; follow-up chains of two to four turns carrying a
// slot forward (a new city, level, role, firm size, salary, qualification stage, "and how much does
// it cost"); everyday off-topic questions, half of them near-misses; four requests for a person.
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
// - Comparison rule: a question comparing two roles at one level is right with both roles' bands for
//   that level, wrong with either role's other levels.
// - Fee rule: a fee question at a salary is right with that band's percentage and amount, wrong with
//   the amount another band's percentage would give (or, in a chain, the previous salary's fee). No
//   salary sits on a band edge (€35,000 or €45,000).
// - Two questions in one message: the reply is right only with both answers.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, loans, mortgages, investments, immigration
//   paperwork, sole-trader registration, employment law, pay or jobs outside accounting and finance,
//   doing one's own tax return, homework) and voice-assistant commands meant for another app. An
//   off-topic reply must name "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: once the 2025 dates have passed a right reply points to the body's website.

import { agency } from '#content/agency';
import { assistant, disclaimer } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS, MAX_CV_MEGABYTES } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { privacyPolicy, termsOfService } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import { cvUploadTexts } from '#content/messages';
import { acaFacts, accaFacts, cimaFacts, cimaKeyDatesFact, cimaPage, ctaFacts, ctaKeyDatesFact } from '#content/qualifications';
import { teamMembers } from '#content/team';
import { type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaperName,
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
  pensionMatch,
  PHARMA_TIP,
  processStep,
  qualifiedJob,
  remotePremium,
  TECH_TIP,
  trainee,
  weekdays,
} from './held-out-phrases.ts';
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, fee, pay, QA, regionShare, stat, SUPPORT, wrongBandFees } from './held-out-figures.ts';

const now = new Date();
const cimaDatesPassed = hasPassed(cimaKeyDatesFact.validUntil, now);
const ctaDatesPassed = hasPassed(ctaKeyDatesFact.validUntil, now);
const cimaRegistrationLead = `${cimaFacts.windows2025.registrationLeadWeeks.min}-${cimaFacts.windows2025.registrationLeadWeeks.max} weeks`;
const cimaCaseStudyDates: string[] = cimaDatesPassed ? [websiteHost(cimaFacts.website)] : [says(cimaPage, cimaRegistrationLead)];
const ctaAutumnDates: string[] = ctaDatesPassed
  ? [websiteHost(ctaFacts.website)]
  : [ctaSitting('Autumn').exams, ctaSitting('Autumn').results];

const acaExperience = `${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`;
const allBandPercentages = feeBands.map((band) => `${band.percentage}%`);
const tiktok = agency.socialLinks.find((link) => link.network === 'tiktok');
const membership = agency.trustSignals.memberships[0];
const [niamh, conor] = teamMembers;
if (!niamh || !conor || !tiktok || !membership) {
  throw new RangeError('The team, the socials or the memberships changed: update the twenty-fourth set');
}

export const twentyFourthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite ------------------------------------------------------------------------------
  salary('f24-s-cfo-large', 'so basically were a big multinational about two thousand staff and were looking to hire a new c f o what would the salary be for a company that size', CSUITE, 'CFO', 2, [pay(CSUITE, 'Finance Director', 2)]),
  salary('f24-s-cfo-then-gfc', 'ok and what about a group financial controller under them in the same company', CSUITE, 'Group Financial Controller', 2, [pay(CSUITE, 'CFO', 2)], 'f24-s-cfo-large'),
  salary('f24-s-fd-small-carlow', 'um whats a finance director paid in a small business you know like thirty five staff down in Carlow', CSUITE, 'Finance Director', 0, [pay(CSUITE, 'CFO', 0)]),
  salary('f24-s-fd-then-mid', 'yeah and what if the company grew to mid size would it change much', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)], 'f24-s-fd-small-carlow'),
  salaryRow('f24-s-gfc-all-sizes', 'can you tell me the group financial controller salary for a small company a medium company and a large company', [CSUITE, 'Group Financial Controller'], [CSUITE, 'Finance Director']),
  compare('f24-s-cfo-vs-fd-mid', 'in a mid size company how does the pay of a c f o compare to a finance director like how much more is it', [CSUITE, 'CFO'], [CSUITE, 'Finance Director'], 1),

  // --- Salaries: Qualified Accountants --------------------------------------------------------------------
  salary('f24-s-fa-nq-cork', "so I'm after qualifying there last month and I'm looking at financial accountant jobs in Cork what kind of salary should I be asking for", QA, 'Financial Accountant', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f24-s-fa-then-galway', 'yeah so what about Galway then would it be the same there', QA, 'Financial Accountant', 0, [], 'f24-s-fa-nq-cork'),
  salary('f24-s-fa-then-3-5yrs', 'and in like three and a half years time what would I be on', QA, 'Financial Accountant', 1, [], 'f24-s-fa-then-galway'),
  offTopic('f24-fo-fa-then-take-home', 'and how much of that would I actually take home after tax every month roughly', 'f24-s-fa-then-3-5yrs'),
  salary('f24-s-fc-6yrs-nonnative', 'hello I am financial controller from Brazil with six years after my qualification I move to Limerick what salary is normal for this job', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)]),
  salary('f24-s-ma-4yrs-homophone', 'I have been a management accountant four four years now since qualifying is sixty two thousand low for that', QA, 'Management Accountant', 1, [pay(QA, 'Financial Controller', 1)]),
  salary('f24-s-analyst-2yrs', "so like I'm a financial analyst I qualified two years ago and my manager keeps saying I'm well paid but I don't actually know what the normal range is", QA, 'Financial Analyst', 0),
  salary('f24-s-analyst-then-ia', 'what if I moved into internal audit instead at the same stage would that pay more', QA, 'Internal Auditor', 0, [], 'f24-s-analyst-2yrs'),
  salary('f24-s-ia-7yrs', 'internal auditor seven years qualified whats the top end of the pay for that', QA, 'Internal Auditor', 2, [pay(QA, 'Financial Analyst', 2)]),
  compare('f24-s-fc-vs-fa-nq', "when you're newly qualified is there much difference between what a financial controller and a financial accountant get paid", [QA, 'Financial Controller'], [QA, 'Financial Accountant'], 0),
  salaryRow('f24-s-analyst-all-levels', 'read me out the financial analyst pay at each level please from just qualified right up to senior', [QA, 'Financial Analyst'], [QA, 'Financial Controller']),
  salary('f24-s-fa-9yrs-midthought', 'yeah no so the recruiter in my last place said an accountant with nine years post qualification would be on about eighty grand is that right', QA, 'Financial Accountant', 2),

  // --- Salaries: Audit -------------------------------------------------------------------------------------
  salary('f24-s-senior-small-wexford', 'audit senior in a small practice in Wexford how much would that pay', AUDIT, 'Senior', 0, [pay(AUDIT, 'Manager', 0)]),
  salary('f24-s-senior-then-mid', 'and what about a mid tier firm would there pay be any better', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)], 'f24-s-senior-small-wexford'),
  salary('f24-s-senior-then-big4', 'ok and the big for then', AUDIT, 'Senior', 2, [pay(AUDIT, 'Manager', 2)], 'f24-s-senior-then-mid'),
  salary('f24-s-manager-big4', "I'm an audit manager in one of the big four in Dublin and I'm thinking of moving what's the range for my job at the moment", AUDIT, 'Manager', 2, [pay(AUDIT, 'Director', 2), pay(AUDIT, 'Senior', 2)]),
  salary('f24-s-manager-then-small', 'and if I went to a smaller local practice would I take a big hit', AUDIT, 'Manager', 0, [pay(AUDIT, 'Director', 0)], 'f24-s-manager-big4'),
  salary('f24-s-partner-mid', 'how much does a partner in a mid tier accounting firm make roughly like ballpark', AUDIT, 'Partner', 1, [pay(AUDIT, 'Director', 1)]),
  salary('f24-s-junior-big4-daughter', 'my daughter is starting as a trainee in a big four firm in September what will her starting wage be', AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)]),
  salary('f24-s-director-small', 'what would an audit director in a small firm get paid', AUDIT, 'Director', 0, [pay(AUDIT, 'Partner', 0)]),
  compare('f24-s-senior-vs-junior-small', 'so in a small practice how much more does an audit senior make then an audit junior', [AUDIT, 'Senior'], [AUDIT, 'Junior'], 0),
  salaryRow('f24-s-director-all-firms', 'audit director pay in a small firm a mid tier firm and a big four firm', [AUDIT, 'Director'], [AUDIT, 'Partner']),

  // --- Salaries: Part-Qualified and Support ---------------------------------------------------------------
  salary('f24-s-book-8mths', "yeah so basically I'm a bookkeeper I've been doing it about eight months now in Athlone what should I be getting paid", SUPPORT, 'Bookkeeper', 0),
  salary('f24-s-book-then-2yrs', "and what about when I've got to years done", SUPPORT, 'Bookkeeper', 1, [], 'f24-s-book-8mths'),
  salary('f24-s-aa-4-5yrs-sligo', 'accounts assistant with four and a half years experience in Sligo whats the normal salary', SUPPORT, 'Accounts Assistant', 2, [pay(SUPPORT, 'Part-Qualified', 2)]),
  salary('f24-s-payroll-2yrs-naas', "I do the payroll for a company in Naas for about two years now and I'm wondering is thirty six thousand a fair wage for that", SUPPORT, 'Payroll Specialist', 1),
  salary('f24-s-payroll-then-ap', 'what about if I moved over to accounts payable would that be more or less', SUPPORT, 'Accounts Payable/Receivable', 1, [pay(SUPPORT, 'Payroll Specialist', 1)], 'f24-s-payroll-2yrs-naas'),
  salary('f24-s-pq-no-experience', "I'm part qualified I just passed my first few acca exams but I've no work experience at all what would a part qualified job start at", SUPPORT, 'Part-Qualified', 0, [pay(SUPPORT, 'Accounts Assistant', 0)]),
  salary('f24-s-ar-5yrs-dundalk', 'accounts receivable five years experience in Dundalk whats the pay like', SUPPORT, 'Accounts Payable/Receivable', 2, [pay(SUPPORT, 'Payroll Specialist', 2)]),
  salaryRow('f24-s-aa-all-levels', 'accounts assistant pay from starting out all the way up to experienced', [SUPPORT, 'Accounts Assistant'], [SUPPORT, 'Part-Qualified']),
  compare('f24-s-pq-vs-aa-2yrs', 'with two years under my belt would I earn more as a part qualified or as an accounts assistant', [SUPPORT, 'Part-Qualified'], [SUPPORT, 'Accounts Assistant'], 1),
  salary('f24-s-payroll-new-homophone', 'whats the starting salary four a payroll administrator with no experience', SUPPORT, 'Payroll Specialist', 0),

  // --- Salary insights -----------------------------------------------------------------------------------------
  ask('f24-i-esg-and-remote', 'do accountants who do e s g reporting get paid more and what about fully remote jobs do they pay extra too', 'salary-insights', [esgPremium, remotePremium], [inflationAdjustment, pensionMatch]),
  ask('f24-i-pension', 'what pension contribution would an employer normally match for a qualified accountant', 'salary-insights', [pensionMatch], [esgPremium, remotePremium]),
  ask('f24-i-pension-then-budget', 'and what about money for exams and c p d would they give you a budget for that', 'salary-insights', [developmentBudget], [pensionMatch], 'f24-i-pension'),
  ask('f24-i-inflation', 'so basically my company is doing its pay review for existing staff what are most places giving this year with inflation', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f24-i-us-gaap', 'does having u s gap experience get you more money in a finance job', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),
  ask('f24-i-funds', 'I work in a fund administrator at the moment is there a premium for financial services experience', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium]),
  ask('f24-i-funds-then-pharma', 'what about pharma does that count too', 'salary-insights', [specialisationPremium('Pharma & Life Sciences')], [esgPremium], 'f24-i-funds'),

  // --- Placement fees -----------------------------------------------------------------------------------------
  placementFee('f24-p-58k', 'so basically we want to hire a management accountant on fifty eight thousand what would your fee be for that', 58_000),
  placementFee('f24-p-58k-then-32-5k', 'and what if it was an accounts assistant on thirty two and a half thousand', 32_500, [feeAmount(58_000)], 'f24-p-58k'),
  placementFee('f24-p-32-5k-then-40k', 'ok and forty grand for a part qualified', 40_000, [feeAmount(32_500)], 'f24-p-58k-then-32-5k'),
  offTopic('f24-fo-40k-then-vat', 'grand and while I have you how do I register the business for vat', 'f24-p-32-5k-then-40k'),
  placementFee('f24-p-110k-homophone', 'whats your fee four a financial controller on a hundred and ten thousand', 110_000),
  placementFee('f24-p-38k-bookkeeper', 'how much would it cost us to recruit a bookkeeper on thirty eight thousand through you guys', 38_000),
  placementFee('f24-p-27k-payroll', 'we need a payroll person on twenty seven thousand what percentage do you charge on that and how much is it in euro', 27_000),
  placementFee('f24-p-250k-cfo', "I'm the f d in a tech company we want a c f o on two hundred and fifty thousand whats the placement fee", 250_000),
  placementFee('f24-p-250k-then-190k', 'and if we brought the salary down to one ninety', 190_000, [feeAmount(250_000)], 'f24-p-250k-cfo'),
  placementFee('f24-p-44-5k', 'whats the fee on a salary of forty four thousand five hundred', 44_500),
  ask('f24-p-30k-and-upfront', 'our accounts clerk is leaving and we want to replace them at about thirty thousand what would you charge and do we pay anything up front', 'placement-fees', [...fee(30_000), says(feesPage, 'successful')], wrongBandFees(30_000)),
  ask('f24-p-how-it-works', 'so like how do your fees work is it a percentage of the salary or what', 'placement-fees', allBandPercentages, []),
  ask('f24-p-leaves-after-month', 'what happens if the person we hire through you leaves after a month do we get any money back', 'placement-fees', [says(termsOfService, 'in writing')], []),

  // --- Qualifications -----------------------------------------------------------------------------------------
  ask('f24-q-acca-reg-and-count', 'right so I was asking you about the acca before my phone died how much is it to register and how many exams are there', 'qualifications', [accaFee('Registration'), String(accaFacts.examCount)], [cimaFee('Registration'), acaFee('Student registration')]),
  ask('f24-q-acca-then-sub', 'and the yearly subscription after that', 'qualifications', [accaFee('Annual subscription')], [cimaFee('Annual subscription'), acaFee('Annual student subscription')], 'f24-q-acca-reg-and-count'),
  ask('f24-q-cap2-months', 'which months can I sit the cap two exams and is there a repeat', 'qualifications', [acaSitting('CAP2').main, acaSitting('CAP2').repeat], [ACCA_MARK, CIMA_MARK]),
  ask('f24-q-cap2-then-fae', 'yeah so what about the f a e then', 'qualifications', [acaSitting('FAE').main, acaSitting('FAE').repeat], [ACCA_MARK, CIMA_MARK], 'f24-q-cap2-months'),
  ask('f24-q-fae-then-cost', 'and how much does it cost', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP1 exams'), acaFee('CAP2 exams')], 'f24-q-cap2-then-fae'),
  ask('f24-q-cap1-cost', 'how much is a cap one exam', 'qualifications', [acaFee('CAP1 exams')], [acaFee('CAP2 exams'), acaFee('FAE exams')]),
  ask('f24-q-acca-applied-skills', 'which exams are in the applied skills level of the acca', 'qualifications', examGroup(accaFacts.structure, 'AS').map(accaPaperName), [ACA_MARK, CIMA_MARK]),
  ask('f24-q-acca-ak-cost', 'how much is each applied knowledge exam for acca', 'qualifications', [accaFee('Applied Knowledge exams')], [accaFee('Applied Skills exams'), accaFee('Strategic Professional exams')]),
  ask('f24-q-acca-sessions-missed-march', 'what are the acca exam sessions I missed the March one so when is the next one after that', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f24-q-cima-exp-and-case-fee', 'how many years experience do you need for cima and how much is the case study exam', 'qualifications', [`${cimaFacts.experienceYears} years`, cimaFee('Case study exam')], [ACA_MARK, ACCA_MARK, cimaFee('Objective test')]),
  ask('f24-q-cima-operational', 'what exams are at the cima operational level', 'qualifications', [cimaPaper('E1'), cimaPaper('P1'), cimaPaper('F1')], [cimaPaper('F2'), ACA_MARK, ACCA_MARK]),
  ask('f24-q-cima-case-register', 'when is the next cima case study and how far ahead do I have to register for it', 'qualifications', cimaCaseStudyDates, [ACA_MARK, ACCA_MARK]),
  ask('f24-q-cta-first-stage', 'so whats the first stage of the c t a called and how long is it', 'qualifications', ['Foundation', ctaStageMonths('Foundation')], [ACA_MARK, ACCA_MARK]),
  ask('f24-q-cta-then-next-stage', 'and the stage after that one', 'qualifications', ['Intermediate', ctaStageMonths('Intermediate')], [ACA_MARK, ACCA_MARK], 'f24-q-cta-first-stage'),
  ask('f24-q-cta-autumn', 'when are the c t a exams in the autumn and when do the results come out', 'qualifications', ctaAutumnDates, [ACA_MARK, ACCA_MARK]),
  ask('f24-q-cta-degree', 'do I need a degree to be a member of the c t a and what level', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`], [`${accaFacts.experienceMonths} months`, ACA_MARK]),
  ask('f24-q-aca-or-acca-weather', "I'm not sure weather to do aca or acca how much experience does each one need", 'qualifications', [acaExperience, `${accaFacts.experienceMonths} months`], [CIMA_MARK]),
  ask('f24-q-aca-body', 'who actually awards the aca in Ireland', 'qualifications', [acaFacts.awardingBody], [ACCA_MARK, CIMA_MARK]),
  ask('f24-q-fae-electives', 'how many electives do you do at the f a e', 'qualifications', [`${acaFacts.faeElectives} electives`], [ACCA_MARK, CIMA_MARK]),

  // --- Market --------------------------------------------------------------------------------------------------
  ask('f24-m-galway-and-dublin', 'what percentage of the new finance jobs are in Galway and how does that compare to Dublin', 'market', [regionShare('Galway'), regionShare('Dublin')], [regionShare('Cork')]),
  ask('f24-m-then-cork', 'yeah so what about Cork then', 'market', [regionShare('Cork')], [stat('remote-positions')], 'f24-m-galway-and-dublin'),
  ask('f24-m-time-to-hire', 'how long does it take on average to hire someone in finance at the moment like how many weeks', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f24-m-pay-and-growth', 'how much have salaries gone up this year in accounting and is the jobs market growing', 'market', [stat('average-salary-increase'), stat('job-market-growth')], [stat('remote-positions')]),
  ask('f24-m-remote-share', 'so like how many of the accounting jobs out there let you work from home some of the week what percentage', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  ask('f24-m-remote-then-days', 'and how many days would people usually be at home then', 'salary-insights', [hybridDays], [esgPremium], 'f24-m-remote-share'),
  ask('f24-m-more-jobs', 'is the job market for accountants in Ireland good at the moment like are there more jobs then last year', 'market', [stat('job-market-growth')], [stat('remote-positions')]),

  // --- Contact -------------------------------------------------------------------------------------------------
  ask('f24-c-phone-and-close', 'whats your phone number and what time do you close in the evening', 'contact', [agency.phone.display, closingTime], []),
  ask('f24-c-office', 'where is your office I might call in on my lunch', 'contact', [agency.address.streetAddress], []),
  ask('f24-c-office-then-eircode', 'and whats the air code so I can put it in the sat nav', 'contact', [agency.address.postalCode], [], 'f24-c-office'),
  ask('f24-c-saturday', 'can I ring you on a Saturday morning or are you only open during the week', 'contact', [weekdays], []),
  ask('f24-c-email-cv', 'whats your email address I want to send on my c v', 'contact', [agency.email], []),
  ask('f24-c-tiktok', 'are you guys on tiktok at all', 'contact', [websiteHost(tiktok.url)], []),
  ask('f24-c-licence', 'are you actually licensed like is there a licence number I can check', 'contact', [agency.licence.number], []),

  // --- Interview tips -------------------------------------------------------------------------------------------
  ask('f24-t-audit-mid-tier', "I've an interview on Thursday for an audit senior job in a mid tier firm what kind of things will they ask me", 'interview-tips', [AUDIT_TIP], [FUNDS_TIP, TECH_TIP]),
  ask('f24-t-audit-then-wear', 'and what should I where to it', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [MIC_TIP], 'f24-t-audit-mid-tier'),
  ask('f24-t-star-and-r', 'how do I use the star method and what does the extra r at the end stand for', 'interview-tips', ['Situation', 'Reflection'], [OFFER_TIP, MIC_TIP]),
  ask('f24-t-teams-camera', 'I have a video interview tomorrow on teams any tips for the camera and all that', 'interview-tips', [tipPhrase('set-up-for-video-interviews', 'eye level')], [OFFER_TIP, AUDIT_TIP]),
  ask('f24-t-teams-then-early', 'and how early should I log in', 'interview-tips', [presencePhrase('Punctuality', 'five minutes early')], [OFFER_TIP], 'f24-t-teams-camera'),
  ask('f24-t-bank-ifsc', "I'm interviewing with a bank in the IFSC next week what should I brush up on", 'interview-tips', [FUNDS_TIP], [TECH_TIP, PHARMA_TIP]),
  ask('f24-t-counter-offer', 'yeah so the thing is I handed in my notice and now theyve come back with a counter offer should I take it', 'interview-tips', [OFFER_TIP], [MIC_TIP]),
  ask('f24-t-thank-you', 'after the interview should I send a thank you and how soon', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [MIC_TIP]),
  ask('f24-t-story-bank', 'how many examples should I have ready for the competency questions', 'interview-tips', [tipPhrase('build-a-story-bank', 'six to eight')], [OFFER_TIP, MIC_TIP]),
  ask('f24-t-sound-good', 'how do I make my achievements sound good in the interview without just waffling', 'interview-tips', [tipPhrase('quantify-your-results', 'numbers')], [OFFER_TIP, MIC_TIP]),

  // --- Services, CV and privacy, jobs, the chat -------------------------------------------------------------------
  ask('f24-v-free', 'do I have to pay you anything to find me a job or is it free', 'services', [says(termsOfService, 'free to candidates')], []),
  ask('f24-v-free-then-who-pays', 'so who pays you then is it the employer', 'services', [says(termsOfService, 'placement fee')], [], 'f24-v-free'),
  ask('f24-v-cv-type-and-size', 'what file types can I upload my c v in and how big can it be', 'services', [says(cvUploadTexts, 'PDF'), `${MAX_CV_MEGABYTES}MB`], []),
  ask('f24-v-data-kept', 'how long do you keep my details for after I sign up with you', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f24-v-data-then-delete', 'and can I get you to delete them before that', 'services', [says(privacyPolicy, 'delete')], [], 'f24-v-data-kept'),
  ask('f24-v-real-person', 'wait am I talking to a real person here or is this a robot', 'services', [says(disclaimer, 'AI')], []),
  ask('f24-v-then-model', 'so who made you then what are you running on', 'services', [assistant.modelName], [], 'f24-v-real-person'),
  ask('f24-v-where-and-pps', 'where does this conversation go and is it ok to put my p p s number in', 'services', [says(disclaimer, 'United States'), says(disclaimer, 'PPS')], []),
  ask('f24-v-jobs-on-site', 'what jobs have you got up on the website at the moment', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f24-v-jobs-then-qualified-pay', 'whats the salary on the qualified accountant one', 'services', [qualifiedJob.salary], [trainee.salary], 'f24-v-jobs-on-site'),
  ask('f24-v-jobs-then-trainee-degree', 'and does the trainee one need a degree', 'services', [says(trainee.requirements, 'degree')], [qualifiedJob.salary], 'f24-v-jobs-then-qualified-pay'),
  ask('f24-v-directors', 'who runs the company like who are the directors', 'services', [niamh.name, conor.name], []),
  ask('f24-v-placed', 'how many people have you placed in jobs so far', 'services', [String(agency.trustSignals.placementsMade.count)], []),
  ask('f24-v-meet-donegal', "do you meet people in person or is it all online because I'm up in Donegal", 'services', [says(agency.operatingModel, 'face to face')], []),
  ask('f24-v-process-and-speed', 'if we give you a vacancy whats the process and how fast do you come back to us', 'services', [processStep(1), processStep(2), processStep(3), processStep(4), `${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()]),
  ask('f24-v-membership', 'are you members of any recruitment body or association', 'services', [membership.name], []),

  // --- Off-topic: everyday questions and voice commands meant for another app, then near-misses --------------------
  ...(
    [
      ['f24-o-text-ciara', "text Ciara I'm running late be there in ten minutes"],
      ['f24-o-reminder-interview', 'remind me at three o clock tomorrow that I have an interview'],
      ['f24-o-post-office-hours', 'what time does the post office in Ennis close on a Saturday'],
      ['f24-o-driving-test-fee', 'how much is the fee for the driving test now'],
      ['f24-o-junior-cycle-exams', 'when do the junior cycle exams start this year my son is doing them'],
      ['f24-o-play-music', 'play some music by the Coronas'],
      ['f24-o-rain-galway', 'is it going to rain in Galway for the match on Sunday'],
      ['f24-o-revenue-office-directions', 'directions to the Revenue office in Limerick'],
      ['f24-o-intreo-hours', 'what are the opening hours for the Intreo office in Tallaght'],
      ['f24-o-boiled-egg', 'how long do you boil an egg for so the yolk is still runny'],
      ['f24-o-heuston-parking', 'wheres the cheapest parking near Heuston station'],
      ['f24-o-all-ireland-tickets', 'how do I get tickets for the all Ireland final'],
      ['f24-o-medical-tax', 'how do I claim tax back on my doctor and dentist bills'],
      ['f24-o-mortgage-rate', 'whats the best mortgage rate in Ireland at the moment for first time buyers'],
      ['f24-o-pension-or-mortgage', 'should I put extra money into my pension or pay down the mortgage faster'],
      ['f24-o-bus-driver-pay', 'how much does a bus driver get paid in Dublin Bus'],
      ['f24-o-construction-jobs', 'are there any construction jobs going in Galway at the moment'],
      ['f24-o-software-pay', 'what does a software engineer earn in Ireland with a few years experience'],
      ['f24-o-work-permit', 'how long does it take to get a general employment permit for my husband'],
      ['f24-o-sole-trader', 'how do I register as a sole trader with Revenue'],
      ['f24-o-unpaid-wages', 'my employer hasnt paid me in two weeks what are my rights'],
      ['f24-o-form-11', 'can you fill in my form eleven for me its due next week'],
      ['f24-o-homework-depreciation', 'help me with my accounting homework its on reducing balance depreciation'],
      ['f24-o-bank-shares', 'is now a good time to buy shares in Bank of Ireland'],
      ['f24-o-nurse-agency', "do you recruit nurses as well I'm looking for agency work"],
      ['f24-o-credit-union-wedding', 'how much would a credit union loan for a wedding cost me'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person ----------------------------------------------------------------------
  ...(
    [
      ['f24-h-driving', "can I talk to a real person please I'm driving and it's easier to just ring someone"],
      ['f24-h-niamh-call', 'can you get Niamh to give me a call back about a financial controller job'],
      ['f24-h-recruiter-move', "yeah so basically can one of your recruiters get in touch with me I'm looking to move jobs"],
      ['f24-h-human', "I'd rather speak to a human can you pass me on to someone"],
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
