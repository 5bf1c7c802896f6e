import { defineConfig } from 'vitest/config';

/**
 * Unit projects run anywhere; `integration` needs the Emulator Suite and runs only inside
 * `emulators:exec` (npm test does that); `suites` and `faults` start suites of their own and run
 * outside one.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', root: 'shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'functions', root: 'functions', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        // Checks of the repository as a whole: its contract and its lint rules.
        test: { name: 'repo', include: ['tests/architecture/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      './web/vitest.config.ts',
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
        test: {
          name: 'integration',
          include: ['functions/test/**/*.emulator.test.ts', 'tests/**/*.emulator.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
