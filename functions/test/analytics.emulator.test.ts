import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, ORDER_STATUSES, type AnalyticsReport, type OrderStatus } from '@toolshub/shared';
import { windowDays, windowPlan } from '../src/analytics/analytics-report';
import { ROLLUP_META, SHARDS_PER_DAY } from '../src/analytics/rollup-documents';
import { rollUpOrders } from '../src/index';
import { orderConverter } from '../src/repositories/orders/document';
import { api, type ErrorBody, to } from './helpers/api';
import { db, unique } from './helpers/emulators';
import { createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

const DAY_MS = 24 * 3600_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days on which only this file places orders (others order today or on their own unique days). */
const FIRST_ORDER_DAYS_AGO = 2;
const PHANTOM_DAYS_AGO = 5;

function dayOf(report: AnalyticsReport, daysAgo: number): AnalyticsReport['daily'][number] {
  const day = report.daily.find((d) => d.date === utcDay(Date.now() - daysAgo * DAY_MS));
  if (!day) throw new Error(`no day ${daysAgo} days ago in the report`);
  return day;
}
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The report computed straight from every order and profile in Firestore, the way a person would
 * count them: what the roll-ups must agree with.
 */
async function directReport(days: 30 | 90): Promise<Omit<AnalyticsReport, 'lowStock'>> {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dates = Array.from({ length: days }, (_, i) => utcDay(today - (days - 1 - i) * DAY_MS));
  const inWindow = new Set(dates);
  const perDay = new Map(dates.map((date) => [date, { orders: 0, revenueCents: 0, newCustomers: 0 }]));
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  const tools = new Map<string, { sku: string; toolName: string; revenueCents: number; pieces: number }>();

  const orders = await db.collection('orders').withConverter(orderConverter).get();
  for (const order of orders.docs.map((doc) => doc.data())) {
    const date = order.createdAt ? utcDay(order.createdAt.toMillis()) : null;
    if (!date || !inWindow.has(date)) continue;
    byStatus[order.status] += 1;
    if (order.status === 'cancelled') continue;
    const day = perDay.get(date);
    if (!day) continue;
    day.orders += 1;
    day.revenueCents += order.totalBillCents;
    for (const line of order.lines) {
      const tool = tools.get(line.toolId) ?? { sku: line.sku, toolName: line.toolName, revenueCents: 0, pieces: 0 };
      tool.revenueCents += line.lineTotalCents;
      tool.pieces += line.quantity;
      tools.set(line.toolId, tool);
    }
  }
  const users = await db.collection('users').get();
  for (const user of users.docs) {
    const createdAt = user.get('createdAt') as unknown;
    if (!(createdAt instanceof Timestamp)) continue;
    const day = perDay.get(utcDay(createdAt.toMillis()));
    if (day) day.newCustomers += 1;
  }

  const daily = dates.map((date) => {
    const day = perDay.get(date) ?? { orders: 0, revenueCents: 0, newCustomers: 0 };
    return { date, orders: day.orders, revenue: day.revenueCents / 100, newCustomers: day.newCustomers };
  });
  const totalOrders = daily.reduce((s, d) => s + d.orders, 0);
  const totalCents = [...perDay.values()].reduce((s, d) => s + d.revenueCents, 0);
  const top = (key: 'revenueCents' | 'pieces', then: 'revenueCents' | 'pieces') =>
    [...tools]
      .sort(([a, x], [b, y]) => y[key] - x[key] || y[then] - x[then] || a.localeCompare(b))
      .slice(0, 10)
      .map(([toolId, t]) => ({
        toolId,
        sku: t.sku,
        toolName: t.toolName,
        revenue: t.revenueCents / 100,
        pieces: t.pieces,
      }));
  return {
    days,
    from: dates[0] ?? '',
    to: dates[dates.length - 1] ?? '',
    daily,
    totals: {
      orders: totalOrders,
      revenue: totalCents / 100,
      averageOrderValue: totalOrders ? Math.round(totalCents / totalOrders) / 100 : 0,
      newCustomers: daily.reduce((s, d) => s + d.newCustomers, 0),
    },
    ordersByStatus: byStatus,
    topToolsByRevenue: top('revenueCents', 'pieces'),
    topToolsByPieces: top('pieces', 'revenueCents'),
  };
}

async function report(admin: TestUser, days: 30 | 90) {
  const res = await api<AnalyticsReport>(to.getAnalytics({ days }), { token: admin.token });
  expect(res.status).toBe(200);
  return res.body;
}

/** The triggers run after the writes: wait until the API's figures equal the direct count. */
async function expectReportToMatchOrders(admin: TestUser, days: 30 | 90) {
  let last: unknown;
  for (const deadline = Date.now() + 45_000; Date.now() < deadline;) {
    const [got, want] = await Promise.all([report(admin, days), directReport(days)]);
    const { lowStock: _lowStock, ...figures } = got;
    last = { got: figures, want };
    if (JSON.stringify(figures) === JSON.stringify(want)) return got;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { got, want } = last as { got: unknown; want: unknown };
  expect(got).toEqual(want);
  throw new Error('unreachable');
}

interface SeedLine {
  toolId: string;
  quantity: number;
  unitPriceCents: number;
}

/** An order as the API stores one (lines and the fields kept beside them), placed `daysAgo`. */
function orderDoc(buyer: TestUser, lines: SeedLine[], daysAgo: number, status: OrderStatus = 'pending') {
  const stored = lines.map((line) => ({
    toolId: line.toolId,
    sku: `SKU-${line.toolId}`.slice(0, 32),
    toolName: `Tool ${line.toolId}`,
    imageLink: '/images/tools/claw-hammer.svg',
    unitPriceCents: line.unitPriceCents,
    listPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    lineTotalCents: line.unitPriceCents * line.quantity,
  }));
  const createdAt = Timestamp.fromMillis(Date.now() - daysAgo * DAY_MS);
  return {
    uid: buyer.uid,
    userName: buyer.displayName,
    userEmail: buyer.email,
    phoneNumber: '01712345678',
    orderAddress: '1 Test Street',
    lines: stored,
    totalBillCents: stored.reduce((s, l) => s + l.lineTotalCents, 0),
    orderQuantity: stored.reduce((s, l) => s + l.quantity, 0),
    toolIds: stored.map((l) => l.toolId),
    poNumber: null,
    note: null,
    status,
    statusHistory: [{ status, at: createdAt }],
    payment: 'unpaid',
    createdAt,
    updatedAt: createdAt,
  };
}

describe('GET /api/analytics', { timeout: 180_000 }, () => {
  let admin: TestUser;
  let customer: TestUser;
  let toolA: string;
  let toolB: string;
  let lowTool: string;
  let lowerTool: string;
  const orderIds: string[] = [];

  beforeAll(async () => {
    [admin, customer] = await Promise.all([createUser({ admin: true }), createUser()]);
    [toolA, toolB, lowTool, lowerTool] = await Promise.all([
      createTool({ toolName: 'Analytics Saw' }),
      createTool({ toolName: 'Analytics Plane' }),
      createTool({ toolName: 'Analytics Low Chisel', available: 7, minOrder: 5 }),
      createTool({ toolName: 'Analytics Lower Chisel', available: 2, minOrder: 1 }),
    ]);
    // The import helper keeps `lowStock`; here the tools carry it as stored.
    await db.doc(`tools/${lowTool}`).update({ lowStock: true, reorderPoint: 8 });
    await db.doc(`tools/${lowerTool}`).update({ lowStock: true });

    // A burst of orders (over 80 days, some outside the 30-day window) written at once. Other files
    // share the emulator and order today, so these fall on earlier days (a day's figures below are
    // this file's alone), and tool A's prices are high so that it ranks in the top 10 regardless.
    const batch = db.batch();
    const plan: [SeedLine[], number][] = [
      [[{ toolId: toolA, quantity: 3, unitPriceCents: 1_250_00 }], FIRST_ORDER_DAYS_AGO],
      [
        [
          { toolId: toolA, quantity: 2, unitPriceCents: 1_250_00 },
          { toolId: toolB, quantity: 10, unitPriceCents: 4_99 },
        ],
        3,
      ],
      [[{ toolId: toolB, quantity: 40, unitPriceCents: 4_49 }], 3],
      [[{ toolId: toolA, quantity: 7, unitPriceCents: 1_100_00 }], 12],
      [[{ toolId: toolB, quantity: 1, unitPriceCents: 4_99 }], 45],
      [[{ toolId: toolA, quantity: 20, unitPriceCents: 1_000_00 }], 80],
    ];
    for (const [lines, daysAgo] of plan) {
      const ref = db.collection('orders').doc(unique('analytics-order'));
      orderIds.push(ref.id);
      batch.set(ref, orderDoc(customer, lines, daysAgo));
    }
    await batch.commit();
  });

  it('answers a visitor 401 and a customer 403', async () => {
    expect((await api(to.getAnalytics({ days: 30 }))).status).toBe(401);
    const res = await api<ErrorBody>(to.getAnalytics({ days: 30 }), { token: customer.token });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('permission-denied');
  });

  it.each([
    ['no days', '', 'days must be one of 30, 90'],
    ['another window', '?days=7', 'days must be one of 30, 90'],
    ['a word', '?days=month', 'days must be one of 30, 90'],
    ['days twice', '?days=30&days=90', 'Give days once'],
    ['an unknown parameter', '?days=30&from=2026-01-01', 'Unknown parameter from; GET /api/analytics takes days'],
  ])('answers %s with 400 and a message', async (_name, query, message) => {
    const res = await api<ErrorBody>('GET', `/analytics${query}`, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('answers an unchanged dashboard with 304 and no body for its ETag, and the figures for any other', async () => {
    // Roll-up triggers of earlier writes may still change the figures in between: a few tries.
    let etag = '';
    let notModified = false;
    for (let attempt = 0; attempt < 5 && !notModified; attempt++) {
      const first = await api<AnalyticsReport>(to.getAnalytics({ days: 90 }), { token: admin.token });
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      const again = await api(to.getAnalytics({ days: 90 }), {
        token: admin.token,
        headers: { 'If-None-Match': etag },
      });
      notModified = again.status === 304 && again.body === '';
    }
    expect(notModified).toBe(true);
    const stale = await api<AnalyticsReport>(to.getAnalytics({ days: 90 }), {
      token: admin.token,
      headers: { 'If-None-Match': '"not-the-figures"' },
    });
    expect(stale.status).toBe(200);
    expect(stale.body.days).toBe(90);
    const month = await api(to.getAnalytics({ days: 30 }), { token: admin.token, headers: { 'If-None-Match': etag } });
    expect(month.status).toBe(200);
    expect(month.headers.get('etag')).not.toBe(etag);
  });

  it('equals a direct count of the orders and accounts, over 30 and 90 days', async () => {
    const month = await expectReportToMatchOrders(admin, 30);
    expect(month.daily).toHaveLength(30);
    expect(month.topToolsByRevenue.map((t) => t.toolId)).toContain(toolA);
    const quarter = await expectReportToMatchOrders(admin, 90);
    expect(quarter.totals.orders).toBeGreaterThanOrEqual(month.totals.orders + 2);
    // The order placed 80 days ago counts in 90 days only.
    const eightyDaysAgo = utcDay(Date.now() - 80 * DAY_MS);
    expect(month.from > eightyDaysAgo).toBe(true);
    expect(quarter.daily.find((d) => d.date === eightyDaysAgo)?.orders).toBeGreaterThanOrEqual(1);
  });

  it('reads its roll-ups by id in one batch: whole months from their shards, or every day where the months were never built', async () => {
    await expectReportToMatchOrders(admin, 90);
    const readsOf = async () => {
      const res = await api<AnalyticsReport>(to.getAnalytics({ days: 90 }), { token: admin.token });
      expect(res.status).toBe(200);
      return { body: res.body, reads: Number(res.headers.get(API_HEADERS.firestoreReads)) };
    };
    const monthly = await readsOf();
    // The meta document, the window's whole months' shards and its first partial month's days'.
    const plan = windowPlan(windowDays(90, new Date()), utcDay(Date.now()));
    const lowStockReads = monthly.reads - 1 - SHARDS_PER_DAY * (plan.months.length + plan.dayRuns.flat().length);
    expect(plan.months.length).toBeGreaterThanOrEqual(2);
    expect(lowStockReads).toBeGreaterThanOrEqual(1);

    const meta = db.doc(ROLLUP_META);
    const rebuiltAt = (await meta.get()).get('monthsRebuiltAt') as Timestamp;
    expect(rebuiltAt).toBeDefined();
    await meta.update({ monthsRebuiltAt: FieldValue.delete() });
    try {
      const daily = await readsOf();
      const { lowStock: _a, ...fromDays } = daily.body;
      const { lowStock: _b, ...fromMonths } = monthly.body;
      expect(fromDays).toEqual(fromMonths);
      // Then every day's shards are read (the partial month's twice: in the first batch and again).
      expect(daily.reads).toBe(monthly.reads + 90 * SHARDS_PER_DAY);
    } finally {
      await meta.update({ monthsRebuiltAt: rebuiltAt });
    }
  });

  it('still equals it after cancels and status moves', async () => {
    const before = await expectReportToMatchOrders(admin, 30);
    const [first, second, third] = orderIds;
    if (!first || !second || !third) throw new Error('expected seeded orders');
    await Promise.all([
      db.doc(`orders/${first}`).update({ status: 'cancelled' }),
      db.doc(`orders/${second}`).update({ status: 'processing' }),
      db.doc(`orders/${third}`).update({ status: 'shipped' }),
    ]);
    await db.doc(`orders/${third}`).update({ status: 'delivered' });
    const after = await expectReportToMatchOrders(admin, 30);
    // The cancelled order's day loses it and its bill; the moves change no day's orders or revenue.
    // (By-status counts are window-wide, where other files cancel too: the direct count checks them.)
    expect(dayOf(after, FIRST_ORDER_DAYS_AGO)).toEqual({
      ...dayOf(before, FIRST_ORDER_DAYS_AGO),
      orders: dayOf(before, FIRST_ORDER_DAYS_AGO).orders - 1,
      revenue: (cents(dayOf(before, FIRST_ORDER_DAYS_AGO).revenue) - 3 * 1_250_00) / 100,
    });
    expect(dayOf(after, 3)).toEqual(dayOf(before, 3));
    await expectReportToMatchOrders(admin, 90);
  });

  it('counts a retried trigger event once', async () => {
    const settled = await expectReportToMatchOrders(admin, 30);
    // An order's snapshot that no `orders` trigger sees, delivered by hand as the platform would.
    const phantom = db.collection('analyticsTestOrders').doc(unique('phantom'));
    await phantom.set(orderDoc(customer, [{ toolId: toolB, quantity: 5, unitPriceCents: 3_00 }], PHANTOM_DAYS_AGO));
    const [after, before] = await Promise.all([phantom.get(), db.doc(`analyticsTestOrders/${unique('none')}`).get()]);
    const event = (id: string, change: { before: DocumentSnapshot; after: DocumentSnapshot }) =>
      ({ id, time: new Date().toISOString(), params: { id: phantom.id }, data: change }) as unknown as Parameters<
        typeof rollUpOrders.run
      >[0];
    const created = event(unique('event'), { before, after });

    expect(await rollUpOrders.run(created)).toBe('counted');
    expect(await rollUpOrders.run(created)).toBe('already-counted');
    const twice = await report(admin, 30);
    expect(dayOf(twice, PHANTOM_DAYS_AGO)).toEqual({
      ...dayOf(settled, PHANTOM_DAYS_AGO),
      orders: dayOf(settled, PHANTOM_DAYS_AGO).orders + 1,
      revenue: (cents(dayOf(settled, PHANTOM_DAYS_AGO).revenue) + 15_00) / 100,
    });

    // Its deletion, also delivered twice, takes it out once: back to the orders' own figures.
    const removed = event(unique('event'), { before: after, after: before });
    expect(await rollUpOrders.run(removed)).toBe('counted');
    expect(await rollUpOrders.run(removed)).toBe('already-counted');
    await expectReportToMatchOrders(admin, 30);
  });

  it('lists the tools on sale marked low on stock, fewest first, with their reorder points', async () => {
    const { lowStock } = await report(admin, 30);
    const ours = lowStock.filter((t) => t.toolId === lowTool || t.toolId === lowerTool);
    expect(ours).toEqual([
      {
        toolId: lowerTool,
        sku: expect.any(String) as string,
        toolName: 'Analytics Lower Chisel',
        available: 2,
        reorderPoint: 2,
      },
      {
        toolId: lowTool,
        sku: expect.any(String) as string,
        toolName: 'Analytics Low Chisel',
        available: 7,
        reorderPoint: 8,
      },
    ]);
    const available = lowStock.map((t) => t.available);
    expect(available).toEqual([...available].sort((a, b) => a - b));

    await db.doc(`tools/${lowTool}`).update({ archived: true });
    const { lowStock: afterArchiving } = await report(admin, 30);
    expect(afterArchiving.map((t) => t.toolId)).not.toContain(lowTool);
    expect(afterArchiving.map((t) => t.toolId)).toContain(lowerTool);
  });
});
