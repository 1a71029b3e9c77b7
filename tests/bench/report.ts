/**
 * The bench's output: budget checks, the printed tables (text for the terminal, Markdown for the
 * README) and formatting of bytes, times and ratios.
 */
export type SectionName = 'site' | 'api' | 'pipeline' | 'functions' | 'aine';

export interface BudgetCheck {
  section: SectionName;
  subject: string;
  metric: string;
  /** null when the figure could not be measured: that misses the budget too. */
  actual: number | null;
  comparison: '<=' | '>=';
  limit: number;
  unit: string;
  ok: boolean;
}

export function budgetCheck(
  section: SectionName,
  subject: string,
  metric: string,
  actual: number | null | undefined,
  comparison: '<=' | '>=',
  limit: number,
  unit = '',
): BudgetCheck {
  const measured = typeof actual === 'number' && Number.isFinite(actual) ? actual : null;
  const ok = measured !== null && (comparison === '<=' ? measured <= limit : measured >= limit);
  return { section, subject, metric, actual: measured, comparison, limit, unit, ok };
}

export interface Table {
  title: string;
  columns: string[];
  rows: string[][];
  notes?: string[];
}

export interface SectionResult<T = unknown> {
  section: SectionName;
  tables: Table[];
  checks: BudgetCheck[];
  /** Everything measured, for the JSON results. */
  data: T;
  /** What went wrong while measuring (a section that errors still reports what it has). */
  errors: string[];
}

export const formatBytes = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined || !Number.isFinite(bytes) ? '–' : bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} KB`;

export const formatMs = (ms: number | null | undefined, digits = 1) =>
  ms === null || ms === undefined || !Number.isFinite(ms) ? '–' : `${ms.toFixed(ms >= 100 ? 0 : digits)} ms`;

export const formatRatio = (ratio: number | null | undefined) =>
  ratio === null || ratio === undefined || !Number.isFinite(ratio) ? '–' : `${ratio.toFixed(2)}×`;

export const formatNumber = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined || !Number.isFinite(value) ? '–' : value.toLocaleString('en-IE', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** A mark for a figure that has a budget: ✓ within, ✗ over. */
export const mark = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? ' ✓' : ' ✗');

const width = (text: string) => [...text].length;

export function renderText(table: Table): string {
  const widths = table.columns.map((column, index) => Math.max(width(column), ...table.rows.map((row) => width(row[index] ?? ''))));
  // First column left-aligned (names), the figures right-aligned.
  const pad = (cells: string[]) =>
    cells
      .map((cell, index) => (index === 0 ? cell + ' '.repeat(widths[index]! - width(cell)) : ' '.repeat(widths[index]! - width(cell)) + cell))
      .join('  ');
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  return [table.title, pad(table.columns), rule, ...table.rows.map(pad), ...(table.notes ?? []).map((note) => `  ${note}`)].join('\n');
}

export function renderMarkdown(table: Table): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `#### ${table.title}`,
    '',
    `| ${table.columns.map(escape).join(' | ')} |`,
    `|${table.columns.map((_, index) => (index === 0 ? '---' : '---:')).join('|')}|`,
    ...table.rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
    ...(table.notes?.length ? ['', ...table.notes.map((note) => `${note}  `)] : []),
  ].join('\n');
}

export function describeCheck(check: BudgetCheck): string {
  // Counts, scores and bytes print whole; times and ratios with two decimals.
  const digits = check.unit === 'B' || (Number.isInteger(check.limit) && (check.actual === null || Number.isInteger(check.actual))) ? 0 : 2;
  const unit = check.unit ? ` ${check.unit}` : '';
  const actual = check.actual === null ? 'not measured' : `${formatNumber(check.actual, digits)}${unit}`;
  return `${check.section} › ${check.subject} › ${check.metric}: ${actual} (budget ${check.comparison} ${formatNumber(check.limit, digits)}${unit})`;
}
