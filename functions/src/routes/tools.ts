import { Router } from 'express';
import { patchToolBodySchema, postToolBodySchema, toCents } from '@toolshub/shared';
import { config } from '../config';
import { isOwnImageUrl } from '../domain/image-urls';
import { badRequest, notFound, staleCopy } from '../errors';
import { endpoint } from '../http/endpoint';
import { readIfMatch, setETag } from '../http/etag';
import { parsePage, setNextLink } from '../http/paging';
import { pathParam } from '../http/path-param';
import { allow } from '../middleware/auth';
import { validate } from '../middleware/validate';
import {
  createTool,
  findToolRecord,
  listTools,
  removeTool,
  toTool,
  updateTool,
  type ToolDoc,
} from '../repositories/tools';

export const toolsRouter = Router();

// GET /api/tools?limit=&after=  (public: the catalog, newest first)
endpoint(toolsRouter, 'listTools', allow('tools:read'), async (req, res) => {
  const page = await listTools(parsePage(req));
  setNextLink(req, res, page.nextCursor);
  return page.items;
});

// GET /api/tool/{id}   with an ETag to send back in If-Match when editing it
endpoint(toolsRouter, 'getTool', allow('tools:read'), async (req, res) => {
  const id = pathParam(req, 'id');
  const record = await findToolRecord(id);
  if (!record || record.archived) throw notFound(`No tool with id ${id}`);
  setETag(res, record.version);
  return toTool(record);
});

// POST /api/tool   (admin) { updatedInfo: { toolName, price, available, minOrder, toolDescription, imageLink } }
endpoint(toolsRouter, 'createTool', allow('tools:create'), async (req, res) => {
  const { updatedInfo: tool } = await validate(postToolBodySchema, req.body);
  if (!isOwnImageUrl(tool.imageLink, 'tools', { shippedPrefix: config.shippedImagePrefix })) {
    const message = "The image must be uploaded to this shop's storage (an outside image link is not accepted)";
    throw badRequest(message, { 'updatedInfo.imageLink': message });
  }
  const insertedId = await createTool({
    toolName: tool.toolName,
    priceCents: toCents(tool.price),
    minOrder: tool.minOrder,
    available: tool.available,
    toolDescription: tool.toolDescription,
    imageLink: tool.imageLink,
  });
  res.status(201);
  return { acknowledged: true, insertedId };
});

// PATCH /api/tool/{id}   (admin) { updatedInfo: { price?, available?, minOrder?, toolDescription? } }
// header If-Match optional: 412 with the current tool when it changed since that ETag
endpoint(toolsRouter, 'updateTool', allow('tools:update'), async (req, res) => {
  const id = pathParam(req, 'id');
  const expectedVersion = readIfMatch(req);
  const { updatedInfo } = await validate(patchToolBodySchema, req.body);
  const changes: Partial<ToolDoc> = {};
  if (updatedInfo.price !== undefined) changes.priceCents = toCents(updatedInfo.price);
  if (updatedInfo.available !== undefined) changes.available = updatedInfo.available;
  if (updatedInfo.minOrder !== undefined) changes.minOrder = updatedInfo.minOrder;
  if (updatedInfo.toolDescription !== undefined) changes.toolDescription = updatedInfo.toolDescription;
  if (Object.keys(changes).length === 0)
    throw badRequest('Nothing to change: give price, available, minOrder or toolDescription');
  const result = await updateTool(id, changes, expectedVersion);
  if (result.outcome === 'not-found') throw notFound(`No tool with id ${id}`);
  if (result.outcome === 'stale') {
    setETag(res, result.current.version);
    throw staleCopy(
      'precondition-failed',
      'This tool was changed (an order, or another edit) since you opened it; check its figures and save again',
      { tool: toTool(result.current) },
    );
  }
  setETag(res, result.record.version);
  return { acknowledged: true, matchedCount: 1, tool: toTool(result.record) };
});

// DELETE /api/tool/{id}   (admin) deletes it; with open orders it is archived instead (`archived: true`)
endpoint(toolsRouter, 'deleteTool', allow('tools:delete'), async (req) => {
  const id = pathParam(req, 'id');
  const result = await removeTool(id);
  if (result === 'not-found') throw notFound(`No tool with id ${id}`);
  return result === 'deleted'
    ? { acknowledged: true, deletedCount: 1, archived: false }
    : { acknowledged: true, deletedCount: 0, archived: true };
});
