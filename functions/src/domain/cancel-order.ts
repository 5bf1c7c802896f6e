import { can, canCancel, type Caller } from '@toolshub/shared';
import { conflict, notFound } from '../errors';
import { actsAsAdmin, orderStatusChanged } from './audit-records';
import { orderStatusMail } from './order-mail';
import type { OrderStore, OrderTransaction, StoredOrder } from './order-store';

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
    if (!order || !can('orders:cancel', caller, { uid: order.uid })) throw notFound(`No order with id ${orderId}`);
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

export type ExpireOutcome = 'expired' | 'moved-on' | 'not-found';

/**
 * A reservation ran out: cancels the order as `cancelOrder` does, telling the buyer it expired.
 * An order that is no longer pending (moved on, or cancelled already) or is paid is left as it
 * is, so a task that runs twice, or late, changes nothing.
 */
export function expireOrder(store: OrderStore, orderId: string): Promise<ExpireOutcome> {
  return store.transaction(async (tx) => {
    const order = await tx.getOrder(orderId);
    if (!order) return 'not-found';
    if (!canCancel(order.status, order.payment)) return 'moved-on';
    await cancelWithRestock(tx, order, 'expired');
    return 'expired';
  });
}

async function cancelWithRestock(tx: OrderTransaction, order: StoredOrder, news: 'cancelled' | 'expired') {
  await returnOrderStock(tx, order, news);
  tx.setOrderStatus(order.id, 'cancelled');
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
