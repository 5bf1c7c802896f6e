import { DEFAULT_ORDER_MULTIPLE, toCents, type PriceTier, type PriceTierCents, type Tool } from '@toolshub/shared';

/** A tool as the shop keeps it, without its timestamps and the fields derived for the catalogue. */
export interface ToolContent {
  toolName: string;
  priceCents: number;
  minOrder: number;
  available: number;
  toolDescription: string;
  imageLink: string;
  sku: string;
  category: string;
  priceTiers: PriceTierCents[];
  /**
   * Stock at or below which the tool is low (whole pieces), when an admin set one; absent (not
   * stored) means the default, minOrder × 2 (shared/domain/stock.ts effectiveReorderPoint).
   */
  reorderPoint?: number | null;
  /**
   * Pieces per case (shared/domain/case-pack.ts): stored only above 1; absent (every tool saved
   * before case packs) means 1.
   */
  orderMultiple?: number;
}

/**
 * A tool as the API takes it (its wire fields, prices in dollars), with the SKU and category as the
 * caller has them and the reorder point an admin may set.
 */
export type ApiToolFields<Sku, Category> = Omit<Tool, '_id' | 'unitsOrdered' | 'sku' | 'category'> & {
  sku: Sku;
  category: Category;
  reorderPoint?: number | null;
};

/** Price tiers as the API takes them (dollars) and as the shop keeps them (cents). */
export const priceTiersInCents = (tiers: PriceTier[]): PriceTierCents[] =>
  tiers.map((tier) => ({ minQuantity: tier.minQuantity, priceCents: toCents(tier.price) }));

/**
 * The one mapping of a tool from the API's fields to the stored ones (POST /api/tool and a
 * catalogue import's rows): prices in cents, nothing else added or left out.
 */
export function storedToolContent<Sku, Category>(
  tool: ApiToolFields<Sku, Category>,
): Omit<ToolContent, 'sku' | 'category'> & { sku: Sku; category: Category } {
  return {
    toolName: tool.toolName,
    priceCents: toCents(tool.price),
    minOrder: tool.minOrder,
    available: tool.available,
    toolDescription: tool.toolDescription,
    imageLink: tool.imageLink,
    sku: tool.sku,
    category: tool.category,
    priceTiers: priceTiersInCents(tool.priceTiers),
    reorderPoint: tool.reorderPoint,
    orderMultiple: tool.orderMultiple ?? DEFAULT_ORDER_MULTIPLE,
  };
}
