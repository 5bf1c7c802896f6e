import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Order, type Tool } from '@toolshub/shared';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { planReorder, type ReorderPlan } from '../order-again';

// GET /api/tool/{id}: today's tool, or null when the shop no longer sells it (archived or removed)
async function todaysTool(id: string): Promise<Tool | null> {
  try {
    return await callApi('getTool', { path: endpoints.getTool.path(id) });
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
}

/**
 * 'Order again': today's tool of every line, the cart as saved (GET /api/cart), the plan, and the
 * merged cart saved whole (PUT /api/cart). A cart left unchanged is not written.
 */
export async function orderAgain(order: Order): Promise<ReorderPlan> {
  const ids = [...new Set(order.lines.map((line) => line.toolId))];
  const [tools, cart] = await Promise.all([
    Promise.all(ids.map(async (id) => [id, await todaysTool(id)] as const)),
    callApi('getCart', { path: endpoints.getCart.path() }),
  ]);
  const plan = planReorder(order.lines, cart.lines, new Map(tools));
  if (plan.added.length > 0) {
    await callApi('putCart', { path: endpoints.putCart.path(), body: { lines: plan.cart } });
  }
  return plan;
}

export function useOrderAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderAgain,
    onSuccess: (plan) => {
      if (plan.added.length > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
    },
  });
}
