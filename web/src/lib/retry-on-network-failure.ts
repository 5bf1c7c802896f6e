import { isNetworkFailure } from './api-client';

/** A dropped connection often comes back within a second. */
export const NETWORK_RETRY_PAUSE_MS = 1000;

export interface RetryOptions {
  /** An attempt without an answer by then is given up (a TimeoutError) and counts as a network failure. */
  attemptTimeoutMs: number;
  pauseMs?: number;
}

/** Runs one attempt with a signal that gives up on it after `timeoutMs`. */
async function attempt<T>(send: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The server did not answer in time', 'TimeoutError')),
    timeoutMs,
  );
  try {
    return await send(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends the request and, when it got no answer at all (the connection failed, or it timed out),
 * sends it once more after a short pause. An answer of any status, even a 5xx, is final. Only for
 * requests the server recognises when they come twice (an Idempotency-Key): the first may have been
 * carried out with its answer lost.
 */
export async function retryOnceOnNetworkFailure<T>(
  send: (signal: AbortSignal) => Promise<T>,
  { attemptTimeoutMs, pauseMs = NETWORK_RETRY_PAUSE_MS }: RetryOptions,
): Promise<T> {
  try {
    return await attempt(send, attemptTimeoutMs);
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    await new Promise((resume) => setTimeout(resume, pauseMs));
    return attempt(send, attemptTimeoutMs);
  }
}
