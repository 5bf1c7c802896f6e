import type { OrderStatus } from '../types';

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

export function canCancel(status: OrderStatus): boolean {
  return status === 'pending';
}
