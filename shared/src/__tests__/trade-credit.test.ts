import { describe, expect, it } from 'vitest';
import {
  creditAvailableCents,
  creditRefusal,
  holdRefusal,
  needsApproval,
  paymentDueDate,
  shipRefusal,
  shouldHoldCompany,
} from '../domain/trade-credit';

const DAY = 86_400_000;

describe('spending limit', () => {
  it('needs no approval at the limit, and approval one cent above', () => {
    expect(needsApproval(50_000, 50_000)).toBe(false);
    expect(needsApproval(50_000, 50_001)).toBe(true);
    expect(needsApproval(50_000, 49_999)).toBe(false);
  });

  it('needs none without a limit; a limit of 0 sends every order for approval', () => {
    expect(needsApproval(null, 10_000_000)).toBe(false);
    expect(needsApproval(0, 1)).toBe(true);
  });
});

describe('credit limit', () => {
  it('lets the balance reach the limit, not pass it by a cent', () => {
    expect(creditRefusal({ creditLimitCents: 100_000, creditUsedCents: 60_000 }, 40_000)).toBeNull();
    const refusal = creditRefusal({ creditLimitCents: 100_000, creditUsedCents: 60_000 }, 40_001);
    expect(refusal).toContain('$400.00');
    expect(refusal).toContain('available credit');
  });

  it('refuses nothing without a limit', () => {
    expect(creditRefusal({ creditLimitCents: null, creditUsedCents: 9_000_000 }, 9_000_000)).toBeNull();
    expect(creditAvailableCents({ creditLimitCents: null, creditUsedCents: 5 })).toBeNull();
  });

  it('reports no negative credit when the balance is above a lowered limit', () => {
    expect(creditAvailableCents({ creditLimitCents: 1_000, creditUsedCents: 5_000 })).toBe(0);
    expect(creditRefusal({ creditLimitCents: 1_000, creditUsedCents: 5_000 }, 1)).toContain('$0.00');
  });
});

describe('hold', () => {
  it('refuses a company on hold, not an active one', () => {
    expect(holdRefusal('active')).toBeNull();
    expect(holdRefusal('on-hold')).toMatch(/on hold/);
  });

  it('goes on hold for an invoice unpaid more than the days after its due date, not at exactly that', () => {
    const due = new Date('2026-03-01T12:00:00Z');
    const invoice = { status: 'shipped', payment: 'unpaid' as const, paymentDueAt: due };
    expect(shouldHoldCompany([invoice], new Date(due.getTime() + 15 * DAY), 15)).toBe(false);
    expect(shouldHoldCompany([invoice], new Date(due.getTime() + 15 * DAY + 1), 15)).toBe(true);
  });

  it('ignores paid, cancelled and not yet invoiced orders', () => {
    const long = new Date('2020-01-01T00:00:00Z');
    const now = new Date('2026-01-01T00:00:00Z');
    expect(
      shouldHoldCompany(
        [
          { status: 'shipped', payment: 'paid', paymentDueAt: long },
          { status: 'cancelled', payment: 'unpaid', paymentDueAt: long },
          { status: 'pending', payment: 'unpaid', paymentDueAt: null },
        ],
        now,
        15,
      ),
    ).toBe(false);
  });
});

describe('payment terms', () => {
  it('puts the due date the terms after shipping', () => {
    const shipped = new Date('2026-01-10T00:00:00Z');
    expect(paymentDueDate(shipped, 60).toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(paymentDueDate(shipped, 0).getTime()).toBe(shipped.getTime());
  });

  it('ships a prepaying company only once paid', () => {
    expect(shipRefusal(0, 'unpaid')).toMatch(/record its payment/);
    expect(shipRefusal(0, 'paid')).toBeNull();
    expect(shipRefusal(30, 'unpaid')).toBeNull();
  });
});
