/**
 * The hand-over as a dialogue, for the offline engine (the language model runs its own, see
 * tool.ts). Pure: given where the thread stands and the visitor's message, it says what Aine
 * answers and where the thread stands next, or that the message is not part of a hand-over.
 */

import type * as z from 'zod';
import { handoverTexts } from '#content/chat-handover';
import { emailSchema, nameSchema, optionalPhoneSchema } from '#core/schemas/submission-fields';
import type { ChatTurn } from '#core/chat/types';
import { toTranscript, type HandoverContact } from '#core/chat/handover/submission';
import {
  asksForPerson,
  asksSomethingElse,
  isAffirmative,
  isCancel,
  isNegative,
  isSkip,
  isUnansweredReply,
  looksLikeQuestion,
  pickEmail,
  pickName,
  pickPhone,
  statesItsSubject,
} from '#core/chat/handover/phrases';
import { isCollecting, type CollectingState, type HandoverState } from '#core/chat/handover/state';

export type DialogueOutcome =
  /** Not about the hand-over: the engine answers the message. */
  | { readonly kind: 'pass'; readonly state: HandoverState }
  | { readonly kind: 'reply'; readonly text: string; readonly state: HandoverState; readonly ended?: Partial<HandoverContact> }
  /** The visitor consented: submit it, then `confirmHandover` or `handoverNotSent`. */
  | { readonly kind: 'submit'; readonly state: CollectingState & { readonly name: string; readonly email: string } };

const reply = (text: string, state: HandoverState, ended?: Partial<HandoverContact>): DialogueOutcome => ({ kind: 'reply', text, state, ...(ended ? { ended } : {}) });

/** The first of a zod schema's messages for a bad value, or the parsed value. */
function check<T>(schema: z.ZodType<T>, value: string): { ok: true; value: T } | { ok: false; message: string } {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message ?? 'Please check that.' };
}

function lastVisitorMessage(history: readonly ChatTurn[]): string | undefined {
  return [...history].reverse().find((turn) => turn.role === 'user')?.text;
}

const contactOf = (state: CollectingState): Partial<HandoverContact> => ({ name: state.name, email: state.email, phone: state.phone });

/**
 * The visitor asked for a person: the question is the request itself when it says what it is about ('can Conor ring me
 * about a payroll hire'), else the one before the request, if there was one (the transcript carries the rest).
 */
function start(sent: number, message: string, history: readonly ChatTurn[]): DialogueOutcome {
  const question = statesItsSubject(message) ? message : (lastVisitorMessage(history) ?? message);
  const transcript = toTranscript([...history, { role: 'user', text: message }]);
  return reply(handoverTexts.start, { step: 'name', sent, question, transcript });
}

export function handoverDialogue(state: HandoverState, message: string, history: readonly ChatTurn[]): DialogueOutcome {
  if (state.step === 'sent') {
    if (isAffirmative(message)) return reply(handoverTexts.alreadySent(state.reference), state);
    return handoverDialogue({ step: 'idle', sent: state.sent }, message, history);
  }
  if (!isCollecting(state)) {
    return asksForPerson(message) ? start(state.sent, message, history) : { kind: 'pass', state };
  }

  const idle: HandoverState = { step: 'idle', sent: state.sent };
  if (isCancel(message)) return reply(handoverTexts.cancelled, idle, contactOf(state));
  // "No" to a question for a name or an address is a change of mind, not a name.
  if ((state.step === 'name' || state.step === 'email') && isNegative(message)) return reply(handoverTexts.cancelled, idle, contactOf(state));

  switch (state.step) {
    case 'offered':
      // Asked for a person about something else than the question Aine offered to pass on: that is the question now.
      if (asksForPerson(message) && statesItsSubject(message)) return start(state.sent, message, history);
      if ((isAffirmative(message) && !asksSomethingElse(message)) || asksForPerson(message)) return reply(handoverTexts.start, { ...state, step: 'name' });
      if (isNegative(message)) return reply(handoverTexts.cancelled, idle);
      // Another question instead of an answer: the offer lapses and the engine answers it.
      return { kind: 'pass', state: idle };
    case 'name': {
      if (looksLikeQuestion(message)) return reply(handoverTexts.nameLooksLikeAQuestion, state);
      if (isAffirmative(message)) return reply(handoverTexts.askName, state);
      const name = check(nameSchema, pickName(message));
      if (!name.ok) return reply(handoverTexts.invalidField(name.message, handoverTexts.askName), state);
      return reply(handoverTexts.askEmail(name.value.split(' ')[0]!), { ...state, step: 'email', name: name.value });
    }
    case 'email': {
      const email = check(emailSchema, pickEmail(message));
      if (!email.ok) return reply(handoverTexts.invalidField(email.message, handoverTexts.emailRetry), state);
      return reply(handoverTexts.askPhone, { ...state, step: 'phone', email: email.value });
    }
    case 'phone': {
      let phone: string | undefined;
      if (!isSkip(message)) {
        const checked = check(optionalPhoneSchema, pickPhone(message));
        if (!checked.ok) return reply(handoverTexts.invalidField(checked.message, handoverTexts.phoneRetry), state);
        phone = checked.value;
      }
      const next: CollectingState = { ...state, step: 'consent', ...(phone ? { phone } : {}) };
      return reply(handoverTexts.consentQuestion({ name: next.name!, email: next.email!, phone }), next);
    }
    case 'consent':
      if (isAffirmative(message) && state.name && state.email) return { kind: 'submit', state: { ...state, name: state.name, email: state.email } };
      if (isNegative(message)) return reply(handoverTexts.cancelled, idle, contactOf(state));
      return reply(`${handoverTexts.consentUnclear}\n\n${handoverTexts.consentQuestion({ name: state.name!, email: state.email!, phone: state.phone })}`, state);
  }
}

/** Once the hand-over is queued: the confirmation with the business hours, and the details dropped. */
export function confirmHandover(state: CollectingState & { email: string }, reference: string): DialogueOutcome {
  return reply(handoverTexts.sent(state.email, reference), { step: 'sent', sent: state.sent + 1, reference }, contactOf(state));
}

/** The pipeline refused it (a limit, a validation): say why; the visitor may say "yes" again. */
export function handoverNotSent(state: CollectingState, reason: string): DialogueOutcome {
  return reply(handoverTexts.notSent(reason), state);
}

/**
 * After the engine answered: if it did not know, and no hand-over was sent from this thread yet,
 * Aine offers one (a visitor who already had one starts another by asking for a person).
 */
export function offerAfterReply(state: HandoverState, message: string, answer: string, history: readonly ChatTurn[]): { offer?: string; state: HandoverState } {
  if (state.step !== 'idle' || state.sent > 0 || !isUnansweredReply(answer)) return { state };
  const transcript = toTranscript([...history, { role: 'user', text: message }, { role: 'assistant', text: answer }]);
  return { offer: handoverTexts.offer, state: { step: 'offered', sent: state.sent, question: message, transcript } };
}
