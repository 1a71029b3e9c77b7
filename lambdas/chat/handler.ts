import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { tables } from '#system/resources';
import { functions } from '#system/functions';
import { loadConfig, type Config } from '#lambdas/config';
import { chatRequestSchema } from '#core/schemas/chat';
import { dependencyFailed } from '#core/errors';
import { createChatService } from '#core/chat/chat-service';
import { offlineReplyGenerator } from '#core/chat/offline-generator';
import { chatHandoverDialogue } from '#lambdas/chat/handover';
import type { ReplyGenerator } from '#core/chat/types';
import { documentClient, secretsManagerClient } from '#adapters/aws-clients';
import { chatThreadsTable } from '#adapters/chat-threads-table';
import { dynamoRateLimiter } from '#adapters/rate-limiter';
import { resolveOpenAiKey } from '#adapters/openai-key';
import { openAiClient, openAiReplyGenerator } from '#adapters/openai-reply-generator';
import { logger } from '#adapters/logger';
import { httpHandler } from '#http/http-handler';
import { endStream, openHttpResponseStream, safeWrite, sseEvent, streamingHandler } from '#http/response-stream';

/**
 * POST /api/chat. `handler` answers JSON through the one middy chain; `streamHandler` (the export
 * AWS invokes, with response streaming) runs the same chain and, when the request accepts
 * `text/event-stream`, streams the reply as Server-Sent Events: `delta` events with text as it is
 * generated, then `done` with `{ response, threadId }`, or `error` with the API's error body.
 */

/** Leave the function this much time to store the thread and answer after generation gives up. */
const GENERATION_MARGIN_MS = 5_000;
const generationBudgetMs = functions.chat.timeoutSeconds * 1000 - GENERATION_MARGIN_MS;

// The generator depends on the key, which may come from Secrets Manager: resolved once per
// configuration (once per cold start in Lambda), and retried on the next request if that failed.
let generatorFor: { config: Config<'chat'>; generator: Promise<ReplyGenerator> } | undefined;

function replyGenerator(config: Config<'chat'>): Promise<ReplyGenerator> {
  if (generatorFor?.config !== config) {
    const generator = resolveOpenAiKey(config, secretsManagerClient).then((apiKey): ReplyGenerator => {
      if (!apiKey) return offlineReplyGenerator;
      const client = openAiClient({ apiKey, model: config.OPENAI_MODEL, baseURL: config.OPENAI_BASE_URL, timeoutMs: config.OPENAI_TIMEOUT_MS });
      return openAiReplyGenerator(client, config.OPENAI_MODEL);
    });
    generator.catch(() => {
      if (generatorFor?.generator === generator) generatorFor = undefined;
    });
    generatorFor = { config, generator };
  }
  return generatorFor.generator;
}

/** Where a streamed request's text goes; keyed by the event object middy passes through. */
const deltaSinks = new WeakMap<APIGatewayProxyEvent, (text: string) => void>();

export const handler = httpHandler({ body: chatRequestSchema }, async ({ body, event, clientId }) => {
  const config = loadConfig('chat');
  const documents = documentClient();
  const tableName = config[tables.chatThreads.envVar]!;
  const generator = await replyGenerator(config).catch((error: unknown) => {
    throw dependencyFailed('OpenAI API key (Secrets Manager)', error);
  });
  const service = createChatService({
    threads: chatThreadsTable(documents, tableName),
    rateLimiter: dynamoRateLimiter(documents, tableName, { name: 'chat', limit: config.CHAT_RATE_LIMIT, windowSeconds: config.CHAT_RATE_WINDOW_SECONDS }),
    generator,
    dialogues: [chatHandoverDialogue(generator)],
    newId: randomUUID,
    warn: (message, details) => logger.warn(message, details),
  });
  const result = await service.respond({
    message: body.message,
    context: body.context,
    threadId: body.threadId,
    clientId,
    onDelta: deltaSinks.get(event),
    signal: AbortSignal.timeout(generationBudgetMs),
  });
  return { status: 200, body: result };
});

function header(event: APIGatewayProxyEvent, name: string): string {
  const entry = Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return entry?.[1] ?? '';
}

async function writeWhole(responseStream: Writable, result: APIGatewayProxyResult): Promise<void> {
  const stream = openHttpResponseStream(responseStream, { statusCode: result.statusCode, headers: (result.headers ?? {}) as Record<string, string> });
  safeWrite(stream, result.body);
  await endStream(stream);
}

const sseHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // Proxies must pass each event on at once rather than buffer the response.
  'x-accel-buffering': 'no',
};

async function chatStream(event: APIGatewayProxyEvent, responseStream: Writable, context: Context): Promise<void> {
  if (!/text\/event-stream/i.test(header(event, 'accept'))) {
    await writeWhole(responseStream, await handler(event, context));
    return;
  }
  let sse: Writable | undefined;
  const open = () => (sse ??= openHttpResponseStream(responseStream, { statusCode: 200, headers: sseHeaders }));
  deltaSinks.set(event, (text) => safeWrite(open(), sseEvent('delta', { text })));
  const result = await handler(event, context);
  const ok = result.statusCode === 200;
  if (!sse && !ok) {
    // Nothing was streamed yet (validation, rate limit, a failure before the first word): a plain
    // HTTP error the client reads like any other API error.
    await writeWhole(responseStream, result);
    return;
  }
  const stream = open();
  safeWrite(stream, sseEvent(ok ? 'done' : 'error', JSON.parse(result.body) as unknown));
  await endStream(stream);
}

/** The export Lambda invokes with response streaming (every request, JSON or SSE). */
export const streamHandler = streamingHandler(chatStream);
