/**
 * What the submission pipeline needs from the outside world. The adapters in lambdas/adapters
 * implement these over S3, DynamoDB, SQS and SES; tests implement them in memory.
 * Every method throws an AppError (503 dependency_unavailable) when its service fails.
 */

import type { Submission } from '#core/submissions/submission';
import type { RenderedEmail } from '#core/submissions/email';

export interface CvStore {
  /** Size of the object the browser posted for `uploadId`, or undefined when there is none. */
  statIncoming(uploadId: string): Promise<number | undefined>;
  readIncoming(uploadId: string, start: number, endInclusive: number): Promise<Uint8Array>;
  /**
   * Where a submission's CV is kept (`cvs/<submissionId>/<fileName>` in S3): the store owns the
   * bucket's layout, so the domain never spells a storage prefix.
   */
  cvKey(submissionId: string, fileName: string): string;
  /** Copies the upload to its permanent key with the verified content type. */
  keepIncoming(uploadId: string, key: string, cv: { contentType: string; fileName: string }): Promise<void>;
  deleteIncoming(uploadId: string): Promise<void>;
  deleteCv(key: string): Promise<void>;
  readCv(key: string): Promise<Uint8Array>;
  /**
   * A time-limited GET link to a stored CV. It may expire sooner than asked when the signing
   * credentials do; `expiresAt` is the real end. Undefined when that end cannot be known (temporary
   * credentials that do not say when they expire, as in Lambda): the mail then carries the
   * attachment only, never a link that promises more than it keeps.
   */
  cvDownloadUrl(key: string, fileName: string, expiresInSeconds: number): Promise<{ url: string; expiresAt: Date } | undefined>;
  /**
   * Deletes every version and delete marker of every object stored for one submission: its
   * `cvs/<submissionId>/` folder and, when given, the upload it came from. Resolves to how many
   * distinct keys there were.
   */
  eraseSubmissionFiles(files: { submissionId: string; uploadId?: string }): Promise<number>;
}

export type IdempotencyClaim =
  /** This request owns the key; `resumed` when it took over the stale claim of a crashed request. */
  | { outcome: 'claimed'; submissionId: string; requestHash: string; resumed: boolean }
  | { outcome: 'completed'; submissionId: string; requestHash: string }
  | { outcome: 'in-progress' };

export interface SubmissionStore {
  claimIdempotencyKey(input: { key: string; submissionId: string; requestHash: string; now: Date; leaseMs: number }): Promise<IdempotencyClaim>;
  completeIdempotencyKey(key: string, submissionId: string): Promise<void>;
  /** Frees the key after a failed attempt (only while `submissionId` still holds it). */
  releaseIdempotencyKey(key: string, submissionId: string): Promise<void>;
  deleteIdempotencyKey(key: string): Promise<void>;

  /** Binds an upload to one submission; false when another submission already holds it. */
  claimUpload(uploadId: string, submissionId: string, now: Date): Promise<boolean>;
  /** Frees the upload after a failed attempt (only while `submissionId` still holds it). */
  releaseUpload(uploadId: string, submissionId: string): Promise<void>;
  deleteUploadClaim(uploadId: string): Promise<void>;

  /** Writes a new submission; never overwrites one. */
  putSubmission(submission: Submission): Promise<void>;
  getSubmission(submissionId: string): Promise<Submission | undefined>;
  deleteSubmission(submissionId: string): Promise<void>;
  findByEmail(email: string): Promise<Submission[]>;

  /** Takes the right to mail a queued submission (or one whose previous claim expired). */
  claimForSending(submissionId: string, token: string, now: Date, leaseMs: number): Promise<boolean>;
  /** Gives a claim back after a failed send, so the next delivery can try again at once. */
  releaseSendingClaim(submissionId: string, token: string, lastError: string): Promise<void>;
  /** Records, just before the mail service is called, that a mail may go out (false: claim lost). */
  markMailing(submissionId: string, token: string): Promise<boolean>;
  markEmailed(submissionId: string, sent: { emailedAt: string; sesMessageId: string }): Promise<void>;

  /**
   * What the sweeper queues again: submissions never claimed by a worker and stored before
   * `createdBefore`, and those claimed by a delivery that died (claim run out by `now`) before it
   * called the mail service.
   */
  listToRequeue(createdBefore: Date, now: Date): Promise<Submission[]>;
  /** Submissions left `mailing` by a delivery whose claim ran out before `now`. */
  listStuckMailing(now: Date): Promise<Submission[]>;
  /** Ends the automatic handling of a submission whose mail may or may not have gone out. */
  markUnconfirmed(submissionId: string, note: string): Promise<boolean>;
}

export interface SubmissionQueue {
  enqueue(submissionId: string): Promise<void>;
}

export interface Attachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingEmail extends RenderedEmail {
  from: { name: string; address: string };
  to: string;
  attachments: Attachment[];
}

export interface Mailer {
  /** Sends one email; resolves to the provider's message id. */
  send(email: OutgoingEmail): Promise<string>;
}

/** The slice of a structured logger the domain uses (Powertools' Logger fits). */
export interface DomainLog {
  info(message: string, extra?: Record<string, unknown>): void;
  warn(message: string, extra?: Record<string, unknown>): void;
  error(message: string, extra?: Record<string, unknown>): void;
}

/** Runs a clean-up step whose failure must not hide the error or result that matters. */
export async function bestEffort(log: DomainLog, step: string, action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    log.warn(`clean-up step failed: ${step}`, { error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}

/** Lets a browser post one file straight to storage (S3 presigned POST); the signer knows where uploads land. */
export interface UploadSigner {
  presignPost(input: { uploadId: string; contentType: string; maxBytes: number; expiresInSeconds: number }): Promise<{ url: string; fields: Record<string, string> }>;
}
