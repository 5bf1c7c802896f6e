import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatusEntry } from '@toolshub/shared';
import { api, type ErrorBody, to } from './helpers/api';
import { makeCompany, type CompanyFixture } from './helpers/companies';
import { creditUsedCentsOf, decide, getOrder, linesBody, postOrder, statusOf } from './helpers/company-orders';
import { db } from './helpers/emulators';
import { eventually } from './helpers/inbox';
import { availableOf, createTool, expectStockLedgerHolds } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

// Spending limit $50.00; the tool costs $10.00 a piece, $0.01 a piece for the cent above.
let company: CompanyFixture;
let other: CompanyFixture;
let admin: TestUser;
let buyer: TestUser;
let toolId: string;
let centId: string;

beforeAll(async () => {
  [company, other, admin, toolId, centId] = await Promise.all([
    makeCompany({ admins: 2, buyers: 2, spendingLimits: [50, null] }),
    makeCompany(),
    createUser({ admin: true }),
    createTool({ priceCents: 1000, minOrder: 1, available: 500 }),
    createTool({ priceCents: 1, minOrder: 1, available: 500 }),
  ]);
  buyer = company.buyers[0]!;
});

/** An order of exactly `cents` (whole dollars of the $10 tool plus single cents). */
function orderOf(cents: number) {
  const lines = [{ toolId, quantity: Math.floor(cents / 1000) }];
  if (cents % 1000) lines.push({ toolId: centId, quantity: cents % 1000 });
  return { order: { phoneNumber: '01712345678', orderAddress: '1 Yard Lane', lines } };
}

const lastMove = (history: unknown[]) => history.filter((e): e is OrderStatusEntry => 'status' in (e as object)).at(-1);

describe('spending limits', () => {
  it('lets a buyer order at their limit without approval, and one cent above needs it', async () => {
    const at = await postOrder(buyer, orderOf(5000));
    expect(at.status).toBe(201);
    expect(await statusOf(at.body.insertedId)).toBe('pending');

    const above = await postOrder(buyer, orderOf(5001));
    expect(above.status).toBe(201);
    expect(await statusOf(above.body.insertedId)).toBe('awaiting-approval');
    const order = (await getOrder(buyer, above.body.insertedId)).body;
    expect(order.statusHistory[0]).toMatchObject({ status: 'awaiting-approval' });
  });

  it('takes the stock of an order awaiting approval and tells the company admins', async () => {
    const before = await availableOf(toolId);
    const res = await postOrder(buyer, linesBody(toolId, 6));
    expect(await availableOf(toolId)).toBe(before - 6);
    const mail = await eventually('the approval request', async () => {
      const snap = await db.collection('mail').where('orderId', '==', res.body.insertedId).get();
      const found = snap.docs.find((d) => d.get('kind') === 'approval-requested');
      return found?.data();
    });
    expect([...(mail.to as string[])].sort()).toEqual(company.admins.map((a) => a.email.toLowerCase()).sort());
  });

  it('does not let the shop admin advance or ship an order awaiting approval', async () => {
    const res = await postOrder(buyer, linesBody(toolId, 6));
    const moved = await api<ErrorBody>(to.advanceOrder(res.body.insertedId), {
      token: admin.token,
      body: { status: 'processing' },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toMatch(/awaits its company's approval/);
  });
});

describe('POST /api/order/{id}/approval', () => {
  it('moves an approved order to pending, recording who decided and the note', async () => {
    const res = await postOrder(buyer, linesBody(toolId, 6));
    const approved = await decide(company.admin, res.body.insertedId, {
      decision: 'approve',
      note: 'For the Elm St job',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('pending');
    expect(lastMove(approved.body.statusHistory)).toMatchObject({
      status: 'pending',
      decision: 'approve',
      decidedBy: { uid: company.admin.uid },
      note: 'For the Elm St job',
    });
    expect((await decide(company.admins[1]!, res.body.insertedId, { decision: 'reject' })).status).toBe(409);
  });

  it('cancels a rejected order, gives its stock back and frees its credit', async () => {
    const before = await availableOf(toolId);
    const credit = await creditUsedCentsOf(company.id);
    const res = await postOrder(buyer, linesBody(toolId, 7));
    // Its total due ($70.00 and 15% tax) is held.
    expect(await creditUsedCentsOf(company.id)).toBe(credit + 8050);
    const rejected = await decide(company.admins[1]!, res.body.insertedId, { decision: 'reject', note: 'Too many' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('cancelled');
    expect(lastMove(rejected.body.statusHistory)).toMatchObject({
      decision: 'reject',
      decidedBy: { uid: company.admins[1]!.uid },
    });
    expect(await availableOf(toolId)).toBe(before);
    expect(await creditUsedCentsOf(company.id)).toBe(credit);
    await expectStockLedgerHolds([toolId]);
  });

  it('never lets the buyer who placed it decide, even as a company admin', async () => {
    const boss = company.admins[1]!;
    await db.doc(`companyMembers/${boss.uid}`).update({ spendingLimitCents: 1000 });
    const res = await postOrder(boss, linesBody(toolId, 2));
    expect(await statusOf(res.body.insertedId)).toBe('awaiting-approval');
    const own = await decide(boss, res.body.insertedId, { decision: 'approve' });
    expect(own.status).toBe(403);
    expect(await statusOf(res.body.insertedId)).toBe('awaiting-approval');
    expect((await decide(company.admin, res.body.insertedId, { decision: 'approve' })).status).toBe(200);
  });

  it('refuses a buyer 403, another company 404, and a bad body 400', async () => {
    const res = await postOrder(buyer, linesBody(toolId, 6));
    const id = res.body.insertedId;
    expect((await decide(company.buyers[1]!, id, { decision: 'approve' })).status).toBe(403);
    expect((await decide(other.admin, id, { decision: 'approve' })).status).toBe(404);
    expect((await decide(company.admin, id, { decision: 'maybe' })).status).toBe(400);
    expect((await decide(company.admin, 'no-such-order', { decision: 'approve' })).status).toBe(404);
    expect(await statusOf(id)).toBe('awaiting-approval');
  });
});

describe('an approval not decided in time', () => {
  it('expires: cancelled, its stock back, its credit freed, recorded as expired', async () => {
    const before = await availableOf(toolId);
    const credit = await creditUsedCentsOf(company.id);
    const res = await postOrder(buyer, linesBody(toolId, 8), { 'X-Reservation-Seconds': '2' });
    expect(res.status).toBe(201);
    expect(await availableOf(toolId)).toBe(before - 8);
    await eventually('the approval to expire', async () =>
      (await statusOf(res.body.insertedId)) === 'cancelled' ? true : undefined,
    );
    expect(await availableOf(toolId)).toBe(before);
    expect(await creditUsedCentsOf(company.id)).toBe(credit);
    const order = (await getOrder(buyer, res.body.insertedId)).body;
    expect(lastMove(order.statusHistory)).toMatchObject({ status: 'cancelled', decision: 'expire', decidedBy: null });
    await expectStockLedgerHolds([toolId]);
  });
});
