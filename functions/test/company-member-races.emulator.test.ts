import { describe, expect, it } from 'vitest';
import { endpoints, type CompanyMember } from '@toolshub/shared';
import { api, type ErrorBody } from './helpers/api';
import { makeCompany, readCompany, readMembership } from './helpers/companies';
import type { TestUser } from './helpers/users';

/** Item 2's membership changes at once: the company keeps one company admin, and its counts stay right. */

const patchMember = (user: TestUser, uid: string, body: unknown) =>
  api<CompanyMember & ErrorBody>('PATCH', endpoints.updateCompanyMember.path(uid), { token: user.token, body });
const removeMember = (user: TestUser, uid: string) =>
  api<ErrorBody>('DELETE', endpoints.removeCompanyMember.path(uid), { token: user.token });

describe('company admins acting on each other at once', () => {
  it('two admins demoting each other at once leave one admin, and the counts right', async () => {
    for (let round = 0; round < 2; round++) {
      const company = await makeCompany({ admins: 2 });
      const [a, b] = company.admins;
      const results = await Promise.all([
        patchMember(a!, b!.uid, { role: 'buyer' }),
        patchMember(b!, a!.uid, { role: 'buyer' }),
      ]);
      expect(results.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
      const roles = [(await readMembership(a!.uid))!.role, (await readMembership(b!.uid))!.role].sort();
      expect(roles).toEqual(['admin', 'buyer']);
      expect(await readCompany(company.id)).toMatchObject({ memberCount: 2, adminCount: 1 });
    }
  });

  it('two admins removing each other at once leave one admin', async () => {
    const company = await makeCompany({ admins: 2 });
    const [a, b] = company.admins;
    const results = await Promise.all([removeMember(a!, b!.uid), removeMember(b!, a!.uid)]);
    expect(results.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    const left = (await Promise.all([readMembership(a!.uid), readMembership(b!.uid)])).filter(Boolean);
    expect(left).toEqual([expect.objectContaining({ role: 'admin' })]);
    expect(await readCompany(company.id)).toMatchObject({ memberCount: 1, adminCount: 1 });
  });
});
