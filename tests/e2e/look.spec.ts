import { expect, test, type Page } from '@playwright/test';
import {
  HEADLINE_CLOSING_DELAY_MS,
  HEADLINE_FIRST_LINE_START_DELAY_MS,
  HEADLINE_SECOND_LINE_START_DELAY_MS,
  HEADLINE_TYPING_MS,
  HERO_TITLE_TYPING_MS,
} from '#content/constants';
import { formulaAnimation, hero } from '#content/home';
import { siteChrome } from '#content/site-chrome';
import { holdAppScripts, isHydrated } from './support/hold-app-scripts.ts';
import { gotoHydrated, isPhone, revealWholePage } from './support/site.ts';

/**
 * Issue 17's look: the hero headline and formula card are in the HTML and on screen at the first
 * paint (the typing is CSS over laid-out text), no table hides a column on a phone, and the floating
 * buttons never lie over the carousel controls or the cards' headings.
 */

const headline = hero.headlineLines.join(' ');
/** When the headline's last character is typed: start delays and typing time, closing delay excluded. */
const headlineTypedAtMs = HEADLINE_FIRST_LINE_START_DELAY_MS + HEADLINE_TYPING_MS + HEADLINE_SECOND_LINE_START_DELAY_MS;

/** Opacity of each typed character of a heading, in order. */
function characterOpacities(page: Page, selector: string): Promise<number[]> {
  return page.evaluate((heading) => [...document.querySelectorAll(`${heading} .typed-character`)].map((element) => Number(getComputedStyle(element).opacity)), selector);
}

test('the headline and the formula card are in the prerendered HTML', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  // Once as plain text (what screen readers and search engines read), once character by character.
  expect(h1).toContain(`<span class="sr-only">${headline.replace(/'/g, '&#x27;')}</span>`);
  for (const line of hero.headlineLines) {
    const typed = [...h1.matchAll(/<span class="typed-character"[^>]*>([^<]*)<\/span>/g)].map((match) => match[1]).join('');
    expect(typed.replace(/&#x27;/g, "'")).toContain(line);
  }
  expect(html).toContain(formulaAnimation.title);
  expect(html.replace(/&quot;/g, '"').replace(/&gt;/g, '>')).toContain(formulaAnimation.formula);
  expect(html).toContain('Job Offer');
});

test('the headline and the formula are on screen at the first paint, laid out, before any script runs', async ({ page }) => {
  await holdAppScripts(page, 15_000);
  const loadedAt = Date.now();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const h1 = page.locator('#hero h1');
  await expect(h1).toHaveAccessibleName(headline);
  await expect(h1).toBeVisible();
  const firstBox = await h1.boundingBox();
  // Every character is painted (dimmed or typed), so the headline reads in full from the first paint.
  const early = await characterOpacities(page, '#hero h1');
  expect(early.length).toBe(Array.from(hero.headlineLines.join('')).length);
  expect(Math.min(...early)).toBeGreaterThanOrEqual(0.5);
  // The formula and its spreadsheet are there too, not an empty window.
  await expect(page.getByRole('heading', { name: formulaAnimation.title })).toBeVisible();
  await expect(page.getByText(formulaAnimation.formula)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Job Offer' })).toBeVisible();

  // It types within the spec's time with the scripts still held: CSS alone.
  const remaining = headlineTypedAtMs + HEADLINE_CLOSING_DELAY_MS + 500 - (Date.now() - loadedAt);
  await page.waitForTimeout(Math.max(0, remaining));
  expect(await isHydrated(page)).toBe(false);
  expect(Math.min(...(await characterOpacities(page, '#hero h1')))).toBe(1);
  expect(Math.min(...(await characterOpacities(page, '#hero .rounded-2xl h2')))).toBe(1);
  // No layout shift: the headline's box never changed.
  expect(await h1.boundingBox()).toEqual(firstBox);
});

test("the typing follows the spec's timings", async ({ page }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const schedule = await page.evaluate(() =>
    [...document.querySelectorAll('#hero h1 .typed-line')].map((line) =>
      [...line.querySelectorAll<HTMLElement>('.typed-character')].map((character) => ({
        appearAt: Number.parseInt(character.style.getPropertyValue('--appear-at'), 10),
        caretFor: Number.parseInt(character.style.getPropertyValue('--caret-for'), 10),
      })),
    ),
  );
  const [first, second] = schedule as [{ appearAt: number; caretFor: number }[], { appearAt: number; caretFor: number }[]];
  const step = HEADLINE_TYPING_MS / (first.length + second.length);
  expect(first[0]!.appearAt).toBeCloseTo(HEADLINE_FIRST_LINE_START_DELAY_MS + step, -1);
  // The caret waits at the end of the first line for the second line's start delay.
  expect(first.at(-1)!.caretFor).toBe(HEADLINE_SECOND_LINE_START_DELAY_MS);
  expect(second[0]!.appearAt - first.at(-1)!.appearAt).toBeCloseTo(HEADLINE_SECOND_LINE_START_DELAY_MS + step, -1);
  expect(second.at(-1)!.appearAt).toBeCloseTo(headlineTypedAtMs, -1);
  expect(second.at(-1)!.caretFor).toBe(HEADLINE_CLOSING_DELAY_MS);
  const title = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#hero .rounded-2xl h2 .typed-character')].map((character) => Number.parseInt(character.style.getPropertyValue('--appear-at'), 10)),
  );
  expect(title.at(-1)).toBeCloseTo(HERO_TITLE_TYPING_MS, -1);
});

/**
 * Restarts the headline's CSS animations, pauses them and shows the moment `atMs` after they started
 * (the Web Animations API drives CSS animations), so the test reads the typing at exact moments
 * whatever the machine's load. Returns, per line, the characters typed and whether a caret shows.
 */
async function headlineAt(page: Page, atMs: number): Promise<{ typed: number; total: number; caret: boolean }[]> {
  return page.evaluate((moment) => {
    const characters = [...document.querySelectorAll<HTMLElement>('#hero h1 .typed-character')];
    const stop = document.head.appendChild(document.createElement('style'));
    stop.textContent = '#hero h1 .typed-character, #hero h1 .typed-character::after { animation: none !important; }';
    // Reading a style flushes it: the animations end, then start again from zero.
    void getComputedStyle(characters[0]!).opacity;
    stop.remove();
    void getComputedStyle(characters[0]!).opacity;
    for (const animation of document.getAnimations()) {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      if (!target || !target.closest('#hero h1')) continue;
      animation.pause();
      animation.currentTime = moment;
    }
    return [...document.querySelectorAll('#hero h1 .typed-line')].map((line) => {
      const inLine = [...line.querySelectorAll('.typed-character')];
      return {
        typed: inLine.filter((character) => getComputedStyle(character).opacity === '1').length,
        total: inLine.length,
        caret: inLine.some((character) => getComputedStyle(character, '::after').opacity === '1'),
      };
    });
  }, atMs);
}

test('the headline types line by line with a caret on the active line, then the caret goes', async ({ page }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const [firstLine, secondLine] = hero.headlineLines.map((line) => Array.from(line).length) as [number, number];
  const step = HEADLINE_TYPING_MS / (firstLine + secondLine);
  // Before the start delay: nothing typed yet, every character dimmed but there.
  expect(await headlineAt(page, HEADLINE_FIRST_LINE_START_DELAY_MS - 50)).toEqual([
    { typed: 0, total: firstLine, caret: false },
    { typed: 0, total: secondLine, caret: false },
  ]);
  // Ten characters in: the first line part-typed with the caret, the second not started.
  expect(await headlineAt(page, HEADLINE_FIRST_LINE_START_DELAY_MS + step * 10.5)).toEqual([
    { typed: 10, total: firstLine, caret: true },
    { typed: 0, total: secondLine, caret: false },
  ]);
  // Between the lines the caret waits at the end of the first.
  expect(await headlineAt(page, HEADLINE_FIRST_LINE_START_DELAY_MS + step * firstLine + HEADLINE_SECOND_LINE_START_DELAY_MS / 2)).toEqual([
    { typed: firstLine, total: firstLine, caret: true },
    { typed: 0, total: secondLine, caret: false },
  ]);
  // Typed in full, the caret stays for the closing delay, then goes.
  expect(await headlineAt(page, headlineTypedAtMs + HEADLINE_CLOSING_DELAY_MS / 2)).toEqual([
    { typed: firstLine, total: firstLine, caret: false },
    { typed: secondLine, total: secondLine, caret: true },
  ]);
  expect(await headlineAt(page, headlineTypedAtMs + HEADLINE_CLOSING_DELAY_MS + 50)).toEqual([
    { typed: firstLine, total: firstLine, caret: false },
    { typed: secondLine, total: secondLine, caret: false },
  ]);
});

test('while the headline types, only the character being typed animates: the rest wait or hold still', async ({ page }) => {
  // An animation in its delay, or holding its end, asks the browser for no frames; one running from the
  // first paint makes it restyle every character on every frame (long tasks on a slow phone, issue 12).
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const [firstLine, secondLine] = hero.headlineLines.map((line) => Array.from(line).length) as [number, number];
  const step = HEADLINE_TYPING_MS / (firstLine + secondLine);
  for (const moment of [HEADLINE_FIRST_LINE_START_DELAY_MS / 2, HEADLINE_FIRST_LINE_START_DELAY_MS + step * 10.5, headlineTypedAtMs - step / 2, headlineTypedAtMs + 100]) {
    const animating = await page.evaluate((at) => {
      let count = 0;
      for (const animation of document.getAnimations()) {
        const effect = animation.effect as KeyframeEffect | null;
        if (!effect?.target?.closest('#hero h1') || effect.pseudoElement) continue;
        const { delay = 0, activeDuration = 0 } = effect.getComputedTiming();
        const activeFrom = Number(delay);
        if (at >= activeFrom && at < activeFrom + Number(activeDuration)) count += 1;
      }
      return count;
    }, moment);
    expect(animating, `characters animating ${moment} ms after the first paint`).toBeLessThanOrEqual(1);
  }
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the headline and formula title show whole at once', async ({ page }) => {
    await holdAppScripts(page, 10_000);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(Math.min(...(await characterOpacities(page, '#hero h1')))).toBe(1);
    expect(Math.min(...(await characterOpacities(page, '#hero .rounded-2xl h2')))).toBe(1);
  });
});

/**
 * Every cell of every data table is inside the viewport, or inside a scroll box that shows a cue
 * (the `.scroll-cue` edge shadows) on the side where it continues.
 */
async function expectNoHiddenColumn(page: Page): Promise<void> {
  const report = await page.evaluate(() => {
    const problems: string[] = [];
    const tables = [...document.querySelectorAll('main table')].filter((table) => !table.closest('#hero'));
    for (const table of tables) {
      const box = table.parentElement!;
      const scrolls = box.scrollWidth > box.clientWidth + 1;
      const cued = box.classList.contains('scroll-cue') && getComputedStyle(box).backgroundImage.includes('radial-gradient');
      for (const cell of table.querySelectorAll('th, td')) {
        const rect = cell.getBoundingClientRect();
        // Column headings hidden visually on phones (each cell shows its column's name) stay for screen readers.
        const head = cell.closest('thead');
        if (head && head.getBoundingClientRect().width <= 1) continue;
        const inViewport = rect.left >= -0.5 && rect.right <= window.innerWidth + 0.5;
        if (!inViewport || (scrolls && !cued)) problems.push(`${(cell.textContent ?? '').slice(0, 30)}: ${Math.round(rect.left)}-${Math.round(rect.right)} of ${window.innerWidth}${scrolls ? ' in a scroll box' : ''}`);
      }
    }
    return { tables: tables.length, problems };
  });
  expect(report.tables, 'tables on the page').toBeGreaterThan(0);
  expect(report.problems).toEqual([]);
}

for (const path of ['/salary-guide', '/cima-info']) {
  test(`${path}: no table column is hidden`, async ({ page }) => {
    await gotoHydrated(page, path);
    await revealWholePage(page);
    await expectNoHiddenColumn(page);
    if (isPhone(page)) {
      await page.setViewportSize({ width: 320, height: 700 });
      await expectNoHiddenColumn(page);
    }
  });
}

/** The floating buttons visible now (Home, scroll to top, the chat launcher). */
const floatingControls = 'nav[aria-label="Page shortcuts"] a, nav[aria-label="Page shortcuts"] button, [data-testid="chat-launcher"] button';

/**
 * Brings each target to the bottom of the viewport, where the floating buttons are, and checks that
 * what a tap at its centre and corners hits is the target itself, not a floating button or their dock.
 */
async function expectNotCovered(page: Page, selector: string): Promise<void> {
  const targets = page.locator(selector);
  const count = await targets.count();
  expect(count, selector).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const target = targets.nth(index);
    if (!(await target.isVisible())) continue;
    const covered = await target.evaluate((element, controls) => {
      element.scrollIntoView({ block: 'end', behavior: 'instant' });
      const rect = element.getBoundingClientRect();
      const inset = 2;
      const points = [
        [rect.left + rect.width / 2, rect.top + rect.height / 2],
        [rect.left + inset, rect.top + inset],
        [rect.right - inset, rect.top + inset],
        [rect.left + inset, rect.bottom - inset],
        [rect.right - inset, rect.bottom - inset],
      ] as const;
      const floating = [...document.querySelectorAll(controls)];
      const dock = document.querySelector('.floating-dock');
      return points
        .map(([x, y]) => document.elementFromPoint(x, y))
        .filter((hit) => hit && !element.contains(hit) && (floating.some((control) => control.contains(hit)) || hit === dock))
        .map((hit) => hit!.outerHTML.slice(0, 80));
    }, floatingControls);
    expect(covered, `${selector} #${index} covered by a floating button`).toEqual([]);
  }
}

test('the floating buttons cover neither the carousel controls, the testimonial author nor card headings', async ({ page }) => {
  await gotoHydrated(page, '/candidates');
  await revealWholePage(page);
  // Scrolled past 300 px, so the scroll-to-top button is there too, beside Home.
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
  await expect(page.getByRole('button', { name: siteChrome.scrollTopLabel })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'What Our Candidates Say' });
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
  await expectNotCovered(page, 'section:has([aria-roledescription="carousel"]) button');
  await expectNotCovered(page, '[aria-roledescription="slide"][data-active="true"] figcaption');
  await expectNotCovered(page, 'main h2, main h3');
});

test('the floating buttons and the chat launcher cover no card heading on a page with the assistant', async ({ page }) => {
  await gotoHydrated(page, '/interview-preparation');
  await revealWholePage(page);
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
  await expect(page.getByTestId('chat-launcher')).toBeVisible();
  await expectNotCovered(page, 'main h2, main h3');
});

test('the end of the page clears the floating buttons', async ({ page }) => {
  await gotoHydrated(page, '/interview-preparation');
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expectNotCovered(page, 'footer a');
});

test.describe('without scripts', () => {
  // The page as the HTML parser alone builds it: with the illustration set inline, the parser's first style
  // pass fetched it on a phone too (12 of 12 loads at 390 px), before the stylesheet's `hidden` applied.
  test.use({ javaScriptEnabled: false });

  test("a page hero's illustration shows on a wide screen and is never fetched on a phone", async ({ page }) => {
    const illustrations: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/images/illustrations/')) illustrations.push(pathname);
    });
    await page.goto('/our-fees', { waitUntil: 'load' });
    const illustration = page.locator('[data-illustration="insight"]');
    if (isPhone(page)) {
      await expect(illustration).toBeHidden();
      await page.waitForLoadState('networkidle');
      expect(illustrations).toEqual([]);
    } else {
      await expect(illustration).toBeVisible();
      expect(await illustration.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('/images/illustrations/insight.svg');
      await expect.poll(() => illustrations).toEqual(['/images/illustrations/insight.svg']);
    }
  });
});
