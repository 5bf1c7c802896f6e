import { endpoints, PAGE_SIZES, type AuditListQuery } from '@toolshub/shared';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

/** The page's filters; empty strings filter nothing. */
export type AuditFilters = Required<Pick<AuditListQuery, 'targetId' | 'actor'>> & {
  action: AuditListQuery['action'] | '';
};

export const NO_FILTERS: AuditFilters = { action: '', actor: '', targetId: '' };

// GET /api/audit?limit=&after=&action=&targetId=&actor=   (admin) newest first, paged;
// X-Total-Count carries how many entries match
export function useAuditLog(filters: AuditFilters) {
  const query: AuditListQuery = { limit: PAGE_SIZES.adminTable };
  if (filters.action) query.action = filters.action;
  if (filters.actor.trim()) query.actor = filters.actor.trim();
  if (filters.targetId.trim()) query.targetId = filters.targetId.trim();
  // Every admin action on any screen adds an entry: opening the log always asks the server again.
  return usePagedList(queryKeys.audit.list(query), 'listAudit', endpoints.listAudit.path(query), { staleTime: 0 });
}
