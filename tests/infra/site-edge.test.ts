import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { siteRouterCode } from '#infra/site-router';
import { inlineScriptHashes, readSiteBuild } from '#infra/site-build';
import { contentSecurityPolicy } from '#infra/security-headers';
import { fixtureSite } from './cdk-test-app';

/** The CloudFront Function as CloudFront runs it: its source evaluated alone, `handler(event)` called. */
type Handler = (event: unknown) => { uri?: string; statusCode?: number; statusDescription?: string };
function router(pages: readonly string[] | undefined): Handler {
  return runInNewContext(`${siteRouterCode(pages)}\nhandler;`) as Handler;
}

const request = (handler: Handler, uri: string) => handler({ context: { eventType: 'viewer-request' }, request: { method: 'GET', uri, headers: {}, querystring: {} } }).uri;
const status = (handler: Handler, uri: string, statusCode = 200) =>
  handler({ context: { eventType: 'viewer-response' }, request: { method: 'GET', uri, headers: {}, querystring: {} }, response: { statusCode, headers: {} } }).statusCode;

describe('site router (CloudFront Function)', () => {
  const handler = router(fixtureSite.pages);

  it('maps clean URLs, with or without a trailing slash, to their prerendered page', () => {
    expect(request(handler, '/')).toBe('/index.html');
    expect(request(handler, '/candidates')).toBe('/candidates/index.html');
    expect(request(handler, '/candidates/')).toBe('/candidates/index.html');
    expect(request(handler, '/job-application/1')).toBe('/job-application/1/index.html');
  });

  it('passes files through untouched', () => {
    expect(request(handler, '/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(request(handler, '/robots.txt')).toBe('/robots.txt');
  });

  it('serves the not-found page for a path no page has, with status 404', () => {
    for (const uri of ['/no-such-page', '/job-application/99', '/Candidates', '/candidates/extra']) {
      expect(request(handler, uri), uri).toBe('/404.html');
      // CloudFront may hand the response function either the viewer's URI or the rewritten one.
      expect(status(handler, uri), uri).toBe(404);
    }
    expect(status(handler, '/404.html')).toBe(404);
  });

  it('leaves every other response alone', () => {
    for (const uri of ['/', '/index.html', '/candidates', '/candidates/index.html', '/assets/index-abc123.js']) {
      expect(status(handler, uri), uri).toBe(200);
    }
    expect(status(handler, '/candidates', 304)).toBe(304);
  });

  it('still maps clean URLs when the site was not built (no page list)', () => {
    const blind = router(undefined);
    expect(request(blind, '/anything')).toBe('/anything/index.html');
    expect(status(blind, '/anything')).toBe(200);
    expect(status(blind, '/404.html')).toBe(404);
  });

  it('fits CloudFront Functions’ 10 KB code limit with every page of the site', () => {
    const manyPages = Array.from({ length: 120 }, (_, index) => `/a-fairly-long-page-name-${index}`);
    expect(Buffer.byteLength(siteRouterCode(manyPages))).toBeLessThan(10_240);
  });
});

describe('built-site scan', () => {
  it('finds the prerendered pages and hashes only executable inline scripts', () => {
    expect(fixtureSite.pages).toEqual(['/', '/candidates', '/job-application/1']);
    const script = "document.documentElement.classList.add('js')";
    expect(inlineScriptHashes(`<script>${script}</script>`)).toEqual(fixtureSite.inlineScriptHashes);
    expect(
      inlineScriptHashes(
        '<script type="application/ld+json">{}</script><script type="application/json" id="s">{}</script><script type="module" src="/a.js"></script>',
      ),
    ).toEqual([]);
    expect(inlineScriptHashes('<script type="module">import("/a.js")</script>')).toHaveLength(1);
    // Speculation rules are read under script-src: the prerender's rules need their hash too.
    expect(inlineScriptHashes('<script type="speculationrules">{"prerender": []}</script>')).toHaveLength(1);
  });

  it('reports no build (rather than failing) before `npm run build`', () => {
    expect(readSiteBuild(join(tmpdir(), 'no-such-site-build'))).toBeUndefined();
  });
});

describe('content security policy', () => {
  const csp = contentSecurityPolicy({ uploadOrigin: 'https://cvs.s3.eu-west-1.amazonaws.com', scriptHashes: ["'sha256-abc='"] });
  const directive = (name: string) => csp.split('; ').find((entry) => entry.startsWith(`${name} `) || entry === name);

  it('allows scripts from the site and by hash only', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(directive('default-src')).toBe("default-src 'self'");
  });

  it('lets the browser post CVs to the bucket and nothing else cross-origin', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' https://cvs.s3.eu-west-1.amazonaws.com");
    expect(directive('img-src')).toBe("img-src 'self' data:");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('form-action')).toBe("form-action 'self'");
  });

  it('fits the 1,783 characters CloudFront allows for the header', () => {
    const hashes = Array.from({ length: 10 }, () => `'sha256-${'A'.repeat(43)}='`);
    const long = contentSecurityPolicy({ uploadOrigin: `https://${'b'.repeat(63)}.s3.eu-west-1.amazonaws.com`, scriptHashes: hashes });
    expect(long.length).toBeLessThanOrEqual(1783);
  });
});
