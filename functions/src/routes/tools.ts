import { Router, type Request, type Response } from 'express';
import {
  API_HEADERS,
  EDITABLE_TOOL_FIELDS,
  patchToolBodySchema,
  postToolBodySchema,
  priceTierPath,
  toCents,
  withYourPrice,
  type ContractRules,
} from '@toolshub/shared';
import { config } from '../config';
import { isOwnImageUrl } from '../domain/image-urls';
import { priceTiersInCents, storedToolContent } from '../domain/tool-content';
import { ApiError, badRequest, notFound, preconditionRequired, staleCopy } from '../errors';
import { endpoint } from '../http/endpoint';
import { readIfMatch, setETag } from '../http/etag';
import { setNextLink } from '../http/paging';
import { pathParam } from '../http/path-param';
import { parseInventoryQuery } from '../http/inventory-query';
import { parseToolListQuery } from '../http/tool-list-query';
import { allow, currentUser, optionalCaller } from '../middleware/auth';
import { validate } from '../validate';
import { categoryExists } from '../repositories/categories';
import { findMembership } from '../repositories/orders/companies';
import { contractRulesOfCompany } from '../repositories/price-lists/price-lists';
import { listInventory } from '../repositories/tools/inventory';
import { listTools } from '../repositories/tools/list';
import {
  createTool,
  findToolRecord,
  removeTool,
  toAdminTool,
  toTool,
  updateTool,
  type ToolChanges,
  type ToolRecord,
  type ToolWriteRefusal,
} from '../repositories/tools/tools';

export const toolsRouter = Router();

/**
 * The price lists that price the caller's view of the catalogue: those naming their company (its
 * members see `yourPrice`); none for a visitor, a guest, an account in no company, or a token that
 * does not verify (the catalogue stays public: it answers list prices then).
 */
async function callerPriceLists(req: Request): Promise<ContractRules[]> {
  const caller = await optionalCaller(req);
  if (!caller || caller.anonymous) return [];
  const membership = await findMembership(caller.uid);
  return membership ? contractRulesOfCompany(membership.companyId) : [];
}

// GET /api/tools?q=&category=&sort=&inStock=&limit=&after=  (public: the catalogue)
// X-Total-Count: how many tools match (every page); Link: the next page. A member of a company
// named by price lists gets each tool's `yourPrice` and `yourPriceTiers` besides `price`.
endpoint(toolsRouter, 'listTools', allow('tools:read'), async (req, res) => {
  const request = parseToolListQuery(req);
  if (request.category !== null && !(await categoryExists(request.category))) {
    const message = `Unknown category ${request.category}`;
    throw badRequest(message, { category: message });
  }
  const [page, lists] = await Promise.all([listTools(request), callerPriceLists(req)]);
  if (page.totalCount !== null) res.setHeader(API_HEADERS.totalCount, String(page.totalCount));
  setNextLink(req, res, page.nextCursor);
  return lists.length > 0 ? page.items.map((tool) => withYourPrice(tool, lists)) : page.items;
});

// GET /api/inventory?category=&lowStock=&archived=&sort=&limit=&after=  (admin: All Products,
// archived tools included) X-Total-Count: the tools the filters match; Link: the next page.
endpoint(toolsRouter, 'listInventory', allow('tools:update'), async (req, res) => {
  const request = parseInventoryQuery(req);
  if (request.filters.category !== null && !(await categoryExists(request.filters.category))) {
    const message = `Unknown category ${request.filters.category}`;
    throw badRequest(message, { category: message });
  }
  const page = await listInventory(request);
  res.setHeader(API_HEADERS.totalCount, String(page.totalCount));
  setNextLink(req, res, page.nextCursor);
  return page.items;
});

// GET /api/inventory/{id}  (admin: the tool as the edit dialog starts from it, archived or not)
// with the ETag to send back in If-Match
endpoint(toolsRouter, 'getInventoryTool', allow('tools:update'), async (req, res) => {
  const id = pathParam(req, 'id');
  const record = await findToolRecord(id);
  if (!record) throw notFound(`No tool with id ${id}`);
  setETag(res, record.version);
  return toAdminTool(record);
});

// GET /api/tool/{id}   with an ETag to send back in If-Match when editing it
// A member of a company named by price lists also gets `yourPrice` and `yourPriceTiers`.
endpoint(toolsRouter, 'getTool', allow('tools:read'), async (req, res) => {
  const id = pathParam(req, 'id');
  const [record, lists] = await Promise.all([findToolRecord(id), callerPriceLists(req)]);
  if (!record || record.archived) throw notFound(`No tool with id ${id}`);
  setETag(res, record.version);
  return withYourPrice(toTool(record), lists);
});

/** Who the audit log names for an admin's write. */
function actorOf(req: Request) {
  const { uid, email } = currentUser(req);
  return { uid, email };
}

/** A refused catalogue write as the API says it: under the body's field names, as the forms do. */
function refusal(result: ToolWriteRefusal): ApiError {
  switch (result.outcome) {
    case 'sku-taken': {
      const message = `SKU ${result.sku} is already used by another tool`;
      return new ApiError('conflict', message, { 'updatedInfo.sku': message });
    }
    case 'unknown-category': {
      const message = `Unknown category ${result.category}: choose one of the shop's categories`;
      return badRequest(message, { 'updatedInfo.category': message });
    }
    case 'invalid-tiers': {
      const { index, field, message } = result.problem;
      return badRequest(message, { [priceTierPath('updatedInfo', index, field)]: message });
    }
    case 'invalid-case-pack':
      return badRequest(result.message, { 'updatedInfo.minOrder': result.message });
  }
}

// POST /api/tool   (admin) { updatedInfo: { toolName, price, available, minOrder, toolDescription, imageLink,
//                            sku?, category?, priceTiers?, reorderPoint?, orderMultiple? } }   409 when the SKU is taken;
// no SKU: one is made from the name; no category: 'Other tools'
endpoint(toolsRouter, 'createTool', allow('tools:create'), async (req, res) => {
  const { updatedInfo: tool } = await validate(postToolBodySchema, req.body);
  if (!isOwnImageUrl(tool.imageLink, 'tools', { shippedPrefix: config.shippedImagePrefix })) {
    const message = "The image must be uploaded to this shop's storage (an outside image link is not accepted)";
    throw badRequest(message, { 'updatedInfo.imageLink': message });
  }
  const result = await createTool(
    storedToolContent({ ...tool, sku: tool.sku || null, category: tool.category || null }),
    actorOf(req),
  );
  if (result.outcome !== 'created') throw refusal(result);
  res.status(201);
  return { acknowledged: true, insertedId: result.id };
});

// PATCH /api/tool/{id}   (admin) { updatedInfo: { price?, available?, minOrder?, toolDescription?, sku?,
//                                  category?, priceTiers?, reorderPoint? (null: the default), orderMultiple? } }
//                                  409 when the new SKU is taken
// header If-Match: 412 with the current tool when it changed since that ETag; optional, except
// that a new `available` without it is 428 (a figure typed over orders placed meanwhile would
// erase them: send If-Match, or add or take pieces with POST /api/tool/{id}/stock-adjustments)
endpoint(toolsRouter, 'updateTool', allow('tools:update'), async (req, res) => {
  const id = pathParam(req, 'id');
  const expectedVersion = readIfMatch(req);
  const { updatedInfo } = await validate(patchToolBodySchema, req.body);
  if (updatedInfo.available !== undefined && expectedVersion === null) {
    const message =
      `Changing available needs ${API_HEADERS.ifMatch} (the ETag of GET /api/tool/{id}), so orders placed since ` +
      'are not overwritten; or add or take pieces with POST /api/tool/{id}/stock-adjustments';
    throw preconditionRequired(message, { 'updatedInfo.available': message });
  }
  const changes: ToolChanges = {};
  if (updatedInfo.price !== undefined) changes.priceCents = toCents(updatedInfo.price);
  if (updatedInfo.available !== undefined) changes.available = updatedInfo.available;
  if (updatedInfo.minOrder !== undefined) changes.minOrder = updatedInfo.minOrder;
  if (updatedInfo.toolDescription !== undefined) changes.toolDescription = updatedInfo.toolDescription;
  if (updatedInfo.sku !== undefined) changes.sku = updatedInfo.sku;
  if (updatedInfo.category !== undefined) changes.category = updatedInfo.category;
  if (updatedInfo.priceTiers !== undefined) changes.priceTiers = priceTiersInCents(updatedInfo.priceTiers);
  if (updatedInfo.reorderPoint !== undefined) changes.reorderPoint = updatedInfo.reorderPoint;
  if (updatedInfo.orderMultiple !== undefined) changes.orderMultiple = updatedInfo.orderMultiple;
  if (Object.keys(changes).length === 0) {
    throw badRequest(`Nothing to change: give ${EDITABLE_TOOL_FIELDS.join(', ')}`);
  }
  const result = await updateTool(id, changes, actorOf(req), expectedVersion);
  switch (result.outcome) {
    case 'not-found':
      throw notFound(`No tool with id ${id}`);
    case 'stale':
      return staleEdit(res, result.current);
    case 'updated':
      setETag(res, result.record.version);
      return { acknowledged: true, matchedCount: 1, tool: toAdminTool(result.record) };
    default:
      throw refusal(result);
  }
});

function staleEdit(res: Response, current: ToolRecord): never {
  setETag(res, current.version);
  throw staleCopy(
    'precondition-failed',
    'This tool was changed (an order, or another edit) since you opened it; check its figures and save again',
    { tool: toAdminTool(current) },
  );
}

// DELETE /api/tool/{id}   (admin) deletes it; with open orders it is archived instead (`archived: true`)
endpoint(toolsRouter, 'deleteTool', allow('tools:delete'), async (req) => {
  const id = pathParam(req, 'id');
  const result = await removeTool(id, actorOf(req));
  if (result === 'not-found') throw notFound(`No tool with id ${id}`);
  return result === 'deleted'
    ? { acknowledged: true, deletedCount: 1, archived: false }
    : { acknowledged: true, deletedCount: 0, archived: true };
});
