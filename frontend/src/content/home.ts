// Home page texts: hero, formula animation, about ('Who We Are', 'Why Choose Us') and pillars.
// Jobs, team and contact section texts live with their data (jobs.ts, team.ts, forms.ts).

import { agency } from './agency.ts';
import { assistant } from './chat.ts';
import type { HomeSection } from './routes.ts';

export type SectionButton = { readonly label: string; readonly section: HomeSection };

export type Reason = { readonly title: string; readonly description: string };

/** Why clients and candidates choose the agency (spec section 1), shared by home and candidates pages. */
export const reasonsToChooseUs = [
  {
    title: 'Accounting & Finance Only',
    description: 'We focus exclusively on accounting and finance, so we understand the roles, the qualifications and the people.',
  },
  {
    title: 'More Competitive Fees',
    description: 'Our fees are lower than traditional agencies, with no compromise on the quality of candidates.',
  },
  {
    title: 'Virtual, With Meetings Anywhere in Ireland',
    description: 'We work virtually nationwide and meet clients and candidates face to face anywhere in Ireland.',
  },
  {
    title: 'Personalised Service',
    description: 'Every client and every candidate gets a personal, tailored service from someone who knows their brief.',
  },
  {
    title: 'Ireland-Wide Reach, Local Knowledge',
    description: 'From Dublin to Cork, Galway and beyond, we combine national reach with real local market knowledge.',
  },
] as const satisfies readonly Reason[];

export const hero = {
  id: 'hero',
  // Typed out one after the other by the hero typewriter.
  headlineLines: ["Ireland's Finance Recruitment", 'Game-Changers'],
  paragraph:
    'We connect accounting and finance professionals with employers across Ireland. Specialist ' +
    'recruiters, personalised matching and a faster, fairer process for everyone involved.',
  benefits: [
    'Faster hiring with personalised matching',
    'Lower fees than traditional agencies',
    'An agile, personalised approach to every search',
    'Virtual nationwide service with face-to-face meetings anywhere in Ireland',
  ],
  assistantLine: `Questions at midnight? ${assistant.name}, our 24/7 AI virtual assistant, can help with salaries, interviews and qualifications.`,
  primaryButton: { label: 'SUBMIT YOUR CV', section: 'contact' } satisfies SectionButton,
  secondaryButton: { label: 'OUR APPROACH', section: 'about' } satisfies SectionButton,
  socialLinksLabel: `Follow ${agency.brandName}`,
} as const;

export const formulaAnimation = {
  title: 'Our Formula For Success:',
  formula: '=IF(CV*Skill>=Job Description, "Job Offer", "Reject")',
} as const;

export const about = {
  id: 'about',
  whoWeAre: {
    heading: 'Who We Are',
    paragraphs: [
      `${agency.brandName} was ${agency.foundersDescription.charAt(0).toLowerCase()}${agency.foundersDescription.slice(1)}`,
      'Having worked in and hired for finance teams ourselves, we knew the frustrations on both sides: CVs sent without a conversation, long silences, and fees that did not reflect the value delivered.',
      `So we built something different: a specialist agency for accounting and finance only, with fewer layers, lower fees and a personal service. ${agency.operatingModel}`,
    ],
  },
  whyChooseUs: {
    heading: 'Why Choose Us',
    reasons: reasonsToChooseUs,
  },
} as const;

export const pillars = {
  heading: 'Our Three Pillars',
  items: [
    {
      title: 'Agile Recruitment Strategy',
      description: 'We adapt quickly to your timeline and the market, moving from brief to shortlist without unnecessary steps.',
    },
    {
      title: 'Human-Centred Talent Matching',
      description: 'Technology helps us search, but people make the match: we interview every candidate and understand what they want next.',
    },
    {
      title: 'Client-Centric Philosophy',
      description: 'Your goals shape the search. Clear communication, honest advice and a partnership that lasts beyond the placement.',
    },
  ],
} as const satisfies { heading: string; items: readonly Reason[] };
