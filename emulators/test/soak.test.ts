import { describe, expect, it } from 'vitest';
import { nextPagePath } from '../src/soak/mixed-traffic';
import { OrderPool } from '../src/soak/order-pool';
import { DEFAULT_SOAK, parseSoakOptions } from '../src/soak/soak-options';
import { formatSoakTable, isServerFailure, summarizeSoak } from '../src/soak/soak-report';

describe('soak options', () => {
  it('default to five minutes at 8 clients', () => {
    expect(parseSoakOptions([], {})).toEqual({ seconds: 300, concurrency: 8 });
    expect(DEFAULT_SOAK.seconds).toBe(300);
  });

  it('take the environment, and arguments over it', () => {
    expect(parseSoakOptions([], { SOAK_SECONDS: '30', SOAK_CONCURRENCY: '4' })).toEqual({
      seconds: 30,
      concurrency: 4,
    });
    expect(parseSoakOptions(['--minutes=2', '--concurrency=16'], { SOAK_SECONDS: '30' })).toEqual({
      seconds: 120,
      concurrency: 16,
    });
  });

  it('refuse what they do not know', () => {
    expect(() => parseSoakOptions(['--minutes=0'], {})).toThrow(/--minutes/);
    expect(() => parseSoakOptions(['--concurrency=1000'], {})).toThrow(/--concurrency/);
    expect(() => parseSoakOptions(['--hours=1'], {})).toThrow(/unknown argument/);
    expect(() => parseSoakOptions([], { SOAK_SECONDS: 'five' })).toThrow(/SOAK_SECONDS/);
  });
});

describe('the soak report', () => {
  const samples = [
    { kind: 'browse', status: 200, ms: 10 },
    { kind: 'browse', status: 200, ms: 30 },
    { kind: 'order', status: 201, ms: 100 },
    { kind: 'order', status: 409, ms: 50 },
    { kind: 'order', status: 503, ms: 900 },
    { kind: 'cancel', status: 0, ms: 30_000 },
  ];

  it('gives each kind its count, p50, p95 and non-2xx answers by status, then all of them', () => {
    const lines = summarizeSoak(samples, ['browse', 'order', 'cancel', 'advance']);
    expect(lines.map((l) => [l.kind, l.requests, l.p50, l.p95, l.errors])).toEqual([
      ['browse', 2, 10, 30, {}],
      ['order', 3, 100, 900, { 409: 1, 503: 1 }],
      ['cancel', 1, 30_000, 30_000, { 0: 1 }],
      ['advance', 0, Number.NaN, Number.NaN, {}],
      ['all', 6, 50, 30_000, { 0: 1, 409: 1, 503: 1 }],
    ]);
  });

  it('counts 5xx and no answer as server failures, 4xx not', () => {
    expect([0, 409, 429, 500, 503].map(isServerFailure)).toEqual([true, false, false, true, true]);
  });

  it('prints one row per kind with its rate and errors', () => {
    const table = formatSoakTable(summarizeSoak(samples, ['order', 'advance']), 2).split('\n');
    expect(table[0]).toMatch(/^\| kind +\| requests \| per s \| p50 ms \| p95 ms \| errors by status +\|$/);
    expect(table[1]).toMatch(/^\|-+\|-+:\|-+:\|-+:\|-+:\|-+\|$/);
    expect(table[2]).toMatch(/^\| order +\| +3 \| +1\.5 \| +100 \| +900 \| 409×1, 503×1 +\|$/);
    expect(table[3]).toMatch(/^\| advance +\| +0 \| +0\.0 \| +– \| +– \| – +\|$/);
    expect(table[4]).toMatch(/\| no answer×1, 409×1, 503×1 +\|$/);
  });
});

describe('the order pool', () => {
  it('hands a pending order to its owner only, and any open order to the admin, once', () => {
    const pool = new OrderPool();
    pool.add({ id: 'a', owner: 1, status: 'pending' });
    pool.add({ id: 'b', owner: 2, status: 'processing' });
    expect(pool.takePendingOf(2)).toBeNull();
    expect(pool.takePendingOf(1)?.id).toBe('a');
    expect(pool.takePendingOf(1)).toBeNull();
    expect(pool.takeForAdmin()?.id).toBe('b');
    expect(pool.size).toBe(0);
  });

  it('keeps no order that nothing can move on', () => {
    const pool = new OrderPool();
    pool.add({ id: 'd', owner: 1, status: 'delivered' });
    pool.add({ id: 'c', owner: 1, status: 'cancelled' });
    expect(pool.size).toBe(0);
  });
});

describe("a list's next page", () => {
  it('is read from the Link header, below /api', () => {
    expect(nextPagePath('</api/tools?sort=name&limit=6&after=abc>; rel="next"')).toBe(
      '/tools?sort=name&limit=6&after=abc',
    );
    expect(nextPagePath(null)).toBeNull();
  });
});
