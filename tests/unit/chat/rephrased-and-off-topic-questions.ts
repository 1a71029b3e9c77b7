import type { QuestionCase } from './site-figure-questions.ts';

/**
 * A second set, written after the engine was tuned on the first and scored once before any change
 * (see the report): new phrasings, typos, follow-up styles and off-topic questions.
 */
export const questionSet: readonly QuestionCase[] = [
  // Salaries
  { question: 'I just qualified as an ACA, what kind of salary can I look for?', expect: ['€55k - €65k'] },
  { question: 'Typical pay for a mgmt accountant 3-5 yrs PQE?', expect: ['€65k - €80k'] },
  { question: 'Whats the top end for a finance director at enterprise level', expect: ['€160k - €220k'] },
  { question: 'How much should I be earning as an audit manager in a small practice?', expect: ['€65k - €75k'] },
  { question: 'Roughly what does a payroll specialist get in Ireland?', expect: ['€32k - €38k', '€38k - €45k', '€45k - €55k'] },
  { question: 'Is €70k a fair salary for a financial controller?', expect: ['€70k - €85k', '€85k - €100k', '€100k - €120k'] },
  { question: 'salary for group FC at a mid-size company', expect: ['€100k - €130k'] },
  { question: 'How much do Big 4 audit partners earn?', expect: ['€250k - €800k+'] },
  { question: 'What is the pay range for accounts receivable roles?', expect: ['€28k - €32k', '€38k - €45k'] },
  { question: 'What would a financial analyst with 1 year experience be paid?', expect: ['€55k - €65k'] },
  { question: 'Salary of an internal auditor with 7 years?', expect: ['€80k - €95k'] },
  { question: 'Compare bookkeeper and accounts assistant pay', expect: ['€32k - €38k', '€28k - €35k'] },
  { question: 'What does an audit junior get at a mid tier firm?', expect: ['€32k - €38k'] },
  { question: 'what do chief financial officers earn in a mid-sized business', expect: ['€150k - €200k'] },
  { question: 'How much does a marketing manager make?', fallback: true },
  { question: 'How much can a part qualified accountant with 2 years experience earn?', expect: ['€42k - €50k'] },
  // Fees
  { question: 'How much is your placement fee for someone on €80,000?', expect: ['12%', '€9,600'] },
  { question: "What's the fee if the salary is 33k?", expect: ['8%', '€2,640'] },
  { question: 'What do you charge employers?', expect: ['8%', '10%', '12%'] },
  { question: 'Is your service free for job seekers?', expect: ['free'] },
  { question: 'Fee percentage for a €44,000 role?', expect: ['10%', '€4,400'] },
  { question: 'How much would I pay you to recruit an accounts assistant on 30k?', expect: ['8%', '€2,400'] },
  { question: 'Do you guarantee a response time?', expect: ['48'] },
  // Qualifications
  { question: 'how many papers does acca have', expect: ['13'] },
  { question: 'What does it cost to register with ACCA?', expect: ['€89'] },
  { question: 'What are the fees for the FAE?', expect: ['€2,100-€2,650'] },
  { question: 'When are CAP2 exams held?', expect: ['August', 'December'] },
  { question: 'Which months are the ACCA exams in?', expect: ['March', 'June', 'September', 'December'] },
  { question: 'When is the CIMA objective test window in the summer?', expect: ['Jul 5 - Sep 15'] },
  { question: 'What are the CIMA case study dates for November?', expect: ['Nov 18-20'] },
  { question: 'How much does each CIMA case study exam cost?', expect: ['€270'] },
  { question: 'What do I need to become a CTA member?', expect: ['Level 8', '2 years'] },
  { question: 'How long does the CTA take?', expect: ['6 months', '12 months'] },
  { question: 'When do the CTA autumn exams take place?', expect: ['November'] },
  { question: 'How many years of experience do I need for CIMA?', expect: ['3 years'] },
  { question: 'Tell me about the ACCA qualification', expect: ['13', '36 months'] },
  { question: 'What is the difference between ACA and ACCA?', expect: ['CAP1', '13'] },
  { question: 'How much is the ACA student registration?', expect: ['€235-€545'] },
  { question: 'Is there a CIMA case study in August?', expect: ['Aug 19-21'] },
  { question: 'What is the annual fee for ACA students?', expect: ['€190-€290'] },
  { question: 'How many ACCA exam sittings are there per year?', expect: ['March', 'June', 'September', 'December'] },
  { question: 'What are the ACCA Applied Skills exam fees?', expect: ['€140-€180'] },
  // Hours and contact
  { question: 'what time do you open in the morning', expect: ['8:00 AM'] },
  { question: 'Are you open on Sunday?', expect: ['closed'] },
  { question: 'Can I phone you?', expect: ['+353 1 555 0142'] },
  { question: 'what is your email address', expect: ['hello@ledgerline.example'] },
  { question: 'How do I get in touch with a recruiter?', expect: ['+353 1 555 0142'] },
  // Market
  { question: 'How much has the finance job market grown?', expect: ['+18%'] },
  { question: 'By how much have salaries increased on average?', expect: ['+12%'] },
  { question: 'How many finance jobs offer remote work?', expect: ['74%'] },
  { question: 'Which cities have the most accounting jobs?', expect: ['Dublin 45%', 'Cork 18%', 'Galway 12%'] },
  { question: "What's the typical time to fill a finance role?", expect: ['3.2 weeks'] },
  { question: 'What percentage of new finance openings are in Galway?', expect: ['12%'], reject: ['45%', '18%'] },
  // Interviews
  { question: 'What is the STAR technique?', expect: ['Situation'] },
  { question: 'How should I follow up after an interview?', expect: ['24 hours'] },
  { question: 'Tips for a Big 4 audit interview?', expect: ['audit cycle'] },
  { question: 'What should I research before the interview?', expect: ['annual report'] },
  // Off topic
  { question: 'Can you book me a flight to Spain?', fallback: true },
  { question: 'What is 12 times 12?', fallback: true },
  { question: 'Who is the Taoiseach?', fallback: true },
  { question: 'Tell me a joke', fallback: true },
  { question: 'What stocks should I invest in?', fallback: true },
];
