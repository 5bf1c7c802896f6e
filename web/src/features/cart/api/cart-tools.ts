import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Tool } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CartTool =
  { status: 'loading' } | { status: 'found'; tool: Tool } | { status: 'gone' } | { status: 'error'; error: Error };

// GET /api/tools?id=a,b,c   the tools of the cart's lines in one request (a cart holds at most 50)
function getToolsById(ids: readonly string[], signal?: AbortSignal): Promise<Tool[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return callApi('listTools', { path: endpoints.listTools.path({ id: ids.join(',') }), signal });
}

/** The tools of these cart lines (in the cart's order: the key names them so). */
export const cartToolsQueryOptions = (toolIds: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.tools.list({ id: toolIds.join(',') }),
    queryFn: ({ signal }) => getToolsById(toolIds, signal),
  });

/**
 * The tool of each cart line (image, SKU, name, minimum, stock, tiers). A tool deleted or archived
 * since it went in the cart is not in the answer: 'gone'.
 */
export function useCartTools(toolIds: readonly string[]): Map<string, CartTool> {
  const tools = useQuery(cartToolsQueryOptions(toolIds));
  const byId = new Map((tools.data ?? []).map((tool) => [tool._id, tool]));
  return new Map(
    toolIds.map((id): [string, CartTool] => {
      if (tools.isPending) return [id, { status: 'loading' }];
      if (tools.isError) return [id, { status: 'error', error: tools.error }];
      const tool = byId.get(id);
      return [id, tool ? { status: 'found', tool } : { status: 'gone' }];
    }),
  );
}
