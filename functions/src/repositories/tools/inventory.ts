import type { Query } from 'firebase-admin/firestore';
import type { AdminTool, InventorySort } from '@toolshub/shared';
import { encodeSortCursor, micros, timestampOf, type SortCursor, type SortKeyValue } from '../../firestore/cursor';
import { countQuery, readQuery } from '../../firestore/read-meter';
import { INVENTORY_SORT_ORDERS, inventorySpec, type InventoryFilters } from './list-shape';
import { buildToolQuery } from './query';
import { tools, toAdminTool, type ToolRecord } from './tools';

export interface InventoryRequest {
  filters: InventoryFilters;
  sort: InventorySort;
  limit: number;
  after: SortCursor | null;
}

export interface InventoryPage {
  items: AdminTool[];
  nextCursor: string | null;
  totalCount: number;
}

const SORT_KEY_OF: Record<string, (tool: ToolRecord) => SortKeyValue> = {
  createdAt: (tool) => micros(tool.createdAt),
  nameKey: (tool) => tool.nameKey,
  priceCents: (tool) => tool.priceCents,
  available: (tool) => tool.available,
};

function cursorAt(tool: ToolRecord, sort: InventorySort): string {
  const order = INVENTORY_SORT_ORDERS[sort];
  const values = order.orderBy.flatMap(({ field, key }) => {
    const read = SORT_KEY_OF[field];
    return key && read ? [read(tool)] : [];
  });
  return encodeSortCursor({ tag: order.tag, values, id: tool.id });
}

function startingAfter<T>(query: Query<T>, sort: InventorySort, after: SortCursor | null): Query<T> {
  if (!after) return query;
  const keyed = INVENTORY_SORT_ORDERS[sort].orderBy.filter((o) => o.key);
  const values = after.values.map((value, i) =>
    keyed[i]?.key?.kind === 'timestamp' && typeof value === 'number' ? timestampOf(value) : value,
  );
  return query.startAfter(...values, after.id);
}

/** A page of All Products: limit + 1 documents and a count() of the filtered query. */
export async function listInventory(request: InventoryRequest): Promise<InventoryPage> {
  const query = buildToolQuery(tools(), inventorySpec(request.filters, request.sort));
  const [snap, totalCount] = await Promise.all([
    readQuery(startingAfter(query, request.sort, request.after).limit(request.limit + 1)),
    countQuery(query),
  ]);
  const docs = snap.docs.slice(0, request.limit);
  const last = docs[docs.length - 1]?.data();
  const nextCursor = snap.docs.length > request.limit && last ? cursorAt(last, request.sort) : null;
  return { items: docs.map((doc) => toAdminTool(doc.data())), nextCursor, totalCount };
}
