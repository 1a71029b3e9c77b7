/**
 * The chat's reply generator for a configuration: OpenAI when an API key is configured (directly or
 * in Secrets Manager), else the offline engine. The key may need a Secrets Manager call, so the
 * generator is resolved once per configuration (once per cold start in Lambda) and, if that failed,
 * tried again on the next request.
 */

import type { Config } from '#lambdas/config';
import { dependencyFailed } from '#core/errors';
import { offlineReplyGenerator } from '#core/chat/offline-generator';
import type { ReplyGenerator } from '#core/chat/types';
import { secretsManagerClient } from '#adapters/aws-clients';
import { resolveOpenAiKey } from '#adapters/openai-key';
import { openAiClient, openAiReplyGenerator } from '#adapters/openai-reply-generator';

let generatorFor: { config: Config<'chat'>; generator: Promise<ReplyGenerator> } | undefined;

/** Rejects with a 503 dependency error when the key cannot be read. */
export function replyGeneratorFor(config: Config<'chat'>): Promise<ReplyGenerator> {
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
  return generatorFor.generator.catch((error: unknown) => {
    throw dependencyFailed('OpenAI API key (Secrets Manager)', error);
  });
}
