import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES, type Cart, type Order } from '@toolshub/shared';
import { api, type ErrorBody, to } from './helpers/api';
import { db } from './helpers/emulators';
import { startInProcessApi } from './helpers/in-process-api';
import { availableOf, createTool, expectStockLedgerHolds, unitsOrderedOf, type TestToolFields } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

interface Inserted {
  acknowledged: boolean;
  insertedId: string;
}

interface Line {
  toolId: string;
  quantity: number;
}

/** Typed loosely: the shape tests send malformed lines. */
function linesBody(lines: unknown[], fields: Record<string, unknown> = {}) {
  return {
    order: { lines, phoneNumber: '01712345678', orderAddress: '12 Timber Lane, Workshop 4', ...fields },
  };
}

function postOrder(user: TestUser | null, body: unknown, headers: Record<string, string> = {}, base?: string) {
  return api<Inserted & ErrorBody>(to.placeOrder(), { token: user?.token, body, headers, base });
}

const getOrder = (user: TestUser | null, id: string) => api<Order & ErrorBody>(to.getOrder(id), { token: user?.token });

async function createTools(count: number, fields: TestToolFields = {}): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      createTool({ toolName: `Line Tool ${i}`, minOrder: 5, available: 100, ...fields }),
    ),
  );
}

/** Each tool's available and unitsOrdered, in the order given. */
async function stockOf(toolIds: string[]) {
  return Promise.all(
    toolIds.map(async (id) => ({ available: await availableOf(id), unitsOrdered: await unitsOrderedOf(id) })),
  );
}

async function orderIdsOf(user: TestUser): Promise<string[]> {
  return (await db.collection('orders').where('uid', '==', user.uid).get()).docs.map((d) => d.id);
}

let customer: TestUser;
let otherCustomer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [customer, otherCustomer, admin] = await Promise.all([
    createUser({ name: 'Lena Lines' }),
    createUser(),
    createUser({ admin: true }),
  ]);
});

describe('POST /api/order with lines', () => {
  it('takes every line of a 10-line order in one transaction, billed with each tool’s tiers', async () => {
    const toolIds = await createTools(9, { priceCents: 1000, available: 60 });
    // The tenth: $20.00, $15.00 from 50 pieces; 50 of its 54 leaves it below its minimum of 5.
    const tiered = await createTool({
      toolName: 'Tiered Clamp',
      sku: 'TIER-CLAMP-10',
      priceCents: 2000,
      priceTiers: [{ minQuantity: 50, priceCents: 1500 }],
      minOrder: 5,
      available: 54,
    });
    toolIds.push(tiered);
    const lines = toolIds.map((toolId, i) => ({ toolId, quantity: i === 9 ? 50 : 5 + i }));

    const res = await postOrder(customer, linesBody(lines, { poNumber: 'PO-2026-0042', note: 'Gate code 1234' }));
    expect(res.status).toBe(201);

    const stock = await stockOf(toolIds);
    expect(stock).toEqual(
      lines.map((line, i) => ({ available: (i === 9 ? 54 : 60) - line.quantity, unitsOrdered: line.quantity })),
    );
    const tieredDoc = await db.doc(`tools/${tiered}`).get();
    expect(tieredDoc.get('inStock')).toBe(false);

    // One commit: the order and every tool it took stock from carry the same time.
    const order = await db.doc(`orders/${res.body.insertedId}`).get();
    const toolDocs = await Promise.all(toolIds.map((id) => db.doc(`tools/${id}`).get()));
    const commitTimes = new Set([order.updateTime?.toMillis(), ...toolDocs.map((d) => d.updateTime?.toMillis())]);
    expect(commitTimes.size).toBe(1);

    const details = await getOrder(customer, res.body.insertedId);
    expect(details.status).toBe(200);
    const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
    const expectedTotal = lines.slice(0, 9).reduce((sum, line) => sum + line.quantity * 10, 0) + 50 * 15;
    expect(details.body).toMatchObject({
      _id: res.body.insertedId,
      userName: 'Lena Lines',
      tool: { _id: toolIds[0], toolName: 'Line Tool 0', price: 10 },
      orderQuantity: pieces,
      totalBill: expectedTotal,
      poNumber: 'PO-2026-0042',
      note: 'Gate code 1234',
      status: 'pending',
      payment: 'unpaid',
      statusHistory: [{ status: 'pending', at: expect.any(String) }],
    });
    expect(details.body.lines).toHaveLength(10);
    expect(details.body.lines[9]).toEqual({
      toolId: tiered,
      sku: 'TIER-CLAMP-10',
      toolName: 'Tiered Clamp',
      imageLink: '/images/tools/bevel-edge-chisel-set.svg',
      unitPrice: 15,
      listPrice: 20,
      quantity: 50,
      lineTotal: 750,
      taxRate: 0.15,
      tax: 112.5,
    });
    expect(Date.parse(details.body.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses the whole order when one line is bad, names that line, and moves no stock', async () => {
    const toolIds = await createTools(5, { available: 20 });
    const lines = toolIds.map((toolId) => ({ toolId, quantity: 10 }));
    lines[3] = { toolId: toolIds[3] ?? '', quantity: 21 };
    const before = await orderIdsOf(customer);

    const res = await postOrder(customer, linesBody(lines));
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({
      'order.lines[3].quantity': 'Line Tool 3: Maximum available order : 20 piece',
    });
    expect(await stockOf(toolIds)).toEqual(toolIds.map(() => ({ available: 20, unitsOrdered: 0 })));
    expect(await orderIdsOf(customer)).toEqual(before);
  });

  it('gives a message for every bad line: unknown, archived, below the minimum, above the stock', async () => {
    const [good, archived, small, scarce] = [
      await createTool({ toolName: 'Good Saw' }),
      await createTool({ toolName: 'Old Plane', archived: true }),
      await createTool({ toolName: 'Big Vise', minOrder: 10 }),
      await createTool({ toolName: 'Rare Rasp', minOrder: 2, available: 3 }),
    ] as const;
    const res = await postOrder(
      customer,
      linesBody([
        { toolId: good, quantity: 5 },
        { toolId: 'no-such-tool', quantity: 5 },
        { toolId: archived, quantity: 5 },
        { toolId: small, quantity: 9 },
        { toolId: scarce, quantity: 4 },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('4 lines of this order cannot be ordered; nothing was ordered');
    expect(res.body.error.fields).toEqual({
      'order.lines[1].toolId': 'No tool with id no-such-tool',
      'order.lines[2].toolId': 'Old Plane is no longer sold',
      'order.lines[3].quantity': 'Big Vise: Minimum order amount : 10 piece',
      'order.lines[4].quantity': 'Rare Rasp: Maximum available order : 3 piece',
    });
    expect(await stockOf([good, small, scarce])).toEqual([
      { available: 100, unitsOrdered: 0 },
      { available: 100, unitsOrdered: 0 },
      { available: 3, unitsOrdered: 0 },
    ]);
  });

  it('refuses a badly shaped body with 400 and the field of each problem', async () => {
    const [toolId = ''] = await createTools(1);
    const cases: [unknown, string, string][] = [
      [linesBody([]), 'order.lines', 'Add at least one line'],
      [
        linesBody(Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({ toolId: `t${i}`, quantity: 5 }))),
        'order.lines',
        'At most 50 lines',
      ],
      [
        linesBody([
          { toolId, quantity: 5 },
          { toolId, quantity: 6 },
        ]),
        'order.lines[1].toolId',
        'This tool is already on another line',
      ],
      [linesBody([{ toolId, quantity: 5.5 }]), 'order.lines[0].quantity', 'Quantity must be a whole number of pieces'],
      [linesBody([{ toolId, quantity: '5' }]), 'order.lines[0].quantity', 'Quantity must be a number'],
      [linesBody([{ quantity: 5 }]), 'order.lines[0].toolId', 'Tool id is required'],
      [
        linesBody([{ toolId, quantity: 5 }], { poNumber: 'P'.repeat(36) }),
        'order.poNumber',
        'PO number is too long (35 characters at most)',
      ],
      [
        linesBody([{ toolId, quantity: 5 }], { note: 'n'.repeat(501) }),
        'order.note',
        'Note is too long (500 characters at most)',
      ],
      [
        linesBody([{ toolId, quantity: 5 }], { phoneNumber: '123' }),
        'order.phoneNumber',
        'Enter valid phone number of 11 digit',
      ],
      [{ order: { lines: 'all of them', phoneNumber: '01712345678', orderAddress: 'x' } }, 'order.lines', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await postOrder(customer, body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), field).toContain(field);
      if (message) expect(res.body.error.fields?.[field]).toBe(message);
    }
    expect(await availableOf(toolId)).toBe(100);
  });

  it('keeps the PO number and note trimmed, and absent ones as null', async () => {
    const [toolId = ''] = await createTools(1);
    const res = await postOrder(customer, linesBody([{ toolId, quantity: 5 }], { poNumber: '  PO-7 ', note: '' }));
    expect(res.status).toBe(201);
    const details = await getOrder(customer, res.body.insertedId);
    expect([details.body.poNumber, details.body.note]).toEqual(['PO-7', null]);
  });

  it('makes one order for the same Idempotency-Key, and refuses it for other lines', async () => {
    const toolIds = await createTools(3);
    const lines = toolIds.map((toolId) => ({ toolId, quantity: 10 }));
    const headers = { 'Idempotency-Key': `lines.${toolIds[0]}` };
    const first = await postOrder(customer, linesBody(lines), headers);
    const again = await postOrder(customer, linesBody(lines), headers);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.insertedId).toBe(first.body.insertedId);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await stockOf(toolIds)).toEqual(toolIds.map(() => ({ available: 90, unitsOrdered: 10 })));

    const changed = await postOrder(customer, linesBody(lines.slice(0, 2)), headers);
    expect(changed.status).toBe(409);
    expect(await availableOf(toolIds[0] ?? '')).toBe(90);
  });
});

describe('an order of many lines with the figures its buyer was shown', () => {
  // Two tools at $19.99 (createTool's price); the second from 50 pieces at $15.00.
  async function shop() {
    const [plain = '', tiered = ''] = await createTools(2);
    await db.doc(`tools/${tiered}`).update({ priceTiers: [{ minQuantity: 50, priceCents: 1500 }] });
    return {
      plain,
      tiered,
      lines: [
        { toolId: plain, quantity: 10 },
        { toolId: tiered, quantity: 50 },
      ],
    };
  }
  const bill = 949.9; // 10 × $19.99 + 50 × $15.00

  it('places a total at or above the bill, billed at the shop figure', async () => {
    const { lines } = await shop();
    for (const totalBill of [bill, 1199.4 /* 60 × the list price */]) {
      const res = await postOrder(customer, linesBody(lines, { totalBill }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect((await getOrder(customer, res.body.insertedId)).body.totalBill).toBe(bill);
    }
  });

  it('refuses a total below the bill, or a line whose list price rose, with 409 and the current total; nothing moves', async () => {
    const { plain, tiered, lines } = await shop();
    const below = await postOrder(customer, linesBody(lines, { totalBill: 949.89 }));
    expect([below.status, below.body.error.message, below.body.error.current]).toEqual([
      409,
      `The total of this order is now $${bill.toFixed(2)}. Confirm the new total to order.`,
      { totalBill: bill },
    ]);
    const risen = await postOrder(
      customer,
      linesBody([
        { ...lines[0], price: 19.99 },
        { ...lines[1], price: 19.5 },
      ]),
    );
    expect([risen.status, risen.body.error.fields]).toEqual([
      409,
      { 'order.lines[1].price': 'The price of Line Tool 1 is now $19.99 a piece' },
    ]);
    expect(await stockOf([plain, tiered])).toEqual([
      { available: 100, unitsOrdered: 0 },
      { available: 100, unitsOrdered: 0 },
    ]);
  });
});

describe('many orders of many lines at once (the same app in this process)', () => {
  let server: Awaited<ReturnType<typeof startInProcessApi>>;

  beforeAll(async () => {
    server = await startInProcessApi();
  });

  afterAll(() => server.close());

  it('never oversells tools that 30 orders share, and conserves every tool’s stock', async () => {
    const start = 120;
    const toolIds = await createTools(5, { available: start });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    // Order n takes 3 neighbouring tools (so every tool is in 18 orders), 5 to 12 pieces each:
    // about 150 pieces asked of each tool, more than its stock.
    const orders = Array.from({ length: 30 }, (_, n) =>
      [0, 1, 2].map((k) => ({ toolId: toolIds[(n + k) % 5] ?? '', quantity: 5 + ((n * 7 + k * 3) % 8) })),
    );

    const results = await Promise.all(
      orders.map((lines, n) => postOrder(buyers[n % buyers.length] ?? null, linesBody(lines), {}, server.url)),
    );

    expect(results.map((r) => r.status).filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const placed = orders.filter((_, n) => results[n]?.status === 201);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(30);
    for (const toolId of toolIds) {
      const sold = placed.flat().reduce((sum, line) => sum + (line.toolId === toolId ? line.quantity : 0), 0);
      const stored = await db.collection('orders').where('toolIds', 'array-contains', toolId).get();
      const pieces = stored.docs
        .filter((d) => d.get('status') === 'pending')
        .flatMap((d) => d.get('lines') as Line[])
        .reduce((sum, line) => sum + (line.toolId === toolId ? line.quantity : 0), 0);
      expect(pieces, toolId).toBe(sold);
      const available = await availableOf(toolId);
      expect(available, toolId).toBeGreaterThanOrEqual(0);
      expect(start - pieces, toolId).toBe(available);
      expect(await unitsOrderedOf(toolId), toolId).toBe(pieces);
    }
    await expectStockLedgerHolds(toolIds);
  });
});

describe('an order of many lines, after it is placed', () => {
  async function placed(buyer: TestUser, lines: Line[]) {
    const res = await postOrder(buyer, linesBody(lines));
    expect(res.status).toBe(201);
    return res.body.insertedId;
  }

  it('gives every line’s stock back when cancelled, and records the move', async () => {
    const toolIds = await createTools(3, { available: 50 });
    const id = await placed(
      customer,
      toolIds.map((toolId, i) => ({ toolId, quantity: 10 + i })),
    );
    expect((await stockOf(toolIds)).map((s) => s.available)).toEqual([40, 39, 38]);

    const res = await api(to.cancelOrder(id), { token: customer.token });
    expect(res.status).toBe(200);
    expect(await stockOf(toolIds)).toEqual(toolIds.map(() => ({ available: 50, unitsOrdered: 0 })));
    const details = await getOrder(customer, id);
    expect(details.body.status).toBe('cancelled');
    expect(details.body.statusHistory.map((change) => ('status' in change ? change.status : change.payment))).toEqual([
      'pending',
      'cancelled',
    ]);
  });

  it('shows its details to its owner and an admin, and 404 to anyone else, as for an unknown id', async () => {
    const [toolId = ''] = await createTools(1);
    const id = await placed(customer, [{ toolId, quantity: 5 }]);
    expect((await getOrder(customer, id)).status).toBe(200);
    expect((await getOrder(admin, id)).status).toBe(200);

    const other = await getOrder(otherCustomer, id);
    const unknown = await getOrder(otherCustomer, 'no-such-order');
    expect([other.status, unknown.status]).toEqual([404, 404]);
    expect(other.body).toEqual({ error: { code: 'not-found', message: `No order with id ${id}` } });
    expect(unknown.body).toEqual({ error: { code: 'not-found', message: 'No order with id no-such-order' } });
    expect((await getOrder(null, id)).status).toBe(401);
  });

  it('appends every status an admin moves it to', async () => {
    const [toolId = ''] = await createTools(1);
    const id = await placed(customer, [{ toolId, quantity: 5 }]);
    for (const status of ['processing', 'shipped']) {
      expect((await api(to.advanceOrder(id), { token: admin.token, body: { status } })).status).toBe(200);
    }
    const history = (await getOrder(admin, id)).body.statusHistory;
    expect(history.map((change) => ('status' in change ? change.status : change.payment))).toEqual([
      'pending',
      'processing',
      'shipped',
    ]);
    expect(history.every((change) => change.at !== null)).toBe(true);
  });

  it('keeps a tool that any line of an open order names: deleting it archives it', async () => {
    const toolIds = await createTools(2);
    await placed(
      customer,
      toolIds.map((toolId) => ({ toolId, quantity: 5 })),
    );
    const res = await api<{ archived: boolean }>(to.deleteTool(toolIds[1]!), { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.archived).toBe(true);
    expect((await db.doc(`tools/${toolIds[1]}`).get()).get('archived')).toBe(true);
  });

  it('lists with the product’s fields (the first line as tool, all pieces) plus lines and createdAt', async () => {
    const buyer = await createUser();
    const toolIds = await createTools(2, { priceCents: 500 });
    const id = await placed(buyer, [
      { toolId: toolIds[0] ?? '', quantity: 6 },
      { toolId: toolIds[1] ?? '', quantity: 8 },
    ]);
    const list = await api<Order[]>(to.listOrdersOf(buyer.email), { token: buyer.token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      _id: id,
      tool: { _id: toolIds[0], price: 5 },
      orderQuantity: 14,
      totalBill: 70,
      createdAt: expect.any(String),
    });
    expect(list.body[0]?.lines.map((line) => [line.toolId, line.quantity])).toEqual([
      [toolIds[0], 6],
      [toolIds[1], 8],
    ]);
  });
});

describe('orders stored before orders had lines', () => {
  it('list, show and cancel as one line, restocking its tool', async () => {
    const buyer = await createUser();
    const toolId = await createTool({ toolName: 'Legacy Mallet', available: 80, unitsOrdered: 20 });
    const ref = db.collection('orders').doc();
    await ref.set({
      uid: buyer.uid,
      userName: 'Old Buyer',
      userEmail: buyer.email,
      phoneNumber: '01712345678',
      orderAddress: '1 Old Road',
      orderQuantity: 20,
      totalBillCents: 39980,
      tool: { _id: toolId, toolName: 'Legacy Mallet', priceCents: 1999, imageLink: '/images/tools/mallet.svg' },
      status: 'pending',
      payment: 'unpaid',
      createdAt: Timestamp.fromMillis(Date.parse('2026-01-05T10:00:00Z')),
    });

    const list = await api<Order[]>(to.listOrdersOf(buyer.email), { token: buyer.token });
    expect(list.body[0]).toMatchObject({
      _id: ref.id,
      tool: { _id: toolId, price: 19.99 },
      orderQuantity: 20,
      totalBill: 399.8,
      lines: [
        {
          toolId,
          sku: '',
          toolName: 'Legacy Mallet',
          imageLink: '/images/tools/mallet.svg',
          unitPrice: 19.99,
          listPrice: 19.99,
          quantity: 20,
          lineTotal: 399.8,
        },
      ],
      poNumber: null,
      note: null,
      statusHistory: [{ status: 'pending', at: '2026-01-05T10:00:00.000Z' }],
    });

    expect((await api(to.cancelOrder(ref.id), { token: buyer.token })).status).toBe(200);
    expect(await stockOf([toolId])).toEqual([{ available: 100, unitsOrdered: 0 }]);
    const details = await getOrder(buyer, ref.id);
    expect(details.body.statusHistory.map((change) => ('status' in change ? change.status : change.payment))).toEqual([
      'pending',
      'cancelled',
    ]);
  });
});

describe('checkout and the cart', () => {
  const getCart = (user: TestUser) => api<Cart & ErrorBody>(to.getCart(), { token: user.token });

  it('an order of lines empties the buyer’s cart; a refused one and a single-tool order leave it', async () => {
    const buyer = await createUser();
    const toolIds = await createTools(2, { available: 30 });
    const lines = toolIds.map((toolId) => ({ toolId, quantity: 10 }));
    expect((await api(to.putCart(), { token: buyer.token, body: { lines } })).status).toBe(200);

    const single = await postOrder(buyer, {
      order: { phoneNumber: '01712345678', orderAddress: '1 Mill Road', orderQuantity: 5, tool: { _id: toolIds[0] } },
    });
    expect(single.status).toBe(201);
    const refused = await postOrder(buyer, linesBody(lines.map((line) => ({ ...line, quantity: 26 }))));
    expect(refused.status).toBe(409);
    expect((await getCart(buyer)).body.lines).toEqual(lines);

    expect((await postOrder(buyer, linesBody(lines))).status).toBe(201);
    const cart = await getCart(buyer);
    expect(cart.body.lines).toEqual([]);
    expect(cart.body.updatedAt).not.toBeNull();
  });
});
