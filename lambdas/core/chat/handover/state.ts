/**
 * Where a thread stands in passing a question on to the recruiters. Kept on the chat thread (the
 * thread store), so the dialogue survives between messages and between Lambda instances.
 *
 * - `offered`: Aine could not answer and offered the hand-over; a "yes" starts it.
 * - `name` / `email` / `phone` / `consent`: the question Aine is waiting for an answer to.
 * - `sent`: the last hand-over was just queued; a repeated "yes" does not send it again.
 *
 * `sent` counts the hand-overs queued for this thread (it numbers the next one's idempotency key).
 * Contact details live here only while the dialogue runs; once it ends they are dropped.
 */

import * as z from 'zod';

const transcriptEntrySchema = z.object({ role: z.enum(['visitor', 'assistant']), text: z.string() });

const collecting = {
  sent: z.number().int().min(0),
  question: z.string(),
  transcript: z.array(transcriptEntrySchema),
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
};

const handoverStateSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('idle'), sent: z.number().int().min(0) }),
  z.object({ step: z.literal('offered'), ...collecting }),
  z.object({ step: z.literal('name'), ...collecting }),
  z.object({ step: z.literal('email'), ...collecting }),
  z.object({ step: z.literal('phone'), ...collecting }),
  z.object({ step: z.literal('consent'), ...collecting }),
  z.object({ step: z.literal('sent'), sent: z.number().int().min(1), reference: z.string() }),
]);

export type HandoverState = z.infer<typeof handoverStateSchema>;
export type CollectingState = Extract<HandoverState, { step: 'offered' | 'name' | 'email' | 'phone' | 'consent' }>;

export const initialHandoverState: HandoverState = { step: 'idle', sent: 0 };

/** A stored value read back from the thread store; anything unreadable counts as no hand-over. */
export function parseHandoverState(value: unknown): HandoverState | undefined {
  const parsed = handoverStateSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export const isCollecting = (state: HandoverState): state is CollectingState =>
  state.step === 'offered' || state.step === 'name' || state.step === 'email' || state.step === 'phone' || state.step === 'consent';
