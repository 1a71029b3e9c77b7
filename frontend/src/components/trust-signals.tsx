import { useId, type ComponentType } from 'react';
import { trustSignalItems, trustSignalsSection, type TrustSignalItem } from '#content/trust-signals';
import { AwardIcon } from '@/components/icons/glyphs/award-icon';
import { ClockIcon } from '@/components/icons/glyphs/clock-icon';
import { ShieldIcon } from '@/components/icons/glyphs/shield-icon';
import { UsersIcon } from '@/components/icons/glyphs/users-icon';
import type { IconProps } from '@/components/icons/icon';
import { ExternalLink } from '@/components/ui/external-link';
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
        <ul className="mt-7 grid grid-cols-1 gap-4 min-[30rem]:grid-cols-2 lg:grid-cols-4">
          {trustSignalItems().map((item) => {
            const ItemIcon = icons[item.id];
            return (
              <li key={item.id} className="flex gap-4 rounded-2xl border border-navy-100 bg-navy-50/50 p-5">
                <ItemIcon className="mt-1 shrink-0 text-2xl text-teal-700" />
                <div className="min-w-0">
                  <p className="text-2xl font-extrabold tracking-tight text-navy-900">{item.figure}</p>
                  <p className="mt-0.5 text-sm font-semibold text-slate-700">{item.label}</p>
                  {item.note ? <p className="mt-1 text-xs text-slate-600">{item.note}</p> : null}
                  {item.links.map((link) => (
                    <ExternalLink key={link.href} href={link.href} className="mt-1 text-sm font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900">
                      {link.label}
                    </ExternalLink>
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
