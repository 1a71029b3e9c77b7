import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '/work/main/tests/e2e',
  testMatch: 'submissions.spec.ts',
  outputDir: '/tmp/pw-pipeline-results',
  workers: 1,
  reporter: 'line',
  use: { baseURL: process.env.BASE_URL, launchOptions: { executablePath: '/usr/bin/chromium' } },
});
