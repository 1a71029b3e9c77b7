import { describe, expect, it } from 'vitest';
import { describeDatedFact, hasPassed, marketReportFact, quarterEnd, type DatedFact } from '#content/dated-facts';
import { cimaKeyDatesFact, ctaKeyDatesFact } from '#content/qualifications';
import { salaryGuideFact } from '#content/salary-guide';
import { marketTrendsSeed } from '#content/market-trends-seed';

const at = (iso: string) => new Date(iso);

describe('hasPassed', () => {
  it('holds through the whole of its last day and has passed from the next', () => {
    expect(hasPassed('2025-12-15', at('2025-12-14T23:59:59Z'))).toBe(false);
    expect(hasPassed('2025-12-15', at('2025-12-15T00:00:00Z'))).toBe(false);
    expect(hasPassed('2025-12-15', at('2025-12-15T23:59:59.999Z'))).toBe(false);
    expect(hasPassed('2025-12-15', at('2025-12-16T00:00:00Z'))).toBe(true);
    expect(hasPassed('2025-12-15', at('2026-11-24T09:00:00Z'))).toBe(true);
  });

  it('refuses anything but an ISO date', () => {
    expect(() => hasPassed('15 December 2025', at('2026-01-01T00:00:00Z'))).toThrow(/Not an ISO date/);
    expect(() => hasPassed('2025-12', at('2026-01-01T00:00:00Z'))).toThrow(RangeError);
  });
});

describe('describeDatedFact', () => {
  const fact: DatedFact = {
    dateLabel: 'Exam windows for 2025',
    validUntil: '2025-12-15',
    whileCurrent: 'these are the 2025 windows',
    oncePassed: 'the 2025 windows have passed',
    afterwards: 'check the official website for the current dates',
  };

  it('says while the fact holds how long it does', () => {
    expect(describeDatedFact(fact, at('2025-06-01T10:00:00Z'))).toEqual({
      passed: false,
      dateLabel: 'Exam windows for 2025',
      sentence: 'These are the 2025 windows, current until 15 December 2025.',
    });
  });

  it('says once it has passed that it has, and what to do instead (as Aine says it)', () => {
    expect(describeDatedFact(fact, at('2026-11-24T10:00:00Z'))).toEqual({
      passed: true,
      dateLabel: 'Exam windows for 2025',
      sentence: 'The 2025 windows have passed; check the official website for the current dates.',
    });
  });

  it("words the site's own dated facts", () => {
    const now = at('2026-11-24T10:00:00Z');
    expect(describeDatedFact(cimaKeyDatesFact, now).sentence).toBe(
      'The 2025 CIMA exam windows have passed; check the CIMA website (https://www.cimaglobal.com) for the current windows and deadlines.',
    );
    expect(describeDatedFact(ctaKeyDatesFact, now).sentence).toMatch(/^The 2025 CTA sittings have passed; check the Irish Tax Institute website/);
    expect(describeDatedFact(salaryGuideFact, now)).toMatchObject({ passed: true, dateLabel: 'Salaries for 2025' });
    // The CIMA windows hold until the last objective test window closes.
    expect(cimaKeyDatesFact.validUntil).toBe('2025-12-15');
    expect(describeDatedFact(cimaKeyDatesFact, at('2025-12-15T12:00:00Z')).passed).toBe(false);
    expect(describeDatedFact(salaryGuideFact, at('2025-12-31T12:00:00Z')).passed).toBe(false);
  });
});

describe('market report dates', () => {
  it('ends each quarter on its last day', () => {
    expect(quarterEnd('Q1 2026')).toBe('2026-03-31');
    expect(quarterEnd('Q2 2025')).toBe('2025-06-30');
    expect(quarterEnd('Q3 2025')).toBe('2025-09-30');
    expect(quarterEnd('Q4 2025')).toBe('2025-12-31');
    expect(quarterEnd('Q1 2024')).toBe('2024-03-31');
    expect(quarterEnd('Spring 2025')).toBeUndefined();
    expect(quarterEnd('Q5 2025')).toBeUndefined();
  });

  it('holds a report for its quarter, or three months after its update when the quarter is unreadable', () => {
    const seed = marketReportFact(marketTrendsSeed);
    expect(seed).toMatchObject({ validUntil: '2025-12-31', dateLabel: 'Covers Q4 2025' });
    expect(describeDatedFact(seed, at('2025-11-15T08:00:00Z')).sentence).toBe('These trends are for this quarter, current until 31 December 2025.');
    expect(describeDatedFact(seed, at('2026-01-01T08:00:00Z')).sentence).toBe(
      'That quarter has ended, so these trends may have moved on; contact our team for the latest picture of the market.',
    );
    expect(marketReportFact({ quarter: 'Winter review', lastUpdated: '2025-11-30' }).validUntil).toBe('2026-03-02');
  });
});
