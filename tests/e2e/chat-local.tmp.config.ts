import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '/work/main/tests/e2e',
  testMatch: 'chat.spec.ts',
  outputDir: '/tmp/pw-chat-results',
  workers: 1,
  reporter: 'line',
  use: { baseURL: process.env.BASE_URL, launchOptions: { executablePath: '/usr/bin/chromium' } },
});
