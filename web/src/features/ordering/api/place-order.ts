import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderFormValues, Tool } from '@toolshub/shared';
import { fromCents, lineTotalCents, priceListOf, unitPriceCents } from '@toolshub/shared';
import { apiRequest } from '../../../lib/api-client';
import { toolKeys } from '../../catalog/api/get-tools';
import { orderKeys } from '../../orders/api/order-keys';

export interface PlaceOrderInput {
  tool: Tool;
  buyer: { name: string; email: string };
  values: OrderFormValues;
  /** The same key for every retry of one submission: the server then creates one order. */
  idempotencyKey: string;
}

// POST /api/order   { order: { userName, userEmail, phoneNumber, tool, orderQuantity, orderAddress, totalBill } }
// The server takes the buyer from the token and the price from the stored tool; the unit price
// (its tier's for this quantity) and total the buyer saw are sent so a changed price is refused.
export function placeOrder({ tool, buyer, values, idempotencyKey }: PlaceOrderInput) {
  const prices = priceListOf(tool);
  return apiRequest<{ acknowledged: boolean; insertedId: string }>('/order', {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: {
      order: {
        userName: buyer.name,
        userEmail: buyer.email,
        phoneNumber: values.phoneNumber.trim(),
        tool: {
          _id: tool._id,
          toolName: tool.toolName,
          price: fromCents(unitPriceCents(prices, values.orderQuantity)),
          imageLink: tool.imageLink,
        },
        orderQuantity: values.orderQuantity,
        orderAddress: values.orderAddress.trim(),
        totalBill: fromCents(lineTotalCents(prices, values.orderQuantity)),
      },
    },
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: toolKeys.detail(input.tool._id) });
      void queryClient.invalidateQueries({ queryKey: toolKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
