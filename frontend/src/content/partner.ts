// Partner With Us page (/recruitment-solutions).

import { RESPONSE_GUARANTEE_HOURS } from './fee-bands.ts';
import type { BenefitCard } from './employers.ts';

export const partnerPage = {
  title: 'Partner With Us',
  intro:
    'Build your finance team with a recruitment partner that knows accounting and finance inside ' +
    'out. Tell us what you need and we will take it from there.',
  benefits: [
    {
      title: 'Direct Access',
      description: 'Work directly with our directors and reach qualified accountants and finance professionals across Ireland.',
    },
    {
      title: 'Fast Turnaround',
      description: `A response within ${RESPONSE_GUARANTEE_HOURS} hours and a shortlist of interviewed candidates, fast.`,
    },
    {
      title: 'Competitive Fees',
      description: 'Fees below traditional agencies, with reduced rates available for exclusive partnerships.',
    },
  ],
  formHeading: 'Send Us Your Requirements',
} as const satisfies { benefits: readonly BenefitCard[]; [key: string]: unknown };
