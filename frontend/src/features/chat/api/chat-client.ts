import { chatErrorMessages, type ChatContext } from '#content/chat';
import type { ChatResponse } from '#core/schemas/chat';
import { isApiErrorBody } from '@/lib/api-client';

/**
 * POST /api/chat, asking for a streamed reply (Server-Sent Events: `delta`, then `done` or
 * `error`). A server or proxy that answers JSON instead is read as JSON. Every failure becomes a
 * `ChatFailure` carrying the message the chat shows (the spec's error catalogue).
 */
export class ChatFailure extends Error {
  override readonly name = 'ChatFailure';
}

export interface SendChatMessage {
  readonly message: string;
  readonly context: ChatContext;
  readonly threadId: string | null;
  readonly onDelta?: (text: string) => void;
  readonly signal?: AbortSignal;
}

async function errorFrom(response: Response): Promise<ChatFailure> {
  const body = (await response.json().catch(() => undefined)) as unknown;
  // The rate limit's own message tells the visitor what to do; other failures read as the catalogue's.
  if (response.status === 429 && isApiErrorBody(body)) return new ChatFailure(body.error.message);
  return new ChatFailure(chatErrorMessages.functionError);
}

function completed(body: unknown): ChatResponse {
  const { response, threadId } = (body ?? {}) as Partial<ChatResponse>;
  if (typeof response !== 'string' || response.trim() === '') throw new ChatFailure(chatErrorMessages.emptyResponse);
  return { response, threadId: typeof threadId === 'string' ? threadId : '' };
}

async function readStream(response: Response, onDelta?: (text: string) => void): Promise<ChatResponse> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1]?.trim() ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (!data) continue;
      const payload = JSON.parse(data) as unknown;
      if (event === 'delta') onDelta?.((payload as { text?: string }).text ?? '');
      else if (event === 'done') return completed(payload);
      // The reply broke off after it had started.
      else if (event === 'error') throw new ChatFailure(chatErrorMessages.noReply);
    }
  }
  throw new ChatFailure(chatErrorMessages.noReply);
}

export async function sendChatMessage({ message, context, threadId, onDelta, signal }: SendChatMessage): Promise<ChatResponse> {
  let response: Response;
  try {
    response = await fetch('/api/chat', {
      method: 'POST',
      signal,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream, application/json' },
      body: JSON.stringify({ message, context, threadId }),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ChatFailure(chatErrorMessages.exception);
  }
  if (!response.ok) throw await errorFrom(response);
  try {
    if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) return await readStream(response, onDelta);
    return completed(await response.json());
  } catch (error) {
    if (error instanceof ChatFailure || signal?.aborted) throw error;
    throw new ChatFailure(chatErrorMessages.noReply);
  }
}
