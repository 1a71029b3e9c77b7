import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  caption: ReactNode;
  /** Hide the caption visually (the section heading already says it). */
  captionHidden?: boolean;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  className?: string;
};

/**
 * A data table whose first column heads each row. On phones (below 640 px) each row is a card: the
 * row's heading on top, then every other cell under its column's name (`data-label`, drawn by
 * `.data-table` in styles/app.css), so no figure hides in a sideways scroll at 320 px. From 640 px it
 * is a table; should it still be wider than its box, it scrolls inside a focusable, labelled region
 * whose edges show a shadow on the side where more is hidden (`.scroll-cue`).
 */
export function DataTable({ caption, captionHidden = false, columns, rows, className }: Props) {
  const [, ...cellColumns] = columns;
  return (
    <div
      className={cn('scroll-cue overflow-x-auto rounded-2xl border border-navy-100 shadow-sm', className)}
      role="region"
      // Distinct from the caption, which is often also the enclosing section's name: two landmarks
      // with one name would be indistinguishable in a screen reader's list of regions.
      aria-label={typeof caption === 'string' ? `${caption} (table)` : undefined}
      tabIndex={0}
    >
      <table className="data-table w-full border-collapse text-left text-sm sm:min-w-[36rem] sm:text-base">
        <caption className={cn('px-5 pt-4 text-left text-base font-semibold text-navy-900', captionHidden && 'sr-only')}>{caption}</caption>
        <thead>
          <tr className="border-b border-navy-100 bg-navy-50/70">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-5 py-3 text-xs font-bold uppercase tracking-wider text-navy-700">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100">
          {rows.map(([first, ...rest], rowIndex) => (
            <tr key={rowIndex} className="transition-colors hover:bg-teal-50/40">
              <th scope="row" className="font-semibold text-navy-900 sm:px-5 sm:py-3.5">
                {first}
              </th>
              {rest.map((cell, cellIndex) => (
                <td key={cellIndex} data-label={cellColumns[cellIndex]} className="tabular-nums text-slate-700 sm:px-5 sm:py-3.5">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
