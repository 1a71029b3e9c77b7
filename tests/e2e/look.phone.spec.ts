import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';

/** Issue 17's phone tables (the phone project only): a row is a card, each figure under its column name. */
test('on a phone each salary figure sits under its column name', async ({ page }) => {
  await gotoHydrated(page, '/salary-guide');
  const cell = page.getByRole('region', { name: /C-Suite salaries/ }).locator('td').first();
  await expect(cell).toHaveAttribute('data-label', 'Junior/Small Business');
  expect(await cell.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"Junior/Small Business"');
});
