import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '#local/stack';
import {
  applicationBody,
  bucketKeys,
  emailsFor,
  postJson,
  sleep,
  startPipelineStack,
  storedSubmissionsFor,
  tableItem,
  uploadCv,
  waitFor,
  waitForEmail,
} from '../support/pipeline-client.ts';

/**
 * Nothing left behind: the process "dies" between each pair of steps of a submit and of a delivery,
 * and afterwards the sweeper (and the browser's retry with the same idempotency key) finish the
 * job, each submission mailed exactly once.
 *
 * The death is injected in the adapters (lambdas/adapters/fault-injection.ts, local mode only): at
 * the chosen step boundary the invocation stops, and every later call it makes fails too, so not
 * even its clean-up reaches a service: DynamoDB, S3 and SQS hold what a killed process leaves.
 * Leases are short here (1-2 s) so the recovery shows within a test.
 */
let stack: LocalStack;
const dataDir = mkdtempSync(join(tmpdir(), 'submission-recovery-'));

beforeAll(async () => {
  stack = await startPipelineStack({
    dataDir,
    visibilityTimeoutSeconds: 1,
    env: { SUBMIT_IDEMPOTENCY_LEASE_SECONDS: '1', WORKER_CLAIM_LEASE_SECONDS: '2', SWEEP_QUEUED_AFTER_SECONDS: '1' },
  });
});
afterEach(() => {
  delete process.env.FAULT_INJECT_CRASH;
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { success?: boolean; submissionId?: string; error?: { code: string } };

/** Waits out the leases, sweeps, then checks again a little later that nothing more arrives. */
async function sweepAndSettle(): Promise<void> {
  await sleep(2_200);
  await stack.sweep();
}

async function expectMailedExactlyOnce(email: string): Promise<string> {
  const stored = await waitFor(async () => {
    const found = await storedSubmissionsFor(stack, email);
    return found.length > 0 ? found : undefined;
  }, { what: `the submission of ${email}` });
  expect(stored).toHaveLength(1);
  const submissionId = String(stored[0]!.submissionId);
  await waitForEmail(stack.url, submissionId);
  await sweepAndSettle();
  await sleep(1_500);
  expect(await emailsFor(stack.url, submissionId)).toHaveLength(1);
  expect((await tableItem(stack, `submission#${submissionId}`))!.status).toBe('emailed');
  return submissionId;
}

describe('the submit dies between two steps', () => {
  // Each boundary of submit(): after the step named, before the next one.
  const boundaries = [
    'store.claimIdempotencyKey:after',
    'store.claimUpload:after',
    'cvs.keepIncoming:after',
    'store.putSubmission:after',
    'queue.enqueue:after',
    'cvs.deleteIncoming:after',
    'store.completeIdempotencyKey:after',
  ];

  it.each(boundaries)('dies at %s: after the sweep and the browser retry, mailed exactly once, the upload gone', async (boundary) => {
    const cv = await uploadCv(stack.url);
    const request = applicationBody(cv);
    process.env.FAULT_INJECT_CRASH = boundary;
    await postJson<Answer>(stack.url, '/api/applications', request);
    expect(process.env.FAULT_INJECT_CRASH, 'the crash happened').toBeUndefined();

    // The sweeper finds whatever was stored but not queued.
    await sweepAndSettle();
    // The browser, having had no answer, sends the same request with the same key again.
    const retry = await postJson<Answer>(stack.url, '/api/applications', request);
    expect(retry.status).toBe(202);

    const submissionId = await expectMailedExactlyOnce(request.email);
    expect(retry.body.submissionId).toBe(submissionId);
    expect(await bucketKeys(stack, `cvs/${submissionId}/`)).toHaveLength(1);
    await waitFor(async () => ((await bucketKeys(stack, `incoming/${cv.uploadId}`)).length === 0 ? true : undefined), { what: 'the upload to be removed' });
  });

  it('dies after storing, and the visitor never comes back: the sweeper alone gets it mailed exactly once', async () => {
    const cv = await uploadCv(stack.url);
    const request = applicationBody(cv);
    process.env.FAULT_INJECT_CRASH = 'store.putSubmission:after';
    await postJson<Answer>(stack.url, '/api/applications', request);
    const [stored] = await storedSubmissionsFor(stack, request.email);
    expect(stored!.status).toBe('queued');
    await sleep(2_000);
    expect(await emailsFor(stack.url, String(stored!.submissionId)), 'nothing mails it before the sweep').toHaveLength(0);

    expect((await stack.sweep()).requeued).toBeGreaterThanOrEqual(1);
    await expectMailedExactlyOnce(request.email);
  });
});

describe('the worker dies between two steps', () => {
  it.each(['store.claimForSending:after', 'store.markEmailed:after', 'mailer.send:after'])(
    'dies at %s: mailed exactly once after the redelivery and the sweep',
    async (boundary) => {
      const cv = await uploadCv(stack.url);
      const request = applicationBody(cv);
      process.env.FAULT_INJECT_CRASH = boundary;
      expect((await postJson<Answer>(stack.url, '/api/applications', request)).status).toBe(202);
      await waitFor(async () => (process.env.FAULT_INJECT_CRASH === undefined ? true : undefined), { what: 'the worker to die' });
      const [stored] = await storedSubmissionsFor(stack, request.email);
      const submissionId = String(stored!.submissionId);
      await waitForEmail(stack.url, submissionId);
      await sweepAndSettle();
      await sleep(2_000);
      expect(await emailsFor(stack.url, submissionId)).toHaveLength(1);
      const status = (await tableItem(stack, `submission#${submissionId}`))!.status;
      // Died after SES took the mail and before it was recorded: mailed once, and flagged for a
      // person (the alarm) rather than sent again.
      expect(status).toBe(boundary === 'mailer.send:after' ? 'unconfirmed' : 'emailed');
    },
  );

  it('dies after recording "mailing" and before calling SES: never sent twice; flagged unconfirmed (the alarm) for a person to resend', async () => {
    const cv = await uploadCv(stack.url);
    const request = applicationBody(cv);
    process.env.FAULT_INJECT_CRASH = 'store.markMailing:after';
    expect((await postJson<Answer>(stack.url, '/api/applications', request)).status).toBe(202);
    await waitFor(async () => (process.env.FAULT_INJECT_CRASH === undefined ? true : undefined), { what: 'the worker to die' });
    const [stored] = await storedSubmissionsFor(stack, request.email);
    const submissionId = String(stored!.submissionId);
    await sweepAndSettle();
    await sleep(2_000);
    expect(await emailsFor(stack.url, submissionId)).toHaveLength(0);
    expect((await tableItem(stack, `submission#${submissionId}`))!.status).toBe('unconfirmed');
  });
});
