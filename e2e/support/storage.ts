import { test } from '@playwright/test';
import { storageEmulatorSkipReason } from '../../tests/support/storage-emulator';

export { onePixelPng } from '../../tests/support/images';

/**
 * Upload journeys need the Storage emulator. Where the launcher could not start it, the test is
 * skipped with the launcher's reason, printed in the run's output as well as in the report.
 */
export function requireStorageEmulator() {
  const reason = storageEmulatorSkipReason(`e2e "${test.info().title}"`);
  test.skip(reason !== null, `needs the Storage emulator: ${reason}`);
}
