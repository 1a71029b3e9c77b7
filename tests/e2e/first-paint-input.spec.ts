import { expect, test, type Page } from '@playwright/test';
import { DISCLAIMER_ACCEPTED_STORAGE_KEY, DISCLAIMER_ACCEPTED_VALUE, chatGreetings, disclaimer } from '#content/chat';
import { feeForSalary } from '#content/fees';
import { formatEuro } from '#content/format';
import { acaAccaComparisonPage } from '#content/qualifications';
import { candidatesMenu, employersMenu, headerNavigation } from '#content/routes';
import { salaryTables } from '#content/salary-guide';
import { testimonials } from '#content/testimonials';
import { holdAppScripts, isHydrated } from './support/hold-app-scripts.ts';
import { headerReady, isPhone } from './support/site.ts';

/**
 * No lost tap (issue 12): with the app's scripts held back for 3 s, a visitor taps and clicks on
 * the prerendered page at its first paint. The header's menus and the accordions are native HTML and
 * work at once; the carousel's buttons and Aine's launcher keep the tap and carry it out once the
 * scripts have run, and the fee calculator and salary checker answer what was typed or chosen.
 * Then the hydrated page still behaves as before. Runs at 1440 px and 390 px.
 */
// Longer than the 3 s: on a loaded machine the page load and the taps alone can take that
// long, and each tap is checked to have happened before hydration anyway.
const HOLD_MS = 8000;
const header = (page: Page) => page.locator('#site-header');
// The scripts come after the hold; a loaded machine may take a while more to run them.
const waitForHydration = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: HOLD_MS + 20_000 });

/** Opens `path` with the app's scripts held back, returning as soon as the HTML is parsed. */
async function openBeforeScripts(page: Page, path: string): Promise<void> {
  await holdAppScripts(page, HOLD_MS);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(await isHydrated(page), 'the app has not run yet').toBe(false);
}

/** Runs `act` and checks that the app had still not run once it was done. */
async function beforeHydration(page: Page, act: () => Promise<void>): Promise<void> {
  expect(await isHydrated(page), 'not hydrated before the tap').toBe(false);
  await act();
  expect(await isHydrated(page), 'not hydrated after the tap').toBe(false);
}

test('the header menu opens at first paint, and once hydrated it still closes on navigation', async ({ page }) => {
  await openBeforeScripts(page, '/candidates');
  if (isPhone(page)) {
    const menuButton = header(page).getByRole('button', { name: headerNavigation.mobileMenuLabel });
    const panel = header(page).getByRole('navigation', { name: 'Mobile' });
    const group = panel.locator('summary', { hasText: candidatesMenu.mobileLabel });
    await beforeHydration(page, async () => {
      await menuButton.tap();
      await expect(panel).toBeVisible();
      await group.tap();
      await expect(panel.getByRole('link', { name: 'Salary Guide', exact: true })).toBeVisible();
    });
    await waitForHydration(page);
    await headerReady(page);
    // React took over the open panel as it was.
    await expect(panel).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The other group opens too (both may be open), and a link in it navigates and closes the panel.
    await panel.locator('summary', { hasText: employersMenu.mobileLabel }).tap();
    await expect(panel.getByRole('link', { name: employersMenu.items[0].label, exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Interview Tips', exact: true })).toBeVisible();
    await panel.getByRole('link', { name: 'Our Fees', exact: true }).tap();
    await expect(page).toHaveURL(/\/our-fees$/);
    await expect(panel).toBeHidden();
    // A new document: its header is not hydrated until used, and leaves the expanded state to the
    // browser's popover (no stale aria-expanded).
    await expect(menuButton).not.toHaveAttribute('aria-expanded', 'true');
  } else {
    const trigger = header(page).getByRole('button', { name: candidatesMenu.label });
    const dropdown = header(page).locator('[popover]').filter({ has: page.getByRole('link', { name: 'Why Choose Us?' }) });
    await beforeHydration(page, async () => {
      await trigger.click();
      await expect(dropdown).toBeVisible();
      for (const item of candidatesMenu.items) await expect(dropdown.getByRole('link', { name: item.label, exact: true })).toBeVisible();
      // Under its button, not somewhere else on the page.
      const [button, panel] = await Promise.all([trigger.boundingBox(), dropdown.boundingBox()]);
      expect(Math.abs(panel!.x - button!.x)).toBeLessThan(2);
      expect(panel!.y).toBeGreaterThan(button!.y + button!.height);
    });
    await waitForHydration(page);
    await headerReady(page);
    await expect(dropdown).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await dropdown.getByRole('link', { name: 'Interview Tips', exact: true }).click();
    await expect(page).toHaveURL(/\/interview-preparation$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/candidates$/);
    await expect(dropdown).toBeHidden();
    await expect(trigger).not.toHaveAttribute('aria-expanded', 'true');
  }
});

test('an accordion opens at first paint, one item at a time, and still does once hydrated', async ({ page }) => {
  await openBeforeScripts(page, '/aca-acca-info');
  const section = page.getByRole('region', { name: acaAccaComparisonPage.sections[0].heading });
  const item = (title: string) => section.locator('details', { has: page.locator('summary', { hasText: title }) });
  const firstLine = section.getByText(acaAccaComparisonPage.sections[0].accordions[0].items[0]!);
  // Found by their titles, as a visitor does, whatever the markup.
  const title = (text: string) => section.getByText(text, { exact: true });
  await beforeHydration(page, async () => {
    await title('Exam Structure').click();
    await expect(firstLine).toBeVisible();
    await title('Key Exam Dates').click();
    await expect(firstLine).toBeHidden();
  });
  await waitForHydration(page);
  await expect(item('Key Exam Dates')).toHaveAttribute('open', '');
  await expect(item('Exam Structure')).not.toHaveAttribute('open');
  await item('Exam Structure').locator('summary').click();
  await expect(firstLine).toBeVisible();
  await expect(item('Key Exam Dates')).not.toHaveAttribute('open');
  await item('Exam Structure').locator('summary').click();
  await expect(firstLine).toBeHidden();
});

test('taps on the carousel before the scripts ran are carried out once they have', async ({ page }) => {
  // No automatic advance (reduced motion), so only the taps move the carousel.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openBeforeScripts(page, '/candidates');
  const carousel = page.getByRole('region', { name: 'What Our Candidates Say' });
  const active = carousel.locator('[aria-roledescription="slide"][data-active="true"]');
  await carousel.getByRole('button', { name: 'Next slide' }).scrollIntoViewIfNeeded();
  await beforeHydration(page, async () => {
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
  });
  await waitForHydration(page);
  await expect(active).toContainText(testimonials[1]!.quote);
  await expect(carousel.getByRole('button', { name: /Show slide 2/ })).toHaveAttribute('aria-current', 'true');
  // Once hydrated the buttons are React's own: one click, one step.
  await carousel.getByRole('button', { name: /Show slide 4/ }).click();
  await expect(active).toContainText(testimonials[3]!.quote);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(active).toContainText(testimonials[0]!.quote);
});

test('a tap on the launcher before the scripts ran opens the chat once it is ready', async ({ page }) => {
  await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [DISCLAIMER_ACCEPTED_STORAGE_KEY, DISCLAIMER_ACCEPTED_VALUE]);
  await openBeforeScripts(page, '/salary-guide');
  // Its accessible name is its visible label (WCAG 2.5.3), also on a phone where only the icon shows.
  const launcher = page.getByRole('button', { name: 'Ask Aine', exact: true });
  await beforeHydration(page, async () => {
    await launcher.click();
  });
  const chat = page.getByTestId('floating-chat');
  await expect(chat).toBeVisible({ timeout: HOLD_MS + 20_000 });
  await expect(chat.getByTestId('assistant-message').first()).toHaveText(`Aine: ${chatGreetings['salary-guide']}`);
  await expect(launcher).toHaveCount(0);
});

test('scrolled before the scripts ran, the header is already solid and compact', async ({ page }) => {
  await openBeforeScripts(page, '/candidates');
  const look = () =>
    header(page).evaluate((element) => {
      // Colours as painted (the palette is oklch; an animated colour computes in oklab): one canvas pixel each.
      const paint = (color: string) => {
        const context = document.createElement('canvas').getContext('2d')!;
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data].join(',');
      };
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.backgroundColor = 'var(--color-navy-950)';
      const navy = paint(getComputedStyle(probe).backgroundColor);
      probe.remove();
      const style = getComputedStyle(element);
      return { solidNavy: paint(style.backgroundColor) === navy, paddingTop: style.paddingTop };
    });
  expect(await look(), 'near-solid and roomy at the top').toEqual({ solidNavy: false, paddingTop: '16px' });
  await beforeHydration(page, async () => {
    await page.mouse.wheel(0, 600);
    await expect.poll(look).toEqual({ solidNavy: true, paddingTop: '8px' });
  });
});

test('a press on the launcher held while the assistant hydrates still opens the chat', async ({ page }) => {
  await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [DISCLAIMER_ACCEPTED_STORAGE_KEY, DISCLAIMER_ACCEPTED_VALUE]);
  await openBeforeScripts(page, '/salary-guide');
  const box = await page.getByRole('button', { name: 'Ask Aine', exact: true }).boundingBox();
  if (!box) throw new Error('The launcher is not on screen at first paint');
  // A slow tap: down before the scripts, up once the assistant has taken over its button.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await beforeHydration(page, () => page.mouse.down());
  await page.waitForFunction(() => (window.earlyClicks?.owners.length ?? 0) > 0, undefined, { timeout: HOLD_MS + 20_000 });
  await page.mouse.up();
  await expect(page.getByTestId('floating-chat')).toBeVisible();
});

test('without acceptance, the early tap on the launcher shows the disclaimer first', async ({ page }) => {
  await openBeforeScripts(page, '/salary-guide');
  await beforeHydration(page, async () => {
    await page.getByRole('button', { name: 'Ask Aine', exact: true }).click();
  });
  await expect(page.getByRole('dialog', { name: disclaimer.title })).toBeVisible({ timeout: HOLD_MS + 20_000 });
  await page.getByRole('button', { name: disclaimer.cancelLabel }).click();
  await expect(page.getByRole('button', { name: 'Ask Aine', exact: true })).toBeVisible();
  await expect(page.getByTestId('floating-chat')).toHaveCount(0);
});

test('a role chosen in the salary checker before the scripts ran is answered once they have', async ({ page }) => {
  const audit = salaryTables.find((table) => table.id === 'audit')!;
  const manager = audit.rows.find((row) => row.position === 'Manager')!;
  await openBeforeScripts(page, '/salary-guide');
  await beforeHydration(page, async () => {
    await page.getByLabel('Role').selectOption({ label: 'Manager' });
  });
  await waitForHydration(page);
  // The checker hydrates as it comes near (it is at the top of the page).
  await expect(page.getByTestId('salary-range')).toContainText(manager.ranges[0]);
  await expect(page.getByLabel('Role')).toHaveValue('audit::Manager');
  await page.getByLabel('Level').selectOption({ label: audit.levels[2] });
  await expect(page.getByTestId('salary-range')).toContainText(manager.ranges[2]);
});

test('an amount typed in the fee calculator before the scripts ran is quoted, and its band marked, once they have', async ({ page }) => {
  await openBeforeScripts(page, '/our-fees');
  const salary = page.getByLabel('Annual base salary (€)');
  await beforeHydration(page, async () => {
    await salary.fill('50,000');
  });
  await waitForHydration(page);
  const quote = feeForSalary(50_000);
  await expect(page.getByTestId('fee-quote')).toContainText(formatEuro(quote.fee));
  await expect(salary).toHaveValue('50,000');
  await expect(page.locator('[data-fee-band][data-active]')).toHaveAttribute('data-fee-band', quote.band.id);
});
