/**
 * Accepting a submission (contact, partner, job application, or a question Aine hands over from the chat):
 *
 * 1. claim the idempotency key (a repeat of a finished request answers with the first id);
 * 2. count the new submission against the per-client and per-email limits (429 over either);
 * 3. claim the upload for this submission (one upload, one submission), check the CV by its bytes
 *    and copy it to `cvs/<submissionId>/`;
 * 4. write the submission (status queued, two-year expiry, with the uploadId so erasure finds
 *    every copy);
 * 5. enqueue `{ submissionId }` — the only step that makes the worker mail anything;
 * 6. delete the upload and mark the key done.
 *
 * If 3-5 fail, whatever was written is deleted again and the key and the upload released, so a
 * failed submit leaves nothing that the worker would mail, and the visitor can retry with the same
 * key. A crash (no clean-up at all) between 4 and 5 leaves a queued record that the sweeper
 * (sweep.ts) enqueues again.
 */

import { createHash } from 'node:crypto';
import { MAX_CV_BYTES } from '#content/messages';
import { fieldErrorMessages, submissionErrorMessages } from '#content/field-errors';
import { AppError, dependencyFailed, isAppError, tooManyRequests, validationError } from '#core/errors';
import type { RateLimiter } from '#core/rate-limit';
import type { CvReference } from '#core/schemas/submission-fields';
import { cvFormats, detectCvFormat, type CvFormat } from '#core/submissions/cv-format';
import { safeFileName } from '#core/submissions/file-name';
import type { StoredCv, Submission, SubmissionKind } from '#core/submissions/submission';
import { bestEffort, type CvStore, type DomainLog, type SubmissionQueue, type SubmissionStore } from '#core/submissions/ports';
import { RETENTION } from '#content/constants';

/** What the visitor gave: the submission's own fields, as stored. */
export type SubmissionDetails = Pick<Submission, 'name' | 'email' | 'phone' | 'company' | 'message' | 'job' | 'isEuCitizen' | 'visaStatus' | 'transcript'>;

export interface SubmissionInput {
  kind: SubmissionKind;
  idempotencyKey: string;
  /** Who is asking (the client address from the HTTP chain): the per-client limit counts by it. */
  clientId: string;
  details: SubmissionDetails;
  cv?: CvReference;
  /** The hidden field; people leave it empty. */
  honeypot?: string;
}

export interface SubmitDeps {
  store: SubmissionStore;
  cvs: CvStore;
  queue: SubmissionQueue;
  log: DomainLog;
  now: () => Date;
  newId: () => string;
  limits: SubmissionLimits;
  /** How long an unfinished claim of an idempotency key blocks a retry with the same key. */
  idempotencyLeaseMs?: number;
}

/**
 * What a submission that carries no CV needs (the chat's hand-over): no CV store, so a function that
 * only submits those bundles no S3 client.
 */
export type SubmitWithoutCvDeps = Omit<SubmitDeps, 'cvs'>;

/** Counters for new submissions (not for replays of a finished request). */
export interface SubmissionLimits {
  /** Keyed by the client id: a few submissions per client per minute, whatever the form. */
  perClient: RateLimiter;
  /** Keyed by the normalised email: a daily cap per address, from any client. */
  perEmail: RateLimiter;
}

export type SubmitResult = { submissionId: string; outcome: 'accepted' | 'replayed' | 'discarded' };

/** Longer than a submit can take (the handler's timeout), so only a crashed attempt's claim expires. */
const DEFAULT_IDEMPOTENCY_LEASE_MS = 60_000;

const submissionInProgress = () =>
  new AppError({ status: 409, code: 'submission_in_progress', message: submissionErrorMessages.inProgress });
const idempotencyKeyReused = () =>
  new AppError({ status: 422, code: 'idempotency_key_reused', message: submissionErrorMessages.keyReused });

const uploadAlreadyUsed = () =>
  new AppError({ status: 409, code: 'upload_already_used', message: fieldErrorMessages.cvAlreadyUsed, fields: { cv: fieldErrorMessages.cvAlreadyUsed } });

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Same content, same hash: tells a retry of a request from a different request under one key. */
export function requestHash(input: SubmissionInput): string {
  const { kind, details, cv } = input;
  return createHash('sha256').update(JSON.stringify({ kind, details: { ...details, email: normaliseEmail(details.email) }, cv })).digest('hex');
}

interface VerifiedCv {
  format: CvFormat;
  size: number;
  fileName: string;
  contentType: string;
}

/** The upload exists, is at most 10 MB and its bytes are a PDF, DOC or DOCX; a bad file is deleted. */
async function verifyCv(reference: CvReference, cvs: CvStore, log: DomainLog): Promise<VerifiedCv> {
  const size = await cvs.statIncoming(reference.uploadId);
  if (size === undefined) throw validationError({ cv: fieldErrorMessages.cvNotReceived });
  const reject = async (message: string, reason: string): Promise<never> => {
    log.info('CV rejected', { uploadId: reference.uploadId, size, reason });
    await bestEffort(log, 'delete rejected upload', () => cvs.deleteIncoming(reference.uploadId));
    throw validationError({ cv: message });
  };
  if (size > MAX_CV_BYTES) return reject(fieldErrorMessages.cvTooLarge, 'too large');
  const format = await detectCvFormat({ size, read: (start, end) => cvs.readIncoming(reference.uploadId, start, end) });
  if (!format) return reject(fieldErrorMessages.cvInvalidType, 'not a PDF, DOC or DOCX');
  return { format, size, fileName: safeFileName(reference.fileName, format), contentType: cvFormats[format].contentType };
}

export function submit(input: SubmissionInput, deps: SubmitDeps): Promise<SubmitResult>;
export function submit(input: SubmissionInput & { cv?: undefined }, deps: SubmitWithoutCvDeps): Promise<SubmitResult>;
export async function submit(input: SubmissionInput, deps: SubmitWithoutCvDeps & { cvs?: CvStore }): Promise<SubmitResult> {
  if (input.honeypot?.trim()) {
    // Answer like a success so the bot learns nothing; store and send nothing.
    deps.log.warn('honeypot field filled: submission discarded', { kind: input.kind });
    return { submissionId: deps.newId(), outcome: 'discarded' };
  }

  // The overloads rule this out at compile time; the check keeps a CV from being dropped silently.
  if (input.cv && !deps.cvs) throw new Error('submit: the submission carries a CV, but no CV store was given');
  const cvs = deps.cvs;
  const hash = requestHash(input);
  const claim = await deps.store.claimIdempotencyKey({
    key: input.idempotencyKey,
    submissionId: deps.newId(),
    requestHash: hash,
    now: deps.now(),
    leaseMs: deps.idempotencyLeaseMs ?? DEFAULT_IDEMPOTENCY_LEASE_MS,
  });
  if (claim.outcome === 'in-progress') throw submissionInProgress();
  if (claim.requestHash !== hash) throw idempotencyKeyReused();
  if (claim.outcome === 'completed') return { submissionId: claim.submissionId, outcome: 'replayed' };

  const { submissionId } = claim;
  if (!claim.resumed) {
    // Only a new submission counts: a retry of an attempt was counted when it started.
    await enforceLimits(input, submissionId, deps);
  } else {
    // An earlier attempt with this key stopped half-way. If it stored the submission, only the
    // message may be missing: send it again (the worker mails a submission at most once).
    const existing = await deps.store.getSubmission(submissionId);
    if (existing) {
      await deps.queue.enqueue(submissionId);
      await finish(input, submissionId, deps, cvs);
      return { submissionId, outcome: 'accepted' };
    }
  }

  let cvKey: string | undefined;
  let uploadClaimed = false;
  let submissionWritten = false;
  try {
    if (input.cv) {
      // Atomic: of two submissions naming one upload, exactly one gets it; the other copies nothing.
      if (!(await deps.store.claimUpload(input.cv.uploadId, submissionId, deps.now()))) throw uploadAlreadyUsed();
      uploadClaimed = true;
    }
    const verified = input.cv && cvs ? await verifyCv(input.cv, cvs, deps.log) : undefined;
    let cv: StoredCv | undefined;
    if (input.cv && cvs && verified) {
      cvKey = cvs.cvKey(submissionId, verified.fileName);
      await cvs.keepIncoming(input.cv.uploadId, cvKey, verified);
      cv = { key: cvKey, uploadId: input.cv.uploadId, fileName: verified.fileName, originalFileName: input.cv.fileName, format: verified.format, contentType: verified.contentType, size: verified.size };
    }
    const now = deps.now();
    const submission: Submission = {
      ...input.details,
      email: normaliseEmail(input.details.email),
      submissionId,
      kind: input.kind,
      status: 'queued',
      createdAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + RETENTION.submissionDays * 86_400,
      idempotencyKey: input.idempotencyKey,
      attempts: 0,
      ...(cv ? { cv } : {}),
    };
    // Set before the call: a write that timed out may still have landed, so clean-up deletes it too.
    submissionWritten = true;
    await deps.store.putSubmission(submission);
    await deps.queue.enqueue(submissionId);
  } catch (error) {
    // Undo in the reverse order. The record goes first: without it the worker mails nothing.
    if (submissionWritten) await bestEffort(deps.log, 'delete submission', () => deps.store.deleteSubmission(submissionId));
    if (cvKey && cvs) await bestEffort(deps.log, 'delete stored CV', () => cvs.deleteCv(cvKey!));
    if (uploadClaimed) await bestEffort(deps.log, 'release upload', () => deps.store.releaseUpload(input.cv!.uploadId, submissionId));
    await bestEffort(deps.log, 'release idempotency key', () => deps.store.releaseIdempotencyKey(input.idempotencyKey, submissionId));
    throw error;
  }

  // The message is out: the submission will be mailed whatever happens below.
  await finish(input, submissionId, deps, cvs);
  deps.log.info('submission accepted', { submissionId, kind: input.kind, withCv: Boolean(input.cv) });
  return { submissionId, outcome: 'accepted' };
}

/**
 * After the message is out: the upload goes first and the key is marked done last, so a submit that
 * dies in between is resumed by the browser's retry (same key), which deletes the upload then.
 */
async function finish(input: SubmissionInput, submissionId: string, deps: SubmitWithoutCvDeps, cvs: CvStore | undefined): Promise<void> {
  if (input.cv && cvs) await bestEffort(deps.log, 'delete upload', () => cvs.deleteIncoming(input.cv!.uploadId));
  await bestEffort(deps.log, 'complete idempotency key', () => deps.store.completeIdempotencyKey(input.idempotencyKey, submissionId));
}

/** Over a limit: the key is released (nothing was stored) and the visitor told when to try again. */
async function enforceLimits(input: SubmissionInput, submissionId: string, deps: SubmitWithoutCvDeps): Promise<void> {
  const refuse = async (message: string, retryAfterSeconds: number, reason: string): Promise<never> => {
    deps.log.warn('submission refused: rate limit', { kind: input.kind, reason });
    await bestEffort(deps.log, 'release idempotency key', () => deps.store.releaseIdempotencyKey(input.idempotencyKey, submissionId));
    throw tooManyRequests(message, retryAfterSeconds);
  };
  let client, email;
  try {
    [client, email] = await Promise.all([deps.limits.perClient.hit(input.clientId), deps.limits.perEmail.hit(normaliseEmail(input.details.email))]);
  } catch (error) {
    await bestEffort(deps.log, 'release idempotency key', () => deps.store.releaseIdempotencyKey(input.idempotencyKey, submissionId));
    throw isAppError(error) ? error : dependencyFailed('Submission limits', error);
  }
  if (!client.allowed) await refuse(submissionErrorMessages.tooManyFromClient, client.retryAfterSeconds, 'per client');
  if (!email.allowed) await refuse(submissionErrorMessages.tooManyForEmail, email.retryAfterSeconds, 'per email');
}
