/**
 * The quarterly market trends report. Its shape (the body of GET /api/market-trends/current) is
 * defined once with the content schemas; this module adds what publishing a new quarter needs on
 * top: unknown keys are mistakes (a misspelt "dataSource" must not vanish silently), and limits
 * keep one report readable on the page and far inside DynamoDB's 400 KB item size.
 */

import * as z from 'zod';
import {
  marketTrendSchema,
  marketTrendSectionSchema,
  marketTrendsReportSchema,
  type MarketTrend,
  type MarketTrendSection,
  type MarketTrendsReport,
} from '#content/schemas';

export { marketTrendSectionSchema, marketTrendsReportSchema, type MarketTrend, type MarketTrendSection, type MarketTrendsReport };

export const reportLimits = {
  dataSources: 12,
  sections: 12,
  trendsPerSection: 12,
  titleLength: 120,
  dataSourceLength: 200,
  descriptionLength: 800,
} as const;

const trendFileSchema = z.strictObject({
  title: marketTrendSchema.shape.title.max(reportLimits.titleLength),
  description: marketTrendSchema.shape.description.max(reportLimits.descriptionLength),
});

const sectionFileSchema = z.strictObject({
  title: marketTrendSectionSchema.shape.title.max(reportLimits.titleLength),
  trends: z.array(trendFileSchema).min(1).max(reportLimits.trendsPerSection),
});

/** A report file as `npm run trends:publish` accepts it (JSON, the API's field names). */
export const marketTrendsReportFileSchema = z
  .strictObject({
    quarter: marketTrendsReportSchema.shape.quarter,
    lastUpdated: marketTrendsReportSchema.shape.lastUpdated,
    dataSources: z.array(z.string().trim().min(1).max(reportLimits.dataSourceLength)).min(1).max(reportLimits.dataSources),
    sections: z.array(sectionFileSchema).min(1).max(reportLimits.sections),
  })
  .superRefine((report, context) => {
    const seen = new Set<string>();
    report.sections.forEach((section, index) => {
      const key = section.title.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', path: ['sections', index, 'title'], message: `Duplicate section title "${section.title}"` });
      seen.add(key);
    });
  }) satisfies z.ZodType<MarketTrendsReport>;

/** 'Q1 2026' → a number that orders quarters in time. */
export function quarterOrdinal(quarter: string): number {
  const match = /^Q([1-4]) (\d{4})$/.exec(quarter);
  if (!match) throw new RangeError(`Not a quarter such as "Q4 2025": ${quarter}`);
  return Number(match[2]) * 4 + Number(match[1]) - 1;
}

/** zod issues as readable lines, e.g. `sections[1].trends[0].description: Too small: …`. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.reduce<string>(
      (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)),
      '',
    );
    return `${path || '(file)'}: ${issue.message}`;
  });
}
