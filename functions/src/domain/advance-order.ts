import { canAdvance, type OrderStatus } from '@toolshub/shared';
import { conflict, notFound } from '../errors';
import { orderStatusMail } from './order-mail';
import type { OrderStore } from './order-store';

/**
 * An admin moves an order one step along pending → processing → shipped → delivered. Anything
 * else (a skip, a step back, cancelling, which goes through DELETE) is a conflict with its status.
 */
export function advanceOrder(store: OrderStore, orderId: string, to: OrderStatus): Promise<void> {
  return store.transaction(async (tx) => {
    const order = await tx.getOrder(orderId);
    if (!order) throw notFound(`No order with id ${orderId}`);
    if (!canAdvance(order.status, to)) throw conflict(`Cannot move an order from ${order.status} to ${to}`);
    tx.setOrderStatus(order.id, to);
    tx.queueMail(orderStatusMail(order, to));
  });
}
