import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Order, type OrderStatus } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// PATCH /api/order/{id}   { status }: one step forward in the lifecycle
export function advanceOrder(order: Order, status: OrderStatus) {
  return callApi('advanceOrder', { path: endpoints.advanceOrder.path(order._id), body: { status } });
}

export function useAdvanceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, status }: { order: Order; status: OrderStatus }) => advanceOrder(order, status),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.analytics.all });
    },
  });
}
