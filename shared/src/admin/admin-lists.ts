import type { OrderStatus } from '../types';

/** The admin grids' lists: server-side paging, sorting and filters (each answers X-Total-Count). */

/** GET /api/orders (admin) and GET /api/exports/orders.csv take the same filters. */
export const ORDER_LIST_SORTS = ['newest', 'oldest', 'total', '-total'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

export interface OrderListFilters {
  status?: OrderStatus;
  /** `overdue`: unpaid and past its due date. */
  payment?: 'paid' | 'unpaid' | 'overdue';
  /** Placed on or after this day / up to and including this day (YYYY-MM-DD, UTC). */
  from?: string;
  to?: string;
  /** The buyer's e-mail address (exact, any case). */
  email?: string;
}

/** Every parameter GET /api/orders knows (any other answers 400); the export takes all but the paging. */
export const ORDER_LIST_PARAMS = ['limit', 'after', 'sort', 'status', 'payment', 'from', 'to', 'email'] as const;
export const ORDER_EXPORT_PARAMS = ['sort', 'status', 'payment', 'from', 'to', 'email'] as const;
export const ORDER_PAYMENT_FILTERS = ['paid', 'unpaid', 'overdue'] as const;
export const DEFAULT_ORDER_LIST_SORT: OrderListSort = 'newest';

export interface OrderListQuery extends OrderListFilters {
  limit?: number;
  after?: string;
  sort?: OrderListSort;
}

/** GET /api/inventory (admin): every tool, archived ones included, for All Products. */
export const INVENTORY_SORTS = ['newest', 'name', 'available', '-available', 'price', '-price'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

export const INVENTORY_PARAMS = ['limit', 'after', 'sort', 'category', 'lowStock', 'archived'] as const;
export const DEFAULT_INVENTORY_SORT: InventorySort = 'newest';

/** GET /api/users and GET /api/inquiries: by creation, newest (the default) or oldest first. */
export const CREATED_SORTS = ['newest', 'oldest'] as const;
export type CreatedSort = (typeof CREATED_SORTS)[number];
export interface CreatedListQuery {
  limit?: number;
  after?: string;
  sort?: CreatedSort;
}

export interface InventoryQuery {
  limit?: number;
  after?: string;
  sort?: InventorySort;
  category?: string;
  /** true: only tools at or below their reorder point. */
  lowStock?: boolean;
  /** true: only archived tools; false: only tools on the catalogue; absent: both. */
  archived?: boolean;
}

/** What POST /api/tools/import answers (also for ?dryRun=true, which writes nothing). */
export interface ToolImportRowResult {
  /** The CSV's line number (the header is line 1). */
  line: number;
  sku: string;
  outcome: 'create' | 'update' | 'refused';
  /** Why a row was refused, one message per problem. */
  messages: string[];
}

export interface ToolImportReport {
  dryRun: boolean;
  /** True when the rows were written (a real run with no refused row). */
  applied: boolean;
  created: number;
  updated: number;
  refused: number;
  rows: ToolImportRowResult[];
}
