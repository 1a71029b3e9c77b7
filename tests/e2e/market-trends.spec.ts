import { expect, test, type Page, type Route } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { classifyTrend } from '#content/trend-keywords';
import { formatIrishLongDate } from '#content/format';
import type { MarketTrendsReport } from '#core/schemas/market-trends';

const apiPath = '**/api/market-trends/current';
const followUp = 'Please check back later or contact support if this issue persists.';

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) });

/** Chromium reports Tailwind 4 colours in CIE Lab: red is a high a* (green-red axis) with positive b*. */
function isRed(color: string): boolean {
  const lab = /^lab\(([\d.]+) ([\d.-]+) ([\d.-]+)/.exec(color);
  if (lab) return Number(lab[2]) > 50 && Number(lab[3]) > 0;
  const rgb = /^rgba?\((\d+), (\d+), (\d+)/.exec(color);
  return Boolean(rgb && Number(rgb[1]) > 180 && Number(rgb[2]) < 80 && Number(rgb[3]) < 80);
}

const panel = (page: Page) => page.locator('[data-state="unavailable"]');

test.describe('market trends page', () => {
  test('shows the current report from the API with the keyword decorations, the stats and the assistant', async ({ page, request }) => {
    // Whatever report is current on this stack (the seed, or a quarter published since).
    const apiResponse = await request.get('/api/market-trends/current');
    expect(apiResponse.status()).toBe(200);
    const report = (await apiResponse.json()) as MarketTrendsReport;

    await page.goto('/market-trends');
    await expect(page).toHaveTitle('2025 Market Trends');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2025 Market Trends');

    const loaded = page.locator('[data-state="loaded"]');
    await expect(loaded.getByRole('heading', { level: 2 })).toHaveText(`${report.quarter} Report`);
    await expect(loaded.locator('time')).toHaveText(formatIrishLongDate(report.lastUpdated));

    for (const section of report.sections) {
      await expect(loaded.getByRole('heading', { level: 3, name: section.title, exact: true })).toBeVisible();
      for (const trend of section.trends) {
        const card = loaded.locator('article').filter({ has: page.getByRole('heading', { level: 4, name: trend.title, exact: true }) });
        await expect(card).toContainText(trend.description);
        const expected = classifyTrend(trend.description);
        await expect(card.getByRole('img', { name: 'Upward trend' })).toHaveCount(expected.upward ? 1 : 0);
        await expect(card.getByRole('img', { name: 'Talent shortage' })).toHaveCount(expected.shortage ? 1 : 0);
        await expect(card.getByRole('listitem')).toHaveText([...expected.badges]);
      }
    }
    for (const source of report.dataSources) await expect(loaded.getByText(source, { exact: true })).toBeVisible();

    // Every shortage icon is red (Tailwind's red-600).
    for (const icon of await loaded.getByRole('img', { name: 'Talent shortage' }).all()) {
      expect(isRed(await icon.evaluate((element) => getComputedStyle(element).color))).toBe(true);
    }

    const stats = page.getByRole('region', { name: 'Market at a Glance' });
    await expect(stats.getByText('Auto-updated quarterly')).toBeVisible();
    for (const figure of ['+18%', '+12%', '74%', '45%', '18%', '12%', '3.2 weeks']) await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ask Aine', exact: true })).toBeVisible();

    // This page's content; the site-wide frame is scanned by the route-by-route accessibility test.
    const scan = await new AxeBuilder({ page }).include('#main-content').analyze();
    expect(scan.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('shows the loading skeleton until the report arrives', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(apiPath, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/market-trends');
    await expect(page.getByRole('status')).toContainText('Loading market trends...');
    await expect(page.locator('[data-state="loading"]')).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.locator('[data-state="loaded"]')).toBeVisible();
    await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
  });

  test('shows "No current market trends available" when no report is current (404, not retried)', async ({ page }) => {
    let calls = 0;
    await page.route(apiPath, (route) => {
      calls += 1;
      return json(route, 404, { error: { code: 'not_found', message: 'No current market trends available' } });
    });
    await page.goto('/market-trends');
    await expect(panel(page).getByRole('heading', { name: 'Market Trends Unavailable' })).toBeVisible();
    await expect(panel(page)).toContainText('No current market trends available');
    await expect(panel(page)).toContainText(followUp);
    await expect(page.getByText('Auto-updated quarterly')).toBeVisible();
    expect(calls).toBe(1);

    // This page's content; the site-wide frame is scanned by the route-by-route accessibility test.
    const scan = await new AxeBuilder({ page }).include('#main-content').analyze();
    expect(scan.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('shows "No market trends data available at this time." for a report without sections', async ({ page }) => {
    await page.route(apiPath, (route) => json(route, 200, { quarter: 'Q1 2026', lastUpdated: '2026-01-05', dataSources: [], sections: [] }));
    await page.goto('/market-trends');
    await expect(panel(page).getByRole('heading', { name: 'Market Trends Unavailable' })).toBeVisible();
    await expect(panel(page)).toContainText('No market trends data available at this time.');
    await expect(panel(page)).toContainText(followUp);
  });

  test('retries a failing API three times with back-off, then shows "Failed to load market trends"', async ({ page }) => {
    test.setTimeout(30_000);
    const calls: number[] = [];
    await page.route(apiPath, (route) => {
      calls.push(Date.now());
      return json(route, 503, { error: { code: 'dependency_unavailable', message: 'An unexpected error occurred' } });
    });
    await page.goto('/market-trends');
    await expect(page.getByRole('status')).toContainText('Loading market trends...');
    await expect(panel(page)).toContainText('Failed to load market trends', { timeout: 15_000 });
    await expect(panel(page)).toContainText(followUp);
    expect(calls).toHaveLength(4);
    // 1 s, 2 s, 4 s between attempts (give or take the browser's timers).
    const gaps = calls.slice(1).map((time, index) => time - calls[index]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThanOrEqual(1_900);
    expect(gaps[2]).toBeGreaterThanOrEqual(3_900);
  });

  test('shows "An unexpected error occurred" for an answer it cannot read', async ({ page }) => {
    await page.route(apiPath, (route) => json(route, 200, { quarter: 'next quarter', sections: 'none' }));
    await page.goto('/market-trends');
    await expect(panel(page)).toContainText('An unexpected error occurred');
    await expect(panel(page)).toContainText(followUp);
  });
});
