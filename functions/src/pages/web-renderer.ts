/**
 * The web app's server build (web/dist-server, made by `npm run build -w web`), bundled into
 * lib/pages/index.js by build.mjs with React, MUI and Emotion, and loaded only by the `page`
 * function. It renders a route to HTML from query data the function reads from Firestore.
 */
import type { Request, Response } from 'express';
import type { Category, Review, Tool, ToolListQuery } from '@toolshub/shared';
import { logs } from '../logs';
import { sendHtml } from './compressed-html';

export type SeededQuery = readonly [queryKey: readonly unknown[], data: unknown];

/** What web/src/prerender/render-page.tsx exports. */
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
      start?: PageStart;
    },
  ): string;
  purchasePageSeed(path: string, tool: Tool | null): SeededQuery[];
  homePageQueries: { tools: ToolListQuery; reviewsLimit: number };
  homePageSeed(tools: Tool[] | null, reviews: Review[] | null): SeededQuery[];
  toolsPageQuery(search: string): ToolListQuery;
  toolsPageSeed(
    query: ToolListQuery,
    page: { items: Tool[]; nextPath: string | null; total: number | null } | null,
    categories: Category[],
  ): SeededQuery[];
}

/** A module that starts a page, and the modules it imports. */
interface PageStart {
  entry: string;
  preloads: string[];
}

/**
 * Written by web/scripts/prerender.ts per server-rendered page: index.html as built, the route, its
 * chunks, and (Home) the islands entry that starts it in place of the app's.
 */
export interface PageBuild {
  template: string;
  pattern: string;
  preloads: string[];
  start?: PageStart;
}

// Static requires: esbuild bundles these files (and React, MUI, Emotion) into the page function's file.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const renderer = require('../../../web/dist-server/render-page.js') as WebRenderer;
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const purchasePageBuild = require('../../../web/dist-server/purchase-page.json') as PageBuild;
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const toolsPageBuild = require('../../../web/dist-server/tools-page.json') as PageBuild;
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const homePageBuild = require('../../../web/dist-server/home-page.json') as PageBuild;
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const orderDetailsPageBuild = require('../../../web/dist-server/order-details-page.json') as PageBuild;
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const homeAliasPageBuild = require('../../../web/dist-server/home-alias-page.json') as PageBuild;

/** Only GET and HEAD: anything else is answered 405 here (returns false). */
export function allowReadsOnly(req: Request, res: Response): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
  return false;
}

/**
 * Renders `url` with `seed` into the page's template and sends it. Should rendering fail, the app
 * can draw the page itself: an empty shell is a slower page, not a broken one. `cacheControl`
 * defaults to `no-cache` (the browser and the CDN ask again each time).
 */
export async function sendRenderedPage(
  req: Request,
  res: Response,
  build: PageBuild,
  {
    url,
    seed,
    status = 200,
    cacheControl = 'no-cache',
  }: { url: string; seed: readonly SeededQuery[]; status?: number; cacheControl?: string },
): Promise<void> {
  res.set('Cache-Control', cacheControl);
  try {
    const rendered = await renderer.renderPage(url, seed);
    const html = renderer.composePage(build.template, {
      pattern: build.pattern,
      preloads: build.preloads,
      ...(build.start ? { start: build.start } : {}),
      seed,
      ...rendered,
    });
    sendHtml(req, res, status, html);
  } catch (err) {
    logs.pageRenderFailed(err, req.path);
    sendHtml(req, res, 200, build.template);
  }
}
