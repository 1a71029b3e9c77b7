import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { privacyConsent } from '#content/forms';
import { handoverIdempotencyKey } from '#core/chat/handover/submission';
import { resetConfigCache } from '#lambdas/config';
import { apiEvent, lambdaContext, parseBody, serviceDown, type ProxyHandler } from '../support/handler-harness.ts';
import { TEST_QUEUE_URL, useHandlerEnvironment } from '../support/handler-environment.ts';

/**
 * The hand-over through the real chat handler, domain and adapters, with DynamoDB and SQS mocked:
 * the thread keeps the dialogue between requests, and the consented hand-over is written to the
 * submissions table and queued once.
 */
const documents = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);
const QUEUE_URL = TEST_QUEUE_URL;
let handler: ProxyHandler;

beforeAll(async () => {
  useHandlerEnvironment();
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_API_KEY_SECRET_NAME;
  resetConfigCache();
  ({ handler } = (await import('#lambdas/chat/handler')) as unknown as { handler: ProxyHandler });
});

/** A small DynamoDB: items by table and key, conditional puts honoured. */
let tables: Map<string, Map<string, Record<string, unknown>>>;
const table = (name: string) => tables.get(name) ?? tables.set(name, new Map()).get(name)!;

beforeEach(() => {
  tables = new Map();
  documents.on(GetCommand).callsFake((input: { TableName: string; Key: { pk: string } }) => ({ Item: table(input.TableName).get(input.Key.pk) }));
  documents.on(PutCommand).callsFake((input: { TableName: string; Item: Record<string, unknown>; ConditionExpression?: string }) => {
    const items = table(input.TableName);
    const pk = input.Item.pk as string;
    if (input.ConditionExpression && items.has(pk)) {
      throw Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
    }
    items.set(pk, input.Item);
    return {};
  });
  documents.on(UpdateCommand).callsFake((input: { TableName: string; Key: { pk: string }; ExpressionAttributeValues?: Record<string, unknown> }) => {
    const item = table(input.TableName).get(input.Key.pk);
    // The idempotency record's completion; the chat rate counter answers 1.
    if (item && input.ExpressionAttributeValues?.[':done']) item.state = 'done';
    return { Attributes: { count: 1 } };
  });
  documents.on(DeleteCommand).callsFake((input: { TableName: string; Key: { pk: string } }) => {
    table(input.TableName).delete(input.Key.pk);
    return {};
  });
  sqs.on(SendMessageCommand).resolves({ MessageId: 'message-1' });
});

afterEach(() => {
  documents.reset();
  sqs.reset();
});

const context = lambdaContext('chat');

async function conversation(messages: string[]) {
  let threadId: string | null = null;
  const replies: string[] = [];
  for (const message of messages) {
    const result = await handler(apiEvent('/api/chat', { message, context: 'salary-guide', threadId }), context);
    expect(result.statusCode, result.body).toBe(200);
    const body = parseBody(result) as unknown as { response: string; threadId: string };
    threadId = body.threadId;
    replies.push(body.response);
  }
  return { replies, threadId: threadId! };
}

const submissionItems = () => [...table('submissions').values()].filter((item) => String(item.pk).startsWith('submission#'));

describe('POST /api/chat hand-over to a recruiter (offline engine)', () => {
  it('keeps the dialogue on the thread, then stores the hand-over and queues it, once', async () => {
    const { replies, threadId } = await conversation(['can I talk to a recruiter', 'Jane Doe', 'Jane@Example.com', '+353 87 123 4567', 'yes', 'yes']);
    expect(replies[3]).toContain(privacyConsent);
    expect(replies[4]).toMatch(/reference [0-9a-f]{8}/);
    expect(replies[5]).toMatch(/already with/);
    const [submission, ...others] = submissionItems();
    expect(others).toEqual([]);
    expect(submission).toMatchObject({
      kind: 'chat-handover',
      status: 'queued',
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+353 87 123 4567',
      message: 'can I talk to a recruiter',
      idempotencyKey: handoverIdempotencyKey(threadId, 1),
    });
    expect(submission!.expiresAt).toBeGreaterThan(Date.now() / 1000 + 729 * 86_400);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(1);
    expect(sqs.commandCalls(SendMessageCommand)[0]!.args[0].input).toMatchObject({ QueueUrl: QUEUE_URL, MessageBody: JSON.stringify({ submissionId: submission!.submissionId }) });
    const thread = table('chat-threads').get(`thread#${threadId}`)!;
    expect(thread.handover).toMatchObject({ step: 'sent', sent: 1 });
    expect(JSON.stringify(thread.turns)).not.toMatch(/jane@example\.com|123 4567/i);
  });

  it('stores and queues nothing when the visitor cancels', async () => {
    await conversation(['speak to someone please', 'Jane Doe', 'jane@example.com', 'skip', 'cancel']);
    expect(submissionItems()).toEqual([]);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('answers 503 when the queue is down, stores nothing, and a retry of the same "yes" goes through', async () => {
    sqs.on(SendMessageCommand).rejectsOnce(serviceDown('SQS')).resolves({ MessageId: 'message-2' });
    let threadId: string | null = null;
    for (const message of ['human please', 'Jane Doe', 'jane@example.com', 'skip']) {
      const result = await handler(apiEvent('/api/chat', { message, context: 'salary-guide', threadId }), context);
      threadId = (parseBody(result) as unknown as { threadId: string }).threadId;
    }
    const failed = await handler(apiEvent('/api/chat', { message: 'yes', context: 'salary-guide', threadId }), context);
    expect(failed.statusCode).toBe(503);
    expect(submissionItems()).toEqual([]);
    const retried = await handler(apiEvent('/api/chat', { message: 'yes', context: 'salary-guide', threadId }), context);
    expect(retried.statusCode).toBe(200);
    expect(submissionItems()).toHaveLength(1);
  });
});
