import { AsyncLocalStorage } from 'node:async_hooks';

/** Where one request's time went, step by step: the API sends it as a Server-Timing header. */
export interface StepTimings {
  /** In the order each step first ran; a step that runs again (a transaction's retry) adds up. */
  steps: { name: string; ms: number }[];
}

const timings = new AsyncLocalStorage<StepTimings>();

/** Runs `fn` (and everything it awaits) with its steps recorded into `store`. */
export function runTimed<T>(store: StepTimings, fn: () => T): T {
  return timings.run(store, fn);
}

/** Runs `fn`, adding its duration to the current request's step `name` (nothing outside a timed request). */
export async function timeStep<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const store = timings.getStore();
  if (!store) return fn();
  const start = performance.now();
  try {
    return await fn();
  } finally {
    const ms = performance.now() - start;
    const step = store.steps.find((s) => s.name === name);
    if (step) step.ms += ms;
    else store.steps.push({ name, ms });
  }
}

/** The steps as a Server-Timing header value (RFC: `name;dur=milliseconds`, comma separated). */
export function serverTimingValue(steps: readonly { name: string; ms: number }[]): string {
  return steps.map(({ name, ms }) => `${name};dur=${ms.toFixed(1)}`).join(', ');
}
