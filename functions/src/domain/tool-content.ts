import type { PriceTierCents } from '@toolshub/shared';

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
}
