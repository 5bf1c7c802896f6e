import type { Order } from '@toolshub/shared';
import { usePagedList } from '../../../lib/use-paged-list';
import { orderKeys } from './order-keys';

// GET /api/orders/{email}   (owner or admin), newest first, paged
export function useMyOrders(email: string) {
  return usePagedList<Order>(orderKeys.mine(email), `/orders/${encodeURIComponent(email)}?limit=20`);
}
