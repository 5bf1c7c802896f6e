import { Router, type Request } from 'express';
import {
  API_HEADERS,
  PRICE_LIST_LIST_PARAMS,
  priceListBodySchema,
  priceListRuleOf,
  type PriceListBody,
} from '@toolshub/shared';
import { storedRules, type PriceListContent } from '../domain/price-list-records';
import { badRequest, notFound } from '../errors';
import { endpoint } from '../http/endpoint';
import { refuseUnknownParams } from '../http/list-params';
import { parsePage, setNextLink } from '../http/paging';
import { pathParam } from '../http/path-param';
import { allow, currentUser } from '../middleware/auth';
import { validate } from '../validate';
import {
  createPriceList,
  deletePriceList,
  findPriceList,
  listPriceLists,
  missingReferences,
  replacePriceList,
  toPriceList,
} from '../repositories/price-lists/price-lists';

/** Contract prices: the shop admins' price lists (docs/api.md, "Contract prices"). */
export const priceListsRouter = Router();

const actorOf = (req: Request) => {
  const { uid, email } = currentUser(req);
  return { uid, email };
};

/** A body as stored, once every company, tool and category it names is known to exist (else 400 per field). */
async function contentOf(body: PriceListBody): Promise<PriceListContent> {
  const content: PriceListContent = {
    name: body.name,
    companyIds: body.companyIds,
    rules: storedRules(body.rules.map(priceListRuleOf)),
  };
  const missing = await missingReferences(content);
  const first = Object.values(missing)[0];
  if (first) throw badRequest(first, missing);
  return content;
}

const notFoundList = (id: string) => notFound(`No price list with id ${id}`);

// GET /api/price-lists?limit=&after=   (shop admin; newest first; X-Total-Count, Link)
endpoint(priceListsRouter, 'listPriceLists', allow('price-lists:read'), async (req, res) => {
  refuseUnknownParams(req, PRICE_LIST_LIST_PARAMS, 'GET /api/price-lists');
  const page = await listPriceLists(parsePage(req));
  res.setHeader(API_HEADERS.totalCount, String(page.totalCount));
  setNextLink(req, res, page.nextCursor);
  return page.items;
});

// POST /api/price-lists   (shop admin) { name, companyIds, rules }   201 { id }, audited
endpoint(priceListsRouter, 'createPriceList', allow('price-lists:write'), async (req, res) => {
  const content = await contentOf(await validate(priceListBodySchema, req.body));
  const id = await createPriceList(content, actorOf(req));
  res.status(201);
  return { id };
});

// GET /api/price-lists/{id}   (shop admin)
endpoint(priceListsRouter, 'getPriceList', allow('price-lists:read'), async (req) => {
  const id = pathParam(req, 'id');
  const list = await findPriceList(id);
  if (!list) throw notFoundList(id);
  return toPriceList(list);
});

// PUT /api/price-lists/{id}   (shop admin) { name, companyIds, rules }: replaces the list whole, audited
endpoint(priceListsRouter, 'updatePriceList', allow('price-lists:write'), async (req) => {
  const id = pathParam(req, 'id');
  const body = await validate(priceListBodySchema, req.body);
  // An unknown list is a 404 before its references are checked (a 400 would name a body that is fine).
  if (!(await findPriceList(id))) throw notFoundList(id);
  const result = await replacePriceList(id, await contentOf(body), actorOf(req));
  if (result === 'not-found') throw notFoundList(id);
  return toPriceList(result);
});

// DELETE /api/price-lists/{id}   (shop admin), audited
endpoint(priceListsRouter, 'deletePriceList', allow('price-lists:write'), async (req) => {
  const id = pathParam(req, 'id');
  if (!(await deletePriceList(id, actorOf(req)))) throw notFoundList(id);
  return { acknowledged: true, deletedCount: 1 };
});
