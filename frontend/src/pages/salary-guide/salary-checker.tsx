import { useId, useRef, useState } from 'react';
import type { SalaryLevelIndex, SalaryTable } from '#content/salary-guide';
import { salaryChecker as texts } from '#content/tools';
import { EuroIcon } from '@/components/icons/glyphs/euro-icon';
import { ToolPanel } from '@/components/ui/tool-panel';
import { useValueEnteredBeforeHydration } from '@/lib/use-browser-layout-effect';

/**
 * What the checker needs of each salary table. It comes in the island's props (JSON data, taken
 * from the salary tables when the page is built), so the browser does not load the whole salary
 * content module (the assistant's synonyms and the rest) for it.
 */
export type CheckerTable = {
  readonly id: string;
  readonly title: string;
  readonly levels: readonly string[];
  readonly rows: readonly { readonly position: string; readonly ranges: readonly string[] }[];
};

export const checkerTablesOf = (tables: readonly SalaryTable[]): CheckerTable[] =>
  tables.map(({ id, title, levels, rows }) => ({ id, title, levels, rows: rows.map(({ position, ranges }) => ({ position, ranges })) }));

const roleKey = (tableId: string, position: string) => `${tableId}::${position}`;

/** The salary checker (an island): the range for a chosen role and level, from the salary tables. */
export function SalaryChecker({ tables }: { tables: readonly CheckerTable[] }) {
  const [role, setRole] = useState('');
  const [level, setLevel] = useState<SalaryLevelIndex>(0);
  const roleField = useRef<HTMLSelectElement>(null);
  const roleId = useId();
  const levelId = useId();
  const [tableId, position] = role.split('::');
  const table = tables.find((candidate) => candidate.id === tableId) ?? null;
  const row = table?.rows.find((candidate) => candidate.position === position);
  const range = row?.ranges[level];

  // A role chosen before the scripts ran is kept and answered (the level list is disabled until then).
  useValueEnteredBeforeHydration(roleField, setRole);

  return (
    <ToolPanel headingId="salary-checker-heading" icon={<EuroIcon className="text-3xl text-teal-300" />} heading={texts.heading} intro={texts.intro}>
      <div className="mt-7 grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={roleId} className="block text-sm font-semibold text-navy-50">
            {texts.roleLabel}
          </label>
          <select
            ref={roleField}
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            className="mt-2 block min-h-12 w-full rounded-xl border border-white/25 bg-white px-3 text-base font-semibold text-navy-900"
          >
            <option value="">{texts.rolePlaceholder}</option>
            {tables.map((salaryTable) => (
              <optgroup key={salaryTable.id} label={salaryTable.title}>
                {salaryTable.rows.map((listing) => (
                  <option key={listing.position} value={roleKey(salaryTable.id, listing.position)}>
                    {listing.position}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={levelId} className="block text-sm font-semibold text-navy-50">
            {texts.levelLabel}
          </label>
          <select
            id={levelId}
            value={level}
            disabled={!table}
            onChange={(event) => setLevel(Number(event.target.value) as SalaryLevelIndex)}
            className="mt-2 block min-h-12 w-full rounded-xl border border-white/25 bg-white px-3 text-base font-semibold text-navy-900 disabled:bg-navy-100 disabled:text-slate-600"
          >
            {(table ?? tables[0])?.levels.map((levelName, index) => (
              <option key={levelName} value={index}>
                {levelName}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-live="polite" className="mt-7 rounded-2xl bg-white/10 p-5">
        {range && row && table ? (
          <p data-testid="salary-range">
            <span className="block text-xs font-bold uppercase tracking-wider text-teal-200">
              {texts.rangeLabel}: {row.position}, {table.levels[level]}
            </span>
            <span className="mt-1 block text-3xl font-extrabold text-white">{range}</span>
            <span className="text-sm text-navy-200">{texts.perYear}</span>
          </p>
        ) : (
          <p className="text-navy-100">{texts.choosePrompt}</p>
        )}
      </div>
    </ToolPanel>
  );
}
