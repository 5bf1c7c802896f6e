import { randomUUID } from 'node:crypto';
import { API_HEADERS } from '@toolshub/shared';
import { signInDemoAccount } from '../script-accounts';
import { createCompanyMember, type ScriptCompanyMember } from '../script-companies';
import { addStockedTools } from '../script-tools';
import { withBackgroundTriggersPaused } from '../background-triggers';
import { closedLoop, QUIET, STEADY_STATE_WARMUP, warmUp, type LoadResult } from './load';
import { measureCpuPerCall, type CpuPerCall } from './process-cpu';

export interface ApiLatency {
  /**
   * The emulator runs one request per worker process and starts a new worker for each concurrent
   * request it cannot place (each loads the api module): how long it took to start and warm the
   * workers of every level, before any level was measured.
   */
  poolWarmupMs: number;
  endpoints: EndpointLatency[];
  /** One order of each kind, after its load: where its time went and what it cost in Firestore. */
  orderCosts?: RequestCost[];
  /** The suite's CPU per single-tool order, one at a time, by process: with its triggers, and without. */
  orderCpu?: OrderCpu;
}

export interface OrderCpu {
  withTriggers: CpuPerCall | null;
  triggersPaused: CpuPerCall | null;
}

/** Orders one at a time for the CPU split: enough that the suite's idle CPU is a small part. */
const CPU_SPLIT_ORDERS = 100;

/** One request's status, Firestore reads and writes and Server-Timing steps (emulator headers). */
export interface RequestCost {
  endpoint: string;
  status: number;
  reads: number | null;
  writes: number | null;
  steps: { name: string; ms: number }[];
}

/** `name;dur=12.5, other;dur=3` as steps; entries without a duration are left out. */
export function parseServerTiming(value: string | null): { name: string; ms: number }[] {
  if (!value) return [];
  return value.split(',').flatMap((entry) => {
    const [name = '', ...params] = entry.trim().split(';');
    const dur = params.map((p) => p.trim()).find((p) => p.startsWith('dur='));
    const ms = dur ? Number(dur.slice(4)) : Number.NaN;
    return name && Number.isFinite(ms) ? [{ name, ms }] : [];
  });
}

export async function measureCost(endpoint: string, url: string, init: RequestInit): Promise<RequestCost> {
  const res = await fetch(url, init);
  await res.arrayBuffer();
  const count = (header: string) => (res.headers.has(header) ? Number(res.headers.get(header)) : null);
  return {
    endpoint,
    status: res.status,
    reads: count(API_HEADERS.firestoreReads),
    writes: count(API_HEADERS.firestoreWrites),
    steps: parseServerTiming(res.headers.get(API_HEADERS.serverTiming)),
  };
}

export interface EndpointLatency {
  endpoint: string;
  /** Why it was not measured, e.g. 'not available (404)'. */
  unavailable?: string;
  levels: LoadResult[];
}

/** Tools only the order load uses: one per client (no two clients contend for one tool's stock). */
const ORDER_TOOL_PREFIX = 'bench-order-tool-';
/** Tools only the 10-line order load uses: ten per client, as apart as the single-tool ones. */
const LINES_TOOL_PREFIX = 'bench-lines-tool-';
export const LINES_PER_ORDER = 10;
/** The 10-line order is measured at these concurrencies (where the run has them). */
export const LINES_ORDER_LEVELS = [1, 10];
export const LINES_ORDER_ENDPOINT = `POST /api/order (${LINES_PER_ORDER} lines)`;
/**
 * The single-tool order placed by a company's member (the same tools), at 1 and 10 clients, each
 * client a buyer of a company of its own (ten companies ordering at once: the budgeted figure).
 */
export const COMPANY_ORDER_ENDPOINT = 'POST /api/order (company member)';
export const COMPANY_ORDER_LEVELS = [1, 10];
/**
 * The same at 10 clients who all order for one company: every order also checks and writes
 * that company's one credit balance, so they take turns on it (a stress figure, not a budget).
 */
export const ONE_COMPANY_ORDER_ENDPOINT = 'POST /api/order (one company, 10 clients)';

async function send(url: string, init?: RequestInit): Promise<number> {
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return res.status;
}

export interface LatencyOptions {
  levels: number[];
  durationMs: number;
  toolId: string;
  /** Measure only the company member's order (BENCH_API=company), after the GET warm-up. */
  companyOnly?: boolean;
}

/**
 * p50/p95 and requests per second for the four endpoints at each concurrency, through Hosting's
 * /api rewrite as the browser calls them, then an order of 10 lines (a cart's checkout) at 1 and 10
 * clients. POST /api/order is probed first: where the route does not exist yet it is reported as
 * not available.
 */
export async function measureApiLatency(base: string, opts: LatencyOptions): Promise<ApiLatency> {
  const run = (sendOne: (client: number) => Promise<number>) => async (concurrency: number) =>
    closedLoop({
      concurrency,
      durationMs: opts.durationMs,
      ...STEADY_STATE_WARMUP,
      send: sendOne,
    });

  const gets: [string, string][] = [
    ['GET /api/tools?limit=6', '/api/tools?limit=6'],
    ['GET /api/reviews', '/api/reviews'],
    [`GET /api/tool/{id}`, `/api/tool/${encodeURIComponent(opts.toolId)}`],
  ];
  // Steady state: every worker the highest level needs is started and has served the GET routes.
  // Level by level (10 new workers, then 40 more): started all at once on this 2-core machine, 50
  // workers time out loading the module and the emulator fails their requests.
  let turn = 0;
  let poolWarmupMs = 0;
  for (const concurrency of [...opts.levels].sort((a, b) => a - b)) {
    poolWarmupMs += await warmUp({
      concurrency,
      requests: 3,
      minMs: 3000,
      timeoutMs: 240_000,
      send: () => send(`${base}${gets[turn++ % gets.length]![1]}`),
    });
  }

  const results: EndpointLatency[] = [];
  for (const [endpoint, path] of opts.companyOnly ? [] : gets) {
    const level = run(() => send(`${base}${path}`));
    const levels: LoadResult[] = [];
    for (const c of opts.levels) levels.push(await level(c));
    results.push({ endpoint, levels });
  }

  const endpoint = 'POST /api/order';
  const probe = await send(`${base}/api/order`, { method: 'POST' });
  if (probe === 404 || probe === 405) {
    results.push({ endpoint, unavailable: `not available (${probe})`, levels: [] });
    return { poolWarmupMs, endpoints: results };
  }
  const maxClients = Math.max(...opts.levels);
  await addStockedTools({
    idPrefix: ORDER_TOOL_PREFIX,
    count: maxClients,
    available: 1_000_000,
    toolName: 'Bench Tool',
  });
  const token = await signInDemoAccount('customer');
  const orderUrl = `${base}/api/order`;
  const orderInit = (bearer: string, order: object): RequestInit => ({
    method: 'POST',
    headers: {
      Authorization: `Bearer ${bearer}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({ order: { phoneNumber: '01712345678', orderAddress: '1 Bench Street', ...order } }),
  });
  const singleOrder = (client: number) => ({ orderQuantity: 1, tool: { _id: `${ORDER_TOOL_PREFIX}${client}` } });
  const order = (client: number) => send(orderUrl, orderInit(token, singleOrder(client)));
  const levels: LoadResult[] = [];
  const orderCosts: RequestCost[] = [];
  if (!opts.companyOnly) {
    for (const c of opts.levels) levels.push(await run(order)(c));
    results.push({ endpoint, levels });
    orderCosts.push(await measureCost(endpoint, orderUrl, orderInit(token, singleOrder(0))));
  }
  const oneOrder = async () => {
    await order(0);
  };
  const cpuOfOrders = () => measureCpuPerCall({ calls: CPU_SPLIT_ORDERS, call: oneOrder, quiet: QUIET });
  // Paused, the Functions emulator drops those orders' events: their roll-ups are rebuilt by the
  // analytics section, and nothing else reads them.
  const orderCpu: OrderCpu | undefined = opts.companyOnly
    ? undefined
    : { withTriggers: await cpuOfOrders(), triggersPaused: await withBackgroundTriggersPaused(cpuOfOrders) };

  // The same order by members of companies: each also checks and writes its company's credit
  // balance besides its own tool.
  const companyLevels = COMPANY_ORDER_LEVELS.filter((c) => opts.levels.includes(c));
  const stamp = Date.now().toString(36);
  const members = await Promise.all(
    Array.from({ length: Math.max(1, ...companyLevels) }, (_, i) => createCompanyMember(`bench-m${i}-${stamp}`)),
  );
  const memberOrderInit = (member: ScriptCompanyMember, client: number) =>
    orderInit(member.token, { locationId: member.locationId, ...singleOrder(client) });
  const memberOrder = (member: ScriptCompanyMember) => (client: number) =>
    send(orderUrl, memberOrderInit(member, client));
  const ownCompany = (client: number) => memberOrder(members[client % members.length]!)(client);
  const companyResults: LoadResult[] = [];
  for (const c of companyLevels) companyResults.push(await run(ownCompany)(c));
  results.push({ endpoint: COMPANY_ORDER_ENDPOINT, levels: companyResults });
  orderCosts.push(await measureCost(COMPANY_ORDER_ENDPOINT, orderUrl, memberOrderInit(members[0]!, 0)));
  if (companyLevels.includes(10)) {
    const oneCompany = members[0]!;
    results.push({ endpoint: ONE_COMPANY_ORDER_ENDPOINT, levels: [await run(memberOrder(oneCompany))(10)] });
  }
  if (opts.companyOnly) return { poolWarmupMs, endpoints: results, orderCosts, orderCpu };

  const linesLevels = LINES_ORDER_LEVELS.filter((c) => opts.levels.includes(c));
  if (linesLevels.length === 0) {
    results.push({ endpoint: LINES_ORDER_ENDPOINT, unavailable: 'not measured at these concurrencies', levels: [] });
    return { poolWarmupMs, endpoints: results, orderCosts, orderCpu };
  }
  // A million pieces of each: a few hundred orders a level take a few hundred.
  await addStockedTools({
    idPrefix: LINES_TOOL_PREFIX,
    count: Math.max(...linesLevels) * LINES_PER_ORDER,
    available: 1_000_000,
    toolName: 'Bench Line Tool',
  });
  const linesOf = (client: number) => ({
    lines: Array.from({ length: LINES_PER_ORDER }, (_, k) => ({
      toolId: `${LINES_TOOL_PREFIX}${client * LINES_PER_ORDER + k}`,
      quantity: 1 + k,
    })),
  });
  const linesOrder = (client: number) => send(orderUrl, orderInit(token, linesOf(client)));
  const linesResults: LoadResult[] = [];
  for (const c of linesLevels) linesResults.push(await run(linesOrder)(c));
  results.push({ endpoint: LINES_ORDER_ENDPOINT, levels: linesResults });
  orderCosts.push(await measureCost(LINES_ORDER_ENDPOINT, orderUrl, orderInit(token, linesOf(0))));
  return { poolWarmupMs, endpoints: results, orderCosts, orderCpu };
}
