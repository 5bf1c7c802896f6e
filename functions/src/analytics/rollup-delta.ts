import type { OrderStatus } from '@toolshub/shared';

/**
 * What one order or one account adds to its day's roll-up, and what a write changes: pure, so the
 * trigger, the rebuild and the unit tests share it. Money in integer cents.
 */

/** One tool's part of a day: pieces and cents of orders not cancelled. */
export interface ToolFigures {
  sku: string;
  toolName: string;
  revenueCents: number;
  pieces: number;
}

/** A day's figures (or a change to them). Counts may be negative in a change. */
export interface DayFigures {
  /** Orders placed that day, not cancelled. */
  orders: number;
  revenueCents: number;
  newCustomers: number;
  /** Orders placed that day, by their status now. */
  byStatus: Partial<Record<OrderStatus, number>>;
  tools: Record<string, ToolFigures>;
}

/** A change to one UTC day's figures. */
export interface DayDelta {
  /** YYYY-MM-DD (UTC). */
  date: string;
  figures: DayFigures;
}

/** What the roll-ups need of an order. */
export interface OrderFacts {
  placedAt: Date;
  status: OrderStatus;
  totalBillCents: number;
  lines: readonly { toolId: string; sku: string; toolName: string; quantity: number; lineTotalCents: number }[];
}

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export function emptyFigures(): DayFigures {
  return { orders: 0, revenueCents: 0, newCustomers: 0, byStatus: {}, tools: {} };
}

/** An order's own figures on its placement day: it counts in revenue and pieces unless cancelled. */
export function orderFigures(order: OrderFacts): DayFigures {
  const figures = emptyFigures();
  figures.byStatus[order.status] = 1;
  if (order.status === 'cancelled') return figures;
  figures.orders = 1;
  figures.revenueCents = order.totalBillCents;
  for (const line of order.lines) {
    const tool = (figures.tools[line.toolId] ??= {
      sku: line.sku,
      toolName: line.toolName,
      revenueCents: 0,
      pieces: 0,
    });
    tool.revenueCents += line.lineTotalCents;
    tool.pieces += line.quantity;
  }
  return figures;
}

/** `into` += `sign` × `add` (tools keep the latest name and SKU seen). */
export function addFigures(into: DayFigures, add: DayFigures, sign: 1 | -1 = 1): DayFigures {
  into.orders += sign * add.orders;
  into.revenueCents += sign * add.revenueCents;
  into.newCustomers += sign * add.newCustomers;
  for (const [status, count] of Object.entries(add.byStatus) as [OrderStatus, number][]) {
    into.byStatus[status] = (into.byStatus[status] ?? 0) + sign * count;
  }
  for (const [toolId, tool] of Object.entries(add.tools)) {
    const current = (into.tools[toolId] ??= { sku: tool.sku, toolName: tool.toolName, revenueCents: 0, pieces: 0 });
    current.sku = tool.sku || current.sku;
    current.toolName = tool.toolName || current.toolName;
    current.revenueCents += sign * tool.revenueCents;
    current.pieces += sign * tool.pieces;
  }
  return into;
}

/** Drops what nets to zero, so a write that changes nothing the roll-ups count writes nothing. */
function withoutZeros(figures: DayFigures): DayFigures {
  const byStatus = Object.fromEntries(Object.entries(figures.byStatus).filter(([, n]) => n !== 0));
  const tools = Object.fromEntries(
    Object.entries(figures.tools).filter(([, t]) => t.revenueCents !== 0 || t.pieces !== 0),
  );
  return { ...figures, byStatus, tools };
}

function isZero(figures: DayFigures): boolean {
  return (
    figures.orders === 0 &&
    figures.revenueCents === 0 &&
    figures.newCustomers === 0 &&
    Object.keys(figures.byStatus).length === 0 &&
    Object.keys(figures.tools).length === 0
  );
}

/**
 * What a write of an order changes (`null` before: created; `null` after: deleted): its figures
 * after less its figures before, on each one's placement day. A status move within the open
 * statuses changes only the by-status counts; a cancel takes the order out of orders, revenue and
 * its tools' figures.
 */
export function orderDelta(before: OrderFacts | null, after: OrderFacts | null): DayDelta[] {
  const days = new Map<string, DayFigures>();
  const add = (order: OrderFacts | null, sign: 1 | -1) => {
    if (!order) return;
    const date = utcDay(order.placedAt);
    const figures = days.get(date) ?? emptyFigures();
    days.set(date, addFigures(figures, orderFigures(order), sign));
  };
  add(before, -1);
  add(after, 1);
  return [...days]
    .map(([date, figures]) => ({ date, figures: withoutZeros(figures) }))
    .filter((delta) => !isZero(delta.figures));
}

/** An account counts as a new customer on the day its profile was created. */
export function customerDelta(beforeCreatedAt: Date | null, afterCreatedAt: Date | null): DayDelta[] {
  const days = new Map<string, number>();
  if (beforeCreatedAt) days.set(utcDay(beforeCreatedAt), (days.get(utcDay(beforeCreatedAt)) ?? 0) - 1);
  if (afterCreatedAt) days.set(utcDay(afterCreatedAt), (days.get(utcDay(afterCreatedAt)) ?? 0) + 1);
  return [...days]
    .filter(([, n]) => n !== 0)
    .map(([date, newCustomers]) => ({ date, figures: { ...emptyFigures(), newCustomers } }));
}
