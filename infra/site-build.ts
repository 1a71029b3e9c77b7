import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * What the CDK app needs to know about the built site (`npm run build` → frontend/dist): which clean
 * URLs are prerendered pages, and the hashes of the inline scripts its HTML carries, so the
 * Content-Security-Policy can allow exactly those and nothing else.
 */
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

/** Script types a browser executes; JSON-LD and other data blocks are not scripts to CSP. */
function isExecutable(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
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

/** Reads a built site, or returns undefined when there is none (tests and a synth before `npm run build`). */
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
