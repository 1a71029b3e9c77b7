import { normaliseEmail } from '#core/submissions/submit';
import type { CvStore, SubmissionStore } from '#core/submissions/ports';

/**
 * Right to erasure: deletes every submission stored for one email address, with its CV files and
 * idempotency record. Chat threads are keyed by a random thread id and hold no email address, so
 * there is nothing of them to find by address. Mail already delivered to the recruiters' inbox is
 * outside this system.
 */
export interface ErasureReport {
  submissions: number;
  cvObjects: number;
  submissionIds: string[];
}

export async function eraseByEmail(email: string, deps: { store: SubmissionStore; cvs: CvStore }): Promise<ErasureReport> {
  const submissions = await deps.store.findByEmail(normaliseEmail(email));
  let cvObjects = 0;
  for (const submission of submissions) {
    // Files first: if a step fails, the record is still there for the next run to find.
    // Every copy: the kept CV and the upload it came from, each with all its versions.
    const uploadId = submission.cv?.uploadId;
    cvObjects += await deps.cvs.eraseSubmissionFiles({ submissionId: submission.submissionId, uploadId });
    if (uploadId) await deps.store.deleteUploadClaim(uploadId);
    await deps.store.deleteIdempotencyKey(submission.idempotencyKey);
    await deps.store.deleteSubmission(submission.submissionId);
  }
  return { submissions: submissions.length, cvObjects, submissionIds: submissions.map((submission) => submission.submissionId) };
}
