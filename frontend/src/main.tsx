import '@/lib/zod-config';
import '@/styles/app.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { readPrerenderState } from '@/app/prerender-state';
import { appRoutes } from '@/app/routes';

/**
 * Loads the screen modules of the current URL before the first render, so the first client render
 * is the prerendered tree (React Router's recipe for lazy routes with server rendering).
 */
async function resolveInitialRoutes(routes: RouteObject[]): Promise<string | undefined> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
  return matches.at(-1)?.route.id;
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const leafRouteId = await resolveInitialRoutes(appRoutes);
const prerendered = readPrerenderState();
// A prerendered file can be served for another URL (404.html for any unknown path): hydrate only
// when the HTML was rendered for the screen this URL shows, otherwise render afresh.
const hydrate = prerendered !== null && prerendered.leafRouteId === leafRouteId && container.firstElementChild !== null;

const router = createBrowserRouter(appRoutes, hydrate ? { hydrationData: prerendered.hydrationData } : {});
const app = (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);

if (hydrate) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
