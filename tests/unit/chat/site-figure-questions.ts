import type { ChatContext } from '#content/chat';

/**
 * Visitor questions with what a right answer must contain (the site's own figures, exactly as the
 * site shows them). `fallback: true` marks questions the site cannot answer: the engine must say
 * so honestly and point to the team instead of guessing.
 */
export interface QuestionCase {
  readonly question: string;
  readonly expect?: readonly string[];
  /** Text a right answer must not contain (a wrong figure the question could be confused with). */
  readonly reject?: readonly string[];
  readonly fallback?: boolean;
  readonly context?: ChatContext;
}

export const FALLBACK_MARKERS = ["don't know", "don't have", "doesn't cover", "can't give"] as const;

export const salaryQuestions: readonly QuestionCase[] = [
  { question: 'What salary should a newly qualified accountant expect in Dublin?', expect: ['€55k - €65k'] },
  { question: 'How much does a Big 4 audit manager earn?', expect: ['€90k - €120k'] },
  { question: "What's the pay for a CFO at a large enterprise?", expect: ['€200k - €350k+'] },
  { question: 'finance director salary mid-size company', expect: ['€120k - €160k'] },
  { question: 'How much do financial controllers make?', expect: ['€70k - €85k', '€85k - €100k', '€100k - €120k'] },
  { question: 'Salary for a financial controller with 4 years PQE', expect: ['€85k - €100k'], reject: ['€70k - €85k'] },
  { question: 'What does a management accountant with 6 years experience earn?', expect: ['€80k - €95k'] },
  { question: 'How much is an audit senior paid in a mid-tier firm?', expect: ['€55k - €65k'] },
  { question: 'audit junior salary small firm', expect: ['€28k - €35k'] },
  { question: "What can a payroll specialist earn with 2 years' experience?", expect: ['€38k - €45k'] },
  { question: 'bookkeeper wages entry level', expect: ['€32k - €38k'] },
  { question: 'How much does an accounts assistant earn?', expect: ['€28k - €35k', '€35k - €42k', '€42k - €48k'] },
  { question: 'AP/AR specialist salary with 3+ years', expect: ['€38k - €45k'] },
  { question: 'What do part-qualified accountants get paid?', expect: ['€35k - €42k', '€50k - €60k'] },
  { question: 'Group financial controller salary for a small business', expect: ['€85k - €100k'] },
  { question: 'What is the salary range for an internal auditor, newly qualified?', expect: ['€55k - €65k'] },
  { question: 'financial analyst 5+ years pqe salary', expect: ['€80k - €90k'] },
  { question: 'How much does a partner at a Big Four firm make?', expect: ['€250k - €800k+'] },
  { question: 'Audit director salary mid tier', expect: ['€110k - €140k'] },
  { question: "What's the going rate for a head of finance in a multinational?", expect: ['€160k - €220k'] },
  { question: 'Chief financial officer pay, small company', expect: ['€120k - €150k'] },
  { question: 'How much would a credit controller earn?', expect: ['€28k - €32k', '€32k - €38k', '€38k - €45k'] },
  { question: 'CFO vs finance director salary', expect: ['€200k - €350k+', '€160k - €220k'] },
  { question: 'What does a trainee accountant earn?', expect: ['€28k - €35k', '€32k - €38k', '€35k - €42k'] },
  { question: 'salary of an accountant with 3-5 years experience', expect: ['€65k - €80k'] },
  { question: 'Which roles pay around €60k?', expect: ['Financial Accountant', '€55k - €65k'] },
  { question: "What's the highest paid role in the guide?", expect: ['€250k - €800k+', '€200k - €350k+'] },
  { question: 'How much do senior financial accountants earn?', expect: ['€80k - €95k'] },
  { question: 'I am a payroll administrator with 5 years experience, what should I be paid?', expect: ['€45k - €55k'] },
  { question: 'Whats a good salary for an FC in a mid sized company?', expect: ['Financial Controller'] },
  { question: 'how much do bookeepers earn', expect: ['€32k - €38k', '€45k - €55k'] },
  { question: 'What salary can I expect as an accounts payable clerk with no experience?', expect: ['€28k - €32k'] },
  { question: 'What does a Big 4 audit senior make?', expect: ['€65k - €75k'] },
  { question: 'How much is a CFO paid?', expect: ['€120k - €150k', '€150k - €200k', '€200k - €350k+'] },
  { question: 'How much does a software developer earn?', fallback: true },
  { question: "What's the salary for a tax manager?", fallback: true },
];

export const salaryTrendQuestions: readonly QuestionCase[] = [
  { question: 'What premium do financial services specialists get?', expect: ['10-20%'] },
  { question: 'Do remote roles pay more?', expect: ['5-10%'] },
  { question: 'What pension contribution do employers typically match?', expect: ['8-12%'] },
  { question: 'How big are professional development budgets?', expect: ['€2,000-€5,000'] },
  { question: 'How many days remote is typical for hybrid roles?', expect: ['3-4 days'] },
  { question: 'Are salaries being adjusted for inflation?', expect: ['4-6%'] },
  { question: 'How much more do ESG specialists earn?', expect: ['15-20%'] },
  { question: 'Does IFRS or US GAAP experience increase pay?', expect: ['10-20%'] },
];

export const feeQuestions: readonly QuestionCase[] = [
  { question: "What's your fee for a €52k hire?", expect: ['12%', '€6,240'] },
  { question: 'How much do you charge to place someone on 30,000?', expect: ['8%', '€2,400'] },
  { question: 'Fee for a candidate earning 40k', expect: ['10%', '€4,000'] },
  { question: 'What percentage commission do you take?', expect: ['8%', '10%', '12%'] },
  { question: 'What are your recruitment fees?', expect: ['8%', '10%', '12%'] },
  { question: 'How much would it cost to hire a financial controller?', expect: ['12%'] },
  { question: "If I hire someone at €45,000 what's the fee?", expect: ['12%', '€5,400'] },
  { question: 'placement fee on a salary of 34,999', expect: ['8%', '€2,799.92'] },
  { question: 'Do you offer discounts for exclusive partnerships?', expect: ['negotiate'] },
  { question: 'How quickly do you respond to a new vacancy?', expect: ['48'] },
  { question: 'Do candidates have to pay anything?', expect: ['free'] },
  { question: 'fee for a 35k role', expect: ['10%', '€3,500'] },
  { question: 'What would the fee be for a hire on sixty thousand?', expect: ['12%', '€7,200'] },
  { question: 'We want to hire a bookkeeper for €38,000. What will your fee be?', expect: ['10%', '€3,800'] },
  { question: 'whats ur rate for 120k', expect: ['12%', '€14,400'] },
];

export const qualificationQuestions: readonly QuestionCase[] = [
  { question: 'How many exams are in the ACCA qualification?', expect: ['13'] },
  { question: 'What are the ACA exam fees?', expect: ['€780-€1,200', '€950-€1,350', '€2,100-€2,650'] },
  { question: 'When are the CAP1 exams?', expect: ['August', 'December'] },
  { question: 'When is the FAE sat?', expect: ['September', 'April'] },
  { question: 'What does the CIMA registration cost?', expect: ['€80'] },
  { question: 'How much is a CIMA objective test?', expect: ['€110'] },
  { question: 'CIMA case study exam fee', expect: ['€270'] },
  { question: 'When are the CIMA case study exams in May?', expect: ['May 20-22'] },
  { question: 'What are the CIMA objective test windows in 2025?', expect: ['Jan 12 - Mar 15', 'Apr 3 - Jun 20', 'Jul 5 - Sep 15', 'Oct 2 - Dec 15'] },
  { question: 'When is the CIMA case study registration deadline for the August exams?', expect: ['Jul 9'] },
  { question: 'How many objective tests does CIMA have?', expect: ['9'] },
  { question: 'How much experience do I need for ACCA?', expect: ['36 months'] },
  { question: 'ACCA exam sessions', expect: ['March', 'June', 'September', 'December'] },
  { question: 'Is there an ACCA exam session in June?', expect: ['Yes', 'June'] },
  { question: "What's the ACCA registration fee?", expect: ['€89'] },
  { question: 'ACCA annual subscription', expect: ['€120-€280'] },
  { question: 'How much are ACCA Strategic Professional exams?', expect: ['€205-€345'] },
  { question: 'What are the CTA stages?', expect: ['Foundation', '6 months', 'Intermediate', 'Advanced', '12 months'] },
  { question: 'When are the CTA exams in autumn?', expect: ['November'] },
  { question: 'When do CTA spring results come out?', expect: ['July'] },
  { question: 'What are the CTA membership requirements?', expect: ['Level 8', '2 years'] },
  { question: 'How long is the ACA training contract?', expect: ['3-year'] },
  { question: 'How many electives do you take at FAE?', expect: ['2'] },
  { question: 'ACA vs ACCA - which should I choose?', expect: ['13', 'CAP1'] },
  { question: 'How many CBA subjects does CIMA have?', expect: ['4'] },
  { question: 'What experience does CIMA require?', expect: ['3 years'] },
  { question: 'What are the ACA registration and annual subscription fees?', expect: ['€235-€545', '€190-€290'] },
  { question: 'How much does the ACCA ethics module cost?', expect: ['€75-€95'] },
  { question: 'When does CTA registration open for the spring sitting?', expect: ['January - February'] },
  { question: 'How many case studies are in CIMA?', expect: ['3'] },
  { question: 'What levels does the ACA have?', expect: ['CAP1', 'CAP2', 'FAE'] },
  { question: 'How much does the CAP2 cost?', expect: ['€950-€1,350'] },
  { question: 'What is the CIMA annual subscription?', expect: ['€125'] },
  { question: 'How many options do I choose in ACCA Strategic Professional?', expect: ['2'] },
  { question: 'Applied Knowledge exam fee ACCA', expect: ['€90-€130'] },
  { question: 'When are ACA repeat exams?', expect: ['December', 'April'] },
  { question: 'when r the cima case studys', expect: ['Feb 18-20', 'May 20-22', 'Aug 19-21', 'Nov 18-20'] },
  { question: 'What does the CTA cost?', fallback: true },
];

export const contactQuestions: readonly QuestionCase[] = [
  { question: 'What are your opening hours?', expect: ['Monday - Friday, 8:00 AM - 8:00 PM'] },
  { question: 'Are you open on Saturdays?', expect: ['closed', 'Monday - Friday'] },
  { question: "What's your phone number?", expect: ['+353 1 555 0142'] },
  { question: 'How can I email you?', expect: ['hello@ledgerline.example'] },
  { question: 'Where is your office?', expect: ['12 Example Quay'] },
  { question: 'Can I speak to a real person?', expect: ['+353 1 555 0142'] },
  { question: 'What time do you close on Friday?', expect: ['8:00 PM'] },
  { question: 'Do you have WhatsApp?', expect: ['wa.me'] },
  { question: 'When can I call you?', expect: ['Monday - Friday, 8:00 AM - 8:00 PM'] },
];

export const marketQuestions: readonly QuestionCase[] = [
  { question: 'How fast is the job market growing?', expect: ['+18%'] },
  { question: "What's the average salary increase this year?", expect: ['+12%'] },
  { question: 'What percentage of roles are remote or hybrid?', expect: ['74%'] },
  { question: 'What share of new jobs are in Cork?', expect: ['18%'], reject: ['45%', '12%'] },
  { question: 'How many of the new openings are in Dublin?', expect: ['45%'], reject: ['18%', '12%'] },
  { question: 'How long does it take to hire an accountant?', expect: ['3.2 weeks'] },
  { question: 'Galway market share', expect: ['12%'], reject: ['45%', '18%'] },
  { question: 'What skills are in demand?', expect: ['ERP'] },
  { question: 'Give me an overview of the finance job market', expect: ['+18%', '74%', '3.2 weeks'] },
  { question: 'average time to hire', expect: ['3.2 weeks'] },
];

export const interviewQuestions: readonly QuestionCase[] = [
  { question: 'How do I use the STAR method?', expect: ['Situation', 'Reflection'] },
  { question: 'What should I wear to an interview?', expect: ['Business professional'] },
  { question: 'What questions should I ask at the end of an interview?', expect: ['team structure'] },
  { question: 'How do I answer the greatest weakness question?', expect: ['development area'] },
  { question: 'Should I send a thank you email after the interview?', expect: ['24 hours'] },
  { question: 'Any tips for a video interview?', expect: ['camera'] },
  { question: 'How should I prepare for technical questions in an accounting interview?', expect: ['step by step'] },
  { question: 'How do I handle salary expectations in an interview?', expect: ['range'] },
  { question: 'My current employer made a counter offer, what should I do?', expect: ['counter-offer'] },
];

export const agencyQuestions: readonly QuestionCase[] = [
  { question: 'Are you a bot?', expect: ['AI'] },
  { question: 'What can you help me with?', expect: ['salary guide'] },
  { question: 'Can you help me with my Stamp 4 visa application?', fallback: true },
  { question: 'Do I need a work permit to work in Ireland?', fallback: true },
  { question: 'What jobs do you have?', expect: ['Trainee Accountant', '€28K - €35K', 'Qualified Accountant'] },
  { question: 'How do I submit my CV?', expect: ['PDF, DOC, DOCX'] },
  { question: 'How long do you keep my data?', expect: ['2 years'] },
  { question: 'Are you a licensed employment agency?', expect: ['EA-0000'] },
  { question: 'Who founded the agency?', expect: ['two postgraduate'] },
  { question: 'Hello!', expect: ["I'm Aine"] },
];

export const unknownQuestions: readonly QuestionCase[] = [
  { question: "What's the weather like in Dublin today?", fallback: true },
  { question: 'Who won the All-Ireland final?', fallback: true },
  { question: 'Can you recommend a good restaurant?', fallback: true },
  { question: 'What is the capital of France?', fallback: true },
  { question: 'How do I bake sourdough bread?', fallback: true },
  { question: "What's the price of Bitcoin?", fallback: true },
  { question: 'Write me a poem about cats', fallback: true },
  { question: 'What is the best programming language?', fallback: true },
  { question: 'What is the salary of a nurse?', fallback: true },
  { question: 'How do I fix my car?', fallback: true },
];

export const questionSet: readonly QuestionCase[] = [
  ...salaryQuestions,
  ...salaryTrendQuestions,
  ...feeQuestions,
  ...qualificationQuestions,
  ...contactQuestions,
  ...marketQuestions,
  ...interviewQuestions,
  ...agencyQuestions,
  ...unknownQuestions,
];
