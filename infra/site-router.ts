import { NOT_FOUND_PAGE } from '#infra/site-build';

/**
 * Source of the CloudFront Function (runtime cloudfront-js-2.0) on the site's default behaviour, run at
 * viewer request and at viewer response:
 * - request: a clean URL (`/salary-guide`, `/salary-guide/`) is served from its prerendered
 *   `/salary-guide/index.html`; a path no page has is served from `/404.html`; files pass unchanged.
 * - response: the not-found page goes out with status 404.
 * Distribution-wide custom error responses would do the 404 too, but they also rewrite the API's own
 * JSON 404s (e.g. no current market trends), so the site answers its 404s itself.
 * Without a page list (a synth before the site is built) every clean URL maps to its index.html and a
 * missing page is S3's 404.
 */
export function siteRouterCode(pages: readonly string[] | undefined): string {
  const pageTable = pages ? JSON.stringify(Object.fromEntries(pages.map((page) => [page, 1]))) : 'null';
  return `var PAGES = ${pageTable};
var NOT_FOUND = '/${NOT_FOUND_PAGE}';

function pagePath(uri) {
  var path = uri.replace(/\\/+$/, '');
  return path === '' ? '/' : path;
}

function isFile(uri) {
  return /\\.[A-Za-z0-9]+$/.test(uri);
}

function indexFile(path) {
  return path === '/' ? '/index.html' : path + '/index.html';
}

function isNotFound(uri) {
  if (uri === NOT_FOUND) return true;
  if (PAGES === null) return false;
  if (/\\/index\\.html$/.test(uri)) return !PAGES[pagePath(uri.slice(0, -'index.html'.length))];
  return !isFile(uri) && !PAGES[pagePath(uri)];
}

function handler(event) {
  var request = event.request;
  if (event.context.eventType === 'viewer-response') {
    var response = event.response;
    if (response.statusCode === 200 && isNotFound(request.uri)) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
    return response;
  }
  if (isFile(request.uri)) return request;
  var path = pagePath(request.uri);
  request.uri = PAGES === null || PAGES[path] ? indexFile(path) : NOT_FOUND;
  return request;
}
`;
}
