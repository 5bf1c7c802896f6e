import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { advanceOrder } from '../domain/advance-order';
import { cancelOrder } from '../domain/cancel-order';
import { placeOrder } from '../domain/place-order';
import { MemoryOrderStore } from '../testing/memory-order-store';

async function shopWithOrder() {
  const store = new MemoryOrderStore();
  store.addTool({
    id: 'saw',
    sku: 'SAW-1',
    toolName: 'Saw',
    priceCents: 745,
    priceTiers: [],
    minOrder: 10,
    available: 50,
    unitsOrdered: 100,
    imageLink: '/saw.svg',
  });
  const { orderId } = await placeOrder(store, {
    buyer: { uid: 'owner', email: 'owner@example.com', name: 'Owner' },
    toolId: 'saw',
    orderQuantity: 20,
    phoneNumber: '01712345678',
    orderAddress: '1 Mill Road',
    idempotencyKey: null,
  });
  return { store, orderId };
}

async function statusOf(promise: Promise<unknown>): Promise<[number, string]> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return [err.status, err.message];
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('cancelOrder', () => {
  it('cancels a pending order of its owner and gives the stock back exactly', async () => {
    const { store, orderId } = await shopWithOrder();
    expect(store.tools.get('saw')?.available).toBe(30);
    await cancelOrder(store, orderId, { uid: 'owner', admin: false });
    expect(store.orders.get(orderId)?.status).toBe('cancelled');
    expect(store.tools.get('saw')?.available).toBe(50);
  });

  it('takes the cancelled pieces off the pieces ordered, and only once', async () => {
    const { store, orderId } = await shopWithOrder();
    expect(store.tools.get('saw')?.unitsOrdered).toBe(120);
    await cancelOrder(store, orderId, { uid: 'owner', admin: false });
    await statusOf(cancelOrder(store, orderId, { uid: 'owner', admin: false }));
    expect(store.tools.get('saw')?.unitsOrdered).toBe(100);
  });

  it('never counts below 0 pieces ordered (orders from before the count was kept)', async () => {
    const { store, orderId } = await shopWithOrder();
    const saw = store.tools.get('saw');
    if (saw) saw.unitsOrdered = 5;
    await cancelOrder(store, orderId, { uid: 'owner', admin: false });
    expect(store.tools.get('saw')?.unitsOrdered).toBe(0);
  });

  it('lets an admin cancel anyone’s pending order', async () => {
    const { store, orderId } = await shopWithOrder();
    await cancelOrder(store, orderId, { uid: 'someone-else', admin: true });
    expect(store.orders.get(orderId)?.status).toBe('cancelled');
  });

  it('refuses another customer with 403 and changes nothing', async () => {
    const { store, orderId } = await shopWithOrder();
    expect(await statusOf(cancelOrder(store, orderId, { uid: 'intruder', admin: false }))).toEqual([
      403,
      'You can only cancel your own orders',
    ]);
    expect(store.orders.get(orderId)?.status).toBe('pending');
    expect(store.tools.get('saw')?.available).toBe(30);
  });

  it('refuses a second cancel with 409 and restocks only once', async () => {
    const { store, orderId } = await shopWithOrder();
    await cancelOrder(store, orderId, { uid: 'owner', admin: false });
    expect(await statusOf(cancelOrder(store, orderId, { uid: 'owner', admin: false }))).toEqual([
      409,
      'Only a pending order can be cancelled; this one is cancelled',
    ]);
    expect(store.tools.get('saw')?.available).toBe(50);
  });

  it('refuses an order already in processing with 409', async () => {
    const { store, orderId } = await shopWithOrder();
    await advanceOrder(store, orderId, 'processing');
    expect((await statusOf(cancelOrder(store, orderId, { uid: 'owner', admin: true })))[0]).toBe(409);
    expect(store.tools.get('saw')?.available).toBe(30);
  });

  it('just cancels when the tool has been deleted since', async () => {
    const { store, orderId } = await shopWithOrder();
    store.tools.delete('saw');
    await cancelOrder(store, orderId, { uid: 'owner', admin: false });
    expect(store.orders.get(orderId)?.status).toBe('cancelled');
    expect(store.tools.has('saw')).toBe(false);
  });

  it('answers an unknown order with 404', async () => {
    const { store } = await shopWithOrder();
    expect(await statusOf(cancelOrder(store, 'nope', { uid: 'owner', admin: true }))).toEqual([
      404,
      'No order with id nope',
    ]);
  });
});

describe('advanceOrder', () => {
  it('moves one step at a time up to delivered', async () => {
    const { store, orderId } = await shopWithOrder();
    for (const next of ['processing', 'shipped', 'delivered'] as const) {
      await advanceOrder(store, orderId, next);
      expect(store.orders.get(orderId)?.status).toBe(next);
    }
  });

  it.each([
    ['shipped', 'Cannot move an order from pending to shipped'],
    ['pending', 'Cannot move an order from pending to pending'],
    ['cancelled', 'Cannot move an order from pending to cancelled'],
  ] as const)('refuses pending → %s with 409', async (to, message) => {
    const { store, orderId } = await shopWithOrder();
    expect(await statusOf(advanceOrder(store, orderId, to))).toEqual([409, message]);
    expect(store.orders.get(orderId)?.status).toBe('pending');
  });

  it('answers an unknown order with 404', async () => {
    const { store } = await shopWithOrder();
    expect((await statusOf(advanceOrder(store, 'nope', 'processing')))[0]).toBe(404);
  });
});
