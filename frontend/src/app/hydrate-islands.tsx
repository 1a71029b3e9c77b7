import { StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandFrame } from '@/app/island-frame';
import { islandDefinition, isSelfStarting, loadIsland, type HydrateTrigger } from '@/app/island-registry';
import { islandIdPrefix } from '@/components/island';

/** Resolves once the browser is idle after the page's load event. */
function afterLoadIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** Resolves when the element comes within a viewport's height of being seen. */
function whenNear(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px 100% 0px' },
    );
    // display: contents has no box of its own: observe what it shows.
    for (const child of element.children) observer.observe(child);
  });
}

/** A field whose value differs from the prerendered one: the visitor changed it. */
function changedByVisitor(field: Element): boolean {
  if (field instanceof HTMLInputElement) {
    if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
    if (field.type === 'file') return (field.files?.length ?? 0) > 0;
    return field.value !== field.defaultValue;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return false;
}

/**
 * Resolves on the visitor's first sign of using the element (pointer, touch, focus), or at once when
 * they used it before the scripts ran (focus inside it, a field filled in): a form typed into on a
 * slow connection must not wait for another touch to come alive.
 */
function whenUsed(element: Element): Promise<void> {
  if (element.matches(':focus-within') || [...element.querySelectorAll('input, textarea, select')].some(changedByVisitor)) return Promise.resolve();
  const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
  return new Promise((resolve) => {
    const done = () => {
      events.forEach((type) => element.removeEventListener(type, done));
      resolve();
    };
    events.forEach((type) => element.addEventListener(type, done, { once: true, passive: true }));
  });
}

function trigger(element: Element, when: HydrateTrigger): Promise<void> {
  if (when === 'idle') return afterLoadIdle();
  if (when === 'near') return whenNear(element);
  if (when === 'used') return whenUsed(element);
  return Promise.resolve();
}

/** Calls `onCommit` once the island's first render is on the page. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

async function hydrateIsland(element: HTMLElement, name: string): Promise<void> {
  const definition = islandDefinition(name);
  if (!definition) throw new Error(`The page has an island the registry does not know: ${name}`);
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as Record<string, unknown>;
  await trigger(element, definition.hydrate);
  const [Component, provider] = await Promise.all([
    loadIsland(name),
    definition.queryProvider ? import('@/lib/query-provider') : undefined,
  ]);
  const QueryProvider: ComponentType<{ children: ReactNode }> = provider ? provider.QueryProvider : ({ children }) => children;
  await new Promise<void>((resolve) => {
    // As a transition, React hydrates in slices that yield to the browser every few milliseconds
    // (a default-priority hydration is one task as long as the island's whole render). A tap on the
    // island meanwhile hydrates it at once and is not lost: React replays discrete events.
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <Committed onCommit={resolve}>
            <IslandFrame>
              <QueryProvider>
                <Component {...props} />
              </QueryProvider>
            </IslandFrame>
          </Committed>
        </StrictMode>,
        { identifierPrefix: islandIdPrefix(name) },
      );
    });
  });
}

/**
 * Hydrates each island of the prerendered page (outermost ones: an island inside another is part of
 * it) when its trigger fires, as its own React root. Resolves once the islands that hydrate by
 * themselves ('load', 'idle') are live; 'near' and 'used' ones wait for the visitor.
 */
export async function hydrateIslands(): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
    (element) => element.parentElement?.closest('[data-island]') === null,
  );
  const hydrating = elements.map((element) => {
    const name = element.dataset.island ?? '';
    const hydrated = hydrateIsland(element, name);
    return isSelfStarting(islandDefinition(name)?.hydrate) ? hydrated : undefined;
  });
  await Promise.all(hydrating);
}
