import type { Transaction } from 'firebase-admin/firestore';
import { config } from '../config';
import type { KeyedQueue } from './keyed-queue';
import { retryWithBackoff } from './retry';
import { timeStep } from './step-timing';
import { runTransaction } from './transaction';

/** gRPC codes worth another attempt at any transaction: each attempt reads afresh. */
export const CONTENTION_CODES: ReadonlySet<number> = new Set([
  10, // ABORTED: contention on a locked document
  14, // UNAVAILABLE: a passing outage
]);

/** An error carrying one of `codes` (gRPC codes are numbers; our ApiErrors' are strings). */
export function hasGrpcCode(err: unknown, codes: ReadonlySet<number>): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  return typeof err.code === 'number' && codes.has(err.code);
}

/**
 * Every attempt of a transaction collided with others: a passing state, worth trying again later.
 * Its message is for the caller (the API answers it with 503).
 */
export class StoreBusyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreBusyError';
  }
}

export interface ContendedTransactionOptions {
  /** The hot documents' keys: this instance runs transactions that share one after another. */
  keys: readonly string[];
  queue: KeyedQueue;
  /** The gRPC codes that mean "collided, try again" for this work (default CONTENTION_CODES). */
  retryOn?: ReadonlySet<number>;
  /** What the caller is told when every attempt collided. */
  busyMessage: string;
}

/**
 * A transaction over documents that many requests write at once (a tool's stock, a rate window).
 * In this instance, requests sharing a key wait their turn; against other instances, each SDK
 * call makes one attempt and this retries it after short random waits: the SDK alone retries
 * only ABORTED and waits 1 s, 1.5 s, 2.25 s... in between, which turns a burst into seconds and
 * gives up after five. When every attempt collided it throws StoreBusyError (the API's 503).
 */
export async function contendedTransaction<T>(
  work: (tx: Transaction) => Promise<T>,
  { keys, queue, retryOn = CONTENTION_CODES, busyMessage }: ContendedTransactionOptions,
): Promise<T> {
  const isRetryable = (err: unknown) => hasGrpcCode(err, retryOn);
  try {
    // Server-Timing: `transaction` is all of it (turns, attempts, commits); `transaction-work` the
    // reads and rules inside the attempts.
    return await timeStep('transaction', () =>
      queue.runAll(keys, () =>
        retryWithBackoff(
          () => runTransaction((tx) => timeStep('transaction-work', () => work(tx)), { maxAttempts: 1 }),
          { ...config.transactionRetry, isRetryable },
        ),
      ),
    );
  } catch (err) {
    if (isRetryable(err)) throw new StoreBusyError(busyMessage);
    throw err;
  }
}
