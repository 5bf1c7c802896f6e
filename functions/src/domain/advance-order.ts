import {
  awaitsApproval,
  canAdvance,
  formatInvoiceNumber,
  paymentDueDate,
  shipRefusal,
  type OrderStatus,
} from '@toolshub/shared';
import { config } from '../config';
import { conflict, notFound } from '../errors';
import { orderStatusChanged, type AuditActor } from './audit-records';
import { orderShippedMail, orderStatusMail } from './order-mail';
import type { OrderStore } from './order-store';

/**
 * An admin moves an order one step along pending → processing → shipped → delivered. Anything
 * else (a skip, a step back, cancelling, which goes through DELETE) is a conflict with its status.
 * The move to shipped also gives the order the next invoice number of the year (UTC) and its
 * payment due date (the company's payment terms for a company's order, else the shop's; a company
 * that prepays, terms of 0 days, has its orders shipped only once paid), in the same transaction:
 * a number is only taken by an order that ships, and
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
      if (awaitsApproval(order.status)) {
        throw conflict("This order awaits its company's approval; it can be handled once a company admin approves it");
      }
      if (!canAdvance(order.status, to)) throw conflict(`Cannot move an order from ${order.status} to ${to}`);
      if (to !== 'shipped') {
        tx.setOrderStatus(order.id, to);
        tx.queueMail(orderStatusMail(order, to));
        tx.recordAudit(orderStatusChanged(actor, order, to));
        return;
      }
      // A company's order is due on the company's terms; a prepaying company's ships once paid.
      const company = order.companyId ? await tx.getCompany(order.companyId) : null;
      const termsDays = company?.paymentTermsDays ?? config.paymentTermsDays;
      const refusal = company ? shipRefusal(termsDays, order.payment) : null;
      if (refusal) throw conflict(refusal);
      const year = now.getUTCFullYear();
      const sequence = (await tx.getInvoiceCount(year)) + 1;
      const invoiceNumber = formatInvoiceNumber(year, sequence);
      tx.setInvoiceCount(year, sequence);
      tx.shipOrder(order.id, {
        at: now,
        invoiceNumber,
        paymentDueAt: paymentDueDate(now, termsDays),
      });
      tx.queueMail(orderShippedMail(order, invoiceNumber));
      tx.recordAudit(orderStatusChanged(actor, order, to, { invoiceNumber }));
    },
    // Shipments take turns on the year's counter here instead of colliding on it.
    { contentionKeys: to === 'shipped' ? [`invoices/${now.getUTCFullYear()}`] : [] },
  );
}
