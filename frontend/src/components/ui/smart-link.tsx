import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '@/components/ui/external-link';

/** A content link: in-site paths through the router, external URLs in a new tab. */
export function SmartLink({ href, external, className, children }: { href: string; external?: boolean; className?: string; children: ReactNode }) {
  if (external ?? /^https?:\/\//.test(href)) {
    return (
      <ExternalLink href={href} className={className}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
