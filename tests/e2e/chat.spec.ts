import { expect, test, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  assistantPage,
  chatErrorMessages,
  chatGreetings,
  DISCLAIMER_ACCEPTED_STORAGE_KEY,
  disclaimer,
  popularQuestions,
} from '#content/chat';
import { assistantMessages, messageBox, sendButton } from './support/chat.ts';

/**
 * Aine in Chromium against the local stack (offline engine): the floating assistant, the
 * /ai-assistant page, the disclaimer flows, session memory, streaming and the error catalogue.
 */
const launcher = (page: Page) => page.getByRole('button', { name: 'Ask Aine', exact: true });
const acceptance = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), DISCLAIMER_ACCEPTED_STORAGE_KEY);

async function acceptFloatingDisclaimer(page: Page) {
  await launcher(page).click();
  await expect(page.getByRole('dialog', { name: disclaimer.title })).toBeVisible();
  await page.getByRole('button', { name: disclaimer.acceptLabel }).click();
}

/** Holds each chat request for `ms` before it reaches the server, so the waiting state can be seen. */
async function slowChat(page: Page, ms: number) {
  await page.route('**/api/chat', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('floating assistant', () => {
  test('Cancel closes the disclaimer and the chat, and records nothing', async ({ page }) => {
    await page.goto('/salary-guide');
    await launcher(page).click();
    const dialog = page.getByRole('dialog', { name: disclaimer.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('AI assistant');
    await page.getByRole('button', { name: disclaimer.cancelLabel }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('floating-chat')).toHaveCount(0);
    await expect(launcher(page)).toBeVisible();
    expect(await acceptance(page)).toBeNull();
  });

  test('accepting opens the chat with the page greeting; a question gets the guide figure', async ({ page }) => {
    await page.goto('/salary-guide');
    await acceptFloatingDisclaimer(page);
    expect(await acceptance(page)).toBe('true');
    const chat = page.getByTestId('floating-chat');
    await expect(chat).toBeVisible();
    await expect(assistantMessages(page).first()).toHaveText(`Aine: ${chatGreetings['salary-guide']}`);

    await expect(messageBox(page)).toBeEnabled();
    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).fill('   ');
    await expect(sendButton(page)).toBeDisabled();

    await messageBox(page).fill('How much does a Big 4 audit manager earn?');
    await expect(sendButton(page)).toBeEnabled();
    await messageBox(page).press('Enter');
    await expect(messageBox(page)).toHaveValue('');
    await expect(page.getByTestId('user-message')).toHaveText('You: How much does a Big 4 audit manager earn?');
    await expect(assistantMessages(page).nth(1)).toContainText('€90k - €120k');

    // Closing keeps the conversation for this page.
    await page.getByRole('button', { name: 'Close chat' }).click();
    await expect(chat).toBeHidden();
    await launcher(page).click();
    await expect(assistantMessages(page).nth(1)).toContainText('€90k - €120k');
  });

  test('remembers acceptance for the browser session: no disclaimer on the next page, greeting of its context', async ({ page }) => {
    await page.goto('/salary-guide');
    await acceptFloatingDisclaimer(page);
    await page.goto('/interview-preparation');
    await launcher(page).click();
    await expect(page.getByRole('dialog', { name: disclaimer.title })).toHaveCount(0);
    await expect(assistantMessages(page).first()).toHaveText(`Aine: ${chatGreetings['interview-tips']}`);

    await page.goto('/cta-info');
    await launcher(page).click();
    await expect(assistantMessages(page).first()).toHaveText(`Aine: ${chatGreetings['interview-tips']}`);
  });

  for (const [path, context] of [
    ['/salary-guide', 'salary-guide'],
    ['/interview-preparation', 'interview-tips'],
    ['/cta-info', 'interview-tips'],
    ['/market-trends', 'market-trends'],
  ] as const) {
    test(`${path} carries exactly one assistant, greeting in the ${context} context`, async ({ page }) => {
      await page.goto(path);
      await expect(launcher(page)).toBeVisible();
      // The launcher loads after hydration; give a second instance time to appear if there is one.
      await page.waitForLoadState('networkidle');
      await expect(launcher(page)).toHaveCount(1);
      await acceptFloatingDisclaimer(page);
      await expect(assistantMessages(page).first()).toHaveText(`Aine: ${chatGreetings[context]}`);
    });
  }

  test('pages without the assistant have no launcher', async ({ page }) => {
    for (const path of ['/', '/our-fees', '/ai-assistant']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(launcher(page)).toHaveCount(0);
    }
  });

  test('acceptance does not outlive the browser session', async ({ browser }) => {
    const first = await browser.newContext();
    const page = await first.newPage();
    await page.goto('/salary-guide');
    await acceptFloatingDisclaimer(page);
    await first.close();

    const second = await browser.newContext();
    const later = await second.newPage();
    await later.goto('/salary-guide');
    await launcher(later).click();
    await expect(later.getByRole('dialog', { name: disclaimer.title })).toBeVisible();
    await second.close();
  });

  test('the small close button hides the assistant for this page only', async ({ page }) => {
    await page.goto('/salary-guide');
    await page.getByRole('button', { name: 'Hide Aine' }).click();
    await expect(launcher(page)).toHaveCount(0);
    await page.reload();
    await expect(launcher(page)).toBeVisible();
  });

  test('shows the typing indicator while waiting, keeps send disabled, and sends the thread id back', async ({ page }) => {
    const bodies: Array<{ threadId: string | null; context: string }> = [];
    page.on('request', (request: Request) => {
      if (request.url().endsWith('/api/chat')) bodies.push(request.postDataJSON() as { threadId: string | null; context: string });
    });
    await page.goto('/interview-preparation');
    await acceptFloatingDisclaimer(page);
    // Long enough that checking the indicator and typing the next message fit inside it on a loaded CI machine (700 ms did not once).
    await slowChat(page, 2500);

    await messageBox(page).fill('How do I use the STAR method?');
    await sendButton(page).click();
    await expect(page.getByTestId('typing-indicator')).toBeVisible();
    await messageBox(page).fill('And how should I follow up?');
    await expect(sendButton(page)).toBeDisabled();
    await expect(page.getByTestId('typing-indicator')).toBeHidden();
    await expect(assistantMessages(page).nth(1)).toContainText('Reflection');

    await sendButton(page).click();
    await expect(assistantMessages(page).nth(2)).toContainText('24 hours');
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ threadId: null, context: 'interview-tips' });
    expect(bodies[1]!.threadId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('has no accessibility violations with the disclaimer and the chat open', async ({ page }) => {
    await page.goto('/salary-guide');
    await launcher(page).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: disclaimer.acceptLabel }).click();
    await expect(page.getByTestId('floating-chat')).toBeVisible();
    expect((await new AxeBuilder({ page }).include('[data-testid="floating-chat"]').analyze()).violations).toEqual([]);
  });
});

test.describe('/ai-assistant', () => {
  test('Go Back leaves the page through browser history', async ({ page }) => {
    await page.goto('/candidates');
    await page.goto('/ai-assistant');
    await expect(page.getByRole('dialog', { name: disclaimer.title })).toBeVisible();
    await page.getByRole('button', { name: disclaimer.goBackLabel }).click();
    await expect(page).toHaveURL(/\/candidates\/?$/);
  });

  test('everything is locked until the disclaimer is accepted, then the welcome message and the cards work', async ({ page }) => {
    const bodies: Array<{ message: string; context: string; threadId: string | null }> = [];
    page.on('request', (request: Request) => {
      if (request.url().endsWith('/api/chat')) bodies.push(request.postDataJSON() as { message: string; context: string; threadId: string | null });
    });
    await page.goto('/ai-assistant');
    await expect(page.getByRole('dialog', { name: disclaimer.title })).toBeVisible();
    // The dialog itself has the focus (its name and description are read first), not a link in its text.
    await expect(page.getByRole('dialog', { name: disclaimer.title })).toBeFocused();
    // Behind the modal the page is hidden from the accessibility tree, so look it up by attribute.
    await expect(messageBox(page)).toBeDisabled();
    await expect(page.locator('button[aria-label="Send message"]')).toBeDisabled();
    await expect(page.locator('[aria-labelledby="popular-questions"] button')).toHaveCount(4);
    for (const card of await page.locator('[aria-labelledby="popular-questions"] button').all()) await expect(card).toBeDisabled();

    await page.getByRole('button', { name: disclaimer.acceptLabel }).click();
    expect(await acceptance(page)).toBe('true');
    await expect(assistantMessages(page).first()).toHaveText(`Aine: ${assistantPage.welcomeMessage}`);
    await expect(messageBox(page)).toBeEnabled();

    const chatBox = await page.getByTestId('assistant-chat').boundingBox();
    expect(chatBox!.height).toBe(500);

    const cards = page.getByRole('region', { name: 'Popular Questions' }).getByRole('button');
    await expect(cards).toHaveCount(4);
    for (const { category } of popularQuestions) await expect(cards.filter({ hasText: category })).toHaveCount(1);

    const salary = popularQuestions.find((question) => question.category === 'Salary')!;
    await cards.filter({ hasText: 'Salary' }).click();
    await expect(page.getByTestId('user-message').last()).toHaveText(`You: ${salary.question}`);
    await expect(assistantMessages(page).last()).toContainText('€55k - €65k');

    const qualification = popularQuestions.find((question) => question.category === 'Qualification')!;
    await cards.filter({ hasText: 'Qualification' }).click();
    await expect(assistantMessages(page).last()).toContainText('CAP1');

    expect(bodies.map((body) => body.message)).toEqual([salary.question, qualification.question]);
    expect(bodies.every((body) => body.context === 'interview-tips')).toBe(true);
    expect(bodies[0]!.threadId).toBeNull();
    expect(bodies[1]!.threadId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('after accepting once, the page opens unlocked for the rest of the session', async ({ page }) => {
    await page.goto('/ai-assistant');
    await page.getByRole('button', { name: disclaimer.acceptLabel }).click();
    await page.reload();
    await expect(messageBox(page)).toBeEnabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(assistantMessages(page).first()).toHaveText(`Aine: ${assistantPage.welcomeMessage}`);
  });

  test('a streamed reply appears as it arrives', async ({ page }) => {
    // The server's real stream, handed to the page one event at a time 30 ms apart: on a loaded machine its pieces,
    // paced 12 ms apart, can reach the page in one or two reads, and the test would then see no growth it could check.
    await page.addInitScript(() => {
      const fetchFromNetwork = window.fetch.bind(window);
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const response = await fetchFromNetwork(...args);
        if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) return response;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const encoder = new TextEncoder();
        let pending = '';
        const events = new ReadableStream<Uint8Array>({
          async pull(controller) {
            for (;;) {
              const end = pending.indexOf('\n\n');
              if (end !== -1) {
                await new Promise((resolve) => setTimeout(resolve, 30));
                controller.enqueue(encoder.encode(pending.slice(0, end + 2)));
                pending = pending.slice(end + 2);
                return;
              }
              const { value, done } = await reader.read();
              if (done) {
                if (pending) controller.enqueue(encoder.encode(pending));
                controller.close();
                return;
              }
              pending += value;
            }
          },
        });
        return new Response(events, { status: response.status, statusText: response.statusText, headers: response.headers });
      };
    });
    await page.goto('/ai-assistant');
    await page.getByRole('button', { name: disclaimer.acceptLabel }).click();
    // The server streams the offline answer in pieces; the message grows until it is complete.
    const lengths: number[] = [];
    await page.exposeFunction('recordLength', (length: number) => lengths.push(length));
    await page.evaluate(() => {
      const log = document.querySelector('[role="log"]')!;
      new MutationObserver(() => {
        const last = [...log.querySelectorAll('[data-testid="assistant-message"]')].at(-1);
        (window as unknown as { recordLength: (length: number) => void }).recordLength(last?.textContent?.length ?? 0);
      }).observe(log, { subtree: true, childList: true, characterData: true });
    });
    await messageBox(page).fill('Give me an overview of the finance job market');
    await messageBox(page).press('Enter');
    await expect(assistantMessages(page).last()).toContainText('3.2 weeks');
    expect(new Set(lengths).size).toBeGreaterThan(2);
  });

  test.describe('error catalogue', () => {
    async function ready(page: Page) {
      await page.goto('/ai-assistant');
      await page.getByRole('button', { name: disclaimer.acceptLabel }).click();
    }

    async function ask(page: Page) {
      await messageBox(page).fill('Hello?');
      await messageBox(page).press('Enter');
    }

    test('function error', async ({ page }) => {
      await ready(page);
      await page.route('**/api/chat', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'dependency_unavailable', message: 'x' } }) }),
      );
      await ask(page);
      await expect(assistantMessages(page).last()).toHaveText(`Aine: ${chatErrorMessages.functionError}`);
    });

    test('exception', async ({ page }) => {
      await ready(page);
      await page.route('**/api/chat', (route) => route.abort('connectionrefused'));
      await ask(page);
      await expect(assistantMessages(page).last()).toHaveText(`Aine: ${chatErrorMessages.exception}`);
    });

    test('empty response', async ({ page }) => {
      await ready(page);
      await page.route('**/api/chat', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ response: '', threadId: 'x' }) }));
      await ask(page);
      await expect(assistantMessages(page).last()).toHaveText(`Aine: ${chatErrorMessages.emptyResponse}`);
    });

    test('no reply obtainable', async ({ page }) => {
      await ready(page);
      await page.route('**/api/chat', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/event-stream',
          body: 'event: delta\ndata: {"text":"Let me"}\n\nevent: error\ndata: {"error":{"code":"dependency_unavailable","message":"x"}}\n\n',
        }),
      );
      await ask(page);
      await expect(assistantMessages(page).last()).toHaveText(`Aine: ${chatErrorMessages.noReply}`);
    });

    test('rate limit shows the server message', async ({ page }) => {
      await ready(page);
      const message = "You're sending messages faster than I can answer. Please wait a minute and try again.";
      await page.route('**/api/chat', (route) =>
        route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: { code: 'rate_limited', message } }) }),
      );
      await ask(page);
      await expect(assistantMessages(page).last()).toHaveText(`Aine: ${message}`);
      // The visitor can try again once the reply is in.
      await expect(messageBox(page)).toBeEnabled();
    });
  });
});
