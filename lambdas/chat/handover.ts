import { createHandoverDesk, type HandoverDesk } from '#core/chat/handover/desk';
import { submit } from '#core/submissions/submit';
import { handoverSubmitDependencies } from '#adapters/submission-pipeline';

/**
 * The chat function's hand-over to the recruiters: `submit()` over the submissions table and queue.
 * The client id (the chat request's source address) is what issue-18's per-client submission
 * limits key on; once `SubmissionInput` has its `clientId` field, pass it: `submit({ ...input, clientId }, ...)`.
 */
export function chatHandoverDesk(): HandoverDesk {
  return createHandoverDesk({ submit: (input, _clientId) => submit(input, handoverSubmitDependencies()) });
}
