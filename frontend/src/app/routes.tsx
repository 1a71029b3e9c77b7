import { lazy, Suspense, type ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/root-layout';
import { routes, type RoutePath } from '#content/routes';

// Rarely needed, so loaded only when a screen fails.
const RouterErrorScreen = lazy(async () => ({ default: (await import('@/app/router-error-screen')).RouterErrorScreen }));

/** What a lazily loaded screen module exports. */
export type PageModule = { default: ComponentType; loader?: LoaderFunction };

/**
 * Every screen module, keyed by its path from this folder. Vite turns each into its own chunk; the
 * prerender reads the same keys to preload a page's chunks from the build manifest.
 */
const pageModules = import.meta.glob<PageModule>([
  '../pages/*-page.tsx',
  '../features/chat/ai-assistant-page.tsx',
  '../features/market-trends/market-trends-page.tsx',
]);

/** Source path of a screen module relative to frontend/, as the Vite manifest names it. */
export function manifestKey(moduleKey: string): string {
  return `src/${moduleKey.replace(/^\.\.\//, '')}`;
}

type PageOptions = {
  /**
   * Wrap the screen in the TanStack Query provider (default). Home provides it per lazily hydrated
   * section instead, so its first load stays small.
   */
  queryProvider?: boolean;
};

/** Route handle: the source modules a screen loads first, which the prerender preloads. */
export type ScreenHandle = { readonly modules: readonly string[] };

/** A lazily loaded screen and the modules it needs first. */
type Screen = { lazy: NonNullable<RouteObject['lazy']>; handle: ScreenHandle };

function page(moduleKey: string, { queryProvider = true }: PageOptions = {}): Screen {
  const load = pageModules[moduleKey];
  if (!load) throw new Error(`No screen module at ${moduleKey}`);
  return {
    handle: { modules: [manifestKey(moduleKey), ...(queryProvider ? ['src/lib/query-provider.tsx'] : [])] },
    lazy: async () => {
      const [{ default: Screen, loader }, provider] = await Promise.all([
        load(),
        queryProvider ? import('@/lib/query-provider') : undefined,
      ]);
      const Component = provider ? provider.withQueryProvider(Screen) : Screen;
      return loader ? { Component, loader } : { Component };
    },
  };
}

/** Where each route of the table renders: its screen module, keyed by the table's paths. */
const screens = {
  '/': page('../pages/home-page.tsx', { queryProvider: false }),
  '/candidates': page('../pages/candidates-page.tsx'),
  '/employers': page('../pages/employers-page.tsx'),
  '/recruitment-solutions': page('../pages/recruitment-solutions-page.tsx'),
  '/our-fees': page('../pages/our-fees-page.tsx'),
  '/market-trends': page('../features/market-trends/market-trends-page.tsx'),
  '/salary-guide': page('../pages/salary-guide-page.tsx'),
  '/interview-preparation': page('../pages/interview-preparation-page.tsx'),
  '/aca-info': page('../pages/aca-info-page.tsx'),
  '/acca-info': page('../pages/acca-info-page.tsx'),
  '/cima-info': page('../pages/cima-info-page.tsx'),
  '/cta-info': page('../pages/cta-info-page.tsx'),
  '/aca-acca-info': page('../pages/aca-acca-info-page.tsx'),
  '/ai-assistant': page('../features/chat/ai-assistant-page.tsx'),
  '/job-application/:jobId': page('../pages/job-application-page.tsx'),
  '/privacy-policy': page('../pages/privacy-policy-page.tsx'),
  '/cookies-policy': page('../pages/cookies-policy-page.tsx'),
  '/terms-of-service': page('../pages/terms-of-service-page.tsx'),
  '/employment-agency-license': page('../pages/employment-agency-license-page.tsx'),
  '/contact': page('../pages/contact-redirect-page.tsx', { queryProvider: false }),
  '*': page('../pages/not-found-page.tsx', { queryProvider: false }),
} as const satisfies Record<RoutePath, Screen>;

/**
 * The table's routes as children of the root layout. Ids ('home', 'job-application', 'not-found')
 * come from the path, so prerendered hydration data lines up with the client.
 */
export const screenRoutes: RouteObject[] = routes.map(({ path }) => {
  const screen = screens[path];
  if (path === '/') return { id: 'home', index: true, ...screen };
  if (path === '*') return { id: 'not-found', path, ...screen };
  const relativePath = path.slice(1);
  return { id: relativePath.split('/')[0], path: relativePath, ...screen };
});

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: (
      <Suspense fallback={null}>
        <RouterErrorScreen />
      </Suspense>
    ),
    // Shown only when the browser renders afresh and a screen's data is still loading (no prerendered HTML).
    HydrateFallback: () => null,
    children: screenRoutes,
  },
];
