import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorMessages, submissionErrorMessages } from '#content/field-errors';
import type { LocalStack } from '#local/stack';
import {
  applicationBody,
  bucketKeys,
  contactBody,
  mailbox,
  postJsonFrom,
  sleep,
  startPipelineStack,
  storedSubmissionsFor,
  uploadCv,
  waitFor,
  waitForEmail,
} from '../support/pipeline-client.ts';

/**
 * Abuse of the forms on the local stack, with the product's default limits (lambdas/config.ts: 5
 * submissions per client a minute, 10 per email address a day, 10 uploads per client a minute).
 * Each test speaks from its own loopback addresses (127.0.0.x), which the local API reports as the
 * client's address, as API Gateway reports each visitor's.
 */
let stack: LocalStack;
const dataDir = mkdtempSync(join(tmpdir(), 'submission-abuse-'));

beforeAll(async () => {
  stack = await startPipelineStack({ dataDir, limits: 'defaults' });
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { success?: boolean; submissionId?: string; error?: { code: string; message: string; fields?: Record<string, string> } };

/** The limits count per clock minute: start a burst early in one, so it does not straddle two. */
async function startOfAWindow(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await sleep(60_000 - intoMinute + 200);
}

describe('per-client limits', () => {
  it('a flood of enquiries from one client: 5 accepted and mailed, the rest 429 with Retry-After in the API error shape', async () => {
    await startOfAWindow();
    const bodies = Array.from({ length: 8 }, () => contactBody({ cv: undefined }));
    const answers = await Promise.all(bodies.map((body) => postJsonFrom<Answer>('127.0.0.2', stack.url, '/api/contact', body)));

    const accepted = answers.filter((answer) => answer.status === 202);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.body).toEqual({ error: { code: 'rate_limited', message: submissionErrorMessages.tooManyFromClient } });
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Only the accepted ones reach the recruiters; the refused left no record.
    for (const answer of accepted) await waitForEmail(stack.url, answer.body.submissionId!);
    await sleep(1500);
    const markers = bodies.map((body) => body.message);
    expect((await mailbox(stack.url)).filter((mail) => markers.some((marker) => (mail.body.text ?? '').includes(marker)))).toHaveLength(5);
    const stored = (await Promise.all(bodies.map((body) => storedSubmissionsFor(stack, body.email)))).flat();
    expect(stored).toHaveLength(5);

    // Another client is not affected.
    expect((await postJsonFrom<Answer>('127.0.0.3', stack.url, '/api/contact', contactBody({ cv: undefined }))).status).toBe(202);
  });

  it('one email address from many clients: 10 a day, then 429 with the daily message', async () => {
    await startOfAWindow();
    const email = `flood.${Date.now()}@example.com`;
    const statuses: number[] = [];
    // 4 clients x 3 submissions: within each client's limit, over the address's.
    for (const client of ['127.0.0.20', '127.0.0.21', '127.0.0.22', '127.0.0.23']) {
      for (let n = 0; n < 3; n += 1) statuses.push((await postJsonFrom<Answer>(client, stack.url, '/api/contact', contactBody({ email, cv: undefined }))).status);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(10);
    const last = await postJsonFrom<Answer>('127.0.0.24', stack.url, '/api/contact', contactBody({ email: email.toUpperCase(), cv: undefined }));
    expect(last.status).toBe(429);
    expect(last.body.error?.message).toBe(submissionErrorMessages.tooManyForEmail);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('uploads: 10 presigned POSTs per client a minute, then 429', async () => {
    await startOfAWindow();
    const request = { fileName: 'cv.pdf', contentType: 'application/pdf', size: 1000 };
    const answers = await Promise.all(Array.from({ length: 12 }, () => postJsonFrom<Answer>('127.0.0.5', stack.url, '/api/uploads', request)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.error).toEqual({ code: 'rate_limited', message: submissionErrorMessages.tooManyUploads });
    expect(refused[0]!.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('one upload, one submission', () => {
  it('10 concurrent submits naming one upload: exactly one 202, nine 409; one copy, one record, one mail', async () => {
    const cv = await uploadCv(stack.url, { from: '127.0.0.6' });
    const bodies = Array.from({ length: 10 }, (_, n) =>
      n % 2 === 0 ? contactBody({ cv: { uploadId: cv.uploadId, fileName: cv.fileName } }) : applicationBody(cv),
    );
    const answers = await Promise.all(
      bodies.map((body, n) => postJsonFrom<Answer>(`127.0.0.${30 + n}`, stack.url, n % 2 === 0 ? '/api/contact' : '/api/applications', body)),
    );

    const accepted = answers.filter((answer) => answer.status === 202);
    expect(accepted).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(9);
    for (const answer of refused) {
      expect(answer.body.error).toEqual({ code: 'upload_already_used', message: fieldErrorMessages.cvAlreadyUsed, fields: { cv: fieldErrorMessages.cvAlreadyUsed } });
    }
    const { submissionId } = accepted[0]!.body;
    await waitForEmail(stack.url, submissionId!);
    await sleep(1500);
    expect((await bucketKeys(stack, 'cvs/')).filter((key) => key.includes(submissionId!))).toHaveLength(1);
    const stored = (await Promise.all(bodies.map((body) => storedSubmissionsFor(stack, body.email)))).flat();
    expect(stored.map((item) => item.submissionId)).toEqual([submissionId]);
    const markers = bodies.map((body) => body.name);
    expect((await mailbox(stack.url)).filter((mail) => markers.some((marker) => (mail.body.text ?? '').includes(marker)))).toHaveLength(1);
  });

  it('a later submit with an upload already used is refused, even with the same details', async () => {
    const cv = await uploadCv(stack.url, { from: '127.0.0.7' });
    const first = await postJsonFrom<Answer>('127.0.0.7', stack.url, '/api/applications', applicationBody(cv));
    expect(first.status).toBe(202);
    await waitFor(async () => ((await bucketKeys(stack, `incoming/${cv.uploadId}`)).length === 0 ? true : undefined), { what: 'the upload to be moved' });
    const again = await postJsonFrom<Answer>('127.0.0.7', stack.url, '/api/applications', applicationBody(cv));
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('upload_already_used');
  });
});

describe('header-safe text', () => {
  it('a bidi override in a name, company or phone is refused with a field message; nothing is stored or mailed', async () => {
    const cases = [
      ['/api/contact', contactBody({ name: 'Jane \u202eeoD', cv: undefined }), 'name'],
      ['/api/contact', contactBody({ variant: 'partner', company: 'Acme \u2067Ltd', cv: undefined }), 'company'],
      ['/api/applications', { ...applicationBody({ uploadId: '00000000-0000-4000-8000-000000000000', fileName: 'cv.pdf' }), phone: '087\u200f 765 4321' }, 'phone'],
    ] as const;
    for (const [path, body, field] of cases) {
      const answer = await postJsonFrom<Answer>('127.0.0.8', stack.url, path, body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.error?.fields?.[field], field).toBe(fieldErrorMessages.invisibleCharacters);
      expect(await storedSubmissionsFor(stack, body.email)).toEqual([]);
    }
  });
});

describe('media type', () => {
  it('takes APPLICATION/JSON with parameters, in any case, and refuses text/plain with 415', async () => {
    const send = (contentType: string) =>
      fetch(`${stack.url}/api/contact`, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify(contactBody({ cv: undefined })) });
    expect((await send('APPLICATION/JSON; Charset=UTF-8')).status).toBe(202);
    const refused = await send('text/plain');
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as Answer).error?.code).toBe('unsupported_media_type');
  });
});
