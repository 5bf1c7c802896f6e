import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Order, type OrderListQuery, type OrderListFilters, type OrderStatus } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { callApiForFile, fileNameOf, saveFile } from '../../../lib/api-file';
import { queryKeys } from '../../../lib/query-keys';
import { useCursorPages } from '../../../hooks/use-cursor-pages';

// GET /api/orders?status=&payment=&from=&to=&email=&sort=&limit=   (admin) one page of All Orders,
// with X-Total-Count and the next page's link
export function useAllOrders(query: OrderListQuery) {
  return useCursorPages('listAllOrders', queryKeys.orders.list('everyone'), endpoints.listAllOrders.path(query));
}

// GET /api/exports/orders.csv?<the same filters>   (admin) through the API client: it needs the ID token
export async function exportOrders(query: OrderListFilters & Pick<OrderListQuery, 'sort'>) {
  const file = await callApiForFile('exportOrdersCsv', { path: endpoints.exportOrdersCsv.path(query) });
  const fileName = fileNameOf(file.contentDisposition, 'orders.csv');
  saveFile(file.blob, fileName);
  return fileName;
}

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
