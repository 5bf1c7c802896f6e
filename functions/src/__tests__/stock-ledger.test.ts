import { describe, expect, it } from 'vitest';
import { stockAfterAdjustment } from '@toolshub/shared';
import { adjustStock } from '../domain/adjust-stock';
import { cancelOrder, expireOrder } from '../domain/cancel-order';
import { ApiError } from '../errors';
import { orderSaws, sawShop, type MemoryOrderStore } from '../testing/memory-order-store';

const ADMIN = { uid: 'admin-1', email: 'admin@example.com' };

const shop = (available = 50) => sawShop({ available });

/** The tool's stock minus what its movements added up to since the store began (its initial stock). */
const unexplained = (store: MemoryOrderStore, start: number) =>
  (store.tools.get('saw')?.available ?? 0) - start - store.stockMovements.reduce((sum, m) => sum + m.delta, 0);

describe('the stock ledger of the order rules', () => {
  it('records an order, a cancel and an expiry, each with its order and the stock after', async () => {
    const store = shop(50);
    const first = await orderSaws(store, 20);
    const second = await orderSaws(store, 10);
    await cancelOrder(store, first.orderId, { uid: 'owner', admin: false });
    expect(await expireOrder(store, second.orderId)).toBe('expired');
    expect(
      store.stockMovements.map(({ reason, delta, orderId, availableAfter }) => [
        reason,
        delta,
        orderId,
        availableAfter,
      ]),
    ).toEqual([
      ['order', -20, first.orderId, 30],
      ['order', -10, second.orderId, 20],
      ['cancel', 20, first.orderId, 40],
      ['expiry', 10, second.orderId, 50],
    ]);
    expect(unexplained(store, 50)).toBe(0);
  });

  it('writes no movement for a refused order', async () => {
    const store = shop(50);
    await expect(orderSaws(store, 60)).rejects.toBeInstanceOf(ApiError);
    expect(store.stockMovements).toEqual([]);
  });
});

describe('adjustStock', () => {
  it('adds and takes pieces with the reason, note and admin, and its audit entry', async () => {
    const store = shop(50);
    const added = await adjustStock(store, 'saw', { delta: 25, reason: 'received', note: 'PO 77' }, ADMIN);
    expect(added.availableAfter).toBe(75);
    await adjustStock(store, 'saw', { delta: -5, reason: 'damaged', note: null }, ADMIN);
    expect(store.tools.get('saw')?.available).toBe(70);
    expect(store.stockMovements).toEqual([
      {
        id: added.movementId,
        toolId: 'saw',
        delta: 25,
        reason: 'received',
        actor: ADMIN,
        note: 'PO 77',
        availableAfter: 75,
      },
      expect.objectContaining({ delta: -5, reason: 'damaged', note: null, availableAfter: 70 }),
    ]);
    expect(store.audit[0]).toEqual({
      action: 'tool.stock-adjusted',
      actor: ADMIN,
      target: { kind: 'tool', id: 'saw', label: 'Saw' },
      before: { available: 50 },
      after: { available: 75, delta: 25, reason: 'received', note: 'PO 77' },
    });
    expect(unexplained(store, 50)).toBe(0);
  });

  it('refuses to go below 0 with 409 and a clear message, writing nothing', async () => {
    const store = shop(3);
    const refused = await adjustStock(store, 'saw', { delta: -5, reason: 'count-correction', note: null }, ADMIN).catch(
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect((refused as ApiError).message).toBe(
      'Saw: Only 3 pieces are in stock: taking 5 would leave -2; stock cannot go below 0',
    );
    expect(store.tools.get('saw')?.available).toBe(3);
    expect(store.stockMovements).toEqual([]);
    expect(store.audit).toEqual([]);
  });

  it('may take the stock to exactly 0', async () => {
    const store = shop(3);
    await adjustStock(store, 'saw', { delta: -3, reason: 'damaged', note: null }, ADMIN);
    expect(store.tools.get('saw')?.available).toBe(0);
  });

  it('answers an unknown tool with 404', async () => {
    const refused = await adjustStock(shop(), 'nope', { delta: 1, reason: 'received', note: null }, ADMIN).catch(
      (err: unknown) => err,
    );
    expect((refused as ApiError).status).toBe(404);
  });

  it('applies to the stock an order left, never over it (transactions one after another)', async () => {
    const store = shop(100);
    await Promise.all([
      orderSaws(store, 10),
      adjustStock(store, 'saw', { delta: 50, reason: 'received', note: null }, ADMIN),
      orderSaws(store, 10),
    ]);
    expect(store.tools.get('saw')?.available).toBe(130);
    expect(unexplained(store, 100)).toBe(0);
  });
});

describe('stockAfterAdjustment', () => {
  it('is the stock plus the change, or refused below 0', () => {
    expect(stockAfterAdjustment(10, 5)).toEqual({ ok: true, available: 15 });
    expect(stockAfterAdjustment(10, -10)).toEqual({ ok: true, available: 0 });
    expect(stockAfterAdjustment(10, -11)).toMatchObject({ ok: false });
  });
});
