import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack } from '#local/stack';
import { apiRoutes } from '#system/functions';

/**
 * Origin authentication on the local stack: the site's `/api/*` path emulates CloudFront (it adds
 * the secret origin header), `apiUrl` is the API reached directly like its execute-api URL. Only
 * requests that carry the header reach a handler's logic.
 */
describe('origin authentication (local stack)', () => {
  let stack: LocalStack;
  const dataDir = mkdtempSync(join(tmpdir(), 'origin-auth-'));
  const distDir = mkdtempSync(join(tmpdir(), 'origin-auth-site-'));

  beforeAll(async () => {
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
    writeFileSync(join(distDir, '404.html'), '<!doctype html><title>Not found</title><h1>Oops! Page not found</h1>');
    stack = await startLocalStack({ port: 0, dataDir, distDir });
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
  });

  const contact = {
    variant: 'standard',
    name: 'Aoife Byrne',
    email: 'aoife@example.ie',
    message: 'Looking for a part-qualified ACCA role in Cork.',
    consent: true,
    idempotencyKey: '5a0c8f5e-6f1b-4b8e-9a57-3d5c2f1e9b10',
  };

  it('refuses every route called directly without the header with 403 in the API error shape', async () => {
    expect(stack.apiUrl).not.toBe(stack.url);
    for (const route of apiRoutes) {
      const response = await fetch(`${stack.apiUrl}${route.path}`, {
        method: route.method,
        headers: { 'content-type': 'application/json', accept: route.streaming ? 'text/event-stream' : 'application/json', 'cloudfront-viewer-address': '198.51.100.7:443' },
        body: route.method === 'POST' ? JSON.stringify(route.path === '/api/contact' ? contact : {}) : undefined,
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ error: { code: 'forbidden', message: 'This API answers only through the site.' } });
    }
  });

  it('refuses a wrong header value directly, and lets the right one through', async () => {
    const wrong = await fetch(`${stack.apiUrl}/api/health`, { headers: { 'x-origin-verify': `${stack.originSecret}-not` } });
    expect(wrong.status).toBe(403);
    const right = await fetch(`${stack.apiUrl}/api/health`, { headers: { 'x-origin-verify': stack.originSecret } });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ status: 'ok' });
  });

  it('passes requests through the site, where the CloudFront emulation adds the header (and replaces a forged one)', async () => {
    const health = await fetch(`${stack.url}/api/health`, { headers: { 'x-origin-verify': 'forged' } });
    expect(health.status).toBe(200);
    const submitted = await fetch(`${stack.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contact),
    });
    expect(submitted.status).toBe(202);
    expect(await submitted.json()).toMatchObject({ success: true });
  });

  it('keeps the gateway answers of the direct API for unknown routes and wrong methods', async () => {
    expect((await fetch(`${stack.apiUrl}/api/nothing-here`)).status).toBe(404);
    expect((await fetch(`${stack.apiUrl}/api/health`, { method: 'POST' })).status).toBe(405);
  });
});
