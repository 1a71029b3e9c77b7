import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumFlags, removeChromiumProfile } from '../support/chromium.ts';

/**
 * Lighthouse (13.x, on the project's Node 24) in Debian's Chromium, driven
 * programmatically. One Chromium per batch of runs, with a fresh profile; Lighthouse itself resets
 * storage and the cache before every run.
 */
export type Preset = 'mobile' | 'desktop';

export interface LighthouseRun {
  /** 0-100, or null when the category was not run. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own CPU benchmark of this machine at the time of the run (higher is faster). */
  benchmarkIndex: number;
  /** The element Lighthouse took as the largest contentful paint. */
  lcpElement: string;
  /** Failing audits of the non-performance categories, to say why a score is under 100. */
  failing: string[];
}

/** chrome-launcher starts Chromium itself, so headless is asked for here (Playwright adds its own). */
const lighthouseChromiumFlags = ['--headless=new', ...chromiumFlags];

export async function withChromium<T>(chromePath: string, use: (port: number) => Promise<T>): Promise<T> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const chrome = await launch({ chromePath, chromeFlags: [...lighthouseChromiumFlags, `--user-data-dir=${userDataDir}`], userDataDir, logLevel: 'error' });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
    removeChromiumProfile(userDataDir);
  }
}

/** The first DOM node an audit's details mention (its selector and a snippet of its HTML). */
function firstNode(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  const value = details as { type?: string; selector?: string; snippet?: string };
  if (value.type === 'node') return `${value.selector ?? ''} ${value.snippet ?? ''}`.trim().slice(0, 160);
  for (const child of Object.values(details)) {
    const found = firstNode(child);
    if (found) return found;
  }
  return '';
}

const score = (value: number | null | undefined) => (typeof value === 'number' ? Math.round(value * 100) : null);

export async function runLighthouse(url: string, port: number, preset: Preset, performanceOnly: boolean): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: performanceOnly ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    lcpElement: firstNode(lhr.audits['largest-contentful-paint-element']?.details),
    failing,
  };
}
