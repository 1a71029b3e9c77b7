import { describe, expect, it } from 'vitest';
import { deliverSubmission, type DeliverDeps } from '#core/submissions/deliver';
import type { Submission } from '#core/submissions/submission';
import { sweepSubmissions, UNCONFIRMED_MAIL_LOG_MESSAGE, type SweepDeps } from '#core/submissions/sweep';
import { memoryCvStore, memoryMailer, memoryQueue, memoryStore } from './pipeline-fakes.ts';

const NOW = new Date('2025-11-03T14:05:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const submission = (submissionId: string, createdAt: string, overrides: Partial<Submission> = {}): Submission => ({
  submissionId,
  kind: 'contact',
  status: 'queued',
  createdAt,
  expiresAt: 1,
  idempotencyKey: `key-${submissionId}`,
  name: 'Jane',
  email: 'jane@example.com',
  message: 'Hello',
  attempts: 0,
  ...overrides,
});

function setup() {
  const store = memoryStore();
  const queue = memoryQueue();
  const errors: { message: string; extra?: Record<string, unknown> }[] = [];
  const log = { info: () => undefined, warn: () => undefined, error: (message: string, extra?: Record<string, unknown>) => errors.push({ message, extra }) };
  const deps: SweepDeps = { store: store.store, queue: queue.queue, log, now: () => NOW, requeueAfterMs: 5 * 60_000 };
  return { deps, store, queue, errors };
}

describe('sweepSubmissions', () => {
  it('queues again a submission stored but never picked up, once it is older than the wait', async () => {
    const { deps, store, queue } = setup();
    await store.store.putSubmission(submission('stale', minutesAgo(10)));
    await store.store.putSubmission(submission('fresh', minutesAgo(1)));
    await store.store.putSubmission(submission('retrying', minutesAgo(10), { attempts: 2 }));
    await store.store.putSubmission(submission('done', minutesAgo(10), { status: 'emailed' }));

    expect(await sweepSubmissions(deps)).toEqual({ requeued: ['stale'], unconfirmed: [] });
    expect(queue.messages).toEqual(['stale']);
  });

  it('queues again a submission whose delivery died before calling the mail service (its claim ran out)', async () => {
    const { deps, store, queue } = setup();
    await store.store.putSubmission(submission('claimed', minutesAgo(10)));
    await store.store.claimForSending('claimed', 'dead', new Date(NOW.getTime() - 60_000), 30_000);
    expect((await sweepSubmissions(deps)).requeued).toEqual(['claimed']);
    expect(queue.messages).toEqual(['claimed']);
  });

  it('never queues a submission left mailing: marks it unconfirmed and logs the alarm message once', async () => {
    const { deps, store, queue, errors } = setup();
    await store.store.putSubmission(submission('mailing', minutesAgo(10)));
    await store.store.claimForSending('mailing', 'dead', new Date(NOW.getTime() - 60_000), 30_000);
    await store.store.markMailing('mailing', 'dead');

    expect(await sweepSubmissions(deps)).toEqual({ requeued: [], unconfirmed: ['mailing'] });
    expect(queue.messages).toEqual([]);
    expect(store.submissions.get('mailing')!.status).toBe('unconfirmed');
    expect(errors).toEqual([{ message: UNCONFIRMED_MAIL_LOG_MESSAGE, extra: expect.objectContaining({ submissionId: 'mailing' }) }]);
    expect(await sweepSubmissions(deps)).toEqual({ requeued: [], unconfirmed: [] });
    expect(errors).toHaveLength(1);
  });

  it('a requeue after a crash and the original message both delivered: mailed exactly once', async () => {
    const { deps, store, queue } = setup();
    await store.store.putSubmission(submission('twice', minutesAgo(10)));
    await sweepSubmissions(deps);
    const mailer = memoryMailer();
    let tokens = 0;
    const deliver: DeliverDeps = {
      store: store.store,
      cvs: memoryCvStore().cvs,
      mailer: mailer.mailer,
      log: deps.log,
      now: () => NOW,
      newToken: () => `t-${(tokens += 1)}`,
      mail: { from: { name: 'S', address: 's@example.com' }, to: 'r@example.com', brandName: 'B', cvLinkTtlSeconds: 60, claimLeaseMs: 30_000 },
    };
    // The sweeper's message and a late original.
    for (const submissionId of [...queue.messages, 'twice']) await deliverSubmission(submissionId, deliver);
    expect(mailer.sent).toHaveLength(1);
  });

  it('one failed requeue does not stop the others', async () => {
    const { deps, store } = setup();
    await store.store.putSubmission(submission('a', minutesAgo(10)));
    await store.store.putSubmission(submission('b', minutesAgo(10)));
    const sent: string[] = [];
    deps.queue = {
      enqueue: async (submissionId) => {
        if (submissionId === 'a') throw new Error('SQS blip');
        sent.push(submissionId);
      },
    };
    expect((await sweepSubmissions(deps)).requeued).toEqual(['b']);
    expect(sent).toEqual(['b']);
  });
});
