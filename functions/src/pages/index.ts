/** The `page` function's requests: / and /home (Home), /tools (the catalogue) and /order/{id} (a purchase page). */
import type { Request, Response } from 'express';
import { handleHomePage } from './home-page';
import { handlePurchasePage } from './purchase-page';
import { handleToolsPage } from './tools-page';

export async function handlePage(req: Request, res: Response): Promise<void> {
  if (/^\/(home\/?)?$/.test(req.path)) return handleHomePage(req, res);
  if (/^\/tools\/?$/.test(req.path)) return handleToolsPage(req, res);
  return handlePurchasePage(req, res);
}
