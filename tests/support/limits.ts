/**
 * For test stacks whose tests are not about the per-client limits (lambdas/config.ts) but submit
 * many forms from one loopback address: the limits stay on, far above what those tests send.
 * tests/integration/abuse-limits.test.ts runs with the defaults.
 */
export const raisedSubmissionLimits: Record<string, string> = {
  SUBMIT_LIMIT_PER_CLIENT: '100000',
  SUBMIT_DAILY_LIMIT_PER_EMAIL: '100000',
  UPLOAD_LIMIT_PER_CLIENT: '100000',
};
