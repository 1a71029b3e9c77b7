import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../support/chromium.ts';

/**
 * End-to-end tests in Debian's Chromium against the local stack, which global-setup.ts starts
 * (`tsx bin/local.ts` on a free port with a throw-away data directory) and stops. Set BASE_URL to
 * test a site that is already running instead.
 *
 * Projects: `desktop` (1440x900) and `phone` (390x844, touch). `*.desktop.spec.ts` and
 * `*.phone.spec.ts` run in one of them only; `*.http.spec.ts` (raw HTTP, no browser page) once.
 */
const launchOptions = { executablePath: chromiumPath, args: [...chromiumFlags] };

export default defineConfig({
  testDir: '.',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  retries: 0,
  // Two cores shared with other work: two browsers at a time.
  workers: 2,
  reporter: [['list'], ['html', { outputFolder: './report', open: 'never' }]],
  use: {
    // Set by global-setup.ts before the workers start (they read this config afterwards).
    baseURL: process.env.BASE_URL,
    launchOptions,
    locale: 'en-IE',
    timezoneId: 'Europe/Dublin',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [/\.phone\.spec\.ts$/, /\.http\.spec\.ts$/],
      use: { viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      testIgnore: [/\.desktop\.spec\.ts$/, /\.http\.spec\.ts$/],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'http',
      testMatch: /\.http\.spec\.ts$/,
    },
  ],
  globalSetup: './global-setup.ts',
});
