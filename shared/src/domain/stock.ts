/** Whether a quantity of a tool may be ordered: minOrder ≤ quantity ≤ available, whole pieces. */

export type QuantityProblem =
  { kind: 'not-whole' } | { kind: 'below-minimum'; minOrder: number } | { kind: 'above-available'; available: number };

export function checkOrderQuantity(
  tool: { minOrder: number; available: number },
  quantity: number,
): QuantityProblem | null {
  if (!Number.isInteger(quantity)) return { kind: 'not-whole' };
  if (quantity < tool.minOrder) return { kind: 'below-minimum', minOrder: tool.minOrder };
  if (quantity > tool.available) return { kind: 'above-available', available: tool.available };
  return null;
}

export function minimumOrderMessage(minOrder: number): string {
  return `Minimum order amount : ${minOrder} piece`;
}

export function maximumOrderMessage(available: number): string {
  return `Maximum available order : ${available} piece`;
}

export function quantityProblemMessage(problem: QuantityProblem): string {
  switch (problem.kind) {
    case 'not-whole':
      return 'Quantity must be a whole number of pieces';
    case 'below-minimum':
      return minimumOrderMessage(problem.minOrder);
    case 'above-available':
      return maximumOrderMessage(problem.available);
  }
}

/** A tool without its own reorder point is low on stock at this many minimum orders or fewer. */
export const DEFAULT_REORDER_MINIMUM_ORDERS = 2;

/** The reorder point that applies: the admin's, else minOrder × 2. */
export function effectiveReorderPoint(tool: { minOrder: number; reorderPoint?: number | null }): number {
  const own = tool.reorderPoint;
  return typeof own === 'number' && Number.isInteger(own) && own >= 0
    ? own
    : tool.minOrder * DEFAULT_REORDER_MINIMUM_ORDERS;
}

/**
 * The one low-stock rule: at or below the reorder point. It drives the stored `lowStock` flag (the
 * inventory filter, the dashboard) and the admins' low-stock e-mail.
 */
export function isLowStock(tool: { available: number; minOrder: number; reorderPoint?: number | null }): boolean {
  return tool.available <= effectiveReorderPoint(tool);
}

/** Pieces one stock adjustment may add or take away. */
export const MAX_STOCK_ADJUSTMENT = 10_000_000;

/**
 * The stock after an admin's adjustment, or why it is refused: stock never goes below 0. Checked
 * inside the transaction that writes it, against the stock it read.
 */
export function stockAfterAdjustment(
  available: number,
  delta: number,
): { ok: true; available: number } | { ok: false; message: string } {
  const after = available + delta;
  if (after < 0) {
    return {
      ok: false,
      message: `Only ${available} pieces are in stock: taking ${-delta} would leave ${after}; stock cannot go below 0`,
    };
  }
  return { ok: true, available: after };
}
