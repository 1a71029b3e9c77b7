import { setTimeout as sleep } from 'node:timers/promises';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { headerNavigation } from '#content/routes';
import type { QuietBrowser, QuietPage } from './quiet-chromium.ts';
import { median, round } from './stats.ts';
import {
  mainThreadFigures,
  nextTapAfterFcpMs,
  summariseControl,
  summariseRoute,
  type ControlSummary,
  type LongTask,
  type MainThreadFigures,
  type RouteResponse,
  type TapProbe,
} from './visitor-probes.ts';

/**
 * What a visitor feels, per route, on Lighthouse's mobile profile applied for real (not simulated):
 * Chromium's 4× CPU slowdown and Lighthouse's own "devtools" network values for slow 4G (150 ms RTT,
 * 1.6 Mbit/s, which CDP applies as 562.5 ms request latency and 1.47 Mbit/s), on a 412×823 phone
 * screen with touch, a fresh cache for every load.
 *
 * - In-view controls: the controls in the viewport at FCP (listed in the page as soon as FCP is
 *   reported) that have an effect a tap must produce: a disclosure (`<summary>`, `popovertarget`,
 *   `aria-expanded`: it opens), a dialog launcher (`aria-haspopup="dialog"`: a dialog shows) and a
 *   carousel's previous/next buttons (another slide becomes the active one).
 * - Taps: one fresh load per tap, a tap (touch start and end 50 ms apart, sent without waiting for the
 *   page) at FCP, FCP + 250 ms, ... until a tap responds (visitor-probes.ts: its effect is in the page within
 *   200 ms and still there once the page is idle). A tap whose effect never shows, or is undone before the
 *   page is idle, is lost. "All controls respond" is the time of the latest first responding tap.
 * - Main thread (one load without taps): long tasks (PerformanceObserver) from FCP until idle: the
 *   longest that starts after FCP, and TBT (the part of each over 50 ms).
 * - Tap to paint: on that idle page, five taps on the menu button (open, close, ...): from the click
 *   event's time to the first frame painted after it (rAF, then a task), median of the five.
 * - Idle: the load event has fired, no request is in flight, and neither a long task nor a download has
 *   ended for 5 s (Lighthouse's quiet window for TTI) on the load without taps; a probe's load is watched
 *   until it has been quiet for 1.5 s and is past the time that load went idle, so a tap carried out late
 *   is seen.
 */
const profile = throttling.mobileSlow4G;
const screen = screenEmulationMetrics.mobile ?? missing('Lighthouse mobile screen emulation metrics');
function missing(what: string): never {
  throw new Error(`${what} not found in lighthouse/core/config/constants.js`);
}
export const visitorProfile = {
  cpuSlowdown: profile.cpuSlowdownMultiplier,
  rttMs: profile.rttMs,
  throughputKbps: profile.throughputKbps,
  viewport: { width: screen.width, height: screen.height },
} as const;

/** Quiet time that makes a page idle: Lighthouse's for TTI on the load without taps, shorter on the probes. */
const referenceQuietMs = 5_000;
const probeQuietMs = 1_500;
const idleCapMs = 30_000;
const tapToPaintTaps = 5;

export type ControlKind = 'disclosure' | 'dialog' | 'carousel';

export interface InViewControl {
  kind: ControlKind;
  /** A CSS path to the control, stable across hydration (same markup). */
  selector: string;
  label: string;
  /** Centre of the control at FCP, CSS pixels of the viewport. */
  x: number;
  y: number;
  /** For a carousel: the index of the active slide at FCP. */
  activeSlide: number;
}

export interface ControlFigures extends InViewControl, ControlSummary {
  probes: TapProbe[];
  /** Why the control could not be measured, if so. */
  unmeasurable?: string;
}

export interface VisitorFigures extends RouteResponse, MainThreadFigures {
  fcpMs: number;
  idleMs: number;
  controls: ControlFigures[];
  /** null when the route has no menu button in view at FCP. */
  menuTapToPaintMs: number | null;
  menuTapToPaintRuns: (number | null)[];
  hasMenu: boolean;
}

interface PageState {
  fcp: number | null;
  longTasks: LongTask[];
  tapAt: number | null;
  effectAt: number | null;
  clicks: number[];
  effectOf: (control: InViewControl) => boolean;
}
declare global {
  interface Window {
    visitorBench: PageState;
  }
}

/** Runs in the page before any of its own scripts: records paint, long tasks, the tap and its effect. */
function installProbe(control: InViewControl | null) {
  const state: PageState = {
    fcp: null,
    longTasks: [],
    tapAt: null,
    effectAt: null,
    clicks: [],
    effectOf: (target) => {
      const element = document.querySelector(target.selector);
      const visible = (node: Element) => {
        const rect = node.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && getComputedStyle(node).visibility !== 'hidden';
      };
      if (target.kind === 'carousel') {
        const slides = [...(element?.closest('[aria-roledescription="carousel"]')?.querySelectorAll('[aria-roledescription="slide"]') ?? [])];
        const active = slides.findIndex((slide) => slide.getAttribute('data-active') === 'true' || !(slide as HTMLElement).inert);
        return active !== -1 && active !== target.activeSlide;
      }
      const opened =
        element?.getAttribute('aria-expanded') === 'true' ||
        (element?.tagName === 'SUMMARY' && (element.parentElement as HTMLDetailsElement | null)?.open === true) ||
        (element?.hasAttribute('popovertarget') === true && document.getElementById(element.getAttribute('popovertarget')!)?.matches(':popover-open') === true);
      if (target.kind === 'dialog') return opened || [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].some(visible);
      return opened;
    },
  };
  window.visitorBench = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push({ startMs: entry.startTime, durationMs: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long task timing: the figures stay empty and the report says 0.
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  addEventListener('pointerdown', (event) => void (state.tapAt ??= event.timeStamp), true);
  addEventListener(
    'click',
    (event) => {
      // Capturing on window runs before the page's own handlers; the frame after them shows their effect.
      const clickedAt = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => state.clicks.push(performance.now() - clickedAt);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  if (control) {
    const watch = () => {
      if (state.tapAt !== null && state.effectAt === null && state.effectOf(control)) state.effectAt = performance.now();
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  }
}

/** Lists the in-view controls; runs in the page at FCP. */
function listInViewControls(): InViewControl[] {
  const candidates = document.querySelectorAll(
    'summary, [popovertarget], button[aria-expanded], [role="button"][aria-expanded], [aria-haspopup="dialog"], [aria-roledescription="carousel"] button[aria-controls]',
  );
  const pathOf = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
      // Ids the page writes itself are stable; generated ones (React, Radix) may differ after hydration.
      if (node.id && /^[a-z][\w-]*$/i.test(node.id) && !node.id.startsWith('radix-')) {
        parts.unshift(`#${node.id}`);
        break;
      }
      const siblings = [...(node.parentElement?.children ?? [])].filter((sibling) => sibling.tagName === node!.tagName);
      parts.unshift(`${node.tagName.toLowerCase()}:nth-of-type(${siblings.indexOf(node) + 1})`);
    }
    return parts.join(' > ');
  };
  const controls: InViewControl[] = [];
  for (const element of candidates) {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const inView = rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth && style.visibility !== 'hidden';
    if (!inView) continue;
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    const carousel = element.closest('[aria-roledescription="carousel"]');
    let kind: ControlKind;
    if (carousel && element.tagName === 'BUTTON' && !element.hasAttribute('aria-expanded')) {
      if (!/^(next|previous)/i.test(label)) continue;
      kind = 'carousel';
    } else kind = element.getAttribute('aria-haspopup') === 'dialog' ? 'dialog' : 'disclosure';
    const slides = [...(carousel?.querySelectorAll('[aria-roledescription="slide"]') ?? [])];
    controls.push({
      kind,
      selector: pathOf(element),
      label,
      x: Math.round(rect.left + rect.width / 2),
      y: Math.round(rect.top + rect.height / 2),
      activeSlide: slides.findIndex((slide) => slide.getAttribute('data-active') === 'true' || !(slide as HTMLElement).inert),
    });
  }
  return controls;
}

/**
 * The source of a call of `fn(arg)` to run in the page. tsx (esbuild, keepNames) wraps the named inner
 * functions of this file in a `__name` helper the page does not have: the source brings its own.
 */
function inPage<A, R>(fn: (arg: A) => R, arg: A): string {
  return `(() => { const __name = (target) => target; return (${fn.toString()})(${JSON.stringify(arg ?? null)}); })()`;
}

interface ThrottledLoad {
  page: QuietPage;
  /** performance.now() of this process when Chromium reported FCP. */
  fcpSeenAt: number;
  /**
   * The page time of its last activity once it has been quiet for `quietMs` and the page time is past
   * `notBeforeMs`; null: not idle within the cap (30 s).
   */
  waitForIdle: (quietMs: number, notBeforeMs?: number) => Promise<number | null>;
  close: () => Promise<void>;
}

/** The page's activity: whether it has loaded, and the page time of its last long task end or download. */
function pageActivity() {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const taskEnds = window.visitorBench.longTasks.map((task) => task.startMs + task.durationMs);
  const downloads = performance.getEntriesByType('resource').map((entry) => (entry as PerformanceResourceTiming).responseEnd);
  return { now: performance.now(), loaded: (navigation?.loadEventEnd ?? 0) > 0, last: Math.max(navigation?.loadEventEnd ?? 0, ...taskEnds, ...downloads) };
}

/** A fresh visitor (own browser context: empty cache and storage) on a throttled phone, loading `url`. */
async function throttledLoad(browser: QuietBrowser, url: string, control: InViewControl | null, reducedMotion: 'reduce' | 'no-preference'): Promise<ThrottledLoad> {
  const page = await browser.newPage();
  try {
    let inFlight = 0;
    page.on('Network.requestWillBeSent', (event) => {
      // A redirect continues the same request.
      if (!event.redirectResponse) inFlight += 1;
    });
    page.on('Network.loadingFinished', () => (inFlight -= 1));
    page.on('Network.loadingFailed', () => (inFlight -= 1));
    await page.send('Emulation.setDeviceMetricsOverride', { width: screen.width, height: screen.height, deviceScaleFactor: screen.deviceScaleFactor, mobile: true });
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await page.send('Emulation.setUserAgentOverride', { userAgent: userAgents.mobile });
    await page.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: reducedMotion }] });
    await page.send('Page.enable');
    await page.send('Page.setLifecycleEventsEnabled', { enabled: true });
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: inPage(installProbe, control) });
    await page.send('Network.enable');
    await page.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.requestLatencyMs,
      downloadThroughput: (profile.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (profile.uploadThroughputKbps * 1024) / 8,
    });
    await page.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdownMultiplier });
    const fcpSeen = new Promise<number>((resolve) => {
      page.on('Page.lifecycleEvent', (event) => {
        if (event.name === 'firstContentfulPaint') resolve(performance.now());
      });
    });
    const { errorText } = await page.send<{ errorText?: string }>('Page.navigate', { url });
    if (errorText) throw new Error(`${url}: ${errorText}`);
    const fcpSeenAt = await Promise.race([fcpSeen, sleep(idleCapMs).then(() => Promise.reject(new Error(`no first contentful paint within ${idleCapMs / 1000} s`)))]);

    const waitForIdle = async (quietMs: number, notBeforeMs = 0) => {
      const deadline = performance.now() + idleCapMs;
      while (performance.now() < deadline) {
        const activity = await page.evaluate<ReturnType<typeof pageActivity>>(inPage(pageActivity, undefined));
        if (activity.loaded && inFlight <= 0 && activity.now - activity.last >= quietMs && activity.now >= notBeforeMs) return activity.last;
        await sleep(250);
      }
      return null;
    };
    return { page, fcpSeenAt, waitForIdle, close: () => page.close() };
  } catch (error) {
    await page.close();
    throw error;
  }
}

/** A tap as a finger makes it: touch start and end 50 ms apart, sent without waiting for the page to handle them. */
async function tap(page: QuietPage, x: number, y: number): Promise<void> {
  const at = Date.now() / 1000;
  const start = page.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }], timestamp: at });
  await sleep(50);
  const end = page.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at + 0.05 });
  await Promise.all([start, end]);
}

/** Whether the control's effect (open, dialog shown, slide moved) is in the page now. */
const effectShown = (target: InViewControl) => window.visitorBench.effectOf(target);

/** One fresh load, one tap; watched until the page is idle and at least as late as the load without taps went idle. */
async function probeOnce(browser: QuietBrowser, url: string, control: InViewControl, tapAfterFcpMs: number, referenceIdleMs: number): Promise<TapProbe> {
  const load = await throttledLoad(browser, url, control, control.kind === 'carousel' ? 'reduce' : 'no-preference');
  try {
    const wait = load.fcpSeenAt + tapAfterFcpMs - performance.now();
    if (wait > 0) await sleep(wait);
    const tapped = performance.now();
    await tap(load.page, control.x, control.y);
    await load.waitForIdle(probeQuietMs, referenceIdleMs + probeQuietMs);
    const settle = tapped + 1_000 - performance.now();
    if (settle > 0) await sleep(settle);
    const state = await load.page.evaluate<{ fcp: number | null; tapAt: number | null; effectAt: number | null; kept: boolean }>(
      inPage((target: InViewControl) => {
        const { fcp, tapAt, effectAt } = window.visitorBench;
        return { fcp, tapAt, effectAt, kept: window.visitorBench.effectOf(target) };
      }, control),
    );
    const madeAt = state.tapAt !== null && state.fcp !== null ? state.tapAt - state.fcp : tapAfterFcpMs;
    return {
      tapAfterFcpMs: round(madeAt, 0),
      effectAfterMs: state.effectAt !== null && state.tapAt !== null ? round(Math.max(0, state.effectAt - state.tapAt), 0) : null,
      effectKept: state.kept,
    };
  } finally {
    await load.close();
  }
}

export async function measureVisitor(browser: QuietBrowser, url: string, options: { maxTaps: number; log: (line: string) => void }): Promise<VisitorFigures> {
  // One load without taps: the controls in view at FCP, the main thread until idle, tap to paint once idle.
  const reference = await throttledLoad(browser, url, null, 'no-preference');
  let controls: InViewControl[];
  let fcpMs: number;
  let idleMs: number;
  let mainThread: MainThreadFigures;
  const menuTapToPaintRuns: (number | null)[] = [];
  const unmeasurable = new Map<string, string>();
  let menu: InViewControl | undefined;
  try {
    controls = await reference.page.evaluate<InViewControl[]>(inPage(listInViewControls, undefined));
    const idle = await reference.waitForIdle(referenceQuietMs);
    if (idle === null) throw new Error(`${url}: not idle within ${idleCapMs / 1000} s of FCP`);
    idleMs = idle;
    const state = await reference.page.evaluate<{ fcp: number | null; longTasks: LongTask[] }>(inPage(() => ({ fcp: window.visitorBench.fcp, longTasks: window.visitorBench.longTasks }), undefined));
    if (state.fcp === null) throw new Error(`${url}: the page reported no first contentful paint`);
    fcpMs = state.fcp;
    mainThread = mainThreadFigures(state.longTasks, fcpMs, idleMs);
    for (const control of controls) {
      if (control.kind !== 'carousel' && (await reference.page.evaluate<boolean>(inPage(effectShown, control)))) {
        unmeasurable.set(control.selector, 'its effect shows without a tap');
      }
    }

    menu = controls.find((control) => control.label === headerNavigation.mobileMenuLabel && !unmeasurable.has(control.selector));
    for (let index = 0; menu && index < tapToPaintTaps; index += 1) {
      const before = await reference.page.evaluate<number>(inPage(() => window.visitorBench.clicks.length, undefined));
      await tap(reference.page, menu.x, menu.y);
      const deadline = performance.now() + 5_000;
      let delay: number | null = null;
      while (performance.now() < deadline) {
        const clicks = await reference.page.evaluate<number[]>(inPage(() => window.visitorBench.clicks, undefined));
        if (clicks.length > before) {
          delay = clicks[before]!;
          break;
        }
        await sleep(50);
      }
      // Taps alternate open and close; a tap that did neither has no paint worth timing.
      const open = await reference.page.evaluate<boolean>(inPage(effectShown, menu));
      menuTapToPaintRuns.push(delay !== null && open === (index % 2 === 0) ? round(delay, 1) : null);
      await sleep(500);
    }
  } finally {
    await reference.close();
  }

  const figures: ControlFigures[] = [];
  for (const control of controls) {
    const probes: TapProbe[] = [];
    const reason = unmeasurable.get(control.selector);
    if (!reason) {
      for (let next = nextTapAfterFcpMs(probes, options.maxTaps); next !== null; next = nextTapAfterFcpMs(probes, options.maxTaps)) {
        probes.push(await probeOnce(browser, url, control, next, idleMs));
      }
    }
    const summary = summariseControl(probes);
    figures.push({ ...control, ...summary, probes, ...(reason ? { unmeasurable: reason, respondsAfterFcpMs: null } : {}) });
    options.log(`site: visitor ${new URL(url).pathname} "${control.label}": ${probes.length} tap(s), ${summary.lostTaps} lost, responds ${summary.respondsAfterFcpMs === null ? 'never within the taps made' : `${summary.respondsAfterFcpMs} ms after FCP`}`);
  }

  const measured = menuTapToPaintRuns.filter((value): value is number => value !== null);
  return {
    fcpMs: round(fcpMs, 0),
    idleMs: round(idleMs, 0),
    ...mainThread,
    longestTaskAfterFcpMs: round(mainThread.longestTaskAfterFcpMs, 0),
    totalBlockingTimeMs: round(mainThread.totalBlockingTimeMs, 0),
    ...summariseRoute(fcpMs, figures),
    controls: figures,
    hasMenu: menu !== undefined,
    menuTapToPaintRuns,
    menuTapToPaintMs: menu && measured.length === tapToPaintTaps ? round(median(measured), 1) : null,
  };
}
