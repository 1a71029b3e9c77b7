// Placement fees: a percentage of the hire's annual base salary, by salary band, and the response
// guarantee. Plain facts with no links, so the route table can state them without importing page copy.

import { formatEuro } from './format.ts';

export type FeeBandId = 'under-35k' | '35k-to-45k' | '45k-and-over';

export type FeeBand = {
  readonly id: FeeBandId;
  /** Euros, inclusive. */
  readonly fromSalary: number;
  /** Euros, exclusive; null for the open top band. */
  readonly toSalaryExclusive: number | null;
  readonly percentage: number;
  /** Salary range as shown on the fees page, e.g. '€35,000 - €44,999'. */
  readonly salaryLabel: string;
  readonly title: string;
  readonly description: string;
};

export type FeeQuote = {
  readonly band: FeeBand;
  readonly percentage: number;
  /** Euros, rounded to the cent. */
  readonly fee: number;
};

export const RESPONSE_GUARANTEE_HOURS = 48;

/**
 * The largest salary the fee calculator quotes. The salary guide's top band is €350,000+ (a CFO of
 * an enterprise), so an amount past €1,000,000 is almost always extra zeros typed by mistake, and a
 * real package of that size is quoted individually; the calculator says so instead of a fee.
 */
export const FEE_CALCULATOR_MAX_SALARY = 1_000_000;

function salaryLabel(fromSalary: number, toSalaryExclusive: number | null): string {
  if (fromSalary === 0 && toSalaryExclusive !== null) return `Under ${formatEuro(toSalaryExclusive)}`;
  if (toSalaryExclusive === null) return `${formatEuro(fromSalary)} and over`;
  return `${formatEuro(fromSalary)} - ${formatEuro(toSalaryExclusive - 1)}`;
}

function withSalaryLabel(source: Omit<FeeBand, 'salaryLabel'>): FeeBand {
  return { ...source, salaryLabel: salaryLabel(source.fromSalary, source.toSalaryExclusive) };
}

export const feeBands: readonly [FeeBand, FeeBand, FeeBand] = [
  withSalaryLabel({
    id: 'under-35k',
    fromSalary: 0,
    toSalaryExclusive: 35_000,
    percentage: 8,
    title: 'Support & Trainee Roles',
    description:
      'Accounts assistants, payroll and AP/AR specialists, trainees and other roles starting below €35,000.',
  }),
  withSalaryLabel({
    id: '35k-to-45k',
    fromSalary: 35_000,
    toSalaryExclusive: 45_000,
    percentage: 10,
    title: 'Part-Qualified & Specialist Roles',
    description:
      'Part-qualified accountants, experienced bookkeepers and audit seniors moving into their next step.',
  }),
  withSalaryLabel({
    id: '45k-and-over',
    fromSalary: 45_000,
    toSalaryExclusive: null,
    percentage: 12,
    title: 'Qualified & Senior Roles',
    description:
      'Qualified accountants, financial controllers, finance directors and other senior finance appointments.',
  }),
];

/** The band a salary falls in (salary in euros, must be positive and finite). */
export function feeBandForSalary(salary: number): FeeBand {
  if (!Number.isFinite(salary) || salary <= 0) {
    throw new RangeError(`Salary must be a positive number of euros, got ${salary}`);
  }
  const found = feeBands.find(
    (candidate) =>
      salary >= candidate.fromSalary &&
      (candidate.toSalaryExclusive === null || salary < candidate.toSalaryExclusive),
  );
  // The bands cover (0, Infinity) without gaps, so this only fires if the table is edited wrongly.
  if (!found) throw new RangeError(`No fee band covers a salary of ${salary}`);
  return found;
}

/**
 * Fee for placing a hire at the given annual salary (euros).
 * Throws RangeError for a non-positive or non-finite salary.
 */
export function feeForSalary(salary: number): FeeQuote {
  const band = feeBandForSalary(salary);
  const fee = Math.round(salary * band.percentage) / 100;
  return { band, percentage: band.percentage, fee };
}
