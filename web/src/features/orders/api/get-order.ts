import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// GET /api/order/{id}   (its owner or an admin; 404 for anyone else, as for an unknown id)
export function getOrder(id: string, signal?: AbortSignal) {
  return callApi('getOrder', { path: endpoints.getOrder.path(id), signal });
}

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.orders.detail(id), queryFn: ({ signal }) => getOrder(id, signal) });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
