import { describe, expect, it } from 'vitest';
import { dashboardScreens, screenAt, screensFor } from '../dashboard-screens';
import { paths } from '../paths';

const labels = (caller: Parameters<typeof screensFor>[0], membership?: Parameters<typeof screensFor>[1]) =>
  screensFor(caller, membership).map((s) => s.label);

describe('the dashboard screens, read through the permission table', () => {
  it("a customer's: their profile, their orders and the review form", () => {
    expect(labels({ uid: 'c1', email: 'c@x.example', admin: false })).toEqual([
      'My Profile',
      'My Order',
      'Buying Lists',
      'My Quotes',
      'Add Review',
    ]);
  });

  it("an admin's: Analytics first, their profile and the shop's screens, not the customer shortcuts", () => {
    expect(labels({ uid: 'a1', email: 'a@x.example', admin: true })).toEqual([
      'Analytics',
      'My Profile',
      'Make Admin',
      'All Orders',
      'All Products',
      'Add Products',
      'Import Products',
      'Inquiries',
      'Audit Log',
      'Companies',
      'Price Lists',
      'Quotes',
    ]);
  });

  it("a company's buyer also gets Company; its admin Company and Approvals", () => {
    const customer = { uid: 'c1', email: 'c@x.example', admin: false };
    expect(labels(customer, { role: 'buyer' })).toEqual([
      'My Profile',
      'My Order',
      'Buying Lists',
      'My Quotes',
      'Add Review',
      'Company',
    ]);
    expect(labels(customer, { role: 'admin' })).toEqual([
      'My Profile',
      'My Order',
      'Buying Lists',
      'My Quotes',
      'Add Review',
      'Company',
      'Approvals',
    ]);
    expect(labels(null, { role: 'admin' })).toEqual([]);
  });

  it("a visitor's: none", () => {
    expect(labels(null)).toEqual([]);
  });

  it('has one screen per dashboard path, each findable by its path', () => {
    expect(new Set(dashboardScreens.map((s) => s.to)).size).toBe(dashboardScreens.length);
    expect(screenAt(paths.dashboard.makeAdmin).action).toBe('users:read');
    expect(() => screenAt('/nowhere')).toThrow(/No dashboard screen/);
  });
});
