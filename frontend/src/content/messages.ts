// User-facing messages: toasts, the error catalogue, CV file rules and the market trends panel.

import { chatErrorMessages } from './chat.ts';
import { MAX_CV_BYTES, MAX_CV_MEGABYTES } from './constants.ts';

export type ToastText = {
  readonly title: string;
  readonly description: string;
  /** Destructive toasts are styled as errors. */
  readonly variant: 'default' | 'destructive';
};

export const toasts = {
  contactSent: {
    title: 'Message Sent',
    description: "Thank you for contacting us. We'll be in touch shortly.",
    variant: 'default',
  },
  contactFailed: {
    title: 'Error',
    description: 'There was a problem sending your message. Please try again.',
    variant: 'destructive',
  },
  applicationSubmitted: {
    title: 'Application Submitted',
    description: "Thank you for your application. We'll review it and get back to you soon.",
    variant: 'default',
  },
  applicationFailed: {
    title: 'Error',
    description: 'There was a problem submitting your application. Please try again.',
    variant: 'destructive',
  },
  fileTooLarge: {
    title: 'File too large',
    description: `Please select a file smaller than ${MAX_CV_MEGABYTES}MB.`,
    variant: 'destructive',
  },
  invalidFileType: {
    title: 'Invalid file type',
    description: 'Please select a PDF or Word document.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastText>;

// --- CV upload ---------------------------------------------------------------------------------

// The limit itself is in constants.ts; re-exported for the modules that check a CV with these rules.
export { MAX_CV_BYTES };

export const ACCEPTED_CV_TYPES = [
  { extension: '.pdf', mimeType: 'application/pdf' },
  { extension: '.doc', mimeType: 'application/msword' },
  { extension: '.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
] as const;

export const ACCEPTED_CV_MIME_TYPES: readonly string[] = ACCEPTED_CV_TYPES.map((type) => type.mimeType);
export const ACCEPTED_CV_EXTENSIONS: readonly string[] = ACCEPTED_CV_TYPES.map((type) => type.extension);
/** Value for an <input type="file" accept>. */
export const CV_ACCEPT_ATTRIBUTE = [...ACCEPTED_CV_EXTENSIONS, ...ACCEPTED_CV_MIME_TYPES].join(',');

export const cvUploadTexts = {
  selectFile: 'Select file',
  remove: 'Remove',
  hint: 'Accepted formats: PDF, DOC, DOCX',
} as const;

export type CvFileProblem = 'too-large' | 'invalid-type' | 'empty';

/**
 * Checks a chosen CV file by name, declared type and size. The type is accepted when either the
 * MIME type or the extension is one of ours (browsers often report Word files with an empty type).
 */
export function checkCvFile(file: { readonly name: string; readonly type: string; readonly size: number }): CvFileProblem | null {
  const extension = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  const typeAccepted =
    ACCEPTED_CV_MIME_TYPES.includes(file.type) || ACCEPTED_CV_EXTENSIONS.includes(extension);
  if (!typeAccepted) return 'invalid-type';
  if (file.size <= 0) return 'empty';
  if (file.size > MAX_CV_BYTES) return 'too-large';
  return null;
}

/** Toast for a CV problem ('empty' reads as an invalid file to the visitor). */
export function cvProblemToast(problem: CvFileProblem): ToastText {
  return problem === 'too-large' ? toasts.fileTooLarge : toasts.invalidFileType;
}

// --- Error catalogue -------------------------------------------------------------------------------

export const errorMessages = {
  partnerFormUnknown: 'Unknown error occurred',
  marketTrendsLoadFailed: 'Failed to load market trends',
  noCurrentMarketTrends: 'No current market trends available',
  unexpected: 'An unexpected error occurred',
  chat: chatErrorMessages,
} as const;

export const marketTrendsPanel = {
  title: '2025 Market Trends',
  loadingLabel: 'Loading market trends...',
  lastUpdatedLabel: 'Last updated',
  dataSourcesHeading: 'Data Sources',
  unavailableHeading: 'Market Trends Unavailable',
  unavailableFollowUp: 'Please check back later or contact support if this issue persists.',
  noData: 'No market trends data available at this time.',
} as const;

export const notFoundPage = {
  heading: '404',
  message: 'Oops! Page not found',
  homeLinkLabel: 'Return to Home',
  intro: 'The page may have moved, or the address may have a typo. These are the pages visitors look for most:',
  // The link lists are the header's two menus (routes.ts): one source for the site's main sections.
  contactHeading: 'Talk to a recruiter',
  contactText: 'Tell us what you were looking for and we will point you to it.',
  contactLinkLabel: 'Contact us',
} as const;

export const routerErrorPage = {
  heading: 'Unexpected Application Error!',
} as const;
