import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';

/** What a screen module exports. */
export type PageModule = { default: ComponentType; loader?: LoaderFunction };

/**
 * Every screen module, keyed by its path from this folder. Vite turns each into its own chunk: the
 * route table (prerender, and the client router when a page has no prerendered HTML) and the island
 * registry (screens that hydrate whole) read the same keys.
 */
export const pageModules = import.meta.glob<PageModule>([
  '../pages/*-page.tsx',
  '../features/chat/ai-assistant-page.tsx',
  '../features/market-trends/market-trends-page.tsx',
]);
