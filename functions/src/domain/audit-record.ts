import type { AuditAction, AuditTargetKind, Caller } from '@toolshub/shared';

/** One audit entry as a change writes it (the store adds the time). */
export interface AuditRecord {
  action: AuditAction;
  actor: Pick<Caller, 'uid' | 'email'>;
  target: { kind: AuditTargetKind; id: string; label: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export type AuditActor = AuditRecord['actor'];
