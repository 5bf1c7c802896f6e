import { defineConfig } from '@playwright/test';
import { chromePath, playwrightChromiumArgs } from './emulators/src/chromium';
import { shopUrl } from './e2e/support/shop-url';

/**
 * Browser journeys against the Hosting emulator (npm test starts it). Debian's Chromium, never a
 * downloaded browser; the flags keep it off the closed network.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Every journey makes its own accounts and tools (e2e/support/fixtures.ts): any order, any worker.
  fullyParallel: true,
  workers: Number(process.env.TOOLSHUB_E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/tests/browser.json' }]],
  use: {
    baseURL: shopUrl,
    // A failed journey keeps its trace (DOM snapshots and network); no screencast, which costs
    // every journey CPU on a 2-core machine (the failure screenshot is kept beside it).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromePath, args: playwrightChromiumArgs },
  },
});
