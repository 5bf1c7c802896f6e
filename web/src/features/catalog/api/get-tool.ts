import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tool } from '@toolshub/shared';
import { apiRequest } from '../../../lib/api-client';
import { toolKeys } from './get-tools';

// GET /api/tool/{id}
export function getTool(id: string, signal?: AbortSignal): Promise<Tool> {
  return apiRequest<Tool>(`/tool/${encodeURIComponent(id)}`, { signal });
}

export const toolQueryOptions = (id: string) =>
  queryOptions({ queryKey: toolKeys.detail(id), queryFn: ({ signal }) => getTool(id, signal) });

export function useTool(id: string) {
  return useQuery(toolQueryOptions(id));
}
