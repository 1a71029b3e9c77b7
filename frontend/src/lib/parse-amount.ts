/** A typed euro amount: '48,000', '€48000', '48 000', '48000.50' -> number; null unless positive. */
export function parseEuroAmount(text: string): number | null {
  const cleaned = text.replace(/[€,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 && Number.isFinite(value) ? value : null;
}
