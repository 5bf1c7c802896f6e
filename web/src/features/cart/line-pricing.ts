import { buyerPriceListOf, lineTotalCents, toCents, unitPriceCents, type Tool } from '@toolshub/shared';

export interface LinePrice {
  unitCents: number;
  totalCents: number;
  /** Against the list price; 0 when neither a tier nor a contract price applies. */
  savingCents: number;
}

/**
 * A line's figures from the shared rules the server bills with: the tier's price, or for a
 * member with contract prices (`yourPrice`), theirs (shared/domain/contract-price.ts).
 */
export function linePrice(tool: Tool, quantity: number): LinePrice {
  const prices = buyerPriceListOf(tool);
  const totalCents = lineTotalCents(prices, quantity);
  return {
    unitCents: unitPriceCents(prices, quantity),
    totalCents,
    savingCents: Math.max(0, toCents(tool.price) * quantity - totalCents),
  };
}
