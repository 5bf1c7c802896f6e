import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStatus } from '../components/PaymentStatus';
import { formatOrderDate } from '../order-dates';
import { paymentDisplay } from '../payment-display';
import { anOrder } from './order-fixture';

const due = '2026-12-04T10:00:00.000Z';
const shipped = anOrder({ status: 'shipped', invoiceNumber: 'INV-2026-00007', paymentDueAt: due });
const before = new Date('2026-12-01T00:00:00.000Z');
const after = new Date('2026-12-05T00:00:00.000Z');

describe('paymentDisplay', () => {
  it('says Unpaid with no date before the order ships', () => {
    expect(paymentDisplay(anOrder(), after)).toEqual({ state: 'unpaid', label: 'Unpaid', detail: null });
  });

  it('says Unpaid with the due date once shipped, and Overdue after it', () => {
    expect(paymentDisplay(shipped, before)).toEqual({
      state: 'unpaid',
      label: 'Unpaid',
      detail: `due ${formatOrderDate(due)}`,
    });
    expect(paymentDisplay(shipped, after)).toEqual({
      state: 'overdue',
      label: 'Overdue',
      detail: `was due ${formatOrderDate(due)}`,
    });
  });

  it('says Paid with the day it was recorded, even past the due date', () => {
    const paid = { ...shipped, payment: 'paid' as const, paidAt: '2026-12-10T09:00:00.000Z', paymentReference: 'R1' };
    expect(paymentDisplay(paid, after)).toEqual({
      state: 'paid',
      label: 'Paid',
      detail: `on ${formatOrderDate('2026-12-10T09:00:00.000Z')}`,
    });
  });

  it('never calls a cancelled order overdue', () => {
    expect(paymentDisplay({ ...shipped, status: 'cancelled' }, after).label).toBe('Unpaid');
  });
});

describe('PaymentStatus', () => {
  it('shows the label and the date', () => {
    render(<PaymentStatus order={shipped} now={after} />);
    expect(screen.getByTestId('order-payment')).toHaveTextContent(`Overdue was due ${formatOrderDate(due)}`);
    expect(formatOrderDate(due)).toMatch(/2026/);
  });
});
