import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from './support/chromium.ts';
import { startStackProcess } from './support/stack-process.ts';
import { prerenderedPaths } from '#content/routes';

const dataDir = mkdtempSync(join(tmpdir(), 'shots-stack-'));
const stack = await startStackProcess({ dataDir });
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
try {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : [...prerenderedPaths, '/job-application/1', '/no-such-page'];
  for (const [label, viewport, mobile] of [['d', { width: 1440, height: 900 }, false], ['m', { width: 390, height: 844 }, true]] as const) {
    const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(stack.url + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(5500);
      const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_');
      await page.screenshot({ path: `/tmp/shots/${label}-${name}.png`, fullPage: process.env.FULL === '1' });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
