// Employers page ("Our Approach to Recruitment").

import { RESPONSE_GUARANTEE_HOURS } from './fee-bands.ts';
import type { SiteLink } from './routes.ts';

export type BenefitCard = { readonly title: string; readonly description: string };
export type ProcessStep = { readonly step: number; readonly title: string; readonly description: string };

export const employersPage = {
  title: 'Our Approach to Recruitment',
  intro:
    'A specialist, personal and efficient way to hire accounting and finance talent in Ireland, ' +
    'built around your business rather than a sales target.',
  benefitsHeading: 'Why Employers Work With Us',
  benefits: [
    {
      title: 'Finance Specialists',
      description: 'We recruit only accounting and finance professionals, so we speak your language from the first call.',
    },
    {
      title: 'Lower Fees',
      description: 'Our fees are more competitive than traditional agencies, with clear terms agreed up front.',
    },
    {
      title: 'Faster Hiring',
      description: `A response to every new vacancy within ${RESPONSE_GUARANTEE_HOURS} hours and a focused shortlist, not a pile of CVs.`,
    },
    {
      title: 'Every Candidate Interviewed',
      description: 'We speak to every candidate before you see them, so you only meet people who fit the role and your team.',
    },
    {
      title: 'Nationwide Reach',
      description: 'We recruit across Ireland and meet you face to face wherever your business is based.',
    },
    {
      title: 'Market Insight',
      description: 'Salary benchmarks and market trends that help you pitch your offer right the first time.',
    },
  ],
  feesLink: { label: 'View Our Fees', href: '/our-fees' } satisfies SiteLink,
  processHeading: 'Our Four-Step Process',
  process: [
    {
      step: 1,
      title: 'Discovery',
      description: 'We learn about your business, the team and the role in detail, and agree the salary range and timeline.',
    },
    {
      step: 2,
      title: 'Talent Search',
      description: 'We search our network, targeted advertising and direct approaches to find active and passive candidates.',
    },
    {
      step: 3,
      title: 'Human Validation',
      description: 'Every candidate is interviewed and assessed by a specialist recruiter before we put them forward.',
    },
    {
      step: 4,
      title: 'Streamlined Onboarding',
      description: 'We manage interviews, offers and notice periods, and keep in touch after the start date.',
    },
  ],
  mission: {
    heading: 'Our Mission',
    text:
      'To make finance recruitment in Ireland faster, fairer and more personal: matching great ' +
      'accounting and finance professionals with employers who value them, at a fair price.',
  },
  formHeading: 'Tell Us About Your Hiring Needs',
} as const satisfies {
  benefits: readonly BenefitCard[];
  process: readonly ProcessStep[];
  [key: string]: unknown;
};
