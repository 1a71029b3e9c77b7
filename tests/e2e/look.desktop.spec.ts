import { expect, test, type Page } from '@playwright/test';
import { siteChrome } from '#content/site-chrome';
import { gotoHydrated } from './support/site.ts';

/**
 * Issue 17's floating buttons on wide screens (the desktop project only): the round Home and
 * scroll-to-top buttons float in the side margin once it is wide enough for them (1408 px), clear of
 * the content column; below that, or with Aine's wider launcher on the page (below 1536 px), they sit
 * in the opaque bottom dock.
 */
const dock = (page: Page) => page.getByRole('navigation', { name: 'Page shortcuts' });
const isBar = (page: Page) => dock(page).evaluate((element) => getComputedStyle(element).position === 'fixed');

test('the round buttons float in the side margin where they fit, and sit in the dock where they do not', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, '/candidates');
  expect(await isBar(page), 'no bar at 1440 px without the launcher').toBe(false);
  const home = await dock(page).getByRole('link', { name: siteChrome.homeButtonLabel }).boundingBox();
  const column = await page.locator('main .max-w-7xl').first().boundingBox();
  if (!home || !column) throw new Error('The Home button or the content column is not on screen');
  expect(home.x + home.width, 'the Home button ends before the content column').toBeLessThan(column.x);

  await page.setViewportSize({ width: 1300, height: 900 });
  expect(await isBar(page), 'a bar at 1300 px').toBe(true);
});

test('with Aine’s launcher on the page the dock stays a bar up to 1536 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, '/salary-guide');
  await expect(page.getByTestId('chat-launcher')).toBeVisible();
  expect(await isBar(page)).toBe(true);
  await page.setViewportSize({ width: 1600, height: 900 });
  expect(await isBar(page)).toBe(false);
});
