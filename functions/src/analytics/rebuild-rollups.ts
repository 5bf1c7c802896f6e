import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { addFigures, customerDelta, emptyFigures, orderDelta, type DayDelta, type DayFigures } from './rollup-delta';
import { ROLLUP_DAYS, ROLLUP_META, absoluteOf, dayDocId } from './rollup-documents';
import { orderFactsOf } from './rollup-triggers';

/** Firestore takes at most 500 writes in one batch. */
const WRITES_PER_BATCH = 400;

export interface RebuildSummary {
  orders: number;
  customers: number;
  days: number;
}

function foldInto(days: Map<string, DayFigures>, deltas: DayDelta[]) {
  for (const { date, figures } of deltas) days.set(date, addFigures(days.get(date) ?? emptyFigures(), figures));
}

/**
 * Recomputes every day's roll-up from the orders and the accounts as they are now: for data
 * written while no trigger ran (the demo seed, a save from before the triggers, a bulk load).
 *
 * It records first the times its two reads saw (`analyticsMeta/rollups`), so a trigger still
 * coming for a write it has counted skips it (see count-event.ts), then writes each day's figures
 * whole into shard 0 and deletes every other roll-up document. Writes made while it runs (after
 * its reads) may be lost: run it while no orders are being placed (the seed, a maintenance window).
 */
export async function rebuildRollups(db: Firestore): Promise<RebuildSummary> {
  const orders = await db.collection('orders').get();
  const users = await db.collection('users').get();
  const days = new Map<string, DayFigures>();
  orders.docs.forEach((doc: QueryDocumentSnapshot) => foldInto(days, orderDelta(null, orderFactsOf(doc))));
  users.docs.forEach((doc) => {
    const createdAt = doc.get('createdAt') as { toDate?: () => Date } | undefined;
    foldInto(days, customerDelta(null, typeof createdAt?.toDate === 'function' ? createdAt.toDate() : null));
  });

  await db.doc(ROLLUP_META).set({ ordersRebuiltAt: orders.readTime, customersRebuiltAt: users.readTime });

  const existing = await db.collection(ROLLUP_DAYS).select().get();
  const kept = new Set([...days.keys()].map((date) => dayDocId(date, 0)));
  const writes: ((batch: FirebaseFirestore.WriteBatch) => void)[] = [];
  for (const doc of existing.docs) {
    if (!kept.has(doc.id)) writes.push((batch) => batch.delete(doc.ref));
  }
  for (const [date, figures] of days) {
    const ref = db.collection(ROLLUP_DAYS).doc(dayDocId(date, 0));
    writes.push((batch) => batch.set(ref, absoluteOf(date, 0, figures)));
  }
  for (let start = 0; start < writes.length; start += WRITES_PER_BATCH) {
    const batch = db.batch();
    writes.slice(start, start + WRITES_PER_BATCH).forEach((write) => write(batch));
    await batch.commit();
  }
  return { orders: orders.size, customers: users.size, days: days.size };
}

/** True while no rebuild has run on this database (data saved before the roll-ups existed). */
export async function rollupsNeverRebuilt(db: Firestore): Promise<boolean> {
  return !(await db.doc(ROLLUP_META).get()).exists;
}
