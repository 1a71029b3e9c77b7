import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { fieldErrorMessages, submissionErrorMessages } from '#content/field-errors';
import { apiEvent, lambdaContext, parseBody, type ProxyHandler } from '../support/handler-harness.ts';
import { useHandlerEnvironment } from '../support/handler-environment.ts';

/** POST /api/uploads: the presigned POST a browser uses to put one CV into the bucket. */
const s3 = mockClient(S3Client);
const documents = mockClient(DynamoDBDocumentClient);
let handler: ProxyHandler;

beforeAll(async () => {
  // The bucket, and the table that holds the per-client counters: this function gets nothing else.
  useHandlerEnvironment();
  ({ handler } = (await import('#lambdas/uploads/handler')) as { handler: ProxyHandler });
});

beforeEach(() => {
  documents.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
});
afterEach(() => {
  s3.reset();
  documents.reset();
});

const send = (payload: unknown) => handler(apiEvent('/api/uploads', payload), lambdaContext('uploads'));

interface Ticket {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
  maxBytes: number;
  expiresAt: string;
}

describe('POST /api/uploads', () => {
  it('201 with a presigned POST for incoming/<uploadId>, capped at 10 MiB and the declared type', async () => {
    const before = Date.now();
    const result = await send({ fileName: 'Jane CV.docx', contentType: '', size: 52_000 });

    expect(result.statusCode).toBe(201);
    const ticket = parseBody(result) as unknown as Ticket;
    expect(ticket.uploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ticket.url).toBe('https://cv-bucket.s3.eu-west-1.amazonaws.com/');
    expect(ticket.maxBytes).toBe(10 * 1024 * 1024);
    expect(ticket.fields).toMatchObject({
      key: `incoming/${ticket.uploadId}`,
      'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy!, 'base64').toString()) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']);
    expect(policy.conditions).toContainEqual({ key: `incoming/${ticket.uploadId}` });
    // Fifteen minutes to post the file.
    const expires = Date.parse(ticket.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(900_000 - 1000);
    expect(Math.abs(Date.parse(policy.expiration) - expires)).toBeLessThan(2000);
    // Signing is local: no call to S3; one counter for the client.
    expect(s3.calls()).toHaveLength(0);
    expect(documents.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({ TableName: 'submissions', Key: { pk: expect.stringMatching(/^rate#upload-client#/) } });
  });

  it('gives every upload its own id', async () => {
    const first = parseBody(await send({ fileName: 'a.pdf', contentType: 'application/pdf', size: 1 }));
    const second = parseBody(await send({ fileName: 'a.pdf', contentType: 'application/pdf', size: 1 }));
    expect(first.uploadId).not.toBe(second.uploadId);
  });

  it('400 with the spec messages for a wrong type or a file over 10 MB', async () => {
    const wrongType = await send({ fileName: 'setup.exe', contentType: 'application/x-msdownload', size: 100 });
    expect(wrongType.statusCode).toBe(400);
    expect(parseBody(wrongType).error?.fields).toEqual({ fileName: fieldErrorMessages.cvInvalidType, contentType: fieldErrorMessages.cvInvalidType });
    const tooLarge = await send({ fileName: 'cv.pdf', contentType: 'application/pdf', size: 10 * 1024 * 1024 + 1 });
    expect(parseBody(tooLarge).error?.fields).toEqual({ size: 'Please select a file smaller than 10MB.' });
  });

  it('400 for a missing body', async () => {
    const result = await send('');
    expect(result.statusCode).toBe(400);
  });

  it('429 with Retry-After once the client asked for more than its limit of uploads in the window', async () => {
    documents.on(UpdateCommand).resolves({ Attributes: { count: 11 } });
    const result = await send({ fileName: 'a.pdf', contentType: 'application/pdf', size: 1 });
    expect(result.statusCode).toBe(429);
    expect(parseBody(result).error).toEqual({ code: 'rate_limited', message: submissionErrorMessages.tooManyUploads });
    expect(Number(result.headers!['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
