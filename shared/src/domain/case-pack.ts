/**
 * Case packs: a tool may be sold only in whole cases of `orderMultiple` pieces. A tool without
 * the field (every tool saved before it existed, and most tools) sells single pieces: 1. The
 * order rule (`checkOrderQuantity` in stock.ts) asks these; the tool's schema refuses a minimum
 * order that is not whole cases, so a tool's minimum order is always its smallest valid quantity.
 */

export const DEFAULT_ORDER_MULTIPLE = 1;
export const MAX_ORDER_MULTIPLE = 10_000;

/** The tool's pieces per case: its own when it is a whole number ≥ 1, else 1. */
export function orderMultipleOf(tool: { orderMultiple?: number | null }): number {
  const own = tool.orderMultiple;
  return typeof own === 'number' && Number.isInteger(own) && own >= 1 ? own : DEFAULT_ORDER_MULTIPLE;
}

export interface CasePackTool {
  minOrder: number;
  available: number;
  orderMultiple?: number | null;
}

/**
 * The smallest quantity that may be ordered: the minimum order in whole cases (the minimum itself
 * for any tool the API accepts; rounded up to whole cases for one written some other way).
 */
export function firstValidQuantity(tool: Pick<CasePackTool, 'minOrder' | 'orderMultiple'>): number {
  const multiple = orderMultipleOf(tool);
  return Math.ceil(tool.minOrder / multiple) * multiple;
}

/** The largest quantity the stock holds in whole cases (below firstValidQuantity: none can be ordered). */
export function lastValidQuantity(tool: Pick<CasePackTool, 'available' | 'orderMultiple'>): number {
  const multiple = orderMultipleOf(tool);
  return Math.floor(Math.max(0, tool.available) / multiple) * multiple;
}

/**
 * The valid quantities nearest a quantity that is not whole cases: the largest below it and the
 * smallest above it, each between the minimum order and the stock (null where there is none).
 * Both null only when the stock holds no orderable quantity at all.
 */
export function nearestValidQuantities(
  tool: CasePackTool,
  quantity: number,
): { lower: number | null; upper: number | null } {
  const multiple = orderMultipleOf(tool);
  const first = firstValidQuantity(tool);
  const last = lastValidQuantity(tool);
  const lower = Math.min(Math.floor(quantity / multiple) * multiple, last);
  const upper = Math.max(Math.ceil(quantity / multiple) * multiple, first);
  return { lower: lower >= first && lower > 0 ? lower : null, upper: upper <= last ? upper : null };
}

/**
 * "Sold in cases of 6: order 6 or 12" — naming the valid quantities on either side of what was
 * asked. With only one of them: "order 12 (the minimum order)" when the quantity is below the
 * smallest valid one, "order 12 (the most in stock)" when it is above the largest the stock holds.
 */
export function casePackMessage(orderMultiple: number, lower: number | null, upper: number | null): string {
  const head = `Sold in cases of ${orderMultiple}`;
  if (lower !== null && upper !== null) return `${head}: order ${lower} or ${upper}`;
  if (upper !== null) return `${head}: order ${upper} (the minimum order)`;
  if (lower !== null) return `${head}: order ${lower} (the most in stock)`;
  return `${head}: none can be ordered now`;
}

/**
 * A tool's minimum order must be whole cases (so it is the smallest valid quantity): the message
 * for one that is not, naming the minimums on either side, or null.
 */
export function minOrderCasePackProblem(tool: { minOrder: number; orderMultiple?: number | null }): string | null {
  const multiple = orderMultipleOf(tool);
  if (tool.minOrder % multiple === 0) return null;
  const lower = Math.floor(tool.minOrder / multiple) * multiple;
  const upper = lower + multiple;
  const choices = lower > 0 ? `${lower} or ${upper}` : `${upper}`;
  return `Minimum order must be whole cases of ${multiple} pieces: ${choices}`;
}
