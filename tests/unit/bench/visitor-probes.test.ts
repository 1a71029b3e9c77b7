import { describe, expect, it } from 'vitest';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import {
  isLost,
  mainThreadFigures,
  nextTapAfterFcpMs,
  responds,
  respondsWithinMs,
  summariseControl,
  summariseRoute,
  tapIntervalMs,
  type TapProbe,
} from '#bench/visitor-probes';
import { visitorProfile } from '#bench/visitor-section';

const lost = (tapAfterFcpMs: number): TapProbe => ({ tapAfterFcpMs, effectAfterMs: null, effectKept: false });
const answered = (tapAfterFcpMs: number, effectAfterMs: number, effectKept = true): TapProbe => ({ tapAfterFcpMs, effectAfterMs, effectKept });

describe('a tap', () => {
  it('is lost when its effect never shows, or shows and is undone before the page is idle', () => {
    expect(isLost(lost(0))).toBe(true);
    expect(isLost(answered(0, 30, false))).toBe(true);
    expect(isLost(answered(0, 1_800))).toBe(false);
  });

  it('responds when its effect shows within the response window and stays', () => {
    expect(responds(answered(0, respondsWithinMs))).toBe(true);
    expect(responds(answered(0, respondsWithinMs + 1))).toBe(false);
    expect(responds(answered(0, 10, false))).toBe(false);
  });
});

describe('the taps on one control', () => {
  it('come at FCP and every 250 ms until one responds', () => {
    const probes: TapProbe[] = [];
    expect(nextTapAfterFcpMs(probes, 24)).toBe(0);
    probes.push(lost(0), lost(250));
    expect(nextTapAfterFcpMs(probes, 24)).toBe(2 * tapIntervalMs);
    probes.push(answered(500, 40));
    expect(nextTapAfterFcpMs(probes, 24)).toBeNull();
  });

  it('stop at the cap, and a tap answered late does not end them', () => {
    expect(nextTapAfterFcpMs([lost(0), lost(250)], 2)).toBeNull();
    expect(nextTapAfterFcpMs([answered(0, 900)], 24)).toBe(250);
  });

  it('count the lost ones and the time of the first that responds', () => {
    expect(summariseControl([lost(0), answered(250, 900), lost(500), answered(750, 20)])).toEqual({ taps: 4, lostTaps: 2, respondsAfterFcpMs: 750 });
    expect(summariseControl([lost(0), lost(250)])).toEqual({ taps: 2, lostTaps: 2, respondsAfterFcpMs: null });
  });
});

describe('a route', () => {
  it('responds when its slowest control does, and adds up the lost taps of all', () => {
    expect(summariseRoute(900, [{ taps: 3, lostTaps: 2, respondsAfterFcpMs: 500 }, { taps: 1, lostTaps: 0, respondsAfterFcpMs: 0 }])).toEqual({ taps: 4, lostTaps: 2, allControlsRespondMs: 1_400 });
  });

  it('with no control in view responds at FCP, and never while one control never responded', () => {
    expect(summariseRoute(900, [])).toEqual({ taps: 0, lostTaps: 0, allControlsRespondMs: 900 });
    expect(summariseRoute(900, [{ taps: 24, lostTaps: 24, respondsAfterFcpMs: null }]).allControlsRespondMs).toBeNull();
  });
});

describe('main-thread figures', () => {
  it('take the longest task that starts after FCP, and TBT from FCP to the end as Lighthouse counts it', () => {
    const tasks = [
      { startMs: 100, durationMs: 400 }, // before FCP: not counted
      { startMs: 900, durationMs: 200 }, // straddles FCP (1,000): 100 ms after it, 50 blocking
      { startMs: 1_200, durationMs: 120 }, // 70 blocking
      { startMs: 2_000, durationMs: 60 }, // 10 blocking
      { startMs: 9_000, durationMs: 500 }, // after the end: not counted
    ];
    expect(mainThreadFigures(tasks, 1_000, 5_000)).toEqual({ longestTaskAfterFcpMs: 120, totalBlockingTimeMs: 130, longTasksAfterFcp: 2 });
  });

  it('are zero when no task was long', () => {
    expect(mainThreadFigures([], 1_000, 5_000)).toEqual({ longestTaskAfterFcpMs: 0, totalBlockingTimeMs: 0, longTasksAfterFcp: 0 });
  });
});

describe('the visitor profile', () => {
  it("is Lighthouse's mobile profile: 4× CPU, 150 ms RTT, 1.6 Mbit/s on a 412×823 screen", () => {
    expect(visitorProfile).toEqual({ cpuSlowdown: 4, rttMs: 150, throughputKbps: 1638.4, viewport: { width: 412, height: 823 } });
    expect(throttling.mobileSlow4G.cpuSlowdownMultiplier).toBe(visitorProfile.cpuSlowdown);
    expect(screenEmulationMetrics.mobile?.width).toBe(412);
  });
});
