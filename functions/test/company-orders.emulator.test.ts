import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderListQuery } from '@toolshub/shared';
import { api, type ErrorBody, to } from './helpers/api';
import { makeCompany, type CompanyFixture } from './helpers/companies';
import { creditUsedCentsOf, getOrder, linesBody, postOrder, statusOf } from './helpers/company-orders';
import { db } from './helpers/emulators';
import { createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

let company: CompanyFixture;
let other: CompanyFixture;
let admin: TestUser;
let loner: TestUser;
let toolId: string;

beforeAll(async () => {
  [company, other, admin, loner, toolId] = await Promise.all([
    makeCompany({
      buyers: 2,
      paymentTermsDays: 60,
      locations: [{ name: 'North yard', address: '1 North Road, Timbertown', phone: '01999999999' }, {}],
    }),
    makeCompany({ buyers: 1 }),
    createUser({ admin: true }),
    createUser(),
    createTool({ priceCents: 1000, minOrder: 1, available: 1000 }),
  ]);
});

const listOf = (user: TestUser, query?: OrderListQuery) =>
  api<Order[] & ErrorBody>(to.listCompanyOrders(query), { token: user.token });

describe('orders of company members', () => {
  it('keep the company, who placed them and the site, whose address and phone fill the order', async () => {
    const buyer = company.buyers[0]!;
    const site = company.locations[0]!;
    const before = await creditUsedCentsOf(company.id);
    const res = await postOrder(buyer, linesBody(toolId, 3, { locationId: site.id }));
    expect(res.status).toBe(201);
    const order = (await getOrder(buyer, res.body.insertedId)).body;
    expect(order).toMatchObject({
      status: 'pending',
      companyId: company.id,
      placedBy: { uid: buyer.uid, name: buyer.displayName },
      locationId: site.id,
      locationName: 'North yard',
      orderAddress: '1 North Road, Timbertown',
      phoneNumber: '01999999999',
    });
    // Its total due, 15% tax included, is what the company's credit holds.
    expect(await creditUsedCentsOf(company.id)).toBe(before + 3450);
  });

  it('refuses a site of another company, or a site named by an account in no company, with 400 and no order', async () => {
    const foreign = other.locations[0]!.id;
    const res = await postOrder(company.buyers[0]!, linesBody(toolId, 1, { locationId: foreign }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/no site/);
    const lone = await postOrder(loner, linesBody(toolId, 1, { locationId: foreign }));
    expect(lone.status).toBe(400);
  });

  it('leaves an order of an account in no company as it was (no company fields)', async () => {
    const res = await postOrder(loner, linesBody(toolId, 1));
    expect(res.status).toBe(201);
    const stored = (await db.doc(`orders/${res.body.insertedId}`).get()).data() ?? {};
    expect(stored.companyId).toBeUndefined();
    expect((await getOrder(loner, res.body.insertedId)).body).not.toHaveProperty('companyId');
  });

  it('are listed to company admins all, to buyers their own only, with the filters and paging of All Orders', async () => {
    const [a, b] = [company.buyers[0]!, company.buyers[1]!];
    const first = await postOrder(a, linesBody(toolId, 2));
    const second = await postOrder(b, linesBody(toolId, 4));
    expect([first.status, second.status]).toEqual([201, 201]);

    const all = await listOf(company.admin, { limit: 100 });
    expect(all.status).toBe(200);
    const ids = all.body.map((o) => o._id);
    expect(ids).toEqual(expect.arrayContaining([first.body.insertedId, second.body.insertedId]));
    expect(all.body.every((o) => o.companyId === company.id)).toBe(true);
    expect(Number(all.headers.get('x-total-count'))).toBe(all.body.length);

    const own = await listOf(b, { limit: 100 });
    expect(own.body.map((o) => o._id)).toContain(second.body.insertedId);
    expect(own.body.every((o) => o.placedBy?.uid === b.uid)).toBe(true);

    const byBuyer = await listOf(company.admin, { email: a.email, sort: '-total', limit: 1 });
    expect(byBuyer.status).toBe(200);
    expect(byBuyer.body).toHaveLength(1);
    expect(byBuyer.body[0]!.placedBy?.uid).toBe(a.uid);
    expect(byBuyer.headers.get('link')).toMatch(/after=/);

    const pendingOnly = await listOf(company.admin, { status: 'cancelled' });
    expect(pendingOnly.body).toEqual([]);
  });

  it('answers a buyer who filters by someone else 400, a non-member 403 and a bad filter 400', async () => {
    const b = company.buyers[1]!;
    expect((await listOf(b, { email: company.admin.email })).status).toBe(400);
    expect((await listOf(loner)).status).toBe(403);
    expect((await listOf(company.admin, { status: 'lost' as never })).status).toBe(400);
  });

  it('are 404 to a member of another company, visible to the company admin', async () => {
    const res = await postOrder(company.buyers[0]!, linesBody(toolId, 1));
    const id = res.body.insertedId;
    expect((await getOrder(other.admin, id)).status).toBe(404);
    expect((await getOrder(other.buyers[0]!, id)).status).toBe(404);
    expect((await getOrder(company.admin, id)).status).toBe(200);
    expect((await getOrder(company.buyers[1]!, id)).status).toBe(404);
    expect((await api(to.cancelOrder(id), { token: other.admin.token })).status).toBe(404);
  });

  it('can be cancelled by a company admin while pending, freeing the credit', async () => {
    const res = await postOrder(company.buyers[0]!, linesBody(toolId, 5));
    const before = await creditUsedCentsOf(company.id);
    const cancel = await api(to.cancelOrder(res.body.insertedId), { token: company.admin.token });
    expect(cancel.status).toBe(200);
    expect(await statusOf(res.body.insertedId)).toBe('cancelled');
    expect(await creditUsedCentsOf(company.id)).toBe(before - 5750);
  });

  it('are invoiced on the company terms (60 days after shipping)', async () => {
    const res = await postOrder(company.buyers[0]!, linesBody(toolId, 1));
    const id = res.body.insertedId;
    for (const status of ['processing', 'shipped']) {
      expect((await api(to.advanceOrder(id), { token: admin.token, body: { status } })).status).toBe(200);
    }
    const order = (await getOrder(company.admin, id)).body;
    const shipped = order.statusHistory.find((e) => 'status' in e && e.status === 'shipped')!;
    expect(Date.parse(order.paymentDueAt ?? '') - Date.parse(shipped.at ?? '')).toBe(60 * 86_400_000);
  });
});

describe('prepaying companies (terms 0)', () => {
  it('ships only once a payment is recorded, which frees the credit', async () => {
    const prepay = await makeCompany({ buyers: 1, paymentTermsDays: 0 });
    const res = await postOrder(prepay.buyers[0]!, linesBody(toolId, 2));
    const id = res.body.insertedId;
    expect(await creditUsedCentsOf(prepay.id)).toBe(2300);
    const patch = (body: unknown) => api<ErrorBody>(to.advanceOrder(id), { token: admin.token, body });
    expect((await patch({ status: 'processing' })).status).toBe(200);
    const refused = await patch({ status: 'shipped' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/record its payment before shipping/);
    expect(await statusOf(id)).toBe('processing');

    expect((await patch({ payment: 'paid', paymentReference: 'PRE-1' })).status).toBe(200);
    expect(await creditUsedCentsOf(prepay.id)).toBe(0);
    expect((await patch({ status: 'shipped' })).status).toBe(200);
  });
});
