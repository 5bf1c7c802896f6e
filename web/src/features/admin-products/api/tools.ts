import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tool, ToolEditValues, ToolFieldsValues } from '@toolshub/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';
import { toolKeys } from '../../catalog/api/get-tools';

// GET /api/tools   every tool, newest first, paged
export function useAllTools() {
  return usePagedList<Tool>([...toolKeys.all, 'admin'], '/tools?limit=50');
}

// POST /api/tool   { updatedInfo }
export const addTool = (updatedInfo: ToolFieldsValues & { imageLink: string }) =>
  apiRequest<{ insertedId: string }>('/tool', { method: 'POST', body: { updatedInfo } });

// PATCH /api/tool/{id}   { updatedInfo: { price?, available?, minOrder?, toolDescription? } }
export const editTool = (id: string, updatedInfo: ToolEditValues) =>
  apiRequest<{ tool: Tool }>(`/tool/${encodeURIComponent(id)}`, { method: 'PATCH', body: { updatedInfo } });

// DELETE /api/tool/{id}
export const deleteTool = (id: string) =>
  apiRequest<{ deletedCount: number }>(`/tool/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Any change to the catalog refreshes every tools list and tool page. */
export function useToolMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: toolKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['tool'] });
    },
  });
}
