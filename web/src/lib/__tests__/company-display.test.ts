import { describe, expect, it } from 'vitest';
import { creditFigures, limitFromText, limitLabel, paymentTermsLabel } from '../company-display';

describe("a company's figures as the screens say them", () => {
  it('names the payment terms: prepayment for 0 days, else Net n', () => {
    expect(paymentTermsLabel(0)).toBe('Prepayment');
    expect(paymentTermsLabel(30)).toBe('Net 30');
    expect(paymentTermsLabel(60)).toBe('Net 60');
  });

  it('says a limit in dollars, or that there is none', () => {
    expect(limitLabel(null)).toBe('No limit');
    expect(limitLabel(1500)).toBe('$1,500.00');
    expect(limitLabel(0)).toBe('$0.00');
  });

  it('reads a limit field: blank is no limit, else dollars', () => {
    expect(limitFromText('')).toBeNull();
    expect(limitFromText('  ')).toBeNull();
    expect(limitFromText(undefined)).toBeNull();
    expect(limitFromText('250.5')).toBe(250.5);
    expect(limitFromText('0')).toBe(0);
  });

  it('fills the credit bar with the share of the limit in use, in cents (no float drift), at most full', () => {
    expect(creditFigures({ creditLimit: 1000, creditUsed: 250.1, creditAvailable: 749.9 })).toEqual({
      percent: 25.01,
      text: '$250.10 used of $1,000.00; $749.90 available',
    });
    // Over the limit (a limit lowered under the open balance): full, nothing available.
    expect(creditFigures({ creditLimit: 100, creditUsed: 150, creditAvailable: 0 })).toEqual({
      percent: 100,
      text: '$150.00 used of $100.00; $0.00 available',
    });
    // A limit of 0 is full from the start.
    expect(creditFigures({ creditLimit: 0, creditUsed: 0, creditAvailable: 0 }).percent).toBe(100);
  });

  it('has no bar without a limit: the open balance only', () => {
    expect(creditFigures({ creditLimit: null, creditUsed: 99.5, creditAvailable: null })).toEqual({
      percent: null,
      text: '$99.50 open, no credit limit',
    });
  });
});
