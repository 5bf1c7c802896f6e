import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Tool, type ToolListQuery } from '@toolshub/shared';
import { apiRequest } from '../../../lib/api-client';

export const toolKeys = {
  all: ['tools'] as const,
  list: (query: ToolListQuery) => ['tools', 'list', query] as const,
  detail: (id: string) => ['tool', id] as const,
};

// GET /api/tools?limit=&sort=&q=&category=&inStock=
export function getTools(query: ToolListQuery, signal?: AbortSignal): Promise<Tool[]> {
  return apiRequest<Tool[]>(endpoints.listTools.path(query), { signal });
}

export const toolsQueryOptions = (query: ToolListQuery) =>
  queryOptions({ queryKey: toolKeys.list(query), queryFn: ({ signal }) => getTools(query, signal) });

export function useTools(query: ToolListQuery) {
  return useQuery(toolsQueryOptions(query));
}
