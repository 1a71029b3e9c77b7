import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createPath, createStaticHandler, createStaticRouter, Router, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { pageMetaFor, type PageMeta } from '@/app/page-meta';
import type { PrerenderState } from '@/app/prerender-state';
import { islandDefinition, islandManifestKey, isSelfStarting, loadIsland } from '@/app/island-registry';
import { appRoutes } from '@/app/routes';
import { renderedIslands, setIslandRenderer } from '@/components/island';
import { QueryProvider } from '@/lib/query-provider';

// Each island is prerendered as the browser hydrates it: a root of its own, inside the router context
// of the page's URL (and TanStack Query's provider, for the islands that fetch).
setIslandRenderer((element, { location, identifierPrefix }) =>
  renderToString(
    <QueryProvider>
      <Router location={location} navigator={staticNavigator} static>
        {element}
      </Router>
    </QueryProvider>,
    { identifierPrefix },
  ),
);

export { pageMetaFor };
export type { PageMeta, PrerenderState };

export type RenderedPage =
  | {
      readonly kind: 'page';
      readonly html: string;
      readonly state: PrerenderState;
      /** Source modules (Vite manifest keys) of the page's self-starting islands, for modulepreload links. */
      readonly modules: readonly string[];
    }
  | { readonly kind: 'redirect'; readonly location: string };

const refuse = () => {
  throw new Error('An island navigated while prerendering');
};
const staticNavigator = { createHref: (to: string | object) => (typeof to === 'string' ? to : createPath(to)), go: refuse, push: refuse, replace: refuse };

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one URL of the site to HTML with the same route table and providers as the browser.
 * `prerenderToNodeStream` waits for every lazy screen and Suspense boundary, so the HTML is complete.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  renderedIslands.clear();
  // Every section in place: React otherwise writes a large Suspense section after the rest of the
  // page, hidden, with an inline script that moves it in on a later animation frame. Until then
  // (seconds on a busy phone) the page is short, and a '/#contact' link lands in the wrong place.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  const modules: string[] = [];
  for (const [name, Component] of renderedIslands) {
    // The browser loads an island by its name: it must find the very component the prerender used.
    if ((await loadIsland(name)) !== Component) throw new Error(`Island ${name} is not the component its registry entry loads`);
    // Preloaded: the code of islands that hydrate by themselves; the rest loads when first needed.
    if (isSelfStarting(islandDefinition(name)?.hydrate)) modules.push(islandManifestKey(name)!);
  }
  return {
    kind: 'page',
    html,
    state: { leafRouteId: context.matches.at(-1)?.route.id ?? 'root' },
    modules,
  };
}

export { agencyJsonLd, jobPostingJsonLd, serialiseJsonLd } from '@/lib/structured-data';
export { ogImagePath, siteName } from '@/app/page-meta';
export { serialisePrerenderState, PRERENDER_STATE_ELEMENT_ID } from '@/app/prerender-state';
