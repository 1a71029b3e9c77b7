import { industrySpecialisationsTable, salaryGuideFact, salaryGuidePage, salaryInsights, salaryTables } from '#content/salary-guide';
import { DatedFactNote } from '@/components/dated-fact-note';
import { island } from '@/components/island';
import { TrendingUpIcon } from '@/components/icons/glyphs/trending-up-icon';
import { DataTable } from '@/components/ui/data-table';
import { Container, SectionHeading } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { checkerTablesOf, SalaryChecker as SalaryCheckerComponent } from '@/pages/salary-guide/salary-checker';

// The page is static HTML but for the checker (and the dated note on its figures).
const SalaryChecker = island('salary-checker', SalaryCheckerComponent);

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
          <SalaryChecker tables={checkerTablesOf(salaryTables)} />
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
