import { sortableName, type InventorySort, type ToolSort } from '@toolshub/shared';
import type { SortKeySpec } from '../../firestore/cursor';
import { DOCUMENT_ID, type OrderField, type QueryShape } from '../../firestore/query-shape';

/**
 * The catalogue's queries as data: which fields GET /api/tools filters on and orders by, for any
 * combination of its parameters. The repository builds every tools query from these specs (and
 * nothing else), and the index test checks every shape against firestore.indexes.json: Firestore
 * refuses a query without its composite index, and the emulator does not, so that test is the
 * proof that production can run what the emulators ran.
 */

export interface SortOrder {
  /** Names the order in its cursors. */
  tag: string;
  orderBy: readonly OrderField[];
}

const timestampKey: SortKeySpec = { kind: 'timestamp' };
const countKey: SortKeySpec = { kind: 'count' };
const nameKey: SortKeySpec = { kind: 'text', normalised: sortableName };

/** Ties are broken by the document id, in the direction of the last field (as Firestore does implicitly). */
export const SORT_ORDERS: Record<ToolSort, SortOrder> = {
  newest: {
    tag: 'n',
    orderBy: [
      { field: 'createdAt', direction: 'desc', key: timestampKey },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
  },
  // Most pieces ordered; ties newest first.
  popular: {
    tag: 'p',
    orderBy: [
      { field: 'unitsOrdered', direction: 'desc', key: countKey },
      { field: 'createdAt', direction: 'desc', key: timestampKey },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
  },
  price: {
    tag: 'c',
    orderBy: [
      { field: 'priceCents', direction: 'asc', key: countKey },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
  },
  '-price': {
    tag: 'C',
    orderBy: [
      { field: 'priceCents', direction: 'desc', key: countKey },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
  },
  name: {
    tag: 'a',
    orderBy: [
      { field: 'nameKey', direction: 'asc', key: nameKey },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
  },
};

/** The keys a sort's cursor carries, in order. */
export function cursorKeys(sort: ToolSort): SortKeySpec[] {
  return SORT_ORDERS[sort].orderBy.flatMap((o) => (o.key ? [o.key] : []));
}

/** What a list query filters on; `searchToken` is one normalised word of the search. */
export interface ToolQueryFilters {
  archived: boolean;
  category: string | null;
  inStock: boolean;
  searchToken: string | null;
}

export interface ToolQuerySpec {
  equalities: [field: string, value: string | boolean][];
  /** `field in values`: indexes serve it as they serve an equality. */
  oneOf: [field: string, values: string[]] | null;
  arrayContains: [field: string, value: string] | null;
  orderBy: readonly OrderField[];
}

export function toolListSpec(filters: ToolQueryFilters, sort: ToolSort): ToolQuerySpec {
  const equalities: ToolQuerySpec['equalities'] = [['archived', filters.archived]];
  if (filters.category !== null) equalities.push(['category', filters.category]);
  if (filters.inStock) equalities.push(['inStock', true]);
  return {
    equalities,
    oneOf: null,
    arrayContains: filters.searchToken === null ? null : ['searchTokens', filters.searchToken],
    orderBy: SORT_ORDERS[sort].orderBy,
  };
}

/** A category's visible tools, for its toolCount: equalities only. */
export function categoryCountSpec(category: string): ToolQuerySpec {
  return {
    equalities: [
      ['archived', false],
      ['category', category],
    ],
    oneOf: null,
    arrayContains: null,
    orderBy: [],
  };
}

/** Firestore takes at most this many values in one `in` filter. */
export const MAX_IN_VALUES = 30;

/**
 * The catalogue's tools with some of these SKUs (GET /api/tools?sku=), in queries of at most
 * MAX_IN_VALUES SKUs each: equalities only, which Firestore serves from its single-field indexes.
 */
export function skuLookupSpecs(skus: readonly string[]): ToolQuerySpec[] {
  const specs: ToolQuerySpec[] = [];
  for (let start = 0; start < skus.length; start += MAX_IN_VALUES) {
    specs.push({
      equalities: [['archived', false]],
      oneOf: ['sku', skus.slice(start, start + MAX_IN_VALUES)],
      arrayContains: null,
      orderBy: [],
    });
  }
  return specs;
}

export function shapeOf(spec: ToolQuerySpec): QueryShape {
  return {
    collectionGroup: 'tools',
    equalities: [...spec.equalities.map(([field]) => field), ...(spec.oneOf ? [spec.oneOf[0]] : [])],
    arrayContains: spec.arrayContains?.[0] ?? null,
    orderBy: spec.orderBy.map(({ field, direction }) => ({ field, direction })),
  };
}

/** All Products (GET /api/inventory): every tool, archived ones included unless filtered. */
export const INVENTORY_SORT_ORDERS: Record<InventorySort, SortOrder> = {
  newest: SORT_ORDERS.newest,
  name: SORT_ORDERS.name,
  price: SORT_ORDERS.price,
  '-price': SORT_ORDERS['-price'],
  available: {
    tag: 'v',
    orderBy: [
      { field: 'available', direction: 'asc', key: countKey },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
  },
  '-available': {
    tag: 'V',
    orderBy: [
      { field: 'available', direction: 'desc', key: countKey },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
  },
};

export interface InventoryFilters {
  /** null: archived and catalogue tools alike. */
  archived: boolean | null;
  category: string | null;
  /** Only tools whose stored `lowStock` flag is set. */
  lowStock: boolean;
}

export function inventorySpec(filters: InventoryFilters, sort: InventorySort): ToolQuerySpec {
  const equalities: ToolQuerySpec['equalities'] = [];
  if (filters.archived !== null) equalities.push(['archived', filters.archived]);
  if (filters.category !== null) equalities.push(['category', filters.category]);
  if (filters.lowStock) equalities.push(['lowStock', true]);
  return { equalities, oneOf: null, arrayContains: null, orderBy: INVENTORY_SORT_ORDERS[sort].orderBy };
}

export const inventoryCursorKeys = (sort: InventorySort): SortKeySpec[] =>
  INVENTORY_SORT_ORDERS[sort].orderBy.flatMap((o) => (o.key ? [o.key] : []));
