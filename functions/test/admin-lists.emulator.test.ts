import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminTool, Inquiry, Order } from '@toolshub/shared';
import { api, type ApiResponse, type ErrorBody, to } from './helpers/api';
import { db, unique } from './helpers/emulators';
import { dayOf, seedOrder, uniqueDays } from './helpers/orders';
import { createCategory, createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

let customer: TestUser;
let admin: TestUser;

const day = uniqueDays(0);
const buyerA = `${unique('buyer-a')}@test.example`;
const buyerB = `${unique('buyer-b')}@test.example`;
const past = new Date(Date.now() - 10 * 86_400_000);
const future = new Date(Date.now() + 10 * 86_400_000);
/** The seeded orders by name; o1..o5 fall on days 0..4, o6 on day 10. */
const ids: Record<string, string> = {};

const totalOf = (res: ApiResponse) => Number(res.headers.get('X-Total-Count'));
const idsOf = (res: ApiResponse<Order[]>) => res.body.map((order) => order._id);
const named = (...names: string[]) => names.map((name) => ids[name]);
/** The five orders of days 0..4. */
const inRange = `from=${dayOf(day(0))}&to=${dayOf(day(4))}`;

function orders(query: string) {
  return api<Order[]>('GET', `/orders?${query}`, { token: admin.token });
}

/** Follows the Link header to the end; every page's ids and X-Total-Count. */
async function allPages(path: string): Promise<{ pages: string[][]; totals: number[] }> {
  const pages: string[][] = [];
  const totals: number[] = [];
  let next: string | null = path;
  while (next) {
    const res: ApiResponse<{ _id: string }[]> = await api('GET', next, { token: admin.token });
    expect(res.status).toBe(200);
    pages.push(res.body.map((item) => item._id));
    totals.push(totalOf(res));
    next = /<\/api([^>]+)>;\s*rel="next"/.exec(res.headers.get('Link') ?? '')?.[1] ?? null;
    if (pages.length > 20) throw new Error('paging does not end');
  }
  return { pages, totals };
}

beforeAll(async () => {
  [customer, admin] = await Promise.all([createUser(), createUser({ admin: true })]);
  const seeded = await Promise.all([
    seedOrder({ email: buyerA, status: 'pending', createdAt: day(0), lines: [{ unitPriceCents: 1000 }] }),
    seedOrder({
      email: buyerA,
      status: 'shipped',
      createdAt: day(1),
      paymentDueAt: past,
      lines: [{ unitPriceCents: 2500, quantity: 2 }],
    }),
    seedOrder({
      email: buyerB,
      status: 'shipped',
      createdAt: day(2),
      paymentDueAt: future,
      lines: [{ unitPriceCents: 3000 }],
    }),
    seedOrder({
      email: buyerB,
      status: 'delivered',
      payment: 'paid',
      createdAt: day(3),
      paymentDueAt: past,
      lines: [{ unitPriceCents: 2000 }],
    }),
    seedOrder({ email: buyerA, status: 'cancelled', createdAt: day(4), lines: [{ unitPriceCents: 4000 }] }),
    seedOrder({ email: buyerB, status: 'pending', createdAt: day(10), lines: [{ unitPriceCents: 6000 }] }),
  ]);
  seeded.forEach((id, i) => (ids[`o${i + 1}`] = id));
});

describe('GET /api/orders (admin): filters, sorts, X-Total-Count', () => {
  it.each([
    { name: 'a date range (inclusive days), newest first', query: inRange, expected: ['o5', 'o4', 'o3', 'o2', 'o1'] },
    { name: 'one day', query: `from=${dayOf(day(1))}&to=${dayOf(day(1))}`, expected: ['o2'] },
    { name: 'from alone', query: `from=${dayOf(day(4))}&email=${buyerB}`, expected: ['o6'] },
    { name: 'to alone', query: `to=${dayOf(day(2))}&email=${buyerA}`, expected: ['o2', 'o1'] },
    { name: 'a status', query: `${inRange}&status=shipped`, expected: ['o3', 'o2'] },
    { name: 'paid', query: `${inRange}&payment=paid`, expected: ['o4'] },
    { name: 'unpaid', query: `${inRange}&payment=unpaid`, expected: ['o5', 'o3', 'o2', 'o1'] },
    { name: 'overdue (unpaid, due before now)', query: `${inRange}&payment=overdue`, expected: ['o2'] },
    { name: "the buyer's e-mail, any case", query: `email=${buyerA.toUpperCase()}`, expected: ['o5', 'o2', 'o1'] },
    { name: 'e-mail and status', query: `email=${buyerB}&status=pending`, expected: ['o6'] },
    { name: 'oldest first', query: `${inRange}&sort=oldest`, expected: ['o1', 'o2', 'o3', 'o4', 'o5'] },
    { name: 'total up', query: `${inRange}&sort=total`, expected: ['o1', 'o4', 'o3', 'o5', 'o2'] },
    { name: 'total down', query: `${inRange}&sort=-total`, expected: ['o2', 'o5', 'o3', 'o4', 'o1'] },
    { name: 'overdue by total', query: `email=${buyerA}&payment=overdue&sort=-total`, expected: ['o2'] },
    {
      name: 'every filter at once',
      query: `${inRange}&email=${buyerA}&status=shipped&payment=overdue&sort=total`,
      expected: ['o2'],
    },
  ])('$name', async ({ query, expected }) => {
    const res = await orders(query);
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual(named(...expected));
    expect(totalOf(res)).toBe(expected.length);
  });

  it('pages newest first with cursors, the total on every page', async () => {
    const { pages, totals } = await allPages(`/orders?${inRange}&limit=2`);
    expect(pages).toEqual([named('o5', 'o4'), named('o3', 'o2'), named('o1')]);
    expect(totals).toEqual([5, 5, 5]);
  });

  it('pages by total with a date range (the ranged field in the cursor too)', async () => {
    const { pages, totals } = await allPages(`/orders?${inRange}&sort=-total&limit=2`);
    expect(pages).toEqual([named('o2', 'o5'), named('o3', 'o4'), named('o1')]);
    expect(totals).toEqual([5, 5, 5]);
  });

  it('answers the orders as the API shows them', async () => {
    const res = await orders(`from=${dayOf(day(1))}&to=${dayOf(day(1))}`);
    const [order] = res.body;
    expect(order).toMatchObject({ _id: ids.o2, userEmail: buyerA, status: 'shipped', totalBill: 50 });
    expect(order?.createdAt).toBe(day(1).toISOString());
  });

  it.each([
    { query: 'status=lost', field: 'status' },
    { query: 'payment=late', field: 'payment' },
    { query: 'from=2026-13-01', field: 'from' },
    { query: 'to=2026-02-30', field: 'to' },
    { query: 'from=yesterday', field: 'from' },
    { query: 'from=2026-03-02&to=2026-03-01', field: 'to' },
    { query: 'email=not-an-address', field: 'email' },
    { query: 'sort=cheapest', field: 'sort' },
    { query: 'after=garbage!', field: 'after' },
    { query: 'limit=0', field: 'limit' },
    { query: 'colour=red', field: 'colour' },
    { query: 'status=shipped&status=pending', field: 'status' },
  ])('refuses $query with a 400 naming $field', async ({ query, field }) => {
    const res = await api<ErrorBody>('GET', `/orders?${query}`, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-argument');
    expect(res.body.error.fields?.[field]).toBeTruthy();
  });

  it("refuses a cursor of another sort's order", async () => {
    const first = await orders(`${inRange}&limit=2`);
    const after = /after=([^&>]+)/.exec(first.headers.get('Link') ?? '')?.[1];
    expect(after).toBeTruthy();
    const res = await api<ErrorBody>('GET', `/orders?${inRange}&sort=total&after=${after}`, { token: admin.token });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/inventory (admin): All Products', () => {
  let category: string;
  const tools: Record<string, string> = {};

  const inventory = (query: string) =>
    api<AdminTool[]>('GET', `/inventory?category=${category}&${query}`, { token: admin.token });

  beforeAll(async () => {
    category = await createCategory();
    const seed = async (
      name: string,
      fields: {
        toolName: string;
        available: number;
        priceCents: number;
        archived: boolean;
        lowStock: boolean;
        at: number;
      },
    ) => {
      const id = await createTool({
        toolName: fields.toolName,
        available: fields.available,
        minOrder: 1,
        priceCents: fields.priceCents,
        category,
        archived: fields.archived,
        createdAt: Timestamp.fromMillis(fields.at),
      });
      await db.doc(`tools/${id}`).update({ lowStock: fields.lowStock, reorderPoint: 5 });
      tools[name] = id;
    };
    await Promise.all([
      seed('alpha', {
        toolName: 'Alpha Saw',
        available: 3,
        priceCents: 500,
        archived: false,
        lowStock: true,
        at: 1000,
      }),
      seed('bravo', {
        toolName: 'bravo plane',
        available: 50,
        priceCents: 100,
        archived: true,
        lowStock: false,
        at: 3000,
      }),
      seed('charlie', {
        toolName: 'Charlie Rasp',
        available: 20,
        priceCents: 900,
        archived: false,
        lowStock: false,
        at: 2000,
      }),
    ]);
  });

  const toolIds = (res: ApiResponse<AdminTool[]>) => res.body.map((tool) => tool._id);
  const toolsNamed = (...names: string[]) => names.map((name) => tools[name]);

  it.each([
    { name: 'a category, archived tools included, newest first', query: '', expected: ['bravo', 'charlie', 'alpha'] },
    { name: 'archived only', query: 'archived=true', expected: ['bravo'] },
    { name: 'on the catalogue only', query: 'archived=false', expected: ['charlie', 'alpha'] },
    { name: 'low stock', query: 'lowStock=true', expected: ['alpha'] },
    { name: 'low stock on the catalogue', query: 'lowStock=true&archived=false', expected: ['alpha'] },
    { name: 'by name', query: 'sort=name', expected: ['alpha', 'bravo', 'charlie'] },
    { name: 'fewest available', query: 'sort=available', expected: ['alpha', 'charlie', 'bravo'] },
    { name: 'most available', query: 'sort=-available', expected: ['bravo', 'charlie', 'alpha'] },
    { name: 'cheapest', query: 'sort=price', expected: ['bravo', 'alpha', 'charlie'] },
    { name: 'dearest', query: 'sort=-price', expected: ['charlie', 'alpha', 'bravo'] },
  ])('$name', async ({ query, expected }) => {
    const res = await inventory(query);
    expect(res.status).toBe(200);
    expect(toolIds(res)).toEqual(toolsNamed(...expected));
    expect(totalOf(res)).toBe(expected.length);
  });

  it('answers admin tools with their archived and reorder fields', async () => {
    const res = await inventory('archived=true');
    expect(res.body[0]).toMatchObject({ _id: tools.bravo, archived: true, lowStock: false, reorderPoint: 5 });
  });

  it('pages with cursors of the sort, the total on every page', async () => {
    const { pages, totals } = await allPages(`/inventory?category=${category}&sort=available&limit=2`);
    expect(pages).toEqual([toolsNamed('alpha', 'charlie'), toolsNamed('bravo')]);
    expect(totals).toEqual([3, 3]);
  });

  it.each([
    { query: 'category=no-such-category', field: 'category' },
    { query: 'lowStock=maybe', field: 'lowStock' },
    { query: 'archived=yes', field: 'archived' },
    { query: 'sort=popular', field: 'sort' },
    { query: 'inStock=true', field: 'inStock' },
  ])('refuses $query with a 400 naming $field', async ({ query, field }) => {
    const res = await api<ErrorBody>('GET', `/inventory?${query}`, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toBeTruthy();
  });
});

describe('GET /api/users and GET /api/inquiries: sort and X-Total-Count', () => {
  it('lists users newest first by default and oldest first on request, with the total', async () => {
    const first = await createUser();
    const second = await createUser();
    const newest = await allPages(to.listUsers({ limit: 100 }).path);
    const oldest = await allPages(to.listUsers({ sort: 'oldest', limit: 100 }).path);
    const down = newest.pages.flat();
    const up = oldest.pages.flat();
    expect(down.indexOf(second.uid)).toBeLessThan(down.indexOf(first.uid));
    expect(up.indexOf(first.uid)).toBeLessThan(up.indexOf(second.uid));
    expect(down.indexOf(first.uid)).toBeGreaterThanOrEqual(0);
    expect(newest.totals[0]).toBeGreaterThanOrEqual(down.length - 1);
  });

  it('lists inquiries newest first by default and oldest first on request, with the total', async () => {
    await Promise.all(
      [1, 2, 3].map((i) =>
        db
          .collection('inquiries')
          .add({ email: `${unique('asks')}@test.example`, createdAt: Timestamp.fromMillis(i * 1000) }),
      ),
    );
    const created = (items: Inquiry[]) => items.map((item) => Date.parse(item.createdAt ?? ''));
    const newest = await api<Inquiry[]>(to.listInquiries({ limit: 50 }), { token: admin.token });
    const oldest = await api<Inquiry[]>(to.listInquiries({ sort: 'oldest', limit: 50 }), { token: admin.token });
    const down = created(newest.body);
    const up = created(oldest.body);
    expect(up.slice(0, 3)).toEqual([1000, 2000, 3000]);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(totalOf(oldest)).toBeGreaterThanOrEqual(3);
  });

  it.each(['/users?sort=name', '/inquiries?sort=-newest'])('%s answers 400', async (path) => {
    const res = await api<ErrorBody>('GET', path, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.sort).toBeTruthy();
  });
});

describe('who may list', () => {
  it.each([to.listAllOrders(), to.listInventory(), to.listUsers(), to.listInquiries(), to.exportOrdersCsv()])(
    '$path: visitor 401, customer 403',
    async (request) => {
      expect((await api(request)).status).toBe(401);
      expect((await api(request, { token: customer.token })).status).toBe(403);
    },
  );
});

describe('GET /api/inventory/{id} (admin): the tool the edit dialog starts from', () => {
  it('answers an archived tool, with its ETag and reorder fields, where GET /api/tool/{id} answers 404', async () => {
    const id = await createTool({ toolName: 'Retired Spokeshave', archived: true, available: 3, minOrder: 2 });
    expect((await api(to.getTool(id))).status).toBe(404);
    const res = await api<AdminTool>(to.getInventoryTool(id), { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^"\d+\.\d+"$/);
    expect(res.body).toMatchObject({
      _id: id,
      toolName: 'Retired Spokeshave',
      archived: true,
      reorderPoint: 4,
      lowStock: true,
    });
  });

  it('answers 404 for an unknown id, 401 to a visitor and 403 to a customer', async () => {
    const id = await createTool();
    expect((await api(to.getInventoryTool(unique('none')), { token: admin.token })).status).toBe(404);
    expect((await api(to.getInventoryTool(id))).status).toBe(401);
    expect((await api(to.getInventoryTool(id), { token: customer.token })).status).toBe(403);
  });
});
