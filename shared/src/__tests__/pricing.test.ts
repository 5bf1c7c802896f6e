import { describe, expect, it } from 'vitest';
import {
  lineSavingCents,
  lineTotalCents,
  lowestUnitPriceCents,
  priceListOf,
  priceTierProblem,
  tierIndexFor,
  unitPriceCents,
  type PriceList,
} from '../domain/pricing';

// List $12.50 from 10 pieces; $11.00 from 50; $9.75 from 200.
const list: PriceList = {
  priceCents: 1250,
  priceTiers: [
    { minQuantity: 50, priceCents: 1100 },
    { minQuantity: 200, priceCents: 975 },
  ],
};

describe('unitPriceCents and lineTotalCents', () => {
  it.each([
    [10, -1, 1250],
    [49, -1, 1250],
    [50, 0, 1100],
    [51, 0, 1100],
    [199, 0, 1100],
    [200, 1, 975],
    [201, 1, 975],
    [100_000, 1, 975],
  ])('%i pieces: tier %i, %i cents each', (quantity, tier, cents) => {
    expect(tierIndexFor(list, quantity)).toBe(tier);
    expect(unitPriceCents(list, quantity)).toBe(cents);
    expect(lineTotalCents(list, quantity)).toBe(cents * quantity);
  });

  it('is the list price without tiers', () => {
    const flat = { priceCents: 745, priceTiers: [] };
    expect(unitPriceCents(flat, 1)).toBe(745);
    expect(lineTotalCents(flat, 37)).toBe(27565);
    expect(lineSavingCents(flat, 37)).toBe(0);
  });

  it('says what a tier saves against the list price', () => {
    expect(lineSavingCents(list, 49)).toBe(0);
    expect(lineSavingCents(list, 50)).toBe(50 * 150);
    expect(lineSavingCents(list, 200)).toBe(200 * 275);
  });

  it('finds the lowest unit price for "from $X"', () => {
    expect(lowestUnitPriceCents(list)).toBe(975);
    expect(lowestUnitPriceCents({ priceCents: 745, priceTiers: [] })).toBe(745);
  });

  it('reads the wire shape in dollars without float drift', () => {
    const wire = { price: 0.3, priceTiers: [{ minQuantity: 20, price: 0.29 }] };
    expect(priceListOf(wire)).toEqual({ priceCents: 30, priceTiers: [{ minQuantity: 20, priceCents: 29 }] });
    expect(lineTotalCents(priceListOf(wire), 3)).toBe(90);
    expect(lineTotalCents(priceListOf(wire), 21)).toBe(609);
  });
});

describe('priceTierProblem', () => {
  const tool = { priceCents: 1250, minOrder: 10 };

  it('accepts no tiers and well-ordered tiers', () => {
    expect(priceTierProblem([], tool)).toBeNull();
    expect(priceTierProblem(list.priceTiers, tool)).toBeNull();
    expect(priceTierProblem([{ minQuantity: 11, priceCents: 1249 }], tool)).toBeNull();
  });

  it('wants the first tier above the minimum order', () => {
    expect(priceTierProblem([{ minQuantity: 10, priceCents: 1100 }], tool)).toEqual({
      index: 0,
      field: 'minQuantity',
      message: 'The first tier must start above the minimum order (10 pieces)',
    });
  });

  it('wants quantities that increase', () => {
    const tiers = [
      { minQuantity: 50, priceCents: 1100 },
      { minQuantity: 50, priceCents: 1000 },
    ];
    expect(priceTierProblem(tiers, tool)).toEqual({
      index: 1,
      field: 'minQuantity',
      message: 'Each tier must start at a larger quantity than the one before',
    });
  });

  it('wants the first tier below the list price and each one below the last', () => {
    expect(priceTierProblem([{ minQuantity: 50, priceCents: 1250 }], tool)).toEqual({
      index: 0,
      field: 'price',
      message: 'A tier must cost less than the list price ($12.50)',
    });
    const tiers = [
      { minQuantity: 50, priceCents: 1100 },
      { minQuantity: 100, priceCents: 1100 },
    ];
    expect(priceTierProblem(tiers, tool)).toEqual({
      index: 1,
      field: 'price',
      message: 'Each tier must cost less than the one before',
    });
  });
});
