import { describe, expect, it } from 'vitest';
import { placeLinesOrder, placeQuoteOrder } from '../domain/place-order';
import { SAW_BUYER, sawShop } from '../testing/memory-order-store';

/**
 * The order transaction taxes what it bills (shared/domain/tax.ts at config's rates: 15%, 5% on
 * measuring-marking): a quote's accept at the quoted prices, a category's override, and none for a
 * tax-exempt company's member, who keeps its reference on the order.
 */

const NOW = Date.UTC(2026, 10, 24, 12);
const contact = { phoneNumber: '01712345678', orderAddress: '1 Saw Street', poNumber: null, note: null };

describe('tax in the order transaction', () => {
  it("taxes a quote's accept on the quoted prices, not the list prices", async () => {
    const store = sawShop({ category: 'saws' });
    store.quotes.set('q1', {
      id: 'q1',
      number: 'Q-2026-1',
      status: 'offered',
      uid: SAW_BUYER.uid,
      companyId: null,
      expiresAtMs: NOW + 1000,
      orderId: null,
      lines: [{ toolId: 'saw', quantity: 20, unitPriceCents: 503 }],
    });
    const placed = await placeQuoteOrder(store, {
      buyer: SAW_BUYER,
      quoteId: 'q1',
      lines: [{ toolId: 'saw', quantity: 20 }],
      idempotencyKey: null,
      now: NOW,
      ...contact,
    });
    // 20 × $5.03 = $100.60; 15% = $15.09.
    expect(store.orders.get(placed.orderId)).toMatchObject({
      totalBillCents: 10_060,
      taxRate: 0.15,
      taxCents: 1_509,
      totalDueCents: 11_569,
      taxExemptReference: null,
    });
  });

  it("taxes each line at its category's rate and rounds each line half up", async () => {
    const store = sawShop({ category: 'measuring-marking', priceCents: 125, minOrder: 1 });
    store.addTool({
      id: 'chisel',
      sku: 'CH-1',
      toolName: 'Chisel',
      category: 'chisels',
      priceCents: 10,
      priceTiers: [],
      minOrder: 1,
      available: 50,
      unitsOrdered: 0,
      imageLink: '/c.svg',
    });
    const placed = await placeLinesOrder(store, {
      buyer: SAW_BUYER,
      lines: [
        { toolId: 'saw', quantity: 2 }, // $2.50 at 5% = $0.125 → $0.13
        { toolId: 'chisel', quantity: 1 }, // $0.10 at 15% = $0.015 → $0.02
      ],
      idempotencyKey: null,
      ...contact,
    });
    const order = store.orders.get(placed.orderId)!;
    expect(order.lines.map((line) => [line.taxRate, line.taxCents])).toEqual([
      [0.05, 13],
      [0.15, 2],
    ]);
    expect(order).toMatchObject({ totalBillCents: 260, taxRate: null, taxCents: 15, totalDueCents: 275 });
  });

  it("charges a tax-exempt company's member none and keeps the exemption's reference", async () => {
    const store = sawShop({ category: 'saws' });
    store.companies.set('joinery', {
      id: 'joinery',
      name: 'Joinery',
      status: 'active',
      paymentTermsDays: 30,
      creditLimitCents: null,
      creditUsedCents: 0,
      locations: [],
      taxExempt: true,
      taxExemptReference: 'EX-1',
      priceListIds: null,
    });
    store.members.set(SAW_BUYER.uid, {
      uid: SAW_BUYER.uid,
      companyId: 'joinery',
      role: 'buyer',
      spendingLimitCents: null,
      email: SAW_BUYER.email,
    });
    const placed = await placeLinesOrder(store, {
      buyer: SAW_BUYER,
      lines: [{ toolId: 'saw', quantity: 10 }],
      idempotencyKey: null,
      ...contact,
    });
    expect(store.orders.get(placed.orderId)).toMatchObject({
      totalBillCents: 7_450,
      taxRate: 0,
      taxCents: 0,
      totalDueCents: 7_450,
      taxExemptReference: 'EX-1',
    });
  });
});
