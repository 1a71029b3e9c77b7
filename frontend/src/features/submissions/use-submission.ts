/**
 * One submit attempt of a form: a fresh idempotency key, the CV uploaded at most once, and the
 * automatic retries of the attempt (a network error, a 5xx, or "still processing") reusing both —
 * so a retry after a lost answer can never make a second submission. It keeps trying until it gets
 * an answer, for longer than the server's lease on a crashed attempt's key (60 s), so an attempt the
 * server lost half-way is taken up again under the same key; the visitor can leave at any time.
 */

import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CvReference } from '#core/schemas/submission-fields';
import { ApiError } from '@/lib/api-client';
import { uploadCv, type UploadProgress } from './api/submissions-api';

export interface SubmissionAttempt<TValues> {
  readonly idempotencyKey: string;
  readonly values: TValues;
  readonly file: File | null;
  /** Filled by the first successful upload of this attempt. */
  cv?: CvReference;
}

/** How long one attempt keeps retrying without an answer; the failure toast shows after that. */
export const SUBMIT_RETRY_BUDGET_MS = 90_000;
const SUBMIT_RETRY_BASE_DELAY_MS = 1000;
const SUBMIT_RETRY_MAX_DELAY_MS = 10_000;

/** Wait before retry number `retryIndex` (0-based): 1 s, 2 s, 4 s, 8 s, then every 10 s. */
export const submitRetryDelayMs = (retryIndex: number) => Math.min(SUBMIT_RETRY_BASE_DELAY_MS * 2 ** retryIndex, SUBMIT_RETRY_MAX_DELAY_MS);

/**
 * No answer yet (network error, 5xx, "still processing"): try again. A 429 is an answer (the
 * limit), and so is every other 4xx: retrying them would change nothing.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 429) return false;
  return error.isTransient || error.code === 'submission_in_progress';
}

/** After `failureCount` failures: retry while the waits so far stay within the budget. */
export function shouldRetrySubmission(failureCount: number, error: unknown): boolean {
  if (!isRetryable(error)) return false;
  let waited = 0;
  for (let retry = 0; retry < failureCount; retry += 1) waited += submitRetryDelayMs(retry);
  return waited < SUBMIT_RETRY_BUDGET_MS;
}

/** crypto.randomUUID where the browser has it (secure contexts), else the same from random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createAttempt<TValues>(values: TValues, file: File | null): SubmissionAttempt<TValues> {
  return { idempotencyKey: newIdempotencyKey(), values, file };
}

/** The CV's upload while it is under way: bytes sent of the total (0 of the file size until it starts). */
export type UploadState = UploadProgress & { readonly fileName: string };

/**
 * Sends attempts; while a CV uploads, `upload` holds its progress and `cancelUpload` stops it (the
 * attempt then fails with `UploadCancelledError`, is not retried, and the form keeps everything).
 */
export function useSubmission<TValues, TResult>(
  send: (attempt: SubmissionAttempt<TValues>) => Promise<TResult>,
  handlers: { onSuccess: (result: TResult, attempt: SubmissionAttempt<TValues>) => void; onError: (error: unknown) => void },
) {
  const [upload, setUpload] = useState<UploadState | null>(null);
  const uploadAbort = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async (attempt: SubmissionAttempt<TValues>) => {
      if (attempt.file && !attempt.cv) {
        const { file } = attempt;
        const controller = new AbortController();
        uploadAbort.current = controller;
        setUpload({ fileName: file.name, sent: 0, total: file.size });
        try {
          attempt.cv = await uploadCv(file, {
            signal: controller.signal,
            onProgress: (progress) => setUpload({ fileName: file.name, ...progress }),
          });
        } finally {
          uploadAbort.current = null;
          setUpload(null);
        }
      }
      return send(attempt);
    },
    retry: shouldRetrySubmission,
    retryDelay: submitRetryDelayMs,
    onSuccess: (result, attempt) => handlers.onSuccess(result, attempt),
    onError: (error) => handlers.onError(error),
  });
  return {
    /** Starts an attempt (ignored by the forms while one is pending). */
    submit: mutation.mutate,
    pending: mutation.isPending,
    upload,
    cancelUpload: () => uploadAbort.current?.abort(),
  };
}

/** Field messages from an API error, keyed by form field (`cv.uploadId` becomes `cv`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path.split('.')[0]!;
    fields[field] ??= message;
  }
  return fields;
}
