import { describe, expect, it } from 'vitest';
import { buildBm25 } from '#core/chat/bm25';

describe('BM25', () => {
  const documents = [
    { id: 'a', terms: ['salary', 'financial', 'controller'] },
    { id: 'b', terms: ['salary', 'salary', 'bookkeeper'] },
    { id: 'c', terms: ['exam', 'fee', 'acca', 'fee', 'registration', 'subscription', 'module', 'paper'] },
  ];
  const index = buildBm25(documents, (document) => document.terms);

  it('uses the non-negative Robertson-Sparck Jones idf', () => {
    // n = 2 of N = 3: ln(1 + (3 - 2 + 0.5) / (2 + 0.5))
    expect(index.idf('salary')).toBeCloseTo(Math.log(1 + 1.5 / 2.5), 10);
    expect(index.idf('controller')).toBeCloseTo(Math.log(1 + 2.5 / 1.5), 10);
    expect(index.idf('unknown')).toBe(0);
  });

  it('scores term frequency with saturation and length normalisation (k1 = 1.2, b = 0.75)', () => {
    const averageLength = (3 + 3 + 8) / 3;
    const expected = (frequency: number, length: number, idf: number) => (idf * frequency * 2.2) / (frequency + 1.2 * (0.25 + (0.75 * length) / averageLength));
    const [a, b, c] = index.score(['salary']);
    expect(a).toBeCloseTo(expected(1, 3, index.idf('salary')), 10);
    expect(b).toBeCloseTo(expected(2, 3, index.idf('salary')), 10);
    expect(c).toBe(0);
    // Twice the term is more, but less than twice the score.
    expect(b!).toBeGreaterThan(a!);
    expect(b!).toBeLessThan(2 * a!);
  });

  it('ranks the document sharing the rarer terms first and ignores repeated query terms', () => {
    const scores = index.score(['financial', 'controller', 'salary', 'salary']);
    expect(scores.indexOf(Math.max(...scores))).toBe(0);
    expect(index.score(['fee', 'fee'])).toEqual(index.score(['fee']));
  });

  it('without length normalisation (b = 0) a long document is not penalised', () => {
    const flat = buildBm25(documents, (document) => document.terms, { b: 0 });
    expect(flat.score(['fee'])[2]).toBeCloseTo((flat.idf('fee') * 2 * 2.2) / (2 + 1.2), 10);
    expect(flat.vocabulary.has('acca')).toBe(true);
  });
});
