import { candidatesPage } from '#content/candidates';
import { island } from '@/components/island';
import { SparklesIcon } from '@/components/icons/glyphs/sparkles-icon';
import { NavTargetLink } from '@/components/layout/nav-target-link';
import { TrustSignals } from '@/components/trust-signals';
import { buttonClass } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { ExternalLink } from '@/components/ui/external-link';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { Container, SectionHeading } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { TestimonialCarousel as TestimonialCarouselComponent } from '@/pages/candidates/testimonial-carousel';

// The page is static HTML but for the testimonial carousel.
const TestimonialCarousel = island('testimonial-carousel', TestimonialCarouselComponent);

const page = candidatesPage;

function Actions({ tone }: { tone: 'dark' | 'light' }) {
  return (
    <>
      <NavTargetLink target={{ kind: 'section', section: page.getStarted.section }} className={buttonClass('primary', 'px-8')}>
        {page.getStarted.label}
      </NavTargetLink>
      <ExternalLink href={page.meetAssistant.href} icon={false} className={buttonClass(tone === 'dark' ? 'outline-light' : 'outline', 'px-8')}>
        <SparklesIcon />
        {page.meetAssistant.label}
      </ExternalLink>
    </>
  );
}

export default function CandidatesPage() {
  return (
    <>
      <PageHero eyebrow="For Candidates" title={page.title} intro={<p>{page.intro}</p>}>
        <Actions tone="dark" />
      </PageHero>
      <TrustSignals />

      <section aria-labelledby="reasons-heading" className="bg-navy-50 py-20 sm:py-24">
        <Container>
          <SectionHeading title={page.reasonsHeading} id="reasons-heading" />
          <div className="mt-10">
            <FeatureGrid items={page.reasons} variant="numbered" />
          </div>
        </Container>
      </section>

      {/* Unlabelled on purpose: the carousel inside is the region named after this heading. */}
      <section className="bg-white py-20 sm:py-24">
        <Container className="max-w-4xl">
          <SectionHeading title={page.testimonialsHeading} id="testimonials-heading" align="center" />
          <div className="mt-10">
            <TestimonialCarousel label={page.testimonialsHeading} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="promise-heading" className="bg-navy-50 py-20 sm:py-24">
        <Container>
          <Reveal className="grid gap-10 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-navy-100 sm:p-12 lg:grid-cols-[1fr_1.3fr]">
            <div>
              <SectionHeading title={page.promise.heading} id="promise-heading" />
              <div className="mt-8 flex flex-wrap gap-3">
                <Actions tone="light" />
              </div>
            </div>
            <CheckList items={page.promise.items} className="text-lg" />
          </Reveal>
        </Container>
      </section>
    </>
  );
}
