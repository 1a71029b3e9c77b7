import { afterEach, describe, expect, it, vi } from 'vitest';
import { wafResponses } from '#infra/waf-stack';
import { chatErrorMessages } from '#content/chat';
import { ApiError, apiClient } from '@/lib/api-client';
import { apiFailure } from '@/features/submissions/form-state';
import { isRetryable } from '@/features/submissions/use-submission';
import { sendChatMessage } from '@/features/chat/api/chat-client';

/**
 * A WAF block as the browser receives it (the web ACL's custom response: status and JSON body from
 * infra/waf-stack.ts) goes through the site's own error handling: the forms show their failure toast
 * with the message above the button, the chat its catalogue message or the rate limit's own.
 */
const blockedBy = (response: { status: number; code: string; message: string }) =>
  vi.fn(async () =>
    new Response(JSON.stringify({ error: { code: response.code, message: response.message } }), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('WAF blocks in the site', () => {
  it('a blocked form post is an ApiError with the block message, shown above the button and not retried', async () => {
    vi.stubGlobal('fetch', blockedBy(wafResponses.blocked));
    const error = await apiClient.post('/api/contact', { message: '<script>' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: wafResponses.blocked.message });
    expect(isRetryable(error)).toBe(false);
    expect(apiFailure(error, ['message'])).toEqual({ fields: {}, alerts: [wafResponses.blocked.message] });
  });

  it('a rate-limited form post is an answer: not retried, reported with its message', async () => {
    vi.stubGlobal('fetch', blockedBy(wafResponses.rateLimited));
    const error = await apiClient.post('/api/applications', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
    // Retrying would only hit the limit again; the visitor sees the spec's error toast at once.
    expect(isRetryable(error)).toBe(false);
    expect(apiFailure(error, []).alerts).toEqual([wafResponses.rateLimited.message]);
  });

  it('the chat shows the rate limit message for a 429 and its catalogue message for a 403', async () => {
    vi.stubGlobal('fetch', blockedBy(wafResponses.rateLimited));
    await expect(sendChatMessage({ message: 'hi', context: 'salary-guide', threadId: null })).rejects.toThrow(wafResponses.rateLimited.message);
    vi.stubGlobal('fetch', blockedBy(wafResponses.blocked));
    await expect(sendChatMessage({ message: '<script>', context: 'salary-guide', threadId: null })).rejects.toThrow(chatErrorMessages.functionError);
  });
});
