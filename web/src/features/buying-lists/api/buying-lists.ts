import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ApiBody } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export { createBuyingList, useBuyingListsMutation } from '../../../api/buying-lists';

// GET /api/lists   the caller's lists and their company's shared ones, last changed first
export function useBuyingLists() {
  return useQuery({
    queryKey: queryKeys.buyingLists.list(),
    queryFn: ({ signal }) => callApi('listBuyingLists', { path: endpoints.listBuyingLists.path(), signal }),
  });
}

// PUT /api/lists/{id}   { name, shared, lines }: the whole list
export const updateBuyingList = ({ id, ...body }: ApiBody<'updateBuyingList'> & { id: string }) =>
  callApi('updateBuyingList', { path: endpoints.updateBuyingList.path(id), body });

// DELETE /api/lists/{id}
export const deleteBuyingList = (id: string) =>
  callApi('deleteBuyingList', { path: endpoints.deleteBuyingList.path(id) });

// POST /api/lists/{id}/add-to-cart   the lines into the cart by the cart's rule: { added, refused, cart }
export const addBuyingListToCart = (id: string) =>
  callApi('addBuyingListToCart', { path: endpoints.addBuyingListToCart.path(id) });

/** "Add all to cart": the cart is read again (its lines and version changed). */
export function useAddListToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBuyingListToCart,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}
