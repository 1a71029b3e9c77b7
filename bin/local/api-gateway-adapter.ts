/**
 * Turns a Node HTTP request into the event API Gateway's REST proxy integration gives a Lambda
 * function, invokes the real handler, and writes its result back: the only local-only code on the
 * path of an API request.
 */

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { Writable } from 'node:stream';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { apiRoutes, functions, type FunctionDefinition } from '#system/functions';
import { httpIntegrationResponse } from '#local/http-integration-response';

type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** API Gateway itself refuses payloads over 10 MB; the handlers enforce their own 64 KB limit. */
const GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;

const repositoryRoot = resolve(import.meta.dirname, '..', '..');
const loadedHandlers = new Map<string, Promise<Record<string, unknown>>>();

export function loadFunctionModule(entry: string): Promise<Record<string, unknown>> {
  if (!loadedHandlers.has(entry)) loadedHandlers.set(entry, import(pathToFileURL(resolve(repositoryRoot, entry)).href));
  return loadedHandlers.get(entry)!;
}

export function lambdaContext(name: string, definition: FunctionDefinition): Context {
  const deadline = Date.now() + definition.timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${name}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-1:000000000000:function:local-${name}`,
    memoryLimitInMB: String(definition.memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/local-${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > GATEWAY_MAX_BODY_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * `originHeaders` are what the CDN in front adds: they replace any header of the same name the
 * client sent, as CloudFront does with its origin custom headers and CloudFront-Viewer-Address.
 */
export function toProxyEvent(
  req: IncomingMessage,
  url: URL,
  resourcePath: string,
  body: Buffer,
  originHeaders: Readonly<Record<string, string>> = {},
): APIGatewayProxyEvent {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  const replaced = new Set(Object.keys(originHeaders).map((name) => name.toLowerCase()));
  const raw = [...req.rawHeaders, ...Object.entries(originHeaders).flat()];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    const value = raw[i + 1]!;
    if (i < req.rawHeaders.length && replaced.has(name.toLowerCase())) continue;
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  url.searchParams.forEach((value, key) => {
    query[key] = value;
    (multiQuery[key] ??= []).push(value);
  });
  const isText = body.length === 0 || /json|text|x-www-form-urlencoded/.test(req.headers['content-type'] ?? 'application/json');
  return {
    resource: resourcePath,
    path: url.pathname,
    httpMethod: req.method ?? 'GET',
    headers,
    multiValueHeaders,
    queryStringParameters: url.searchParams.size ? query : null,
    multiValueQueryStringParameters: url.searchParams.size ? multiQuery : null,
    pathParameters: null,
    stageVariables: null,
    body: body.length === 0 ? null : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !isText,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: null,
      httpMethod: req.method ?? 'GET',
      path: `/local${url.pathname}`,
      protocol: `HTTP/${req.httpVersion}`,
      requestId: randomUUID(),
      requestTimeEpoch: Date.now(),
      resourceId: 'local',
      resourcePath,
      stage: 'local',
      identity: {
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? null,
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        user: null,
        userArn: null,
      },
    },
  };
}

function writeResult(res: ServerResponse, result: APIGatewayProxyResult) {
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) headers[name] = values.map(String);
  res.writeHead(result.statusCode, headers);
  res.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
}

/**
 * Answers one `/api/*` request the way API Gateway + Lambda would; unknown routes 404, wrong method
 * 405. `originHeaders` are added by the CloudFront emulation in front (none for a direct call).
 */
export async function handleApiRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  originHeaders: Readonly<Record<string, string>> = {},
): Promise<void> {
  const routesForPath = apiRoutes.filter((route) => route.path === url.pathname);
  if (routesForPath.length === 0) return sendJson(res, 404, { error: { code: 'not_found', message: 'No such API route' } });
  const route = routesForPath.find((candidate) => candidate.method === req.method);
  if (!route) {
    res.setHeader('allow', routesForPath.map((candidate) => candidate.method).join(', '));
    return sendJson(res, 405, { error: { code: 'method_not_allowed', message: `Use ${routesForPath.map((r) => r.method).join(' or ')}` } });
  }
  const body = await readBody(req);
  if (body === 'too-large') return sendJson(res, 413, { error: { code: 'payload_too_large', message: 'Request entity too large' } });

  const definition = (functions as Record<string, FunctionDefinition>)[route.name]!;
  const module = await loadFunctionModule(route.entry);
  const event = toProxyEvent(req, url, route.path, body, originHeaders);
  const context = lambdaContext(route.name, definition);

  const wantsStream = route.streaming && /text\/event-stream/.test(req.headers.accept ?? '') && typeof module.streamHandler === 'function';
  if (wantsStream) {
    // Response streaming: the handler writes an HTTP integration response (prelude, then the body
    // as it is generated), which is decoded here the way API Gateway does.
    const stream = module.streamHandler as (event: APIGatewayProxyEvent, response: Writable, context: Context) => Promise<void>;
    const integrationResponse = httpIntegrationResponse(res);
    await stream(event, integrationResponse, context);
    if (!integrationResponse.writableEnded) integrationResponse.end();
    return;
  }

  const handler = module.handler as ProxyHandler;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout('timeout'), definition.timeoutSeconds * 1000);
  });
  try {
    const result = await Promise.race([handler(event, context), timeout]);
    if (result === 'timeout') return sendJson(res, 504, { error: { code: 'timeout', message: 'Endpoint request timed out' } });
    writeResult(res, result);
  } finally {
    clearTimeout(timer);
  }
}
