import { formatCreditNoteNumber, formatPrice, fromCents, refundableCents } from '@toolshub/shared';
import { conflict, notFound } from '../errors';
import { orderRefunded, type AuditActor } from './audit-records';
import { returnOrderStock } from './cancel-order';
import { refundRecordedMail } from './order-mail';
import type { CreditNoteRecord, OrderStore } from './order-store';

export interface RefundRequest {
  amountCents: number;
  reason: string;
}

/**
 * An admin refunds (part of) what a paid order's buyer paid: at most what was paid less the
 * refunds before (409 beyond; an unpaid order has nothing to refund). In one transaction: the
 * year's next credit note number (`CN-2026-00001`, gapless as invoice numbers are: the counter is
 * read and written with a precondition, so two refunds at once take two numbers and a retry takes
 * the next), the credit note on the order, and, for an order that has not shipped yet, its cancel
 * with its stock given back (once: an order cancelled by an earlier refund gives nothing again);
 * the buyer's message and the audit entry go with it.
 */
export function refundOrder(
  store: OrderStore,
  orderId: string,
  { amountCents, reason }: RefundRequest,
  actor: AuditActor,
  now = new Date(),
): Promise<CreditNoteRecord> {
  const year = now.getUTCFullYear();
  return store.transaction(
    async (tx) => {
      const order = await tx.getOrder(orderId);
      if (!order) throw notFound(`No order with id ${orderId}`);
      if (order.payment !== 'paid') throw conflict('Only a paid order can be refunded; this one is not paid yet');
      const left = refundableCents(order);
      if (left === 0) throw conflict('This order was refunded in full already');
      if (amountCents > left) {
        throw conflict(
          `At most ${formatPrice(fromCents(left))} can be refunded: ${formatPrice(fromCents(order.totalDueCents))} ` +
            `paid, ${formatPrice(fromCents(order.refundedCents))} refunded before`,
        );
      }
      const cancelledOrder = order.status === 'pending' || order.status === 'processing';
      const sequence = (await tx.getCreditNoteCount(year)) + 1;
      // Reads the tools, then writes their stock: every read of this transaction is done by then.
      if (cancelledOrder) await returnOrderStock(tx, order, 'refunded');
      const note: CreditNoteRecord = {
        number: formatCreditNoteNumber(year, sequence),
        amountCents,
        reason,
        at: now,
        cancelledOrder,
      };
      tx.setCreditNoteCount(year, sequence);
      tx.addCreditNote(order.id, note);
      tx.queueMail(refundRecordedMail(order, note));
      tx.recordAudit(orderRefunded(actor, order, note));
      return note;
    },
    // Refunds take turns on the year's counter here instead of colliding on it.
    { contentionKeys: [`credit-notes/${year}`] },
  );
}
