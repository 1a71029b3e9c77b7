import type { ChatDialogue } from '#core/chat/chat-service';
import { createHandoverDialogue } from '#core/chat/handover/desk';
import { offlineReplyGenerator } from '#core/chat/offline-generator';
import type { ReplyGenerator } from '#core/chat/types';
import { submit } from '#core/submissions/submit';
import { submitWithoutCvDependencies } from '#adapters/submission-pipeline';

/**
 * The chat function's hand-over to the recruiters: `submit()` with the forms' own wiring, so a
 * hand-over gets every rule a form submission gets (idempotency, limits, retention). It carries no
 * CV, so it is wired without the CV store: the chat function has no access to the CV bucket and
 * bundles no S3 client.
 * With the offline engine the step runs the dialogue; with a model it offers the model the tool.
 * The client id (the chat request's visitor address) is what the per-client submission limits key on.
 */
export function chatHandoverDialogue(generator: ReplyGenerator): ChatDialogue {
  return createHandoverDialogue({
    conductsDialogue: generator.name === offlineReplyGenerator.name,
    submit: (input, clientId) => submit({ ...input, clientId }, submitWithoutCvDependencies()),
  });
}
