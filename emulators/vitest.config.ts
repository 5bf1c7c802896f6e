import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'emulators',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The rules runtime is a JVM: compiling it and starting it take seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
