/**
 * The chatThreads table holds two kinds of items, told apart by their key prefix: conversation
 * threads (`thread#<id>`) and per-client message counters (`rate#chat#…`, lambdas/adapters/rate-limiter.ts). Both carry
 * `expiresAt` (epoch seconds) for DynamoDB TTL; readers also ignore expired items themselves, as
 * TTL deletes lazily (and the local emulator not at all).
 */

import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isChatContext } from '#content/chat';
import type { ChatThread, ChatTurn, ThreadStore } from '#core/chat/types';
import { parseHandoverState } from '#core/chat/handover/state';

const threadKey = (threadId: string) => `thread#${threadId}`;

function isTurn(value: unknown): value is ChatTurn {
  const turn = value as Partial<ChatTurn> | null;
  return (
    typeof turn === 'object' && turn !== null && (turn.role === 'user' || turn.role === 'assistant') &&
    typeof turn.text === 'string' && typeof turn.at === 'string'
  );
}

export function chatThreadsTable(documents: DynamoDBDocumentClient, tableName: string, now: () => Date = () => new Date()): ThreadStore {
  return {
    async load(threadId) {
      const { Item: item } = await documents.send(new GetCommand({ TableName: tableName, Key: { pk: threadKey(threadId) }, ConsistentRead: true }));
      if (!item) return undefined;
      if (typeof item.expiresAt === 'number' && item.expiresAt * 1000 <= now().getTime()) return undefined;
      if (!isChatContext(item.context) || !Array.isArray(item.turns)) return undefined;
      const handover = parseHandoverState(item.handover);
      return {
        id: threadId,
        context: item.context,
        turns: item.turns.filter(isTurn),
        createdAt: typeof item.createdAt === 'string' ? item.createdAt : now().toISOString(),
        ...(handover ? { handover } : {}),
      } satisfies ChatThread;
    },
    async save(thread, expiresAt) {
      await documents.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            pk: threadKey(thread.id),
            kind: 'thread',
            context: thread.context,
            turns: thread.turns,
            createdAt: thread.createdAt,
            ...(thread.handover ? { handover: thread.handover } : {}),
            updatedAt: now().toISOString(),
            expiresAt,
          },
        }),
      );
    },
  };
}
