import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { z } from 'zod';
import { clientAddress, httpHandler, MAX_BODY_BYTES } from '#http/http-handler';
import { AppError, dependencyFailed } from '#core/errors';
import { resetConfigCache } from '#lambdas/config';

// vitest's `test.env` sets the secret (tests/support/origin-secret.ts); CloudFront would send it.
const testOriginSecret = process.env.ORIGIN_SECRET!;
const originHeaders = { 'X-Origin-Verify': testOriginSecret };
const context = { functionName: 'test', awsRequestId: 'r1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
const post = (body: string | null, headers: Record<string, string> = { 'Content-Type': 'application/json', ...originHeaders }) =>
  ({ httpMethod: 'POST', path: '/api/x', headers, body, isBase64Encoded: false, requestContext: { identity: { sourceIp: '203.0.113.9' } } }) as unknown as APIGatewayProxyEvent;

const echo = httpHandler({ body: z.object({ name: z.string().min(1, 'Name is required'), age: z.number().int() }) }, async ({ body, clientId }) => ({
  status: 201,
  body: { hello: body.name, clientId },
}));

describe('the HTTP handler chain', () => {
  it('parses and validates the JSON body, then answers JSON', async () => {
    const result = await echo(post(JSON.stringify({ name: 'Aoife', age: 30 })), context);
    expect(result.statusCode).toBe(201);
    expect(result.headers?.['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(result.body)).toEqual({ hello: 'Aoife', clientId: '203.0.113.9' });
  });

  it('answers 400 with one message per invalid field', async () => {
    const result = await echo(post(JSON.stringify({ name: '', age: 'old' })), context);
    expect(result.statusCode).toBe(400);
    const body = JSON.parse(result.body);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.name).toBe('Name is required');
    expect(body.error.fields.age).toBeTruthy();
  });

  it('answers 400 for malformed JSON and 415 for a body that is not JSON', async () => {
    expect((await echo(post('{"name":'), context)).statusCode).toBe(400);
    expect((await echo(post('name=x', { 'Content-Type': 'text/plain', ...originHeaders }), context)).statusCode).toBe(415);
  });

  it('answers 413 for a body over 64 KB before parsing it', async () => {
    const result = await echo(post(JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES), age: 1 })), context);
    expect(result.statusCode).toBe(413);
    expect(JSON.parse(result.body).error.code).toBe('payload_too_large');
  });

  it('shows exposed domain errors and hides internal ones', async () => {
    const shown = httpHandler({}, async () => {
      throw new AppError({ status: 404, code: 'not_found', message: 'No current market trends available' });
    });
    const hidden = httpHandler({}, async () => {
      throw dependencyFailed('DynamoDB', new Error('secret internals'));
    });
    const crashed = httpHandler({}, async () => {
      throw new TypeError('undefined is not a function');
    });
    expect(JSON.parse((await shown(post(null), context)).body)).toEqual({ error: { code: 'not_found', message: 'No current market trends available' } });
    const hiddenResult = await hidden(post(null), context);
    expect(hiddenResult.statusCode).toBe(503);
    expect(hiddenResult.body).not.toContain('secret internals');
    const crashedResult = await crashed(post(null), context);
    expect(crashedResult.statusCode).toBe(500);
    expect(JSON.parse(crashedResult.body).error.message).toBe('An unexpected error occurred');
  });
});

describe('origin authentication in the chain', () => {
  const valid = JSON.stringify({ name: 'Aoife', age: 30 });

  it('answers 403 in the API error shape, before reading the body, without the origin header', async () => {
    const attempts: Record<string, string>[] = [{ 'Content-Type': 'application/json' }, { 'Content-Type': 'application/json', 'X-Origin-Verify': `${testOriginSecret}x` }, { 'Content-Type': 'application/json', 'X-Origin-Verify': '' }];
    for (const headers of attempts) {
      const result = await echo(post(valid, headers), context);
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body)).toEqual({ error: { code: 'forbidden', message: 'This API answers only through the site.' } });
    }
    // Even a body the chain would refuse as too large is refused for its origin first.
    expect((await echo(post('x'.repeat(MAX_BODY_BYTES + 1), { 'Content-Type': 'application/json' }), context)).statusCode).toBe(403);
  });

  it('takes the viewer address only from a request that passed the check', async () => {
    const viaCloudFront = await echo(post(valid, { 'Content-Type': 'application/json', 'CloudFront-Viewer-Address': '198.51.100.7:46532', ...originHeaders }), context);
    expect(JSON.parse(viaCloudFront.body).clientId).toBe('198.51.100.7');
    const forged = await echo(post(valid, { 'Content-Type': 'application/json', 'CloudFront-Viewer-Address': '198.51.100.7:46532' }), context);
    expect(forged.statusCode).toBe(403);
  });

  it('fails loudly (500, logged) when no origin secret is configured', async () => {
    const saved = process.env.ORIGIN_SECRET;
    delete process.env.ORIGIN_SECRET;
    resetConfigCache();
    try {
      expect((await echo(post(valid), context)).statusCode).toBe(500);
    } finally {
      process.env.ORIGIN_SECRET = saved;
      resetConfigCache();
    }
  });
});

describe('clientAddress', () => {
  const withHeaders = (headers: Record<string, string>) =>
    ({ headers, requestContext: { identity: { sourceIp: '130.176.0.1' } } }) as unknown as APIGatewayProxyEvent;

  it('prefers the viewer address CloudFront forwards over the edge server the gateway saw', () => {
    expect(clientAddress(withHeaders({ 'cloudfront-viewer-address': '198.51.100.7:46532' }), true)).toBe('198.51.100.7');
    expect(clientAddress(withHeaders({ 'cloudfront-viewer-address': '2001:db8::1:46532' }), true)).toBe('2001:db8::1');
  });

  it('ignores a viewer address on a request that did not pass the origin check', () => {
    expect(clientAddress(withHeaders({ 'cloudfront-viewer-address': '198.51.100.7:46532' }), false)).toBe('130.176.0.1');
  });

  it('falls back to the source IP without CloudFront', () => {
    expect(clientAddress(withHeaders({}), true)).toBe('130.176.0.1');
  });
});
