import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type FirestoreDataConverter,
  type Timestamp,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { STOCK_MOVEMENT_REASONS, type StockMovement, type StockMovementReason } from '@toolshub/shared';
import { firestore } from '../firebase';
import { encodeSortCursor, micros, timestampOf, type SortCursor, type SortKeySpec } from '../firestore/cursor';
import { fields, isoOrNull } from '../firestore/fields';
import { countQuery, readDoc, readQuery } from '../firestore/read-meter';
import { DOCUMENT_ID, type OrderField, type QueryShape } from '../firestore/query-shape';

/**
 * `stockMovements/{id}`: the stock ledger. One entry per change of a tool's `available`, created
 * in the transaction of that change (so there is an entry if and only if the change committed),
 * never updated or deleted; firestore.rules deny every client. A tool's stock is the sum of its
 * entries' `delta`s, the first being its `initial` stock.
 */
export const STOCK_MOVEMENTS = 'stockMovements';
export const stockMovementsCollection = () => firestore().collection(STOCK_MOVEMENTS);

/** What one movement records (the time is the commit's). */
export interface StockMovementRecord {
  toolId: string;
  delta: number;
  reason: StockMovementReason;
  /** The order that moved the stock (order, cancel, expiry, refund). */
  orderId?: string | null;
  /** Who moved it by hand (initial, edit, import, adjustments): the caller, or the operator. */
  actor?: { uid: string; email?: string | null } | null;
  note?: string | null;
  availableAfter: number;
}

/** The first entry of a tool's ledger: the stock it was created with, by whom. */
export function initialStock(
  toolId: string,
  available: number,
  actor: NonNullable<StockMovementRecord['actor']>,
): StockMovementRecord {
  return { toolId, delta: available, reason: 'initial', actor, availableAfter: available };
}

/**
 * The stored document of a movement. For writers with a Firestore instance of their own (the seed
 * and scripts' Admin SDK app); the API's transactions call `recordStockMovement`.
 */
export function stockMovementDoc(
  record: StockMovementRecord,
  at: Timestamp | FieldValue = FieldValue.serverTimestamp(),
) {
  return {
    toolId: record.toolId,
    delta: record.delta,
    reason: record.reason,
    orderId: record.orderId ?? null,
    actor: record.actor ? { uid: record.actor.uid, email: record.actor.email ?? null } : null,
    note: record.note ?? null,
    availableAfter: record.availableAfter,
    at,
  };
}

/**
 * Adds the movement to the transaction's writes (after its reads): the one way the API writes the
 * ledger, from every change of stock (orders, cancels, expiries, refunds, edits, imports,
 * creations, adjustments). Returns the entry's id.
 */
export function recordStockMovement(tx: Transaction | WriteBatch, record: StockMovementRecord): string {
  const ref = stockMovementsCollection().doc();
  tx.create(ref, stockMovementDoc(record));
  return ref.id;
}

const isReason = (value: string): value is StockMovementReason =>
  (STOCK_MOVEMENT_REASONS as readonly string[]).includes(value);

interface StoredMovement {
  movement: StockMovement;
  at: Timestamp | null;
}

export function toStockMovement(id: string, data: DocumentData): StockMovement {
  const f = fields(data);
  const reason = f.string('reason');
  const actor = data.actor && typeof data.actor === 'object' ? fields(f.record('actor')) : null;
  return {
    _id: id,
    toolId: f.string('toolId'),
    delta: f.number('delta'),
    // Entries are only written with a known reason; the fallback never shows unless one was forged.
    reason: isReason(reason) ? reason : 'edit',
    orderId: f.optionalString('orderId') ?? null,
    actor: actor ? { uid: actor.string('uid'), email: actor.optionalString('email') ?? null } : null,
    note: f.optionalString('note') ?? null,
    at: isoOrNull(f.timestamp('at')) ?? '',
    availableAfter: f.number('availableAfter'),
  };
}

const movementConverter: FirestoreDataConverter<StoredMovement> = {
  toFirestore: () => {
    throw new Error('Stock movements are written by recordStockMovement only');
  },
  fromFirestore: (snap) => ({
    at: fields(snap.data()).timestamp('at'),
    movement: toStockMovement(snap.id, snap.data()),
  }),
};

/** Cursors carry the time in microseconds (Firestore's precision) and the id, tagged `sm`. */
export const STOCK_MOVEMENT_CURSOR_TAG = 'sm';
export const STOCK_MOVEMENT_CURSOR_KEYS: readonly SortKeySpec[] = [{ kind: 'timestamp' }];

const STOCK_MOVEMENT_ORDER: readonly OrderField[] = [
  { field: 'at', direction: 'desc', key: STOCK_MOVEMENT_CURSOR_KEYS[0] },
  { field: DOCUMENT_ID, direction: 'desc' },
];

/** The one query on the ledger, as data, for the index test. */
export function stockMovementQueryShape(): QueryShape {
  return {
    collectionGroup: STOCK_MOVEMENTS,
    equalities: ['toolId'],
    arrayContains: null,
    orderBy: STOCK_MOVEMENT_ORDER.map(({ field, direction }) => ({ field, direction })),
  };
}

export interface StockMovementPage {
  items: StockMovement[];
  nextCursor: string | null;
  totalCount: number;
}

/** One tool's movements, newest first (time, then id); the page (limit + 1) and a count(). */
export async function listStockMovements(
  toolId: string,
  page: { limit: number; after: SortCursor | null },
): Promise<StockMovementPage> {
  const filtered = stockMovementsCollection().withConverter(movementConverter).where('toolId', '==', toolId);
  let query = filtered;
  for (const { field, direction } of STOCK_MOVEMENT_ORDER) {
    query = query.orderBy(field === DOCUMENT_ID ? FieldPath.documentId() : field, direction);
  }
  if (page.after) {
    const [at] = page.after.values;
    query = query.startAfter(timestampOf(typeof at === 'number' ? at : 0), page.after.id);
  }
  const [snap, totalCount] = await Promise.all([readQuery(query.limit(page.limit + 1)), countQuery(filtered)]);
  const docs = snap.docs.slice(0, page.limit);
  const last = docs[docs.length - 1];
  const nextCursor =
    snap.docs.length > page.limit && last
      ? encodeSortCursor({ tag: STOCK_MOVEMENT_CURSOR_TAG, values: [micros(last.data().at)], id: last.id })
      : null;
  return { items: docs.map((d) => d.data().movement), nextCursor, totalCount };
}

/** One movement as the API answers it; null when there is none. */
export async function findStockMovement(id: string): Promise<StockMovement | null> {
  const snap = await readDoc(stockMovementsCollection().doc(id));
  const data = snap.data();
  return data ? toStockMovement(snap.id, data) : null;
}
