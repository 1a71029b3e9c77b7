import { chatErrorMessages, type ChatContext } from '#content/chat';
import { retention } from '#infra/resources';
import { AppError, dependencyFailed } from '#core/errors';
import type { ChatThread, ChatTurn, RateLimiter, ReplyGenerator, ThreadStore } from '#core/chat/types';

/**
 * One chat turn: rate limit, load (or start) the thread, generate the reply with the thread's
 * recent turns as memory, store both turns, answer with the reply and the thread id.
 */
/** One turn as a dialogue step sees it. */
export interface DialogueTurn {
  readonly message: string;
  readonly context: ChatContext;
  /** The thread before this turn (its earlier turns). */
  readonly thread: ChatThread;
  readonly clientId: string;
}

/**
 * A conversation step around the reply generator, e.g. the hand-over to a recruiter: `before`
 * may answer the turn itself (the generator is then not called); `after` may add to the
 * generator's reply (e.g. offer a recruiter after "I don't know"). Both see the thread.
 */
export interface ChatDialogue {
  before?(turn: DialogueTurn): Promise<string | undefined>;
  after?(turn: DialogueTurn, reply: string): Promise<string | undefined>;
}

export interface ChatServiceDependencies {
  readonly threads: ThreadStore;
  readonly rateLimiter: RateLimiter;
  readonly generator: ReplyGenerator;
  /** Steps run in order around the generator (none by default). */
  readonly dialogues?: readonly ChatDialogue[];
  readonly newId: () => string;
  readonly now?: () => Date;
  /** Problems that must not fail the turn (a thread that could not be saved). */
  readonly warn?: (message: string, details: Record<string, unknown>) => void;
}

export interface ChatTurnRequest {
  readonly message: string;
  readonly context: ChatContext;
  readonly threadId: string | null;
  readonly clientId: string;
  readonly onDelta?: (text: string) => void;
  readonly signal?: AbortSignal;
}

export interface ChatTurnResult {
  readonly response: string;
  readonly threadId: string;
}

/** Turns kept per thread (user and assistant messages); older ones drop off. */
export const MAX_THREAD_TURNS = 20;
/** Longest assistant reply kept as memory (a reply can be longer than a visitor's message). */
const MAX_STORED_REPLY_CHARS = 4000;

export const rateLimitMessage = "You're sending messages faster than I can answer. Please wait a minute and try again.";

/** 429 with the seconds until the visitor may send again (the handler turns it into Retry-After). */
export class ChatRateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super({ status: 429, code: 'rate_limited', message: rateLimitMessage });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function threadExpiry(now: Date): number {
  return Math.floor(now.getTime() / 1000) + retention.chatThreadDays * 24 * 60 * 60;
}

export function createChatService(dependencies: ChatServiceDependencies) {
  const now = dependencies.now ?? (() => new Date());

  async function loadThread(threadId: string | null, context: ChatContext): Promise<ChatThread> {
    const startedAt = now().toISOString();
    if (threadId) {
      let existing: ChatThread | undefined;
      try {
        existing = await dependencies.threads.load(threadId);
      } catch (error) {
        throw dependencyFailed('Chat thread store', error);
      }
      // An expired or unknown id starts a new conversation under a new id, never a guessed one.
      if (existing) return existing;
    }
    return { id: dependencies.newId(), context, turns: [], createdAt: startedAt };
  }

  return {
    async respond(request: ChatTurnRequest): Promise<ChatTurnResult> {
      let decision;
      try {
        decision = await dependencies.rateLimiter.hit(request.clientId);
      } catch (error) {
        throw dependencyFailed('Chat rate limiter', error);
      }
      if (!decision.allowed) throw new ChatRateLimitedError(decision.retryAfterSeconds);

      const thread = await loadThread(request.threadId, request.context);
      const turn: DialogueTurn = { message: request.message, context: request.context, thread, clientId: request.clientId };
      const dialogues = dependencies.dialogues ?? [];
      let reply: string | undefined;
      for (const dialogue of dialogues) {
        reply = (await dialogue.before?.(turn))?.trim();
        if (reply) {
          request.onDelta?.(reply);
          break;
        }
      }
      if (!reply) {
        try {
          reply = (
            await dependencies.generator.reply({
              context: request.context,
              history: thread.turns,
              message: request.message,
              onDelta: request.onDelta,
              signal: request.signal,
            })
          ).trim();
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw dependencyFailed(`Reply generator (${dependencies.generator.name})`, error);
        }
        for (const dialogue of dialogues) {
          const addition: string | undefined = reply ? (await dialogue.after?.(turn, reply))?.trim() : undefined;
          if (addition) {
            request.onDelta?.(`\n\n${addition}`);
            reply = `${reply}\n\n${addition}`;
          }
        }
      }
      // No text at all: the catalogue's "no reply" message, not remembered as something Aine said.
      if (reply.length === 0) {
        request.onDelta?.(chatErrorMessages.noReply);
        return { response: chatErrorMessages.noReply, threadId: thread.id };
      }

      const at = now().toISOString();
      const newTurns: ChatTurn[] = [
        { role: 'user', text: request.message, at },
        { role: 'assistant', text: reply.slice(0, MAX_STORED_REPLY_CHARS), at },
      ];
      const turns = [...thread.turns, ...newTurns].slice(-MAX_THREAD_TURNS);
      try {
        await dependencies.threads.save({ ...thread, turns }, threadExpiry(now()));
      } catch (error) {
        // The visitor already has the reply; losing the memory of this turn is the lesser harm.
        dependencies.warn?.('chat thread not saved', { threadId: thread.id, error });
      }
      return { response: reply, threadId: thread.id };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
