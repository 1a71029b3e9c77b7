import { createHash, timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, ResourceNotFoundException, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Config } from '#lambdas/config';

export { ORIGIN_SECRET_HEADER } from '#system/origin-header';

/** Versions of the secret accepted at once: during a rotation CloudFront may still send the previous one. */
const ACCEPTED_STAGES = ['AWSCURRENT', 'AWSPREVIOUS'] as const;

/** A wrong value may mean a rotation happened since the last read; re-read at most this often. */
const REFRESH_ON_MISMATCH_AFTER_MS = 30_000;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time comparison of two strings of any length (their digests have the same length). */
function sameSecret(candidate: string, expected: string): boolean {
  return timingSafeEqual(digest(candidate), digest(expected));
}

export interface OriginVerifier {
  /** True when the header value is one of the accepted secret values. */
  verify(headerValue: string | undefined): Promise<boolean>;
}

async function readVersions(secretsManager: SecretsManagerClient, secretId: string): Promise<string[]> {
  const values = await Promise.all(
    ACCEPTED_STAGES.map(async (stage) => {
      try {
        const { SecretString } = await secretsManager.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }));
        return SecretString;
      } catch (error) {
        // A secret that was never rotated has no AWSPREVIOUS version.
        if (stage === 'AWSPREVIOUS' && error instanceof ResourceNotFoundException) return undefined;
        throw error;
      }
    }),
  );
  const accepted = values.filter((value): value is string => typeof value === 'string' && value.length > 0);
  if (accepted.length === 0) throw new Error(`Secret ${secretId} holds no origin secret`);
  return accepted;
}

/**
 * Checks the origin header against the configured value (local stack, tests) or against the current
 * and previous versions of the Secrets Manager secret, read at the first request and again after the
 * cache time, or sooner (at most every 30 s) when a value does not match.
 */
export function originVerifier(config: Config<'origin'>, secretsManager: () => SecretsManagerClient, now: () => number = Date.now): OriginVerifier {
  if (config.ORIGIN_SECRET) {
    const expected = config.ORIGIN_SECRET;
    return { verify: async (value) => value !== undefined && sameSecret(value, expected) };
  }
  const secretId = config.ORIGIN_SECRET_ARN!;
  const cacheMs = config.ORIGIN_SECRET_CACHE_SECONDS * 1000;
  let cached: { values: string[]; readAt: number } | undefined;
  let reading: Promise<string[]> | undefined;

  const read = async (): Promise<string[]> => {
    reading ??= readVersions(secretsManager(), secretId)
      .then((values) => {
        cached = { values, readAt: now() };
        return values;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  const matches = (value: string, values: string[]) => values.some((expected) => sameSecret(value, expected));

  return {
    async verify(value) {
      if (value === undefined || value.length === 0) return false;
      const age = cached ? now() - cached.readAt : Infinity;
      const values = age < cacheMs ? cached!.values : await read();
      if (matches(value, values)) return true;
      if (now() - (cached?.readAt ?? 0) < REFRESH_ON_MISMATCH_AFTER_MS) return false;
      return matches(value, await read());
    },
  };
}
