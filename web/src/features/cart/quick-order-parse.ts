import { SKU_PATTERN } from '@toolshub/shared';
import { parseQuantity } from './cart-lines';

/** A line of a quick order that reads as a SKU and a quantity. */
export interface QuickOrderLine {
  /** 1-based, as an editor numbers lines. */
  lineNumber: number;
  sku: string;
  quantity: number;
}

/** A line that does not, and why. */
export interface QuickOrderLineError {
  lineNumber: number;
  text: string;
  message: string;
}

export interface ParsedQuickOrder {
  lines: QuickOrderLine[];
  errors: QuickOrderLineError[];
  /** The line number of a CSV header row that was skipped, if there was one. */
  headerLine: number | null;
}

export const MALFORMED_LINE_MESSAGE = 'Write a SKU and a quantity, like "HAM-CLAW-16OZ 50" or "HAM-CLAW-16OZ,50"';

// The first cell of a spreadsheet's header row ("SKU,Quantity", "Item code;Qty").
const HEADER_FIRST_CELL = /^(sku|item|code|part|article|product)\b/i;

/** One CSV cell: surrounding quotes removed, doubled quotes inside made single. */
function unquote(cell: string): string {
  const trimmed = cell.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/""/g, '"').trim();
  }
  return trimmed;
}

/**
 * A line's cells: split on the first of `,` `;` or a tab that it holds (CSV as spreadsheets save
 * it, a column pasted from one), else on spaces. Empty cells at the end (`SKU,10,`) are dropped.
 */
function cellsOf(line: string): string[] {
  const delimiter = [',', ';', '\t'].find((d) => line.includes(d));
  const cells = delimiter ? line.split(delimiter).map(unquote) : line.trim().split(/\s+/);
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  return cells;
}

/**
 * Reads a quick order: one `SKU quantity` or `SKU,quantity` per line (also `;` or a tab between
 * them, and CSV quotes), blank lines ignored, a header row first tolerated. SKUs are compared
 * upper-cased. Every line that does not read is reported with its number and the reason; whether
 * the SKU exists is for the catalogue to say (quick-order-check.ts).
 */
export function parseQuickOrder(input: string): ParsedQuickOrder {
  const result: ParsedQuickOrder = { lines: [], errors: [], headerLine: null };
  let seenContent = false;
  input
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const lineNumber = index + 1;
      const text = raw.trim();
      if (text === '') return;
      const first = !seenContent;
      seenContent = true;
      const cells = cellsOf(text);
      const [skuCell = '', quantityCell = ''] = cells;
      if (first && cells.length === 2 && HEADER_FIRST_CELL.test(skuCell) && !/\d/.test(quantityCell)) {
        result.headerLine = lineNumber;
        return;
      }
      if (cells.length !== 2) {
        result.errors.push({ lineNumber, text, message: MALFORMED_LINE_MESSAGE });
        return;
      }
      const sku = skuCell.toUpperCase();
      if (!SKU_PATTERN.test(sku)) {
        result.errors.push({
          lineNumber,
          text,
          message: `"${skuCell}" is not a SKU (3 to 32 letters, digits or -)`,
        });
        return;
      }
      const quantity = parseQuantity(quantityCell);
      if ('error' in quantity) {
        result.errors.push({ lineNumber, text, message: quantity.error });
        return;
      }
      result.lines.push({ lineNumber, sku, quantity: quantity.quantity });
    });
  return result;
}
