/** The audit log: one entry per admin action, written in the same transaction as the change. */

export const AUDIT_ACTIONS = [
  'user.admin-granted',
  'user.admin-revoked',
  'user.deleted',
  'tool.created',
  'tool.updated',
  'tool.archived',
  'tool.deleted',
  'tool.imported',
  'tool.stock-adjusted',
  'order.status-changed',
  'order.payment-recorded',
  'order.refunded',
  'company.application-approved',
  'company.application-rejected',
  'company.updated',
  'price-list.created',
  'price-list.updated',
  'price-list.deleted',
  'quote.offered',
  'quote.declined',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about. */
export type AuditTargetKind = 'user' | 'tool' | 'order' | 'company' | 'company-application' | 'price-list' | 'quote';

export interface AuditEntry {
  _id: string;
  action: AuditAction;
  /** Who did it. */
  actor: { uid: string; email: string | null };
  target: { kind: AuditTargetKind; id: string; label: string };
  /** ISO 8601, the server's time of the change. */
  at: string;
  /** The fields the action changed, before and after (null where there was nothing: a creation, a deletion). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** GET /api/audit?limit=&after=&action=&targetId=&actor= : newest first. */
export interface AuditListQuery {
  limit?: number;
  after?: string;
  action?: AuditAction;
  /** An entry's target id (a tool id, an order id, an account's uid). */
  targetId?: string;
  /** The actor's e-mail address. */
  actor?: string;
}
