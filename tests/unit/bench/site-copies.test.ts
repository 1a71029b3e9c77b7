import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineIcons, withInlineIcons, withoutScripts } from '#bench/site-copies';

const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b1f3a"/></svg>\n';
const page = [
  '<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '<link rel="modulepreload" href="/assets/entry.js">',
  '<script type="module" src="/assets/entry.js"></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
  '<body><h1>Salary guide</h1><script>window.loaded = true</script></body>',
].join('');

describe('site copies for the bench', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('without scripts: drops executable scripts and module preloads, keeps JSON data and content', () => {
    const html = withoutScripts(page);
    expect(html).not.toContain('entry.js');
    expect(html).not.toContain('window.loaded');
    expect(html).toContain('application/ld+json');
    expect(html).toContain('<h1>Salary guide</h1>');
  });

  it('inlines an SVG icon as a data URI that decodes to the file', () => {
    const html = withInlineIcons(page, (path) => (path === '/favicon.svg' ? icon : undefined));
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(icon.trim());
    expect(href).not.toContain('"');
    expect(html).toContain('type="image/svg+xml"');
  });

  it('leaves an icon it cannot read, and other links, as they are', () => {
    expect(withInlineIcons(page, () => undefined)).toBe(page);
    const other = '<link rel="apple-touch-icon" href="/touch.png"><link rel="stylesheet" href="/a.svg">';
    expect(withInlineIcons(other, () => icon)).toBe(other);
  });

  it('rewrites every page of a copy in place, nested routes included', () => {
    const site = mkdtempSync(join(tmpdir(), 'bench-site-copy-'));
    folders.push(site);
    mkdirSync(join(site, 'job-application', '1'), { recursive: true });
    writeFileSync(join(site, 'favicon.svg'), icon);
    writeFileSync(join(site, 'index.html'), page);
    writeFileSync(join(site, 'job-application', '1', 'index.html'), page);
    inlineIcons(site);
    for (const file of [join(site, 'index.html'), join(site, 'job-application', '1', 'index.html')]) {
      expect(readFileSync(file, 'utf8')).toContain('href="data:image/svg+xml,');
    }
    expect(readFileSync(join(site, 'favicon.svg'), 'utf8')).toBe(icon);
  });
});
