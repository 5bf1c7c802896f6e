import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type CompanyLocation, type CompanySummary } from '@toolshub/shared';
import { api, type ErrorBody } from './helpers/api';
import { makeCompany, readCompany } from './helpers/companies';
import { db } from './helpers/emulators';
import { seedOrder } from './helpers/orders';
import { createUser, type TestUser } from './helpers/users';

/** Item 3's sites (PUT /api/company/locations) and item 7's shop admin grid and edit. */

const site = (name: string, extra: object = {}) => ({
  name,
  address: `${name}, 1 Saw Street`,
  phone: '01722222222',
  ...extra,
});
const putLocations = (user: TestUser, body: unknown) =>
  api<CompanyLocation[] & ErrorBody>('PUT', endpoints.putCompanyLocations.path(), { token: user.token, body });

describe('company sites', () => {
  it('replaces the sites: existing ids kept, new ones given ids, ones left out removed', async () => {
    const company = await makeCompany({ locations: [{ name: 'Yard' }, { name: 'Shop' }], buyers: 1 });
    const [yard] = company.locations;
    const res = await putLocations(company.admin, {
      locations: [site('Yard renamed', { id: yard!.id }), site('New site')],
    });
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({ id: yard!.id, ...site('Yard renamed') });
    expect(res.body[1]).toMatchObject(site('New site'));
    expect(res.body[1]!.id).not.toBe(company.locations[1]!.id);
    expect((await readCompany(company.id))!.locations).toEqual(res.body);
  });

  it('refuses 0 or 21 sites, an unknown id, a repeated id, a bad phone (400); a buyer (403); a non-member (404)', async () => {
    const company = await makeCompany({ buyers: 1 });
    expect((await putLocations(company.admin, { locations: [] })).status).toBe(400);
    const many = Array.from({ length: 21 }, (_, i) => site(`Site ${i}`));
    expect((await putLocations(company.admin, { locations: many })).status).toBe(400);
    expect((await putLocations(company.admin, { locations: [site('X', { id: 'not-ours' })] })).status).toBe(400);
    const id = company.locations[0]!.id;
    expect((await putLocations(company.admin, { locations: [site('A', { id }), site('B', { id })] })).status).toBe(400);
    expect((await putLocations(company.admin, { locations: [site('A', { phone: '12' })] })).status).toBe(400);
    expect((await putLocations(company.buyers[0]!, { locations: [site('A')] })).status).toBe(403);
    expect((await putLocations(await createUser(), { locations: [site('A')] })).status).toBe(404);
    expect((await readCompany(company.id))!.locations).toEqual(company.locations);
    // 20 is the most.
    const twenty = Array.from({ length: 20 }, (_, i) => site(`Site ${i}`));
    expect((await putLocations(company.admin, { locations: twenty })).body).toHaveLength(20);
  });
});

describe("the shop admin's companies", () => {
  let shopAdmin: TestUser;
  beforeAll(async () => {
    shopAdmin = await createUser({ admin: true });
  });

  async function allRows(query: Parameters<typeof endpoints.listCompanies.path>[0] = {}) {
    const res = await api<CompanySummary[]>('GET', endpoints.listCompanies.path({ limit: 100, ...query }), {
      token: shopAdmin.token,
    });
    expect(res.status).toBe(200);
    return res;
  }

  it('lists the grid rows with members, terms, limit, used, overdue and status; X-Total-Count', async () => {
    const company = await makeCompany({ buyers: 2, creditLimit: 5000, creditUsed: 1200, paymentTermsDays: 15 });
    const day = 24 * 60 * 60 * 1000;
    const overdueId = await seedOrder({
      email: company.admin.email,
      createdAt: new Date(Date.now() - 40 * day),
      status: 'shipped',
      paymentDueAt: new Date(Date.now() - 5 * day),
      lines: [{ unitPriceCents: 12345, quantity: 2 }],
    });
    const notDueId = await seedOrder({
      email: company.admin.email,
      createdAt: new Date(),
      status: 'shipped',
      paymentDueAt: new Date(Date.now() + 5 * day),
    });
    await Promise.all(
      [overdueId, notDueId].map((id) =>
        db.doc(`orders/${id}`).update({ companyId: company.id, companyScopes: [company.id] }),
      ),
    );

    const res = await allRows({ sort: 'newest' });
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);
    expect(res.body.find((row) => row.id === company.id)).toEqual({
      id: company.id,
      name: company.name,
      taxId: null,
      memberCount: 3,
      paymentTermsDays: 15,
      creditLimit: 5000,
      creditUsed: 1200,
      overdue: 246.9,
      status: 'active',
      holdReason: null,
      taxExempt: false,
      taxExemptReference: null,
      createdAt: expect.any(String),
    });
  });

  it('pages by name with a next link; filters by status; refuses bad parameters (400) and customers (403)', async () => {
    await Promise.all([
      makeCompany({ name: `AAA page ${Date.now()}` }),
      makeCompany({ name: `AAB page ${Date.now()}` }),
    ]);
    const first = await api<CompanySummary[]>('GET', endpoints.listCompanies.path({ limit: 1 }), {
      token: shopAdmin.token,
    });
    expect(first.body).toHaveLength(1);
    const link = first.headers.get('link');
    expect(link).toMatch(/after=/);
    const after = new URL(link!.slice(1, link!.indexOf('>')), 'http://x').searchParams.get('after')!;
    const second = await api<CompanySummary[]>('GET', endpoints.listCompanies.path({ limit: 1, after }), {
      token: shopAdmin.token,
    });
    expect(second.body[0]!.name.toLowerCase() >= first.body[0]!.name.toLowerCase()).toBe(true);
    expect(second.body[0]!.id).not.toBe(first.body[0]!.id);

    const held = await makeCompany({ status: 'on-hold' });
    const onHold = await allRows({ status: 'on-hold' });
    expect(onHold.body.every((row) => row.status === 'on-hold')).toBe(true);
    expect(onHold.body.map((row) => row.id)).toContain(held.id);

    for (const query of ['status=closed', 'sort=size', 'limit=0', 'after=garbage', 'colour=red']) {
      expect((await api('GET', `/companies?${query}`, { token: shopAdmin.token })).status).toBe(400);
    }
    expect((await api('GET', endpoints.listCompanies.path(), { token: held.admin.token })).status).toBe(403);
  });

  it('edits terms, credit limit and status (hold and release), audited; refuses bad edits', async () => {
    const company = await makeCompany({ creditLimit: 1000 });
    const patch = (body: unknown, who = shopAdmin) =>
      api<CompanySummary & ErrorBody>('PATCH', endpoints.updateCompany.path(company.id), { token: who.token, body });
    const held = await patch({
      paymentTermsDays: 0,
      creditLimit: null,
      status: 'on-hold',
      holdReason: 'Invoice 12 unpaid',
    });
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({
      paymentTermsDays: 0,
      creditLimit: null,
      status: 'on-hold',
      holdReason: 'Invoice 12 unpaid',
    });
    expect(await readCompany(company.id)).toMatchObject({
      paymentTermsDays: 0,
      creditLimitCents: null,
      status: 'on-hold',
    });
    const released = await patch({ status: 'active' });
    expect(released.body).toMatchObject({ status: 'active', holdReason: null });

    const entries = (await db.collection('audit').where('target.id', '==', company.id).get()).docs.map((d) => d.data());
    expect(entries).toHaveLength(2);
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'company.updated',
        actor: expect.objectContaining({ uid: shopAdmin.uid }),
        before: { paymentTermsDays: 30, creditLimit: 1000, status: 'active', holdReason: null },
        after: { paymentTermsDays: 0, creditLimit: null, status: 'on-hold', holdReason: 'Invoice 12 unpaid' },
      }),
    );

    expect((await patch({})).status).toBe(400);
    expect((await patch({ paymentTermsDays: 45 })).status).toBe(400);
    expect((await patch({ creditLimit: -5 })).status).toBe(400);
    expect((await patch({ status: 'closed' })).status).toBe(400);
    expect((await patch({ name: 'Renamed' })).status).toBe(400);
    expect((await patch({ status: 'on-hold' }, company.admin)).status).toBe(403);
    expect(
      (
        await api('PATCH', endpoints.updateCompany.path('no-such-company'), {
          token: shopAdmin.token,
          body: { status: 'active' },
        })
      ).status,
    ).toBe(404);
  });
});
