// Paraphrased visitor questions for Aine's offline engine: typos, abbreviations, Irish usage and
// follow-ups. Written from the specification and the content modules before the engine was rebuilt,
// as its first held-out set; scored clean once (89.2%), then seen while the engine was fixed, so it is
// now part of the TUNING set. The held-out set nobody tunes against is third-held-out-questions.ts (the first and second, first- and second-held-out-questions.ts, are tuning data since they were scored).
//
// Each case is what a visitor would type, optionally after earlier turns in the same conversation.
// `mustContain` are facts a right reply states; `mustNotContain` are facts that would make the reply
// wrong (another level's, role's, city's or qualification's figures). Matching is case-insensitive on
// the reply text. `expect: 'off-topic'` means the right reply is the honest "I can't help with that"
// fallback, with no figures.

import type { ChatContext } from '#content/chat';

export type ConversationCase = {
  readonly id: string;
  readonly question: string;
  /** Earlier visitor messages of the same conversation, oldest first. */
  readonly history?: readonly string[];
  readonly context?: ChatContext;
  readonly expect: 'answer' | 'off-topic';
  readonly mustContain: readonly string[];
  readonly mustNotContain: readonly string[];
};

// Level figures per role, in level order, used only to list what a reply must NOT contain.
const FC = ['€70k - €85k', '€85k - €100k', '€100k - €120k'];
const FIN_ACC = ['€55k - €65k', '€65k - €80k', '€80k - €95k'];
const CFO = ['€120k - €150k', '€150k - €200k', '€200k - €350k+'];
const FD = ['€95k - €120k', '€120k - €160k', '€160k - €220k'];
const GFC = ['€85k - €100k', '€100k - €130k', '€130k - €180k'];
const AUDIT_MANAGER = ['€65k - €75k', '€75k - €90k', '€90k - €120k'];
const AUDIT_SENIOR = ['€45k - €55k', '€55k - €65k', '€65k - €75k'];
const AUDIT_JUNIOR = ['€28k - €35k', '€32k - €38k', '€35k - €42k'];
const AUDIT_PARTNER = ['€100k - €150k', '€150k - €250k', '€250k - €800k+'];
const AUDIT_DIRECTOR = ['€85k - €110k', '€110k - €140k', '€140k - €200k'];
const PART_QUALIFIED = ['€35k - €42k', '€42k - €50k', '€50k - €60k'];
const BOOKKEEPER = ['€32k - €38k', '€38k - €45k', '€45k - €55k'];
const ACCOUNTS_ASSISTANT = ['€28k - €35k', '€35k - €42k', '€42k - €48k'];
const AP_AR = ['€28k - €32k', '€32k - €38k', '€38k - €45k'];
const FIN_ANALYST = ['€55k - €65k', '€65k - €80k', '€80k - €90k'];

function others(levels: readonly string[], keep: number): string[] {
  return levels.filter((_, index) => index !== keep);
}

const ACA_FEES = ['€235-€545', '€780-€1,200', '€2,100-€2,650'];
const ACCA_FEES = ['€89', '€90-€130', '€205-€345'];
const CIMA_FEES = ['€80', '€110', '€270'];
const NO_FIGURES = ['€', '%'];

export const paraphrasedQuestions: readonly ConversationCase[] = [
  // --- Salaries: one role, one level ------------------------------------------------------------
  { id: 'sal-fc-nq', question: 'whats the salary for a newly qualified financial controller', expect: 'answer', mustContain: [FC[0]!], mustNotContain: others(FC, 0) },
  { id: 'sal-fc-5plus', question: 'FC with 5+ yrs PQE - what should I be earning?', expect: 'answer', mustContain: [FC[2]!], mustNotContain: others(FC, 2) },
  { id: 'sal-fc-cork', question: 'what would I get as an FC in Cork', expect: 'answer', mustContain: [...FC, 'Cork'], mustNotContain: [FIN_ACC[0]!, GFC[2]!] },
  { id: 'sal-fc-4yrs', question: 'financial controler salary with 4 years experience', expect: 'answer', mustContain: [FC[1]!], mustNotContain: others(FC, 1) },
  { id: 'sal-cfo-enterprise', question: 'How much does a CFO of a big multinational earn in Ireland?', expect: 'answer', mustContain: [CFO[2]!], mustNotContain: others(CFO, 2) },
  { id: 'sal-cfo-small', question: 'cfo pay at a small business', expect: 'answer', mustContain: [CFO[0]!], mustNotContain: others(CFO, 0) },
  { id: 'sal-cfo-midsize', question: 'Chief Financial Officer salary for a mid-size company?', expect: 'answer', mustContain: [CFO[1]!], mustNotContain: [CFO[0]!, CFO[2]!] },
  { id: 'sal-fd-all', question: 'finance director salaries', expect: 'answer', mustContain: FD, mustNotContain: [CFO[0]!, GFC[0]!] },
  { id: 'sal-fd-enterprise', question: 'FD salary in a large enterprise', expect: 'answer', mustContain: [FD[2]!], mustNotContain: others(FD, 2) },
  { id: 'sal-gfc-mid', question: 'group financial controller mid sized company pay', expect: 'answer', mustContain: [GFC[1]!], mustNotContain: others(GFC, 1) },
  { id: 'sal-finacc-nq-dublin', question: 'What salary should a newly qualified accountant expect in Dublin?', expect: 'answer', mustContain: [FIN_ACC[0]!, 'Dublin'], mustNotContain: others(FIN_ACC, 0) },
  { id: 'sal-finacc-nq-typo', question: 'newly qualifed accountant salery', expect: 'answer', mustContain: [FIN_ACC[0]!], mustNotContain: others(FIN_ACC, 0) },
  { id: 'sal-ma-3-5', question: 'management accountant 3-5 years pqe salary', expect: 'answer', mustContain: [FIN_ACC[1]!], mustNotContain: others(FIN_ACC, 1) },
  { id: 'sal-ma-galway', question: 'how much do management accountants make in galway', expect: 'answer', mustContain: [...FIN_ACC, 'Galway'], mustNotContain: [FC[0]!, PART_QUALIFIED[0]!] },
  { id: 'sal-analyst-senior', question: 'financial analyst with over 5 years - salary range?', expect: 'answer', mustContain: [FIN_ANALYST[2]!], mustNotContain: others(FIN_ANALYST, 2).concat('€80k - €95k') },
  { id: 'sal-analyst-all', question: 'fin analyst pay', expect: 'answer', mustContain: FIN_ANALYST, mustNotContain: ['€80k - €95k'] },
  { id: 'sal-internal-auditor', question: 'Internal auditor salary, just qualified', expect: 'answer', mustContain: [FIN_ACC[0]!], mustNotContain: others(FIN_ACC, 0) },
  { id: 'sal-audit-manager-big4', question: 'audit manager in a big 4 firm - what salary?', expect: 'answer', mustContain: [AUDIT_MANAGER[2]!], mustNotContain: others(AUDIT_MANAGER, 2) },
  { id: 'sal-audit-manager-small', question: 'audit manager salary at a small practice', expect: 'answer', mustContain: [AUDIT_MANAGER[0]!], mustNotContain: others(AUDIT_MANAGER, 0) },
  { id: 'sal-audit-senior-midtier', question: 'audit senior mid-tier firm salary', expect: 'answer', mustContain: [AUDIT_SENIOR[1]!], mustNotContain: others(AUDIT_SENIOR, 1) },
  { id: 'sal-audit-senior-big4', question: 'what do audit seniors get in the big four', expect: 'answer', mustContain: [AUDIT_SENIOR[2]!], mustNotContain: others(AUDIT_SENIOR, 2) },
  { id: 'sal-audit-junior-big4', question: 'big 4 audit trainee starting salary', expect: 'answer', mustContain: [AUDIT_JUNIOR[2]!], mustNotContain: others(AUDIT_JUNIOR, 2) },
  { id: 'sal-audit-partner-big4', question: 'how much does a big 4 partner earn', expect: 'answer', mustContain: [AUDIT_PARTNER[2]!], mustNotContain: others(AUDIT_PARTNER, 2) },
  { id: 'sal-audit-director-mid', question: 'Audit director, mid tier, salary?', expect: 'answer', mustContain: [AUDIT_DIRECTOR[1]!], mustNotContain: others(AUDIT_DIRECTOR, 1).concat(FD[1]!) },
  { id: 'sal-audit-manager-all', question: 'audit manager salary', expect: 'answer', mustContain: AUDIT_MANAGER, mustNotContain: [FC[0]!] },
  { id: 'sal-pq-entry', question: 'part qualified accountant entry level salary', expect: 'answer', mustContain: [PART_QUALIFIED[0]!], mustNotContain: others(PART_QUALIFIED, 0) },
  { id: 'sal-pq-2yrs', question: "I'm part-qualified with 2 years experience, what should I be on?", expect: 'answer', mustContain: [PART_QUALIFIED[1]!], mustNotContain: others(PART_QUALIFIED, 1) },
  { id: 'sal-bookkeeper-5yrs', question: 'bookkeeper 5 yrs experience wage', expect: 'answer', mustContain: [BOOKKEEPER[2]!], mustNotContain: others(BOOKKEEPER, 2) },
  { id: 'sal-bookkeeper-all', question: 'book keeper salary Limerick', expect: 'answer', mustContain: BOOKKEEPER, mustNotContain: [ACCOUNTS_ASSISTANT[2]!] },
  { id: 'sal-accounts-assistant-entry', question: 'accounts assistant graduate salary', expect: 'answer', mustContain: [ACCOUNTS_ASSISTANT[0]!], mustNotContain: others(ACCOUNTS_ASSISTANT, 0) },
  { id: 'sal-accounts-assistant-2yrs', question: 'accts assistant with 2 yrs', expect: 'answer', mustContain: [ACCOUNTS_ASSISTANT[1]!], mustNotContain: others(ACCOUNTS_ASSISTANT, 1) },
  { id: 'sal-apar-entry', question: 'AP clerk starting pay', expect: 'answer', mustContain: [AP_AR[0]!], mustNotContain: others(AP_AR, 0) },
  { id: 'sal-apar-senior', question: 'accounts payable 4 years experience salary', expect: 'answer', mustContain: [AP_AR[2]!], mustNotContain: others(AP_AR, 2) },
  { id: 'sal-payroll-all', question: 'payroll salaries in ireland?', expect: 'answer', mustContain: BOOKKEEPER, mustNotContain: [AP_AR[0]!, ACCOUNTS_ASSISTANT[2]!] },
  { id: 'sal-payroll-1-3', question: 'payroll specialist 1-3 years', expect: 'answer', mustContain: [BOOKKEEPER[1]!], mustNotContain: others(BOOKKEEPER, 1) },
  { id: 'sal-credit-controller', question: 'what does a credit controller earn', expect: 'answer', mustContain: AP_AR, mustNotContain: [FC[0]!] },
  { id: 'sal-fc-dublin-nq', question: 'newly qualified FC dublin €', expect: 'answer', mustContain: [FC[0]!, 'Dublin'], mustNotContain: others(FC, 0) },
  { id: 'sal-cfo-galway', question: 'cfo salary galway', expect: 'answer', mustContain: [...CFO, 'Galway'], mustNotContain: [FD[0]!] },
  { id: 'sal-premium-fs', question: 'do you get more for working in financial services?', expect: 'answer', mustContain: ['10-20%'], mustNotContain: ['15-20%'] },
  { id: 'sal-esg', question: 'ESG accountants - is there a pay premium?', expect: 'answer', mustContain: ['15-20%'], mustNotContain: ['5-10%'] },
  { id: 'sal-remote-premium', question: 'do fully remote jobs pay more', expect: 'answer', mustContain: ['5-10%'], mustNotContain: ['15-20%'] },
  { id: 'sal-pension', question: "what's a typical employer pension match", expect: 'answer', mustContain: ['8-12%'], mustNotContain: ['4-6%'] },
  { id: 'sal-inflation', question: 'are salaries going up with inflation this year?', expect: 'answer', mustContain: ['4-6%'], mustNotContain: ['8-12%'] },
  { id: 'sal-study-budget', question: 'how much do employers give for training / development budget', expect: 'answer', mustContain: ['€2,000', '€5,000'], mustNotContain: ['8-12%'] },
  { id: 'sal-hybrid-days', question: 'how many days remote is normal for hybrid', expect: 'answer', mustContain: ['3-4 days'], mustNotContain: ['74%'] },

  // --- Placement fees ---------------------------------------------------------------------------
  { id: 'fee-55k', question: 'fees for a 55k hire', expect: 'answer', mustContain: ['12%', '€6,600'], mustNotContain: ['8%', '10%'] },
  { id: 'fee-30k', question: 'what would you charge to place someone on 30,000', expect: 'answer', mustContain: ['8%', '€2,400'], mustNotContain: ['12%', '10%'] },
  { id: 'fee-40k', question: 'Your fee on a €40k role?', expect: 'answer', mustContain: ['10%', '€4,000'], mustNotContain: ['8%', '12%'] },
  { id: 'fee-35k-boundary', question: 'recruitment fee for a salary of exactly 35000', expect: 'answer', mustContain: ['10%', '€3,500'], mustNotContain: ['8%', '12%'] },
  { id: 'fee-45k-boundary', question: 'how much is the fee if the salary is €45,000', expect: 'answer', mustContain: ['12%', '€5,400'], mustNotContain: ['8%', '10%'] },
  { id: 'fee-120k', question: 'we want to hire a CFO on 120k, what is your fee', expect: 'answer', mustContain: ['12%', '€14,400'], mustNotContain: ['8%', '10%'] },
  { id: 'fee-28k', question: 'placement fee 28k accounts assistant', expect: 'answer', mustContain: ['8%', '€2,240'], mustNotContain: ['12%', '10%'] },
  { id: 'fee-structure', question: 'how do your fees work?', expect: 'answer', mustContain: ['8%', '10%', '12%', '/our-fees'], mustNotContain: [] },
  { id: 'fee-percent', question: 'what % do you charge employers', expect: 'answer', mustContain: ['8%', '10%', '12%'], mustNotContain: [] },
  { id: 'fee-exclusive', question: 'can we get a discount if we use you exclusively?', expect: 'answer', mustContain: ['exclusive', 'negotiate'], mustNotContain: [] },
  { id: 'fee-response', question: 'how fast will you respond to a new vacancy', expect: 'answer', mustContain: ['48'], mustNotContain: ['3.2 weeks'] },
  { id: 'fee-candidate-free', question: 'do candidates have to pay you anything?', expect: 'answer', mustContain: ['free'], mustNotContain: ['12%'] },
  { id: 'fee-62500', question: 'cost of placing a financial controller at 62,500', expect: 'answer', mustContain: ['12%', '€7,500'], mustNotContain: ['8%', '10%'] },

  // --- Qualifications -----------------------------------------------------------------------------
  { id: 'qual-aca-fees', question: 'how much does ACA cost', expect: 'answer', mustContain: ACA_FEES, mustNotContain: ACCA_FEES.slice(1).concat('€270') },
  { id: 'qual-acca-fees', question: 'acca exam fees?', expect: 'answer', mustContain: ['€90-€130', '€140-€180', '€205-€345'], mustNotContain: ['€780-€1,200', '€270'] },
  { id: 'qual-cima-fees', question: 'CIMA fees', expect: 'answer', mustContain: CIMA_FEES, mustNotContain: ['€89', '€235-€545'] },
  { id: 'qual-acca-registration', question: 'how much to register for acca', expect: 'answer', mustContain: ['€89'], mustNotContain: ['€235-€545', '€80 '] },
  { id: 'qual-aca-registration', question: 'ACA student registration fee?', expect: 'answer', mustContain: ['€235-€545'], mustNotContain: ['€89'] },
  { id: 'qual-cima-case-fee', question: 'what does a cima case study exam cost', expect: 'answer', mustContain: ['€270'], mustNotContain: ['€205-€345', '€2,100-€2,650'] },
  { id: 'qual-aca-fae-fee', question: 'FAE fees', expect: 'answer', mustContain: ['€2,100-€2,650'], mustNotContain: ['€89', '€270'] },
  { id: 'qual-aca-dates', question: 'when are the ACA exams', expect: 'answer', mustContain: ['August', 'December', 'September', 'April'], mustNotContain: ['March, June', 'Jan 12'] },
  { id: 'qual-acca-sessions', question: 'when can I sit ACCA exams?', expect: 'answer', mustContain: ['March', 'June', 'September', 'December'], mustNotContain: ['Jan 12', 'FAE'] },
  { id: 'qual-cima-ot-windows', question: 'cima objective test windows 2025', expect: 'answer', mustContain: ['Jan 12 - Mar 15', 'Oct 2 - Dec 15'], mustNotContain: ['August (repeats', 'March, June'] },
  { id: 'qual-cima-case-dates', question: 'When are the CIMA case study exams this year?', expect: 'answer', mustContain: ['Feb 18-20', 'May 20-22', 'Aug 19-21', 'Nov 18-20'], mustNotContain: ['CAP1'] },
  { id: 'qual-cta-dates', question: 'cta exam dates 2025', expect: 'answer', mustContain: ['May', 'November'], mustNotContain: ['Jan 12', 'CAP1'] },
  { id: 'qual-cta-results', question: 'when do CTA results come out', expect: 'answer', mustContain: ['July', 'January 2026'], mustNotContain: ['Feb 18-20'] },
  { id: 'qual-aca-structure', question: 'what are the levels of the ACA', expect: 'answer', mustContain: ['CAP1', 'CAP2', 'FAE'], mustNotContain: ['Applied Knowledge', 'Objective test'] },
  { id: 'qual-acca-exam-count', question: 'how many exams in acca', expect: 'answer', mustContain: ['13'], mustNotContain: ['CAP1', '9 objective'] },
  { id: 'qual-cima-structure', question: 'how is CIMA structured? how many exams', expect: 'answer', mustContain: ['9', '3 case stud'], mustNotContain: ['13 exams', 'CAP2'] },
  { id: 'qual-cta-stages', question: 'how long does the CTA take', expect: 'answer', mustContain: ['Foundation', '6 months', 'Intermediate', 'Advanced', '12 months'], mustNotContain: ['CAP1', '36 months'] },
  { id: 'qual-cta-membership', question: 'what do I need to become a CTA member', expect: 'answer', mustContain: ['Level 8', '2 years'], mustNotContain: ['36 months'] },
  { id: 'qual-acca-experience', question: 'how much work experience for ACCA membership', expect: 'answer', mustContain: ['36 months'], mustNotContain: ['Level 8', '3-5 years'] },
  { id: 'qual-aca-experience', question: 'ACA training contract length', expect: 'answer', mustContain: ['3'], mustNotContain: ['36 months', 'Level 8'] },
  { id: 'qual-cima-experience', question: 'cima practical experience requirement', expect: 'answer', mustContain: ['3 years'], mustNotContain: ['36 months', 'Level 8'] },
  { id: 'qual-aca-vs-acca', question: 'Should I do ACA or ACCA?', expect: 'answer', mustContain: ['ACA', 'ACCA', '/aca-acca-info'], mustNotContain: ['CIMA fees'] },
  { id: 'qual-acca-options', question: 'how many options do you pick at acca strategic professional', expect: 'answer', mustContain: ['2'], mustNotContain: ['FAE'] },
  { id: 'qual-aca-electives', question: 'how many electives at FAE?', expect: 'answer', mustContain: ['2'], mustNotContain: ['Strategic Professional'] },
  { id: 'qual-cima-reg-deadline', question: 'cima case study registration deadline', expect: 'answer', mustContain: ['Jan 7'], mustNotContain: ['CAP1'] },
  { id: 'qual-acca-sub', question: 'acca annual subscription cost', expect: 'answer', mustContain: ['€120-€280'], mustNotContain: ['€190-€290', '€125'] },
  { id: 'qual-aca-sub', question: 'chartered accountants ireland yearly subscription for students', expect: 'answer', mustContain: ['€190-€290'], mustNotContain: ['€120-€280'] },
  { id: 'qual-cta-link', question: 'tell me about the chartered tax adviser qualification', expect: 'answer', mustContain: ['/cta-info'], mustNotContain: ['€89'] },

  // --- Market ------------------------------------------------------------------------------------
  { id: 'mkt-cork-share', question: 'what share of new finance jobs are in Cork?', expect: 'answer', mustContain: ['18%'], mustNotContain: ['45%', '12%'] },
  { id: 'mkt-dublin-share', question: 'how many of the new openings are in dublin', expect: 'answer', mustContain: ['45%'], mustNotContain: ['18%'] },
  { id: 'mkt-galway-share', question: 'jobs in galway - how much of the market?', expect: 'answer', mustContain: ['12%'], mustNotContain: ['45%'] },
  { id: 'mkt-growth', question: 'is the finance job market growing in ireland', expect: 'answer', mustContain: ['18%'], mustNotContain: [] },
  { id: 'mkt-time-to-hire', question: 'how long does it take to hire an accountant these days', expect: 'answer', mustContain: ['3.2 weeks'], mustNotContain: ['48'] },
  { id: 'mkt-remote-share', question: 'what % of roles are remote or hybrid', expect: 'answer', mustContain: ['74%'], mustNotContain: ['45%'] },
  { id: 'mkt-salary-increase', question: 'average salary increase in the market?', expect: 'answer', mustContain: ['12%'], mustNotContain: [] },
  { id: 'mkt-overview', question: 'market trends 2025', expect: 'answer', mustContain: ['/market-trends'], mustNotContain: [] },

  // --- Contact, hours, the agency ----------------------------------------------------------------
  { id: 'ag-hours', question: 'what are your opening hours', expect: 'answer', mustContain: ['Monday - Friday', '8:00 AM - 8:00 PM'], mustNotContain: [] },
  { id: 'ag-saturday', question: 'are you open on saturdays?', expect: 'answer', mustContain: ['Monday - Friday'], mustNotContain: [] },
  { id: 'ag-phone', question: 'whats ur phone number', expect: 'answer', mustContain: ['+353 1 555 0142'], mustNotContain: [] },
  { id: 'ag-email', question: 'email address to send my cv?', expect: 'answer', mustContain: ['hello@ledgerline.example'], mustNotContain: [] },
  { id: 'ag-address', question: 'where is your office', expect: 'answer', mustContain: ['12 Example Quay'], mustNotContain: [] },
  { id: 'ag-meet-cork', question: 'can I meet a recruiter face to face in cork?', expect: 'answer', mustContain: ['anywhere in Ireland'], mustNotContain: [] },
  { id: 'ag-services', question: 'what services do you offer employers?', expect: 'answer', mustContain: ['Discovery', 'Talent Search'], mustNotContain: [] },
  { id: 'ag-specialise', question: 'do you only do finance recruitment', expect: 'answer', mustContain: ['accounting and finance'], mustNotContain: [] },
  { id: 'ag-submit-cv', question: 'how do I submit my CV', expect: 'answer', mustContain: ['contact'], mustNotContain: ['€'] },
  { id: 'ag-jobs', question: 'any jobs going at the moment?', expect: 'answer', mustContain: ['Trainee Accountant', 'Qualified Accountant'], mustNotContain: [] },
  { id: 'ag-whatsapp', question: 'can I whatsapp you', expect: 'answer', mustContain: ['wa.me'], mustNotContain: [] },

  // --- Interview tips -----------------------------------------------------------------------------
  { id: 'int-star', question: 'how do i use the STAR method', context: 'interview-tips', expect: 'answer', mustContain: ['Situation', 'Reflection'], mustNotContain: ['€'] },
  { id: 'int-weakness', question: 'how to answer whats your greatest weakness', expect: 'answer', mustContain: ['development area'], mustNotContain: ['€'] },
  { id: 'int-video', question: 'tips for a zoom interview', expect: 'answer', mustContain: ['camera'], mustNotContain: ['€'] },
  { id: 'int-thank-you', question: 'should I send a thank you email after the interview', expect: 'answer', mustContain: ['24 hours'], mustNotContain: ['€'] },
  { id: 'int-counter-offer', question: "my boss made a counter offer, what do i do", expect: 'answer', mustContain: ['counter-offer'], mustNotContain: [] },
  { id: 'int-technical', question: 'how do I handle technical accounting questions in an interview', expect: 'answer', mustContain: ['step by step'], mustNotContain: ['€'] },
  { id: 'int-questions-to-ask', question: 'what questions should I ask at the end of the interview', expect: 'answer', mustContain: ['team structure'], mustNotContain: ['€'] },
  { id: 'int-dress', question: 'what should I wear to an interview at a bank', expect: 'answer', mustContain: ['Business professional'], mustNotContain: ['€'] },
  { id: 'int-audit', question: 'preparing for an interview with a big 4 audit firm, any tips?', expect: 'answer', mustContain: ['materiality'], mustNotContain: ['€'] },
  { id: 'int-feedback', question: "didn't get the job, should I ask for feedback", expect: 'answer', mustContain: ['feedback'], mustNotContain: ['€'] },
  { id: 'int-pharma', question: 'interview tips for pharma finance roles', expect: 'answer', mustContain: ['costing'], mustNotContain: ['€'] },
  { id: 'int-salary-expectations', question: 'what do I say when they ask my salary expectations in the interview', expect: 'answer', mustContain: ['range'], mustNotContain: [] },

  // --- Follow-ups (the earlier turns set the slots) ----------------------------------------------
  { id: 'fu-fc-level', history: ['how much does a financial controller earn'], question: 'and with 5+ years?', expect: 'answer', mustContain: [FC[2]!], mustNotContain: others(FC, 2) },
  { id: 'fu-audit-manager-big4', history: ['audit manager salary'], question: 'what about in a big 4?', expect: 'answer', mustContain: [AUDIT_MANAGER[2]!], mustNotContain: others(AUDIT_MANAGER, 2) },
  { id: 'fu-fee-amount', history: ["what's your fee on a 40k role"], question: 'and for 60k?', expect: 'answer', mustContain: ['12%', '€7,200'], mustNotContain: ['€4,000', '10%'] },
  { id: 'fu-cima-dates', history: ['how much is CIMA'], question: 'and the exam dates?', expect: 'answer', mustContain: ['Jan 12 - Mar 15'], mustNotContain: ['August (repeats', 'March, June'] },
  { id: 'fu-aca-to-acca', history: ['ACA exam fees'], question: 'what about ACCA?', expect: 'answer', mustContain: ['€90-€130'], mustNotContain: ['€780-€1,200', '€2,100-€2,650'] },
  { id: 'fu-dublin-to-cork', history: ['what share of new openings are in Dublin'], question: 'and cork?', expect: 'answer', mustContain: ['18%'], mustNotContain: ['45%'] },
  { id: 'fu-role-switch', history: ['newly qualified financial accountant salary'], question: 'what about a financial controller?', expect: 'answer', mustContain: [FC[0]!], mustNotContain: [FIN_ACC[0]!, FC[2]!] },
  { id: 'fu-cfo-enterprise', history: ['CFO salary'], question: 'for an enterprise?', expect: 'answer', mustContain: [CFO[2]!], mustNotContain: others(CFO, 2) },
  { id: 'fu-bookkeeper-entry', history: ['what does a bookkeeper earn'], question: 'entry level?', expect: 'answer', mustContain: [BOOKKEEPER[0]!], mustNotContain: others(BOOKKEEPER, 0) },
  { id: 'fu-acca-fees-after-dates', history: ['when are the acca exams'], question: 'how much do they cost?', expect: 'answer', mustContain: ['€90-€130'], mustNotContain: ['€780-€1,200', '€110'] },
  { id: 'fu-salary-to-fee', history: ['financial controller salary newly qualified'], question: 'what would your fee be on 80k', expect: 'answer', mustContain: ['12%', '€9,600'], mustNotContain: ['8%'] },
  { id: 'fu-topic-change', history: ['how much does a CFO earn'], question: 'what are your opening hours?', expect: 'answer', mustContain: ['Monday - Friday'], mustNotContain: CFO },
  { id: 'fu-offtopic-after-salary', history: ['audit senior salary'], question: "what's the weather like tomorrow", expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },

  // --- Off-topic --------------------------------------------------------------------------------
  { id: 'off-weather', question: "what's the weather in Dublin tomorrow", expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-recipe', question: 'give me a recipe for brown bread', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-gaa', question: 'who won the all-ireland hurling final', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-python', question: 'write me a python script to sort a list', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-capital', question: 'what is the capital of France', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-joke', question: 'tell me a joke', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-flight', question: 'can you book me a flight to lanzarote', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-bitcoin', question: 'whats the price of bitcoin today', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-car', question: 'my car is making a weird noise how do I fix it', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-pizza-galway', question: 'best pizza in galway?', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-pint', question: 'how much is a pint in dublin', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-netflix', question: 'recommend a good show on netflix', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-translate', question: "translate 'good morning' into Irish", expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-nurse', question: 'what does a nurse earn in cork', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-solicitor', question: 'solicitor salary', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-horoscope', question: "what's my horoscope for today, I'm a leo", expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-football', question: 'will ireland qualify for the world cup', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
  { id: 'off-gibberish', question: 'asdfgh qwerty', expect: 'off-topic', mustContain: [], mustNotContain: NO_FIGURES },
];
