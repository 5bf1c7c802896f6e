/**
 * GET / and /home, rendered per request: Home with its popular tools and its reviews already in the
 * HTML, so they paint with the page instead of as spinners; the app hydrates them from the same
 * data. Nothing in it depends on who asks (the session waits for hydration), so the CDN may keep
 * it a short while.
 */
import type { Request, Response } from 'express';
import { logs } from '../logs';
import { listReviews } from '../repositories/reviews';
import { allowReadsOnly, homeAliasPageBuild, homePageBuild, renderer, sendRenderedPage } from './web-renderer';
import { toolPage } from './tools-page';

/** A minute at the CDN, then served stale for five more while it renders the page again. */
export const HOME_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Either half may fail alone: that section then asks the API itself. */
async function settle<T>(read: Promise<T>, path: string): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    logs.pageRenderFailed(err, path);
    return null;
  }
}

export async function handleHomePage(req: Request, res: Response): Promise<void> {
  if (!allowReadsOnly(req, res)) return;
  const { tools, reviewsLimit } = renderer.homePageQueries;
  const [toolList, reviews] = await Promise.all([
    settle(
      // Home shows the tools, not how many there are: no count().
      toolPage(tools).then((page) => page?.items ?? null),
      req.path,
    ),
    settle(
      listReviews({ limit: reviewsLimit, after: null }).then((page) => page.items),
      req.path,
    ),
  ]);
  const build = req.path.startsWith('/home') ? homeAliasPageBuild : homePageBuild;
  await sendRenderedPage(req, res, build, {
    url: build.pattern,
    seed: renderer.homePageSeed(toolList, reviews),
    cacheControl: HOME_CACHE_CONTROL,
  });
}
