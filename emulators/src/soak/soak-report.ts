/** The soak's figures, apart from any network so they can be tested: per kind of request and in all. */
import { percentile } from '../bench/stats';
import { textTable } from '../text-table';

export interface SoakSample {
  kind: string;
  /** HTTP status; 0 when no answer came. */
  status: number;
  ms: number;
}

export interface KindFigures {
  kind: string;
  requests: number;
  p50: number;
  p95: number;
  /** Answers that were not 2xx, by status ('0': no answer). */
  errors: Record<string, number>;
}

function figures(kind: string, samples: readonly SoakSample[]): KindFigures {
  const latencies = samples.map((s) => s.ms);
  const errors: Record<string, number> = {};
  for (const s of samples) if (s.status < 200 || s.status >= 300) errors[s.status] = (errors[s.status] ?? 0) + 1;
  return { kind, requests: samples.length, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), errors };
}

/** One line per kind, in the order given, then 'all'. */
export function summarizeSoak(samples: readonly SoakSample[], kinds: readonly string[]): KindFigures[] {
  return [
    ...kinds.map((kind) =>
      figures(
        kind,
        samples.filter((s) => s.kind === kind),
      ),
    ),
    figures('all', samples),
  ];
}

/** A 5xx, or no answer at all: what the soak must never see. */
export const isServerFailure = (status: number | string) => Number(status) === 0 || Number(status) >= 500;

export function formatSoakTable(lines: readonly KindFigures[], seconds: number): string {
  const errorText = (errors: Record<string, number>) =>
    Object.entries(errors)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, n]) => `${status === '0' ? 'no answer' : status}×${n}`)
      .join(', ') || '–';
  const rows = lines.map((l) => [
    l.kind,
    String(l.requests),
    (l.requests / seconds).toFixed(1),
    Number.isFinite(l.p50) ? l.p50.toFixed(0) : '–',
    Number.isFinite(l.p95) ? l.p95.toFixed(0) : '–',
    errorText(l.errors),
  ]);
  return textTable(['kind', 'requests', 'per s', 'p50 ms', 'p95 ms', 'errors by status'], rows, {
    alignRight: [false, true, true, true, true, false],
  });
}
