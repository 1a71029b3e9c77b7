/**
 * A hand-over as a submission of the pipeline (kind `chat-handover`): the question, the conversation
 * so far and the visitor's contact details, under an idempotency key derived from the thread and
 * the hand-over's number in it, so a re-sent "yes" or a retried request never queues it twice.
 */

import { createHash } from 'node:crypto';
import type { ChatTurn } from '#core/chat/types';
import type { SubmissionInput, SubmitResult } from '#core/submissions/submit';
import type { TranscriptEntry } from '#core/submissions/submission';

export interface HandoverContact {
  readonly name: string;
  readonly email: string;
  readonly phone?: string;
}

export interface HandoverRequest {
  readonly threadId: string;
  /** 1 for the thread's first hand-over, 2 for a new one the visitor starts after it, ... */
  readonly number: number;
  readonly contact: HandoverContact;
  readonly question: string;
  readonly transcript: readonly TranscriptEntry[];
}

/**
 * What the hand-over needs from the submission pipeline: `submit()` with its adapters. `clientId`
 * is the chat request's client (source address), which per-client submission limits key on.
 */
/** A hand-over as `submit()` takes it, but for the client id, which the chat request supplies; it never carries a CV. */
export type HandoverSubmissionInput = Omit<SubmissionInput, 'clientId' | 'cv'>;

export type SubmitHandover = (input: HandoverSubmissionInput, clientId: string) => Promise<SubmitResult>;

/** Turns kept in a hand-over's transcript (the thread store keeps no more than this either). */
const MAX_TRANSCRIPT_ENTRIES = 20;
const MAX_QUESTION_CHARS = 2000;

/** A UUID-shaped key from the thread id and the hand-over number: the same inputs give the same key. */
export function handoverIdempotencyKey(threadId: string, number: number): string {
  const hex = createHash('sha256').update(`chat-handover:${threadId}:${number}`).digest('hex');
  // Version 8 (custom) UUID layout with the RFC 9562 variant bits.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// Chat messages may hold any character; the forms' message rule keeps only line breaks and tabs.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const stripControls = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');

export function toTranscript(turns: readonly Pick<ChatTurn, 'role' | 'text'>[]): TranscriptEntry[] {
  return turns.slice(-MAX_TRANSCRIPT_ENTRIES).map((turn) => ({ role: turn.role === 'user' ? 'visitor' : 'assistant', text: stripControls(turn.text) }));
}

export function handoverSubmission(request: HandoverRequest): HandoverSubmissionInput {
  const { name, email, phone } = request.contact;
  return {
    kind: 'chat-handover',
    idempotencyKey: handoverIdempotencyKey(request.threadId, request.number),
    details: {
      name,
      email,
      ...(phone ? { phone } : {}),
      message: stripControls(request.question).slice(0, MAX_QUESTION_CHARS),
      transcript: [...request.transcript],
    },
  };
}

/** How the visitor is told which hand-over it was: the start of the submission id in the recruiters' email. */
export const referenceOf = (submissionId: string) => submissionId.slice(0, 8);
