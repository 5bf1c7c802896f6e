import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { AuditAction, AuditTargetKind, Caller } from '@toolshub/shared';
import { firestore } from '../firebase';

/**
 * `audit/{id}`: one entry per admin action, created in the transaction of the change it records
 * (so there is an entry if and only if the change happened), never updated or deleted: the API has
 * no route that writes one otherwise, and firestore.rules deny every client.
 */
export const auditCollection = () => firestore().collection('audit');

export interface AuditRecord {
  action: AuditAction;
  actor: Pick<Caller, 'uid' | 'email'>;
  target: { kind: AuditTargetKind; id: string; label: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

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
