import { isValidElement, type ComponentType, type ReactElement } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import type { IslandName } from '@/app/island-registry';

/** React root id prefix of an island: `useId` values then match between prerender and hydration. */
export const islandIdPrefix = (name: string) => `${name}-`;

/** Renders an island as a React root of its own, to HTML (set by the prerender: entry-server.tsx). */
type IslandRenderer = (element: ReactElement, options: { location: Location; identifierPrefix: string }) => string;
let renderIslandRoot: IslandRenderer | undefined;
/** True while the prerender renders an island's root (renders are synchronous, one at a time). */
let renderingIsland = false;
export function setIslandRenderer(renderer: IslandRenderer): void {
  renderIslandRoot = renderer;
}

/** Islands rendered by the prerender, by name: checked against the registry (see entry-server.tsx). */
export const renderedIslands = new Map<string, ComponentType<never>>();

/** Props travel in the HTML as JSON: functions, React elements and the like cannot. */
function assertSerialisable(name: string, value: unknown, path = 'props'): void {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return;
  if (typeof value !== 'object' || isValidElement(value)) {
    throw new Error(`Island ${name}: ${path} cannot be written into the HTML (only JSON data can)`);
  }
  for (const [key, item] of Object.entries(value)) assertSerialisable(name, item, `${path}.${key}`);
}

/**
 * Marks a part of a page as an island of interactivity. The prerendered page is otherwise plain
 * HTML: the browser entry (main.tsx → app/hydrate-islands.tsx) hydrates only the islands, each as its
 * own React root, with the props written here. The wrapper renders the same on the server and in the
 * browser (and inside another island, or in the client-rendered app, it is just its component), so
 * the component needs no change to be an island: its props must be JSON data (no children, no
 * callbacks), it must render the same for the same props on the server and on first render in the
 * browser, and its name must be listed in app/island-registry.ts.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const location = useLocation();
    const serialised = JSON.stringify(props);
    // An island inside another is part of it: rendered and hydrated in the outer island's root.
    if (import.meta.env.SSR && renderIslandRoot && !renderingIsland) {
      assertSerialisable(name, props);
      renderedIslands.set(name, Component as ComponentType<never>);
      // Its own root, as the browser hydrates it: ids from useId (aria-controls, labels) then agree.
      renderingIsland = true;
      let html: string;
      try {
        html = renderIslandRoot(<Component {...props} />, { location, identifierPrefix: islandIdPrefix(name) });
      } finally {
        renderingIsland = false;
      }
      return (
        <div
          className="contents"
          data-island={name}
          data-island-props={serialised === '{}' ? undefined : serialised}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      );
    }
    return (
      // display: contents, so the wrapper changes no layout (sticky header, grids, sibling spacing).
      <div className="contents" data-island={name} data-island-props={serialised === '{}' ? undefined : serialised}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
