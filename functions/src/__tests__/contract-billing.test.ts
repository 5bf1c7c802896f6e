import { describe, expect, it } from 'vitest';
import { placeLinesOrder, placeOrder, type PlaceOrderRequest } from '../domain/place-order';
import { apiFailure as failure } from '../testing/api-failure';
import { MemoryOrderStore } from '../testing/memory-order-store';

/**
 * Orders of a company's members are billed at the contract price (shared/domain/contract-price.ts)
 * from the price lists naming the company, read in the order's transaction; everyone else pays
 * the volume-tier price.
 */

const member = { uid: 'm1', email: 'buyer@joinery.example', name: 'Member' };
const outsider = { uid: 'o1', email: 'someone@example.com', name: 'Outsider' };

/** A saw ($20.00; $18.00 from 50) in category saws, a chisel ($10.00) in chisels; Joinery has two lists. */
function shop() {
  const store = new MemoryOrderStore();
  const base = { minOrder: 5, available: 500, unitsOrdered: 0, imageLink: '/x.svg' };
  store.addTool({
    ...base,
    id: 'saw',
    sku: 'SAW-1',
    toolName: 'Saw',
    category: 'saws',
    priceCents: 2000,
    priceTiers: [{ minQuantity: 50, priceCents: 1800 }],
  });
  store.addTool({
    ...base,
    id: 'chisel',
    sku: 'CH-1',
    toolName: 'Chisel',
    category: 'chisels',
    priceCents: 1000,
    priceTiers: [],
  });
  store.companies.set('joinery', {
    id: 'joinery',
    name: 'Joinery',
    status: 'active',
    paymentTermsDays: 30,
    creditLimitCents: null,
    creditUsedCents: 0,
    locations: [],
    taxExempt: false,
    taxExemptReference: null,
    priceListIds: null,
  });
  store.members.set(member.uid, {
    uid: member.uid,
    companyId: 'joinery',
    role: 'buyer',
    spendingLimitCents: null,
    email: member.email,
  });
  // Saws 10% off (tiers included); the chisel at $9.00 fixed, and 25% off chisels on another list (lower: wins).
  store.priceLists.set('a', {
    id: 'a',
    companyIds: ['joinery'],
    rules: [
      { category: 'saws', percentOff: 10 },
      { toolId: 'chisel', unitPriceCents: 900 },
    ],
  });
  store.priceLists.set('b', {
    id: 'b',
    companyIds: ['joinery', 'other'],
    rules: [{ category: 'chisels', percentOff: 25 }],
  });
  return store;
}

const contact = { phoneNumber: '01712345678', orderAddress: '1 Mill Road', idempotencyKey: null };

describe('billing at contract prices', () => {
  it("bills a member's lines at the contract price, tiers under the category discount, the lower list winning", async () => {
    const store = shop();
    const { orderId } = await placeLinesOrder(store, {
      ...contact,
      buyer: member,
      lines: [
        { toolId: 'saw', quantity: 60 },
        { toolId: 'chisel', quantity: 10 },
      ],
      poNumber: null,
      note: null,
      shown: { totalBillCents: 60 * 1620 + 10 * 750, lines: [{}, {}] },
    });
    expect(store.orders.get(orderId)).toMatchObject({
      lines: [
        { toolId: 'saw', unitPriceCents: 1620, listPriceCents: 2000, quantity: 60, lineTotalCents: 97_200 },
        { toolId: 'chisel', unitPriceCents: 750, listPriceCents: 1000, quantity: 10, lineTotalCents: 7_500 },
      ],
      totalBillCents: 104_700,
      // 15% tax: what the invoice asks, and what the company's credit holds.
      totalDueCents: 120_405,
      company: { companyId: 'joinery' },
    });
    expect(store.companies.get('joinery')?.creditUsedCents).toBe(120_405);
  });

  it('bills anyone else the tier price', async () => {
    const store = shop();
    const { orderId } = await placeOrder(store, { ...contact, buyer: outsider, toolId: 'saw', orderQuantity: 60 });
    expect(store.orders.get(orderId)?.lines[0]).toMatchObject({ unitPriceCents: 1800, lineTotalCents: 108_000 });
  });

  it('a list naming another company prices nothing for this one', async () => {
    const store = shop();
    store.priceLists.clear();
    store.priceLists.set('c', { id: 'c', companyIds: ['other'], rules: [{ category: 'saws', percentOff: 50 }] });
    const { orderId } = await placeOrder(store, { ...contact, buyer: member, toolId: 'saw', orderQuantity: 5 });
    expect(store.orders.get(orderId)?.lines[0]).toMatchObject({ unitPriceCents: 2000 });
  });

  describe('prices as the member saw them', () => {
    const single = (fields: Partial<PlaceOrderRequest>): PlaceOrderRequest => ({
      ...contact,
      buyer: member,
      toolId: 'saw',
      orderQuantity: 5,
      ...fields,
    });

    it('places the order when the member was shown their price, or the higher list price', async () => {
      const store = shop();
      await placeOrder(store, single({ shown: { listPriceCents: 1800, totalBillCents: 9000 } }));
      await placeOrder(store, single({ shown: { listPriceCents: 2000 } }));
      expect([...store.orders.values()].map((o) => o.totalBillCents)).toEqual([9000, 9000]);
    });

    it('refuses (409, with yourPrice) an order shown below the contract price: the list no longer gives it', async () => {
      const store = shop();
      const err = await failure(placeOrder(store, single({ shown: { listPriceCents: 1500 } })));
      expect(err.status).toBe(409);
      expect(err.current).toEqual({ price: 20, unitPrice: 18, yourPrice: 18, totalBill: 90 });
      const total = await failure(placeOrder(store, single({ shown: { totalBillCents: 8999 } })));
      expect(total.status).toBe(409);
      expect(store.orders.size).toBe(0);
    });

    it("a line's shown price is compared with the member's price", async () => {
      const store = shop();
      const err = await failure(
        placeLinesOrder(store, {
          ...contact,
          buyer: member,
          lines: [{ toolId: 'chisel', quantity: 5 }],
          poNumber: null,
          note: null,
          shown: { lines: [{ listPriceCents: 700 }] },
        }),
      );
      expect(err.fields).toEqual({ 'order.lines[0].price': 'The price of Chisel is now $7.50 a piece' });
    });
  });
});

describe("a member's order reads in three round trips, two when its company is named by no list", () => {
  it('sends the reads that need nothing before them together (the tools too), then the company, then its lists', async () => {
    const store = shop();
    store.admins = ['admin@shop.example'];
    store.simulateRoundTrips = true;
    const { orderId } = await placeLinesOrder(store, {
      ...contact,
      idempotencyKey: 'two-trips',
      buyer: member,
      lines: [
        { toolId: 'saw', quantity: 10 },
        { toolId: 'chisel', quantity: 10 },
      ],
      poNumber: null,
      note: null,
    });
    // Idempotency record, membership, the shop's admins and both tools; then the company; then the
    // price lists the company names.
    expect(store.readRoundTrips).toBe(3);
    expect(store.orders.get(orderId)?.lines.map((line) => line.unitPriceCents)).toEqual([1800, 750]);
  });

  it('reads no list for a company that names none', async () => {
    const store = shop();
    store.admins = ['admin@shop.example'];
    store.priceLists.clear();
    store.companies.get('joinery')!.priceListIds = [];
    store.simulateRoundTrips = true;
    const { orderId } = await placeLinesOrder(store, {
      ...contact,
      idempotencyKey: 'no-lists',
      buyer: member,
      lines: [{ toolId: 'chisel', quantity: 10 }],
      poNumber: null,
      note: null,
    });
    expect(store.readRoundTrips).toBe(2);
    expect(store.orders.get(orderId)?.lines.map((line) => line.unitPriceCents)).toEqual([1000]);
  });
});
