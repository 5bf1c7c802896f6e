import { describe, expect, it } from 'vitest';
import { retryWithBackoff } from '../retry';

function flaky(failures: number, error: unknown = { code: 10 }) {
  let calls = 0;
  const task = () => {
    calls += 1;
    return calls <= failures ? Promise.reject(error) : Promise.resolve(calls);
  };
  return { task, calls: () => calls };
}

const options = (waits: number[]) => ({
  attempts: 5,
  baseDelayMs: 20,
  maxDelayMs: 100,
  isRetryable: (err: unknown) => (err as { code?: unknown }).code === 10,
  random: () => 0.5,
  sleep: (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  },
});

describe('retryWithBackoff', () => {
  it('retries a retryable failure with waits under a doubling, capped ceiling', async () => {
    const waits: number[] = [];
    const { task, calls } = flaky(4);
    expect(await retryWithBackoff(task, options(waits))).toBe(5);
    expect(calls()).toBe(5);
    expect(waits).toEqual([10, 20, 40, 50]);
  });

  it('gives up after the last attempt with the last error', async () => {
    const { task, calls } = flaky(9, { code: 10, message: 'aborted' });
    await expect(retryWithBackoff(task, options([]))).rejects.toEqual({ code: 10, message: 'aborted' });
    expect(calls()).toBe(5);
  });

  it('does not retry other failures', async () => {
    const { task, calls } = flaky(1, new Error('out of stock'));
    await expect(retryWithBackoff(task, options([]))).rejects.toThrow('out of stock');
    expect(calls()).toBe(1);
  });
});
