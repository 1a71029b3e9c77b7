/**
 * Field rules shared by the contact, partner and job application forms and their API handlers.
 * Everything that ends up in an email header must be one line: a CR or LF in a name or an address
 * could otherwise smuggle extra headers into the recruiters' mail.
 */

import * as z from 'zod';
import { fieldErrorMessages as messages } from '#content/field-errors';
import { ACCEPTED_CV_EXTENSIONS, ACCEPTED_CV_MIME_TYPES, MAX_CV_BYTES } from '#content/messages';


// C0 and C1 controls (tab, CR, LF included) and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

/**
 * Unicode format characters (category Cf): bidi overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069), marks (U+200E, U+200F, U+061C), the soft hyphen, zero-width space and no-break,
 * word joiner, tags... invisible, and able to make a Subject or a Reply-To name read differently
 * from what it holds. Zero-width non-joiner and joiner (U+200C, U+200D) stay allowed: Persian and
 * Indic names and emoji sequences need them, and they cannot reorder text.
 */
const FORMAT_CHARACTERS = /(?![\u200c\u200d])\p{Cf}/u;

const hasFormatCharacters = (value: string) => FORMAT_CHARACTERS.test(value);

/** Refuses (with the field's message) what must never reach an email header. */
const headerSafe = <T extends z.ZodString>(schema: T, controlMessage: string, formatMessage: string = messages.invisibleCharacters) =>
  schema
    .refine((value) => !hasControlCharacters(value), controlMessage)
    .refine((value) => !hasFormatCharacters(value), formatMessage);

/** A required one-line text: trimmed, non-blank, bounded, no line breaks. */
function oneLine(options: { required: string; max: number; tooLong: string }) {
  return (
    // Checked before trimming: a trailing CR/LF is refused too, not quietly cut off.
    headerSafe(z.string({ error: options.required }), messages.singleLine)
      .trim()
      .min(1, options.required)
      .max(options.max, options.tooLong)
  );
}

/** An optional text: blank counts as absent (the forms send empty inputs as ''). */
function optional<T extends z.ZodType<string, string>>(inner: T, invalid: string) {
  return z
    .string({ error: invalid })
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(inner.optional());
}

export const nameSchema = oneLine({ required: messages.nameRequired, max: 100, tooLong: messages.nameTooLong });

export const emailSchema = headerSafe(z.string({ error: messages.emailInvalid }), messages.emailInvalid, messages.emailInvalid)
  .trim()
  .max(254, messages.emailInvalid)
  .pipe(z.email({ error: messages.emailInvalid }));

// Digits with the usual separators and an optional leading +; at least six digits.
const PHONE_PATTERN = /^\+?[\d\s().\-/]+$/;
const phoneRule = (required: string) =>
  oneLine({ required, max: 40, tooLong: messages.phoneInvalid })
    .refine((value) => PHONE_PATTERN.test(value), messages.phoneInvalid)
    .refine((value) => (value.match(/\d/g) ?? []).length >= 6, messages.phoneInvalid);

export const phoneSchema = phoneRule(messages.phoneRequired);
export const optionalPhoneSchema = optional(phoneRule(messages.phoneInvalid), messages.phoneInvalid);
export const optionalCompanySchema = optional(
  oneLine({ required: messages.companyTooLong, max: 200, tooLong: messages.companyTooLong }),
  messages.companyTooLong,
);

export const messageSchema = z
  .string({ error: messages.messageRequired })
  .trim()
  .min(1, messages.messageRequired)
  .max(5000, messages.messageTooLong)
  // Line breaks and tabs are welcome in a message; other control characters are not.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), messages.messageInvalid);

export const consentSchema = z.literal(true, { error: messages.consentRequired });

/** Made once per submit attempt by the form (crypto.randomUUID) and kept across its retries. */
export const idempotencyKeySchema = z.uuid({ error: messages.requestKeyInvalid });

/** Hidden from people; a bot that fills every input fills this too. */
export const honeypotSchema = z.string().max(1000).optional();

// --- CV files ---------------------------------------------------------------------------------------

export const extensionOf = (fileName: string) => fileName.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';

const cvFileNameSchema = headerSafe(z.string({ error: messages.cvRequired }), messages.cvInvalidType)
  .trim()
  .min(1, messages.cvRequired)
  .max(255, messages.cvInvalidType)
  .refine((value) => ACCEPTED_CV_EXTENSIONS.includes(extensionOf(value)), messages.cvInvalidType);

/** A CV the browser already posted to S3 through `POST /api/uploads`. */
export const cvReferenceSchema = z.object(
  {
    uploadId: z.uuid({ error: messages.cvNotReceived }),
    fileName: cvFileNameSchema,
  },
  { error: messages.cvRequired },
);
export type CvReference = z.infer<typeof cvReferenceSchema>;

// Browsers report Word files as '' or application/octet-stream on some systems; the name decides then.
const GENERIC_CONTENT_TYPES = ['', 'application/octet-stream'];

/** `POST /api/uploads` body: what the browser knows about the chosen file before sending it. */
export const uploadRequestSchema = z.object({
  fileName: cvFileNameSchema,
  contentType: z
    .string({ error: messages.cvInvalidType })
    .max(255, messages.cvInvalidType)
    .refine((value) => GENERIC_CONTENT_TYPES.includes(value) || ACCEPTED_CV_MIME_TYPES.includes(value.toLowerCase()), messages.cvInvalidType),
  size: z
    .number({ error: messages.cvInvalidType })
    .int(messages.cvInvalidType)
    .min(1, messages.cvInvalidType)
    .max(MAX_CV_BYTES, messages.cvTooLarge),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export interface UploadTicket {
  uploadId: string;
  /** Where the browser posts the file (multipart/form-data: every field, then `file`). */
  url: string;
  fields: Record<string, string>;
  maxBytes: number;
  /** ISO time after which S3 refuses the post. */
  expiresAt: string;
}
