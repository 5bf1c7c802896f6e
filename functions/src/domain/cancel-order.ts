import { can, canCancel, type Caller } from '@toolshub/shared';
import { conflict, forbidden, notFound } from '../errors';
import type { OrderStore } from './order-store';

/**
 * Cancels a pending order and gives its quantity back to the tool (off its pieces ordered too),
 * in one transaction. Only the
 * order's owner or an admin may; a tool deleted since is not brought back, the order is just cancelled.
 */
export function cancelOrder(store: OrderStore, orderId: string, caller: Caller): Promise<void> {
  return store.transaction(async (tx) => {
    const order = await tx.getOrder(orderId);
    if (!order) throw notFound(`No order with id ${orderId}`);
    if (!can('orders:cancel', caller, { uid: order.uid })) throw forbidden('You can only cancel your own orders');
    if (!canCancel(order.status)) {
      throw conflict(`Only a pending order can be cancelled; this one is ${order.status}`);
    }
    const tool = await tx.getTool(order.toolId);
    tx.setOrderStatus(order.id, 'cancelled');
    if (tool) {
      tx.setToolStock(tool.id, {
        available: tool.available + order.orderQuantity,
        // Never below 0: orders placed before the count was kept are not in it.
        unitsOrdered: Math.max(0, tool.unitsOrdered - order.orderQuantity),
      });
    }
  });
}
