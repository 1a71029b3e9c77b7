/**
 * The arithmetic of "what a visitor feels" (visitor-section.ts drives the browser): which taps were
 * lost, when a control starts to respond, when to tap next, and the main-thread figures from the
 * long tasks a page reported. Pure, so it is unit-tested.
 */

/** Taps are made at FCP and every this many ms after it. */
export const tapIntervalMs = 250;

/**
 * A tap *responds* when its visible effect is in the page within this many ms of the tap and is still
 * there once the page is idle. 200 ms is the bound of a "good" interaction in Core Web Vitals (INP).
 */
export const respondsWithinMs = 200;

/** One tap on one control, on a fresh page load. */
export interface TapProbe {
  /** When the tap was made, in ms after FCP. */
  tapAfterFcpMs: number;
  /** From the tap until its effect was first seen in the page; null: never seen. */
  effectAfterMs: number | null;
  /** Whether the effect was still there once the page was idle (a hydration that undoes it loses the tap). */
  effectKept: boolean;
}

/** A lost tap: its effect never happened, or it was undone without another tap. */
export const isLost = (probe: TapProbe): boolean => probe.effectAfterMs === null || !probe.effectKept;

export const responds = (probe: TapProbe): boolean => !isLost(probe) && probe.effectAfterMs! <= respondsWithinMs;

export interface ControlSummary {
  taps: number;
  lostTaps: number;
  /** The time of the first tap (ms after FCP) that responded; null when none did within the probes made. */
  respondsAfterFcpMs: number | null;
}

export function summariseControl(probes: readonly TapProbe[]): ControlSummary {
  const first = probes.find(responds);
  return { taps: probes.length, lostTaps: probes.filter(isLost).length, respondsAfterFcpMs: first ? first.tapAfterFcpMs : null };
}

/**
 * When to tap next (ms after FCP), or null when done: a control is probed at FCP and every
 * `tapIntervalMs` after it until a tap responds, and at most `maxTaps` times.
 */
export function nextTapAfterFcpMs(probes: readonly TapProbe[], maxTaps: number): number | null {
  if (probes.some(responds) || probes.length >= maxTaps) return null;
  return probes.length * tapIntervalMs;
}

export interface RouteResponse {
  /** Every probe of every in-view control. */
  lostTaps: number;
  taps: number;
  /** ms after navigation when every in-view control responds: FCP when there is none; null when one never did. */
  allControlsRespondMs: number | null;
}

export function summariseRoute(fcpMs: number, controls: readonly ControlSummary[]): RouteResponse {
  const lostTaps = controls.reduce((sum, control) => sum + control.lostTaps, 0);
  const taps = controls.reduce((sum, control) => sum + control.taps, 0);
  if (controls.some((control) => control.respondsAfterFcpMs === null)) return { lostTaps, taps, allControlsRespondMs: null };
  const latest = Math.max(0, ...controls.map((control) => control.respondsAfterFcpMs!));
  return { lostTaps, taps, allControlsRespondMs: fcpMs + latest };
}

export interface LongTask {
  startMs: number;
  durationMs: number;
}

export interface MainThreadFigures {
  /** Longest task that starts at or after FCP and before the end of the window; 0 when none was over 50 ms. */
  longestTaskAfterFcpMs: number;
  /** Total blocking time as Lighthouse defines it: the part over 50 ms of every task between FCP and the end. */
  totalBlockingTimeMs: number;
  longTasksAfterFcp: number;
}

/**
 * Main-thread figures from the long tasks (> 50 ms) a page reported (PerformanceObserver 'longtask').
 * A task that straddles FCP counts for its part after FCP in TBT, as in Lighthouse.
 */
export function mainThreadFigures(tasks: readonly LongTask[], fcpMs: number, endMs: number): MainThreadFigures {
  let longest = 0;
  let blocking = 0;
  let count = 0;
  for (const task of tasks) {
    const end = task.startMs + task.durationMs;
    if (end <= fcpMs || task.startMs >= endMs) continue;
    const afterFcp = Math.min(end, endMs) - Math.max(task.startMs, fcpMs);
    blocking += Math.max(0, afterFcp - 50);
    if (task.startMs >= fcpMs) {
      longest = Math.max(longest, task.durationMs);
      count += 1;
    }
  }
  return { longestTaskAfterFcpMs: longest, totalBlockingTimeMs: blocking, longTasksAfterFcp: count };
}
