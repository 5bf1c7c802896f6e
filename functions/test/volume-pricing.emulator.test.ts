import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, Tool } from '@toolshub/shared';
import { api, type ErrorBody, to } from './helpers/api';
import { db } from './helpers/emulators';
import { availableOf, createCategory, createTool, ordersOfTool, unitsOrderedOf } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

interface Inserted {
  insertedId: string;
}

let customer: TestUser;

beforeAll(async () => {
  customer = await createUser();
});

function order(toolId: string, orderQuantity: number, shown: { price?: number; totalBill?: number } = {}) {
  const { price, totalBill } = shown;
  return api<Inserted & ErrorBody>(to.placeOrder(), {
    token: customer.token,
    body: {
      order: {
        phoneNumber: '01712345678',
        orderAddress: '12 Timber Lane',
        orderQuantity,
        tool: { _id: toolId, ...(price === undefined ? {} : { price }) },
        ...(totalBill === undefined ? {} : { totalBill }),
      },
    },
  });
}

/** $12.50 a piece from 10; $11.00 from 50; $9.75 from 200. */
const tiered = () =>
  createTool({
    priceCents: 1250,
    minOrder: 10,
    available: 10_000,
    priceTiers: [
      { minQuantity: 50, priceCents: 1100 },
      { minQuantity: 200, priceCents: 975 },
    ],
  });

describe('volume pricing: an order line bills the highest tier its quantity reaches', () => {
  it.each([
    [49, 12.5],
    [50, 11],
    [51, 11],
    [199, 11],
    [200, 9.75],
    [201, 9.75],
  ])('%i pieces at $%d each', async (quantity, unitPrice) => {
    const toolId = await tiered();
    const res = await order(toolId, quantity);
    expect(res.status).toBe(201);
    const stored = (await db.doc(`orders/${res.body.insertedId}`).get()).data();
    expect(stored).toMatchObject({
      orderQuantity: quantity,
      totalBillCents: Math.round(unitPrice * 100) * quantity,
      tool: { priceCents: Math.round(unitPrice * 100) },
    });
    const mine = await api<Order[]>(to.listOrdersOf(customer.email), { token: customer.token });
    expect(mine.body.find((o) => o._id === res.body.insertedId)?.tool.price).toBe(unitPrice);
  });

  it('places the list price and the tier total the buyer was shown, and a list-price total, billed at the tier', async () => {
    const toolId = await tiered();
    for (const totalBill of [1950, 2500]) {
      const res = await order(toolId, 200, { price: 12.5, totalBill });
      expect(res.status).toBe(201);
      expect((await db.doc(`orders/${res.body.insertedId}`).get()).get('totalBillCents')).toBe(195_000);
    }
  });

  it('refuses a total below the tier bill with 409 and the current figures, and writes nothing', async () => {
    const toolId = await tiered();
    const res = await order(toolId, 200, { price: 12.5, totalBill: 1949.99 });
    expect(res.status).toBe(409);
    expect(res.body.error.current).toEqual({ price: 12.5, unitPrice: 9.75, totalBill: 1950 });
    expect(await ordersOfTool(toolId)).toHaveLength(0);
    expect(await availableOf(toolId)).toBe(10_000);
  });

  it('sends the tiers with the tool, in dollars', async () => {
    const toolId = await tiered();
    const tool = (await api<Tool>(to.getTool(toolId))).body;
    expect([tool.price, tool.priceTiers]).toEqual([
      12.5,
      [
        { minQuantity: 50, price: 11 },
        { minQuantity: 200, price: 9.75 },
      ],
    ]);
  });
});

describe('popularity: pieces ordered, kept by the order and cancel transactions', () => {
  it('orders tools by pieces ordered, after orders and after a cancel', async () => {
    const category = await createCategory('Popularity');
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((name) => createTool({ toolName: `Popular ${name}`, category, minOrder: 5, available: 100 })),
    );
    if (!a || !b || !c) throw new Error('expected three tools');
    const popular = async () =>
      (await api<Tool[]>(to.listTools({ category, sort: 'popular' }))).body.map((t) => [t._id, t.unitsOrdered]);

    expect((await order(a, 10)).status).toBe(201);
    const bOrder = await order(b, 20);
    expect((await order(c, 5)).status).toBe(201);
    expect(await popular()).toEqual([
      [b, 20],
      [a, 10],
      [c, 5],
    ]);

    expect((await api(to.cancelOrder(bOrder.body.insertedId), { token: customer.token })).status).toBe(200);
    expect(await unitsOrderedOf(b)).toBe(0);
    expect(await popular()).toEqual([
      [a, 10],
      [c, 5],
      [b, 0],
    ]);
  });

  it('keeps inStock with the stock: a tool whose stock falls below its minimum order leaves ?inStock=true, and a cancel brings it back', async () => {
    const category = await createCategory('Stock');
    const toolId = await createTool({ category, minOrder: 10, available: 25 });
    const listed = async () => (await api<Tool[]>(to.listTools({ category, inStock: true }))).body.map((t) => t._id);
    expect(await listed()).toEqual([toolId]);
    const placed = await order(toolId, 20);
    expect(placed.status).toBe(201);
    expect(await listed()).toEqual([]);
    expect((await api(to.cancelOrder(placed.body.insertedId), { token: customer.token })).status).toBe(200);
    expect(await listed()).toEqual([toolId]);
  });
});
