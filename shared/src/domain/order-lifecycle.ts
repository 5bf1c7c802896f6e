import type { OrderStatus, PaymentStatus } from '../types';

/**
 * awaiting-approval → pending (approved) | cancelled (rejected, or its hold ran out);
 * pending → processing → shipped → delivered; pending → cancelled. Nothing else moves. An admin
 * of the shop advances only from pending on: an order awaiting approval waits for its company.
 */
const FORWARD: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
};

/** Orders that may still be cancelled (and restocked) or fulfilled: their stock is taken. */
export const OPEN_ORDER_STATUSES = [
  'awaiting-approval',
  'pending',
  'processing',
  'shipped',
] as const satisfies readonly OrderStatus[];

export function nextStatus(current: OrderStatus): OrderStatus | null {
  return FORWARD[current] ?? null;
}

export function canAdvance(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatus(from) === to;
}

/**
 * Only a pending order may be cancelled (its stock goes back), and not once it is paid: the shop
 * has no refunds, so a prepaid order stays (pass the order's payment to know). An order awaiting
 * approval is decided (approved or rejected) instead.
 */
export function canCancel(status: OrderStatus, payment: PaymentStatus = 'unpaid'): boolean {
  return status === 'pending' && payment === 'unpaid';
}

/** Whether a company admin can still approve or reject the order. */
export function awaitsApproval(status: OrderStatus): boolean {
  return status === 'awaiting-approval';
}

export type ApprovalDecision = 'approve' | 'reject';

/** Where a decision moves an order awaiting approval. */
export function statusAfterDecision(decision: ApprovalDecision): OrderStatus {
  return decision === 'approve' ? 'pending' : 'cancelled';
}
