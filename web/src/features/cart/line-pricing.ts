import { lineSavingCents, lineTotalCents, priceListOf, unitPriceCents, type Tool } from '@toolshub/shared';

export interface LinePrice {
  unitCents: number;
  totalCents: number;
  /** Against the list price; 0 when no tier applies. */
  savingCents: number;
}

/** A line's figures from the shared tier rule (the one the server bills with). */
export function linePrice(tool: Tool, quantity: number): LinePrice {
  const list = priceListOf(tool);
  return {
    unitCents: unitPriceCents(list, quantity),
    totalCents: lineTotalCents(list, quantity),
    savingCents: lineSavingCents(list, quantity),
  };
}
