import { describe, expect, it } from 'vitest';
import { deliverSubmission, DeliveryInProgressError, type DeliverDeps } from '#core/submissions/deliver';
import type { Submission } from '#core/submissions/submission';
import { pdfBytes } from '#test-support/cv-files';
import { memoryCvStore, memoryMailer, memoryStore, silentLog, type FailSwitch } from './pipeline-fakes.ts';

const NOW = new Date('2025-11-03T14:05:00.000Z');
const submission: Submission = {
  submissionId: 'sub-1',
  kind: 'application',
  status: 'queued',
  createdAt: NOW.toISOString(),
  expiresAt: 1,
  idempotencyKey: 'key-1',
  name: 'Jane <b>Doe</b>',
  email: 'jane@example.com',
  phone: '0871234567',
  job: { id: '1', title: 'Trainee Accountant', company: 'Our Client', location: 'Ireland', salary: '€28K - €35K', jobType: 'Full Time' },
  isEuCitizen: 'yes',
  cv: { key: 'cvs/sub-1/Jane.pdf', fileName: 'Jane.pdf', originalFileName: 'Jane.pdf', format: 'pdf', contentType: 'application/pdf', size: 900 },
};

async function setup(fail: FailSwitch = {}, now = () => NOW) {
  const store = memoryStore(fail);
  const cvs = memoryCvStore(fail);
  const mailer = memoryMailer(fail);
  await store.store.putSubmission(submission);
  cvs.objects.set(submission.cv!.key, { bytes: pdfBytes(), contentType: 'application/pdf' });
  let tokens = 0;
  const deps: DeliverDeps = {
    store: store.store,
    cvs: cvs.cvs,
    mailer: mailer.mailer,
    log: silentLog,
    now,
    newToken: () => `token-${(tokens += 1)}`,
    mail: { from: { name: 'Site', address: 'site@example.com' }, to: 'recruiters@example.com', brandName: 'Brand', cvLinkTtlSeconds: 3600, claimLeaseMs: 30_000 },
  };
  return { deps, store, mailer };
}

describe('deliverSubmission', () => {
  it('mails the recruiters with reply-to the sender, the CV attached and a link, then marks it emailed', async () => {
    const { deps, store, mailer } = await setup();
    expect(await deliverSubmission('sub-1', deps)).toBe('emailed');
    expect(mailer.sent).toHaveLength(1);
    const [email] = mailer.sent;
    expect(email!.to).toBe('recruiters@example.com');
    expect(email!.replyTo).toEqual({ name: 'Jane <b>Doe</b>', address: 'jane@example.com' });
    expect(email!.attachments[0]).toMatchObject({ filename: 'Jane.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(email!.attachments[0]!.content).subarray(0, 5).toString()).toBe('%PDF-');
    expect(email!.html).toContain('https://cvs.example/cvs/sub-1/Jane.pdf?expires=3600&amp;sig=x');
    expect(email!.html).toContain('Jane &lt;b&gt;Doe&lt;/b&gt;');
    expect(store.submissions.get('sub-1')).toMatchObject({ status: 'emailed', sesMessageId: 'message-1', attempts: 1 });
  });

  it('never mails twice: a redelivered message for an emailed submission does nothing', async () => {
    const { deps, mailer } = await setup();
    await deliverSubmission('sub-1', deps);
    expect(await deliverSubmission('sub-1', deps)).toBe('already-emailed');
    expect(mailer.sent).toHaveLength(1);
  });

  it('two deliveries at once: one mails, the other is told to retry later', async () => {
    const { deps, mailer } = await setup();
    const results = await Promise.allSettled([deliverSubmission('sub-1', deps), deliverSubmission('sub-1', deps)]);
    expect(mailer.sent).toHaveLength(1);
    const rejected = results.filter((result) => result.status === 'rejected');
    // Either the second saw the claim (in progress) or it came after the first finished (already emailed).
    for (const result of rejected) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(DeliveryInProgressError);
  });

  it('a message for a submission that is gone (erased or undone) is done without mail', async () => {
    const { deps, store, mailer } = await setup();
    store.submissions.clear();
    expect(await deliverSubmission('sub-1', deps)).toBe('missing');
    expect(mailer.sent).toHaveLength(0);
  });

  it('SES failing: the claim is released so the next delivery can retry, and the error surfaces', async () => {
    const fail: FailSwitch = { send: new Error('SES is down') };
    const { deps, store, mailer } = await setup(fail);
    await expect(deliverSubmission('sub-1', deps)).rejects.toThrow('SES is down');
    expect(store.submissions.get('sub-1')).toMatchObject({ status: 'queued', lastError: 'Error: SES is down' });
    delete fail.send;
    expect(await deliverSubmission('sub-1', deps)).toBe('emailed');
    expect(mailer.sent).toHaveLength(1);
    expect(store.submissions.get('sub-1')!.attempts).toBe(2);
  });

  it('reading the CV failing counts as a failed send', async () => {
    const { deps, store } = await setup({ readCv: new Error('S3 is down') });
    await expect(deliverSubmission('sub-1', deps)).rejects.toThrow('S3 is down');
    expect(store.submissions.get('sub-1')!.status).toBe('queued');
  });

  it('a claim left by a delivery that died is taken over once its lease has run out', async () => {
    let now = NOW;
    const { deps, store, mailer } = await setup({}, () => now);
    await store.store.claimForSending('sub-1', 'dead-worker', NOW, 30_000);
    await expect(deliverSubmission('sub-1', deps)).rejects.toBeInstanceOf(DeliveryInProgressError);
    now = new Date(NOW.getTime() + 31_000);
    expect(await deliverSubmission('sub-1', deps)).toBe('emailed');
    expect(mailer.sent).toHaveLength(1);
  });

  it('mail sent but the emailed mark failing: the message still counts as done (no second mail)', async () => {
    const { deps, mailer } = await setup({ markEmailed: new Error('DynamoDB blip') });
    expect(await deliverSubmission('sub-1', deps)).toBe('emailed');
    expect(mailer.sent).toHaveLength(1);
  });

  it('sends a submission without a CV without attachment or link', async () => {
    const { deps, store, mailer } = await setup();
    store.submissions.set('sub-2', { ...submission, submissionId: 'sub-2', kind: 'contact', cv: undefined, message: 'Hi' });
    await deliverSubmission('sub-2', deps);
    expect(mailer.sent[0]!.attachments).toEqual([]);
    expect(mailer.sent[0]!.html).not.toContain('Download the CV');
  });

  it('marks the submission mailing before the mail service is called, and emailed after', async () => {
    const { deps, store, mailer } = await setup();
    const seen: string[] = [];
    const send = deps.mailer.send;
    deps.mailer = { send: async (email) => (seen.push(store.submissions.get('sub-1')!.status), send(email)) };
    expect(await deliverSubmission('sub-1', deps)).toBe('emailed');
    expect(seen).toEqual(['mailing']);
    expect(store.submissions.get('sub-1')!.status).toBe('emailed');
    expect(mailer.sent).toHaveLength(1);
  });

  it('a delivery that died after calling the mail service is never mailed again by a redelivery', async () => {
    const { deps, store, mailer } = await setup({}, () => new Date(NOW.getTime() + 3600_000));
    await store.store.claimForSending('sub-1', 'dead-worker', NOW, 30_000);
    await store.store.markMailing('sub-1', 'dead-worker');
    expect(await deliverSubmission('sub-1', deps)).toBe('unconfirmed');
    expect(mailer.sent).toHaveLength(0);
  });

  it('losing the claim between claiming and calling the mail service sends nothing', async () => {
    const { deps, mailer } = await setup({ markMailing: new Error('unused') });
    deps.store = { ...deps.store, markMailing: async () => false };
    await expect(deliverSubmission('sub-1', deps)).rejects.toBeInstanceOf(DeliveryInProgressError);
    expect(mailer.sent).toHaveLength(0);
  });

  it('a link whose real expiry cannot be known is left out; the CV is still attached', async () => {
    const { deps, mailer } = await setup();
    deps.cvs = { ...deps.cvs, cvDownloadUrl: async () => undefined };
    await deliverSubmission('sub-1', deps);
    expect(mailer.sent[0]!.attachments).toHaveLength(1);
    expect(mailer.sent[0]!.text).not.toContain('Download the CV');
  });
});
