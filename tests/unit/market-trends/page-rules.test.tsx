import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { marketTrendsErrorMessage, shouldRetryReport, UnreadableReportError } from '@/features/market-trends/api/current-market-trends';
import { readCurrentReport } from '@/features/market-trends/api/read-report';
import { TrendCard } from '@/features/market-trends/components/trend-card';
import { TrendsUnavailable } from '@/features/market-trends/components/trends-unavailable';
import { MarketTrendsReportView } from '@/features/market-trends/components/market-trends-report';
import { ApiError } from '@/lib/api-client';
import { marketTrendsSeed } from '#content/market-trends-seed';

const card = (description: string) => renderToStaticMarkup(<TrendCard trend={{ title: 'A trend', description }} />);
const badgesOf = (html: string) => [...html.matchAll(/<li class="rounded-full[^"]*">([^<]+)<\/li>/g)].map((match) => match[1]);

describe('trend cards follow the keyword rules of the description', () => {
  it('shows the upward arrow for increase, growth or premium', () => {
    for (const word of ['Salaries increase again', 'Strong growth in Cork', 'A premium for ESG skills']) {
      expect(card(word)).toContain('data-indicator="upward"');
    }
    expect(card('Steady hiring')).not.toContain('data-indicator');
  });

  it('shows the red down icon for shortage or unfilled, with a spoken label', () => {
    const html = card('Roles stay unfilled');
    expect(html).toContain('data-indicator="shortage"');
    expect(html).toMatch(/aria-label="Talent shortage"[^>]*class="[^"]*text-red-600/);
    expect(card('A shortage with growth')).toMatch(/data-indicator="upward"[\s\S]*data-indicator="shortage"/);
  });

  it('shows the four badges in order', () => {
    expect(badgesOf(card('Salary premium for remote AI roles in high demand'))).toEqual(['Salary Impact', 'Flexible Work', 'Tech Skills', 'High Demand']);
    expect(badgesOf(card('Hybrid working and digital skills'))).toEqual(['Flexible Work', 'Tech Skills']);
    expect(badgesOf(card('A shortage of auditors'))).toEqual(['High Demand']);
    expect(card('Nothing to flag here')).not.toContain('aria-label="Topics"');
  });
});

describe('the loaded report', () => {
  it('shows the quarter, the last updated date in en-IE long format, every section, trend and source', () => {
    // Inside a page, as it always is (its dated-fact note is an island, which reads the location).
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/market-trends']}>
        <MarketTrendsReportView report={marketTrendsSeed} />
      </MemoryRouter>,
    );
    expect(html).toContain('Q4 2025 Report');
    expect(html).toContain('Last updated: <time dateTime="2025-10-01">1 October 2025</time>');
    for (const section of marketTrendsSeed.sections) {
      expect(html).toContain(section.title.replace('&', '&amp;'));
      for (const trend of section.trends) expect(html).toContain(trend.title);
    }
    for (const source of marketTrendsSeed.dataSources) expect(html).toContain(source.replace('&', '&amp;'));
  });
});

describe('the unavailable panel', () => {
  it('shows the heading, the message and the follow-up; "no data" when there is no message', () => {
    const failed = renderToStaticMarkup(<TrendsUnavailable message="Failed to load market trends" />);
    expect(failed).toMatch(/Market Trends Unavailable[\s\S]*Failed to load market trends[\s\S]*Please check back later or contact support if this issue persists\./);
    expect(renderToStaticMarkup(<TrendsUnavailable />)).toContain('No market trends data available at this time.');
  });

  it('names a 404 "no current row", any other API failure a load failure, and anything else unexpected', () => {
    expect(marketTrendsErrorMessage(new ApiError(404, 'not_found', 'No current market trends available'))).toBe('No current market trends available');
    expect(marketTrendsErrorMessage(new ApiError(503, 'dependency_unavailable', 'x'))).toBe('Failed to load market trends');
    expect(marketTrendsErrorMessage(new ApiError(0, 'network_error', 'x'))).toBe('Failed to load market trends');
    expect(marketTrendsErrorMessage(new UnreadableReportError('x'))).toBe('An unexpected error occurred');
    expect(marketTrendsErrorMessage(new TypeError('x'))).toBe('An unexpected error occurred');
  });
});

describe('fetching', () => {
  const retry = shouldRetryReport;

  it('retries transient failures three times, never a 404 or a malformed answer', () => {
    const unavailable = new ApiError(503, 'dependency_unavailable', 'x');
    expect([0, 1, 2, 3].map((count) => retry(count, unavailable))).toEqual([true, true, true, false]);
    expect(retry(0, new ApiError(404, 'not_found', 'x'))).toBe(false);
    expect(retry(0, new UnreadableReportError('x'))).toBe(false);
  });
});

describe('reading the API\'s answer (no schema library in the browser)', () => {
  it('takes a report, with or without sections, and keeps only its fields', () => {
    expect(readCurrentReport({ ...marketTrendsSeed, extra: 1 })).toEqual(marketTrendsSeed);
    const empty = { quarter: 'Q1 2026', lastUpdated: '2026-01-05', dataSources: [], sections: [] };
    expect(readCurrentReport(empty)).toEqual(empty);
  });

  it('refuses anything of another shape', () => {
    for (const body of [
      null,
      'report',
      [],
      { quarter: 'next quarter', sections: 'none' },
      { ...marketTrendsSeed, dataSources: [1] },
      { ...marketTrendsSeed, sections: [{ title: 'x', trends: [{ title: 'y' }] }] },
      { ...marketTrendsSeed, lastUpdated: undefined },
    ]) {
      expect(readCurrentReport(body), JSON.stringify(body)).toBeNull();
    }
  });
});
