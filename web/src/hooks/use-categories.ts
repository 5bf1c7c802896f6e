import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@toolshub/shared';
import { callApi } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

// GET /api/categories   [{ id, name, toolCount }] by name: the catalogue's filter and the admin's tool forms
export function getCategories(signal?: AbortSignal) {
  return callApi('listCategories', { path: endpoints.listCategories.path(), signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.categories.all, queryFn: ({ signal }) => getCategories(signal) });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
