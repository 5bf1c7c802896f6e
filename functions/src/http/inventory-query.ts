import type { Request } from 'express';
import { CATEGORY_ID_PATTERN, DEFAULT_INVENTORY_SORT, INVENTORY_PARAMS, INVENTORY_SORTS } from '@toolshub/shared';
import { decodeSortCursor, type SortCursor } from '../firestore/cursor';
import type { InventoryRequest } from '../repositories/tools/inventory';
import { INVENTORY_SORT_ORDERS, inventoryCursorKeys } from '../repositories/tools/list-shape';
import { booleanParam, oneOf, refuse, refuseUnknownParams } from './list-params';
import { badCursor, parseLimit, single } from './paging';

/** GET /api/inventory's parameters (INVENTORY_PARAMS); anything else, or a bad value, answers 400. */
export function parseInventoryQuery(req: Pick<Request, 'query'>): InventoryRequest {
  refuseUnknownParams(req, INVENTORY_PARAMS, 'GET /api/inventory');
  const limit = parseLimit(req);
  const sort = oneOf(req, 'sort', INVENTORY_SORTS) ?? DEFAULT_INVENTORY_SORT;
  const category = single(req.query.category, 'category') || undefined;
  if (category !== undefined && !CATEGORY_ID_PATTERN.test(category)) {
    throw refuse('category', `Unknown category ${category}`);
  }
  const rawAfter = single(req.query.after, 'after');
  let after: SortCursor | null = null;
  if (rawAfter !== undefined) {
    after = decodeSortCursor(rawAfter, INVENTORY_SORT_ORDERS[sort].tag, inventoryCursorKeys(sort));
    if (!after) throw badCursor();
  }
  return {
    filters: {
      archived: booleanParam(req, 'archived') ?? null,
      category: category ?? null,
      lowStock: booleanParam(req, 'lowStock') ?? false,
    },
    sort,
    limit,
    after,
  };
}
