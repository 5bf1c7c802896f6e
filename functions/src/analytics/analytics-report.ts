import type { Firestore } from 'firebase-admin/firestore';
import {
  fromCents,
  ORDER_STATUSES,
  type AnalyticsReport,
  type AnalyticsToolFigure,
  type AnalyticsWindow,
  type OrderStatus,
} from '@toolshub/shared';
import { readQuery } from '../firestore/read-meter';
import { timeStep } from '../firestore/step-timing';
import { lowStockTools } from './low-stock';
import { addFigures, emptyFigures, utcDay, type DayFigures } from './rollup-delta';
import { ROLLUP_DAYS, figuresOfDoc } from './rollup-documents';

const DAY_MS = 24 * 3600_000;
export const TOP_TOOLS = 10;

/** Every UTC day from `days - 1` days before `now` to `now`'s, oldest first. */
export function windowDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => utcDay(new Date(today - (days - 1 - i) * DAY_MS)));
}

function topTools(
  tools: DayFigures['tools'],
  by: 'revenueCents' | 'pieces',
  then: 'revenueCents' | 'pieces',
): AnalyticsToolFigure[] {
  return Object.entries(tools)
    .filter(([, tool]) => tool.pieces > 0 || tool.revenueCents > 0)
    .sort(([idA, a], [idB, b]) => b[by] - a[by] || b[then] - a[then] || idA.localeCompare(idB))
    .slice(0, TOP_TOOLS)
    .map(([toolId, tool]) => ({
      toolId,
      sku: tool.sku,
      toolName: tool.toolName,
      revenue: fromCents(tool.revenueCents),
      pieces: tool.pieces,
    }));
}

/**
 * The dashboard's figures over the last `days` UTC days (today included), from the daily roll-ups:
 * one query of at most days × SHARDS_PER_DAY documents, plus the low-stock list.
 */
export async function analyticsReport(
  db: Firestore,
  days: AnalyticsWindow,
  now = new Date(),
): Promise<AnalyticsReport> {
  const dates = windowDays(days, now);
  const from = dates[0] ?? utcDay(now);
  const to = dates[dates.length - 1] ?? utcDay(now);
  const [shards, lowStock] = await Promise.all([
    timeStep('read-rollups', () =>
      readQuery(db.collection(ROLLUP_DAYS).where('date', '>=', from).where('date', '<=', to)),
    ),
    timeStep('read-low-stock', () => lowStockTools(db)),
  ]);
  const byDay = new Map<string, DayFigures>();
  const window = emptyFigures();
  for (const doc of shards.docs) {
    const date = doc.get('date') as unknown;
    if (typeof date !== 'string') continue;
    const figures = figuresOfDoc(doc.data());
    byDay.set(date, addFigures(byDay.get(date) ?? emptyFigures(), figures));
    addFigures(window, figures);
  }
  const ordersByStatus = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, window.byStatus[status] ?? 0]),
  ) as Record<OrderStatus, number>;
  return {
    days,
    from,
    to,
    daily: dates.map((date) => {
      const figures = byDay.get(date) ?? emptyFigures();
      return {
        date,
        orders: figures.orders,
        revenue: fromCents(figures.revenueCents),
        newCustomers: figures.newCustomers,
      };
    }),
    totals: {
      orders: window.orders,
      revenue: fromCents(window.revenueCents),
      averageOrderValue: window.orders > 0 ? fromCents(Math.round(window.revenueCents / window.orders)) : 0,
      newCustomers: window.newCustomers,
    },
    ordersByStatus,
    topToolsByRevenue: topTools(window.tools, 'revenueCents', 'pieces'),
    topToolsByPieces: topTools(window.tools, 'pieces', 'revenueCents'),
    lowStock,
  };
}
