import type { Request } from 'express';
import {
  DEFAULT_ORDER_LIST_SORT,
  ORDER_EXPORT_PARAMS,
  ORDER_LIST_PARAMS,
  ORDER_LIST_SORTS,
  ORDER_PAYMENT_FILTERS,
  ORDER_STATUSES,
  type OrderListSort,
} from '@toolshub/shared';
import { decodeSortCursor, type SortCursor } from '../firestore/cursor';
import { orderListCursorKeys, orderListSpec, type OrderListSpec } from '../repositories/orders/queries';
import { oneOf, refuse, refuseUnknownParams } from './list-params';
import { badCursor, parseLimit, single } from './paging';

export interface OrderListRequest {
  spec: OrderListSpec;
  sort: OrderListSort;
  limit: number;
  after: SortCursor | null;
}

const DAY_MS = 86_400_000;
const EMAIL_MAX = 254;

/** `YYYY-MM-DD`, a real day, as midnight UTC. */
function day(req: Pick<Request, 'query'>, name: 'from' | 'to'): Date | null {
  const raw = single(req.query[name], name) || undefined;
  if (raw === undefined) return null;
  const message = `${name} must be a day as YYYY-MM-DD`;
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(raw)) throw refuse(name, message);
  const date = new Date(`${raw}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) throw refuse(name, message);
  return date;
}

function filtersSpec(
  req: Pick<Request, 'query'>,
  sort: OrderListSort,
  now: Date,
  scopeOf?: (email: string | null) => string,
): OrderListSpec {
  const status = oneOf(req, 'status', ORDER_STATUSES) ?? null;
  const payment = oneOf(req, 'payment', ORDER_PAYMENT_FILTERS) ?? null;
  const from = day(req, 'from');
  const to = day(req, 'to');
  if (from && to && from > to) throw refuse('to', 'to must be the same day as from or later');
  const rawEmail = single(req.query.email, 'email')?.trim() || undefined;
  if (rawEmail !== undefined && (rawEmail.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+$/.test(rawEmail))) {
    throw refuse('email', 'email must be an e-mail address');
  }
  const email = rawEmail?.toLowerCase() ?? null;
  return orderListSpec(
    {
      status,
      payment,
      email: scopeOf ? null : email,
      createdFrom: from,
      createdBefore: to ? new Date(to.getTime() + DAY_MS) : null,
      now,
    },
    sort,
    scopeOf ? scopeOf(email) : null,
  );
}

const sortOf = (req: Pick<Request, 'query'>) => oneOf(req, 'sort', ORDER_LIST_SORTS) ?? DEFAULT_ORDER_LIST_SORT;

/** GET /api/orders's parameters (ORDER_LIST_PARAMS); anything else, or a bad value, answers 400. */
export function parseOrderListQuery(req: Pick<Request, 'query'>, now = new Date()): OrderListRequest {
  return parseList(req, 'GET /api/orders', now);
}

/**
 * GET /api/company/orders's parameters: All Orders' (ORDER_LIST_PARAMS), within a company's scope:
 * `scopeOf` turns the e-mail filter (null: none) into the key of the orders the caller may list
 * (orders/document.ts `companyScopes`), or refuses it.
 */
export function parseCompanyOrderListQuery(
  req: Pick<Request, 'query'>,
  scopeOf: (email: string | null) => string,
  now = new Date(),
): OrderListRequest {
  return parseList(req, 'GET /api/company/orders', now, scopeOf);
}

function parseList(
  req: Pick<Request, 'query'>,
  name: string,
  now: Date,
  scopeOf?: (email: string | null) => string,
): OrderListRequest {
  refuseUnknownParams(req, ORDER_LIST_PARAMS, name);
  const limit = parseLimit(req);
  const sort = sortOf(req);
  const spec = filtersSpec(req, sort, now, scopeOf);
  const rawAfter = single(req.query.after, 'after');
  let after: SortCursor | null = null;
  if (rawAfter !== undefined) {
    after = decodeSortCursor(rawAfter, spec.tag, orderListCursorKeys(spec));
    if (!after) throw badCursor();
  }
  return { spec, sort, limit, after };
}

/** GET /api/exports/orders.csv's parameters: the list's filters and sort, no paging. */
export function parseOrderExportQuery(req: Pick<Request, 'query'>, now = new Date()): OrderListSpec {
  refuseUnknownParams(req, ORDER_EXPORT_PARAMS, 'GET /api/exports/orders.csv');
  return filtersSpec(req, sortOf(req), now);
}
