import { expect, type Locator, type Page } from '@playwright/test';
import { prerenderedPaths } from '#content/routes';
import { featuredJobs } from '#content/jobs';

/** Every screen a visitor can land on, including a featured job's application page. */
export const sitePaths: readonly string[] = [...prerenderedPaths, ...featuredJobs.map((job) => `/job-application/${job.id}`)];

/** Opens a path and waits until React has taken over the page. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * Scrolls through the whole page so every animate-on-scroll element and lazily hydrated section
 * has come in, then back to the top.
 */
export async function revealWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight / 2));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      // Two frames: intersection observers are evaluated in the rendering step, so an element that is
      // only passed between two frames of a busy machine would otherwise never be seen.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
  // Let the last fade-ins finish (700 ms transition) so colours are final.
  await page.waitForTimeout(800);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** The page never scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** Waits for the site header's menus to be interactive (they hydrate on first use or when idle). */
export async function headerReady(page: Page): Promise<void> {
  const header = page.locator('#site-header');
  await header.dispatchEvent('pointerover');
  await expect(header).toHaveAttribute('data-hydrated', 'true');
}

/** Makes a form live as a visitor does by starting on it (forms hydrate on first use), and waits for it. */
export async function formReady(form: Locator): Promise<void> {
  // The islands' triggers are listening once the page says it is hydrated.
  await expect(form.page().locator('html[data-hydrated="true"]')).toHaveCount(1);
  await form.dispatchEvent('focusin');
  await expect(form).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/**
 * For tests of where a section link lands: the site scrolls smoothly only when motion is welcome, and
 * a smooth scroll advances frame by frame, which a loaded headless browser may not draw for seconds.
 */
export async function preferInstantScrolling(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/** The section is at the top of the viewport, just below the fixed header. */
export async function expectSectionAtTop(page: Page, sectionId: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((id) => Math.abs(document.getElementById(id)?.getBoundingClientRect().top ?? 9999), sectionId), { message: `#${sectionId} at the top` })
    .toBeLessThan(120);
}
