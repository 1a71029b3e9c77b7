import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * The OpenAI API key: from OPENAI_API_KEY when set (local use, tests), else from the Secrets
 * Manager secret named by OPENAI_API_KEY_SECRET_NAME (deployed stacks), else none, which means the
 * offline engine answers. The secret may hold the bare key or JSON with an `OPENAI_API_KEY` or
 * `apiKey` field.
 */
export async function resolveOpenAiKey(
  config: { OPENAI_API_KEY?: string; OPENAI_API_KEY_SECRET_NAME?: string },
  secretsManager: () => SecretsManagerClient,
): Promise<string | undefined> {
  if (config.OPENAI_API_KEY) return config.OPENAI_API_KEY;
  if (!config.OPENAI_API_KEY_SECRET_NAME) return undefined;
  const { SecretString: secret } = await secretsManager().send(new GetSecretValueCommand({ SecretId: config.OPENAI_API_KEY_SECRET_NAME }));
  const value = secret?.trim();
  if (!value) throw new Error(`Secret ${config.OPENAI_API_KEY_SECRET_NAME} holds no key`);
  if (!value.startsWith('{')) return value;
  const parsed = JSON.parse(value) as { OPENAI_API_KEY?: unknown; apiKey?: unknown };
  const key = parsed.OPENAI_API_KEY ?? parsed.apiKey;
  if (typeof key !== 'string' || key.length === 0) throw new Error(`Secret ${config.OPENAI_API_KEY_SECRET_NAME} has no OPENAI_API_KEY field`);
  return key;
}
