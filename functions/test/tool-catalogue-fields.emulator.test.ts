import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTool, Tool } from '@toolshub/shared';
import { api, editTool, type ErrorBody, to } from './helpers/api';
import { db, unique } from './helpers/emulators';
import { startInProcessApi } from './helpers/in-process-api';
import { createUser, type TestUser } from './helpers/users';

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ admin: true });
});

const newSku = () => unique('SKU').toUpperCase();

const newTool = (fields: Record<string, unknown> = {}) => ({
  toolName: 'Japanese Pull Saw',
  price: 24.5,
  available: 120,
  minOrder: 10,
  toolDescription: 'A fine-toothed pull saw for joinery.',
  imageLink: '/images/tools/japanese-pull-saw.svg',
  sku: newSku(),
  category: 'saws',
  priceTiers: [
    { minQuantity: 50, price: 22.5 },
    { minQuantity: 200, price: 21 },
  ],
  ...fields,
});

const post = (updatedInfo: unknown) =>
  api<{ insertedId: string } & ErrorBody>(to.createTool(), { token: admin.token, body: { updatedInfo } });
const patch = (id: string, updatedInfo: unknown) =>
  api<{ tool: AdminTool } & ErrorBody>(to.updateTool(id), { token: admin.token, body: { updatedInfo } });
const toolCount = async () => (await db.collection('tools').count().get()).data().count;

async function created(fields: Record<string, unknown> = {}) {
  const res = await post(newTool(fields));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.insertedId;
}

describe('POST /api/tool with SKU, category and tiers', () => {
  it('stores them (tiers in cents) with the fields search and filters read', async () => {
    const sku = newSku();
    const id = await created({ sku, toolName: 'Rabot à Dents' });
    const stored = (await db.doc(`tools/${id}`).get()).data();
    expect(stored).toMatchObject({
      sku,
      category: 'saws',
      priceTiers: [
        { minQuantity: 50, priceCents: 2250 },
        { minQuantity: 200, priceCents: 2100 },
      ],
      unitsOrdered: 0,
      inStock: true,
      nameKey: 'rabot a dents',
      archived: false,
    });
    expect(stored?.searchTokens).toEqual(expect.arrayContaining(['rabot', 'a', 'den', 'dents', 'joinery']));
    expect((await db.doc(`skus/${sku}`).get()).data()).toEqual({ toolId: id });
    const tool = (await api<Tool>(to.getTool(id))).body;
    expect(tool).toMatchObject({ sku, category: 'saws', unitsOrdered: 0, priceTiers: newTool().priceTiers });
    expect(tool).not.toHaveProperty('archived');
  });

  it('refuses a SKU another tool has with 409, and writes nothing', async () => {
    const sku = newSku();
    await created({ sku });
    const before = await toolCount();
    const res = await post(newTool({ sku, toolName: 'Second of the same SKU' }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'conflict',
      fields: { 'updatedInfo.sku': `SKU ${sku} is already used by another tool` },
    });
    expect(await toolCount()).toBe(before);
  });

  it('gives only one of two tools posted at once with the same SKU', async () => {
    const sku = newSku();
    const results = await Promise.all([post(newTool({ sku })), post(newTool({ sku }))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it.each([
    ['a lower-case SKU', { sku: 'th-saw-1' }, 'updatedInfo.sku', 'SKU must be 3 to 32 upper-case letters, digits or -'],
    [
      'a category the shop does not have',
      { category: 'lathes' },
      'updatedInfo.category',
      "Unknown category lathes: choose one of the shop's categories",
    ],
    [
      'a first tier at the minimum order',
      { priceTiers: [{ minQuantity: 10, price: 20 }] },
      'updatedInfo.priceTiers[0].minQuantity',
      'The first tier must start above the minimum order (10 pieces)',
    ],
    [
      'a tier dearer than the one before',
      {
        priceTiers: [
          { minQuantity: 50, price: 20 },
          { minQuantity: 100, price: 21 },
        ],
      },
      'updatedInfo.priceTiers[1].price',
      'Each tier must cost less than the one before',
    ],
    [
      'a tier at the list price',
      { priceTiers: [{ minQuantity: 50, price: 24.5 }] },
      'updatedInfo.priceTiers[0].price',
      'A tier must cost less than the list price ($24.50)',
    ],
  ])('refuses %s with 400 and the form message, and writes nothing', async (_name, change, field, message) => {
    const before = await toolCount();
    const res = await post(newTool(change));
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toBe(message);
    expect(await toolCount()).toBe(before);
  });
});

describe('POST /api/tool without SKU or category (the Add Product body of the first clients)', () => {
  // Name, price, stock, minimum, description and image: nothing else.
  const plainTool = (toolName: string) => ({
    toolName,
    price: 9.9,
    available: 40,
    minOrder: 2,
    toolDescription: 'Added with the fields of the first Add Product page.',
    imageLink: '/images/tools/japanese-pull-saw.svg',
  });
  const MADE_SKU = /^[A-Z2-9]{3,6}$/;
  const added = async (updatedInfo: Record<string, unknown>) => {
    const res = await post(updatedInfo);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.insertedId;
  };
  let server: Awaited<ReturnType<typeof startInProcessApi>>;

  beforeAll(async () => {
    server = await startInProcessApi();
  });

  afterAll(() => server.close());

  it('makes a readable upper-case SKU from the name, claims it, and puts the tool in Other tools', async () => {
    const id = await added(plainTool('16 oz Curved Claw Hammer'));
    const stored = (await db.doc(`tools/${id}`).get()).data();
    const sku = String(stored?.sku);
    expect(sku.startsWith('16-OZ-CURVED-CLAW-HAMMER-')).toBe(true);
    expect(sku.slice('16-OZ-CURVED-CLAW-HAMMER-'.length)).toMatch(MADE_SKU);
    expect(stored?.category).toBe('other-tools');
    expect((await db.doc(`skus/${sku}`).get()).data()).toEqual({ toolId: id });

    // The catalogue lists the category like any other, and finds the tool by it and by its SKU.
    const categories = (await api<{ id: string; name: string; toolCount: number }[]>(to.listCategories())).body;
    const other = categories.find((c) => c.id === 'other-tools');
    expect(other?.name).toBe('Other tools');
    expect(other?.toolCount).toBeGreaterThanOrEqual(1);
    const inOther = await api<Tool[]>(to.listTools({ category: 'other-tools', q: sku }));
    expect(inOther.body.map((t) => t._id)).toEqual([id]);
    expect((await api<Tool[]>(to.listTools({ sku }))).body.map((t) => t._id)).toEqual([id]);
  });

  it('takes an empty SKU and category as left out', async () => {
    const id = await added({ ...plainTool('Marking Gauge'), sku: '', category: '' });
    expect((await db.doc(`tools/${id}`).get()).data()).toMatchObject({
      sku: expect.stringMatching(/^MARKING-GAUGE-[A-Z2-9]{3,6}$/) as unknown,
      category: 'other-tools',
    });
  });

  it('makes a different SKU for each of 8 tools of the same name posted at once (the same app in this process)', async () => {
    const name = `Bench Hook ${unique('n')}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        api<{ insertedId: string }>(to.createTool(), {
          token: admin.token,
          body: { updatedInfo: plainTool(name) },
          base: server.url,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 201));
    const ids = results.map((r) => r.body.insertedId);
    const skus = await Promise.all(ids.map(async (id) => String((await db.doc(`tools/${id}`).get()).get('sku'))));
    expect(new Set(skus).size).toBe(8);
    for (const [i, sku] of skus.entries()) {
      expect((await db.doc(`skus/${sku}`).get()).get('toolId')).toBe(ids[i]);
    }
  });

  it('lets both be edited later', async () => {
    const id = await added(plainTool('Cabinet Scraper'));
    const sku = newSku();
    const res = await patch(id, { sku, category: 'saws' });
    expect(res.status).toBe(200);
    expect(res.body.tool).toMatchObject({ sku, category: 'saws' });
    expect((await db.doc(`skus/${sku}`).get()).get('toolId')).toBe(id);
  });
});

describe('PATCH /api/tool/{id} with SKU, category and tiers', () => {
  it('moves a SKU: the new one is claimed, the old one free for another tool', async () => {
    const [oldSku, newSkuValue] = [newSku(), newSku()];
    const id = await created({ sku: oldSku });
    const res = await patch(id, { sku: newSkuValue, category: 'planes' });
    expect(res.status).toBe(200);
    expect(res.body.tool).toMatchObject({ sku: newSkuValue, category: 'planes', archived: false });
    expect((await db.doc(`skus/${newSkuValue}`).get()).get('toolId')).toBe(id);
    expect((await db.doc(`skus/${oldSku}`).get()).exists).toBe(false);
    await created({ sku: oldSku });
    const found = (await api<Tool[]>(to.listTools({ q: newSkuValue }))).body.map((t) => t._id);
    expect(found).toEqual([id]);
  });

  it("refuses another tool's SKU with 409 and changes nothing", async () => {
    const taken = newSku();
    await created({ sku: taken });
    const id = await created();
    const before = (await db.doc(`tools/${id}`).get()).data();
    const res = await patch(id, { sku: taken, price: 23 });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ 'updatedInfo.sku': `SKU ${taken} is already used by another tool` });
    expect((await db.doc(`tools/${id}`).get()).data()).toEqual(before);
  });

  it('checks tiers against the stored price and minimum order, with the same messages', async () => {
    const id = await created();
    const lowTier = await patch(id, { priceTiers: [{ minQuantity: 5, price: 20 }] });
    expect([lowTier.status, lowTier.body.error.fields]).toEqual([
      400,
      { 'updatedInfo.priceTiers[0].minQuantity': 'The first tier must start above the minimum order (10 pieces)' },
    ]);
    const raisedMinimum = await patch(id, { minOrder: 60 });
    expect([raisedMinimum.status, raisedMinimum.body.error.fields]).toEqual([
      400,
      { 'updatedInfo.priceTiers[0].minQuantity': 'The first tier must start above the minimum order (60 pieces)' },
    ]);
    const cheaper = await patch(id, { price: 20 });
    expect(cheaper.body.error.fields).toEqual({
      'updatedInfo.priceTiers[0].price': 'A tier must cost less than the list price ($20.00)',
    });
    const cleared = await patch(id, { priceTiers: [], price: 20 });
    expect([cleared.status, cleared.body.tool.priceTiers, cleared.body.tool.price]).toEqual([200, [], 20]);
  });

  it('keeps the derived fields with what they derive from', async () => {
    const id = await created({ minOrder: 10, available: 120 });
    await editTool(admin.token, id, { available: 5, toolDescription: 'Now a dozuki for fine cuts' });
    const stored = (await db.doc(`tools/${id}`).get()).data();
    expect(stored?.inStock).toBe(false);
    expect(stored?.searchTokens).toEqual(expect.arrayContaining(['dozuki']));
    expect(stored?.searchTokens).not.toContain('joinery');
  });

  it('frees the SKU of a deleted tool', async () => {
    const sku = newSku();
    const id = await created({ sku });
    expect((await api(to.deleteTool(id), { token: admin.token })).status).toBe(200);
    expect((await db.doc(`skus/${sku}`).get()).exists).toBe(false);
    await created({ sku });
  });
});
