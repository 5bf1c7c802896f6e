import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ApiBody } from '@toolshub/shared';
import { callApi } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * Writing buying lists (`/api/lists`): here, in a shared layer, because the cart and an order's
 * details save lists ("Save as list") as well as the lists screen (features/buying-lists).
 */

// POST /api/lists   { name, shared, lines }   201 { id }
export const createBuyingList = (body: ApiBody<'createBuyingList'>) =>
  callApi('createBuyingList', { path: endpoints.createBuyingList.path(), body });

/** A list written or deleted: the lists are read again. */
export function useBuyingListsMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.buyingLists.all }),
  });
}
