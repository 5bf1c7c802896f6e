import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneMessage, type Order } from '@toolshub/shared';
import { api, type ErrorBody, to } from './helpers/api';
import { adminAuth, db } from './helpers/emulators';
import { startInProcessApi } from './helpers/in-process-api';
import { availableOf, createTool, expectStockLedgerHolds, ordersOfTool } from './helpers/tools';
import { createUser, signIn, type TestUser } from './helpers/users';

interface Inserted {
  acknowledged: boolean;
  insertedId: string;
}

function orderBody(toolId: string, fields: Record<string, unknown> = {}) {
  return {
    order: {
      phoneNumber: '01712345678',
      orderQuantity: 5,
      orderAddress: '12 Timber Lane, Workshop 4',
      tool: { _id: toolId },
      ...fields,
    },
  };
}

function postOrder(user: TestUser | null, body: unknown, headers: Record<string, string> = {}, base?: string) {
  return api<Inserted & ErrorBody>(to.placeOrder(), { token: user?.token, body, headers, base });
}

let customer: TestUser;
let otherCustomer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [customer, otherCustomer, admin] = await Promise.all([
    createUser({ name: 'Olivia Buyer' }),
    createUser(),
    createUser({ admin: true }),
  ]);
});

describe('POST /api/order', () => {
  it('places an order: the buyer from the token, the stored price, stock taken, pending and unpaid', async () => {
    const toolId = await createTool({ priceCents: 745, minOrder: 10, available: 500, toolName: 'Coping Saw' });
    const res = await postOrder(customer, orderBody(toolId, { orderQuantity: 37 }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });

    const stored = await db.doc(`orders/${res.body.insertedId}`).get();
    const { createdAt, statusHistory, ...rest } = stored.data() ?? {};
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect(Math.abs((createdAt as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
    expect(statusHistory).toEqual([{ status: 'pending', at: expect.any(Timestamp) }]);
    expect(rest).toEqual({
      uid: customer.uid,
      userName: 'Olivia Buyer',
      userEmail: customer.email,
      phoneNumber: '01712345678',
      orderAddress: '12 Timber Lane, Workshop 4',
      orderQuantity: 37,
      totalBillCents: 27565,
      tool: {
        _id: toolId,
        toolName: 'Coping Saw',
        priceCents: 745,
        imageLink: '/images/tools/bevel-edge-chisel-set.svg',
      },
      // A one-line order: the product's fields above, and its line.
      lines: [
        {
          toolId,
          sku: expect.any(String),
          toolName: 'Coping Saw',
          imageLink: '/images/tools/bevel-edge-chisel-set.svg',
          unitPriceCents: 745,
          listPriceCents: 745,
          quantity: 37,
          lineTotalCents: 27565,
          taxRate: 0.15,
          taxCents: 4135,
        },
      ],
      toolIds: [toolId],
      poNumber: null,
      note: null,
      status: 'pending',
      payment: 'unpaid',
      invoiceNumber: null,
      paymentDueAt: null,
      paidAt: null,
      paymentReference: null,
      creditNotes: [],
      refundedCents: 0,
      // 15% of the net, rounded to the cent: $275.65 → $41.35 (4134.75 cents).
      taxRate: 0.15,
      taxCents: 4135,
      totalDueCents: 31700,
      taxExemptReference: null,
    });
    expect(await availableOf(toolId)).toBe(463);
  });

  it('refuses a forged price or total with 409 and the real ones, and writes nothing', async () => {
    const toolId = await createTool({ priceCents: 1999, minOrder: 5, available: 100 });
    const forged = [
      orderBody(toolId, { orderQuantity: 10, tool: { _id: toolId, price: 0.01 } }),
      orderBody(toolId, { orderQuantity: 10, totalBill: 0.01 }),
    ];
    for (const body of forged) {
      const res = await postOrder(customer, body);
      expect(res.status).toBe(409);
      expect(res.body.error.current).toEqual({ price: 19.99, unitPrice: 19.99, totalBill: 199.9 });
    }
    expect(await ordersOfTool(toolId)).toHaveLength(0);
    expect(await availableOf(toolId)).toBe(100);
  });

  it('ignores a forged buyer, status, payment and tool snapshot in the body', async () => {
    const toolId = await createTool({ priceCents: 1999, minOrder: 5, available: 100 });
    const res = await postOrder(
      customer,
      orderBody(toolId, {
        orderQuantity: 10,
        price: 0.01,
        userName: 'Someone Else',
        userEmail: otherCustomer.email,
        status: 'delivered',
        payment: 'paid',
        tool: { _id: toolId, toolName: 'Free Chisel', imageLink: 'https://evil.example/x.png' },
      }),
    );
    expect(res.status).toBe(201);
    const stored = (await db.doc(`orders/${res.body.insertedId}`).get()).data();
    expect(stored).toMatchObject({
      uid: customer.uid,
      userName: 'Olivia Buyer',
      userEmail: customer.email,
      totalBillCents: 19990,
      tool: { _id: toolId, toolName: 'Test Chisel', priceCents: 1999 },
      status: 'pending',
      payment: 'unpaid',
    });
    const mine = await api<Order[]>(to.listOrdersOf(customer.email), { token: customer.token });
    expect(mine.body.find((o) => o._id === res.body.insertedId)).toMatchObject({
      totalBill: 199.9,
      tool: { price: 19.99 },
    });
  });

  it('names the buyer from the profile when the token has no name, else by e-mail', async () => {
    const toolId = await createTool();
    const [withProfileName, withNothing] = await Promise.all([
      createUser({ name: null, profileName: 'Profile Name' }),
      createUser({ name: null }),
    ]);
    const a = await postOrder(withProfileName, orderBody(toolId));
    const b = await postOrder(withNothing, orderBody(toolId));
    expect((await db.doc(`orders/${a.body.insertedId}`).get()).get('userName')).toBe('Profile Name');
    expect((await db.doc(`orders/${b.body.insertedId}`).get()).get('userName')).toBe(withNothing.email);
  });

  it('accepts what the form sends with stray spaces, stored trimmed', async () => {
    const toolId = await createTool();
    const res = await postOrder(
      customer,
      orderBody(toolId, { phoneNumber: ' 01712345678 ', orderAddress: ' 1 Mill Road ' }),
    );
    expect(res.status).toBe(201);
    expect((await db.doc(`orders/${res.body.insertedId}`).get()).data()).toMatchObject({
      phoneNumber: '01712345678',
      orderAddress: '1 Mill Road',
    });
  });

  describe('refuses bad input with the right 4xx and writes nothing', () => {
    let toolId: string;

    beforeAll(async () => {
      toolId = await createTool({ minOrder: 5, available: 40 });
    });

    const cases: [string, (id: string) => { body?: unknown; rawBody?: string }, number, string, string][] = [
      [
        'a quantity below minOrder',
        (id) => ({ body: orderBody(id, { orderQuantity: 4 }) }),
        400,
        'invalid-argument',
        'Minimum order amount : 5 piece',
      ],
      [
        'a quantity above available',
        (id) => ({ body: orderBody(id, { orderQuantity: 41 }) }),
        409,
        'conflict',
        'Maximum available order : 40 piece',
      ],
      [
        'a phone of 10 characters',
        (id) => ({ body: orderBody(id, { phoneNumber: '0171234567' }) }),
        400,
        'invalid-argument',
        phoneMessage,
      ],
      [
        'a phone of 12 characters',
        (id) => ({ body: orderBody(id, { phoneNumber: '017123456789' }) }),
        400,
        'invalid-argument',
        phoneMessage,
      ],
      [
        'a missing phone',
        (id) => ({ body: orderBody(id, { phoneNumber: undefined }) }),
        400,
        'invalid-argument',
        phoneMessage,
      ],
      [
        'a missing address',
        (id) => ({ body: orderBody(id, { orderAddress: undefined }) }),
        400,
        'invalid-argument',
        'Address is required',
      ],
      [
        'a blank address',
        (id) => ({ body: orderBody(id, { orderAddress: '   ' }) }),
        400,
        'invalid-argument',
        'Address is required',
      ],
      [
        'a negative quantity',
        (id) => ({ body: orderBody(id, { orderQuantity: -5 }) }),
        400,
        'invalid-argument',
        'Quantity must be at least 1',
      ],
      [
        'a fractional quantity',
        (id) => ({ body: orderBody(id, { orderQuantity: 5.5 }) }),
        400,
        'invalid-argument',
        'Quantity must be a whole number of pieces',
      ],
      [
        'a string quantity',
        (id) => ({ body: orderBody(id, { orderQuantity: '10' }) }),
        400,
        'invalid-argument',
        'Quantity must be a number',
      ],
      [
        'a missing tool',
        (id) => ({ body: orderBody(id, { tool: undefined }) }),
        400,
        'invalid-argument',
        'Tool is required',
      ],
      [
        'an unknown tool id',
        () => ({ body: orderBody('no-such-tool') }),
        404,
        'not-found',
        'No tool with id no-such-tool',
      ],
      [
        'a JSON body that is not an object',
        () => ({ rawBody: '[1, 2]' }),
        400,
        'invalid-argument',
        'The request body must be a JSON object',
      ],
      ['a body without order', () => ({ body: { quantity: 5 } }), 400, 'invalid-argument', 'order is required'],
    ];

    it.each(cases)('%s', async (_name, make, status, code, message) => {
      const res = await api<ErrorBody>(to.placeOrder(), { token: customer.token, ...make(toolId) });
      expect(res.status).toBe(status);
      expect(res.body.error.code).toBe(code);
      expect(res.body.error.message).toBe(message);
      expect(await availableOf(toolId)).toBe(40);
      expect(await ordersOfTool(toolId)).toHaveLength(0);
    });

    it('a visitor without a token (401)', async () => {
      const res = await postOrder(null, orderBody(toolId, { orderQuantity: 5 }));
      expect(res.status).toBe(401);
      expect(await availableOf(toolId)).toBe(40);
      expect(await ordersOfTool(toolId)).toHaveLength(0);
    });

    it('a body that is not JSON (400)', async () => {
      // The platform's body parser (the Functions Framework, and the emulator's copy of it) reads
      // JSON before our app runs, so this 400 is its answer and not our { error } body.
      const res = await api(to.placeOrder(), { token: customer.token, rawBody: '{"order": {"orderQuantity": 5,' });
      expect(res.status).toBe(400);
      expect(await availableOf(toolId)).toBe(40);
      expect(await ordersOfTool(toolId)).toHaveLength(0);
    });

    it.each(['has space', 'x'.repeat(101), '', 'a/b', 'a,b'])('an Idempotency-Key of %j (400)', async (key) => {
      const res = await postOrder(customer, orderBody(toolId), { 'Idempotency-Key': key });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty('Idempotency-Key');
      expect(await ordersOfTool(toolId)).toHaveLength(0);
    });
  });

  describe('with an Idempotency-Key', () => {
    it('answers the same key twice with one order (201, then 200 with the same id)', async () => {
      const toolId = await createTool({ available: 100 });
      const headers = { 'Idempotency-Key': `order:${toolId}` };
      const first = await postOrder(customer, orderBody(toolId, { orderQuantity: 10 }), headers);
      const again = await postOrder(customer, orderBody(toolId, { orderQuantity: 10 }), headers);
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await ordersOfTool(toolId)).toHaveLength(1);
      expect(await availableOf(toolId)).toBe(90);
    });

    it('forgets a key once it has expired (a later order with it is a new order)', async () => {
      const toolId = await createTool({ available: 100 });
      const headers = { 'Idempotency-Key': `expired-${toolId}` };
      const first = await postOrder(customer, orderBody(toolId, { orderQuantity: 10 }), headers);
      const records = await db.collection('idempotency').where('orderId', '==', first.body.insertedId).get();
      expect(records.docs).toHaveLength(1);
      const expiresAt = records.docs[0]?.get('expiresAt') as Timestamp;
      expect(expiresAt.toMillis() - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
      await records.docs[0]?.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
      const later = await postOrder(customer, orderBody(toolId, { orderQuantity: 10 }), headers);
      expect(later.status).toBe(201);
      expect(later.body.insertedId).not.toBe(first.body.insertedId);
      expect(await availableOf(toolId)).toBe(80);
    });

    it('refuses the same key with a different order (409) and keeps the first', async () => {
      const toolId = await createTool({ available: 100 });
      const headers = { 'Idempotency-Key': `changed-${toolId}` };
      expect((await postOrder(customer, orderBody(toolId, { orderQuantity: 10 }), headers)).status).toBe(201);
      const changed = await postOrder(customer, orderBody(toolId, { orderQuantity: 20 }), headers);
      expect(changed.status).toBe(409);
      expect(await ordersOfTool(toolId)).toHaveLength(1);
      expect(await availableOf(toolId)).toBe(90);
    });

    it("keeps one customer's key apart from another's", async () => {
      const toolId = await createTool({ available: 100 });
      const headers = { 'Idempotency-Key': `shared-${toolId}` };
      const a = await postOrder(customer, orderBody(toolId), headers);
      const b = await postOrder(otherCustomer, orderBody(toolId), headers);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.insertedId).not.toBe(b.body.insertedId);
    });
  });
});

describe('orders at once through Hosting (each in its own function process)', () => {
  it('sells 4 lots of 6 to 6 customers at once; 2 get 409; the stock adds up', async () => {
    // The in-process queue cannot help across processes: here Firestore's transaction alone keeps
    // the stock right.
    const toolId = await createTool({ minOrder: 5, available: 25 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    const results = await Promise.all(buyers.map((b) => postOrder(b, orderBody(toolId, { orderQuantity: 6 }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 409, 409]);
    expect(await availableOf(toolId)).toBe(1);
    expect(await ordersOfTool(toolId)).toHaveLength(4);
    await expectStockLedgerHolds([toolId]);
  });
});

describe('many orders at once (the same app served in this process; see helpers/in-process-api.ts)', () => {
  let server: Awaited<ReturnType<typeof startInProcessApi>>;

  beforeAll(async () => {
    server = await startInProcessApi();
  });

  afterAll(() => server.close());

  it('sells exactly what the stock covers to 50 customers ordering at once; the rest get 409', async () => {
    const start = 100;
    const quantity = 7;
    const toolId = await createTool({ minOrder: 5, available: start });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser()));

    const results = await Promise.all(
      buyers.map((buyer) => postOrder(buyer, orderBody(toolId, { orderQuantity: quantity }), {}, server.url)),
    );

    const sold = Math.floor(start / quantity);
    expect(results.filter((r) => r.status === 201)).toHaveLength(sold);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(50 - sold);
    expect(refused[0]?.body.error.message).toBe(
      'Test Chisel is out of stock (2 pieces left, below its minimum order of 5)',
    );
    const available = await availableOf(toolId);
    expect(available).toBe(start - sold * quantity);
    const orders = await ordersOfTool(toolId);
    expect(orders).toHaveLength(sold);
    const pending = orders.filter((d) => d.get('status') === 'pending');
    expect(available + pending.reduce((sum, d) => sum + (d.get('orderQuantity') as number), 0)).toBe(start);
    await expectStockLedgerHolds([toolId]);
  });

  it('makes one order of 10 retries with the same Idempotency-Key sent at the same moment', async () => {
    const toolId = await createTool({ available: 100 });
    const headers = { 'Idempotency-Key': `burst.${toolId}` };
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        postOrder(customer, orderBody(toolId, { orderQuantity: 10 }), headers, server.url),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.insertedId)).size).toBe(1);
    expect(await ordersOfTool(toolId)).toHaveLength(1);
    expect(await availableOf(toolId)).toBe(90);
    await expectStockLedgerHolds([toolId]);
  });
});

describe('DELETE /api/order/{id}', () => {
  async function placed(buyer: TestUser, toolId: string, orderQuantity = 10) {
    const res = await postOrder(buyer, orderBody(toolId, { orderQuantity }));
    expect(res.status).toBe(201);
    return res.body.insertedId;
  }

  it('lets the owner cancel a pending order and gives the stock back exactly', async () => {
    const toolId = await createTool({ available: 100 });
    const orderId = await placed(customer, toolId, 23);
    expect(await availableOf(toolId)).toBe(77);

    const res = await api(to.cancelOrder(orderId), { token: customer.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await availableOf(toolId)).toBe(100);
    const stored = await db.doc(`orders/${orderId}`).get();
    expect(stored.get('status')).toBe('cancelled');
    expect(stored.get('cancelledAt')).toBeInstanceOf(Timestamp);
  });

  it('refuses a second cancel with 409 and restocks once', async () => {
    const toolId = await createTool({ available: 100 });
    const orderId = await placed(customer, toolId);
    expect((await api(to.cancelOrder(orderId), { token: customer.token })).status).toBe(200);
    const again = await api<ErrorBody>(to.cancelOrder(orderId), { token: customer.token });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Only a pending order can be cancelled; this one is cancelled');
    expect(await availableOf(toolId)).toBe(100);
  });

  it("answers another customer's order as an unknown id (the same 404), and changes nothing", async () => {
    const toolId = await createTool({ available: 100 });
    const orderId = await placed(customer, toolId);
    const res = await api<ErrorBody>(to.cancelOrder(orderId), { token: otherCustomer.token });
    const unknown = await api<ErrorBody>(to.cancelOrder('no-such-order'), { token: otherCustomer.token });
    expect([res.status, unknown.status]).toEqual([404, 404]);
    expect(res.body).toEqual({ error: { code: 'not-found', message: `No order with id ${orderId}` } });
    expect(unknown.body).toEqual({ error: { code: 'not-found', message: 'No order with id no-such-order' } });
    expect((await db.doc(`orders/${orderId}`).get()).get('status')).toBe('pending');
    expect(await availableOf(toolId)).toBe(90);
  });

  it("lets an admin cancel a customer's pending order", async () => {
    const toolId = await createTool({ available: 100 });
    const orderId = await placed(customer, toolId);
    expect((await api(to.cancelOrder(orderId), { token: admin.token })).status).toBe(200);
    expect(await availableOf(toolId)).toBe(100);
  });

  it('refuses an order already processing with 409', async () => {
    const toolId = await createTool({ available: 100 });
    const orderId = await placed(customer, toolId);
    expect((await api(to.advanceOrder(orderId), { token: admin.token, body: { status: 'processing' } })).status).toBe(
      200,
    );
    expect((await api(to.cancelOrder(orderId), { token: customer.token })).status).toBe(409);
    expect(await availableOf(toolId)).toBe(90);
  });

  it('cancels without restocking when the tool was deleted meanwhile', async () => {
    const toolId = await createTool({ available: 100 });
    const orderId = await placed(customer, toolId);
    await db.doc(`tools/${toolId}`).delete();
    expect((await api(to.cancelOrder(orderId), { token: customer.token })).status).toBe(200);
    expect((await db.doc(`orders/${orderId}`).get()).get('status')).toBe('cancelled');
    expect((await db.doc(`tools/${toolId}`).get()).exists).toBe(false);
  });

  it('answers an unknown id with 404 and a visitor with 401', async () => {
    expect((await api(to.cancelOrder('no-such-order'), { token: customer.token })).status).toBe(404);
    expect((await api(to.cancelOrder('no-such-order'))).status).toBe(401);
  });
});

describe('GET /api/orders/{email}', () => {
  let buyer: TestUser;
  const ids: string[] = [];

  beforeAll(async () => {
    buyer = await createUser();
    const toolId = await createTool({ available: 1000 });
    for (const orderQuantity of [5, 6, 7]) {
      const res = await postOrder(buyer, orderBody(toolId, { orderQuantity }));
      ids.push(res.body.insertedId);
    }
  });

  it("returns the customer's own orders, newest first, in the product's shape", async () => {
    const res = await api<Order[]>(to.listOrdersOf(buyer.email), { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.map((o) => o._id)).toEqual([...ids].reverse());
    expect(res.body[0]).toEqual({
      _id: ids[2],
      userName: 'Test Customer',
      userEmail: buyer.email,
      phoneNumber: '01712345678',
      tool: expect.objectContaining({ price: 19.99 }),
      orderQuantity: 7,
      orderAddress: '12 Timber Lane, Workshop 4',
      totalBill: 139.93,
      status: 'pending',
      payment: 'unpaid',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lines: [expect.objectContaining({ quantity: 7, unitPrice: 19.99, lineTotal: 139.93 })],
      poNumber: null,
      note: null,
      statusHistory: [{ status: 'pending', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }],
      invoiceNumber: null,
      paymentDueAt: null,
      paidAt: null,
      paymentReference: null,
      creditNotes: [],
      refunded: 0,
      // 15% of $139.93 is $20.9895: $20.99.
      taxRate: 0.15,
      taxAmount: 20.99,
      totalDue: 160.92,
      taxExemptReference: null,
    });
  });

  it('matches the e-mail whatever its case', async () => {
    const res = await api<Order[]>(to.listOrdersOf(buyer.email.toUpperCase()), { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
  });

  it('pages with limit and the Link header', async () => {
    const first = await api<Order[]>(to.listOrdersOf(buyer.email, { limit: 2 }), { token: buyer.token });
    expect(first.body.map((o) => o._id)).toEqual([ids[2], ids[1]]);
    const next = /<\/api([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const second = await api<Order[]>('GET', next ?? '', { token: buyer.token });
    expect(second.body.map((o) => o._id)).toEqual([ids[0]]);
    expect(second.headers.get('link')).toBeNull();
  });

  it("refuses another customer's orders with 403", async () => {
    const res = await api<ErrorBody>(to.listOrdersOf(buyer.email), { token: otherCustomer.token });
    expect(res.status).toBe(403);
  });

  it('answers an admin asking for an overlong e-mail with 400', async () => {
    expect((await api(to.listOrdersOf(`${'a'.repeat(250)}@x.example`), { token: admin.token })).status).toBe(400);
  });

  it('lets an admin read them, and refuses a visitor with 401', async () => {
    expect((await api<Order[]>(to.listOrdersOf(buyer.email), { token: admin.token })).body).toHaveLength(3);
    expect((await api(to.listOrdersOf(buyer.email))).status).toBe(401);
  });
});

describe('an order priced as the buyer saw it', () => {
  it('is refused with 409 and the current price when the price changed; nothing moves; the new total goes through', async () => {
    const toolId = await createTool({ priceCents: 1200, available: 100, minOrder: 5 });
    const shown = (price: number, totalBill: number) =>
      orderBody(toolId, { orderQuantity: 10, tool: { _id: toolId, price }, totalBill });

    expect((await postOrder(customer, shown(12, 120))).status).toBe(201);
    await db.doc(`tools/${toolId}`).update({ priceCents: 1350 });

    const stale = await postOrder(customer, shown(12, 120));
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toEqual({
      price: 13.5,
      unitPrice: 13.5,
      totalBill: 135,
    });
    expect(stale.body.error.message).toMatch(/\$13\.50 a piece/);
    expect(await availableOf(toolId)).toBe(90);

    const wrongTotal = await postOrder(customer, shown(13.5, 120));
    expect(wrongTotal.status).toBe(409);

    const confirmed = await postOrder(customer, shown(13.5, 135));
    expect(confirmed.status).toBe(201);
    expect((await db.doc(`orders/${confirmed.body.insertedId}`).get()).get('totalBillCents')).toBe(13500);
    expect(await availableOf(toolId)).toBe(80);
  });

  it('refuses a shown price that is not a number with 400', async () => {
    const toolId = await createTool();
    const res = await postOrder(customer, orderBody(toolId, { tool: { _id: toolId, price: 'cheap' } }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.['order.tool.price']).toBeDefined();
  });
});

describe('orders belong to the account, not the address', () => {
  it('a deleted account: pending orders cancelled with their stock back, the rest kept, none shown to a new account with its address', async () => {
    const leaving = await createUser();
    const toolId = await createTool({ available: 500, minOrder: 5 });
    const pending = await postOrder(leaving, orderBody(toolId, { orderQuantity: 40 }));
    const shipped = await postOrder(leaving, orderBody(toolId, { orderQuantity: 10 }));
    await db.doc(`orders/${shipped.body.insertedId}`).update({ status: 'shipped' });
    expect(await availableOf(toolId)).toBe(450);

    expect((await api(to.deleteUser(leaving.email), { token: leaving.token })).status).toBe(200);
    expect((await db.doc(`orders/${pending.body.insertedId}`).get()).get('status')).toBe('cancelled');
    expect((await db.doc(`orders/${shipped.body.insertedId}`).get()).get('status')).toBe('shipped');
    expect(await availableOf(toolId)).toBe(490);

    // Someone signs up again with the same address: a new account, none of the old orders.
    const newcomer = await adminAuth.createUser({ email: leaving.email, password: 'another-pass-123' });
    const token = await signIn(leaving.email, 'another-pass-123');
    const mine = await api<Order[]>(to.listOrdersOf(leaving.email), { token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([]);
    // The shop's books still have them.
    const all = await api<Order[]>(to.listAllOrders({ limit: 100 }), { token: admin.token });
    expect(all.body.map((o) => o._id)).toEqual(
      expect.arrayContaining([pending.body.insertedId, shipped.body.insertedId]),
    );
    expect(newcomer.uid).not.toBe(leaving.uid);
  });
});

describe('GET /api/orders (admin)', () => {
  it('refuses a visitor (401) and a customer (403)', async () => {
    expect((await api(to.listAllOrders())).status).toBe(401);
    expect((await api(to.listAllOrders(), { token: customer.token })).status).toBe(403);
  });

  it('lists every customer’s orders newest first, paged', async () => {
    const toolId = await createTool({ available: 100 });
    const older = (await postOrder(customer, orderBody(toolId))).body.insertedId;
    const newer = (await postOrder(otherCustomer, orderBody(toolId))).body.insertedId;
    // Other files place orders meanwhile (this project runs files in parallel): the two must be
    // there, the newer first, whatever came between them.
    const res = await api<Order[]>(to.listAllOrders({ limit: 50 }), { token: admin.token });
    expect(res.status).toBe(200);
    const ids = res.body.map((o) => o._id);
    expect(ids).toContain(newer);
    expect(ids).toContain(older);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const times = res.body.map((o) => o.createdAt ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    const page = await api<Order[]>(to.listAllOrders({ limit: 2 }), { token: admin.token });
    expect(page.body).toHaveLength(2);
    expect(page.headers.get('link')).toMatch(/rel="next"/);
  });
});

describe('PATCH /api/order/{id} (admin)', () => {
  let orderId: string;

  beforeAll(async () => {
    const toolId = await createTool({ available: 100 });
    orderId = (await postOrder(customer, orderBody(toolId))).body.insertedId;
  });

  it('refuses a visitor (401) and the customer, even for their own order (403)', async () => {
    expect((await api(to.advanceOrder(orderId), { body: { status: 'processing' } })).status).toBe(401);
    const res = await api(to.advanceOrder(orderId), { token: customer.token, body: { status: 'processing' } });
    expect(res.status).toBe(403);
    expect((await db.doc(`orders/${orderId}`).get()).get('status')).toBe('pending');
  });

  it('refuses a skip, a step back and a cancel with 409', async () => {
    for (const status of ['shipped', 'pending', 'cancelled']) {
      const res = await api<ErrorBody>(to.advanceOrder(orderId), { token: admin.token, body: { status } });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(`Cannot move an order from pending to ${status}`);
    }
  });

  it('moves the order forward one step at a time, then no further', async () => {
    for (const status of ['processing', 'shipped', 'delivered']) {
      const res = await api(to.advanceOrder(orderId), { token: admin.token, body: { status } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      expect((await db.doc(`orders/${orderId}`).get()).get('status')).toBe(status);
    }
    const res = await api<ErrorBody>(to.advanceOrder(orderId), {
      token: admin.token,
      body: { status: 'processing' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Cannot move an order from delivered to processing');
  });

  it('answers an unknown status with 400 and an unknown id with 404', async () => {
    expect((await api(to.advanceOrder(orderId), { token: admin.token, body: { status: 'lost' } })).status).toBe(400);
    expect((await api(to.advanceOrder(orderId), { token: admin.token, body: {} })).status).toBe(400);
    expect(
      (await api(to.advanceOrder('no-such-order'), { token: admin.token, body: { status: 'processing' } })).status,
    ).toBe(404);
  });
});
