import { describe, expect, it } from 'vitest';
import { formatPrice, fromCents, hasAtMostTwoDecimals, toCents, totalBill } from '../domain/money';

describe('money in integer cents', () => {
  it('converts dollars to cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('computes a bill as quantity × price in cents', () => {
    expect(totalBill(0.1, 3)).toBe(0.3);
    expect(totalBill(19.99, 100)).toBe(1999);
    expect(totalBill(7.45, 37)).toBe(275.65);
  });

  it('tells prices with more than two decimals apart', () => {
    expect(hasAtMostTwoDecimals(12.5)).toBe(true);
    expect(hasAtMostTwoDecimals(12.55)).toBe(true);
    expect(hasAtMostTwoDecimals(12.555)).toBe(false);
  });

  it('formats dollars for display', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });
});
