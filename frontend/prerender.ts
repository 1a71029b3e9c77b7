/**
 * Second half of `npm run build`: renders every route of the site to static HTML with the app's own
 * route table (through a Vite SSR build of src/entry-server.tsx), so each page's content, title,
 * description, canonical URL, Open Graph tags and structured data are in the HTML before any script
 * runs; then writes 404.html, the /contact redirect, sitemap.xml and robots.txt.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as ServerEntryModule from './src/entry-server.tsx';
import { absoluteUrl, agency } from '#content/agency';
import { featuredJobs, findJob } from '#content/jobs';
import { jobApplicationPath, prerenderedPaths, routes } from '#content/routes';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));
const distDir = join(frontendDir, 'dist');
const serverDir = join(distDir, '.server');

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;
type ServerEntry = typeof ServerEntryModule;

/** A path the prerender writes, and the file it goes to. */
type Target = { readonly url: string; readonly file: string };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function fileFor(path: string): string {
  return path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
}

async function buildServerEntry(): Promise<ServerEntry> {
  await build({
    configFile: join(frontendDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
      rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  });
  return (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as ServerEntry;
}

/** The chunk files the islands of a page need, minus what the entry script already loads. */
function preloadFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);
  const files = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`The build manifest has no chunk for ${module}`);
    collect(module, files);
  }
  return [...files].filter((file) => !entryFiles.has(file) && file.endsWith('.js'));
}

/**
 * Vite's index.html loads the entry with a module script and preload links in the head, which the
 * browser fetches alongside the CSS, before the first paint. The prerendered pages list them in a
 * JSON block instead, and index.html's inline loader requests them once the page has painted: the
 * HTML already holds the content, so the scripts only make it interactive.
 */
function takeAppScripts(template: string): { template: string; entry: string; preloads: string[] } {
  const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const entry = entryTag.exec(template)?.[1];
  if (!entry) throw new Error('dist/index.html has no module entry script');
  const preloads = [...template.matchAll(preloadTag)].map((match) => match[1]!);
  return { template: template.replace(entryTag, '').replace(preloadTag, ''), entry, preloads };
}

function appScriptsBlock(entry: string, preloads: readonly string[]): string {
  // JSON inside <script>: '<' escaped so no file name can close the element.
  const json = JSON.stringify({ entry, preload: [...new Set(preloads)] }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="app-scripts">${json}</script>`;
}

function headFor(server: ServerEntry, url: string): string {
  const meta = server.pageMetaFor(url);
  const pathname = new URL(url, agency.siteOrigin).pathname;
  const jobId = /^\/job-application\/([^/]+)$/.exec(pathname)?.[1];
  const job = jobId ? findJob(decodeURIComponent(jobId)) : undefined;
  const jsonLd = [server.agencyJsonLd(), ...(job ? [server.jobPostingJsonLd(job)] : [])];
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    meta.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />` : '',
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="en_IE" />',
    `<meta property="og:site_name" content="${escapeHtml(server.siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    meta.canonicalUrl ? `<meta property="og:url" content="${escapeHtml(meta.canonicalUrl)}" />` : '',
    `<meta property="og:image" content="${escapeHtml(absoluteUrl(server.ogImagePath))}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    ...jsonLd.map((data) => `<script type="application/ld+json">${server.serialiseJsonLd(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

function fillTemplate(template: string, head: string, body: string): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('dist/index.html lacks the <!--app-head--> / <!--app-html--> placeholders');
  }
  // Function replacers: '$' in page text must not be read as a replacement pattern.
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => body);
}

async function writePage(file: string, html: string): Promise<void> {
  const path = join(distDir, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, html);
}

/** A tiny page for a route that only redirects (/contact), for visitors and crawlers without JS. */
function redirectPage(template: string, server: ServerEntry, from: string, to: string): string {
  const meta = server.pageMetaFor(from);
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    '<meta name="robots" content="noindex" />',
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(to)}" />`,
    `<link rel="canonical" href="${escapeHtml(absoluteUrl(to.split('?')[0] ?? '/'))}" />`,
  ].join('\n    ');
  const body = `<main id="main-content"><p><a href="${escapeHtml(to)}">${escapeHtml(meta.title)}</a></p></main>`;
  // No app scripts listed: the browser follows the refresh; the client router would redirect the same way.
  return fillTemplate(template, head, body);
}

async function main(): Promise<void> {
  const started = Date.now();
  const { template, entry, preloads: entryPreloads } = takeAppScripts(await readFile(join(distDir, 'index.html'), 'utf8'));
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const server = await buildServerEntry();

  const targets: Target[] = [
    ...prerenderedPaths.map((path) => ({ url: path, file: fileFor(path) })),
    ...featuredJobs.map((job) => ({ url: jobApplicationPath(job.id), file: fileFor(jobApplicationPath(job.id)) })),
    // Any path no route knows renders the not-found screen; the server sends this file with a 404.
    { url: '/404', file: '404.html' },
  ];

  for (const target of targets) {
    const page = await server.renderPage(target.url);
    if (page.kind === 'redirect') throw new Error(`${target.url} redirected to ${page.location} while prerendering`);
    const head = headFor(server, target.url);
    const scripts = appScriptsBlock(entry, [...entryPreloads, ...preloadFiles(manifest, page.modules).map((file) => `/${file}`)]);
    const state = `<script type="application/json" id="${server.PRERENDER_STATE_ELEMENT_ID}">${server.serialisePrerenderState(page.state)}</script>`;
    await writePage(target.file, fillTemplate(template, `${head}\n    ${scripts}\n    ${state}`, page.html));
  }

  const redirects = routes.flatMap((route) => ('redirectTo' in route && route.redirectTo ? [{ from: route.path, to: route.redirectTo }] : []));
  for (const { from, to } of redirects) await writePage(fileFor(from), redirectPage(template, server, from, to));

  const indexable = targets.filter((target) => target.file !== '404.html' && !server.pageMetaFor(target.url).noindex);
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexable.map((target) => `  <url><loc>${escapeHtml(absoluteUrl(target.url))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  await writeFile(join(distDir, 'sitemap.xml'), sitemap);
  await writeFile(join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`);

  await rm(serverDir, { recursive: true, force: true });
  console.log(`prerendered ${targets.length} pages and ${redirects.length} redirect(s) in ${Date.now() - started} ms`);
}

await main();
