/** What the prerender leaves in each HTML file for the browser: which screen it is. */
export type PrerenderState = {
  /** Id of the deepest matched route when the HTML was rendered (e.g. 'not-found' in 404.html). */
  readonly leafRouteId: string;
};

export const PRERENDER_STATE_ELEMENT_ID = 'prerender-state';

/** Serialises the state for a `<script type="application/json">` without allowing it to close the tag. */
export function serialisePrerenderState(state: PrerenderState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}
