import { describe, expect, it } from 'vitest';
import { chatErrorMessages } from '#content/chat';
import { createChatService, MAX_THREAD_TURNS, threadExpiry } from '#core/chat/chat-service';
import type { ChatThread, RateLimiter, ReplyGenerator, ReplyRequest, ThreadStore } from '#core/chat/types';
import { AppError } from '#core/errors';

function memoryStore() {
  const threads = new Map<string, { thread: ChatThread; expiresAt: number }>();
  const store: ThreadStore = {
    load: async (id) => threads.get(id)?.thread,
    save: async (thread, expiresAt) => void threads.set(thread.id, { thread, expiresAt }),
  };
  return { store, threads };
}

const allowAll: RateLimiter = { hit: async () => ({ allowed: true, retryAfterSeconds: 60 }) };
const now = () => new Date('2025-06-01T12:00:00.000Z');

function echoGenerator(reply = (request: ReplyRequest) => `echo: ${request.message}`) {
  const requests: ReplyRequest[] = [];
  const generator: ReplyGenerator = {
    name: 'echo',
    reply: async (request) => {
      requests.push(request);
      return reply(request);
    },
  };
  return { generator, requests };
}

function service(overrides: Partial<Parameters<typeof createChatService>[0]> = {}) {
  let next = 0;
  return createChatService({
    threads: memoryStore().store,
    rateLimiter: allowAll,
    generator: echoGenerator().generator,
    newId: () => `00000000-0000-4000-8000-00000000000${next++}`,
    now,
    ...overrides,
  });
}

describe('chat service', () => {
  it('starts a thread, stores both turns with an expiry and returns its id', async () => {
    const { store, threads } = memoryStore();
    const result = await service({ threads: store }).respond({ message: 'Hello', context: 'salary-guide', threadId: null, clientId: '1.2.3.4' });
    expect(result).toEqual({ response: 'echo: Hello', threadId: '00000000-0000-4000-8000-000000000000' });
    const saved = threads.get(result.threadId)!;
    expect(saved.thread.turns.map((turn) => [turn.role, turn.text])).toEqual([['user', 'Hello'], ['assistant', 'echo: Hello']]);
    expect(saved.expiresAt).toBe(threadExpiry(now()));
    expect(saved.expiresAt - now().getTime() / 1000).toBe(30 * 24 * 3600);
  });

  it('sends the earlier turns back to the generator on the next message', async () => {
    const { store } = memoryStore();
    const { generator, requests } = echoGenerator();
    const chat = service({ threads: store, generator });
    const first = await chat.respond({ message: 'one', context: 'interview-tips', threadId: null, clientId: 'c' });
    const second = await chat.respond({ message: 'two', context: 'interview-tips', threadId: first.threadId, clientId: 'c' });
    expect(second.threadId).toBe(first.threadId);
    expect(requests[1]!.history.map((turn) => turn.text)).toEqual(['one', 'echo: one']);
  });

  it('keeps only the most recent turns', async () => {
    const { store, threads } = memoryStore();
    const chat = service({ threads: store });
    let threadId: string | null = null;
    for (let index = 0; index < MAX_THREAD_TURNS; index++) {
      threadId = (await chat.respond({ message: `m${index}`, context: 'interview-tips', threadId, clientId: 'c' })).threadId;
    }
    const turns = threads.get(threadId!)!.thread.turns;
    expect(turns).toHaveLength(MAX_THREAD_TURNS);
    expect(turns.at(-1)!.text).toBe(`echo: m${MAX_THREAD_TURNS - 1}`);
  });

  it('starts a new thread under a new id when the given one is unknown or expired', async () => {
    const result = await service().respond({ message: 'hi', context: 'interview-tips', threadId: '11111111-1111-4111-8111-111111111111', clientId: 'c' });
    expect(result.threadId).not.toBe('11111111-1111-4111-8111-111111111111');
  });

  it('refuses with 429 and the seconds to wait when the client is over its limit', async () => {
    const error = await service({ rateLimiter: { hit: async () => ({ allowed: false, retryAfterSeconds: 42 }) } })
      .respond({ message: 'hi', context: 'interview-tips', threadId: null, clientId: 'c' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', headers: { 'retry-after': '42' } });
    expect((error as AppError).message).toMatch(/wait a minute/);
  });

  it('reports a failing generator as a dependency failure with no internals for the visitor', async () => {
    const generator: ReplyGenerator = { name: 'broken', reply: async () => Promise.reject(new Error('socket hang up')) };
    const error = await service({ generator }).respond({ message: 'hi', context: 'interview-tips', threadId: null, clientId: 'c' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
    expect((error as AppError).expose).toBe(false);
  });

  it("answers the catalogue's no-reply message when the generator produced no text, and does not remember it", async () => {
    const { store, threads } = memoryStore();
    const { generator } = echoGenerator(() => '   ');
    const deltas: string[] = [];
    const result = await service({ threads: store, generator }).respond({ message: 'hi', context: 'interview-tips', threadId: null, clientId: 'c', onDelta: (text) => deltas.push(text) });
    expect(result.response).toBe(chatErrorMessages.noReply);
    expect(deltas.join('')).toBe(chatErrorMessages.noReply);
    expect(threads.size).toBe(0);
  });

  it('still answers when the thread cannot be saved', async () => {
    const warnings: string[] = [];
    const threads: ThreadStore = { load: async () => undefined, save: async () => Promise.reject(new Error('throttled')) };
    const result = await service({ threads, warn: (message) => warnings.push(message) }).respond({ message: 'hi', context: 'interview-tips', threadId: null, clientId: 'c' });
    expect(result.response).toBe('echo: hi');
    expect(warnings).toEqual(['chat thread not saved']);
  });
});

describe('chat service dialogues (e.g. the hand-over to a recruiter)', () => {
  it('lets a dialogue answer before the generator, and add to its reply after, with both turns stored', async () => {
    const { store, threads } = memoryStore();
    const echo = echoGenerator();
    const deltas: string[] = [];
    const chat = service({
      threads: store,
      generator: echo.generator,
      dialogues: [
        {
          before: async (turn) => (turn.message === 'a person please' ? 'Shall I pass your question to a recruiter?' : undefined),
          after: async (turn, reply) => (reply.includes('unknown') ? `Earlier turns: ${turn.thread.turns.length}. Want a recruiter?` : undefined),
        },
      ],
    });
    const first = await chat.respond({ message: 'a person please', context: 'salary-guide', threadId: null, clientId: 'c1', onDelta: (text) => deltas.push(text) });
    expect(first.response).toBe('Shall I pass your question to a recruiter?');
    expect(echo.requests).toHaveLength(0);
    expect(deltas).toEqual(['Shall I pass your question to a recruiter?']);

    const second = await chat.respond({ message: 'unknown thing', context: 'salary-guide', threadId: first.threadId, clientId: 'c1' });
    expect(second.response).toBe('echo: unknown thing\n\nEarlier turns: 2. Want a recruiter?');
    expect(threads.get(first.threadId)!.thread.turns.map((turn) => turn.text)).toEqual([
      'a person please',
      'Shall I pass your question to a recruiter?',
      'unknown thing',
      'echo: unknown thing\n\nEarlier turns: 2. Want a recruiter?',
    ]);
  });
});
