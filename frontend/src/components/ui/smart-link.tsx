import type { ReactNode } from 'react';
import { isExternalUrl, type ExternalUrl, type SitePath } from '#content/routes';
import { ExternalLink } from '@/components/ui/external-link';
import { SiteLink } from '@/components/ui/site-link';

/** A content link: in-site paths through the router, external URLs in a new tab. */
export function SmartLink({ href, className, children }: { href: SitePath | ExternalUrl; className?: string; children: ReactNode }) {
  if (isExternalUrl(href)) {
    return (
      <ExternalLink href={href} className={className}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <SiteLink to={href} className={className}>
      {children}
    </SiteLink>
  );
}
