import { formatPrice, fromCents, toCents } from './money';

/**
 * Volume pricing. A tool has a list price and up to MAX_PRICE_TIERS price breaks; an order line's
 * unit price is that of the highest tier whose minQuantity is at most the quantity, else the list
 * price. Everything here is in integer cents; `priceListOf` turns the wire's dollars into cents.
 */

export const MAX_PRICE_TIERS = 5;

export interface PriceTierCents {
  minQuantity: number;
  priceCents: number;
}

export interface PriceList {
  priceCents: number;
  priceTiers: readonly PriceTierCents[];
}

/** The tool as the API sends it (prices in dollars). */
export interface WirePriceList {
  price: number;
  priceTiers: readonly { minQuantity: number; price: number }[];
}

export function priceListOf(tool: WirePriceList): PriceList {
  return {
    priceCents: toCents(tool.price),
    priceTiers: tool.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, priceCents: toCents(tier.price) })),
  };
}

/** Index of the tier that applies to `quantity`, or -1 when the list price does. */
export function tierIndexFor(list: PriceList, quantity: number): number {
  let applies = -1;
  list.priceTiers.forEach((tier, i) => {
    if (tier.minQuantity <= quantity) applies = i;
  });
  return applies;
}

export function unitPriceCents(list: PriceList, quantity: number): number {
  return list.priceTiers[tierIndexFor(list, quantity)]?.priceCents ?? list.priceCents;
}

export function lineTotalCents(list: PriceList, quantity: number): number {
  return unitPriceCents(list, quantity) * quantity;
}

/** What the tier saves on the line against the list price (0 at the list price). */
export function lineSavingCents(list: PriceList, quantity: number): number {
  return list.priceCents * quantity - lineTotalCents(list, quantity);
}

/** The lowest unit price anyone can get ("from $X" on a card). */
export function lowestUnitPriceCents(list: PriceList): number {
  return Math.min(list.priceCents, ...list.priceTiers.map((tier) => tier.priceCents));
}

export interface PriceTierProblem {
  /** The tier at fault. */
  index: number;
  field: 'minQuantity' | 'price';
  message: string;
}

export const tierQuantityMessages = {
  aboveMinOrder: (minOrder: number) => `The first tier must start above the minimum order (${minOrder} pieces)`,
  increasing: 'Each tier must start at a larger quantity than the one before',
} as const;

export const tierPriceMessages = {
  belowList: (priceCents: number) =>
    `A tier must cost less than the list price (${formatPrice(fromCents(priceCents))})`,
  decreasing: 'Each tier must cost less than the one before',
} as const;

/**
 * Whether tiers fit their tool: quantities increase from above the minimum order (a tier at or
 * below it would replace the list price), prices decrease from below the list price. Returns the
 * first problem, or null. The forms and the API both ask this, so they say the same thing.
 */
export function priceTierProblem(
  tiers: readonly PriceTierCents[],
  tool: { priceCents: number; minOrder: number },
): PriceTierProblem | null {
  for (const [index, tier] of tiers.entries()) {
    const previous = tiers[index - 1];
    if (!previous && tier.minQuantity <= tool.minOrder) {
      return { index, field: 'minQuantity', message: tierQuantityMessages.aboveMinOrder(tool.minOrder) };
    }
    if (previous && tier.minQuantity <= previous.minQuantity) {
      return { index, field: 'minQuantity', message: tierQuantityMessages.increasing };
    }
    if (!previous && tier.priceCents >= tool.priceCents) {
      return { index, field: 'price', message: tierPriceMessages.belowList(tool.priceCents) };
    }
    if (previous && tier.priceCents >= previous.priceCents) {
      return { index, field: 'price', message: tierPriceMessages.decreasing };
    }
  }
  return null;
}
