import { describe, expect, it } from 'vitest';
import { busyShare, cpuTimes, waitForQuiet, type CpuTimes } from '../src/bench/quiet';

const core = (user: number, sys: number, idle: number) => ({
  model: 'test',
  speed: 0,
  times: { user, nice: 0, sys, idle, irq: 0 },
});

/** Readings that advance by one window each time they are read twice: busy, then idle ms per window. */
function windows(shares: [number, number][]) {
  let now: CpuTimes = { busy: 0, idle: 0 };
  let reads = 0;
  return () => {
    if (reads++ % 2 === 1) {
      const [busy, idle] = shares[Math.min(Math.floor(reads / 2) - 1, shares.length - 1)]!;
      now = { busy: now.busy + busy, idle: now.idle + idle };
    }
    return now;
  };
}

describe('waiting for a quiet machine', () => {
  it('sums busy and idle time over every core', () => {
    expect(cpuTimes([core(100, 50, 850), core(300, 100, 600)])).toEqual({ busy: 550, idle: 1450 });
  });

  it('measures the busy share between two readings', () => {
    expect(busyShare({ busy: 100, idle: 100 }, { busy: 250, idle: 150 })).toBeCloseTo(0.75);
    expect(busyShare({ busy: 5, idle: 5 }, { busy: 5, idle: 5 })).toBe(0);
  });

  it('waits through busy windows and stops at the first quiet one', async () => {
    const result = await waitForQuiet({
      busyBelow: 0.25,
      windowMs: 500,
      timeoutMs: 60_000,
      read: windows([
        [900, 100],
        [600, 400],
        [100, 900],
      ]),
      sleep: async () => undefined,
    });
    expect(result).toEqual({ waitedMs: 1500, busyShare: 0.1, quiet: true });
  });

  it('gives up after its time and says the machine never went quiet', async () => {
    const result = await waitForQuiet({
      busyBelow: 0.25,
      windowMs: 1000,
      timeoutMs: 3000,
      read: windows([[800, 200]]),
      sleep: async () => undefined,
    });
    expect(result).toEqual({ waitedMs: 3000, busyShare: 0.8, quiet: false });
  });
});
