import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, to } from './helpers/api';
import { makeCompany } from './helpers/companies';
import { creditUsedCentsOf, linesBody, postOrder } from './helpers/company-orders';
import { db } from './helpers/emulators';
import { startInProcessApi } from './helpers/in-process-api';
import { availableOf, createTool, expectStockLedgerHolds } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';
import { runCreditHoldCheck } from '../src/tasks/hold-overdue-companies';

let admin: TestUser;
let toolId: string;
let inProcess: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  [admin, toolId, inProcess] = await Promise.all([
    createUser({ admin: true }),
    createTool({ priceCents: 1000, minOrder: 1, available: 1000 }),
    startInProcessApi(),
  ]);
});
afterAll(() => inProcess.close());

// The tool costs $10.00 a piece and is taxed at 15%: each piece adds $11.50 to what the company owes.
describe('a credit limit', () => {
  it('refuses an order whose total due passes the available credit with 409 credit-limit and the amount available', async () => {
    const company = await makeCompany({ buyers: 1, creditLimit: 100, creditUsed: 40 });
    // 6 pieces: $60.00 net, within the $60.00 left, but $69.00 due with tax.
    const refused = await postOrder(company.buyers[0]!, linesBody(toolId, 6));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('credit-limit');
    expect(refused.body.error.message).toBe(
      "This order of $69.00 is above your company's available credit of $60.00; pay open invoices or ask the shop for a higher limit",
    );
    expect(await creditUsedCentsOf(company.id)).toBe(4000);
    const fits = await postOrder(company.buyers[0]!, linesBody(toolId, 5));
    expect(fits.status).toBe(201);
    expect(await creditUsedCentsOf(company.id)).toBe(4000 + 5750);
  });

  it('lets only one of two concurrent orders that together pass it succeed', async () => {
    const company = await makeCompany({ buyers: 2, creditLimit: 100 });
    const tool = await createTool({ priceCents: 1000, minOrder: 1, available: 100 });
    const [a, b] = [company.buyers[0]!, company.buyers[1]!];
    const results = await Promise.all([
      postOrder(a, linesBody(tool, 6), {}, inProcess.url),
      postOrder(b, linesBody(tool, 6), {}, inProcess.url),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.error.code).toBe('credit-limit');
    expect(await creditUsedCentsOf(company.id)).toBe(6900);
    expect(await availableOf(tool)).toBe(94);
    await expectStockLedgerHolds([tool]);
  });

  it('is freed by a payment', async () => {
    const company = await makeCompany({ buyers: 1, creditLimit: 100 });
    // $92.00 due of the $100.00; one more piece ($11.50) would pass it.
    const first = await postOrder(company.buyers[0]!, linesBody(toolId, 8));
    expect(first.status).toBe(201);
    expect((await postOrder(company.buyers[0]!, linesBody(toolId, 1))).status).toBe(409);
    const paid = await api(to.advanceOrder(first.body.insertedId), {
      token: admin.token,
      body: { payment: 'paid', paymentReference: 'BANK-1' },
    });
    expect(paid.status).toBe(200);
    expect(await creditUsedCentsOf(company.id)).toBe(0);
    expect((await postOrder(company.buyers[0]!, linesBody(toolId, 1))).status).toBe(201);
  });
});

describe('a company on hold', () => {
  it('refuses its members with 409 and a message, taking nothing', async () => {
    const company = await makeCompany({ buyers: 1, status: 'on-hold' });
    const before = await availableOf(toolId);
    const res = await postOrder(company.buyers[0]!, linesBody(toolId, 1));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/on hold/);
    expect(await availableOf(toolId)).toBe(before);
  });

  it('is what the daily check makes of a company with an invoice overdue more than 15 days', async () => {
    const [late, onTime] = await Promise.all([makeCompany({ buyers: 1 }), makeCompany({ buyers: 1 })]);
    const ship = async (companyBuyer: TestUser, dueDaysAgo: number) => {
      const res = await postOrder(companyBuyer, linesBody(toolId, 1));
      const id = res.body.insertedId;
      for (const status of ['processing', 'shipped']) {
        await api(to.advanceOrder(id), { token: admin.token, body: { status } });
      }
      await db.doc(`orders/${id}`).update({ paymentDueAt: Timestamp.fromMillis(Date.now() - dueDaysAgo * 86_400_000) });
      return id;
    };
    await Promise.all([ship(late.buyers[0]!, 16), ship(onTime.buyers[0]!, 14)]);

    const held = await runCreditHoldCheck();
    expect(held).toContain(late.id);
    expect(held).not.toContain(onTime.id);
    const stored = (await db.doc(`companies/${late.id}`).get()).data();
    expect(stored).toMatchObject({ status: 'on-hold', holdReason: expect.stringMatching(/15 days/) });
    expect((await db.doc(`companies/${onTime.id}`).get()).get('status')).toBe('active');
    const refused = await postOrder(late.buyers[0]!, linesBody(toolId, 1));
    expect(refused.status).toBe(409);
    expect(await runCreditHoldCheck()).not.toContain(late.id);
  });
});
