import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tool } from '@toolshub/shared';
import { apiRequest } from '../../../lib/api-client';

export const toolKeys = {
  all: ['tools'] as const,
  list: (limit: number) => ['tools', 'list', limit] as const,
  detail: (id: string) => ['tool', id] as const,
};

// GET /api/tools?limit=
export function getTools(limit: number, signal?: AbortSignal): Promise<Tool[]> {
  return apiRequest<Tool[]>(`/tools?limit=${limit}`, { signal });
}

export const toolsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: toolKeys.list(limit), queryFn: ({ signal }) => getTools(limit, signal) });

export function useTools(limit: number) {
  return useQuery(toolsQueryOptions(limit));
}
