import { ctaKeyDatesFact, ctaPage as page } from '#content/qualifications';
import { DatedFactNote } from '@/components/dated-fact-note';
import { buttonClass } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { SiteLink } from '@/components/ui/site-link';
import { QualificationPage } from '@/pages/qualifications/qualification-page';
import { DateCards, LinksCard, Membership, Paragraphs } from '@/pages/qualifications/qualification-sections';

export default function CtaInfoPage() {
  return (
    <QualificationPage
      path="/cta-info"
      page={page}
      panels={[
        { id: 'about', heading: page.about.heading, content: <Paragraphs paragraphs={page.about.paragraphs} /> },
        {
          id: 'stages',
          heading: page.stages.heading,
          content: (
            <ol className="grid gap-5 md:grid-cols-3">
              {page.stages.items.map((stage, index) => (
                <li key={stage.name} className="rounded-2xl border border-navy-100 bg-navy-50/60 p-6">
                  <p className="text-sm font-bold text-teal-700">Stage {index + 1}</p>
                  <h3 className="mt-1 text-lg font-bold text-navy-900">{stage.name}</h3>
                  <p className="mt-1 inline-flex rounded-full bg-teal-100 px-3 py-0.5 text-xs font-bold text-teal-900">{stage.duration}</p>
                  <p className="mt-3 text-sm leading-relaxed text-slate-700">{stage.description}</p>
                </li>
              ))}
            </ol>
          ),
        },
        {
          id: 'dates',
          heading: page.keyDates.heading,
          content: (
            <>
              <DatedFactNote fact={ctaKeyDatesFact} className="mb-6" />
              <DateCards sittings={page.keyDates.sittings} />
            </>
          ),
        },
        { id: 'careers', heading: page.careers.heading, content: <CheckList items={page.careers.items} /> },
        { id: 'membership', heading: page.membership.heading, content: <Membership items={page.membership.items} /> },
      ]}
      sidebar={
        <>
          <LinksCard heading={page.quickLinks.heading} links={page.quickLinks.links} />
          <section aria-labelledby="cta-contact-heading" className="rounded-3xl bg-navy-950 p-6 text-white">
            <h2 id="cta-contact-heading" className="text-lg font-bold">
              {page.contact.heading}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-navy-100">{page.contact.text}</p>
            <SiteLink to={page.contact.button.href} className={buttonClass('primary', 'mt-5 w-full')}>
              {page.contact.button.label}
            </SiteLink>
          </section>
        </>
      }
      interviewTips={false}
    />
  );
}
