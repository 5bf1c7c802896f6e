import { readFileSync } from 'node:fs';
import { listProcesses } from '../../emulators/src/process-tree';

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * The Functions emulator's worker processes of one suite (each serves one request at a time): in
 * the process group firebase-tools leads, running its functions runtime. Other suites' workers,
 * in other groups, are never among them. A killed worker not yet reaped (a zombie) has no command
 * line, so it is not listed although firebase-tools does not know yet that it is gone.
 */
export function functionWorkers(suitePid: number): number[] {
  return listProcesses()
    .filter((p) => p.pgid === suitePid && p.pid !== suitePid)
    .filter((p) => commandLine(p.pid).includes('functionsEmulatorRuntime'))
    .map((p) => p.pid);
}

/** SIGKILL, as a crash or an out-of-memory kill would: no handler runs, nothing is flushed. */
export function killWorkers(pids: readonly number[]): number {
  let killed = 0;
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
      killed += 1;
    } catch {
      // it finished on its own in between
    }
  }
  return killed;
}
