/**
 * Mailing one queued submission to the recruiters, at most once however often its message arrives:
 * the worker claims the submission with a conditional write before sending and marks it emailed
 * after. A message for a submission that is gone (erased, or undone by a failed submit) is done.
 */

import { renderSubmissionEmail } from '#core/submissions/email';
import { bestEffort, type CvStore, type DomainLog, type Mailer, type SubmissionStore } from '#core/submissions/ports';

export interface DeliverDeps {
  store: SubmissionStore;
  cvs: CvStore;
  mailer: Mailer;
  log: DomainLog;
  now: () => Date;
  newToken: () => string;
  mail: {
    from: { name: string; address: string };
    to: string;
    brandName: string;
    cvLinkTtlSeconds: number;
    /** How long a claim keeps other deliveries off; at least the worker's timeout. */
    claimLeaseMs: number;
  };
}

export type DeliveryOutcome = 'emailed' | 'already-emailed' | 'missing' | 'unconfirmed';

/** A delivery died after calling the mail service: never mail again (the sweeper raises the alarm). */
const mailMayHaveGoneOut = (status: string) => status === 'mailing' || status === 'unconfirmed';

/** Another delivery of the same submission holds the claim; try again after the visibility timeout. */
export class DeliveryInProgressError extends Error {
  constructor(readonly submissionId: string) {
    super(`submission ${submissionId} is being sent by another delivery`);
    this.name = 'DeliveryInProgressError';
  }
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

export async function deliverSubmission(submissionId: string, deps: DeliverDeps): Promise<DeliveryOutcome> {
  const submission = await deps.store.getSubmission(submissionId);
  if (!submission) {
    deps.log.warn('submission not found: nothing to send', { submissionId });
    return 'missing';
  }
  if (submission.status === 'emailed') {
    deps.log.info('submission already emailed: duplicate delivery ignored', { submissionId });
    return 'already-emailed';
  }
  if (mailMayHaveGoneOut(submission.status)) {
    deps.log.warn('submission may already be mailed: not sent again', { submissionId, status: submission.status });
    return 'unconfirmed';
  }

  const token = deps.newToken();
  const claimedAt = deps.now();
  if (!(await deps.store.claimForSending(submissionId, token, claimedAt, deps.mail.claimLeaseMs))) {
    const latest = await deps.store.getSubmission(submissionId);
    if (!latest) return 'missing';
    if (latest.status === 'emailed') return 'already-emailed';
    if (latest.status === 'unconfirmed') return 'unconfirmed';
    throw new DeliveryInProgressError(submissionId);
  }

  let messageId: string;
  try {
    const attachments = [];
    let cvLink;
    if (submission.cv) {
      const { key, fileName, contentType } = submission.cv;
      attachments.push({ filename: fileName, contentType, content: await deps.cvs.readCv(key) });
      cvLink = await deps.cvs.cvDownloadUrl(key, fileName, deps.mail.cvLinkTtlSeconds);
    }
    const rendered = renderSubmissionEmail(submission, { brandName: deps.mail.brandName, cvLink });
    // From here on a crash leaves it `mailing`: never retried blindly, resolved by a person.
    if (!(await deps.store.markMailing(submissionId, token))) throw new DeliveryInProgressError(submissionId);
    messageId = await deps.mailer.send({ ...rendered, from: deps.mail.from, to: deps.mail.to, attachments });
  } catch (error) {
    await bestEffort(deps.log, 'release sending claim', () => deps.store.releaseSendingClaim(submissionId, token, describe(error)));
    throw error;
  }

  try {
    await deps.store.markEmailed(submissionId, { emailedAt: deps.now().toISOString(), sesMessageId: messageId });
  } catch (error) {
    // The mail is out. Failing the message now could mail it again, so the message counts as done
    // and the record stays 'mailing': the sweeper marks it unconfirmed and raises the alarm.
    deps.log.error('email sent but not marked emailed', { submissionId, sesMessageId: messageId, error: describe(error) });
  }
  deps.log.info('submission emailed', { submissionId, sesMessageId: messageId });
  return 'emailed';
}
