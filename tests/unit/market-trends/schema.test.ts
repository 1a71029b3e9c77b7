import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { marketTrendsSeed } from '#content/market-trends-seed';
import {
  describeIssues,
  marketTrendsReportFileSchema,
  marketTrendsReportSchema,
  quarterOrdinal,
  reportLimits,
} from '#core/schemas/market-trends';
import { report } from './fake-repository.ts';

const problems = (input: unknown) => {
  const parsed = marketTrendsReportFileSchema.safeParse(input);
  return parsed.success ? [] : describeIssues(parsed.error);
};

describe('the market trends report schema', () => {
  it('accepts the seed report and the sample next-quarter file', () => {
    expect(problems(marketTrendsSeed)).toEqual([]);
    const sample = JSON.parse(readFileSync('bin/data/market-trends-2026-q1.json', 'utf8'));
    expect(problems(sample)).toEqual([]);
    expect(marketTrendsReportFileSchema.parse(sample).quarter).toBe('Q1 2026');
  });

  it('lists every mistake with its place in the file', () => {
    const bad = {
      quarter: '2026 Q1',
      lastUpdated: '2026-02-30',
      dataSources: [],
      sections: [{ title: 'Demand', trends: [{ title: ' ', description: 'x'.repeat(reportLimits.descriptionLength + 1) }] }],
      notes: 'typo',
    };
    const lines = problems(bad);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^quarter: Expected a quarter such as "Q4 2025"/),
        expect.stringMatching(/^lastUpdated: /),
        expect.stringMatching(/^dataSources: Too small/),
        expect.stringMatching(/^sections\[0\]\.trends\[0\]\.title: Too small/),
        expect.stringMatching(/^sections\[0\]\.trends\[0\]\.description: Too big/),
        expect.stringMatching(/^\(file\): Unrecognized key: "notes"/),
      ]),
    );
    expect(lines).toHaveLength(6);
  });

  it('rejects a report without sections, a section without trends and unknown keys inside a trend', () => {
    expect(problems(report('Q1 2026', { sections: [] }))).toEqual([expect.stringMatching(/^sections: Too small/)]);
    expect(problems(report('Q1 2026', { sections: [{ title: 'A', trends: [] }] }))).toEqual([expect.stringMatching(/^sections\[0\]\.trends: Too small/)]);
    const extra = { ...report('Q1 2026'), sections: [{ title: 'A', trends: [{ title: 't', description: 'd', badge: 'x' }] }] };
    expect(problems(extra)).toEqual(['sections[0].trends[0]: Unrecognized key: "badge"']);
  });

  it('rejects two sections with the same title', () => {
    const twice = report('Q1 2026', {
      sections: [
        { title: 'Demand', trends: [{ title: 't', description: 'd' }] },
        { title: 'demand', trends: [{ title: 't', description: 'd' }] },
      ],
    });
    expect(problems(twice)).toEqual(['sections[1].title: Duplicate section title "demand"']);
  });

  it('trims text, and the API body schema drops storage-only fields', () => {
    const parsed = marketTrendsReportFileSchema.parse(report('Q1 2026', { dataSources: ['  CSO data  '] }));
    expect(parsed.dataSources).toEqual(['CSO data']);
    expect(Object.keys(marketTrendsReportSchema.parse({ ...report('Q1 2026'), published_at: 'x' }))).toEqual(['quarter', 'lastUpdated', 'dataSources', 'sections']);
  });

  it('orders quarters in time', () => {
    expect(quarterOrdinal('Q1 2026')).toBeGreaterThan(quarterOrdinal('Q4 2025'));
    expect(quarterOrdinal('Q2 2025')).toBeGreaterThan(quarterOrdinal('Q1 2025'));
    expect(() => quarterOrdinal('#current')).toThrow(RangeError);
  });
});
