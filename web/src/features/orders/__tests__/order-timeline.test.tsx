import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTimeline } from '../components/OrderTimeline';
import { timelineOf } from '../order-timeline';
import { anOrder } from './order-fixture';

const shippedAndPaid = anOrder({
  status: 'delivered',
  payment: 'paid',
  invoiceNumber: 'INV-2026-00007',
  paymentDueAt: '2026-12-04T10:00:00.000Z',
  paidAt: '2026-11-20T16:00:00.000Z',
  paymentReference: 'BACS 55120',
  statusHistory: [
    { status: 'pending', at: '2026-11-02T09:30:00.000Z' },
    { status: 'processing', at: '2026-11-03T08:00:00.000Z' },
    { status: 'shipped', at: '2026-11-04T10:00:00.000Z' },
    { status: 'delivered', at: '2026-11-06T12:00:00.000Z' },
    { payment: 'paid', paymentReference: 'BACS 55120', at: '2026-11-20T16:00:00.000Z' },
  ],
});

describe('timelineOf', () => {
  it("tells a company's approval decision with who decided and their note, and an expiry", () => {
    const approved = anOrder({
      statusHistory: [
        { status: 'awaiting-approval', at: '2026-11-02T09:30:00.000Z' },
        {
          status: 'pending',
          at: '2026-11-02T11:00:00.000Z',
          decision: 'approve',
          decidedBy: { uid: 'u1', name: 'Ada Admin' },
          note: 'For the yard refit',
        },
      ],
    });
    expect(timelineOf(approved)).toEqual([
      { title: 'Placed, awaiting approval', detail: null, at: '2026-11-02T09:30:00.000Z', kind: 'awaiting-approval' },
      {
        title: 'Approved',
        detail: 'By Ada Admin: For the yard refit',
        at: '2026-11-02T11:00:00.000Z',
        kind: 'pending',
      },
    ]);
    const expired = anOrder({
      statusHistory: [
        { status: 'awaiting-approval', at: null },
        { status: 'cancelled', at: null, decision: 'expire', decidedBy: null, note: null },
      ],
    });
    expect(timelineOf(expired)[1]).toEqual({
      title: 'Not approved in time: cancelled',
      detail: null,
      at: null,
      kind: 'cancelled',
    });
  });

  it('tells every status move and payment in order, with the invoice on shipping and the reference on payment', () => {
    expect(timelineOf(shippedAndPaid)).toEqual([
      { title: 'Placed', detail: null, at: '2026-11-02T09:30:00.000Z', kind: 'pending' },
      { title: 'Processing', detail: null, at: '2026-11-03T08:00:00.000Z', kind: 'processing' },
      { title: 'Shipped', detail: 'Invoice INV-2026-00007', at: '2026-11-04T10:00:00.000Z', kind: 'shipped' },
      { title: 'Delivered', detail: null, at: '2026-11-06T12:00:00.000Z', kind: 'delivered' },
      { title: 'Paid', detail: 'Reference BACS 55120', at: '2026-11-20T16:00:00.000Z', kind: 'paid' },
    ]);
  });

  it('tells a cancelled order and an old entry without a date', () => {
    const cancelled = anOrder({
      status: 'cancelled',
      statusHistory: [
        { status: 'pending', at: null },
        { status: 'cancelled', at: '2026-11-02T10:00:00.000Z' },
      ],
    });
    expect(timelineOf(cancelled).map((e) => [e.title, e.at])).toEqual([
      ['Placed', null],
      ['Cancelled', '2026-11-02T10:00:00.000Z'],
    ]);
  });
});

describe('OrderTimeline', () => {
  it('lists the entries with machine-readable dates, and says where a date was not recorded', () => {
    render(
      <OrderTimeline
        order={{
          ...shippedAndPaid,
          statusHistory: [{ status: 'pending', at: null }, ...shippedAndPaid.statusHistory.slice(1)],
        }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Order history' });
    const entries = within(list).getAllByTestId('timeline-entry');
    expect(entries.map((e) => e.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Placed',
      'Processing',
      'Shipped',
      'Delivered',
      'Paid',
    ]);
    expect(entries[0]).toHaveTextContent('Date not recorded');
    expect(entries[2]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-04T10:00:00.000Z');
    expect(entries[2]).toHaveTextContent('Invoice INV-2026-00007');
    expect(entries[4]).toHaveTextContent('Reference BACS 55120');
  });
});
