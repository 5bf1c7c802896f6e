import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, PAGE_SIZES, type ApiBody, type OrderListFilters } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../hooks/use-paged-list';

// GET /api/company/orders?status=&limit=   company admins: the company's orders; buyers: their own. Newest first, paged
export function useCompanyOrders(filters: OrderListFilters = {}, { enabled = true }: { enabled?: boolean } = {}) {
  const query = { ...filters, limit: PAGE_SIZES.myOrders };
  return usePagedList(queryKeys.orders.company(query), 'listCompanyOrders', endpoints.listCompanyOrders.path(query), {
    enabled,
  });
}

// POST /api/order/{id}/approval   { decision: 'approve' | 'reject', note? } (a company admin, not the buyer)
export function decideApproval(orderId: string, body: ApiBody<'decideApproval'>) {
  return callApi('decideApproval', { path: endpoints.decideApproval.path(orderId), body });
}

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: ApiBody<'decideApproval'> & { orderId: string }) =>
      decideApproval(orderId, body),
    // The order moves on (or is cancelled and its stock returns); the company's credit changes with it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.company.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tools.all });
    },
  });
}
