import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import jsonBodyParser from '@middy/http-json-body-parser';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type * as z from 'zod';
import { AppError, dependencyFailed, forbidden, isAppError, payloadTooLarge, validationError, type FieldErrors } from '#core/errors';
import { loadConfig, type Config } from '#lambdas/config';
import { secretsManagerClient } from '#adapters/aws-clients';
import { logger } from '#adapters/logger';
import { ORIGIN_SECRET_HEADER, originVerifier, type OriginVerifier } from '#adapters/origin-secret';

/** Largest JSON body any endpoint accepts (the API contract, README › Architecture); CVs go straight to S3, never through the API. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface HttpRequest<TBody> {
  body: TBody;
  event: APIGatewayProxyEvent;
  /**
   * Best-effort caller identity for rate limiting: the viewer's address CloudFront reports (the
   * request passed the origin check, so the header is CloudFront's), else the source IP.
   */
  clientId: string;
}

export interface HttpResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResult => ({
  statusCode,
  headers: { ...jsonHeaders, ...headers },
  body: JSON.stringify(body),
});

/** Turn any error into the API's error shape; internals of unexpected errors are logged, never sent. */
function errorResponse(error: unknown): APIGatewayProxyResult {
  if (isAppError(error)) {
    if (!error.expose) logger.error('request failed', { code: error.code, error: error.cause ?? error });
    const message = error.expose ? error.message : 'An unexpected error occurred';
    return json(error.status, { error: { code: error.code, message, ...(error.fields ? { fields: error.fields } : {}) } }, error.headers);
  }
  // http-errors raised by middy middlewares (unsupported media type, malformed JSON).
  const httpError = error as { statusCode?: number; expose?: boolean; message?: string };
  if (typeof httpError.statusCode === 'number' && httpError.statusCode < 500 && httpError.expose) {
    // middy's JSON parser reports malformed JSON as 415 too; to a client that is a bad request.
    if (/malformed JSON/i.test(httpError.message ?? '')) {
      return json(400, { error: { code: 'malformed_json', message: 'The request body is not valid JSON.' } });
    }
    if (httpError.statusCode === 415) {
      return json(415, { error: { code: 'unsupported_media_type', message: 'Send the request body as application/json.' } });
    }
    return json(httpError.statusCode, { error: { code: 'bad_request', message: httpError.message ?? 'Bad request' } });
  }
  logger.error('unhandled error', { error: error as Error });
  return json(500, { error: { code: 'internal_error', message: 'An unexpected error occurred' } });
}

function bodyByteLength(event: APIGatewayProxyEvent): number {
  if (!event.body) return 0;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').byteLength : Buffer.byteLength(event.body, 'utf8');
}

/**
 * The visitor's address. Behind CloudFront the gateway sees an edge server, so the distribution
 * forwards CloudFront-Viewer-Address (`ip:port`, IPv6 in brackets or bare). That header is trusted
 * only on a request that passed the origin check (anyone calling the API directly could set it);
 * otherwise the source IP API Gateway saw is the address.
 */
export function clientAddress(event: APIGatewayProxyEvent, passedOriginCheck: boolean): string {
  const viewer = passedOriginCheck ? (event.headers?.['cloudfront-viewer-address'] ?? event.headers?.['CloudFront-Viewer-Address']) : undefined;
  if (viewer) {
    const separator = viewer.lastIndexOf(':');
    return (separator > 0 ? viewer.slice(0, separator) : viewer).replace(/^\[|\]$/g, '');
  }
  return event.requestContext?.identity?.sourceIp ?? 'unknown';
}

// One verifier per configuration (once per cold start in Lambda; the local stack and tests reset it).
let verifierFor: { config: Config<'origin'>; verifier: OriginVerifier } | undefined;

function currentOriginVerifier(): OriginVerifier {
  const config = loadConfig('origin');
  if (verifierFor?.config !== config) verifierFor = { config, verifier: originVerifier(config, secretsManagerClient) };
  return verifierFor.verifier;
}

/**
 * Origin authentication: only requests CloudFront forwarded carry the secret header, so a direct
 * call to the execute-api URL (skipping the WAF and able to forge the viewer address) gets a 403.
 * A failure to read the secret is a 503 (logged), never an open door.
 */
async function checkOrigin(event: APIGatewayProxyEvent): Promise<void> {
  const value = event.headers?.[ORIGIN_SECRET_HEADER];
  const verifier = currentOriginVerifier();
  let verified: boolean;
  try {
    verified = await verifier.verify(value);
  } catch (error) {
    throw dependencyFailed('Origin secret (Secrets Manager)', error);
  }
  if (!verified) throw forbidden('This API answers only through the site.');
}

/** zod issues as one message per field (the first one), keyed by the dotted path. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The one middy chain for every HTTP handler: the error responder is registered first so that its
 * onError runs last, after every other middleware had its say.
 */
export function httpHandler<TSchema extends z.ZodType>(
  options: { body: TSchema },
  handle: (request: HttpRequest<z.infer<TSchema>>) => Promise<HttpResponse>,
): middy.MiddyfiedHandler<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>;
export function httpHandler(
  options: { body?: undefined },
  handle: (request: HttpRequest<undefined>) => Promise<HttpResponse>,
): middy.MiddyfiedHandler<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>;
export function httpHandler(
  options: { body?: z.ZodType },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the overloads above carry the precise type
  handle: (request: HttpRequest<any>) => Promise<HttpResponse>,
) {
  const schema = options.body;
  const chain = middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>()
    .use({
      onError: async (request) => {
        request.response = errorResponse(request.error);
      },
    })
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpHeaderNormalizer())
    .use({ before: async (request) => checkOrigin(request.event) })
    .use({
      before: async (request) => {
        if (bodyByteLength(request.event) > MAX_BODY_BYTES) throw payloadTooLarge(MAX_BODY_BYTES);
        // Media types are case-insensitive (RFC 9110): `APPLICATION/JSON; Charset=UTF-8` is JSON too.
        const headers = request.event.headers;
        if (headers?.['content-type']) headers['content-type'] = headers['content-type'].toLowerCase();
      },
    });
  if (schema) chain.use(jsonBodyParser({ disableContentTypeError: false }));

  return chain.handler(async (event) => {
    let body: unknown = undefined;
    if (schema) {
      const parsed = schema.safeParse(event.body ?? {});
      if (!parsed.success) throw validationError(fieldErrors(parsed.error));
      body = parsed.data;
    }
    // The chain's origin check let this request through, so its viewer-address header is CloudFront's.
    const clientId = clientAddress(event, true);
    const response = await handle({ body, event, clientId });
    if (response.body === undefined) return { statusCode: response.status, headers: { 'cache-control': 'no-store', ...response.headers }, body: '' };
    return json(response.status, response.body, response.headers);
  });
}

export { AppError };
