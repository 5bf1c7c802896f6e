/**
 * Contract prices: the shop admins' price lists (`/api/price-lists`). Each names companies and
 * holds rules: a fixed unit price for a tool, or a percentage off a category. How a company's
 * price follows from them is shared/src/domain/contract-price.ts. Money in dollars, as everywhere
 * at the edge (stored as integer cents).
 */

export const MAX_PRICE_LIST_NAME_LENGTH = 100;
/** A list holds 1 to this many rules, each tool or category once. */
export const MAX_PRICE_LIST_RULES = 500;
/** A list names at most this many companies (each once). */
export const MAX_PRICE_LIST_COMPANIES = 100;

/** A fixed price a piece (dollars) for one tool, whatever the quantity. */
export interface FixedPriceRule {
  toolId: string;
  unitPrice: number;
}

/** A percentage (above 0, below 100, at most 2 decimals) off the volume-tier price of a category's tools. */
export interface CategoryDiscountRule {
  category: string;
  percentOff: number;
}

export type PriceListRule = FixedPriceRule | CategoryDiscountRule;

/** A price list as the shop admins see it. */
export interface CompanyPriceList {
  id: string;
  name: string;
  /** The companies whose members it prices (each a `companies` id). */
  companyIds: string[];
  rules: PriceListRule[];
  /** ISO 8601. */
  createdAt: string | null;
  updatedAt: string | null;
}

/** `GET /api/price-lists?limit=&after=`: newest first. */
export interface PriceListListQuery {
  limit?: number;
  after?: string;
}

export const PRICE_LIST_LIST_PARAMS = ['limit', 'after'] as const;
