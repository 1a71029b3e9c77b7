/**
 * One submission as stored (DynamoDB item `submission#<id>`) and mailed to the recruiters: a form,
 * or a question Aine passed on from the chat with the visitor's consent (`chat-handover`).
 */

import type { VisaStatus } from '#content/forms';
import type { CvFormat } from '#core/submissions/cv-format';

export type SubmissionKind = 'contact' | 'partner' | 'application' | 'chat-handover';

/** One message of the chat conversation sent with a hand-over (no timestamps: a retry hashes the same). */
export interface TranscriptEntry {
  role: 'visitor' | 'assistant';
  text: string;
}

/**
 * queued: stored and enqueued, not mailed yet. sending: a worker holds the claim to mail it (until
 * `claimExpiresAt`) and has not called the mail service yet, so a delivery that died here may be
 * taken over. mailing: the mail service was called; if the worker died before `emailed`, nobody can
 * tell whether the mail went out, so it is never sent again automatically: the sweeper marks it
 * unconfirmed and raises the alarm. emailed: the recruiters have it; a redelivered message does nothing.
 */
export type SubmissionStatus = 'queued' | 'sending' | 'mailing' | 'unconfirmed' | 'emailed';

export interface StoredCv {
  /** S3 key: `cvs/<submissionId>/<safe file name>`. */
  key: string;
  /** The upload it was copied from (`incoming/<uploadId>`): erasure removes that key's versions too. */
  uploadId?: string;
  fileName: string;
  /** The name the visitor's file had, for the recruiters' reference only. */
  originalFileName: string;
  format: CvFormat;
  contentType: string;
  size: number;
}

export interface JobSnapshot {
  id: string;
  title: string;
  company: string;
  location: string;
  salary: string;
  jobType: string;
}

export interface Submission {
  submissionId: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  /** ISO timestamp; the byEmail index sorts on it. */
  createdAt: string;
  /** Epoch seconds (DynamoDB TTL): two years after submission, per the privacy policy. */
  expiresAt: number;
  idempotencyKey: string;
  name: string;
  /** Lower-cased, so the byEmail index finds every submission of one address (right to erasure). */
  email: string;
  phone?: string;
  company?: string;
  message?: string;
  job?: JobSnapshot;
  isEuCitizen?: 'yes' | 'no';
  visaStatus?: VisaStatus;
  cv?: StoredCv;
  /** chat-handover: the conversation so far, oldest first; `message` holds the question. */
  transcript?: TranscriptEntry[];
  attempts?: number;
  emailedAt?: string;
  sesMessageId?: string;
}
