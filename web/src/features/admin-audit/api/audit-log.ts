import { endpoints, type AuditListQuery } from '@toolshub/shared';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../hooks/use-paged-list';

// GET /api/audit?limit=&after=&action=&targetId=&actor=   (admin) newest first, paged;
// X-Total-Count carries how many entries match
export function useAuditLog(query: AuditListQuery) {
  // Every admin action on any screen adds an entry: opening the log always asks the server again.
  return usePagedList(queryKeys.audit.list(query), 'listAudit', endpoints.listAudit.path(query), { staleTime: 0 });
}
