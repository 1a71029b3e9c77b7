import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { candidatesMenu, headerNavigation } from '#content/routes';
import { gotoHydrated, headerReady, isPhone, revealWholePage, sitePaths } from './support/site.ts';

/** axe (WCAG 2.0/2.1/2.2 A and AA rules) finds nothing on any screen, nor with a menu open. */
async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary, label).toEqual([]);
}

for (const path of [...sitePaths, '/no-such-page']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await revealWholePage(page);
    await expectNoViolations(page, path);
  });
}

test('axe finds no violations with the header menu open', async ({ page }) => {
  await gotoHydrated(page, '/');
  await headerReady(page);
  const header = page.locator('#site-header');
  if (isPhone(page)) {
    await header.getByRole('button', { name: headerNavigation.mobileMenuLabel }).click();
    await header.locator('summary', { hasText: candidatesMenu.mobileLabel }).click();
  } else {
    await header.getByRole('button', { name: candidatesMenu.label }).click();
  }
  await expect(header.getByRole('link', { name: 'Salary Guide' })).toBeVisible();
  await expectNoViolations(page, 'menu open');
});

test('axe finds no violations with every CIMA milestone open, nor with a fee quoted or refused', async ({ page }) => {
  await gotoHydrated(page, '/cima-info');
  await revealWholePage(page);
  for (const summary of await page.locator('#journey details > summary').all()) await summary.click();
  await expect(page.locator('#journey details:not([open])')).toHaveCount(0);
  await expectNoViolations(page, 'milestones open');

  await gotoHydrated(page, '/our-fees');
  await revealWholePage(page);
  const salary = page.getByLabel('Annual base salary (€)');
  await salary.fill('50000');
  await expect(page.getByTestId('fee-quote')).toBeVisible();
  await expect(page.locator('[data-fee-band][data-active]')).toHaveCount(1);
  await expectNoViolations(page, 'fee quoted');
  await salary.fill('abc');
  await expect(page.getByTestId('fee-error')).toBeVisible();
  await expectNoViolations(page, 'fee refused');
});
