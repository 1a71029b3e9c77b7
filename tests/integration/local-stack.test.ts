import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CreateQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { PortInUseError, startLocalStack, type LocalStack } from '#local/stack';
import { startSqs } from '#local/emulators';
import { startSqsEventSource } from '#local/sqs-event-source';
import { lambdaContext } from '#local/api-gateway-adapter';
import { functions } from '#system/functions';
import { awsClients } from '#adapters/aws-clients';

/** A tiny built site, so this test does not depend on `npm run build`. */
function fixtureSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(dist, 'our-fees'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Home</title><h1>Home</h1>${'<p>padding</p>'.repeat(200)}`);
  writeFileSync(join(dist, 'our-fees', 'index.html'), '<!doctype html><title>Fees</title><h1>Fees</h1>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title><h1>Oops! Page not found</h1>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dist;
}

describe('the local stack', () => {
  let stack: LocalStack;
  const dataDir = mkdtempSync(join(tmpdir(), 'local-stack-'));

  beforeAll(async () => {
    stack = await startLocalStack({ port: 0, dataDir, distDir: fixtureSite() });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers /api/health with 200 when every emulator is up', async () => {
    const response = await fetch(`${stack.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', checks: { bucket: 'ok', queue: 'ok', mail: 'ok', submissionsTable: 'ok' } });
  });

  it('answers 503 naming the emulator that is down, and recovers when it is back', async () => {
    await stack.stopEmulator('DynamoDB');
    const down = await fetch(`${stack.url}/api/health`);
    expect(down.status).toBe(503);
    const body = (await down.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/submissionsTable/);
    expect(body.error.message).not.toMatch(/bucket|queue|mail/);
    await stack.startEmulator('DynamoDB');
    expect((await fetch(`${stack.url}/api/health`)).status).toBe(200);
  });

  it('answers unknown API routes with 404 and a wrong method with 405, in the API error shape', async () => {
    const missing = await fetch(`${stack.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'No such API route' } });
    const wrongMethod = await fetch(`${stack.url}/api/health`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });

  it('serves clean URLs, the not-found page with 404, and caches hashed assets for a year', async () => {
    const fees = await fetch(`${stack.url}/our-fees`);
    expect(fees.status).toBe(200);
    expect(await fees.text()).toContain('<h1>Fees</h1>');
    expect(fees.headers.get('cache-control')).toContain('must-revalidate');
    const missing = await fetch(`${stack.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
    const asset = await fetch(`${stack.url}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const traversal = await fetch(`${stack.url}/..%2f..%2fpackage.json`);
    expect(traversal.status).toBe(404);
  });

  it('compresses text for clients that accept it', async () => {
    const response = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${stack.url}/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        }).on('error', reject),
      );
    });
    expect(response.encoding).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toContain('<h1>Home</h1>');
  });

  it('keeps DynamoDB data under the data directory across restarts', async () => {
    const table = stack.resources.tables.marketTrends;
    await awsClients().documents.send(new PutCommand({ TableName: table, Item: { quarter: 'persist-check', value: 42 } }));
    await stack.stopEmulator('DynamoDB');
    await stack.startEmulator('DynamoDB');
    const item = await awsClients().documents.send(new GetCommand({ TableName: table, Key: { quarter: 'persist-check' } }));
    expect(item.Item?.value).toBe(42);
  });

  it('says which port is taken', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    const port = (blocker.address() as AddressInfo).port;
    try {
      await expect(startLocalStack({ port, dataDir: mkdtempSync(join(tmpdir(), 'busy-')) })).rejects.toThrow(PortInUseError);
      await expect(startLocalStack({ port, dataDir: mkdtempSync(join(tmpdir(), 'busy-')) })).rejects.toThrow(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });
});

describe('the SQS event source loop', () => {
  it('deletes what the worker handled, redelivers reported failures, and moves them to the DLQ after 5 receives', async () => {
    const sqsEmulator = await startSqs();
    const sqs = new SQSClient({ region: 'eu-west-1', endpoint: sqsEmulator.endpoint, credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
    try {
      const dlq = await sqs.send(new CreateQueueCommand({ QueueName: 'dlq' }));
      const dlqArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl!, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
      const queue = await sqs.send(
        new CreateQueueCommand({
          QueueName: 'work',
          Attributes: { VisibilityTimeout: '1', RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: 5 }) },
        }),
      );
      const queueArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queue.QueueUrl!, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
      await sqs.send(new SendMessageCommand({ QueueUrl: queue.QueueUrl!, MessageBody: JSON.stringify({ ok: true }) }));
      await sqs.send(new SendMessageCommand({ QueueUrl: queue.QueueUrl!, MessageBody: JSON.stringify({ ok: false }) }));

      const seen: { body: string; receiveCount: string }[] = [];
      const source = startSqsEventSource({
        sqs,
        queueUrl: queue.QueueUrl!,
        queueArn,
        region: 'eu-west-1',
        batchSize: 10,
        concurrency: 1,
        context: () => lambdaContext('submissionWorker', functions.submissionWorker),
        invoke: async (event: SQSEvent) => {
          for (const record of event.Records) {
            expect(record.eventSource).toBe('aws:sqs');
            expect(record.eventSourceARN).toBe(queueArn);
            seen.push({ body: record.body, receiveCount: record.attributes.ApproximateReceiveCount });
          }
          return { batchItemFailures: event.Records.filter((record) => !JSON.parse(record.body).ok).map((record) => ({ itemIdentifier: record.messageId })) };
        },
      });

      const deadline = Date.now() + 20_000;
      let deadLetters: string[] = [];
      while (Date.now() < deadline && deadLetters.length === 0) {
        const received = await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlq.QueueUrl!, WaitTimeSeconds: 1 }));
        deadLetters = (received.Messages ?? []).map((message) => message.Body!);
      }
      await source.stop();

      expect(deadLetters).toEqual([JSON.stringify({ ok: false })]);
      expect(seen.filter((item) => item.body.includes('true'))).toHaveLength(1);
      expect(seen.filter((item) => item.body.includes('false')).map((item) => item.receiveCount)).toEqual(['1', '2', '3', '4', '5']);
    } finally {
      await sqsEmulator.stop();
    }
  }, 40_000);
});

describe('starting the local stack again and again', () => {
  // Each start provisions fresh tables: a seed written before dynalite marks a table ACTIVE used to fail.
  // `LOCAL_STACK_STARTS=50` runs the long version of this loop.
  const starts = Number(process.env.LOCAL_STACK_STARTS ?? 5);

  it(`starts ${starts} times in a row on a new data directory, healthy each time`, { timeout: starts * 15_000 }, async () => {
    for (let attempt = 1; attempt <= starts; attempt += 1) {
      const stack = await startLocalStack({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'restart-')), distDir: fixtureSite(), onError: () => undefined });
      try {
        const health = await fetch(`${stack.url}/api/health`);
        expect(health.status, `start ${attempt}`).toBe(200);
        const trends = await fetch(`${stack.url}/api/market-trends/current`);
        expect(trends.status, `start ${attempt}: the seeded report`).toBe(200);
      } finally {
        await stack.stop();
      }
    }
  });
});
