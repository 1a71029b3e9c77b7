import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { agency } from '#content/agency';
import { disclaimer } from '#content/chat';
import { handoverTexts } from '#content/chat-handover';
import { privacyConsent } from '#content/forms';
import { assistantMessages, messageBox, sendButton } from './support/chat.ts';

/**
 * Asking Aine for a recruiter, in Chromium against the local stack (offline engine), in the
 * floating chat and on /ai-assistant: the dialogue, the consent, the confirmation with the business
 * hours, and the email that reaches the recruiters' mailbox (`GET /api/_local/emails`).
 */

/**
 * Sends a message and waits for Aine's answer to it (the reply after the ones already shown). The last reply's
 * words can all be on screen before its stream has closed, and the spec keeps send disabled until then: Enter
 * pressed in that gap sends nothing (the draft stays in the box), so wait for send, as a visitor would.
 */
async function ask(page: Page, message: string, expected: string | RegExp) {
  const before = await assistantMessages(page).count();
  await messageBox(page).fill(message);
  await expect(sendButton(page)).toBeEnabled();
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).toHaveValue('');
  const reply = assistantMessages(page).nth(before);
  await expect(reply).toContainText(expected);
  return reply;
}

interface MailboxEmail {
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
}

async function mailsReplyingTo(request: APIRequestContext, address: string): Promise<MailboxEmail[]> {
  const response = await request.get('/api/_local/emails');
  const { emails } = (await response.json()) as { emails: MailboxEmail[] };
  return emails.filter((email) => email.replyTo.some((replyTo) => replyTo.includes(address)));
}

async function handOver(page: Page, request: APIRequestContext, question: string) {
  const visitor = `e2e.${randomUUID().slice(0, 8)}@example.com`;
  await ask(page, question, 'pass your question on');
  await ask(page, 'Yes please', handoverTexts.askName);
  await ask(page, 'Niamh <i>Kelly</i>', handoverTexts.askEmail('Niamh'));
  await ask(page, visitor, handoverTexts.askPhone);
  const consent = await ask(page, '087 123 4567', privacyConsent);
  await expect(consent).toContainText(`${agency.brandName}'s recruiters`);
  await expect(consent.getByRole('link', { name: '/privacy-policy' })).toHaveAttribute('href', '/privacy-policy');
  const done = await ask(page, 'yes', agency.businessHours.display);
  await expect(done).toContainText(/reference [0-9a-f]{8}/);

  await expect.poll(async () => (await mailsReplyingTo(request, visitor)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailsReplyingTo(request, visitor);
  expect(mail!.destination.to).toEqual(['recruiters@ledgerline.example']);
  expect(mail!.subject).toBe('Question from the chat with Aine - Niamh <i>Kelly</i>');
  expect(mail!.body.html).toContain('Niamh &lt;i&gt;Kelly&lt;/i&gt;');
  expect(mail!.body.text).toContain(question);

  // Sending "yes" again does not pass it on twice.
  await ask(page, 'yes', 'already with');
  await page.waitForTimeout(2000);
  expect(await mailsReplyingTo(request, visitor)).toHaveLength(1);
}

test('the floating chat passes a question it cannot answer on to the recruiters', async ({ page, request }) => {
  await page.goto('/salary-guide');
  await page.getByRole('button', { name: 'Ask Aine', exact: true }).click();
  await page.getByRole('button', { name: disclaimer.acceptLabel }).click();
  await expect(page.getByTestId('floating-chat')).toBeVisible();
  await handOver(page, request, 'What is the price of bitcoin in Cork?');
});

test('/ai-assistant passes a question on, and can be cancelled', async ({ page, request }) => {
  await page.goto('/ai-assistant');
  await page.getByRole('button', { name: disclaimer.acceptLabel }).click();
  await expect(messageBox(page)).toBeEnabled();
  await ask(page, 'Can I talk to a recruiter?', handoverTexts.start);
  await ask(page, 'cancel', handoverTexts.cancelled);
  await handOver(page, request, 'Do you know a good pizza place on Mars?');
});
