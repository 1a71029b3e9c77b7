import { expect, test, type Page } from '@playwright/test';
import { candidatesMenu, employersMenu, headerHiddenPaths } from '#content/routes';
import { expectSectionAtTop, gotoHydrated, headerReady, preferInstantScrolling } from './support/site.ts';

/** The fixed header at desktop width: scroll state, hidden routes, the two dropdowns, section links. */
const header = (page: Page) => page.locator('#site-header');
const trigger = (page: Page, label: string) => header(page).getByRole('button', { name: label });

test('becomes compact and more opaque after scrolling more than 10 px', async ({ page }) => {
  await gotoHydrated(page, '/');
  await headerReady(page);
  const paddingTop = () => header(page).evaluate((element) => parseFloat(getComputedStyle(element).paddingTop));
  const before = await paddingTop();
  await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo({ top: 10, behavior: 'instant' }));
  await page.waitForTimeout(100);
  await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo({ top: 11, behavior: 'instant' }));
  await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(paddingTop).toBeLessThan(before);
  const position = await header(page).evaluate((element) => getComputedStyle(element).position);
  expect(position).toBe('fixed');
});

test('is hidden on the listed routes and shown on /cta-info', async ({ page }) => {
  expect([...headerHiddenPaths].sort()).toEqual(
    ['/salary-guide', '/interview-preparation', '/aca-acca-info', '/cima-info', '/aca-info', '/acca-info', '/ai-assistant'].sort(),
  );
  for (const path of headerHiddenPaths) {
    await gotoHydrated(page, path);
    await expect(header(page), path).toHaveCount(0);
    // includeHidden: on /ai-assistant the disclaimer dialog is modal, so the rest of the page is aria-hidden.
    await expect(page.getByRole('link', { name: 'Home', includeHidden: true }).first()).toBeVisible();
  }
  await gotoHydrated(page, '/cta-info');
  await expect(header(page)).toBeVisible();
});

test('dropdowns open one at a time, close on a click outside and on Escape', async ({ page }) => {
  await gotoHydrated(page, '/candidates');
  await headerReady(page);
  await trigger(page, candidatesMenu.label).click();
  await expect(trigger(page, candidatesMenu.label)).toHaveAttribute('aria-expanded', 'true');
  for (const item of candidatesMenu.items) await expect(header(page).getByRole('link', { name: item.label, exact: true })).toBeVisible();

  await trigger(page, employersMenu.label).click();
  await expect(trigger(page, employersMenu.label)).toHaveAttribute('aria-expanded', 'true');
  await expect(trigger(page, candidatesMenu.label)).toHaveAttribute('aria-expanded', 'false');
  for (const item of employersMenu.items) await expect(header(page).getByRole('link', { name: item.label, exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Why Choose Us?', exact: true })).toHaveCount(0);

  await page.mouse.click(700, 600);
  await expect(trigger(page, employersMenu.label)).toHaveAttribute('aria-expanded', 'false');
  await expect(header(page).getByRole('link', { name: 'Our Fees', exact: true })).toHaveCount(0);

  await trigger(page, candidatesMenu.label).click();
  await page.keyboard.press('Escape');
  await expect(trigger(page, candidatesMenu.label)).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger(page, candidatesMenu.label)).toBeFocused();
});

test('menus work from the keyboard with a visible focus ring', async ({ page }) => {
  await gotoHydrated(page, '/employers');
  await headerReady(page);
  await trigger(page, employersMenu.label).focus();
  const outline = await trigger(page, employersMenu.label).evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(trigger(page, employersMenu.label)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(header(page).getByRole('link', { name: employersMenu.items[0].label })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/recruitment-solutions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner With Us' })).toBeVisible();
});

test('section links scroll on the home page and go to /#section elsewhere', async ({ page }) => {
  await preferInstantScrolling(page);
  await gotoHydrated(page, '/');
  await headerReady(page);
  await header(page).getByRole('link', { name: 'OUR PEOPLE' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSectionAtTop(page, 'team');

  await trigger(page, candidatesMenu.label).click();
  await header(page).getByRole('link', { name: 'Browse Jobs' }).click();
  await expectSectionAtTop(page, 'jobs');

  await gotoHydrated(page, '/our-fees');
  await headerReady(page);
  await header(page).getByRole('link', { name: 'ABOUT US' }).click();
  await expect(page).toHaveURL(/\/#about$/);
  await expectSectionAtTop(page, 'about');

  await gotoHydrated(page, '/our-fees');
  await headerReady(page);
  await header(page).getByRole('link', { name: 'CONTACT' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expectSectionAtTop(page, 'contact');
});

test('Ask Aine links to the assistant page', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(header(page).getByRole('link', { name: 'Ask Aine' })).toHaveAttribute('href', '/ai-assistant');
});
