import type { Order, OrderHistoryEntry, OrderPaymentEntry } from '../types';

/** What the Payment column shows: the stored `payment`, and `overdue` for unpaid past the due date. */
export type PaymentState = 'unpaid' | 'paid' | 'overdue';

export function isPaymentEntry(entry: OrderHistoryEntry): entry is OrderPaymentEntry {
  return 'payment' in entry;
}

/**
 * Paid once an admin recorded it; overdue when unpaid and `now` is past the due date (which is set
 * when the order ships). A cancelled order is never overdue: nothing is owed for it.
 */
export function paymentState(order: Pick<Order, 'payment' | 'paymentDueAt' | 'status'>, now: Date): PaymentState {
  if (order.payment === 'paid') return 'paid';
  if (order.status === 'cancelled' || order.paymentDueAt === null) return 'unpaid';
  const due = Date.parse(order.paymentDueAt);
  return Number.isFinite(due) && now.getTime() > due ? 'overdue' : 'unpaid';
}

/** The invoice number of the year's `sequence`-th invoice: `INV-2026-00001`. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(5, '0')}`;
}

/** The number of the year's `sequence`-th credit note (a refund): `CN-2026-00001`. */
export function formatCreditNoteNumber(year: number, sequence: number): string {
  return `CN-${year}-${String(sequence).padStart(5, '0')}`;
}

/** Whether a text is a credit note's number as formatCreditNoteNumber writes them. */
export const isCreditNoteNumber = (text: string) => /^CN-[0-9]{4}-[0-9]{5,}$/.test(text);

/**
 * What an admin may still refund of an order (cents): what was paid (its total due: net + tax; the
 * net for an order without tax figures) less the refunds so far; nothing for an unpaid order.
 */
export function refundableCents(order: {
  payment: string;
  totalBillCents: number;
  totalDueCents?: number;
  refundedCents: number;
}): number {
  return order.payment === 'paid'
    ? Math.max(0, (order.totalDueCents ?? order.totalBillCents) - order.refundedCents)
    : 0;
}
