/**
 * The body of POST /api/chat (the API contract, README › Architecture), shared by the chat UI and the handler. The first turn
 * sends no thread id (null, empty or absent); later turns send back the id the server returned.
 */

import * as z from 'zod';
import { chatContexts } from '#content/chat';
import { MAX_CHAT_MESSAGE_LENGTH } from '#content/constants';

export const chatMessageSchema = z
  .string({ error: 'Please type a message.' })
  .trim()
  .min(1, 'Please type a message.')
  .max(MAX_CHAT_MESSAGE_LENGTH, `Messages can be at most ${String(MAX_CHAT_MESSAGE_LENGTH).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} characters.`);

export const chatRequestSchema = z.object({
  message: chatMessageSchema,
  context: z.enum(chatContexts, { error: 'Unknown chat context.' }),
  threadId: z
    // Any other type (a number, an object) gets the same clear message, not zod's "Invalid input".
    .union([z.uuid({ error: 'Unknown conversation.' }), z.literal(''), z.null()], { error: 'Unknown conversation.' })
    .optional()
    .transform((threadId) => threadId || null),
});


/** The JSON answer, and the `done` event of a streamed answer. */
export interface ChatResponse {
  readonly response: string;
  readonly threadId: string;
}
