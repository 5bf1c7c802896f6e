import type { OrderStore } from '../../domain/order-store';
import { CONTENTION_CODES, contendedTransaction } from '../../firestore/contended-transaction';
import { KeyedQueue } from '../../firestore/keyed-queue';
import { FirestoreOrderTransaction } from './transaction';

/**
 * Orders for one tool collide on its document; in this instance they wait their turn instead, so
 * only requests served by other instances compete.
 */
const hotDocuments = new KeyedQueue();

/** Besides contention, the order work's own collisions: each attempt reads afresh, so none can double-apply. */
const RETRYABLE = new Set([
  ...CONTENTION_CODES,
  5, // NOT_FOUND: a document read in this attempt was deleted before the commit
  6, // ALREADY_EXISTS: another transaction created a year's invoice counter first
  9, // FAILED_PRECONDITION: a tool or invoice counter changed since it was read (see FirestoreOrderTransaction)
]);

/** Firestore behind the order rules. */
export const firestoreOrderStore: OrderStore = {
  transaction(work, options = {}) {
    return contendedTransaction((tx) => work(new FirestoreOrderTransaction(tx)), {
      keys: options.contentionKeys ?? [],
      queue: hotDocuments,
      retryOn: RETRYABLE,
      busyMessage: 'Too many orders are being placed at this moment; please try again',
    });
  },
};
