import { describe, expect, it } from 'vitest';
import { endpoints, type Company, type CompanyInvitationView, type CompanyMember } from '@toolshub/shared';
import { api, type ErrorBody } from './helpers/api';
import { makeCompany, readCompany, readMembership } from './helpers/companies';
import { db } from './helpers/emulators';
import { createUser, type TestUser } from './helpers/users';

/** Item 2: members and roles, invitations, the last company admin. */

const getCompany = (user: TestUser) =>
  api<Company & ErrorBody>('GET', endpoints.getCompany.path(), { token: user.token });
const invite = (user: TestUser, body: unknown) =>
  api<{ id: string } & ErrorBody>('POST', endpoints.inviteCompanyMember.path(), { token: user.token, body });
const accept = (user: TestUser, id: string) =>
  api<Company & ErrorBody>('POST', endpoints.acceptCompanyInvitation.path(id), { token: user.token });
const patchMember = (user: TestUser, uid: string, body: unknown) =>
  api<CompanyMember & ErrorBody>('PATCH', endpoints.updateCompanyMember.path(uid), { token: user.token, body });
const removeMember = (user: TestUser, uid: string) =>
  api<ErrorBody>('DELETE', endpoints.removeCompanyMember.path(uid), { token: user.token });

describe('company members', () => {
  it('GET /api/company: a buyer sees the company without members; an admin also members and invitations', async () => {
    const company = await makeCompany({ buyers: 1, spendingLimits: [250], creditLimit: 1000, creditUsed: 400 });
    const buyer = await getCompany(company.buyers[0]!);
    expect(buyer.status).toBe(200);
    expect(buyer.body).toMatchObject({
      id: company.id,
      role: 'buyer',
      spendingLimit: 250,
      creditLimit: 1000,
      creditUsed: 400,
      creditAvailable: 600,
      locations: [{ id: company.locations[0]!.id, name: 'Main yard' }],
    });
    expect(buyer.body.members).toBeUndefined();
    expect(buyer.body.invitations).toBeUndefined();
    const admin = await getCompany(company.admin);
    expect(admin.body.members?.map((m) => m.role)).toEqual(['admin', 'buyer']);
    expect(admin.body.invitations).toEqual([]);
    // An account in no company: null (not a 404, which a browser logs as an error); a visitor: 401.
    const outsider = await getCompany(await createUser());
    expect(outsider.status).toBe(200);
    expect(outsider.body).toBeNull();
    expect((await api('GET', endpoints.getCompany.path())).status).toBe(401);
  });

  it('invites by e-mail with a link; the invited verified address in no company accepts and joins with the role and limit', async () => {
    const company = await makeCompany();
    const invitee = await createUser({ name: 'Ivy Invitee' });
    const sent = await invite(company.admin, { email: invitee.email.toUpperCase(), role: 'buyer', spendingLimit: 300 });
    expect(sent.status).toBe(201);
    const id = sent.body.id;
    const mail = await db.collection('mail').where('to', 'array-contains', invitee.email).get();
    const message = mail.docs.map((d) => d.data()).find((m) => m.kind === 'company-invitation');
    expect(message?.message.text).toContain(`/company/invitations/${id}`);

    // The admin sees it open; a second invitation of the same address is 409.
    expect((await getCompany(company.admin)).body.invitations).toEqual([
      expect.objectContaining({ id, email: invitee.email, role: 'buyer', spendingLimit: 300, status: 'open' }),
    ]);
    expect((await invite(company.admin, { email: invitee.email, role: 'buyer' })).status).toBe(409);

    // Someone else cannot see or accept it (404); the invitee sees it.
    const stranger = await createUser();
    expect((await api('GET', endpoints.getCompanyInvitation.path(id), { token: stranger.token })).status).toBe(404);
    expect((await accept(stranger, id)).status).toBe(404);
    const view = await api<CompanyInvitationView>('GET', endpoints.getCompanyInvitation.path(id), {
      token: invitee.token,
    });
    expect(view.body).toMatchObject({ id, companyId: company.id, companyName: company.name, status: 'open' });

    const joined = await accept(invitee, id);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id: company.id, role: 'buyer', spendingLimit: 300 });
    expect(await readMembership(invitee.uid)).toMatchObject({
      companyId: company.id,
      role: 'buyer',
      spendingLimitCents: 30000,
    });
    expect(await readCompany(company.id)).toMatchObject({ memberCount: 2, adminCount: 1 });
    // Used once: accepting again is 409, and the invitation list is empty.
    expect((await accept(invitee, id)).status).toBe(409);
    expect((await getCompany(company.admin)).body.invitations).toEqual([]);
    // A member is not invited again.
    expect((await invite(company.admin, { email: invitee.email, role: 'admin' })).status).toBe(409);
  });

  it('refuses to accept for an unverified address (403) or an account in another company (409)', async () => {
    const company = await makeCompany();
    const other = await makeCompany();
    const unverified = await createUser({ verified: false });
    const toUnverified = await invite(company.admin, { email: unverified.email, role: 'buyer' });
    expect((await accept(unverified, toUnverified.body.id)).status).toBe(403);
    const toMember = await invite(company.admin, { email: other.admin.email, role: 'buyer' });
    const refused = await accept(other.admin, toMember.body.id);
    expect(refused.status).toBe(409);
    expect(await readMembership(other.admin.uid)).toMatchObject({ companyId: other.id });
  });

  it('a buyer cannot invite, change or remove members (403); bad bodies are 400', async () => {
    const company = await makeCompany({ buyers: 2 });
    const [buyer, colleague] = company.buyers;
    expect((await invite(buyer!, { email: 'x@test.example', role: 'buyer' })).status).toBe(403);
    expect((await patchMember(buyer!, colleague!.uid, { spendingLimit: 10 })).status).toBe(403);
    expect((await removeMember(buyer!, colleague!.uid)).status).toBe(403);
    expect((await invite(company.admin, { email: 'not-an-address', role: 'buyer' })).status).toBe(400);
    expect((await invite(company.admin, { email: 'a@test.example', role: 'owner' })).status).toBe(400);
    expect((await patchMember(company.admin, colleague!.uid, {})).status).toBe(400);
    expect((await patchMember(company.admin, colleague!.uid, { spendingLimit: 'lots' })).status).toBe(400);
    expect((await patchMember(company.admin, colleague!.uid, { spendingLimit: 10.001 })).status).toBe(400);
  });

  it("another company's members are 404 to an admin; the caller's own are changed and removed", async () => {
    const company = await makeCompany({ buyers: 2 });
    const other = await makeCompany({ buyers: 1 });
    expect((await patchMember(company.admin, other.buyers[0]!.uid, { spendingLimit: 5 })).status).toBe(404);
    expect((await removeMember(company.admin, other.buyers[0]!.uid)).status).toBe(404);
    expect((await patchMember(company.admin, 'no-such-uid', { role: 'admin' })).status).toBe(404);
    expect(await readMembership(other.buyers[0]!.uid)).toMatchObject({ companyId: other.id });

    const changed = await patchMember(company.admin, company.buyers[0]!.uid, { role: 'admin', spendingLimit: null });
    expect(changed.body).toMatchObject({ role: 'admin', spendingLimit: null });
    expect(await readCompany(company.id)).toMatchObject({ memberCount: 3, adminCount: 2 });
    const limited = await patchMember(company.admin, company.buyers[1]!.uid, { spendingLimit: 99.99 });
    expect(limited.body).toMatchObject({ role: 'buyer', spendingLimit: 99.99 });
    expect((await removeMember(company.admin, company.buyers[1]!.uid)).status).toBe(200);
    expect(await readMembership(company.buyers[1]!.uid)).toBeNull();
    expect(await readCompany(company.id)).toMatchObject({ memberCount: 2, adminCount: 2 });
    // The removed buyer is in no company now.
    const removed = await getCompany(company.buyers[1]!);
    expect([removed.status, removed.body]).toEqual([200, null]);
  });

  it('the last company admin can be neither demoted nor removed, not even by themselves (409)', async () => {
    const company = await makeCompany({ buyers: 1 });
    const demote = await patchMember(company.admin, company.admin.uid, { role: 'buyer' });
    expect(demote.status).toBe(409);
    expect(demote.body.error.message).toMatch(/at least one company admin/);
    expect((await removeMember(company.admin, company.admin.uid)).status).toBe(409);
    expect(await readCompany(company.id)).toMatchObject({ memberCount: 2, adminCount: 1 });
    // With a second admin, one may leave.
    await patchMember(company.admin, company.buyers[0]!.uid, { role: 'admin' });
    expect((await removeMember(company.admin, company.admin.uid)).status).toBe(200);
    expect(await readCompany(company.id)).toMatchObject({ memberCount: 1, adminCount: 1 });
  });

  it('a company admin revokes an open invitation; it can no longer be accepted', async () => {
    const company = await makeCompany();
    const invitee = await createUser();
    const { body } = await invite(company.admin, { email: invitee.email, role: 'admin' });
    const other = await makeCompany();
    expect(
      (await api('DELETE', endpoints.revokeCompanyInvitation.path(body.id), { token: other.admin.token })).status,
    ).toBe(404);
    const revoked = await api('DELETE', endpoints.revokeCompanyInvitation.path(body.id), {
      token: company.admin.token,
    });
    expect(revoked.body).toMatchObject({ deletedCount: 1 });
    expect((await accept(invitee, body.id)).status).toBe(409);
    expect(await readMembership(invitee.uid)).toBeNull();
  });
});
