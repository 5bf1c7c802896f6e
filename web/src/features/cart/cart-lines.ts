import {
  checkOrderQuantity,
  MAX_ORDER_LINES,
  quantityProblemMessage,
  type CartLine,
  type CasePackTool,
} from '@toolshub/shared';

/** Why lines could not be added to a cart; the cart stays as it was. */
export class CartFullError extends Error {
  constructor(
    readonly lineCount: number,
    readonly newLines: number,
  ) {
    super(
      `Your cart holds ${lineCount} of at most ${MAX_ORDER_LINES} lines: ${newLines} new ${newLines === 1 ? 'line does' : 'lines do'} not fit. Order or remove some lines first.`,
    );
  }
}

/**
 * `additions` added to `lines`: a tool already in the cart gets the quantities added up (its line
 * keeps its place), a new tool goes at the end. Refuses (CartFullError) when the new tools would
 * take the cart past MAX_ORDER_LINES.
 */
export function addCartLines(lines: readonly CartLine[], additions: readonly CartLine[]): CartLine[] {
  const merged = lines.map((line) => ({ ...line }));
  const byTool = new Map(merged.map((line) => [line.toolId, line]));
  let newLines = 0;
  for (const addition of additions) {
    const existing = byTool.get(addition.toolId);
    if (existing) {
      existing.quantity += addition.quantity;
    } else {
      const line = { ...addition };
      merged.push(line);
      byTool.set(line.toolId, line);
      newLines += 1;
    }
  }
  if (merged.length > MAX_ORDER_LINES) throw new CartFullError(lines.length, newLines);
  return merged;
}

/** The quantity of a tool already in the cart (0 when it is not). */
export function quantityInCart(lines: readonly CartLine[], toolId: string): number {
  return lines.find((line) => line.toolId === toolId)?.quantity ?? 0;
}

/**
 * What is wrong with ordering `quantity` of the tool (whole pieces, whole cases, minimum order,
 * stock), or null: the shared order rule and its messages, as the API says them.
 */
export function lineQuantityProblem(tool: CasePackTool, quantity: number): string | null {
  const problem = checkOrderQuantity(tool, quantity);
  return problem ? quantityProblemMessage(problem) : null;
}

/**
 * A quantity as typed: a whole number of pieces, or a message. Digits only (no sign, decimals or
 * exponent: `1e3` is not how anyone writes a quantity).
 */
export function parseQuantity(typed: string): { quantity: number } | { error: string } {
  const text = typed.trim();
  if (text === '') return { error: 'Quantity is required' };
  if (!/^\d+$/.test(text)) return { error: 'Quantity must be a whole number of pieces' };
  const quantity = Number(text);
  if (quantity < 1) return { error: 'Quantity must be at least 1' };
  if (!Number.isSafeInteger(quantity)) return { error: 'Quantity is too large' };
  return { quantity };
}

/**
 * The API's messages about lines (`lines[2].quantity` from PUT /api/cart, `order.lines[2].quantity`
 * from an order), by the tool of the line that was sent at that index. Other fields are left out.
 */
export function lineMessagesOf(fields: Record<string, string>, sent: readonly CartLine[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [path, message] of Object.entries(fields)) {
    const match = /^(?:order\.)?lines\[(\d+)\]/.exec(path);
    const line = match ? sent[Number(match[1])] : undefined;
    if (!line) continue;
    const before = messages.get(line.toolId);
    messages.set(line.toolId, before ? `${before}; ${message}` : message);
  }
  return messages;
}
