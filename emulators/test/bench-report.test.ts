import { describe, expect, it } from 'vitest';
import type { EndpointLatency } from '../src/bench/api-latency';
import type { LoadResult } from '../src/bench/load';
import { checkBudgets, renderTable, type BenchReport } from '../src/bench/report';
import { median, percentile } from '../src/bench/stats';

describe('percentile (nearest rank)', () => {
  const sorted = Array.from({ length: 100 }, (_, i) => i + 1);

  it('takes the value at the rank, not an interpolation', () => {
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile(sorted, 1)).toBe(100);
    expect(percentile([7], 0.95)).toBe(7);
  });

  it('is NaN for no samples', () => {
    expect(percentile([], 0.5)).toBeNaN();
  });

  it("takes values in any order, without reordering the caller's array", () => {
    const values = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(100);
    expect(percentile(values, 0.1)).toBe(10);
    expect(values[0]).toBe(50);
  });

  it('sorts before taking the median', () => {
    expect(median([30, 10, 20])).toBe(20);
  });
});

const level = (concurrency: number, p95Ms: number, ok = 100): LoadResult => ({
  concurrency,
  requests: 100,
  ok,
  statuses: { 200: ok, ...(ok < 100 ? { 500: 100 - ok } : {}) },
  p50Ms: p95Ms / 2,
  p95Ms,
  p99Ms: p95Ms,
  maxMs: p95Ms,
  requestsPerSecond: 50,
  durationMs: 2000,
  warmupMs: 10,
  loadAverage: 1,
});

function report(api: EndpointLatency[], reads: (number | null)[]): Omit<BenchReport, 'budgets' | 'finishedAt'> {
  return {
    startedAt: '2026-01-01T00:00:00.000Z',
    machine: { cpus: 2, loadAverageAtStart: [0, 0, 0], loadAverageAtEnd: [0, 0, 0], node: 'v20', commit: 'abc' },
    settings: { lighthouseRuns: 1, loadSeconds: 1, concurrency: [1, 10] },
    moduleLoad: { error: 'not measured in this run' },
    firstLoads: [
      {
        page: 'Home',
        path: '/',
        finalPath: '/',
        title: 'Home',
        js: { files: 2, transferBytes: 150_000, gzipBytes: 199_000, rawBytes: 600_000 },
        css: { files: 0, transferBytes: 0, gzipBytes: 0, rawBytes: 0 },
        files: [],
      },
    ],
    homeEntryClosure: null,
    lighthouse: [],
    api: { poolWarmupMs: 1000, endpoints: api },
    firestoreReads: reads.map((n, i) => ({ tools: i ? 5000 : 12, reads: n, requests: [] })),
  };
}

const find = (checks: ReturnType<typeof checkBudgets>, start: string) => checks.find((c) => c.budget.startsWith(start));

describe('the budgets', () => {
  it('meets the tools budget on p95 at 10 concurrent, and only with every answer a 2xx', () => {
    const fast = checkBudgets(
      report([{ endpoint: 'GET /api/tools?limit=6', levels: [level(1, 500), level(10, 90)] }], []),
    );
    expect(find(fast, 'GET /api/tools')?.met).toBe(true);
    const failing = checkBudgets(report([{ endpoint: 'GET /api/tools?limit=6', levels: [level(10, 90, 99)] }], []));
    expect(find(failing, 'GET /api/tools')?.met).toBe(false);
    const slow = checkBudgets(report([{ endpoint: 'GET /api/tools?limit=6', levels: [level(10, 101)] }], []));
    expect(find(slow, 'GET /api/tools')?.met).toBe(false);
  });

  it('reports an order endpoint that does not exist yet as not measured, with the reason', () => {
    const checks = checkBudgets(
      report([{ endpoint: 'POST /api/order', unavailable: 'not available (404)', levels: [] }], []),
    );
    expect(find(checks, 'POST /api/order')).toEqual({
      budget: 'POST /api/order p95 ≤ 250 ms at 10 concurrent',
      figure: 'not available (404)',
      met: null,
    });
  });

  it('wants the same home-page reads for every catalog size', () => {
    expect(find(checkBudgets(report([], [14, 14])), 'Home-page reads')?.met).toBe(true);
    expect(find(checkBudgets(report([], [14, 20])), 'Home-page reads')?.met).toBe(false);
    expect(find(checkBudgets(report([], [14, null])), 'Home-page reads')?.met).toBeNull();
  });

  it("checks Home's JavaScript in gzip bytes from the build", () => {
    expect(find(checkBudgets(report([], [])), "Home's JavaScript")).toMatchObject({ figure: '199.0 kB', met: true });
  });

  it('prints one table with a row per figure', () => {
    const partial = report([{ endpoint: 'GET /api/tools?limit=6', levels: [level(10, 90)] }], [14, 14]);
    const table = renderTable({ ...partial, finishedAt: partial.startedAt, budgets: checkBudgets(partial) });
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^\| Area +\| Item +\| Figures +\| Budget +\| Met +\|$/);
    expect(lines.filter((l) => l.includes('GET /api/tools?limit=6 × 10'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('| Firestore reads'))).toHaveLength(2);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });
});
