/**
 * The pages Hosting hands to the `page` function (Home, then the catalogue), asked for once before
 * `npm start` says the shop is ready. The Functions emulator starts that function's worker and its
 * renderer on the first request: Home's first load after a start took 2.2 s against 0.1 s after it
 * (the API is already warm: the launcher waits for it). The start takes about as much longer: what
 * this buys is a "ready" that is true and a first visit that does not wait. Home first: one worker
 * serves both.
 */
export const WARMED_PAGES = ['/', '/tools'] as const;

/**
 * Asks for each of WARMED_PAGES in turn at `base`. Whatever answers (or fails) is left to the first
 * visitor to see: this only starts the worker early, and never stops the start.
 */
export async function warmPages(base: string, fetchPage: typeof fetch = fetch): Promise<void> {
  for (const path of WARMED_PAGES) {
    try {
      const res = await fetchPage(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
    } catch {
      // Not warmed: the first visit starts the worker instead, as it did before.
    }
  }
}
