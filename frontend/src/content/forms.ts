// Labels and fixed options of the site's forms (contact, partner and job application).

import { RESPONSE_GUARANTEE_HOURS } from './fee-bands.ts';

export const visaStatusOptions = [
  { value: 'stamp-1', label: 'Stamp 1' },
  { value: 'stamp-1g', label: 'Stamp 1G' },
  { value: 'stamp-2', label: 'Stamp 2' },
  { value: 'stamp-3', label: 'Stamp 3' },
  { value: 'stamp-4', label: 'Stamp 4' },
  { value: 'stamp-5', label: 'Stamp 5' },
  { value: 'stamp-6', label: 'Stamp 6' },
  { value: 'work-permit', label: 'Work Permit' },
  { value: 'critical-skills', label: 'Critical Skills Employment Permit' },
  { value: 'general-employment', label: 'General Employment Permit' },
  { value: 'spouse-partner', label: 'Spouse/Partner Permission' },
  { value: 'other', label: 'Other' },
] as const;

export type VisaStatus = (typeof visaStatusOptions)[number]['value'];

export const visaStatusValues = visaStatusOptions.map((option) => option.value) as readonly VisaStatus[];

export const euCitizenOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export type EuCitizenAnswer = (typeof euCitizenOptions)[number]['value'];

export const privacyConsent =
  'I consent to the collection and processing of my personal data, and its possible retention for ' +
  'recruitment purposes, in line with the Privacy Policy and the GDPR.';

export const contactForm = {
  id: 'contact',
  heading: 'Get in Touch',
  intro: "Tell us what you're looking for, whether it's your next role or your next hire.",
  partnerHeading: 'Partner With Us',
  partnerIntro: `Tell us about the role or team you are hiring for and we will be in touch within ${RESPONSE_GUARANTEE_HOURS} hours.`,
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    message: 'Message',
    cv: 'Upload your CV (optional)',
  },
  placeholders: {
    name: 'Your full name',
    email: 'you@example.com',
    phone: '+353 ...',
    company: 'Your company (optional)',
    message: 'How can we help?',
  },
  consent: privacyConsent,
  privacyPolicyLinkLabel: 'Privacy Policy',
  submit: 'Send Message',
  submitting: 'Sending...',
  detailsHeading: 'Contact Details',
  detailsLabels: {
    email: 'Email',
    phone: 'Phone',
    hours: 'Business Hours',
    whatsapp: 'WhatsApp',
    address: 'Address',
  },
  whatsappLinkLabel: 'Message us on WhatsApp',
} as const;

export const applicationForm = {
  heading: 'Apply for this Role',
  labels: {
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    isEuCitizen: 'Are you an EU citizen?',
    visaStatus: 'Visa / Immigration Status',
    cv: 'Upload your CV',
  },
  visaPlaceholder: 'Select your visa status',
  consent: privacyConsent,
  submit: 'Submit Application',
  submitting: 'Submitting Application...',
  jobDetailLabels: {
    location: 'Location',
    jobType: 'Job Type',
    salary: 'Salary',
    description: 'Job Description',
    requirements: 'Requirements',
  },
} as const;

/** What a form says while it sends, and why its submit button is disabled. */
export const formStatusTexts = {
  /** Before the page's scripts run, the button waits (typing is already kept). */
  preparing: 'The form is getting ready: you can fill it in now.',
  missingLead: 'To send, please add:',
  contactNeedsConsent: 'To send, please tick the privacy consent box above.',
  missing: {
    name: 'your full name',
    email: 'your email address',
    phone: 'your phone number',
    isEuCitizen: 'whether you are an EU citizen',
    visaStatus: 'your visa status',
    cv: 'your CV',
    consent: 'your consent to the privacy policy',
  },
  uploadLabel: (fileName: string) => `Uploading ${fileName}`,
  /** Announced politely at each quarter, not at every progress event. */
  uploadAnnouncement: (percent: number) => `CV upload ${percent}% done`,
  cancelUpload: 'Cancel upload',
  cancelled: 'Upload cancelled. Everything you entered and your file are kept: send again when you are ready.',
  sendingDetails: 'Sending your details...',
} as const;

/** The lasting confirmation that takes the form's place after a success (the toast shows as well). */
export const formConfirmations = {
  contact: {
    nextStepsHeading: 'What happens next',
    nextSteps: (email: string) => `A recruiter reads every message and replies to ${email}, Monday to Friday.`,
    again: 'Send another message',
  },
  partner: {
    nextStepsHeading: 'What happens next',
    nextSteps: (email: string) =>
      `We respond within ${RESPONSE_GUARANTEE_HOURS} hours, at ${email}, with a clear plan, a realistic salary benchmark and a timeline for your first shortlist.`,
    again: 'Send another message',
  },
  application: {
    nextStepsHeading: 'What happens next',
    nextSteps: (jobTitle: string, email: string) =>
      `A recruiter reviews your application for ${jobTitle} and your CV, and gets back to you at ${email}.`,
    again: 'Start a new application',
  },
} as const;
