import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Tool, ToolSort } from '@toolshub/shared';
import { encodeSortCursor, micros, timestampOf, type SortCursor, type SortKeyValue } from '../../firestore/cursor';
import { countQuery, readDoc, readQuery } from '../../firestore/read-meter';
import { skuLookupSpecs, SORT_ORDERS, toolListSpec, type ToolQueryFilters } from './list-shape';
import { buildToolQuery } from './query';
import { catalogueTools, tools, toolsCollection, toTool, type CatalogueToolRecord, type ToolRecord } from './tools';

export interface ToolListRequest {
  /** Tools asked for by SKU (upper-cased) or id (GET /api/tools?sku=, ?id=), each once; null: the catalogue's pages. */
  lookup: { by: 'sku' | 'id'; values: string[] } | null;
  /** Normalised search words, none a prefix of another (see searchTerms); empty: no search. */
  words: string[];
  category: string | null;
  inStock: boolean;
  /** Count every tool the filters match (X-Total-Count); a lookup's total is what it found, free. */
  total: boolean;
  sort: ToolSort;
  limit: number;
  after: SortCursor | null;
}

export interface ToolListPage {
  items: Tool[];
  nextCursor: string | null;
  /**
   * Tools matching the filters on every page; null when not asked for (`total`), or where counting
   * would cost too much (see below).
   */
  totalCount: number | null;
}

/**
 * A several-word search reads the candidates of its rarest word and keeps those that hold the
 * other words too. Per request it reads at most this many candidates for the page (a page may
 * then come back short, with a next link that resumes after the last candidate read)...
 */
const SCAN_BUDGET = 500;
/** ...and counts by reading every candidate only up to this many (else no X-Total-Count). */
const COUNT_SCAN_LIMIT = 1000;

const SORT_KEY_OF: Record<string, (tool: CatalogueToolRecord) => SortKeyValue> = {
  createdAt: (tool) => micros(tool.createdAt),
  unitsOrdered: (tool) => tool.unitsOrdered,
  priceCents: (tool) => tool.priceCents,
  nameKey: (tool) => tool.nameKey,
};

/** Where a page that ends with `tool` leaves off. */
function sortCursorOf(tool: CatalogueToolRecord, sort: ToolSort): SortCursor {
  const order = SORT_ORDERS[sort];
  const values = order.orderBy.flatMap(({ field, key }) => {
    const read = SORT_KEY_OF[field];
    return key && read ? [read(tool)] : [];
  });
  return { tag: order.tag, values, id: tool.id };
}

const cursorAt = (tool: CatalogueToolRecord, sort: ToolSort) => encodeSortCursor(sortCursorOf(tool, sort));

function startingAfter<T>(query: Query<T>, sort: ToolSort, after: SortCursor | null): Query<T> {
  if (!after) return query;
  const keyed = SORT_ORDERS[sort].orderBy.filter((o) => o.key);
  const values = after.values.map((value, i) =>
    keyed[i]?.key?.kind === 'timestamp' && typeof value === 'number' ? timestampOf(value) : value,
  );
  return query.startAfter(...values, after.id);
}

function filtersOf(request: ToolListRequest, searchToken: string | null): ToolQueryFilters {
  return { archived: false, category: request.category, inStock: request.inStock, searchToken };
}

/**
 * The catalogue: filters, search and sort as one Firestore query each time (see tools/list-shape.ts),
 * paged with cursors that carry the sort key. Reads, as Firestore bills them:
 * - no search, or one word: the page (limit + 1 documents) and, with `total`, a count() aggregation
 *   (one read per 1,000 tools matched), whatever the size of the catalogue;
 * - several words: a count() per word to find the rarest one, then the rarest word's candidates
 *   until the page is full (at most SCAN_BUDGET), and with `total` all of them once more for the
 *   total (at most COUNT_SCAN_LIMIT; past that the total is not given). Good while a catalogue is
 *   tens of thousands of tools; past that the Firebase way is a search extension (Algolia, Typesense or Elastic, kept in step by a Firestore trigger).
 */
export async function listTools(request: ToolListRequest): Promise<ToolListPage> {
  if (request.lookup?.by === 'sku') return toolsWithSkus(request.lookup.values);
  if (request.lookup?.by === 'id') return toolsWithIds(request.lookup.values);
  const [first, ...others] = request.words;
  if (first === undefined || others.length === 0) return singleQueryPage(request, first ?? null);

  const counts = await Promise.all(
    request.words.map((word) =>
      countQuery(buildToolQuery(tools(), toolListSpec(filtersOf(request, word), request.sort))),
    ),
  );
  const rarest = counts.indexOf(Math.min(...counts));
  const chosen = request.words[rarest] ?? first;
  if ((counts[rarest] ?? 0) === 0) return { items: [], nextCursor: null, totalCount: request.total ? 0 : null };
  const rest = request.words.filter((word) => word !== chosen);
  const holdsRest = (tokens: readonly string[]) => rest.every((word) => tokens.includes(word));
  const [page, totalCount] = await Promise.all([
    scanPage(request, chosen, holdsRest),
    request.total && (counts[rarest] ?? 0) <= COUNT_SCAN_LIMIT
      ? countByScan(request, chosen, holdsRest)
      : Promise.resolve(null),
  ]);
  return { ...page, totalCount };
}

/**
 * The catalogue's tools with these SKUs, in the order asked (a SKU matches one tool at most: the
 * `skus` claims keep them unique). Unknown and archived SKUs are simply absent. One read per tool
 * found (at least one per query), whatever the catalogue's size.
 */
async function toolsWithSkus(skus: string[]): Promise<ToolListPage> {
  const snaps = await Promise.all(
    skuLookupSpecs(skus).map((spec) => readQuery(buildToolQuery(catalogueTools(), spec))),
  );
  const bySku = new Map(snaps.flatMap((snap) => snap.docs.map((doc) => [doc.data().sku, doc.data()] as const)));
  const items = skus.flatMap((sku) => {
    const record = bySku.get(sku);
    return record ? [toTool(record)] : [];
  });
  return { items, nextCursor: null, totalCount: items.length };
}

/** The catalogue's tools with these ids, in the order asked; unknown and archived ones are absent. One read per id. */
async function toolsWithIds(ids: string[]): Promise<ToolListPage> {
  const snaps = await Promise.all(ids.map((id) => readDoc(tools().doc(id))));
  const items = snaps.flatMap((snap) => {
    const record = snap.data();
    return record && !record.archived ? [toTool(record)] : [];
  });
  return { items, nextCursor: null, totalCount: items.length };
}

/** One query's page, and with `total` the count of every tool it matches (null without). */
async function singleQueryPage(request: ToolListRequest, word: string | null): Promise<ToolListPage> {
  const query = buildToolQuery(catalogueTools(), toolListSpec(filtersOf(request, word), request.sort));
  const [snap, totalCount] = await Promise.all([
    readQuery(startingAfter(query, request.sort, request.after).limit(request.limit + 1)),
    request.total ? countQuery(query) : null,
  ]);
  const records = snap.docs.slice(0, request.limit).map((doc) => doc.data());
  const last = records[records.length - 1];
  const nextCursor = snap.docs.length > request.limit && last ? cursorAt(last, request.sort) : null;
  return { items: records.map(toTool), nextCursor, totalCount };
}

/**
 * Reads the chosen word's candidates in order, in growing batches, keeping the ones that hold
 * the other words, until it has one more than the page (so it knows a next page exists), runs out
 * of candidates, or has read SCAN_BUDGET. The next page starts after the last tool returned, or,
 * when the budget ran out first, after the last candidate read: no tool twice, none skipped.
 */
async function scanPage(
  request: ToolListRequest,
  word: string,
  holdsRest: (tokens: readonly string[]) => boolean,
): Promise<Omit<ToolListPage, 'totalCount'>> {
  const query = buildToolQuery(tools(), toolListSpec(filtersOf(request, word), request.sort));
  const matches: ToolRecord[] = [];
  let after = request.after;
  let scanned = 0;
  let lastRead: ToolRecord | null = null;
  let exhausted = false;
  for (
    let batch = Math.max(request.limit + 1, 20);
    matches.length <= request.limit && scanned < SCAN_BUDGET;
    batch *= 2
  ) {
    const size = Math.min(batch, SCAN_BUDGET - scanned);
    const snap = await readQuery(startingAfter(query, request.sort, after).limit(size));
    const docs: QueryDocumentSnapshot<ToolRecord>[] = snap.docs;
    for (const doc of docs) {
      const tool = doc.data();
      scanned += 1;
      lastRead = tool;
      if (holdsRest(tool.searchTokens)) matches.push(tool);
      if (matches.length > request.limit) break;
    }
    if (docs.length < size) {
      exhausted = true;
      break;
    }
    if (lastRead) after = sortCursorOf(lastRead, request.sort);
  }
  const items = matches.slice(0, request.limit);
  const lastItem = items[items.length - 1];
  let nextCursor: string | null = null;
  if (matches.length > request.limit && lastItem) nextCursor = cursorAt(lastItem, request.sort);
  else if (!exhausted && lastRead) nextCursor = cursorAt(lastRead, request.sort);
  return { items: items.map(toTool), nextCursor };
}

/** Reads only the tokens of every candidate (still a read each) and counts the ones that match. */
async function countByScan(
  request: ToolListRequest,
  word: string,
  holdsRest: (tokens: readonly string[]) => boolean,
): Promise<number> {
  const query = buildToolQuery(toolsCollection(), toolListSpec(filtersOf(request, word), request.sort));
  const snap = await readQuery(query.select('searchTokens').limit(COUNT_SCAN_LIMIT));
  return snap.docs.filter((doc) => {
    const tokens: unknown = doc.get('searchTokens');
    return Array.isArray(tokens) && holdsRest(tokens.filter((t): t is string => typeof t === 'string'));
  }).length;
}
