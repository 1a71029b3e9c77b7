import {
  HEADLINE_CLOSING_DELAY_MS,
  HEADLINE_FIRST_LINE_START_DELAY_MS,
  HEADLINE_SECOND_LINE_START_DELAY_MS,
  HEADLINE_TYPING_MS,
} from '#content/constants';
import { hero } from '#content/home';
import { SocialLinks } from '@/components/layout/social-links';
import { NavTargetLink } from '@/components/layout/nav-target-link';
import { CheckCircleIcon } from '@/components/icons/glyphs/check-circle-icon';
import { SparklesIcon } from '@/components/icons/glyphs/sparkles-icon';
import { TypedLines, type TypewriterTimings } from '@/components/motion/typewriter';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/layout';
import { FormulaCard } from '@/pages/home/formula-card';

const headlineTimings: TypewriterTimings = {
  startDelaysMs: [HEADLINE_FIRST_LINE_START_DELAY_MS, HEADLINE_SECOND_LINE_START_DELAY_MS],
  typingMs: HEADLINE_TYPING_MS,
  closingDelayMs: HEADLINE_CLOSING_DELAY_MS,
};

export function HeroSection() {
  return (
    <section id={hero.id} aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.3),transparent_50%),radial-gradient(ellipse_at_bottom_left,rgba(63,95,143,0.55),transparent_55%)]"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[url('/images/grid.svg')] bg-[length:48px_48px] opacity-[0.07]" />
      <Container className="grid items-center gap-12 pb-20 pt-32 sm:pt-40 lg:grid-cols-[1.15fr_1fr] lg:pb-28">
        <div>
          <h1 id="hero-heading" className="text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl xl:text-6xl">
            <TypedLines lines={hero.headlineLines} timings={headlineTimings} lineClassNames={[undefined, 'mt-1 text-teal-300']} />
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-navy-100 sm:text-xl">{hero.paragraph}</p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {hero.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-[0.95rem] text-navy-50">
                <CheckCircleIcon className="mt-0.5 shrink-0 text-xl text-teal-300" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <p className="mt-5 flex max-w-xl gap-3 rounded-xl border border-teal-300/30 bg-white/5 px-4 py-3 text-[0.95rem] text-navy-50">
            <SparklesIcon className="mt-0.5 shrink-0 text-xl text-teal-300" />
            <span>{hero.assistantLine}</span>
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <NavTargetLink target={{ kind: 'section', section: hero.primaryButton.section }} className={buttonClass('primary', 'px-8')}>
              {hero.primaryButton.label}
            </NavTargetLink>
            <NavTargetLink target={{ kind: 'section', section: hero.secondaryButton.section }} className={buttonClass('outline-light', 'px-8')}>
              {hero.secondaryButton.label}
            </NavTargetLink>
          </div>
          <div className="mt-9 flex items-center gap-4">
            <p className="text-sm font-semibold text-navy-200">{hero.socialLinksLabel}</p>
            <SocialLinks />
          </div>
        </div>
        <FormulaCard />
      </Container>
    </section>
  );
}
