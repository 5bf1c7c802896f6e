import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// GET /api/tools?limit=
export function getTools(limit: number, signal?: AbortSignal) {
  return callApi('listTools', { path: endpoints.listTools.path({ limit }), signal });
}

export const toolsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: queryKeys.tools.list({ limit }), queryFn: ({ signal }) => getTools(limit, signal) });

export function useTools(limit: number) {
  return useQuery(toolsQueryOptions(limit));
}
