import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Company, type CompanyApplication } from '@toolshub/shared';
import { api, type ErrorBody } from './helpers/api';
import { makeCompany, readCompany, readMembership } from './helpers/companies';
import { db, unique } from './helpers/emulators';
import { createUser, type TestUser } from './helpers/users';

/** Item 1: applying for a trade account, and the shop admin's decision. */

const application = (name = unique('Joinery')) => ({
  companyName: name,
  taxId: 'GB123456789',
  address: '7 Dovetail Row, Timbertown',
  phone: '01711111111',
});

function apply(user: TestUser, body: unknown = application()) {
  return api<{ id: string } & ErrorBody>('POST', endpoints.applyForCompany.path(), { token: user.token, body });
}

function decide(admin: TestUser, id: string, body: unknown) {
  return api<CompanyApplication & ErrorBody>('PATCH', endpoints.decideCompanyApplication.path(id), {
    token: admin.token,
    body,
  });
}

async function mailTo(email: string, kind: string) {
  const snap = await db.collection('mail').where('to', 'array-contains', email).where('kind', '==', kind).get();
  return snap.docs.map((d) => d.data());
}

async function auditAbout(id: string) {
  const snap = await db.collection('audit').where('target.id', '==', id).get();
  return snap.docs.map((d) => d.data());
}

describe('trade account applications', () => {
  let shopAdmin: TestUser;
  beforeAll(async () => {
    shopAdmin = await createUser({ admin: true });
  });

  it('a verified customer applies once (201), a second pending application is 409', async () => {
    const customer = await createUser();
    const first = await apply(customer);
    expect(first.status).toBe(201);
    expect(first.body.id).toEqual(expect.any(String));
    const second = await apply(customer);
    expect(second.status).toBe(409);
    expect(second.body.error.message).toMatch(/already applied/);
  });

  it('two applications at once: exactly one is taken', async () => {
    const customer = await createUser();
    const results = await Promise.all([apply(customer), apply(customer)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const stored = await db.collection('companyApplications').where('applicant.uid', '==', customer.uid).get();
    expect(stored.size).toBe(1);
  });

  it('refuses an unverified account (403), a member of a company (409), a visitor (401) and bad bodies (400)', async () => {
    const unverified = await createUser({ verified: false });
    expect((await apply(unverified)).status).toBe(403);
    const company = await makeCompany({ buyers: 1 });
    const member = await apply(company.buyers[0]!);
    expect(member.status).toBe(409);
    expect(member.body.error.message).toMatch(/company already/);
    expect((await api('POST', endpoints.applyForCompany.path(), { body: application() })).status).toBe(401);
    const customer = await createUser();
    const bad = await apply(customer, { companyName: '', address: 'x', phone: '12', extra: 1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(expect.arrayContaining(['companyName', 'phone']));
  });

  it('approving makes the company with the applicant as its first company admin, mailed and audited', async () => {
    const customer = await createUser({ name: 'Ada Applicant' });
    const name = unique('Oak & Sons');
    const { body } = await apply(customer, application(name));
    const decided = await decide(shopAdmin, body.id, {
      decision: 'approve',
      paymentTermsDays: 60,
      creditLimit: 2500.5,
      note: 'Welcome',
    });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ status: 'approved', companyName: name, note: 'Welcome' });
    const companyId = decided.body.companyId!;
    expect(await readCompany(companyId)).toMatchObject({
      name,
      status: 'active',
      paymentTermsDays: 60,
      creditLimitCents: 250050,
      creditUsedCents: 0,
      memberCount: 1,
      adminCount: 1,
      applicationId: body.id,
    });
    expect(await readMembership(customer.uid)).toMatchObject({ companyId, role: 'admin', spendingLimitCents: null });

    const mine = await api<Company>('GET', endpoints.getCompany.path(), { token: customer.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      id: companyId,
      name,
      taxId: 'GB123456789',
      paymentTermsDays: 60,
      creditLimit: 2500.5,
      creditUsed: 0,
      creditAvailable: 2500.5,
      role: 'admin',
      locations: [{ name: 'Main site', address: '7 Dovetail Row, Timbertown', phone: '01711111111' }],
    });
    expect(mine.body.members).toEqual([expect.objectContaining({ uid: customer.uid, role: 'admin' })]);

    const [mail] = await mailTo(customer.email, 'company-application-approved');
    expect(mail?.message.text).toContain(name);
    expect(mail?.message.text).toContain('/dashboard/company');
    const [entry] = await auditAbout(body.id);
    expect(entry).toMatchObject({
      action: 'company.application-approved',
      actor: { uid: shopAdmin.uid },
      after: { status: 'approved', companyId, paymentTermsDays: 60, creditLimit: 2500.5 },
    });

    // Decided once: a second decision is 409, and the account may not apply again while in the company.
    expect((await decide(shopAdmin, body.id, { decision: 'reject' })).status).toBe(409);
    expect((await apply(customer)).status).toBe(409);
  });

  it('approval defaults to 30 days and no credit limit', async () => {
    const customer = await createUser();
    const { body } = await apply(customer);
    const decided = await decide(shopAdmin, body.id, { decision: 'approve' });
    expect(await readCompany(decided.body.companyId!)).toMatchObject({ paymentTermsDays: 30, creditLimitCents: null });
  });

  it('rejecting makes no company, mails the note and is audited; the account may apply again', async () => {
    const customer = await createUser();
    const { body } = await apply(customer);
    const decided = await decide(shopAdmin, body.id, { decision: 'reject', note: 'We could not verify the tax id' });
    expect(decided.body).toMatchObject({ status: 'rejected', companyId: null });
    expect(await readMembership(customer.uid)).toBeNull();
    const [mail] = await mailTo(customer.email, 'company-application-rejected');
    expect(mail?.message.text).toContain('We could not verify the tax id');
    expect((await auditAbout(body.id))[0]).toMatchObject({ action: 'company.application-rejected' });
    expect((await apply(customer)).status).toBe(201);
  });

  it('refuses bad decisions: terms with a rejection, unknown terms, unknown ids, customers', async () => {
    const customer = await createUser();
    const { body } = await apply(customer);
    expect((await decide(shopAdmin, body.id, { decision: 'reject', paymentTermsDays: 30 })).status).toBe(400);
    expect((await decide(shopAdmin, body.id, { decision: 'approve', paymentTermsDays: 45 })).status).toBe(400);
    expect((await decide(shopAdmin, body.id, { decision: 'approve', creditLimit: -1 })).status).toBe(400);
    expect((await decide(shopAdmin, body.id, { decision: 'maybe' })).status).toBe(400);
    expect((await decide(shopAdmin, 'no-such-application', { decision: 'approve' })).status).toBe(404);
    expect((await decide(customer, body.id, { decision: 'approve' })).status).toBe(403);
  });

  it('lists applications by status, newest first, with X-Total-Count and paging; customers get 403', async () => {
    const customer = await createUser();
    const { body } = await apply(customer);
    const pending = await api<CompanyApplication[]>(
      'GET',
      endpoints.listCompanyApplications.path({ status: 'pending', limit: 100 }),
      {
        token: shopAdmin.token,
      },
    );
    expect(pending.status).toBe(200);
    expect(Number(pending.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);
    expect(pending.body.every((a) => a.status === 'pending')).toBe(true);
    expect(pending.body.find((a) => a.id === body.id)).toMatchObject({
      applicant: { uid: customer.uid, email: customer.email },
    });
    const firstPage = await api<CompanyApplication[]>('GET', endpoints.listCompanyApplications.path({ limit: 1 }), {
      token: shopAdmin.token,
    });
    expect(firstPage.body).toHaveLength(1);
    expect(firstPage.headers.get('link')).toMatch(/after=/);
    expect(
      (
        await api('GET', endpoints.listCompanyApplications.path({ status: 'open' as never }), {
          token: shopAdmin.token,
        })
      ).status,
    ).toBe(400);
    expect((await api('GET', '/company-applications?sort=x', { token: shopAdmin.token })).status).toBe(400);
    expect((await api('GET', endpoints.listCompanyApplications.path(), { token: customer.token })).status).toBe(403);
  });
});
