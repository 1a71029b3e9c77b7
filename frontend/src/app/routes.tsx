import { lazy, Suspense, type ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/root-layout';

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

function page(moduleKey: string, { queryProvider = true }: PageOptions = {}): { lazy: NonNullable<RouteObject['lazy']>; handle: ScreenHandle } {
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

/** Route id → path pattern; ids are stable so prerendered hydration data lines up with the client. */
export const screenRoutes: RouteObject[] = [
  { id: 'home', index: true, ...page('../pages/home-page.tsx', { queryProvider: false }) },
  { id: 'candidates', path: 'candidates', ...page('../pages/candidates-page.tsx') },
  { id: 'employers', path: 'employers', ...page('../pages/employers-page.tsx') },
  { id: 'recruitment-solutions', path: 'recruitment-solutions', ...page('../pages/recruitment-solutions-page.tsx') },
  { id: 'our-fees', path: 'our-fees', ...page('../pages/our-fees-page.tsx') },
  { id: 'market-trends', path: 'market-trends', ...page('../features/market-trends/market-trends-page.tsx') },
  { id: 'salary-guide', path: 'salary-guide', ...page('../pages/salary-guide-page.tsx') },
  { id: 'interview-preparation', path: 'interview-preparation', ...page('../pages/interview-preparation-page.tsx') },
  { id: 'aca-info', path: 'aca-info', ...page('../pages/aca-info-page.tsx') },
  { id: 'acca-info', path: 'acca-info', ...page('../pages/acca-info-page.tsx') },
  { id: 'cima-info', path: 'cima-info', ...page('../pages/cima-info-page.tsx') },
  { id: 'cta-info', path: 'cta-info', ...page('../pages/cta-info-page.tsx') },
  { id: 'aca-acca-info', path: 'aca-acca-info', ...page('../pages/aca-acca-info-page.tsx') },
  { id: 'ai-assistant', path: 'ai-assistant', ...page('../features/chat/ai-assistant-page.tsx') },
  { id: 'job-application', path: 'job-application/:jobId', ...page('../pages/job-application-page.tsx') },
  { id: 'privacy-policy', path: 'privacy-policy', ...page('../pages/privacy-policy-page.tsx') },
  { id: 'cookies-policy', path: 'cookies-policy', ...page('../pages/cookies-policy-page.tsx') },
  { id: 'terms-of-service', path: 'terms-of-service', ...page('../pages/terms-of-service-page.tsx') },
  { id: 'employment-agency-license', path: 'employment-agency-license', ...page('../pages/employment-agency-license-page.tsx') },
  { id: 'contact', path: 'contact', ...page('../pages/contact-redirect-page.tsx', { queryProvider: false }) },
  { id: 'not-found', path: '*', ...page('../pages/not-found-page.tsx', { queryProvider: false }) },
];

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
