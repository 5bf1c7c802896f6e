import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderFormValues, Tool } from '@toolshub/shared';
import { postOrder } from '../../../api/post-order';
import { queryKeys } from '../../../lib/query-keys';

export { ORDER_ATTEMPT_TIMEOUT_MS } from '../../../api/post-order';

export interface PlaceOrderInput {
  tool: Tool;
  values: OrderFormValues;
  /** What the buyer was shown: the tool's list price and the total for the quantity (its tier's). */
  shown: { price: number; totalBill: number };
  /** The same key for every retry of one submission: the server then creates one order. */
  idempotencyKey: string;
}

// POST /api/order   { order: { phoneNumber, orderQuantity, orderAddress, tool: { _id, price }, totalBill } }
// The buyer comes from the token; the list price and total are what the buyer was shown, and the
// server refuses the order (409, with the current figures) only when it would bill more. A request
// that got no answer is sent once more with the same Idempotency-Key: the server places the order once.
export function placeOrder({ tool, values, shown, idempotencyKey }: PlaceOrderInput) {
  const order = {
    phoneNumber: values.phoneNumber.trim(),
    orderQuantity: values.orderQuantity,
    orderAddress: values.orderAddress.trim(),
    tool: { _id: tool._id, price: shown.price },
    totalBill: shown.totalBill,
  };
  return postOrder({ order }, idempotencyKey);
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // Stock moved (or a price was found out of date): every tool view and order list is stale.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.tools.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.analytics.all });
    },
  });
}
