import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Order } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// DELETE /api/order/{id}: cancels a pending order; its stock goes back to the tool
export function cancelOrder(id: string) {
  return callApi('cancelOrder', { path: endpoints.cancelOrder.path(id) });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Order) => cancelOrder(order._id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tools.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.analytics.all });
    },
  });
}
