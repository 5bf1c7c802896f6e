import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { advanceOrder } from '../domain/advance-order';
import { cancelOrder } from '../domain/cancel-order';
import { recordPayment } from '../domain/record-payment';
import { orderSaws, sawShopWithOrder } from '../testing/memory-order-store';

/** The admin who moves orders and records payments in these tests. */
const ADMIN = { uid: 'admin-1', email: 'admin@example.com' };

const shopWithOrder = () => sawShopWithOrder({ unitsOrdered: 100 });

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

  it('keeps lowStock with the stock: an order takes the tool to its reorder point, the cancel back above it', async () => {
    const { store } = await shopWithOrder(); // 50 → 30; the reorder point is 2 × minOrder = 20
    expect(store.tools.get('saw')?.lowStock).toBe(false);
    const { orderId } = await orderSaws(store, 10);
    expect(store.tools.get('saw')).toMatchObject({ available: 20, lowStock: true });
    await cancelOrder(store, orderId, { uid: 'owner', admin: false });
    expect(store.tools.get('saw')).toMatchObject({ available: 30, lowStock: false });
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

  it('answers another customer as for an unknown id (404) and changes nothing', async () => {
    const { store, orderId } = await shopWithOrder();
    expect(await statusOf(cancelOrder(store, orderId, { uid: 'intruder', admin: false }))).toEqual([
      404,
      `No order with id ${orderId}`,
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
    await advanceOrder(store, orderId, 'processing', ADMIN);
    expect((await statusOf(cancelOrder(store, orderId, { uid: 'owner', admin: true })))[0]).toBe(409);
    expect(store.tools.get('saw')?.available).toBe(30);
  });

  it('refuses a paid order with 409, even for an admin', async () => {
    const { store, orderId } = await shopWithOrder();
    await recordPayment(store, orderId, 'BANK-1', ADMIN);
    expect(await statusOf(cancelOrder(store, orderId, { uid: 'owner', admin: true }))).toEqual([
      409,
      'This order is already paid, so it can no longer be cancelled',
    ]);
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
      await advanceOrder(store, orderId, next, ADMIN);
      expect(store.orders.get(orderId)?.status).toBe(next);
    }
  });

  it.each([
    ['shipped', 'Cannot move an order from pending to shipped'],
    ['pending', 'Cannot move an order from pending to pending'],
    ['cancelled', 'Cannot move an order from pending to cancelled'],
  ] as const)('refuses pending → %s with 409', async (to, message) => {
    const { store, orderId } = await shopWithOrder();
    expect(await statusOf(advanceOrder(store, orderId, to, ADMIN))).toEqual([409, message]);
    expect(store.orders.get(orderId)?.status).toBe('pending');
  });

  it('answers an unknown order with 404', async () => {
    const { store } = await shopWithOrder();
    expect((await statusOf(advanceOrder(store, 'nope', 'processing', ADMIN)))[0]).toBe(404);
  });

  it('gives a shipped order the next invoice number of the year and a due date 30 days on', async () => {
    const { store, orderId } = await shopWithOrder();
    store.invoiceCounts.set(2026, 41);
    const shippedAt = new Date('2026-11-23T10:00:00Z');
    await advanceOrder(store, orderId, 'processing', ADMIN);
    expect(store.orders.get(orderId)?.invoiceNumber).toBeNull();
    await advanceOrder(store, orderId, 'shipped', ADMIN, shippedAt);
    expect(store.orders.get(orderId)).toMatchObject({
      status: 'shipped',
      invoiceNumber: 'INV-2026-00042',
      paymentDueAt: new Date('2026-12-23T10:00:00Z'),
    });
    expect(store.invoiceCounts.get(2026)).toBe(42);
  });

  it('starts each year at 1 and takes no number for a refused move', async () => {
    const { store, orderId } = await shopWithOrder();
    const newYear = new Date('2027-01-01T00:00:00Z');
    await statusOf(advanceOrder(store, orderId, 'shipped', ADMIN, newYear));
    expect(store.invoiceCounts.has(2027)).toBe(false);
    await advanceOrder(store, orderId, 'processing', ADMIN);
    await advanceOrder(store, orderId, 'shipped', ADMIN, newYear);
    expect(store.orders.get(orderId)?.invoiceNumber).toBe('INV-2027-00001');
  });
});

describe('recordPayment', () => {
  it('marks the order paid with its reference and time, before shipping too', async () => {
    const { store, orderId } = await shopWithOrder();
    const at = new Date('2026-11-23T10:00:00Z');
    await recordPayment(store, orderId, 'BANK-1', ADMIN, at);
    expect(store.orders.get(orderId)).toMatchObject({ payment: 'paid', paymentReference: 'BANK-1', paidAt: at });
  });

  it('refuses to pay twice, keeping the first reference', async () => {
    const { store, orderId } = await shopWithOrder();
    await recordPayment(store, orderId, 'BANK-1', ADMIN);
    expect(await statusOf(recordPayment(store, orderId, 'BANK-2', ADMIN))).toEqual([
      409,
      'This order is already paid (reference BANK-1)',
    ]);
    expect(store.orders.get(orderId)?.paymentReference).toBe('BANK-1');
  });

  it('refuses a cancelled order with 409 and an unknown one with 404', async () => {
    const { store, orderId } = await shopWithOrder();
    await cancelOrder(store, orderId, { uid: 'owner', admin: false });
    expect(await statusOf(recordPayment(store, orderId, 'BANK-1', ADMIN))).toEqual([
      409,
      'A cancelled order cannot be paid',
    ]);
    expect(store.orders.get(orderId)?.payment).toBe('unpaid');
    expect((await statusOf(recordPayment(store, 'nope', 'BANK-1', ADMIN)))[0]).toBe(404);
  });
});
