import type { Submission } from '#core/submissions/submission';
import type { RenderedEmail } from '#core/submissions/email';

/**
 * What the submission pipeline needs from the outside world. The adapters in lambdas/adapters
 * implement these over S3, DynamoDB, SQS and SES; tests implement them in memory.
 * Every method throws an AppError (503 dependency_unavailable) when its service fails.
 */
export interface CvStore {
  /** Size of the object the browser posted for `uploadId`, or undefined when there is none. */
  statIncoming(uploadId: string): Promise<number | undefined>;
  readIncoming(uploadId: string, start: number, endInclusive: number): Promise<Uint8Array>;
  /** Copies the upload to its permanent key with the verified content type. */
  keepIncoming(uploadId: string, key: string, cv: { contentType: string; fileName: string }): Promise<void>;
  deleteIncoming(uploadId: string): Promise<void>;
  deleteCv(key: string): Promise<void>;
  readCv(key: string): Promise<Uint8Array>;
  /**
   * A time-limited GET link to a stored CV. It may expire sooner than asked when the signing
   * credentials do (a Lambda role's session); `expiresAt` is the real end.
   */
  cvDownloadUrl(key: string, fileName: string, expiresInSeconds: number): Promise<{ url: string; expiresAt: Date }>;
  /** Deletes every object stored for one submission; resolves to how many there were. */
  deleteSubmissionCvs(submissionId: string): Promise<number>;
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

  /** Writes a new submission; never overwrites one. */
  putSubmission(submission: Submission): Promise<void>;
  getSubmission(submissionId: string): Promise<Submission | undefined>;
  deleteSubmission(submissionId: string): Promise<void>;
  findByEmail(email: string): Promise<Submission[]>;

  /** Takes the right to mail a queued submission (or one whose previous claim expired). */
  claimForSending(submissionId: string, token: string, now: Date, leaseMs: number): Promise<boolean>;
  /** Gives a claim back after a failed send, so the next delivery can try again at once. */
  releaseSendingClaim(submissionId: string, token: string, lastError: string): Promise<void>;
  markEmailed(submissionId: string, sent: { emailedAt: string; sesMessageId: string }): Promise<void>;
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

/** Lets a browser post one file straight to storage (S3 presigned POST). */
export interface UploadSigner {
  presignPost(input: { key: string; contentType: string; maxBytes: number; expiresInSeconds: number }): Promise<{ url: string; fields: Record<string, string> }>;
}
