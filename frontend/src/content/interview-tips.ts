// Interview preparation: concrete tips (each with a topic and keywords so the chat assistant can
// retrieve them) and the page that groups them into four sections.

import { scrollToPath, type SiteLink } from './routes.ts';

export type InterviewSectionId =
  | 'strategic-preparation'
  | 'advanced-response-techniques'
  | 'industry-specific-preparation'
  | 'follow-up';

export type InterviewTopic =
  | 'research'
  | 'role-fit'
  | 'questions-to-ask'
  | 'salary'
  | 'virtual-interviews'
  | 'star-method'
  | 'competency-questions'
  | 'technical-questions'
  | 'weaknesses'
  | 'industry'
  | 'qualifications'
  | 'follow-up'
  | 'offers';

export type InterviewTip = {
  readonly id: string;
  readonly section: InterviewSectionId;
  readonly topic: InterviewTopic;
  readonly title: string;
  readonly text: string;
  /** Lower-case words and phrases a question about this tip is likely to contain. */
  readonly keywords: readonly string[];
};

export const interviewTips = [
  // --- Strategic preparation ---------------------------------------------------------------
  {
    id: 'research-the-company',
    section: 'strategic-preparation',
    topic: 'research',
    title: 'Research the company beyond its website',
    text: 'Read the latest annual report or financial statements (filed with the CRO for Irish companies), recent news and results announcements. Know the revenue, the main markets, the ownership structure and any recent acquisitions, and be ready to say what they mean for the finance team.',
    keywords: ['research', 'company', 'annual report', 'cro', 'financial statements', 'employer', 'background', 'researching', 'research the company', 'researching the company'],
  },
  {
    id: 'map-the-job-description',
    section: 'strategic-preparation',
    topic: 'role-fit',
    title: 'Map every requirement to your own evidence',
    text: 'Go through the job description line by line and write down one concrete example from your experience for each requirement. Where you have a gap, prepare an honest answer about how you are closing it, such as a course, an exam or a similar task you have done.',
    keywords: ['job description', 'job spec', 'job ad', 'job advert', 'requirements', 'experience', 'gap', 'fit', 'skills', 'tick every box', 'tick all the boxes', 'dont tick', 'do not tick', 'every box'],
  },
  {
    id: 'know-your-numbers',
    section: 'strategic-preparation',
    topic: 'role-fit',
    title: 'Know the numbers of your current role',
    text: 'Finance interviewers expect specifics: how many working days your month-end close takes, the size of the ledgers or entities you handle, the team you report to, the systems you use and the deadlines you meet. Have these figures ready.',
    keywords: ['month end', 'close', 'numbers', 'current role', 'current job', 'systems', 'erp', 'figures', 'have ready'],
  },
  {
    id: 'prepare-questions-to-ask',
    section: 'strategic-preparation',
    topic: 'questions-to-ask',
    title: 'Prepare three to five questions to ask',
    text: 'Ask about the team structure, the biggest challenge in the first six months, how performance is measured, the systems roadmap and study support. Good questions show you are thinking about doing the job, not just getting it.',
    keywords: ['questions to ask', 'ask the interviewer', 'end of interview', 'any questions'],
  },
  {
    id: 'know-your-market-value',
    section: 'strategic-preparation',
    topic: 'salary',
    title: 'Know your market value before salary comes up',
    text: 'Check our salary guide for your role and level, and decide your expected range in advance. If asked, give a researched range rather than a single figure, and mention total package items such as pension, bonus and study support.',
    keywords: ['salary', 'expectations', 'pay', 'negotiate', 'negotiation', 'package', 'market value', 'money', 'sell myself short', 'sell yourself short', 'undersell',
      // A figure or a range asked for ('shud i give a number or a range wen they ask wat i want paid'): single words, which this tip's
      // document holds alone (the interview topic's document takes only the pairs of its keywords).
      'range', 'paid', 'figure'],
  },
  {
    id: 'set-up-for-video-interviews',
    section: 'strategic-preparation',
    topic: 'virtual-interviews',
    title: 'Test your set-up for video interviews',
    text: 'Test the platform, camera and microphone the day before, sit with light in front of you, put the camera at eye level and close other applications. Keep a copy of your CV and your notes out of view, and have a phone number ready in case the connection drops.',
    keywords: ['video', 'video call', 'video calls', 'virtual', 'online interview', 'interview online', 'online call', 'microsoft teams', 'teams call', 'teams meeting', 'zoom', 'remote interview', 'camera', 'webcam', 'connection', 'wifi', 'internet', 'lighting', 'light', 'dark room', 'headset', 'headphones', 'earphones', 'mic', 'audio', 'test the platform',
      // The set-up of the call itself ('first round is on Teams, any tips for the setup').
      'setup', 'on teams'],
  },
  // --- Advanced response techniques -----------------------------------------------------------
  {
    id: 'use-the-enhanced-star-method',
    section: 'advanced-response-techniques',
    topic: 'star-method',
    title: 'Answer competency questions with the enhanced STAR method',
    text: 'Describe the Situation and your Task briefly, spend most of your answer on the Actions you personally took, give a measurable Result, and finish with a Reflection: what you learned or would do differently. The reflection is what sets strong candidates apart.',
    keywords: ['star', 'star method', 'situation', 'task', 'action', 'result', 'reflection', 'behavioural', 'tell me about a time', 'we or i', 'say we', 'team project', 'structure my answer'],
  },
  {
    id: 'quantify-your-results',
    section: 'advanced-response-techniques',
    topic: 'star-method',
    title: 'Quantify your results',
    text: 'Turn outcomes into numbers: "cut the month-end close from eight days to five", "recovered €40,000 of duplicate payments", "delivered the audit file two weeks early". Numbers make your impact easy to remember and compare.',
    keywords: ['results', 'achievements', 'accomplishments', 'sound good', 'sound impressive', 'impact', 'quantify', 'numbers', 'examples'],
  },
  {
    id: 'build-a-story-bank',
    section: 'advanced-response-techniques',
    topic: 'competency-questions',
    title: 'Build a bank of six to eight stories',
    text: 'Prepare stories that cover a tight deadline, a mistake you found or made, a process you improved, a difficult stakeholder, teamwork and leadership. Most competency questions can be answered by adapting one of them.',
    keywords: ['competency', 'stories', 'examples', 'teamwork', 'leadership', 'conflict', 'deadline', 'stakeholder'],
  },
  {
    id: 'think-aloud-on-technical-questions',
    section: 'advanced-response-techniques',
    topic: 'technical-questions',
    title: 'Think aloud on technical questions',
    text: 'For questions on journals, reconciliations, consolidations, deferred tax or variance analysis, explain your reasoning step by step. Interviewers care about your approach as much as the final answer, and it lets them help you if you go off track.',
    keywords: ['technical', 'accounting question', 'journal', 'reconciliation', 'consolidation', 'deferred tax', 'variance', 'test', 'technical areas', 'technical topics', 'technical knowledge', 'refresh'],
  },
  {
    id: 'answer-the-weakness-question',
    section: 'advanced-response-techniques',
    topic: 'weaknesses',
    title: 'Give a real weakness and what you are doing about it',
    text: 'Pick a genuine development area that is not central to the role, explain its impact briefly and spend most of the answer on the steps you are taking to improve. Avoid disguised strengths such as "I work too hard".',
    keywords: ['weakness', 'weaknesses', 'development area', 'improve', 'greatest weakness', 'perfectionist', 'work too hard'],
  },
  // --- Industry-specific preparation --------------------------------------------------------
  {
    id: 'prepare-for-practice-and-audit',
    section: 'industry-specific-preparation',
    topic: 'industry',
    title: 'Practice and audit roles',
    text: 'Be ready to talk through the audit cycle, your largest clients by sector, materiality and risk assessment, and how you manage several engagements and junior staff at once. Big 4 and mid-tier firms will also ask about your exam progress.',
    keywords: ['audit', 'practice', 'big 4', 'mid tier', 'auditor', 'engagement', 'materiality', 'audit firm', 'audit firms', 'accounting firm', 'accountancy firm'],
  },
  {
    id: 'prepare-for-financial-services',
    section: 'industry-specific-preparation',
    topic: 'industry',
    title: 'Financial services roles',
    text: 'Expect questions on fund accounting, NAV calculations, regulatory reporting to the Central Bank of Ireland and controls. Show you understand how regulation shapes deadlines and accuracy requirements.',
    keywords: ['financial services', 'funds', 'fund accounting', 'bank', 'banking', 'insurance', 'regulatory', 'central bank', 'nav', 'fund administrator', 'fund admin', 'fund administration',
      // Firms that manage the funds ('an interview with an asset manager'), as visitors name them.
      'asset manager', 'asset managers', 'asset management', 'investment manager', 'investment management', 'ifsc'],
  },
  {
    id: 'prepare-for-technology',
    section: 'industry-specific-preparation',
    topic: 'industry',
    title: 'Technology companies',
    text: 'Revise revenue recognition under IFRS 15 or ASC 606, SaaS metrics such as ARR and churn, and working with fast-changing systems. Tech employers look for commercial finance partners who are comfortable with pace and ambiguity.',
    keywords: ['technology', 'tech', 'saas', 'software', 'revenue recognition', 'ifrs 15', 'asc 606', 'startup'],
  },
  {
    id: 'prepare-for-pharma-and-manufacturing',
    section: 'industry-specific-preparation',
    topic: 'industry',
    title: 'Pharma, life sciences and manufacturing',
    text: 'Brush up on standard costing, inventory valuation, capital projects and R&D tax credits. Many Irish sites report to US parents, so mention any US GAAP and SOX controls experience.',
    keywords: ['pharma', 'life sciences', 'manufacturing', 'costing', 'inventory', 'us gaap', 'sox', 'multinational', 'manufacturer', 'medical devices', 'medical device', 'medtech', 'plant', 'factory'],
  },
  {
    id: 'discuss-your-qualification-plan',
    section: 'industry-specific-preparation',
    topic: 'qualifications',
    title: 'Have a clear qualification plan',
    text: 'If you are studying ACA, ACCA, CIMA or CTA, know exactly which exams you have passed, your next sitting and the study support you are looking for. Employers hire part-qualified candidates with a credible plan.',
    keywords: ['aca', 'acca', 'cima', 'cta', 'exams', 'qualification', 'part qualified', 'study support', 'study leave', 'finished my exams', 'finish my exams', 'still studying', 'ask about my exams', 'asked about my exams', 'say about my exams', 'exams i have left',
      // An exam still ahead, by its name ('still have the FAE to pass, how do i handle that in an interview').
      'fae', 'cap1', 'cap2', 'exams to pass', 'exam to pass', 'exams left', 'exam left', 'not qualified yet', 'not fully qualified'],
  },
  // --- Follow-up -----------------------------------------------------------------------------
  {
    id: 'send-a-thank-you-note',
    section: 'follow-up',
    topic: 'follow-up',
    title: 'Send a short thank-you note within 24 hours',
    text: 'Thank the interviewers, restate your interest in one or two sentences and add one point you would like to reinforce. If you interviewed through us, send it via your recruiter or copy them in.',
    keywords: ['thank you', 'thank you email', 'thank you note', 'follow up', 'email', 'after the interview'],
  },
  {
    id: 'ask-for-feedback',
    section: 'follow-up',
    topic: 'follow-up',
    title: 'Ask for feedback, whatever the outcome',
    text: 'Feedback helps you improve for the next interview. Your recruiter can often get more candid feedback from the employer than you would receive directly.',
    keywords: ['feedback', 'rejected', 'unsuccessful', 'outcome', 'no offer', 'dont get it', 'didnt get it', 'not successful', 'say no', 'turned down', 'turn me down', 'rejection', 'gutted', 'disappointed'],
  },
  {
    id: 'weigh-offers-and-counter-offers',
    section: 'follow-up',
    topic: 'offers',
    title: 'Weigh offers and counter-offers carefully',
    text: 'Compare the whole package, including pension, hybrid working, study support and progression, not only base salary. If your current employer makes a counter-offer, revisit why you started looking in the first place.',
    keywords: ['offer', 'counter offer', 'multiple offers', 'two offers', '2 offers', 'job offer', 'choose between', 'choose between offers', 'pick', 'offers on the table', 'offered me more money', 'offer me more money', 'money to stay', 'to stay', 'asked me to stay', 'matched', 'match my salary', 'accept', 'decline', 'resignation', 'resign', 'resigned', 'notice', 'handed in my notice', 'matched the offer', 'match the offer', 'matched my offer', 'countered', 'counter offered', 'should i stay', 'stay or go',
      // An offer elsewhere against more money to stay ('got an offer elsewhere and now my boss is offering more to stay').
      'offer elsewhere', 'another offer', 'offering more to stay', 'offering me more to stay', 'boss is offering',
      // The current employer matching it ('my boss matched the new offer, do i stay or go').
      'new offer', 'boss matched', 'matched the new offer', 'manager matched'],
  },
  {
    id: 'reflect-while-it-is-fresh',
    section: 'follow-up',
    topic: 'follow-up',
    title: 'Write down the questions you were asked',
    text: 'Straight after the interview, note the questions, your answers and anything you would change. This builds your story bank and prepares you for a second-round interview.',
    keywords: ['second interview', 'second round', 'notes', 'reflect', 'next round', 'straight after', 'right after',
      // Just out of one ('just out of an interview, anything i should be doing while its fresh').
      'fresh', 'while its fresh', 'fresh in my mind', 'after the interview', 'after an interview', 'just finished', 'write down'],
  },
] as const satisfies readonly InterviewTip[];

export const enhancedStarMethod = {
  title: 'The Enhanced STAR Method',
  steps: [
    { letter: 'S', title: 'Situation', description: 'Set the scene in one or two sentences: the company, the team, the context.' },
    { letter: 'T', title: 'Task', description: 'What you were responsible for, and why it mattered.' },
    { letter: 'A', title: 'Action', description: 'What you did, step by step. Say "I", not "we".' },
    { letter: 'R', title: 'Result', description: 'The measurable outcome: time saved, errors prevented, money recovered.' },
    { letter: 'R', title: 'Reflection', description: 'What you learned and how you have applied it since.' },
  ],
} as const;

export const professionalPresenceGuidelines = [
  {
    title: 'Dress',
    text: 'Business professional for practice and financial services interviews; smart business casual is usually fine in industry and tech. If unsure, ask your recruiter.',
    synonyms: ['dress', 'wear', 'attire', 'outfit', 'suit', 'clothes', 'dress code', 'look', 'business casual', 'smart casual', 'casual', 'business professional', 'formal', 'suit and tie', 'tie', 'jacket', 'relaxed'],
  },
  {
    title: 'Punctuality',
    text: 'Arrive ten minutes early for in-person interviews and join video calls five minutes early.',
    synonyms: ['punctual', 'late', 'early', 'arrive', 'turn up', 'time', 'on time', 'join the call', 'join the meeting', 'join the video', 'log in', 'log on', 'minutes late', 'running late', 'late for'],
  },
  {
    title: 'Body Language',
    text: 'Make eye contact, sit upright and keep your hands visible; on video, look at the camera when you speak.',
    synonyms: ['body language', 'eye contact', 'posture', 'camera', 'confident', 'nervous'],
  },
  {
    title: 'Concise Answers',
    text: 'Aim for one to two minutes per answer, then check whether the interviewer wants more detail.',
    synonyms: ['how long should answers be', 'how long should my answers be', 'how long should an answer be', 'how long my answer', 'how long my answers', 'answer length', 'concise', 'length', 'ramble', 'long answer', 'long winded', 'waffle',
      // How long to speak ('how long should i talk for on each question').
      'how long should i talk', 'how long should i speak', 'how long to talk', 'how long to speak'],
  },
  {
    title: 'Professional Tone',
    text: 'Speak positively about current and past employers, even when explaining why you want to leave.',
    synonyms: ['employer', 'boss', 'negative', 'why leave', 'why are you leaving', 'leaving', 'why i leave', 'why i left', 'old boss', 'old manager', 'former boss', 'previous employer', 'previous manager', 'current employer', 'badmouth', 'bad mouth', 'criticise', 'why i want to', 'why do you want to', 'why you want to', 'contracting', 'go permanent', 'going permanent', 'why move', 'nightmare', 'hated', 'awful', 'toxic',
      // A past workplace told as toxic ('my last job was toxic, do i tell them that'), or named as the one left ('why i left my last job').
      'last job', 'previous job', 'old job', 'toxic job', 'toxic boss', 'toxic manager', 'toxic workplace', 'toxic environment', 'toxic place', 'toxic company', 'toxic team'],
  },
] as const satisfies readonly { title: string; text: string; synonyms: readonly string[] }[];

/** Words every interview question shares: they say nothing about which tip is wanted. */
export const interviewGenericWords = ['interview', 'interviewer', 'tip', 'advice', 'job', 'role', 'finance', 'accounting', 'accountant', 'do', 'does', 'how', 'should', 'prepare'] as const;

/** Words that ask for the STAR method, beside its name; not 'we or i', which the enhanced STAR tip's keywords hold (the actions taken personally). */
export const starMethodSynonyms = ['star', 'star method', 'competency', 'behavioural', 'behavioral', 'tell me about a time', 'talk about a time', 'time something went wrong', 'situation task'] as const;

export const interviewPreparationPage = {
  title: 'Interview Tips',
  intro:
    'Practical advice from finance recruiters to help you prepare, perform and follow up with ' +
    'confidence in accounting and finance interviews in Ireland.',
  sections: [
    {
      id: 'strategic-preparation',
      title: 'Strategic Preparation',
      intro: 'Most interviews are won before you walk in. Preparation shows in every answer.',
    },
    {
      id: 'advanced-response-techniques',
      title: 'Advanced Response Techniques',
      intro: 'Structure your answers so interviewers remember the impact you made.',
    },
    {
      id: 'industry-specific-preparation',
      title: 'Industry-Specific Preparation',
      intro: 'What interviewers focus on in the sectors where we place most candidates.',
    },
    {
      id: 'follow-up',
      title: 'Follow-Up',
      intro: 'What you do after the interview can decide a close call.',
    },
  ],
  starMethod: enhancedStarMethod,
  presence: { heading: 'Professional Presence Guidelines', guidelines: professionalPresenceGuidelines },
  contact: {
    heading: 'Contact Our Team',
    text: 'Preparing for an interview for a role you found through us? Our recruiters will brief you on the employer, the interviewers and the questions to expect.',
    button: { label: 'Get in Touch', href: scrollToPath('contact') } satisfies SiteLink,
  },
} as const satisfies {
  sections: readonly { id: InterviewSectionId; title: string; intro: string }[];
  [key: string]: unknown;
};

/** Block linking to this page from the qualification pages. */
export const interviewTipsTeaser = {
  heading: 'Preparing for Interviews?',
  text: 'Read our interview tips for accounting and finance roles, from the enhanced STAR method to technical questions.',
  link: { label: 'View Interview Tips', href: '/interview-preparation' } satisfies SiteLink,
} as const;

export function tipsForSection(sectionId: InterviewSectionId): InterviewTip[] {
  return interviewTips.filter((tip) => tip.section === sectionId);
}

export function tipsForTopic(topic: InterviewTopic): InterviewTip[] {
  return interviewTips.filter((tip) => tip.topic === topic);
}
