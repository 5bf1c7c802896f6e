import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, TOOL_IMPORT_CONTENT_TYPE, type ToolImportReport } from '@toolshub/shared';
import { apiFailure, sendApiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function isReport(value: unknown): value is ToolImportReport {
  return typeof value === 'object' && value !== null && 'rows' in value && Array.isArray(value.rows);
}

// POST /api/tools/import?dryRun=   body: the CSV. 422 answers the report too (a row was refused, nothing written).
export async function importTools(csv: string, dryRun: boolean): Promise<ToolImportReport> {
  const sent = await sendApiRequest(endpoints.importTools.path(dryRun ? { dryRun: true } : undefined), {
    method: endpoints.importTools.method,
    headers: { Accept: 'application/json' },
    text: { content: csv, contentType: TOOL_IMPORT_CONTENT_TYPE },
  });
  const data: unknown = await sent.res.json().catch(() => null);
  if ((sent.res.ok || sent.res.status === 422) && isReport(data)) return data;
  throw apiFailure(sent, data);
}

/** The preview (a dry run) and the import; an applied import refreshes every tools list. */
export function useToolImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) => importTools(csv, dryRun),
    onSuccess: (report) => {
      if (report.applied) void queryClient.invalidateQueries({ queryKey: queryKeys.tools.all });
    },
  });
}
