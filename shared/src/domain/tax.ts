/**
 * Sales tax: the one rule every bill uses (the order transaction, the documents, the cart's
 * estimate). Money is in integer cents, rates are fractions (0.15 is 15%).
 *
 * - A line's rate is its category's override (`byCategory[category]`) if there is one, else the
 *   shop's rate (`rate`).
 * - A line's tax is its net total × its rate, rounded to the cent half up (12.5 cents → 13), per
 *   line; the order's tax is the lines' taxes added up (so a document's lines add up to its tax).
 * - A tax-exempt buyer's lines are taxed at 0.
 * - The order's `taxRate` is the lines' common rate; when its lines' rates differ it is null and
 *   each line's rate says what applied.
 */

export interface TaxRates {
  /** The shop's rate, a fraction (0.15 = 15%). */
  rate: number;
  /** Per category id, a rate that replaces the shop's for that category's tools. */
  byCategory?: Readonly<Record<string, number>>;
}

/** The demo shop's rates (functions/src/config.ts reads them; the web's cart estimates with them). */
export const SHOP_TAX_RATES: TaxRates = {
  rate: 0.15,
  byCategory: { 'measuring-marking': 0.05 },
};

/** Millionths of a unit: rates are kept as integers so the rounding never meets a float error. */
const RATE_SCALE = 1_000_000;

export function taxRateFor(category: string | null | undefined, rates: TaxRates): number {
  const override = category ? rates.byCategory?.[category] : undefined;
  return override ?? rates.rate;
}

/** netCents × rate, rounded to the cent half up. */
export function taxOfCents(netCents: number, rate: number): number {
  const scaled = Math.round(rate * RATE_SCALE);
  const product = netCents * scaled;
  const cents = Math.floor(product / RATE_SCALE);
  const rest = product - cents * RATE_SCALE;
  return rest * 2 >= RATE_SCALE ? cents + 1 : cents;
}

export interface TaxedLine {
  /** The line's rate as applied (0 for an exempt buyer). */
  taxRate: number;
  taxCents: number;
}

export interface OrderTax {
  lines: TaxedLine[];
  /** The lines' common rate; null when they differ (no lines: the shop's rate, or 0 when exempt). */
  taxRate: number | null;
  taxCents: number;
  netCents: number;
  /** net + tax */
  totalDueCents: number;
}

export interface TaxableLine {
  netCents: number;
  category?: string | null;
}

export function taxOrder(
  lines: readonly TaxableLine[],
  rates: TaxRates,
  buyer: { taxExempt: boolean } = { taxExempt: false },
): OrderTax {
  const taxed = lines.map((line): TaxedLine => {
    const taxRate = buyer.taxExempt ? 0 : taxRateFor(line.category, rates);
    return { taxRate, taxCents: taxOfCents(line.netCents, taxRate) };
  });
  const netCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const taxCents = taxed.reduce((sum, line) => sum + line.taxCents, 0);
  const distinct = new Set(taxed.map((line) => line.taxRate));
  const taxRate =
    distinct.size === 1 ? (taxed[0]?.taxRate ?? null) : distinct.size === 0 ? (buyer.taxExempt ? 0 : rates.rate) : null;
  return { lines: taxed, taxRate, taxCents, netCents, totalDueCents: netCents + taxCents };
}

/** "15%", "7.5%": a rate as documents and screens print it. */
export function formatTaxRate(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`;
}
