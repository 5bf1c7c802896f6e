/**
 * GET /dashboard/orders/{id}, rendered per request as the page's frame: the dashboard's drawer, the
 * heading 'Order {id}' and a spinner, so a full load paints the heading before the app's code has
 * run. It reads nothing: the order is its owner's (or an admin's), and the browser asks the API for
 * it with the signed-in session, as it would on the empty shell.
 */
import type { Request, Response } from 'express';
import { orderDetailsPageBuild, allowReadsOnly, sendRenderedPage } from './web-renderer';

export async function handleOrderDetailsPage(req: Request, res: Response): Promise<void> {
  if (!allowReadsOnly(req, res)) return;
  // The route is one segment under /dashboard/orders/; anything else is the app's to call not found.
  const known = /^\/dashboard\/orders\/[^/]+\/?$/.test(req.path);
  await sendRenderedPage(req, res, orderDetailsPageBuild, { url: req.path, seed: [], status: known ? 200 : 404 });
}
