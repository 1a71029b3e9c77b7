import { cpSync, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { featuredJobs } from '#content/jobs';
import { headerHiddenPaths, headerNavigation, jobApplicationPath, prerenderedPaths } from '#content/routes';
import { createStaticSite } from '#local/static-site';
import { chromiumFlags } from '../support/chromium.ts';
import { budgets, initialJsBudget } from './budgets.ts';
import { runLighthouse, withChromium, type LighthouseRun, type Preset } from './lighthouse.ts';
import { budgetCheck, formatBytes, formatMs, formatRatio, mark, type BudgetCheck, type SectionResult, type Table } from './report.ts';
import { median, round } from './stats.ts';
import { launchQuietChromium } from './quiet-chromium.ts';
import { rewriteHtmlFiles, withoutScripts } from './site-copies.ts';
import { measureVisitor, type VisitorFigures } from './visitor-section.ts';
import { respondsWithinMs, tapIntervalMs } from './visitor-probes.ts';
import type { BenchStack } from './local-stack.ts';

/**
 * The site, per prerendered route: what it makes the browser download before it settles (JS and CSS,
 * gzip), whether its content is in the HTML before any script runs, and Lighthouse on the mobile and
 * desktop presets — each page beside a copy of itself with every script stripped, measured in the
 * same run, so LCP(with scripts) / LCP(without) is the price of hydration.
 */

export interface RouteAssets {
  path: string;
  scripts: { file: string; gzipBytes: number }[];
  stylesheets: { file: string; gzipBytes: number }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  htmlGzipBytes: number;
  /** The page's h1 as a browser without JavaScript shows it (empty: none). */
  h1: string;
  /** Share of the words the hydrated page shows that the page without JavaScript shows too. */
  contentCoverage: number;
  h1InHtml: boolean;
}

export interface LighthouseFigures {
  runs: number;
  withScripts: LighthouseRun[];
  withoutScripts: LighthouseRun[];
  median: Omit<LighthouseRun, 'failing' | 'lcpElement' | 'benchmarkIndex'> & { lcpWithoutScriptsMs: number; tbtWithoutScriptsMs: number; lcpRatio: number };
  failing: string[];
}

export interface RouteFigures extends RouteAssets {
  lighthouse: Partial<Record<Preset, LighthouseFigures>>;
  /** What a visitor feels on the Lighthouse mobile profile (visitor-section.ts); absent with --skip-visitor. */
  visitor?: VisitorFigures;
}

const gzipOf = (file: string) => (existsSync(file) ? gzipSync(readFileSync(file)).length : Number.NaN);

/** Every prerendered page: the route table's prerendered paths and one page per featured job. */
export function siteRoutes(): string[] {
  return [...prerenderedPaths, ...featuredJobs.map((job) => jobApplicationPath(job.id))];
}

const htmlFileOf = (distDir: string, path: string) => join(distDir, path === '/' ? 'index.html' : join(path.slice(1), 'index.html'));

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}€%£$]+/u).filter(Boolean);

function coverage(hydrated: string, withoutJs: string): number {
  const available = new Map<string, number>();
  for (const word of words(withoutJs)) available.set(word, (available.get(word) ?? 0) + 1);
  const wanted = words(hydrated);
  if (wanted.length === 0) return 0;
  let found = 0;
  for (const word of wanted) {
    const left = available.get(word) ?? 0;
    if (left > 0) {
      found += 1;
      available.set(word, left - 1);
    }
  }
  return found / wanted.length;
}

async function measureAssets(browser: Browser, baseUrl: string, distDir: string, path: string): Promise<RouteAssets> {
  const origin = new URL(baseUrl).origin;
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (request.resourceType() === 'script') scripts.add(url.pathname);
    if (request.resourceType() === 'stylesheet') stylesheets.add(url.pathname);
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const hydrated = await page.evaluate(() => document.body.innerText);
  await context.close();

  const noJs = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  const withoutJs = await plain.locator('body').innerText();
  // An animated headline (typewriter) may be half-typed in the hydrated page: look for the h1 in the plain one.
  const h1 = (await plain.locator('h1').first().innerText({ timeout: 1000 }).catch(() => '')).trim();
  await noJs.close();

  const sized = (files: Set<string>) => [...files].map((file) => ({ file, gzipBytes: gzipOf(join(distDir, file)) }));
  const scriptSizes = sized(scripts);
  const styleSizes = sized(stylesheets);
  const sum = (items: { gzipBytes: number }[]) => items.reduce((total, item) => total + item.gzipBytes, 0);
  return {
    path,
    scripts: scriptSizes,
    stylesheets: styleSizes,
    jsGzipBytes: sum(scriptSizes),
    cssGzipBytes: sum(styleSizes),
    htmlGzipBytes: gzipOf(htmlFileOf(distDir, path)),
    h1,
    contentCoverage: round(coverage(hydrated, withoutJs), 3),
    h1InHtml: h1 !== '',
  };
}

/** A copy of the built site with every executable script and module preload removed, served alike. */
async function startStrippedSite(distDir: string, workDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = join(workDir, 'site-without-scripts');
  cpSync(distDir, dir, { recursive: true });
  rewriteHtmlFiles(dir, withoutScripts);
  const serve = createStaticSite(dir);
  const server = createServer((req, res) => void serve(req, res, new URL(req.url ?? '/', 'http://127.0.0.1')));
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', () => resolveListen()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}

const medianOf = (runs: LighthouseRun[], key: keyof Omit<LighthouseRun, 'failing' | 'lcpElement'>) => {
  const values = runs.map((run) => run[key]).filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  return values.length ? median(values) : Number.NaN;
};

export async function measureSite(options: {
  stack: BenchStack;
  /** The built site the stack serves (a snapshot, so a rebuild elsewhere cannot change it mid-run). */
  distDir: string;
  workDir: string;
  chromePath: string;
  routes?: string[];
  lighthouseRuns: number;
  /** Measure what a visitor feels (taps, main thread, tap to paint), and at most this many taps per control. */
  visitor: boolean;
  maxTaps: number;
  log: (line: string) => void;
}): Promise<SectionResult<{ routes: RouteFigures[] }>> {
  const { stack, distDir, workDir, chromePath, lighthouseRuns, log } = options;
  const errors: string[] = [];
  const paths = options.routes ?? siteRoutes();
  const figures: RouteFigures[] = [];

  log(`site: downloads and prerendered content of ${paths.length} routes`);
  const browser = await chromium.launch({ executablePath: chromePath, args: [...chromiumFlags] });
  try {
    for (const path of paths) {
      if (!existsSync(htmlFileOf(distDir, path))) {
        errors.push(`${path}: no prerendered HTML in frontend/dist`);
        continue;
      }
      try {
        figures.push({ ...(await measureAssets(browser, stack.url, distDir, path)), lighthouse: {} });
      } catch (error) {
        errors.push(`${path}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    if (options.visitor) {
      // Its own Chromium, driven without the DevTools domains that slow the page down (quiet-chromium.ts).
      const quietBrowser = await launchQuietChromium(chromePath);
      try {
        for (const route of figures) {
          log(`site: what a visitor feels on ${route.path} (Lighthouse mobile profile, one fresh load per tap)`);
          try {
            route.visitor = await measureVisitor(quietBrowser, `${stack.url}${route.path}`, { maxTaps: options.maxTaps, log });
            for (const control of route.visitor.controls) {
              if (control.unmeasurable) errors.push(`${route.path}: "${control.label}" could not be probed: ${control.unmeasurable}`);
            }
            // A route that shows the header must offer its menu button as an in-view control: else the menu's
            // budgets would go unchecked without a word (a changed label or markup the probes do not know).
            if (!route.visitor.hasMenu && !headerHiddenPaths.includes(route.path)) {
              errors.push(`${route.path}: the menu button ("${headerNavigation.mobileMenuLabel}") is not among the in-view controls at FCP`);
            }
          } catch (error) {
            errors.push(`${route.path}: visitor probes failed: ${(error as Error).message.split('\n')[0]}`);
          }
        }
      } finally {
        await quietBrowser.close();
      }
    }
  } finally {
    await browser.close();
  }

  if (lighthouseRuns > 0) {
    const stripped = await startStrippedSite(distDir, workDir);
    try {
      for (const route of figures) {
        log(`site: Lighthouse ${route.path} (mobile and desktop, ${lighthouseRuns}× with and without scripts)`);
        try {
          await withChromium(chromePath, async (port) => {
            for (const preset of ['mobile', 'desktop'] as const) {
              const withScripts: LighthouseRun[] = [];
              const withoutScripts: LighthouseRun[] = [];
              // Interleaved, so drift in the machine's load hits both variants alike.
              for (let run = 0; run < lighthouseRuns; run += 1) {
                withScripts.push(await runLighthouse(`${stack.url}${route.path}`, port, preset, false));
                withoutScripts.push(await runLighthouse(`${stripped.url}${route.path}`, port, preset, true));
              }
              const lcp = medianOf(withScripts, 'lcpMs');
              const lcpWithout = medianOf(withoutScripts, 'lcpMs');
              route.lighthouse[preset] = {
                runs: lighthouseRuns,
                withScripts,
                withoutScripts,
                median: {
                  performance: medianOf(withScripts, 'performance'),
                  accessibility: medianOf(withScripts, 'accessibility'),
                  bestPractices: medianOf(withScripts, 'bestPractices'),
                  seo: medianOf(withScripts, 'seo'),
                  lcpMs: round(lcp, 0),
                  tbtMs: round(medianOf(withScripts, 'tbtMs'), 0),
                  cls: round(medianOf(withScripts, 'cls'), 3),
                  lcpWithoutScriptsMs: round(lcpWithout, 0),
                  tbtWithoutScriptsMs: round(medianOf(withoutScripts, 'tbtMs'), 0),
                  lcpRatio: round(lcp / lcpWithout, 2),
                },
                failing: [...new Set(withScripts.flatMap((run) => run.failing))],
              };
            }
          });
        } catch (error) {
          errors.push(`${route.path}: Lighthouse failed: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    } finally {
      await stripped.stop();
    }
  }

  // --- Budgets ---
  const checks: BudgetCheck[] = [];
  const site = budgets.site;
  const coverageMetric = 'content in prerendered HTML (word coverage, h1 required)';
  const checkFor = (path: string, metric: string) => checks.find((check) => check.subject === path && check.metric === metric);
  const visitorMetrics = {
    lost: 'lost taps (4× CPU, slow 4G)',
    longest: 'longest main-thread task after FCP (4× CPU, slow 4G)',
    tapToPaint: 'tap on the menu to next paint, idle page (4× CPU)',
  };
  for (const route of figures) {
    checks.push(budgetCheck('site', route.path, 'initial JS (gzip)', route.jsGzipBytes, '<=', initialJsBudget(route.path), 'B'));
    checks.push(budgetCheck('site', route.path, 'initial CSS (gzip)', route.cssGzipBytes, '<=', site.cssGzipBytes, 'B'));
    checks.push(budgetCheck('site', route.path, coverageMetric, route.h1InHtml ? route.contentCoverage * 100 : 0, '>=', site.contentInPrerenderedHtmlPercent, '%'));
    if (options.visitor) {
      const visitor = route.visitor;
      checks.push(budgetCheck('site', route.path, visitorMetrics.lost, visitor?.lostTaps, '<=', site.visitor.lostTaps));
      checks.push(budgetCheck('site', route.path, visitorMetrics.longest, visitor?.longestTaskAfterFcpMs, '<=', site.visitor.longestTaskAfterFcpMs, 'ms'));
      // A route without the menu button (the pages whose header is hidden) has no menu to time.
      if (!visitor || visitor.hasMenu) checks.push(budgetCheck('site', route.path, visitorMetrics.tapToPaint, visitor?.menuTapToPaintMs, '<=', site.visitor.menuTapToPaintMs, 'ms'));
    }
    if (lighthouseRuns === 0) continue;
    for (const preset of ['mobile', 'desktop'] as const) {
      const lh = route.lighthouse[preset]?.median;
      const limits = site.lighthouse[preset];
      if (preset === 'mobile') {
        checks.push(budgetCheck('site', route.path, 'Lighthouse mobile performance', lh?.performance, '>=', site.lighthouse.mobile.performance));
        checks.push(budgetCheck('site', route.path, 'LCP with scripts / without (mobile)', lh?.lcpRatio, '<=', site.lcpWithScriptsRatio, '×'));
      }
      checks.push(budgetCheck('site', route.path, `Lighthouse ${preset} accessibility`, lh?.accessibility, '>=', limits.accessibility));
      checks.push(budgetCheck('site', route.path, `Lighthouse ${preset} best practices`, lh?.bestPractices, '>=', limits.bestPractices));
      checks.push(budgetCheck('site', route.path, `Lighthouse ${preset} SEO`, lh?.seo, '>=', limits.seo));
    }
  }

  const tables: Table[] = [
    {
      title: 'Site — what each route loads before it settles (gzip), and whether its content is in the prerendered HTML',
      columns: [
        'route',
        `initial JS (/ ≤ ${formatBytes(site.initialJsGzipBytes.home)}, /ai-assistant ≤ ${formatBytes(site.initialJsGzipBytes.aiAssistant)}, others ≤ ${formatBytes(site.initialJsGzipBytes.everyOtherRoute)})`,
        'scripts',
        `CSS (≤ ${formatBytes(site.cssGzipBytes)})`,
        'HTML',
        `content in HTML (≥ ${site.contentInPrerenderedHtmlPercent}%)`,
      ],
      rows: figures.map((route) => [
        route.path,
        `${formatBytes(route.jsGzipBytes)}${mark(checkFor(route.path, 'initial JS (gzip)')?.ok)}`,
        String(route.scripts.length),
        `${formatBytes(route.cssGzipBytes)}${mark(checkFor(route.path, 'initial CSS (gzip)')?.ok)}`,
        formatBytes(route.htmlGzipBytes),
        `${route.h1InHtml ? 'yes' : 'NO (h1 missing)'}, ${(route.contentCoverage * 100).toFixed(0)}%${mark(checkFor(route.path, coverageMetric)?.ok)}`,
      ]),
      notes: ['Content in HTML: a browser with JavaScript off shows an h1, and this share of the words the hydrated page shows.'],
    },
  ];
  if (options.visitor) {
    const cell = (value: string, metric: string, path: string) => `${value}${mark(checkFor(path, metric)?.ok)}`;
    tables.push({
      title: `Site — what a visitor feels: Lighthouse mobile profile (4× CPU, 150 ms RTT, 1.6 Mbit/s) applied in Chromium, a tap at FCP and every ${tapIntervalMs} ms after it, one fresh load per tap`,
      columns: [
        'route',
        'FCP',
        'controls in view',
        'all respond at',
        `lost taps (≤ ${site.visitor.lostTaps})`,
        `longest task after FCP (≤ ${site.visitor.longestTaskAfterFcpMs} ms)`,
        'TBT',
        'idle at',
        `menu tap → paint (≤ ${site.visitor.menuTapToPaintMs} ms)`,
      ],
      rows: figures.map((route) => {
        const visitor = route.visitor;
        if (!visitor) return [route.path, 'not measured', '', '', '', '', '', '', ''];
        const respondAt =
          visitor.controls.length === 0
            ? 'none in view'
            : visitor.allControlsRespondMs === null
              ? `not within ${Math.max(...visitor.controls.map((control) => control.taps))} taps`
              : formatMs(visitor.allControlsRespondMs);
        return [
          route.path,
          formatMs(visitor.fcpMs),
          visitor.controls.map((control) => control.label).join(', ') || '–',
          respondAt,
          cell(`${visitor.lostTaps} of ${visitor.taps}`, visitorMetrics.lost, route.path),
          cell(visitor.longestTaskAfterFcpMs === 0 ? 'none > 50 ms' : formatMs(visitor.longestTaskAfterFcpMs), visitorMetrics.longest, route.path),
          formatMs(visitor.totalBlockingTimeMs),
          formatMs(visitor.idleMs),
          visitor.hasMenu ? cell(formatMs(visitor.menuTapToPaintMs), visitorMetrics.tapToPaint, route.path) : 'no menu button',
        ];
      }),
      notes: [
        `In view: the controls in the viewport (412×823) at FCP that a tap must open, show or move: <summary>, popovertarget, aria-expanded, aria-haspopup="dialog", a carousel's previous/next. Links and form fields are not probed.`,
        `A tap responds when its effect (open, dialog shown, slide moved) is in the page within ${respondsWithinMs} ms and still there once the page is idle; it is lost when its effect never shows or is undone before idle. Each control is tapped at FCP, then every ${tapIntervalMs} ms (one fresh load per tap) until a tap responds; "all respond at" is the latest of those taps.`,
        'Longest task and TBT: long tasks (> 50 ms) after FCP until idle, in one load without taps. Idle: loaded, no request in flight, no long task nor download for 5 s (a probe: 1.5 s, and no earlier than the load without taps). Tap → paint: from the click to the next frame on the idle page, median of 5 taps (open, close, ...).',
        'These are observed on this machine, not simulated: a loaded machine makes every time here longer (see the load average above).',
        ...figures.flatMap((route) =>
          (route.visitor?.controls ?? []).map(
            (control) => `${route.path} "${control.label}": taps at ${control.probes.map((probe) => `${probe.tapAfterFcpMs}${probe.effectAfterMs === null || !probe.effectKept ? ' lost' : ` → ${probe.effectAfterMs}`}`).join(', ') || 'none'} (ms after FCP → ms to effect)`,
          ),
        ),
      ],
    });
  }
  if (lighthouseRuns > 0) {
    for (const preset of ['mobile', 'desktop'] as const) {
      const failing = figures.flatMap((route) => (route.lighthouse[preset]?.failing ?? []).map((audit) => `${route.path} ${audit}`));
      tables.push({
        title: `Site — Lighthouse ${preset} preset, median of ${lighthouseRuns}; "no JS" = the same page with its scripts stripped, same run`,
        columns: ['route', preset === 'mobile' ? `perf (≥ ${site.lighthouse.mobile.performance})` : 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'LCP no JS', preset === 'mobile' ? `LCP ratio (≤ ${site.lcpWithScriptsRatio}×)` : 'LCP ratio'],
        rows: figures.map((route) => {
          const lh = route.lighthouse[preset]?.median;
          const scoreCell = (value: number | null | undefined, metric: string) =>
            typeof value === 'number' && Number.isFinite(value) ? `${value}${mark(checkFor(route.path, metric)?.ok)}` : '–';
          return [
            route.path,
            scoreCell(lh?.performance, preset === 'mobile' ? 'Lighthouse mobile performance' : 'no budget'),
            scoreCell(lh?.accessibility, `Lighthouse ${preset} accessibility`),
            scoreCell(lh?.bestPractices, `Lighthouse ${preset} best practices`),
            scoreCell(lh?.seo, `Lighthouse ${preset} SEO`),
            formatMs(lh?.lcpMs),
            formatMs(lh?.tbtMs),
            lh ? lh.cls.toFixed(3) : '–',
            formatMs(lh?.lcpWithoutScriptsMs),
            `${formatRatio(lh?.lcpRatio)}${preset === 'mobile' ? mark(checkFor(route.path, 'LCP with scripts / without (mobile)')?.ok) : ''}`,
          ];
        }),
        notes: [
          `Lighthouse CPU benchmark index of this machine during these runs (median): ${median(figures.flatMap((route) => route.lighthouse[preset]?.withScripts.map((run) => run.benchmarkIndex) ?? []).filter(Number.isFinite)).toFixed(0)}`,
          ...(failing.length ? [`Audits under 100 (accessibility, best practices, SEO): ${failing.join('; ')}`] : []),
          ...(preset === 'mobile'
            ? figures.flatMap((route) => {
                const lh = route.lighthouse.mobile;
                const element = lh?.withScripts[0]?.lcpElement;
                return element ? [`${route.path} LCP element: ${element}`] : [];
              })
            : []),
        ],
      });
    }
  }

  return { section: 'site', tables, checks, data: { routes: figures }, errors };
}
