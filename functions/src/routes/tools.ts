import { Router } from 'express';
import { notFound } from '../errors';
import { parsePage, setNextLink } from '../http/paging';
import { findTool, listTools } from '../repositories/tools';

export const toolsRouter = Router();

// GET /api/tools?limit=&after=  (public: the catalog)
toolsRouter.get('/tools', async (req, res) => {
  const page = await listTools(parsePage(req));
  setNextLink(req, res, page.nextCursor);
  res.json(page.items);
});

// GET /api/tool/{id}
toolsRouter.get('/tool/:id', async (req, res) => {
  const tool = await findTool(req.params.id);
  if (!tool) throw notFound(`No tool with id ${req.params.id}`);
  res.json(tool);
});
