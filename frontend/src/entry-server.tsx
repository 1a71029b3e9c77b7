import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { pageMetaFor, type PageMeta } from '@/app/page-meta';
import type { PrerenderState } from '@/app/prerender-state';
import { appRoutes, type ScreenHandle } from '@/app/routes';

export { pageMetaFor };
export type { PageMeta, PrerenderState };

export type RenderedPage =
  | {
      readonly kind: 'page';
      readonly html: string;
      readonly state: PrerenderState;
      /** Source modules (Vite manifest keys) of the matched screens, for modulepreload links. */
      readonly modules: readonly string[];
    }
  | { readonly kind: 'redirect'; readonly location: string };

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
  // Every section in place: React otherwise writes a large Suspense section after the rest of the
  // page, hidden, with an inline script that moves it in on a later animation frame. Until then
  // (seconds on a busy phone) the page is short, and a '/#contact' link lands in the wrong place.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const leaf = context.matches.at(-1);
  return {
    kind: 'page',
    html: await streamToString(prelude),
    state: {
      leafRouteId: leaf?.route.id ?? 'root',
      hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    },
    modules: context.matches.flatMap(({ route }) => (route.handle as ScreenHandle | undefined)?.modules ?? []),
  };
}

export { agencyJsonLd, jobPostingJsonLd, serialiseJsonLd } from '@/lib/structured-data';
export { ogImagePath, siteName } from '@/app/page-meta';
export { serialisePrerenderState, PRERENDER_STATE_ELEMENT_ID } from '@/app/prerender-state';
