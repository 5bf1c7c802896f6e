import type { Request } from 'express';
import {
  COMPANY_APPLICATION_LIST_PARAMS,
  COMPANY_APPLICATION_STATUSES,
  COMPANY_LIST_PARAMS,
  COMPANY_LIST_SORTS,
  COMPANY_STATUSES,
  DEFAULT_COMPANY_LIST_SORT,
  type CompanyApplicationStatus,
  type CompanyListSort,
  type CompanyStatus,
} from '@toolshub/shared';
import { decodeSortCursor, type SortCursor } from '../firestore/cursor';
import { COMPANY_SORT_ORDERS } from '../repositories/companies/companies';
import { oneOf, refuseUnknownParams } from './list-params';
import { badCursor, parseLimit, parsePage, single } from './paging';
import type { PageRequest } from '../firestore/paged-query';

/** `GET /api/company-applications?status=&limit=&after=`; unknown parameters are a 400. */
export function applicationListQuery(req: Request): { status?: CompanyApplicationStatus; page: PageRequest } {
  refuseUnknownParams(req, COMPANY_APPLICATION_LIST_PARAMS, 'GET /api/company-applications');
  return { status: oneOf(req, 'status', COMPANY_APPLICATION_STATUSES), page: parsePage(req) };
}

/** `GET /api/companies?sort=&status=&limit=&after=`; unknown parameters are a 400. */
export function companyListQuery(req: Request): {
  sort: CompanyListSort;
  status?: CompanyStatus;
  page: { limit: number; after: SortCursor | null };
} {
  refuseUnknownParams(req, COMPANY_LIST_PARAMS, 'GET /api/companies');
  const sort = oneOf(req, 'sort', COMPANY_LIST_SORTS) ?? DEFAULT_COMPANY_LIST_SORT;
  const status = oneOf(req, 'status', COMPANY_STATUSES);
  const limit = parseLimit(req);
  const rawAfter = single(req.query.after, 'after');
  let after: SortCursor | null = null;
  if (rawAfter !== undefined) {
    const order = COMPANY_SORT_ORDERS[sort];
    after = decodeSortCursor(rawAfter, order.tag, [order.key]);
    if (!after) throw badCursor();
  }
  return { sort, status, page: { limit, after } };
}
