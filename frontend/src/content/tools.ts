// Texts of the two interactive tools built on the content data: the fee calculator (/our-fees,
// from fees.ts) and the salary checker (/salary-guide, from salary-guide.ts).

import { FEE_CALCULATOR_MAX_SALARY, RESPONSE_GUARANTEE_HOURS } from './fee-bands.ts';
import { formatEuro } from './format.ts';
import type { SiteLink } from './routes.ts';

export const feeCalculator = {
  heading: 'Fee Calculator',
  intro: "Enter the role's annual base salary to see the fee band, the percentage and the fee.",
  salaryLabel: 'Annual base salary (€)',
  salaryHint: 'For example 48,000 or €60k',
  bandLabel: 'Fee band',
  percentageLabel: 'Fee percentage',
  feeLabel: 'Estimated fee',
  invalid: 'Enter an annual salary in euro, above €0.',
  /** Follows `invalid`: the forms the field understands. */
  invalidExamples: 'For example 48000, 48,000, €60k or 60k.',
  tooHigh: `The calculator covers salaries up to ${formatEuro(FEE_CALCULATOR_MAX_SALARY)}. For a larger package we agree a fee for the role with you: send us the details.`,
  note: 'Exclusive partners may negotiate reduced rates.',
  cta: {
    heading: 'Hiring for this role?',
    text: `Send us the details and we respond within ${RESPONSE_GUARANTEE_HOURS} hours with a clear plan and a timeline for your first shortlist.`,
    link: { label: 'Send us your vacancy', href: '/recruitment-solutions' } satisfies SiteLink,
  },
} as const;

export const salaryChecker = {
  heading: 'Salary Checker',
  intro: 'Choose a role and an experience level to see the 2025 salary range.',
  roleLabel: 'Role',
  rolePlaceholder: 'Choose a role',
  levelLabel: 'Level',
  rangeLabel: 'Salary range',
  choosePrompt: 'Choose a role and level to see the range.',
  perYear: 'per year, gross',
} as const;
