/**
 * The stock ledger and stock adjustments over HTTP: every change of a tool's stock writes its
 * `stockMovements` entry (creation, order, cancel, edit, import, adjustment), a tool's stock is
 * always the sum of its movements, PATCH of `available` needs If-Match (428), and an adjustment
 * racing orders loses none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOOL_IMPORT_COLUMNS,
  type AdminTool,
  type AuditEntry,
  type ListQuery,
  type StockMovement,
} from '@toolshub/shared';
import { checkStockLedger, describeLedgerCheck } from '../src/testing/stock-ledger';
import { api, editTool, type ErrorBody, to } from './helpers/api';
import { db, unique } from './helpers/emulators';
import { startInProcessApi } from './helpers/in-process-api';
import { availableOf, createTool, expectStockLedgerHolds } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

interface Adjusted {
  acknowledged: true;
  insertedId: string;
  movement: StockMovement;
  tool: AdminTool;
}

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createUser({ admin: true }), createUser()]);
});

const adjust = (id: string, body: unknown, token = admin.token, base?: string) =>
  api<Adjusted & ErrorBody>(to.adjustStock(id), { token, body, base });

const movements = (id: string, query?: ListQuery, token = admin.token) =>
  api<StockMovement[] & ErrorBody>(to.listStockMovements(id, query), { token });

const orderBody = (toolId: string, orderQuantity: number) => ({
  order: { phoneNumber: '01712345678', orderQuantity, orderAddress: '1 Mill Road', tool: { _id: toolId } },
});

async function placeOrder(toolId: string, orderQuantity: number, base?: string) {
  return api<{ insertedId: string } & ErrorBody>(to.placeOrder(), {
    token: customer.token,
    body: orderBody(toolId, orderQuantity),
    base,
  });
}

/** The tool's movements, oldest first, as [reason, delta, stock after]. */
async function history(toolId: string) {
  const res = await movements(toolId, { limit: 100 });
  expect(res.status).toBe(200);
  return res.body.map((m) => [m.reason, m.delta, m.availableAfter]).reverse();
}

describe('every change of stock writes its movement', () => {
  it('creating a tool (POST /api/tool) starts its ledger with its stock, by the admin', async () => {
    const sku = unique('LEDGER')
      .toUpperCase()
      .replace(/[^A-Z0-9-]/g, '-')
      .slice(-32);
    const created = await api<{ insertedId: string }>(to.createTool(), {
      token: admin.token,
      body: {
        updatedInfo: {
          toolName: 'Ledger Saw',
          price: 20,
          available: 120,
          minOrder: 5,
          toolDescription: 'A saw with a ledger',
          imageLink: '/images/tools/tenon-saw.svg',
          sku,
          category: 'saws',
        },
      },
    });
    expect(created.status).toBe(201);
    const res = await movements(created.body.insertedId);
    expect(res.body).toEqual([
      {
        _id: expect.any(String),
        toolId: created.body.insertedId,
        delta: 120,
        reason: 'initial',
        orderId: null,
        actor: { uid: admin.uid, email: admin.email },
        note: null,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        availableAfter: 120,
      },
    ]);
    await expectStockLedgerHolds([created.body.insertedId]);
  });

  it('an order and its cancel each write one, naming the order', async () => {
    const toolId = await createTool({ available: 100, minOrder: 5 });
    const placed = await placeOrder(toolId, 30);
    expect(placed.status).toBe(201);
    expect((await api(to.cancelOrder(placed.body.insertedId), { token: customer.token })).status).toBe(200);
    const res = await movements(toolId);
    expect(res.body.map((m) => [m.reason, m.delta, m.orderId, m.availableAfter])).toEqual([
      ['cancel', 30, placed.body.insertedId, 100],
      ['order', -30, placed.body.insertedId, 70],
      ['initial', 100, null, 100],
    ]);
    await expectStockLedgerHolds([toolId]);
  });

  it('an edit of the figure with If-Match writes the difference; one that keeps it writes none', async () => {
    const toolId = await createTool({ available: 100 });
    expect((await editTool(admin.token, toolId, { available: 140 })).status).toBe(200);
    expect((await editTool(admin.token, toolId, { available: 140, toolDescription: 'Same stock' })).status).toBe(200);
    expect(await history(toolId)).toEqual([
      ['initial', 100, 100],
      ['edit', 40, 140],
    ]);
    await expectStockLedgerHolds([toolId]);
  });

  it('an import writes the initial stock of the tools it creates and the change of those it updates', async () => {
    const category = 'saws';
    const skuOf = () =>
      unique('LIMP')
        .toUpperCase()
        .replace(/[^A-Z0-9-]/g, '-')
        .slice(-32);
    const [fresh, existing] = [skuOf(), skuOf()];
    const toolId = await createTool({ available: 100, sku: existing, category });
    await db.doc(`skus/${existing}`).set({ toolId });
    const row = (sku: string, available: number) =>
      [
        sku,
        `Imported ${sku}`,
        '12.50',
        '5',
        available,
        category,
        'Imported',
        '/images/tools/tenon-saw.svg',
        '',
        '',
      ].join(',');
    const csv = `${TOOL_IMPORT_COLUMNS.join(',')}\n${row(fresh, 60)}\n${row(existing, 75)}\n`;
    const imported = await api<{ applied: boolean }>(to.importTools(), {
      token: admin.token,
      rawBody: csv,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect([imported.status, imported.body.applied]).toEqual([200, true]);
    const createdId = ((await db.doc(`skus/${fresh}`).get()).get('toolId') as string) ?? '';
    expect(await history(createdId)).toEqual([['initial', 60, 60]]);
    expect(await history(toolId)).toEqual([
      ['initial', 100, 100],
      ['import', -25, 75],
    ]);
    await expectStockLedgerHolds([createdId, toolId]);
  });
});

describe('POST /api/tool/{id}/stock-adjustments', () => {
  it('adds and takes pieces atomically, answers the movement and the tool (with its new ETag), and audits it', async () => {
    const toolId = await createTool({ available: 100 });
    const received = await adjust(toolId, { delta: 50, reason: 'received', note: '  Delivery 4471 ' });
    expect(received.status).toBe(201);
    expect(received.body.movement).toMatchObject({
      _id: received.body.insertedId,
      toolId,
      delta: 50,
      reason: 'received',
      note: 'Delivery 4471',
      actor: { uid: admin.uid, email: admin.email },
      availableAfter: 150,
    });
    expect(received.body.tool).toMatchObject({ _id: toolId, available: 150 });
    const etag = received.headers.get('etag');
    expect(etag).toMatch(/^"[0-9]+\.[0-9]+"$/);
    // The ETag is the tool's version now: an edit sent with it goes through.
    const edit = await api(to.updateTool(toolId), {
      token: admin.token,
      headers: { 'If-Match': etag ?? '' },
      body: { updatedInfo: { toolDescription: 'Counted' } },
    });
    expect(edit.status).toBe(200);

    expect((await adjust(toolId, { delta: -20, reason: 'damaged' })).status).toBe(201);
    expect(await availableOf(toolId)).toBe(130);
    expect(await history(toolId)).toEqual([
      ['initial', 100, 100],
      ['received', 50, 150],
      ['damaged', -20, 130],
    ]);
    const audit = await api<AuditEntry[]>(to.listAudit({ targetId: toolId, action: 'tool.stock-adjusted' }), {
      token: admin.token,
    });
    expect(audit.body.map((e) => [e.before, e.after])).toEqual([
      [{ available: 150 }, { available: 130, delta: -20, reason: 'damaged' }],
      [{ available: 100 }, { available: 150, delta: 50, reason: 'received', note: 'Delivery 4471' }],
    ]);
    await expectStockLedgerHolds([toolId]);
  });

  it('refuses to go below 0 with 409 and a clear message, changing nothing', async () => {
    const toolId = await createTool({ available: 4, toolName: 'Short Chisel' });
    const res = await adjust(toolId, { delta: -5, reason: 'count-correction' });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message: 'Short Chisel: Only 4 pieces are in stock: taking 5 would leave -1; stock cannot go below 0',
    });
    expect((await adjust(toolId, { delta: -4, reason: 'count-correction' })).status).toBe(201);
    expect(await availableOf(toolId)).toBe(0);
    await expectStockLedgerHolds([toolId]);
  });

  it.each([
    ['a delta of 0', { delta: 0, reason: 'received' }, 'delta'],
    ['a fractional delta', { delta: 1.5, reason: 'received' }, 'delta'],
    ['a delta in words', { delta: 'x', reason: 'received' }, 'delta'],
    ['a delta as text', { delta: '5', reason: 'received' }, 'delta'],
    ['no delta', { reason: 'received' }, 'delta'],
    ['an unknown reason', { delta: 5, reason: 'stolen' }, 'reason'],
    ['no reason', { delta: 5 }, 'reason'],
    ['a note too long', { delta: 5, reason: 'returned', note: 'n'.repeat(501) }, 'note'],
    ['an unknown field', { delta: 5, reason: 'returned', available: 10 }, '_'],
  ])('refuses %s with 400 and writes nothing', async (_name, body, field) => {
    const toolId = await createTool({ available: 100 });
    const res = await adjust(toolId, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    expect(await availableOf(toolId)).toBe(100);
    expect(await history(toolId)).toEqual([['initial', 100, 100]]);
  });

  it('answers 404 for an unknown tool, 403 for a customer, 401 signed out', async () => {
    const toolId = await createTool({ available: 100 });
    expect((await adjust('no-such-tool', { delta: 5, reason: 'received' })).status).toBe(404);
    expect((await adjust(toolId, { delta: 5, reason: 'received' }, customer.token)).status).toBe(403);
    expect((await adjust(toolId, { delta: 5, reason: 'received' }, '')).status).toBe(401);
    expect((await movements(toolId, undefined, customer.token)).status).toBe(403);
    expect((await movements('no-such-tool')).status).toBe(404);
    expect(await availableOf(toolId)).toBe(100);
  });
});

describe('PATCH /api/tool/{id} and available', () => {
  it('answers 428 to a new available without If-Match, saying what to do, and changes nothing', async () => {
    const toolId = await createTool({ available: 100 });
    const res = await api<ErrorBody>(to.updateTool(toolId), {
      token: admin.token,
      body: { updatedInfo: { available: 150, price: 30 } },
    });
    expect(res.status).toBe(428);
    expect(res.body.error.code).toBe('precondition-required');
    expect(res.body.error.message).toMatch(/If-Match/);
    expect(res.body.error.message).toMatch(/stock-adjustments/);
    expect((await db.doc(`tools/${toolId}`).get()).data()).toMatchObject({ available: 100, priceCents: 1999 });
    // Other fields without If-Match work as before.
    const price = await api(to.updateTool(toolId), { token: admin.token, body: { updatedInfo: { price: 30 } } });
    expect(price.status).toBe(200);
    await expectStockLedgerHolds([toolId]);
  });
});

describe('GET /api/tool/{id}/stock-movements', () => {
  it('pages newest first with a cursor, X-Total-Count and Link; refuses a bad cursor or parameter', async () => {
    const toolId = await createTool({ available: 10 });
    for (const delta of [1, 2, 3]) expect((await adjust(toolId, { delta, reason: 'received' })).status).toBe(201);
    const first = await movements(toolId, { limit: 2 });
    expect(first.headers.get('x-total-count')).toBe('4');
    expect(first.body.map((m) => m.delta)).toEqual([3, 2]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1] ?? '';
    expect(next).toContain('after=');
    const second = await api<StockMovement[]>('GET', next.replace(/^\/api/, ''), { token: admin.token });
    expect(second.body.map((m) => m.delta)).toEqual([1, 10]);
    expect(second.headers.get('link')).toBeNull();
    expect((await movements(toolId, { after: 'forged' })).status).toBe(400);
    expect((await movements(toolId, { limit: 0 })).status).toBe(400);
    expect((await movements(toolId, { sort: 'oldest' } as never)).status).toBe(400);
  });
});

describe('an adjustment racing orders (the same app served in this process; see helpers/in-process-api.ts)', () => {
  let server: Awaited<ReturnType<typeof startInProcessApi>>;

  beforeAll(async () => {
    server = await startInProcessApi();
  });

  afterAll(() => server.close());

  it('loses no update: orders and adjustments at once, in this process and in function processes; stock and ledger add up', async () => {
    const start = 200;
    const toolId = await createTool({ available: start, minOrder: 5 });
    // The Functions emulator starts one process per request in flight: have three ready (their
    // first start on a busy machine is seconds), so the race below is between requests, not starts.
    await Promise.all([1, 2, 3].map(() => api(to.getInventoryTool(toolId), { token: admin.token })));
    const quantities = Array.from({ length: 12 }, (_, i) => 5 + (i % 4));
    const viaHosting = new Set([0, 1]);
    const orders = quantities.map((q, i) => placeOrder(toolId, q, viaHosting.has(i) ? undefined : server.url));
    const adjustments = [
      adjust(toolId, { delta: 50, reason: 'received' }, admin.token, server.url),
      adjust(toolId, { delta: -7, reason: 'damaged' }),
      adjust(toolId, { delta: 3, reason: 'returned' }, admin.token, server.url),
    ];
    const [placed, adjusted] = await Promise.all([Promise.all(orders), Promise.all(adjustments)]);
    expect(placed.map((r) => r.status)).toEqual(Array(12).fill(201));
    expect(adjusted.map((r) => r.status)).toEqual([201, 201, 201]);
    const sold = quantities.reduce((a, b) => a + b, 0);
    expect(await availableOf(toolId)).toBe(start - sold + 50 - 7 + 3);
    const ledger = await checkStockLedger(db, [toolId]);
    expect(ledger.ok, describeLedgerCheck(ledger)).toBe(true);
    expect(ledger.lines[0]?.movements).toBe(1 + 12 + 3);
  }, 90_000);
});
