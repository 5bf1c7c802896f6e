import type { DocumentData, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  fromCents,
  ORDER_STATUSES,
  type AnalyticsReport,
  type AnalyticsToolFigure,
  type AnalyticsWindow,
  type OrderStatus,
} from '@toolshub/shared';
import { readDocs } from '../firestore/read-meter';
import { timeStep } from '../firestore/step-timing';
import { lowStockTools } from './low-stock';
import { addFigures, emptyFigures, utcDay, type DayFigures } from './rollup-delta';
import {
  ROLLUP_META,
  SHARDS_PER_DAY,
  dayDoc,
  daySeriesOfDoc,
  figuresOfDoc,
  monthDoc,
  monthOf,
  type DayPoint,
} from './rollup-documents';

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

/** The last day (YYYY-MM-DD) of a month (YYYY-MM). */
function lastDayOf(month: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return utcDay(new Date(Date.UTC(year, monthNumber, 0)));
}

export interface WindowPlan {
  /** Months read whole from their month roll-ups, oldest first. */
  months: string[];
  /** The other days of the window, read day by day, in runs of consecutive days. */
  dayRuns: string[][];
}

/**
 * Which of the window's days (oldest first) are read from their month's roll-up and which day by
 * day: a month is read whole when the window holds its first day and either its last day or
 * `today` (the days after today hold nothing yet); the rest (the window's first, partial month)
 * day by day.
 */
export function windowPlan(dates: readonly string[], today: string): WindowPlan {
  const byMonth = new Map<string, string[]>();
  for (const date of dates) byMonth.set(monthOf(date), [...(byMonth.get(monthOf(date)) ?? []), date]);
  const plan: WindowPlan = { months: [], dayRuns: [] };
  let run: string[] = [];
  for (const [month, days] of byMonth) {
    const last = days[days.length - 1];
    if (days[0] === `${month}-01` && (last === lastDayOf(month) || last === today)) {
      plan.months.push(month);
      if (run.length) plan.dayRuns.push(run);
      run = [];
    } else {
      run.push(...days);
    }
  }
  if (run.length) plan.dayRuns.push(run);
  return plan;
}

/**
 * The roll-up documents a window needs, by id in one batched read with the meta document: its whole
 * months' shards and its other days' (a shard not written, a day without orders, is billed as a
 * read: at most days × SHARDS_PER_DAY + a few months' shards + 1, whatever the orders). Where the
 * months were never built, every day of the window instead.
 */
async function readWindow(db: Firestore, dates: string[], today: string) {
  const shards = Array.from({ length: SHARDS_PER_DAY }, (_, shard) => shard);
  const daysOf = (days: string[]) => days.flatMap((date) => shards.map((shard) => dayDoc(db, date, shard)));
  const found = (snaps: DocumentSnapshot[]) => snaps.filter((snap) => snap.exists).map((snap) => snap.data()!);
  const plan = windowPlan(dates, today);
  const monthRefs = plan.months.flatMap((month) => shards.map((shard) => monthDoc(db, month, shard)));
  const [meta, ...snaps] = await readDocs([db.doc(ROLLUP_META), ...monthRefs, ...daysOf(plan.dayRuns.flat())]);
  // Month roll-ups written only by triggers since a deploy hold part of their months: not to be read.
  if (meta?.get('monthsRebuiltAt') === undefined) return { months: [], days: found(await readDocs(daysOf(dates))) };
  return { months: found(snaps.slice(0, monthRefs.length)), days: found(snaps.slice(monthRefs.length)) };
}

/**
 * The dashboard's figures over the last `days` UTC days (today included), from the roll-ups: the
 * window's whole months from their month documents, its other days from theirs (at most
 * 31 × SHARDS_PER_DAY day documents and a few months' shards, however many orders), plus the
 * low-stock list.
 */
export async function analyticsReport(
  db: Firestore,
  days: AnalyticsWindow,
  now = new Date(),
): Promise<AnalyticsReport> {
  const dates = windowDays(days, now);
  const from = dates[0] ?? utcDay(now);
  const to = dates[dates.length - 1] ?? utcDay(now);
  const [rollups, lowStock] = await Promise.all([
    timeStep('read-rollups', () => readWindow(db, dates, utcDay(new Date()))),
    timeStep('read-low-stock', () => lowStockTools(db)),
  ]);
  const byDay = new Map<string, DayPoint>();
  const addPoint = (date: string, point: DayPoint) => {
    const sum = byDay.get(date) ?? { orders: 0, revenueCents: 0, newCustomers: 0 };
    byDay.set(date, {
      orders: sum.orders + point.orders,
      revenueCents: sum.revenueCents + point.revenueCents,
      newCustomers: sum.newCustomers + point.newCustomers,
    });
  };
  const window = emptyFigures();
  const inWindow = new Set(dates);
  for (const data of rollups.days) {
    const date = (data as DocumentData).date as unknown;
    if (typeof date !== 'string' || !inWindow.has(date)) continue;
    const figures = figuresOfDoc(data);
    addPoint(date, figures);
    addFigures(window, figures);
  }
  for (const data of rollups.months) {
    addFigures(window, figuresOfDoc(data));
    for (const [date, point] of daySeriesOfDoc(data)) addPoint(date, point);
  }
  const ordersByStatus = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, window.byStatus[status] ?? 0]),
  ) as Record<OrderStatus, number>;
  return {
    days,
    from,
    to,
    daily: dates.map((date) => {
      const point = byDay.get(date) ?? { orders: 0, revenueCents: 0, newCustomers: 0 };
      return {
        date,
        orders: point.orders,
        revenue: fromCents(point.revenueCents),
        newCustomers: point.newCustomers,
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
