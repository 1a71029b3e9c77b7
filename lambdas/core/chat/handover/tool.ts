/**
 * The hand-over as a function tool of the language model. The schema makes the model state the
 * visitor's consent (`consent: true`) and the details it collected; the server does not take its
 * word for either: the details must be valid (the forms' field rules) and typed by the visitor,
 * and the consent question (the privacy policy's words) must be Aine's last message, answered yes.
 */

import * as z from 'zod';
import { agency } from '#content/agency';
import { handoverRecipients } from '#content/chat-handover';
import { privacyConsent } from '#content/forms';
import { consentSchema, emailSchema, nameSchema, optionalPhoneSchema } from '#core/schemas/submission-fields';
import type { ChatTurn, TurnTool } from '#core/chat/types';
import { comparable, isAffirmative } from '#core/chat/handover/phrases';
import type { HandoverState } from '#core/chat/handover/state';
import type { HandoverContact } from '#core/chat/handover/submission';

export const HANDOVER_TOOL_NAME = 'hand_over_to_recruiter';

const handoverArguments = z.object({
  consent: consentSchema,
  name: nameSchema,
  email: emailSchema,
  phone: z.union([z.null(), z.string()]).transform((phone) => phone ?? undefined).pipe(optionalPhoneSchema),
  question: z.string().trim().min(1, 'State the question to pass on.').max(2000, 'Keep the question under 2,000 characters.'),
});

const parameters = {
  type: 'object',
  properties: {
    consent: { type: 'boolean', enum: [true], description: `True only after the visitor answered yes to the consent question: "${privacyConsent}"` },
    name: { type: 'string', description: "The visitor's name, exactly as they typed it." },
    email: { type: 'string', description: 'The email address the visitor gave for the reply, exactly as typed.' },
    phone: { type: ['string', 'null'], description: 'The phone number the visitor chose to give, or null.' },
    question: { type: 'string', description: "The visitor's question, in their words." },
  },
  required: ['consent', 'name', 'email', 'phone', 'question'],
  additionalProperties: false,
} as const;

export type HandoverToolResult =
  | { status: 'sent'; reference: string; replyTo: string; businessHours: string }
  | { status: 'already_sent'; reference: string; businessHours: string }
  | { status: 'invalid_details'; fields: Record<string, string> }
  | { status: 'details_not_from_visitor'; fields: Record<string, string> }
  | { status: 'consent_needed'; instruction: string }
  | { status: 'not_sent'; reason: string };

export interface HandoverToolTurn {
  readonly state: HandoverState;
  /** Earlier turns of the thread and the message of this turn. */
  readonly history: readonly ChatTurn[];
  readonly message: string;
  /** Queues the hand-over; resolves to its reference, or a reason the visitor may be shown. */
  send(contact: HandoverContact, question: string): Promise<{ reference: string } | { refused: string }>;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Which of the details the visitor never typed (the model must not invent or "fix" them). */
function notTypedByVisitor(contact: HandoverContact, visitorMessages: readonly string[]): Record<string, string> {
  const said = comparable(visitorMessages.join('\n'));
  const fields: Record<string, string> = {};
  const ask = 'Ask the visitor for it and use exactly what they type.';
  if (!said.includes(comparable(contact.email))) fields.email = ask;
  if (!said.includes(comparable(contact.name))) fields.name = ask;
  if (contact.phone && !visitorMessages.some((text) => digits(text).includes(digits(contact.phone!)))) fields.phone = ask;
  return fields;
}

function consentGiven(turn: HandoverToolTurn): boolean {
  const lastAssistant = [...turn.history].reverse().find((entry) => entry.role === 'assistant');
  return Boolean(lastAssistant && comparable(lastAssistant.text).includes(comparable(privacyConsent)) && isAffirmative(turn.message));
}

async function runHandoverTool(argumentsJson: string, turn: HandoverToolTurn): Promise<HandoverToolResult> {
  let raw: unknown;
  try {
    raw = JSON.parse(argumentsJson);
  } catch {
    return { status: 'invalid_details', fields: { arguments: 'Send the arguments as JSON.' } };
  }
  // First the conversation: without a fresh yes to the consent question nothing is sent, whatever the arguments say.
  if (!consentGiven(turn)) {
    if (turn.state.step === 'sent') return { status: 'already_sent', reference: turn.state.reference, businessHours: agency.businessHours.display };
    return {
      status: 'consent_needed',
      instruction: `Nothing was sent. Tell the visitor what will be sent to ${handoverRecipients} and ask, quoting exactly: "${privacyConsent}" Call the tool only after they answer yes.`,
    };
  }
  const parsed = handoverArguments.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'arguments')] ??= issue.message;
    return { status: 'invalid_details', fields };
  }
  const { name, email, phone, question } = parsed.data;
  const contact: HandoverContact = { name, email, ...(phone ? { phone } : {}) };

  const visitorMessages = [...turn.history.filter((entry) => entry.role === 'user').map((entry) => entry.text), turn.message];
  const missing = notTypedByVisitor(contact, visitorMessages);
  if (Object.keys(missing).length > 0) return { status: 'details_not_from_visitor', fields: missing };

  const outcome = await turn.send(contact, question);
  if ('refused' in outcome) return { status: 'not_sent', reason: outcome.refused };
  return { status: 'sent', reference: outcome.reference, replyTo: email, businessHours: agency.businessHours.display };
}

export function handoverTool(turn: HandoverToolTurn): TurnTool {
  return {
    name: HANDOVER_TOOL_NAME,
    description: `Passes the visitor's question and this conversation on to ${handoverRecipients}, who reply by email. Only after the visitor gave their name and email and answered yes to the consent question.`,
    parameters,
    run: async (argumentsJson) => JSON.stringify(await runHandoverTool(argumentsJson, turn)),
  };
}
