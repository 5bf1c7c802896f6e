import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartLine, CheckoutFormValues } from '@toolshub/shared';
import { postOrder } from '../../../api/post-order';
import { queryKeys } from '../../../lib/query-keys';

export interface PlaceCartOrderInput {
  lines: readonly CartLine[];
  values: CheckoutFormValues;
  /** The same key for every retry of one checkout: the server then creates one order. */
  idempotencyKey: string;
}

// POST /api/order   { order: { lines: [{ toolId, quantity }], phoneNumber, orderAddress, poNumber?, note? } }
// All lines or none; the server bills each at its tier price and empties the cart. A request that
// got no answer is sent once more with the same Idempotency-Key: the server places the order once.
export function placeCartOrder({ lines, values, idempotencyKey }: PlaceCartOrderInput) {
  const poNumber = values.poNumber?.trim();
  const note = values.note?.trim();
  const order = {
    lines: lines.map(({ toolId, quantity }) => ({ toolId, quantity })),
    phoneNumber: values.phoneNumber.trim(),
    orderAddress: values.orderAddress.trim(),
    ...(poNumber ? { poNumber } : {}),
    ...(note ? { note } : {}),
  };
  return postOrder({ order }, idempotencyKey);
}

export function usePlaceCartOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeCartOrder,
    // Stock moved and the cart was emptied (or a line was found out of date): all of them are stale.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tools.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.analytics.all });
    },
  });
}
