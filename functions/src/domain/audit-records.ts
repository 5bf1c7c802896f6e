import { fromCents, orderMultipleOf, type OrderStatus, type PriceTierCents } from '@toolshub/shared';
import type { AuditActor, AuditRecord } from './audit-record';
import type { ToolContent } from './tool-content';
import type { CreditNoteRecord, StoredOrder } from './order-store';

/**
 * What each admin action records in the audit log (pure: the writes that call these add the
 * record to their own transaction). Values are as admins see them on screen and on the wire:
 * dollars, not cents.
 */

export type { AuditActor, AuditRecord };

/**
 * Who acts when the Admin SDK grants rights outside the API: the seed and `npm run grant-admin`
 * (an operator with the project's credentials).
 */
export const OPERATOR: AuditActor = { uid: 'operator', email: null };

/** A caller's action on an account or an order is an admin action when it was not on their own. */
export function actsAsAdmin(caller: { uid: string; admin: boolean }, ownerUid: string): boolean {
  return caller.admin && caller.uid !== ownerUid;
}

const orderTarget = (order: Pick<StoredOrder, 'id' | 'userEmail'>) => ({
  kind: 'order' as const,
  id: order.id,
  label: `Order of ${order.userEmail}`,
});

export function orderStatusChanged(
  actor: AuditActor,
  order: Pick<StoredOrder, 'id' | 'userEmail' | 'status'>,
  to: OrderStatus,
  extra: { invoiceNumber?: string } = {},
): AuditRecord {
  return {
    action: 'order.status-changed',
    actor,
    target: orderTarget(order),
    before: { status: order.status },
    after: { status: to, ...extra },
  };
}

export function paymentRecorded(
  actor: AuditActor,
  order: Pick<StoredOrder, 'id' | 'userEmail' | 'payment' | 'paymentReference'>,
  paymentReference: string,
): AuditRecord {
  return {
    action: 'order.payment-recorded',
    actor,
    target: orderTarget(order),
    before: { payment: order.payment, paymentReference: order.paymentReference },
    after: { payment: 'paid', paymentReference },
  };
}

/** A refund: what was refunded before and after, the credit note, and the status when it cancelled the order. */
export function orderRefunded(
  actor: AuditActor,
  order: Pick<StoredOrder, 'id' | 'userEmail' | 'status' | 'refundedCents'>,
  note: CreditNoteRecord,
): AuditRecord {
  return {
    action: 'order.refunded',
    actor,
    target: orderTarget(order),
    before: { refunded: fromCents(order.refundedCents), status: order.status },
    after: {
      refunded: fromCents(order.refundedCents + note.amountCents),
      status: note.cancelledOrder ? 'cancelled' : order.status,
      creditNote: note.number,
      amount: fromCents(note.amountCents),
      reason: note.reason,
    },
  };
}

const tiersInDollars = (tiers: PriceTierCents[]) =>
  tiers.map((tier) => ({ minQuantity: tier.minQuantity, price: fromCents(tier.priceCents) }));

/** A tool's fields as the audit log shows them (the wire's names, dollars). */
export function toolAuditFields(tool: ToolContent): Record<string, unknown> {
  return {
    toolName: tool.toolName,
    sku: tool.sku,
    category: tool.category,
    price: fromCents(tool.priceCents),
    priceTiers: tiersInDollars(tool.priceTiers),
    minOrder: tool.minOrder,
    available: tool.available,
    toolDescription: tool.toolDescription,
    imageLink: tool.imageLink,
    // Only for a tool sold in cases, so the entries of tools sold by the piece read as before.
    ...(orderMultipleOf(tool) > 1 ? { orderMultiple: orderMultipleOf(tool) } : {}),
  };
}

/**
 * The fields whose value differs between two tools' audit fields, each side's value (a side
 * without orderMultiple sells single pieces: 1).
 */
export function changedToolFields(
  was: Record<string, unknown>,
  now: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const valueOf = (fields: Record<string, unknown>, key: string) =>
    key === 'orderMultiple' ? (fields[key] ?? 1) : fields[key];
  const keys = [...new Set([...Object.keys(now), ...Object.keys(was)])];
  const changed = keys.filter((key) => JSON.stringify(valueOf(was, key)) !== JSON.stringify(valueOf(now, key)));
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((key) => [key, valueOf(was, key)])),
    after: Object.fromEntries(changed.map((key) => [key, valueOf(now, key)])),
  };
}

const toolTarget = (id: string, tool: Pick<ToolContent, 'toolName'>) => ({
  kind: 'tool' as const,
  id,
  label: tool.toolName,
});

export function toolCreated(actor: AuditActor, id: string, tool: ToolContent): AuditRecord {
  return { action: 'tool.created', actor, target: toolTarget(id, tool), before: null, after: toolAuditFields(tool) };
}

/**
 * An edit, with only the fields whose value it changed; null when it changed none (an edit that
 * sends the values the tool already has is no change to record).
 */
export function toolUpdated(
  actor: AuditActor,
  id: string,
  before: ToolContent,
  after: ToolContent,
): AuditRecord | null {
  const changed = changedToolFields(toolAuditFields(before), toolAuditFields(after));
  if (!changed) return null;
  return { action: 'tool.updated', actor, target: toolTarget(id, after), ...changed };
}

/** An admin's stock adjustment: the stock before and after, with why (and the note, if any). */
export function toolStockAdjusted(
  actor: AuditActor,
  tool: { id: string; toolName: string; available: number },
  adjustment: { delta: number; reason: string; note: string | null; availableAfter: number },
): AuditRecord {
  return {
    action: 'tool.stock-adjusted',
    actor,
    target: toolTarget(tool.id, tool),
    before: { available: tool.available },
    after: {
      available: adjustment.availableAfter,
      delta: adjustment.delta,
      reason: adjustment.reason,
      ...(adjustment.note ? { note: adjustment.note } : {}),
    },
  };
}

export function toolArchived(actor: AuditActor, id: string, tool: ToolContent): AuditRecord {
  return {
    action: 'tool.archived',
    actor,
    target: toolTarget(id, tool),
    before: { archived: false },
    after: { archived: true },
  };
}

export function toolDeleted(actor: AuditActor, id: string, tool: ToolContent): AuditRecord {
  return { action: 'tool.deleted', actor, target: toolTarget(id, tool), before: toolAuditFields(tool), after: null };
}

interface AccountTarget {
  uid: string;
  email: string | null;
}

const userTarget = (account: AccountTarget) => ({ kind: 'user' as const, id: account.uid, label: account.email ?? '' });

export function adminGranted(actor: AuditActor, account: AccountTarget): AuditRecord {
  return {
    action: 'user.admin-granted',
    actor,
    target: userTarget(account),
    before: { admin: false },
    after: { admin: true },
  };
}

export function adminRevoked(actor: AuditActor, account: AccountTarget): AuditRecord {
  return {
    action: 'user.admin-revoked',
    actor,
    target: userTarget(account),
    before: { admin: true },
    after: { admin: false },
  };
}

/** `profile`: what the account's profile held (null when it had none). */
export function userDeleted(
  actor: AuditActor,
  account: AccountTarget,
  profile: { displayName: string; role: 'admin' | null } | null,
  wasAdmin: boolean,
): AuditRecord {
  return {
    action: 'user.deleted',
    actor,
    target: userTarget(account),
    before: { email: account.email, displayName: profile?.displayName ?? null, admin: wasAdmin },
    after: null,
  };
}
