// The router's Link with `to` typed as a path of the route table, so a mistyped link fails the typecheck.
import { Link, type LinkProps } from 'react-router-dom';
import type { SitePath } from '#content/routes';

export type SiteLinkProps = Omit<LinkProps, 'to'> & { to: SitePath };

/** A link to a page or home-page section of this site. */
export function SiteLink(props: SiteLinkProps) {
  return <Link {...props} />;
}
