import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { isScreenIsland } from '@/app/island-registry';
import { pageModules } from '@/app/page-modules';
import { RootLayout } from '@/app/root-layout';
import { island } from '@/components/island';
import { routes, type RoutePath } from '#content/routes';

// Rarely needed, so loaded only when a screen fails.
const RouterErrorScreen = lazy(async () => ({ default: (await import('@/app/router-error-screen')).RouterErrorScreen }));

/** A lazily loaded screen. */
type Screen = { lazy: NonNullable<RouteObject['lazy']> };

/**
 * A screen of the route table. The browser hydrates a prerendered page's islands only (see
 * app/island-registry.ts); a screen listed there as a whole-screen island is wrapped as one here.
 */
function page(moduleKey: string): Screen {
  const load = pageModules[moduleKey];
  if (!load) throw new Error(`No screen module at ${moduleKey}`);
  return {
    lazy: async () => {
      const { default: Screen, loader } = await load();
      const Component = isScreenIsland(moduleKey) ? island(`screen:${moduleKey}`, Screen) : Screen;
      return loader ? { Component, loader } : { Component };
    },
  };
}

/** Where each route of the table renders: its screen module, keyed by the table's paths. */
const screens = {
  '/': page('../pages/home-page.tsx'),
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
  '/contact': page('../pages/contact-redirect-page.tsx'),
  '*': page('../pages/not-found-page.tsx'),
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
