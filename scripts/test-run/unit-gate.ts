import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * `npm test` starts its Emulator Suite while the unit tests run, and runs there what needs no CPU
 * of theirs' sparing (the counting integration files, one at a time); the rest of the suite's steps
 * wait at this gate, a file the outer run writes once the unit tests and the restart test are over:
 * `passed`, or `failed`, after which nothing more runs in the suite.
 */
export type GateOutcome = 'passed' | 'failed';

export function closeGate(file: string): void {
  rmSync(file, { force: true });
}

export function openGate(file: string, outcome: GateOutcome): void {
  writeFileSync(file, outcome);
}

/** The gate's outcome once it is open; 'failed' when it stays shut for `timeoutMs` (the outer run died). */
export async function waitForGate(
  file: string,
  { pollMs = 250, timeoutMs = 60 * 60_000 }: { pollMs?: number; timeoutMs?: number } = {},
): Promise<GateOutcome> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim() === 'passed' ? 'passed' : 'failed';
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return 'failed';
}
