import { expect, test, type Page } from '@playwright/test';
import { agency } from '#content/agency';
import { cimaKeyDatesFact } from '#content/qualifications';
import { describeDatedFact } from '#content/dated-facts';
import { initials, teamMembers } from '#content/team';
import { trustSignalItems } from '#content/trust-signals';
import { gotoHydrated, revealWholePage } from './support/site.ts';

/** Errors React reports when the first client render differs from the prerendered HTML. */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|server rendered/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a dated fact checks the date again in the browser: a page built after the windows passed says they are current on a day they are', async ({ page }) => {
  const errors = collectHydrationErrors(page);
  const visitorDay = new Date('2025-06-01T10:00:00Z');
  await page.clock.setFixedTime(visitorDay);
  await gotoHydrated(page, '/cima-info');
  const note = page.getByTestId('dated-fact');
  const current = describeDatedFact(cimaKeyDatesFact, visitorDay);
  await expect(note).toHaveAttribute('data-state', 'current');
  await expect(note).toHaveText(`${current.dateLabel}. ${current.sentence}`);
  await expect(note).toHaveAttribute('data-checked-on', '2025-06-01');
  // The footer's copyright year follows the visitor's date the same way.
  await expect(page.getByRole('contentinfo')).toContainText(`© 2025 ${agency.legalName}`);
  expect(errors).toEqual([]);
});

test('today, the 2025 CIMA windows are marked as passed on the page', async ({ page }) => {
  const errors = collectHydrationErrors(page);
  await gotoHydrated(page, '/cima-info');
  const passed = describeDatedFact(cimaKeyDatesFact, new Date());
  await expect(page.getByTestId('dated-fact')).toHaveText(`${passed.dateLabel}. ${passed.sentence}`);
  expect(errors).toEqual([]);
});

test('home: trust signals right under the hero, before the about section, and directors as monograms', async ({ page }) => {
  await gotoHydrated(page, '/');
  const signals = page.getByRole('region', { name: 'Our track record' });
  await expect(signals).toBeVisible();
  const [heroBox, signalsBox, aboutBox] = await Promise.all([page.locator('#hero').boundingBox(), signals.boundingBox(), page.locator('#about').boundingBox()]);
  expect(signalsBox!.y).toBeGreaterThanOrEqual(heroBox!.y + heroBox!.height - 1);
  expect(signalsBox!.y + signalsBox!.height).toBeLessThanOrEqual(aboutBox!.y + 1);
  for (const item of trustSignalItems()) await expect(signals.getByText(item.figure, { exact: true })).toBeVisible();
  await expect(signals.getByRole('link', { name: new RegExp(agency.trustSignals.reviews.source) })).toHaveAttribute('href', agency.trustSignals.reviews.url);

  await revealWholePage(page);
  const monograms = page.locator('#team').getByTestId('director-monogram');
  await expect(monograms).toHaveText(teamMembers.map((member) => initials(member.name)));
  // No drawn avatars: a director has a photo from the profile or the monogram, nothing else.
  await expect(page.locator('#team img')).toHaveCount(teamMembers.filter((member) => member.imageSrc).length);
});
