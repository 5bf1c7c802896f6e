import { describe, expect, it } from 'vitest';
import { audiencesOf, can, needsSignIn, type Caller } from '../auth/permissions';

const customer: Caller = { uid: 'c1', email: 'carl@example.com', admin: false };
const admin: Caller = { uid: 'a1', email: 'ada@example.com', admin: true };
const guest: Caller = { uid: 'g1', email: null, admin: false, anonymous: true };

describe('the permission table', () => {
  it('lets anyone read the catalogue and the reviews, and send an inquiry', () => {
    for (const caller of [null, guest, customer, admin]) {
      expect(can('tools:read', caller)).toBe(true);
      expect(can('reviews:read', caller)).toBe(true);
      expect(can('inquiries:create', caller)).toBe(true);
    }
  });

  it('lets signed-in accounts order and review, but NOT a visitor or a guest (anonymous) session', () => {
    expect(can('orders:place', customer)).toBe(true);
    expect(can('reviews:create', admin)).toBe(true);
    expect(can('orders:place', null)).toBe(false);
    expect(can('reviews:create', guest)).toBe(false);
    expect(can('orders:place', guest)).toBe(false);
  });

  it("lets an owner read their own account's data, by uid or by any-case e-mail, and NOT someone else's", () => {
    expect(can('orders:read-own', customer, { email: 'CARL@example.com' })).toBe(true);
    expect(can('orders:cancel', customer, { uid: 'c1' })).toBe(true);
    expect(can('orders:read-own', customer, { email: 'someone@example.com' })).toBe(false);
    expect(can('orders:cancel', customer, { uid: 'other' })).toBe(false);
    expect(can('profile:read', customer)).toBe(false);
  });

  it("lets an admin do the shop's work and read anyone's account; NOT a customer", () => {
    for (const action of [
      'tools:create',
      'orders:read-all',
      'orders:advance',
      'orders:record-payment',
      'users:read',
      'admins:revoke',
    ] as const) {
      expect(can(action, admin)).toBe(true);
      expect(can(action, customer)).toBe(false);
    }
    expect(can('orders:read-own', admin, { email: 'carl@example.com' })).toBe(true);
  });

  it("keeps the product's customer-only dashboard screens off an admin's drawer", () => {
    expect(can('screens:customer-dashboard', customer)).toBe(true);
    expect(can('screens:customer-dashboard', admin)).toBe(false);
  });

  it('names the audiences and says which actions need a sign-in', () => {
    expect(audiencesOf(null)).toEqual(['visitor']);
    expect(audiencesOf(guest)).toEqual(['visitor']);
    expect(audiencesOf(admin, { uid: 'a1' })).toEqual(['admin', 'owner']);
    expect(needsSignIn('tools:read')).toBe(false);
    expect(needsSignIn('orders:place')).toBe(true);
  });

  it('lets a company admin manage the company and approve; a buyer only read it; NOT a non-member or a shop admin', () => {
    const companyAdmin = { role: 'admin' } as const;
    const buyer = { role: 'buyer' } as const;
    expect(can('company:read', customer, undefined, buyer)).toBe(true);
    expect(can('company:manage', customer, undefined, companyAdmin)).toBe(true);
    expect(can('orders:approve', customer, undefined, companyAdmin)).toBe(true);
    expect(can('company:manage', customer, undefined, buyer)).toBe(false);
    expect(can('orders:approve', customer, undefined, buyer)).toBe(false);
    expect(can('company:read', customer, undefined, null)).toBe(false);
    expect(can('company:read', admin)).toBe(false);
    expect(can('company:manage', guest, undefined, companyAdmin)).toBe(false);
    expect(can('companies:update', admin)).toBe(true);
    expect(can('companies:update', customer, undefined, companyAdmin)).toBe(false);
    expect(audiencesOf(customer, undefined, companyAdmin)).toEqual(['customer', 'company-member', 'company-admin']);
  });
});
