import { useId, type ComponentType } from 'react';
import { trustSignalItems, trustSignalsSection, type TrustSignalItem } from '#content/trust-signals';
import { AwardIcon } from '@/components/icons/glyphs/award-icon';
import { ClockIcon } from '@/components/icons/glyphs/clock-icon';
import { ExternalLinkIcon } from '@/components/icons/glyphs/external-link-icon';
import { ShieldIcon } from '@/components/icons/glyphs/shield-icon';
import { UsersIcon } from '@/components/icons/glyphs/users-icon';
import type { IconProps } from '@/components/icons/icon';
import { Container } from '@/components/ui/layout';
import { cn } from '@/lib/cn';

const icons: Record<TrustSignalItem['id'], ComponentType<IconProps>> = {
  placements: UsersIcon,
  'response-time': ClockIcon,
  reviews: AwardIcon,
  memberships: ShieldIcon,
};

/**
 * The agency's track record from its profile: placements made, typical response time, reviews and
 * professional memberships. A band of its own, placed under a page's hero.
 */
export function TrustSignals({ className }: { className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('border-b border-navy-100 bg-white py-10 sm:py-12', className)} data-testid="trust-signals">
      <Container>
        <h2 id={headingId} className="text-center text-sm font-bold uppercase tracking-[0.18em] text-teal-800">
          {trustSignalsSection.heading}
        </h2>
        <ul className="mt-7 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {trustSignalItems().map((item) => {
            const ItemIcon = icons[item.id];
            return (
              <li key={item.id} className="flex flex-col gap-2 rounded-2xl border border-navy-100 bg-navy-50/50 p-4 sm:flex-row sm:gap-4 sm:p-5">
                <ItemIcon className="shrink-0 text-2xl text-teal-700 sm:mt-1" />
                <div className="min-w-0">
                  <p className="text-xl font-extrabold tracking-tight text-navy-900 sm:text-2xl">{item.figure}</p>
                  <p className="mt-0.5 text-sm font-semibold text-slate-700">{item.label}</p>
                  {item.note ? <p className="mt-1 text-xs text-slate-600">{item.note}</p> : null}
                  {item.links.map((link) => (
                    <p key={link.href} className="mt-1 text-sm">
                      {/* Inline, not ExternalLink's flex box: a wrapped name keeps its icon at its end. */}
                      <a href={link.href} target="_blank" rel="noopener noreferrer" className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900">
                        {link.label}
                        <ExternalLinkIcon className="ml-1 inline align-[-0.125em]" />
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </p>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
