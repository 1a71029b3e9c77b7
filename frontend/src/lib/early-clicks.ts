/**
 * The keeper of early taps (the inline script in index.html): clicks on `[data-early-click]`
 * controls that no component has claimed yet are stopped and kept, in order.
 */
type EarlyClickKeeper = { taps: Element[]; owners: ((control: Element) => boolean)[] };

declare global {
  interface Window {
    earlyClicks?: EarlyClickKeeper;
  }
}

/**
 * Claims the controls that `owns` accepts: their kept taps are handed to `carryOut` (oldest first,
 * at once, if there are any) and their later clicks are left to React. Returns the release, for
 * an effect's cleanup.
 */
export function claimEarlyClicks(owns: (control: Element) => boolean, carryOut: (taps: Element[]) => void): () => void {
  const keeper = typeof window === 'undefined' ? undefined : window.earlyClicks;
  if (!keeper) return () => {};
  keeper.owners.push(owns);
  const taps = keeper.taps.filter(owns);
  keeper.taps = keeper.taps.filter((control) => !owns(control));
  if (taps.length > 0) carryOut(taps);
  return () => {
    keeper.owners = keeper.owners.filter((owner) => owner !== owns);
  };
}

/** The action a kept tap asks for (its control's `data-early-click`). */
export const earlyAction = (control: Element): string => control.getAttribute('data-early-click') ?? '';
