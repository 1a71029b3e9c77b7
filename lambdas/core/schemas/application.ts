/**
 * `POST /api/applications`: a job application. The job's title, company, location and salary come
 * from the job catalogue by `jobId`, never from the client.
 */

import * as z from 'zod';
import { fieldErrorMessages as messages } from '#content/field-errors';
import { visaStatusValues, type VisaStatus } from '#content/forms';
import { findJob } from '#content/jobs';
import {
  consentSchema,
  cvReferenceSchema,
  emailSchema,
  honeypotSchema,
  idempotencyKeySchema,
  nameSchema,
  phoneSchema,
} from '#core/schemas/submission-fields';

const visaStatusSchema = z.enum(visaStatusValues as [VisaStatus, ...VisaStatus[]], { error: messages.visaStatusRequired });

const applicantFields = {
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  isEuCitizen: z.enum(['yes', 'no'], { error: messages.citizenshipRequired }),
  visaStatus: z
    .union([z.literal(''), visaStatusSchema], { error: messages.visaStatusRequired })
    .optional()
    .transform((value) => value || undefined),
  consent: consentSchema,
};

/** A non-EU applicant must give a visa status; an EU citizen's is dropped (the form clears it). */
function requireVisaStatus<T extends { isEuCitizen?: unknown; visaStatus?: unknown }>(value: T, ctx: z.RefinementCtx) {
  if (value.isEuCitizen === 'no' && !value.visaStatus) {
    ctx.addIssue({ code: 'custom', message: messages.visaStatusRequired, path: ['visaStatus'] });
  }
}
const dropVisaStatusOfEuCitizens = <T extends { isEuCitizen: 'yes' | 'no'; visaStatus?: VisaStatus }>(value: T): T =>
  value.isEuCitizen === 'yes' ? { ...value, visaStatus: undefined } : value;
// Run the cross-field rule even when other fields failed, so every message shows at once.
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

export const applicationRequestSchema = z
  .object({
    jobId: z
      .string({ error: messages.jobUnknown })
      .max(50, messages.jobUnknown)
      .refine((id) => findJob(id) !== undefined, messages.jobUnknown),
    ...applicantFields,
    cv: cvReferenceSchema,
    idempotencyKey: idempotencyKeySchema,
    honeypot: honeypotSchema,
  })
  .superRefine(requireVisaStatus, always)
  .transform(dropVisaStatusOfEuCitizens);

export type ApplicationRequestInput = z.input<typeof applicationRequestSchema>;

/** What the form checks before uploading the CV: the fields the visitor typed. */
export const applicationFormSchema = z
  .object(applicantFields)
  .superRefine(requireVisaStatus, always)
  .transform(dropVisaStatusOfEuCitizens);
