import { parse } from 'csv-parse/sync';
import { API_BASE, type OrderListFilters } from '@toolshub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type ErrorBody, to } from './helpers/api';
import { hostingUrl, unique } from './helpers/emulators';
import { dayOf, seedOrder, uniqueDays } from './helpers/orders';
import { createUser, type TestUser } from './helpers/users';

let customer: TestUser;
let admin: TestUser;

const day = uniqueDays(1);
const buyer = `${unique('csv-buyer')}@test.example`;
const other = `${unique('csv-other')}@test.example`;
const past = new Date(Date.now() - 5 * 86_400_000);
let shippedId: string;
let pendingId: string;
let manyId: string;

const HEADER = [
  'orderId',
  'createdAt',
  'status',
  'payment',
  'paymentDueAt',
  'invoiceNumber',
  'buyerName',
  'buyerEmail',
  'poNumber',
  'sku',
  'toolName',
  'quantity',
  'unitPrice',
  'listPrice',
  'lineTotal',
  'taxRate',
  'lineTax',
  'orderTotal',
  'orderTax',
  'orderTotalDue',
  'taxExemptReference',
];

/** The export as the browser gets it: raw text, headers. */
async function exportCsv(query: OrderListFilters, token = admin.token) {
  const res = await fetch(`${hostingUrl}${API_BASE}${to.exportOrdersCsv(query).path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { res, text: await res.text() };
}

const rowsOf = (text: string) => parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];

beforeAll(async () => {
  [customer, admin] = await Promise.all([createUser(), createUser({ admin: true })]);
  [shippedId, pendingId, manyId] = await Promise.all([
    seedOrder({
      email: buyer,
      name: '=HYPERLINK("http://evil.example","click")',
      status: 'shipped',
      createdAt: day(0),
      paymentDueAt: past,
      invoiceNumber: 'INV-1999-00042',
      poNumber: '@PO-7',
      taxRate: 0.15,
      lines: [
        { sku: 'SAW-RIP-26', toolName: 'Rip Saw', unitPriceCents: 1250, listPriceCents: 1500, quantity: 4 },
        { sku: 'PLN-BLK-6', toolName: '-Block Plane, "low angle"', unitPriceCents: 4999, quantity: 1 },
      ],
    }),
    seedOrder({
      email: buyer,
      status: 'pending',
      createdAt: day(1),
      lines: [{ sku: 'CHS-BEV-12', unitPriceCents: 800 }],
    }),
    // Enough lines to span more than one batch of the streamed query.
    seedOrder({
      email: other,
      status: 'shipped',
      createdAt: day(2),
      lines: Array.from({ length: 40 }, (_, i) => ({
        sku: `BULK-${i}`,
        toolName: `Bulk ${i}`,
        unitPriceCents: 100 + i,
      })),
    }),
  ]);
  await Promise.all(
    Array.from({ length: 205 }, (_, i) =>
      seedOrder({
        email: other,
        status: 'delivered',
        payment: 'paid',
        createdAt: day(3),
        lines: [{ sku: `MANY-${i}` }],
      }),
    ),
  );
});

describe('GET /api/exports/orders.csv', () => {
  it('answers a CSV attachment named for today, one row per line of the filtered orders', async () => {
    const { res, text } = await exportCsv({ from: dayOf(day(0)), to: dayOf(day(2)), status: 'shipped', email: buyer });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(text.split('\r\n')[0]).toBe(HEADER.join(','));
    const rows = rowsOf(text);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.orderId)).toEqual([shippedId, shippedId]);
    expect(rows[0]).toEqual({
      orderId: shippedId,
      createdAt: day(0).toISOString(),
      status: 'shipped',
      payment: 'unpaid',
      paymentDueAt: past.toISOString(),
      invoiceNumber: 'INV-1999-00042',
      buyerName: `'=HYPERLINK("http://evil.example","click")`,
      buyerEmail: buyer,
      poNumber: "'@PO-7",
      sku: 'SAW-RIP-26',
      toolName: 'Rip Saw',
      quantity: '4',
      unitPrice: '12.50',
      listPrice: '15.00',
      lineTotal: '50.00',
      taxRate: '0.15',
      lineTax: '7.50',
      orderTotal: '99.99',
      // 7.50 + 7.50 (15% of 49.99 is 7.4985, rounded to the cent)
      orderTax: '15.00',
      orderTotalDue: '114.99',
      taxExemptReference: '',
    });
    expect(rows[1]).toMatchObject({
      sku: 'PLN-BLK-6',
      toolName: `'-Block Plane, "low angle"`,
      lineTotal: '49.99',
      lineTax: '7.50',
    });
  });

  it('takes the same filters as the list: payment, e-mail, dates', async () => {
    const overdue = rowsOf((await exportCsv({ email: buyer, payment: 'overdue' })).text);
    expect([...new Set(overdue.map((row) => row.orderId))]).toEqual([shippedId]);
    const pending = rowsOf((await exportCsv({ email: buyer, status: 'pending' })).text);
    expect(pending.map((row) => [row.orderId, row.sku, row.orderTotal])).toEqual([[pendingId, 'CHS-BEV-12', '8.00']]);
    const oneDay = rowsOf((await exportCsv({ from: dayOf(day(2)), to: dayOf(day(2)) })).text);
    expect(oneDay).toHaveLength(40);
    expect(oneDay.every((row) => row.orderId === manyId)).toBe(true);
  });

  it('streams every order when they take several queries', async () => {
    const rows = rowsOf((await exportCsv({ from: dayOf(day(3)), to: dayOf(day(3)), payment: 'paid' })).text);
    expect(rows).toHaveLength(205);
    expect(new Set(rows.map((row) => row.sku)).size).toBe(205);
  });

  it('answers only the header when nothing matches', async () => {
    const { res, text } = await exportCsv({ email: `${unique('nobody')}@test.example` });
    expect(res.status).toBe(200);
    expect(text).toBe(`${HEADER.join(',')}\r\n`);
  });

  it.each([
    { query: 'status=lost', field: 'status' },
    { query: 'from=1999-02-30', field: 'from' },
    { query: 'limit=5', field: 'limit' },
  ])('refuses $query with a JSON 400 naming $field', async ({ query, field }) => {
    const res = await api<ErrorBody>('GET', `/exports/orders.csv?${query}`, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.body.error.fields?.[field]).toBeTruthy();
  });

  it('is for admins: a customer gets 403, a visitor 401 (JSON)', async () => {
    const asCustomer = await api<ErrorBody>(to.exportOrdersCsv(), { token: customer.token });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.error.code).toBe('permission-denied');
    expect((await api(to.exportOrdersCsv())).status).toBe(401);
  });
});
