import { useId, useState } from 'react';
import { findSalaryTable, industrySpecialisationsTable, listRoles, salaryGuideFact, salaryGuidePage, salaryInsights, salaryTables, type SalaryLevelIndex, type SalaryTableId } from '#content/salary-guide';
import { salaryChecker as texts } from '#content/tools';
import { DatedFactNote } from '@/components/dated-fact-note';
import { EuroIcon } from '@/components/icons/glyphs/euro-icon';
import { TrendingUpIcon } from '@/components/icons/glyphs/trending-up-icon';
import { DataTable } from '@/components/ui/data-table';
import { Container, SectionHeading } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';

const roles = listRoles();
const roleKey = (tableId: SalaryTableId, position: string) => `${tableId}::${position}`;

function SalaryChecker() {
  const [role, setRole] = useState('');
  const [level, setLevel] = useState<SalaryLevelIndex>(0);
  const roleId = useId();
  const levelId = useId();
  const [tableId, position] = role.split('::') as [SalaryTableId | '', string | undefined];
  const table = tableId ? findSalaryTable(tableId) : null;
  const row = table?.rows.find((candidate) => candidate.position === position);
  const band = row?.bands[level];

  return (
    <section aria-labelledby="salary-checker-heading" className="rounded-3xl bg-navy-950 p-8 text-white sm:p-10">
      <div className="flex items-center gap-3">
        <EuroIcon className="text-3xl text-teal-300" />
        <h2 id="salary-checker-heading" className="text-2xl font-bold">
          {texts.heading}
        </h2>
      </div>
      <p className="mt-3 text-navy-100">{texts.intro}</p>
      <div className="mt-7 grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={roleId} className="block text-sm font-semibold text-navy-50">
            {texts.roleLabel}
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            className="mt-2 block min-h-12 w-full rounded-xl border border-white/25 bg-white px-3 text-base font-semibold text-navy-900"
          >
            <option value="">{texts.rolePlaceholder}</option>
            {salaryTables.map((salaryTable) => (
              <optgroup key={salaryTable.id} label={salaryTable.title}>
                {roles
                  .filter((listing) => listing.tableId === salaryTable.id)
                  .map((listing) => (
                    <option key={listing.position} value={roleKey(listing.tableId, listing.position)}>
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
            {(table ?? salaryTables[0]).levels.map((levelName, index) => (
              <option key={levelName} value={index}>
                {levelName}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-live="polite" className="mt-7 rounded-2xl bg-white/10 p-5">
        {band && row && table ? (
          <p data-testid="salary-range">
            <span className="block text-xs font-bold uppercase tracking-wider text-teal-200">
              {texts.rangeLabel}: {row.position}, {table.levels[level]}
            </span>
            <span className="mt-1 block text-3xl font-extrabold text-white">{band.display}</span>
            <span className="text-sm text-navy-200">{texts.perYear}</span>
          </p>
        ) : (
          <p className="text-navy-100">{texts.choosePrompt}</p>
        )}
      </div>
    </section>
  );
}

function InsightCards({ heading, items }: { heading: string; items: readonly { id: string; title: string; figure: string; description: string }[] }) {
  return (
    <div>
      <h3 className="text-xl font-bold text-navy-900">{heading}</h3>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold text-slate-600">{item.title}</p>
            <p className="mt-1 text-2xl font-extrabold text-teal-800">{item.figure}</p>
            <p className="mt-3 text-sm leading-relaxed text-slate-700">{item.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function SalaryGuidePage() {
  const industry = industrySpecialisationsTable;
  return (
    <>
      <PageHero
        headerHidden
        eyebrow="Salary Guide"
        title={salaryGuidePage.title}
        intro={
          <>
            <p>{salaryGuidePage.intro}</p>
            <DatedFactNote fact={salaryGuideFact} tone="dark" className="mt-5 text-base" />
          </>
        }
      />

      {/* No label of its own: the checker inside is the region named after the tool. */}
      <section className="bg-white py-14 sm:py-16">
        <Container>
          <SalaryChecker />
        </Container>
      </section>

      <div className="bg-navy-50 py-16 sm:py-20">
        <Container className="space-y-14">
          {salaryTables.map((salaryTable) => (
            <Reveal as="section" key={salaryTable.id} aria-labelledby={`${salaryTable.id}-heading`}>
              <h2 id={`${salaryTable.id}-heading`} className="text-2xl font-bold text-navy-900 sm:text-3xl">
                {salaryTable.title}
              </h2>
              <p className="mt-2 text-slate-700">{salaryTable.description}</p>
              <DataTable
                className="mt-6"
                caption={`${salaryTable.title} salaries (euro, annual gross)`}
                captionHidden
                columns={[salaryTable.positionHeading, ...salaryTable.levels]}
                rows={salaryTable.rows.map((row) => [row.position, ...row.ranges])}
              />
            </Reveal>
          ))}
          <Reveal as="section" aria-labelledby={`${industry.id}-heading`}>
            <h2 id={`${industry.id}-heading`} className="text-2xl font-bold text-navy-900 sm:text-3xl">
              {industry.title}
            </h2>
            <p className="mt-2 text-slate-700">{industry.description}</p>
            <DataTable
              className="mt-6"
              caption={industry.title}
              captionHidden
              columns={industry.columns}
              rows={industry.rows.map((row) => [row.specialisation, row.premium.display, row.inDemandFor])}
            />
          </Reveal>
          <p className="text-sm text-slate-600">{salaryGuidePage.footnote}</p>
        </Container>
      </div>

      <section aria-labelledby="insights-heading" className="bg-white py-16 sm:py-20">
        <Container className="space-y-12">
          <div className="flex items-center gap-3">
            <TrendingUpIcon className="text-3xl text-teal-700" />
            <SectionHeading title={salaryGuidePage.insightsHeading} id="insights-heading" />
          </div>
          <InsightCards heading={salaryInsights.trendsHeading} items={salaryInsights.trends} />
          <InsightCards heading={salaryInsights.benefitsHeading} items={salaryInsights.benefits} />
        </Container>
      </section>
    </>
  );
}
