import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '#lambdas/config';

describe('configuration', () => {
  it('names every missing or malformed variable at once', () => {
    expect(() => parseConfig('mail', { RECRUITERS_EMAIL: 'not-an-email' })).toThrow(ConfigError);
    try {
      parseConfig('mail', { RECRUITERS_EMAIL: 'not-an-email' });
    } catch (error) {
      expect((error as Error).message).toContain('RECRUITERS_EMAIL');
      expect((error as Error).message).toContain('SENDER_EMAIL');
    }
  });

  it('applies defaults for optional settings', () => {
    const chat = parseConfig('chat', { CHAT_THREADS_TABLE_NAME: 'threads' });
    expect(chat.OPENAI_MODEL).toBe('gpt-4.1');
    expect(chat.OPENAI_API_KEY).toBeUndefined();
    expect(chat.OPENAI_TIMEOUT_MS).toBeGreaterThan(0);
  });

  it('accepts the queue URLs the local SQS emulator hands out', () => {
    const resources = parseConfig('resources', {
      CV_BUCKET_NAME: 'cvs',
      SUBMISSIONS_QUEUE_URL: 'http://sqs.eu-west-1.127.0.0.1:4566/000000000000/submissions',
      SUBMISSIONS_TABLE_NAME: 's',
      CHAT_THREADS_TABLE_NAME: 'c',
      MARKET_TRENDS_TABLE_NAME: 'm',
    });
    expect(resources.SUBMISSIONS_QUEUE_URL).toMatch(/^http/);
  });
});
