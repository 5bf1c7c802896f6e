import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Tool } from '@toolshub/shared';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// GET /api/tool/{id}
export function getTool(id: string, signal?: AbortSignal) {
  return callApi('getTool', { path: endpoints.getTool.path(id), signal });
}

/**
 * The tool, or null where the catalogue has none by that id: the API answers 404 for an unknown (or
 * removed) tool and 400 for an id that cannot be one. Null is the page's answer, not a failure:
 * the purchase page function seeds it for an address it found no tool at.
 */
export async function findTool(id: string, signal?: AbortSignal): Promise<Tool | null> {
  try {
    return await getTool(id, signal);
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

export const toolQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.tools.detail(id), queryFn: ({ signal }) => findTool(id, signal) });

export function useTool(id: string) {
  return useQuery(toolQueryOptions(id));
}
