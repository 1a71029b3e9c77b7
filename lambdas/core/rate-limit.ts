/**
 * Fixed-window limits per caller (chat messages, form submissions, CV uploads). The counters live
 * in DynamoDB (lambdas/adapters/rate-limiter.ts), so a limit holds across every Lambda instance.
 */
export interface RateLimitDecision {
  readonly allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  readonly retryAfterSeconds: number;
}

/** Counts one event for `key` in the current window and says whether it is within the limit. */
export interface RateLimiter {
  hit(key: string): Promise<RateLimitDecision>;
}

export interface RateLimitRule {
  /** Part of the counter's key, so two rules never share a counter. */
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}
