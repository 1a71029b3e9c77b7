import { SiteLink } from '@/components/ui/site-link';
import { employersPage } from '#content/employers';
import { ArrowRightIcon } from '@/components/icons/glyphs/arrow-right-icon';
import { AwardIcon } from '@/components/icons/glyphs/award-icon';
import { EuroIcon } from '@/components/icons/glyphs/euro-icon';
import { GlobeIcon } from '@/components/icons/glyphs/globe-icon';
import { TrendingUpIcon } from '@/components/icons/glyphs/trending-up-icon';
import { UsersIcon } from '@/components/icons/glyphs/users-icon';
import { ZapIcon } from '@/components/icons/glyphs/zap-icon';
import { TrustSignals } from '@/components/trust-signals';
import { buttonClass } from '@/components/ui/button';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { Container, SectionHeading } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { PartnerFormSection } from '@/pages/shared/partner-form-section';

const page = employersPage;

export default function EmployersPage() {
  return (
    <>
      <PageHero eyebrow="For Employers" title={page.title} intro={<p>{page.intro}</p>}>
        <a href="#partner-form" className={buttonClass('primary', 'px-8')}>
          {page.formHeading}
        </a>
        <SiteLink to={page.feesLink.href} className={buttonClass('outline-light', 'px-8')}>
          {page.feesLink.label}
        </SiteLink>
      </PageHero>
      <TrustSignals />

      <section aria-labelledby="benefits-heading" className="bg-navy-50 py-20 sm:py-24">
        <Container>
          <SectionHeading title={page.benefitsHeading} id="benefits-heading" />
          <div className="mt-10">
            <FeatureGrid items={page.benefits} icons={[AwardIcon, EuroIcon, ZapIcon, UsersIcon, GlobeIcon, TrendingUpIcon]} />
          </div>
          <SiteLink to={page.feesLink.href} className="mt-10 inline-flex items-center gap-2 font-bold text-teal-800 underline-offset-4 hover:underline">
            {page.feesLink.label}
            <ArrowRightIcon />
          </SiteLink>
        </Container>
      </section>

      <section aria-labelledby="process-heading" className="bg-white py-20 sm:py-24">
        <Container>
          <SectionHeading title={page.processHeading} id="process-heading" align="center" />
          <ol className="relative mt-14 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
            {page.process.map((step, index) => (
              <Reveal as="li" key={step.step} delay={index * 100} className="relative rounded-2xl border border-navy-100 bg-navy-50/40 p-7">
                <span className="flex size-12 items-center justify-center rounded-full bg-navy-900 text-lg font-extrabold text-teal-300" aria-hidden="true">
                  {step.step}
                </span>
                <h3 className="mt-5 text-lg font-bold text-navy-900">
                  <span className="sr-only">Step {step.step}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-relaxed text-slate-700">{step.description}</p>
              </Reveal>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="mission-heading" className="bg-navy-950 py-20 text-white sm:py-24">
        <Container className="max-w-4xl text-center">
          <Reveal>
            <h2 id="mission-heading" className="text-3xl font-bold sm:text-4xl">
              {page.mission.heading}
            </h2>
            <p className="mt-6 text-xl leading-relaxed text-navy-100 sm:text-2xl">{page.mission.text}</p>
          </Reveal>
        </Container>
      </section>

      <PartnerFormSection heading={page.formHeading} />
    </>
  );
}
