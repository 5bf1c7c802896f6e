/** The order benchmark's arithmetic and table, apart from any network, so it can be tested. */
import { percentile } from './bench/stats';
import { textTable } from './text-table';

export interface Sample {
  ms: number;
  ok: boolean;
}

export interface LevelResult {
  concurrency: number;
  requests: number;
  ok: number;
  errors: number;
  p50: number;
  p95: number;
  ordersPerSecond: number;
}

/** Latency over every request (a failure took time too); throughput counts placed orders only. */
export function summarize(concurrency: number, samples: Sample[], wallMs: number): LevelResult {
  const ok = samples.filter((s) => s.ok).length;
  const latencies = samples.map((s) => s.ms);
  return {
    concurrency,
    requests: samples.length,
    ok,
    errors: samples.length - ok,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    ordersPerSecond: wallMs > 0 ? ok / (wallMs / 1000) : 0,
  };
}

export function formatTable(results: LevelResult[]): string {
  const header = ['concurrency', 'requests', 'ok', 'errors', 'p50 ms', 'p95 ms', 'orders/s'];
  const rows = results.map((r) => [
    String(r.concurrency),
    String(r.requests),
    String(r.ok),
    String(r.errors),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.ordersPerSecond.toFixed(1),
  ]);
  return textTable(header, rows, { alignRight: true });
}

/**
 * Runs `total` requests through `concurrency` clients, each sending its next request as soon as
 * its last one is answered (a closed loop). `send(client, index)` says whether it succeeded.
 */
export async function closedLoop(
  concurrency: number,
  total: number,
  send: (client: number, index: number) => Promise<boolean>,
  now: () => number = () => performance.now(),
): Promise<{ samples: Sample[]; wallMs: number }> {
  const samples: Sample[] = [];
  let next = 0;
  const client = async (id: number) => {
    for (let index = next++; index < total; index = next++) {
      const started = now();
      const ok = await send(id, index).catch(() => false);
      samples.push({ ms: now() - started, ok });
    }
  };
  const started = now();
  await Promise.all(Array.from({ length: concurrency }, (_, id) => client(id)));
  return { samples, wallMs: now() - started };
}
