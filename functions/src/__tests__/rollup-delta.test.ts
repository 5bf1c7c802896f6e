import { describe, expect, it } from 'vitest';
import { customerDelta, orderDelta, type OrderFacts } from '../analytics/rollup-delta';
import { windowDays } from '../analytics/analytics-report';
import { orderFactsOf } from '../analytics/rollup-triggers';
import { newOrderDocument } from '../repositories/orders/document';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

const placedAt = new Date('2026-11-20T23:30:00Z');

const order = (overrides: Partial<OrderFacts> = {}): OrderFacts => ({
  placedAt,
  status: 'pending',
  totalBillCents: 5_500,
  lines: [
    { toolId: 'saw', sku: 'SAW-1', toolName: 'Saw', quantity: 2, lineTotalCents: 3_000 },
    { toolId: 'hammer', sku: 'HAM-1', toolName: 'Hammer', quantity: 5, lineTotalCents: 2_500 },
  ],
  ...overrides,
});

describe('orderDelta', () => {
  it('counts a new order on its UTC placement day: one order, its bill, its status and each line', () => {
    expect(orderDelta(null, order())).toEqual([
      {
        date: '2026-11-20',
        figures: {
          orders: 1,
          revenueCents: 5_500,
          newCustomers: 0,
          byStatus: { pending: 1 },
          tools: {
            saw: { sku: 'SAW-1', toolName: 'Saw', revenueCents: 3_000, pieces: 2 },
            hammer: { sku: 'HAM-1', toolName: 'Hammer', revenueCents: 2_500, pieces: 5 },
          },
        },
      },
    ]);
  });

  it('moves only the by-status counts when an order moves along', () => {
    expect(orderDelta(order(), order({ status: 'processing' }))).toEqual([
      {
        date: '2026-11-20',
        figures: { orders: 0, revenueCents: 0, newCustomers: 0, byStatus: { pending: -1, processing: 1 }, tools: {} },
      },
    ]);
  });

  it('takes a cancelled order out of orders, revenue and its tools, and counts it as cancelled', () => {
    const [delta] = orderDelta(order(), order({ status: 'cancelled' }));
    expect(delta?.figures).toEqual({
      orders: -1,
      revenueCents: -5_500,
      newCustomers: 0,
      byStatus: { pending: -1, cancelled: 1 },
      tools: {
        saw: { sku: 'SAW-1', toolName: 'Saw', revenueCents: -3_000, pieces: -2 },
        hammer: { sku: 'HAM-1', toolName: 'Hammer', revenueCents: -2_500, pieces: -5 },
      },
    });
  });

  it('counts an order placed already cancelled only in the cancelled count', () => {
    const [delta] = orderDelta(null, order({ status: 'cancelled' }));
    expect(delta?.figures).toEqual({
      orders: 0,
      revenueCents: 0,
      newCustomers: 0,
      byStatus: { cancelled: 1 },
      tools: {},
    });
  });

  it('changes nothing for a write the roll-ups do not count (a payment recorded, a note)', () => {
    expect(orderDelta(order({ status: 'shipped' }), order({ status: 'shipped' }))).toEqual([]);
  });

  it('takes a deleted order out of its day', () => {
    const [delta] = orderDelta(order({ status: 'delivered' }), null);
    expect(delta?.figures.orders).toBe(-1);
    expect(delta?.figures.byStatus).toEqual({ delivered: -1 });
  });

  it('moves an order whose placement time changed from one day to the other', () => {
    const later = order({ placedAt: new Date('2026-11-21T00:00:00Z') });
    expect(orderDelta(order(), later).map((d) => [d.date, d.figures.orders])).toEqual([
      ['2026-11-20', -1],
      ['2026-11-21', 1],
    ]);
  });

  it('nets the lines that changed only', () => {
    const fewerSaws = order({
      totalBillCents: 4_000,
      lines: [
        { toolId: 'saw', sku: 'SAW-1', toolName: 'Saw', quantity: 1, lineTotalCents: 1_500 },
        { toolId: 'hammer', sku: 'HAM-1', toolName: 'Hammer', quantity: 5, lineTotalCents: 2_500 },
      ],
    });
    const [delta] = orderDelta(order(), fewerSaws);
    expect(delta?.figures.tools).toEqual({ saw: { sku: 'SAW-1', toolName: 'Saw', revenueCents: -1_500, pieces: -1 } });
    expect(delta?.figures.revenueCents).toBe(-1_500);
    expect(delta?.figures.orders).toBe(0);
  });
});

describe('customerDelta', () => {
  it('counts a profile created on its UTC day, and a removed one back out', () => {
    expect(customerDelta(null, placedAt)).toEqual([
      { date: '2026-11-20', figures: { orders: 0, revenueCents: 0, newCustomers: 1, byStatus: {}, tools: {} } },
    ]);
    expect(customerDelta(placedAt, null)[0]?.figures.newCustomers).toBe(-1);
  });

  it('changes nothing when a profile is edited', () => {
    expect(customerDelta(placedAt, placedAt)).toEqual([]);
    expect(customerDelta(null, null)).toEqual([]);
  });
});

describe('windowDays', () => {
  it('lists the last N UTC days, today included, oldest first', () => {
    const days = windowDays(30, new Date('2026-11-23T00:10:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-25');
    expect(days[29]).toBe('2026-11-23');
  });
});

describe("analytics' revenue of a taxed order", () => {
  it('is its net amount (totalBillCents), never its total due; each tool its net line total', () => {
    const stored = newOrderDocument(
      {
        uid: 'u1',
        userName: 'Tess Tax',
        userEmail: 'tess@example.com',
        phoneNumber: '01712345678',
        orderAddress: '1 Levy Lane',
        lines: [
          {
            toolId: 'saw',
            sku: 'SAW-1',
            toolName: 'Saw',
            imageLink: '/saw.svg',
            unitPriceCents: 1_000,
            listPriceCents: 1_000,
            quantity: 5,
            lineTotalCents: 5_000,
            taxRate: 0.15,
            taxCents: 750,
          },
        ],
        totalBillCents: 5_000,
        taxRate: 0.15,
        taxCents: 750,
        totalDueCents: 5_750,
        taxExemptReference: null,
        poNumber: null,
        note: null,
        status: 'pending',
        payment: 'unpaid',
      },
      Timestamp.fromDate(placedAt),
    );
    const data: Record<string, unknown> = { ...stored, createdAt: Timestamp.fromDate(placedAt) };
    const snap = { id: 'o1', exists: true, data: () => data, get: (field: string) => data[field] };
    const facts = orderFactsOf(snap as unknown as DocumentSnapshot);
    const [delta] = orderDelta(null, facts);
    expect(delta?.figures.revenueCents).toBe(5_000);
    expect(delta?.figures.tools).toEqual({ saw: { sku: 'SAW-1', toolName: 'Saw', revenueCents: 5_000, pieces: 5 } });
  });
});
