import type { Query } from 'firebase-admin/firestore';
import { OPEN_ORDER_STATUSES } from '@toolshub/shared';
import { NEWEST_FIRST } from './paged-query';
import type { QueryShape } from './tool-list-shape';

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
  /** Every order (GET /api/orders). */
  all: (): OrderQuerySpec => ({ filters: [], arrayContains: null, newestFirst: true }),
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

/** The spec's filters on `base` (the orders collection, with or without a converter). */
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
