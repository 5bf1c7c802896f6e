import { describe, expect, it } from 'vitest';
import { advanceOrder } from '../domain/advance-order';
import { cancelOrder, expireOrder } from '../domain/cancel-order';
import { lowStockMails } from '../domain/order-mail';
import type { StockedTool } from '../domain/order-store';
import { placeLinesOrder, placeOrder } from '../domain/place-order';
import { recordPayment } from '../domain/record-payment';
import { MemoryOrderStore } from '../testing/memory-order-store';

/** The admin who moves orders and records payments in these tests. */
const ADMIN = { uid: 'admin-1', email: 'admin@example.com' };

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
    await advanceOrder(store, moved, 'processing', ADMIN);
    await advanceOrder(store, moved, 'shipped', ADMIN);
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

describe('the shipped message', () => {
  it('names the invoice this shipment was given as its attachment, rendered when sent', async () => {
    const store = shop(tool());
    const shipped: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { orderId } = await placeOrder(store, { ...contact, toolId: 'saw', orderQuantity: 10 });
      await advanceOrder(store, orderId, 'processing', ADMIN);
      await advanceOrder(store, orderId, 'shipped', ADMIN, new Date('2026-11-23T10:00:00Z'));
      shipped.push(orderId);
    }
    const withFiles = store.mail.filter((m) => m.attachments);
    expect(withFiles.map((m) => [m.orderId, m.message.subject.split(' | ')[0], m.attachments])).toEqual([
      [
        shipped[0],
        `Your order ${shipped[0]} has shipped`,
        [{ filename: 'INV-2026-00001.pdf', orderDocument: shipped[0] }],
      ],
      [
        shipped[1],
        `Your order ${shipped[1]} has shipped`,
        [{ filename: 'INV-2026-00002.pdf', orderDocument: shipped[1] }],
      ],
    ]);
    expect(store.orders.get(shipped[1]!)?.invoiceNumber).toBe('INV-2026-00002');
    expect(withFiles[0]!.message.text).toContain('Your invoice INV-2026-00001 is attached');
  });
});

describe('the payment-recorded message', () => {
  it('tells the buyer the amount, the reference and the invoice, in the same transaction', async () => {
    const store = shop(tool());
    const { orderId } = await placeOrder(store, { ...contact, toolId: 'saw', orderQuantity: 10 });
    await advanceOrder(store, orderId, 'processing', ADMIN);
    await advanceOrder(store, orderId, 'shipped', ADMIN, new Date('2026-11-23T10:00:00Z'));
    await recordPayment(store, orderId, 'BANK-4711', ADMIN);
    const paid = store.mail.filter((m) => m.kind === 'payment-recorded');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ to: ['buyer@example.com'], orderId });
    expect(paid[0]!.attachments).toBeUndefined();
    expect(paid[0]!.message.subject).toBe(`We received your payment for order ${orderId} | Tools Hub`);
    expect(paid[0]!.message.text).toContain('Amount: $100.00');
    expect(paid[0]!.message.text).toContain('Reference: BANK-4711');
    expect(paid[0]!.message.text).toContain('Invoice: INV-2026-00001');
  });

  it('a prepayment has no invoice yet; a refused payment writes nothing', async () => {
    const store = shop(tool());
    const { orderId } = await placeOrder(store, { ...contact, toolId: 'saw', orderQuantity: 10 });
    await recordPayment(store, orderId, 'PRE-1', ADMIN);
    const [prepaid] = store.mail.filter((m) => m.kind === 'payment-recorded');
    expect(prepaid!.message.text).not.toContain('Invoice');

    await expect(recordPayment(store, orderId, 'PRE-2', ADMIN)).rejects.toThrow(/already paid/);
    await expect(recordPayment(store, 'nope', 'X', ADMIN)).rejects.toThrow(/No order/);
    const { orderId: cancelled } = await placeOrder(store, { ...contact, toolId: 'saw', orderQuantity: 10 });
    await cancelOrder(store, cancelled, { uid: 'u1', email: buyer.email, admin: false, anonymous: false });
    await expect(recordPayment(store, cancelled, 'X', ADMIN)).rejects.toThrow(/cancelled/);
    expect(store.mail.filter((m) => m.kind === 'payment-recorded')).toHaveLength(1);
  });
});

describe('low stock', () => {
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
