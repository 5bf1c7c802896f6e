import type { OrderStore, OrderTransaction } from '../../domain/order-store';
import { config } from '../../config';
import { firestore } from '../../firebase';
import { KeyedQueue } from '../../firestore/keyed-queue';
import { retryWithBackoff } from '../../firestore/retry';
import { FirestoreOrderTransaction } from './transaction';

/**
 * Orders for one tool collide on its document; in this instance they wait their turn instead, so
 * only requests served by other instances compete.
 */
const hotDocuments = new KeyedQueue();

/** gRPC codes worth another attempt: each attempt reads afresh, so none of them can double-apply. */
const RETRYABLE = new Set([
  5, // NOT_FOUND: a document read in this attempt was deleted before the commit
  6, // ALREADY_EXISTS: another transaction created a year's invoice counter first
  9, // FAILED_PRECONDITION: a tool or invoice counter changed since it was read (see FirestoreOrderTransaction)
  10, // ABORTED: contention on a locked document (an order, an idempotency record)
  14, // UNAVAILABLE: a passing outage
]);

/** Never one of our ApiErrors, whose codes are strings. */
function isRetryable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  return typeof err.code === 'number' && RETRYABLE.has(err.code);
}

/**
 * One attempt per SDK call, retried here: the SDK retries only ABORTED, and waits 1 s, then
 * 1.5 s, 2.25 s... in between, which turns two orders colliding into seconds; short randomised
 * waits separate them as well, in milliseconds.
 */
function runTransaction<T>(work: (tx: OrderTransaction) => Promise<T>): Promise<T> {
  return retryWithBackoff(
    () => firestore().runTransaction((tx) => work(new FirestoreOrderTransaction(tx)), { maxAttempts: 1 }),
    { ...config.transactionRetry, isRetryable },
  );
}

/** Every attempt of a transaction collided with others: a passing state, worth trying again later. */
export class StoreBusyError extends Error {
  constructor() {
    super('The order store stayed busy through every attempt');
    this.name = 'StoreBusyError';
  }
}

/** Firestore behind the order rules. */
export const firestoreOrderStore: OrderStore = {
  async transaction(work, options = {}) {
    const { contentionKeys = [] } = options;
    try {
      return await hotDocuments.runAll(contentionKeys, () => runTransaction(work));
    } catch (err) {
      if (isRetryable(err)) throw new StoreBusyError();
      throw err;
    }
  },
};
