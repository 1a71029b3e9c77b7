import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { visaStatusOptions } from '#content/forms';
import { findJob } from '#content/jobs';
import { exeBytes, pdfBytes } from '../support/cv-files.ts';
import { formReady } from './support/site.ts';

/**
 * The contact, partner and job application forms in Chromium against the local stack: a real PDF
 * goes through the presigned POST, the toasts of the spec appear, the form clears on success and
 * keeps everything on failure, and the recruiters' email shows up in the local mailbox.
 */
interface StoredEmail {
  subject: string;
  replyTo: string[];
  body: { text?: string; html?: string };
  attachments: { filename?: string; content: string }[];
}

async function emailWithSubject(request: APIRequestContext, subject: string): Promise<StoredEmail> {
  let found: StoredEmail | undefined;
  await expect
    .poll(
      async () => {
        const { emails } = (await (await request.get('/api/_local/emails')).json()) as { emails: StoredEmail[] };
        found = emails.find((email) => email.subject === subject);
        return found !== undefined;
      },
      { timeout: 20_000, message: `an email "${subject}" in the local mailbox` },
    )
    .toBe(true);
  return found!;
}

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const marker = () => randomUUID().slice(0, 8);
const pdf = (name = 'Jane CV.pdf') => ({ name, mimeType: 'application/pdf', buffer: pdfBytes() });

/** Holds each request to `path` until released, so the in-flight state can be seen. */
async function holdRequests(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('contact form (home page, with CV)', () => {
  test('sends an enquiry with a real PDF: Sending..., the toast, everything cleared, the email with the CV', async ({ page, request }) => {
    const name = `Jane Doe ${marker()}`;
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Get in Touch' });
    await form.scrollIntoViewIfNeeded();
    const submit = form.getByRole('button', { name: 'Send Message' });

    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('jane.doe@example.com');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+353 87 123 4567');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Newly qualified ACA looking for a financial accountant role in Dublin.');
    await expect(form.getByRole('button', { name: 'Select file' })).toBeVisible();
    await expect(form.getByText('Accepted formats: PDF, DOC, DOCX')).toBeVisible();
    await form.locator('input[type="file"]').setInputFiles(pdf());
    await expect(form.getByRole('button', { name: 'Jane CV.pdf', exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Remove Jane CV.pdf' })).toBeVisible();

    // Consent gates the button.
    await expect(submit).toBeDisabled();
    await form.getByRole('checkbox').check();
    await expect(submit).toBeEnabled();

    const release = await holdRequests(page, '**/api/contact');
    await submit.click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();

    await expect(toast(page, 'Message Sent')).toContainText("Thank you for contacting us. We'll be in touch shortly.");
    // A lasting confirmation takes the form's place and the focus; the form comes back cleared.
    const confirmation = page.getByRole('region', { name: 'Message Sent' });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText('replies to jane.doe@example.com');
    await confirmation.getByRole('button', { name: 'Send another message' }).click();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Select file' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled();

    const email = await emailWithSubject(request, `Website enquiry from ${name}`);
    expect(email.replyTo).toEqual([`"${name}" <jane.doe@example.com>`]);
    expect(email.attachments.map((attachment) => attachment.filename)).toEqual(['Jane-CV.pdf']);
    expect(Buffer.from(email.attachments[0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('refuses a wrong type or a file over 10 MB with the spec toasts and the same words at the field, and Remove clears the choice', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Get in Touch' });
    const input = form.locator('input[type="file"]');
    // React runs the form once the visitor starts on it (a file chosen before that is checked when it
    // takes over; here we test the control).
    await form.scrollIntoViewIfNeeded();
    await formReady(form);
    const selectFile = form.getByRole('button', { name: 'Select file' });

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a CV') });
    await expect(toast(page, 'Invalid file type')).toContainText('Please select a PDF or Word document.');
    await expect(selectFile).toBeVisible();
    await expect(form.getByText('Please select a PDF or Word document.')).toBeVisible();
    await expect(selectFile).toHaveAccessibleDescription(/Please select a PDF or Word document\./);

    await input.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) });
    await expect(toast(page, 'File too large')).toContainText('Please select a file smaller than 10MB.');
    await expect(selectFile).toBeVisible();
    await expect(selectFile).toHaveAccessibleDescription(/Please select a file smaller than 10MB\./);

    await input.setInputFiles(pdf('cv.pdf'));
    // A good file clears the message.
    await expect(form.getByText('Please select a file smaller than 10MB.')).toHaveCount(0);
    await form.getByRole('button', { name: 'Remove cv.pdf' }).click();
    await expect(form.getByRole('button', { name: 'Select file' })).toBeVisible();
  });

  test('shows field messages before sending anything when a field is invalid', async ({ page }) => {
    let sent = 0;
    await page.route('**/api/contact', (route) => {
      sent += 1;
      return route.continue();
    });
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Get in Touch' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Jane');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('jane@');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Please enter a message.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
    expect(sent).toBe(0);
  });

  test('no answer yet (5xx, a lost connection): the same attempt is sent again with one idempotency key until it is answered', async ({ page }) => {
    const keys: string[] = [];
    await page.route('**/api/contact', (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      if (keys.length === 1) return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'dependency_unavailable', message: 'An unexpected error occurred' } }) });
      if (keys.length === 2) return route.abort('connectionreset');
      if (keys.length === 3) return route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: { code: 'submission_in_progress', message: 'Your submission is still being processed. Please wait a moment.' } }) });
      return route.fulfill({ status: 202, contentType: 'application/json', body: JSON.stringify({ success: true, submissionId: '6f1c1c5e-1d7b-4f57-9d59-3b0f8d6c2a10' }) });
    });
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Get in Touch' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Jane Doe');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('jane@example.com');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send Message' }).click();

    // 1 s, 2 s and 4 s apart, then answered.
    await expect(toast(page, 'Message Sent')).toContainText("Thank you for contacting us. We'll be in touch shortly.", { timeout: 20_000 });
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  test('over the limit (429): the error toast at once, everything kept; the next click is a new attempt with a new key', async ({ page }) => {
    const keys: string[] = [];
    await page.route('**/api/contact', (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      return route.fulfill({
        status: 429,
        headers: { 'retry-after': '42' },
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'rate_limited', message: 'You have sent several forms in a short time. Please wait a minute and try again.' } }),
      });
    });
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Get in Touch' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Jane Doe');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('jane@example.com');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await form.locator('input[type="file"]').setInputFiles(pdf());
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(toast(page, 'Error')).toContainText('There was a problem sending your message. Please try again.');
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Jane Doe');
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Hello');
    await expect(form.getByRole('checkbox')).toBeChecked();
    await expect(form.getByRole('button', { name: 'Jane CV.pdf', exact: true })).toBeVisible();
    // A limit is an answer: not retried.
    expect(keys).toHaveLength(1);

    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => keys.length).toBe(2);
    expect(new Set(keys).size).toBe(2);
  });

  test('a forged file (an executable named .pdf) is refused by the API, next to the CV control', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Get in Touch' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Mallory');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('mallory@example.com');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Please see my CV');
    await form.locator('input[type="file"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: exeBytes() });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(toast(page, 'Error')).toContainText('There was a problem sending your message. Please try again.');
    await expect(form.getByText('Please select a PDF or Word document.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'cv.pdf', exact: true })).toHaveAccessibleDescription(/Please select a PDF or Word document\./);
  });
});

test.describe('partner form (employers, no CV)', () => {
  test('sends an employer enquiry and finds it in the mailbox', async ({ page, request }) => {
    const name = `Pat Employer ${marker()}`;
    await page.goto('/recruitment-solutions');
    const form = page.getByRole('form', { name: 'Partner With Us' });
    await expect(form.locator('input[type="file"]')).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('pat@acme.example');
    await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Acme Finance Ltd');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('We are hiring two management accountants in Cork.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(toast(page, 'Message Sent')).toContainText("Thank you for contacting us. We'll be in touch shortly.");
    const confirmation = page.getByRole('region', { name: 'Message Sent' });
    await expect(confirmation).toBeFocused();
    // The employer pages promise an answer within 48 hours.
    await expect(confirmation).toContainText('We respond within 48 hours, at pat@acme.example');
    await confirmation.getByRole('button', { name: 'Send another message' }).click();
    await expect(form.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('');
    const email = await emailWithSubject(request, `Partner enquiry from ${name} (Acme Finance Ltd)`);
    expect(email.attachments).toEqual([]);
  });

  test('a response without success shows its message, or "Unknown error occurred"', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 202, contentType: 'application/json', body: '{}' }));
    await page.goto('/recruitment-solutions');
    const form = page.getByRole('form', { name: 'Partner With Us' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Pat');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('pat@acme.example');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Hiring');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Error')).toContainText('Unknown error occurred');
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Pat');
  });
});

test.describe('job application form', () => {
  test('applies with a real PDF: the visa rules, Submitting Application..., the toast, the email', async ({ page, request }) => {
    const job = findJob('1')!;
    const name = `John Murphy ${marker()}`;
    await page.goto(`/job-application/${job.id}`);
    const form = page.getByRole('form', { name: 'Apply for this Role' });
    const submit = form.getByRole('button', { name: 'Submit Application' });

    await form.getByRole('textbox', { name: 'Full Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Email Address' }).fill('john.murphy@example.com');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('087 765 4321');
    await expect(form.getByRole('combobox', { name: 'Visa / Immigration Status' })).toHaveCount(0);

    // 'No' shows the twelve visa options; 'Yes' hides and clears them.
    await form.getByRole('radio', { name: 'No' }).check();
    const visa = form.getByRole('combobox', { name: 'Visa / Immigration Status' });
    await expect(visa.locator('option:not([value=""])')).toHaveText(visaStatusOptions.map((option) => option.label));
    await visa.selectOption('stamp-1g');
    await form.getByRole('radio', { name: 'Yes' }).check();
    await expect(form.getByRole('combobox', { name: 'Visa / Immigration Status' })).toHaveCount(0);
    await form.getByRole('radio', { name: 'No' }).check();
    await expect(form.getByRole('combobox', { name: 'Visa / Immigration Status' })).toHaveValue('');

    // Disabled until every required answer, the CV and the consent are there.
    await expect(submit).toBeDisabled();
    await form.getByRole('combobox', { name: 'Visa / Immigration Status' }).selectOption('critical-skills');
    await form.locator('input[type="file"]').setInputFiles(pdf('John Murphy CV.pdf'));
    await expect(submit).toBeDisabled();
    await form.getByRole('checkbox').check();
    await expect(submit).toBeEnabled();

    const release = await holdRequests(page, '**/api/applications');
    await submit.click();
    await expect(form.getByRole('button', { name: 'Submitting Application...' })).toBeDisabled();
    release();

    await expect(toast(page, 'Application Submitted')).toContainText("Thank you for your application. We'll review it and get back to you soon.");
    const confirmation = page.getByRole('region', { name: 'Application Submitted' });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText(`reviews your application for ${job.title}`);
    await confirmation.getByRole('button', { name: 'Start a new application' }).click();
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    await expect(form.getByRole('radio', { name: 'No' })).not.toBeChecked();
    await expect(form.getByRole('combobox', { name: 'Visa / Immigration Status' })).toHaveCount(0);
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Select file' })).toBeVisible();

    const email = await emailWithSubject(request, `Job application: ${job.title} - ${name}`);
    expect(email.body.text).toContain(`Salary: ${job.salary}`);
    expect(email.body.text).toContain('Visa status: Critical Skills Employment Permit');
    expect(email.attachments.map((attachment) => attachment.filename)).toEqual(['John-Murphy-CV.pdf']);
  });

  test('a failure keeps everything and shows the application error toast', async ({ page }) => {
    await page.route('**/api/applications', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: { code: 'validation_failed', message: 'Some fields are missing or invalid.', fields: { phone: 'Please enter a valid phone number.' } } }) }),
    );
    await page.goto('/job-application/3');
    const form = page.getByRole('form', { name: 'Apply for this Role' });
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Ann Byrne');
    await form.getByRole('textbox', { name: 'Email Address' }).fill('ann@example.com');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('01 234 5678');
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.locator('input[type="file"]').setInputFiles(pdf());
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Submit Application' }).click();

    await expect(toast(page, 'Error')).toContainText('There was a problem submitting your application. Please try again.');
    await expect(form.getByText('Please enter a valid phone number.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('aria-invalid', 'true');
    // The fields were disabled while sending; focus comes back to the field in error.
    await expect(form.getByRole('textbox', { name: 'Phone Number' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ann Byrne');
    await expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(form.getByRole('checkbox')).toBeChecked();

    const scan = await new AxeBuilder({ page }).include('form').analyze();
    expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
