import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Category } from '@toolshub/shared';
import { apiRequest } from '../../../lib/api-client';

export const categoryKeys = { all: ['categories'] as const };

// GET /api/categories   [{ id, name, toolCount }] by name
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>(endpoints.listCategories.path(), { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.all, queryFn: ({ signal }) => getCategories(signal) });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
