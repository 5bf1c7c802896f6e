import { createHash } from 'node:crypto';
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { ORDER_STATUSES, type OrderStatus } from '@toolshub/shared';
import { fields } from '../firestore/fields';
import { addFigures, emptyFigures, type DayDelta, type DayFigures, type ToolFigures } from './rollup-delta';

/**
 * Where the roll-ups live:
 * - `analyticsDays/{YYYY-MM-DD}_{shard}`: one day's figures, split over SHARDS_PER_DAY documents
 *   (the order's or account's id picks the shard), each `{ date, shard, orders, revenueCents,
 *   newCustomers, byStatus: { status: n }, tools: { toolId: { sku, toolName, revenueCents, pieces } } }`.
 *   A dashboard load reads at most days × SHARDS_PER_DAY of them, however many orders there are.
 * - `analyticsMonths/{YYYY-MM}_{shard}`: the same figures for a whole UTC month, written with the
 *   day's in the same transaction, plus `days: { YYYY-MM-DD: { orders, revenueCents, newCustomers } }`
 *   (the month's daily series). A window of whole months reads a few of them instead of every day.
 * - `analyticsEvents/{eventId}`: one marker per trigger event counted (TTL on `expiresAt`).
 * - `analyticsMeta/rollups`: when the roll-ups were last rebuilt from the orders and the accounts
 *   (`ordersRebuiltAt`, `customersRebuiltAt`); writes before those times are already counted. And
 *   `monthsRebuiltAt`: set by a rebuild that wrote the months too; until then (data older than the
 *   month roll-ups) the dashboard reads days only.
 */
export const ROLLUP_DAYS = 'analyticsDays';
export const ROLLUP_MONTHS = 'analyticsMonths';
export const ROLLUP_EVENTS = 'analyticsEvents';
export const ROLLUP_META = 'analyticsMeta/rollups';

/** A few shards a day: a burst of orders spreads its writes instead of queueing on one document. */
export const SHARDS_PER_DAY = 4;

/** How long an event's marker is kept: the platform redelivers an event within hours, not weeks. */
export const EVENT_MARKER_DAYS = 7;

export function shardOf(id: string): number {
  return (createHash('sha256').update(id).digest()[0] ?? 0) % SHARDS_PER_DAY;
}

export const dayDocId = (date: string, shard: number) => `${date}_${shard}`;

export function dayDoc(db: Firestore, date: string, shard: number) {
  return db.collection(ROLLUP_DAYS).doc(dayDocId(date, shard));
}

/** The UTC month (YYYY-MM) of a day (YYYY-MM-DD). */
export const monthOf = (date: string) => date.slice(0, 7);

export const monthDocId = (month: string, shard: number) => `${month}_${shard}`;

export function monthDoc(db: Firestore, month: string, shard: number) {
  return db.collection(ROLLUP_MONTHS).doc(monthDocId(month, shard));
}

/** One day of a month's series. */
export interface DayPoint {
  orders: number;
  revenueCents: number;
  newCustomers: number;
}

/**
 * Changes to days of one month as a merge write to its month document: the month's figures
 * incremented by all of them, and each day's point of the series by its own.
 */
export function monthIncrementsOf(month: string, shard: number, changes: readonly DayDelta[]): DocumentData {
  const total = emptyFigures();
  const days: Record<string, DocumentData> = {};
  for (const { date, figures } of changes) {
    addFigures(total, figures);
    days[date] = {
      orders: FieldValue.increment(figures.orders),
      revenueCents: FieldValue.increment(figures.revenueCents),
      newCustomers: FieldValue.increment(figures.newCustomers),
    };
  }
  const { date: _date, shard: _shard, ...figures } = incrementsOf('', shard, total);
  return { month, shard, ...figures, days };
}

/** A month's figures and daily series as absolute values (the rebuild writes these). */
export function absoluteMonthOf(
  month: string,
  shard: number,
  figures: DayFigures,
  days: Record<string, DayPoint>,
): DocumentData {
  return { month, shard, ...figures, days, updatedAt: FieldValue.serverTimestamp() };
}

/** A stored month's daily series (a field of the wrong type reads as zero). */
export function daySeriesOfDoc(data: DocumentData): Map<string, DayPoint> {
  const series = new Map<string, DayPoint>();
  for (const [date, value] of Object.entries(fields(data).record('days'))) {
    if (typeof value !== 'object' || value === null) continue;
    const point = fields(value as DocumentData);
    series.set(date, {
      orders: point.number('orders'),
      revenueCents: point.number('revenueCents'),
      newCustomers: point.number('newCustomers'),
    });
  }
  return series;
}

/** A change as a merge write: every figure an increment, tools' names and SKUs as last seen. */
export function incrementsOf(date: string, shard: number, change: DayFigures): DocumentData {
  const tools: Record<string, DocumentData> = {};
  for (const [toolId, tool] of Object.entries(change.tools)) {
    tools[toolId] = {
      ...(tool.sku ? { sku: tool.sku } : {}),
      ...(tool.toolName ? { toolName: tool.toolName } : {}),
      revenueCents: FieldValue.increment(tool.revenueCents),
      pieces: FieldValue.increment(tool.pieces),
    };
  }
  const byStatus: Record<string, FieldValue> = {};
  for (const [status, count] of Object.entries(change.byStatus)) byStatus[status] = FieldValue.increment(count);
  // An empty map in a merge is a value, not "no change": it would replace the stored map.
  return {
    date,
    shard,
    orders: FieldValue.increment(change.orders),
    revenueCents: FieldValue.increment(change.revenueCents),
    newCustomers: FieldValue.increment(change.newCustomers),
    ...(Object.keys(byStatus).length > 0 ? { byStatus } : {}),
    ...(Object.keys(tools).length > 0 ? { tools } : {}),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** A day's figures as absolute values (the rebuild writes these). */
export function absoluteOf(date: string, shard: number, figures: DayFigures): DocumentData {
  return { date, shard, ...figures, updatedAt: FieldValue.serverTimestamp() };
}

/** A stored shard back as figures (a field of the wrong type reads as zero). */
export function figuresOfDoc(data: DocumentData): DayFigures {
  const f = fields(data);
  const statuses = fields(f.record('byStatus'));
  const byStatus: Partial<Record<OrderStatus, number>> = {};
  for (const status of ORDER_STATUSES) {
    const count = statuses.number(status);
    if (count !== 0) byStatus[status] = count;
  }
  const tools: Record<string, ToolFigures> = {};
  for (const [toolId, value] of Object.entries(f.record('tools'))) {
    if (typeof value !== 'object' || value === null) continue;
    const t = fields(value as DocumentData);
    tools[toolId] = {
      sku: t.string('sku'),
      toolName: t.string('toolName'),
      revenueCents: t.number('revenueCents'),
      pieces: t.number('pieces'),
    };
  }
  return {
    orders: f.number('orders'),
    revenueCents: f.number('revenueCents'),
    newCustomers: f.number('newCustomers'),
    byStatus,
    tools,
  };
}
