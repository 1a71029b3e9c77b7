import { describe, expect, it } from 'vitest';
import { askingClauseOf } from '#core/chat/clauses';

describe('askingClauseOf: the clause that asks after clauses that tell', () => {
  it('finds the last clause when the ones before it tell the situation', () => {
    expect(askingClauseOf('just finished my exams, do I have to pay you anything')).toBe('do I have to pay you anything');
    expect(askingClauseOf('I passed CAP1 but what does CAP2 cost')).toBe('what does CAP2 cost');
  });

  it('parts a question word typed without a comma from the clause before it', () => {
    expect(askingClauseOf('my employer covers the first exams how much is the final one')).toBe('how much is the final one');
  });

  it('leaves out a condition after the question', () => {
    expect(askingClauseOf('over from Limerick next week, where is your office in case I drop by')).toBe('where is your office');
  });

  it('finds nothing in one clause, in a message that asks first, or one whose last clause tells', () => {
    expect(askingClauseOf('what does a payroll officer earn')).toBeNull();
    expect(askingClauseOf('what is in the ACCA syllabus, is tax one of the papers')).toBeNull();
    expect(askingClauseOf('how do I apply, I am a tax senior')).toBeNull();
  });
});
