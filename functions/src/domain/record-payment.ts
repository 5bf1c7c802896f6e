import { conflict, notFound } from '../errors';
import { paymentRecorded, type AuditActor } from './audit-records';
import { creditHolder, releaseCredit } from './company-orders';
import { paymentRecordedMail } from './order-mail';
import type { OrderStore } from './order-store';

/**
 * An admin records that an order was paid, with the payment's reference: at any status but
 * cancelled (paying before shipping is a prepayment), and once. The buyer is told in the same
 * transaction, and the audit log records who recorded it. A company's order paid frees its total
 * from the company's open balance (its credit).
 */
export function recordPayment(
  store: OrderStore,
  orderId: string,
  paymentReference: string,
  actor: AuditActor,
  now = new Date(),
): Promise<void> {
  return store.transaction(async (tx) => {
    const order = await tx.getOrder(orderId);
    if (!order) throw notFound(`No order with id ${orderId}`);
    if (order.payment === 'paid') {
      throw conflict(`This order is already paid (reference ${order.paymentReference ?? 'not recorded'})`);
    }
    if (order.status === 'cancelled') throw conflict('A cancelled order cannot be paid');
    const company = await creditHolder(tx, order);
    tx.recordPayment(order.id, { paymentReference, at: now });
    releaseCredit(tx, company, order);
    tx.queueMail(paymentRecordedMail(order, paymentReference));
    tx.recordAudit(paymentRecorded(actor, order, paymentReference));
  });
}
