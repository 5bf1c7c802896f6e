import { describe, expect, it } from 'vitest';
import { formatTaxRate, taxOfCents, taxOrder, taxRateFor, type TaxRates } from '../domain/tax';

const rates: TaxRates = { rate: 0.15, byCategory: { books: 0.05, food: 0 } };

describe('taxRateFor', () => {
  it("takes a category's override, else the shop's rate", () => {
    expect(taxRateFor('books', rates)).toBe(0.05);
    expect(taxRateFor('food', rates)).toBe(0);
    expect(taxRateFor('saws', rates)).toBe(0.15);
    expect(taxRateFor(undefined, rates)).toBe(0.15);
    expect(taxRateFor('', { rate: 0.2 })).toBe(0.2);
  });
});

describe('taxOfCents', () => {
  it('rounds to the cent half up', () => {
    expect(taxOfCents(10, 0.15)).toBe(2); // 1.5 → 2
    expect(taxOfCents(30, 0.15)).toBe(5); // 4.5 → 5
    expect(taxOfCents(3, 0.15)).toBe(0); // 0.45 → 0
    expect(taxOfCents(7, 0.15)).toBe(1); // 1.05 → 1
    expect(taxOfCents(250, 0.05)).toBe(13); // 12.5 → 13
    expect(taxOfCents(249, 0.05)).toBe(12); // 12.45 → 12
  });
  it('has no float error on large or awkward amounts', () => {
    expect(taxOfCents(1_999_999_99, 0.15)).toBe(29_999_999 + 1); // 29999999.85 → 30000000
    expect(taxOfCents(69_900, 0.15)).toBe(10_485);
    expect(taxOfCents(1_000, 0.075)).toBe(75);
    expect(taxOfCents(0, 0.15)).toBe(0);
  });
});

describe('taxOrder', () => {
  it('taxes each line by its category and adds the rounded line taxes', () => {
    const tax = taxOrder(
      [
        { netCents: 10, category: 'saws' }, // 1.5 → 2
        { netCents: 10, category: 'saws' }, // 1.5 → 2 (the total's 3 would be rounding once)
        { netCents: 250, category: 'books' }, // 12.5 → 13
      ],
      rates,
    );
    expect(tax.lines).toEqual([
      { taxRate: 0.15, taxCents: 2 },
      { taxRate: 0.15, taxCents: 2 },
      { taxRate: 0.05, taxCents: 13 },
    ]);
    expect(tax).toMatchObject({ taxRate: null, taxCents: 17, netCents: 270, totalDueCents: 287 });
  });
  it("answers the lines' common rate", () => {
    expect(taxOrder([{ netCents: 1_000, category: 'saws' }], rates)).toMatchObject({
      taxRate: 0.15,
      taxCents: 150,
      totalDueCents: 1_150,
    });
    expect(taxOrder([{ netCents: 1_000, category: 'books' }], rates).taxRate).toBe(0.05);
  });
  it('taxes an exempt buyer at 0', () => {
    const tax = taxOrder(
      [
        { netCents: 1_000, category: 'saws' },
        { netCents: 250, category: 'books' },
      ],
      rates,
      { taxExempt: true },
    );
    expect(tax).toEqual({
      lines: [
        { taxRate: 0, taxCents: 0 },
        { taxRate: 0, taxCents: 0 },
      ],
      taxRate: 0,
      taxCents: 0,
      netCents: 1_250,
      totalDueCents: 1_250,
    });
  });
  it('formats rates', () => {
    expect(formatTaxRate(0.15)).toBe('15%');
    expect(formatTaxRate(0.075)).toBe('7.5%');
    expect(formatTaxRate(0)).toBe('0%');
  });
});
