// Texts of the two interactive tools built on the content data: the fee calculator (/our-fees,
// from fees.ts) and the salary checker (/salary-guide, from salary-guide.ts).

export const feeCalculator = {
  heading: 'Fee Calculator',
  intro: "Enter the role's annual base salary to see the fee band, the percentage and the fee.",
  salaryLabel: 'Annual base salary (€)',
  salaryHint: 'For example 48,000',
  bandLabel: 'Fee band',
  percentageLabel: 'Fee percentage',
  feeLabel: 'Estimated fee',
  invalid: 'Enter an annual salary in euro, above €0.',
  note: 'Exclusive partners may negotiate reduced rates.',
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
