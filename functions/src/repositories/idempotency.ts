import type { FirestoreDataConverter, Timestamp } from 'firebase-admin/firestore';
import type { IdempotencyRecord } from '../domain/order-store';
import { firestore } from '../firebase';
import { fields } from '../firestore/fields';

/** Stored shape of `idempotency/{id}`: the record and when it may be forgotten. */
export interface IdempotencyEntry extends IdempotencyRecord {
  expiresAt: Timestamp | null;
}

export const idempotencyConverter: FirestoreDataConverter<IdempotencyEntry> = {
  toFirestore: (entry: IdempotencyEntry) => entry,
  fromFirestore: (snap) => {
    const f = fields(snap.data());
    return {
      uid: f.string('uid'),
      orderId: f.string('orderId'),
      requestHash: f.string('requestHash'),
      ...(f.optionalString('status') === 'awaiting-approval' ? { status: 'awaiting-approval' as const } : {}),
      expiresAt: f.timestamp('expiresAt'),
    };
  },
};

/** `idempotency/{sha256(uid, key)}` → the order that key placed. */
export const idempotencyCollection = () => firestore().collection('idempotency');
