/**
 * Right to erasure: deletes every submission stored for one email address (forms and chat
 * hand-overs alike), with its CV files and idempotency record. Chat threads are keyed by a random
 * thread id; a hand-over removes the visitor's contact details from its thread once it is sent or
 * cancelled, so only a dialogue abandoned half-way holds them, until the thread expires (30 days).
 * Mail already delivered to the recruiters' inbox is outside this system.
 */

import { normaliseEmail } from '#core/submissions/submit';
import type { CvStore, SubmissionStore } from '#core/submissions/ports';

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
