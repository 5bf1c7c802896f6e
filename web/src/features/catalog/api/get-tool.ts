import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// GET /api/tool/{id}
export function getTool(id: string, signal?: AbortSignal) {
  return callApi('getTool', { path: endpoints.getTool.path(id), signal });
}

export const toolQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.tools.detail(id), queryFn: ({ signal }) => getTool(id, signal) });

export function useTool(id: string) {
  return useQuery(toolQueryOptions(id));
}
