import { beforeAll, describe, expect, it } from 'vitest';
import { TOOL_IMPORT_COLUMNS, type AdminTool, type Cart, type Tool, type ToolImportReport } from '@toolshub/shared';
import { api, editTool, type ErrorBody, to } from './helpers/api';
import { db, unique } from './helpers/emulators';
import { availableOf, createCategory, createTool, unitsOrderedOf } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

/**
 * Case packs (docs/product.md, "Case packs"): a tool with `orderMultiple` is ordered only in whole
 * cases, on every path that takes a quantity, with the message naming the nearest valid
 * quantities; a refusal writes nothing. Tools without it order as before.
 */

interface Inserted {
  acknowledged: boolean;
  insertedId: string;
}

let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [customer, admin] = await Promise.all([createUser({ name: 'Cass Cases' }), createUser({ admin: true })]);
});

/** A clamp sold in cases of 6: minimum one case, 30 pieces (five cases) in stock. */
const caseTool = (fields: Parameters<typeof createTool>[0] = {}) =>
  createTool({ toolName: 'Case Clamp', minOrder: 6, available: 30, orderMultiple: 6, ...fields });

const singleBody = (toolId: string, orderQuantity: number) => ({
  order: { phoneNumber: '01712345678', orderQuantity, orderAddress: '12 Timber Lane', tool: { _id: toolId } },
});
const linesBody = (lines: { toolId: string; quantity: number }[]) => ({
  order: { lines, phoneNumber: '01712345678', orderAddress: '12 Timber Lane' },
});
const postOrder = (user: TestUser, body: unknown) =>
  api<Inserted & ErrorBody>(to.placeOrder(), { token: user.token, body });
const putCart = (user: TestUser, lines: { toolId: string; quantity: number }[]) =>
  api<Cart & ErrorBody>(to.putCart(), { token: user.token, body: { lines } });

const ordersOf = async (user: TestUser) => (await db.collection('orders').where('uid', '==', user.uid).get()).size;

describe('the tool', () => {
  it('answers orderMultiple for a tool sold in cases, and nothing new for one sold by the piece', async () => {
    const [cased, plain] = [await caseTool(), await createTool({ minOrder: 5 })];
    expect((await api<Tool>(to.getTool(cased))).body.orderMultiple).toBe(6);
    const single = (await api<Tool>(to.getTool(plain))).body;
    expect(single).not.toHaveProperty('orderMultiple');
    // Quick order reads its lines' tools by SKU: the case size comes with them.
    const sku = (await db.doc(`tools/${cased}`).get()).get('sku') as string;
    const bySku = await api<Tool[]>(to.listTools({ sku }));
    expect(bySku.body.map((tool) => [tool._id, tool.orderMultiple])).toEqual([[cased, 6]]);
  });
});

describe('POST /api/order (one tool)', () => {
  it('refuses 7 of a case of 6 with 400 and the nearest valid quantities, writing nothing', async () => {
    const toolId = await caseTool();
    const ordersBefore = await ordersOf(customer);

    const res = await postOrder(customer, singleBody(toolId, 7));

    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Sold in cases of 6: order 6 or 12');
    expect(res.body.error.fields).toEqual({ orderQuantity: 'Sold in cases of 6: order 6 or 12' });
    expect(await availableOf(toolId)).toBe(30);
    expect(await unitsOrderedOf(toolId)).toBe(0);
    expect(await ordersOf(customer)).toBe(ordersBefore);
  });

  it('names one quantity below the minimum and above the stock', async () => {
    const toolId = await caseTool({ minOrder: 12 });
    const below = await postOrder(customer, singleBody(toolId, 9));
    expect([below.status, below.body.error.message]).toEqual([400, 'Sold in cases of 6: order 12 (the minimum order)']);
    const above = await postOrder(customer, singleBody(toolId, 31));
    expect([above.status, above.body.error.message]).toEqual([400, 'Sold in cases of 6: order 30 (the most in stock)']);
    expect(await availableOf(toolId)).toBe(30);
  });

  it('orders whole cases', async () => {
    const toolId = await caseTool();
    const res = await postOrder(customer, singleBody(toolId, 12));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await availableOf(toolId)).toBe(18);
  });
});

describe('POST /api/order with lines', () => {
  it('refuses a line of 7 of a case of 6 with its message, and orders no line', async () => {
    const [cased, plain] = [await caseTool(), await createTool({ toolName: 'Plain Chisel', minOrder: 5 })];
    const ordersBefore = await ordersOf(customer);

    const res = await postOrder(
      customer,
      linesBody([
        { toolId: plain, quantity: 5 },
        { toolId: cased, quantity: 7 },
      ]),
    );

    // An order of lines refuses every line problem as one conflict (docs/api.md), per line in fields.
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('A line of this order cannot be ordered; nothing was ordered');
    expect(res.body.error.fields).toEqual({
      'order.lines[1].quantity': 'Case Clamp: Sold in cases of 6: order 6 or 12',
    });
    expect([await availableOf(plain), await availableOf(cased)]).toEqual([100, 30]);
    expect(await ordersOf(customer)).toBe(ordersBefore);
  });

  it('orders whole cases with the other lines', async () => {
    const [cased, plain] = [await caseTool(), await createTool({ minOrder: 5 })];
    const res = await postOrder(
      customer,
      linesBody([
        { toolId: plain, quantity: 7 },
        { toolId: cased, quantity: 18 },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect([await availableOf(plain), await availableOf(cased)]).toEqual([93, 12]);
  });
});

describe('PUT /api/cart (the cart page, Add to cart and quick order)', () => {
  it('refuses 7 of a case of 6 with 400 and its message, and keeps the cart', async () => {
    const buyer = await createUser();
    const toolId = await caseTool();
    const kept = [{ toolId, quantity: 6 }];
    expect((await putCart(buyer, kept)).status).toBe(200);

    const res = await putCart(buyer, [{ toolId, quantity: 7 }]);

    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ 'lines[0].quantity': 'Case Clamp: Sold in cases of 6: order 6 or 12' });
    expect((await api<Cart>(to.getCart(), { token: buyer.token })).body.lines).toEqual(kept);
    expect(await availableOf(toolId)).toBe(30);
  });

  it('names the one valid quantity at either end', async () => {
    const buyer = await createUser();
    const toolId = await caseTool();
    expect((await putCart(buyer, [{ toolId, quantity: 4 }])).body.error.fields).toEqual({
      'lines[0].quantity': 'Case Clamp: Sold in cases of 6: order 6 (the minimum order)',
    });
    expect((await putCart(buyer, [{ toolId, quantity: 33 }])).body.error.fields).toEqual({
      'lines[0].quantity': 'Case Clamp: Sold in cases of 6: order 30 (the most in stock)',
    });
  });

  it('saves whole cases', async () => {
    const buyer = await createUser();
    const toolId = await caseTool();
    const res = await putCart(buyer, [{ toolId, quantity: 24 }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lines).toEqual([{ toolId, quantity: 24 }]);
  });
});

describe('the shop admin', () => {
  const newTool = (fields: Record<string, unknown>) => ({
    toolName: 'Cased Screws',
    price: 4.5,
    available: 120,
    minOrder: 10,
    toolDescription: 'Screws by the box.',
    imageLink: '/images/tools/japanese-pull-saw.svg',
    sku: unique('CASE').toUpperCase(),
    category: 'saws',
    ...fields,
  });

  it('adds a tool with orderMultiple, and refuses one whose minimum order is not whole cases', async () => {
    const refused = newTool({ orderMultiple: 6 });
    const res = await api<ErrorBody>(to.createTool(), { token: admin.token, body: { updatedInfo: refused } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.['updatedInfo.minOrder']).toBe(
      'Minimum order must be whole cases of 6 pieces: 6 or 12',
    );
    expect((await db.doc(`skus/${refused.sku}`).get()).exists).toBe(false);

    const added = await api<Inserted>(to.createTool(), {
      token: admin.token,
      body: { updatedInfo: newTool({ minOrder: 12, orderMultiple: 6 }) },
    });
    expect(added.status).toBe(201);
    expect((await db.doc(`tools/${added.body.insertedId}`).get()).get('orderMultiple')).toBe(6);
    expect((await api<Tool>(to.getTool(added.body.insertedId))).body).toMatchObject({ minOrder: 12, orderMultiple: 6 });
  });

  it('edits orderMultiple against the stored minimum order; 1 goes back to single pieces', async () => {
    const toolId = await createTool({ minOrder: 6 });
    const refused = await editTool<ErrorBody>(admin.token, toolId, { orderMultiple: 4 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      'updatedInfo.minOrder': 'Minimum order must be whole cases of 4 pieces: 4 or 8',
    });
    expect((await db.doc(`tools/${toolId}`).get()).get('orderMultiple')).toBeUndefined();

    const edited = await editTool<{ tool: AdminTool }>(admin.token, toolId, { orderMultiple: 3 });
    expect(edited.status).toBe(200);
    expect(edited.body.tool.orderMultiple).toBe(3);
    const audit = await db.collection('audit').where('target.id', '==', toolId).get();
    expect(audit.docs.map((d) => [d.get('before'), d.get('after')])).toEqual([
      [{ orderMultiple: 1 }, { orderMultiple: 3 }],
    ]);

    const back = await editTool<{ tool: AdminTool }>(admin.token, toolId, { orderMultiple: 1 });
    expect(back.status).toBe(200);
    expect(back.body.tool).not.toHaveProperty('orderMultiple');
    expect((await db.doc(`tools/${toolId}`).get()).get('orderMultiple')).toBeUndefined();
  });

  it('imports an orderMultiple column, refusing a row whose minimum order is not whole cases', async () => {
    const category = await createCategory();
    const [good, bad] = [unique('IMPC').toUpperCase(), unique('IMPC').toUpperCase()];
    const header = [...TOOL_IMPORT_COLUMNS, 'orderMultiple'].join(',');
    const row = (sku: string, minOrder: number, orderMultiple: number) =>
      [
        sku,
        'Cased Tool',
        '3.00',
        minOrder,
        60,
        category,
        'Boxed',
        '/images/tools/tenon-saw.svg',
        '',
        '',
        orderMultiple,
      ].join(',');
    const importCsv = (csv: string) =>
      api<ToolImportReport & ErrorBody>(to.importTools(), {
        token: admin.token,
        rawBody: csv,
        headers: { 'Content-Type': 'text/csv' },
      });

    const refused = await importCsv(`${header}\n${row(good, 12, 6)}\n${row(bad, 10, 6)}\n`);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toMatchObject({ applied: false, refused: 1 });
    expect(refused.body.rows[1]).toEqual({
      line: 3,
      sku: bad,
      outcome: 'refused',
      messages: ['Minimum order must be whole cases of 6 pieces: 6 or 12'],
    });
    expect((await db.doc(`skus/${good}`).get()).exists).toBe(false);

    const applied = await importCsv(`${header}\n${row(good, 12, 6)}\n`);
    expect(applied.body).toMatchObject({ applied: true, created: 1 });
    const toolId = (await db.doc(`skus/${good}`).get()).get('toolId') as string;
    expect((await db.doc(`tools/${toolId}`).get()).get('orderMultiple')).toBe(6);
  });
});
