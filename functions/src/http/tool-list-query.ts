import type { Request } from 'express';
import {
  CATEGORY_ID_PATTERN,
  DEFAULT_TOOL_SORT,
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_WORDS,
  MAX_SKU_LOOKUP,
  SKU_PATTERN,
  searchTerms,
  searchWords,
  TOOL_LIST_PARAMS,
  TOOL_SORTS,
  type ToolSort,
} from '@toolshub/shared';
import { badRequest } from '../errors';
import { decodeSortCursor } from '../firestore/cursor';
import type { ToolListRequest } from '../repositories/tools/list';
import { cursorKeys, SORT_ORDERS } from '../repositories/tools/list-shape';
import { badCursor, parseLimit, single } from './paging';

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

const isSort = (value: string): value is ToolSort => (TOOL_SORTS as readonly string[]).includes(value);

/**
 * GET /api/tools's parameters (TOOL_LIST_PARAMS): each at most once, with a value it knows;
 * anything else answers 400 naming the parameter. Whether the category exists is the route's
 * question (it takes a read). The tools page function asks it too, with the address's query.
 */
export function parseToolListQuery(req: Pick<Request, 'query'>): ToolListRequest {
  const unknown = Object.keys(req.query).filter((name) => !(TOOL_LIST_PARAMS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    const fields = Object.fromEntries(unknown.map((name) => [name, `Unknown parameter ${name}`]));
    throw badRequest(
      `Unknown parameter ${unknown.join(', ')}; GET /api/tools takes ${TOOL_LIST_PARAMS.join(', ')}`,
      fields,
    );
  }

  const sku = single(req.query.sku, 'sku');
  if (sku !== undefined) return { ...LOOKUP_DEFAULTS, lookup: { by: 'sku', values: parseSkus(req, sku) } };
  const id = single(req.query.id, 'id');
  if (id !== undefined) return { ...LOOKUP_DEFAULTS, lookup: { by: 'id', values: parseIds(req, id) } };

  const limit = parseLimit(req);

  const rawSort = single(req.query.sort, 'sort') ?? DEFAULT_TOOL_SORT;
  if (!isSort(rawSort)) throw refuse('sort', `sort must be one of ${TOOL_SORTS.join(', ')}`);

  const q = single(req.query.q, 'q') ?? '';
  if (q.length > MAX_SEARCH_LENGTH) throw refuse('q', `q is too long (${MAX_SEARCH_LENGTH} characters at most)`);
  const words = searchWords(q);
  if (words.length > MAX_SEARCH_WORDS) throw refuse('q', `q has too many words (${MAX_SEARCH_WORDS} at most)`);

  // An empty search or category (a form's "all") asks for no filter.
  const category = single(req.query.category, 'category') || undefined;
  if (category !== undefined && !CATEGORY_ID_PATTERN.test(category)) {
    throw refuse('category', `Unknown category ${category}`);
  }

  const inStock = single(req.query.inStock, 'inStock');
  if (inStock !== undefined && inStock !== 'true' && inStock !== 'false') {
    throw refuse('inStock', 'inStock must be true or false');
  }

  const total = single(req.query.total, 'total');
  if (total !== undefined && total !== 'true' && total !== 'false') {
    throw refuse('total', 'total must be true or false');
  }

  const rawAfter = single(req.query.after, 'after');
  let after = null;
  if (rawAfter !== undefined) {
    after = decodeSortCursor(rawAfter, SORT_ORDERS[rawSort].tag, cursorKeys(rawSort));
    if (!after) throw badCursor();
  }

  return {
    lookup: null,
    words: searchTerms(words),
    category: category ?? null,
    inStock: inStock === 'true',
    total: total === 'true',
    sort: rawSort,
    limit,
    after,
  };
}

/** What a lookup by SKU or id leaves unused (it is not a page of the catalogue). */
const LOOKUP_DEFAULTS: Omit<ToolListRequest, 'lookup'> = {
  words: [],
  category: null,
  inStock: false,
  total: true,
  sort: DEFAULT_TOOL_SORT,
  limit: MAX_SKU_LOOKUP,
  after: null,
};

/** A lookup's comma-separated values, trimmed, each once: alone, 1 to MAX_SKU_LOOKUP of them. */
function lookupValues(req: Pick<Request, 'query'>, name: 'sku' | 'id', raw: string, what: string): string[] {
  const others = Object.keys(req.query).filter((param) => param !== name);
  if (others.length > 0) throw refuse(name, `${name} cannot be combined with ${others.join(', ')}`);
  const values = raw.split(',').map((value) => value.trim());
  if (values.some((value) => value === '')) throw refuse(name, `${name} must be a comma-separated list of ${what}`);
  const unique = [...new Set(name === 'sku' ? values.map((value) => value.toUpperCase()) : values)];
  if (unique.length > MAX_SKU_LOOKUP) throw refuse(name, `${name} takes at most ${MAX_SKU_LOOKUP} ${what}`);
  return unique;
}

/** `sku=A,B,C`: SKUs, compared upper-cased. */
function parseSkus(req: Pick<Request, 'query'>, raw: string): string[] {
  const skus = lookupValues(req, 'sku', raw, 'SKUs');
  const malformed = skus.filter((value) => !SKU_PATTERN.test(value));
  if (malformed.length > 0) {
    throw refuse('sku', `Not a SKU: ${malformed.join(', ')} (3 to 32 letters, digits or -)`);
  }
  return skus;
}

/** `id=a,b,c`: tool ids (a document id: at most 200 characters, no `/`). */
function parseIds(req: Pick<Request, 'query'>, raw: string): string[] {
  const ids = lookupValues(req, 'id', raw, 'tool ids');
  const malformed = ids.filter(
    (value) => value.length > MAX_TOOL_ID_LENGTH || value.includes('/') || /^\.\.?$/.test(value),
  );
  if (malformed.length > 0) throw refuse('id', `Not a tool id: ${malformed.join(', ')}`);
  return ids;
}

const MAX_TOOL_ID_LENGTH = 200;
