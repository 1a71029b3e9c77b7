import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { feeBands, feesPage } from '#content/fees';
import { formatEuro } from '#content/format';
import { feeCalculator as texts } from '#content/tools';
import { CalculatorIcon } from '@/components/icons/glyphs/calculator-icon';
import { ClockIcon } from '@/components/icons/glyphs/clock-icon';
import { HeartIcon } from '@/components/icons/glyphs/heart-icon';
import { UsersIcon } from '@/components/icons/glyphs/users-icon';
import { buttonClass } from '@/components/ui/button';
import { Container, SectionHeading } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { cn } from '@/lib/cn';
import { estimateFee } from '@/lib/fee-estimate';

// Runs in the hydration commit in the browser (before a re-render could clear what was typed).
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

function FeeCalculator({ onBand }: { onBand: (bandId: string | null) => void }) {
  const [input, setInput] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const estimate = estimateFee(input);
  const problem = estimate.state === 'invalid' ? `${texts.invalid} ${texts.invalidExamples}` : estimate.state === 'too-high' ? texts.tooHigh : null;

  const update = (value: string) => {
    setInput(value);
    const next = estimateFee(value);
    onBand(next.state === 'quoted' ? next.quote.band.id : null);
  };

  // An amount typed before the scripts ran is kept and quoted.
  useBrowserLayoutEffect(() => {
    if (field.current?.value) update(field.current.value);
  }, []);

  return (
    <section aria-labelledby="fee-calculator-heading" className="rounded-3xl bg-navy-950 p-8 text-white sm:p-10">
      <div className="flex items-center gap-3">
        <CalculatorIcon className="text-3xl text-teal-300" />
        <h2 id="fee-calculator-heading" className="text-2xl font-bold">
          {texts.heading}
        </h2>
      </div>
      <p className="mt-3 text-navy-100">{texts.intro}</p>
      {/* Nothing to submit: the quote follows the typing, and Enter must not reload the page. */}
      <form method="post" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="mt-7 block text-sm font-semibold text-navy-50">
          {texts.salaryLabel}
        </label>
        <input
          ref={field}
          id={inputId}
          name="salary"
          inputMode="decimal"
          autoComplete="off"
          value={input}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => update(event.target.value)}
          className={cn(
            'mt-2 block w-full rounded-xl border-2 bg-white px-4 py-3 text-lg font-semibold text-navy-900 placeholder:text-slate-500',
            problem ? 'border-red-500 ring-2 ring-red-400' : 'border-white/25',
          )}
          placeholder={texts.salaryHint}
        />
      </form>
      <div aria-live="polite">
        {problem ? (
          <p id={errorId} data-testid="fee-error" className="mt-3 flex gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
            <span aria-hidden="true">!</span>
            <span>{problem}</span>
          </p>
        ) : null}
      </div>
      <p id={hintId} className="mt-2 text-sm text-navy-200">
        {texts.note}
      </p>
      <div aria-live="polite" className="mt-7">
        {estimate.state === 'quoted' ? (
          <dl className="grid gap-4 sm:grid-cols-3" data-testid="fee-quote">
              <div className="rounded-2xl bg-white/10 p-4">
                <dt className="text-xs font-bold uppercase tracking-wider text-teal-200">{texts.bandLabel}</dt>
                <dd className="mt-1 font-semibold">{estimate.quote.band.salaryLabel}</dd>
              </div>
              <div className="rounded-2xl bg-white/10 p-4">
                <dt className="text-xs font-bold uppercase tracking-wider text-teal-200">{texts.percentageLabel}</dt>
                <dd className="mt-1 text-2xl font-extrabold">{estimate.quote.percentage}%</dd>
              </div>
              <div className="rounded-2xl bg-teal-400 p-4 text-navy-950">
                <dt className="text-xs font-bold uppercase tracking-wider">{texts.feeLabel}</dt>
                <dd className="mt-1 text-2xl font-extrabold">{formatEuro(estimate.quote.fee)}</dd>
              </div>
          </dl>
        ) : null}
      </div>
      {estimate.state === 'quoted' || estimate.state === 'too-high' ? (
        <div data-testid="fee-cta" className="mt-6 rounded-2xl bg-white/5 p-5 ring-1 ring-white/15">
          <h3 className="text-lg font-bold">{texts.cta.heading}</h3>
          <p className="mt-1 text-navy-100">{texts.cta.text}</p>
          <SiteLink to={texts.cta.link.href} className={buttonClass('primary', 'mt-4 px-6')}>
            {texts.cta.link.label}
          </SiteLink>
        </div>
      ) : null}
    </section>
  );
}

export default function OurFeesPage() {
  const [activeBand, setActiveBand] = useState<string | null>(null);
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
                className={cn(
                  'rounded-3xl border bg-white p-8 shadow-sm transition-colors md:row-span-4 md:grid md:grid-rows-subgrid md:gap-y-0',
                  activeBand === band.id ? 'border-teal-500 ring-2 ring-teal-500' : 'border-navy-100',
                )}
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
          <FeeCalculator onBand={setActiveBand} />
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
