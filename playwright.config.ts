import { defineConfig } from '@playwright/test';
import { chromePath, journeyBrowserArgs, playwrightChromiumArgs } from './emulators/src/chromium';
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
  // Two on a 2-core machine: Chromium alone takes two thirds of the step's CPU. Three were slower
  // (81 journeys in 7 minutes, where two workers ran all 134 in 8.5) and three journeys timed out.
  workers: Number(process.env.TOOLSHUB_E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/tests/browser.json' }],
    // A failed journey's page log and page snapshot, printed: on CI the output is all that is kept.
    ['./e2e/support/failure-details-reporter.ts'],
  ],
  use: {
    baseURL: shopUrl,
    // Recording a trace (DOM snapshots at every action) costs every journey about an eighth of its
    // time on a 2-core machine, pass or fail: off unless TOOLSHUB_E2E_TRACE=1, which keeps the trace
    // of a failed journey (rerun the failing one with it; the failure screenshot is always kept).
    trace:
      process.env.TOOLSHUB_E2E_TRACE === '1'
        ? { mode: 'retain-on-failure', screenshots: false, snapshots: true }
        : 'off',
    screenshot: 'only-on-failure',
    // As a visitor who asked for less motion: the theme then stops transitions, ripples, skeleton
    // pulses and spinners, which on a 2-core machine are repainted frame by frame in software
    // (measured on 15 journeys: 163 s -> 145 and 151 s). public-site.spec.ts checks both preferences.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromePath, args: [...playwrightChromiumArgs, ...journeyBrowserArgs] },
  },
});
