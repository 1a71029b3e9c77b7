import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fieldErrorMessages, submissionErrorMessages } from '#content/field-errors';
import { MAX_CV_BYTES } from '#content/messages';
import { AppError } from '#core/errors';
import { requestHash, submit, type SubmissionInput } from '#core/submissions/submit';
import { docxBytes, exeBytes, pdfBytes } from '#test-support/cv-files';
import { memoryCvStore, memoryLimiter, memoryQueue, memoryStore, silentLog, type FailSwitch } from './pipeline-fakes.ts';

const NOW = new Date('2025-11-03T14:05:00.000Z');

function setup(fail: FailSwitch = {}, now = () => NOW, limits: { perClient?: number; perEmail?: number } = {}) {
  const store = memoryStore(fail);
  const cvs = memoryCvStore(fail);
  const queue = memoryQueue(fail);
  let ids = 0;
  const perClient = memoryLimiter(limits.perClient);
  const perEmail = memoryLimiter(limits.perEmail);
  const deps = {
    store: store.store,
    cvs: cvs.cvs,
    queue: queue.queue,
    log: silentLog,
    now,
    newId: () => `00000000-0000-4000-8000-00000000000${(ids += 1)}`,
    limits: { perClient: perClient.limiter, perEmail: perEmail.limiter },
  };
  return { deps, store, cvs, queue, perClient, perEmail };
}

function input(overrides: Partial<SubmissionInput> = {}): SubmissionInput {
  return {
    kind: 'contact',
    idempotencyKey: randomUUID(),
    clientId: '198.51.100.7',
    details: { name: 'Jane Doe', email: 'Jane@Example.com', message: 'Hello' },
    ...overrides,
  };
}

const withCv = (fileName = 'Jane CV.pdf') => ({ cv: { uploadId: randomUUID(), fileName } });

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('submit: the happy path', () => {
  it('stores the CV under cvs/<id>/, writes the submission queued with a two-year expiry, enqueues it and deletes the upload', async () => {
    const { deps, store, cvs, queue } = setup();
    const request = input(withCv());
    cvs.incoming.set(request.cv!.uploadId, pdfBytes());

    const result = await submit(request, deps);

    expect(result.outcome).toBe('accepted');
    const stored = store.submissions.get(result.submissionId)!;
    expect(stored).toMatchObject({
      kind: 'contact',
      status: 'queued',
      email: 'jane@example.com',
      createdAt: NOW.toISOString(),
      expiresAt: NOW.getTime() / 1000 + 730 * 86_400,
      cv: { key: `cvs/${result.submissionId}/Jane-CV.pdf`, fileName: 'Jane-CV.pdf', originalFileName: 'Jane CV.pdf', format: 'pdf', contentType: 'application/pdf' },
    });
    expect(cvs.objects.has(`cvs/${result.submissionId}/Jane-CV.pdf`)).toBe(true);
    expect(cvs.incoming.size).toBe(0);
    expect(queue.messages).toEqual([result.submissionId]);
    expect(store.keys.get(request.idempotencyKey)?.state).toBe('done');
  });

  it('stores a DOCX named .pdf with the type its bytes proved', async () => {
    const { deps, store, cvs } = setup();
    const request = input(withCv('cv.pdf'));
    cvs.incoming.set(request.cv!.uploadId, docxBytes());
    const { submissionId } = await submit(request, deps);
    expect(store.submissions.get(submissionId)!.cv).toMatchObject({ fileName: 'cv.docx', format: 'docx' });
  });

  it('takes a submission without a CV', async () => {
    const { deps, store, queue } = setup();
    const { submissionId } = await submit(input({ kind: 'partner', details: { name: 'Boss', email: 'boss@acme.ie', company: 'Acme', message: 'Hiring' } }), deps);
    expect(store.submissions.get(submissionId)).toMatchObject({ kind: 'partner', company: 'Acme' });
    expect(store.submissions.get(submissionId)!.cv).toBeUndefined();
    expect(queue.messages).toEqual([submissionId]);
  });

  it('takes a submission without a CV from wiring that has no CV store (the chat hand-over)', async () => {
    const { deps: { cvs: _cvs, ...withoutCvStore }, store, queue } = setup();
    const { cv: _cv, ...handover } = input({ kind: 'chat-handover' });
    const { submissionId, outcome } = await submit(handover, withoutCvStore);
    expect(outcome).toBe('accepted');
    expect(store.submissions.get(submissionId)).toMatchObject({ kind: 'chat-handover' });
    expect(queue.messages).toEqual([submissionId]);
  });

  it('refuses a CV it has no store for before claiming anything, rather than dropping the CV', async () => {
    const { deps: { cvs: _cvs, ...withoutCvStore }, store, queue } = setup();
    const request = input(withCv());
    // The overloads forbid this call; wiring typed loosely elsewhere could still make it.
    await expect(submit(request as SubmissionInput & { cv?: undefined }, withoutCvStore)).rejects.toThrow('no CV store');
    expect(store.submissions.size).toBe(0);
    expect(queue.messages).toEqual([]);
  });
});

describe('submit: idempotency', () => {
  it('answers a repeat of a finished request with the first id, storing and sending nothing more', async () => {
    const { deps, store, queue } = setup();
    const request = input();
    const first = await submit(request, deps);
    const again = await submit(structuredClone(request), deps);
    expect(again).toEqual({ submissionId: first.submissionId, outcome: 'replayed' });
    expect(store.submissions.size).toBe(1);
    expect(queue.messages).toHaveLength(1);
  });

  it('treats the email case-insensitively when comparing a repeat', async () => {
    const { deps } = setup();
    const request = input();
    const first = await submit(request, deps);
    const again = await submit({ ...request, details: { ...request.details, email: 'JANE@example.com' } }, deps);
    expect(again.submissionId).toBe(first.submissionId);
  });

  it('refuses the same key with different content (422)', async () => {
    const { deps } = setup();
    const request = input();
    await submit(request, deps);
    const error = await rejection(submit({ ...request, details: { ...request.details, message: 'Something else' } }, deps));
    expect([error.status, error.code]).toEqual([422, 'idempotency_key_reused']);
  });

  it('answers 409 while another request with the same key is still running', async () => {
    const { deps, store } = setup();
    const request = input();
    store.keys.set(request.idempotencyKey, { submissionId: 'other', requestHash: 'h', state: 'pending', claimedAt: NOW.getTime() - 1000 });
    const error = await rejection(submit(request, deps));
    expect([error.status, error.code]).toEqual([409, 'submission_in_progress']);
  });

  it('resumes a crashed attempt whose record exists: enqueues it again under the same id', async () => {
    const later = new Date(NOW.getTime() + 120_000);
    const { deps, store, queue } = setup({}, () => later);
    const request = input();
    // The first attempt claimed the key and stored the submission, then died before enqueueing it.
    store.keys.set(request.idempotencyKey, { submissionId: 'sub-1', requestHash: requestHash(request), state: 'pending', claimedAt: NOW.getTime() });
    await store.store.putSubmission({ submissionId: 'sub-1', kind: 'contact', status: 'queued', createdAt: NOW.toISOString(), expiresAt: 1, idempotencyKey: request.idempotencyKey, name: 'Jane Doe', email: 'jane@example.com' });

    const result = await submit(request, deps);

    expect(result).toEqual({ submissionId: 'sub-1', outcome: 'accepted' });
    expect(queue.messages).toEqual(['sub-1']);
    expect(store.keys.get(request.idempotencyKey)?.state).toBe('done');
  });

  it('resumes a crashed attempt that stored nothing: runs the whole submit under the same id', async () => {
    const later = new Date(NOW.getTime() + 120_000);
    const { deps, store, queue } = setup({}, () => later);
    const request = input();
    store.keys.set(request.idempotencyKey, { submissionId: 'sub-9', requestHash: requestHash(request), state: 'pending', claimedAt: NOW.getTime() });
    const result = await submit(request, deps);
    expect(result.submissionId).toBe('sub-9');
    expect(store.submissions.has('sub-9')).toBe(true);
    expect(queue.messages).toEqual(['sub-9']);
  });
});

describe('submit: bad files are refused and deleted; nothing is stored', () => {
  it.each([
    ['a renamed executable', exeBytes(), fieldErrorMessages.cvInvalidType],
    ['a file over 10 MB', Buffer.concat([pdfBytes(), Buffer.alloc(MAX_CV_BYTES)]), fieldErrorMessages.cvTooLarge],
  ])('%s', async (_label, bytes, message) => {
    const { deps, store, cvs, queue } = setup();
    const request = input(withCv());
    cvs.incoming.set(request.cv!.uploadId, bytes);
    const error = await rejection(submit(request, deps));
    expect([error.status, error.fields]).toEqual([400, { cv: message }]);
    expect(cvs.incoming.size).toBe(0);
    expect(store.submissions.size).toBe(0);
    expect(store.keys.size).toBe(0);
    expect(queue.messages).toEqual([]);
  });

  it('asks for the file again when the upload is not there', async () => {
    const { deps, store } = setup();
    const error = await rejection(submit(input(withCv()), deps));
    expect(error.fields).toEqual({ cv: fieldErrorMessages.cvNotReceived });
    expect(store.keys.size).toBe(0);
  });
});

describe('submit: a failing dependency leaves nothing the worker would mail', () => {
  const outage = (service: string) => new AppError({ status: 503, code: 'dependency_unavailable', message: `${service} is unavailable`, expose: false });

  it.each([
    ['S3 while reading the upload', 'statIncoming'],
    ['S3 while keeping the CV', 'keepIncoming'],
    ['DynamoDB while writing the submission', 'putSubmission'],
    ['SQS while enqueueing', 'enqueue'],
  ])('%s: everything written is removed again and the key released', async (_label, step) => {
    const { deps, store, cvs, queue } = setup({ [step]: outage(step) });
    const request = input(withCv());
    cvs.incoming.set(request.cv!.uploadId, pdfBytes());

    const error = await rejection(submit(request, deps));

    expect(error.status).toBe(503);
    expect(store.submissions.size).toBe(0);
    expect(cvs.objects.size).toBe(0);
    expect(store.keys.size).toBe(0);
    expect(queue.messages).toEqual([]);
    // The upload stays, so the visitor's retry with the same key can use it.
    expect(cvs.incoming.size).toBe(1);
  });

  it('DynamoDB down at the start: 503 before anything is touched', async () => {
    const { deps, cvs } = setup({ claimIdempotencyKey: outage('DynamoDB') });
    const request = input(withCv());
    cvs.incoming.set(request.cv!.uploadId, pdfBytes());
    expect((await rejection(submit(request, deps))).status).toBe(503);
    expect(cvs.objects.size).toBe(0);
  });

  it('a retry with the same key after the outage succeeds once', async () => {
    const fail: FailSwitch = { enqueue: outage('SQS') };
    const { deps, store, cvs, queue } = setup(fail);
    const request = input(withCv());
    cvs.incoming.set(request.cv!.uploadId, pdfBytes());
    await rejection(submit(request, deps));
    delete fail.enqueue;
    const result = await submit(request, deps);
    expect(result.outcome).toBe('accepted');
    expect(store.submissions.size).toBe(1);
    expect(queue.messages).toEqual([result.submissionId]);
  });

  it('still answers with the original error when the clean-up fails too', async () => {
    const { deps, store } = setup({ enqueue: outage('SQS'), deleteSubmission: new Error('also down'), releaseIdempotencyKey: new Error('also down') });
    const error = await rejection(submit(input(), deps));
    expect(error.message).toBe('SQS is unavailable');
    // Left over, but never enqueued: no message means no email.
    expect(store.submissions.size).toBe(1);
  });

  it('once enqueued, the submission is accepted even if the bookkeeping after it fails', async () => {
    const { deps, cvs } = setup({ completeIdempotencyKey: new Error('down'), deleteIncoming: new Error('down') });
    const request = input(withCv());
    cvs.incoming.set(request.cv!.uploadId, pdfBytes());
    expect((await submit(request, deps)).outcome).toBe('accepted');
  });
});

describe('submit: the honeypot', () => {
  it('answers like a success but stores and sends nothing when the hidden field is filled', async () => {
    const { deps, store, queue } = setup();
    const result = await submit(input({ honeypot: 'http://cheap-pills.example' }), deps);
    expect(result.outcome).toBe('discarded');
    expect(result.submissionId).toMatch(/^0000/);
    expect(store.submissions.size + store.keys.size + queue.messages.length).toBe(0);
  });

  it('ignores a blank honeypot', async () => {
    const { deps } = setup();
    expect((await submit(input({ honeypot: '  ' }), deps)).outcome).toBe('accepted');
  });
});

describe('submit: per-client and per-email limits', () => {
  it('counts each new submission by client and by normalised email; a replay is not counted', async () => {
    const { deps, perClient, perEmail } = setup();
    const request = input();
    await submit(request, deps);
    await submit(structuredClone(request), deps);
    expect([...perClient.counts]).toEqual([['198.51.100.7', 1]]);
    expect([...perEmail.counts]).toEqual([['jane@example.com', 1]]);
  });

  it('refuses the submission over the client limit with 429 and Retry-After, storing nothing and freeing the key', async () => {
    const { deps, store, queue, cvs } = setup({}, () => NOW, { perClient: 2 });
    await submit(input(), deps);
    await submit(input({ kind: 'partner' }), deps);
    const request = input(withCv());
    cvs.incoming.set(request.cv!.uploadId, pdfBytes());
    const error = await rejection(submit(request, deps));
    expect([error.status, error.code, error.message]).toEqual([429, 'rate_limited', submissionErrorMessages.tooManyFromClient]);
    expect(error.headers).toEqual({ 'retry-after': '42' });
    expect(store.submissions.size).toBe(2);
    expect(queue.messages).toHaveLength(2);
    expect(store.keys.has(request.idempotencyKey)).toBe(false);
    expect(store.uploads.size).toBe(0);
    expect(cvs.incoming.has(request.cv!.uploadId)).toBe(true);
  });

  it('refuses the submission over the daily cap of one address from any client', async () => {
    const { deps } = setup({}, () => NOW, { perEmail: 1 });
    await submit(input({ clientId: '198.51.100.1' }), deps);
    const error = await rejection(submit(input({ clientId: '198.51.100.2', details: { name: 'J', email: ' JANE@example.com', message: 'Again' } }), deps));
    expect([error.status, error.message]).toEqual([429, submissionErrorMessages.tooManyForEmail]);
  });

  it('a limiter failing is a 503, with the key released', async () => {
    const { deps, store } = setup();
    deps.limits.perClient = { hit: async () => Promise.reject(new Error('DynamoDB down')) };
    const request = input();
    const error = await rejection(submit(request, deps));
    expect([error.status, error.code]).toEqual([503, 'dependency_unavailable']);
    expect(store.keys.size).toBe(0);
  });
});

describe('submit: one upload, one submission', () => {
  it('stores the uploadId with the submission, so erasure can find every copy', async () => {
    const { deps, store, cvs } = setup();
    const request = input(withCv());
    cvs.incoming.set(request.cv!.uploadId, pdfBytes());
    const { submissionId } = await submit(request, deps);
    expect(store.submissions.get(submissionId)!.cv!.uploadId).toBe(request.cv!.uploadId);
    expect(store.uploads.get(request.cv!.uploadId)).toBe(submissionId);
  });

  it('refuses a second submission naming the same upload with 409, copying, storing and sending nothing', async () => {
    const { deps, store, cvs, queue } = setup();
    const first = input(withCv());
    cvs.incoming.set(first.cv!.uploadId, pdfBytes());
    // The upload is still there (its deletion after the first submit failed, say).
    const second = input({ cv: first.cv, details: { name: 'Other', email: 'other@example.com', message: 'Mine' } });
    const { submissionId } = await submit(first, deps);
    cvs.incoming.set(first.cv!.uploadId, pdfBytes());
    const error = await rejection(submit(second, deps));
    expect([error.status, error.code, error.fields]).toEqual([409, 'upload_already_used', { cv: fieldErrorMessages.cvAlreadyUsed }]);
    expect([...store.submissions.keys()]).toEqual([submissionId]);
    expect([...cvs.objects.keys()]).toEqual([`cvs/${submissionId}/Jane-CV.pdf`]);
    expect(queue.messages).toEqual([submissionId]);
    expect(store.keys.has(second.idempotencyKey)).toBe(false);
  });

  it('gives the upload back when the submit fails, so the retry can use it', async () => {
    const { deps, store, cvs } = setup({ enqueue: new Error('SQS down') });
    const request = input(withCv());
    cvs.incoming.set(request.cv!.uploadId, pdfBytes());
    await rejection(submit(request, deps)).catch(() => undefined);
    expect(store.uploads.size).toBe(0);
  });
});
