import {
  buyerPriceListOf,
  checkOrderQuantity,
  firstValidQuantity,
  fromCents,
  MAX_ORDER_LINES,
  orderMultipleOf,
  unitPriceCents,
  type CartLine,
  type OrderLine,
  type Tool,
} from '@toolshub/shared';

/** Why a line of the old order does not go into the cart. */
export type ReorderRefusal =
  | { reason: 'gone' }
  | { reason: 'out-of-stock' }
  | { reason: 'not-enough-stock'; available: number; wanted: number }
  | { reason: 'cart-full' };

export interface ReorderedLine {
  line: OrderLine;
  /** The cart's quantity of the tool after the merge (what was there plus this line). */
  cartQuantity: number;
  /** Today's unit price at `cartQuantity` (dollars): what the cart will bill. */
  unitPrice: number;
  /** Whether that differs from the unit price the old order paid. */
  priceChanged: boolean;
  /**
   * When the cart would have held fewer than today's minimum order of the tool, or not whole cases
   * of it, the quantity it would have held (`cartQuantity` is then the minimum, or the next whole
   * cases); else null.
   */
  raisedFrom: number | null;
  /** Why it was raised: to the minimum order, or up to whole cases (the tool's pieces per case). */
  raisedTo?: { kind: 'minimum' } | { kind: 'cases'; orderMultiple: number };
}

export interface ReorderPlan {
  /** The whole cart to save: its lines as they were, the reordered quantities added. */
  cart: CartLine[];
  added: ReorderedLine[];
  refused: (ReorderRefusal & { line: OrderLine })[];
}

/** Today's tool for a line's id: null when the shop no longer sells it (archived or removed: 404). */
export type TodaysTools = ReadonlyMap<string, Tool | null>;

/**
 * 'Order again' as a pure rule: each line of the old order is merged into the cart at the same
 * quantity (added to any quantity of that tool already there) when today's tool is sold and has
 * that many in stock, and the cart keeps at most MAX_ORDER_LINES lines. A total below the tool's
 * minimum order today is raised to the minimum (`raisedFrom` says from what). Prices are today's,
 * from the shared tier rule at the cart's quantity.
 */
export function planReorder(lines: readonly OrderLine[], cart: readonly CartLine[], tools: TodaysTools): ReorderPlan {
  const quantities = new Map(cart.map((l) => [l.toolId, l.quantity]));
  const added: ReorderedLine[] = [];
  const refused: ReorderPlan['refused'] = [];

  for (const line of lines) {
    const tool = tools.get(line.toolId) ?? null;
    const refusal = refusalFor(tool, line, quantities);
    if (refusal || !tool) {
      refused.push({ ...(refusal ?? { reason: 'gone' }), line });
      continue;
    }
    const wanted = (quantities.get(line.toolId) ?? 0) + line.quantity;
    const cartQuantity = raisedQuantity(tool, wanted);
    quantities.set(line.toolId, cartQuantity);
    const multiple = orderMultipleOf(tool);
    const unitPrice = fromCents(unitPriceCents(buyerPriceListOf(tool), cartQuantity));
    added.push({
      line,
      cartQuantity,
      unitPrice,
      priceChanged: unitPrice !== line.unitPrice,
      raisedFrom: cartQuantity > wanted ? wanted : null,
      ...(cartQuantity > wanted
        ? {
            raisedTo:
              cartQuantity === firstValidQuantity(tool)
                ? { kind: 'minimum' as const }
                : { kind: 'cases' as const, orderMultiple: multiple },
          }
        : {}),
    });
  }

  return { cart: [...quantities].map(([toolId, quantity]) => ({ toolId, quantity })), added, refused };
}

/** A quantity raised to the tool's smallest valid one, and up to whole cases of it. */
function raisedQuantity(tool: Tool, wanted: number): number {
  const multiple = orderMultipleOf(tool);
  return Math.ceil(Math.max(wanted, firstValidQuantity(tool)) / multiple) * multiple;
}

function refusalFor(
  tool: Tool | null,
  line: OrderLine,
  quantities: ReadonlyMap<string, number>,
): ReorderRefusal | null {
  if (!tool) return { reason: 'gone' };
  if (tool.available < firstValidQuantity(tool)) return { reason: 'out-of-stock' };
  const inCart = quantities.get(line.toolId);
  if (inCart === undefined && quantities.size >= MAX_ORDER_LINES) return { reason: 'cart-full' };
  // Below the minimum, or not whole cases, is raised (in stock: checked above), so only the stock can refuse.
  const wanted = raisedQuantity(tool, (inCart ?? 0) + line.quantity);
  const problem = checkOrderQuantity(tool, wanted);
  if (problem?.kind === 'above-available') return { reason: 'not-enough-stock', available: problem.available, wanted };
  return null;
}

/** What the page says about a line raised to today's minimum order, or up to whole cases. */
export function raisedMessage({
  raisedFrom,
  cartQuantity,
  raisedTo,
}: Pick<ReorderedLine, 'raisedFrom' | 'cartQuantity' | 'raisedTo'>): string {
  return raisedTo?.kind === 'cases'
    ? `raised from ${raisedFrom} to ${cartQuantity} pieces: sold in cases of ${raisedTo.orderMultiple}`
    : `raised from ${raisedFrom} to ${cartQuantity} pieces, today's minimum order`;
}

/** What the page says about a line that did not go into the cart. */
export function refusalMessage(refusal: ReorderRefusal): string {
  switch (refusal.reason) {
    case 'gone':
      return 'No longer sold';
    case 'out-of-stock':
      return 'Out of stock';
    case 'not-enough-stock':
      return `Only ${refusal.available} in stock (${refusal.wanted} wanted)`;
    case 'cart-full':
      return `Your cart already holds ${MAX_ORDER_LINES} lines`;
  }
}
