import {
  MAX_ORDER_LINES,
  checkOrderQuantity,
  contractUnitPriceCents,
  fromCents,
  quantityProblemMessage,
  type BuyingListAddedLine,
  type BuyingListLine,
  type BuyingListRefusedLine,
  type ContractRules,
  type PricedTool,
} from '@toolshub/shared';
import type { CartTool } from './cart-lines';

/** What a list's line needs to know of its tool: the cart's checks and the price. */
export type ListCartTool = CartTool & PricedTool;

export interface ListIntoCart {
  /** The cart's lines after: its own, with the list's good lines added (quantities summed for a tool it held). */
  lines: BuyingListLine[];
  added: BuyingListAddedLine[];
  refused: BuyingListRefusedLine[];
}

export const cartFullMessage = `Your cart holds at most ${MAX_ORDER_LINES} lines`;

/**
 * A buying list put in a cart, line by line, by the cart's own rule (`PUT /api/cart`'s messages:
 * an unknown or archived tool, not whole cases, below the minimum order, above the stock now). A
 * tool the cart holds already gets the list's quantity on top, and the sum is what is checked. The
 * good lines go in at the caller's price today (their company's contract price where it has one);
 * each bad one is named with its message and the cart keeps what it had for that tool.
 */
export function putListInCart(
  cartLines: readonly BuyingListLine[],
  listLines: readonly BuyingListLine[],
  toolOf: (toolId: string) => ListCartTool | null,
  priceLists: readonly ContractRules[],
): ListIntoCart {
  const lines = cartLines.map((line) => ({ ...line }));
  const added: BuyingListAddedLine[] = [];
  const refused: BuyingListRefusedLine[] = [];
  for (const { toolId, quantity } of listLines) {
    const tool = toolOf(toolId);
    const refuse = (message: string) => refused.push({ toolId, quantity, toolName: tool?.toolName ?? null, message });
    if (!tool) {
      refuse(`No tool with id ${toolId}`);
      continue;
    }
    if (tool.archived) {
      refuse(`${tool.toolName} is no longer sold`);
      continue;
    }
    const held = lines.find((line) => line.toolId === toolId);
    const cartQuantity = (held?.quantity ?? 0) + quantity;
    const problem = checkOrderQuantity(tool, cartQuantity);
    if (problem) {
      refuse(`${tool.toolName}: ${quantityProblemMessage(problem)}`);
      continue;
    }
    if (!held && lines.length >= MAX_ORDER_LINES) {
      refuse(cartFullMessage);
      continue;
    }
    if (held) held.quantity = cartQuantity;
    else lines.push({ toolId, quantity });
    const unitPrice = fromCents(contractUnitPriceCents(tool, cartQuantity, priceLists));
    added.push({ toolId, quantity, toolName: tool.toolName, cartQuantity, unitPrice });
  }
  return { lines, added, refused };
}
