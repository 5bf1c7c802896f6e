import { paymentState, type Order } from '@toolshub/shared';
import { formatOrderDate } from './order-dates';

export interface PaymentDisplay {
  state: 'unpaid' | 'paid' | 'overdue';
  label: 'Unpaid' | 'Paid' | 'Overdue';
  /** The date that goes with it: when it is (or was) due, or when it was paid; null before shipping. */
  detail: string | null;
}

const labels = { unpaid: 'Unpaid', paid: 'Paid', overdue: 'Overdue' } as const;

/** What the Payment column and the details page say of an order's payment at `now`. */
export function paymentDisplay(order: Order, now: Date): PaymentDisplay {
  const state = paymentState(order, now);
  let detail: string | null = null;
  if (state === 'paid' && order.paidAt) detail = `on ${formatOrderDate(order.paidAt)}`;
  else if (state !== 'paid' && order.paymentDueAt) {
    detail = `${state === 'overdue' ? 'was due' : 'due'} ${formatOrderDate(order.paymentDueAt)}`;
  }
  return { state, label: labels[state], detail };
}
