import { describe, expect, it } from 'vitest';
import {
  buyerPriceListOf,
  contractLineTotalCents,
  contractPriceList,
  contractUnitPriceCents,
  percentOffCents,
  withYourPrice,
  yourPriceList,
  type ContractRules,
  type PricedTool,
} from '../domain/contract-price';
import { unitPriceCents } from '../domain/pricing';
import type { Tool } from '../types';

// A saw: list $20.00 from 5 pieces; $18.00 from 50; $15.00 from 200.
const saw: PricedTool = {
  id: 'saw',
  category: 'saws',
  minOrder: 5,
  priceCents: 2000,
  priceTiers: [
    { minQuantity: 50, priceCents: 1800 },
    { minQuantity: 200, priceCents: 1500 },
  ],
};
const list = (id: string, ...rules: ContractRules['rules']): ContractRules => ({ id, rules });

describe('contractUnitPriceCents: one list', () => {
  it('is the tier price when no list names the tool or its category', () => {
    const other = list('a', { toolId: 'hammer', unitPriceCents: 100 }, { category: 'chisels', percentOff: 50 });
    for (const quantity of [5, 50, 200]) {
      expect(contractUnitPriceCents(saw, quantity, [other])).toBe(unitPriceCents(saw, quantity));
      expect(contractUnitPriceCents(saw, quantity, [])).toBe(unitPriceCents(saw, quantity));
    }
  });

  it("a fixed unit price is the price at every quantity, the tiers' included", () => {
    const fixed = list('a', { toolId: 'saw', unitPriceCents: 1700 });
    expect([5, 49, 50, 199, 200, 1000].map((q) => contractUnitPriceCents(saw, q, [fixed]))).toEqual([
      1700, 1700, 1700, 1700, 1700, 1700,
    ]);
    expect(contractLineTotalCents(saw, 10, [fixed])).toBe(17_000);
  });

  it('a fixed price beats the category discount of the same list, even a lower one', () => {
    const both = list('a', { category: 'saws', percentOff: 50 }, { toolId: 'saw', unitPriceCents: 1900 });
    expect(contractUnitPriceCents(saw, 5, [both])).toBe(1900);
    expect(contractUnitPriceCents(saw, 200, [both])).toBe(1900);
  });

  it("a category discount applies to the volume tier's price for the quantity", () => {
    const tenOff = list('a', { category: 'saws', percentOff: 10 });
    expect(contractUnitPriceCents(saw, 5, [tenOff])).toBe(1800); // 10% off $20.00
    expect(contractUnitPriceCents(saw, 49, [tenOff])).toBe(1800);
    expect(contractUnitPriceCents(saw, 50, [tenOff])).toBe(1620); // 10% off the $18.00 tier
    expect(contractUnitPriceCents(saw, 200, [tenOff])).toBe(1350); // 10% off the $15.00 tier
    expect(contractLineTotalCents(saw, 200, [tenOff])).toBe(270_000);
  });
});

describe('contractUnitPriceCents: two lists name the company', () => {
  it('the lower price wins, quantity by quantity', () => {
    const fixed = list('fixed', { toolId: 'saw', unitPriceCents: 1700 });
    const discount = list('discount', { category: 'saws', percentOff: 10 });
    // 5 pieces: fixed $17.00 against 10% off $20.00 = $18.00 → $17.00.
    expect(contractUnitPriceCents(saw, 5, [fixed, discount])).toBe(1700);
    // 50 pieces: $17.00 against 10% off $18.00 = $16.20 → $16.20.
    expect(contractUnitPriceCents(saw, 50, [fixed, discount])).toBe(1620);
    // The order of the lists does not matter.
    expect(contractUnitPriceCents(saw, 50, [discount, fixed])).toBe(1620);
  });

  it('two fixed prices: the lower; two discounts: the larger', () => {
    const a = list('a', { toolId: 'saw', unitPriceCents: 1650 }, { category: 'saws', percentOff: 5 });
    const b = list('b', { toolId: 'saw', unitPriceCents: 1600 }, { category: 'saws', percentOff: 20 });
    expect(contractUnitPriceCents(saw, 5, [a, b])).toBe(1600);
    const c = list('c', { category: 'saws', percentOff: 5 });
    const d = list('d', { category: 'saws', percentOff: 20 });
    expect(contractUnitPriceCents(saw, 5, [c, d])).toBe(1600);
    expect(contractUnitPriceCents(saw, 200, [c, d])).toBe(1200);
  });

  it('a list silent about the tool does not pull the price back to the tier price', () => {
    const fixed = list('fixed', { toolId: 'saw', unitPriceCents: 1900 });
    const silent = list('silent', { category: 'chisels', percentOff: 50 });
    expect(contractUnitPriceCents(saw, 200, [fixed, silent])).toBe(1900);
  });
});

describe('rounding to cents', () => {
  it.each([
    [999, 12.5, 874], // 874.125 → 874
    [1000, 33.33, 667], // 666.7 → 667
    [1999, 15, 1699], // 1699.15 → 1699
    [1, 60, 1], // 0.4 → never below a cent
    [250, 10, 225],
    [5, 10, 5], // 4.5 → half a cent up: 5
    [15, 10, 14], // 13.5 → 14
    [1995, 0.01, 1995], // 1994.8005 → 1995
  ])('%i cents less %d%% is %i cents', (cents, percent, expected) => {
    expect(percentOffCents(cents, percent)).toBe(expected);
  });

  it('the line total is the rounded unit price times the quantity', () => {
    const tool: PricedTool = { id: 't', category: 'c', minOrder: 1, priceCents: 999, priceTiers: [] };
    const rules = [list('a', { category: 'c', percentOff: 12.5 })];
    expect(contractUnitPriceCents(tool, 3, rules)).toBe(874);
    expect(contractLineTotalCents(tool, 3, rules)).toBe(2622);
  });
});

describe('contractPriceList and yourPriceList', () => {
  const lists = [
    list('fixed', { toolId: 'saw', unitPriceCents: 1700 }),
    list('discount', { category: 'saws', percentOff: 10 }),
  ];

  it('prices every quantity as contractUnitPriceCents does', () => {
    const contract = contractPriceList(saw, lists);
    expect(contract).toEqual({
      priceCents: 1700,
      priceTiers: [
        { minQuantity: 50, priceCents: 1620 },
        { minQuantity: 200, priceCents: 1350 },
      ],
    });
    for (const quantity of [5, 6, 49, 50, 51, 199, 200, 201, 5000]) {
      expect(unitPriceCents(contract, quantity)).toBe(contractUnitPriceCents(saw, quantity, lists));
    }
  });

  it('is null where the contract prices are the list prices', () => {
    expect(yourPriceList(saw, [])).toBeNull();
    expect(yourPriceList(saw, [list('other', { category: 'chisels', percentOff: 10 })])).toBeNull();
    expect(yourPriceList(saw, [list('same', { toolId: 'saw', unitPriceCents: 2000 })])).not.toBeNull(); // the tiers differ
    const flat: PricedTool = { ...saw, priceTiers: [] };
    expect(yourPriceList(flat, [list('same', { toolId: 'saw', unitPriceCents: 2000 })])).toBeNull();
  });
});

describe('withYourPrice and buyerPriceListOf (the wire)', () => {
  const tool: Tool = {
    _id: 'saw',
    toolName: 'Saw',
    price: 20,
    minOrder: 5,
    available: 1000,
    toolDescription: '',
    imageLink: '',
    sku: 'SAW',
    category: 'saws',
    priceTiers: [
      { minQuantity: 50, price: 18 },
      { minQuantity: 200, price: 15 },
    ],
    unitsOrdered: 0,
  };

  it('adds yourPrice at the minimum order and yourPriceTiers; the web prices with them', () => {
    const priced = withYourPrice(tool, [list('discount', { category: 'saws', percentOff: 10 })]);
    expect(priced.yourPrice).toBe(18);
    expect(priced.yourPriceTiers).toEqual([
      { minQuantity: 50, price: 16.2 },
      { minQuantity: 200, price: 13.5 },
    ]);
    expect(priced.price).toBe(20);
    const buyer = buyerPriceListOf(priced);
    expect(unitPriceCents(buyer, 5)).toBe(1800);
    expect(unitPriceCents(buyer, 60)).toBe(1620);
    expect(unitPriceCents(buyer, 300)).toBe(1350);
  });

  it('leaves the tool without yourPrice when no list prices it, and buyers then pay the list', () => {
    const priced = withYourPrice({ ...tool, yourPrice: 1 }, [list('other', { toolId: 'x', unitPriceCents: 1 })]);
    expect('yourPrice' in priced).toBe(false);
    expect(unitPriceCents(buyerPriceListOf(priced), 60)).toBe(1800);
    expect(unitPriceCents(buyerPriceListOf({ ...tool, yourPrice: null }), 5)).toBe(2000);
  });
});
