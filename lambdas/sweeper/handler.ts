import { sweepSubmissions } from '#core/submissions/sweep';
import { sweepDependencies } from '#adapters/submission-pipeline';
import { logger } from '#adapters/logger';

/**
 * Runs on a schedule (EventBridge in AWS, an interval in the local stack): queues again what a crash
 * left stored but unqueued, and flags mails that may or may not have gone out (core/submissions/sweep.ts).
 */
export async function handler(): Promise<{ requeued: number; unconfirmed: number }> {
  const report = await sweepSubmissions(sweepDependencies());
  if (report.requeued.length > 0 || report.unconfirmed.length > 0) logger.info('sweep finished', { ...report });
  return { requeued: report.requeued.length, unconfirmed: report.unconfirmed.length };
}
