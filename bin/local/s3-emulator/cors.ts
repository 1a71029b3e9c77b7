import type { IncomingMessage } from 'node:http';
import { S3Error } from '#local/s3-emulator/errors';
import type { CorsRule } from '#local/s3-emulator/store';
import { childText, childrenNamed, type XmlElement } from '#local/s3-emulator/xml';

/** Bucket CORS as S3 applies it: the first rule matching origin, method and requested headers wins. */
const wildcard = (pattern: string) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'i');

function matchingRule(rules: readonly CorsRule[], origin: string, method: string, requestHeaders: string[]): CorsRule | undefined {
  return rules.find(
    (rule) =>
      rule.allowedOrigins.some((allowed) => wildcard(allowed).test(origin)) &&
      rule.allowedMethods.includes(method) &&
      requestHeaders.every((header) => rule.allowedHeaders.some((allowed) => wildcard(allowed).test(header))),
  );
}

function allowHeaders(rule: CorsRule, origin: string): Record<string, string> {
  const anyOrigin = rule.allowedOrigins.includes('*');
  return {
    'access-control-allow-origin': anyOrigin ? '*' : origin,
    'access-control-allow-methods': rule.allowedMethods.join(', '),
    ...(anyOrigin ? {} : { 'access-control-allow-credentials': 'true' }),
    ...(rule.exposeHeaders.length > 0 ? { 'access-control-expose-headers': rule.exposeHeaders.join(', ') } : {}),
    ...(rule.maxAgeSeconds !== undefined ? { 'access-control-max-age': String(rule.maxAgeSeconds) } : {}),
    vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
  };
}

/** Headers for an actual (non-preflight) request from a browser, when a rule allows it. */
export function corsHeaders(rules: readonly CorsRule[] | undefined, req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !rules) return {};
  const rule = matchingRule(rules, origin, req.method ?? 'GET', []);
  return rule ? allowHeaders(rule, origin) : {};
}

/** The answer to an OPTIONS preflight, or S3's 403 when no rule allows the request. */
export function preflight(rules: readonly CorsRule[] | undefined, req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  const method = req.headers['access-control-request-method'];
  if (!origin || !method)
    throw new S3Error(400, 'BadRequest', 'Insufficient information. Origin request header needed.');
  if (!rules) throw new S3Error(403, 'AccessForbidden', 'CORSResponse: CORS is not enabled for this bucket.', { Method: method, ResourceType: 'BUCKET' });
  const requested = (req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((header) => header.trim().toLowerCase())
    .filter(Boolean);
  const rule = matchingRule(rules, origin, method, requested);
  if (!rule)
    throw new S3Error(
      403,
      'AccessForbidden',
      'CORSResponse: This CORS request is not allowed. This is usually because the evalution of Origin, request method / Access-Control-Request-Method or Access-Control-Request-Headers are not whitelisted by the resource\'s CORS spec.',
      { Method: method, ResourceType: 'OBJECT' },
    );
  return { ...allowHeaders(rule, origin), ...(requested.length > 0 ? { 'access-control-allow-headers': requested.join(', ') } : {}) };
}

/** PutBucketCors's `<CORSConfiguration>` body. */
export function parseCorsConfiguration(document: XmlElement): CorsRule[] {
  if (document.name !== 'CORSConfiguration') throw new S3Error(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema');
  const rules = childrenNamed(document, 'CORSRule').map((rule) => {
    const texts = (name: string) => childrenNamed(rule, name).map((element) => element.text.trim());
    const maxAge = childText(rule, 'MaxAgeSeconds');
    return {
      id: childText(rule, 'ID'),
      allowedOrigins: texts('AllowedOrigin'),
      allowedMethods: texts('AllowedMethod'),
      allowedHeaders: texts('AllowedHeader'),
      exposeHeaders: texts('ExposeHeader'),
      maxAgeSeconds: maxAge === undefined ? undefined : Number(maxAge),
    };
  });
  const methods = ['GET', 'PUT', 'HEAD', 'POST', 'DELETE'];
  for (const rule of rules) {
    if (rule.allowedOrigins.length === 0 || rule.allowedMethods.length === 0)
      throw new S3Error(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema');
    const unsupported = rule.allowedMethods.find((method) => !methods.includes(method));
    if (unsupported) throw new S3Error(400, 'InvalidRequest', `Found unsupported HTTP method in CORS config. Unsupported method is ${unsupported}`);
  }
  if (rules.length === 0) throw new S3Error(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema');
  return rules;
}
