import { lastUpdatedLabel, type LegalDocument } from '#content/legal';
import { Container } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/page-hero';
import { SmartLink } from '@/components/ui/smart-link';

function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** A legal document: numbered sections with a table of contents. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} intro={<p>{lastUpdatedLabel(document)}</p>} />
      <div className="bg-navy-50 py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <nav aria-label="Contents" className="lg:sticky lg:top-28 lg:self-start">
            <h2 className="text-sm font-bold uppercase tracking-[0.15em] text-teal-800">Contents</h2>
            <ol className="mt-4 space-y-1 text-sm">
              {document.sections.map((section, index) => (
                <li key={section.title}>
                  <a href={`#${slug(section.title)}`} className="flex min-h-9 items-center gap-2 text-navy-800 hover:text-teal-800 hover:underline">
                    <span className="w-6 shrink-0 font-semibold text-slate-600">{index + 1}.</span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="min-w-0 rounded-3xl bg-white p-7 shadow-sm ring-1 ring-navy-100 sm:p-10">
            <p className="text-lg leading-relaxed text-slate-700">{document.intro}</p>
            <ol className="mt-10 space-y-10">
              {document.sections.map((section, index) => (
                <li key={section.title} id={slug(section.title)} className="scroll-mt-28">
                  <h2 className="text-xl font-bold text-navy-900">
                    {index + 1}. {section.title}
                  </h2>
                  <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
                    {section.paragraphs.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                  {section.links?.length ? (
                    <ul className="mt-3 space-y-1">
                      {section.links.map((link) => (
                        <li key={link.href}>
                          <SmartLink href={link.href} className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900">
                            {link.label}
                          </SmartLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </article>
        </Container>
      </div>
    </>
  );
}
