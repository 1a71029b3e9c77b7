// Display formatting shared by the content modules, so each figure is stored once as a number
// and every page and chat answer shows it the same way. Deliberately free of Intl so output
// does not depend on the runtime's locale data.

/** A closed range of euro amounts; `min === max` for a fixed amount. */
export type EuroRange = { readonly min: number; readonly max: number };

/** 1234.5 -> '€1,234.50'; 1234 -> '€1,234'. */
export function formatEuro(amount: number): string {
  const isWhole = Number.isInteger(amount);
  const [whole = '0', cents] = Math.abs(amount).toFixed(isWhole ? 0 : 2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}€${grouped}${cents === undefined ? '' : `.${cents}`}`;
}

/** { min: 235, max: 545 } -> '€235-€545'; a fixed amount -> '€89'. */
export function formatEuroRange(range: EuroRange): string {
  return range.min === range.max
    ? formatEuro(range.min)
    : `${formatEuro(range.min)}-${formatEuro(range.max)}`;
}

/** 120000 -> '€120k'; 3500 -> '€3.5k'. */
export function formatEuroThousands(amount: number, suffix = 'k'): string {
  const thousands = amount / 1000;
  const text = Number.isInteger(thousands) ? String(thousands) : thousands.toFixed(1);
  return `€${text}${suffix}`;
}

/** { min: 5, max: 10 } -> '5-10%'. */
export function formatPercentRange(range: { readonly min: number; readonly max: number }): string {
  return range.min === range.max ? `${range.min}%` : `${range.min}-${range.max}%`;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function parseIsoDate(isoDate: string): { year: number; month: string; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) {
    throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${isoDate}`);
  }
  return { year: Number(match[1]), month, day: Number(match[3]) };
}

/** '2025-04-11' -> 'April 11, 2025' (the legal pages' style). */
export function formatLongDate(isoDate: string): string {
  const { year, month, day } = parseIsoDate(isoDate);
  return `${month} ${day}, ${year}`;
}

/** '2025-10-01' -> '1 October 2025' (en-IE long format, as the market trends page shows). */
export function formatIrishLongDate(isoDate: string): string {
  const { year, month, day } = parseIsoDate(isoDate);
  return `${day} ${month} ${year}`;
}

/** '2025-01-12' -> 'Jan 12'. */
export function formatShortDate(isoDate: string): string {
  const { month, day } = parseIsoDate(isoDate);
  return `${month.slice(0, 3)} ${day}`;
}

/** ('2025-01-12', '2025-03-15') -> 'Jan 12 - Mar 15'; same month -> 'Feb 18-20'. */
export function formatDateSpan(startIso: string, endIso: string): string {
  const start = parseIsoDate(startIso);
  const end = parseIsoDate(endIso);
  return start.month === end.month
    ? `${start.month.slice(0, 3)} ${start.day}-${end.day}`
    : `${formatShortDate(startIso)} - ${formatShortDate(endIso)}`;
}
