import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, PAGE_SIZES, type ToolListQuery } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// GET /api/tools?limit=&sort=&q=&category=&inStock=
export function getTools(query: ToolListQuery, signal?: AbortSignal) {
  return callApi('listTools', { path: endpoints.listTools.path(query), signal });
}

export const toolsQueryOptions = (query: ToolListQuery) =>
  queryOptions({ queryKey: queryKeys.tools.list(query), queryFn: ({ signal }) => getTools(query, signal) });

export function useTools(query: ToolListQuery) {
  return useQuery(toolsQueryOptions(query));
}

/** Home's 'Our Popular Tools': the most ordered, never the whole catalogue (the page function seeds it). */
export const POPULAR_TOOLS_QUERY: ToolListQuery = { limit: PAGE_SIZES.homeTools, sort: 'popular' };
