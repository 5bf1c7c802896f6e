import type { Query } from 'firebase-admin/firestore';
import type { Order } from '@toolshub/shared';
import { encodeSortCursor, micros, timestampOf, type SortCursor, type SortKeyValue } from '../../firestore/cursor';
import { orderConverter, toOrder, type OrderRecord } from './document';
import { buildOrderListQuery, type OrderListSpec } from './queries';
import { ordersCollection } from './orders';
import { countQuery, readQuery } from '../../firestore/read-meter';

export interface OrderListPage {
  items: Order[];
  nextCursor: string | null;
  /** Orders matching the filters, on every page (a count() aggregation: one read per 1,000). */
  totalCount: number;
}

const SORT_KEY_OF: Record<string, (order: OrderRecord) => SortKeyValue> = {
  createdAt: (order) => micros(order.createdAt),
  totalBillCents: (order) => order.totalBillCents,
  paymentDueAt: (order) => micros(order.paymentDueAt),
};

/** Where a page that ends with `order` leaves off: the value of every ordered field, then the id. */
function sortCursorOf(order: OrderRecord, spec: OrderListSpec): SortCursor {
  const values = spec.orderBy.flatMap(({ field, key }) => {
    const read = SORT_KEY_OF[field];
    return key && read ? [read(order)] : [];
  });
  return { tag: spec.tag, values, id: order.id };
}

const cursorAt = (order: OrderRecord, spec: OrderListSpec) => encodeSortCursor(sortCursorOf(order, spec));

function startingAfter<T>(query: Query<T>, spec: OrderListSpec, after: SortCursor | null): Query<T> {
  if (!after) return query;
  const keyed = spec.orderBy.filter((o) => o.key);
  const values = after.values.map((value, i) =>
    keyed[i]?.key?.kind === 'timestamp' && typeof value === 'number' ? timestampOf(value) : value,
  );
  return query.startAfter(...values, after.id);
}

const listQuery = (spec: OrderListSpec) => buildOrderListQuery(ordersCollection().withConverter(orderConverter), spec);

/** One page of All Orders: limit + 1 documents and a count(), whatever the number of orders. */
export async function listOrders(spec: OrderListSpec, limit: number, after: SortCursor | null): Promise<OrderListPage> {
  const query = listQuery(spec);
  const [snap, totalCount] = await Promise.all([
    readQuery(startingAfter(query, spec, after).limit(limit + 1)),
    countQuery(query),
  ]);
  const records = snap.docs.slice(0, limit).map((doc) => doc.data());
  const last = records[records.length - 1];
  const nextCursor = snap.docs.length > limit && last ? cursorAt(last, spec) : null;
  return { items: records.map(toOrder), nextCursor, totalCount };
}

/** Every order the filters match, in their order, `batchSize` documents per query (for the export). */
export async function* orderBatches(spec: OrderListSpec, batchSize: number): AsyncGenerator<OrderRecord[]> {
  const query = listQuery(spec);
  let after: SortCursor | null = null;
  for (;;) {
    const snap = await readQuery(startingAfter(query, spec, after).limit(batchSize));
    const records = snap.docs.map((doc) => doc.data());
    if (records.length > 0) yield records;
    const last = records[records.length - 1];
    if (records.length < batchSize || !last) return;
    after = sortCursorOf(last, spec);
  }
}
