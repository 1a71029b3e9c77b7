/**
 * Nothing left behind: the scheduled sweeper (lambdas/sweeper) finds what a crash left half-done.
 *
 * - A submission stored but never picked up by a worker (the submit died between writing it and
 *   enqueueing it, or the message was lost), or one claimed by a delivery that died before calling
 *   the mail service, is enqueued again. That is safe however often it happens: the worker claims a
 *   submission with a conditional write before mailing it, so a second message mails nothing.
 * - A submission left `mailing` (the mail service was called, then the worker died or could not
 *   record the result) is never sent again automatically: nobody can tell whether the mail went out,
 *   and a second mail to the recruiters is the worse error. It is marked `unconfirmed` and logged as
 *   an error with UNCONFIRMED_MAIL_LOG_MESSAGE, which a CloudWatch metric filter turns into an alarm
 *   (infra/monitoring.ts), so a person checks the inbox and runs nothing twice.
 */

import { bestEffort, type DomainLog, type SubmissionQueue, type SubmissionStore } from '#core/submissions/ports';

export const UNCONFIRMED_MAIL_LOG_MESSAGE = 'submission mail unconfirmed';

export interface SweepDeps {
  store: SubmissionStore;
  queue: SubmissionQueue;
  log: DomainLog;
  now: () => Date;
  /** A submission still new after this long was not queued (the submit's own retries are over). */
  requeueAfterMs: number;
}

export interface SweepReport {
  requeued: string[];
  unconfirmed: string[];
}

export async function sweepSubmissions(deps: SweepDeps): Promise<SweepReport> {
  const now = deps.now();
  const report: SweepReport = { requeued: [], unconfirmed: [] };
  for (const submission of await deps.store.listToRequeue(new Date(now.getTime() - deps.requeueAfterMs), now)) {
    // One failure must not stop the others; the next run tries again.
    if (await bestEffort(deps.log, 'requeue submission', () => deps.queue.enqueue(submission.submissionId))) {
      report.requeued.push(submission.submissionId);
      deps.log.warn('submission queued again by the sweeper', { submissionId: submission.submissionId, status: submission.status });
    }
  }
  for (const submission of await deps.store.listStuckMailing(now)) {
    const note = 'The worker stopped after calling the mail service and before recording the result: check the recruiters inbox for this reference.';
    if (await deps.store.markUnconfirmed(submission.submissionId, note)) {
      report.unconfirmed.push(submission.submissionId);
      deps.log.error(UNCONFIRMED_MAIL_LOG_MESSAGE, { submissionId: submission.submissionId, createdAt: submission.createdAt });
    }
  }
  return report;
}
