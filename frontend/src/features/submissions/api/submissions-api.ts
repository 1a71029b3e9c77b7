/**
 * The browser side of the submission pipeline (the API in README.md § Architecture): ask the API
 * for a presigned POST, post the CV straight to S3, then submit the form with the upload's id.
 */

import { fieldErrorMessages } from '#content/field-errors';
import { ACCEPTED_CV_MIME_TYPES } from '#content/messages';
import type { ApplicationRequestInput } from '#core/schemas/application';
import type { ContactRequestInput } from '#core/schemas/contact';
import type { CvReference, UploadTicket } from '#core/schemas/submission-fields';
import { ApiError, apiClient, clientErrorCodes } from '@/lib/api-client';

export interface SubmissionAccepted {
  readonly success?: boolean;
  readonly submissionId?: string;
  readonly message?: string;
}

const cvError = (status: number, message: string) => new ApiError(status, 'upload_failed', message, { cv: message });

/** Bytes of the CV sent so far, out of the whole request body (the file and the policy fields). */
export type UploadProgress = { readonly sent: number; readonly total: number };

export type UploadOptions = {
  /** Called as the browser sends the body (XMLHttpRequest upload progress events). */
  readonly onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload: the promise then rejects with `UploadCancelledError`. */
  readonly signal?: AbortSignal;
};

/** The visitor cancelled the upload: not a failure to report, and never retried. */
export class UploadCancelledError extends Error {
  override readonly name = 'UploadCancelledError';
  constructor() {
    super('The upload was cancelled.');
  }
}

type StorageAnswer = { readonly status: number; readonly text: string };

/**
 * One POST of the form to storage. XMLHttpRequest rather than fetch: only it reports upload
 * progress in every browser (fetch has no upload progress events).
 */
function sendForm(url: string, form: FormData, { onProgress, signal }: UploadOptions): Promise<StorageAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelledError());
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ sent: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      settle();
      resolve({ status: request.status, text: request.responseText });
    });
    request.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, clientErrorCodes.network, 'The file could not be uploaded.'));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new UploadCancelledError());
    });
    request.open('POST', url);
    request.send(form);
  });
}

/** Posts the file to the presigned POST; S3 answers 204, or an XML error naming the broken rule. */
async function postToStorage(ticket: UploadTicket, file: File, options: UploadOptions): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  // S3 reads every field before the file: the file goes last.
  form.append('file', file);
  const { status, text } = await sendForm(ticket.url, form, options);
  if (status >= 200 && status < 300) return;
  if (/EntityTooLarge/.test(text)) throw cvError(status, fieldErrorMessages.cvTooLarge);
  if (status === 403 && /condition/i.test(text)) throw cvError(status, fieldErrorMessages.cvInvalidType);
  throw new ApiError(status, 'upload_failed', 'The file could not be uploaded.');
}

async function requestUpload(file: File, signal?: AbortSignal): Promise<UploadTicket> {
  // An unusual type some systems report (e.g. application/x-pdf) goes as unknown: the name decides.
  const contentType = ACCEPTED_CV_MIME_TYPES.includes(file.type) ? file.type : '';
  try {
    return await apiClient.post<UploadTicket>('/api/uploads', { fileName: file.name, contentType, size: file.size }, { signal });
  } catch (error) {
    if (signal?.aborted) throw new UploadCancelledError();
    // Whatever the API says about the file's name, type or size belongs next to the CV control.
    const message = error instanceof ApiError && error.fields ? Object.values(error.fields)[0] : undefined;
    if (error instanceof ApiError && message) throw cvError(error.status, message);
    throw error;
  }
}

export async function uploadCv(file: File, options: UploadOptions = {}): Promise<CvReference> {
  const ticket = await requestUpload(file, options.signal);
  if (options.signal?.aborted) throw new UploadCancelledError();
  await postToStorage(ticket, file, options);
  return { uploadId: ticket.uploadId, fileName: file.name };
}

export const submitContact = (body: ContactRequestInput) => apiClient.post<SubmissionAccepted>('/api/contact', body);
export const submitApplication = (body: ApplicationRequestInput) => apiClient.post<SubmissionAccepted>('/api/applications', body);
