import type { SortKeySpec } from '../../firestore/cursor';
import { DOCUMENT_ID, type OrderField, type QueryShape } from '../../firestore/query-shape';

/**
 * Every query GET /api/audit sends to `audit`, as data: the repository builds them from this spec
 * (and nothing else) and the index test checks each filter combination against
 * firestore.indexes.json. Newest first by `at`, ties by document id.
 */
export interface AuditQueryFilters {
  action: string | null;
  targetId: string | null;
  /** The actor's e-mail address, lower case. */
  actorEmail: string | null;
}

/** The stored field each filter compares (equality). */
export const AUDIT_FILTER_FIELDS: Record<keyof AuditQueryFilters, string> = {
  action: 'action',
  targetId: 'target.id',
  actorEmail: 'actor.email',
};

/** Cursors carry the time in microseconds (Firestore's precision) and the id, tagged `at`. */
export const AUDIT_CURSOR_TAG = 'at';
export const AUDIT_CURSOR_KEYS: readonly SortKeySpec[] = [{ kind: 'timestamp' }];

export const AUDIT_ORDER: readonly OrderField[] = [
  { field: 'at', direction: 'desc', key: AUDIT_CURSOR_KEYS[0] },
  { field: DOCUMENT_ID, direction: 'desc' },
];

export function auditEqualities(filters: AuditQueryFilters): [field: string, value: string][] {
  return (Object.keys(AUDIT_FILTER_FIELDS) as (keyof AuditQueryFilters)[]).flatMap((key) => {
    const value = filters[key];
    return value === null ? [] : [[AUDIT_FILTER_FIELDS[key], value] as [string, string]];
  });
}

export function auditQueryShape(filters: AuditQueryFilters): QueryShape {
  return {
    collectionGroup: 'audit',
    equalities: auditEqualities(filters).map(([field]) => field),
    arrayContains: null,
    orderBy: AUDIT_ORDER.map(({ field, direction }) => ({ field, direction })),
  };
}
