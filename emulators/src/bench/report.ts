import { LOW_STOCK_LIMIT } from '../../../functions/src/analytics/low-stock';
import { SHARDS_PER_DAY } from '../../../functions/src/analytics/rollup-documents';
import { ANALYTICS_ENDPOINT, type AnalyticsBench } from './analytics';
import {
  COMPANY_ORDER_ENDPOINT,
  LINES_ORDER_ENDPOINT,
  type ApiLatency,
  type EndpointLatency,
  type OrderCpu,
} from './api-latency';
import type { CatalogueReads, HomeReads, MeteredRequest } from './firestore-reads';
import type { RouteLoad } from './first-load';
import type { LighthouseFigures } from './lighthouse';
import type { LoadResult } from './load';
import type { ModuleLoad } from './module-load';
import { latencyFloorMs, PROCESS_CLASSES, type CpuPerCall } from './process-cpu';
import { ms } from './stats';
import { textTable } from '../text-table';

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; loadAverageAtStart: number[]; loadAverageAtEnd: number[]; node: string; commit: string };
  settings: { lighthouseRuns: number; loadSeconds: number; concurrency: number[] };
  moduleLoad: ModuleLoad | { error: string };
  firstLoads: RouteLoad[];
  /** The islands entry's closure: what a visitor's Home, Blogs and Portfolio load. */
  homeEntryClosure: EntryClosure | null;
  /** The app entry's closure: what every other first visit loads before its page's own code. */
  appEntryClosure?: EntryClosure | null;
  lighthouse: LighthouseFigures[];
  api: ApiLatency;
  firestoreReads: HomeReads[];
  catalogueReads: CatalogueReads[];
  analytics: AnalyticsBench;
  budgets: BudgetCheck[];
}

export interface EntryClosure {
  files: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export interface BudgetCheck {
  budget: string;
  figure: string;
  met: boolean | null;
}

/** The budgets; a budget whose figure is missing is neither met nor missed (null). */
export const budgets = {
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 },
} as const;

export interface LatencyBudget {
  endpoint: string;
  clients: number;
  percentile: 'p50' | 'p95';
  ms: number;
}

/** The API's latency budgets: a percentile at a number of concurrent clients, every answer a 2xx. */
export const latencyBudgets: readonly LatencyBudget[] = [
  { endpoint: 'GET /api/tools?limit=6', clients: 10, percentile: 'p95', ms: 100 },
  { endpoint: 'POST /api/order', clients: 1, percentile: 'p50', ms: 30 },
  { endpoint: 'POST /api/order', clients: 10, percentile: 'p95', ms: 250 },
  { endpoint: COMPANY_ORDER_ENDPOINT, clients: 10, percentile: 'p95', ms: 250 },
  { endpoint: LINES_ORDER_ENDPOINT, clients: 10, percentile: 'p95', ms: 400 },
  { endpoint: ANALYTICS_ENDPOINT, clients: 10, percentile: 'p95', ms: 300 },
];

const latencyFigure = (level: LoadResult, percentile: LatencyBudget['percentile']) =>
  percentile === 'p50' ? level.p50Ms : level.p95Ms;

/** "quiet after 12.0 s · " (or that the machine never went quiet) for a level that waited for it. */
function quietWait(l: LoadResult): string {
  if (!l.quietWait) return '';
  const waited = `${(l.quietWait.waitedMs / 1000).toFixed(1)} s`;
  return `${l.quietWait.quiet ? 'quiet' : 'NOT quiet'} after ${waited} · `;
}

const latencyMet = (level: LoadResult, budget: LatencyBudget) =>
  latencyFigure(level, budget.percentile) <= budget.ms && level.ok === level.requests;

/** Every endpoint the bench loaded, the dashboard's included. */
function loadedEndpoints(r: Pick<BenchReport, 'api' | 'analytics'>): EndpointLatency[] {
  return [
    ...r.api.endpoints,
    ...(r.analytics.latency.length ? [{ endpoint: ANALYTICS_ENDPOINT, levels: r.analytics.latency }] : []),
  ];
}

/** kB as Vite prints them (1 kB = 1000 bytes). */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function checkBudgets(r: Omit<BenchReport, 'budgets' | 'finishedAt'>): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const lh of r.lighthouse) {
    for (const [category, min] of Object.entries(budgets.lighthouse) as [keyof typeof budgets.lighthouse, number][]) {
      const score = lh.scores[category];
      const crawlabilityLeftOut = category === 'seo' && lh.keptOutOfSearch ? ' (crawlability left out)' : '';
      checks.push({
        budget: `Lighthouse ${category}${crawlabilityLeftOut} on ${lh.page} ${min === 100 ? '= 100' : `≥ ${min}`}`,
        figure: score === null ? (lh.error ?? 'no score') : String(score),
        met: score === null ? null : score >= min,
      });
    }
    if (lh.keptOutOfSearch) {
      const { crawlable } = lh.keptOutOfSearch;
      checks.push({
        budget: `${lh.page} is kept out of search engines (robots.txt)`,
        figure: crawlable === null ? 'not audited' : crawlable ? 'crawlable' : 'not crawlable',
        met: crawlable === null ? null : !crawlable,
      });
    }
  }
  for (const load of r.firstLoads) {
    if (load.jsBudgetBytes === undefined) continue;
    checks.push({
      budget: `${load.page}'s first-visit JavaScript ≤ ${kB(load.jsBudgetBytes)} gzip`,
      figure: kB(load.js.gzipBytes),
      met: load.js.gzipBytes <= load.jsBudgetBytes,
    });
  }
  const loaded = loadedEndpoints(r);
  for (const budget of latencyBudgets) {
    const measured = loaded.find((e) => e.endpoint === budget.endpoint);
    const level = measured?.levels.find((l) => l.concurrency === budget.clients);
    checks.push({
      budget: `${budget.endpoint} ${budget.percentile} ≤ ${budget.ms} ms at ${budget.clients} concurrent`,
      figure: level
        ? `${ms(latencyFigure(level, budget.percentile))} (${level.ok}/${level.requests} ok)`
        : (measured?.unavailable ?? 'not measured'),
      met: level ? latencyMet(level, budget) : null,
    });
  }
  // count() is billed a read per 1,000 entries counted, so X-Total-Count costs a read more per
  // 1,000 tools; the documents read are what must not grow with the catalogue.
  const documents = r.firestoreReads.map((h) => h.documents);
  checks.push({
    budget: `Home-page documents read the same for ${r.firestoreReads.map((h) => h.tools).join(' and ')} tools`,
    figure: r.firestoreReads
      .map((h) => (h.reads === null ? 'n/a' : `${h.documents} (+${(h.reads ?? 0) - (h.documents ?? 0)} count)`))
      .join(' / '),
    met:
      documents.length >= 2 && documents.every((n) => n !== null) ? documents.every((n) => n === documents[0]) : null,
  });
  const catalogue = r.catalogueReads.map((c) => c.requests.map(documentsOf));
  const [smallest, ...larger] = catalogue;
  checks.push({
    budget: `Catalogue-page documents read the same for ${r.catalogueReads.map((c) => c.tools).join(' and ')} tools`,
    figure: r.catalogueReads.map((c) => c.requests.map(readsText).join(', ')).join(' / '),
    met:
      smallest && larger.length && catalogue.flat().every((n) => n !== null)
        ? larger.every((sizes) => sizes.length === smallest.length && sizes.every((n, i) => n === smallest[i]))
        : null,
  });
  // A load reads the window's roll-up shards (at most days × SHARDS_PER_DAY) and the low-stock
  // list (at most LOW_STOCK_LIMIT): a bound that does not move with the number of orders.
  const analyticsReads = r.analytics.reads;
  const loads = analyticsReads.flatMap((a) => a.requests);
  checks.push({
    budget: `Analytics reads per load ≤ days × ${SHARDS_PER_DAY} shards + ${LOW_STOCK_LIMIT} for ${analyticsReads.map((a) => a.orders).join(' and ')} orders`,
    figure: analyticsReads.length
      ? analyticsReads.map((a) => `${a.orders} orders: ${a.requests.map(readsText).join(', ')}`).join(' / ')
      : (r.analytics.error ?? 'not measured'),
    met:
      analyticsReads.length >= 2 && loads.every((q) => q.reads !== null)
        ? loads.every((q) => (q.reads ?? 0) <= analyticsReadBound(q.path))
        : null,
  });
  return checks;
}

function analyticsReadBound(path: string): number {
  const days = Number(/days=(\d+)/.exec(path)?.[1] ?? 0);
  return days * SHARDS_PER_DAY + LOW_STOCK_LIMIT;
}

const documentsOf = (q: MeteredRequest) => (q.reads === null || q.countReads === null ? null : q.reads - q.countReads);

/** "13+1": documents plus count() reads. */
const readsText = (q: MeteredRequest) => (q.reads === null ? 'n/a' : `${documentsOf(q)}+${q.countReads}`);

/** A path with its cursor shortened (it is long and says nothing). */
const shortPath = (path: string) => path.replace(/after=[^&]+/, 'after=…');

const cpuMs = (n: number) => `${n.toFixed(1)} ms`;

/**
 * Where the CPU of one order goes, with its triggers and without, and what the CPU of the order
 * alone allows at 10 clients on this machine's cores (the budgets' level).
 */
export function orderCpuRows(cpu: OrderCpu | undefined, cores: number): string[][] {
  if (!cpu) return [];
  const split = (c: CpuPerCall | null) =>
    c
      ? `${PROCESS_CLASSES.map((part) => `${part} ${cpuMs(c.perCallMs[part])}`).join(' · ')} · total ${cpuMs(c.totalMs)} (${c.calls} orders)`
      : 'not measured (no /proc)';
  const rows = [
    [
      'API CPU',
      'POST /api/order, CPU per order by process, with its triggers (roll-up, e-mail)',
      split(cpu.withTriggers),
      '',
      '',
    ],
    ['API CPU', 'POST /api/order, CPU per order by process, triggers paused', split(cpu.triggersPaused), '', ''],
  ];
  const alone = cpu.triggersPaused;
  if (alone) {
    const suiteMs = alone.totalMs - alone.perCallMs['bench client'];
    const floor = latencyFloorMs(suiteMs, 10, cores);
    rows.push([
      'API CPU',
      'POST /api/order: the shortest mean wait at 10 clients that its CPU allows',
      `${ms(floor)} (10 × ${cpuMs(suiteMs)} of the suite's CPU per order, triggers paused, on ${cores} cores; of it the API's worker ${cpuMs(alone.perCallMs['functions workers'])})`,
      '',
      '',
    ]);
  }
  return rows;
}

/** One table: area, item, figures, budget and whether it is met. */
export function renderTable(r: BenchReport): string {
  const rows: string[][] = [['Area', 'Item', 'Figures', 'Budget', 'Met']];
  const mark = (met: boolean | null | undefined) => (met === undefined ? '' : met === null ? '?' : met ? 'yes' : 'NO');
  const lhMin = budgets.lighthouse;
  for (const lh of r.lighthouse) {
    const s = lh.scores;
    const where = lh.finalUrl && !lh.finalUrl.endsWith(lh.path) ? ` (ended at ${new URL(lh.finalUrl).pathname})` : '';
    const figures = lh.error
      ? `error: ${lh.error}`
      : `perf ${s.performance} · a11y ${s.accessibility} · bp ${s['best-practices']} · seo ${s.seo}` +
        `${lh.keptOutOfSearch ? ` (crawlability left out: ${lh.keptOutOfSearch.crawlable === false ? 'kept out of search, as meant' : 'CRAWLABLE'})` : ''} · ` +
        `LCP ${ms(lh.lcpMs ?? Number.NaN)} · TBT ${ms(lh.tbtMs ?? Number.NaN)} · CLS ${(lh.cls ?? Number.NaN).toFixed(3)}` +
        ` · perf runs ${lh.performanceRuns.join('/')} · CPU benchmark ${lh.benchmarkIndex ?? 'n/a'}` +
        ` · quiet starts ${lh.quietStarts}/${lh.runs}` +
        `${lh.protocol ? ` · over ${lh.protocol}` : ''}`;
    const met = lh.error
      ? null
      : (s.performance ?? 0) >= lhMin.performance &&
        (s.accessibility ?? 0) >= lhMin.accessibility &&
        (s['best-practices'] ?? 0) >= lhMin['best-practices'] &&
        (s.seo ?? 0) >= lhMin.seo &&
        (!lh.keptOutOfSearch || lh.keptOutOfSearch.crawlable === false);
    rows.push(['Lighthouse (mobile)', `${lh.page} ${lh.path}${where}`, figures, '≥95 / 100 / ≥95 / ≥95', mark(met)]);
  }
  for (const load of r.firstLoads) {
    const encodings = [...new Set(load.files.map((f) => f.encoding ?? 'identity'))].join(',');
    rows.push([
      'First-visit JS',
      `${load.page} ${load.path} → "${load.title}"`,
      `${kB(load.js.gzipBytes)} gzip (build) · ${kB(load.js.transferBytes)} on the wire (${encodings}) · ${kB(load.js.rawBytes)} raw · ${load.js.files} files`,
      load.jsBudgetBytes === undefined ? '' : `≤ ${kB(load.jsBudgetBytes)}`,
      load.jsBudgetBytes === undefined ? '' : mark(load.js.gzipBytes <= load.jsBudgetBytes),
    ]);
    rows.push([
      'First-visit CSS',
      `${load.page} ${load.path}`,
      `${kB(load.css.gzipBytes)} gzip (build) · ${kB(load.css.transferBytes)} on the wire · ${load.css.files} files`,
      '',
      '',
    ]);
  }
  for (const [item, closure] of [
    [
      "islands entry, its parts + static imports (a visitor's Home, Blogs, Portfolio, Login, Register)",
      r.homeEntryClosure,
    ],
    ['app entry + static imports (every other first visit)', r.appEntryClosure],
  ] as const) {
    if (!closure) continue;
    rows.push([
      'Build output',
      item,
      `${kB(closure.jsGzipBytes)} JS gzip · ${kB(closure.cssGzipBytes)} CSS gzip · ${closure.files.length} files`,
      '',
      '',
    ]);
  }
  if (r.api.endpoints.length) {
    rows.push([
      'API latency',
      `emulator workers for ${Math.max(...r.settings.concurrency)} clients`,
      `started and warm in ${ms(r.api.poolWarmupMs)} (one worker per concurrent request, each loads the api module)`,
      '',
      '',
    ]);
  }
  const analyticsOrders = r.analytics.reads.at(-1)?.orders;
  for (const e of loadedEndpoints(r)) {
    if (e.unavailable) {
      rows.push(['API latency', e.endpoint, e.unavailable, '', '?']);
      continue;
    }
    const what = e.endpoint === ANALYTICS_ENDPOINT ? ` (${analyticsOrders ?? '?'} orders)` : '';
    for (const l of e.levels) {
      const budget = latencyBudgets.find((b) => b.endpoint === e.endpoint && b.clients === l.concurrency);
      const failed = l.requests - l.ok;
      rows.push([
        'API latency',
        `${e.endpoint} × ${l.concurrency}${what}`,
        `p50 ${ms(l.p50Ms)} · p95 ${ms(l.p95Ms)} · p99 ${ms(l.p99Ms)} · ${l.requestsPerSecond.toFixed(1)} req/s · ${l.requests} requests${failed ? ` (${failed} not 2xx: ${JSON.stringify(l.statuses)})` : ''} · ${quietWait(l)}warm-up ${ms(l.warmupMs)} · load avg ${l.loadAverage}`,
        budget ? `${budget.percentile} ≤ ${budget.ms} ms` : '',
        budget ? mark(latencyMet(l, budget)) : '',
      ]);
    }
  }
  for (const cost of [...(r.api.orderCosts ?? []), ...(r.analytics.cost ? [r.analytics.cost] : [])]) {
    rows.push([
      'Request cost',
      `${cost.endpoint}, one request`,
      `${cost.status} · ${cost.reads ?? 'n/a'} reads · ${cost.writes ?? 'n/a'} writes · ${cost.steps.map((step) => `${step.name} ${step.ms.toFixed(1)} ms`).join(', ') || 'no Server-Timing'}`,
      '',
      '',
    ]);
  }
  rows.push(...orderCpuRows(r.api.orderCpu, r.machine.cpus));
  const readsCheck = r.budgets.find((b) => b.budget.startsWith('Home-page documents'));
  for (const h of r.firestoreReads) {
    rows.push([
      'Firestore reads',
      `Home visit, ${h.tools} tools`,
      `${h.reads ?? 'n/a'} reads = ${h.documents ?? 'n/a'} documents + count() (${h.requests.map((q) => `${q.path}: ${readsText(q)}`).join(', ')})`,
      'documents same for every catalog size',
      mark(readsCheck?.met),
    ]);
  }
  const catalogueCheck = r.budgets.find((b) => b.budget.startsWith('Catalogue-page documents'));
  for (const c of r.catalogueReads) {
    rows.push([
      'Firestore reads',
      `Catalogue calls, ${c.tools} tools (documents+count)`,
      c.requests.map((q) => `${shortPath(q.path)}: ${readsText(q)}`).join(', '),
      'documents same for every catalog size',
      mark(catalogueCheck?.met),
    ]);
  }
  const analyticsCheck = r.budgets.find((b) => b.budget.startsWith('Analytics reads'));
  for (const a of r.analytics.reads) {
    rows.push([
      'Firestore reads',
      `Analytics load, ${a.orders} orders (seeded + roll-ups rebuilt in ${ms(a.seedMs)})`,
      a.requests.map((q) => `${q.path}: ${q.reads ?? 'n/a'}`).join(', '),
      'bounded by days × shards, not orders',
      mark(analyticsCheck?.met),
    ]);
  }
  if (r.analytics.error) rows.push(['Analytics', 'not measured', r.analytics.error, '', '']);
  if ('error' in r.moduleLoad) {
    rows.push(['Functions', 'module load of api', r.moduleLoad.error, '', '']);
  } else {
    const m = r.moduleLoad;
    rows.push([
      'Functions',
      'module load of api (node -e require)',
      `median ${ms(m.medianMs)} (runs ${m.runsMs.join('/')} ms) · Admin apps at import: ${m.adminAppsAtImport} · ` +
        Object.entries(m.dependenciesMs)
          .map(([d, t]) => `${d} ${t} ms`)
          .join(', '),
      'no heavy work at import; Admin lazy',
      mark(m.adminAppsAtImport === 0),
    ]);
    rows.push([
      'Functions',
      'page: the pages renderer (/tools, /order/{id}), loaded on its first request',
      m.purchasePageRendererMs === null ? 'not built' : `median ${ms(m.purchasePageRendererMs)} (not loaded by api)`,
      '',
      '',
    ]);
  }
  const [header = [], ...body] = rows;
  return textTable(header, body);
}
