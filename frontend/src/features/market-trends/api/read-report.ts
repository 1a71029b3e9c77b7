import type { MarketTrendsReport } from '#core/schemas/market-trends';

const isText = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isArrayOf = <T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] => Array.isArray(value) && value.every(isItem);

const isTrend = (value: unknown): value is MarketTrendsReport['sections'][number]['trends'][number] =>
  isRecord(value) && isText(value.title) && isText(value.description);
const isSection = (value: unknown): value is MarketTrendsReport['sections'][number] =>
  isRecord(value) && isText(value.title) && isArrayOf(value.trends, isTrend);

/**
 * The API's answer read as a report, or null when it is not one. A structural check only: the API
 * serves reports its zod schema (core/schemas/market-trends) accepted when they were published, so
 * the browser needs no schema library to draw one, only protection from an answer of another shape.
 */
export function readCurrentReport(body: unknown): MarketTrendsReport | null {
  if (!isRecord(body)) return null;
  const { quarter, lastUpdated, dataSources, sections } = body;
  if (!isText(quarter) || !isText(lastUpdated) || !isArrayOf(dataSources, isText) || !isArrayOf(sections, isSection)) return null;
  return { quarter, lastUpdated, dataSources, sections };
}
