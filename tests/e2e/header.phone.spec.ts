import { expect, test, type Page } from '@playwright/test';
import { agency } from '#content/agency';
import { candidatesMenu, employersMenu, headerNavigation } from '#content/routes';
import { expectSectionAtTop, gotoHydrated, headerReady, preferInstantScrolling } from './support/site.ts';

/** The header on a phone: the menu button, its panel with two collapsible groups and tap-to-call. */
const header = (page: Page) => page.locator('#site-header');
const menuButton = (page: Page) => header(page).getByRole('button', { name: headerNavigation.mobileMenuLabel });

test('the menu button toggles a panel with two collapsible groups and a tap-to-call link', async ({ page }) => {
  await gotoHydrated(page, '/candidates');
  await headerReady(page);
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await menuButton(page).tap();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  const panel = header(page).getByRole('navigation', { name: 'Mobile' });
  await expect(panel).toBeVisible();

  // The groups are <details>: their summary is the button, the element's open state the expanded one.
  const group = (label: string) => panel.locator('details', { has: page.locator('summary', { hasText: label }) });
  const candidates = group(candidatesMenu.mobileLabel);
  const employers = group(employersMenu.mobileLabel);
  await expect(candidates).not.toHaveAttribute('open');
  await candidates.locator('summary').tap();
  for (const item of candidatesMenu.items) await expect(panel.getByRole('link', { name: item.label, exact: true })).toBeVisible();
  await employers.locator('summary').tap();
  await expect(employers).toHaveAttribute('open', '');
  await expect(candidates).toHaveAttribute('open', '');
  for (const item of employersMenu.items) await expect(panel.getByRole('link', { name: item.label, exact: true }).last()).toBeVisible();
  await candidates.locator('summary').tap();
  await expect(candidates).not.toHaveAttribute('open');

  const call = panel.getByRole('link', { name: headerNavigation.mobileCallLabel });
  await expect(call).toHaveAttribute('href', agency.phone.href);

  await menuButton(page).tap();
  await expect(panel).toBeHidden();
});

test('a link in the panel navigates and closes the panel', async ({ page }) => {
  await preferInstantScrolling(page);
  await gotoHydrated(page, '/our-fees');
  await headerReady(page);
  await menuButton(page).tap();
  const panel = header(page).getByRole('navigation', { name: 'Mobile' });
  await panel.locator('summary', { hasText: candidatesMenu.mobileLabel }).tap();
  await panel.getByRole('link', { name: 'Why Choose Us?' }).tap();
  await expect(page).toHaveURL(/\/candidates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Why Choose Us?' })).toBeVisible();
  await expect(header(page).getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);

  await menuButton(page).tap();
  await header(page).getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'OUR PEOPLE' }).tap();
  await expect(page).toHaveURL(/\/#team$/);
  await expectSectionAtTop(page, 'team');
});
