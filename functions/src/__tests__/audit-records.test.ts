import { describe, expect, it } from 'vitest';
import { advanceOrder } from '../domain/advance-order';
import { toolUpdated } from '../domain/audit-records';
import { cancelOrder, expireOrder } from '../domain/cancel-order';
import { recordPayment } from '../domain/record-payment';
import type { ToolContent } from '../repositories/tools/document';
import { sawShopWithOrder } from '../testing/memory-order-store';

const ADMIN = { uid: 'admin-1', email: 'admin@example.com' };

describe('the order rules write audit entries in their transaction (memory store)', () => {
  it('placing an order (a customer’s own action) records nothing', async () => {
    const { store } = await sawShopWithOrder();
    expect(store.audit).toEqual([]);
  });

  it('a status move records one entry: the admin, the order, the status before and after', async () => {
    const { store, orderId } = await sawShopWithOrder();
    await advanceOrder(store, orderId, 'processing', ADMIN);
    expect(store.audit).toEqual([
      {
        action: 'order.status-changed',
        actor: ADMIN,
        target: { kind: 'order', id: orderId, label: 'Order of owner@example.com' },
        before: { status: 'pending' },
        after: { status: 'processing' },
      },
    ]);
  });

  it('the move to shipped records the invoice number it gave', async () => {
    const { store, orderId } = await sawShopWithOrder();
    await advanceOrder(store, orderId, 'processing', ADMIN);
    await advanceOrder(store, orderId, 'shipped', ADMIN, new Date('2026-11-23T10:00:00Z'));
    expect(store.audit[1]).toMatchObject({
      before: { status: 'processing' },
      after: { status: 'shipped', invoiceNumber: 'INV-2026-00001' },
    });
  });

  it('a refused move records nothing', async () => {
    const { store, orderId } = await sawShopWithOrder();
    await expect(advanceOrder(store, orderId, 'delivered', ADMIN)).rejects.toMatchObject({ status: 409 });
    await expect(advanceOrder(store, 'nope', 'processing', ADMIN)).rejects.toMatchObject({ status: 404 });
    expect(store.audit).toEqual([]);
  });

  it('a payment records one entry with the reference; a second payment is refused and records nothing', async () => {
    const { store, orderId } = await sawShopWithOrder();
    await recordPayment(store, orderId, 'BANK-1', ADMIN);
    await expect(recordPayment(store, orderId, 'BANK-2', ADMIN)).rejects.toMatchObject({ status: 409 });
    expect(store.audit).toEqual([
      {
        action: 'order.payment-recorded',
        actor: ADMIN,
        target: { kind: 'order', id: orderId, label: 'Order of owner@example.com' },
        before: { payment: 'unpaid', paymentReference: null },
        after: { payment: 'paid', paymentReference: 'BANK-1' },
      },
    ]);
  });

  it('an admin cancelling someone else’s order is recorded as a status change', async () => {
    const { store, orderId } = await sawShopWithOrder();
    await cancelOrder(store, orderId, { ...ADMIN, admin: true });
    expect(store.audit).toEqual([
      expect.objectContaining({
        action: 'order.status-changed',
        actor: ADMIN,
        before: { status: 'pending' },
        after: { status: 'cancelled' },
      }),
    ]);
  });

  it('the owner’s own cancel is not recorded, even when the owner is an admin', async () => {
    const first = await sawShopWithOrder();
    await cancelOrder(first.store, first.orderId, { uid: 'owner', email: 'owner@example.com', admin: false });
    const second = await sawShopWithOrder();
    await cancelOrder(second.store, second.orderId, { uid: 'owner', email: 'owner@example.com', admin: true });
    expect([...first.store.audit, ...second.store.audit]).toEqual([]);
  });

  it('an expired reservation (no person acted) records nothing', async () => {
    const { store, orderId } = await sawShopWithOrder();
    expect(await expireOrder(store, orderId)).toBe('expired');
    expect(store.audit).toEqual([]);
  });

  it('a failed cancel (not pending) records nothing beyond the move before it', async () => {
    const { store, orderId } = await sawShopWithOrder();
    await advanceOrder(store, orderId, 'processing', ADMIN);
    await expect(cancelOrder(store, orderId, { ...ADMIN, admin: true })).rejects.toMatchObject({ status: 409 });
    expect(store.audit).toHaveLength(1);
  });
});

describe('toolUpdated', () => {
  const tool: ToolContent = {
    toolName: 'Saw',
    priceCents: 2450,
    minOrder: 5,
    available: 100,
    toolDescription: 'A saw',
    imageLink: '/saw.svg',
    sku: 'SAW-1',
    category: 'saws',
    priceTiers: [],
  };

  it('keeps only the fields the edit changed, in dollars', () => {
    const after = { ...tool, priceCents: 1999, available: 100, priceTiers: [{ minQuantity: 50, priceCents: 1800 }] };
    expect(toolUpdated(ADMIN, 'saw', tool, after)).toEqual({
      action: 'tool.updated',
      actor: ADMIN,
      target: { kind: 'tool', id: 'saw', label: 'Saw' },
      before: { price: 24.5, priceTiers: [] },
      after: { price: 19.99, priceTiers: [{ minQuantity: 50, price: 18 }] },
    });
  });

  it('is null for an edit that changes nothing', () => {
    expect(toolUpdated(ADMIN, 'saw', tool, { ...tool })).toBeNull();
  });
});
