import { describe, expect, it } from 'vitest';
import { placeQuoteOrder, type PlaceQuoteOrderRequest } from '../domain/place-order';
import { SAW_BUYER, sawShop } from '../testing/memory-order-store';

const NOW = Date.UTC(2026, 10, 24, 12);

function shopWithQuote(status: 'requested' | 'offered' = 'offered', expiresAtMs: number | null = NOW + 1000) {
  const store = sawShop();
  store.quotes.set('q1', {
    id: 'q1',
    number: 'Q-2026-1',
    status,
    uid: SAW_BUYER.uid,
    companyId: null,
    expiresAtMs,
    orderId: null,
    lines: [{ toolId: 'saw', quantity: 20, unitPriceCents: status === 'offered' ? 500 : null }],
  });
  return store;
}

const request = (now = NOW): PlaceQuoteOrderRequest => ({
  buyer: SAW_BUYER,
  quoteId: 'q1',
  lines: [{ toolId: 'saw', quantity: 20 }],
  phoneNumber: '01712345678',
  orderAddress: '1 Saw Street',
  idempotencyKey: null,
  poNumber: 'PO-1',
  note: null,
  now,
});

describe('placeQuoteOrder (accepting a quote)', () => {
  it('orders the lines at the quoted unit price, not the list price, and marks the quote accepted', async () => {
    const store = shopWithQuote();
    const placed = await placeQuoteOrder(store, request());
    expect(placed.replayed).toBe(false);
    const order = store.orders.get(placed.orderId)!;
    expect(order.lines).toMatchObject([{ toolId: 'saw', quantity: 20, unitPriceCents: 500, listPriceCents: 745 }]);
    expect(order.totalBillCents).toBe(10_000);
    expect(order.poNumber).toBe('PO-1');
    expect(store.tools.get('saw')!.available).toBe(30);
    expect(store.quotes.get('q1')).toMatchObject({ status: 'accepted', orderId: placed.orderId });
  });

  it('a second accept answers the same order and orders nothing more', async () => {
    const store = shopWithQuote();
    const [first, second] = await Promise.all([placeQuoteOrder(store, request()), placeQuoteOrder(store, request())]);
    expect(second!.orderId).toBe(first!.orderId);
    expect(second!.replayed).toBe(true);
    expect(store.orders.size).toBe(1);
    expect(store.tools.get('saw')!.available).toBe(30);
  });

  it('refuses an expired offer (409 with its date) and one not offered yet, ordering nothing', async () => {
    const expired = shopWithQuote('offered', Date.UTC(2026, 10, 20));
    await expect(placeQuoteOrder(expired, request())).rejects.toMatchObject({
      code: 'conflict',
      message: 'This quote expired on November 20, 2026',
    });
    const requested = shopWithQuote('requested');
    await expect(placeQuoteOrder(requested, request())).rejects.toMatchObject({
      message: 'This quote has no offer yet',
    });
    expect(expired.orders.size + requested.orders.size).toBe(0);
  });

  it('short stock refuses the whole order with a message per line; the quote stays offered', async () => {
    const store = shopWithQuote();
    store.tools.get('saw')!.available = 12;
    await expect(placeQuoteOrder(store, request())).rejects.toMatchObject({
      code: 'conflict',
      fields: { 'order.lines[0].quantity': 'Saw: Maximum available order : 12 piece' },
    });
    expect(store.quotes.get('q1')!.status).toBe('offered');
    expect(store.orders.size).toBe(0);
  });
});
