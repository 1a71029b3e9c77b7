import { expect, test } from '@playwright/test';
import { absoluteUrl, agency } from '#content/agency';
import { featuredJobs } from '#content/jobs';
import { routeFor, routes, type RouteDefinition } from '#content/routes';
import { sitePaths } from './support/site.ts';

/**
 * The raw HTML every route sends, before any script runs: its heading, title, description, canonical
 * URL, Open Graph tags and structured data are there, and the sitemap and robots.txt list the site.
 */
function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

function stripTags(html: string): string {
  return decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

function definitionFor(path: string): RouteDefinition {
  return path.startsWith('/job-application/') ? routeFor('/job-application/:jobId') : (routes.find((route) => route.path === path) as RouteDefinition);
}

for (const path of sitePaths) {
  test(`${path} is prerendered with its heading, title and meta tags`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    const job = featuredJobs.find((candidate) => path === `/job-application/${candidate.id}`);
    const definition = definitionFor(path);
    const title = job ? `Apply for ${job.title} | ${agency.brandName}` : definition.title;

    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(title);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    expect(h1, 'an <h1> in the prerendered body').toBeDefined();
    const expectedHeading = job?.title ?? (path === '/' ? "Ireland's Finance Recruitment Game-Changers" : definition.screen === 'ACA vs ACCA Comparison Guide' ? 'ACA vs ACCA' : definition.screen.replace(' Key Information', ''));
    expect(stripTags(h1!)).toContain(expectedHeading);

    const description = metaContent(html, 'name', 'description');
    expect(description?.length).toBeGreaterThan(50);
    if (!job) expect(description).toBe(definition.description);
    expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(path)}" />`);
    expect(metaContent(html, 'property', 'og:title')).toBe(title);
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:url')).toBe(absoluteUrl(path));
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:image')).toBe(absoluteUrl('/images/og-image.png'));

    // The app's scripts are listed for the loader, never fetched before the first paint.
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=|rel="modulepreload"/);
    const listed = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(html)?.[1];
    const scripts = JSON.parse(listed ?? 'null') as { entry: string; preload: string[] };
    expect(scripts.entry).toMatch(/^\/assets\/index-.+\.js$/);
    for (const file of [scripts.entry, ...scripts.preload]) {
      const script = await request.get(file);
      expect(script.status(), file).toBe(200);
      expect(script.headers()['content-type']).toContain('javascript');
    }

    const data = jsonLd(html);
    const organisation = data.find((item) => Array.isArray(item['@type']) && (item['@type'] as string[]).includes('EmploymentAgency'));
    expect(organisation).toMatchObject({ name: agency.brandName, telephone: agency.phone.e164, email: agency.email });
    if (job) {
      const posting = data.find((item) => item['@type'] === 'JobPosting');
      expect(posting).toMatchObject({
        title: job.title,
        datePosted: job.datePosted,
        validThrough: job.validThrough,
        employmentType: job.employmentType,
        directApply: true,
        hiringOrganization: { '@type': 'Organization' },
        jobLocation: { '@type': 'Place', address: { addressLocality: job.location, addressCountry: 'IE' } },
        baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { minValue: job.baseSalary.min, maxValue: job.baseSalary.max, unitText: 'YEAR' } },
      });
      expect(String(posting!.description)).toContain(job.requirements[0]);
    }
  });
}

test('an unknown path gets the not-found page with status 404 and noindex', async ({ request }) => {
  const response = await request.get('/definitely-not-here');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(stripTags(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).toBe('Oops! Page not found');
  expect(html).toContain('<meta name="robots" content="noindex" />');
});

test('sitemap.xml lists every indexable page and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations.sort()).toEqual(sitePaths.map((path) => absoluteUrl(path)).sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
});

test('/contact works without scripts: a redirect to the contact section', async ({ request }) => {
  const html = await (await request.get('/contact')).text();
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/?scrollTo=contact" />');
});
