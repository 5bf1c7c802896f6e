/**
 * The `page` function's requests: / and /home (Home), /tools (the catalogue), /order/{id} (a purchase
 * page) and /dashboard/orders/{id} (an order's frame).
 */
import type { Request, Response } from 'express';
import { config } from '../config';
import { readMeterHeader } from '../middleware/read-meter';
import { handleHomePage } from './home-page';
import { handleOrderDetailsPage } from './order-details-page';
import { handlePurchasePage } from './purchase-page';
import { handleToolsPage } from './tools-page';

function route(req: Request, res: Response): Promise<void> {
  if (/^\/(home\/?)?$/.test(req.path)) return handleHomePage(req, res);
  if (/^\/tools\/?$/.test(req.path)) return handleToolsPage(req, res);
  if (req.path.startsWith('/dashboard/orders/')) return handleOrderDetailsPage(req, res);
  return handlePurchasePage(req, res);
}

/**
 * In the emulators a page says what it read, as the API does (the read meter's headers): the bench
 * counts Home's reads there, since Home's data comes in its HTML rather than from API calls.
 */
export function handlePage(req: Request, res: Response): Promise<void> {
  if (!config.reportReads()) return route(req, res);
  return new Promise<void>((resolve, reject) => {
    readMeterHeader(req, res, () => route(req, res).then(resolve, reject));
  });
}
