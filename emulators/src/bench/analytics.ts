import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { API_HEADERS, lineTotalCents, ORDER_STATUSES, priceListOf, unitPriceCents } from '@toolshub/shared';
import { rebuildRollups } from '../../../functions/src/analytics/rebuild-rollups';
import { scriptAdminApp } from '../admin-sdk';
import { withBackgroundTriggersPaused } from '../background-triggers';
import { demoTools } from '../demo-data';
import { signInDemoAccount } from '../script-accounts';
import { measureCost, type RequestCost } from './api-latency';
import type { MeteredRequest } from './firestore-reads';
import { closedLoop, STEADY_STATE_WARMUP, type LoadResult } from './load';

export const ANALYTICS_ENDPOINT = 'GET /api/analytics?days=90';

/** One dashboard load (both windows) at one number of orders. */
export interface AnalyticsReads {
  orders: number;
  /** How long writing the orders and rebuilding the roll-ups took. */
  seedMs: number;
  requests: MeteredRequest[];
}

export interface AnalyticsBench {
  reads: AnalyticsReads[];
  latency: LoadResult[];
  /** One 90-day load at the most orders: where its time went and what it read. */
  cost?: RequestCost;
  error?: string;
}

const FILLER_PREFIX = 'bench-analytics-order-';
const DAY_MS = 24 * 3600_000;

/** A trade order of one demo tool, placed within the last 90 days, in any status. */
function fillerOrder(i: number) {
  const tool = demoTools[i % demoTools.length]!;
  const quantity = tool.minOrder * (1 + (i % 3));
  const prices = priceListOf(tool);
  const createdAt = Timestamp.fromMillis(Date.now() - (i % 90) * DAY_MS - (i % 1440) * 60_000);
  const status = ORDER_STATUSES[i % ORDER_STATUSES.length]!;
  const unit = unitPriceCents(prices, quantity);
  const total = lineTotalCents(prices, quantity);
  return {
    uid: `bench-buyer-${i % 50}`,
    userName: `Bench Buyer ${i % 50}`,
    userEmail: `buyer-${i % 50}@bench.example`,
    phoneNumber: '01712345678',
    orderAddress: 'Bench Yard',
    lines: [
      {
        toolId: tool.id,
        sku: tool.sku,
        toolName: tool.toolName,
        imageLink: tool.image,
        unitPriceCents: unit,
        listPriceCents: prices.priceCents,
        quantity,
        lineTotalCents: total,
      },
    ],
    totalBillCents: total,
    orderQuantity: quantity,
    toolIds: [tool.id],
    tool: { _id: tool.id, toolName: tool.toolName, priceCents: unit, imageLink: tool.image },
    poNumber: null,
    note: null,
    status,
    statusHistory: [{ status, at: createdAt }],
    payment: 'unpaid',
    createdAt,
    updatedAt: createdAt,
  };
}

/** Makes the shop hold `count` orders (adding filler orders with the Admin SDK's BulkWriter), then rebuilds the roll-ups. */
export async function setOrderCount(count: number): Promise<{ orders: number; seedMs: number }> {
  const started = performance.now();
  const db = getFirestore(scriptAdminApp());
  const orders = db.collection('orders');
  const current = (await orders.count().get()).data().count;
  await withBackgroundTriggersPaused(async () => {
    const writer = db.bulkWriter();
    for (let i = current; i < count; i++)
      void writer.set(orders.doc(`${FILLER_PREFIX}${String(i).padStart(5, '0')}`), fillerOrder(i));
    await writer.close();
    await rebuildRollups(db);
  });
  return { orders: (await orders.count().get()).data().count, seedMs: performance.now() - started };
}

async function meteredAnalytics(base: string, token: string, days: 30 | 90): Promise<MeteredRequest> {
  const path = `/api/analytics?days=${days}`;
  const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  await res.arrayBuffer();
  const header = (name: string) => {
    const value = res.headers.get(name);
    return value === null ? null : Number(value);
  };
  return { path, reads: header(API_HEADERS.firestoreReads), countReads: header(API_HEADERS.firestoreCountReads) };
}

/**
 * Firestore reads of one dashboard load (30 and 90 days) at each number of orders (growing only),
 * then GET /api/analytics?days=90's latency at the largest, at each concurrency.
 */
export async function measureAnalytics(
  base: string,
  opts: { orderCounts: number[]; levels: number[]; durationMs: number },
): Promise<AnalyticsBench> {
  const token = await signInDemoAccount('admin');
  const reads: AnalyticsReads[] = [];
  for (const count of opts.orderCounts) {
    const { orders, seedMs } = await setOrderCount(count);
    reads.push({
      orders,
      seedMs,
      requests: [await meteredAnalytics(base, token, 30), await meteredAnalytics(base, token, 90)],
    });
  }
  const latency: LoadResult[] = [];
  for (const concurrency of opts.levels) {
    latency.push(
      await closedLoop({
        concurrency,
        durationMs: opts.durationMs,
        ...STEADY_STATE_WARMUP,
        send: async () => {
          const res = await fetch(`${base}/api/analytics?days=90`, { headers: { Authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          return res.status;
        },
      }),
    );
  }
  // After the loads: a warm worker, as the budgeted figures are.
  const cost = await measureCost(ANALYTICS_ENDPOINT, `${base}/api/analytics?days=90`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { reads, latency, cost };
}
