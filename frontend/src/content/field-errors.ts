// Messages shown next to a form field when its value is missing or invalid. The same zod schemas
// produce them in the browser and in the API, so the visitor reads the same words either way.

import { toasts } from './messages.ts';

export const fieldErrorMessages = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Please keep your name under 100 characters.',
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid phone number.',
  companyTooLong: 'Please keep the company name under 200 characters.',
  messageRequired: 'Please enter a message.',
  messageTooLong: 'Please keep your message under 5,000 characters.',
  messageInvalid: 'Please remove unusual control characters from your message.',
  singleLine: 'Please use a single line, without line breaks or control characters.',
  invisibleCharacters: 'Please remove invisible formatting characters (such as text direction marks).',
  consentRequired: 'Please accept the privacy policy to continue.',
  citizenshipRequired: 'Please tell us whether you are an EU citizen.',
  visaStatusRequired: 'Please select your visa status.',
  jobUnknown: 'This job is no longer available.',
  cvRequired: 'Please upload your CV.',
  cvInvalidType: toasts.invalidFileType.description,
  cvTooLarge: toasts.fileTooLarge.description,
  cvNotReceived: 'Your CV did not arrive or its upload has expired. Please select the file again.',
  cvNotAccepted: 'This form does not take a CV.',
  cvAlreadyUsed: 'This CV upload was already sent with another form. Please select the file again.',
  requestKeyInvalid: 'This form is out of date. Please reload the page and try again.',
} as const;

/** Request-level errors the submit endpoints answer with (not tied to one field). */
export const submissionErrorMessages = {
  inProgress: 'Your submission is still being processed. Please wait a moment.',
  keyReused: 'This form was already sent with different details. Please reload the page and try again.',
  tooManyFromClient: 'You have sent several forms in a short time. Please wait a minute and try again.',
  tooManyForEmail: 'We have already received several forms from this email address today. Please try again tomorrow.',
  tooManyUploads: 'You have uploaded several files in a short time. Please wait a minute and try again.',
} as const;
