import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, endpoints, isPaymentEntry, type Order } from '@toolshub/shared';
import { pdfText } from '../src/testing/pdf-text';
import { api, type ErrorBody, to } from './helpers/api';
import { db, hostingUrl } from './helpers/emulators';
import { startInProcessApi } from './helpers/in-process-api';
import { availableOf, createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

const DAY_MS = 24 * 60 * 60 * 1000;

let customer: TestUser;
let otherCustomer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [customer, otherCustomer, admin] = await Promise.all([
    createUser({ name: 'Ivy Invoice' }),
    createUser(),
    createUser({ admin: true }),
  ]);
});

/** An order of two tools, the second billed at a tier ($15.00 instead of $20.00 from 50 pieces). */
async function placeOrder(buyer: TestUser = customer, base?: string): Promise<string> {
  const [saw, clamp] = await Promise.all([
    createTool({ toolName: 'Invoice Saw', priceCents: 1000, available: 100 }),
    createTool({
      toolName: 'Invoice Clamp',
      sku: `CLAMP-${Date.now().toString(36).toUpperCase()}`,
      priceCents: 2000,
      priceTiers: [{ minQuantity: 50, priceCents: 1500 }],
      available: 100,
    }),
  ]);
  const body = {
    order: {
      lines: [
        { toolId: saw, quantity: 10 },
        { toolId: clamp, quantity: 50 },
      ],
      phoneNumber: '01712345678',
      orderAddress: '7 Ledger Street, Unit 2',
      poNumber: 'PO-INV-77',
    },
  };
  const res = await api<{ insertedId: string }>(to.placeOrder(), { token: buyer.token, body, base });
  expect(res.status).toBe(201);
  return res.body.insertedId;
}

const patch = (user: TestUser | null, id: string, body: unknown, base?: string) =>
  api<ErrorBody>(to.advanceOrder(id), { token: user?.token, body, base });

const getOrder = (user: TestUser, id: string) => api<Order & ErrorBody>(to.getOrder(id), { token: user.token });

async function moveTo(id: string, ...statuses: string[]) {
  for (const status of statuses) expect((await patch(admin, id, { status })).status).toBe(200);
}

async function invoiceCount(year: number): Promise<number> {
  return ((await db.doc(`counters/invoices-${year}`).get()).get('count') as number | undefined) ?? 0;
}

/** The PDF as bytes (the JSON helper would read it as text). */
async function fetchDocument(user: TestUser | null, id: string) {
  const res = await fetch(`${hostingUrl}${API_BASE}${endpoints.getOrderDocument.path(id)}`, {
    headers: user ? { Authorization: `Bearer ${user.token}` } : {},
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('shipping an order', () => {
  it('gives it the year’s next invoice number and a due date 30 days on, in its history', async () => {
    const id = await placeOrder();
    await moveTo(id, 'processing');
    const year = new Date().getUTCFullYear();
    const before = await invoiceCount(year);

    const startedAt = Date.now();
    await moveTo(id, 'shipped');
    const { body: order } = await getOrder(customer, id);

    expect(order.invoiceNumber).toBe(`INV-${year}-${String(before + 1).padStart(5, '0')}`);
    expect(await invoiceCount(year)).toBe(before + 1);
    const shipped = order.statusHistory.at(-1);
    expect(shipped).toMatchObject({ status: 'shipped', at: expect.any(String) });
    const shippedAt = Date.parse(shipped?.at ?? '');
    expect(shippedAt).toBeGreaterThanOrEqual(startedAt - 5_000);
    expect(Date.parse(order.paymentDueAt ?? '')).toBe(shippedAt + 30 * DAY_MS);
    expect([order.payment, order.paidAt, order.paymentReference]).toEqual(['unpaid', null, null]);

    // Delivering it takes no other number.
    await moveTo(id, 'delivered');
    expect((await getOrder(customer, id)).body.invoiceNumber).toBe(order.invoiceNumber);
    expect(await invoiceCount(year)).toBe(before + 1);
  });

  it('takes no number for a refused move', async () => {
    const id = await placeOrder();
    const year = new Date().getUTCFullYear();
    const before = await invoiceCount(year);
    expect((await patch(admin, id, { status: 'shipped' })).status).toBe(409);
    expect(await invoiceCount(year)).toBe(before);
    expect((await getOrder(admin, id)).body).toMatchObject({ invoiceNumber: null, paymentDueAt: null });
  });

  describe('ten orders at once, through two instances of the API', () => {
    let server: Awaited<ReturnType<typeof startInProcessApi>>;

    beforeAll(async () => {
      server = await startInProcessApi();
    });

    afterAll(() => server.close());

    it('numbers them without a gap or a repeat', async () => {
      const ids: string[] = [];
      for (let n = 0; n < 10; n++) ids.push(await placeOrder(customer, server.url));
      await Promise.all(ids.map((id) => patch(admin, id, { status: 'processing' }, server.url)));
      const year = new Date().getUTCFullYear();
      const before = await invoiceCount(year);

      // Half through the Functions emulator (a process per request), half through this process's app.
      const results = await Promise.all(
        ids.map((id, n) => patch(admin, id, { status: 'shipped' }, n % 2 ? server.url : undefined)),
      );
      expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));

      const numbers = await Promise.all(ids.map(async (id) => (await getOrder(admin, id)).body.invoiceNumber));
      const sequences = numbers.map((number) => Number(number?.slice(`INV-${year}-`.length))).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: 10 }, (_, n) => before + 1 + n));
      expect(await invoiceCount(year)).toBe(before + 10);
    });
  });
});

describe('PATCH /api/order/{id} with a payment', () => {
  it('records it once, with its reference and time, in the history', async () => {
    const id = await placeOrder();
    await moveTo(id, 'processing', 'shipped');

    const res = await patch(admin, id, { payment: 'paid', paymentReference: '  BANK-2026-0042 ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const { body: order } = await getOrder(customer, id);
    expect(order).toMatchObject({ payment: 'paid', paymentReference: 'BANK-2026-0042', status: 'shipped' });
    const entry = order.statusHistory.at(-1);
    expect(entry && isPaymentEntry(entry)).toBe(true);
    expect(entry).toEqual({ payment: 'paid', paymentReference: 'BANK-2026-0042', at: order.paidAt });
    expect(Date.now() - Date.parse(order.paidAt ?? '')).toBeLessThan(60_000);

    const again = await patch(admin, id, { payment: 'paid', paymentReference: 'BANK-OTHER' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This order is already paid (reference BANK-2026-0042)');
    expect((await getOrder(admin, id)).body.paymentReference).toBe('BANK-2026-0042');
  });

  it('takes a prepayment, after which the order can no longer be cancelled', async () => {
    const id = await placeOrder();
    expect((await patch(admin, id, { payment: 'paid', paymentReference: 'PREPAID-1' })).status).toBe(200);
    const toolId = (await getOrder(customer, id)).body.lines[0]?.toolId ?? '';
    const cancel = await api<ErrorBody>(to.cancelOrder(id), { token: customer.token });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.message).toBe('This order is already paid, so it can no longer be cancelled');
    expect((await getOrder(customer, id)).body.status).toBe('pending');
    expect(await availableOf(toolId)).toBe(90);
  });

  it('refuses a cancelled order (409), an unknown one (404), a customer (403) and a visitor (401)', async () => {
    const id = await placeOrder();
    const payment = { payment: 'paid', paymentReference: 'BANK-1' };
    expect((await patch(customer, id, payment)).status).toBe(403);
    expect((await patch(null, id, payment)).status).toBe(401);
    expect((await api(to.cancelOrder(id), { token: customer.token })).status).toBe(200);
    const cancelled = await patch(admin, id, payment);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.message).toBe('A cancelled order cannot be paid');
    expect((await patch(admin, 'no-such-order', payment)).status).toBe(404);
    expect((await getOrder(admin, id)).body).toMatchObject({ payment: 'unpaid', paidAt: null });
  });

  it('refuses a bad body with 400 and the field’s message', async () => {
    const id = await placeOrder();
    const cases: [unknown, string, string][] = [
      [{ payment: 'paid' }, 'paymentReference', 'Payment reference is required'],
      [{ payment: 'paid', paymentReference: '   ' }, 'paymentReference', 'Payment reference is required'],
      [
        { payment: 'paid', paymentReference: 'x'.repeat(65) },
        'paymentReference',
        'Payment reference is too long (64 characters at most)',
      ],
      [{ payment: 'refunded', paymentReference: 'X' }, 'payment', "payment must be 'paid'"],
      [
        { payment: 'paid', paymentReference: 'X', status: 'processing' },
        'status',
        'Send either a status or a payment, not both',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(admin, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await getOrder(admin, id)).body).toMatchObject({ payment: 'unpaid', status: 'pending' });
  });
});

describe('GET /api/order/{id}/document.pdf', () => {
  it('is the order confirmation until the order ships, then the invoice', async () => {
    const id = await placeOrder();

    const confirmation = await fetchDocument(customer, id);
    expect(confirmation.status).toBe(200);
    expect(confirmation.headers.get('content-type')).toBe('application/pdf');
    expect(confirmation.headers.get('content-disposition')).toBe(`attachment; filename="order-${id}.pdf"`);
    expect(confirmation.headers.get('cache-control')).toBe('private, no-store');
    expect(confirmation.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const first = pdfText(confirmation.bytes);
    for (const expected of [
      'Order confirmation',
      'Ivy Invoice',
      customer.email,
      '7 Ledger Street, Unit 2',
      'PO-INV-77',
      id,
    ]) {
      expect(first).toContain(expected);
    }
    // 50 clamps at $15.00 instead of $20.00.
    expect(first).toContain('$20.00');
    expect(first).toContain('$250.00');
    expect(first).not.toMatch(/INV-\d{4}-/);

    await moveTo(id, 'processing', 'shipped');
    const { invoiceNumber, paymentDueAt } = (await getOrder(customer, id)).body;
    const invoice = await fetchDocument(admin, id);
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-disposition')).toBe(`attachment; filename="${invoiceNumber}.pdf"`);
    const text = pdfText(invoice.bytes);
    expect(text).toContain(`Invoice ${invoiceNumber}`);
    const due = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.parse(paymentDueAt ?? ''),
    );
    expect(text).toContain(`Due date: ${due}`);
    expect(text).toContain('Net 30');
  });

  it('is the same 404 as an unknown id for another customer, and 401 for a visitor', async () => {
    const id = await placeOrder();
    const other = await api<ErrorBody>(to.getOrderDocument(id), { token: otherCustomer.token });
    const unknown = await api<ErrorBody>(to.getOrderDocument('no-such-order'), { token: otherCustomer.token });
    expect([other.status, unknown.status]).toEqual([404, 404]);
    expect(other.body).toEqual({ error: { code: 'not-found', message: `No order with id ${id}` } });
    expect(unknown.body).toEqual({ error: { code: 'not-found', message: 'No order with id no-such-order' } });
    expect((await fetchDocument(null, id)).status).toBe(401);
  });
});

describe('order lists', () => {
  it('carry the lines, list prices, creation time, invoice and payment fields', async () => {
    const id = await placeOrder();
    await moveTo(id, 'processing', 'shipped');
    expect((await patch(admin, id, { payment: 'paid', paymentReference: 'LIST-1' })).status).toBe(200);
    const details = (await getOrder(customer, id)).body;

    const mine = await api<Order[]>(to.listOrdersOf(customer.email, { limit: 100 }), {
      token: customer.token,
    });
    const all = await api<Order[]>(to.listAllOrders({ limit: 100 }), { token: admin.token });
    for (const list of [mine.body, all.body]) {
      const listed = list.find((order) => order._id === id);
      expect(listed).toEqual(details);
      expect(listed).toMatchObject({
        createdAt: expect.any(String),
        invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{5}$/),
        paymentDueAt: expect.any(String),
        paidAt: expect.any(String),
        paymentReference: 'LIST-1',
      });
      expect(listed?.lines.map((line) => [line.unitPrice, line.listPrice])).toEqual([
        [10, 10],
        [15, 20],
      ]);
    }
  });
});
