import type { ReactNode } from 'react';
import { ExternalLinkIcon } from '@/components/icons/glyphs/external-link-icon';
import { cn } from '@/lib/cn';

/** A link off the site: opens in a new tab and says so to screen readers. */
export function ExternalLink({ href, children, className, icon = true }: { href: string; children: ReactNode; className?: string; icon?: boolean }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn('inline-flex items-center gap-1.5', className)}>
      {children}
      {icon ? <ExternalLinkIcon className="shrink-0 text-[0.9em]" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
