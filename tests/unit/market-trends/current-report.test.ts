import { describe, expect, it } from 'vitest';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { AppError } from '#core/errors';
import { InvalidReportError, PublishRefusedError, getCurrentReport, parseReportFile, publishReport, seedCurrentReport } from '#core/market-trends';
import { FakeMarketTrendsRepository, report } from './fake-repository.ts';

const now = new Date('2026-01-05T09:00:00Z');

describe('the current market trends report', () => {
  it('is 404 "No current market trends available" while nothing was published', async () => {
    const error = await getCurrentReport(new FakeMarketTrendsRepository()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No current market trends available', expose: true });
  });

  it('is the report the pointer names, in the API shape', async () => {
    const repository = new FakeMarketTrendsRepository();
    await publishReport(repository, report('Q4 2025'), { now });
    expect(await getCurrentReport(repository)).toEqual(report('Q4 2025'));
  });

  it('is a hidden 500 when the pointer names a missing or malformed report (a hand-edited table)', async () => {
    const repository = new FakeMarketTrendsRepository();
    repository.pointer = { quarter: 'Q3 2025', revision: 1 };
    await expect(getCurrentReport(repository)).rejects.toMatchObject({ status: 500, expose: false });
    repository.reports.set('Q3 2025', { report: { quarter: 'Q3 2025' }, publishedAt: now.toISOString() });
    await expect(getCurrentReport(repository)).rejects.toMatchObject({ status: 500, expose: false, message: expect.stringMatching(/malformed/) });
  });
});

describe('publishing a quarter', () => {
  it('stores the report, makes it current and keeps earlier quarters readable', async () => {
    const repository = new FakeMarketTrendsRepository();
    const first = await publishReport(repository, report('Q4 2025'), { now });
    expect(first).toEqual({ quarter: 'Q4 2025', previousQuarter: undefined, storedQuarters: ['Q4 2025'] });

    const second = await publishReport(repository, report('Q1 2026'), { now });
    expect(second).toEqual({ quarter: 'Q1 2026', previousQuarter: 'Q4 2025', storedQuarters: ['Q4 2025', 'Q1 2026'] });
    expect((await getCurrentReport(repository)).quarter).toBe('Q1 2026');
    expect(repository.pointer).toEqual({ quarter: 'Q1 2026', revision: 2 });
    expect(await repository.readReport('Q4 2025')).toEqual(report('Q4 2025'));
    expect(repository.reports.get('Q1 2026')?.publishedAt).toBe(now.toISOString());
  });

  it('writes the report before it moves the pointer, so a reader never finds the pointer ahead of the report', async () => {
    const repository = new FakeMarketTrendsRepository();
    await publishReport(repository, report('Q4 2025'), { now });
    const seenAtSwitch: unknown[] = [];
    repository.beforeMove = () => seenAtSwitch.push(repository.reports.get('Q1 2026')?.report);
    await publishReport(repository, report('Q1 2026'), { now });
    expect(seenAtSwitch).toEqual([report('Q1 2026')]);
  });

  it('replaces the current quarter in place when it is published again (a correction)', async () => {
    const repository = new FakeMarketTrendsRepository();
    await publishReport(repository, report('Q1 2026'), { now });
    await publishReport(repository, report('Q1 2026', { dataSources: ['Corrected data'] }), { now });
    expect((await getCurrentReport(repository)).dataSources).toEqual(['Corrected data']);
    expect(repository.pointer?.revision).toBe(2);
  });

  it('refuses to make an older quarter current unless told to, and then changes nothing', async () => {
    const repository = new FakeMarketTrendsRepository();
    await publishReport(repository, report('Q1 2026'), { now });
    await expect(publishReport(repository, report('Q4 2025'), { now })).rejects.toBeInstanceOf(PublishRefusedError);
    expect([...repository.reports.keys()]).toEqual(['Q1 2026']);
    expect(repository.pointer).toEqual({ quarter: 'Q1 2026', revision: 1 });

    await publishReport(repository, report('Q4 2025'), { now, allowOlder: true });
    expect((await getCurrentReport(repository)).quarter).toBe('Q4 2025');
  });

  it('does not overwrite a pointer that another publish moved in the meantime', async () => {
    const repository = new FakeMarketTrendsRepository();
    await publishReport(repository, report('Q4 2025'), { now });
    repository.beforeMove = () => {
      repository.beforeMove = undefined;
      repository.pointer = { quarter: 'Q2 2026', revision: 2 };
    };
    await expect(publishReport(repository, report('Q1 2026'), { now })).rejects.toThrow(/Another publish/);
    expect(repository.pointer).toEqual({ quarter: 'Q2 2026', revision: 2 });
  });

  it('turns a bad file into the list of its problems', () => {
    const error = (() => {
      try {
        parseReportFile({ quarter: 'Q5 2026' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(InvalidReportError);
    expect((error as InvalidReportError).problems).toEqual([
      'quarter: Expected a quarter such as "Q4 2025"',
      'lastUpdated: Invalid input: expected string, received undefined',
      'dataSources: Invalid input: expected array, received undefined',
      'sections: Invalid input: expected array, received undefined',
    ]);
  });
});

describe('seeding', () => {
  it('makes the seed current in an empty table', async () => {
    const repository = new FakeMarketTrendsRepository();
    expect(await seedCurrentReport(repository, marketTrendsSeed, now)).toBe(true);
    expect(await getCurrentReport(repository)).toEqual(marketTrendsSeed);
  });

  it('leaves a table that already has a current report alone (restarts keep what was published)', async () => {
    const repository = new FakeMarketTrendsRepository();
    await publishReport(repository, report('Q1 2026'), { now });
    expect(await seedCurrentReport(repository, marketTrendsSeed, now)).toBe(false);
    expect((await getCurrentReport(repository)).quarter).toBe('Q1 2026');
    expect(repository.reports.has(marketTrendsSeed.quarter)).toBe(false);
  });

  it('loses quietly to a concurrent seeder: exactly one wins', async () => {
    const repository = new FakeMarketTrendsRepository();
    const results = await Promise.all([seedCurrentReport(repository, marketTrendsSeed, now), seedCurrentReport(repository, marketTrendsSeed, now)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(repository.pointer).toEqual({ quarter: marketTrendsSeed.quarter, revision: 1 });
  });
});
