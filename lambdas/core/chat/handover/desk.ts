/**
 * The hand-over's part in one chat turn, a step of the chat service. With the offline engine Aine runs
 * the dialogue itself (dialogue.ts) and offers it under an "I don't know"; with the language model
 * the model runs it and calls the tool (tool.ts). Either way the hand-over goes through `submit()`
 * and the thread keeps where it stands, without the visitor's contact details once it has ended.
 */

import { AppError } from '#core/errors';
import type { ChatDialogue, DialogueTurn } from '#core/chat/chat-service';
import type { ChatThread, ChatTurn, TurnTool } from '#core/chat/types';
import { confirmHandover, handoverDialogue, handoverNotSent, offerAfterReply, type DialogueOutcome } from '#core/chat/handover/dialogue';
import { initialHandoverState, type HandoverState } from '#core/chat/handover/state';
import { handoverSubmission, referenceOf, toTranscript, type HandoverContact, type SubmitHandover } from '#core/chat/handover/submission';
import { handoverTool } from '#core/chat/handover/tool';

export interface HandoverDeskDependencies {
  readonly submit: SubmitHandover;
}

export interface HandoverTurnRequest {
  readonly thread: ChatThread;
  readonly message: string;
  readonly clientId: string;
  /** True with the offline engine: the desk runs the dialogue. False with a model that calls tools. */
  readonly conductsDialogue: boolean;
}

export interface HandoverTurn {
  /** Aine's answer when the message belongs to the hand-over dialogue; undefined lets the generator answer. */
  beforeReply(): Promise<string | undefined>;
  /** Tools for the model this turn. */
  readonly tools: readonly TurnTool[];
  /** Text to add under the generated reply (the offer after an "I don't know"). */
  afterReply(reply: string): string | undefined;
  /** The thread to save: with the new hand-over state, and contact details redacted once a dialogue ended. */
  finish(thread: ChatThread): ChatThread;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces each given detail in the turns, so the thread (which erasure cannot find by email) keeps none. */
export function redactContact(turns: readonly ChatTurn[], contact: Partial<HandoverContact>): ChatTurn[] {
  const candidates: Array<[string | undefined, string]> = [
    [contact.email, '[email address]'],
    [contact.phone, '[phone number]'],
    [contact.name, '[name]'],
    // "Thanks, Jane": Aine greets by the first name, so each part of the name goes too.
    ...(contact.name?.trim().split(/\s+/).slice(1).length ? contact.name.trim().split(/\s+/).map((part): [string, string] => [part, '[name]']) : []),
  ];
  const replacements = candidates.filter((entry): entry is [string, string] => Boolean(entry[0] && entry[0].trim().length >= 2));
  if (replacements.length === 0) return [...turns];
  return turns.map((turn) => {
    let text = turn.text;
    // Whole words only: a name like "Al" must not eat the "al" of "salary".
    for (const [value, label] of replacements) text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(value.trim())}(?![\\p{L}\\p{N}])`, 'giu'), label);
    return text === turn.text ? turn : { ...turn, text };
  });
}

function openTurn(dependencies: HandoverDeskDependencies, request: HandoverTurnRequest): HandoverTurn {
  const { thread, message, clientId } = request;
  let state: HandoverState = thread.handover ?? initialHandoverState;
  let ended: Partial<HandoverContact> | undefined;

  async function send(
    contact: HandoverContact,
    question: string,
    transcript: HandoverSubmissionTranscript,
    number: number,
  ): Promise<{ reference: string } | { refused: string }> {
    try {
      const result = await dependencies.submit(
        handoverSubmission({ threadId: thread.id, number, contact, question, transcript }),
        clientId,
      );
      return { reference: referenceOf(result.submissionId) };
    } catch (error) {
      // A limit or a refused field is the visitor's to know; a failing service stays an error.
      if (error instanceof AppError && error.expose && error.status < 500) return { refused: error.message };
      throw error;
    }
  }

  function apply(outcome: Extract<DialogueOutcome, { kind: 'reply' }>): string {
    state = outcome.state;
    if (outcome.ended) ended = { ...ended, ...outcome.ended };
    return outcome.text;
  }

  const tools: TurnTool[] = request.conductsDialogue
    ? []
    : [
        handoverTool({
          state,
          history: thread.turns,
          message,
          send: async (contact, question) => {
            const number = state.sent + 1;
            const transcript = toTranscript([...thread.turns, { role: 'user', text: message }]);
            const outcome = await send(contact, question, transcript, number);
            if ('reference' in outcome) {
              state = { step: 'sent', sent: number, reference: outcome.reference };
              ended = { ...ended, ...contact };
            }
            return outcome;
          },
        }),
      ];

  return {
    tools,
    async beforeReply() {
      if (!request.conductsDialogue) return undefined;
      const outcome = handoverDialogue(state, message, thread.turns);
      if (outcome.kind === 'pass') {
        state = outcome.state;
        return undefined;
      }
      if (outcome.kind === 'reply') return apply(outcome);
      const collected = outcome.state;
      const contact: HandoverContact = { name: collected.name, email: collected.email, ...(collected.phone ? { phone: collected.phone } : {}) };
      const result = await send(contact, collected.question, collected.transcript, collected.sent + 1);
      const next = 'reference' in result ? confirmHandover(collected, result.reference) : handoverNotSent(collected, result.refused);
      return apply(next as Extract<DialogueOutcome, { kind: 'reply' }>);
    },
    afterReply(reply) {
      if (!request.conductsDialogue) return undefined;
      const { offer, state: next } = offerAfterReply(state, message, reply, thread.turns);
      state = next;
      return offer;
    },
    finish(saved) {
      const turns = ended ? redactContact(saved.turns, ended) : [...saved.turns];
      return { ...saved, turns, handover: state };
    },
  };
}

type HandoverSubmissionTranscript = Parameters<typeof handoverSubmission>[0]['transcript'];

/**
 * The hand-over as a step of the chat service. `conductsDialogue` is true with the offline engine
 * (the step runs the dialogue) and false with a model that calls tools (the step offers the tool).
 */
export function createHandoverDialogue(dependencies: HandoverDeskDependencies & { readonly conductsDialogue: boolean }): ChatDialogue {
  // One hand-over turn per chat turn: the service passes the same turn object to every hook.
  const turns = new WeakMap<DialogueTurn, HandoverTurn>();
  const turnFor = (turn: DialogueTurn) => {
    let open = turns.get(turn);
    if (!open) {
      open = openTurn(dependencies, { thread: turn.thread, message: turn.message, clientId: turn.clientId, conductsDialogue: dependencies.conductsDialogue });
      turns.set(turn, open);
    }
    return open;
  };
  return {
    before: (turn) => turnFor(turn).beforeReply(),
    tools: (turn) => turnFor(turn).tools,
    after: async (turn, reply) => turnFor(turn).afterReply(reply),
    finish: (turn, thread) => turnFor(turn).finish(thread),
  };
}
