import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_HEADERS,
  endpoints,
  type InventoryQuery,
  type StockAdjustmentBody,
  type ToolEditValues,
  type ToolFieldsValues,
} from '@toolshub/shared';
import { callApi, callApiWithHeaders } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCursorPages } from '../../../hooks/use-cursor-pages';

// GET /api/inventory?category=&lowStock=&archived=&sort=&limit=   (admin) one page of All Products,
// archived tools included, with X-Total-Count and the next page's link
export function useInventory(query: InventoryQuery) {
  return useCursorPages('listInventory', queryKeys.inventory.list(query), endpoints.listInventory.path(query));
}

/** A tool as it is now, with the version (ETag) an edit must name. */
export function useToolForEdit(id: string | null) {
  return useQuery({
    queryKey: [...queryKeys.tools.detail(id ?? ''), 'edit'],
    enabled: id !== null,
    // Always the current figures: an edit starts from what the server holds, never from a cache.
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      // The admin read: an archived tool (off the catalogue, so not on GET /api/tool/{id}) edits too.
      const { data, headers } = await callApiWithHeaders('getInventoryTool', {
        path: endpoints.getInventoryTool.path(id ?? ''),
        signal,
      });
      return { tool: data, etag: headers.get(API_HEADERS.etag) };
    },
  });
}

// POST /api/tool   { updatedInfo }
export const addTool = (updatedInfo: ToolFieldsValues & { imageLink: string }) =>
  callApi('createTool', { path: endpoints.createTool.path(), body: { updatedInfo } });

// PATCH /api/tool/{id}   { updatedInfo: { price?, available?, minOrder?, toolDescription? } }, If-Match: its ETag
export const editTool = (id: string, updatedInfo: ToolEditValues, etag: string | null) =>
  callApi('updateTool', {
    path: endpoints.updateTool.path(id),
    body: { updatedInfo },
    headers: etag ? { [API_HEADERS.ifMatch]: etag } : {},
  });

// DELETE /api/tool/{id}   deletes it, or archives it while open orders name it
export const deleteTool = (id: string) => callApi('deleteTool', { path: endpoints.deleteTool.path(id) });

/** How many of a tool's newest stock movements the edit dialog shows. */
export const RECENT_MOVEMENTS = 8;

/** The tool's stock ledger key: under the tool, so any change of the catalogue refreshes it. */
const movementsKey = (id: string) => [...queryKeys.tools.detail(id), 'stock-movements'] as const;

// GET /api/tool/{id}/stock-movements?limit=   (admin) the newest movements first
export function useStockMovements(id: string | null) {
  return useQuery({
    queryKey: movementsKey(id ?? ''),
    enabled: id !== null,
    staleTime: 0,
    queryFn: ({ signal }) =>
      callApi('listStockMovements', {
        path: endpoints.listStockMovements.path(id ?? '', { limit: RECENT_MOVEMENTS }),
        signal,
      }),
  });
}

// POST /api/tool/{id}/stock-adjustments   { delta, reason, note? }: the movement and the tool as it is now
export const adjustStock = (id: string, body: StockAdjustmentBody) =>
  callApi('adjustStock', { path: endpoints.adjustStock.path(id), body });

/** Any change to the catalog refreshes every tools list and tool page. */
export function useToolMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.tools.all }),
  });
}
