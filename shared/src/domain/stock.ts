import {
  casePackMessage,
  firstValidQuantity,
  lastValidQuantity,
  nearestValidQuantities,
  orderMultipleOf,
  type CasePackTool,
} from './case-pack';

/**
 * Whether a quantity of a tool may be ordered: whole pieces, whole cases of its `orderMultiple`
 * (case-pack.ts; 1 when it has none), at least its minimum order, at most its stock. Order, cart
 * and quick order all ask this, in the browser and in the API.
 */

export type QuantityProblem =
  | { kind: 'not-whole' }
  | { kind: 'not-whole-cases'; orderMultiple: number; lower: number | null; upper: number | null }
  | { kind: 'below-minimum'; minOrder: number }
  | { kind: 'above-available'; available: number };

export function checkOrderQuantity(tool: CasePackTool, quantity: number): QuantityProblem | null {
  if (!Number.isInteger(quantity)) return { kind: 'not-whole' };
  const multiple = orderMultipleOf(tool);
  const first = firstValidQuantity(tool);
  const last = lastValidQuantity(tool);
  // With no whole case orderable (first > last) the stock is the problem, said below as before.
  if (quantity % multiple !== 0 && first <= last) {
    const { lower, upper } = nearestValidQuantities(tool, quantity);
    return { kind: 'not-whole-cases', orderMultiple: multiple, lower, upper };
  }
  if (quantity < first) return { kind: 'below-minimum', minOrder: first };
  if (quantity > last) return { kind: 'above-available', available: first <= last ? last : tool.available };
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
    case 'not-whole-cases':
      return casePackMessage(problem.orderMultiple, problem.lower, problem.upper);
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
