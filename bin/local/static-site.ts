/**
 * Serves the prerendered site the way the CloudFront distribution does: clean URLs map to
 * `<route>/index.html`, hashed assets are cached for a year, HTML is revalidated, and a missing page
 * gets the prerendered not-found page with status 404.
 */

import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

interface CachedFile {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
}

export function createStaticSite(distDir: string) {
  const cache = new Map<string, CachedFile>();

  async function readCached(path: string): Promise<CachedFile | undefined> {
    const hit = cache.get(path);
    if (hit) return hit;
    try {
      if (!(await stat(path)).isFile()) return undefined;
    } catch {
      return undefined;
    }
    const file: CachedFile = { body: await readFile(path) };
    if (compressible.has(extname(path)) && file.body.length > 1024) {
      file.gzip = gzipSync(file.body);
      file.brotli = brotliCompressSync(file.body);
    }
    cache.set(path, file);
    return file;
  }

  /** Candidate files for a URL path, safest first; undefined when the path escapes the site root. */
  function candidates(pathname: string): string[] | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const relative = normalize(decoded).replace(/^([/\\])+/, '');
    if (relative.split(sep).includes('..')) return undefined;
    const base = join(distDir, relative);
    if (extname(relative)) return [base];
    return [join(base, 'index.html'), `${base.replace(/[/\\]$/, '')}.html`];
  }

  return async function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let status = 200;
    let path: string | undefined;
    let file: CachedFile | undefined;
    for (const candidate of candidates(url.pathname) ?? []) {
      file = await readCached(candidate);
      if (file) {
        path = candidate;
        break;
      }
    }
    if (!file) {
      status = 404;
      path = join(distDir, '404.html');
      file = await readCached(path);
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found (run `npm run build` first)');
        return;
      }
    }
    const extension = extname(path!);
    const hashedAsset = url.pathname.startsWith('/assets/');
    const headers: Record<string, string> = {
      'content-type': contentTypes[extension] ?? 'application/octet-stream',
      'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      vary: 'accept-encoding',
    };
    const accepts = String(req.headers['accept-encoding'] ?? '');
    let body = file.body;
    if (file.brotli && /\bbr\b/.test(accepts)) {
      body = file.brotli;
      headers['content-encoding'] = 'br';
    } else if (file.gzip && /\bgzip\b/.test(accepts)) {
      body = file.gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
