/**
 * The performance budgets `npm run bench` defends. One file, so raising or tightening a budget is a
 * one-line, reviewable change. Every budget is an absolute number: none is derived from another figure
 * of the same run, so a heavier page can never loosen the limit of another. Sizes are in bytes with
 * KB = 1,000 bytes (the unit Vite and esbuild print); times are in milliseconds.
 */
export const budgets = {
  site: {
    /** Every script a page loads before it is idle, gzip. */
    initialJsGzipBytes: {
      home: 90_000,
      /** /ai-assistant boots the chat at once. */
      aiAssistant: 110_000,
      /** Every other route (content pages, forms, legal pages). */
      everyOtherRoute: 90_000,
    },
    /** Initial CSS of any route, gzip. */
    cssGzipBytes: 30_000,
    /**
     * A browser with JavaScript off shows the route's h1 and at least this share (percent) of the words
     * the hydrated page shows.
     */
    contentInPrerenderedHtmlPercent: 90,
    /** Lighthouse scores (0-100) on every route, the median of `runs` runs. */
    lighthouse: {
      runs: 3,
      mobile: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
      desktop: { accessibility: 100, bestPractices: 100, seo: 100 },
    },
    /** LCP with scripts / LCP of the same page with its scripts stripped (mobile preset): the cost of hydration. */
    lcpWithScriptsRatio: 1.05,
    /** What a visitor feels, on the Lighthouse mobile profile (4× CPU, 150 ms RTT, 1.6 Mbit/s); see visitor-section.ts. */
    visitor: {
      /** Taps (at FCP and every 250 ms after it) whose effect never happens or is undone. */
      lostTaps: 0,
      /** Longest main-thread task that starts after FCP, until the page is idle. */
      longestTaskAfterFcpMs: 50,
      /** From a tap on the menu button of the idle page to the next paint (median of 5 taps). */
      menuTapToPaintMs: 100,
    },
  },
  api: {
    /** p50 of each endpoint / p50 of the raw emulator round trip it cannot avoid. */
    handlerOverheadRatioP50: 2,
  },
  pipeline: {
    submissions: 1_000,
    /** From the first submit until the last of them is emailed. */
    allEmailedWithinMs: 60_000,
    duplicates: 0,
    losses: 0,
  },
  aine: {
    /** Share (percent) of the held-out visitor questions Aine's offline engine answers right (never tuned against). */
    heldOutPercent: 95,
    /** Share (percent) of the held-out set's off-topic questions answered as off-topic. */
    offTopicPercent: 95,
  },
  functions: {
    /** esbuild output per function, minified, AWS SDK included. */
    bundleBytes: 300_000,
    /** Cold starts per function; the budgets below hold for their median. */
    coldRuns: 5,
    /** Import of the bundle plus its first event, in a fresh Node process (median of `coldRuns`). */
    coldInitMs: 100,
    /**
     * (Node boot + init) of a function over the same for a do-nothing handler in the same run: about what
     * 100 ms of init over a ~50 ms Node start gives, and it holds on a busy machine where absolute times do not.
     */
    coldStartOverMinimalRatio: 3,
  },
} as const;

export type Budgets = typeof budgets;

/** The initial-JS budget of one route. */
export function initialJsBudget(path: string): number {
  const limits = budgets.site.initialJsGzipBytes;
  if (path === '/') return limits.home;
  if (path === '/ai-assistant') return limits.aiAssistant;
  return limits.everyOtherRoute;
}
