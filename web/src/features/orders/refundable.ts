import { fromCents, toCents, type Order } from '@toolshub/shared';

/** What may still be refunded of a paid order (dollars): its total due (net + tax) less the refunds. */
export const refundableOf = (order: Order) =>
  order.payment === 'paid' ? fromCents(Math.max(0, toCents(order.totalDue) - toCents(order.refunded))) : 0;
