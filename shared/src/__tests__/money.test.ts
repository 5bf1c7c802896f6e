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
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(-5)).toBe('-$5.00');
    expect(formatPrice(1_000_000)).toBe('$1,000,000.00');
  });

  it('writes every amount as Intl.NumberFormat does for USD in en-US', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    // Whole cents up to a hundred million dollars, halves of a cent (rounded on the number's exact
    // value), three decimals, negatives and the comma boundaries.
    const amounts = [
      0.01, 0.1, 0.5, 0.005, 0.015, 1.005, 1.115, 2.675, 12.345, 99.995, 999.995, 999.999, 1000, 9999.99,
    ];
    // A fixed sequence (a linear congruential generator), so that a failure names the same amounts again.
    let seed = 20261127;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2_000; i++) amounts.push(Math.floor(random() * 10 ** (1 + (i % 10))) / 100);
    for (let i = 0; i < 500; i++) amounts.push(Math.floor(random() * 1e8) / 1000);
    for (const amount of [...amounts, ...amounts.map((a) => -a)]) {
      // One difference on purpose: Intl writes "-$0.00" for a negative amount that rounds to nothing.
      const expected = intl.format(amount) === '-$0.00' ? '$0.00' : intl.format(amount);
      expect(`${amount}: ${formatPrice(amount)}`).toBe(`${amount}: ${expected}`);
    }
    expect(formatPrice(-0)).toBe('$0.00');
    expect(formatPrice(-0.004)).toBe('$0.00');
  });
});
