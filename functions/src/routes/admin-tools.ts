import { Router } from 'express';
import { patchToolBodySchema, postToolBodySchema, toCents } from '@toolshub/shared';
import { config } from '../config';
import { isOwnImageUrl } from '../domain/image-urls';
import { badRequest, notFound } from '../errors';
import { requireAdmin, requireAuth } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { createTool, deleteTool, updateTool, type ToolDoc } from '../repositories/tools';

export const adminToolsRouter = Router();

// POST /api/tool   (admin) { updatedInfo: { toolName, price, available, minOrder, toolDescription, imageLink } }
adminToolsRouter.post('/tool', requireAuth, requireAdmin, async (req, res) => {
  const { updatedInfo: tool } = await validate(postToolBodySchema, req.body);
  if (!isOwnImageUrl(tool.imageLink, 'tools', config.shippedImagePrefix)) {
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
  res.status(201).json({ acknowledged: true, insertedId });
});

// PATCH /api/tool/{id}   (admin) { updatedInfo: { price?, available?, minOrder?, toolDescription? } }
adminToolsRouter.patch('/tool/:id', requireAuth, requireAdmin, async (req, res) => {
  const { updatedInfo } = await validate(patchToolBodySchema, req.body);
  const changes: Partial<ToolDoc> = {};
  if (updatedInfo.price !== undefined) changes.priceCents = toCents(updatedInfo.price);
  if (updatedInfo.available !== undefined) changes.available = updatedInfo.available;
  if (updatedInfo.minOrder !== undefined) changes.minOrder = updatedInfo.minOrder;
  if (updatedInfo.toolDescription !== undefined) changes.toolDescription = updatedInfo.toolDescription;
  if (Object.keys(changes).length === 0)
    throw badRequest('Nothing to change: give price, available, minOrder or toolDescription');
  const id = String(req.params.id);
  const tool = await updateTool(id, changes);
  if (!tool) throw notFound(`No tool with id ${id}`);
  res.json({ acknowledged: true, matchedCount: 1, tool });
});

// DELETE /api/tool/{id}   (admin)
adminToolsRouter.delete('/tool/:id', requireAuth, requireAdmin, async (req, res) => {
  const id = String(req.params.id);
  if (!(await deleteTool(id))) throw notFound(`No tool with id ${id}`);
  res.json({ acknowledged: true, deletedCount: 1 });
});
