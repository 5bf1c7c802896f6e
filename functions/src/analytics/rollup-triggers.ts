import { Timestamp, type DocumentSnapshot, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Change } from 'firebase-functions/v2/firestore';
import { firestore } from '../firebase';
import { orderConverter } from '../repositories/orders/document';
import { countEvent, type CountOutcome } from './count-event';
import { customerDelta, orderDelta, type OrderFacts } from './rollup-delta';
import { shardOf } from './rollup-documents';

/** What the roll-up triggers read of a Firestore event (firebase-functions v2's shape). */
export interface WriteEvent {
  id: string;
  time: string;
  data?: Change<DocumentSnapshot> | undefined;
  params: { id: string };
}

/** An order as the roll-ups see it; null when absent or without a placement time. */
export function orderFactsOf(snap: DocumentSnapshot | undefined): OrderFacts | null {
  if (!snap?.exists) return null;
  const order = orderConverter.fromFirestore(snap as QueryDocumentSnapshot);
  if (!order.createdAt) return null;
  return {
    placedAt: order.createdAt.toDate(),
    status: order.status,
    totalBillCents: order.totalBillCents,
    lines: order.lines,
  };
}

function createdAtOf(snap: DocumentSnapshot | undefined): Date | null {
  const value = snap?.exists ? (snap.get('createdAt') as unknown) : null;
  return value instanceof Timestamp ? value.toDate() : null;
}

/** When the write happened: the document's update time, or the event's time for a delete. */
function writtenAtOf(event: WriteEvent): Timestamp {
  const after = event.data?.after;
  return after?.exists && after.updateTime ? after.updateTime : Timestamp.fromDate(new Date(event.time));
}

/** `orders/{id}` written: its change to the day it was placed on. */
export function countOrderWrite(event: WriteEvent): Promise<CountOutcome> {
  const deltas = orderDelta(orderFactsOf(event.data?.before), orderFactsOf(event.data?.after));
  const orderId = event.params.id;
  return countEvent(
    firestore(),
    { id: event.id, kind: 'orders', sourceId: orderId, shard: shardOf(orderId), writtenAt: writtenAtOf(event) },
    deltas,
  );
}

/** `users/{uid}` written: a profile created (or removed) changes its day's new customers. */
export function countCustomerWrite(event: WriteEvent): Promise<CountOutcome> {
  const deltas = customerDelta(createdAtOf(event.data?.before), createdAtOf(event.data?.after));
  const uid = event.params.id;
  return countEvent(
    firestore(),
    { id: event.id, kind: 'customers', sourceId: uid, shard: shardOf(uid), writtenAt: writtenAtOf(event) },
    deltas,
  );
}
