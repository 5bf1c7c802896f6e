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

/** An untaxed order of `cents` (a tax-exempt company's): net and total due alike. */
const bill = (cents: number) => ({ netCents: cents, totalDueCents: cents });
const kinds = (c: Company | null, cents: number) => checkoutNotices(c, bill(cents)).map((n) => n.kind);

describe('what a company member is told before placing an order', () => {
  it('nothing for an account in no company, or an order within the limits', () => {
    expect(checkoutNotices(null, bill(1_000_000))).toEqual([]);
    expect(checkoutNotices(undefined, bill(1_000_000))).toEqual([]);
    expect(kinds(company(), 20_000)).toEqual([]);
  });

  it('at the spending limit no approval is needed; one cent above it is', () => {
    expect(kinds(company(), 20_000)).toEqual([]);
    const [notice] = checkoutNotices(company(), bill(20_001));
    expect(notice).toMatchObject({ kind: 'approval', severity: 'info' });
    expect(notice?.text).toContain('above your spending limit of $200.00');
    expect(kinds(company({ spendingLimit: null }), 50_000)).toEqual([]);
  });

  it('an order that passes the available credit is refused (up to it is fine)', () => {
    expect(kinds(company({ spendingLimit: null }), 60_000)).toEqual([]);
    const notices = checkoutNotices(company({ spendingLimit: null }), bill(60_001));
    expect(notices.map((n) => [n.kind, n.severity])).toEqual([['credit', 'error']]);
    expect(notices[0]?.text).toContain('$600.00');
    expect(kinds(company({ creditLimit: null, creditAvailable: null, spendingLimit: null }), 10_000_000)).toEqual([]);
  });

  it('credit covers the total due, tax included; the spending limit reads the net', () => {
    // $550 net + 15% = $632.50 due: above the $600 of credit left, though the net is within it.
    const notices = checkoutNotices(company({ spendingLimit: 55_000 }), { netCents: 55_000, totalDueCents: 63_250 });
    expect(notices.map((n) => n.kind)).toEqual(['credit']);
    expect(notices[0]?.text).toContain('This order of $632.50');
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
