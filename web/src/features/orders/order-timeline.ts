import { isPaymentEntry, type Order, type OrderStatus } from '@toolshub/shared';

export interface TimelineEntry {
  /** What happened: 'Placed', 'Shipped', 'Paid'… */
  title: string;
  /** More about it (the invoice number, the payment's reference), or null. */
  detail: string | null;
  /** When (ISO 8601); null where an old order did not record it. */
  at: string | null;
  kind: OrderStatus | 'paid';
}

const statusTitles: Record<OrderStatus, string> = {
  'awaiting-approval': 'Placed, awaiting approval',
  pending: 'Placed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const decisionTitles = {
  approve: 'Approved',
  reject: 'Rejected',
  expire: 'Not approved in time: cancelled',
} as const;

/** The order's history as the details page tells it, oldest first: every status move and payment. */
export function timelineOf(order: Order): TimelineEntry[] {
  return order.statusHistory.map((entry) => {
    if (isPaymentEntry(entry)) {
      return { title: 'Paid', detail: `Reference ${entry.paymentReference}`, at: entry.at, kind: 'paid' };
    }
    // The move out of awaiting approval is the company's decision (who, and their note), or its expiry.
    if (entry.decision) {
      const by = entry.decidedBy ? `By ${entry.decidedBy.name}` : null;
      const detail = [by, entry.note].filter(Boolean).join(': ') || null;
      return { title: decisionTitles[entry.decision], detail, at: entry.at, kind: entry.status };
    }
    const detail = entry.status === 'shipped' && order.invoiceNumber ? `Invoice ${order.invoiceNumber}` : null;
    return { title: statusTitles[entry.status], detail, at: entry.at, kind: entry.status };
  });
}
