/**
 * `POST /api/contact`: the home page enquiry (standard, may carry a CV) and the employers' partner
 * form (no CV). The browser validates with this schema before sending; the handler with it again.
 */

import * as z from 'zod';
import { fieldErrorMessages as messages } from '#content/field-errors';
import {
  consentSchema,
  cvReferenceSchema,
  emailSchema,
  honeypotSchema,
  idempotencyKeySchema,
  messageSchema,
  nameSchema,
  optionalCompanySchema,
  optionalPhoneSchema,
} from '#core/schemas/submission-fields';

/** What the form checks before any upload: the fields the visitor typed (the CV is checked apart). */
export const contactFormSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  company: optionalCompanySchema,
  message: messageSchema,
  consent: consentSchema,
});

/** The typed fields plus what the browser adds to every request. */
const enquirySchema = contactFormSchema.extend({ idempotencyKey: idempotencyKeySchema, honeypot: honeypotSchema });

export const contactVariants = ['standard', 'partner'] as const;
export type ContactVariant = (typeof contactVariants)[number];

export const contactRequestSchema = z.discriminatedUnion(
  'variant',
  [
    z.object({ variant: z.literal('standard'), ...enquirySchema.shape, cv: cvReferenceSchema.optional() }),
    z.object({ variant: z.literal('partner'), ...enquirySchema.shape, cv: z.undefined({ error: messages.cvNotAccepted }).optional() }),
  ],
  { error: 'Choose the standard or the partner form.' },
);

export type ContactRequestInput = z.input<typeof contactRequestSchema>;
