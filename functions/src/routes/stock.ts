import { Router, type Request } from 'express';
import { API_HEADERS, stockAdjustmentBodySchema } from '@toolshub/shared';
import { adjustStock } from '../domain/adjust-stock';
import { badRequest, notFound } from '../errors';
import { endpoint } from '../http/endpoint';
import { setETag } from '../http/etag';
import { badCursor, parseLimit, setNextLink, single } from '../http/paging';
import { pathParam } from '../http/path-param';
import { allow, currentUser } from '../middleware/auth';
import { validate } from '../validate';
import { decodeSortCursor } from '../firestore/cursor';
import { firestoreOrderStore } from '../repositories/orders/store';
import {
  findStockMovement,
  listStockMovements,
  STOCK_MOVEMENT_CURSOR_KEYS,
  STOCK_MOVEMENT_CURSOR_TAG,
} from '../repositories/stock-movements';
import { findToolRecord, toAdminTool } from '../repositories/tools/tools';

/** A tool's stock ledger and the adjustments that write it (admin). */
export const stockRouter = Router();

const MOVEMENT_LIST_PARAMS = ['limit', 'after'];

/** `?limit=` and `?after=` (a cursor of this list); anything else is a 400. */
function movementPage(req: Request) {
  const unknown = Object.keys(req.query).filter((name) => !MOVEMENT_LIST_PARAMS.includes(name));
  if (unknown.length > 0) {
    throw badRequest(
      `Unknown parameter ${unknown.join(', ')}; this list takes ${MOVEMENT_LIST_PARAMS.join(', ')}`,
      Object.fromEntries(unknown.map((name) => [name, `Unknown parameter ${name}`])),
    );
  }
  const limit = parseLimit(req);
  const rawAfter = single(req.query.after, 'after');
  if (rawAfter === undefined) return { limit, after: null };
  const after = decodeSortCursor(rawAfter, STOCK_MOVEMENT_CURSOR_TAG, STOCK_MOVEMENT_CURSOR_KEYS);
  if (!after) throw badCursor();
  return { limit, after };
}

// GET /api/tool/{id}/stock-movements?limit=&after=   (admin) the tool's ledger, newest first;
// X-Total-Count: its movements; Link: the next page. 404 for an unknown tool.
endpoint(stockRouter, 'listStockMovements', allow('tools:update'), async (req, res) => {
  const id = pathParam(req, 'id');
  const page = movementPage(req);
  if (!(await findToolRecord(id))) throw notFound(`No tool with id ${id}`);
  const result = await listStockMovements(id, page);
  res.setHeader(API_HEADERS.totalCount, String(result.totalCount));
  setNextLink(req, res, result.nextCursor);
  return result.items;
});

// POST /api/tool/{id}/stock-adjustments   (admin) { delta, reason, note? }: 201 with the ledger entry
// and the tool (its new ETag); 409 when the stock would go below 0; 404 for an unknown tool.
endpoint(stockRouter, 'adjustStock', allow('tools:update'), async (req, res) => {
  const id = pathParam(req, 'id');
  const { delta, reason, note } = await validate(stockAdjustmentBodySchema, req.body);
  const { uid, email } = currentUser(req);
  const adjusted = await adjustStock(
    firestoreOrderStore,
    id,
    { delta, reason, note: note ? note : null },
    { uid, email: email ?? null },
  );
  const [movement, record] = await Promise.all([findStockMovement(adjusted.movementId), findToolRecord(id)]);
  if (!movement || !record) throw notFound(`No tool with id ${id}`);
  setETag(res, record.version);
  res.status(201);
  return { acknowledged: true, insertedId: adjusted.movementId, movement, tool: toAdminTool(record) };
});
