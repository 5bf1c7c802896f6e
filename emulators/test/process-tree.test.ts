import { describe, expect, it } from 'vitest';
import { descendantsIn, parseProcStat, type ProcessInfo } from '../src/process-tree';

describe('/proc/<pid>/stat', () => {
  it('reads the parent, group and start time, even with spaces and parentheses in the name', () => {
    const stat =
      '4242 (java (firestore) x) S 4200 4242 4100 0 -1 4194560 500 0 0 0 10 5 0 0 20 0 30 0 987654 1000000 2000 18446744073709551615';
    expect(parseProcStat(stat)).toEqual({ pid: 4242, ppid: 4200, pgid: 4242, startTime: 987654 });
  });

  it('gives null for a line it cannot read', () => {
    expect(parseProcStat('garbage')).toBeNull();
  });
});

describe('descendants', () => {
  const p = (pid: number, ppid: number): ProcessInfo => ({ pid, ppid, pgid: pid, startTime: pid });
  it('follows children of children, in any order, and nothing else', () => {
    const processes = [p(30, 20), p(10, 1), p(20, 10), p(40, 1), p(50, 30)];
    expect(
      descendantsIn(processes, 10)
        .map((x) => x.pid)
        .sort(),
    ).toEqual([20, 30, 50]);
  });
});
