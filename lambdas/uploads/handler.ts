import { uploadRequestSchema } from '#core/schemas/submission-fields';
import { createUploadTicket } from '#core/submissions/uploads';
import { uploadDependencies } from '#adapters/submission-pipeline';
import { httpHandler } from '#http/http-handler';

/** POST /api/uploads: a presigned S3 POST for one CV (201 { uploadId, url, fields, maxBytes, expiresAt }). */
export const handler = httpHandler({ body: uploadRequestSchema }, async ({ body, clientId }) => ({
  status: 201,
  body: await createUploadTicket(body, clientId, uploadDependencies()),
}));
