import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { chatErrorMessages } from '#content/chat';
import { resetConfigCache } from '#lambdas/config';
import { apiEvent, lambdaContext, parseBody, serviceDown, type ProxyHandler } from '../support/handler-harness.ts';
import { handlerEnvironment } from '../support/handler-environment.ts';

/** POST /api/chat through the real handler, domain and adapters, with AWS mocked and no OpenAI key. */
const documents = mockClient(DynamoDBDocumentClient);
const secrets = mockClient(SecretsManagerClient);
type StreamHandler = (event: APIGatewayProxyEvent, stream: Writable, context: Context) => Promise<void>;
let handler: ProxyHandler;
let streamHandler: StreamHandler;

const baseEnv = { ...handlerEnvironment, CHAT_RATE_LIMIT: '5' };

beforeAll(async () => {
  Object.assign(process.env, baseEnv);
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_API_KEY_SECRET_NAME;
  resetConfigCache();
  ({ handler, streamHandler } = (await import('#lambdas/chat/handler')) as unknown as { handler: ProxyHandler; streamHandler: StreamHandler });
});

beforeEach(() => {
  documents.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
  documents.on(GetCommand).resolves({});
  documents.on(PutCommand).resolves({});
});

afterEach(() => {
  documents.reset();
  secrets.reset();
});

const context = lambdaContext('chat');
const chat = (body: unknown) => handler(apiEvent('/api/chat', body), context);
const threadId = '7b4c1e0a-2f55-4c6e-9d1a-3c2b8e5f6a70';

/** What a streaming handler wrote: the HTTP integration prelude, then the body. */
async function stream(body: unknown, accept: string) {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      callback();
    },
  });
  const event = apiEvent('/api/chat', body);
  event.headers = { ...event.headers, Accept: accept };
  await streamHandler(event, sink, context);
  const bytes = Buffer.concat(chunks);
  const delimiter = bytes.indexOf(Buffer.alloc(8));
  return {
    prelude: JSON.parse(bytes.subarray(0, delimiter).toString('utf8')) as { statusCode: number; headers: Record<string, string> },
    body: bytes.subarray(delimiter + 8).toString('utf8'),
    ended: sink.writableEnded,
  };
}

function sseEvents(body: string) {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)![1]!;
      const data = JSON.parse(/^data: (.+)$/m.exec(block)![1]!) as Record<string, unknown>;
      return { event, data };
    });
}

describe('POST /api/chat', () => {
  it('answers from the site content, starts a thread and stores it with an expiry', async () => {
    const result = await chat({ message: 'What does a Big 4 audit manager earn?', context: 'salary-guide', threadId: null });
    expect(result.statusCode).toBe(200);
    const body = parseBody(result) as { response: string; threadId: string };
    expect(body.response).toContain('€90k - €120k');
    expect(body.threadId).toMatch(/^[0-9a-f-]{36}$/);
    const put = documents.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.TableName).toBe('chat-threads');
    expect(put.Item).toMatchObject({ pk: `thread#${body.threadId}`, context: 'salary-guide' });
    expect(put.Item!.turns).toHaveLength(2);
    expect(put.Item!.expiresAt).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  });

  it('continues the thread it is given and answers follow-ups from its memory', async () => {
    documents.on(GetCommand, { Key: { pk: `thread#${threadId}` } }).resolves({
      Item: {
        pk: `thread#${threadId}`,
        context: 'salary-guide',
        createdAt: '2025-06-01T10:00:00.000Z',
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
        turns: [
          { role: 'user', text: 'How much does a financial controller earn?', at: '2025-06-01T10:00:00.000Z' },
          { role: 'assistant', text: 'Financial Controller salaries…', at: '2025-06-01T10:00:01.000Z' },
        ],
      },
    });
    const result = await chat({ message: 'And with 5+ years?', context: 'salary-guide', threadId });
    expect(parseBody(result)).toMatchObject({ threadId, response: expect.stringContaining('€100k - €120k') });
    expect(documents.commandCalls(PutCommand)[0]!.args[0].input.Item!.turns).toHaveLength(4);
  });

  it('accepts an empty thread id on the first turn', async () => {
    expect((await chat({ message: 'Hi', context: 'interview-tips', threadId: '' })).statusCode).toBe(200);
    expect((await chat({ message: 'Hi', context: 'interview-tips' })).statusCode).toBe(200);
  });

  it.each([
    [{ message: '   ', context: 'salary-guide' }, 'message', 'Please type a message.'],
    [{ message: 'x'.repeat(1001), context: 'salary-guide' }, 'message', 'Messages can be at most 1,000 characters.'],
    [{ context: 'salary-guide' }, 'message', 'Please type a message.'],
    [{ message: 'Hi', context: 'home' }, 'context', 'Unknown chat context.'],
    [{ message: 'Hi', context: 'salary-guide', threadId: 'not-a-uuid' }, 'threadId', 'Unknown conversation.'],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const result = await chat(body);
    expect(result.statusCode).toBe(400);
    expect(parseBody(result).error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
    expect(documents.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('accepts a message of exactly 1,000 characters', async () => {
    expect((await chat({ message: 'a'.repeat(1000), context: 'salary-guide' })).statusCode).toBe(200);
  });

  it('refuses a body that is not JSON, and one over 64 KB', async () => {
    expect((await chat('{"message":')).statusCode).toBe(400);
    expect((await chat({ message: 'x'.repeat(70_000), context: 'salary-guide' })).statusCode).toBe(413);
  });

  it('counts messages per client IP and answers 429 with a clear message over the limit', async () => {
    documents.on(UpdateCommand).resolves({ Attributes: { count: 6 } });
    const result = await chat({ message: 'Hi', context: 'salary-guide' });
    expect(result.statusCode).toBe(429);
    expect(parseBody(result).error).toEqual({ code: 'rate_limited', message: "You're sending messages faster than I can answer. Please wait a minute and try again." });
    expect(Number(result.headers!['retry-after'])).toBeGreaterThan(0);
    const counter = documents.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(counter.Key!.pk).toMatch(new RegExp(`^rate#chat#${createHash('sha256').update('203.0.113.9').digest('base64url').slice(0, 32)}#\\d+$`));
    expect(counter.ExpressionAttributeValues![':expiresAt']).toBeGreaterThan(Date.now() / 1000);
    expect(documents.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 503 without internals when DynamoDB is down', async () => {
    documents.on(UpdateCommand).rejects(serviceDown('DynamoDB'));
    const result = await chat({ message: 'Hi', context: 'salary-guide' });
    expect(result.statusCode).toBe(503);
    expect(parseBody(result).error).toEqual({ code: 'dependency_unavailable', message: 'An unexpected error occurred' });
  });

  it('still answers when the thread cannot be stored', async () => {
    documents.on(PutCommand).rejects(serviceDown('DynamoDB'));
    const result = await chat({ message: 'What are your opening hours?', context: 'salary-guide' });
    expect(result.statusCode).toBe(200);
    expect((parseBody(result) as { response: string }).response).toContain('Monday - Friday');
  });
});

describe('POST /api/chat, streamed (the export AWS invokes)', () => {
  it('streams the reply as SSE delta events, then done with the thread id', async () => {
    const { prelude, body, ended } = await stream({ message: 'What is your fee for a €52k hire?', context: 'salary-guide' }, 'text/event-stream');
    expect(prelude.statusCode).toBe(200);
    expect(prelude.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = sseEvents(body);
    const deltas = events.filter((event) => event.event === 'delta').map((event) => event.data.text as string);
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.response).toBe(deltas.join('').trim());
    expect(done.data.response).toContain('€6,240');
    expect(done.data.threadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ended).toBe(true);
  });

  it('answers JSON with the status in the prelude when the client does not ask for a stream', async () => {
    const { prelude, body } = await stream({ message: 'What are your opening hours?', context: 'salary-guide' }, 'application/json');
    expect(prelude.statusCode).toBe(200);
    expect(prelude.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(body)).toMatchObject({ response: expect.stringContaining('8:00 AM') });
  });

  it('answers errors found before the first word as plain HTTP errors', async () => {
    const invalid = await stream({ message: '', context: 'salary-guide' }, 'text/event-stream');
    expect(invalid.prelude.statusCode).toBe(400);
    expect(JSON.parse(invalid.body)).toMatchObject({ error: { code: 'validation_failed' } });

    documents.on(UpdateCommand).resolves({ Attributes: { count: 99 } });
    const limited = await stream({ message: 'Hi', context: 'salary-guide' }, 'text/event-stream');
    expect(limited.prelude.statusCode).toBe(429);
    expect(limited.prelude.headers['retry-after']).toBeDefined();
  });

  it('still ends with done when only storing the thread fails', async () => {
    documents.on(PutCommand).rejects(serviceDown('DynamoDB'));
    const { body } = await stream({ message: 'Hi', context: 'salary-guide' }, 'text/event-stream');
    expect(sseEvents(body).at(-1)!.event).toBe('done');
  });
});

describe('POST /api/chat with the key in Secrets Manager', () => {
  beforeEach(() => {
    process.env.OPENAI_API_KEY_SECRET_NAME = 'prod/openai';
    // Nothing listens on port 9 (discard): the model call fails fast, as an outage would.
    process.env.OPENAI_BASE_URL = 'http://127.0.0.1:9/v1';
    process.env.OPENAI_TIMEOUT_MS = '2000';
    resetConfigCache();
  });

  afterEach(() => {
    delete process.env.OPENAI_API_KEY_SECRET_NAME;
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_TIMEOUT_MS;
    resetConfigCache();
  });

  it('reads the key once and maps a model outage to 503 without internals', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ OPENAI_API_KEY: 'sk-test' }) });
    const first = await chat({ message: 'Hi', context: 'salary-guide' });
    const second = await chat({ message: 'Hi again', context: 'salary-guide' });
    for (const result of [first, second]) {
      expect(result.statusCode).toBe(503);
      expect(parseBody(result).error).toEqual({ code: 'dependency_unavailable', message: 'An unexpected error occurred' });
    }
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(secrets.commandCalls(GetSecretValueCommand)[0]!.args[0].input).toEqual({ SecretId: 'prod/openai' });
    expect(documents.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 503 when the secret cannot be read, and tries again on the next request', async () => {
    secrets.on(GetSecretValueCommand).rejectsOnce(serviceDown('Secrets Manager')).resolves({ SecretString: 'sk-plain-key' });
    const failed = await chat({ message: 'Hi', context: 'salary-guide' });
    expect(failed.statusCode).toBe(503);
    expect(parseBody(failed).error).toEqual({ code: 'dependency_unavailable', message: 'An unexpected error occurred' });
    await chat({ message: 'Hi', context: 'salary-guide' });
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});

it('keeps the chat error texts of the spec for the UI', () => {
  expect(Object.values(chatErrorMessages)).toHaveLength(4);
});
