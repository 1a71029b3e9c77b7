import { ACCEPTED_CV_TYPES, MAX_CV_BYTES } from '#content/messages';
import { extensionOf, type UploadRequest, type UploadTicket } from '#core/schemas/submission-fields';
import type { UploadSigner } from '#core/submissions/ports';
import { dependencyFailed, tooManyRequests } from '#core/errors';
import type { RateLimiter } from '#core/rate-limit';
import { submissionErrorMessages } from '#content/field-errors';

/**
 * A presigned POST for one CV: the browser posts the file straight to `incoming/<uploadId>`, never
 * through the API (a 10 MB file does not fit an API Gateway or Lambda request). S3 enforces the size
 * range and the content type; the submit handler checks the bytes afterwards. Each client may ask
 * for a few per minute (`limit`), so nobody fills the bucket.
 */
export async function createUploadTicket(
  request: UploadRequest,
  clientId: string,
  deps: { signer: UploadSigner; newId: () => string; now: () => Date; expiresInSeconds: number; limit: RateLimiter },
): Promise<UploadTicket> {
  let decision;
  try {
    decision = await deps.limit.hit(clientId);
  } catch (error) {
    throw dependencyFailed('Upload limits', error);
  }
  if (!decision.allowed) throw tooManyRequests(submissionErrorMessages.tooManyUploads, decision.retryAfterSeconds);
  const extension = extensionOf(request.fileName);
  // The schema admits only accepted extensions; the name decides, since browsers often send ''.
  const contentType = ACCEPTED_CV_TYPES.find((type) => type.extension === extension)!.mimeType;
  const uploadId = deps.newId();
  const { url, fields } = await deps.signer.presignPost({
    uploadId,
    contentType,
    maxBytes: MAX_CV_BYTES,
    expiresInSeconds: deps.expiresInSeconds,
  });
  return {
    uploadId,
    url,
    fields,
    maxBytes: MAX_CV_BYTES,
    expiresAt: new Date(deps.now().getTime() + deps.expiresInSeconds * 1000).toISOString(),
  };
}
