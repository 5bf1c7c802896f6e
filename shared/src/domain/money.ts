/** Money is handled in integer cents; dollars appear only at the edges (API bodies, display). */

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export function totalCents(priceCents: number, quantity: number): number {
  return priceCents * quantity;
}

/** quantity × price, computed in cents so 0.1 + 0.2 style errors never reach a bill. */
export function totalBill(price: number, quantity: number): number {
  return fromCents(totalCents(toCents(price), quantity));
}

export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(dollars: number): string {
  return usd.format(dollars);
}
