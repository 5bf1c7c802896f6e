import { loadavg } from 'node:os';
import { waitForQuiet } from './quiet';
import { percentile } from './stats';

export interface LoadResult {
  concurrency: number;
  requests: number;
  /** Answers with a 2xx status. */
  ok: number;
  /** Count of each status seen (0: no answer). */
  statuses: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
  durationMs: number;
  /** How long the warm-up took (each client's first requests, which start the emulator's workers). */
  warmupMs: number;
  /** The machine's 1-minute load average when the level finished (the machine may be shared). */
  loadAverage: number;
  /** How long the level waited for the machine to go quiet first, and whether it did. */
  quietWait?: { waitedMs: number; quiet: boolean };
}

/**
 * A level starts once the machine's CPU has been less than a fifth busy for a second (an idle
 * suite uses a few percent): the last level's orders still have roll-ups and e-mails to run, which
 * are that level's cost, not this one's. Gives up after three minutes and says so in the row.
 */
export const QUIET = { busyBelow: 0.2, windowMs: 1000, timeoutMs: 180_000 };

/**
 * The warm-up of a measured level: steady state, as a deployed function's instance is after its
 * first minutes. The emulator gives each request in flight a Node process of its own, so at 10
 * clients each process sees a tenth of the requests and its JIT takes ten times as long to
 * compile the hot path as one instance serving them all: each client sends 30 requests first
 * (about 30 per worker; with 3, the catalogue's p95 at 10 clients was a third higher on a fresh suite).
 */
export const STEADY_STATE_WARMUP = { warmupRequests: 30, warmupMinMs: 3000, warmupTimeoutMs: 180_000 };

export interface LoadOptions {
  concurrency: number;
  durationMs: number;
  /** Requests each client sends before measuring starts... */
  warmupRequests: number;
  /** ...and for at least this long, so that every emulator worker has served a few (JIT, gRPC). */
  warmupMinMs: number;
  /** Gives up warming up after this long (the measurement then includes the stragglers). */
  warmupTimeoutMs: number;
  /** Sends one request for client `client` and resolves with its HTTP status once the body is read. */
  send: (client: number) => Promise<number>;
}

async function timed(send: () => Promise<number>): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  // No answer at all (refused, reset) counts as status 0.
  const status = await send().catch(() => 0);
  return { status, ms: performance.now() - start };
}

export interface WarmUpOptions {
  concurrency: number;
  /** Requests each client sends at least... */
  requests: number;
  /** ...and for at least this long, so that every emulator worker has served a few (JIT, gRPC). */
  minMs: number;
  /** Gives up after this long (what follows then includes the stragglers). */
  timeoutMs: number;
  send: (client: number) => Promise<number>;
}

/** `concurrency` clients in a closed loop until warm; resolves with how long that took. */
export async function warmUp(opts: WarmUpOptions): Promise<number> {
  const start = performance.now();
  const deadline = start + opts.timeoutMs;
  const warmEnough = start + opts.minMs;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async (_, client) => {
      for (let i = 0; performance.now() < deadline; i++) {
        if (i >= opts.requests && performance.now() >= warmEnough) break;
        await timed(() => opts.send(client));
      }
    }),
  );
  return performance.now() - start;
}

/**
 * A closed loop: `concurrency` clients, each sending its next request as soon as the last one is
 * answered, for a fixed time after a warm-up. Bounded in time and count; local addresses only.
 */
export async function closedLoop(opts: LoadOptions): Promise<LoadResult> {
  const clients = Array.from({ length: opts.concurrency }, (_, i) => i);
  const { waitedMs, quiet } = await waitForQuiet(QUIET);
  const warmupMs = await warmUp({
    concurrency: opts.concurrency,
    requests: opts.warmupRequests,
    minMs: opts.warmupMinMs,
    timeoutMs: opts.warmupTimeoutMs,
    send: opts.send,
  });

  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const start = performance.now();
  const deadline = start + opts.durationMs;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < deadline) {
        const { status, ms } = await timed(() => opts.send(client));
        latencies.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const durationMs = performance.now() - start;
  latencies.sort((a, b) => a - b);
  const ok = Object.entries(statuses)
    .filter(([s]) => Number(s) >= 200 && Number(s) < 300)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    concurrency: opts.concurrency,
    requests: latencies.length,
    ok,
    statuses,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies[latencies.length - 1] ?? Number.NaN,
    requestsPerSecond: (latencies.length / durationMs) * 1000,
    durationMs,
    warmupMs,
    loadAverage: Number((loadavg()[0] ?? 0).toFixed(2)),
    quietWait: { waitedMs, quiet },
  };
}
