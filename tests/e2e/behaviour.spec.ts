import { expect, test } from '@playwright/test';
import { feeForSalary } from '#content/fees';
import { formatEuro } from '#content/format';
import { formulaAnimation, hero } from '#content/home';
import { featuredJobs } from '#content/jobs';
import { acaAccaComparisonPage, cimaPage } from '#content/qualifications';
import { salaryTables } from '#content/salary-guide';
import { testimonials } from '#content/testimonials';
import { expectSectionAtTop, gotoHydrated, preferInstantScrolling } from './support/site.ts';

/** Shared chrome and interactive behaviour, at both widths. */

test('skip link moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/our-fees');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  await expect(page.locator('main')).toBeFocused();
});

test('scroll-to-top appears after 300 px and takes the visitor back up', async ({ page }) => {
  await gotoHydrated(page, '/candidates');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
  await page.waitForTimeout(100);
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 301, behavior: 'instant' }));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('a fixed Home button on sub-pages only', async ({ page }) => {
  await gotoHydrated(page, '/employers');
  const home = page.locator('a[aria-label="Home"]');
  await expect(home).toBeVisible();
  expect(await home.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('a[aria-label="Home"]')).toHaveCount(0);
});

test('elements animate in once within 85 % of the viewport height', async ({ page }) => {
  await gotoHydrated(page, '/employers');
  const viewportHeight = page.viewportSize()!.height;
  const pending = page.locator('[data-reveal="pending"]').first();
  await expect(pending).toBeAttached();
  const box = await pending.boundingBox();
  // Bring the element's top to 90 % of the viewport: not yet; then to 80 %: animates.
  await page.evaluate((y) => window.scrollBy({ top: y, behavior: 'instant' }), box!.y - viewportHeight * 0.9);
  await page.waitForTimeout(300);
  const handle = await pending.elementHandle();
  expect(await handle!.getAttribute('data-reveal')).toBe('pending');
  await page.evaluate((y) => window.scrollBy({ top: y, behavior: 'instant' }), viewportHeight * 0.15);
  await expect.poll(() => handle!.getAttribute('data-reveal')).toBe('visible');
  // Once only: scrolling away does not hide it again.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(200);
  expect(await handle!.getAttribute('data-reveal')).toBe('visible');
});

test('what is in view at the first paint shows before the app loads; what is below waits to animate in', async ({ page }) => {
  // The app's entry script is held back: the page as a visitor sees it before hydration.
  await page.route(/\/assets\/index-[^/]+\.js$/, () => undefined);
  await page.goto('/cima-info', { waitUntil: 'domcontentloaded' });
  const panels = page.locator('main section[data-reveal]');
  await expect(panels.first()).toBeInViewport();
  await expect(panels.first()).toHaveAttribute('data-reveal', 'visible');
  expect(await panels.first().evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  await expect(panels.last()).toHaveAttribute('data-reveal', 'pending');
  expect(await panels.last().evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
});

test('should the app fail to load, nothing stays hidden waiting for it', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/reveal-on-scroll/);
  // (Polled: a staggered item keeps its transition delay.)
  await expect.poll(() => page.locator('[data-reveal]').last().evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  // The headline is there in full (its typing is CSS, which needs no script).
  await expect(page.locator('#hero h1 .typed-line').first()).toBeVisible();
  await expect(page.locator('#hero h1 .typed-line').first()).toHaveText(hero.headlineLines[0]!);
});

test('/?scrollTo=contact scrolls to the contact section', async ({ page }) => {
  await preferInstantScrolling(page);
  await gotoHydrated(page, '/?scrollTo=contact');
  await expectSectionAtTop(page, 'contact');
});

test('/contact sends the visitor to the contact section of home', async ({ page }) => {
  await preferInstantScrolling(page);
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/\?scrollTo=contact$/);
  await expectSectionAtTop(page, 'contact');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the headline shows its full text at once and nothing waits to animate in', async ({ page }) => {
    await gotoHydrated(page, '/');
    const lines = page.locator('#hero h1 .typed-line');
    await expect(lines.nth(0)).toBeVisible();
    await expect(lines.nth(0)).toHaveText(hero.headlineLines[0]!);
    await expect(lines.nth(1)).toHaveText(hero.headlineLines[1]!);
    // Every character at full strength, no caret: nothing is typed.
    const opacities = await page.locator('#hero h1 .typed-character').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
    expect(new Set(opacities)).toEqual(new Set(['1']));
    await expect(page.getByRole('heading', { name: formulaAnimation.title })).toBeVisible();
    await expect(page.getByText(formulaAnimation.formula)).toBeVisible();
    // Content waiting for animate-on-scroll is not hidden.
    const opacity = await page.locator('[data-reveal]').first().evaluate((element) => getComputedStyle(element).opacity);
    expect(opacity).toBe('1');
  });
});

test('the testimonial carousel loops through four testimonials', async ({ page }) => {
  await gotoHydrated(page, '/candidates');
  const carousel = page.getByRole('region', { name: 'What Our Candidates Say' });
  await carousel.scrollIntoViewIfNeeded();
  const active = carousel.locator('[aria-roledescription="slide"][data-active="true"]');
  const next = carousel.getByRole('button', { name: 'Next slide' });
  const previous = carousel.getByRole('button', { name: 'Previous slide' });
  await expect(active).toContainText(testimonials[0]!.quote);
  await previous.click();
  await expect(active).toContainText(testimonials[3]!.quote);
  await next.click();
  for (const testimonial of [...testimonials.slice(1), testimonials[0]!]) {
    await next.click();
    await expect(active).toContainText(testimonial.quote);
  }
  // Keyboard: focus a slide button and choose slide 3.
  await carousel.getByRole('button', { name: /Show slide 3/ }).focus();
  await page.keyboard.press('Enter');
  await expect(active).toContainText(testimonials[2]!.quote);
  await expect(carousel.getByRole('button', { name: /Show slide 3/ })).toHaveAttribute('aria-current', 'true');
  // Slides out of view are out of the tab order and the accessibility tree.
  await expect(carousel.locator('[aria-roledescription="slide"][inert]')).toHaveCount(3);
});

test('the carousel can be paused and does not move while paused', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/candidates');
  const carousel = page.getByRole('region', { name: 'What Our Candidates Say' });
  const active = carousel.locator('[aria-roledescription="slide"][data-active="true"]');
  await page.clock.runFor(7500);
  await expect(active).toContainText(testimonials[1]!.quote);
  await carousel.getByRole('button', { name: 'Pause automatic slide show' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(20_000);
  await expect(active).toContainText(testimonials[1]!.quote);
});

test('the comparison guide accordions open one at a time and close again', async ({ page }) => {
  await gotoHydrated(page, '/aca-acca-info');
  const section = page.getByRole('region', { name: acaAccaComparisonPage.sections[0].heading });
  // Native <details>: the summary is the button, the element's open state the expanded one.
  const item = (title: string) => section.locator('details', { has: page.locator('summary', { hasText: title }) });
  const structure = item('Exam Structure');
  const dates = item('Key Exam Dates');
  await structure.locator('summary').click();
  await expect(structure).toHaveAttribute('open', '');
  await expect(section.getByText(acaAccaComparisonPage.sections[0].accordions[0].items[0]!)).toBeVisible();
  await dates.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(dates).toHaveAttribute('open', '');
  await expect(structure).not.toHaveAttribute('open');
  await page.keyboard.press('Space');
  await expect(dates).not.toHaveAttribute('open');
});

test('CIMA milestones expand and collapse on click, several at a time, with or without the scripts', async ({ page }) => {
  // Native <details>: they work before (and without) the app's scripts.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/cima-info');
  const item = (title: string) => page.locator('details', { has: page.locator('summary', { hasText: title }) });
  const [, second, third] = cimaPage.journey.milestones;
  const milestone = item(third!.title);
  await milestone.locator('summary').click();
  await expect(milestone).toHaveAttribute('open', '');
  for (const detail of third!.details) await expect(milestone.getByText(detail, { exact: true })).toBeVisible();
  await item(second!.title).locator('summary').click();
  await expect(item(second!.title)).toHaveAttribute('open', '');
  await expect(milestone).toHaveAttribute('open', '');
  await milestone.locator('summary').click();
  await expect(milestone).not.toHaveAttribute('open');
  for (const detail of third!.details) await expect(milestone.getByText(detail, { exact: true })).toBeHidden();
  // The summary is a keyboard control too.
  await milestone.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(milestone).toHaveAttribute('open', '');
});

test('the fee calculator gives band, percentage and fee from the fee bands', async ({ page }) => {
  await gotoHydrated(page, '/our-fees');
  const salary = page.getByLabel('Annual base salary (€)');
  for (const amount of [30_000, 35_000, 44_999, 45_000, 80_000]) {
    await salary.fill(amount.toLocaleString('en-IE'));
    const quote = feeForSalary(amount);
    const shown = page.getByTestId('fee-quote');
    await expect(shown).toContainText(quote.band.salaryLabel);
    await expect(shown).toContainText(`${quote.percentage}%`);
    await expect(shown).toContainText(formatEuro(quote.fee));
    // The quoted band's card among the fee bands is marked, and only it.
    await expect(page.locator('[data-fee-band][data-active]')).toHaveAttribute('data-fee-band', quote.band.id);
    await expect(page.locator('[data-fee-band][data-active]')).toHaveCSS('border-color', 'rgb(20, 184, 166)');
  }
  await salary.fill('abc');
  await expect(page.getByTestId('fee-quote')).toHaveCount(0);
  await expect(page.locator('[data-fee-band][data-active]')).toHaveCount(0);
  await expect(page.getByText('Enter an annual salary in euro, above €0.')).toBeVisible();
});

test('the salary checker gives the range for a role and level', async ({ page }) => {
  await gotoHydrated(page, '/salary-guide');
  const audit = salaryTables.find((table) => table.id === 'audit')!;
  const manager = audit.rows.find((row) => row.position === 'Manager')!;
  await page.getByLabel('Role').selectOption({ label: 'Manager' });
  await page.getByLabel('Level').selectOption({ label: audit.levels[2] });
  await expect(page.getByTestId('salary-range')).toContainText(manager.ranges[2]);
  expect(manager.ranges[2]).toBe('€90k - €120k');
});

test('a job card opens its application page, and an unknown job id goes home', async ({ page }) => {
  await gotoHydrated(page, '/');
  const job = featuredJobs[1]!;
  await page.locator('#jobs').scrollIntoViewIfNeeded();
  await page.locator('#jobs').getByRole('link', { name: new RegExp(job.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/job-application/${job.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Apply for ${job.title} \\|`));

  await page.goto('/job-application/does-not-exist');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: hero.headlineLines.join(' ') })).toBeVisible();
});

test('an island whose code fails to load keeps its prerendered content', async ({ page }) => {
  // Pages are prerendered HTML; only their islands hydrate, so a failed chunk costs interactivity, not content.
  await page.route(/\/assets\/fee-calculator-[^/]+\.js$/, (route) => route.abort());
  const failed = page.waitForEvent('requestfailed', (request) => /fee-calculator-/.test(request.url()));
  await page.goto('/our-fees');
  const salary = page.getByLabel('Annual base salary (€)');
  await salary.scrollIntoViewIfNeeded();
  await failed;
  await expect(salary).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#site-header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
});
