// What Aine says while passing a visitor's question on to the recruiters (the chat hand-over).
// The consent wording is the forms' privacy consent and the hours are the agency's: one source each.
import { agency } from './agency.ts';
import { privacyConsent } from './forms.ts';
import type { PagePath } from './routes.ts';

/** Who receives a hand-over, as the visitor is told before consenting. */
export const handoverRecipients = `${agency.brandName}'s recruiters`;

/** The page the consent refers to (the chat turns a path into a link). */
export const PRIVACY_POLICY_PATH = '/privacy-policy' satisfies PagePath;

const cancelHint = 'You can say "cancel" at any time.';

export interface HandoverContactSummary {
  readonly name: string;
  readonly email: string;
  readonly phone?: string;
}

export const handoverTexts = {
  /** Added under a reply that could not answer the question. */
  offer: `Would you like me to pass your question on to one of ${handoverRecipients}? They reply by email. Say "yes" and I'll take your name and email, or just ask me something else.`,
  /** The visitor asked for a person, or accepted the offer. */
  start: `Of course. I can pass your question and our conversation so far on to ${handoverRecipients}, who will reply to you by email. What's your name? ${cancelHint}`,
  askName: `What's your name? ${cancelHint}`,
  nameLooksLikeAQuestion: `I'll keep your question for the recruiters. For now I just need your name. ${cancelHint}`,
  askEmail: (name: string) => `Thanks, ${name}. What email address should the recruiter reply to?`,
  askPhone: 'Would you also like to leave a phone number so they can call you? Type it, or say "skip".',
  invalidField: (message: string, retry: string) => `${message} ${retry}`,
  emailRetry: `What email address should the recruiter reply to? ${cancelHint}`,
  phoneRetry: `Type a phone number, or say "skip". ${cancelHint}`,
  /** States what is sent and to whom, then asks for consent in the privacy policy's words. */
  consentQuestion: (contact: HandoverContactSummary) =>
    [
      `Here is what I'll send to ${handoverRecipients}: your question, our conversation so far, and your contact details (${contact.name}, ${contact.email}${contact.phone ? `, ${contact.phone}` : ''}).`,
      `Before I send it, please confirm: "${privacyConsent}" (${PRIVACY_POLICY_PATH})`,
      'Say "yes" to send it, or "cancel" to stop.',
    ].join('\n\n'),
  consentUnclear: 'I need a clear "yes" before I send anything, or say "cancel" to stop.',
  notSent: (reason: string) => `${reason} Nothing has been sent yet: say "yes" to try again, or "cancel" to stop.`,
  cancelled: "No problem, I haven't sent anything. Is there anything else I can help with?",
  /** After the hand-over is queued: the reference and the business hours in which the team replies. */
  sent: (email: string, reference: string) =>
    `Done: I've passed your question on to ${handoverRecipients} (reference ${reference}). They will reply to ${email} during business hours, ${agency.businessHours.display}. If it's urgent, call ${agency.phone.display}.`,
  alreadySent: (reference: string) =>
    `Your question is already with ${handoverRecipients} (reference ${reference}), so I won't send it twice. They reply during business hours, ${agency.businessHours.display}.`,
} as const;
