import { endpoints, type Tool } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';

// GET /api/tools?sku=A,B,C   the catalogue's tools with those SKUs (unknown ones are left out)
export function getToolsBySku(skus: readonly string[], signal?: AbortSignal): Promise<Tool[]> {
  if (skus.length === 0) return Promise.resolve([]);
  return callApi('listTools', { path: endpoints.listTools.path({ sku: skus.join(',') }), signal });
}
