import { describe, expect, it } from 'vitest';
import type { Company } from '@toolshub/shared';
import { checkoutNotices, siteContact } from '../company-checkout';

const company = (over: Partial<Company> = {}): Company => ({
  id: 'co1',
  name: 'Oak & Sons',
  taxId: null,
  status: 'active',
  holdReason: null,
  taxExempt: false,
  taxExemptReference: null,
  paymentTermsDays: 30,
  creditLimit: 1000,
  creditUsed: 400,
  creditAvailable: 600,
  locations: [{ id: 's1', name: 'Yard', address: '1 Mill Lane', phone: '01712345678' }],
  role: 'buyer',
  spendingLimit: 200,
  ...over,
});

const kinds = (c: Company | null, cents: number) => checkoutNotices(c, cents).map((n) => n.kind);

describe('what a company member is told before placing an order', () => {
  it('nothing for an account in no company, or an order within the limits', () => {
    expect(checkoutNotices(null, 1_000_000)).toEqual([]);
    expect(checkoutNotices(undefined, 1_000_000)).toEqual([]);
    expect(kinds(company(), 20_000)).toEqual([]);
  });

  it('at the spending limit no approval is needed; one cent above it is', () => {
    expect(kinds(company(), 20_000)).toEqual([]);
    const [notice] = checkoutNotices(company(), 20_001);
    expect(notice).toMatchObject({ kind: 'approval', severity: 'info' });
    expect(notice?.text).toContain('above your spending limit of $200.00');
    expect(kinds(company({ spendingLimit: null }), 50_000)).toEqual([]);
  });

  it('an order that passes the available credit is refused (up to it is fine)', () => {
    expect(kinds(company({ spendingLimit: null }), 60_000)).toEqual([]);
    const notices = checkoutNotices(company({ spendingLimit: null }), 60_001);
    expect(notices.map((n) => [n.kind, n.severity])).toEqual([['credit', 'error']]);
    expect(notices[0]?.text).toContain('$600.00');
    expect(kinds(company({ creditLimit: null, creditAvailable: null, spendingLimit: null }), 10_000_000)).toEqual([]);
  });

  it('a company on hold cannot order at all', () => {
    expect(kinds(company({ status: 'on-hold' }), 100)).toEqual(['on-hold']);
  });

  it('says every rule that applies', () => {
    expect(kinds(company({ status: 'on-hold' }), 70_000)).toEqual(['on-hold', 'credit', 'approval']);
  });

  it("fills the order's address and phone from a site", () => {
    expect(siteContact({ id: 's1', name: 'Yard', address: '1 Mill Lane', phone: '01712345678' })).toEqual({
      orderAddress: '1 Mill Lane',
      phoneNumber: '01712345678',
    });
  });
});
