import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@toolshub/shared';
import { apiRequest } from '../../../lib/api-client';
import { toolKeys } from '../../catalog/api/get-tools';
import { orderKeys } from './order-keys';

// DELETE /api/order/{id}: cancels a pending order; its stock goes back to the tool
export function cancelOrder(id: string) {
  return apiRequest<{ acknowledged: boolean; deletedCount: number }>(`/order/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Order) => cancelOrder(order._id),
    onSuccess: (_data, order) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: toolKeys.detail(order.tool._id) });
      void queryClient.invalidateQueries({ queryKey: toolKeys.all });
    },
  });
}
