import { isNetworkFailure } from './api-client';

/** A dropped connection often comes back within a second. */
export const NETWORK_RETRY_PAUSE_MS = 1000;

/**
 * Sends the request and, when it got no answer at all, sends it once more after a short pause. An
 * answer of any status, even a 5xx, is final. Only for requests the server recognises when they
 * come twice (an Idempotency-Key): the first may have been carried out with its answer lost.
 */
export async function retryOnceOnNetworkFailure<T>(
  send: () => Promise<T>,
  pauseMs = NETWORK_RETRY_PAUSE_MS,
): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    await new Promise((resume) => setTimeout(resume, pauseMs));
    return send();
  }
}
