import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, endpoints, type Company, type CompanySummary, type Order } from '@toolshub/shared';
import { pdfText } from '../src/testing/pdf-text';
import { api, type ErrorBody, to } from './helpers/api';
import { makeCompany } from './helpers/companies';
import { db, hostingUrl } from './helpers/emulators';
import { createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

// The emulators run with the demo's rates (shared SHOP_TAX_RATES): 15%, 5% on 'measuring-marking'.

let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [customer, admin] = await Promise.all([createUser({ name: 'Tess Tax' }), createUser({ admin: true })]);
});

const address = { phoneNumber: '01712345678', orderAddress: '15 Levy Lane, Unit 3' };

async function placeLines(buyer: TestUser, lines: { toolId: string; quantity: number }[]): Promise<string> {
  const res = await api<{ insertedId: string } & ErrorBody>(to.placeOrder(), {
    token: buyer.token,
    body: { order: { lines, ...address } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.insertedId;
}

const getOrder = async (user: TestUser, id: string) => {
  const res = await api<Order & ErrorBody>(to.getOrder(id), { token: user.token });
  expect(res.status).toBe(200);
  return res.body;
};

async function documentText(user: TestUser, id: string): Promise<string> {
  const res = await fetch(`${hostingUrl}${API_BASE}${endpoints.getOrderDocument.path(id)}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

const patchCompany = (id: string, body: unknown, user: TestUser = admin) =>
  api<CompanySummary & ErrorBody>(to.updateCompany(id), { token: user.token, body });

describe('tax on an order', () => {
  it('keeps totalBill net and adds the rate, the tax (per line, half up) and the total due, stored in cents', async () => {
    // 3 × $0.10 = $0.30 → $0.045 → $0.05 (half up); 5 × $19.99 = $99.95 → $14.9925 → $14.99.
    const [dowel, chisel] = await Promise.all([
      createTool({ toolName: 'Tax Dowel', priceCents: 10, minOrder: 1, category: 'chisels' }),
      createTool({ toolName: 'Tax Chisel', priceCents: 1999, minOrder: 5, category: 'chisels' }),
    ]);
    const id = await placeLines(customer, [
      { toolId: dowel, quantity: 3 },
      { toolId: chisel, quantity: 5 },
    ]);
    const order = await getOrder(customer, id);
    expect(order).toMatchObject({ totalBill: 100.25, taxRate: 0.15, taxAmount: 15.04, totalDue: 115.29 });
    expect(order.lines.map((line) => [line.lineTotal, line.taxRate, line.tax])).toEqual([
      [0.3, 0.15, 0.05],
      [99.95, 0.15, 14.99],
    ]);
    const stored = (await db.doc(`orders/${id}`).get()).data() ?? {};
    expect(stored).toMatchObject({ totalBillCents: 10_025, taxRate: 0.15, taxCents: 1_504, totalDueCents: 11_529 });
    expect(stored.taxExemptReference).toBeNull();

    // The buyer's list answers the same figures.
    const mine = await api<Order[]>(to.listOrdersOf(customer.email), { token: customer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.find((o) => o._id === id)).toMatchObject({ taxAmount: 15.04, totalDue: 115.29 });
  });

  it("taxes a category's tools at its override, and an order of mixed rates has no single rate", async () => {
    const [rule, saw] = await Promise.all([
      createTool({ toolName: 'Tax Rule', priceCents: 1000, minOrder: 1, category: 'measuring-marking' }),
      createTool({ toolName: 'Tax Saw', priceCents: 1000, minOrder: 1, category: 'saws' }),
    ]);
    const single = await getOrder(customer, await placeLines(customer, [{ toolId: rule, quantity: 5 }]));
    expect(single).toMatchObject({ totalBill: 50, taxRate: 0.05, taxAmount: 2.5, totalDue: 52.5 });

    const mixed = await getOrder(
      customer,
      await placeLines(customer, [
        { toolId: rule, quantity: 5 },
        { toolId: saw, quantity: 5 },
      ]),
    );
    expect(mixed).toMatchObject({ totalBill: 100, taxRate: null, taxAmount: 10, totalDue: 110 });
    expect(mixed.lines.map((line) => [line.taxRate, line.tax])).toEqual([
      [0.05, 2.5],
      [0.15, 7.5],
    ]);
  });

  it('answers an order stored before tax with 0 tax, due its net amount', async () => {
    const tool = await createTool({ toolName: 'Tax Old', priceCents: 1000, minOrder: 1 });
    const id = await placeLines(customer, [{ toolId: tool, quantity: 2 }]);
    const ref = db.doc(`orders/${id}`);
    const data = (await ref.get()).data() ?? {};
    const { taxRate: _r, taxCents: _t, totalDueCents: _d, taxExemptReference: _e, ...old } = data;
    await ref.set({
      ...old,
      lines: (old.lines as Record<string, unknown>[]).map(({ taxRate: _lr, taxCents: _lt, ...line }) => line),
    });
    const order = await getOrder(customer, id);
    expect(order).toMatchObject({ totalBill: 20, taxRate: 0, taxAmount: 0, totalDue: 20, taxExemptReference: null });
    expect(order.lines[0]).toMatchObject({ taxRate: 0, tax: 0 });
  });

  it('shows net, tax and total on the confirmation and the invoice', async () => {
    const tool = await createTool({ toolName: 'Tax Plane', priceCents: 2000, minOrder: 1, category: 'planes' });
    const id = await placeLines(customer, [{ toolId: tool, quantity: 5 }]);
    const confirmation = await documentText(customer, id);
    for (const expected of ['Net', '$100.00', 'Tax (15%)', '$15.00', 'Total due', '$115.00']) {
      expect(confirmation).toContain(expected);
    }
    for (const status of ['processing', 'shipped']) {
      expect((await api(to.advanceOrder(id), { token: admin.token, body: { status } })).status).toBe(200);
    }
    const invoice = await documentText(admin, id);
    expect(invoice).toMatch(/Invoice INV-\d{4}-/);
    for (const expected of ['Net', '$100.00', 'Tax (15%)', '$15.00', 'Total due', '$115.00']) {
      expect(invoice).toContain(expected);
    }
  });
});

describe('a tax-exempt company', () => {
  it('is set by a shop admin with its reference, shown in GET /api/company; its orders carry 0 tax and name it', async () => {
    const company = await makeCompany({ buyers: 1 });
    const buyer = company.buyers[0]!;
    const reference = 'EXEMPT-CERT-0042';

    const res = await patchCompany(company.id, { taxExempt: true, taxExemptReference: reference });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ taxExempt: true, taxExemptReference: reference });
    const mine = await api<Company>(to.getCompany(), { token: buyer.token });
    expect(mine.body).toMatchObject({ taxExempt: true, taxExemptReference: reference });

    const tool = await createTool({ toolName: 'Exempt Saw', priceCents: 2000, minOrder: 1, category: 'saws' });
    const id = await placeLines(buyer, [{ toolId: tool, quantity: 5 }]);
    const order = await getOrder(buyer, id);
    expect(order).toMatchObject({
      totalBill: 100,
      taxRate: 0,
      taxAmount: 0,
      totalDue: 100,
      taxExemptReference: reference,
    });
    const text = await documentText(buyer, id);
    expect(text).toContain(`Tax exempt: ${reference}`);
    expect(text).toContain('Tax (0%)');
    expect(text).toContain('$0.00');

    // No longer exempt: the next order is taxed, the earlier one keeps its figures.
    expect((await patchCompany(company.id, { taxExempt: false })).body).toMatchObject({
      taxExempt: false,
      taxExemptReference: null,
    });
    const next = await getOrder(buyer, await placeLines(buyer, [{ toolId: tool, quantity: 5 }]));
    expect(next).toMatchObject({ taxAmount: 15, totalDue: 115, taxExemptReference: null });
    expect(await getOrder(buyer, id)).toMatchObject({ taxAmount: 0, taxExemptReference: reference });
  });

  it('refuses an exemption without a reference (400, a message per field) and non-admins', async () => {
    const company = await makeCompany();
    const cases: [unknown, string, string][] = [
      [{ taxExempt: true }, 'taxExemptReference', 'Enter the exemption reference'],
      [{ taxExempt: true, taxExemptReference: '' }, 'taxExemptReference', 'Enter the exemption reference'],
      [{ taxExempt: true, taxExemptReference: 'x'.repeat(61) }, 'taxExemptReference', 'Use at most 60 characters'],
      [{ taxExempt: 'yes', taxExemptReference: 'R-1' }, 'taxExempt', 'Tax exempt must be true or false'],
    ];
    for (const [body, field, message] of cases) {
      const res = await patchCompany(company.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await db.doc(`companies/${company.id}`).get()).get('taxExempt')).toBeUndefined();
    expect((await patchCompany(company.id, { taxExempt: true, taxExemptReference: 'R-1' }, customer)).status).toBe(403);
  });
});
