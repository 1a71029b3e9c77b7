import type { HeldOutQuestion } from './held-out-case.ts';
import { thirdHeldOutQuestions } from './third-held-out-questions.ts';
import { twelfthHeldOutQuestions } from './twelfth-held-out-questions.ts';

/**
 * The held-out sets: written from the content and the specification alone by people who never read the engine,
 * and never tuned against (only their scores are printed; nothing that tunes or calibrates the engine reads them).
 * The twelfth was written a day after the third, with the third's rules and proportions, to check that the third's
 * score is no accident of its questions.
 */
export const heldOutQuestionSets: Readonly<Record<string, { readonly label: string; readonly questions: readonly HeldOutQuestion[] }>> = {
  third: { label: 'third held-out set (24 November 2026)', questions: thirdHeldOutQuestions },
  twelfth: { label: 'twelfth held-out set (25 November 2026)', questions: twelfthHeldOutQuestions },
};
