/**
 * POST /api/chat. `handler` answers JSON through the one middy chain; `streamHandler` (the export
 * AWS invokes, with response streaming) runs the same chain and, when the request accepts
 * `text/event-stream`, streams the reply as Server-Sent Events (lambdas/http/event-stream.ts).
 */

import { randomUUID } from 'node:crypto';
import { tables } from '#system/resources';
import { functions } from '#system/functions';
import { loadConfig } from '#lambdas/config';
import { chatRequestSchema } from '#core/schemas/chat';
import { createChatService } from '#core/chat/chat-service';
import { chatHandoverDialogue } from '#lambdas/chat/handover';
import { documentClient } from '#adapters/aws-clients';
import { chatThreadsTable } from '#adapters/chat-threads-table';
import { dynamoRateLimiter } from '#adapters/rate-limiter';
import { replyGeneratorFor } from '#adapters/reply-generator-cache';
import { logger } from '#adapters/logger';
import { httpHandler } from '#http/http-handler';
import { eventStream } from '#http/event-stream';

/** Leave the function this much time to store the thread and answer after generation gives up. */
const GENERATION_MARGIN_MS = 5_000;
const generationBudgetMs = functions.chat.timeoutSeconds * 1000 - GENERATION_MARGIN_MS;

const events = eventStream();

export const handler = httpHandler({ body: chatRequestSchema }, async ({ body, event, clientId }) => {
  const config = loadConfig('chat');
  const documents = documentClient();
  const tableName = config[tables.chatThreads.envVar]!;
  const generator = await replyGeneratorFor(config);
  const service = createChatService({
    threads: chatThreadsTable(documents, tableName),
    rateLimiter: dynamoRateLimiter(documents, tableName, { name: 'chat', limit: config.CHAT_RATE_LIMIT, windowSeconds: config.CHAT_RATE_WINDOW_SECONDS }),
    generator,
    dialogues: [chatHandoverDialogue(generator)],
    newId: randomUUID,
    warn: (message, details) => logger.warn(message, details),
  });
  const result = await service.respond({ ...body, clientId, onDelta: events.deltaSink(event), signal: AbortSignal.timeout(generationBudgetMs) });
  return { status: 200, body: result };
});

export const streamHandler = events.streamHandler(handler);
