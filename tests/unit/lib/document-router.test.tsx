import { renderToStaticMarkup } from 'react-dom/server';
import { createPath as routerCreatePath, MemoryRouter, useLocation as useRouterLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteLink } from '@/components/ui/site-link';
import { createPath, Link, Router, useLocation } from '@/lib/document-router';

/**
 * The browser build's islands get lib/document-router.tsx for `react-router-dom`; the prerender renders
 * the same components with React Router. Both must write the same HTML, or hydration would not match.
 */
describe('the islands’ react-router-dom (lib/document-router.tsx)', () => {
  it('writes paths as React Router does', () => {
    const paths = [
      { pathname: '/salary-guide' },
      { pathname: '/', hash: '#contact' },
      { pathname: '/', hash: 'contact' },
      { pathname: '/', search: '?scrollTo=jobs' },
      { pathname: '/', search: 'scrollTo=jobs', hash: '#x' },
      { pathname: '/aca-info', search: '?', hash: '#' },
      {},
    ];
    for (const path of paths) expect(createPath(path), JSON.stringify(path)).toBe(routerCreatePath(path));
  });

  it('renders a site link as the prerender does', () => {
    const props = { to: '/#jobs', className: 'link', 'aria-label': 'Jobs' } as const;
    const prerendered = renderToStaticMarkup(
      <MemoryRouter>
        <SiteLink {...props}>Jobs</SiteLink>
      </MemoryRouter>,
    );
    const island = renderToStaticMarkup(
      <Link {...props} discover="none">
        Jobs
      </Link>,
    );
    expect(island).toBe(prerendered);
    expect(island).toBe('<a class="link" aria-label="Jobs" href="/#jobs">Jobs</a>');
    expect(renderToStaticMarkup(<Link to={{ pathname: '/cima-info', hash: '#dates' }} replace state={{ a: 1 }} />)).toBe('<a href="/cima-info#dates"></a>');
  });

  it('gives an island the page’s location, as the router context of the prerender does', () => {
    const location = { pathname: '/cima-info', search: '?a=1', hash: '#dates' };
    function Where({ use }: { use: () => { pathname: string; search: string; hash: string } }) {
      const { pathname, search, hash } = use();
      return `${pathname}|${search}|${hash}`;
    }
    expect(renderToStaticMarkup(<Router location={location}><Where use={useLocation} /></Router>)).toBe(
      renderToStaticMarkup(<MemoryRouter initialEntries={[createPath(location)]}><Where use={useRouterLocation} /></MemoryRouter>),
    );
    expect(() => renderToStaticMarkup(<Where use={useLocation} />)).toThrow(/outside an island/);
  });
});
