// Figures read from the content for the held-out question sets: what a right reply contains and
// what a wrong one would show (another level's band, another role's, another fee band's amount).
// Shared by the held-out sets (first-, second- and third-held-out-questions.ts).

import { feeBands, feeForSalary } from '#content/fees';
import { formatEuro, formatEuroRange } from '#content/format';
import { formatStatValue, marketStats } from '#content/market-stats';
import { acaFacts, accaFacts, cimaFacts, type FeeItem } from '#content/qualifications';
import { salaryInsights, salaryTables, type SalaryLevelIndex, type SalaryTableId } from '#content/salary-guide';

export const QA = 'qualified-accountants' as const;
export const CSUITE = 'c-suite' as const;
export const AUDIT = 'audit' as const;
export const SUPPORT = 'part-qualified-support' as const;

function salaryRow(tableId: SalaryTableId, position: string) {
  const table = salaryTables.find((candidate) => candidate.id === tableId);
  const row = table?.rows.find((candidate) => candidate.position === position);
  if (!row) throw new RangeError(`No salary row ${tableId} / ${position}`);
  return row;
}

/** The displayed band of one level, e.g. '€55k - €65k'. */
export function pay(tableId: SalaryTableId, position: string, level: SalaryLevelIndex): string {
  return salaryRow(tableId, position).bands[level].display;
}

/** All three displayed bands of a row. */
export function payAll(tableId: SalaryTableId, position: string): string[] {
  return salaryRow(tableId, position).ranges.slice();
}

/** The other levels' bands of the same row (those that differ from the level asked for). */
export function otherLevels(tableId: SalaryTableId, position: string, level: SalaryLevelIndex): string[] {
  const right = pay(tableId, position, level);
  return payAll(tableId, position).filter((display) => display !== right);
}

/** Bands of another row that the asked row does not share: a reply showing them named the wrong role. */
export function otherRole(
  asked: readonly [SalaryTableId, string],
  other: readonly [SalaryTableId, string],
  levels: readonly SalaryLevelIndex[] = [0, 1, 2],
): string[] {
  const right = new Set(payAll(...asked));
  return levels.map((level) => pay(other[0], other[1], level)).filter((display) => !right.has(display));
}

/** The placement fee and percentage for a salary, as the site formats them. */
export function fee(salary: number): string[] {
  const quote = feeForSalary(salary);
  return [formatEuro(quote.fee), `${quote.percentage}%`];
}

/** The fee amounts the other bands' percentages would give: a reply showing one used the wrong band. */
export function wrongBandFees(salary: number): string[] {
  const right = feeForSalary(salary).percentage;
  return feeBands
    .filter((band) => band.percentage !== right)
    .map((band) => formatEuro(Math.round(salary * band.percentage) / 100));
}

function qualificationFee(fees: readonly FeeItem[], label: string): string {
  const item = fees.find((candidate) => candidate.label === label);
  if (!item) throw new RangeError(`No fee '${label}'`);
  return formatEuroRange(item.amount);
}

export const acaFee = (label: string) => qualificationFee(acaFacts.fees, label);
export const accaFee = (label: string) => qualificationFee(accaFacts.fees, label);
export const cimaFee = (label: string) => qualificationFee(cimaFacts.fees, label);

/** A headline market figure as the site shows it. */
export function stat(id: (typeof marketStats.headline)[number]['id']): string {
  const found = marketStats.headline.find((candidate) => candidate.id === id);
  if (!found) throw new RangeError(`No market stat ${id}`);
  return formatStatValue(found);
}

/** A region's share of the jobs, e.g. '18%'. */
export function regionShare(region: string): string {
  const found = marketStats.regional.find((candidate) => candidate.region === region);
  if (!found) throw new RangeError(`No region ${region}`);
  return `${found.share}%`;
}

/** A salary insight's figure. */
export function insight(id: string): string {
  const found = [...salaryInsights.trends, ...salaryInsights.benefits].find((candidate) => candidate.id === id);
  if (!found) throw new RangeError(`No salary insight ${id}`);
  return found.figure;
}
