import { Router, type Request } from 'express';
import { buyingListBodySchema, shareNeedsCompanyMessage, type BuyingListBody } from '@toolshub/shared';
import { badRequest, notFound } from '../errors';
import { endpoint } from '../http/endpoint';
import { pathParam } from '../http/path-param';
import { allow, currentUser } from '../middleware/auth';
import { validate } from '../validate';
import {
  addListToCart,
  createBuyingList,
  deleteBuyingList,
  findVisibleList,
  listBuyingLists,
  missingTools,
  replaceBuyingList,
  toBuyingList,
  type BuyingListContent,
  type ListReader,
} from '../repositories/buying-lists';
import { findMembership } from '../repositories/company-members/members';
import { contractRulesOfCompany } from '../repositories/price-lists/price-lists';

/** Buying lists: a signed-in account's own, and its company's shared ones (docs/api.md, "Buying lists"). */
export const buyingListsRouter = Router();

/** The caller as lists see them: uid, company (null: none) and the name their lists show. */
async function readerOf(req: Request): Promise<ListReader & { name: string }> {
  const user = currentUser(req);
  const membership = await findMembership(user.uid);
  const name = membership?.name || user.name || user.email || 'Unknown';
  return { uid: user.uid, companyId: membership?.companyId ?? null, name };
}

/** A body as stored, once it is known that its tools exist and that the caller may share (else 400 per field). */
async function contentOf(body: BuyingListBody, reader: ListReader): Promise<BuyingListContent> {
  const problems: Record<string, string> = {};
  if (body.shared && reader.companyId === null) problems.shared = shareNeedsCompanyMessage;
  Object.assign(problems, await missingTools(body.lines));
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
  return { name: body.name, shared: body.shared, lines: body.lines };
}

const notFoundList = (id: string) => notFound(`No list with id ${id}`);

// GET /api/lists   (signed in) the caller's lists and their company's shared ones, last changed first
endpoint(buyingListsRouter, 'listBuyingLists', allow('lists:use'), async (req) => listBuyingLists(await readerOf(req)));

// POST /api/lists   (signed in) { name, shared, lines: [{ toolId, quantity }] }   201 { id }
endpoint(buyingListsRouter, 'createBuyingList', allow('lists:use'), async (req, res) => {
  const body = await validate(buyingListBodySchema, req.body);
  const reader = await readerOf(req);
  const id = await createBuyingList(await contentOf(body, reader), reader);
  res.status(201);
  return { id };
});

// GET /api/lists/{id}   (its owner; a shared list's company members; anyone else 404)
endpoint(buyingListsRouter, 'getBuyingList', allow('lists:use'), async (req) => {
  const id = pathParam(req, 'id');
  const reader = await readerOf(req);
  const list = await findVisibleList(id, reader);
  if (!list) throw notFoundList(id);
  return toBuyingList(list, reader);
});

// PUT /api/lists/{id}   { name, shared, lines }: replaces the list whole
endpoint(buyingListsRouter, 'updateBuyingList', allow('lists:use'), async (req) => {
  const id = pathParam(req, 'id');
  const body = await validate(buyingListBodySchema, req.body);
  const reader = await readerOf(req);
  // A list the caller cannot see is a 404 before the body's tools are checked.
  const before = await findVisibleList(id, reader);
  if (!before) throw notFoundList(id);
  // A colleague may keep a shared list shared (its company is the owner's, kept as stored).
  const sharer = before.ownerUid === reader.uid ? reader : { ...reader, companyId: before.companyId };
  const list = await replaceBuyingList(id, await contentOf(body, sharer), reader);
  if (!list) throw notFoundList(id);
  return toBuyingList(list, reader);
});

// DELETE /api/lists/{id}
endpoint(buyingListsRouter, 'deleteBuyingList', allow('lists:use'), async (req) => {
  const id = pathParam(req, 'id');
  if (!(await deleteBuyingList(id, await readerOf(req)))) throw notFoundList(id);
  return { acknowledged: true, deletedCount: 1 };
});

// POST /api/lists/{id}/add-to-cart   the list's lines into the caller's cart, by the cart's rule, each bad line named
endpoint(buyingListsRouter, 'addBuyingListToCart', allow('lists:use'), async (req) => {
  const id = pathParam(req, 'id');
  const reader = await readerOf(req);
  const list = await findVisibleList(id, reader);
  if (!list) throw notFoundList(id);
  const priceLists = reader.companyId === null ? [] : await contractRulesOfCompany(reader.companyId);
  return addListToCart(list, reader.uid, priceLists);
});
