import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetAccountCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { originHeaders } from '../support/origin-secret.ts';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { resetConfigCache } from '#lambdas/config';
import { useHandlerEnvironment } from '../support/handler-environment.ts';

const s3 = mockClient(S3Client);
const sqs = mockClient(SQSClient);
const dynamodb = mockClient(DynamoDBClient);
const ses = mockClient(SESv2Client);

const event = { httpMethod: 'GET', path: '/api/health', headers: { ...originHeaders }, body: null, requestContext: { identity: { sourceIp: '127.0.0.1' } } } as unknown as APIGatewayProxyEvent;
const context = { functionName: 'health', awsRequestId: 'r', getRemainingTimeInMillis: () => 5000 } as unknown as Context;

let handler: (event: APIGatewayProxyEvent, context: Context) => Promise<{ statusCode: number; body: string }>;

beforeAll(async () => {
  useHandlerEnvironment({
    // Every test probes afresh; the cache has its own test below.
    CHAT_THREADS_TABLE_NAME: 'threads',
    HEALTH_CACHE_SECONDS: '0',
  });
  ({ handler } = await import('#lambdas/health/handler'));
});

afterEach(() => {
  for (const client of [s3, sqs, dynamodb, ses]) client.reset();
});

function allHealthy() {
  s3.on(HeadBucketCommand).resolves({});
  sqs.on(GetQueueAttributesCommand).resolves({ Attributes: { QueueArn: 'arn' } });
  dynamodb.on(DescribeTableCommand).resolves({ Table: { TableStatus: 'ACTIVE' } });
  ses.on(GetAccountCommand).resolves({ SendingEnabled: true });
}

describe('GET /api/health', () => {
  it('answers 200 when the bucket, queue, tables and mail all answer', async () => {
    allHealthy();
    const result = await handler(event, context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body).status).toBe('ok');
    expect(s3.commandCalls(HeadBucketCommand)[0]!.args[0].input).toEqual({ Bucket: 'cv-bucket' });
    expect(dynamodb.commandCalls(DescribeTableCommand).map((call) => call.args[0].input.TableName).sort()).toEqual(['submissions', 'threads', 'trends']);
  });

  it('answers 503 naming the dependency that fails', async () => {
    allHealthy();
    sqs.on(GetQueueAttributesCommand).rejects(new Error('QueueDoesNotExist'));
    const result = await handler(event, context);
    expect(result.statusCode).toBe(503);
    const body = JSON.parse(result.body);
    expect(body.checks).toEqual({ storage: 'ok', queue: 'unreachable', database: 'ok', mail: 'ok' });
    expect(body.error.message).toBe('Unreachable: queue');
  });

  it('answers 503 naming the mail service when SES is down', async () => {
    allHealthy();
    ses.on(GetAccountCommand).rejects(new Error('ECONNREFUSED'));
    const body = JSON.parse((await handler(event, context)).body);
    expect(body.error.message).toBe('Unreachable: mail');
  });

  it('names kinds of dependency, never tables or buckets, outside local mode', async () => {
    allHealthy();
    dynamodb.on(DescribeTableCommand).rejects(new Error('ResourceNotFoundException'));
    const result = await handler(event, context);
    expect(result.statusCode).toBe(503);
    expect(result.body).not.toMatch(/Table|bucket|threads|trends/);
    expect(JSON.parse(result.body).error.message).toBe('Unreachable: database');
  });

  it('names each resource in local mode', async () => {
    process.env.LOCAL_MODE = 'true';
    resetConfigCache();
    try {
      allHealthy();
      dynamodb.on(DescribeTableCommand, { TableName: 'threads' }).rejects(new Error('ResourceNotFoundException'));
      expect(JSON.parse((await handler(event, context)).body).error.message).toBe('Unreachable: chatThreadsTable');
    } finally {
      delete process.env.LOCAL_MODE;
      resetConfigCache();
    }
  });

  it('answers from one probe per cache period in a warm instance', async () => {
    process.env.HEALTH_CACHE_SECONDS = '30';
    resetConfigCache();
    try {
      allHealthy();
      const answers = await Promise.all(Array.from({ length: 5 }, () => handler(event, context)));
      answers.push(await handler(event, context));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      // 6 requests, one probe: a bucket, a queue, three tables and the mail account.
      expect(s3.commandCalls(HeadBucketCommand)).toHaveLength(1);
      expect(dynamodb.commandCalls(DescribeTableCommand)).toHaveLength(3);
      expect(sqs.commandCalls(GetQueueAttributesCommand)).toHaveLength(1);
      expect(ses.commandCalls(GetAccountCommand)).toHaveLength(1);
    } finally {
      process.env.HEALTH_CACHE_SECONDS = '0';
      resetConfigCache();
    }
  });
});
