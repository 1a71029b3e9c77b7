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

/** Posts the file to the presigned POST; S3 answers 204, or an XML error naming the broken rule. */
async function postToStorage(ticket: UploadTicket, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  // S3 reads every field before the file: the file goes last.
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(ticket.url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(0, clientErrorCodes.network, 'The file could not be uploaded.');
  }
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  if (/EntityTooLarge/.test(text)) throw cvError(response.status, fieldErrorMessages.cvTooLarge);
  if (response.status === 403 && /condition/i.test(text)) throw cvError(response.status, fieldErrorMessages.cvInvalidType);
  throw new ApiError(response.status, 'upload_failed', 'The file could not be uploaded.');
}

async function requestUpload(file: File): Promise<UploadTicket> {
  // An unusual type some systems report (e.g. application/x-pdf) goes as unknown: the name decides.
  const contentType = ACCEPTED_CV_MIME_TYPES.includes(file.type) ? file.type : '';
  try {
    return await apiClient.post<UploadTicket>('/api/uploads', { fileName: file.name, contentType, size: file.size });
  } catch (error) {
    // Whatever the API says about the file's name, type or size belongs next to the CV control.
    const message = error instanceof ApiError && error.fields ? Object.values(error.fields)[0] : undefined;
    if (error instanceof ApiError && message) throw cvError(error.status, message);
    throw error;
  }
}

export async function uploadCv(file: File): Promise<CvReference> {
  const ticket = await requestUpload(file);
  await postToStorage(ticket, file);
  return { uploadId: ticket.uploadId, fileName: file.name };
}

export const submitContact = (body: ContactRequestInput) => apiClient.post<SubmissionAccepted>('/api/contact', body);
export const submitApplication = (body: ApplicationRequestInput) => apiClient.post<SubmissionAccepted>('/api/applications', body);
