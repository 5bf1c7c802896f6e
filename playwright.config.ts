import { defineConfig } from '@playwright/test';
import { chromePath, playwrightChromiumArgs } from './emulators/src/chromium';

/**
 * Browser journeys against the Hosting emulator (npm test starts it). Debian's Chromium, never a
 * downloaded browser; the flags keep it off the closed network.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/tests/browser.json' }]],
  use: {
    baseURL: process.env.TOOLSHUB_HOSTING_URL ?? 'http://127.0.0.1:5050',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromePath, args: playwrightChromiumArgs },
  },
});
