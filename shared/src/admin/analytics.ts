/** What GET /api/analytics answers: the shop's figures over the last `days` days (UTC days). */

import type { OrderStatus } from '../types';

/** The windows the dashboard offers; any other `days` answers 400. */
export const ANALYTICS_WINDOWS = [30, 90] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];

/** One UTC day's orders, counted when placed (cancelled ones leave revenue when cancelled). */
export interface AnalyticsDay {
  /** YYYY-MM-DD (UTC). */
  date: string;
  /** Orders placed that day that are not cancelled. */
  orders: number;
  /** Dollars billed by those orders. */
  revenue: number;
  /** Accounts registered that day. */
  newCustomers: number;
}

export interface AnalyticsToolFigure {
  toolId: string;
  sku: string;
  toolName: string;
  /** Dollars billed for this tool over the window (orders not cancelled). */
  revenue: number;
  pieces: number;
}

export interface LowStockTool {
  toolId: string;
  sku: string;
  toolName: string;
  available: number;
  reorderPoint: number;
}

export interface AnalyticsReport {
  days: AnalyticsWindow;
  /** First and last day of the window (YYYY-MM-DD, UTC), both included. */
  from: string;
  to: string;
  /** Every day of the window, oldest first, zeros where nothing happened. */
  daily: AnalyticsDay[];
  totals: {
    orders: number;
    revenue: number;
    /** revenue / orders, 0 without orders. */
    averageOrderValue: number;
    newCustomers: number;
  };
  /** Orders placed in the window by their status now. */
  ordersByStatus: Record<OrderStatus, number>;
  /** At most 10 each, highest first. */
  topToolsByRevenue: AnalyticsToolFigure[];
  topToolsByPieces: AnalyticsToolFigure[];
  /** Tools (not archived) at or below their reorder point, fewest pieces first. */
  lowStock: LowStockTool[];
}
