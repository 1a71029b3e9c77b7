import '@/lib/zod-config';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { appRoutes } from '@/app/routes';

/** Loads the screen modules of the current URL before the first render (React Router's recipe for lazy routes). */
async function resolveInitialRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/**
 * The whole app with the client router, rendered afresh: only for a page that came without
 * prerendered HTML (the dev server's index.html). Prerendered pages hydrate their islands instead.
 */
export async function renderClientApp(container: HTMLElement): Promise<void> {
  await resolveInitialRoutes(appRoutes);
  const router = createBrowserRouter(appRoutes);
  container.replaceChildren();
  createRoot(container).render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
