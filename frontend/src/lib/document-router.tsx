/**
 * `react-router-dom` as the browser build's islands see it (vite.config.ts aliases the package to this
 * module for the production client bundle only; the prerender and the dev server use React Router).
 *
 * Why: on a prerendered page, moving to another page is a document navigation (to the next page's
 * prerendered HTML, prerendered ahead by the Speculation Rules in index.html), so inside an island the
 * router only ever answered two questions: "what is this page's URL" and "render a link". React Router
 * cannot be tree-shaken below ~10 KB gzip for that, a ninth of a page's JavaScript budget (issue 12).
 * This module answers both with the same names, so components import `react-router-dom` as anywhere
 * else. The build fails if an island imports a name this module lacks: add it here with the same
 * meaning, or keep that code out of islands.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Location, Path, To } from 'react-router-dom';

export type { LinkProps, Location, Navigator, Path, To } from 'react-router-dom';

/** The URL of a path object, as React Router writes it. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

const LocationContext = createContext<Location | null>(null);

/** Provides the page's location to an island (app/island-frame.tsx); `navigator` is unused: links are anchors. */
export function Router({ location, children }: { location: Partial<Location>; navigator?: unknown; children?: ReactNode }) {
  const value: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default', ...location };
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation() outside an island (app/island-frame.tsx provides it)');
  return location;
}

type DocumentLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  ref?: Ref<HTMLAnchorElement>;
  // React Router's client-side options: a document navigation has no use for them.
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  relative?: 'route' | 'path';
  viewTransition?: boolean;
  discover?: 'render' | 'none';
  prefetch?: 'none' | 'intent' | 'render' | 'viewport';
};

/** A link to another page: a plain anchor, which the browser follows as React Router's document navigator would. */
export function Link({ to, replace: _replace, state: _state, reloadDocument: _reload, preventScrollReset: _scroll, relative: _relative, viewTransition: _transition, discover: _discover, prefetch: _prefetch, ...anchor }: DocumentLinkProps) {
  return <a {...anchor} href={href(to)} />;
}
