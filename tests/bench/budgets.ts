/**
 * The performance budgets `npm run bench` defends. One file, so raising or tightening a budget is a
 * one-line, reviewable change. Sizes are in bytes with KB = 1,000 bytes (the unit Vite and esbuild
 * print); times are in milliseconds. Tighten a budget when the product beats it comfortably.
 */
export const budgets = {
  site: {
    /** Initial JavaScript of the home page (every script the page loads before it settles), gzip. */
    homeJsGzipBytes: 120_000,
    /** Any other route may load at most this much more initial JavaScript than the home page, gzip. */
    routeJsOverHomeGzipBytes: 40_000,
    /** Initial CSS of any route, gzip. */
    cssGzipBytes: 30_000,
    /** Every prerendered route carries its content in the HTML (readable before any script runs). */
    contentPrerendered: true,
    /** Lighthouse scores (0-100) on every route; `performance` applies to the mobile preset. */
    lighthouse: {
      mobilePerformance: 95,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
    },
    /** LCP with scripts / LCP of the same page with its scripts stripped (mobile preset): the cost of hydration. */
    lcpWithScriptsRatio: 1.1,
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
  functions: {
    /** esbuild output per function, minified, AWS SDK included. */
    bundleBytes: 300_000,
    /** Import of the bundle plus its first event, in a fresh Node process (median of 5). */
    coldInitMs: 100,
    /**
     * (Node boot + init) of a function over the same for a do-nothing handler in the same run: about what
     * 100 ms of init over a ~50 ms Node start gives, and it holds on a busy machine where absolute times do not.
     */
    coldStartOverMinimalRatio: 3,
  },
} as const;

export type Budgets = typeof budgets;
