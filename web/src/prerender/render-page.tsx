/**
 * The server entry of the build-time render (`vite build --ssr`, run by web/scripts/prerender.ts):
 * renders one route of the app to HTML, with the Emotion styles it needs and its title.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { paths } from '../config/paths';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/router';
import { PageTitleContext } from '../hooks/use-page-title';
import { PAGE_SIZES, type Category, type Review, type Tool, type ToolListQuery } from '@toolshub/shared';
import { POPULAR_TOOLS_QUERY } from '../features/catalog/api/get-tools';
import { catalogueStateOf, toolListQueryOf } from '../features/catalog/catalogue-url';
import type { Page } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import type { SeededQuery } from '../lib/seed';

export { composePage } from './compose-page';

/**
 * The purchase page's data for `path`: its tool, or null for none (the page says the tool is not
 * found), under the key the page's query reads (the id as the app's route reads it from the path).
 */
export function purchasePageSeed(path: string, tool: Tool | null): SeededQuery[] {
  const id = matchPath(paths.orderPattern, path)?.params.id;
  return id === undefined ? [] : [[queryKeys.tools.detail(id), tool]];
}

/** What GET /api/tools is asked for /tools{search}: the page function answers it, the browser then reads it. */
export function toolsPageQuery(search: string): ToolListQuery {
  return toolListQueryOf(catalogueStateOf(search));
}

/** The catalogue page's data: its page of tools (null: the app asks the API) and the categories. */
export function toolsPageSeed(query: ToolListQuery, page: Page<Tool> | null, categories: Category[]): SeededQuery[] {
  return [...(page ? [[queryKeys.tools.page(query), page] as const] : []), [queryKeys.categories.all, categories]];
}

/** What Home asks the API for: its popular tools and its reviews (the page function reads the same). */
export const homePageQueries = { tools: POPULAR_TOOLS_QUERY, reviewsLimit: PAGE_SIZES.homeReviews };

/** Home's data, under the keys its sections read (null: that section asks the API itself). */
export function homePageSeed(tools: Tool[] | null, reviews: Review[] | null): SeededQuery[] {
  return [
    ...(tools ? [[queryKeys.tools.list(homePageQueries.tools), tools] as const] : []),
    ...(reviews ? [[queryKeys.reviews.list({ limit: homePageQueries.reviewsLimit }), reviews] as const] : []),
  ];
}

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** <style> tags for <head>: the page's Emotion styles, which the browser's Emotion cache adopts. */
  styleTags: string;
  /** The page's <title>, or null when the route names none while it loads (then index.html's stays). */
  title: string | null;
}

/** Renders `url`; `seed` fills the query cache first (a server-rendered page's data). */
export async function renderPage(url: string, seed: readonly SeededQuery[] = []): Promise<RenderedPage> {
  // Key 'css': the browser's default Emotion cache picks up <style data-emotion="css ..."> tags.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const errors: unknown[] = [];
  let title: string | null = null;
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <PageTitleContext value={(t) => (title = t)}>
          <AppProviders seed={seed}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </PageTitleContext>
      </CacheProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Whole pages inline: a large boundary would otherwise arrive as a spinner plus a script that
      // swaps the content in, and the page would show nothing without that script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  // React renders a fallback where a component threw; a page like that is not worth shipping.
  if (errors.length) throw new AggregateError(errors, `rendering ${url} failed`);
  return { html, styleTags: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)), title };
}
