import { FieldPath, type Query } from 'firebase-admin/firestore';
import { OPEN_ORDER_STATUSES, type OrderListSort, type OrderStatus } from '@toolshub/shared';
import type { SortKeySpec } from '../../firestore/cursor';
import { NEWEST_FIRST } from '../../firestore/paged-query';
import { DOCUMENT_ID, type Direction, type OrderField, type QueryShape } from '../../firestore/query-shape';

/**
 * Every query the API sends to `orders`, as data: the repositories build them from these specs
 * (and nothing else), and the index test checks each shape against firestore.indexes.json, as it
 * does the catalogue's.
 */
export interface OrderQuerySpec {
  /** `field == value`, or `field in values` for an array (an index treats both as equalities). */
  filters: [field: string, value: string | readonly string[]][];
  arrayContains: [field: string, value: string] | null;
  /** Paged newest first (newestFirstPage adds that order), or not ordered. */
  newestFirst: boolean;
}

export const orderQueries = {
  /** An account's orders (GET /api/orders/{email}). */
  ofAccount: (uid: string): OrderQuerySpec => ({ filters: [['uid', uid]], arrayContains: null, newestFirst: true }),
  /** An account's pending orders, cancelled when the account is deleted. */
  pendingOfAccount: (uid: string): OrderQuerySpec => ({
    filters: [
      ['uid', uid],
      ['status', 'pending'],
    ],
    arrayContains: null,
    newestFirst: false,
  }),
  /** Open orders with a line of the tool (removing a tool archives it while there are any). */
  openWithTool: (toolId: string): OrderQuerySpec => ({
    filters: [['status', OPEN_ORDER_STATUSES]],
    arrayContains: ['toolIds', toolId],
    newestFirst: false,
  }),
  /** The same for orders from before lines, which name their one tool in `tool`. */
  openSingleToolOrdersOf: (toolId: string): OrderQuerySpec => ({
    filters: [
      ['status', OPEN_ORDER_STATUSES],
      ['tool._id', toolId],
    ],
    arrayContains: null,
    newestFirst: false,
  }),
} as const;

/** The product's filters on `base` (the orders collection, with or without a converter). */
export function filterOrders<T>(base: Query<T>, spec: OrderQuerySpec): Query<T> {
  let query = base;
  for (const [field, value] of spec.filters) {
    query = typeof value === 'string' ? query.where(field, '==', value) : query.where(field, 'in', [...value]);
  }
  if (spec.arrayContains) query = query.where(spec.arrayContains[0], 'array-contains', spec.arrayContains[1]);
  return query;
}

export function orderQueryShape(spec: OrderQuerySpec): QueryShape {
  return {
    collectionGroup: 'orders',
    equalities: spec.filters.map(([field]) => field),
    arrayContains: spec.arrayContains?.[0] ?? null,
    orderBy: spec.newestFirst ? NEWEST_FIRST.map(({ field, direction }) => ({ field, direction })) : [],
  };
}

/**
 * All Orders (GET /api/orders, GET /api/exports/orders.csv) with the admin's filters, as data.
 * Equalities on `status`, `payment` and `userEmail`; ranges on `createdAt` (from/to) and
 * `paymentDueAt` (overdue). Every ranged field is ordered too, after the sort's own fields and
 * before the document id, in the direction of the sort (what Firestore does implicitly with
 * inequalities on several fields): the order is then explicit, a cursor carries every ordered
 * field, and the index that serves the query is the one the shape names.
 */
export interface OrderListCriteria {
  status: OrderStatus | null;
  payment: 'paid' | 'unpaid' | 'overdue' | null;
  /** Lower-cased. */
  email: string | null;
  /** Placed at or after this instant / before this one (the day after `to`). */
  createdFrom: Date | null;
  createdBefore: Date | null;
  /** For `overdue`: the moment "before now" means. */
  now: Date;
}

export interface OrderListSpec {
  equalities: [field: string, value: string][];
  /**
   * A company's order list (GET /api/company/orders): `companyScopes array-contains` this key (the
   * company's id, or a member's key: orders/document.ts `companyScopes`); null for All Orders.
   */
  scope: string | null;
  ranges: [field: string, op: '>=' | '<', value: Date][];
  orderBy: readonly OrderField[];
  /** Names the order in cursors: a cursor of another order is refused. */
  tag: string;
}

/** The field a company's order list filters on (orders/document.ts `companyScopes`). */
export const COMPANY_SCOPES = 'companyScopes';

const timestampKey: SortKeySpec = { kind: 'timestamp' };
const countKey: SortKeySpec = { kind: 'count' };

const ORDER_LIST_ORDERS: Record<OrderListSort, { tag: string; direction: Direction; fields: OrderField[] }> = {
  newest: { tag: 'n', direction: 'desc', fields: [{ field: 'createdAt', direction: 'desc', key: timestampKey }] },
  oldest: { tag: 'o', direction: 'asc', fields: [{ field: 'createdAt', direction: 'asc', key: timestampKey }] },
  total: { tag: 't', direction: 'asc', fields: [{ field: 'totalBillCents', direction: 'asc', key: countKey }] },
  '-total': { tag: 'T', direction: 'desc', fields: [{ field: 'totalBillCents', direction: 'desc', key: countKey }] },
};

/**
 * All Orders' query for `criteria`, or with `scope` a company's orders (filtered by the scope's key
 * instead of `userEmail`: a company list's e-mail filter is part of its scope).
 */
export function orderListSpec(
  criteria: OrderListCriteria,
  sort: OrderListSort,
  scope: string | null = null,
): OrderListSpec {
  const equalities: OrderListSpec['equalities'] = [];
  if (criteria.status) equalities.push(['status', criteria.status]);
  if (criteria.payment) equalities.push(['payment', criteria.payment === 'overdue' ? 'unpaid' : criteria.payment]);
  if (criteria.email && !scope) equalities.push(['userEmail', criteria.email]);
  const ranges: OrderListSpec['ranges'] = [];
  if (criteria.createdFrom) ranges.push(['createdAt', '>=', criteria.createdFrom]);
  if (criteria.createdBefore) ranges.push(['createdAt', '<', criteria.createdBefore]);
  if (criteria.payment === 'overdue') ranges.push(['paymentDueAt', '<', criteria.now]);

  const order = ORDER_LIST_ORDERS[sort];
  const orderBy: OrderField[] = [...order.fields];
  let tag = order.tag;
  const rangedFields = [...new Set(ranges.map(([field]) => field))].sort();
  for (const field of rangedFields) {
    if (orderBy.some((o) => o.field === field)) continue;
    orderBy.push({ field, direction: order.direction, key: timestampKey });
    tag += field === 'createdAt' ? 'c' : 'd';
  }
  orderBy.push({ field: DOCUMENT_ID, direction: order.direction });
  return { equalities, scope, ranges, orderBy, tag };
}

/** The list's query on `base` (the orders collection, with or without a converter). */
export function buildOrderListQuery<T>(base: Query<T>, spec: OrderListSpec): Query<T> {
  let query = base;
  for (const [field, value] of spec.equalities) query = query.where(field, '==', value);
  if (spec.scope) query = query.where(COMPANY_SCOPES, 'array-contains', spec.scope);
  for (const [field, op, value] of spec.ranges) query = query.where(field, op, value);
  for (const { field, direction } of spec.orderBy) {
    query = query.orderBy(field === DOCUMENT_ID ? FieldPath.documentId() : field, direction);
  }
  return query;
}

export const orderListCursorKeys = (spec: OrderListSpec): SortKeySpec[] =>
  spec.orderBy.flatMap((o) => (o.key ? [o.key] : []));

export function orderListShape(spec: OrderListSpec): QueryShape {
  return {
    collectionGroup: 'orders',
    equalities: spec.equalities.map(([field]) => field),
    arrayContains: spec.scope ? COMPANY_SCOPES : null,
    orderBy: spec.orderBy.map(({ field, direction }) => ({ field, direction })),
  };
}
