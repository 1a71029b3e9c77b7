import { SiteLink } from '@/components/ui/site-link';
import { acaAccaComparisonPage as page } from '#content/qualifications';
import { ArrowRightIcon } from '@/components/icons/glyphs/arrow-right-icon';
import { Accordion } from '@/components/ui/accordion';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';

export default function AcaAccaInfoPage() {
  const [firstIntro, ...moreIntro] = page.intro;
  return (
    <>
      <PageHero
        headerHidden
        eyebrow="Qualification Guide"
        title={page.title}
        intro={
          <div className="space-y-4">
            <p>{firstIntro}</p>
            {moreIntro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        }
      >
        {page.buttons.map((button, index) => (
          <SiteLink key={button.href} to={button.href} className={buttonClass(index === 0 ? 'primary' : 'outline-light', 'px-7')}>
            {button.label}
            <ArrowRightIcon />
          </SiteLink>
        ))}
      </PageHero>

      <div className="bg-navy-50 py-14 sm:py-20">
        <Container className="grid gap-8 lg:grid-cols-2">
          {page.sections.map((section) => (
            <Reveal as="section" key={section.id} aria-labelledby={`${section.id}-heading`} className="min-w-0 rounded-3xl bg-white p-7 shadow-sm ring-1 ring-navy-100 sm:p-9">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-navy-900">
                {section.heading}
              </h2>
              <h3 className="mt-6 text-sm font-bold uppercase tracking-[0.15em] text-teal-700">Quick Facts</h3>
              <dl className="mt-3 divide-y divide-navy-100 rounded-2xl bg-navy-50/70 px-5">
                {section.quickFacts.map((fact) => (
                  <div key={fact.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
                    <dt className="text-sm font-semibold text-slate-600">{fact.label}</dt>
                    <dd className="text-sm font-bold text-navy-900">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              <Accordion
                className="mt-6"
                items={section.accordions.map((item) => ({
                  id: item.id,
                  title: item.title,
                  content: (
                    <ul className="list-disc space-y-1.5 pl-5 marker:text-teal-600">
                      {item.items.map((entry) => (
                        <li key={entry}>{entry}</li>
                      ))}
                    </ul>
                  ),
                }))}
              />
            </Reveal>
          ))}
        </Container>
      </div>

      <section aria-labelledby="guidance-heading" className="bg-white py-16">
        <Container>
          <div className="rounded-3xl bg-navy-950 p-8 text-center text-white sm:p-12">
            <h2 id="guidance-heading" className="text-2xl font-bold sm:text-3xl">
              {page.cta.title}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-lg leading-relaxed text-navy-100">{page.cta.text}</p>
            <SiteLink to={page.cta.button.href} className={buttonClass('primary', 'mt-7 px-8')}>
              {page.cta.button.label}
            </SiteLink>
          </div>
        </Container>
      </section>
    </>
  );
}
