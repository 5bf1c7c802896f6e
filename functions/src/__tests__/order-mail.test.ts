import { describe, expect, it } from 'vitest';
import { advanceOrder } from '../domain/advance-order';
import { cancelOrder, expireOrder } from '../domain/cancel-order';
import { lowStockMails, lowStockThreshold } from '../domain/order-mail';
import type { StockedTool } from '../domain/order-store';
import { placeLinesOrder, placeOrder } from '../domain/place-order';
import { MemoryOrderStore } from '../testing/memory-order-store';

function tool(fields: Partial<StockedTool> = {}): StockedTool {
  return {
    id: 'saw',
    sku: 'SAW-1',
    toolName: 'Saw',
    priceCents: 1000,
    priceTiers: [],
    minOrder: 5,
    available: 100,
    unitsOrdered: 0,
    imageLink: '/saw.svg',
    ...fields,
  };
}

const buyer = { uid: 'u1', email: 'buyer@example.com', name: 'Bea' };
const contact = { buyer, phoneNumber: '01712345678', orderAddress: '1 Mill Road', idempotencyKey: null };

function shop(...tools: StockedTool[]) {
  const store = new MemoryOrderStore();
  tools.forEach((t) => store.addTool(t));
  store.admins = ['boss@example.com', 'ops@example.com'];
  return store;
}

const summary = (store: MemoryOrderStore) => store.mail.map((m) => [m.kind, m.to.join(',')]);

describe('messages written by the order rules', () => {
  it('an order: one message to the buyer and one to every admin', async () => {
    const store = shop(tool());
    const { orderId } = await placeOrder(store, { ...contact, toolId: 'saw', orderQuantity: 10 });
    expect(summary(store)).toEqual([
      ['order-received', 'buyer@example.com'],
      ['order-received-admins', 'boss@example.com,ops@example.com'],
    ]);
    expect(store.mail.every((m) => m.orderId === orderId)).toBe(true);
  });

  it('no admins registered: the buyer is still told, the admin message is not written', async () => {
    const store = shop(tool());
    store.admins = [];
    await placeOrder(store, { ...contact, toolId: 'saw', orderQuantity: 10 });
    expect(summary(store)).toEqual([['order-received', 'buyer@example.com']]);
  });

  it('a refused order writes nothing, mail included', async () => {
    const store = shop(tool({ available: 3 }));
    await expect(placeOrder(store, { ...contact, toolId: 'saw', orderQuantity: 10 })).rejects.toThrow();
    expect(store.mail).toEqual([]);
  });

  it('a replayed Idempotency-Key writes no second message', async () => {
    const store = shop(tool());
    const request = { ...contact, idempotencyKey: 'key-1', toolId: 'saw', orderQuantity: 10 };
    await placeOrder(store, request);
    await placeOrder(store, request);
    expect(store.mail).toHaveLength(2);
  });

  it('every step, a cancel and an expiry tell the buyer; an expiry of an order that moved on does nothing', async () => {
    const store = shop(tool());
    const { orderId: moved } = await placeOrder(store, { ...contact, toolId: 'saw', orderQuantity: 10 });
    await advanceOrder(store, moved, 'processing');
    await advanceOrder(store, moved, 'shipped');
    expect(await expireOrder(store, moved)).toBe('moved-on');
    const { orderId: cancelled } = await placeOrder(store, { ...contact, toolId: 'saw', orderQuantity: 10 });
    await cancelOrder(store, cancelled, { uid: 'u1', email: buyer.email, admin: false, anonymous: false });
    const { orderId: expired } = await placeOrder(store, { ...contact, toolId: 'saw', orderQuantity: 10 });
    expect(await expireOrder(store, expired)).toBe('expired');
    expect(await expireOrder(store, expired)).toBe('moved-on');
    expect(await expireOrder(store, 'nope')).toBe('not-found');

    const statusMail = store.mail.filter((m) => m.kind === 'order-status' || m.kind === 'order-expired');
    expect(statusMail.map((m) => [m.kind, m.orderId, m.message.subject.split(' | ')[0]])).toEqual([
      ['order-status', moved, `Your order ${moved} is being prepared`],
      ['order-status', moved, `Your order ${moved} has shipped`],
      ['order-status', cancelled, `Your order ${cancelled} was cancelled`],
      ['order-expired', expired, `Your order ${expired} expired`],
    ]);
    expect(statusMail.every((m) => m.to.join() === 'buyer@example.com')).toBe(true);
    expect(store.tools.get('saw')?.available).toBe(90);
    expect(store.orders.get(expired)?.status).toBe('cancelled');
  });
});

describe('low stock', () => {
  it('is two minimum orders unless the tool has a reorderPoint', () => {
    expect(lowStockThreshold({ minOrder: 5 })).toBe(10);
    expect(lowStockThreshold({ minOrder: 5, reorderPoint: 3 })).toBe(3);
    expect(lowStockThreshold({ minOrder: 5, reorderPoint: 0 })).toBe(0);
  });

  it.each([
    [11, 1, true], // 11 → 10: reaches the threshold
    [20, 15, true], // 20 → 5: crosses it
    [11, 0, false], // nothing taken
    [12, 1, false], // 12 → 11: still above
    [10, 5, false], // already at it: told before
  ])('available %i, ordering %i: told %s', (available, quantity, told) => {
    const mails = lowStockMails([{ tool: tool({ available }), quantity }], 'o1', ['boss@example.com']);
    expect(mails.length).toBe(told ? 1 : 0);
  });

  it('one message per tool of a many-line order that crosses, with the order that did it', async () => {
    const store = shop(
      tool({ id: 'a', toolName: 'A', available: 12 }),
      tool({ id: 'b', toolName: 'B', available: 100 }),
      tool({ id: 'c', toolName: 'C', available: 30, reorderPoint: 25 }),
    );
    const { orderId } = await placeLinesOrder(store, {
      ...contact,
      lines: [
        { toolId: 'a', quantity: 5 },
        { toolId: 'b', quantity: 5 },
        { toolId: 'c', quantity: 5 },
      ],
      poNumber: null,
      note: null,
    });
    const low = store.mail.filter((m) => m.kind === 'low-stock');
    expect(low.map((m) => m.message.subject.split(' | ')[0])).toEqual([
      'Low stock: A (7 left)',
      'Low stock: C (25 left)',
    ]);
    expect(low.every((m) => m.orderId === orderId && m.to.join() === 'boss@example.com,ops@example.com')).toBe(true);
  });
});
