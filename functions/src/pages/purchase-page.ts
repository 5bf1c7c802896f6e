/**
 * GET /order/{id}, rendered per request: the purchase page with its tool already in it (name,
 * picture, price), so the browser shows it before the app's code has loaded; the app then hydrates
 * it from the same data.
 */
import type { Request, Response } from 'express';
import { logs } from '../logs';
import { isPlausibleId } from '../firestore/document-id';
import { findTool } from '../repositories/tools/tools';
import { allowReadsOnly, purchasePageBuild, renderer, sendRenderedPage } from './web-renderer';

function toolIdOf(path: string): string | null {
  const match = /^\/order\/([^/]+)\/?$/.exec(path);
  if (!match?.[1]) return null;
  try {
    const id = decodeURIComponent(match[1]);
    return isPlausibleId(id) ? id : null;
  } catch {
    return null; // a malformed %-escape
  }
}

export async function handlePurchasePage(req: Request, res: Response): Promise<void> {
  if (!allowReadsOnly(req, res)) return;
  const id = toolIdOf(req.path);
  let tool = null;
  let looked = false;
  try {
    tool = id ? await findTool(id) : null;
    looked = id !== null;
  } catch (err) {
    // Without its data the page is still the app, which asks the API itself.
    logs.pageRenderFailed(err, req.path);
  }
  // An unknown tool gets the page saying so (its seed says there is none), with a 404: a link
  // checker or a search engine learns the address is gone.
  const unknown = !id || (looked && !tool);
  await sendRenderedPage(req, res, purchasePageBuild, {
    url: req.path,
    seed: tool || unknown ? renderer.purchasePageSeed(req.path, tool) : [],
    status: unknown ? 404 : 200,
  });
}
