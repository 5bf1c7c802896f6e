import { can, canCancel, type Caller } from '@toolshub/shared';
import { conflict, notFound } from '../errors';
import type { OrderStore } from './order-store';

/**
 * Cancels a pending, unpaid order and gives every line's quantity back to its tool (off its pieces
 * ordered too), in one transaction. Only the order's owner or an admin may; to anyone else the
 * order does not exist (the same 404 as an unknown id, so ids do not leak). A tool deleted since is
 * not brought back, its line is just not restocked.
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
    const reads = await Promise.all(order.lines.map(async (line) => ({ line, tool: await tx.getTool(line.toolId) })));
    tx.setOrderStatus(order.id, 'cancelled');
    for (const { line, tool } of reads) {
      if (!tool) continue;
      tx.setToolStock(tool.id, {
        available: tool.available + line.quantity,
        // Never below 0: orders placed before the count was kept are not in it.
        unitsOrdered: Math.max(0, tool.unitsOrdered - line.quantity),
      });
    }
  });
}
