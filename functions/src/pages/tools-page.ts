/**
 * GET /tools?q=&category=&sort=&inStock=&after=, rendered per request: the catalogue's page of
 * tools for that address already in the HTML (with the categories for its filter), so a search
 * result shows before the app's code has loaded; the app hydrates it from the same data. The web
 * app reads the address (toolsPageQuery), this function answers it as GET /api/tools would.
 */
import type { Request, Response } from 'express';
import { endpoints, type Category, type ToolListQuery } from '@toolshub/shared';
import { ApiError } from '../errors';
import { parseToolListQuery } from '../http/tool-list-query';
import { logs } from '../logs';
import { categoryExists, listCategories } from '../repositories/categories';
import { listTools } from '../repositories/tools/list';
import { allowReadsOnly, renderer, sendRenderedPage, toolsPageBuild } from './web-renderer';

/**
 * GET /api/tools's page for `query`, as the app's query holds it; null where the API would refuse it.
 * Its `total` only where `query.total` asks for it (the catalogue shows it, Home does not).
 */
export async function toolPage(query: ToolListQuery) {
  const apiQuery = Object.fromEntries(new URL(endpoints.listTools.path(query), 'http://x').searchParams);
  let request;
  try {
    request = parseToolListQuery({ query: apiQuery });
  } catch (err) {
    if (err instanceof ApiError) return null; // a bad cursor: the app asks the API and shows its message
    throw err;
  }
  if (request.category !== null && !(await categoryExists(request.category))) return null;
  const page = await listTools(request);
  return {
    items: page.items,
    nextPath: page.nextCursor ? endpoints.listTools.path({ ...query, after: page.nextCursor }) : null,
    total: page.totalCount,
  };
}

export async function handleToolsPage(req: Request, res: Response): Promise<void> {
  if (!allowReadsOnly(req, res)) return;
  const search = new URL(req.originalUrl, 'http://x').search;
  const query = renderer.toolsPageQuery(search);
  let seed: ReturnType<typeof renderer.toolsPageSeed> = [];
  try {
    const [page, categories] = await Promise.all([toolPage({ ...query, total: true }), listCategories()]);
    seed = renderer.toolsPageSeed(query, page, categories satisfies Category[]);
  } catch (err) {
    // Without its data the page is still the app, which asks the API itself.
    logs.pageRenderFailed(err, req.path);
  }
  await sendRenderedPage(req, res, toolsPageBuild, { url: `${req.path}${search}`, seed });
}
