import { SiteLink } from '@/components/ui/site-link';
import { agency } from '#content/agency';
import { cn } from '@/lib/cn';

/** The brand mark and name, linking home. */
export function BrandLogo({ className }: { className?: string }) {
  const [first, ...rest] = agency.brandName.split(' ');
  return (
    <SiteLink to="/" className={cn('group flex items-center gap-2.5 rounded-md', className)}>
      <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#14b8a6" />
        <path d="M18 16h8v26h20v8H18z" fill="#06142a" />
        <path d="M34 16h12v6H34z" fill="#fff" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-lg font-bold tracking-tight text-white">{first}</span>
        <span className="text-[0.7rem] font-semibold uppercase tracking-[0.2em] text-teal-200">{rest.join(' ')}</span>
      </span>
    </SiteLink>
  );
}
