import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { simpleParser } from 'mailparser';
import { resetConfigCache } from '#lambdas/config';
import { conditionFailed, lambdaContext, objectAnswer, serviceDown } from '../support/handler-harness.ts';
import { pdfBytes } from '../support/cv-files.ts';
import { useHandlerEnvironment } from '../support/handler-environment.ts';

/**
 * The SQS worker through the real domain and adapters: DynamoDB, S3 and SES v2 mocked. It mails each
 * submission once, reports only the failed messages, and never mails an emailed submission again.
 */
const s3 = mockClient(S3Client);
const ses = mockClient(SESv2Client);
const documents = mockClient(DynamoDBDocumentClient);
let handler: (event: SQSEvent, context: ReturnType<typeof lambdaContext>) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>;

const SEND_CONCURRENCY = 3;

beforeAll(async () => {
  // No queue URL: the worker is given only what it uses.
  useHandlerEnvironment({
    RECRUITERS_EMAIL: 'recruiters@ledgerline.example',
    SENDER_EMAIL: 'website@ledgerline.example',
    WORKER_SEND_CONCURRENCY: String(SEND_CONCURRENCY),
  });
  delete process.env.SUBMISSIONS_QUEUE_URL;
  ({ handler } = (await import('#lambdas/worker/handler')) as unknown as { handler: typeof handler });
});

afterEach(() => {
  for (const client of [s3, ses, documents]) client.reset();
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function record(body: string, messageId = `msg-${body.length}-${Math.random()}`): SQSRecord {
  return {
    messageId,
    receiptHandle: 'rh',
    body,
    attributes: { ApproximateReceiveCount: '1', SentTimestamp: '1', SenderId: 's', ApproximateFirstReceiveTimestamp: '1' },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-west-1:123456789012:submissions',
    awsRegion: 'eu-west-1',
  };
}
const messageFor = (submissionId: string) => record(JSON.stringify({ submissionId }), `msg-${submissionId}`);
const run = (...records: SQSRecord[]) => handler({ Records: records }, lambdaContext('submissionWorker'));

function storedSubmission(submissionId: string, overrides: Record<string, unknown> = {}) {
  return {
    pk: `submission#${submissionId}`,
    submissionId,
    kind: 'contact',
    status: 'queued',
    createdAt: '2025-11-03T14:05:00.000Z',
    expiresAt: 1,
    idempotencyKey: 'k',
    name: 'Jane <script>alert(1)</script>',
    email: 'jane@example.com',
    message: 'Hello <img src=x onerror=alert(1)>',
    cv: { key: `cvs/${submissionId}/Jane.pdf`, fileName: 'Jane.pdf', originalFileName: 'Jane.pdf', format: 'pdf', contentType: 'application/pdf', size: pdfBytes().length },
    ...overrides,
  };
}

function healthy(items: Record<string, Record<string, unknown>>) {
  documents.on(GetCommand).callsFake((input: { Key: { pk: string } }) => ({ Item: items[input.Key.pk] }));
  documents.on(UpdateCommand).resolves({});
  s3.on(GetObjectCommand).callsFake(() => objectAnswer(pdfBytes()));
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
}

const updates = () => documents.commandCalls(UpdateCommand).map((call) => call.args[0].input);

describe('the submission worker', () => {
  it('claims, mails the recruiters (raw MIME: reply-to, escaped HTML, CV attached and linked) and marks emailed', async () => {
    healthy({ [`submission#${id(1)}`]: storedSubmission(id(1)) });

    const result = await run(messageFor(id(1)));

    expect(result).toEqual({ batchItemFailures: [] });
    const [claim, mailing, emailed] = updates();
    expect(claim).toMatchObject({
      Key: { pk: `submission#${id(1)}` },
      ConditionExpression: 'attribute_exists(pk) AND (#status = :queued OR (#status = :sending AND claimExpiresAt < :now))',
      ExpressionAttributeValues: { ':sending': 'sending', ':queued': 'queued' },
    });
    // Recorded just before SES is called: a crash after it is never mailed again blindly.
    expect(mailing).toMatchObject({ ConditionExpression: 'claimToken = :token AND #status = :sending', ExpressionAttributeValues: { ':mailing': 'mailing' } });
    expect(emailed).toMatchObject({ Key: { pk: `submission#${id(1)}` }, ExpressionAttributeValues: { ':emailed': 'emailed', ':messageId': 'ses-1' } });
    expect(emailed!.UpdateExpression).toContain('REMOVE claimToken, claimExpiresAt, lastError, pendingState');

    const send = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(send.FromEmailAddress).toBe('website@ledgerline.example');
    expect(send.Destination).toEqual({ ToAddresses: ['recruiters@ledgerline.example'] });
    const mail = await simpleParser(Buffer.from(send.Content!.Raw!.Data!));
    expect(mail.replyTo?.value[0]?.address).toBe('jane@example.com');
    expect(mail.subject).toBe('Website enquiry from Jane <script>alert(1)</script>');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([['Jane.pdf', 'application/pdf']]);
    expect(mail.text).toMatch(/https:\/\/cv-bucket\.s3\.eu-west-1\.amazonaws\.com\/cvs\/.+X-Amz-Expires=604800/);
  });

  it('sends with the SES configuration set when one is configured (bounce and complaint metrics)', async () => {
    process.env.SES_CONFIGURATION_SET = 'ledgerline-prod-mail';
    resetConfigCache();
    try {
      healthy({ [`submission#${id(31)}`]: storedSubmission(id(31)) });
      expect(await run(messageFor(id(31)))).toEqual({ batchItemFailures: [] });
      expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.ConfigurationSetName).toBe('ledgerline-prod-mail');
    } finally {
      delete process.env.SES_CONFIGURATION_SET;
      resetConfigCache();
    }
    ses.resetHistory();
    healthy({ [`submission#${id(32)}`]: storedSubmission(id(32)) });
    await run(messageFor(id(32)));
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.ConfigurationSetName, 'none locally').toBeUndefined();
  });

  it('starts no delivery without enough time left: the rest of the batch is reported unsent, unclaimed', async () => {
    const ids = [41, 42, 43, 44].map(id);
    healthy(Object.fromEntries(ids.map((submissionId) => [`submission#${submissionId}`, storedSubmission(submissionId)])));
    // The invocation's clock as each delivery is about to start: the third and fourth find less than
    // the 12 s a 10 MB CV may need (WORKER_MIN_REMAINING_MS).
    const remaining = [30_000, 20_000, 11_999, 4_000];
    const context = lambdaContext('submissionWorker', (call) => remaining[call] ?? 0);

    const result = await handler({ Records: ids.map(messageFor) }, context as ReturnType<typeof lambdaContext>);

    expect(result.batchItemFailures).toEqual([{ itemIdentifier: `msg-${ids[2]}` }, { itemIdentifier: `msg-${ids[3]}` }]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
    const touched = new Set(updates().map((update) => update.Key!.pk));
    expect(touched).toEqual(new Set([`submission#${ids[0]}`, `submission#${ids[1]}`]));
    // Nothing was claimed for the unsent two, so their next receive sends them at once, and only once.
    expect(documents.commandCalls(GetCommand).map((call) => call.args[0].input.Key!.pk)).not.toContain(`submission#${ids[2]}`);
  });

  it('a redelivered message for an emailed submission sends nothing and succeeds', async () => {
    healthy({ [`submission#${id(2)}`]: storedSubmission(id(2), { status: 'emailed' }) });
    expect(await run(messageFor(id(2)))).toEqual({ batchItemFailures: [] });
    expect(ses.calls()).toHaveLength(0);
    expect(updates()).toHaveLength(0);
  });

  it('a message for a submission that no longer exists succeeds without mail', async () => {
    healthy({});
    expect(await run(messageFor(id(3)))).toEqual({ batchItemFailures: [] });
    expect(ses.calls()).toHaveLength(0);
  });

  it('SES failing: only that message is reported failed and the claim is given back', async () => {
    healthy({ [`submission#${id(4)}`]: storedSubmission(id(4)), [`submission#${id(5)}`]: storedSubmission(id(5), { cv: undefined }) });
    ses.on(SendEmailCommand).callsFake(async (input: { Content: { Raw: { Data: Uint8Array } } }) => {
      if (Buffer.from(input.Content.Raw.Data).includes(id(4))) throw serviceDown('SES');
      return { MessageId: 'ses-2' };
    });

    const result = await run(messageFor(id(4)), messageFor(id(5)));

    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: `msg-${id(4)}` }] });
    expect(updates().find((update) => update.Key!.pk === `submission#${id(4)}` && update.UpdateExpression!.startsWith('SET #status = :queued'))).toMatchObject({
      ConditionExpression: 'claimToken = :token',
    });
  });

  it('the whole batch failing is reported message by message (no exception)', async () => {
    healthy({ [`submission#${id(6)}`]: storedSubmission(id(6)), [`submission#${id(7)}`]: storedSubmission(id(7)) });
    ses.on(SendEmailCommand).rejects(serviceDown('SES'));
    const result = await run(messageFor(id(6)), messageFor(id(7)));
    expect(result.batchItemFailures.map((failure) => failure.itemIdentifier).sort()).toEqual([`msg-${id(6)}`, `msg-${id(7)}`]);
  });

  it('another delivery holding the claim: the message fails, to be retried', async () => {
    healthy({ [`submission#${id(8)}`]: storedSubmission(id(8), { status: 'sending' }) });
    documents.on(UpdateCommand).rejects(conditionFailed());
    const result = await run(messageFor(id(8)));
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: `msg-${id(8)}` }]);
    expect(ses.calls()).toHaveLength(0);
  });

  it('losing the claim to a delivery that finished: done, no mail', async () => {
    let reads = 0;
    documents.on(GetCommand).callsFake(() => ({ Item: storedSubmission(id(9), { status: (reads += 1) === 1 ? 'queued' : 'emailed' }) }));
    documents.on(UpdateCommand).rejects(conditionFailed());
    expect(await run(messageFor(id(9)))).toEqual({ batchItemFailures: [] });
    expect(ses.calls()).toHaveLength(0);
  });

  it('malformed messages fail (and so end in the dead-letter queue), without touching anything', async () => {
    healthy({});
    const result = await run(record('not json', 'bad-1'), record('{"submissionId":"nope"}', 'bad-2'));
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'bad-1' }, { itemIdentifier: 'bad-2' }]);
    expect(documents.calls()).toHaveLength(0);
  });

  it('DynamoDB down: the message fails', async () => {
    documents.on(GetCommand).rejects(serviceDown('DynamoDB'));
    expect((await run(messageFor(id(10)))).batchItemFailures).toHaveLength(1);
  });

  it('the mail is out but marking it fails: the message still succeeds, so it is not mailed twice', async () => {
    healthy({ [`submission#${id(11)}`]: storedSubmission(id(11)) });
    documents.on(UpdateCommand).resolvesOnce({}).resolvesOnce({}).rejects(serviceDown('DynamoDB'));
    expect(await run(messageFor(id(11)))).toEqual({ batchItemFailures: [] });
    expect(ses.calls()).toHaveLength(1);
  });

  it('a delivery that died after calling SES (left mailing): a redelivery sends nothing and succeeds', async () => {
    healthy({ [`submission#${id(12)}`]: storedSubmission(id(12), { status: 'mailing', claimExpiresAt: 1 }) });
    expect(await run(messageFor(id(12)))).toEqual({ batchItemFailures: [] });
    expect(ses.calls()).toHaveLength(0);
    expect(updates()).toHaveLength(0);
  });

  it(`sends at most ${SEND_CONCURRENCY} emails at once from a batch of 10`, async () => {
    const items = Object.fromEntries(Array.from({ length: 10 }, (_, n) => [`submission#${id(100 + n)}`, storedSubmission(id(100 + n), { cv: undefined })]));
    healthy(items);
    let inFlight = 0;
    let peak = 0;
    ses.on(SendEmailCommand).callsFake(async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return { MessageId: 'ses' };
    });
    const result = await run(...Array.from({ length: 10 }, (_, n) => messageFor(id(100 + n))));
    expect(result.batchItemFailures).toEqual([]);
    expect(ses.calls()).toHaveLength(10);
    expect(peak).toBe(SEND_CONCURRENCY);
  });
});
