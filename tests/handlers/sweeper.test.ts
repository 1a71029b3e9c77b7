import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionFailed, serviceDown } from '../support/handler-harness.ts';
import { TEST_QUEUE_URL, useHandlerEnvironment } from '../support/handler-environment.ts';

/** The scheduled sweeper through its real handler and adapters, with DynamoDB and SQS mocked. */
const sqs = mockClient(SQSClient);
const documents = mockClient(DynamoDBDocumentClient);
const QUEUE_URL = TEST_QUEUE_URL;
let handler: () => Promise<{ requeued: number; unconfirmed: number }>;

beforeAll(async () => {
  useHandlerEnvironment();
  ({ handler } = (await import('#lambdas/sweeper/handler')) as { handler: typeof handler });
});
afterEach(() => {
  sqs.reset();
  documents.reset();
});

const item = (submissionId: string, status: string) => ({ pk: `submission#${submissionId}`, submissionId, status, pendingState: status === 'queued' ? 'new' : status, createdAt: '2025-11-03T14:00:00.000Z' });

function pending(byState: Record<string, Record<string, unknown>[]>) {
  documents.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: { ':state': string } }) => ({ Items: byState[input.ExpressionAttributeValues[':state']] ?? [] }));
}

describe('the submission sweeper', () => {
  it('reads only the byPendingState index: new ones older than the wait, and claims that ran out', async () => {
    pending({});
    sqs.on(SendMessageCommand).resolves({});
    const before = Date.now();
    expect(await handler()).toEqual({ requeued: 0, unconfirmed: 0 });
    const after = Date.now();
    const queries = documents.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries.map((query) => query.IndexName)).toEqual(['byPendingState', 'byPendingState', 'byPendingState']);
    const fresh = queries.find((query) => query.ExpressionAttributeValues![':state'] === 'new')!;
    expect(fresh.KeyConditionExpression).toBe('pendingState = :state AND createdAt < :before');
    // Default wait: 5 minutes.
    const cutoff = Date.parse(fresh.ExpressionAttributeValues![':before'] as string);
    expect(cutoff).toBeGreaterThanOrEqual(before - 300_000);
    expect(cutoff).toBeLessThanOrEqual(after - 300_000);
    for (const state of ['sending', 'mailing']) {
      expect(queries.find((query) => query.ExpressionAttributeValues![':state'] === state)).toMatchObject({ FilterExpression: 'claimExpiresAt < :now' });
    }
  });

  it('enqueues { submissionId } for each submission never picked up or abandoned before the mail call', async () => {
    pending({ new: [item('a', 'queued')], sending: [item('b', 'sending')] });
    sqs.on(SendMessageCommand).resolves({});
    expect(await handler()).toEqual({ requeued: 2, unconfirmed: 0 });
    expect(sqs.commandCalls(SendMessageCommand).map((call) => call.args[0].input)).toEqual([
      { QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ submissionId: 'a' }) },
      { QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ submissionId: 'b' }) },
    ]);
    expect(documents.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('marks a submission left mailing unconfirmed (only while it is still mailing) and sends nothing', async () => {
    pending({ mailing: [item('c', 'mailing'), item('d', 'mailing')] });
    // d was finished by its worker in the meantime.
    documents.on(UpdateCommand).callsFake((input: { Key: { pk: string } }) => {
      if (input.Key.pk === 'submission#d') throw conditionFailed();
      return {};
    });
    expect(await handler()).toEqual({ requeued: 0, unconfirmed: 1 });
    expect(sqs.calls()).toHaveLength(0);
    expect(documents.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({
      Key: { pk: 'submission#c' },
      ConditionExpression: '#status = :mailing',
      UpdateExpression: 'SET #status = :unconfirmed, lastError = :note REMOVE pendingState, claimToken, claimExpiresAt',
    });
  });

  it('DynamoDB down: the invocation fails (and the scheduled run after it tries again)', async () => {
    documents.on(QueryCommand).rejects(serviceDown('DynamoDB'));
    await expect(handler()).rejects.toMatchObject({ status: 503 });
  });
});
