/**
 * A typed euro amount as people write salaries: '48000', '48,000', '48 000', '€48,000', '€ 48000.50',
 * '60k', '60K', '€60k', '62.5k'. Thousands separators must group by three ('4,8000' is refused,
 * not guessed at). Returns null for anything else, and for zero or less.
 */
export function parseEuroAmount(text: string): number | null {
  const compact = text.trim().replace(/^€\s*/, '').replace(/\s*(?:eur|euro|euros)$/i, '');
  const match = /^(\d{1,3}(?:[,\s\u00a0\u202f]\d{3})+|\d+)(\.\d+)?\s*(k)?$/i.exec(compact);
  if (!match) return null;
  const [, whole, fraction = '', thousands] = match;
  // Cents at most on a plain amount; '62.5k' may carry more (it is 62,500).
  if (!thousands && fraction.length > 3) return null;
  const value = Number(`${whole!.replace(/[,\s\u00a0\u202f]/g, '')}${fraction}`) * (thousands ? 1000 : 1);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : null;
}
