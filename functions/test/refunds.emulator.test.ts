import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, endpoints, formatCreditNoteNumber, type AuditEntry, type Order } from '@toolshub/shared';
import { pdfText } from '../src/testing/pdf-text';
import { checkStockLedger, describeLedgerCheck } from '../src/testing/stock-ledger';
import { api, type ErrorBody, to } from './helpers/api';
import { db, hostingUrl } from './helpers/emulators';
import { startInProcessApi } from './helpers/in-process-api';
import { availableOf, createTool, unitsOrderedOf } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

let customer: TestUser;
let otherCustomer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [customer, otherCustomer, admin] = await Promise.all([
    createUser({ name: 'Rhea Refund' }),
    createUser(),
    createUser({ admin: true }),
  ]);
});

const year = () => new Date().getUTCFullYear();

/** A $200.00 order (net; $230.00 due with 15% tax) of 20 pieces of a tool of its own (stock 100), and the tool's id. */
async function placeOrder(buyer: TestUser = customer): Promise<{ id: string; toolId: string }> {
  const toolId = await createTool({ toolName: 'Refund Plane', priceCents: 1000, available: 100, minOrder: 1 });
  const body = {
    order: { lines: [{ toolId, quantity: 20 }], phoneNumber: '01712345678', orderAddress: '3 Credit Lane' },
  };
  const res = await api<{ insertedId: string }>(to.placeOrder(), { token: buyer.token, body });
  expect(res.status).toBe(201);
  return { id: res.body.insertedId, toolId };
}

const patch = (user: TestUser | null, id: string, body: unknown) =>
  api<ErrorBody>(to.advanceOrder(id), { token: user?.token, body });
const refund = (id: string, amount: unknown, reason: unknown = 'Damaged in transit', user: TestUser = admin) =>
  patch(user, id, { refund: { amount, reason } });
const getOrder = (user: TestUser, id: string) => api<Order & ErrorBody>(to.getOrder(id), { token: user.token });

async function pay(id: string) {
  expect((await patch(admin, id, { payment: 'paid', paymentReference: 'BANK-1' })).status).toBe(200);
}

async function moveTo(id: string, ...statuses: string[]) {
  for (const status of statuses) expect((await patch(admin, id, { status })).status).toBe(200);
}

async function creditNoteCount(): Promise<number> {
  return ((await db.doc(`counters/credit-notes-${year()}`).get()).get('count') as number | undefined) ?? 0;
}

async function fetchCreditNote(user: TestUser | null, id: string, number: string) {
  const res = await fetch(`${hostingUrl}${API_BASE}${endpoints.getCreditNoteDocument.path(id, number)}`, {
    headers: user ? { Authorization: `Bearer ${user.token}` } : {},
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('refunding a paid order', () => {
  it('before it ships: cancels it, gives its stock back, records a credit note the buyer sees, mails and audits it', async () => {
    const { id, toolId } = await placeOrder();
    await pay(id);
    expect(await availableOf(toolId)).toBe(80);
    const before = await creditNoteCount();

    const res = await refund(id, 200, 'Customer changed their mind');
    expect(res.status).toBe(200);

    const number = formatCreditNoteNumber(year(), before + 1);
    const order = (await getOrder(customer, id)).body;
    expect(order.status).toBe('cancelled');
    expect(order.refunded).toBe(200);
    expect(order.creditNotes).toEqual([
      {
        number,
        amount: 200,
        reason: 'Customer changed their mind',
        at: expect.any(String) as string,
        cancelledOrder: true,
      },
    ]);
    expect(order.statusHistory.at(-1)).toMatchObject({ status: 'cancelled' });
    expect([await availableOf(toolId), await unitsOrderedOf(toolId)]).toEqual([100, 0]);
    const refundMoves = await db
      .collection('stockMovements')
      .where('orderId', '==', id)
      .where('reason', '==', 'refund')
      .get();
    expect(refundMoves.docs.map((d) => d.get('delta') as number)).toEqual([20]);

    const mail = await db.collection('mail').where('orderId', '==', id).where('kind', '==', 'refund-recorded').get();
    expect(mail.docs.map((d) => d.get('message.subject') as string)).toEqual([
      `We refunded $200.00 for order ${id} | Tools Hub`,
    ]);
    const audit = await db.collection('audit').where('target.id', '==', id).get();
    const entry = audit.docs.map((d) => d.data() as AuditEntry).find((e) => e.action === 'order.refunded');
    expect(entry).toMatchObject({
      actor: { uid: admin.uid, email: admin.email },
      before: { refunded: 0, status: 'pending' },
      after: { refunded: 200, status: 'cancelled', creditNote: number, amount: 200 },
    });

    const pdf = await fetchCreditNote(customer, id, number);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${number}.pdf"`);
    const text = pdfText(pdf.bytes);
    for (const expected of [`Credit note ${number}`, 'Rhea Refund', id, 'Customer changed their mind', '$200.00']) {
      expect(text).toContain(expected);
    }
  });

  it('in part after it shipped: keeps it shipped and its stock taken; refunds add up to at most what was paid, the total due with its tax (409 beyond)', async () => {
    const { id, toolId } = await placeOrder();
    await moveTo(id, 'processing', 'shipped');
    await pay(id);
    expect((await refund(id, 50.25)).status).toBe(200);
    expect((await refund(id, 179.76)).status).toBe(409);
    const over = await refund(id, 180);
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe('At most $179.75 can be refunded: $230.00 paid, $50.25 refunded before');
    expect((await refund(id, 179.75)).status).toBe(200);
    const full = await refund(id, 0.01);
    expect([full.status, full.body.error.message]).toEqual([409, 'This order was refunded in full already']);

    const order = (await getOrder(admin, id)).body;
    expect(order.status).toBe('shipped');
    expect(order.refunded).toBe(230);
    expect(order.creditNotes.map((n) => [n.amount, n.cancelledOrder])).toEqual([
      [50.25, false],
      [179.75, false],
    ]);
    expect(await availableOf(toolId)).toBe(80);
  });

  it('refuses an unpaid order with 409, a customer with 403, and bad bodies with 400, changing nothing', async () => {
    const { id, toolId } = await placeOrder();
    const unpaid = await refund(id, 10);
    expect([unpaid.status, unpaid.body.error.message]).toEqual([
      409,
      'Only a paid order can be refunded; this one is not paid yet',
    ]);
    await pay(id);
    expect((await refund(id, 10, 'Mine', customer)).status).toBe(403);
    expect((await refund(id, 10, 'Not mine', otherCustomer)).status).toBe(403);
    expect((await refund('no-such-order', 10)).status).toBe(404);
    const cases: [unknown, Record<string, string>][] = [
      [{ refund: { amount: 0, reason: 'x' } }, { 'refund.amount': 'Amount must be above 0' }],
      [{ refund: { amount: -5, reason: 'x' } }, { 'refund.amount': 'Amount must be above 0' }],
      [{ refund: { amount: 1.005, reason: 'x' } }, { 'refund.amount': 'Amount can have at most 2 decimals' }],
      [{ refund: { amount: '10', reason: 'x' } }, { 'refund.amount': 'Amount must be a number' }],
      [{ refund: { amount: 10, reason: '  ' } }, { 'refund.reason': 'Reason is required' }],
      [{ refund: { amount: 10 } }, { 'refund.reason': 'Reason is required' }],
      [
        { refund: { amount: 10, reason: 'x' }, status: 'shipped' },
        { status: 'Send a refund alone, without a status or a payment' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await patch(admin, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(body)).toEqual(fields);
    }
    const order = (await getOrder(admin, id)).body;
    expect([order.status, order.refunded, order.creditNotes]).toEqual(['pending', 0, []]);
    expect(await availableOf(toolId)).toBe(80);
  });

  it('numbers two refunds at once gaplessly, and gives the stock back once', async () => {
    const { id, toolId } = await placeOrder();
    await pay(id);
    const before = await creditNoteCount();
    // Both in flight at once on one server, as an instance serves them (the Functions emulator
    // would cold-start a process for the second: see in-process-api.ts).
    const server = await startInProcessApi();
    const results = await Promise.all(
      [
        { amount: 30, reason: 'First' },
        { amount: 40, reason: 'Second' },
      ].map((body) =>
        api<ErrorBody>(to.advanceOrder(id), { token: admin.token, body: { refund: body }, base: server.url }),
      ),
    ).finally(() => server.close());
    expect(results.map((r) => r.status)).toEqual([200, 200]);

    const order = (await getOrder(admin, id)).body;
    expect(order.creditNotes.map((n) => n.number).sort()).toEqual([
      formatCreditNoteNumber(year(), before + 1),
      formatCreditNoteNumber(year(), before + 2),
    ]);
    expect(await creditNoteCount()).toBe(before + 2);
    expect(order.refunded).toBe(70);
    expect(order.status).toBe('cancelled');
    // Exactly one of them cancelled the order and returned its 20 pieces.
    expect(order.creditNotes.filter((n) => n.cancelledOrder)).toHaveLength(1);
    expect([await availableOf(toolId), await unitsOrderedOf(toolId)]).toEqual([100, 0]);
    const ledger = await checkStockLedger(db, [toolId]);
    expect(ledger.ok, describeLedgerCheck(ledger)).toBe(true);
  });

  it('offers a credit note only to the order’s owner and admins, and only one the order has', async () => {
    const { id } = await placeOrder();
    await pay(id);
    expect((await refund(id, 5)).status).toBe(200);
    const [note] = (await getOrder(admin, id)).body.creditNotes;
    expect((await fetchCreditNote(admin, id, note?.number ?? '')).status).toBe(200);
    expect((await fetchCreditNote(otherCustomer, id, note?.number ?? '')).status).toBe(404);
    expect((await fetchCreditNote(null, id, note?.number ?? '')).status).toBe(401);
    expect((await fetchCreditNote(customer, id, 'CN-1999-00001')).status).toBe(404);
    expect((await fetchCreditNote(customer, id, 'INV-2026-00001')).status).toBe(404);
  });
});
