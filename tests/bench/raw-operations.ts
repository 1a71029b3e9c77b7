import { randomUUID } from 'node:crypto';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { CreateQueueCommand, PurgeQueueCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { awsClients } from '#adapters/aws-clients';
import { dynamoRateLimiter } from '#adapters/rate-limiter';
import { awsHealthProbes } from '#adapters/health-probes';
import type { LocalResourceNames } from '#local/provision';

/**
 * The raw emulator round trip beside each endpoint: the storage work the endpoint cannot avoid,
 * sent straight through the product's own SDK clients (awsClients(), same settings as the handlers)
 * at the same concurrency: the same calls, in the same order, as the handler makes for the sample
 * request. endpoint p50 / raw p50 is then what the HTTP hop, the API Gateway event adapter, the
 * middy chain, validation and the domain add on top of the emulators. Keep each in step with its
 * handler (lambdas/adapters/*); the label says what is measured.
 */
export interface RawOperation {
  label: string;
  run(): Promise<unknown>;
  cleanup?(): Promise<void>;
}

/**
 * What every accepted submission writes: claim the idempotency key, store the submission, enqueue it and
 * complete the key, on a queue of the bench's own so the worker never sees these messages.
 */
async function submissionWrites(resources: LocalResourceNames, queueName: string) {
  const { sqs, documents } = awsClients();
  const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: queueName }));
  const TableName = resources.tables.submissions;
  const limiter = dynamoRateLimiter(documents, TableName, { name: 'bench-raw', limit: Number.MAX_SAFE_INTEGER, windowSeconds: 60 });
  return {
    label:
      'DynamoDB conditional PutItem (idempotency key), UpdateItem ×2 in parallel (per-client and per-email counters), [the CV steps], conditional PutItem (submission) + SQS SendMessage + DynamoDB UpdateItem, in sequence',
    /** The writes before the CV steps. */
    claim: async (id: string) => {
      const key = `bench-raw-idempotency#${randomUUID()}`;
      await documents.send(new PutCommand({ TableName, Item: { pk: key, submissionId: id, state: 'pending' }, ConditionExpression: 'attribute_not_exists(pk)' }));
      await Promise.all([limiter.hit(`client#${randomUUID()}`), limiter.hit(`email#${randomUUID()}`)]);
      return key;
    },
    /** The writes after them. */
    run: async (id: string, key: string) => {
      await documents.send(
        new PutCommand({ TableName, Item: { pk: `bench-raw#${id}`, status: 'queued', createdAt: new Date().toISOString() }, ConditionExpression: 'attribute_not_exists(pk)' }),
      );
      await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: JSON.stringify({ submissionId: id }) }));
      await documents.send(
        new UpdateCommand({
          TableName,
          Key: { pk: key },
          UpdateExpression: 'SET #state = :done',
          ConditionExpression: 'submissionId = :id',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':done': 'done', ':id': id },
        }),
      );
    },
    cleanup: async () => {
      await sqs.send(new PurgeQueueCommand({ QueueUrl })).catch(() => undefined);
    },
  };
}

/** Needs process.env to hold the stack's environment (the bench sets it before calling). */
export async function rawOperationFor(path: string, resources: LocalResourceNames): Promise<RawOperation> {
  const { s3, documents } = awsClients();
  switch (path) {
    case '/api/health': {
      const probes = Object.values(awsHealthProbes());
      return { label: `the ${probes.length} health probes, in parallel`, run: () => Promise.all(probes.map((probe) => probe())) };
    }
    case '/api/market-trends/current': {
      const table = resources.tables.marketTrends;
      const pointer = await documents.send(new GetCommand({ TableName: table, Key: { quarter: '#current' } }));
      const quarter = (pointer.Item?.current_quarter as string | undefined) ?? 'none';
      return {
        label: 'DynamoDB GetItem ×2 in sequence (current pointer, report)',
        run: async () => {
          await documents.send(new GetCommand({ TableName: table, Key: { quarter: '#current' }, ConsistentRead: true }));
          await documents.send(new GetCommand({ TableName: table, Key: { quarter }, ConsistentRead: true }));
        },
      };
    }
    case '/api/uploads': {
      // The handler's own work: its per-client counter (DynamoDB UpdateItem), then the same presigned POST
      // (lambdas/adapters/cv-store.ts s3UploadSigner) with the product's S3 client; what the endpoint adds
      // is then the HTTP hop, the middy chain and validation.
      const limiter = dynamoRateLimiter(documents, resources.tables.submissions, { name: 'bench-raw-uploads', limit: Number.MAX_SAFE_INTEGER, windowSeconds: 60 });
      return {
        label: 'DynamoDB UpdateItem (per-client upload counter), then createPresignedPost (same conditions as the handler)',
        run: async () => {
          await limiter.hit(`client#${randomUUID()}`);
          return createPresignedPost(s3, {
            Bucket: resources.bucket,
            Key: `incoming/${randomUUID()}`,
            Conditions: [['content-length-range', 1, 10 * 1024 * 1024], ['eq', '$Content-Type', 'application/pdf']],
            Fields: { 'Content-Type': 'application/pdf' },
            Expires: 900,
          });
        },
      };
    }
    case '/api/applications': {
      // A CV check and copy (HEAD, first bytes, copy, delete the copy), then the same writes as an enquiry.
      const source = 'bench/raw-cv.pdf';
      await s3.send(new PutObjectCommand({ Bucket: resources.bucket, Key: source, Body: '%PDF-1.4\n%%EOF\n', ContentType: 'application/pdf' }));
      const writes = await submissionWrites(resources, 'bench-raw-applications');
      return {
        label: writes.label.replace('[the CV steps]', 'DynamoDB conditional PutItem (upload claim) + S3 HeadObject + ranged GetObject + CopyObject (+ DeleteObject of the copy)'),
        run: async () => {
          const id = randomUUID();
          const key = await writes.claim(id);
          await documents.send(
            new PutCommand({ TableName: resources.tables.submissions, Item: { pk: `bench-raw-upload#${id}`, submissionId: id }, ConditionExpression: 'attribute_not_exists(pk)' }),
          );
          await s3.send(new HeadObjectCommand({ Bucket: resources.bucket, Key: source }));
          const head = await s3.send(new GetObjectCommand({ Bucket: resources.bucket, Key: source, Range: 'bytes=0-7' }));
          await head.Body?.transformToByteArray();
          const copy = `bench/raw-copies/${id}.pdf`;
          await s3.send(new CopyObjectCommand({ Bucket: resources.bucket, Key: copy, CopySource: `${resources.bucket}/${source}` }));
          await s3.send(new DeleteObjectCommand({ Bucket: resources.bucket, Key: copy }));
          await writes.run(id, key);
        },
        cleanup: writes.cleanup,
      };
    }
    case '/api/contact': {
      const writes = await submissionWrites(resources, 'bench-raw');
      return {
        label: writes.label.replace(', [the CV steps]', ''),
        run: async () => {
          const id = randomUUID();
          await writes.run(id, await writes.claim(id));
        },
        cleanup: writes.cleanup,
      };
    }
    case '/api/chat': {
      const TableName = resources.tables.chatThreads;
      return {
        label: 'DynamoDB UpdateItem (per-client rate counter) + PutItem (new thread), in sequence',
        run: async () => {
          const window = Math.floor(Date.now() / 60_000);
          await documents.send(
            new UpdateCommand({
              TableName,
              Key: { pk: `rate#bench-raw#${window}` },
              UpdateExpression: 'ADD #count :one',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':one': 1 },
              ReturnValues: 'UPDATED_NEW',
            }),
          );
          await documents.send(new PutCommand({ TableName, Item: { pk: `bench-raw#${randomUUID()}`, turns: [], context: 'salary-guide' } }));
        },
      };
    }
    default:
      return {
        label: 'DynamoDB GetItem (missing key)',
        run: () => documents.send(new GetCommand({ TableName: resources.tables.submissions, Key: { pk: 'bench#none' } })),
      };
  }
}
