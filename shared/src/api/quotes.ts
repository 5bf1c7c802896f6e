/**
 * Requests for quote (`/api/quotes`): a buyer asks for prices on lines from their cart, a shop admin
 * offers unit prices until a date (or declines), and the buyer accepts (one order at the quoted
 * prices) or declines. Money in dollars at the edge, stored as integer cents. The rules
 * (numbers, expiry, totals) are shared/src/domain/quote.ts.
 */

export const QUOTE_STATUSES = ['requested', 'offered', 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const MAX_QUOTE_MESSAGE_LENGTH = 1000;
/** An offer may run at most this many days from now. */
export const MAX_QUOTE_VALIDITY_DAYS = 365;

export interface QuoteLine {
  toolId: string;
  sku: string;
  toolName: string;
  quantity: number;
  /** Dollars a piece as offered; null until the shop offers. */
  unitPrice: number | null;
  /** unitPrice × quantity; null until offered. */
  lineTotal: number | null;
  /** The tool's list price a piece when the quote was last written (for comparison only). */
  listPrice: number;
}

export interface Quote {
  id: string;
  /** `Q-2026-1`: the year's quotes counted from 1. */
  number: string;
  status: QuoteStatus;
  /** True for an offer whose expiresAt has passed (it can no longer be accepted). */
  expired: boolean;
  buyer: { uid: string; email: string; name: string };
  /** The buyer's company when they asked (its members see the quote); null for a lone customer. */
  companyId: string | null;
  companyName: string | null;
  lines: QuoteLine[];
  /** The offered lines' totals added up (net); null until offered. */
  total: number | null;
  /**
   * The offer's tax, by the rule orders are billed with (shared/domain/tax.ts: each tool's
   * category's rate; nothing for a tax-exempt company): its common rate (null when the lines' rates
   * differ), amount, and `totalDue` (total + tax); all null until offered. The order an acceptance
   * places bills its own tax by the same rule.
   */
  taxRate: number | null;
  taxAmount: number | null;
  totalDue: number | null;
  /** The tax-exempt company's reference when the offer was made (no tax charged); else null. */
  taxExemptReference: string | null;
  /** The buyer's message with the request. */
  message: string | null;
  /** The shop's message with its offer or its decline. */
  shopMessage: string | null;
  /** ISO 8601: the offer's last day (it expires at this instant); null until offered. */
  expiresAt: string | null;
  /** Who declined: the shop or the buyer; null unless declined. */
  declinedBy: 'shop' | 'buyer' | null;
  /** The order an accepted quote became. */
  orderId: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

/** `GET /api/quotes?status=&limit=&after=`: newest first. */
export interface QuoteListQuery {
  status?: QuoteStatus;
  limit?: number;
  after?: string;
}

export const QUOTE_LIST_PARAMS = ['status', 'limit', 'after'] as const;
