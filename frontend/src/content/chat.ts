// Texts of Aine, the AI chat assistant: disclaimer, greetings, popular questions and the
// messages shown when a reply cannot be obtained.

import type { SiteLink } from './routes.ts';

export const chatContexts = ['salary-guide', 'market-trends', 'interview-tips'] as const;
export type ChatContext = (typeof chatContexts)[number];

export function isChatContext(value: unknown): value is ChatContext {
  return typeof value === 'string' && (chatContexts as readonly string[]).includes(value);
}

export const assistant = {
  name: 'Aine',
  modelName: 'GPT-4.1',
  tagline: 'Your 24/7 AI recruitment assistant',
} as const;

/** Session-storage key and value recording that the disclaimer was accepted (this browser session only). */
export const DISCLAIMER_ACCEPTED_STORAGE_KEY = 'aine-disclaimer-accepted';
export const DISCLAIMER_ACCEPTED_VALUE = 'true';

export const disclaimer = {
  title: `Before You Chat with ${assistant.name}`,
  paragraphs: [
    `${assistant.name} is an AI assistant, not a person. It is powered by a third-party language model (${assistant.modelName}) and can make mistakes, so please check anything important with our team.`,
    `${assistant.name} gives general information about careers, salaries, qualifications and the Irish finance job market. It does not give legal, tax or immigration advice: for visas, work permits or employment law, please speak to a qualified adviser or the relevant authority.`,
    'Your conversation is processed on servers in the United States under standard contractual clauses. Please do not share sensitive personal information such as PPS numbers, health details or bank details.',
    'See our Privacy Policy and Terms of Service for how we handle your data.',
  ],
  links: [
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Terms of Service', href: '/terms-of-service' },
  ] satisfies readonly SiteLink[],
  cancelLabel: 'Cancel',
  acceptLabel: 'I Understand & Continue',
  goBackLabel: 'Go Back',
} as const;

/** First message of the floating chat, chosen by the page's context. */
export const chatGreetings = {
  'salary-guide': `Hi, I'm ${assistant.name}! I can help you make sense of the 2025 salary guide: ask me what a role pays at your level, how specialisations affect pay, or what benefits to expect.`,
  'market-trends': `Hi, I'm ${assistant.name}! Ask me about the Irish accounting and finance job market: where demand is growing, which skills are in short supply and how hiring is changing.`,
  'interview-tips': `Hi, I'm ${assistant.name}! I can help you prepare for your next finance interview, from the STAR method and technical questions to following up afterwards. What would you like to work on?`,
} as const satisfies Record<ChatContext, string>;

export const assistantPage = {
  title: `Ask ${assistant.name}`,
  subtitle: `${assistant.tagline}: salaries, interviews, qualifications and the Irish finance job market.`,
  // The assistant page always talks in the interview-tips context (spec: calls).
  context: 'interview-tips',
  welcomeMessage: `Welcome! I'm ${assistant.name}, your AI recruitment assistant. I can answer questions about accounting and finance salaries in Ireland, interview preparation, professional qualifications like ACA, ACCA, CIMA and CTA, and the job market. How can I help you today?`,
  popularQuestionsHeading: 'Popular Questions',
} as const satisfies { context: ChatContext; [key: string]: string };

export type PopularQuestion = {
  readonly category: 'Salary' | 'Interview' | 'Market' | 'Qualification';
  readonly question: string;
};

export const popularQuestions = [
  { category: 'Salary', question: 'What salary should a newly qualified accountant expect in Dublin?' },
  { category: 'Interview', question: 'How do I use the STAR method in a finance interview?' },
  { category: 'Market', question: 'Which accounting skills are most in demand in Ireland right now?' },
  { category: 'Qualification', question: 'Should I choose ACA or ACCA?' },
] as const satisfies readonly PopularQuestion[];

export const chatUi = {
  launcherLabel: `Ask ${assistant.name}`,
  hideLauncherLabel: `Hide ${assistant.name}`,
  closeLabel: 'Close chat',
  inputPlaceholder: 'Type your message...',
  sendLabel: 'Send message',
  typingLabel: `${assistant.name} is typing...`,
} as const;

/** Replies shown in the chat when the assistant cannot answer (spec error catalogue). */
export const chatErrorMessages = {
  /** The chat function answered with an error. */
  functionError: "I'm having trouble connecting right now. Please try again in a moment.",
  /** The request threw (network failure, timeout). */
  exception: "I'm experiencing technical difficulties. Please try again shortly.",
  /** The function answered without a reply text. */
  emptyResponse: "I'm sorry, I didn't get a response. Please try asking again.",
  /** No reply could be obtained at all. */
  noReply: "I'm sorry, I'm having trouble responding right now. Please try again.",
} as const;
