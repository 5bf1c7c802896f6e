import { describe, expect, it } from 'vitest';
import { closedLoop, formatTable, summarize } from '../src/bench-stats';

describe('summarize', () => {
  it('counts failures, times every request and rates only placed orders', () => {
    const samples = [
      { ms: 10, ok: true },
      { ms: 20, ok: true },
      { ms: 30, ok: false },
      { ms: 40, ok: true },
    ];
    expect(summarize(2, samples, 2000)).toEqual({
      concurrency: 2,
      requests: 4,
      ok: 3,
      errors: 1,
      p50: 20,
      p95: 40,
      ordersPerSecond: 1.5,
    });
  });
});

describe('closedLoop', () => {
  it('sends each index once, never more than `concurrency` at a time, and counts a throw as a failure', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    const { samples } = await closedLoop(3, 10, async (_client, index) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      seen.push(index);
      await new Promise((r) => setTimeout(r, 2));
      inFlight -= 1;
      if (index === 4) throw new Error('network');
      return index !== 7;
    });
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(3);
    expect(samples.filter((s) => !s.ok)).toHaveLength(2);
  });
});

describe('formatTable', () => {
  it('lines up a header, a rule and one row per level', () => {
    const table = formatTable([
      { concurrency: 1, requests: 200, ok: 200, errors: 0, p50: 12.34, p95: 20, ordersPerSecond: 75.25 },
    ]);
    expect(table.split('\n')).toEqual([
      '| concurrency | requests |  ok | errors | p50 ms | p95 ms | orders/s |',
      '|------------:|---------:|----:|-------:|-------:|-------:|---------:|',
      '|           1 |      200 | 200 |      0 |   12.3 |   20.0 |     75.3 |',
    ]);
  });
});
