import { ACCEPTED_CV_TYPES, MAX_CV_BYTES } from '#content/messages';
import { extensionOf, type UploadRequest, type UploadTicket } from '#core/schemas/submission-fields';
import type { UploadSigner } from '#core/submissions/ports';
import { cvBucket } from '#infra/resources';

/**
 * A presigned POST for one CV: the browser posts the file straight to `incoming/<uploadId>`, never
 * through the API (a 10 MB file does not fit an API Gateway or Lambda request). S3 enforces the size
 * range and the content type; the submit handler checks the bytes afterwards.
 */
export async function createUploadTicket(
  request: UploadRequest,
  deps: { signer: UploadSigner; newId: () => string; now: () => Date; expiresInSeconds: number },
): Promise<UploadTicket> {
  const extension = extensionOf(request.fileName);
  // The schema admits only accepted extensions; the name decides, since browsers often send ''.
  const contentType = ACCEPTED_CV_TYPES.find((type) => type.extension === extension)!.mimeType;
  const uploadId = deps.newId();
  const { url, fields } = await deps.signer.presignPost({
    key: `${cvBucket.incomingPrefix}${uploadId}`,
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
