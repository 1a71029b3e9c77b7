import { useId, useSyncExternalStore } from 'react';
import { isoDay } from '#content/dated-facts';

const neverChanges = () => () => {};

/** The day (YYYY-MM-DD) the prerendered element was written for, read back from the element itself. */
function prerenderedDay(elementId: string): string {
  if (typeof document === 'undefined') return isoDay(new Date());
  return document.getElementById(elementId)?.dataset.checkedOn ?? isoDay(new Date());
}

/**
 * Today's date for text that depends on it (a copyright year, whether a dated fact has passed). The
 * prerender writes it with the build's date; hydration renders that same day again (read back from
 * the element, so React finds the HTML it expects), then React renders once more with the browser's
 * date. Spread `anchorProps` on the element that shows the text.
 */
export function useVisitorDay(): { day: string; anchorProps: { id: string; 'data-checked-on': string } } {
  const id = useId();
  const day = useSyncExternalStore(neverChanges, () => isoDay(new Date()), () => prerenderedDay(id));
  return { day, anchorProps: { id, 'data-checked-on': day } };
}
