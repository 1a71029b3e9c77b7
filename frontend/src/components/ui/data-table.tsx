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
 * A data table whose first column heads each row. On narrow screens it scrolls sideways inside a
 * focusable, labelled region, so the page itself never scrolls horizontally.
 */
export function DataTable({ caption, captionHidden = false, columns, rows, className }: Props) {
  return (
    <div
      className={cn('overflow-x-auto rounded-2xl border border-navy-100 bg-white shadow-sm', className)}
      role="region"
      // Distinct from the caption, which is often also the enclosing section's name: two landmarks
      // with one name would be indistinguishable in a screen reader's list of regions.
      aria-label={typeof caption === 'string' ? `${caption} (scrollable table)` : undefined}
      tabIndex={0}
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm sm:text-base">
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
              <th scope="row" className="px-5 py-3.5 font-semibold text-navy-900">
                {first}
              </th>
              {rest.map((cell, cellIndex) => (
                <td key={cellIndex} className="px-5 py-3.5 tabular-nums text-slate-700">
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
