import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type ToolListQuery } from '@toolshub/shared';
import { apiPage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// GET /api/tools?limit=&q=&category=&sort=&inStock=&after=&total=true   one page, its next link and X-Total-Count
// (asked for here, not in the query key: the page function seeds the same key with its total)
export function getToolPage(query: ToolListQuery, signal?: AbortSignal) {
  return apiPage('listTools', endpoints.listTools.path({ ...query, total: true }), { signal });
}

export const toolPageQueryOptions = (query: ToolListQuery) =>
  queryOptions({ queryKey: queryKeys.tools.page(query), queryFn: ({ signal }) => getToolPage(query, signal) });

export function useToolPage(query: ToolListQuery) {
  return useQuery(toolPageQueryOptions(query));
}
