// The SIXTH set of visitor questions for Aine (issue 16): TUNING DATA.
//
// Written by a helper on 24 November 2026 as tuning data: the offline engine is improved against
// this set's misses afterwards, and measured on the held-out set (third-held-out-questions.ts),
// which the author of this set never opened (nor its test, nor held-out.test.ts). The author read
// only the specification, the content modules (frontend/src/content), held-out-case.ts,
// held-out-figures.ts, held-out-builders.ts, held-out-set-checks.ts, the fifth set and its test
// (for their rules, format and builders) and the first, second and fourth sets (only so that these
// questions differ from theirs in wording); never the engine (lambdas/) nor the chat service, never
// the other sets written at the same time, and never ran Aine on these questions.
//
// Persona and angle: CANDIDATES ON PHONES, from school-leavers and accounts assistants to
// financial controllers and finance directors. Heavy typos (dropped, doubled and swapped letters),
// text-speak (u, ur, wat, hw, k and 'grand' for thousands, yrs, pqe, nq), Irish usage (yous, grand,
// what's the story with, would I be on, down the country, Corkonian), no punctuation, all lower case
// or ALL CAPS, emoji, run-on messages with the fact buried in a life story, negations and corrections
// in follow-ups ('not dublin, limerick', 'sorry i meant senior'), and figures written every way
// (55k, 55,000, fifty five thousand, eighty grand, 55-60k).
// Expected figures and phrases are read from the content modules (through held-out-figures.ts and
// held-out-builders.ts, or checked against the content by `says`, `tipPhrase` and `presencePhrase`),
// so a content change keeps the set true or fails it loudly.
//
// How a case is judged (see judgeReply): the reply, lower-cased with runs of whitespace collapsed,
// must contain every mustContain string and none of the mustNotContain strings (compared the same
// way). A follow-up is asked in the same conversation as the chain of cases it follows (root first).
//
// Rules this set follows (the same as the first, second, fourth and fifth sets):
// - City rule: the salary guide is Ireland-wide; a question naming a city is right with the role's
//   national figures for the level asked, wrong with another level's or another role's.
// - Years-of-experience rule: years pick the level by the table's `levelYears` (qualified
//   accountants: under 3 years PQE newly qualified, 3-5 the middle, over 5 the top; support roles:
//   under 1 year entry level, 1-3 the middle, over 3 the top). No question sits on a boundary year.
// - Off-topic rule: Aine's scope is accounting and finance careers and recruitment in Ireland and
//   this agency's own services. Anything else is off-topic, including near-misses that sound
//   financial or recruitment-like (personal tax, mortgages, pensions advice, investments, loans,
//   employment law, visas, pay or jobs outside accounting and finance). An off-topic reply must name
//   "accounting and finance" and quote no euro figure.
// - Hand-over rule: when the visitor asks for a person, the reply names who receives the question
//   (the chat-handover content's recipients) and asks for the visitor's name.
// - Dated exam facts: exam windows and sittings are dated; once the 2025 dates have passed (as on the
//   day this set was written) a right reply points to the body's website for the current dates.

import { agency } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { handoverRecipients } from '#content/chat-handover';
import { DATA_RETENTION_YEARS } from '#content/constants';
import { hasPassed } from '#content/dated-facts';
import { feeBands, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { dataProtectionCommission, privacyPolicy } from '#content/legal';
import { formatTimeToHire } from '#content/market-stats';
import {
  acaAccaComparisonPage,
  acaFacts,
  accaFacts,
  cimaFacts,
  cimaKeyDatesFact,
  ctaFacts,
  ctaKeyDatesFact,
} from '#content/qualifications';
import { acaStructure } from '#content/qualifications/aca';
import { teamMembers } from '#content/team';
import { OFF_TOPIC_SCOPE, type HeldOutQuestion } from './held-out-case.ts';
import {
  acaSitting,
  accaPaper,
  accaPaperName,
  ask,
  cimaPaper,
  cimaPaperName,
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
  qualifiedJob,
  remotePremium,
  TECH_TIP,
  trainee,
  weekdays,
} from './held-out-phrases.ts';
import { acaFee, accaFee, AUDIT, cimaFee, CSUITE, pay, QA, regionShare, stat, SUPPORT, wrongBandFees } from './held-out-figures.ts';

// ---------------------------------------------------------------------------------------------
// Figures and phrases, read from the content (the shared ones are in held-out-figures.ts, held-out-builders.ts and held-out-phrases.ts).

// Dated exam facts, judged at the time the set is run (as the site and Aine word them).
const now = new Date();
const today = now.toISOString().slice(0, 10);
const cimaWebsite = websiteHost(cimaFacts.website);
const upcomingCimaCaseStudy = cimaFacts.windows2025.caseStudies.filter((window) => window.end >= today).slice(0, 1).map((window) => window.display);
const nextCimaCaseStudy: string[] =
  hasPassed(cimaKeyDatesFact.validUntil, now) || upcomingCimaCaseStudy.length === 0 ? [cimaWebsite] : upcomingCimaCaseStudy;
const ctaWebsite = websiteHost(ctaFacts.website);
const upcomingCtaExams = ctaFacts.keyDates2025.slice(-1).map((sitting) => sitting.exams);
const nextCtaSitting: string[] = hasPassed(ctaKeyDatesFact.validUntil, now) ? [ctaWebsite] : upcomingCtaExams;

const linkedin = agency.socialLinks.find((link) => link.network === 'linkedin');
const instagram = agency.socialLinks.find((link) => link.network === 'instagram');
const [niamh, conor] = teamMembers;
const [membership] = agency.trustSignals.memberships;
if (!linkedin || !instagram || !niamh || !conor || !membership) {
  throw new RangeError('The agency profile or the featured jobs changed: update the sixth set');
}
const placementsMade = String(agency.trustSignals.placementsMade.count);
const reviewRating = agency.trustSignals.reviews.rating.toFixed(1);

// ---------------------------------------------------------------------------------------------
// The questions.

export const sixthVisitorQuestions: readonly HeldOutQuestion[] = [
  // --- Salaries: C-Suite -----------------------------------------------------------------------
  salary('f6-s-cfo-sme-waterford', 'wat wud a cfo of a small sme down in waterford be on like', CSUITE, 'CFO', 0, [pay(CSUITE, 'Finance Director', 0)]),
  salary('f6-s-cfo-sme-then-mid', 'n if its a mid sized crowd', CSUITE, 'CFO', 1, [], 'f6-s-cfo-sme-waterford'),
  salary('f6-s-cfo-mid-then-fd', 'what would the FD under them get there', CSUITE, 'Finance Director', 1, [pay(CSUITE, 'CFO', 1)], 'f6-s-cfo-sme-then-mid'),
  salary('f6-s-fd-plc-caps', 'FINANCE DIRECTOR PLC SALARY WHAT RANGE', CSUITE, 'Finance Director', 2, [pay(CSUITE, 'CFO', 2)]),
  salary('f6-s-gfc-small-sligo', 'group financal controler for a small group of companies in sligo whats the pay', CSUITE, 'Group Financial Controller', 0, [pay(QA, 'Financial Controller', 0)]),
  salary('f6-s-gfc-then-multinational', 'sorry i meant a big multinational not small', CSUITE, 'Group Financial Controller', 2, [], 'f6-s-gfc-small-sligo'),
  salaryRow('f6-s-head-finance-all', 'head of finace salery all levels pls', [CSUITE, 'Finance Director'], [CSUITE, 'CFO']),
  salary('f6-s-cfo-180-corporate', 'im a cfo on 180 grand at a big corporate in dublin like, am i underpaid 🤔', CSUITE, 'CFO', 2),
  salary(
    'f6-s-fc-to-fd-story',
    'been a financial controller for years and the md is finally making me finance director of our medium sized company in athlone, what should i be asking for now',
    CSUITE,
    'Finance Director',
    1,
    [pay(QA, 'Financial Controller', 2)],
  ),

  // --- Salaries: Qualified Accountants ---------------------------------------------------------
  salary('f6-s-fa-4yrs-galway-industry', 'been 4 yrs qualifed in a practice in galway thinking of moving to industry as a financial acountant what could i expect', QA, 'Financial Accountant', 1),
  salary('f6-s-fa-4-then-cork', 'and in cork?', QA, 'Financial Accountant', 1, [], 'f6-s-fa-4yrs-galway-industry'),
  salary('f6-s-fa-cork-then-senior', 'what about senior level', QA, 'Financial Accountant', 2, [], 'f6-s-fa-4-then-cork'),
  salary('f6-s-nq-aca-party', 'qualifed aca last month 🎉🎉 wat should a nq be looking for salery wise', QA, 'Financial Accountant', 0),
  salary('f6-s-nq-offer-55-60', 'offered 55-60k as a newly qualified fa in cork is that ok or am i being lowballed', QA, 'Financial Accountant', 0),
  salary('f6-s-fc-6yrs-caps', 'FINANCIAL CONTROLER 6 YRS PQE WHATS THE GOING RATE', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)]),
  salary('f6-s-fc-6-then-limerick', 'not dublin, limerick', QA, 'Financial Controller', 2, [], 'f6-s-fc-6yrs-caps'),
  salary('f6-s-fc-1yr', 'controller role 1 yr pqe would i be on much', QA, 'Financial Controller', 0),
  salary('f6-s-fc-1-then-4', 'grand and in 3 more yrs when im 4 yrs qualified', QA, 'Financial Controller', 1, [], 'f6-s-fc-1yr'),
  salary('f6-s-ma-cima-mullingar', 'cima member 4 yrs post qual mgmt acountant in mullingar, wat wud i be on', QA, 'Management Accountant', 1),
  salary('f6-s-ma-then-7', 'n at 7 yrs', QA, 'Management Accountant', 2, [], 'f6-s-ma-cima-mullingar'),
  salary('f6-s-cost-acct-tipp', 'cost acountant just qualifed in a factory in tipp salary?', QA, 'Management Accountant', 0),
  salary('f6-s-fpa-6yrs-d4', 'fp&a 6 years pqe dublin 4 whats the story with pay', QA, 'Financial Analyst', 2, [pay(QA, 'Financial Accountant', 2)]),
  salary('f6-s-fpa-then-correction', 'sorry i meant 4 yrs not 6', QA, 'Financial Analyst', 1, [], 'f6-s-fpa-6yrs-d4'),
  salary('f6-s-analyst-fifty-five', 'jus qualified acca going for a finance analyst job in sligo is fifty five thousand fair', QA, 'Financial Analyst', 0),
  salary('f6-s-ia-bank-2yrs', 'internal auditer 2 yrs pqe in a bank wats normal', QA, 'Internal Auditor', 0),
  salary('f6-s-ia-then-4', 'what about 4 yrs', QA, 'Internal Auditor', 1, [], 'f6-s-ia-bank-2yrs'),
  salaryRow('f6-s-fc-all-levels', 'financial controller salary ranges nq to senior', [QA, 'Financial Controller'], [CSUITE, 'Group Financial Controller']),
  salary('f6-s-acct-65000-kildare', 'im on 65,000 as an acountant with 7 yrs pqe in kildare is that a joke', QA, 'Financial Accountant', 2),
  salary('f6-s-corkonian-fa', 'corkonian here 👋 qualified acca 2 yrs ago, financial accountant roles pay wat', QA, 'Financial Accountant', 0),
  salary('f6-s-fc-down-country', 'FC jobs down the country 8 yrs qualified what would i be on', QA, 'Financial Controller', 2, [pay(CSUITE, 'Group Financial Controller', 2)]),

  // --- Salaries: Audit --------------------------------------------------------------------------
  salary('f6-s-semi-senior-midtier', 'audit semi senior mid tier firm galway wat would i get', AUDIT, 'Senior', 1, [pay(AUDIT, 'Manager', 1)]),
  salary('f6-s-semi-then-big4', 'n in the big 4?', AUDIT, 'Senior', 2, [], 'f6-s-semi-senior-midtier'),
  salary('f6-s-audit-mgr-small-country', 'manager in a small practice down the country, audit side, salary?', AUDIT, 'Manager', 0, [pay(AUDIT, 'Senior', 0)]),
  salary('f6-s-mgr-then-big4', 'sorry i meant big 4 not small', AUDIT, 'Manager', 2, [], 'f6-s-audit-mgr-small-country'),
  salary('f6-s-trainee-big-four', 'audit trainee in the big four starting salery', AUDIT, 'Junior', 2, [pay(AUDIT, 'Senior', 2)]),
  salary('f6-s-director-midtier', 'audit directer mid-tier firm dublin package', AUDIT, 'Director', 1, [pay(AUDIT, 'Partner', 1)]),
  salary('f6-s-partner-big4-money', 'wat do big 4 partners actually make 💰', AUDIT, 'Partner', 2, [pay(AUDIT, 'Director', 2)]),
  salary('f6-s-partner-then-small', 'n in a small firm down the country', AUDIT, 'Partner', 0, [pay(AUDIT, 'Director', 0)], 'f6-s-partner-big4-money'),
  salaryRow('f6-s-audit-mgr-compare', 'audit manager wages small v mid v big4', [AUDIT, 'Manager'], [AUDIT, 'Senior']),
  salary('f6-s-junior-local-ennis', 'school leaver starting as an audit junior in a local firm in ennis wat wud i be paid', AUDIT, 'Junior', 0),
  salary('f6-s-junior-then-midtier', 'wat if i went to a mid tier one instead', AUDIT, 'Junior', 1, [], 'f6-s-junior-local-ennis'),

  // --- Salaries: Part-Qualified and Support ------------------------------------------------------
  salary('f6-s-aa-leaving-cert', 'just finished the leaving cert, if i got an accounts assistant job wat would the pay be', SUPPORT, 'Accounts Assistant', 0, [pay(AUDIT, 'Junior', 1)]),
  salary('f6-s-aa-then-2yrs', 'and after 2 yrs?', SUPPORT, 'Accounts Assistant', 1, [], 'f6-s-aa-leaving-cert'),
  salary('f6-s-aa-then-5yrs', 'n 5 yrs', SUPPORT, 'Accounts Assistant', 2, [], 'f6-s-aa-then-2yrs'),
  salary('f6-s-payroll-dundalk', 'payrol officer 4 yrs exp dundalk', SUPPORT, 'Payroll Specialist', 2),
  salary('f6-s-credit-control-6mths', 'credit controler 6 months in, wat wage', SUPPORT, 'Accounts Payable/Receivable', 0),
  salary('f6-s-credit-then-galway', 'what about galway', SUPPORT, 'Accounts Payable/Receivable', 0, [], 'f6-s-credit-control-6mths'),
  salary('f6-s-pq-acca-2yrs', 'part qualifed acca 2 yrs exp wat shud i b on', SUPPORT, 'Part-Qualified', 1, [pay(SUPPORT, 'Accounts Assistant', 1)]),
  salary('f6-s-pq-then-4', 'sorry meant 4 yrs', SUPPORT, 'Part-Qualified', 2, [], 'f6-s-pq-acca-2yrs'),
  salary('f6-s-bookkeeper-caps', 'BOOK KEEPER 10 YEARS EXPERIENCE WHAT SHOULD I BE EARNING', SUPPORT, 'Bookkeeper', 2),
  salary('f6-s-bookkeeper-then-payroll', 'WHAT ABOUT PAYROLL SAME YEARS', SUPPORT, 'Payroll Specialist', 2, [], 'f6-s-bookkeeper-caps'),
  salaryRow('f6-s-payroll-scale', 'payroll salary scale entry to senior', [SUPPORT, 'Payroll Specialist'], [SUPPORT, 'Part-Qualified']),
  salary('f6-s-purchase-ledger-30', 'purchase ledger clerk 2yrs, 30 grand, underpaid?', SUPPORT, 'Accounts Payable/Receivable', 1),
  salary('f6-s-tech-kerry', 'accounting technician 2 yrs exp in kerry whats a fair wage', SUPPORT, 'Accounts Assistant', 1),
  salary(
    'f6-s-mum-back-bookkeeping',
    'mam of 3 going back to work after 8 years at home, i did bookkeeping for a builder before the kids but id be starting fresh really, would i be on much',
    SUPPORT,
    'Bookkeeper',
    0,
  ),

  // --- Salary insights -----------------------------------------------------------------------------
  ask('f6-i-esg-work', 'doing a bit of sustainability reporting in work, does esg stuff pay more', 'salary-insights', [esgPremium], [remotePremium, inflationAdjustment]),
  ask('f6-i-esg-then-remote', 'n fully remote jobs, any extra?', 'salary-insights', [remotePremium], [esgPremium, inflationAdjustment], 'f6-i-esg-work'),
  ask('f6-i-pension-pct', 'wat pension % do employers put in for qualified ppl', 'salary-insights', [pensionMatch], [esgPremium, inflationAdjustment]),
  ask('f6-i-no-rise', 'got no pay rise this yr 😤 what are most companies giving for cost of living', 'salary-insights', [inflationAdjustment], [esgPremium, remotePremium]),
  ask('f6-i-funds-extra', 'does working in funds get u extra money vs normal industry', 'salary-insights', [specialisationPremium('Financial Services')], [esgPremium, remotePremium]),
  ask('f6-i-us-gaap', 'i know us gaap inside out from a yank multinational, is that worth more', 'salary-insights', [specialisationPremium('IFRS/US GAAP')], [esgPremium, remotePremium]),
  ask('f6-i-wfh-days', 'how many days wfh is normal now in finance jobs', 'salary-insights', [hybridDays], [esgPremium, pensionMatch]),
  ask('f6-i-wfh-then-pension', 'n pension?', 'salary-insights', [pensionMatch], [esgPremium, remotePremium], 'f6-i-wfh-days'),
  ask('f6-i-cpd-budget', 'will a company pay for my cpd n courses, how much do they budget', 'salary-insights', [developmentBudget], [esgPremium]),

  // --- Placement fees ----------------------------------------------------------------------------
  placementFee('f6-p-55000', 'how much do yous charge to place someone on 55,000', 55_000),
  placementFee('f6-p-55-then-70', 'n for a 70k hire?', 70_000, [feeAmount(55_000)], 'f6-p-55000'),
  placementFee('f6-p-70-then-30', 'what about an accts assistant on 30k', 30_000, [feeAmount(70_000)], 'f6-p-55-then-70'),
  placementFee('f6-p-fifty-two-caps', 'FEE FOR FIFTY TWO THOUSAND SALARY', 52_000),
  ask('f6-p-52-then-discount', 'any discount if we give yous 3 roles', 'placement-fees', [says(feesPage.exclusivePartnership, 'reduced rates')], wrongBandFees(52_000), 'f6-p-fifty-two-caps'),
  placementFee('f6-p-bookkeeper-38k', 'we r hiring a bookkeeper at 38k wats ur cut', 38_000),
  placementFee('f6-p-eighty-grand', 'eighty grand fc, wat % do yous take', 80_000),
  placementFee('f6-p-33k', 'hw much 4 a 33k role', 33_000),
  placementFee('f6-p-42500', 'is 42,500 in the 10% band or 12, and how much would it be', 42_500),
  placementFee('f6-p-45k-exact', 'exactly 45k hire fee pls', 45_000),
  placementFee('f6-p-35-grand', '35 grand exactly whats the fee', 35_000),
  placementFee('f6-p-35-then-34500', 'and 34,500?', 34_500, [feeAmount(35_000)], 'f6-p-35-grand'),
  placementFee('f6-p-cfo-250', 'cfo hire at 250k your fee?', 250_000),
  placementFee(
    'f6-p-hotel-kerry',
    "we're a small family hotel group in kerry, our bookkeeper is leaving after 20 years and we'd pay around €39.5k for a new one, what would yous charge us",
    39_500,
  ),
  placementFee('f6-p-sixty-one', 'sixty one thousand euro management accountant, ur fee?', 61_000),
  {
    id: 'f6-p-how-it-works',
    question: 'wat r ur fees for employers, hw does it work',
    kind: 'fact',
    topic: 'placement-fees',
    mustContain: [...feeBands.map((band) => `${band.percentage}%`), says(feesPage.intro, 'base salary')],
    mustNotContain: [],
  },

  // --- Qualifications: ACA -----------------------------------------------------------------------
  ask('f6-q-cap2-cost', 'hw much r cap 2 exams', 'qualifications', [acaFee('CAP2 exams')], [acaFee('CAP1 exams'), acaFee('FAE exams')]),
  ask('f6-q-cap2-then-sitting', 'whats the next sitting', 'qualifications', [acaSitting('CAP2').main], [acaSitting('FAE').main], 'f6-q-cap2-cost'),
  ask('f6-q-fae-module-fee', 'FAE fees how much per module', 'qualifications', [acaFee('FAE exams')], [acaFee('CAP2 exams'), accaFee('Strategic Professional exams')]),
  ask('f6-q-cap1-subjects', 'wat subjects r in cap1', 'qualifications', [...examGroup(acaStructure, 'CAP1')], [ACCA_MARK, CIMA_MARK]),
  ask('f6-q-aca-how-long', 'how long does it take to become a chartered acountant start to finish', 'qualifications', [`${acaFacts.experienceYears.min}-${acaFacts.experienceYears.max} years`], [`${accaFacts.experienceMonths} months`, CIMA_MARK]),
  ask('f6-q-fae-repeat', 'failed fae 😭 when is the repeat', 'qualifications', [acaSitting('FAE').repeat], [acaSitting('CAP1').repeat]),
  ask('f6-q-fae-electives', 'how many electives do u pick in the fae', 'qualifications', [`${acaFacts.faeElectives} electives`], [ACCA_MARK, CIMA_MARK]),
  ask('f6-q-aca-or-acca-industry', 'im working in industry not a practice, aca or acca wat suits better', 'qualifications', [says(acaAccaComparisonPage.intro, 'flexibility')], [CIMA_MARK]),

  // --- Qualifications: ACCA ----------------------------------------------------------------------
  ask('f6-q-acca-months', 'wen can u sit acca exams, wat months', 'qualifications', [...accaFacts.examSessions], [ACA_MARK, CIMA_MARK]),
  ask('f6-q-acca-sp-cost', 'strategic professional acca exam cost each', 'qualifications', [accaFee('Strategic Professional exams')], [accaFee('Applied Skills exams'), accaFee('Applied Knowledge exams')]),
  ask('f6-q-acca-sp-then-ethics', 'n the ethics module?', 'qualifications', [accaFee('Ethics and Professional Skills module')], [accaFee('Strategic Professional exams')], 'f6-q-acca-sp-cost'),
  ask('f6-q-acca-options', 'acca options papers which ones can i pick', 'qualifications', examGroup(accaFacts.structure, 'SP-O').map(accaPaperName), [ACA_MARK, CIMA_MARK]),
  ask('f6-q-acca-total', 'how many exams in acca altogether', 'qualifications', [String(accaFacts.examCount)], [ACA_MARK, CIMA_MARK]),
  ask('f6-q-acca-total-then-exp', 'n how long do i need to be working', 'qualifications', [`${accaFacts.experienceMonths} months`], [ACA_MARK, CIMA_MARK], 'f6-q-acca-total'),
  ask('f6-q-acca-sbl', 'wats SBL in acca', 'qualifications', [accaPaper('SBL')], [ACA_MARK, CIMA_MARK]),
  ask('f6-q-acca-yearly', 'acca yearly sub how much', 'qualifications', [accaFee('Annual subscription')], [cimaFee('Annual subscription'), acaFee('Annual student subscription')]),

  // --- Qualifications: CIMA ----------------------------------------------------------------------
  ask('f6-q-cima-case-price', 'cima case study exam price', 'qualifications', [cimaFee('Case study exam')], [cimaFee('Objective test'), accaFee('Strategic Professional exams')]),
  ask('f6-q-cima-case-then-when', 'whens the next one', 'qualifications', nextCimaCaseStudy, [ACA_MARK, ACCA_MARK], 'f6-q-cima-case-price'),
  ask('f6-q-cima-p2', 'cima p2 wat is it', 'qualifications', [cimaPaper('P2')], [ACA_MARK, ACCA_MARK]),
  ask('f6-q-cima-p2-then-cost', 'wat does it cost to sit', 'qualifications', [cimaFee('Objective test')], [cimaFee('Case study exam'), accaFee('Applied Skills exams')], 'f6-q-cima-p2'),
  ask('f6-q-cima-cba', 'no degree, wat r the cima cba subjects', 'qualifications', examGroup(cimaFacts.structure, 'CBA').map(cimaPaperName), [ACA_MARK, ACCA_MARK]),
  ask('f6-q-cima-letters', 'wat letters do u get after ur name with cima', 'qualifications', [says(cimaFacts, 'CGMA')], [ACA_MARK, ACCA_MARK]),
  ask('f6-q-cima-exp', 'cima how many yrs experience needed', 'qualifications', [`${cimaFacts.experienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK]),

  // --- Qualifications: CTA -----------------------------------------------------------------------
  ask('f6-q-cta-stages', 'cta stages n how long each', 'qualifications', ['Foundation', 'Intermediate', 'Advanced', ctaStageMonths('Foundation'), ctaStageMonths('Advanced')], [ACA_MARK, ACCA_MARK]),
  ask('f6-q-cta-next', 'wen is the next cta exam sitting', 'qualifications', nextCtaSitting, [ACA_MARK, ACCA_MARK]),
  ask('f6-q-cta-degree', 'do i need a degree for cta', 'qualifications', [`Level ${ctaFacts.membership.degreeLevel}`], [ACA_MARK, ACCA_MARK]),
  ask('f6-q-cta-then-tax-exp', 'n how much tax experience', 'qualifications', [`${ctaFacts.membership.minTaxExperienceYears} years`], [`${accaFacts.experienceMonths} months`, ACA_MARK], 'f6-q-cta-degree'),

  // --- Market figures ----------------------------------------------------------------------------
  ask('f6-m-cork-or-dublin', 'r there many finance jobs in cork or is it all dublin', 'market', [regionShare('Cork')], [stat('remote-positions')]),
  ask('f6-m-cork-then-galway', 'n galway?', 'market', [regionShare('Galway')], [stat('remote-positions')], 'f6-m-cork-or-dublin'),
  ask('f6-m-hire-weeks', 'how long does it take to get hired these days', 'market', [formatTimeToHire()], [`${RESPONSE_GUARANTEE_HOURS} hours`]),
  ask('f6-m-weeks-then-pay', 'n wat about pay, is it rising', 'market', [stat('average-salary-increase')], [stat('job-market-growth')], 'f6-m-hire-weeks'),
  ask('f6-m-remote-pct', 'wat % of finance jobs r remote or hybrid', 'market', [stat('remote-positions')], [stat('job-market-growth')]),
  ask('f6-m-pay-rising', 'r salaries goin up in finance or nah', 'market', [stat('average-salary-increase')], [stat('job-market-growth')]),
  ask('f6-m-savage', 'is the finance job market savage at the moment or dead', 'market', [stat('job-market-growth')], [stat('remote-positions')]),
  ask('f6-m-dublin-share', 'wat share of the new jobs r in dublin', 'market', [regionShare('Dublin')], [stat('remote-positions')]),

  // --- Contact, hours and address ----------------------------------------------------------------
  ask('f6-c-number', 'wats ur number i want to ring yous', 'contact', [agency.phone.display], []),
  ask('f6-c-number-then-close', 'wat time do yous close', 'contact', [closingTime], [], 'f6-c-number'),
  ask('f6-c-email-caps', 'EMAIL ADDRESS PLS', 'contact', [agency.email], []),
  ask('f6-c-email-then-whatsapp', 'n whatsapp?', 'contact', [agency.whatsappUrl.replace('https://', '')], [], 'f6-c-email-caps'),
  ask('f6-c-sunday', 'can i call on a sunday', 'contact', [weekdays], []),
  ask('f6-c-address-drop-in', 'wats ur address in dublin want to drop in my cv', 'contact', [agency.address.streetAddress], []),
  ask('f6-c-linkedin', 'r yous on linkedin', 'contact', [websiteHost(linkedin.url)], []),
  ask('f6-c-insta', 'insta handle?', 'contact', [websiteHost(instagram.url)], []),
  ask('f6-c-open-morning', 'wat time do yous open in the morning', 'contact', [openingTime], []),
  ask('f6-c-hours-week', 'wat r ur opening hours', 'contact', [agency.businessHours.display], []),

  // --- Interview tips ----------------------------------------------------------------------------
  ask('f6-t-star-thing', 'wats the star thing for interviews', 'interview-tips', ['Situation', 'Task', 'Action', 'Result'], [OFFER_TIP, MIC_TIP]),
  ask('f6-t-wear-big4', 'wat do i wear to a big 4 interview', 'interview-tips', [presencePhrase('Dress', 'Business professional')], [OFFER_TIP]),
  ask('f6-t-wear-then-tech', 'n for a tech company?', 'interview-tips', [presencePhrase('Dress', 'smart business casual')], [OFFER_TIP], 'f6-t-wear-big4'),
  ask('f6-t-expectations', 'they asked my salary expectations wat do i say', 'interview-tips', [tipPhrase('know-your-market-value', 'range')], [MIC_TIP]),
  ask('f6-t-thank-you', 'shud i send a thank u email after the interview', 'interview-tips', [tipPhrase('send-a-thank-you-note', '24 hours')], [MIC_TIP]),
  ask('f6-t-zoom', 'interview on zoom tmrw any tips', 'interview-tips', [MIC_TIP], [OFFER_TIP, AUDIT_TIP]),
  ask('f6-t-numbers', 'wat numbers should i know about my current job going in', 'interview-tips', [tipPhrase('know-your-numbers', 'month-end close')], [OFFER_TIP, MIC_TIP]),
  ask('f6-t-ramble', 'i ramble in interviews, how long shud my answers be', 'interview-tips', [presencePhrase('Concise Answers', 'one to two minutes')], [OFFER_TIP]),
  ask('f6-t-fund-admin', 'interview with a fund admin crowd in kilkenny, wat will they ask', 'interview-tips', [FUNDS_TIP], [PHARMA_TIP, TECH_TIP]),
  ask('f6-t-funds-then-software', 'wat about a software company', 'interview-tips', [TECH_TIP], [FUNDS_TIP, PHARMA_TIP], 'f6-t-fund-admin'),
  ask('f6-t-software-then-pharma', 'or a pharma plant in ringaskiddy', 'interview-tips', [PHARMA_TIP], [FUNDS_TIP, TECH_TIP], 'f6-t-funds-then-software'),
  ask('f6-t-two-offers', 'got 2 offers 😅 how do i pick', 'interview-tips', [tipPhrase('weigh-offers-and-counter-offers', 'whole package')], [MIC_TIP]),
  ask('f6-t-achievements', 'hw do i make my achievements sound good', 'interview-tips', [tipPhrase('quantify-your-results', 'numbers')], [OFFER_TIP, MIC_TIP]),
  ask('f6-t-too-early', 'hw early is too early to show up for an interview', 'interview-tips', [presencePhrase('Punctuality', 'ten minutes')], [OFFER_TIP]),
  ask('f6-t-big4-brush', 'big 4 audit senior interview next week wat shud i revise', 'interview-tips', [AUDIT_TIP], [TECH_TIP, FUNDS_TIP]),

  // --- The agency's services, jobs, team and privacy ---------------------------------------------
  ask('f6-v-pay-as-jobseeker', 'do i have to pay yous anything as a job seeker', 'services', [says(candidatesPage.promise, 'free')], []),
  ask('f6-v-cv-without-asking', 'will yous send my cv out without asking me first', 'services', [says(candidatesPage.promise, 'permission')], []),
  ask('f6-v-jobs-going', 'wat jobs have yous got going atm', 'services', [trainee.title, qualifiedJob.title], []),
  ask('f6-v-jobs-then-trainee-pay', 'hw much does the trainee one pay', 'services', [trainee.salary], [qualifiedJob.salary], 'f6-v-jobs-going'),
  ask('f6-v-qualified-job-pay', 'the qualified accountant job yous have up wats the salary', 'services', [qualifiedJob.salary], [trainee.salary]),
  ask('f6-v-delete-data', 'can yous delete my data', 'services', [says(privacyPolicy, 'delete')], []),
  ask('f6-v-complain-data', 'who do i complain to about my data', 'services', [dataProtectionCommission.name], []),
  ask('f6-v-keep-cvs', 'hw long do u keep cvs for', 'services', [`${DATA_RETENTION_YEARS} years`], []),
  ask('f6-v-who-owns', 'who owns ledgerline', 'services', [niamh.name, conor.name], []),
  ask('f6-v-owns-then-niamh', 'wat did niamh do before', 'services', [says(niamh.bio, 'Big 4')], [conor.role], 'f6-v-who-owns'),
  ask('f6-v-placed', 'hw many ppl have yous placed', 'services', [placementsMade], []),
  ask('f6-v-reviews', 'r yous any good, wat r ur reviews like', 'services', [reviewRating], []),
  ask('f6-v-down-country', 'do yous only do dublin jobs or down the country too', 'services', [says(agency.operatingModel, 'nationwide')], []),
  ask('f6-v-interview-prep', 'do yous help with interview prep', 'services', [says(candidatesPage.promise, 'Interview preparation')], []),
  ask('f6-v-member-body', 'r yous members of any recruitment body', 'services', [membership.name], []),
  ask('f6-v-vacancy-reply', 'employer here, how quick do yous come back on a new vacancy', 'services', [`${RESPONSE_GUARANTEE_HOURS} hours`], [formatTimeToHire()]),
  ask('f6-v-sales-jobs', 'do yous do sales jobs or just accounting', 'services', [OFF_TOPIC_SCOPE], []),

  // --- Off-topic: the right reply names Aine's scope and quotes no euro figure --------------------
  ...(
    [
      ['f6-o-weather-galway', 'wats the weather like in galway this weekend'],
      ['f6-o-hurling', 'who won the hurling 😂'],
      ['f6-o-chipper', 'recommend a good chipper in limerick'],
      ['f6-o-joke', 'go on tell me a joke about accountants 😂'],
      ['f6-o-luas', 'wat time is the last luas to sandyford'],
      ['f6-o-poem', 'write me a poem about spreadsheets'],
      ['f6-o-percent', 'wats 15% of 2340'],
      ['f6-o-pivot', 'hw do i make a pivot table in excel'],
      ['f6-o-car-insurance', 'hw much is car insurance for a 19 yr old'],
      ['f6-o-landlord', 'my landlord wont give back my deposit wat do i do'],
      // Near-misses: personal tax, mortgages, pensions, savings, investing.
      ['f6-o-pay-less-tax', 'wats the best way to pay less tax on my wages'],
      ['f6-o-flat-rate', 'how do i claim flat rate expenses from revenue'],
      ['f6-o-form-11', 'can u help me fill in my form 11'],
      ['f6-o-mortgage-wait', 'is it worth going for a mortgage now or wait til rates drop'],
      ['f6-o-savings-rate', 'wat bank gives the best savings rate'],
      ['f6-o-avc', 'shud i put my bonus into an avc'],
      ['f6-o-rent-credit', 'can i get the rent tax credit'],
      ['f6-o-bitcoin', 'wats the price of bitcoin today'],
      ['f6-o-etf', 'shud i invest in an etf or a pension'],
      ['f6-o-credit-card', 'best credit card for travel'],
      // Near-misses: employment law, welfare, visas and grants.
      ['f6-o-saturdays', 'can my boss make me work saturdays without extra pay'],
      ['f6-o-probation', 'im on probation can they let me go without a reason'],
      ['f6-o-redundancy', 'statutory redundancy how much am i owed'],
      ['f6-o-dole', 'how much is the dole now'],
      ['f6-o-pps', 'hw do i get a pps number'],
      ['f6-o-susi', 'SUSI GRANT HOW MUCH DO I GET FOR COLLEGE'],
      ['f6-o-work-permit', 'wat visa do i need to move from india to dublin for work'],
      // Near-misses: pay or jobs outside accounting and finance.
      ['f6-o-teachers', 'hw much do teachers get paid in ireland'],
      ['f6-o-dev-salary', 'software developer salery dublin'],
      ['f6-o-retail-cork', 'any jobs going in retail in cork'],
      ['f6-o-solicitor', 'wat does a solicitor earn in dublin'],
      ['f6-o-sparky', 'any electrician apprenticeships going'],
      ['f6-o-cabin-crew', 'is ryanair hiring cabin crew'],
    ] as const
  ).map(([id, question]) => offTopic(id, question)),

  // --- Hand-over: the visitor asks for a person --------------------------------------------------
  ...(
    [
      ['f6-h-real-person', 'can i talk to a real person pls 🙏'],
      ['f6-h-put-me-through', 'put me thru to one of the recruiters'],
      ['f6-h-ring-back', 'get someone to ring me back'],
      ['f6-h-not-robot', 'i want a human not a robot'],
      ['f6-h-anyone-caps', 'IS THERE ANYONE THERE I CAN ACTUALLY TALK TO'],
      ['f6-h-conor', 'can conor contact me'],
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
  // Asks for a person about a topic Aine could answer: a figure may come with the offer.
  ...(
    [
      ['f6-h-bell-fc', 'wud one of the team give me a bell about fc jobs in cork'],
      ['f6-h-recruiter-payroll', 'id like a recruiter to look at my cv for payroll roles'],
    ] as const
  ).map(
    ([id, question]): HeldOutQuestion => ({
      id,
      question,
      kind: 'hand-over',
      topic: 'hand-over',
      mustContain: [handoverRecipients, 'name'],
      mustNotContain: [],
    }),
  ),
];
