import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { addFigures, customerDelta, emptyFigures, orderDelta, type DayDelta, type DayFigures } from './rollup-delta';
import {
  ROLLUP_DAYS,
  ROLLUP_META,
  ROLLUP_MONTHS,
  absoluteMonthOf,
  absoluteOf,
  dayDocId,
  monthDocId,
  monthOf,
  type DayPoint,
} from './rollup-documents';
import { orderFactsOf } from './rollup-triggers';

/** Firestore takes at most 500 writes in one batch. */
const WRITES_PER_BATCH = 400;

export interface RebuildSummary {
  orders: number;
  customers: number;
  days: number;
  months: number;
}

/** The days folded into their months: each month's figures and its daily series. */
function monthsOf(days: Map<string, DayFigures>) {
  const months = new Map<string, { figures: DayFigures; days: Record<string, DayPoint> }>();
  for (const [date, figures] of days) {
    const month = months.get(monthOf(date)) ?? { figures: emptyFigures(), days: {} };
    addFigures(month.figures, figures);
    month.days[date] = {
      orders: figures.orders,
      revenueCents: figures.revenueCents,
      newCustomers: figures.newCustomers,
    };
    months.set(monthOf(date), month);
  }
  return months;
}

function foldInto(days: Map<string, DayFigures>, deltas: DayDelta[]) {
  for (const { date, figures } of deltas) days.set(date, addFigures(days.get(date) ?? emptyFigures(), figures));
}

/**
 * Recomputes every day's and month's roll-up from the orders and the accounts as they are now: for data
 * written while no trigger ran (the demo seed, a save from before the triggers, a bulk load).
 *
 * It records first the times its two reads saw (`analyticsMeta/rollups`), so a trigger still
 * coming for a write it has counted skips it (see count-event.ts), then writes each day's and each month's
 * figures whole into shard 0 and deletes every other roll-up document. Writes made while it runs (after
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

  const months = monthsOf(days);
  await db.doc(ROLLUP_META).set({
    ordersRebuiltAt: orders.readTime,
    customersRebuiltAt: users.readTime,
    monthsRebuiltAt: orders.readTime,
  });

  const [existingDays, existingMonths] = await Promise.all([
    db.collection(ROLLUP_DAYS).select().get(),
    db.collection(ROLLUP_MONTHS).select().get(),
  ]);
  const kept = new Set([
    ...[...days.keys()].map((date) => dayDocId(date, 0)),
    ...[...months.keys()].map((month) => monthDocId(month, 0)),
  ]);
  const writes: ((batch: FirebaseFirestore.WriteBatch) => void)[] = [];
  for (const doc of [...existingDays.docs, ...existingMonths.docs]) {
    if (!kept.has(doc.id)) writes.push((batch) => batch.delete(doc.ref));
  }
  for (const [date, figures] of days) {
    const ref = db.collection(ROLLUP_DAYS).doc(dayDocId(date, 0));
    writes.push((batch) => batch.set(ref, absoluteOf(date, 0, figures)));
  }
  for (const [month, { figures, days: series }] of months) {
    const ref = db.collection(ROLLUP_MONTHS).doc(monthDocId(month, 0));
    writes.push((batch) => batch.set(ref, absoluteMonthOf(month, 0, figures, series)));
  }
  for (let start = 0; start < writes.length; start += WRITES_PER_BATCH) {
    const batch = db.batch();
    writes.slice(start, start + WRITES_PER_BATCH).forEach((write) => write(batch));
    await batch.commit();
  }
  return { orders: orders.size, customers: users.size, days: days.size, months: months.size };
}

/**
 * True while no rebuild has run on this database (data saved before the roll-ups existed), or only
 * one from before the month roll-ups.
 */
export async function rollupsNeverRebuilt(db: Firestore): Promise<boolean> {
  const meta = await db.doc(ROLLUP_META).get();
  return !meta.exists || meta.get('monthsRebuiltAt') === undefined;
}
