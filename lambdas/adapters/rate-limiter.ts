import { createHash } from 'node:crypto';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RateLimiter, RateLimitRule } from '#core/rate-limit';

/** Every counter item's key starts with this (IAM scopes the uploads function to it). */
const RATE_COUNTER_PREFIX = 'rate#';

/**
 * A fixed-window counter per key in a DynamoDB table (pk `rate#<rule>#<key hash>#<window start>`):
 * one atomic ADD per event, so the limit holds across every Lambda instance. The key is hashed, so
 * no address (IP or email) is stored in the clear; the item expires shortly after its window
 * (DynamoDB TTL on `expiresAt`).
 */
export function dynamoRateLimiter(
  documents: DynamoDBDocumentClient,
  tableName: string,
  rule: RateLimitRule,
  now: () => Date = () => new Date(),
): RateLimiter {
  return {
    async hit(key) {
      const nowSeconds = Math.floor(now().getTime() / 1000);
      const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
      const windowEnd = windowStart + rule.windowSeconds;
      const keyHash = createHash('sha256').update(key).digest('base64url').slice(0, 32);
      const result = await documents.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: `${RATE_COUNTER_PREFIX}${rule.name}#${keyHash}#${windowStart}` },
          UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expiresAt), kind = :kind',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':expiresAt': windowEnd + rule.windowSeconds, ':kind': 'rate' },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const count = Number(result.Attributes?.count ?? 1);
      return { allowed: count <= rule.limit, retryAfterSeconds: Math.max(1, windowEnd - nowSeconds) };
    },
  };
}
