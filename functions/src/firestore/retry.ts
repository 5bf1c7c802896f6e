export interface RetryOptions {
  attempts: number;
  /** The first wait's ceiling; each later one doubles, up to maxDelayMs. Waits are drawn at random below it. */
  baseDelayMs: number;
  maxDelayMs: number;
  isRetryable: (err: unknown) => boolean;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` until it succeeds, fails for a reason that is not retryable, or has had its
 * attempts; between attempts waits a random time under a doubling ceiling ("full jitter"), so
 * requests that collided once do not collide again in step.
 */
export async function retryWithBackoff<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? wait;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (err) {
      if (attempt >= options.attempts || !options.isRetryable(err)) throw err;
      const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
      await sleep(Math.floor(random() * ceiling));
    }
  }
}
