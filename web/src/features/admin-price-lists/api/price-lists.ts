import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ApiBody, type PriceListListQuery } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCursorPages } from '../../../hooks/use-cursor-pages';

// GET /api/price-lists?limit=   (shop admin) one page of the grid, newest first, with X-Total-Count
export function usePriceLists(query: PriceListListQuery) {
  return useCursorPages('listPriceLists', queryKeys.priceLists.list(query), endpoints.listPriceLists.path(query));
}

/** The companies a list can name: the first 100 by name (the API's largest page). */
const COMPANY_CHOICES = { sort: 'name', limit: 100 } as const;

// GET /api/companies?sort=name&limit=100   (shop admin) the editor's companies to tick
export function useCompanyChoices() {
  return useQuery({
    queryKey: queryKeys.companies.list(COMPANY_CHOICES),
    queryFn: ({ signal }) => callApi('listCompanies', { path: endpoints.listCompanies.path(COMPANY_CHOICES), signal }),
  });
}

// POST /api/price-lists   { name, companyIds, rules }   201 { id }
export const createPriceList = (body: ApiBody<'createPriceList'>) =>
  callApi('createPriceList', { path: endpoints.createPriceList.path(), body });

// PUT /api/price-lists/{id}   { name, companyIds, rules }: the whole list
export const updatePriceList = ({ id, ...body }: ApiBody<'updatePriceList'> & { id: string }) =>
  callApi('updatePriceList', { path: endpoints.updatePriceList.path(id), body });

// DELETE /api/price-lists/{id}
export const deletePriceList = (id: string) => callApi('deletePriceList', { path: endpoints.deletePriceList.path(id) });

/** A list written or deleted: the grid is read again, and so are tools (a member's prices follow the lists). */
export function usePriceListsMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.priceLists.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tools.all });
    },
  });
}
