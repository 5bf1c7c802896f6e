/**
 * Whether the launcher started the Storage emulator (emulators/src/emulator-plan.ts). Where it did
 * not, returns why, and prints that the tests of `what` are skipped.
 */
export function storageEmulatorSkipReason(what: string): string | null {
  if (process.env.TOOLSHUB_STORAGE_EMULATOR === 'on') return null;
  const reason = process.env.TOOLSHUB_STORAGE_SKIP_REASON ?? 'the Storage emulator is not running';
  console.warn(`[${what}] SKIPPED: ${reason}`);
  return reason;
}
