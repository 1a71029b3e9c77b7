import type { ComponentType } from 'react';
import { manifestKey } from '@/app/manifest-key';

/**
 * When an island hydrates:
 * - 'load': as soon as the entry runs (it runs after the first paint);
 * - 'idle': once the page is idle after its load event;
 * - 'near': when it comes within a viewport's height of being seen;
 * - 'used': on the visitor's first pointer, touch or focus inside it, or as soon as the entry runs if
 *   they already focused or filled in something inside it (its prerendered HTML must work until then:
 *   links, native popovers, <details>, form fields).
 * The code of 'load' and 'idle' islands is preloaded with the page; 'near' and 'used' code is fetched
 * only when the trigger fires, so it is not part of a page's first load.
 */
export type HydrateTrigger = 'load' | 'idle' | 'near' | 'used';

/** Islands that hydrate without the visitor doing anything. */
export const isSelfStarting = (trigger: HydrateTrigger | undefined): boolean => trigger === 'load' || trigger === 'idle';

export type IslandDefinition = {
  /** Source module, relative to this folder (a key of `islandModules`). */
  readonly module: string;
  /** The component's export name in that module. */
  readonly exportName: string;
  readonly hydrate: HydrateTrigger;
  /** Wrap in TanStack Query's provider in the browser (the library then loads with this island only). */
  readonly queryProvider?: boolean;
};

/**
 * Every island of interactivity of the prerendered pages: the only code the browser loads and
 * hydrates (the rest of each page stays the prerendered HTML). Mark a part of a page with
 * `island(name, Component)` (components/island.tsx) and list it here.
 */
const componentIslands = {
  'site-header': { module: '../components/layout/site-header.tsx', exportName: 'SiteHeader', hydrate: 'used' },
  'scroll-to-top': { module: '../components/layout/floating-buttons.tsx', exportName: 'ScrollToTopButton', hydrate: 'idle' },
  assistant: { module: '../features/chat/floating-assistant.tsx', exportName: 'FloatingAssistant', hydrate: 'idle' },
  // Forms: their fields take typing, choices and a file before they hydrate (kept through it) and
  // Submit waits for React, so their code (about 24 KB gzip with TanStack Query) loads only for a
  // visitor who starts on the form, not for every reader of the page it sits on.
  'contact-form': { module: '../features/contact/contact-form.tsx', exportName: 'ContactForm', hydrate: 'used', queryProvider: true },
  'job-application-form': { module: '../features/jobs/job-application-form.tsx', exportName: 'JobApplicationForm', hydrate: 'used', queryProvider: true },
  // Dated text re-checked against the visitor's day (components/visitor-day.ts).
  copyright: { module: '../components/layout/copyright-notice.tsx', exportName: 'CopyrightNotice', hydrate: 'idle' },
  'dated-fact-note': { module: '../components/dated-fact-note.tsx', exportName: 'DatedFactNoteView', hydrate: 'idle' },
  // Inputs: what is typed or chosen before they hydrate is kept (like the forms).
  'fee-calculator': { module: '../pages/our-fees/fee-calculator.tsx', exportName: 'FeeCalculator', hydrate: 'near' },
  'salary-checker': { module: '../pages/salary-guide/salary-checker.tsx', exportName: 'SalaryChecker', hydrate: 'near' },
  // Moves on by itself from the page's load; taps on its buttons before it hydrates are kept and
  // carried out (lib/early-clicks.ts).
  'testimonial-carousel': { module: '../pages/candidates/testimonial-carousel.tsx', exportName: 'TestimonialCarousel', hydrate: 'idle' },
  // Logs the unknown path in the browser; shows nothing.
  'not-found-logger': { module: '../pages/not-found/not-found-logger.tsx', exportName: 'NotFoundLogger', hydrate: 'idle' },
  // The build-time report in the HTML, refreshed from the API as soon as the entry runs.
  'market-trends-report': { module: '../features/market-trends/components/current-market-trends.tsx', exportName: 'CurrentMarketTrends', hydrate: 'load' },
} as const satisfies Record<string, IslandDefinition>;

/**
 * Screens that hydrate whole (route table: `page(..., { island: ... })`): their state spans the
 * screen (the /ai-assistant chat).
 */
const screenIslands = {
  '../features/chat/ai-assistant-page.tsx': { hydrate: 'load', queryProvider: true },
} as const satisfies Record<string, Omit<IslandDefinition, 'module' | 'exportName'>>;

export type ScreenIslandKey = keyof typeof screenIslands;
export type IslandName = keyof typeof componentIslands | `screen:${ScreenIslandKey}`;

export const isScreenIsland = (moduleKey: string): moduleKey is ScreenIslandKey => moduleKey in screenIslands;

// Literal lists (Vite needs them), the same modules as above: the browser bundle knows these modules
// only, so nothing else of the route table (loaders, redirects) reaches it.
const islandModules = import.meta.glob<Record<string, unknown>>([
  '../components/layout/site-header.tsx',
  '../components/layout/floating-buttons.tsx',
  '../features/chat/floating-assistant.tsx',
  '../features/contact/contact-form.tsx',
  '../features/jobs/job-application-form.tsx',
  '../components/layout/copyright-notice.tsx',
  '../components/dated-fact-note.tsx',
  '../pages/our-fees/fee-calculator.tsx',
  '../pages/salary-guide/salary-checker.tsx',
  '../pages/candidates/testimonial-carousel.tsx',
  '../pages/not-found/not-found-logger.tsx',
  '../features/market-trends/components/current-market-trends.tsx',
  '../features/chat/ai-assistant-page.tsx',
]);

export function islandDefinition(name: string): IslandDefinition | undefined {
  if (name.startsWith('screen:')) {
    const module = name.slice('screen:'.length);
    return isScreenIsland(module) ? { module, exportName: 'default', ...screenIslands[module] } : undefined;
  }
  return (componentIslands as Record<string, IslandDefinition>)[name];
}

/** The island's component, loaded with its module's chunk. */
export async function loadIsland(name: string): Promise<ComponentType<Record<string, unknown>>> {
  const definition = islandDefinition(name);
  const load = definition ? islandModules[definition.module] : undefined;
  if (!definition || !load) throw new Error(`Unknown island ${name}`);
  const component = (await load())[definition.exportName];
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new Error(`${definition.module} has no export ${definition.exportName} for island ${name}`);
  }
  return component as ComponentType<Record<string, unknown>>;
}

/** Vite manifest key of an island's module, for the prerender's preload links. */
export function islandManifestKey(name: string): string | undefined {
  const definition = islandDefinition(name);
  return definition ? manifestKey(definition.module) : undefined;
}
