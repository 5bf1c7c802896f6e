import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/**
 * Polls a URL until it answers with one of the expected statuses, or gives up with an error: at the
 * deadline, or at once when `signal` aborts (the process it waits for has exited: no point waiting).
 */
export async function waitForUrl(
  url: string,
  opts: { timeoutMs: number; ok?: (status: number) => boolean; signal?: AbortSignal },
) {
  const ok = opts.ok ?? ((s: number) => s >= 200 && s < 300);
  const deadline = Date.now() + opts.timeoutMs;
  const stopped = () => new Error(`stopped waiting for ${url}: ${String(opts.signal?.reason ?? 'aborted')}`);
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (opts.signal?.aborted) throw stopped();
    try {
      const signals = [AbortSignal.timeout(5000), ...(opts.signal ? [opts.signal] : [])];
      const res = await fetch(url, { signal: AbortSignal.any(signals) });
      if (ok(res.status)) return;
      last = `status ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await pause(500, opts.signal);
  }
  if (opts.signal?.aborted) throw stopped();
  throw new Error(`${url} did not become ready within ${opts.timeoutMs / 1000}s (${last})`);
}

/**
 * Waits until `input` gives a line containing `text`; fails at the deadline, or at once when
 * `signal` aborts, or when `input` ends without it.
 */
export function waitForLine(
  input: Readable,
  text: string,
  opts: { timeoutMs: number; signal?: AbortSignal },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input });
    const finish = (error?: Error) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', aborted);
      lines.off('line', onLine);
      lines.off('close', ended);
      if (error) reject(error);
      else resolve();
    };
    const onLine = (line: string) => {
      if (line.includes(text)) finish();
    };
    const ended = () => finish(new Error(`the output ended before "${text}"`));
    const aborted = () =>
      finish(new Error(`stopped waiting for "${text}": ${String(opts.signal?.reason ?? 'aborted')}`));
    const timer = setTimeout(
      () => finish(new Error(`"${text}" did not come within ${opts.timeoutMs / 1000}s`)),
      opts.timeoutMs,
    );
    lines.on('line', onLine);
    lines.on('close', ended);
    if (opts.signal?.aborted) aborted();
    else opts.signal?.addEventListener('abort', aborted, { once: true });
  });
}

/** Waits `ms`, or less if `signal` aborts first. */
function pause(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
