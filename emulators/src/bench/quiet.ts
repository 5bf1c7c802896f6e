import { cpus, type CpuInfo } from 'node:os';

/** CPU time so far, summed over every core: busy (user, nice, system, irq) and idle, in ms. */
export interface CpuTimes {
  busy: number;
  idle: number;
}

export function cpuTimes(cores: CpuInfo[] = cpus()): CpuTimes {
  return cores.reduce(
    (sum, { times }) => ({
      busy: sum.busy + times.user + times.nice + times.sys + times.irq,
      idle: sum.idle + times.idle,
    }),
    { busy: 0, idle: 0 },
  );
}

/** The share of the machine's CPU that was busy between two readings (0 when no time passed). */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const busy = after.busy - before.busy;
  const total = busy + (after.idle - before.idle);
  return total > 0 ? busy / total : 0;
}

export interface QuietOptions {
  /** Quiet: the machine's CPU was busy less than this share over one window... */
  busyBelow: number;
  windowMs: number;
  /** ...else gives up after this long and says so. */
  timeoutMs: number;
  /** For tests: where the readings come from. */
  read?: () => CpuTimes;
  sleep?: (ms: number) => Promise<void>;
}

export interface QuietWait {
  waitedMs: number;
  /** The busy share of the last window. */
  busyShare: number;
  quiet: boolean;
}

export const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the machine is quiet: an order's work goes on after its answer (its roll-up, its
 * e-mails), so a load level measured right after another would share the cores with the last
 * level's leftovers. Each level starts once they are done.
 */
export async function waitForQuiet(opts: QuietOptions): Promise<QuietWait> {
  const read = opts.read ?? cpuTimes;
  const sleep = opts.sleep ?? sleepFor;
  let waitedMs = 0;
  for (;;) {
    const before = read();
    await sleep(opts.windowMs);
    waitedMs += opts.windowMs;
    const share = busyShare(before, read());
    if (share < opts.busyBelow) return { waitedMs, busyShare: share, quiet: true };
    if (waitedMs >= opts.timeoutMs) return { waitedMs, busyShare: share, quiet: false };
  }
}
