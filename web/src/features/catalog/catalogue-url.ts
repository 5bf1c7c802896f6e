import {
  DEFAULT_TOOL_SORT,
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  TOOL_SORTS,
  type ToolListQuery,
  type ToolSort,
} from '@toolshub/shared';

/**
 * The catalogue page's state, kept in its address (/tools?q=&category=&sort=&inStock=&after=) so
 * that a link, a reload or Back shows the same results. The page function renders the first page
 * of the same address on the server with the same reading of it.
 */
export interface CatalogueState {
  q: string;
  /** A category id, or '' for all of them. */
  category: string;
  sort: ToolSort;
  inStock: boolean;
  /** The cursor of the page shown ('' for the first): the API's `after`. */
  after: string;
}

export const DEFAULT_CATALOGUE_STATE: CatalogueState = {
  q: '',
  category: '',
  sort: DEFAULT_TOOL_SORT,
  inStock: false,
  after: '',
};

const isSort = (value: string): value is ToolSort => (TOOL_SORTS as readonly string[]).includes(value);

/** The state an address holds; a value the page does not know falls back to its default. */
export function catalogueStateOf(search: string | URLSearchParams): CatalogueState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    category: (params.get('category') ?? '').trim(),
    sort: isSort(sort) ? sort : DEFAULT_TOOL_SORT,
    inStock: params.get('inStock') === 'true',
    after: params.get('after') ?? '',
  };
}

/** The query string of a state ('' or '?...'): only what differs from the defaults, in one order. */
export function catalogueSearch(state: CatalogueState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.sort !== DEFAULT_TOOL_SORT) params.set('sort', state.sort);
  if (state.inStock) params.set('inStock', 'true');
  if (state.after) params.set('after', state.after);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What GET /api/tools is asked for a state: the same object on the server and in the browser. */
export function toolListQueryOf(state: CatalogueState): ToolListQuery {
  const query: ToolListQuery = { limit: PAGE_SIZES.catalogue };
  if (state.q) query.q = state.q;
  if (state.category) query.category = state.category;
  if (state.sort !== DEFAULT_TOOL_SORT) query.sort = state.sort;
  if (state.inStock) query.inStock = true;
  if (state.after) query.after = state.after;
  return query;
}

/** The `after` of the next page, from a Link header's path (null on the last page). */
export function nextCursorOf(nextPath: string | null): string | null {
  if (!nextPath) return null;
  const query = nextPath.indexOf('?');
  return query < 0 ? null : new URLSearchParams(nextPath.slice(query + 1)).get('after');
}

/** Whether the state narrows the catalogue at all (the empty state then says what to change). */
export function isFiltered(state: CatalogueState): boolean {
  return Boolean(state.q || state.category || state.inStock);
}
