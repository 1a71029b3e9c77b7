import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The bench measures copies of the built site. Two rewrites of their HTML:
 * - without scripts: the page as a browser shows it before any script runs, the baseline of the LCP ratio;
 * - icons inlined: headless Chromium fetches the tab's icon when the document finishes loading, and
 *   Lighthouse's simulation (lantern) counts every request that ended before the observed paint as a
 *   dependency of LCP. Whether the icon won that race was chance, and it moved simulated LCP by one round
 *   trip (~150 ms on the mobile profile) in either variant, so the ratio swung between 0.88 and 1.11
 *   on unchanged pages in one run. An icon never delays a paint, so both variants carry it inline and nothing races.
 */

/** Drops every executable script and module preload; JSON data blocks (structured data, prerender state) never run. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/** Replaces the href of each SVG `rel="icon"` link with a data URI of that file, read through `readSiteFile`. */
export function withInlineIcons(html: string, readSiteFile: (path: string) => string | undefined): string {
  return html.replace(/<link\b[^>]*\brel="icon"[^>]*>/gi, (link) =>
    link.replace(/\bhref="(\/[^"]+\.svg)"/i, (attribute, path: string) => {
      const svg = readSiteFile(path);
      return svg === undefined ? attribute : `href="data:image/svg+xml,${encodeURIComponent(svg.trim())}"`;
    }),
  );
}

/** Applies `rewrite` to every HTML file under `siteDir`, in place. */
export function rewriteHtmlFiles(siteDir: string, rewrite: (html: string) => string): void {
  for (const entry of readdirSync(siteDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    writeFileSync(file, rewrite(readFileSync(file, 'utf8')));
  }
}

/** Inlines the site's SVG icons into every page of a site copy (see above). */
export function inlineIcons(siteDir: string): void {
  const readSiteFile = (path: string) => {
    const file = join(siteDir, path);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  rewriteHtmlFiles(siteDir, (html) => withInlineIcons(html, readSiteFile));
}
