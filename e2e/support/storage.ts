import { test } from '@playwright/test';

export { onePixelPng } from '../../tests/support/images';

/**
 * Upload journeys need the Storage emulator. Where the launcher could not start it, the test is
 * skipped with the launcher's reason, printed in the run's output as well as in the report.
 */
export function requireStorageEmulator() {
  const running = process.env.TOOLSHUB_STORAGE_EMULATOR === 'on';
  const reason = `needs the Storage emulator: ${process.env.TOOLSHUB_STORAGE_SKIP_REASON ?? 'not running'}`;
  if (!running) console.warn(`[e2e] SKIPPED "${test.info().title}": ${reason}`);
  test.skip(!running, reason);
}
