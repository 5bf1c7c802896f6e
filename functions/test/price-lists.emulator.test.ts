import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyerPriceListOf,
  formatPrice,
  fromCents,
  lineTotalCents,
  type CompanyPriceList,
  type Order,
  type Tool,
} from '@toolshub/shared';
import { pdfText } from '../src/testing/pdf-text';
import { api, type ErrorBody, to } from './helpers/api';
import { makeCompany, type CompanyFixture } from './helpers/companies';
import { getOrder, linesBody, postOrder } from './helpers/company-orders';
import { db, hostingUrl } from './helpers/emulators';
import { startInProcessApi } from './helpers/in-process-api';
import { createCategory, createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

/**
 * Issue 30 item 1, contract prices: the shop admins' price lists (CRUD, rights, validation, audit),
 * each rule and their precedence as members see them (`yourPrice`), orders billed at what was
 * shown, list prices for everyone else, and a list replaced while its company's orders are billed.
 */

let shopAdmin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [shopAdmin, customer] = await Promise.all([createUser({ admin: true }), createUser({ name: 'Walk-in Customer' })]);
});

const createList = (user: TestUser | null, body: unknown) =>
  api<{ id: string } & ErrorBody>(to.createPriceList(), { token: user?.token, body });
const putList = (user: TestUser | null, id: string, body: unknown) =>
  api<CompanyPriceList & ErrorBody>(to.updatePriceList(id), { token: user?.token, body });
const getList = (user: TestUser | null, id: string) =>
  api<CompanyPriceList & ErrorBody>(to.getPriceList(id), { token: user?.token });
const deleteList = (user: TestUser | null, id: string) =>
  api<ErrorBody & { deletedCount: number }>(to.deletePriceList(id), { token: user?.token });
const getTool = (user: TestUser | null, id: string) => api<Tool & ErrorBody>(to.getTool(id), { token: user?.token });
const toolsById = (user: TestUser | null, ids: string[]) =>
  api<Tool[] & ErrorBody>(to.listTools({ id: ids.join(',') }), { token: user?.token });

/** A list as the shop admin makes it; its id. */
async function madeList(body: { name?: string; companyIds: string[]; rules: unknown[] }): Promise<string> {
  const res = await createList(shopAdmin, { name: 'Contract', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

const auditOf = async (id: string) =>
  (await db.collection('audit').where('target.id', '==', id).get()).docs
    .map((doc) => doc.data())
    .sort((a, b) => (a.at as Timestamp).toMillis() - (b.at as Timestamp).toMillis());

describe('the price lists (shop admin)', () => {
  let company: CompanyFixture;
  let toolId: string;
  let category: string;

  beforeAll(async () => {
    category = await createCategory('Price list tools');
    [company, toolId] = await Promise.all([makeCompany(), createTool({ category })]);
  });

  it('creates (201 { id }), reads, lists (newest first, X-Total-Count, Link), replaces and deletes a list, each write audited', async () => {
    const body = {
      name: ' Joinery contract 2026 ',
      companyIds: [company.id],
      rules: [
        { toolId, unitPrice: 17.5 },
        { category, percentOff: 12.5 },
      ],
    };
    const created = await createList(shopAdmin, body);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String) });
    const { id } = created.body;

    const read = await getList(shopAdmin, id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      id,
      name: 'Joinery contract 2026',
      companyIds: [company.id],
      rules: body.rules,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Stored in cents.
    expect((await db.doc(`priceLists/${id}`).get()).get('rules')).toEqual([
      { toolId, unitPriceCents: 1750 },
      { category, percentOff: 12.5 },
    ]);

    const second = await madeList({ name: 'Second', companyIds: [], rules: [{ category, percentOff: 5 }] });
    const page = await api<CompanyPriceList[]>(to.listPriceLists({ limit: 1 }), { token: shopAdmin.token });
    expect(page.status).toBe(200);
    expect(page.body.map((list) => list.id)).toEqual([second]);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
    const link = page.headers.get('link') ?? '';
    expect(link).toMatch(/^<\/api\/price-lists\?limit=1&after=[^>]+>; rel="next"$/);
    const next = await api<CompanyPriceList[]>('GET', link.slice(5, link.indexOf('>')), { token: shopAdmin.token });
    expect(next.body.map((list) => list.id)).toEqual([id]);

    const replaced = await putList(shopAdmin, id, {
      name: 'Joinery contract 2026',
      companyIds: [company.id],
      rules: [{ toolId, unitPrice: 16 }],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id, rules: [{ toolId, unitPrice: 16 }] });

    const removed = await deleteList(shopAdmin, id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await getList(shopAdmin, id)).status).toBe(404);

    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, entry.actor.uid, entry.target])).toEqual([
      ['price-list.created', shopAdmin.uid, { kind: 'price-list', id, label: 'Joinery contract 2026' }],
      ['price-list.updated', shopAdmin.uid, { kind: 'price-list', id, label: 'Joinery contract 2026' }],
      ['price-list.deleted', shopAdmin.uid, { kind: 'price-list', id, label: 'Joinery contract 2026' }],
    ]);
    expect(entries[0]).toMatchObject({ before: null, after: { companyIds: [company.id], rules: body.rules } });
    expect(entries[1]).toMatchObject({ before: { rules: body.rules }, after: { rules: [{ toolId, unitPrice: 16 }] } });
    expect(entries[2]).toMatchObject({ before: { rules: [{ toolId, unitPrice: 16 }] }, after: null });
  });

  it('answers visitors 401, customers and company admins 403, unknown ids 404', async () => {
    const id = await madeList({ companyIds: [company.id], rules: [{ toolId, unitPrice: 9 }] });
    const body = { name: 'X', companyIds: [], rules: [{ toolId, unitPrice: 9 }] };
    for (const [user, status] of [
      [null, 401],
      [customer, 403],
      [company.admin, 403],
    ] as const) {
      expect((await api(to.listPriceLists(), { token: user?.token })).status).toBe(status);
      expect((await createList(user, body)).status).toBe(status);
      expect((await getList(user, id)).status).toBe(status);
      expect((await putList(user, id, body)).status).toBe(status);
      expect((await deleteList(user, id)).status).toBe(status);
    }
    expect((await getList(shopAdmin, id)).body.rules).toEqual([{ toolId, unitPrice: 9 }]);
    for (const res of [
      await getList(shopAdmin, 'no-such-list'),
      await putList(shopAdmin, 'no-such-list', body),
      await deleteList(shopAdmin, 'no-such-list'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('No price list with id no-such-list');
    }
    const bad = await api(to.listPriceLists({ limit: 0 }), { token: shopAdmin.token });
    expect(bad.status).toBe(400);
    expect((await api('GET', '/price-lists?companyId=x', { token: shopAdmin.token })).status).toBe(400);
  });

  it('refuses bad bodies with 400 and a message per field, never 500, and writes nothing', async () => {
    const rule = { toolId, unitPrice: 9 };
    const good = { name: 'Good', companyIds: [company.id], rules: [rule] };
    const cases: [unknown, Record<string, string>][] = [
      [{ ...good, name: '' }, { name: 'Name is required' }],
      [{ ...good, name: 'x'.repeat(101) }, { name: 'Name is too long (100 characters at most)' }],
      [{ ...good, companyIds: ['no-such-company'] }, { 'companyIds[0]': 'No company with id no-such-company' }],
      [
        { ...good, companyIds: [company.id, company.id] },
        { 'companyIds[1]': 'This company is already named in this list' },
      ],
      [{ ...good, companyIds: 'x' }, { companyIds: expect.any(String) }],
      [{ ...good, rules: [] }, { rules: 'Add at least one rule' }],
      [
        { ...good, rules: [{ toolId: 'no-such-tool', unitPrice: 9 }] },
        { 'rules[0].toolId': 'No tool with id no-such-tool' },
      ],
      [
        { ...good, rules: [{ category: 'no-such-category', percentOff: 5 }] },
        { 'rules[0].category': 'Unknown category no-such-category' },
      ],
      [{ ...good, rules: [{ toolId, unitPrice: 0 }] }, { 'rules[0].unitPrice': 'unitPrice must be above 0' }],
      [
        { ...good, rules: [{ toolId, unitPrice: 9.999 }] },
        { 'rules[0].unitPrice': 'unitPrice can have at most 2 decimals' },
      ],
      [{ ...good, rules: [{ toolId, unitPrice: '9' }] }, { 'rules[0].unitPrice': 'unitPrice must be a number' }],
      [{ ...good, rules: [{ category, percentOff: 0 }] }, { 'rules[0].percentOff': 'percentOff must be above 0' }],
      [{ ...good, rules: [{ category, percentOff: 100 }] }, { 'rules[0].percentOff': 'percentOff must be below 100' }],
      [{ ...good, rules: [{ category }] }, { 'rules[0].percentOff': 'percentOff is required with a category' }],
      [
        { ...good, rules: [{ toolId, percentOff: 5 }] },
        { 'rules[0].percentOff': 'percentOff goes with a category; a toolId takes unitPrice' },
      ],
      [
        { ...good, rules: [{ toolId, category, unitPrice: 5 }] },
        { 'rules[0]': 'A rule names a toolId or a category, not both' },
      ],
      [{ ...good, rules: [{ sku: 'X' }] }, { 'rules[0]': expect.any(String) }],
      [
        { ...good, rules: [rule, { toolId, unitPrice: 8 }] },
        { 'rules[1].toolId': 'This tool already has a rule in this list' },
      ],
      [
        {
          ...good,
          rules: [
            { category, percentOff: 5 },
            { category, percentOff: 6 },
          ],
        },
        { 'rules[1].category': 'This category already has a rule in this list' },
      ],
      [
        { ...good, rules: Array.from({ length: 501 }, (_, i) => ({ toolId: `t${i}`, unitPrice: 1 })) },
        { rules: 'At most 500 rules' },
      ],
      [[good], {}],
      [{ ...good, extra: true }, { _: expect.stringMatching(/^Unknown field/) }],
    ];
    const id = await madeList(good);
    // Lists naming this test's company (other files write price lists of their own meanwhile).
    const listsOfCompany = async () =>
      (await db.collection('priceLists').where('companyIds', 'array-contains', company.id).count().get()).data().count;
    const before = await listsOfCompany();
    for (const [body, fields] of cases) {
      const created = await createList(shopAdmin, body);
      expect(created.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(created.body.error.fields ?? {}, JSON.stringify(body).slice(0, 200)).toEqual(fields);
      const replaced = await putList(shopAdmin, id, body);
      expect(replaced.status).toBe(400);
    }
    expect(await listsOfCompany()).toBe(before);
    expect(
      (await db.collection('priceLists').where('companyIds', 'array-contains', 'no-such-company').count().get()).data()
        .count,
    ).toBe(0);
    expect((await getList(shopAdmin, id)).body).toMatchObject({ name: 'Good', rules: [rule] });
    const raw = await api('POST', '/price-lists', { token: shopAdmin.token, rawBody: '{"name":' });
    expect(raw.status).toBe(400);
  });
});

describe('contract prices as members see them and pay them', () => {
  let joinery: CompanyFixture;
  let other: CompanyFixture;
  let saws: string;
  /** $20.00, $18.00 from 50, $15.00 from 200; in `saws`; 10% off saws → $18.00 / $16.20 / $13.50. */
  let tieredSaw: string;
  /** $12.00 in `saws`, fixed at $11.00 (its category's 10% off would be $10.80: fixed beats category). */
  let fixedSaw: string;
  /** $30.00 in its own category: 20% off on one list, 25% on another (the lower price wins: $22.50). */
  let clamp: string;
  /** $5.00, named by no rule: no yourPrice. */
  let plain: string;

  beforeAll(async () => {
    [saws, joinery, other] = await Promise.all([
      createCategory('Contract saws'),
      makeCompany({ name: 'Contract Joinery', buyers: 2 }),
      makeCompany({ name: 'Other Joinery' }),
    ]);
    const [clamps, unpriced] = await Promise.all([createCategory('Contract clamps'), createCategory('Unpriced')]);
    [tieredSaw, fixedSaw, clamp, plain] = await Promise.all([
      createTool({
        toolName: 'Tiered saw',
        category: saws,
        priceCents: 2000,
        minOrder: 5,
        available: 1000,
        priceTiers: [
          { minQuantity: 50, priceCents: 1800 },
          { minQuantity: 200, priceCents: 1500 },
        ],
      }),
      createTool({ toolName: 'Fixed saw', category: saws, priceCents: 1200, minOrder: 5, available: 1000 }),
      createTool({ toolName: 'Clamp', category: clamps, priceCents: 3000, minOrder: 2, available: 1000 }),
      createTool({ toolName: 'Plain', category: unpriced, priceCents: 500, minOrder: 1, available: 1000 }),
    ]);
    await madeList({
      name: 'Joinery saws',
      companyIds: [joinery.id],
      rules: [
        { category: saws, percentOff: 10 },
        { toolId: fixedSaw, unitPrice: 11 },
        { category: clamps, percentOff: 20 },
      ],
    });
    await madeList({
      name: 'Joinery clamps',
      companyIds: [joinery.id, other.id],
      rules: [{ category: clamps, percentOff: 25 }],
    });
  });

  it('GET /api/tool/{id}: each rule and their precedence, as yourPrice (and yourPriceTiers)', async () => {
    const buyer = joinery.buyers[0]!;
    const tiered = await getTool(buyer, tieredSaw);
    expect(tiered.status).toBe(200);
    expect(tiered.body).toMatchObject({
      price: 20,
      priceTiers: [
        { minQuantity: 50, price: 18 },
        { minQuantity: 200, price: 15 },
      ],
      yourPrice: 18,
      yourPriceTiers: [
        { minQuantity: 50, price: 16.2 },
        { minQuantity: 200, price: 13.5 },
      ],
    });
    expect((await getTool(buyer, fixedSaw)).body).toMatchObject({ price: 12, yourPrice: 11, yourPriceTiers: [] });
    expect((await getTool(buyer, clamp)).body).toMatchObject({ price: 30, yourPrice: 22.5 });
    expect((await getTool(buyer, plain)).body).not.toHaveProperty('yourPrice');
    // The other company is named by the clamps' list only.
    expect((await getTool(other.admin, clamp)).body).toMatchObject({ price: 30, yourPrice: 22.5 });
    expect((await getTool(other.admin, tieredSaw)).body).not.toHaveProperty('yourPrice');
  });

  it("GET /api/tools (the catalogue and the cart's ?id= lookup) prices the same way; others get list prices", async () => {
    const ids = [tieredSaw, fixedSaw, clamp, plain];
    const mine = await toolsById(joinery.buyers[1]!, ids);
    expect(mine.status).toBe(200);
    expect(mine.body.map((tool) => [tool._id, tool.yourPrice])).toEqual([
      [tieredSaw, 18],
      [fixedSaw, 11],
      [clamp, 22.5],
      [plain, undefined],
    ]);
    const listed = await api<Tool[]>(to.listTools({ category: saws, limit: 10 }), { token: joinery.admin.token });
    expect(listed.body.find((tool) => tool._id === tieredSaw)?.yourPrice).toBe(18);

    for (const caller of [null, customer, other.admin]) {
      const res = await toolsById(caller, [tieredSaw, fixedSaw]);
      expect(res.status).toBe(200);
      expect(res.body.map((tool) => tool.yourPrice)).toEqual([undefined, undefined]);
      expect((await getTool(caller, tieredSaw)).body).not.toHaveProperty('yourPrice');
    }
    // A token that does not verify leaves the catalogue public, at list prices.
    const bogus = await api<Tool>(to.getTool(tieredSaw), { headers: { Authorization: 'Bearer not-a-token' } });
    expect(bogus.status).toBe(200);
    expect(bogus.body).not.toHaveProperty('yourPrice');
    // The public purchase page keeps list prices (its data is the page's, read without a caller).
    const page = await fetch(`${hostingUrl}/order/${tieredSaw}`, {
      headers: { Authorization: `Bearer ${joinery.admin.token}` },
    });
    expect(await page.text()).not.toContain('yourPrice');
  });

  it('bills what the member was shown: a checkout of several lines, and the single-tool order, at contract prices', async () => {
    const buyer = joinery.buyers[0]!;
    const tools = (await toolsById(buyer, [tieredSaw, fixedSaw, clamp, plain])).body;
    const quantities = [60, 10, 4, 3];
    // What the cart shows: the shared rule over the tools as the API answered them.
    const shownCents = tools.map((tool, i) => lineTotalCents(buyerPriceListOf(tool), quantities[i]!));
    const totalBill = fromCents(shownCents.reduce((sum, cents) => sum + cents, 0));
    expect(totalBill).toBe(60 * 16.2 + 10 * 11 + 4 * 22.5 + 3 * 5);
    const placed = await postOrder(
      buyer,
      linesBody(tieredSaw, 60, {
        lines: tools.map((tool, i) => ({ toolId: tool._id, quantity: quantities[i] })),
        totalBill,
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = (await getOrder(buyer, placed.body.insertedId)).body;
    expect(order.totalBill).toBe(totalBill);
    expect(order.lines.map((line) => [line.unitPrice, line.listPrice, line.lineTotal])).toEqual([
      [16.2, 20, 972],
      [11, 12, 110],
      [22.5, 30, 90],
      [5, 5, 15],
    ]);
    expect(order.companyId).toBe(joinery.id);

    // The product's single-tool body, with the figures the purchase page shows.
    const single = await postOrder(buyer, {
      order: {
        tool: { _id: clamp, price: 22.5 },
        orderQuantity: 2,
        totalBill: 45,
        phoneNumber: '01712345678',
        orderAddress: '1 Saw Street',
      },
    });
    expect(single.status, JSON.stringify(single.body)).toBe(201);
    const one = (await getOrder(buyer, single.body.insertedId)).body;
    expect([one.totalBill, one.lines[0]?.unitPrice, one.tool.price]).toEqual([45, 22.5, 22.5]);

    // The order's PDF reads what the order stored.
    const pdf = await fetch(`${hostingUrl}/api${to.getOrderDocument(placed.body.insertedId).path}`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
    });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const figure of ['$16.20', '$972.00', '$11.00', '$22.50', formatPrice(totalBill)]) {
      expect(text).toContain(figure);
    }
  });

  it('refuses (409) an order shown below the contract price, with the current figures and yourPrice', async () => {
    const res = await postOrder(joinery.buyers[1]!, {
      order: {
        tool: { _id: fixedSaw, price: 10 },
        orderQuantity: 5,
        phoneNumber: '01712345678',
        orderAddress: '1 Saw Street',
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.current).toEqual({ price: 12, unitPrice: 11, yourPrice: 11, totalBill: 55 });
  });

  it('a customer and a member of a company the lists do not price pay the list (and tier) price', async () => {
    for (const buyer of [customer, other.admin]) {
      const placed = await postOrder(
        buyer,
        linesBody(tieredSaw, 60, {
          lines: [
            { toolId: tieredSaw, quantity: 60 },
            { toolId: fixedSaw, quantity: 5 },
          ],
          totalBill: 60 * 18 + 5 * 12,
        }),
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const order = (await getOrder(buyer, placed.body.insertedId)).body as Order;
      expect(order.lines.map((line) => line.unitPrice)).toEqual([18, 12]);
      expect(order.totalBill).toBe(1140);
    }
  });
});

describe('a list replaced while its company orders', () => {
  let server: Awaited<ReturnType<typeof startInProcessApi>>;

  beforeAll(async () => {
    server = await startInProcessApi();
  });

  afterAll(() => server.close());

  it('bills every order from one version of the list: the one current when the order committed', async () => {
    const company = await makeCompany({ name: 'Racing Joinery', buyers: 4 });
    const [a, b] = await Promise.all([
      createTool({ toolName: 'Race saw', priceCents: 1000, minOrder: 1, available: 10_000 }),
      createTool({ toolName: 'Race clamp', priceCents: 2000, minOrder: 1, available: 10_000 }),
    ]);
    const rules = (first: number, second: number) => [
      { toolId: a, unitPrice: first },
      { toolId: b, unitPrice: second },
    ];
    const id = await madeList({ name: 'Race', companyIds: [company.id], rules: rules(8, 18) });
    const order = (buyer: TestUser) =>
      postOrder(
        buyer,
        linesBody(a, 1, {
          lines: [
            { toolId: a, quantity: 1 },
            { toolId: b, quantity: 1 },
          ],
        }),
        {},
        server.url,
      );
    const buyers = company.buyers;
    const [early, put, ...rest] = await Promise.all([
      order(buyers[0]!),
      api<CompanyPriceList>(to.updatePriceList(id), {
        token: shopAdmin.token,
        body: { name: 'Race', companyIds: [company.id], rules: rules(7, 17) },
        base: server.url,
      }),
      ...buyers.slice(1).map(order),
    ]);
    expect(put.status).toBe(200);
    const placed = [early, ...rest];
    for (const res of placed) expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Commit times: a document's update time (the emulator stamps a server timestamp when the
    // request arrives, before the commit waits for the orders' read locks: not the commit's time).
    const listChangedAt = (await db.doc(`priceLists/${id}`).get()).updateTime!;
    for (const res of placed) {
      const stored = await db.doc(`orders/${res.body.insertedId}`).get();
      const prices = (stored.get('lines') as { unitPriceCents: number }[]).map((line) => line.unitPriceCents);
      // Never half a change, and the version current at the order's commit.
      expect(prices).toEqual(stored.createTime!.valueOf() < listChangedAt.valueOf() ? [800, 1800] : [700, 1700]);
    }
    // After the change every order pays the new prices.
    const after = await order(buyers[0]!);
    const stored = await db.doc(`orders/${after.body.insertedId}`).get();
    expect(stored.get('totalBillCents')).toBe(2400);
  });
});

describe('the lists a company names, kept on the company (what an order reads them by)', () => {
  let server: Awaited<ReturnType<typeof startInProcessApi>>;

  beforeAll(async () => {
    server = await startInProcessApi();
  });

  afterAll(() => server.close());

  const listIdsOf = async (companyId: string): Promise<unknown> =>
    (await db.doc(`companies/${companyId}`).get()).get('priceListIds');
  /** What a member pays a piece of `toolId` on an order of one. */
  const billedCents = async (buyer: TestUser, toolId: string): Promise<number> => {
    const res = await postOrder(buyer, linesBody(toolId, 1), {}, server.url);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stored = await db.doc(`orders/${(res.body as { insertedId: string }).insertedId}`).get();
    return (stored.get('lines') as { unitPriceCents: number }[])[0]!.unitPriceCents;
  };

  it('a list made, moved to another company and deleted: each company keeps the ids, and its orders pay by them', async () => {
    // `older` was written before the ids were kept (no field: its first list finds the others by a
    // query); `newer` as a company approved today starts with none.
    const [older, newer, toolId] = await Promise.all([
      makeCompany({ name: 'Older Joinery', buyers: 1 }),
      makeCompany({ name: 'Newer Joinery', buyers: 1 }),
      createTool({ toolName: 'Indexed saw', priceCents: 1000, minOrder: 1, available: 10_000 }),
    ]);
    await db.doc(`companies/${newer.id}`).update({ priceListIds: [] });
    expect(await listIdsOf(older.id)).toBeUndefined();
    expect(await billedCents(older.buyers[0]!, toolId)).toBe(1000);

    const eight = await madeList({ name: 'Eight', companyIds: [older.id], rules: [{ toolId, unitPrice: 8 }] });
    expect(await listIdsOf(older.id)).toEqual([eight]);
    expect(await listIdsOf(newer.id)).toEqual([]);
    const nine = await madeList({
      name: 'Nine',
      companyIds: [older.id, newer.id],
      rules: [{ toolId, unitPrice: 9 }],
    });
    expect(await listIdsOf(older.id)).toEqual([eight, nine].sort());
    expect(await listIdsOf(newer.id)).toEqual([nine]);
    expect(await billedCents(older.buyers[0]!, toolId)).toBe(800);
    expect(await billedCents(newer.buyers[0]!, toolId)).toBe(900);

    // The $8 list moves from the older company to the newer one.
    const moved = await putList(shopAdmin, eight, {
      name: 'Eight',
      companyIds: [newer.id],
      rules: [{ toolId, unitPrice: 8 }],
    });
    expect(moved.status).toBe(200);
    expect(await listIdsOf(older.id)).toEqual([nine]);
    expect(await listIdsOf(newer.id)).toEqual([eight, nine].sort());
    expect(await billedCents(older.buyers[0]!, toolId)).toBe(900);
    expect(await billedCents(newer.buyers[0]!, toolId)).toBe(800);

    expect((await deleteList(shopAdmin, eight)).status).toBe(200);
    expect(await listIdsOf(newer.id)).toEqual([nine]);
    expect(await billedCents(newer.buyers[0]!, toolId)).toBe(900);

    // An id whose list is gone (written by hand, say) prices nothing and fails nothing.
    await db.doc(`companies/${newer.id}`).update({ priceListIds: [nine, 'no-such-list'] });
    expect(await billedCents(newer.buyers[0]!, toolId)).toBe(900);
  });

  it('a list made while its company orders: an order committed before it pays the list price, every later one the contract price', async () => {
    const company = await makeCompany({ name: 'Racing Joinery Two', buyers: 4 });
    await db.doc(`companies/${company.id}`).update({ priceListIds: [] });
    const toolId = await createTool({ toolName: 'Race plane', priceCents: 1000, minOrder: 1, available: 10_000 });
    const order = (buyer: TestUser) => postOrder(buyer, linesBody(toolId, 1), {}, server.url);
    const [early, made, ...rest] = await Promise.all([
      order(company.buyers[0]!),
      api<{ id: string }>(to.createPriceList(), {
        token: shopAdmin.token,
        body: { name: 'Race', companyIds: [company.id], rules: [{ toolId, unitPrice: 7 }] },
        base: server.url,
      }),
      ...company.buyers.slice(1).map(order),
    ]);
    expect(made.status).toBe(201);
    const placed = [early, ...rest];
    for (const res of placed) expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The list's commit wrote the company (its ids): an order that read the company before and
    // commits after fails its checked write of the company's credit and is billed again.
    const companyChangedAt = (await db.doc(`priceLists/${made.body.id}`).get()).createTime!;
    for (const res of placed) {
      const stored = await db.doc(`orders/${(res.body as { insertedId: string }).insertedId}`).get();
      const price = (stored.get('lines') as { unitPriceCents: number }[])[0]!.unitPriceCents;
      expect(price).toBe(stored.createTime!.valueOf() < companyChangedAt.valueOf() ? 1000 : 700);
    }
    expect(await billedCents(company.buyers[0]!, toolId)).toBe(700);
  });
});
