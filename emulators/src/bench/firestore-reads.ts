import type { Browser } from '@playwright/test';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { scriptAdminApp } from '../admin-sdk';
import { API_HEADERS } from '@toolshub/shared';
import { newToolDoc } from '../../../functions/src/repositories/tool-document';

/** Playwright's response.headers() names are lower case. */
export const READS_HEADER = API_HEADERS.firestoreReads.toLowerCase();

export interface HomeReads {
  tools: number;
  /** Sum of X-Firestore-Reads over the page's /api responses; null when the API does not send it. */
  reads: number | null;
  requests: { path: string; reads: number | null }[];
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

/** A visitor's first visit to Home in a fresh context: the Firestore documents its API calls read. */
export async function homeVisitReads(browser: Browser, base: string, tools: number): Promise<HomeReads> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests: HomeReads['requests'] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const header = response.headers()[READS_HEADER];
    requests.push({ path: `${url.pathname}${url.search}`, reads: header === undefined ? null : Number(header) });
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await context.close();
  const known = requests.every((r) => r.reads !== null);
  return {
    tools,
    reads: known && requests.length ? requests.reduce((s, r) => s + (r.reads ?? 0), 0) : null,
    requests,
  };
}
