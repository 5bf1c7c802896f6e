import { endpoints, PAGE_SIZES } from '@toolshub/shared';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../hooks/use-paged-list';

// GET /api/orders/{email}   (owner or admin), newest first, paged
export function useMyOrders(email: string) {
  return usePagedList(
    queryKeys.orders.list({ email }),
    'listOrdersOf',
    endpoints.listOrdersOf.path(email, { limit: PAGE_SIZES.myOrders }),
  );
}
