// The fees page's copy; the bands and the quote arithmetic are in fee-bands.ts (re-exported here).

import { RESPONSE_GUARANTEE_HOURS } from './fee-bands.ts';
import type { SiteLink } from './routes.ts';

export * from './fee-bands.ts';

export const feesPage = {
  title: 'Our Fees',
  intro:
    'Transparent, competitive fees that are lower than traditional agencies. You pay a percentage ' +
    "of the successful candidate's first-year base salary, agreed in writing before we start.",
  tiersHeading: 'Fee Structure',
  exclusivePartnership: {
    title: 'Exclusive Partnership',
    text:
      'Clients who partner with us exclusively on a role or an ongoing hiring programme may ' +
      'negotiate reduced rates. Ask us about a partnership agreement that fits your plans.',
  },
  responseGuarantee: {
    title: `${RESPONSE_GUARANTEE_HOURS}-Hour Response Guarantee`,
    text:
      `We respond to every new vacancy within ${RESPONSE_GUARANTEE_HOURS} hours with a clear plan, ` +
      'a realistic salary benchmark and a timeline for your first shortlist.',
  },
  promise: {
    title: 'Our Promise',
    text:
      'No hidden costs and no surprises: every candidate we present has been personally interviewed ' +
      'and matched to your brief, and we stay in touch after the start date to make sure the ' +
      'placement works for both sides.',
  },
  cta: { label: 'Partner With Us', href: '/recruitment-solutions' } satisfies SiteLink,
} as const;
