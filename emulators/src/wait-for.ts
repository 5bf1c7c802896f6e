/** Polls a URL until it answers with one of the expected statuses, or gives up with an error. */
export async function waitForUrl(url: string, opts: { timeoutMs: number; ok?: (status: number) => boolean }) {
  const ok = opts.ok ?? ((s: number) => s >= 200 && s < 300);
  const deadline = Date.now() + opts.timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (ok(res.status)) return;
      last = `status ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not become ready within ${opts.timeoutMs / 1000}s (${last})`);
}
