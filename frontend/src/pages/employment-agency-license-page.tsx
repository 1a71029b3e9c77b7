import { licencePage as page } from '#content/legal';
import { ExternalLink } from '@/components/ui/external-link';
import { Container } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/page-hero';

export default function EmploymentAgencyLicensePage() {
  return (
    <>
      <PageHero eyebrow="Legal" title={page.title} intro={<p>{page.intro}</p>} />
      <div className="bg-navy-50 py-14 sm:py-20">
        <Container className="grid items-center gap-10 lg:grid-cols-2">
          <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-navy-100 sm:p-10">
            <h2 className="text-sm font-bold uppercase tracking-[0.15em] text-teal-800">{page.licenceNumberLabel}</h2>
            <p className="mt-2 text-3xl font-extrabold tracking-tight text-navy-900" data-testid="licence-number">
              {page.licenceNumber}
            </p>
            <p className="mt-6 leading-relaxed text-slate-700">{page.registerText}</p>
            <ExternalLink href={page.registerLink.href} className="mt-4 font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900">
              {page.registerLink.label}
            </ExternalLink>
          </div>
          <img
            src={page.image.src}
            alt={page.image.alt}
            width={600}
            height={420}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-3xl shadow-lg ring-1 ring-navy-100"
          />
        </Container>
      </div>
    </>
  );
}
