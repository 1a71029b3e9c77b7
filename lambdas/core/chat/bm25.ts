/**
 * Okapi BM25 over small in-memory documents (Robertson & Zaragoza, "The Probabilistic Relevance
 * Framework: BM25 and Beyond", 2009), with the usual k1 = 1.2, b = 0.75 and the non-negative idf
 * ln(1 + (N - n + 0.5) / (n + 0.5)).
 */
export interface Bm25Options {
  readonly k1?: number;
  readonly b?: number;
}

export interface Bm25Index<D> {
  readonly documents: readonly D[];
  /** Every term of every document. */
  readonly vocabulary: ReadonlySet<string>;
  /** Scores of every document for the query terms, in document order. */
  score(queryTerms: readonly string[]): number[];
  idf(term: string): number;
}

export function buildBm25<D>(documents: readonly D[], termsOf: (document: D) => readonly string[], options: Bm25Options = {}): Bm25Index<D> {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.75;
  const termCounts = documents.map((document) => {
    const counts = new Map<string, number>();
    for (const term of termsOf(document)) counts.set(term, (counts.get(term) ?? 0) + 1);
    return counts;
  });
  const lengths = documents.map((document) => termsOf(document).length);
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, documents.length);
  const documentFrequency = new Map<string, number>();
  for (const counts of termCounts) for (const term of counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const total = documents.length;
  const idf = (term: string) => {
    const frequency = documentFrequency.get(term) ?? 0;
    return frequency === 0 ? 0 : Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
  };

  return {
    documents,
    vocabulary: new Set(documentFrequency.keys()),
    idf,
    score(queryTerms) {
      const unique = [...new Set(queryTerms)];
      return termCounts.map((counts, index) => {
        let score = 0;
        for (const term of unique) {
          const frequency = counts.get(term);
          if (!frequency) continue;
          const norm = frequency + k1 * (1 - b + (b * lengths[index]!) / (averageLength || 1));
          score += idf(term) * ((frequency * (k1 + 1)) / norm);
        }
        return score;
      });
    },
  };
}
