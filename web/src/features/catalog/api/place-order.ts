import type { OrderFormValues, Tool } from '@toolshub/shared';
import { postOrder, usePostOrderMutation } from '../../../api/post-order';

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

export const usePlaceOrder = () => usePostOrderMutation(placeOrder);
