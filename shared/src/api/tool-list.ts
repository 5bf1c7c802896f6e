import { MAX_ORDER_LINES } from '../schemas/order-lines';

/** What GET /api/tools takes on top of paging (the catalogue's search, filters and sorts). */

/** `newest` first (the default), most pieces ordered, price up, price down, name A→Z. */
export const TOOL_SORTS = ['newest', 'popular', 'price', '-price', 'name'] as const;
export type ToolSort = (typeof TOOL_SORTS)[number];
export const DEFAULT_TOOL_SORT: ToolSort = 'newest';

/** A search is at most this many characters and words (more answers 400). */
export const MAX_SEARCH_LENGTH = 100;
export const MAX_SEARCH_WORDS = 8;

export interface ToolListQuery {
  limit?: number;
  after?: string;
  /** Words; a tool matches when each is the start of a word of its name, SKU or description. */
  q?: string;
  /** A category id. */
  category?: string;
  sort?: ToolSort;
  /** true: only tools with at least their minimum order available. */
  inStock?: boolean;
  /**
   * true: the answer's X-Total-Count says how many tools match (a count() aggregation, or a scan
   * for a search of several words). Asked for by a page that shows the total (the catalogue);
   * Home's six tools and other callers that show none leave it out and spare the count.
   */
  total?: boolean;
  /**
   * Comma-separated SKUs (at most MAX_SKU_LOOKUP, exact, any case): the tools with those SKUs, one
   * request for a quick order's lines. Taken alone: no search, filter, sort or paging.
   */
  sku?: string;
  /** Comma-separated tool ids (at most MAX_SKU_LOOKUP): the tools of a cart's lines. Taken alone, like `sku`. */
  id?: string;
}

/** `sku` and `id` name at most this many tools: as many as a cart's lines. */
export const MAX_SKU_LOOKUP = MAX_ORDER_LINES;

/** Every parameter GET /api/tools knows; any other answers 400. */
export const TOOL_LIST_PARAMS = [
  'limit',
  'after',
  'q',
  'category',
  'sort',
  'inStock',
  'total',
  'sku',
  'id',
] as const satisfies readonly (keyof ToolListQuery)[];
