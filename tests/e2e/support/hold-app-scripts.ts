import type { Page } from '@playwright/test';

/**
 * Holds back the app's scripts (every `/assets/*.js`, preloads and later chunks alike) until `holdMs`
 * after this call, so a test can tap, click and type on the prerendered page as a visitor does before
 * the scripts have run. Call it before `page.goto`. Returns the moment the scripts are let through.
 */
export async function holdAppScripts(page: Page, holdMs = 3000): Promise<{ releasedAt: number }> {
  const releasedAt = Date.now() + holdMs;
  await page.route('**/assets/*.js', async (route) => {
    const wait = releasedAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await route.continue();
  });
  return { releasedAt };
}

/** True once React has taken over the page (the root layout sets `data-hydrated`). */
export async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
}
