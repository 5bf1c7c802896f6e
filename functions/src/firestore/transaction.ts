import type { ReadWriteTransactionOptions, Transaction } from 'firebase-admin/firestore';
import { firestore } from '../firebase';
import { recordWrites } from './read-meter';

const WRITES = new Set<PropertyKey>(['set', 'create', 'update', 'delete']);

/**
 * `tx`, with each document write it is asked for counted by `onWrite` (Firestore bills a write
 * per document a commit sets, creates, updates or deletes).
 */
export function countingWrites(tx: Transaction, onWrite: () => void): Transaction {
  const counted: Transaction = new Proxy(tx, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (!WRITES.has(prop)) return value.bind(target);
      return (...args: unknown[]) => {
        onWrite();
        value.apply(target, args);
        return counted;
      };
    },
  });
  return counted;
}

/**
 * Firestore's runTransaction, with the documents the committed attempt wrote added to the
 * request's meter (read-meter.ts): every transaction of the API goes through here.
 */
export async function runTransaction<T>(
  work: (tx: Transaction) => Promise<T>,
  options?: ReadWriteTransactionOptions,
): Promise<T> {
  let written = 0;
  const result = await firestore().runTransaction((tx) => {
    written = 0;
    return work(
      countingWrites(tx, () => {
        written += 1;
      }),
    );
  }, options);
  recordWrites(written);
  return result;
}
