import type { ChatContext } from '#content/chat';
import type { HandoverState } from '#core/chat/handover/state';

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
  /** Where a hand-over to the recruiters stands (absent: none started). */
  readonly handover?: HandoverState;
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
  /** Tools bound to this turn's thread (the hand-over), offered to the model beside the content tools. */
  readonly turnTools?: readonly TurnTool[];
}

/** A function tool that acts for one turn (it may write), unlike the content tools' pure lookups. */
export interface TurnTool {
  readonly name: string;
  readonly description: string;
  /** JSON Schema of the arguments, in the strict form. */
  readonly parameters: Record<string, unknown>;
  /** Runs the call; resolves to the JSON text fed back to the model. */
  run(argumentsJson: string): Promise<string>;
}

/** Produces Aine's reply: the OpenAI Responses API, or the offline engine without a key. */
export interface ReplyGenerator {
  readonly name: string;
  reply(request: ReplyRequest): Promise<string>;
}

