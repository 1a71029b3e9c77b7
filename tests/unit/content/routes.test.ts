import { describe, expect, it } from 'vitest';
import { disclaimer } from '#content/chat';
import { MAX_CV_BYTES, MAX_CV_MEGABYTES } from '#content/constants';
import { feesPage } from '#content/fees';
import { interviewPreparationPage, interviewTipsTeaser } from '#content/interview-tips';
import { cookiesPolicy, privacyPolicy, termsOfService, type LegalDocument } from '#content/legal';
import { toasts } from '#content/messages';
import { acaAccaComparisonPage, cimaPage, ctaPage } from '#content/qualifications';
import {
  findRoute,
  isExternalUrl,
  jobApplicationPath,
  routes,
  scrollToPath,
  sectionPath,
  type ExternalUrl,
  type PagePath,
  type SitePath,
} from '#content/routes';

// Type-level guards: each line below must fail the typecheck, or `npm run typecheck` fails on the
// unused directive. They keep hrefs typed as the table's paths.
// @ts-expect-error a mistyped page path is not a SitePath
const mistyped: SitePath = '/aca-inf0';
// @ts-expect-error the not-found fallback is not a page a link can open
const fallback: PagePath = '*';
// @ts-expect-error an http (not https) address is neither a site path nor an external URL
const insecure: SitePath | ExternalUrl = 'http://example.com';

/** Every site-path href the content states, from the modules that link across the site. */
function contentHrefs(): (SitePath | ExternalUrl)[] {
  return [
    ...disclaimer.links.map((link) => link.href),
    feesPage.cta.href,
    interviewPreparationPage.contact.button.href,
    interviewTipsTeaser.link.href,
    ...([privacyPolicy, cookiesPolicy, termsOfService] as readonly LegalDocument[]).flatMap((document) =>
      document.sections.flatMap((section) => section.links ?? []).map((link) => link.href),
    ),
    ...cimaPage.related.links.map((link) => link.href),
    ...ctaPage.quickLinks.links.map((link) => link.href),
    ctaPage.contact.button.href,
    ...acaAccaComparisonPage.buttons.map((button) => button.href),
    acaAccaComparisonPage.cta.button.href,
  ];
}

describe('route paths', () => {
  it('builds section, scroll-to and application paths', () => {
    expect(sectionPath('contact')).toBe('/#contact');
    expect(scrollToPath('contact')).toBe('/?scrollTo=contact');
    expect(jobApplicationPath('a b')).toBe('/job-application/a%20b');
  });

  it('tells external addresses from site paths', () => {
    expect(isExternalUrl('https://taxinstitute.ie')).toBe(true);
    expect(isExternalUrl('/cta-info')).toBe(false);
  });

  it('every site path the content links to is a page of the table or the home page', () => {
    const hrefs = contentHrefs().filter((href) => !isExternalUrl(href));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      const pagePath = href.replace(/[?#].*$/, '') || '/';
      expect(findRoute(pagePath), href).toBeDefined();
    }
    expect([mistyped, fallback, insecure]).toHaveLength(3);
  });

  it('the table redirects /contact to the contact section', () => {
    expect(routes.find((route) => route.path === '/contact')).toMatchObject({ redirectTo: '/?scrollTo=contact' });
  });
});

describe('CV size limit', () => {
  it('states the limit in its toast from the constant', () => {
    expect(MAX_CV_BYTES).toBe(MAX_CV_MEGABYTES * 1024 * 1024);
    expect(toasts.fileTooLarge.description).toBe('Please select a file smaller than 10MB.');
  });
});
