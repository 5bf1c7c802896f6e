import { endpoints, PAGE_SIZES } from '@toolshub/shared';
import { queryKeys } from '../../../lib/query-keys';
import { pagedListOptions, usePagedList } from '../../../hooks/use-paged-list';

// GET /api/orders/{email}   (owner or admin), newest first, paged
const myOrdersList = (email: string) =>
  [
    queryKeys.orders.list({ email }),
    'listOrdersOf',
    endpoints.listOrdersOf.path(email, { limit: PAGE_SIZES.myOrders }),
  ] as const;

export function useMyOrders(email: string) {
  return usePagedList(...myOrdersList(email));
}

export const myOrdersQueryOptions = (email: string) => pagedListOptions(...myOrdersList(email));
