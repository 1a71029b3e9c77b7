import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { fieldErrorMessages, submissionErrorMessages } from '#content/field-errors';
import { MAX_CV_BYTES } from '#content/messages';
import { requestHash } from '#core/submissions/submit';
import { apiEvent, conditionFailed, lambdaContext, notFound, objectAnswer, parseBody, serviceDown } from '../support/handler-harness.ts';
import { exeBytes, pdfBytes } from '../support/cv-files.ts';
import { TEST_QUEUE_URL, useSubmitHandler } from '../support/handler-environment.ts';

/**
 * POST /api/contact through the real handler, domain and adapters, with S3, DynamoDB and SQS
 * mocked: what is written, in which order, and what is undone when a service fails.
 */
const fixture = useSubmitHandler('#lambdas/contact/handler');
const { s3, sqs, documents } = fixture;

const QUEUE_URL = TEST_QUEUE_URL;

const uploadId = '3b241101-e2bb-4255-8caf-4136c566a962';
function body(overrides: Record<string, unknown> = {}) {
  return {
    variant: 'standard',
    name: 'Jane Doe',
    email: 'Jane.Doe@Example.com',
    phone: '+353 87 123 4567',
    message: 'I am looking for a role.',
    consent: true,
    idempotencyKey: randomUUID(),
    cv: { uploadId, fileName: 'Jane Doe CV.pdf' },
    ...overrides,
  };
}

/** Every service answers as it would for a fresh, valid submission with the given upload. */
function healthy(upload: Buffer = pdfBytes()) {
  documents.on(PutCommand).resolves({});
  documents.on(UpdateCommand).resolves({});
  documents.on(DeleteCommand).resolves({});
  s3.on(HeadObjectCommand).resolves({ ContentLength: upload.length });
  s3.on(GetObjectCommand).callsFake((input: { Range?: string }) => objectAnswer(upload, input.Range));
  s3.on(CopyObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
}

const send = (payload: unknown) => fixture.handler(apiEvent('/api/contact', payload), lambdaContext('contact'));
const puts = () => documents.commandCalls(PutCommand).map((call) => call.args[0].input);
const updates = () => documents.commandCalls(UpdateCommand).map((call) => call.args[0].input);
const deletes = () => documents.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key);
const s3Deletes = () => s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key);

describe('POST /api/contact: accepted', () => {
  it('keeps the CV, writes the submission queued, enqueues { submissionId } and answers 202', async () => {
    healthy();
    const request = body();

    const result = await send(request);

    expect(result.statusCode).toBe(202);
    const { success, submissionId } = parseBody(result) as { success: boolean; submissionId: string };
    expect(success).toBe(true);
    expect(submissionId).toMatch(/^[0-9a-f-]{36}$/);

    const [claim, uploadClaim, record] = puts();
    expect(claim).toMatchObject({
      TableName: 'submissions',
      Item: { pk: `idempotency#${request.idempotencyKey}`, submissionId, state: 'pending' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    // One upload, one submission: claimed before anything is copied.
    expect(uploadClaim).toMatchObject({
      Item: { pk: `upload#${uploadId}`, submissionId },
      ConditionExpression: 'attribute_not_exists(pk) OR submissionId = :id',
    });
    // Counted against the client and the address before anything is stored.
    expect(updates().map((update) => String(update.Key!.pk).split('#').slice(0, 2).join('#'))).toEqual(
      expect.arrayContaining(['rate#submit-client', 'rate#submit-email']),
    );
    expect(s3.commandCalls(HeadObjectCommand)[0]!.args[0].input).toEqual({ Bucket: 'cv-bucket', Key: `incoming/${uploadId}` });
    // Only the first bytes are read to check the type.
    expect(s3.commandCalls(GetObjectCommand)[0]!.args[0].input).toMatchObject({ Key: `incoming/${uploadId}`, Range: 'bytes=0-7' });
    expect(s3.commandCalls(CopyObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'cv-bucket',
      Key: `cvs/${submissionId}/Jane-Doe-CV.pdf`,
      CopySource: `cv-bucket/incoming/${uploadId}`,
      MetadataDirective: 'REPLACE',
      ContentType: 'application/pdf',
      ContentDisposition: 'attachment; filename="Jane-Doe-CV.pdf"',
    });
    expect(record).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        pk: `submission#${submissionId}`,
        submissionId,
        kind: 'contact',
        status: 'queued',
        name: 'Jane Doe',
        email: 'jane.doe@example.com',
        idempotencyKey: request.idempotencyKey,
        cv: { key: `cvs/${submissionId}/Jane-Doe-CV.pdf`, uploadId, format: 'pdf', size: pdfBytes().length },
        pendingState: 'new',
      },
    });
    const item = record!.Item as { createdAt: string; expiresAt: number };
    expect(item.expiresAt - Date.parse(item.createdAt) / 1000).toBeCloseTo(730 * 86_400, -1);
    expect(sqs.commandCalls(SendMessageCommand)[0]!.args[0].input).toEqual({ QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ submissionId }) });
    expect(updates().find((update) => String(update.Key!.pk).startsWith('idempotency#'))).toMatchObject({
      Key: { pk: `idempotency#${request.idempotencyKey}` },
      ExpressionAttributeValues: { ':done': 'done', ':id': submissionId },
    });
    expect(s3Deletes()).toEqual([`incoming/${uploadId}`]);
  });

  it('takes a partner enquiry without any S3 call', async () => {
    healthy();
    const result = await send(body({ variant: 'partner', company: 'Acme Ltd', cv: undefined }));
    expect(result.statusCode).toBe(202);
    expect(s3.calls()).toHaveLength(0);
    expect(puts()[1]!.Item).toMatchObject({ kind: 'partner', company: 'Acme Ltd' });
  });

  it('answers a filled honeypot with 202 and touches nothing', async () => {
    healthy();
    const result = await send(body({ honeypot: 'https://spam.example' }));
    expect(result.statusCode).toBe(202);
    expect(documents.calls().length + s3.calls().length + sqs.calls().length).toBe(0);
  });
});

describe('POST /api/contact: idempotency', () => {
  it('a repeat of a finished request gets the first submissionId and nothing is written or sent', async () => {
    const request = body({ cv: undefined });
    const hash = requestHash({ kind: 'contact', idempotencyKey: request.idempotencyKey, clientId: '203.0.113.9', details: { name: 'Jane Doe', email: 'Jane.Doe@Example.com', phone: '+353 87 123 4567', company: undefined, message: 'I am looking for a role.' } });
    documents.on(PutCommand).rejects(conditionFailed());
    documents.on(GetCommand).resolves({ Item: { pk: `idempotency#${request.idempotencyKey}`, submissionId: 'first-id', requestHash: hash, state: 'done', claimedAt: 1 } });

    const result = await send(request);

    expect(result.statusCode).toBe(202);
    expect(parseBody(result)).toEqual({ success: true, submissionId: 'first-id' });
    expect(sqs.calls()).toHaveLength(0);
    expect(puts()).toHaveLength(1);
  });

  it('the same key with different content answers 422', async () => {
    documents.on(PutCommand).rejects(conditionFailed());
    documents.on(GetCommand).resolves({ Item: { submissionId: 'first-id', requestHash: 'other', state: 'done', claimedAt: 1 } });
    const result = await send(body());
    expect(result.statusCode).toBe(422);
    expect(parseBody(result).error?.code).toBe('idempotency_key_reused');
  });

  it('answers 409 while the first request with the key is still running', async () => {
    documents.on(PutCommand).rejects(conditionFailed());
    documents.on(GetCommand).resolves({ Item: { submissionId: 'first-id', requestHash: 'h', state: 'pending', claimedAt: Date.now() } });
    const result = await send(body());
    expect(result.statusCode).toBe(409);
    expect(parseBody(result).error).toEqual({ code: 'submission_in_progress', message: 'Your submission is still being processed. Please wait a moment.' });
  });

  it('takes over the stale claim of a crashed request and re-sends its stored submission', async () => {
    const request = body({ cv: undefined });
    const hash = requestHash({ kind: 'contact', idempotencyKey: request.idempotencyKey, clientId: '203.0.113.9', details: { name: 'Jane Doe', email: 'Jane.Doe@Example.com', phone: '+353 87 123 4567', company: undefined, message: 'I am looking for a role.' } });
    documents.on(PutCommand).rejects(conditionFailed());
    documents
      .on(GetCommand, { Key: { pk: `idempotency#${request.idempotencyKey}` } })
      .resolves({ Item: { submissionId: 'crashed-id', requestHash: hash, state: 'pending', claimedAt: Date.now() - 10 * 60_000 } });
    documents.on(GetCommand, { Key: { pk: 'submission#crashed-id' } }).resolves({ Item: { pk: 'submission#crashed-id', submissionId: 'crashed-id', status: 'queued' } });
    documents.on(UpdateCommand).resolves({});
    sqs.on(SendMessageCommand).resolves({});

    const result = await send(request);

    expect(parseBody(result)).toEqual({ success: true, submissionId: 'crashed-id' });
    expect(documents.commandCalls(UpdateCommand)[0]!.args[0].input.ConditionExpression).toBe('#state = :pending AND claimedAt = :claimedAt');
    expect(sqs.commandCalls(SendMessageCommand)[0]!.args[0].input.MessageBody).toBe('{"submissionId":"crashed-id"}');
  });

  it('another request winning the takeover race gets 409', async () => {
    documents.on(PutCommand).rejects(conditionFailed());
    documents.on(GetCommand).resolves({ Item: { submissionId: 'x', requestHash: 'h', state: 'pending', claimedAt: 1 } });
    documents.on(UpdateCommand).rejects(conditionFailed());
    expect((await send(body())).statusCode).toBe(409);
  });

  it('claims again when the blocking record vanished between the write and the read', async () => {
    healthy();
    documents.on(PutCommand).rejectsOnce(conditionFailed()).resolves({});
    documents.on(GetCommand).resolvesOnce({});
    expect((await send(body())).statusCode).toBe(202);
  });
});

describe('POST /api/contact: bad input is refused with a message per field, and nothing is stored', () => {
  it('400 naming each missing or malformed field, before any AWS call', async () => {
    const result = await send({ variant: 'standard', email: 'nope', consent: false });
    expect(result.statusCode).toBe(400);
    expect(parseBody(result).error).toEqual({
      code: 'validation_failed',
      message: 'Some fields are missing or invalid.',
      fields: {
        name: fieldErrorMessages.nameRequired,
        email: fieldErrorMessages.emailInvalid,
        message: fieldErrorMessages.messageRequired,
        consent: fieldErrorMessages.consentRequired,
        idempotencyKey: fieldErrorMessages.requestKeyInvalid,
      },
    });
    expect(documents.calls().length + s3.calls().length + sqs.calls().length).toBe(0);
  });

  it('400 for CR/LF in the name or the email', async () => {
    const result = await send(body({ name: 'Jane\r\nBcc: x@example.com', email: 'jane@example.com\nBcc: x@example.com' }));
    expect(parseBody(result).error?.fields).toEqual({ name: fieldErrorMessages.singleLine, email: fieldErrorMessages.emailInvalid });
    expect(documents.calls()).toHaveLength(0);
  });

  it('400 for malformed JSON and 413 for a body over 64 KB', async () => {
    expect((await send('{"name": ')).statusCode).toBe(400);
    const big = await send(body({ message: 'x'.repeat(70 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(parseBody(big).error?.code).toBe('payload_too_large');
  });

  it('400 when the CV never arrived; the claim is released', async () => {
    healthy();
    s3.on(HeadObjectCommand).rejects(notFound());
    const request = body();
    const result = await send(request);
    expect(result.statusCode).toBe(400);
    expect(parseBody(result).error?.fields).toEqual({ cv: fieldErrorMessages.cvNotReceived });
    expect(puts()).toHaveLength(2);
    expect(deletes()).toEqual([{ pk: `upload#${uploadId}` }, { pk: `idempotency#${request.idempotencyKey}` }]);
  });

  it('400 for a forged file (an executable named .pdf): the upload is deleted, nothing kept', async () => {
    healthy(exeBytes());
    const result = await send(body());
    expect(result.statusCode).toBe(400);
    expect(parseBody(result).error?.fields).toEqual({ cv: 'Please select a PDF or Word document.' });
    expect(s3Deletes()).toEqual([`incoming/${uploadId}`]);
    expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(0);
    expect(puts()).toHaveLength(2);
    expect(sqs.calls()).toHaveLength(0);
  });

  it('400 for a file over 10 MB (S3 conditions do not hold on every emulator): deleted unread', async () => {
    healthy();
    s3.on(HeadObjectCommand).resolves({ ContentLength: MAX_CV_BYTES + 1 });
    const result = await send(body());
    expect(parseBody(result).error?.fields).toEqual({ cv: 'Please select a file smaller than 10MB.' });
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect(s3Deletes()).toEqual([`incoming/${uploadId}`]);
  });
});

describe('POST /api/contact: a failing service answers 503 and leaves nothing to be mailed', () => {
  it('S3 down: 503, the claim released, nothing else written', async () => {
    healthy();
    s3.on(HeadObjectCommand).rejects(serviceDown('S3'));
    const request = body();
    const result = await send(request);
    expect(result.statusCode).toBe(503);
    expect(parseBody(result).error).toEqual({ code: 'dependency_unavailable', message: 'An unexpected error occurred' });
    expect(deletes()).toEqual([{ pk: `upload#${uploadId}` }, { pk: `idempotency#${request.idempotencyKey}` }]);
    expect(sqs.calls()).toHaveLength(0);
  });

  it('S3 failing to copy: the partial copy is deleted', async () => {
    healthy();
    s3.on(CopyObjectCommand).rejects(serviceDown('S3'));
    const result = await send(body());
    expect(result.statusCode).toBe(503);
    expect(s3Deletes()).toEqual([expect.stringMatching(/^cvs\/[0-9a-f-]+\/Jane-Doe-CV\.pdf$/)]);
    expect(puts()).toHaveLength(2);
  });

  it('DynamoDB down at the start: 503 before anything is touched', async () => {
    documents.on(PutCommand).rejects(serviceDown('DynamoDB'));
    const result = await send(body());
    expect(result.statusCode).toBe(503);
    expect(s3.calls().length + sqs.calls().length).toBe(0);
  });

  it('DynamoDB failing to write the submission: the kept CV is deleted, the claim released', async () => {
    healthy();
    // The idempotency claim and the upload claim are written; the submission is not.
    documents.on(PutCommand).resolvesOnce({}).resolvesOnce({}).rejects(serviceDown('DynamoDB'));
    const request = body();
    const result = await send(request);
    expect(result.statusCode).toBe(503);
    expect(sqs.calls()).toHaveLength(0);
    expect(s3Deletes()).toEqual([expect.stringMatching(/^cvs\//)]);
    expect(deletes().map((key) => key!.pk)).toEqual([expect.stringMatching(/^submission#/), `upload#${uploadId}`, `idempotency#${request.idempotencyKey}`]);
  });

  it('SQS down: the submission record, then the kept CV, then the claim are removed; the upload stays for a retry', async () => {
    healthy();
    sqs.on(SendMessageCommand).rejects(serviceDown('SQS'));
    const request = body();
    const result = await send(request);
    expect(result.statusCode).toBe(503);
    const submissionId = (puts()[2]!.Item as { submissionId: string }).submissionId;
    expect(deletes()).toEqual([{ pk: `submission#${submissionId}` }, { pk: `upload#${uploadId}` }, { pk: `idempotency#${request.idempotencyKey}` }]);
    expect(s3Deletes()).toEqual([`cvs/${submissionId}/Jane-Doe-CV.pdf`]);
  });

  it('the clean-up failing too still answers 503 with the original error', async () => {
    healthy();
    sqs.on(SendMessageCommand).rejects(serviceDown('SQS'));
    documents.on(DeleteCommand).rejects(serviceDown('DynamoDB'));
    s3.on(DeleteObjectCommand).rejects(serviceDown('S3'));
    expect((await send(body())).statusCode).toBe(503);
  });

  it('after the message is out, failing bookkeeping does not fail the submit', async () => {
    healthy();
    // The rate counters answer; marking the key done fails.
    documents.on(UpdateCommand).callsFake((input: { Key: { pk: string } }) => {
      if (input.Key.pk.startsWith('rate#')) return {};
      throw serviceDown('DynamoDB');
    });
    s3.on(DeleteObjectCommand).rejects(serviceDown('S3'));
    expect((await send(body())).statusCode).toBe(202);
  });

  it('a lost race on the new submission id is a 503, cleaned up like any other failure', async () => {
    healthy();
    documents.on(PutCommand).resolvesOnce({}).resolvesOnce({}).rejects(conditionFailed());
    expect((await send(body())).statusCode).toBe(503);
    expect(sqs.calls()).toHaveLength(0);
  });
});

describe('POST /api/contact: abuse', () => {
  it('429 with Retry-After in the API error shape when the client is over its limit; nothing stored, the key released', async () => {
    healthy();
    documents.on(UpdateCommand).callsFake((input: { Key: { pk: string } }) => ({
      Attributes: { count: input.Key.pk.startsWith('rate#submit-client#') ? 6 : 1 },
    }));
    const request = body();
    const result = await send(request);
    expect(result.statusCode).toBe(429);
    expect(parseBody(result).error).toEqual({ code: 'rate_limited', message: submissionErrorMessages.tooManyFromClient });
    const retryAfter = Number(result.headers!['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(s3.calls()).toHaveLength(0);
    expect(sqs.calls()).toHaveLength(0);
    expect(deletes()).toEqual([{ pk: `idempotency#${request.idempotencyKey}` }]);
  });

  it('429 with the daily message when the email address is over its cap, from any client', async () => {
    healthy();
    documents.on(UpdateCommand).callsFake((input: { Key: { pk: string } }) => ({
      Attributes: { count: input.Key.pk.startsWith('rate#submit-email#') ? 11 : 1 },
    }));
    const result = await send(body());
    expect(result.statusCode).toBe(429);
    expect(parseBody(result).error?.message).toBe(submissionErrorMessages.tooManyForEmail);
    expect(Number(result.headers!['retry-after'])).toBeGreaterThan(60);
  });

  it('409 for an upload another submission already holds: nothing copied, stored or sent', async () => {
    healthy();
    documents.on(PutCommand).callsFake((input: { Item: { pk: string } }) => {
      if (input.Item.pk === `upload#${uploadId}`) throw conditionFailed();
      return {};
    });
    const request = body();
    const result = await send(request);
    expect(result.statusCode).toBe(409);
    expect(parseBody(result).error).toEqual({
      code: 'upload_already_used',
      message: fieldErrorMessages.cvAlreadyUsed,
      fields: { cv: fieldErrorMessages.cvAlreadyUsed },
    });
    expect(s3.calls()).toHaveLength(0);
    expect(sqs.calls()).toHaveLength(0);
    // Its own key is freed; the other submission's upload claim is left alone.
    expect(deletes()).toEqual([{ pk: `idempotency#${request.idempotencyKey}` }]);
  });

  it('refuses a bidi override or another invisible format character in a one-line field, naming the field', async () => {
    healthy();
    for (const [field, value] of [
      ['name', 'Jane \u202eeoD'],
      ['company', 'Acme\u2066 Ltd'],
      ['phone', '+353 87\u200b 123 4567'],
    ] as const) {
      const result = await send(body({ [field]: value }));
      expect(result.statusCode, field).toBe(400);
      expect(parseBody(result).error?.fields).toEqual({ [field]: fieldErrorMessages.invisibleCharacters });
    }
    expect(documents.calls()).toHaveLength(0);
  });

  it('takes a JSON media type in any case, with parameters', async () => {
    healthy();
    const event = apiEvent('/api/contact', body({ cv: undefined }));
    event.headers = { ...event.headers, 'content-type': 'APPLICATION/JSON; Charset=UTF-8' };
    delete (event.headers as Record<string, string | undefined>)['Content-Type'];
    expect((await fixture.handler(event, lambdaContext('contact'))).statusCode).toBe(202);
  });
});
