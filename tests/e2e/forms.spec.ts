import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { FEE_CALCULATOR_MAX_SALARY, feeForSalary } from '#content/fees';
import { formatEuro } from '#content/format';
import { findJob } from '#content/jobs';
import { pdfBytes } from '../support/cv-files.ts';
import { holdAppScripts, isHydrated } from './support/hold-app-scripts.ts';
import { formReady } from './support/site.ts';

/**
 * The forms explain themselves and never lose what was typed (issues 12 and 17): typing before the
 * scripts run survives hydration and never submits natively; a disabled Submit says what is missing;
 * a CV upload shows bytes sent of the total with a Cancel; zod arrives only with the first submit;
 * the fee calculator reads salaries as people type them, says what is wrong and where to go next.
 */

// The app's scripts wait this long: the page's load event waits for them too, so tests go on at DOMContentLoaded.
const HOLD_MS = 10_000;

/** axe (WCAG A/AA and best practice) finds nothing in the part of the page `selector` names. */
async function expectAccessible(page: Page, selector: string) {
  const scan = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/** A real PDF padded to `bytes` (whitespace after %%EOF is allowed), big enough to watch it upload. */
const bigPdf = (bytes: number) => {
  const pdf = pdfBytes();
  return { name: 'Big CV.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, 0x20)]) };
};

/** Chromium's network throttling (upload bytes per second), through the DevTools protocol. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const set = (uploadThroughput: number) => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput });
  await set(bytesPerSecond);
  return { stop: () => set(-1) };
}

async function fillContact(page: Page) {
  const form = page.getByRole('form', { name: 'Get in Touch' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Upload Tester');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('upload.tester@example.com');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Please find my CV attached.');
  return form;
}

test.describe('before the scripts run', () => {
  test('the contact form takes typing at first paint, keeps it through hydration, and Enter submits nothing', async ({ page }) => {
    const navigations: Request[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request);
    });
    await holdAppScripts(page, HOLD_MS);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const navigationsAtLoad = navigations.length;
    const form = page.getByRole('form', { name: 'Get in Touch' });
    const name = form.getByRole('textbox', { name: 'Name', exact: true });
    await name.scrollIntoViewIfNeeded();

    await name.fill('Early Bird');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('early@example.com');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Typed before the scripts ran.');
    await form.getByRole('checkbox').check();
    // The CV control is a native file input under its label: it works before the scripts too.
    await form.getByRole('button', { name: 'Select file' }).setInputFiles({ name: 'Early CV.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await name.press('Enter');
    // Still the prerendered page: nothing was sent, no data went into a URL.
    expect(await isHydrated(page)).toBe(false);
    await expect(form).not.toHaveAttribute('data-hydrated', 'true');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await page.waitForTimeout(300);
    expect(navigations.length).toBe(navigationsAtLoad);
    expect(new URL(page.url()).search).toBe('');

    await expect(form).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
    await expect(name).toHaveValue('Early Bird');
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('early@example.com');
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Typed before the scripts ran.');
    await expect(form.getByRole('checkbox')).toBeChecked();
    await expect(form.getByRole('button', { name: 'Early CV.pdf', exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Remove Early CV.pdf' })).toBeVisible();
    // React adopted the answers: the consent it saw enables Send, and typing on keeps the rest.
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await name.press('End');
    await name.pressSequentially(' Jr');
    await expect(name).toHaveValue('Early Bird Jr');
    expect(new URL(page.url()).search).toBe('');
  });

  test('the application form keeps typed answers and a citizenship choice through hydration', async ({ page }) => {
    await holdAppScripts(page, HOLD_MS);
    await page.goto('/job-application/1', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Apply for this Role' });
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Early Applicant');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('087 000 0000');
    await form.getByRole('radio', { name: 'No' }).check();
    await form.getByRole('textbox', { name: 'Full Name' }).press('Enter');
    expect(await isHydrated(page)).toBe(false);
    expect(new URL(page.url()).search).toBe('');

    await expect(form).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Early Applicant');
    await expect(form.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('087 000 0000');
    await expect(form.getByRole('radio', { name: 'No' })).toBeChecked();
    // React knows the answer: a non-EU applicant is asked for the visa status.
    await expect(form.getByRole('combobox', { name: 'Visa / Immigration Status' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Submit Application' })).toHaveAccessibleDescription(
      'To send, please add: your email address, your visa status, your CV and your consent to the privacy policy.',
    );
  });

  test('the fee calculator quotes an amount typed before hydration', async ({ page }) => {
    await holdAppScripts(page, HOLD_MS);
    await page.goto('/our-fees', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Annual base salary (€)').fill('60k');
    expect(await isHydrated(page)).toBe(false);
    await expect(page.getByTestId('fee-quote')).toContainText(formatEuro(feeForSalary(60_000).fee), { timeout: 30_000 });
    await expect(page.getByLabel('Annual base salary (€)')).toHaveValue('60k');
  });
});

test.describe('forms that explain themselves', () => {
  test('a disabled Submit says what is missing, and stops saying it when nothing is', async ({ page }) => {
    const job = findJob('3')!;
    await page.goto(`/job-application/${job.id}`);
    const form = page.getByRole('form', { name: 'Apply for this Role' });
    await formReady(form);
    const submit = form.getByRole('button', { name: 'Submit Application' });
    const hint = form.getByTestId('submit-hint');

    await expect(submit).toBeDisabled();
    await expect(hint).toBeVisible();
    await expect(submit).toHaveAccessibleDescription(
      'To send, please add: your full name, your email address, your phone number, whether you are an EU citizen, your CV and your consent to the privacy policy.',
    );
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Ann Byrne');
    await form.getByRole('textbox', { name: 'Email Address' }).fill('ann@example.com');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('01 234 5678');
    await form.getByRole('radio', { name: 'Yes' }).check();
    await expect(submit).toHaveAccessibleDescription('To send, please add: your CV and your consent to the privacy policy.');
    await form.locator('input[type="file"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await form.getByRole('checkbox').check();
    await expect(submit).toBeEnabled();
    await expect(hint).toHaveCount(0);
    await expect(submit).toHaveAccessibleDescription('');
  });

  test('the contact form says the consent is what it waits for', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Get in Touch' });
    // The form hydrates when the visitor starts on it (an island, app/island-registry.ts).
    await form.scrollIntoViewIfNeeded();
    await formReady(form);
    const submit = form.getByRole('button', { name: 'Send Message' });
    await expect(submit).toHaveAccessibleDescription('To send, please tick the privacy consent box above.');
    await form.getByRole('checkbox').check();
    await expect(submit).toHaveAccessibleDescription('');
  });

  test('zod reaches the browser with the first submit, not before', async ({ page }) => {
    const zodScripts: string[] = [];
    page.on('response', async (response) => {
      if (!/\/assets\/[^/]+\.js$/.test(response.url())) return;
      const body = await response.text().catch(() => '');
      // zod's object schema: every form schema is one.
      if (body.includes('$ZodObject')) zodScripts.push(response.url());
    });
    await page.goto('/');
    const form = await fillContact(page);
    await expect(form).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(zodScripts).toEqual([]);

    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    expect(zodScripts.length).toBeGreaterThan(0);
  });
});

test.describe('CV upload progress', () => {
  test('shows bytes sent of the total with a Cancel; Remove waits; a cancel keeps everything and sending again works', async ({ page }) => {
    test.setTimeout(120_000);
    const fileBytes = 3 * 1024 * 1024;
    let contactCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) contactCalls += 1;
    });
    await page.goto('/');
    const form = await fillContact(page);
    await expect(form).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
    await form.locator('input[type="file"]').setInputFiles(bigPdf(fileBytes));
    await form.getByRole('checkbox').check();

    // About 32 s for the file at 96 KiB/s: long enough to watch the bar move and check it (axe too).
    const throttle = await throttleUploads(page, 96 * 1024);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const bar = form.getByRole('progressbar', { name: 'Uploading Big CV.pdf' });
    await expect(bar).toBeVisible();
    await expect(form.getByRole('button', { name: 'Remove Big CV.pdf' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Big CV.pdf', exact: true })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    const reading = () => bar.evaluate((element: HTMLProgressElement) => ({ value: element.value, max: element.max }));
    // The bar counts the bytes of the request (the file plus the form's policy fields).
    await expect.poll(async () => (await reading()).value, { message: 'bytes sent so far' }).toBeGreaterThan(128 * 1024);
    const midway = await reading();
    expect(midway.max).toBeGreaterThanOrEqual(fileBytes);
    expect(midway.max).toBeLessThan(fileBytes + 64 * 1024);
    expect(midway.value).toBeLessThan(midway.max);
    await expect.poll(async () => (await reading()).value).toBeGreaterThan(midway.value);
    await expectAccessible(page, 'form[aria-label="Get in Touch"]');

    await form.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(bar).toHaveCount(0);
    await expect(form.getByText('Upload cancelled. Everything you entered and your file are kept')).toBeVisible();
    await expect(toast(page, 'Error')).toHaveCount(0);
    expect(contactCalls).toBe(0);
    // Focus comes back to the form, on the button that sends again.
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Upload Tester');
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Please find my CV attached.');
    await expect(form.getByRole('checkbox')).toBeChecked();
    await expect(form.getByRole('button', { name: 'Big CV.pdf', exact: true })).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Remove Big CV.pdf' })).toBeEnabled();

    // Sending again uploads the same file to the end.
    await throttle.stop();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message Sent')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Message Sent' })).toBeFocused();
    expect(contactCalls).toBe(1);
    await expectAccessible(page, '[data-testid="sent-confirmation"]');
  });
});

test.describe('fee calculator', () => {
  const quoteFor = async (page: Page, typed: string) => {
    const salary = page.getByLabel('Annual base salary (€)');
    await salary.fill(typed);
    return salary;
  };

  test('reads 60k, 60,000, €60k and €60,000 alike, then points to the employer form', async ({ page }) => {
    await page.goto('/our-fees');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const expected = feeForSalary(60_000);
    for (const typed of ['60k', '60,000', '€60k', '€60,000']) {
      const salary = await quoteFor(page, typed);
      await expect(page.getByTestId('fee-quote')).toContainText(formatEuro(expected.fee));
      await expect(page.getByTestId('fee-quote')).toContainText(`${expected.percentage}%`);
      await expect(salary).not.toHaveAttribute('aria-invalid', 'true');
    }
    const cta = page.getByTestId('fee-cta');
    await expect(cta).toContainText('Hiring for this role?');
    await cta.getByRole('link', { name: 'Send us your vacancy' }).click();
    await expect(page).toHaveURL(/\/recruitment-solutions$/);
    await expect(page.getByRole('form', { name: 'Partner With Us' })).toBeVisible();
  });

  test('bad input is an error, tied to the field; a salary past the maximum explains itself instead of a fee', async ({ page }) => {
    await page.goto('/our-fees');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const salary = await quoteFor(page, 'sixty grand');
    await expect(salary).toHaveAttribute('aria-invalid', 'true');
    const error = page.getByTestId('fee-error');
    await expect(error).toContainText('Enter an annual salary in euro, above €0.');
    await expect(salary).toHaveAccessibleDescription(/Enter an annual salary in euro, above €0\./);
    // Styled as an error: red text, not the grey of a hint.
    // The computed colour may be oklch(): a canvas turns it into RGB.
    const [red, green, blue] = await error.evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    });
    expect(red!).toBeGreaterThan(green! + 60);
    expect(red!).toBeGreaterThan(blue! + 60);
    await expect(page.getByTestId('fee-quote')).toHaveCount(0);
    await expect(page.getByTestId('fee-cta')).toHaveCount(0);
    await expectAccessible(page, 'section[aria-labelledby="fee-calculator-heading"]');

    await quoteFor(page, '€1,000,000,000');
    await expect(page.getByTestId('fee-quote')).toHaveCount(0);
    await expect(error).toContainText(`The calculator covers salaries up to ${formatEuro(FEE_CALCULATOR_MAX_SALARY)}.`);
    await expect(page.getByText('€120,000,000')).toHaveCount(0);
    await expect(page.getByTestId('fee-cta')).toBeVisible();

    await quoteFor(page, '');
    await expect(salary).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('fee-error')).toHaveCount(0);
  });
});
