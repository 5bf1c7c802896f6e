/**
 * GET /order/{id}, rendered per request: the purchase page with its tool already in it (name,
 * picture, price), so the browser shows it before the app's code has loaded; the app then hydrates
 * it from the same data. The renderer is the web app's own server build (web/dist-server), bundled
 * into lib/pages/purchase-page.js by build.mjs and loaded only by the `page` function.
 */
import type { Request, Response } from 'express';
import type { Tool } from '@toolshub/shared';
import { logs } from '../logs';
import { isPlausibleId } from '../repositories/document-id';
import { findTool } from '../repositories/tools';

type SeededQuery = readonly [queryKey: readonly unknown[], data: unknown];

/** What web/src/prerender/render-page.tsx exports (the web build's server entry). */
interface WebRenderer {
  renderPage(
    url: string,
    seed?: readonly SeededQuery[],
  ): Promise<{ html: string; styleTags: string; title: string | null }>;
  composePage(
    template: string,
    parts: {
      pattern: string;
      html: string;
      styleTags: string;
      title: string | null;
      preloads: string[];
      seed?: readonly SeededQuery[];
    },
  ): string;
  purchasePageSeed(id: string, tool: Tool): SeededQuery[];
}

/** Written by web/scripts/prerender.ts: index.html as Vite built it, the route, the page's chunks. */
interface PurchasePageBuild {
  template: string;
  pattern: string;
  preloads: string[];
}

// Static requires: esbuild bundles both files (and React, MUI, Emotion) into this function's file.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const renderer = require('../../../web/dist-server/render-page.js') as WebRenderer;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const page = require('../../../web/dist-server/purchase-page.json') as PurchasePageBuild;

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
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
    return;
  }
  res.set('Cache-Control', 'no-cache');
  try {
    const id = toolIdOf(req.path);
    const tool = id ? await findTool(id) : null;
    const seed = id && tool ? renderer.purchasePageSeed(id, tool) : [];
    const rendered = await renderer.renderPage(req.path, seed);
    const html = renderer.composePage(page.template, {
      pattern: page.pattern,
      preloads: page.preloads,
      seed,
      ...rendered,
    });
    // An unknown tool still gets the page: the app shows the API's message (or sends a visitor to /login).
    res
      .status(id ? 200 : 404)
      .type('html')
      .send(html);
  } catch (err) {
    // The app can draw the page itself: an empty shell is a slower page, not a broken one.
    logs.pageRenderFailed(err, req.path);
    res.status(200).type('html').send(page.template);
  }
}
