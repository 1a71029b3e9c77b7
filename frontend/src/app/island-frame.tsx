import type { ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Page to page, the browser navigates (to the next page's prerendered HTML, prerendered ahead by
 * the Speculation Rules in index.html where supported): a link or `navigate()` inside an island loads
 * the next document instead of rendering it here. (The production bundle's `react-router-dom` is
 * lib/document-router.tsx, whose links are plain anchors; this navigator serves React Router itself.)
 */
const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/**
 * What every island root renders inside: the router's context for this URL (links, `useLocation`),
 * without the data router (its route table, loaders and matching never reach the browser).
 */
export function IslandFrame({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
