// The router's Link with `to` typed as a path of the route table, so a mistyped link fails the typecheck.
import { Link, type LinkProps } from 'react-router-dom';
import type { SitePath } from '#content/routes';

export type SiteLinkProps = Omit<LinkProps, 'to' | 'discover'> & { to: SitePath };

/**
 * A link to a page or home-page section of this site. `discover="none"`: the site has no framework-mode
 * route discovery, and without that attribute a prerendered link is exactly what an island renders in
 * the browser (lib/document-router.tsx).
 */
export function SiteLink(props: SiteLinkProps) {
  return <Link discover="none" {...props} />;
}
