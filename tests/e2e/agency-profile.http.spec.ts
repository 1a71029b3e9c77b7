import { expect, test } from '@playwright/test';
import { agency } from '#content/agency';
import { cimaKeyDatesFact, ctaKeyDatesFact } from '#content/qualifications';
import { describeDatedFact } from '#content/dated-facts';
import { CONFIDENTIAL_CLIENT, featuredJobs } from '#content/jobs';
import { salaryGuideFact } from '#content/salary-guide';
import { sitePaths } from './support/site.ts';

/**
 * The raw HTML of every route, as a visitor without scripts and a search engine get it: no sample
 * text, the profile's values, and each dated fact with its date and whether it still holds on the
 * day the site was built.
 */
const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
/**
 * Visible text, attribute values and structured data: the scripts' data for the app itself (scripts,
 * and the props an island hydrates with) is left out.
 */
const readable = (html: string) =>
  decode(html.replace(/<script(?![^>]*application\/ld\+json)[^>]*>.*?<\/script>/gs, '').replace(/ data-island-props="[^"]*"/g, ''));

/** Where the spec fixes 'Our Client': the company line of a confidential job's card and its page. */
function confidentialJobMentions(path: string): number {
  const confidential = featuredJobs.filter((job) => job.company === CONFIDENTIAL_CLIENT);
  if (path === '/') return confidential.length;
  return confidential.some((job) => path === `/job-application/${job.id}`) ? 1 : 0;
}

for (const path of sitePaths) {
  test(`${path}: no sample text, and "Our Client" only where the spec shows a confidential client`, async ({ request }) => {
    const html = readable(await (await request.get(path)).text());
    expect(html).not.toMatch(/sample|for demonstration|illustration:/i);
    expect(html.split(CONFIDENTIAL_CLIENT).length - 1).toBe(confidentialJobMentions(path));
    expect(html).not.toContain(`${CONFIDENTIAL_CLIENT} (via`);
  });
}

test('the licence page prints the profile licence number and an image without sample wording', async ({ request }) => {
  const html = readable(await (await request.get('/employment-agency-license')).text());
  expect(html).toContain(`data-testid="licence-number">${agency.licence.number}</p>`);
  const image = await (await request.get(agency.licence.imageSrc)).text();
  expect(image).toContain('EMPLOYMENT AGENCY ACT 1971');
  expect(image).not.toMatch(/sample|illustration|demonstration/i);
});

test('home, /employers and /candidates carry the trust signals in their HTML', async ({ request }) => {
  for (const path of ['/', '/employers', '/candidates']) {
    const html = readable(await (await request.get(path)).text());
    expect(html, path).toContain('data-testid="trust-signals"');
    expect(html, path).toContain(`${agency.trustSignals.placementsMade.count}+`);
    expect(html, path).toContain(agency.trustSignals.reviews.url);
    for (const membership of agency.trustSignals.memberships) expect(html, path).toContain(membership.name);
  }
});

test('each dated fact shows its date and, built after it passed, says so', async ({ request }) => {
  const builtOn = new Date();
  for (const [path, fact] of [
    ['/salary-guide', salaryGuideFact],
    ['/cima-info', cimaKeyDatesFact],
    ['/cta-info', ctaKeyDatesFact],
  ] as const) {
    const html = readable(await (await request.get(path)).text());
    const { passed, dateLabel, sentence } = describeDatedFact(fact, builtOn);
    const note = /<p[^>]*data-testid="dated-fact"[^>]*>(.*?)<\/p>/s.exec(html);
    expect(note, path).not.toBeNull();
    expect(note![0]).toContain(`data-state="${passed ? 'passed' : 'current'}"`);
    expect(note![0]).toMatch(/data-checked-on="\d{4}-\d{2}-\d{2}"/);
    expect(note![1]!.replace(/<[^>]+>/g, '')).toBe(`${dateLabel}. ${sentence}`);
  }
});
