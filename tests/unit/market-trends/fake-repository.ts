import type { CurrentPointer, MarketTrendsRepository } from '#core/market-trends';
import type { MarketTrendsReport } from '#core/schemas/market-trends';

/**
 * An in-memory market trends table with the same contract as the DynamoDB adapter, including the
 * conditional pointer write; `beforeMove` lets a test slip a concurrent publish in between.
 */
export class FakeMarketTrendsRepository implements MarketTrendsRepository {
  readonly reports = new Map<string, { report: unknown; publishedAt: string }>();
  pointer: CurrentPointer | undefined;
  beforeMove: (() => void) | undefined;
  failWith: Error | undefined;

  private check() {
    if (this.failWith) throw this.failWith;
  }

  async readCurrentPointer() {
    this.check();
    return this.pointer;
  }

  async readReport(quarter: string) {
    this.check();
    return this.reports.get(quarter)?.report;
  }

  async writeReport(report: MarketTrendsReport, publishedAt: string) {
    this.check();
    this.reports.set(report.quarter, { report: structuredClone(report), publishedAt });
  }

  async movePointer(next: CurrentPointer, expectedRevision: number | undefined) {
    this.check();
    this.beforeMove?.();
    if (this.pointer?.revision !== expectedRevision) return false;
    this.pointer = next;
    return true;
  }

  async listQuarters() {
    this.check();
    return [...this.reports.keys()];
  }
}

export function report(quarter: string, overrides: Partial<MarketTrendsReport> = {}): MarketTrendsReport {
  return {
    quarter,
    lastUpdated: '2026-01-05',
    dataSources: ['Placement data'],
    sections: [{ title: 'Hiring Demand', trends: [{ title: `Trend of ${quarter}`, description: 'Demand keeps growing.' }] }],
    ...overrides,
  };
}
