import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_TOOL_IMPORT_BYTES,
  MAX_TOOL_IMPORT_ROWS,
  TOOL_IMPORT_COLUMNS,
  type AdminTool,
  type ToolImportReport,
} from '@toolshub/shared';
import { api, editTool, type ErrorBody, to } from './helpers/api';
import { db, unique } from './helpers/emulators';
import { createCategory, createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

let admin: TestUser;
let customer: TestUser;
let category: string;

beforeAll(async () => {
  [admin, customer, category] = await Promise.all([createUser({ admin: true }), createUser(), createCategory()]);
});

const newSku = () =>
  unique('IMP')
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '-')
    .slice(-32);
const header = TOOL_IMPORT_COLUMNS.join(',');

interface Row {
  sku: string;
  toolName?: string;
  price?: string;
  minOrder?: string;
  available?: string;
  category?: string;
  reorderPoint?: string;
  priceTiers?: string;
}

const line = (row: Row) =>
  [
    row.sku,
    row.toolName ?? `Imported ${row.sku}`,
    row.price ?? '12.50',
    row.minOrder ?? '5',
    row.available ?? '100',
    row.category ?? category,
    '"A tool, imported"',
    '/images/tools/japanese-pull-saw.svg',
    row.reorderPoint ?? '',
    row.priceTiers ?? '',
  ].join(',');

const csvOf = (rows: Row[]) => `${header}\n${rows.map(line).join('\n')}\n`;

function importCsv(csv: string, { dryRun = false, token = admin.token, type = 'text/csv' } = {}) {
  return api<ToolImportReport & ErrorBody>(to.importTools(dryRun ? { dryRun } : undefined), {
    token,
    rawBody: csv,
    headers: { 'Content-Type': type },
  });
}

/** Everything an import may write: the test category's tools, the SKUs' claims, the admin's audit entries. */
async function snapshot(skus: string[]) {
  const [tools, claims, audit] = await Promise.all([
    db.collection('tools').where('category', '==', category).get(),
    Promise.all(skus.map((sku) => db.doc(`skus/${sku}`).get())),
    db.collection('audit').where('actor.uid', '==', admin.uid).get(),
  ]);
  return {
    tools: tools.docs.map((d) => ({ id: d.id, updateTime: d.updateTime.toMillis(), data: d.data() })),
    claims: claims.map((c) => c.data() ?? null),
    audit: audit.size,
  };
}

const toolOfSku = async (sku: string) => {
  const toolId = (await db.doc(`skus/${sku}`).get()).get('toolId') as string | undefined;
  return toolId ? await db.doc(`tools/${toolId}`).get() : null;
};

describe('POST /api/tools/import', () => {
  it('a dry run reports create and update per row and writes nothing', async () => {
    const existingSku = newSku();
    await createTool({ sku: existingSku, category });
    await db
      .doc(`skus/${existingSku}`)
      .set({ toolId: (await db.collection('tools').where('sku', '==', existingSku).get()).docs[0]!.id });
    const rows = [{ sku: newSku() }, { sku: existingSku, price: '9.99' }, { sku: newSku() }];
    const skus = rows.map((r) => r.sku);
    const before = await snapshot(skus);

    const res = await importCsv(csvOf(rows), { dryRun: true });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ dryRun: true, applied: false, created: 2, updated: 1, refused: 0 });
    expect(res.body.rows).toEqual([
      { line: 2, sku: skus[0], outcome: 'create', messages: [] },
      { line: 3, sku: skus[1], outcome: 'update', messages: [] },
      { line: 4, sku: skus[2], outcome: 'create', messages: [] },
    ]);
    expect(await snapshot(skus)).toEqual(before);
  });

  it('upserts by SKU: new SKUs become tools, a known SKU updates its tool (same id, pieces ordered kept), with audit entries', async () => {
    const existingSku = newSku();
    const existingId = await createTool({ sku: existingSku, category, available: 100, minOrder: 5 });
    await db.doc(`tools/${existingId}`).update({ unitsOrdered: 37 });
    await db.doc(`skus/${existingSku}`).set({ toolId: existingId });
    const newOne = newSku();
    const res = await importCsv(
      csvOf([
        {
          sku: newOne,
          toolName: 'Imported Saw',
          price: '24.50',
          minOrder: '10',
          available: '15',
          priceTiers: '50:22.50;200:21',
        },
        { sku: existingSku, price: '9.99', available: '8', reorderPoint: '6' },
      ]),
    );

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ dryRun: false, applied: true, created: 1, updated: 1, refused: 0 });
    const created = await toolOfSku(newOne);
    expect(created?.data()).toMatchObject({
      toolName: 'Imported Saw',
      priceCents: 2450,
      minOrder: 10,
      available: 15,
      category,
      priceTiers: [
        { minQuantity: 50, priceCents: 2250 },
        { minQuantity: 200, priceCents: 2100 },
      ],
      unitsOrdered: 0,
      archived: false,
      inStock: true,
      lowStock: true, // 15 ≤ the default reorder point, 2 × 10
    });
    expect(created?.get('reorderPoint')).toBeUndefined();
    const updated = await db.doc(`tools/${existingId}`).get();
    expect(updated.data()).toMatchObject({
      sku: existingSku,
      priceCents: 999,
      available: 8,
      reorderPoint: 6,
      unitsOrdered: 37,
      lowStock: false, // 8 > its own reorder point, 6
    });
    const audit = await db.collection('audit').where('actor.uid', '==', admin.uid).get();
    const entries = audit.docs.map((d) => d.data()).filter((e) => [created?.id, existingId].includes(e.target.id));
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.action === 'tool.imported')).toBe(true);
    const updateEntry = entries.find((e) => e.target.id === existingId);
    expect(updateEntry?.before).toMatchObject({ price: 19.99, available: 100, reorderPoint: null });
    expect(updateEntry?.after).toMatchObject({ price: 9.99, available: 8, reorderPoint: 6 });
    expect(entries.find((e) => e.target.id === created?.id)?.before).toBeNull();
  });

  it('refuses the whole import for one bad row: 422 with a message per problem, nothing written', async () => {
    const rows = [
      { sku: newSku() },
      { sku: newSku(), price: 'ten', available: '-3' },
      { sku: newSku(), category: 'no-such-category' },
    ];
    const skus = rows.map((r) => r.sku);
    const before = await snapshot(skus);

    const res = await importCsv(csvOf(rows));

    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ dryRun: false, applied: false, created: 1, refused: 2 });
    expect(res.body.rows[0]).toEqual({ line: 2, sku: skus[0], outcome: 'create', messages: [] });
    expect(res.body.rows[1]?.outcome).toBe('refused');
    expect(res.body.rows[1]?.messages).toEqual(
      expect.arrayContaining(['Price must be a number', 'Available pieces cannot be negative']),
    );
    expect(res.body.rows[2]?.messages).toEqual([
      "Unknown category no-such-category: choose one of the shop's categories",
    ]);
    expect(await snapshot(skus)).toEqual(before);
  });

  it('refuses SKUs that are on two rows of the file', async () => {
    const twice = newSku();
    const rows = [{ sku: twice }, { sku: newSku() }, { sku: twice, price: '3' }];
    const before = await snapshot(rows.map((r) => r.sku));
    const res = await importCsv(csvOf(rows));
    expect(res.status).toBe(422);
    expect(res.body.rows.map((r) => r.outcome)).toEqual(['refused', 'create', 'refused']);
    expect(res.body.rows[0]?.messages).toEqual([`SKU ${twice} is on more than one row of the file (lines 2, 4)`]);
    expect(await snapshot(rows.map((r) => r.sku))).toEqual(before);
  });

  it.each([
    ['an empty body', '', /empty/],
    ['a header only', `${header}\n`, /no rows/],
    ['a missing column', 'sku,toolName\nA-1,B\n', /lacks price/],
    ['broken quoting', `${header}\n"ABC,x\n`, /could not be read/],
    ['a short row', `${header}\nABC,x\n`, /could not be read/],
    [
      'too many rows',
      csvOf(Array.from({ length: MAX_TOOL_IMPORT_ROWS + 1 }, (_, i) => ({ sku: `CAP-${i}` }))),
      /at most 100/,
    ],
  ])('answers 400 for %s', async (_name, csv, message) => {
    const res = await importCsv(csv);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });

  it('answers 400 for a body that is not text/csv, and for a bad dryRun', async () => {
    const csv = csvOf([{ sku: newSku() }]);
    expect((await importCsv(csv, { type: 'application/json' })).status).toBe(400);
    const res = await api<ErrorBody>('POST', '/tools/import?dryRun=maybe', {
      token: admin.token,
      rawBody: csv,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(res.status).toBe(400);
  });

  it('answers 413 for a CSV over the size limit', async () => {
    const res = await importCsv(`${header}\n${'x'.repeat(MAX_TOOL_IMPORT_BYTES + 10)}\n`);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload-too-large');
  });

  it('is for admins: customers get 403, visitors 401', async () => {
    const csv = csvOf([{ sku: newSku() }]);
    expect((await importCsv(csv, { token: customer.token })).status).toBe(403);
    expect((await importCsv(csv, { token: '' })).status).toBe(401);
  });
});

describe('lowStock, kept by every write of the stock or the reorder point', () => {
  const patch = (id: string, updatedInfo: Record<string, unknown>) =>
    api<{ tool: AdminTool } & ErrorBody>(to.updateTool(id), { token: admin.token, body: { updatedInfo } });
  const lowStockOf = async (id: string) => (await db.doc(`tools/${id}`).get()).get('lowStock') as boolean;

  it('follows orders, cancels and edits', async () => {
    const sku = newSku();
    const created = await api<{ insertedId: string } & ErrorBody>(to.createTool(), {
      token: admin.token,
      body: {
        updatedInfo: {
          toolName: 'Low Stock Chisel',
          price: 10,
          available: 40,
          minOrder: 5,
          toolDescription: 'A chisel',
          imageLink: '/images/tools/bevel-edge-chisel-set.svg',
          sku,
          category,
          reorderPoint: 30,
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.insertedId;
    expect(await lowStockOf(id)).toBe(false);

    const order = await api<{ insertedId: string }>(to.placeOrder(), {
      token: customer.token,
      body: {
        order: { phoneNumber: '01712345678', orderQuantity: 10, orderAddress: '1 Mill Road', tool: { _id: id } },
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(await lowStockOf(id)).toBe(true); // 30 ≤ 30

    expect((await api(to.cancelOrder(order.body.insertedId), { token: customer.token })).status).toBe(200);
    expect(await lowStockOf(id)).toBe(false); // 40

    const raised = await patch(id, { reorderPoint: 45 });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.tool).toMatchObject({ reorderPoint: 45, lowStock: true });
    expect(await lowStockOf(id)).toBe(true);

    const reset = await patch(id, { reorderPoint: null }); // the default: 2 × 5
    expect(reset.body.tool).toMatchObject({ reorderPoint: 10, lowStock: false });
    expect((await db.doc(`tools/${id}`).get()).get('reorderPoint')).toBeUndefined();
    expect(await lowStockOf(id)).toBe(false);

    expect((await editTool<{ tool: AdminTool }>(admin.token, id, { available: 10 })).body.tool.lowStock).toBe(true);
    expect(await lowStockOf(id)).toBe(true);
    expect((await patch(id, { minOrder: 4 })).body.tool).toMatchObject({ reorderPoint: 8, lowStock: false });
    expect(await lowStockOf(id)).toBe(false);
  });

  it('refuses a reorder point that is not a whole number of pieces', async () => {
    const id = await createTool({ category });
    const res = await patch(id, { reorderPoint: 2.5 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.['updatedInfo.reorderPoint']).toBe('Reorder point must be a whole number');
  });
});
