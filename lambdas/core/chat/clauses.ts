/** A word opening a question ('where's your office', 'how much will the FAE cost me', 'but do you charge'). */
const opensQuestion = /^\s*(?:and\s+|so\s+|but\s+)?(?:how|what|whats|what's|when|which|where|wheres|where's|who|can|could|do|does|is|are|will|would|should)\b/i;

/**
 * The clause of a message that asks, when the clauses before it tell the visitor's situation ('just graduated, do I have to pay
 * you', 'my firm paid for CAP1 and CAP2 but not the FAE, how much will the FAE cost me'); null when the message is one clause, a
 * clause before the last already asks, or the last does not. Clauses end at punctuation, 'but', or where a question word starts
 * one typed without a comma ('...not the FAE how much will it cost'). A condition after the question tells, as the clauses before
 * it do, and is left out ('where's your office in case I call in').
 */
export function askingClauseOf(message: string): string | null {
  const clauses = message.split(/[.,;!?]+|\bbut\b|\s(?=(?:how|what|whats|when|which|where)\s)/i).map((clause) => clause.trim()).filter((clause) => clause.length > 0);
  if (clauses.length < 2) return null;
  const at = clauses.findIndex((clause) => opensQuestion.test(clause));
  return at > 0 && at === clauses.length - 1 ? clauses[at]!.replace(/\s+(?:in case|if)\s+.*$/i, '') : null;
}
