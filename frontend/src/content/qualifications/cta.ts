// The CTA qualification (Chartered Tax Adviser, Irish Tax Institute): its facts and its page's texts.

import type { DatedFact } from '../dated-facts.ts';
import { scrollToPath } from '../routes.ts';
import { type FactsShape, sectionHeadings } from './shared.ts';

export const ctaFacts = {
  id: 'cta',
  name: 'CTA',
  fullName: 'Chartered Tax Adviser (CTA)',
  awardingBody: 'Irish Tax Institute',
  website: 'https://taxinstitute.ie',
  stages: [
    { name: 'Foundation', durationMonths: 6 },
    { name: 'Intermediate', durationMonths: 12 },
    { name: 'Advanced', durationMonths: 12 },
  ],
  keyDates2025: [
    { sitting: 'Spring', registration: 'January - February', exams: 'May', results: 'July' },
    { sitting: 'Autumn', registration: 'July - August', exams: 'November', results: 'January 2026' },
  ],
  membership: { degreeLevel: 8, minTaxExperienceYears: 2 },
} as const satisfies FactsShape<{ membership: { degreeLevel: number; minTaxExperienceYears: number } }>;

/** The 2025 sittings hold until the autumn exams are over; the page and Aine say when they have passed. */
export const ctaKeyDatesFact = {
  dateLabel: 'Sittings for 2025',
  validUntil: '2025-11-30',
  whileCurrent: 'these are the 2025 CTA sittings',
  oncePassed: 'the 2025 CTA sittings have passed',
  afterwards: `check the Irish Tax Institute website (${ctaFacts.website}) for the next sitting's dates`,
} as const satisfies DatedFact;

const ctaStageDescriptions = {
  Foundation: 'The principles of Irish tax: income tax, corporation tax, capital gains tax and VAT, and how they fit together.',
  Intermediate: 'Applying the law to realistic client situations across the main tax heads, including capital acquisitions tax and stamp duty.',
  Advanced: 'Advisory and planning skills: multi-tax case studies, tax planning for individuals and companies, and professional ethics.',
} as const satisfies Record<(typeof ctaFacts.stages)[number]['name'], string>;

const ctaMembershipRequirements = [
  `A Level ${ctaFacts.membership.degreeLevel} degree (or an equivalent professional qualification)`,
  `At least ${ctaFacts.membership.minTaxExperienceYears} years of tax experience`,
  'Pass all three stages of the qualification',
  "Commit to the Institute's professional standards and ongoing CPD",
];

export const ctaPage = {
  id: 'cta',
  title: 'CTA Key Information',
  subtitle: 'Chartered Tax Adviser: the leading tax qualification in Ireland',
  about: {
    heading: 'About the CTA',
    paragraphs: [
      `The Chartered Tax Adviser (CTA) qualification is awarded by the ${ctaFacts.awardingBody} and is the benchmark qualification for tax professionals in Ireland.`,
      'It suits accountants, lawyers and graduates who want to specialise in tax, whether in practice, in industry or in the public sector.',
    ],
  },
  stages: {
    heading: 'Qualification Stages',
    items: ctaFacts.stages.map((stage) => ({
      name: stage.name,
      duration: `${stage.durationMonths} months`,
      description: ctaStageDescriptions[stage.name],
    })),
  },
  keyDates: {
    heading: 'Key Dates 2025',
    sittings: ctaFacts.keyDates2025.map((sitting) => ({
      title: `${sitting.sitting} Sitting`,
      details: [`Registration: ${sitting.registration}`, `Exams: ${sitting.exams}`, `Results: ${sitting.results}`],
    })),
  },
  careers: {
    heading: 'Career Opportunities',
    items: [
      'Tax Consultant or Senior in a Big 4, mid-tier or boutique tax practice',
      'Tax Manager and Tax Director roles in practice',
      'In-house Tax Specialist or Head of Tax in multinationals',
      'Indirect tax (VAT) and customs specialist roles',
      'Private client, estate and succession planning advisory',
      'Tax technology and transfer pricing roles',
    ],
  },
  membership: { heading: sectionHeadings.membership, items: ctaMembershipRequirements },
  quickLinks: {
    heading: 'Quick Links',
    links: [
      { label: 'Irish Tax Institute', href: ctaFacts.website },
      { label: 'Salary Guide', href: '/salary-guide' },
      { label: 'Interview Tips', href: '/interview-preparation' },
      { label: 'ACA Key Information', href: '/aca-info' },
    ],
  },
  contact: {
    heading: 'Thinking About a Career in Tax?',
    text: 'We place tax professionals at every stage, from trainee to tax director. Talk to us in confidence.',
    button: { label: 'Get in Touch', href: scrollToPath('contact') },
  },
} as const;
