import { awaitsApproval, can, canCancel, type Caller } from '@toolshub/shared';
import { creditHolder, isCompanyAdminOf, releaseCredit } from './company-orders';
import { conflict, notFound } from '../errors';
import { actsAsAdmin, orderStatusChanged } from './audit-records';
import { orderStatusMail } from './order-mail';
import type { OrderStore, OrderTransaction, StatusDecision, StoredOrder } from './order-store';

/**
 * Cancels a pending, unpaid order and gives every line's quantity back to its tool (off its pieces
 * ordered too), in one transaction, with the buyer's message. Only the order's owner or an admin
 * may; to anyone else the order does not exist (the same 404 as an unknown id, so ids do not leak).
 * A tool deleted since is not brought back, its line is just not restocked. An admin cancelling
 * someone else's order is an admin action, recorded in the audit log; an owner's own cancel is not.
 */
export function cancelOrder(store: OrderStore, orderId: string, caller: Caller): Promise<void> {
  return store.transaction(async (tx) => {
    const order = await tx.getOrder(orderId);
    if (!order || !(await mayCancel(tx, order, caller))) throw notFound(`No order with id ${orderId}`);
    if (!canCancel(order.status, order.payment)) {
      throw conflict(
        order.status === 'pending'
          ? 'This order is already paid, so it can no longer be cancelled'
          : `Only a pending order can be cancelled; this one is ${order.status}`,
      );
    }
    await cancelWithRestock(tx, order, 'cancelled');
    if (actsAsAdmin(caller, order.uid)) {
      tx.recordAudit(orderStatusChanged({ uid: caller.uid, email: caller.email ?? null }, order, 'cancelled'));
    }
  });
}

/**
 * The order's owner and the shop's admins may cancel it; so may a company admin of the company
 * whose member placed it (their membership read in the transaction).
 */
async function mayCancel(tx: OrderTransaction, order: StoredOrder, caller: Caller): Promise<boolean> {
  if (can('orders:cancel', caller, { uid: order.uid })) return true;
  if (!order.companyId) return false;
  return isCompanyAdminOf(caller, await tx.getMembership(caller.uid), order);
}

export type ExpireOutcome = 'expired' | 'moved-on' | 'not-found';

/** What ran out: a pending order's reservation, or an order's wait for its company's approval. */
export type HoldKind = 'reservation' | 'approval';

/**
 * A hold ran out: cancels the order as `cancelOrder` does (stock back, the company's credit
 * freed), telling the buyer it expired. A reservation expires a pending, unpaid order; an approval
 * hold an order still awaiting approval (recorded in its history as expired, decided by no one).
 * Any other order (moved on, approved, cancelled already, paid) is left as it is, so a task that
 * runs twice, or late, changes nothing.
 */
export function expireOrder(
  store: OrderStore,
  orderId: string,
  hold: HoldKind = 'reservation',
): Promise<ExpireOutcome> {
  return store.transaction(async (tx) => {
    const order = await tx.getOrder(orderId);
    if (!order) return 'not-found';
    if (hold === 'approval') {
      if (!awaitsApproval(order.status)) return 'moved-on';
      await cancelWithRestock(tx, order, 'approval-expired', { by: null, decision: 'expire', note: null });
      return 'expired';
    }
    if (!canCancel(order.status, order.payment)) return 'moved-on';
    await cancelWithRestock(tx, order, 'expired');
    return 'expired';
  });
}

/**
 * Cancels the order in the caller's transaction (which has read nothing else to write yet): its
 * stock back, its company's open balance freed, the buyer told; a decision goes in its history.
 */
export async function cancelWithRestock(
  tx: OrderTransaction,
  order: StoredOrder,
  news: 'cancelled' | 'expired' | 'rejected' | 'approval-expired',
  decision?: StatusDecision,
) {
  const company = await creditHolder(tx, order);
  await returnOrderStock(tx, order, news === 'expired' || news === 'approval-expired' ? 'expired' : 'cancelled');
  releaseCredit(tx, company, order);
  tx.setOrderStatus(order.id, 'cancelled', decision);
  tx.queueMail(orderStatusMail(order, news));
}

/** Why an order's stock goes back to its tools. */
export type StockReturnReason = 'cancelled' | 'expired' | 'refunded';

/** How the stock ledger names each return. */
const LEDGER_REASON = { cancelled: 'cancel', expired: 'expiry', refunded: 'refund' } as const;

/**
 * The one place an order's stock goes back: every line's quantity to its tool (and off its pieces
 * ordered), inside the caller's transaction, for a cancel, an expiry or a refund (`reason`, which its stock
 * ledger entries carry). It reads the tools first, then writes: call
 * it before the transaction's other writes. A tool deleted since is not brought back; its line is
 * just not restocked.
 */
export async function returnOrderStock(
  tx: OrderTransaction,
  order: Pick<StoredOrder, 'id' | 'lines'>,
  reason: StockReturnReason,
): Promise<void> {
  const reads = await Promise.all(order.lines.map(async (line) => ({ line, tool: await tx.getTool(line.toolId) })));
  for (const { line, tool } of reads) {
    if (!tool) continue;
    tx.setToolStock(
      tool.id,
      {
        available: tool.available + line.quantity,
        // Never below 0: orders placed before the count was kept are not in it.
        unitsOrdered: Math.max(0, tool.unitsOrdered - line.quantity),
      },
      { reason: LEDGER_REASON[reason], orderId: order.id },
    );
  }
}
