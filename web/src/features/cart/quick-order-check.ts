import { MAX_ORDER_LINES, type Tool } from '@toolshub/shared';
import { lineQuantityProblem } from './cart-lines';
import type { QuickOrderLine } from './quick-order-parse';

/** The lines of one SKU (a SKU written on several lines is merged: quantities added up). */
export interface CheckedSku {
  sku: string;
  quantity: number;
  lineNumbers: number[];
  tool: Tool | null;
  /** Why the SKU cannot go in the cart as asked; null when it can. */
  problem: string | null;
}

export const tooManySkusMessage = (count: number) =>
  `${count} different SKUs: a cart holds at most ${MAX_ORDER_LINES} lines, so send ${MAX_ORDER_LINES} or fewer at a time`;

/** The distinct SKUs of the lines, in the order they first appear. */
export function skusOf(lines: readonly QuickOrderLine[]): string[] {
  return [...new Set(lines.map((line) => line.sku))];
}

/**
 * Checks read lines against the catalogue's answer for their SKUs: unknown SKU, below the tool's
 * minimum order, above its stock. A SKU on several lines is one cart line with the quantities
 * added up (a buyer pasting two lists expects the sum), and the check applies to that sum; the
 * page says which lines were merged.
 */
export function checkQuickOrder(lines: readonly QuickOrderLine[], tools: readonly Tool[]): CheckedSku[] {
  const toolBySku = new Map(tools.map((tool) => [tool.sku.toUpperCase(), tool]));
  const bySku = new Map<string, CheckedSku>();
  for (const line of lines) {
    const entry = bySku.get(line.sku);
    if (entry) {
      entry.quantity += line.quantity;
      entry.lineNumbers.push(line.lineNumber);
    } else {
      bySku.set(line.sku, {
        sku: line.sku,
        quantity: line.quantity,
        lineNumbers: [line.lineNumber],
        tool: toolBySku.get(line.sku) ?? null,
        problem: null,
      });
    }
  }
  return [...bySku.values()].map((entry) => {
    if (!entry.tool) return { ...entry, problem: `Unknown SKU ${entry.sku}: no tool in the catalogue has it` };
    const problem = lineQuantityProblem(entry.tool, entry.quantity);
    return { ...entry, problem: problem ? `${entry.tool.toolName}: ${problem}` : null };
  });
}
