import type { CartLine, CheckoutFormValues } from '@toolshub/shared';
import { postOrder, usePostOrderMutation } from '../../../api/post-order';

export interface PlaceCartOrderInput {
  lines: readonly CartLine[];
  /** `locationId`: a company member's site ('' or absent: none). */
  values: CheckoutFormValues & { locationId?: string };
  /** The same key for every retry of one checkout: the server then creates one order. */
  idempotencyKey: string;
}

// POST /api/order   { order: { lines: [{ toolId, quantity }], phoneNumber, orderAddress, poNumber?, note?, locationId? } }
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
    ...(values.locationId ? { locationId: values.locationId } : {}),
  };
  return postOrder({ order }, idempotencyKey);
}

/** Stock moved and the cart was emptied (or a line was found out of date): the cart is stale too. */
export const usePlaceCartOrder = () => usePostOrderMutation(placeCartOrder, { cart: true });
