import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorMessages as messages } from '#content/field-errors';
import { MAX_CV_BYTES } from '#content/messages';
import { visaStatusValues } from '#content/forms';
import { applicationFormSchema, applicationRequestSchema } from '#core/schemas/application';
import { chatRequestSchema } from '#core/schemas/chat';
import { contactFormSchema, contactRequestSchema } from '#core/schemas/contact';
import { uploadRequestSchema } from '#core/schemas/submission-fields';
import { fieldErrors } from '#http/http-handler';

const cv = { uploadId: randomUUID(), fileName: 'Jane Doe CV.pdf' };
const contact = (overrides: Record<string, unknown> = {}) => ({
  variant: 'standard',
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+353 87 123 4567',
  company: '',
  message: 'I am looking for a financial accountant role.\nAvailable from March.',
  consent: true,
  idempotencyKey: randomUUID(),
  ...overrides,
});
const application = (overrides: Record<string, unknown> = {}) => ({
  jobId: '1',
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '087 123 4567',
  isEuCitizen: 'yes',
  cv,
  consent: true,
  idempotencyKey: randomUUID(),
  ...overrides,
});

/** The API's per-field messages for a body (what the handler would answer). */
function errorsOf(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
}

describe('contact request schema', () => {
  it('accepts a standard enquiry with a CV, trims text and drops blank optional fields', () => {
    const parsed = contactRequestSchema.parse(contact({ name: '  Jane Doe ', company: '   ', cv }));
    expect(parsed).toMatchObject({ variant: 'standard', name: 'Jane Doe', company: undefined, cv });
  });

  it('accepts a partner enquiry without a CV and refuses one with a CV', () => {
    expect(contactRequestSchema.safeParse(contact({ variant: 'partner', company: 'Acme Ltd' })).success).toBe(true);
    expect(errorsOf(contactRequestSchema, contact({ variant: 'partner', cv }))).toEqual({ cv: messages.cvNotAccepted });
  });

  it('names every missing required field with its own message', () => {
    expect(errorsOf(contactRequestSchema, { variant: 'standard' })).toEqual({
      name: messages.nameRequired,
      email: messages.emailInvalid,
      message: messages.messageRequired,
      consent: messages.consentRequired,
      idempotencyKey: messages.requestKeyInvalid,
    });
  });

  it('refuses blank required fields, a malformed email and consent other than true', () => {
    expect(errorsOf(contactRequestSchema, contact({ name: '   ', email: 'not-an-email', message: ' ', consent: false }))).toEqual({
      name: messages.nameRequired,
      email: messages.emailInvalid,
      message: messages.messageRequired,
      consent: messages.consentRequired,
    });
  });

  it.each(['Jane\r\nBcc: victim@example.com', 'Jane\nDoe', 'Jane\rDoe', 'Jane\u2028Doe', 'Jane\u0000Doe', 'Jane\tDoe'])(
    'refuses a name with a line break or control character: %j',
    (name) => {
      expect(errorsOf(contactRequestSchema, contact({ name }))).toEqual({ name: messages.singleLine });
    },
  );

  it.each(['jane@example.com\r\nBcc: victim@example.com', 'jane@example.com\n', 'ja\nne@example.com', 'jane@exa mple.com'])(
    'refuses an email with a line break or space: %j',
    (email) => {
      expect(errorsOf(contactRequestSchema, contact({ email }))).toEqual({ email: messages.emailInvalid });
    },
  );

  it('keeps script payloads as text (they are escaped when mailed, never refused or run)', () => {
    const parsed = contactRequestSchema.parse(contact({ message: '<script>alert("x")</script>', company: '<b>Acme</b>' }));
    expect(parsed.message).toBe('<script>alert("x")</script>');
    expect(parsed.company).toBe('<b>Acme</b>');
  });

  it('checks optional fields only when given', () => {
    expect(errorsOf(contactRequestSchema, contact({ phone: 'call me maybe' }))).toEqual({ phone: messages.phoneInvalid });
    expect(errorsOf(contactRequestSchema, contact({ phone: '12' }))).toEqual({ phone: messages.phoneInvalid });
    expect(errorsOf(contactRequestSchema, contact({ company: 'x'.repeat(201) }))).toEqual({ company: messages.companyTooLong });
    expect(contactRequestSchema.parse(contact({ phone: '' })).phone).toBeUndefined();
    expect(contactRequestSchema.parse(contact({ phone: undefined })).phone).toBeUndefined();
  });

  it('refuses over-long fields', () => {
    expect(errorsOf(contactRequestSchema, contact({ name: 'x'.repeat(101) }))).toEqual({ name: messages.nameTooLong });
    expect(errorsOf(contactRequestSchema, contact({ message: 'x'.repeat(5001) }))).toEqual({ message: messages.messageTooLong });
  });

  it('refuses a CV reference that is not an upload id or a PDF/Word name', () => {
    expect(errorsOf(contactRequestSchema, contact({ cv: { uploadId: 'x', fileName: 'cv.pdf' } }))).toEqual({ 'cv.uploadId': messages.cvNotReceived });
    expect(errorsOf(contactRequestSchema, contact({ cv: { uploadId: randomUUID(), fileName: 'cv.exe' } }))).toEqual({ 'cv.fileName': messages.cvInvalidType });
  });

  it('refuses an unknown variant and a malformed idempotency key', () => {
    expect(Object.keys(errorsOf(contactRequestSchema, contact({ variant: 'spam' })))).toEqual(['variant']);
    expect(errorsOf(contactRequestSchema, contact({ idempotencyKey: 'abc' }))).toEqual({ idempotencyKey: messages.requestKeyInvalid });
  });

  it('passes the honeypot through for the domain to judge', () => {
    expect(contactRequestSchema.parse(contact({ honeypot: 'http://spam.example' })).honeypot).toBe('http://spam.example');
  });

  it('has a form schema for the typed fields alone', () => {
    expect(contactFormSchema.safeParse({ name: 'Jane', email: 'jane@example.com', message: 'Hi', consent: true }).success).toBe(true);
    expect(errorsOf(contactFormSchema, { name: '', email: '', message: '', consent: false })).toEqual({
      name: messages.nameRequired,
      email: messages.emailInvalid,
      message: messages.messageRequired,
      consent: messages.consentRequired,
    });
  });
});

describe('application request schema', () => {
  it('accepts an EU citizen and drops any visa status they sent', () => {
    const parsed = applicationRequestSchema.parse(application({ visaStatus: 'stamp-4' }));
    expect(parsed.isEuCitizen).toBe('yes');
    expect(parsed.visaStatus).toBeUndefined();
  });

  it('requires a visa status from a non-EU applicant, one of the twelve', () => {
    expect(visaStatusValues).toHaveLength(12);
    expect(errorsOf(applicationRequestSchema, application({ isEuCitizen: 'no' }))).toEqual({ visaStatus: messages.visaStatusRequired });
    expect(errorsOf(applicationRequestSchema, application({ isEuCitizen: 'no', visaStatus: '' }))).toEqual({ visaStatus: messages.visaStatusRequired });
    expect(errorsOf(applicationRequestSchema, application({ isEuCitizen: 'no', visaStatus: 'stamp-9' }))).toEqual({ visaStatus: messages.visaStatusRequired });
    for (const visaStatus of visaStatusValues) {
      expect(applicationRequestSchema.parse(application({ isEuCitizen: 'no', visaStatus })).visaStatus).toBe(visaStatus);
    }
  });

  it('refuses an unknown job id (the catalogue has jobs 1 and 3)', () => {
    expect(errorsOf(applicationRequestSchema, application({ jobId: '2' }))).toEqual({ jobId: messages.jobUnknown });
    expect(errorsOf(applicationRequestSchema, application({ jobId: 3 }))).toEqual({ jobId: messages.jobUnknown });
    expect(applicationRequestSchema.safeParse(application({ jobId: '3' })).success).toBe(true);
  });

  it('names every missing field at once, the visa rule included', () => {
    expect(errorsOf(applicationRequestSchema, { isEuCitizen: 'no' })).toEqual({
      jobId: messages.jobUnknown,
      name: messages.nameRequired,
      email: messages.emailInvalid,
      phone: messages.phoneRequired,
      consent: messages.consentRequired,
      cv: messages.cvRequired,
      idempotencyKey: messages.requestKeyInvalid,
      visaStatus: messages.visaStatusRequired,
    });
    expect(errorsOf(applicationRequestSchema, application({ isEuCitizen: undefined }))).toEqual({ isEuCitizen: messages.citizenshipRequired });
  });

  it('has a form schema for the typed fields alone', () => {
    const typed = { name: 'Jane', email: 'jane@example.com', phone: '0871234567', isEuCitizen: 'no', visaStatus: 'stamp-1g', consent: true };
    expect(applicationFormSchema.parse(typed).visaStatus).toBe('stamp-1g');
    expect(errorsOf(applicationFormSchema, { ...typed, visaStatus: undefined })).toEqual({ visaStatus: messages.visaStatusRequired });
  });
});

describe('upload request schema', () => {
  it.each([
    ['cv.pdf', 'application/pdf'],
    ['cv.DOC', 'application/msword'],
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv.docx', ''],
    ['cv.doc', 'application/octet-stream'],
  ])('accepts %s declared as %j', (fileName, contentType) => {
    expect(uploadRequestSchema.safeParse({ fileName, contentType, size: 1000 }).success).toBe(true);
  });

  it('refuses other types with the spec message', () => {
    expect(errorsOf(uploadRequestSchema, { fileName: 'cv.exe', contentType: 'application/pdf', size: 10 })).toEqual({ fileName: messages.cvInvalidType });
    expect(errorsOf(uploadRequestSchema, { fileName: 'cv.pdf', contentType: 'image/png', size: 10 })).toEqual({ contentType: messages.cvInvalidType });
    expect(messages.cvInvalidType).toBe('Please select a PDF or Word document.');
  });

  it('refuses files over 10 MB (10*1024*1024 bytes) with the spec message, and empty files', () => {
    expect(uploadRequestSchema.safeParse({ fileName: 'cv.pdf', contentType: 'application/pdf', size: MAX_CV_BYTES }).success).toBe(true);
    expect(errorsOf(uploadRequestSchema, { fileName: 'cv.pdf', contentType: 'application/pdf', size: MAX_CV_BYTES + 1 })).toEqual({ size: messages.cvTooLarge });
    expect(messages.cvTooLarge).toBe('Please select a file smaller than 10MB.');
    expect(errorsOf(uploadRequestSchema, { fileName: 'cv.pdf', contentType: 'application/pdf', size: 0 })).toEqual({ size: messages.cvInvalidType });
  });
});

describe('header-safe text: format characters (Unicode Cf) in one-line fields', () => {
  const formatCharacters = {
    'right-to-left override': '\u202e',
    'left-to-right isolate': '\u2066',
    'pop directional isolate': '\u2069',
    'right-to-left mark': '\u200f',
    'arabic letter mark': '\u061c',
    'zero-width space': '\u200b',
    'word joiner': '\u2060',
    'soft hyphen': '\u00ad',
    'byte order mark': '\ufeff',
    'language tag': '\u{e0001}',
  };

  it.each(Object.entries(formatCharacters))('refuses a %s in every one-line field, naming the field', (_, character) => {
    const fields = {
      name: `Jane ${character}Doe`,
      company: `Acme${character} Ltd`,
      phone: `+353 87${character} 123 4567`,
      email: `jane${character}@example.com`,
    };
    for (const [field, value] of Object.entries(fields)) {
      const result = contactRequestSchema.safeParse(contact({ [field]: value }));
      expect(result.success, field).toBe(false);
      expect(fieldErrors(result.error!)[field], field).toBe(field === 'email' ? messages.emailInvalid : messages.invisibleCharacters);
    }
    const upload = uploadRequestSchema.safeParse({ fileName: `cv${character}fdp.pdf`, contentType: 'application/pdf', size: 10 });
    expect(upload.success).toBe(false);
  });

  it('keeps the joiners that names and emoji need (ZWNJ, ZWJ)', () => {
    expect(contactRequestSchema.safeParse(contact({ name: 'Ali\u200cReza' })).success).toBe(true);
    expect(contactRequestSchema.safeParse(contact({ name: 'Jane 👩\u200d💻' })).success).toBe(true);
  });

  it('the application form has the same rule (one shared schema)', () => {
    const result = applicationFormSchema.safeParse({ name: 'John \u202eyhpruM', email: 'john@example.com', phone: '087 765 4321', isEuCitizen: 'yes', consent: true });
    expect(fieldErrors(result.error!).name).toBe(messages.invisibleCharacters);
  });
});

describe('chat request: threadId', () => {
  it.each([[42], [{ id: 'x' }], ['not-a-uuid'], [true]])('answers a clear field message for %j', (threadId) => {
    const result = chatRequestSchema.safeParse({ message: 'Hi', context: 'salary-guide', threadId });
    expect(fieldErrors(result.error!)).toEqual({ threadId: 'Unknown conversation.' });
  });
});
