import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { raisedSubmissionLimits } from '../support/limits.ts';
import { applicationBody, mailbox, sleep, uploadCv, waitFor, type StoredEmail } from '../support/pipeline-client.ts';
import { startStackProcess, type StackProcess } from '../support/stack-process.ts';

/**
 * The real thing behind submission-recovery.test.ts's simulated deaths: the local stack's whole
 * process is killed with SIGKILL between storing a submission and enqueueing it (no handler, finally
 * block or exit hook runs; the in-memory queue is gone with it). A new process on the same data
 * directory must mail that submission exactly once, found by the sweeper alone.
 */
const recoveryEnv = {
  ...raisedSubmissionLimits,
  SUBMIT_IDEMPOTENCY_LEASE_SECONDS: '1',
  SWEEP_QUEUED_AFTER_SECONDS: '1',
  LOCAL_SCHEDULE_INTERVAL_SECONDS: '1',
};

const started: StackProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((stack) => stack.stop()));
});

const mailsFrom = async (url: string, email: string): Promise<StoredEmail[]> =>
  (await mailbox(url)).filter((mail) => mail.replyTo.some((address) => address.includes(email)));

describe('the process is killed between storing and enqueueing a submission', () => {
  it('a restarted stack mails it exactly once, with its CV, without the visitor coming back', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'submission-kill-'));
    const doomed = await startStackProcess({ dataDir, env: { ...recoveryEnv, FAULT_INJECT_CRASH: 'store.putSubmission:after:kill' } });
    started.push(doomed);
    const cv = await uploadCv(doomed.url);
    const request = applicationBody(cv);
    const answer = await fetch(`${doomed.url}/api/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    }).then(
      (response) => `answered ${response.status}`,
      () => 'no answer',
    );
    expect(answer, 'the process died before answering').toBe('no answer');
    await waitFor(async () => (doomed.child.signalCode !== null || doomed.child.exitCode !== null ? true : undefined), { what: 'the process to die' });
    expect(doomed.child.signalCode).toBe('SIGKILL');

    const restarted = await startStackProcess({ dataDir, env: recoveryEnv });
    started.push(restarted);
    const mails = await waitFor(async () => {
      const found = await mailsFrom(restarted.url, request.email);
      return found.length > 0 ? found : undefined;
    }, { timeoutMs: 30_000, what: 'the mail of the submission the killed process stored' });
    expect(mails[0]!.attachments).toHaveLength(1);
    // Several sweeps later (one a second here), still one mail.
    await sleep(4_000);
    expect(await mailsFrom(restarted.url, request.email)).toHaveLength(1);
  });
});
