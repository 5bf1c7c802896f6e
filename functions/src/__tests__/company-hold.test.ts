import { describe, expect, it } from 'vitest';
import { companiesToHold } from '../domain/company-hold';

const DAY = 86_400_000;
const now = new Date('2026-06-30T12:00:00Z');
const dueDaysAgo = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY - extraMs);

describe('the daily credit hold', () => {
  it('holds a company whose invoice is overdue by more than the days, not by exactly that many', () => {
    const invoices = [
      { companyId: 'late', status: 'shipped', payment: 'unpaid' as const, paymentDueAt: dueDaysAgo(15, 1) },
      { companyId: 'on-the-day', status: 'shipped', payment: 'unpaid' as const, paymentDueAt: dueDaysAgo(15) },
    ];
    expect(companiesToHold(invoices, now, 15)).toEqual(['late']);
  });

  it('ignores paid and cancelled invoices, and names each company once', () => {
    const invoices = [
      { companyId: 'paid', status: 'delivered', payment: 'paid' as const, paymentDueAt: dueDaysAgo(90) },
      { companyId: 'gone', status: 'cancelled', payment: 'unpaid' as const, paymentDueAt: dueDaysAgo(90) },
      { companyId: 'twice', status: 'shipped', payment: 'unpaid' as const, paymentDueAt: dueDaysAgo(40) },
      { companyId: 'twice', status: 'delivered', payment: 'unpaid' as const, paymentDueAt: dueDaysAgo(20) },
    ];
    expect(companiesToHold(invoices, now, 15)).toEqual(['twice']);
  });
});
