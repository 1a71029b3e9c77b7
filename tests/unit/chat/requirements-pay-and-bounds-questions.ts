import type { QuestionCase } from './site-figure-questions.ts';

/** A fourth set, scored once before changes (see the report). */
export const questionSet: readonly QuestionCase[] = [
 { question: 'How many exams are in the ACA?', expect: ['CAP1', 'CAP2', 'FAE'] },
 { question: 'What are the requirements for the CTA?', expect: ['Level 8', '2 years'] },
 { question: 'How much does a qualified financial accountant earn in Ireland?', expect: ['€55k - €65k', '€80k - €95k'] },
 { question: 'Expected salary for an AP clerk?', expect: ['€28k - €32k', '€32k - €38k', '€38k - €45k'] },
 { question: 'what does a newly qualified financial controller earn', expect: ['€70k - €85k'] },
 { question: 'Pay for Big 4 audit directors?', expect: ['€140k - €200k'] },
 { question: 'Salary for a group financial controller at a large multinational', expect: ['€130k - €180k'] },
 { question: 'How much is a senior bookkeeper paid?', expect: ['€45k - €55k'] },
 { question: 'What do you charge for placing a payroll specialist earning €42,000?', expect: ['10%', '€4,200'] },
 { question: 'What is your fee structure?', expect: ['8%', '10%', '12%'] },
 { question: 'Are your fees negotiable?', expect: ['negotiate'] },
 { question: 'How much would a €75,000 hire cost in fees?', expect: ['€9,000'] },
 { question: 'When are the CIMA objective tests in October?', expect: ['Oct 2 - Dec 15'] },
 { question: 'CIMA case study registration deadlines 2025', expect: ['Jan 7', 'Apr 8', 'Jul 9', 'Oct 8'] },
 { question: 'What is the CIMA exam structure?', expect: ['9', '3'] },
 { question: 'How many months of experience does ACCA require?', expect: ['36'] },
 { question: 'ACA exam dates', expect: ['August', 'September'] },
 { question: 'How long does the CTA Intermediate stage last?', expect: ['12 months'] },
 { question: 'When is CTA registration for the autumn sitting?', expect: ['July - August'] },
 { question: 'Which is cheaper to register for, ACCA or CIMA?', expect: ['€89', '€80'] },
 { question: 'Are you open late?', expect: ['8:00 PM'] },
 { question: 'Can I visit your office in Dublin?', expect: ['12 Example Quay'] },
 { question: "What's the time to hire at the moment?", expect: ['3.2 weeks'] },
 { question: 'How much is the job market growing in 2025?', expect: ['+18%'] },
 { question: 'What proportion of finance roles are hybrid?', expect: ['74%'] },
 { question: 'How much of a premium do tech companies pay?', expect: ['10-20%'] },
 { question: 'Interview tips for financial services roles', expect: ['fund accounting'] },
 { question: 'How do I answer tell me about yourself?', expect: [] },
 { question: 'Who is the best football team in Ireland?', fallback: true },
 { question: 'Can you give me a mortgage quote?', fallback: true },
];

/** Bounds and coverage, added after the fourth set was scored. */
export const boundQuestions: readonly QuestionCase[] = [
  { question: 'What percentage fee do you charge for salaries under 35k?', expect: ['8%'], reject: ['10%'] },
  { question: 'What is the fee for roles over €45,000?', expect: ['12%'] },
  { question: 'Which roles pay more than €150k?', expect: ['CFO', 'Partner'] },
  { question: 'Do you recruit in Cork?', expect: ['anywhere in Ireland'] },
];

export const unpublishedQuestions: readonly QuestionCase[] = [
  { question: "What's the pass mark for ACCA exams?", fallback: true },
  { question: 'What is the CIMA pass rate?', fallback: true },
  { question: "What's the corporation tax rate in Ireland?", fallback: true },
  { question: 'How do I file my tax return?', fallback: true },
];
