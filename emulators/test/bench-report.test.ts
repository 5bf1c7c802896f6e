import { describe, expect, it } from 'vitest';
import {
  COMPANY_ORDER_ENDPOINT,
  LINES_ORDER_ENDPOINT,
  parseServerTiming,
  type EndpointLatency,
} from '../src/bench/api-latency';
import type { CatalogueReads } from '../src/bench/firestore-reads';
import type { LoadResult } from '../src/bench/load';
import { categoryScoreWithout } from '../src/bench/lighthouse';
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

/** A catalogue call's reads: documents and count() reads. */
const call = (path: string, documents: number | null, countReads: number) => ({
  path,
  reads: documents === null ? null : documents + countReads,
  countReads: documents === null ? null : countReads,
});

function report(
  api: EndpointLatency[],
  reads: (number | null)[],
  catalogue: CatalogueReads[] = [],
  analytics: BenchReport['analytics'] = { reads: [], latency: [] },
): Omit<BenchReport, 'budgets' | 'finishedAt'> {
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
        js: { files: 2, transferBytes: 150_000, gzipBytes: 149_000, rawBytes: 600_000 },
        css: { files: 0, transferBytes: 0, gzipBytes: 0, rawBytes: 0 },
        files: [],
        jsBudgetBytes: 150_000,
      },
      {
        page: 'Login',
        path: '/login',
        finalPath: '/login',
        title: 'Login',
        js: { files: 3, transferBytes: 190_000, gzipBytes: 213_700, rawBytes: 700_000 },
        css: { files: 0, transferBytes: 0, gzipBytes: 0, rawBytes: 0 },
        files: [],
        jsBudgetBytes: 180_000,
      },
      {
        page: 'Analytics',
        path: '/admin/analytics',
        finalPath: '/admin/analytics',
        title: 'Analytics',
        js: { files: 5, transferBytes: 300_000, gzipBytes: 368_400, rawBytes: 1_100_000 },
        css: { files: 0, transferBytes: 0, gzipBytes: 0, rawBytes: 0 },
        files: [],
      },
    ],
    homeEntryClosure: null,
    lighthouse: [],
    api: { poolWarmupMs: 1000, endpoints: api },
    // Home's tools list counts its tools: one count() read per 1,000.
    firestoreReads: reads.map((n, i) => ({
      tools: i ? 5000 : 12,
      reads: n === null ? null : n + (i ? 5 : 1),
      documents: n,
      requests: [],
    })),
    catalogueReads: catalogue,
    analytics,
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
    expect(find(checks, 'POST /api/order p95')).toEqual({
      budget: 'POST /api/order p95 ≤ 250 ms at 10 concurrent',
      figure: 'not available (404)',
      met: null,
    });
  });

  it('wants the same home-page documents read for every catalog size (count() reads apart)', () => {
    expect(find(checkBudgets(report([], [14, 14])), 'Home-page documents')).toMatchObject({
      figure: '14 (+1 count) / 14 (+5 count)',
      met: true,
    });
    expect(find(checkBudgets(report([], [14, 20])), 'Home-page documents')?.met).toBe(false);
    expect(find(checkBudgets(report([], [14, null])), 'Home-page documents')?.met).toBeNull();
  });

  it('wants the same documents read for each catalogue call at every catalogue size', () => {
    const at = (tools: number, first: number | null, categories: number) => ({
      tools,
      requests: [call('/tools?limit=12', first, Math.ceil(tools / 1000)), call('/categories', categories, 9)],
    });
    const same = checkBudgets(report([], [], [at(40, 13, 9), at(5000, 13, 9)]));
    expect(find(same, 'Catalogue-page documents')).toMatchObject({
      budget: 'Catalogue-page documents read the same for 40 and 5000 tools',
      figure: '13+1, 9+9 / 13+5, 9+9',
      met: true,
    });
    expect(find(checkBudgets(report([], [], [at(40, 13, 9), at(5000, 13, 14)])), 'Catalogue')?.met).toBe(false);
    expect(find(checkBudgets(report([], [], [at(40, 13, 9), at(5000, null, 9)])), 'Catalogue')?.met).toBeNull();
    expect(find(checkBudgets(report([], [], [at(40, 13, 9)])), 'Catalogue')?.met).toBeNull();
  });

  it("checks each budgeted page's first-visit JavaScript in gzip bytes, and only those pages", () => {
    const checks = checkBudgets(report([], []));
    expect(find(checks, "Home's first-visit JavaScript")).toEqual({
      budget: "Home's first-visit JavaScript ≤ 150.0 kB gzip",
      figure: '149.0 kB',
      met: true,
    });
    expect(find(checks, "Login's first-visit JavaScript")).toMatchObject({ figure: '213.7 kB', met: false });
    expect(find(checks, "Analytics's")).toBeUndefined();
  });

  it('prints one table with a row per figure', () => {
    const partial = report(
      [{ endpoint: 'GET /api/tools?limit=6', levels: [level(10, 90)] }],
      [14, 14],
      [{ tools: 40, requests: [call('/tools?limit=12&after=abcdef', 13, 1)] }],
    );
    const table = renderTable({ ...partial, finishedAt: partial.startedAt, budgets: checkBudgets(partial) });
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^\| Area +\| Item +\| Figures +\| Budget +\| Met +\|$/);
    expect(lines.filter((l) => l.includes('GET /api/tools?limit=6 × 10'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('| Firestore reads'))).toHaveLength(3);
    expect(lines.some((l) => l.includes('/tools?limit=12&after=…: 13+1'))).toBe(true);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });

  it('budgets the orders: p50 at 1 client, p95 at 10 for one tool, a member and 10 lines', () => {
    const partial = report(
      [
        { endpoint: 'POST /api/order', levels: [level(1, 60), level(10, 200)] },
        { endpoint: COMPANY_ORDER_ENDPOINT, levels: [level(10, 260)] },
        { endpoint: LINES_ORDER_ENDPOINT, levels: [level(1, 140), level(10, 380)] },
      ],
      [],
    );
    const checks = checkBudgets(partial);
    expect(checks.filter((c) => c.budget.startsWith('POST /api/order'))).toEqual([
      { budget: 'POST /api/order p50 ≤ 30 ms at 1 concurrent', figure: '30 ms (100/100 ok)', met: true },
      { budget: 'POST /api/order p95 ≤ 250 ms at 10 concurrent', figure: '200 ms (100/100 ok)', met: true },
      { budget: `${COMPANY_ORDER_ENDPOINT} p95 ≤ 250 ms at 10 concurrent`, figure: '260 ms (100/100 ok)', met: false },
      { budget: `${LINES_ORDER_ENDPOINT} p95 ≤ 400 ms at 10 concurrent`, figure: '380 ms (100/100 ok)', met: true },
    ]);
    const lines = renderTable({ ...partial, finishedAt: partial.startedAt, budgets: checks }).split('\n');
    const row = (clients: number) => lines.find((l) => l.includes(`| ${LINES_ORDER_ENDPOINT} × ${clients} `));
    expect(row(1)).toContain('p50 70 ms · p95 140 ms');
    expect(row(1)).not.toContain('≤');
    expect(row(10)).toMatch(/p95 ≤ 400 ms +\| yes/);
    expect(lines.find((l) => l.includes('| POST /api/order × 1 '))).toMatch(/p50 ≤ 30 ms +\| yes/);
    expect(lines.find((l) => l.includes(`| ${COMPANY_ORDER_ENDPOINT} × 10 `))).toMatch(/p95 ≤ 250 ms +\| NO/);
  });

  it('says how long each level waited for the machine to go quiet, and when it never did', () => {
    const partial = report(
      [
        {
          endpoint: 'POST /api/order',
          levels: [
            { ...level(1, 60), quietWait: { waitedMs: 12_000, quiet: true } },
            { ...level(10, 200), quietWait: { waitedMs: 180_000, quiet: false } },
          ],
        },
      ],
      [],
    );
    const lines = renderTable({ ...partial, finishedAt: partial.startedAt, budgets: checkBudgets(partial) }).split(
      '\n',
    );
    expect(lines.find((l) => l.includes('| POST /api/order × 1 '))).toContain('· quiet after 12.0 s · warm-up');
    expect(lines.find((l) => l.includes('| POST /api/order × 10 '))).toContain('· NOT quiet after 180.0 s · warm-up');
  });

  it('prints where one order of each kind spent its time and what it read and wrote', () => {
    const partial = report([{ endpoint: 'POST /api/order', levels: [level(1, 60)] }], []);
    partial.api.orderCosts = [
      {
        endpoint: 'POST /api/order',
        status: 201,
        reads: 5,
        writes: 6,
        steps: [
          { name: 'token', ms: 3.25 },
          { name: 'total', ms: 20 },
        ],
      },
    ];
    const table = renderTable({ ...partial, finishedAt: partial.startedAt, budgets: checkBudgets(partial) });
    expect(table).toContain('201 · 5 reads · 6 writes · token 3.3 ms, total 20.0 ms');
  });
});

describe('Server-Timing as the bench reads it', () => {
  it('takes each named duration, in order, and leaves out entries without one', () => {
    expect(parseServerTiming('token;dur=3.5, cache;desc="hit", total;dur=20')).toEqual([
      { name: 'token', ms: 3.5 },
      { name: 'total', ms: 20 },
    ]);
    expect(parseServerTiming(null)).toEqual([]);
  });
});

describe('the analytics latency budget', () => {
  it('is the dashboard p95 at 10 clients, printed with its row', () => {
    const partial = report([], [], [], { reads: [], latency: [level(1, 100), level(10, 320)] });
    const checks = checkBudgets(partial);
    expect(find(checks, 'GET /api/analytics')).toEqual({
      budget: 'GET /api/analytics?days=90 p95 ≤ 300 ms at 10 concurrent',
      figure: '320 ms (100/100 ok)',
      met: false,
    });
    const lines = renderTable({ ...partial, finishedAt: partial.startedAt, budgets: checks }).split('\n');
    expect(lines.find((l) => l.includes('GET /api/analytics?days=90 × 10'))).toMatch(/p95 ≤ 300 ms +\| NO/);
  });
});

describe('the analytics reads budget', () => {
  const load = (orders: number, reads30: number, reads90: number) => ({
    orders,
    seedMs: 1000,
    requests: [call('/api/analytics?days=30', reads30, 0), call('/api/analytics?days=90', reads90, 0)],
  });

  it('is met when every load reads at most days × shards + the low-stock list, whatever the orders', () => {
    const checks = checkBudgets(report([], [], [], { reads: [load(100, 12, 30), load(10_000, 31, 91)], latency: [] }));
    expect(find(checks, 'Analytics reads')).toEqual({
      budget: 'Analytics reads per load ≤ days × 4 shards + 50 for 100 and 10000 orders',
      figure: '100 orders: 12+0, 30+0 / 10000 orders: 31+0, 91+0',
      met: true,
    });
  });

  it('is missed when a load reads more than the bound (reads that grow with the orders)', () => {
    const checks = checkBudgets(
      report([], [], [], { reads: [load(100, 100, 100), load(10_000, 10_000, 10_000)], latency: [] }),
    );
    expect(find(checks, 'Analytics reads')?.met).toBe(false);
  });

  it('is not measured with fewer than two sizes, and says why', () => {
    const checks = checkBudgets(
      report([], [], [], { reads: [], latency: [], error: 'GET /api/analytics?days=30 answered 500' }),
    );
    expect(find(checks, 'Analytics reads')).toMatchObject({
      figure: 'GET /api/analytics?days=30 answered 500',
      met: null,
    });
  });
});

describe('Lighthouse on a page robots.txt keeps out of search engines', () => {
  const lighthouseFigures = (keptOutOfSearch?: { crawlable: boolean | null }) => ({
    page: 'My Orders',
    path: '/dashboard',
    finalUrl: 'http://127.0.0.1:5050/dashboard',
    runs: 1,
    scores: { performance: 96, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 1200,
    tbtMs: 100,
    cls: 0,
    performanceRuns: [96],
    benchmarkIndex: 2000,
    quietStarts: 1,
    flagged: [],
    ...(keptOutOfSearch ? { keptOutOfSearch } : {}),
  });
  const withLighthouse = (figures: BenchReport['lighthouse'][number]) => ({ ...report([], []), lighthouse: [figures] });

  it('scores SEO without the crawlability audit, and checks that the page is not crawlable', () => {
    const kept = checkBudgets(withLighthouse(lighthouseFigures({ crawlable: false })));
    expect(find(kept, 'Lighthouse seo (crawlability left out) on My Orders')?.met).toBe(true);
    expect(find(kept, 'My Orders is kept out of search engines')).toEqual({
      budget: 'My Orders is kept out of search engines (robots.txt)',
      figure: 'not crawlable',
      met: true,
    });
    expect(
      renderTable({ ...withLighthouse(lighthouseFigures({ crawlable: false })), budgets: kept, finishedAt: '' }),
    ).toMatch(/seo 100 \(crawlability left out: kept out of search, as meant\).*\| yes/);
  });

  it('misses when a page meant to be kept out can be crawled', () => {
    const open = checkBudgets(withLighthouse(lighthouseFigures({ crawlable: true })));
    expect(find(open, 'My Orders is kept out of search engines')?.met).toBe(false);
    expect(
      renderTable({ ...withLighthouse(lighthouseFigures({ crawlable: true })), budgets: open, finishedAt: '' }),
    ).toMatch(/CRAWLABLE.*\| NO/);
  });

  it('says how many runs started on a quiet machine', () => {
    const noisy = { ...lighthouseFigures(), runs: 3, performanceRuns: [90, 96, 97], quietStarts: 2 };
    const table = renderTable({
      ...withLighthouse(noisy),
      budgets: checkBudgets(withLighthouse(noisy)),
      finishedAt: '',
    });
    expect(table).toMatch(/perf runs 90\/96\/97 · CPU benchmark 2000 · quiet starts 2\/3/);
  });

  it('says which protocol the page came over', () => {
    const overH2 = { ...lighthouseFigures(), protocol: 'h2' };
    const table = renderTable({
      ...withLighthouse(overH2),
      budgets: checkBudgets(withLighthouse(overH2)),
      finishedAt: '',
    });
    expect(table).toMatch(/quiet starts 1\/1 · over h2 /);
  });

  it('leaves a public page as Lighthouse scores it, with no crawlability check', () => {
    const checks = checkBudgets(withLighthouse(lighthouseFigures()));
    expect(find(checks, 'Lighthouse seo on My Orders')?.met).toBe(true);
    expect(find(checks, 'My Orders is kept out')).toBeUndefined();
  });
});

describe('categoryScoreWithout', () => {
  const lhr = {
    categories: {
      seo: {
        auditRefs: [
          { id: 'is-crawlable', weight: 4.043 },
          { id: 'document-title', weight: 1 },
          { id: 'meta-description', weight: 1 },
          { id: 'structured-data', weight: 0 },
          { id: 'hreflang', weight: 1 },
        ],
      },
    },
    audits: {
      'is-crawlable': { score: 0 },
      'document-title': { score: 1 },
      'meta-description': { score: 0 },
      'structured-data': { score: null },
      hreflang: { score: null },
    },
  } as unknown as Parameters<typeof categoryScoreWithout>[0];

  it('weighs the audits that count as Lighthouse does, leaving out the ones named and those that do not apply', () => {
    expect(categoryScoreWithout(lhr, 'seo', [])).toBe(Math.round((1 / 6.043) * 100));
    expect(categoryScoreWithout(lhr, 'seo', ['is-crawlable'])).toBe(50);
  });
});
