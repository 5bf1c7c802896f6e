/**
 * The stock ledger: every change of a tool's `available` is one movement, written in the same
 * transaction as the change, so a tool's stock always equals the sum of its movements (the first
 * one, `initial`, is the stock it was created with).
 */

/** Why an admin adjusts stock (POST /api/tool/{id}/stock-adjustments). */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'count-correction', 'returned'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

/** Stock moved by an order's life: placed, cancelled, its reservation expired, refunded. */
export const ORDER_STOCK_REASONS = ['order', 'cancel', 'expiry', 'refund'] as const;
export type OrderStockReason = (typeof ORDER_STOCK_REASONS)[number];

/**
 * Every reason a movement can have: the tool's creation (by the API, an import or the seed),
 * an order's life, an admin's edit of the figure (with If-Match) or import over it, an adjustment.
 */
export const STOCK_MOVEMENT_REASONS = [
  'initial',
  ...ORDER_STOCK_REASONS,
  'edit',
  'import',
  ...STOCK_ADJUSTMENT_REASONS,
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** One entry of a tool's ledger as GET /api/tool/{id}/stock-movements answers it. */
export interface StockMovement {
  _id: string;
  toolId: string;
  /** Pieces added (positive) or taken (negative). */
  delta: number;
  reason: StockMovementReason;
  /** The order that moved it (order, cancel, expiry, refund); else null. */
  orderId: string | null;
  /** The admin (or operator) who moved it (initial, edit, import, adjustments); else null. */
  actor: { uid: string; email: string | null } | null;
  /** An adjustment's note, if the admin gave one. */
  note: string | null;
  /** ISO 8601, the server's time of the change. */
  at: string;
  /** The tool's stock after this movement. */
  availableAfter: number;
}
