import { describe, expect, it } from 'vitest';
import { idempotencyRecordId } from '../domain/idempotency';
import { placeOrder, type PlaceOrderRequest } from '../domain/place-order';
import { apiFailure as failure } from '../testing/api-failure';
import { MemoryOrderStore, sawShop } from '../testing/memory-order-store';

const shop = () => sawShop();

/** $12.50 from 10 pieces, $11.00 from 50, $9.75 from 200. */
function tieredShop() {
  const store = new MemoryOrderStore();
  store.addTool({
    id: 'clamp',
    sku: 'CLAMP-1',
    toolName: 'Clamp',
    priceCents: 1250,
    priceTiers: [
      { minQuantity: 50, priceCents: 1100 },
      { minQuantity: 200, priceCents: 975 },
    ],
    minOrder: 10,
    available: 10_000,
    unitsOrdered: 0,
    imageLink: '/clamp.svg',
  });
  return store;
}

const request: PlaceOrderRequest = {
  buyer: { uid: 'u1', email: 'buyer@example.com', name: 'Buyer' },
  toolId: 'saw',
  orderQuantity: 37,
  phoneNumber: '01712345678',
  orderAddress: '1 Mill Road',
  idempotencyKey: null,
};

describe('placeOrder', () => {
  it("names a buyer given without a name from their profile, read with the order's first reads, else by their address", async () => {
    const store = shop();
    store.profileNames.set('u1', '  Profile Name ');
    store.simulateRoundTrips = true;
    const anonymousRequest = { ...request, buyer: { uid: 'u1', email: 'buyer@example.com' }, orderQuantity: 10 };
    const named = await placeOrder(store, anonymousRequest);
    expect(store.orders.get(named.orderId)?.userName).toBe('Profile Name');
    // The profile, the idempotency record, the membership, the admins and the tool: one round trip.
    expect(store.readRoundTrips).toBe(1);
    store.profileNames.delete('u1');
    const unnamed = await placeOrder(store, anonymousRequest);
    expect(store.orders.get(unnamed.orderId)?.userName).toBe('buyer@example.com');
  });

  it('takes the quantity off the stock and bills the stored price in cents', async () => {
    const store = shop();
    const { orderId, replayed } = await placeOrder(store, request);
    expect(replayed).toBe(false);
    expect(store.tools.get('saw')?.available).toBe(13);
    expect(store.orders.get(orderId)).toEqual({
      id: orderId,
      uid: 'u1',
      userName: 'Buyer',
      userEmail: 'buyer@example.com',
      phoneNumber: '01712345678',
      orderAddress: '1 Mill Road',
      lines: [
        {
          toolId: 'saw',
          sku: 'SAW-1',
          toolName: 'Saw',
          imageLink: '/saw.svg',
          unitPriceCents: 745,
          listPriceCents: 745,
          quantity: 37,
          lineTotalCents: 27565,
          // 15% of $275.65 is $41.3475: $41.35, rounded half up.
          taxRate: 0.15,
          taxCents: 4135,
        },
      ],
      totalBillCents: 27565,
      taxRate: 0.15,
      taxCents: 4135,
      totalDueCents: 31700,
      taxExemptReference: null,
      poNumber: null,
      note: null,
      status: 'pending',
      payment: 'unpaid',
      statusHistory: ['pending'],
      decisions: [],
      invoiceNumber: null,
      paymentDueAt: null,
      paidAt: null,
      paymentReference: null,
      creditNotes: [],
      refundedCents: 0,
    });
  });

  it("adds the pieces to the tool's pieces ordered", async () => {
    const store = shop();
    await placeOrder(store, request);
    await placeOrder(store, { ...request, orderQuantity: 10 });
    expect(store.tools.get('saw')?.unitsOrdered).toBe(47);
  });

  describe('volume pricing', () => {
    it.each([
      [49, 1250],
      [50, 1100],
      [51, 1100],
      [199, 1100],
      [200, 975],
      [201, 975],
    ])('bills %i pieces at %i cents each, and keeps that unit price on the order', async (quantity, unitCents) => {
      const store = tieredShop();
      const { orderId } = await placeOrder(store, { ...request, toolId: 'clamp', orderQuantity: quantity });
      expect(store.orders.get(orderId)).toMatchObject({
        totalBillCents: unitCents * quantity,
        lines: [{ toolId: 'clamp', unitPriceCents: unitCents, quantity }],
      });
    });

    it.each([49, 50, 51, 199, 200, 201])(
      'places %i pieces sent as a client reads them: the list price and the tier total',
      async (quantity) => {
        const store = tieredShop();
        const unitCents = quantity >= 200 ? 975 : quantity >= 50 ? 1100 : 1250;
        const shown = { listPriceCents: 1250, totalBillCents: unitCents * quantity };
        const { orderId } = await placeOrder(store, { ...request, toolId: 'clamp', orderQuantity: quantity, shown });
        expect(store.orders.get(orderId)).toMatchObject({ totalBillCents: unitCents * quantity });
      },
    );

    it('places a total above the bill (list price × quantity) and bills the tier', async () => {
      const store = tieredShop();
      const shown = { listPriceCents: 1250, totalBillCents: 1250 * 200 };
      const { orderId } = await placeOrder(store, { ...request, toolId: 'clamp', orderQuantity: 200, shown });
      expect(store.orders.get(orderId)).toMatchObject({ totalBillCents: 975 * 200 });
    });

    it('refuses a total below the bill with 409 and the current figures', async () => {
      const store = tieredShop();
      const shown = { listPriceCents: 1250, totalBillCents: 1100 * 49 };
      const err = await failure(placeOrder(store, { ...request, toolId: 'clamp', orderQuantity: 49, shown }));
      expect([err.status, err.current]).toEqual([409, { price: 12.5, unitPrice: 12.5, totalBill: 612.5 }]);
      expect(err.message).toBe(
        'The price of Clamp is now $12.50 a piece: $612.50 for 49. Confirm the new total to order.',
      );
      expect(store.orders.size).toBe(0);
      expect(store.tools.get('clamp')?.available).toBe(10_000);
    });

    it('refuses a list price that rose when no total was shown, with the tier figures', async () => {
      const store = tieredShop();
      const err = await failure(
        placeOrder(store, { ...request, toolId: 'clamp', orderQuantity: 50, shown: { listPriceCents: 1200 } }),
      );
      expect(err.current).toEqual({ price: 12.5, unitPrice: 11, totalBill: 550 });
      expect(store.orders.size).toBe(0);
    });
  });

  it('accepts exactly minOrder and exactly the whole stock', async () => {
    const store = shop();
    await placeOrder(store, { ...request, orderQuantity: 10 });
    await placeOrder(store, { ...request, orderQuantity: 40 });
    expect(store.tools.get('saw')?.available).toBe(0);
  });

  it('refuses below minOrder with 400 and writes nothing', async () => {
    const store = shop();
    const err = await failure(placeOrder(store, { ...request, orderQuantity: 9 }));
    expect([err.status, err.message, err.fields]).toEqual([
      400,
      'Minimum order amount : 10 piece',
      { orderQuantity: 'Minimum order amount : 10 piece' },
    ]);
    expect(store.orders.size).toBe(0);
    expect(store.tools.get('saw')?.available).toBe(50);
  });

  it('refuses more than the stock with 409 and writes nothing', async () => {
    const store = shop();
    const err = await failure(placeOrder(store, { ...request, orderQuantity: 51 }));
    expect([err.status, err.message]).toEqual([409, 'Maximum available order : 50 piece']);
    expect(store.orders.size).toBe(0);
    expect(store.tools.get('saw')?.available).toBe(50);
  });

  it('says "out of stock" when what is left is below the minimum order', async () => {
    const store = shop();
    await placeOrder(store, { ...request, orderQuantity: 45 });
    const err = await failure(placeOrder(store, { ...request, orderQuantity: 10 }));
    expect([err.status, err.message]).toEqual([
      409,
      'Saw is out of stock (5 pieces left, below its minimum order of 10)',
    ]);
  });

  it('refuses a quantity that is not whole cases with 400, naming the nearest ones, and writes nothing', async () => {
    const store = sawShop({ orderMultiple: 5 });
    const err = await failure(placeOrder(store, { ...request, orderQuantity: 37 }));
    expect([err.status, err.message, err.fields]).toEqual([
      400,
      'Sold in cases of 5: order 35 or 40',
      { orderQuantity: 'Sold in cases of 5: order 35 or 40' },
    ]);
    expect(store.orders.size).toBe(0);
    expect(store.tools.get('saw')?.available).toBe(50);
    await placeOrder(store, { ...request, orderQuantity: 35 });
    expect(store.tools.get('saw')?.available).toBe(15);
  });

  it('answers an unknown tool with 404', async () => {
    const err = await failure(placeOrder(shop(), { ...request, toolId: 'nope' }));
    expect([err.status, err.message]).toEqual([404, 'No tool with id nope']);
  });

  it('sells only what the stock covers when orders arrive together', async () => {
    const store = shop();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => placeOrder(store, { ...request, orderQuantity: 12 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    expect(store.tools.get('saw')?.available).toBe(2);
  });

  describe('with an Idempotency-Key', () => {
    it('answers a retry with the first order and takes the stock once', async () => {
      const store = shop();
      const first = await placeOrder(store, { ...request, idempotencyKey: 'k-1' });
      const again = await placeOrder(store, { ...request, idempotencyKey: 'k-1' });
      expect(again).toEqual({ orderId: first.orderId, replayed: true, status: 'pending' });
      expect(store.orders.size).toBe(1);
      expect(store.tools.get('saw')?.available).toBe(13);
    });

    it('answers a retry even once the stock has run out', async () => {
      const store = shop();
      const first = await placeOrder(store, { ...request, orderQuantity: 50, idempotencyKey: 'all' });
      expect(await placeOrder(store, { ...request, orderQuantity: 50, idempotencyKey: 'all' })).toEqual({
        orderId: first.orderId,
        replayed: true,
        status: 'pending',
      });
    });

    it('refuses the same key for a different order with 409', async () => {
      const store = shop();
      await placeOrder(store, { ...request, idempotencyKey: 'k-1' });
      const err = await failure(placeOrder(store, { ...request, orderQuantity: 12, idempotencyKey: 'k-1' }));
      expect(err.status).toBe(409);
      expect(store.orders.size).toBe(1);
    });

    it('keeps keys of different customers apart', async () => {
      const store = shop();
      const a = await placeOrder(store, { ...request, orderQuantity: 10, idempotencyKey: 'same' });
      const b = await placeOrder(store, {
        ...request,
        orderQuantity: 10,
        buyer: { ...request.buyer, uid: 'u2' },
        idempotencyKey: 'same',
      });
      expect(b.orderId).not.toBe(a.orderId);
      expect(store.orders.size).toBe(2);
    });

    it('does not record a key whose order failed, so a corrected retry can succeed', async () => {
      const store = shop();
      await failure(placeOrder(store, { ...request, orderQuantity: 51, idempotencyKey: 'k-2' }));
      expect(store.idempotency.size).toBe(0);
    });
  });
});

describe('idempotencyRecordId', () => {
  it('depends on both uid and key, without ambiguity at the join', () => {
    expect(idempotencyRecordId('ab', 'c')).not.toBe(idempotencyRecordId('a', 'bc'));
    expect(idempotencyRecordId('u', 'k')).toBe(idempotencyRecordId('u', 'k'));
    expect(idempotencyRecordId('u', 'k')).toMatch(/^[0-9a-f]{64}$/);
  });
});
