import type { QueryClient } from '@tanstack/react-query';
import type { Cart, Tool } from '@toolshub/shared';
import { queryKeys } from '../../../lib/query-keys';
import { addCartLines, lineQuantityProblem, quantityInCart } from '../cart-lines';
import { getCart, isStaleCart, putCart, serialCartWrite } from './cart';

export interface CartAddition {
  tool: Pick<Tool, '_id' | 'toolName' | 'minOrder' | 'available' | 'orderMultiple'>;
  quantity: number;
}

/** Lines that cannot go in the cart as asked (whole cases, minimum order, stock, counting what is already there). */
export class CartAdditionRefused extends Error {
  constructor(readonly problems: { toolId: string; message: string }[]) {
    super(problems.map((p) => p.message).join('; '));
  }
}

/**
 * Adds tools to the signed-in account's cart: reads the cart as the server has it now (another
 * device may have changed it), adds the quantities to lines of the same tool, checks each touched
 * line against its tool (minimum order, stock), and saves it whole, naming the version it read
 * (If-Match): a save from another tab or device in between makes it start again from the new cart.
 * Nothing is saved when a line is refused (CartAdditionRefused) or the cart would hold too many
 * lines (CartFullError).
 */
export function addToCart(queryClient: QueryClient, additions: readonly CartAddition[]): Promise<Cart> {
  return serialCartWrite(() => addToCurrentCart(queryClient, additions));
}

/** Reads, merges and saves; again from a fresh read when the cart changed meanwhile (a few times at most). */
async function addToCurrentCart(
  queryClient: QueryClient,
  additions: readonly CartAddition[],
  attemptsLeft = 3,
): Promise<Cart> {
  const current = await getCart();
  const lines = addCartLines(
    current.lines,
    additions.map(({ tool, quantity }) => ({ toolId: tool._id, quantity })),
  );
  const problems = additions.flatMap(({ tool }) => {
    const problem = lineQuantityProblem(tool, quantityInCart(lines, tool._id));
    if (!problem) return [];
    const already = quantityInCart(current.lines, tool._id);
    const note = already > 0 ? ` (${already} already in your cart)` : '';
    return [{ toolId: tool._id, message: `${tool.toolName}: ${problem}${note}` }];
  });
  if (problems.length > 0) throw new CartAdditionRefused(problems);
  try {
    const saved = await putCart(lines, current.etag);
    queryClient.setQueryData(queryKeys.cart.all, saved);
    return saved;
  } catch (err) {
    if (attemptsLeft > 1 && isStaleCart(err)) return addToCurrentCart(queryClient, additions, attemptsLeft - 1);
    throw err;
  }
}
