import { useQueries } from '@tanstack/react-query';
import { endpoints, type Tool } from '@toolshub/shared';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CartTool =
  { status: 'loading' } | { status: 'found'; tool: Tool } | { status: 'gone' } | { status: 'error'; error: Error };

/**
 * The tool of each cart line (image, SKU, name, minimum, stock, tiers), each under its own detail
 * key, so the purchase page and the cart share them. A tool deleted or archived since it went in
 * the cart answers 404: 'gone'.
 */
export function useCartTools(toolIds: readonly string[]): Map<string, CartTool> {
  const results = useQueries({
    queries: toolIds.map((id) => ({
      queryKey: queryKeys.tools.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi('getTool', { path: endpoints.getTool.path(id), signal }),
      retry: (failures: number, err: Error) => !(err instanceof ApiRequestError && err.status === 404) && failures < 2,
    })),
  });
  return new Map(
    toolIds.map((id, i): [string, CartTool] => {
      const result = results[i];
      if (!result || result.isPending) return [id, { status: 'loading' }];
      if (result.data) return [id, { status: 'found', tool: result.data }];
      if (result.error instanceof ApiRequestError && result.error.status === 404) return [id, { status: 'gone' }];
      return [id, { status: 'error', error: result.error ?? new Error('The tool could not be loaded') }];
    }),
  );
}
