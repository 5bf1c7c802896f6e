/** Shapes that cross the wire between the web app and the API (the product's field names). */

/** A price break: from `minQuantity` pieces, each costs `price` dollars (stored as cents). */
export interface PriceTier {
  minQuantity: number;
  price: number;
}

export interface Tool {
  _id: string;
  toolName: string;
  /** List price per piece in dollars (stored as integer cents). */
  price: number;
  minOrder: number;
  available: number;
  toolDescription: string;
  imageLink: string;
  /** The shop's stock-keeping unit: unique, upper-case letters, digits and -. */
  sku: string;
  /** The id of one of the shop's categories (GET /api/categories). */
  category: string;
  /** Volume pricing, by increasing minQuantity and decreasing price; may be empty. */
  priceTiers: PriceTier[];
  /** Pieces sold by orders that were not cancelled (read-only). */
  unitsOrdered: number;
  /**
   * Pieces per case: every quantity ordered is a multiple of it (shared/src/domain/case-pack.ts).
   * Sent only for a tool sold in cases (above 1); absent means 1, single pieces.
   */
  orderMultiple?: number;
  /**
   * The caller's contract price a piece at the minimum order, in dollars (shared/src/domain/contract-price.ts):
   * sent only to a signed-in member of a company whose price lists price this tool otherwise than
   * its list price and tiers; absent (or null) for everyone else, and on the public pre-rendered pages.
   */
  yourPrice?: number | null;
  /** With `yourPrice`: the contract price from each of `priceTiers`' quantities (the same quantities). */
  yourPriceTiers?: PriceTier[];
}

/** A tool as admin endpoints show it: also whether it is archived (off the catalogue). */
export interface AdminTool extends Tool {
  archived: boolean;
  /** At or below this many pieces the tool is low on stock: the admin's, else minOrder × 2 (the effective one). */
  reorderPoint: number;
  /** available <= reorderPoint (stored on the tool, so lists can filter on it). */
  lowStock: boolean;
}

export interface Category {
  id: string;
  name: string;
  /** Tools of the category on the catalogue (archived ones are not). */
  toolCount: number;
}

/**
 * `awaiting-approval`: a company buyer's order above their spending limit, its stock held, until a
 * company admin approves it (→ pending) or rejects it, or its hold runs out (→ cancelled).
 */
export const ORDER_STATUSES = [
  'awaiting-approval',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type PaymentStatus = 'unpaid' | 'paid';

export interface OrderToolSnapshot {
  _id: string;
  toolName: string;
  price: number;
  imageLink: string;
}

/** One tool of an order, as it was bought: its snapshot at order time and the unit price applied. */
export interface OrderLine {
  toolId: string;
  /** Empty for orders placed before tools had SKUs. */
  sku: string;
  toolName: string;
  imageLink: string;
  /** Dollars a piece: the tier's price where one applied. */
  unitPrice: number;
  /**
   * The tool's list price a piece at order time, in dollars; equal to unitPrice where no tier
   * applied (and on orders from before it was kept). The tier saved (listPrice - unitPrice) * quantity.
   */
  listPrice: number;
  quantity: number;
  /** Net: unitPrice × quantity. */
  lineTotal: number;
  /** The line's tax rate (a fraction: 0.15 is 15%; 0 for a tax-exempt company and before tax). */
  taxRate: number;
  /** Dollars of tax on the line: lineTotal × taxRate, rounded to the cent half up (shared/domain/tax.ts). */
  tax: number;
}

/** A move of the order's status. */
export interface OrderStatusEntry {
  status: OrderStatus;
  /** When the order moved (ISO 8601); null where an old order did not record it. */
  at: string | null;
  /**
   * On the move out of `awaiting-approval`: a company admin's decision (`approve` → pending,
   * `reject` → cancelled) or `expire` (not decided in time), who decided (null on expiry) and their note.
   */
  decision?: 'approve' | 'reject' | 'expire';
  decidedBy?: { uid: string; name: string } | null;
  note?: string | null;
}

/** A payment an admin recorded. */
export interface OrderPaymentEntry {
  payment: 'paid';
  paymentReference: string;
  /** When it was recorded (ISO 8601). */
  at: string;
}

/** One entry of an order's history: a status move or a recorded payment (see isPaymentEntry). */
export type OrderHistoryEntry = OrderStatusEntry | OrderPaymentEntry;

export interface Order {
  _id: string;
  userName: string;
  userEmail: string;
  phoneNumber: string;
  /** The first line's tool (the product's single-tool field). */
  tool: OrderToolSnapshot;
  /** Pieces in all lines. */
  orderQuantity: number;
  orderAddress: string;
  /** The sum of the lines' totals: the net amount, before tax. */
  totalBill: number;
  /**
   * The lines' common tax rate (0.15 is 15%); null when the lines' rates differ (see each line's).
   * 0 for a tax-exempt company's order and for orders placed before tax was billed.
   */
  taxRate: number | null;
  /** Dollars of tax: the lines' taxes added up. */
  taxAmount: number;
  /** totalBill + taxAmount: what the invoice asks for. */
  totalDue: number;
  /** The exemption's reference of a tax-exempt company's order; null otherwise. */
  taxExemptReference: string | null;
  status: OrderStatus;
  /** As stored; whether an unpaid order is overdue is paymentState() (shared/domain/payment). */
  payment: PaymentStatus;
  createdAt: string | null;
  lines: OrderLine[];
  poNumber: string | null;
  note: string | null;
  /**
   * Every status the order has had and every payment recorded, oldest first; the first entry is
   * `{ status: 'pending' }`.
   */
  statusHistory: OrderHistoryEntry[];
  /** `INV-2026-00001`: given when the order moves to shipped (sequential per year); null before. */
  invoiceNumber: string | null;
  /** When payment is due (ISO 8601): shipping time + the payment terms; null before shipping. */
  paymentDueAt: string | null;
  /** When an admin recorded the payment (ISO 8601); null while unpaid. */
  paidAt: string | null;
  /** The payment's reference (a bank transfer's, say) as the admin recorded it; null while unpaid. */
  paymentReference: string | null;
  /** The refunds of this order, oldest first (none for most). */
  creditNotes: CreditNote[];
  /** Dollars refunded so far: the credit notes' amounts added up. */
  refunded: number;
  /** The company of the member who placed it: only on a trade account's orders (these four fields). */
  companyId?: string | null;
  /** The member who placed it (a company's order). */
  placedBy?: { uid: string; name: string } | null;
  /** The company site it ships to, by id and by its name when ordered. */
  locationId?: string | null;
  locationName?: string | null;
}

/**
 * A refund of a paid order, as its credit note. Numbered like invoices, per year and without gaps:
 * `CN-2026-00001`.
 */
export interface CreditNote {
  number: string;
  /** Dollars refunded. */
  amount: number;
  reason: string;
  /** ISO 8601, when it was recorded. */
  at: string;
  /** Whether this refund cancelled the order (it had not shipped) and gave its stock back. */
  cancelledOrder: boolean;
}

/** A line of a cart: a tool and how many pieces (prices are the tool's, looked up when shown). */
export interface CartLine {
  toolId: string;
  quantity: number;
}

/** An account's cart, kept on the server; an account that never saved one has an empty cart. */
export interface Cart {
  lines: CartLine[];
  updatedAt: string | null;
}

/** A review as anyone may read it: no e-mail address or account id. */
export interface Review {
  _id: string;
  reviewerName: string;
  reviewText: string;
  reviewRating: number;
  reviewerImage: string;
  createdAt: string | null;
}

export interface UserProfile {
  _id: string;
  email: string;
  displayName: string;
  photoURL: string;
  education?: string;
  location?: string;
  phoneNumber?: string;
  role?: 'admin';
}

export interface Inquiry {
  _id: string;
  email: string;
  createdAt: string | null;
}

export type ApiErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  /** 403: the account's e-mail address is not verified yet (ordering needs a verified one). */
  | 'email-not-verified'
  | 'not-found'
  | 'conflict'
  /** 409: the order would take a company's open balance past its credit limit (the message says what is available). */
  | 'credit-limit'
  | 'precondition-failed'
  /** 428: a change of a tool's stock figure needs If-Match (or a stock adjustment instead). */
  | 'precondition-required'
  | 'payload-too-large'
  | 'too-many-requests'
  | 'unavailable'
  | 'internal';

export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    /** Field name → message, for 400s from validation. */
    fields?: Record<string, string>;
    /**
     * For a 412 (stale If-Match) or a 409 on a changed price: what is true now, so the client can
     * show it and ask again (`tool` for a tool edit; for an order `totalBill`, and for a single
     * tool its list `price` and the `unitPrice` billed, the tier's where one applies, and for a
     * company's member with contract prices `yourPrice`, their price at the minimum order; `cart`
     * for a cart write).
     */
    current?: {
      tool?: AdminTool;
      price?: number;
      unitPrice?: number;
      yourPrice?: number;
      totalBill?: number;
      cart?: Cart;
    };
  };
}
