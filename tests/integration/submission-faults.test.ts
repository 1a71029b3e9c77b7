import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#local/stack';
import {
  applicationBody,
  bucketKeys,
  contactBody,
  emailsFor,
  postJson,
  queueDepth,
  waitUntilQueueDrained,
  startPipelineStack,
  storedSubmissionsFor,
  tableItem,
  uploadCv,
  waitFor,
  waitForEmail,
} from '../support/pipeline-client.ts';

/**
 * Faults injected by stopping the emulators themselves (nothing in the code under test is mocked):
 * S3, DynamoDB or SQS down during a submit answers 503 and leaves nothing the worker would mail,
 * and a retry with the same idempotency key after recovery is mailed exactly once; SES down makes
 * the worker retry until the messages wait in the dead-letter queue, and a redrive after recovery
 * delivers each exactly once.
 */
let stack: LocalStack;
const dataDir = mkdtempSync(join(tmpdir(), 'submission-faults-'));

beforeAll(async () => {
  // A one-second visibility timeout: five receives, and a message is in the DLQ within seconds.
  stack = await startPipelineStack({ dataDir, visibilityTimeoutSeconds: 1 });
});
afterAll(async () => {
  await stack?.stop();
});

type Accepted = { success: boolean; submissionId: string };
type Failed = { error: { code: string; message: string } };

/** `npm run dlq:redrive -- --local` against this test's stack, run as a person runs it. */
async function redrive(): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bin/dlq-redrive.ts', '--local', '--data-dir', dataDir], {
    encoding: 'utf8',
  });
  expect(stderr).toBe('');
  return stdout;
}

/** Nothing stored for the address, no kept CV, and the idempotency key free again. */
async function expectNothingLeft(email: string, idempotencyKey: string, cvKeysBefore: string[]) {
  expect(await storedSubmissionsFor(stack, email)).toEqual([]);
  expect(await bucketKeys(stack, 'cvs/')).toEqual(cvKeysBefore);
  expect(await tableItem(stack, `idempotency#${idempotencyKey}`)).toBeUndefined();
}

/** After recovery the same request (same key) goes through, and is mailed exactly once. */
async function expectRetryMailedOnce(path: string, request: { email: string }) {
  const retry = await postJson<Accepted>(stack.url, path, request);
  expect(retry.status).toBe(202);
  await waitForEmail(stack.url, retry.body.submissionId);
  await waitUntilQueueDrained(stack);
  expect(await emailsFor(stack.url, retry.body.submissionId)).toHaveLength(1);
  expect(await storedSubmissionsFor(stack, request.email)).toHaveLength(1);
}

describe('a service failing during a submit', () => {
  it('S3 down: 503 with the generic error, nothing stored; after recovery the retry is mailed once', async () => {
    const cv = await uploadCv(stack.url);
    const request = applicationBody(cv);
    const cvKeysBefore = await bucketKeys(stack, 'cvs/');
    await stack.stopEmulator('S3');
    try {
      const answer = await postJson<Failed>(stack.url, '/api/applications', request);
      expect(answer.status).toBe(503);
      expect(answer.body.error).toEqual({ code: 'dependency_unavailable', message: 'An unexpected error occurred' });
    } finally {
      await stack.startEmulator('S3');
    }
    await expectNothingLeft(request.email, request.idempotencyKey, cvKeysBefore);
    await expectRetryMailedOnce('/api/applications', request);
  });

  it('DynamoDB down: 503, nothing kept in S3; after recovery the retry is mailed once', async () => {
    const cv = await uploadCv(stack.url);
    const request = contactBody({ cv: { uploadId: cv.uploadId, fileName: cv.fileName } });
    const cvKeysBefore = await bucketKeys(stack, 'cvs/');
    await stack.stopEmulator('DynamoDB');
    try {
      expect((await postJson(stack.url, '/api/contact', request)).status).toBe(503);
      expect(await bucketKeys(stack, 'cvs/')).toEqual(cvKeysBefore);
    } finally {
      await stack.startEmulator('DynamoDB');
    }
    await expectNothingLeft(request.email, request.idempotencyKey, cvKeysBefore);
    await expectRetryMailedOnce('/api/contact', request);
  });

  it('SQS down after the CV and the record were written: both are removed again; the retry is mailed once', async () => {
    const cv = await uploadCv(stack.url);
    const request = contactBody({ cv: { uploadId: cv.uploadId, fileName: cv.fileName } });
    const cvKeysBefore = await bucketKeys(stack, 'cvs/');
    await stack.stopEmulator('SQS');
    try {
      const answer = await postJson<Failed>(stack.url, '/api/contact', request);
      expect(answer.status).toBe(503);
      await expectNothingLeft(request.email, request.idempotencyKey, cvKeysBefore);
      // The upload stays for the retry.
      expect(await bucketKeys(stack, `incoming/${cv.uploadId}`)).toEqual([`incoming/${cv.uploadId}`]);
    } finally {
      await stack.startEmulator('SQS');
    }
    await waitUntilQueueDrained(stack);
    // Nothing was mailed for the failed attempt.
    expect(await emailsFor(stack.url, request.email)).toEqual([]);
    await expectRetryMailedOnce('/api/contact', request);
  });
});

describe('SES failing', () => {
  it('messages retry, wait in the dead-letter queue after 5 receives, and a redrive after recovery mails each exactly once', async () => {
    await stack.stopEmulator('SES');
    const ids: string[] = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        const cv = await uploadCv(stack.url);
        const answer = await postJson<Accepted>(stack.url, '/api/contact', contactBody({ cv: { uploadId: cv.uploadId, fileName: cv.fileName } }));
        expect(answer.status).toBe(202);
        ids.push(answer.body.submissionId);
      }
      // Visibility 1 s x 5 receives: all three end in the DLQ; none was mailed or lost.
      await waitFor(async () => ((await queueDepth(stack.resources.dlqUrl)) === 3 ? true : undefined), { timeoutMs: 45_000, what: '3 messages in the DLQ' });
      expect(await queueDepth(stack.resources.queueUrl)).toBe(0);
      for (const id of ids) {
        const item = await tableItem(stack, `submission#${id}`);
        // Given back after each failed send (a receive that met another delivery's claim counts none).
        expect(item).toMatchObject({ status: 'queued' });
        expect(Number(item!.attempts)).toBeGreaterThanOrEqual(1);
        expect(Number(item!.attempts)).toBeLessThanOrEqual(5);
        expect(String(item!.lastError)).toMatch(/\w/);
      }
    } finally {
      await stack.startEmulator('SES');
    }

    expect(await redrive()).toContain('Moved 3 message(s) back to the submissions queue.');

    for (const id of ids) await waitForEmail(stack.url, id);
    // A second redrive finds nothing; a late duplicate would show up below.
    expect(await redrive()).toContain('Moved 0 message(s)');
    await waitUntilQueueDrained(stack);
    for (const id of ids) {
      expect(await emailsFor(stack.url, id)).toHaveLength(1);
      expect(await tableItem(stack, `submission#${id}`)).toMatchObject({ status: 'emailed' });
    }
    expect(await queueDepth(stack.resources.dlqUrl)).toBe(0);
  });

  it('redriving the same messages twice (e.g. two operators at once) still mails once', async () => {
    await stack.stopEmulator('SES');
    let submissionId: string;
    try {
      const answer = await postJson<Accepted>(stack.url, '/api/contact', contactBody());
      submissionId = answer.body.submissionId;
      await waitFor(async () => ((await queueDepth(stack.resources.dlqUrl)) === 1 ? true : undefined), { timeoutMs: 45_000, what: 'the message in the DLQ' });
    } finally {
      await stack.startEmulator('SES');
    }
    const outputs = await Promise.all([redrive(), redrive()]);
    expect(outputs.join('\n')).toContain('Moved 1 message(s)');
    await waitForEmail(stack.url, submissionId!);
    await waitUntilQueueDrained(stack);
    expect(await emailsFor(stack.url, submissionId!)).toHaveLength(1);
  });
});
