/**
 * What the CDK app needs to know about the built site (`npm run build` → frontend/dist): which clean
 * URLs are prerendered pages, and the hashes of the inline scripts its HTML carries, so the
 * Content-Security-Policy can allow exactly those and nothing else.
 */

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface SiteBuild {
  readonly directory: string;
  /** Clean URL paths with a prerendered `index.html` (`/`, `/candidates`, `/job-application/1`, ...). */
  readonly pages: readonly string[];
  /** `'sha256-…'` sources for every distinct inline executable script in the HTML. */
  readonly inlineScriptHashes: readonly string[];
}

export const NOT_FOUND_PAGE = '404.html';
/** Vite puts every content-hashed file here; they are cached for a year. */
export const HASHED_ASSETS_PREFIX = 'assets/';

function htmlFiles(directory: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) files.push(...htmlFiles(path));
    else if (name.endsWith('.html')) files.push(path);
  }
  return files;
}

/**
 * Script types a browser executes, or (speculation rules) reads under script-src; JSON-LD and other
 * data blocks are not scripts to CSP.
 */
function isExecutable(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript' || type === 'speculationrules';
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (!isExecutable(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Reads a built site, or returns undefined when there is none (see checkSiteBuild for deployments). */
export function readSiteBuild(directory: string): SiteBuild | undefined {
  if (!existsSync(join(directory, 'index.html'))) return undefined;
  if (!existsSync(join(directory, NOT_FOUND_PAGE))) {
    throw new Error(`${directory} has no ${NOT_FOUND_PAGE}: run the whole \`npm run build\` (it prerenders the pages).`);
  }
  const pages = new Set<string>();
  const hashes = new Set<string>();
  for (const file of htmlFiles(directory)) {
    const path = relative(directory, file).split(sep).join('/');
    if (path === 'index.html') pages.add('/');
    else if (path.endsWith('/index.html')) pages.add(`/${path.slice(0, -'/index.html'.length)}`);
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  }
  return { directory, pages: [...pages].sort(), inlineScriptHashes: [...hashes].sort() };
}

/**
 * Freshness of a build. `npm run build` ends by writing this stamp into the build: a fingerprint of
 * every source the site is built from. Synth recomputes the fingerprint from the working tree and
 * refuses a build whose stamp is missing or different, so the CSP hashes and the page list always
 * describe HTML built from the code being deployed. Contents, not timestamps: a checkout, a
 * `git stash` or a copied tree cannot make an old build look new, and rebuilding the same sources
 * is not required.
 */
export const SITE_BUILD_STAMP = '.build-stamp.json';

/** What the site is built from, relative to the repository root (directories are walked). */
export const siteSources = ['frontend', 'lambdas/core/schemas', 'package-lock.json', 'tsconfig.json'] as const;
/** Inside those: the build output itself and tool caches. */
const notSources = new Set(['frontend/dist', 'node_modules', '.vite']);

function sourceFiles(projectRoot: string, path: string): string[] {
  const absolute = join(projectRoot, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => {
      const child = `${path}/${name}`;
      return notSources.has(child) || notSources.has(name) ? [] : sourceFiles(projectRoot, child);
    });
}

/** SHA-256 over the path and contents of every site source, in a stable order. */
function siteSourceFingerprint(projectRoot: string): string {
  const hash = createHash('sha256');
  for (const file of siteSources.flatMap((source) => sourceFiles(projectRoot, source))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(projectRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function writeSiteBuildStamp(projectRoot: string, directory: string, builtAt = new Date()): void {
  const stamp = { sourceFingerprint: siteSourceFingerprint(projectRoot), builtAt: builtAt.toISOString() };
  writeFileSync(join(directory, SITE_BUILD_STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
}

export type SiteBuildCheck = { readonly ok: true; readonly build: SiteBuild } | { readonly ok: false; readonly problem: string };

/**
 * The built site to deploy, or why there is none that may be deployed: no build, an incomplete one,
 * or one built from other sources than the working tree's.
 */
export function checkSiteBuild(projectRoot: string, directory: string): SiteBuildCheck {
  const build = readSiteBuild(directory);
  if (!build) return { ok: false, problem: `${directory} holds no built site` };
  const stampPath = join(directory, SITE_BUILD_STAMP);
  if (!existsSync(stampPath)) return { ok: false, problem: `${directory} has no ${SITE_BUILD_STAMP}: it was not made by \`npm run build\`, or the build did not finish` };
  let stamp: { sourceFingerprint?: unknown; builtAt?: unknown };
  try {
    stamp = JSON.parse(readFileSync(stampPath, 'utf8')) as typeof stamp;
  } catch {
    return { ok: false, problem: `${stampPath} is not valid JSON` };
  }
  if (stamp.sourceFingerprint !== siteSourceFingerprint(projectRoot)) {
    return {
      ok: false,
      problem: `${directory} was built (${String(stamp.builtAt)}) from other sources than the ones in ${siteSources.join(', ')} now`,
    };
  }
  return { ok: true, build };
}
