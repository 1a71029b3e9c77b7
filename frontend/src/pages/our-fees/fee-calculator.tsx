import { useEffect, useId, useRef, useState } from 'react';
import { formatEuro } from '#content/format';
import { feeCalculator as texts } from '#content/tools';
import { CalculatorIcon } from '@/components/icons/glyphs/calculator-icon';
import { buttonClass } from '@/components/ui/button';
import { SiteLink } from '@/components/ui/site-link';
import { ToolPanel } from '@/components/ui/tool-panel';
import { cn } from '@/lib/cn';
import { estimateFee } from '@/lib/fee-estimate';
import { useValueEnteredBeforeHydration } from '@/lib/use-browser-layout-effect';

/**
 * The fee calculator (an island): the quote follows the typing. The band quoted is marked on its card
 * of the page's fee bands (`data-fee-band`, static HTML outside this island) with `data-active`.
 */
export function FeeCalculator() {
  const [input, setInput] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const estimate = estimateFee(input);
  const problem = estimate.state === 'invalid' ? `${texts.invalid} ${texts.invalidExamples}` : estimate.state === 'too-high' ? texts.tooHigh : null;

  const quotedBand = estimate.state === 'quoted' ? estimate.quote.band.id : null;

  useEffect(() => {
    for (const card of document.querySelectorAll<HTMLElement>('[data-fee-band]')) {
      card.toggleAttribute('data-active', card.dataset.feeBand === quotedBand);
    }
  }, [quotedBand]);

  // An amount typed before the scripts ran is kept and quoted.
  useValueEnteredBeforeHydration(field, setInput);

  return (
    <ToolPanel headingId="fee-calculator-heading" icon={<CalculatorIcon className="text-3xl text-teal-300" />} heading={texts.heading} intro={texts.intro}>
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
          onChange={(event) => setInput(event.target.value)}
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
    </ToolPanel>
  );
}
