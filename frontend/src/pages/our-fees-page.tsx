import { SiteLink } from '@/components/ui/site-link';
import { feeBands, feesPage } from '#content/fees';
import { island } from '@/components/island';
import { ClockIcon } from '@/components/icons/glyphs/clock-icon';
import { HeartIcon } from '@/components/icons/glyphs/heart-icon';
import { UsersIcon } from '@/components/icons/glyphs/users-icon';
import { buttonClass } from '@/components/ui/button';
import { Container, SectionHeading } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { FeeCalculator as FeeCalculatorComponent } from '@/pages/our-fees/fee-calculator';

// The page is static HTML but for the calculator, which also marks the quoted band's card.
const FeeCalculator = island('fee-calculator', FeeCalculatorComponent);

export default function OurFeesPage() {
  const notes = [
    { icon: UsersIcon, ...feesPage.exclusivePartnership },
    { icon: ClockIcon, ...feesPage.responseGuarantee },
    { icon: HeartIcon, ...feesPage.promise },
  ];
  return (
    <>
      <PageHero eyebrow="For Employers" title={feesPage.title} intro={<p>{feesPage.intro}</p>}>
        <SiteLink to={feesPage.cta.href} className={buttonClass('primary', 'px-8')}>
          {feesPage.cta.label}
        </SiteLink>
      </PageHero>

      <section aria-labelledby="tiers-heading" className="bg-navy-50 py-20 sm:py-24">
        <Container>
          <SectionHeading title={feesPage.tiersHeading} id="tiers-heading" />
          {/* Each card spans four rows of one shared grid (subgrid), so a title on two lines moves no
              percentage lower than its neighbours'. */}
          <ul className="mt-10 grid gap-6 md:grid-cols-3 md:grid-rows-[auto_auto_auto_1fr]">
            {feeBands.map((band, index) => (
              <Reveal
                as="li"
                key={band.id}
                delay={index * 100}
                // The calculator marks the card of the band it quotes (data-active).
                data-fee-band={band.id}
                className="rounded-3xl border border-navy-100 bg-white p-8 shadow-sm transition-colors data-active:border-teal-500 data-active:ring-2 data-active:ring-teal-500 md:row-span-4 md:grid md:grid-rows-subgrid md:gap-y-0"
              >
                <h3 className="text-lg font-bold text-navy-900">{band.title}</h3>
                <p className="mt-1 text-sm font-semibold text-teal-800">{band.salaryLabel}</p>
                <p className="mt-6 text-5xl font-extrabold tracking-tight text-navy-900">
                  {band.percentage}%<span className="ml-2 text-base font-semibold text-slate-600">of salary</span>
                </p>
                <p className="mt-5 leading-relaxed text-slate-700">{band.description}</p>
              </Reveal>
            ))}
          </ul>
        </Container>
      </section>

      {/* No label of its own: the calculator inside is the region named after the tool. */}
      <section className="bg-white py-20 sm:py-24">
        <Container className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-start">
          <FeeCalculator />
          <ul className="space-y-6">
            {notes.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-2xl border border-navy-100 p-6">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-100 text-2xl text-teal-800">
                  <Icon />
                </span>
                <div>
                  <h2 className="text-lg font-bold text-navy-900">{title}</h2>
                  <p className="mt-1 leading-relaxed text-slate-700">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
