import { contactRequestSchema } from '#core/schemas/contact';
import { submit } from '#core/submissions/submit';
import { submitDependencies } from '#adapters/submission-pipeline';
import { httpHandler } from '#http/http-handler';

/** POST /api/contact: the home page enquiry (optional CV) and the partner form (no CV); 202 once queued. */
export const handler = httpHandler({ body: contactRequestSchema }, async ({ body, clientId }) => {
  const { variant, idempotencyKey, honeypot, name, email, phone, company, message } = body;
  const result = await submit(
    {
      kind: variant === 'partner' ? 'partner' : 'contact',
      idempotencyKey,
      clientId,
      honeypot,
      details: { name, email, phone, company, message },
      cv: variant === 'standard' ? body.cv : undefined,
    },
    submitDependencies(),
  );
  return { status: 202, body: { success: true, submissionId: result.submissionId } };
});
