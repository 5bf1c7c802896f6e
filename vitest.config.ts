import { defineConfig } from 'vitest/config';
import { webProjects } from './web/vitest.config';

/**
 * Unit projects run anywhere; `integration` needs the Emulator Suite and runs only inside
 * `emulators:exec` (npm test does that); `suites` and `faults` start suites of their own and run
 * outside one.
 */
const integrationFiles = ['functions/test/**/*.emulator.test.ts', 'tests/**/*.emulator.test.ts'];
const countingIntegrationFiles = [
  'functions/test/admin-lists.emulator.test.ts',
  'functions/test/admin.emulator.test.ts',
  // Compares the whole dashboard with a count of every order placed today.
  'functions/test/analytics.emulator.test.ts',
  'functions/test/catalog.emulator.test.ts',
  'functions/test/catalogue.emulator.test.ts',
  'functions/test/inquiries.emulator.test.ts',
  // Checks that ten shipments at once take the next ten invoice numbers of the shop's one counter.
  'functions/test/invoices.emulator.test.ts',
  'functions/test/tool-catalogue-fields.emulator.test.ts',
  'functions/test/tools-page.emulator.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the unit tests keep both busy.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'shared', root: 'shared', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        test: {
          name: 'functions',
          root: 'functions',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // A document's first PDF (its fonts loaded) took over 5 s with the browser tests beside it.
          testTimeout: 15_000,
        },
      },
      {
        // Checks of the repository as a whole (its contract, its lint rules) and of its own scripts.
        test: {
          name: 'repo',
          include: ['tests/architecture/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      ...webProjects,
      './emulators/vitest.config.ts',
      {
        // Starts and stops suites of its own (on TOOLSHUB_PORT_OFFSET's ports): never inside one.
        test: {
          name: 'suites',
          include: ['tests/suites/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // `npm run test:faults`, not in `npm test`: kills function workers under load for minutes.
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          testTimeout: 900_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        // Files that make their own data: several at once against the one suite.
        test: {
          name: 'integration',
          include: integrationFiles,
          exclude: countingIntegrationFiles,
          environment: 'node',
          // They mock nothing and share only the emulators: a worker keeps the modules it loaded
          // (firebase-admin, the API) for its next file instead of loading them again for each.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Files that count a whole collection (every tool, every inquiry) or page through all of
        // it: one at a time, with nothing else writing (`npm run test:integration` runs them first).
        test: {
          name: 'integration-serial',
          include: countingIntegrationFiles,
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
