import type { OrderStatus, PaymentStatus } from '../types';

/** pending → processing → shipped → delivered; pending → cancelled. Nothing else moves. */
const FORWARD: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
};

/** Orders that may still be cancelled (and restocked) or fulfilled. */
export const OPEN_ORDER_STATUSES = ['pending', 'processing', 'shipped'] as const satisfies readonly OrderStatus[];

export function nextStatus(current: OrderStatus): OrderStatus | null {
  return FORWARD[current] ?? null;
}

export function canAdvance(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatus(from) === to;
}

/**
 * Only a pending order may be cancelled (its stock goes back), and not once it is paid: the shop
 * has no refunds, so a prepaid order stays (pass the order's payment to know).
 */
export function canCancel(status: OrderStatus, payment: PaymentStatus = 'unpaid'): boolean {
  return status === 'pending' && payment === 'unpaid';
}
