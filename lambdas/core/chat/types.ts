import type { ChatContext } from '#content/chat';

/** One message of a conversation as the thread store keeps it. */
export interface ChatTurn {
  readonly role: 'user' | 'assistant';
  readonly text: string;
  /** ISO timestamp. */
  readonly at: string;
}

/** A conversation: our own id (not a provider's), the page context and the recent turns. */
export interface ChatThread {
  readonly id: string;
  readonly context: ChatContext;
  readonly turns: readonly ChatTurn[];
  readonly createdAt: string;
}

/** Where threads live (DynamoDB with a TTL in AWS and locally; in memory in tests). */
export interface ThreadStore {
  load(threadId: string): Promise<ChatThread | undefined>;
  /** Stores the thread; it may be deleted any time after `expiresAt` (epoch seconds). */
  save(thread: ChatThread, expiresAt: number): Promise<void>;
}

export type { RateLimitDecision, RateLimiter } from '#core/rate-limit';

export interface ReplyRequest {
  readonly context: ChatContext;
  /** Earlier turns, oldest first, without the new message. */
  readonly history: readonly ChatTurn[];
  readonly message: string;
  /** Receives the reply text as it is generated; absent for a one-piece JSON answer. */
  readonly onDelta?: (text: string) => void;
  /** Aborts generation when the request's time budget runs out. */
  readonly signal?: AbortSignal;
}

/** Produces Aine's reply: the OpenAI Responses API, or the offline engine without a key. */
export interface ReplyGenerator {
  readonly name: string;
  reply(request: ReplyRequest): Promise<string>;
}
