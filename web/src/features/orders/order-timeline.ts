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
  pending: 'Placed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The order's history as the details page tells it, oldest first: every status move and payment. */
export function timelineOf(order: Order): TimelineEntry[] {
  return order.statusHistory.map((entry) => {
    if (isPaymentEntry(entry)) {
      return { title: 'Paid', detail: `Reference ${entry.paymentReference}`, at: entry.at, kind: 'paid' };
    }
    const detail = entry.status === 'shipped' && order.invoiceNumber ? `Invoice ${order.invoiceNumber}` : null;
    return { title: statusTitles[entry.status], detail, at: entry.at, kind: entry.status };
  });
}
