import type { Browser } from '@playwright/test';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { scriptAdminApp } from '../admin-sdk';
import { API_HEADERS, PAGE_SIZES } from '@toolshub/shared';
import { newToolDoc } from '../../../functions/src/repositories/tools/document';

/** Playwright's response.headers() names are lower case. */
export const READS_HEADER = API_HEADERS.firestoreReads.toLowerCase();
const COUNT_READS_HEADER = API_HEADERS.firestoreCountReads.toLowerCase();

export interface MeteredRequest {
  path: string;
  /** X-Firestore-Reads: everything the request read; null when the API does not send it. */
  reads: number | null;
  /** X-Firestore-Count-Reads: of those, count() aggregations (one per 1,000 entries counted). */
  countReads: number | null;
}

export interface HomeReads {
  tools: number;
  /** Sum of X-Firestore-Reads over the page's own response and its /api calls; null when one does not send it. */
  reads: number | null;
  /** The same less the count() aggregations' reads: the documents themselves. */
  documents: number | null;
  requests: MeteredRequest[];
}

/** The catalogue's API calls at one catalogue size (what /tools and its filters ask for). */
export interface CatalogueReads {
  tools: number;
  requests: MeteredRequest[];
}

const headerNumber = (value: string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

function totals(requests: MeteredRequest[]): { reads: number | null; documents: number | null } {
  const known = requests.length > 0 && requests.every((r) => r.reads !== null && r.countReads !== null);
  if (!known) return { reads: null, documents: null };
  const reads = requests.reduce((s, r) => s + (r.reads ?? 0), 0);
  return { reads, documents: reads - requests.reduce((s, r) => s + (r.countReads ?? 0), 0) };
}

const FILLER_PREFIX = 'bench-catalog-tool-';

/**
 * Makes the catalog exactly `count` tools: drops the oldest ones, or adds filler tools older than
 * every other (so the home page's six, most ordered then newest, do not change) with a BulkWriter.
 */
export async function setCatalogSize(count: number): Promise<number> {
  const db = getFirestore(scriptAdminApp());
  const tools = db.collection('tools');
  const current = (await tools.count().get()).data().count;
  const writer = db.bulkWriter();
  if (current > count) {
    const oldest = await tools
      .orderBy('createdAt', 'asc')
      .limit(current - count)
      .select()
      .get();
    oldest.docs.forEach((doc) => void writer.delete(doc.ref));
  }
  for (let i = current; i < count; i++) {
    void writer.set(tools.doc(`${FILLER_PREFIX}${String(i).padStart(5, '0')}`), {
      ...newToolDoc({
        toolName: `Catalog Filler ${i}`,
        priceCents: 1000,
        priceTiers: [],
        minOrder: 1,
        available: 100,
        toolDescription: 'A tool that only makes the catalog bigger',
        imageLink: '/images/tools/claw-hammer.svg',
        sku: `FILLER-${i}`,
        category: 'hammers-mallets',
      }),
      createdAt: Timestamp.fromMillis(i),
    });
  }
  await writer.close();
  return (await tools.count().get()).data().count;
}

/**
 * A visitor's first visit to Home in a fresh context: the Firestore documents read for it, by the
 * page function that renders it with its data (the HTML response's read meter) and by any API call
 * the page then makes.
 */
export async function homeVisitReads(browser: Browser, base: string, tools: number): Promise<HomeReads> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests: MeteredRequest[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isPage = response.request().resourceType() === 'document';
    if (!isPage && !url.pathname.startsWith('/api/')) return;
    const headers = response.headers();
    requests.push({
      path: `${url.pathname}${url.search}`,
      reads: headerNumber(headers[READS_HEADER]),
      countReads: headerNumber(headers[COUNT_READS_HEADER]),
    });
  });
  // The pre-rendered page starts its code after the first paint, and the network can be idle
  // before that: wait for the app (its theme switch appears once hydrated) and for its calls.
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Dark theme' }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return { tools, ...totals(requests), requests };
}

async function metered(base: string, path: string): Promise<MeteredRequest & { next: string | null }> {
  const res = await fetch(`${base}/api${path}`);
  if (!res.ok) throw new Error(`GET /api${path} answered ${res.status}`);
  await res.arrayBuffer();
  const next = /<\/api([^>]+)>;\s*rel="next"/.exec(res.headers.get(API_HEADERS.link) ?? '')?.[1] ?? null;
  return {
    path,
    reads: headerNumber(res.headers.get(API_HEADERS.firestoreReads)),
    countReads: headerNumber(res.headers.get(API_HEADERS.firestoreCountReads)),
    next,
  };
}

/**
 * The reads of the catalogue page's API calls: its first page (what the page function renders
 * /tools with, through the same repository code), the next page, a search with a sort, a filtered
 * sort, and the categories of its filter. Each page with its total, as the catalogue asks for it.
 */
export async function catalogueReads(base: string, tools: number): Promise<CatalogueReads> {
  const page = PAGE_SIZES.catalogue;
  const first = await metered(base, `/tools?limit=${page}&total=true`);
  const paths = [
    ...(first.next ? [first.next] : []),
    `/tools?limit=${page}&q=saw&sort=price&total=true`,
    `/tools?limit=${page}&category=saws&inStock=true&sort=popular&total=true`,
    '/categories',
  ];
  const rest = [];
  for (const path of paths) rest.push(await metered(base, path));
  return { tools, requests: [first, ...rest].map(({ next: _next, ...request }) => request) };
}
