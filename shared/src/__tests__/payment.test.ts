import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, isPaymentEntry, paymentState } from '../domain/payment';

describe('paymentState', () => {
  const due = '2026-12-23T10:00:00.000Z';
  const before = new Date('2026-12-23T09:59:59.999Z');
  const after = new Date('2026-12-23T10:00:00.001Z');

  it('is paid once paid, even past the due date', () => {
    expect(paymentState({ payment: 'paid', paymentDueAt: due, status: 'delivered' }, after)).toBe('paid');
  });

  it('is unpaid up to the due date and overdue after it', () => {
    const order = { payment: 'unpaid', paymentDueAt: due, status: 'shipped' } as const;
    expect(paymentState(order, before)).toBe('unpaid');
    expect(paymentState(order, new Date(due))).toBe('unpaid');
    expect(paymentState(order, after)).toBe('overdue');
  });

  it('is never overdue before shipping (no due date yet)', () => {
    expect(paymentState({ payment: 'unpaid', paymentDueAt: null, status: 'processing' }, after)).toBe('unpaid');
  });

  it('is never overdue for a cancelled order', () => {
    expect(paymentState({ payment: 'unpaid', paymentDueAt: due, status: 'cancelled' }, after)).toBe('unpaid');
  });
});

describe('isPaymentEntry', () => {
  it('tells a recorded payment from a status move', () => {
    expect(isPaymentEntry({ payment: 'paid', paymentReference: 'BANK-1', at: '2026-11-23T10:00:00.000Z' })).toBe(true);
    expect(isPaymentEntry({ status: 'shipped', at: null })).toBe(false);
  });
});

describe('formatInvoiceNumber', () => {
  it('pads the sequence to five digits', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('INV-2026-00001');
    expect(formatInvoiceNumber(2026, 12345)).toBe('INV-2026-12345');
  });
});
