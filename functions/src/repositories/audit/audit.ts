import {
  FieldPath,
  FieldValue,
  Timestamp,
  type FirestoreDataConverter,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditTargetKind } from '@toolshub/shared';
import type { AuditRecord } from '../../domain/audit-records';
import { firestore } from '../../firebase';
import { AUDIT_CURSOR_TAG, AUDIT_ORDER, auditEqualities, type AuditQueryFilters } from './queries';
import { encodeSortCursor, type SortCursor } from '../../firestore/cursor';
import { fields, isoOrNull } from '../../firestore/fields';
import { countQuery, readQuery } from '../../firestore/read-meter';
import { DOCUMENT_ID } from '../../firestore/query-shape';

/**
 * `audit/{id}`: one entry per admin action, created in the transaction of the change it records
 * (so there is an entry if and only if the change happened), never updated or deleted: the API has
 * no route that writes one otherwise, and firestore.rules deny every client.
 */
export const auditCollection = () => firestore().collection('audit');

/** Adds the entry to the transaction's writes (call it after the transaction's reads). */
export function recordAudit(tx: Transaction, record: AuditRecord): void {
  tx.create(auditCollection().doc(), {
    action: record.action,
    actor: { uid: record.actor.uid, email: record.actor.email ?? null },
    target: record.target,
    before: record.before,
    after: record.after,
    at: FieldValue.serverTimestamp(),
  });
}

interface StoredEntry {
  entry: AuditEntry;
  at: Timestamp | null;
}

const TARGET_KINDS: readonly AuditTargetKind[] = [
  'user',
  'tool',
  'order',
  'company',
  'company-application',
  'price-list',
];
const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);
const isTargetKind = (value: string): value is AuditTargetKind => (TARGET_KINDS as readonly string[]).includes(value);
const changeOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** Timestamps inside `before`/`after` travel as ISO strings, as everywhere on the wire. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

const auditConverter: FirestoreDataConverter<StoredEntry> = {
  toFirestore: () => {
    throw new Error('Audit entries are written by recordAudit only');
  },
  fromFirestore: (snap) => {
    const f = fields(snap.data());
    const actor = fields(f.record('actor'));
    const target = fields(f.record('target'));
    const action = f.string('action');
    const kind = target.string('kind');
    const at = f.timestamp('at');
    return {
      at,
      entry: {
        _id: snap.id,
        // Entries are only written with a known action and kind; the fallbacks never show unless one was forged.
        action: isAction(action) ? action : 'tool.updated',
        actor: { uid: actor.string('uid'), email: actor.optionalString('email') ?? null },
        target: { kind: isTargetKind(kind) ? kind : 'tool', id: target.string('id'), label: target.string('label') },
        at: isoOrNull(at) ?? '',
        before: changeOf(plain(snap.get('before'))),
        after: changeOf(plain(snap.get('after'))),
      },
    };
  },
};

const micros = (t: Timestamp | null) => (t ? t.seconds * 1_000_000 + Math.floor(t.nanoseconds / 1000) : 0);
const timestampOf = (value: number) => new Timestamp(Math.floor(value / 1_000_000), (value % 1_000_000) * 1000);

export interface AuditListRequest {
  filters: AuditQueryFilters;
  limit: number;
  after: SortCursor | null;
}

export interface AuditPage {
  items: AuditEntry[];
  nextCursor: string | null;
  /** Entries matching the filters, on every page. */
  totalCount: number;
}

/**
 * Newest first, filtered by equality on action, target id and actor e-mail (any combination, each
 * with its composite index); reads the page (limit + 1) and a count() of the matches.
 */
export async function listAudit(request: AuditListRequest): Promise<AuditPage> {
  let filtered: Query<StoredEntry> = auditCollection().withConverter(auditConverter);
  for (const [field, value] of auditEqualities(request.filters)) filtered = filtered.where(field, '==', value);
  let query = filtered;
  for (const { field, direction } of AUDIT_ORDER) {
    query = query.orderBy(field === DOCUMENT_ID ? FieldPath.documentId() : field, direction);
  }
  if (request.after) {
    const [at] = request.after.values;
    query = query.startAfter(timestampOf(typeof at === 'number' ? at : 0), request.after.id);
  }
  const [snap, totalCount] = await Promise.all([readQuery(query.limit(request.limit + 1)), countQuery(filtered)]);
  const docs = snap.docs.slice(0, request.limit);
  const last = docs[docs.length - 1];
  const nextCursor =
    snap.docs.length > request.limit && last
      ? encodeSortCursor({ tag: AUDIT_CURSOR_TAG, values: [micros(last.data().at)], id: last.id })
      : null;
  return { items: docs.map((d) => d.data().entry), nextCursor, totalCount };
}
