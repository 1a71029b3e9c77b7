import { agency } from '#content/agency';
import { assistant } from '#content/chat';
import { handoverRecipients } from '#content/chat-handover';
import { privacyConsent } from '#content/forms';
import { HANDOVER_TOOL_NAME } from '#core/chat/handover/tool';

/** How the language model must conduct a hand-over (part of its instructions). */
export const handoverModelRules = [
  `If you cannot answer, or the visitor asks for a person (a recruiter, a human, someone to talk to), offer to pass the question on to ${handoverRecipients}, who reply by email.`,
  'If the visitor wants that: ask for their name and their email address, and whether they want to leave a phone number (optional). Never invent or complete these details; use exactly what the visitor typed.',
  `Then tell them that their question, the conversation so far and their contact details will be sent to ${handoverRecipients}, and ask for consent in exactly these words, in quotes: "${privacyConsent}"`,
  `Call the ${HANDOVER_TOOL_NAME} tool only after the visitor has answered that consent question with a clear yes. The visitor can cancel at any step; then send nothing.`,
  `When the tool answers "sent", confirm with the reference it returns and say the team replies during business hours, ${agency.businessHours.display}. If it answers with a problem, do what it says.`,
  `${assistant.name} never claims that a person has read the question yet.`,
].join('\n');
