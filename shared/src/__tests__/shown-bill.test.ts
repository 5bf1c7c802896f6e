import { describe, expect, it } from 'vitest';
import { lineTotalCents, type PriceList } from '../domain/pricing';
import { billsMoreThanShown, linesBillRise, type CurrentBill } from '../domain/shown-bill';

// List $12.50 from 10 pieces; $11.00 from 50; $9.75 from 200.
const seen: PriceList = {
  priceCents: 1250,
  priceTiers: [
    { minQuantity: 50, priceCents: 1100 },
    { minQuantity: 200, priceCents: 975 },
  ],
};

/** Every price of the list moved by `cents`. */
const moved = (cents: number): PriceList => ({
  priceCents: seen.priceCents + cents,
  priceTiers: seen.priceTiers.map((tier) => ({ ...tier, priceCents: tier.priceCents + cents })),
});

const billOf = (list: PriceList, quantity: number): CurrentBill => ({
  listPriceCents: list.priceCents,
  totalBillCents: lineTotalCents(list, quantity),
});

// Below, at and above each tier, and the minimum order.
const QUANTITIES = [10, 49, 50, 51, 199, 200, 201];

describe('billsMoreThanShown', () => {
  describe.each(QUANTITIES)('%i pieces', (quantity) => {
    const shown = billOf(seen, quantity);

    it('places an order whose figures are still true (the tier total, not list price × quantity)', () => {
      expect(billsMoreThanShown(shown, billOf(seen, quantity))).toBe(false);
      expect(billsMoreThanShown({ listPriceCents: shown.listPriceCents }, billOf(seen, quantity))).toBe(false);
      expect(billsMoreThanShown({ totalBillCents: shown.totalBillCents }, billOf(seen, quantity))).toBe(false);
    });

    it('refuses when the prices went up, whichever figure was shown', () => {
      expect(billsMoreThanShown(shown, billOf(moved(1), quantity))).toBe(true);
      expect(billsMoreThanShown({ listPriceCents: shown.listPriceCents }, billOf(moved(1), quantity))).toBe(true);
      expect(billsMoreThanShown({ totalBillCents: shown.totalBillCents }, billOf(moved(1), quantity))).toBe(true);
    });

    it('places when the prices went down (billed at the lower figure)', () => {
      expect(billsMoreThanShown(shown, billOf(moved(-1), quantity))).toBe(false);
      expect(billsMoreThanShown({ listPriceCents: shown.listPriceCents }, billOf(moved(-1), quantity))).toBe(false);
      expect(billsMoreThanShown({ totalBillCents: shown.totalBillCents }, billOf(moved(-1), quantity))).toBe(false);
    });

    it('places a total worked out as list price × quantity (a client unaware of tiers): the bill is not above it', () => {
      expect(
        billsMoreThanShown(
          { listPriceCents: seen.priceCents, totalBillCents: seen.priceCents * quantity },
          billOf(seen, quantity),
        ),
      ).toBe(false);
    });
  });

  it('places anything when nothing was shown', () => {
    expect(billsMoreThanShown({}, billOf(moved(500), 10))).toBe(false);
  });

  it('decides on the total when one was shown: a list price that rose while the tier did not bills the same', () => {
    const listUp: PriceList = { ...seen, priceCents: 1300 };
    expect(billsMoreThanShown(billOf(seen, 200), billOf(listUp, 200))).toBe(false);
    // Below the tiers the list price is the bill: it rose.
    expect(billsMoreThanShown(billOf(seen, 49), billOf(listUp, 49))).toBe(true);
    // Without a total, the list price decides.
    expect(billsMoreThanShown({ listPriceCents: 1250 }, billOf(listUp, 200))).toBe(true);
  });

  it('refuses a tier that rose while the list price did not, when a total was shown', () => {
    const tierUp: PriceList = { ...seen, priceTiers: [seen.priceTiers[0]!, { minQuantity: 200, priceCents: 1000 }] };
    expect(billsMoreThanShown(billOf(seen, 200), billOf(tierUp, 200))).toBe(true);
    expect(billsMoreThanShown(billOf(seen, 199), billOf(tierUp, 199))).toBe(false);
    expect(billsMoreThanShown({ listPriceCents: 1250 }, billOf(tierUp, 200))).toBe(false);
  });

  it('compares to the cent', () => {
    expect(billsMoreThanShown({ totalBillCents: 212_000 }, { listPriceCents: 1250, totalBillCents: 212_001 })).toBe(
      true,
    );
    expect(billsMoreThanShown({ totalBillCents: 212_000 }, { listPriceCents: 1250, totalBillCents: 212_000 })).toBe(
      false,
    );
  });
});

describe('linesBillRise', () => {
  const current = { totalBillCents: 5000, lines: [billOf(seen, 10), billOf(moved(10), 60)] };
  current.totalBillCents = current.lines[0]!.totalBillCents + current.lines[1]!.totalBillCents;

  it('places an order with no shown figures, as the lines body had none before', () => {
    expect(linesBillRise({ lines: [{}, {}] }, current)).toBeNull();
  });

  it('with a shown total, refuses only a bill above it', () => {
    const total = current.totalBillCents;
    expect(linesBillRise({ totalBillCents: total, lines: [{}, {}] }, current)).toBeNull();
    expect(linesBillRise({ totalBillCents: total + 1, lines: [{}, {}] }, current)).toBeNull();
    expect(linesBillRise({ totalBillCents: total - 1, lines: [{}, {}] }, current)).toEqual({ total: true, lines: [] });
    // The total decides: a line's list price that rose does not matter when the bill did not.
    expect(linesBillRise({ totalBillCents: total, lines: [{}, { listPriceCents: 1250 }] }, current)).toBeNull();
  });

  it('without a total, names the lines whose list price rose', () => {
    expect(linesBillRise({ lines: [{ listPriceCents: 1250 }, { listPriceCents: 1250 }] }, current)).toEqual({
      total: false,
      lines: [1],
    });
    expect(linesBillRise({ lines: [{ listPriceCents: 1249 }, { listPriceCents: 1260 }] }, current)).toEqual({
      total: false,
      lines: [0],
    });
    expect(linesBillRise({ lines: [{ listPriceCents: 1300 }, { listPriceCents: 1300 }] }, current)).toBeNull();
  });
});
