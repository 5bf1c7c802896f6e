import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES, type Cart } from '@toolshub/shared';
import { api, type ErrorBody, to } from './helpers/api';
import { createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

const getCart = (user: TestUser | null) => api<Cart & ErrorBody>(to.getCart(), { token: user?.token });
const putCart = (user: TestUser | null, body: unknown, ifMatch?: string) =>
  api<Cart & ErrorBody>(to.putCart(), { token: user?.token, body, headers: ifMatch ? { 'If-Match': ifMatch } : {} });
const etagOf = (res: { headers: Headers }) => res.headers.get('ETag') ?? '';

let customer: TestUser;

beforeAll(async () => {
  customer = await createUser();
});

describe('GET /api/cart', () => {
  it('is empty for an account that never saved one', async () => {
    const res = await getCart(customer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ lines: [], updatedAt: null });
  });

  it('refuses a visitor with 401', async () => {
    expect((await getCart(null)).status).toBe(401);
    expect((await putCart(null, { lines: [] })).status).toBe(401);
  });
});

describe('PUT /api/cart', () => {
  it('replaces the caller’s cart, which follows the account and no one else', async () => {
    const buyer = await createUser();
    const other = await createUser();
    const [saw, vise] = [await createTool({ minOrder: 5 }), await createTool({ minOrder: 10 })];
    const lines = [
      { toolId: saw, quantity: 5 },
      { toolId: vise, quantity: 25 },
    ];
    const saved = await putCart(buyer, { lines });
    expect(saved.status).toBe(200);
    expect(saved.body.lines).toEqual(lines);
    expect(Date.parse(saved.body.updatedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await getCart(buyer)).body).toEqual(saved.body);
    expect((await getCart(other)).body.lines).toEqual([]);

    expect((await putCart(buyer, { lines: [{ toolId: vise, quantity: 10 }] })).body.lines).toEqual([
      { toolId: vise, quantity: 10 },
    ]);
    expect((await putCart(buyer, { lines: [] })).body.lines).toEqual([]);
  });

  it('takes 50 lines, and refuses 51 with 400', async () => {
    const buyer = await createUser();
    const toolIds = await Promise.all(Array.from({ length: MAX_ORDER_LINES + 1 }, () => createTool({ minOrder: 1 })));
    const lines = toolIds.map((toolId) => ({ toolId, quantity: 1 }));
    expect((await putCart(buyer, { lines: lines.slice(0, MAX_ORDER_LINES) })).status).toBe(200);

    const res = await putCart(buyer, { lines });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ lines: 'At most 50 lines' });
    expect((await getCart(buyer)).body.lines).toHaveLength(MAX_ORDER_LINES);
  });

  it('refuses a bad line with 400 and its message, and keeps the cart as it was', async () => {
    const buyer = await createUser();
    const [saw, oldPlane, vise] = [
      await createTool({ toolName: 'Saw', minOrder: 5 }),
      await createTool({ toolName: 'Old Plane', archived: true }),
      await createTool({ toolName: 'Big Vise', minOrder: 10, available: 30 }),
    ];
    const kept = [{ toolId: saw, quantity: 5 }];
    expect((await putCart(buyer, { lines: kept })).status).toBe(200);

    const cases: [unknown, Record<string, string>][] = [
      [
        {
          lines: [
            { toolId: saw, quantity: 5 },
            { toolId: saw, quantity: 6 },
          ],
        },
        { 'lines[1].toolId': 'This tool is already on another line' },
      ],
      [
        { lines: [{ toolId: vise, quantity: 9 }] },
        { 'lines[0].quantity': 'Big Vise: Minimum order amount : 10 piece' },
      ],
      [
        { lines: [{ toolId: vise, quantity: 31 }] },
        { 'lines[0].quantity': 'Big Vise: Maximum available order : 30 piece' },
      ],
      [{ lines: [{ toolId: 'no-such-tool', quantity: 5 }] }, { 'lines[0].toolId': 'No tool with id no-such-tool' }],
      [{ lines: [{ toolId: oldPlane, quantity: 5 }] }, { 'lines[0].toolId': 'Old Plane is no longer sold' }],
      [
        { lines: [{ toolId: saw, quantity: 5.5 }] },
        { 'lines[0].quantity': 'Quantity must be a whole number of pieces' },
      ],
      [{ lines: [{ toolId: saw, quantity: 0 }] }, { 'lines[0].quantity': 'Quantity must be at least 1' }],
      [{ lines: [{ toolId: saw }] }, { 'lines[0].quantity': 'Quantity is required' }],
      [{}, { lines: 'lines is required' }],
    ];
    for (const [body, fields] of cases) {
      const res = await putCart(buyer, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(body)).toEqual(fields);
    }
    expect((await getCart(buyer)).body.lines).toEqual(kept);
  });

  it('names every bad line at once', async () => {
    const vise = await createTool({ toolName: 'Big Vise', minOrder: 10 });
    const res = await putCart(customer, {
      lines: [
        { toolId: 'gone-1', quantity: 5 },
        { toolId: vise, quantity: 2 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('2 lines of this cart cannot be ordered');
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(['lines[0].toolId', 'lines[1].quantity']);
  });
});

describe('cart versions (ETag / If-Match)', () => {
  it('answers GET and PUT with an ETag that changes with every save', async () => {
    const buyer = await createUser();
    const saw = await createTool({ minOrder: 1 });
    const first = await getCart(buyer);
    expect(etagOf(first)).toBe('"0.0"');
    const saved = await putCart(buyer, { lines: [{ toolId: saw, quantity: 2 }] }, etagOf(first));
    expect(saved.status).toBe(200);
    expect(etagOf(saved)).toMatch(/^"[0-9]+\.[0-9]+"$/);
    const read = await getCart(buyer);
    expect(etagOf(read)).toBe(etagOf(saved));
    expect(read.body).toEqual(saved.body);
    const again = await putCart(buyer, { lines: [{ toolId: saw, quantity: 3 }] }, etagOf(read));
    expect(again.status).toBe(200);
    expect(etagOf(again)).not.toBe(etagOf(saved));
  });

  it('refuses a PUT with a stale If-Match with 412 and the cart as saved now, and changes nothing', async () => {
    const buyer = await createUser();
    const saw = await createTool({ minOrder: 1 });
    const opened = await getCart(buyer);
    // Another tab saves first…
    const other = await putCart(buyer, { lines: [{ toolId: saw, quantity: 7 }] }, etagOf(opened));
    expect(other.status).toBe(200);
    // …so this tab's save, from the version it opened, is refused: both from a never-saved cart
    const stale = await putCart(buyer, { lines: [{ toolId: saw, quantity: 1 }] }, etagOf(opened));
    expect(stale.status).toBe(412);
    expect(stale.body.error.code).toBe('precondition-failed');
    expect(stale.body.error.current).toEqual({ cart: other.body });
    expect(etagOf(stale)).toBe(etagOf(other));
    // …and from a saved one.
    const newer = await putCart(buyer, { lines: [{ toolId: saw, quantity: 8 }] }, etagOf(other));
    expect(newer.status).toBe(200);
    const stale2 = await putCart(buyer, { lines: [{ toolId: saw, quantity: 9 }] }, etagOf(other));
    expect(stale2.status).toBe(412);
    expect((await getCart(buyer)).body.lines).toEqual([{ toolId: saw, quantity: 8 }]);
    // Without If-Match a PUT replaces the cart as before.
    expect((await putCart(buyer, { lines: [] })).status).toBe(200);
    expect((await getCart(buyer)).body.lines).toEqual([]);
  });

  it('lets one of two saves from the same version win', async () => {
    const buyer = await createUser();
    const saw = await createTool({ minOrder: 1 });
    const opened = etagOf(await putCart(buyer, { lines: [{ toolId: saw, quantity: 1 }] }));
    const results = await Promise.all(
      [2, 3].map((quantity) => putCart(buyer, { lines: [{ toolId: saw, quantity }] }, opened)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.status === 200);
    expect((await getCart(buyer)).body.lines).toEqual(winner?.body.lines);
  });

  it('makes the version stale when a checkout empties the cart', async () => {
    const buyer = await createUser();
    const saw = await createTool({ minOrder: 1, available: 10 });
    const saved = await putCart(buyer, { lines: [{ toolId: saw, quantity: 2 }] });
    const order = { lines: [{ toolId: saw, quantity: 2 }], phoneNumber: '01712345678', orderAddress: '1 Dock St' };
    expect((await api(to.placeOrder(), { token: buyer.token, body: { order } })).status).toBe(201);
    const late = await putCart(buyer, { lines: [{ toolId: saw, quantity: 3 }] }, etagOf(saved));
    expect(late.status).toBe(412);
    expect(late.body.error.current).toMatchObject({ cart: { lines: [] } });
  });

  it('refuses a malformed If-Match with 400, and one no cart can have with 412', async () => {
    const buyer = await createUser();
    for (const ifMatch of ['*', 'abc', '"1.2", "3.4"', 'W/"1.2"']) {
      const res = await putCart(buyer, { lines: [] }, ifMatch);
      expect(res.status, ifMatch).toBe(400);
      expect(res.body.error.message).toBe('If-Match must be the ETag that GET /api/cart sent');
    }
    expect((await putCart(buyer, { lines: [] }, '"99999999999999999999.1"')).status).toBe(412);
    expect((await putCart(buyer, { lines: [] }, '"1.5"')).status).toBe(412);
  });
});
