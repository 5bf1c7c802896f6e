/**
 * The app entry's first import (main.tsx): the query client, and a signed-in page's first API calls
 * started with it (app/page-data-head-start.ts). Imported first, this module and its few imports
 * are evaluated before React DOM, the app and the page's own code: a pre-rendered page evaluates the
 * entry's imports in order, one a task (prerender/compose-page.ts), so its data is asked for while
 * the code that draws it is still arriving, not after it.
 */
import { createQueryClient } from '../lib/query-client';
import { parseSeed, SEED_ELEMENT_ID } from '../lib/seed';
import { startPageData } from './page-data-head-start';

export const queryClient = createQueryClient(parseSeed(document.getElementById(SEED_ELEMENT_ID)?.textContent));

/** Null where there is nothing to start (see startPageData) or its start failed: the page asks for itself. */
export const pageDataHeadStart = startPageData(queryClient, window.location.pathname).catch(() => null);
