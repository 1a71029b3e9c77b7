import { about, pillars } from '#content/home';
import { CheckCircleIcon } from '@/components/icons/glyphs/check-circle-icon';
import { HeartIcon } from '@/components/icons/glyphs/heart-icon';
import { TargetIcon } from '@/components/icons/glyphs/target-icon';
import { ZapIcon } from '@/components/icons/glyphs/zap-icon';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { Container, SectionHeading } from '@/components/ui/layout';
import { Reveal } from '@/components/ui/reveal';

const pillarIcons = [ZapIcon, HeartIcon, TargetIcon];

export function AboutSection() {
  return (
    <section id={about.id} aria-labelledby="about-heading" className="bg-white py-20 sm:py-28">
      <Container>
        <div className="grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
          <Reveal>
            <SectionHeading eyebrow="About Us" title={about.whoWeAre.heading} id="about-heading" />
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
              {about.whoWeAre.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Reveal>
          <Reveal delay={120} className="rounded-3xl bg-navy-950 p-8 text-white shadow-xl shadow-navy-900/20 sm:p-10">
            <h3 className="text-2xl font-bold">{about.whyChooseUs.heading}</h3>
            <ul className="mt-6 space-y-5">
              {about.whyChooseUs.reasons.map((reason) => (
                <li key={reason.title} className="flex gap-4">
                  <CheckCircleIcon className="mt-1 shrink-0 text-xl text-teal-300" />
                  <div>
                    <p className="font-semibold text-white">{reason.title}</p>
                    <p className="mt-1 text-sm leading-relaxed text-navy-100">{reason.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Reveal>
        </div>

        <div className="mt-20">
          <Reveal>
            <SectionHeading title={pillars.heading} align="center" as="h3" />
          </Reveal>
          <div className="mt-10">
            <FeatureGrid items={pillars.items} icons={pillarIcons} headingLevel="h4" variant="panel" />
          </div>
        </div>
      </Container>
    </section>
  );
}
