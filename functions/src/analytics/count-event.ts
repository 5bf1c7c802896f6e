import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  EVENT_MARKER_DAYS,
  ROLLUP_EVENTS,
  ROLLUP_META,
  dayDoc,
  incrementsOf,
  monthDoc,
  monthIncrementsOf,
  monthOf,
} from './rollup-documents';
import type { DayDelta } from './rollup-delta';

export type CountOutcome = 'counted' | 'already-counted' | 'counted-by-rebuild' | 'nothing-to-count';

/** gRPC ALREADY_EXISTS: the event's marker is there, so the event was counted before. */
const ALREADY_EXISTS = 6;

const isAfter = (a: Timestamp, b: Timestamp) =>
  a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds > b.nanoseconds);

/**
 * Applies one trigger event's change to the roll-ups, once: in one transaction it creates the
 * event's marker (a redelivered event finds it and the commit fails with ALREADY_EXISTS, so
 * nothing counts twice) and increments the shard of each day it touches and of that day's month. A write from before the
 * last rebuild (`writtenAt` at or before its time) was counted by the rebuild and is skipped.
 */
export async function countEvent(
  db: Firestore,
  event: { id: string; kind: 'orders' | 'customers'; sourceId: string; shard: number; writtenAt: Timestamp },
  deltas: readonly DayDelta[],
): Promise<CountOutcome> {
  if (deltas.length === 0) return 'nothing-to-count';
  const marker = db.collection(ROLLUP_EVENTS).doc(event.id);
  try {
    return await db.runTransaction(async (tx) => {
      const meta = await tx.get(db.doc(ROLLUP_META));
      const rebuiltAt = meta.get(`${event.kind}RebuiltAt`) as unknown;
      if (rebuiltAt instanceof Timestamp && !isAfter(event.writtenAt, rebuiltAt)) return 'counted-by-rebuild';
      tx.create(marker, {
        kind: event.kind,
        sourceId: event.sourceId,
        writtenAt: event.writtenAt,
        expiresAt: Timestamp.fromMillis(Date.now() + EVENT_MARKER_DAYS * 24 * 3600_000),
      });
      const months = new Map<string, DayDelta[]>();
      for (const delta of deltas) {
        tx.set(dayDoc(db, delta.date, event.shard), incrementsOf(delta.date, event.shard, delta.figures), {
          merge: true,
        });
        const month = monthOf(delta.date);
        months.set(month, [...(months.get(month) ?? []), delta]);
      }
      for (const [month, changes] of months) {
        tx.set(monthDoc(db, month, event.shard), monthIncrementsOf(month, event.shard, changes), { merge: true });
      }
      return 'counted';
    });
  } catch (err) {
    if ((err as { code?: unknown }).code === ALREADY_EXISTS) return 'already-counted';
    throw err;
  }
}
