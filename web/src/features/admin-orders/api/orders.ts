import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@toolshub/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';
import { orderKeys } from '../../orders/api/order-keys';

// GET /api/orders   (admin) every customer's orders, newest first, paged
export function useAllOrders() {
  return usePagedList<Order>(orderKeys.everyone(), '/orders?limit=50');
}

// PATCH /api/order/{id}   { status }: one step forward in the lifecycle
export function advanceOrder(order: Order, status: OrderStatus) {
  return apiRequest<{ acknowledged: boolean }>(`/order/${encodeURIComponent(order._id)}`, {
    method: 'PATCH',
    body: { status },
  });
}

export function useAdvanceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, status }: { order: Order; status: OrderStatus }) => advanceOrder(order, status),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
