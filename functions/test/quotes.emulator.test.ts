import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, endpoints, type Order, type Quote } from '@toolshub/shared';
import { pdfText } from '../src/testing/pdf-text';
import { api, type ErrorBody, to } from './helpers/api';
import { makeCompany, type CompanyFixture } from './helpers/companies';
import { getOrder, type Inserted } from './helpers/company-orders';
import { db, hostingUrl } from './helpers/emulators';
import { attachmentBytes, waitForMessages } from './helpers/inbox';
import { availableOf, createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

/**
 * Issue 30 item 2, requests for quote: request → offer → accept makes one order at the quoted
 * prices (after a list-price change), once under two concurrent accepts; an expired offer 409;
 * who sees a quote; 400 per field; declines; short stock at acceptance leaves the quote offered.
 */

let shopAdmin: TestUser;

beforeAll(async () => {
  shopAdmin = await createUser({ admin: true });
});

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const contact = { phoneNumber: '01712345678', orderAddress: '12 Timber Lane, Workshop 4' };

const requestQuote = (user: TestUser, body: unknown) =>
  api<{ id: string } & ErrorBody>(to.requestQuote(), { token: user.token, body });
const getQuote = (user: TestUser, id: string) => api<Quote & ErrorBody>(to.getQuote(id), { token: user.token });
const answer = (user: TestUser, id: string, body: unknown) =>
  api<Quote & ErrorBody>(to.answerQuote(id), { token: user.token, body });
const accept = (user: TestUser, id: string, body: unknown = contact) =>
  api<Inserted & ErrorBody>(to.acceptQuote(id), { token: user.token, body });
const decline = (user: TestUser, id: string, body: unknown = {}) =>
  api<Quote & ErrorBody>(to.declineQuote(id), { token: user.token, body });
const listQuotes = (user: TestUser, query?: Parameters<typeof to.listQuotes>[0]) =>
  api<Quote[] & ErrorBody>(to.listQuotes(query), { token: user.token });

async function requested(user: TestUser, lines: { toolId: string; quantity: number }[], message?: string) {
  const res = await requestQuote(user, { lines, ...(message ? { message } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function offered(id: string, lines: { toolId: string; quantity: number; unitPrice: number }[], days = 14) {
  const res = await answer(shopAdmin, id, { lines, expiresAt: inDays(days), message: 'Valid for two weeks' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const ordersOfQuoteTool = async (toolId: string) =>
  (await db.collection('orders').get()).docs.filter((doc) =>
    ((doc.get('lines') as { toolId: string }[] | undefined) ?? []).some((line) => line.toolId === toolId),
  );

describe('request → offer → accept', () => {
  it('orders once at the quoted prices after a list-price change; the buyer is mailed the quote PDF', async () => {
    const buyer = await createUser({ name: 'Quote Buyer' });
    const [saw, chisel] = await Promise.all([
      createTool({ toolName: 'Quote Saw', priceCents: 5000, minOrder: 6, orderMultiple: 6, available: 20 }),
      createTool({ toolName: 'Quote Chisel', priceCents: 1999, minOrder: 5, available: 100 }),
    ]);
    // More than the stock may be asked for: the stock is checked at acceptance.
    const id = await requested(
      buyer,
      [
        { toolId: saw, quantity: 24 },
        { toolId: chisel, quantity: 10 },
      ],
      'For the Harbour Street job',
    );
    const asked = await getQuote(buyer, id);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      status: 'requested',
      expired: false,
      total: null,
      taxAmount: null,
      totalDue: null,
      message: 'For the Harbour Street job',
      buyer: { uid: buyer.uid, email: buyer.email },
      lines: [
        { toolId: saw, quantity: 24, unitPrice: null, listPrice: 50 },
        { toolId: chisel, quantity: 10, unitPrice: null, listPrice: 19.99 },
      ],
    });
    expect(asked.body.number).toMatch(new RegExp(`^Q-${new Date().getUTCFullYear()}-[1-9]\\d*$`));

    const offer = await offered(id, [
      { toolId: saw, quantity: 18, unitPrice: 41.5 },
      { toolId: chisel, quantity: 10, unitPrice: 15 },
    ]);
    // The offer carries the tax an order is billed with: 15% of each line (half up), added up.
    expect(offer).toMatchObject({
      status: 'offered',
      total: 897,
      taxRate: 0.15,
      taxAmount: 134.55,
      totalDue: 1031.55,
      taxExemptReference: null,
      shopMessage: 'Valid for two weeks',
    });
    const audit = await db.collection('audit').where('target.id', '==', id).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['quote.offered']);

    const [mail] = await waitForMessages(buyer.email.toLowerCase(), `Your quote ${offer.number}`);
    const attachment = mail!.attachments?.find((a) => a.filename === `${offer.number}.pdf`);
    expect(attachment, JSON.stringify(mail!.attachments)).toBeDefined();
    const text = await pdfText(await attachmentBytes(mail!, attachment!));
    expect(text).toContain(`Quote ${offer.number}`);
    expect(text).toContain('$41.50');
    for (const expected of ['Net', '$897.00', 'Tax (15%)', '$134.55', 'Total due', '$1,031.55']) {
      expect(text).toContain(expected);
    }
    expect(mail!.text).toContain('Total due');
    expect(mail!.text).toContain('$1,031.55');

    // The list prices rise after the offer: the quote's prices hold.
    await Promise.all([
      db.doc(`tools/${saw}`).update({ priceCents: 9900 }),
      db.doc(`tools/${chisel}`).update({ priceCents: 2999 }),
    ]);

    const placed = await accept(buyer, id, { ...contact, poNumber: 'PO-Q-1' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const order = await getOrder(buyer, placed.body.insertedId);
    // The order bills the tax the quote showed.
    expect(order.body).toMatchObject({
      totalBill: 897,
      taxAmount: 134.55,
      totalDue: 1031.55,
      poNumber: 'PO-Q-1',
      status: 'pending',
    });
    expect((order.body as Order).lines.map((l) => [l.toolId, l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      [saw, 18, 41.5, 747],
      [chisel, 10, 15, 150],
    ]);
    expect(await availableOf(saw)).toBe(2);
    const after = await getQuote(buyer, id);
    expect(after.body).toMatchObject({ status: 'accepted', orderId: placed.body.insertedId });

    // Again: the same order, never a second one.
    const again = await accept(buyer, id);
    expect(again.status).toBe(200);
    expect(again.body.insertedId).toBe(placed.body.insertedId);
    expect(await ordersOfQuoteTool(saw)).toHaveLength(1);
  });

  it('two concurrent accepts make one order, and both answer its id', async () => {
    const buyer = await createUser();
    const toolId = await createTool({ priceCents: 1000, minOrder: 1, available: 50 });
    const id = await requested(buyer, [{ toolId, quantity: 10 }]);
    await offered(id, [{ toolId, quantity: 10, unitPrice: 8 }]);
    const answers = await Promise.all([accept(buyer, id), accept(buyer, id)]);
    for (const res of answers) expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.insertedId).toBe(answers[1]!.body.insertedId);
    expect(await ordersOfQuoteTool(toolId)).toHaveLength(1);
    expect(await availableOf(toolId)).toBe(40);
  });

  it('an expired offer answers 409 and orders nothing', async () => {
    const buyer = await createUser();
    const toolId = await createTool({ minOrder: 1, available: 50 });
    const id = await requested(buyer, [{ toolId, quantity: 5 }]);
    await offered(id, [{ toolId, quantity: 5, unitPrice: 10 }]);
    const expiredAt = Date.UTC(2026, 0, 15, 12);
    await db.doc(`quotes/${id}`).update({ expiresAt: Timestamp.fromMillis(expiredAt) });
    expect((await getQuote(buyer, id)).body).toMatchObject({ status: 'offered', expired: true });
    const res = await accept(buyer, id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This quote expired on January 15, 2026');
    expect(await ordersOfQuoteTool(toolId)).toHaveLength(0);
  });

  it('stock short at acceptance: 409 per line, nothing ordered, the quote stays offered', async () => {
    const buyer = await createUser();
    const [plenty, short] = await Promise.all([
      createTool({ minOrder: 1, available: 100 }),
      createTool({ toolName: 'Scarce Plane', minOrder: 1, available: 3 }),
    ]);
    const id = await requested(buyer, [
      { toolId: plenty, quantity: 10 },
      { toolId: short, quantity: 10 },
    ]);
    await offered(id, [
      { toolId: plenty, quantity: 10, unitPrice: 5 },
      { toolId: short, quantity: 10, unitPrice: 5 },
    ]);
    const res = await accept(buyer, id);
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({
      'order.lines[1].quantity': 'Scarce Plane: Maximum available order : 3 piece',
    });
    expect(await availableOf(plenty)).toBe(100);
    expect((await getQuote(buyer, id)).body).toMatchObject({ status: 'offered', orderId: null });
  });
});

describe("an offer's tax", () => {
  it("taxes each line at its tool's category's rate (null rate when they differ), and nothing for a tax-exempt company, naming its reference", async () => {
    const [company, gauge, chisel] = await Promise.all([
      makeCompany({ buyers: 1 }),
      createTool({ toolName: 'Quote Gauge', category: 'measuring-marking', minOrder: 1 }),
      createTool({ toolName: 'Quote Chisel', minOrder: 1 }),
    ]);
    const buyer = await createUser();
    const mixed = await requested(buyer, [
      { toolId: gauge, quantity: 10 },
      { toolId: chisel, quantity: 10 },
    ]);
    // 5% of $100 and 15% of $100.
    expect(
      await offered(mixed, [
        { toolId: gauge, quantity: 10, unitPrice: 10 },
        { toolId: chisel, quantity: 10, unitPrice: 10 },
      ]),
    ).toMatchObject({ total: 200, taxRate: null, taxAmount: 20, totalDue: 220 });

    const exempt = await api(to.updateCompany(company.id), {
      token: shopAdmin.token,
      body: { taxExempt: true, taxExemptReference: 'EXEMPT-Q-7' },
    });
    expect(exempt.status, JSON.stringify(exempt.body)).toBe(200);
    const companyQuote = await requested(company.buyers[0]!, [{ toolId: chisel, quantity: 10 }]);
    const offer = await offered(companyQuote, [{ toolId: chisel, quantity: 10, unitPrice: 10 }]);
    expect(offer).toMatchObject({
      total: 100,
      taxRate: 0,
      taxAmount: 0,
      totalDue: 100,
      taxExemptReference: 'EXEMPT-Q-7',
    });
    const pdf = await fetch(`${hostingUrl}${API_BASE}${endpoints.getQuoteDocument.path(companyQuote)}`, {
      headers: { Authorization: `Bearer ${company.buyers[0]!.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('Tax exempt: EXEMPT-Q-7');
  });
});

describe('who sees a quote', () => {
  let company: CompanyFixture;
  let stranger: TestUser;
  let quoteId: string;
  let toolId: string;

  beforeAll(async () => {
    [company, stranger, toolId] = await Promise.all([
      makeCompany({ buyers: 1 }),
      createUser(),
      createTool({ minOrder: 1, available: 100 }),
    ]);
    quoteId = await requested(company.buyers[0]!, [{ toolId, quantity: 4 }]);
  });

  it('its buyer, any member of its company and the shop admins; anyone else 404', async () => {
    for (const user of [company.buyers[0]!, company.admin, shopAdmin]) {
      const res = await getQuote(user, quoteId);
      expect(res.status, user.email).toBe(200);
      expect(res.body.companyId).toBe(company.id);
    }
    const res = await getQuote(stranger, quoteId);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(`No quote with id ${quoteId}`);
    expect((await decline(stranger, quoteId)).status).toBe(404);
    expect((await accept(stranger, quoteId)).status).toBe(404);
  });

  it('lists: the company its quotes, a stranger none of them, the shop admins all (with X-Total-Count and status)', async () => {
    const member = await listQuotes(company.admin);
    expect(member.status).toBe(200);
    expect(member.body.map((q) => q.id)).toEqual([quoteId]);
    expect(member.headers.get('x-total-count')).toBe('1');
    expect((await listQuotes(stranger)).body.map((q) => q.id)).not.toContain(quoteId);
    const admin = await listQuotes(shopAdmin, { status: 'requested', limit: 100 });
    expect(admin.status).toBe(200);
    expect(Number(admin.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);
    expect(admin.body.every((q) => q.status === 'requested')).toBe(true);
    expect((await listQuotes(shopAdmin, { status: 'nope' as 'requested' })).status).toBe(400);
  });

  it('a company member accepts for the company: the order is a company order', async () => {
    await offered(quoteId, [{ toolId, quantity: 4, unitPrice: 9.5 }]);
    const res = await accept(company.admin, quoteId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = await getOrder(company.admin, res.body.insertedId);
    expect(order.body).toMatchObject({ totalBill: 38, companyId: company.id });
  });
});

describe('validation and declines', () => {
  let buyer: TestUser;
  let toolId: string;
  let caseTool: string;

  beforeAll(async () => {
    [buyer, toolId, caseTool] = await Promise.all([
      createUser(),
      createTool({ minOrder: 5, available: 10 }),
      createTool({ toolName: 'Cased Clamp', minOrder: 6, orderMultiple: 6, available: 10 }),
    ]);
  });

  it('refuses bad requests with 400 and a message per field, writing nothing', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ lines: [] }, { lines: 'Add at least one line' }],
      [{ lines: [{ toolId, quantity: 0 }] }, { 'lines[0].quantity': 'Quantity must be at least 1' }],
      [{ lines: [{ toolId: 'no-such-tool', quantity: 5 }] }, { 'lines[0].toolId': 'No tool with id no-such-tool' }],
      [{ lines: [{ toolId, quantity: 2 }] }, { 'lines[0].quantity': 'Test Chisel: Minimum order amount : 5 piece' }],
      [
        { lines: [{ toolId: caseTool, quantity: 8 }] },
        { 'lines[0].quantity': 'Cased Clamp: Sold in cases of 6: order 6 or 12' },
      ],
    ];
    const before = (await db.collection('quotes').where('uid', '==', buyer.uid).get()).size;
    for (const [body, fields] of cases) {
      const res = await requestQuote(buyer, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect((await db.collection('quotes').where('uid', '==', buyer.uid).get()).size).toBe(before);
  });

  it('refuses bad offers with 400 per field, and only shop admins may answer', async () => {
    const id = await requested(buyer, [{ toolId, quantity: 5 }]);
    expect((await answer(buyer, id, { decision: 'decline' })).status).toBe(403);
    const cases: [unknown, Record<string, string>][] = [
      [
        { lines: [{ toolId, quantity: 5, unitPrice: 0 }], expiresAt: inDays(3) },
        { 'lines[0].unitPrice': 'unitPrice must be above 0' },
      ],
      [
        { lines: [{ toolId, quantity: 5, unitPrice: 1.005 }], expiresAt: inDays(3) },
        { 'lines[0].unitPrice': 'unitPrice can have at most 2 decimals' },
      ],
      [
        { lines: [{ toolId, quantity: 5, unitPrice: 3 }], expiresAt: inDays(-1) },
        { expiresAt: 'expiresAt must be in the future' },
      ],
      [{ lines: [{ toolId, quantity: 5, unitPrice: 3 }] }, { expiresAt: 'expiresAt is required' }],
      [
        { lines: [{ toolId: caseTool, quantity: 6, unitPrice: 3 }], expiresAt: inDays(3) },
        { [`lines[0].toolId`]: `This quote does not ask for ${caseTool}` },
      ],
      [
        { lines: [{ toolId, quantity: 3, unitPrice: 3 }], expiresAt: inDays(3) },
        { 'lines[0].quantity': 'Test Chisel: Minimum order amount : 5 piece' },
      ],
      [{ decision: 'maybe' }, { decision: "decision must be 'decline'" }],
    ];
    for (const [body, fields] of cases) {
      const res = await answer(shopAdmin, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect((await getQuote(buyer, id)).body.status).toBe('requested');
    expect((await answer(shopAdmin, 'no-such-quote', { decision: 'decline' })).status).toBe(404);
  });

  it('the shop declines (audited, the buyer mailed); a declined quote cannot be accepted or offered', async () => {
    const id = await requested(buyer, [{ toolId, quantity: 5 }]);
    const res = await answer(shopAdmin, id, { decision: 'decline', message: 'Discontinued at this volume' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'declined',
      declinedBy: 'shop',
      shopMessage: 'Discontinued at this volume',
    });
    const audit = await db.collection('audit').where('target.id', '==', id).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['quote.declined']);
    const accepted = await accept(buyer, id);
    expect(accepted.status).toBe(409);
    expect(accepted.body.error.message).toBe('This quote is declined');
    const reOffer = await answer(shopAdmin, id, {
      lines: [{ toolId, quantity: 5, unitPrice: 3 }],
      expiresAt: inDays(3),
    });
    expect(reOffer.status).toBe(409);
  });

  it('the buyer declines an offer; accepting a quote without an offer is 409', async () => {
    const id = await requested(buyer, [{ toolId, quantity: 5 }]);
    const early = await accept(buyer, id);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('This quote has no offer yet');
    await offered(id, [{ toolId, quantity: 5, unitPrice: 3 }]);
    const res = await decline(buyer, id, { message: 'Found it elsewhere' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'declined', declinedBy: 'buyer' });
    expect((await accept(buyer, id)).status).toBe(409);
  });

  it('an unverified account cannot ask for a quote', async () => {
    const unverified = await createUser({ verified: false });
    const res = await requestQuote(unverified, { lines: [{ toolId, quantity: 5 }] });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('email-not-verified');
  });
});
