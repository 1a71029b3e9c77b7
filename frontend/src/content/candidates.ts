// Candidates page ("Why Choose Us?").

import { assistant } from './chat.ts';
import { type SectionButton, reasonsToChooseUs } from './home.ts';
import type { SiteLink } from './routes.ts';

export const candidatesPage = {
  title: 'Why Choose Us?',
  intro:
    'Whether you are a trainee, newly qualified or a senior finance leader, we help you find the role ' +
    'that fits your career and your life, not just the next vacancy on a list.',
  reasonsHeading: 'Why Candidates Choose Us',
  reasons: reasonsToChooseUs,
  testimonialsHeading: 'What Our Candidates Say',
  promise: {
    heading: 'Our Promise to You',
    items: [
      'Our service is always free to candidates',
      'We will never send your CV anywhere without your permission',
      'You will hear back from us after every application and interview',
      'Honest advice on salary, market conditions and your options',
      'Interview preparation for every role we put you forward for',
    ],
  },
  getStarted: { label: 'Get Started', section: 'contact' } satisfies SectionButton,
  meetAssistant: {
    label: `Meet ${assistant.name}`,
    href: '/ai-assistant',
    // Opens in a new tab so the visitor keeps their place.
    newTab: true,
  } satisfies SiteLink & { newTab: boolean },
} as const;
