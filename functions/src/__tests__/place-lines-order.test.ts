import { describe, expect, it } from 'vitest';
import { cancelOrder } from '../domain/cancel-order';
import { placeLinesOrder, type PlaceLinesOrderRequest } from '../domain/place-order';
import { apiFailure as failure } from '../testing/api-failure';
import { MemoryOrderStore } from '../testing/memory-order-store';

/** A saw ($7.45), a clamp ($12.50, $11.00 from 50 pieces) and an archived plane. */
function shop() {
  const store = new MemoryOrderStore();
  const base = { priceTiers: [], minOrder: 10, available: 100, unitsOrdered: 0, imageLink: '/x.svg' };
  store.addTool({ ...base, id: 'saw', sku: 'SAW-1', toolName: 'Saw', priceCents: 745 });
  store.addTool({
    ...base,
    id: 'clamp',
    sku: 'CLAMP-1',
    toolName: 'Clamp',
    priceCents: 1250,
    priceTiers: [{ minQuantity: 50, priceCents: 1100 }],
  });
  store.addTool({ ...base, id: 'plane', sku: 'PLANE-1', toolName: 'Plane', priceCents: 3000, archived: true });
  store.carts.set('u1', [{ toolId: 'saw', quantity: 10 }]);
  return store;
}

const request: PlaceLinesOrderRequest = {
  buyer: { uid: 'u1', email: 'buyer@example.com', name: 'Buyer' },
  lines: [
    { toolId: 'saw', quantity: 20 },
    { toolId: 'clamp', quantity: 50 },
  ],
  phoneNumber: '01712345678',
  orderAddress: '1 Mill Road',
  poNumber: 'PO-1',
  note: null,
  idempotencyKey: null,
};

describe('placeLinesOrder', () => {
  it('bills each line with its tier, takes every line’s stock and empties the cart', async () => {
    const store = shop();
    const { orderId } = await placeLinesOrder(store, request);
    expect(store.orders.get(orderId)).toMatchObject({
      lines: [
        { toolId: 'saw', sku: 'SAW-1', unitPriceCents: 745, quantity: 20, lineTotalCents: 14900 },
        {
          toolId: 'clamp',
          sku: 'CLAMP-1',
          unitPriceCents: 1100,
          listPriceCents: 1250,
          quantity: 50,
          lineTotalCents: 55000,
        },
      ],
      totalBillCents: 69900,
      poNumber: 'PO-1',
      statusHistory: ['pending'],
    });
    expect([store.tools.get('saw')?.available, store.tools.get('clamp')?.available]).toEqual([80, 50]);
    expect([store.tools.get('saw')?.unitsOrdered, store.tools.get('clamp')?.unitsOrdered]).toEqual([20, 50]);
    expect(store.carts.get('u1')).toEqual([]);
  });

  describe('the figures the buyer was shown', () => {
    // The bill: 20 saws at $7.45 and 50 clamps at the tier's $11.00, $699.00.
    it.each([69900, 69901, 20 * 745 + 50 * 1250])('places the order for a shown total of %i cents', async (cents) => {
      const store = shop();
      const shown = { totalBillCents: cents, lines: [{}, {}] };
      const { orderId } = await placeLinesOrder(store, { ...request, shown });
      expect(store.orders.get(orderId)).toMatchObject({ totalBillCents: 69900 });
    });

    it('refuses a shown total below the bill with 409, the current total, and changes nothing', async () => {
      const store = shop();
      const err = await failure(
        placeLinesOrder(store, { ...request, shown: { totalBillCents: 69899, lines: [{}, {}] } }),
      );
      expect([err.status, err.message, err.current]).toEqual([
        409,
        'The total of this order is now $699.00. Confirm the new total to order.',
        { totalBill: 699 },
      ]);
      expect(err.fields).toEqual({ 'order.totalBill': err.message });
      expect(store.orders.size).toBe(0);
      expect(store.tools.get('clamp')?.available).toBe(100);
      expect(store.carts.get('u1')).toEqual([{ toolId: 'saw', quantity: 10 }]);
    });

    it('without a total, refuses the lines whose list price rose, and places lower or equal ones', async () => {
      const store = shop();
      const err = await failure(
        placeLinesOrder(store, {
          ...request,
          shown: { lines: [{ listPriceCents: 745 }, { listPriceCents: 1249 }] },
        }),
      );
      expect([err.status, err.fields]).toEqual([
        409,
        { 'order.lines[1].price': 'The price of Clamp is now $12.50 a piece' },
      ]);
      expect(store.orders.size).toBe(0);
      await placeLinesOrder(store, {
        ...request,
        shown: { lines: [{ listPriceCents: 800 }, { listPriceCents: 1250 }] },
      });
      expect(store.orders.size).toBe(1);
    });
  });

  it('refuses every bad line at once with 409 and changes nothing', async () => {
    const store = shop();
    const err = await failure(
      placeLinesOrder(store, {
        ...request,
        lines: [
          { toolId: 'saw', quantity: 20 },
          { toolId: 'clamp', quantity: 101 },
          { toolId: 'plane', quantity: 10 },
          { toolId: 'nope', quantity: 10 },
          { toolId: 'saw-2', quantity: 1 },
        ],
      }),
    );
    expect([err.status, err.fields]).toEqual([
      409,
      {
        'order.lines[1].quantity': 'Clamp: Maximum available order : 100 piece',
        'order.lines[2].toolId': 'Plane is no longer sold',
        'order.lines[3].toolId': 'No tool with id nope',
        'order.lines[4].toolId': 'No tool with id saw-2',
      },
    ]);
    expect(store.orders.size).toBe(0);
    expect(store.tools.get('saw')?.available).toBe(100);
    expect(store.carts.get('u1')).toEqual([{ toolId: 'saw', quantity: 10 }]);
  });

  it('answers a repeated Idempotency-Key with the first order, and refuses it for other lines', async () => {
    const store = shop();
    const first = await placeLinesOrder(store, { ...request, idempotencyKey: 'k' });
    expect(await placeLinesOrder(store, { ...request, idempotencyKey: 'k' })).toEqual({
      orderId: first.orderId,
      replayed: true,
      status: 'pending',
    });
    const err = await failure(placeLinesOrder(store, { ...request, note: 'other', idempotencyKey: 'k' }));
    expect(err.status).toBe(409);
    expect(store.orders.size).toBe(1);
    expect(store.tools.get('saw')?.available).toBe(80);
  });

  it('gives every line back on cancel', async () => {
    const store = shop();
    const { orderId } = await placeLinesOrder(store, request);
    await cancelOrder(store, orderId, { uid: 'u1', admin: false });
    expect([store.tools.get('saw')?.available, store.tools.get('clamp')?.available]).toEqual([100, 100]);
    expect([store.tools.get('saw')?.unitsOrdered, store.tools.get('clamp')?.unitsOrdered]).toEqual([0, 0]);
    expect(store.orders.get(orderId)?.statusHistory).toEqual(['pending', 'cancelled']);
  });
});
