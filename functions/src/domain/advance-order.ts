import { canAdvance, formatInvoiceNumber, type OrderStatus } from '@toolshub/shared';
import { config } from '../config';
import { conflict, notFound } from '../errors';
import { orderStatusChanged, type AuditActor } from './audit-records';
import { orderShippedMail, orderStatusMail } from './order-mail';
import type { OrderStore } from './order-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An admin moves an order one step along pending → processing → shipped → delivered. Anything
 * else (a skip, a step back, cancelling, which goes through DELETE) is a conflict with its status.
 * The move to shipped also gives the order the next invoice number of the year (UTC) and its
 * payment due date, in the same transaction: a number is only taken by an order that ships, and
 * the buyer's shipped message carries that invoice. The admin's move is in the audit log, from
 * the same transaction.
 */
export function advanceOrder(
  store: OrderStore,
  orderId: string,
  to: OrderStatus,
  actor: AuditActor,
  now = new Date(),
): Promise<void> {
  return store.transaction(
    async (tx) => {
      const order = await tx.getOrder(orderId);
      if (!order) throw notFound(`No order with id ${orderId}`);
      if (!canAdvance(order.status, to)) throw conflict(`Cannot move an order from ${order.status} to ${to}`);
      if (to !== 'shipped') {
        tx.setOrderStatus(order.id, to);
        tx.queueMail(orderStatusMail(order, to));
        tx.recordAudit(orderStatusChanged(actor, order, to));
        return;
      }
      const year = now.getUTCFullYear();
      const sequence = (await tx.getInvoiceCount(year)) + 1;
      const invoiceNumber = formatInvoiceNumber(year, sequence);
      tx.setInvoiceCount(year, sequence);
      tx.shipOrder(order.id, {
        at: now,
        invoiceNumber,
        paymentDueAt: new Date(now.getTime() + config.paymentTermsDays * DAY_MS),
      });
      tx.queueMail(orderShippedMail(order, invoiceNumber));
      tx.recordAudit(orderStatusChanged(actor, order, to, { invoiceNumber }));
    },
    // Shipments take turns on the year's counter here instead of colliding on it.
    { contentionKeys: to === 'shipped' ? [`invoices/${now.getUTCFullYear()}`] : [] },
  );
}
