import type {
  ContractRules,
  OrderStatus,
  OrderStockReason,
  PaymentStatus,
  PriceTierCents,
  QuoteStatus,
  StockAdjustmentReason,
} from '@toolshub/shared';
import type { OutgoingMail } from '../mail/outgoing-mail';
import type { AuditRecord } from './audit-record';

/**
 * What the order rules need from storage, inside one transaction. The Firestore implementation
 * lives in repositories/orders/store.ts (and orders/transaction.ts); the rules in place-order.ts /
 * cancel-order.ts / advance-order.ts only see this, so they can be tested without Firebase.
 *
 * Firestore transactions must do every read before the first write; the rules keep to that.
 */
export interface StockedTool {
  id: string;
  sku: string;
  toolName: string;
  /** The list price; priceTiers may lower it for a quantity (see shared/domain/pricing). */
  priceCents: number;
  priceTiers: PriceTierCents[];
  minOrder: number;
  available: number;
  /** Pieces of orders not cancelled. */
  unitsOrdered: number;
  imageLink: string;
  /** Off the catalogue: closed to new orders, still restocked by a cancel. */
  archived?: boolean;
  /** Stock at or below which the admins are told (domain/order-mail.ts); optional on a tool. */
  reorderPoint?: number;
  /** Pieces per case (shared/domain/case-pack.ts); absent: 1. */
  orderMultiple?: number;
  /** Its category's id: a price list's category discount applies by it (absent: none does). */
  category?: string;
}

/** What an order or a cancel changes on its tool. */
export interface ToolStock {
  available: number;
  unitsOrdered: number;
}

/**
 * Why a tool's stock moved, for its ledger entry (repositories/stock-movements.ts): an order's life
 * (placed, cancelled, expired, refunded), or an admin's adjustment.
 */
export type StockMovementCause =
  | { reason: OrderStockReason; orderId: string }
  | { reason: StockAdjustmentReason; actor: AuditRecord['actor']; note: string | null };

/** One line of an order as it was bought (money in integer cents). */
export interface OrderLineRecord {
  toolId: string;
  sku: string;
  toolName: string;
  imageLink: string;
  /**
   * The unit price billed: the tier's where one applied, or for a member of a company whose price
   * lists price the tool, the contract price (shared/domain/contract-price.ts).
   */
  unitPriceCents: number;
  /** The tool's list price a piece when ordered (what the tier, if any, was taken off). */
  listPriceCents: number;
  quantity: number;
  /** Net: unitPriceCents × quantity. */
  lineTotalCents: number;
  /** The line's tax rate and tax (shared/domain/tax.ts); absent on orders placed before tax (0). */
  taxRate?: number;
  taxCents?: number;
}

/** A member of a company as an order reads it (`companyMembers/{uid}`). */
export interface CompanyMembership {
  uid: string;
  companyId: string;
  role: 'admin' | 'buyer';
  /** Per order; null: none. */
  spendingLimitCents: number | null;
}

/** A site of a company an order can be shipped to. */
export interface CompanySite {
  id: string;
  name: string;
  address: string;
  phone: string;
}

/** A company as an order reads it (`companies/{id}`). */
export interface CompanyAccount {
  id: string;
  name: string;
  status: 'active' | 'on-hold';
  paymentTermsDays: number;
  creditLimitCents: number | null;
  /** The open balance: orders not cancelled and not paid (awaiting approval included). */
  creditUsedCents: number;
  locations: CompanySite[];
  /** Set by a shop admin: its members' orders carry no tax and name the reference. */
  taxExempt: boolean;
  taxExemptReference: string | null;
  /**
   * The ids of the price lists naming it, kept by the lists' writes; null for a company written
   * before they were kept (its lists are then found by a query).
   */
  priceListIds: string[] | null;
}

/** What an order placed by a member of a company keeps of it. */
export interface CompanyOrderFields {
  companyId: string;
  placedBy: { uid: string; name: string };
  /** The site it ships to (null when the company has none yet, or the body named none). */
  locationId: string | null;
  locationName: string | null;
}

/** Who decided on an order awaiting approval (or why it stopped waiting), for its history. */
export interface StatusDecision {
  by: { uid: string; name: string } | null;
  decision: 'approve' | 'reject' | 'expire';
  note: string | null;
}

export interface NewOrder {
  uid: string;
  userName: string;
  userEmail: string;
  phoneNumber: string;
  orderAddress: string;
  /** At least one; each tool once. */
  lines: OrderLineRecord[];
  /** The lines' totals added up: the net amount. */
  totalBillCents: number;
  /** The lines' common tax rate, null when they differ (each line has its own; shared/domain/tax.ts). */
  taxRate: number | null;
  /** The lines' taxes added up. */
  taxCents: number;
  /** totalBillCents + taxCents: what the invoice asks for. */
  totalDueCents: number;
  /** The exemption's reference when the buyer's company was tax-exempt when it ordered; else null. */
  taxExemptReference: string | null;
  poNumber: string | null;
  note: string | null;
  status: OrderStatus;
  payment: PaymentStatus;
  /** Set on the orders of members of a company; absent on the others. */
  company?: CompanyOrderFields;
}

export interface StoredOrder {
  id: string;
  uid: string;
  userEmail: string;
  userName: string;
  status: OrderStatus;
  payment: PaymentStatus;
  paymentReference: string | null;
  totalBillCents: number;
  /** What the buyer pays: net + tax (= totalBillCents on orders from before tax). */
  totalDueCents: number;
  /** Given when it shipped. */
  invoiceNumber: string | null;
  /** What its credit notes refunded so far (0 for most). */
  refundedCents: number;
  lines: { toolId: string; quantity: number }[];
  /** The company of the member who placed it; null for other orders. */
  companyId: string | null;
}

/** What the move to shipped gives an order. */
export interface Shipment {
  /** When it shipped (its history entry's time). */
  at: Date;
  invoiceNumber: string;
  paymentDueAt: Date;
}

/** A refund as the order keeps it (see CreditNote in shared/src/types.ts). */
export interface CreditNoteRecord {
  number: string;
  amountCents: number;
  reason: string;
  at: Date;
  /** Whether this refund cancelled the order and gave its stock back. */
  cancelledOrder: boolean;
}

export interface Payment {
  paymentReference: string;
  at: Date;
}

export interface IdempotencyRecord {
  uid: string;
  orderId: string;
  /** Hash of what was asked for, so the same key with a different order is refused. */
  requestHash: string;
  /** How the order was placed: awaiting approval, or pending (also when absent). */
  status?: 'pending' | 'awaiting-approval';
}

/** A quote as its acceptance reads it (`quotes/{id}`; repositories/quotes/). */
export interface AcceptableQuote {
  id: string;
  number: string;
  status: QuoteStatus;
  uid: string;
  companyId: string | null;
  /** When the offer expires (ms since the epoch); null until offered. */
  expiresAtMs: number | null;
  /** The order it became, once accepted. */
  orderId: string | null;
  /** The offered lines (unitPriceCents null until offered). */
  lines: { toolId: string; quantity: number; unitPriceCents: number | null }[];
}

export interface OrderTransaction {
  getTool(id: string): Promise<StockedTool | null>;
  /**
   * The quote, read so that its write (setQuoteAccepted) fails, and the transaction runs again, if
   * anything changed it since: two accepts at once make one order.
   */
  getQuote(id: string): Promise<AcceptableQuote | null>;
  /** Marks the quote accepted with its order; it must have been read in this transaction. */
  setQuoteAccepted(id: string, acceptance: { orderId: string; by: { uid: string; name: string } }): void;
  getOrder(id: string): Promise<StoredOrder | null>;
  getIdempotencyRecord(id: string): Promise<IdempotencyRecord | null>;
  /** The name on the account's profile (trimmed), or null when it has none (or no profile). */
  getProfileName(uid: string): Promise<string | null>;
  /** The account's company membership (`companyMembers/{uid}`), or null when it is in none. */
  getMembership(uid: string): Promise<CompanyMembership | null>;
  /**
   * The company, read so that its write (setCompanyCreditUsed) fails, and the transaction runs
   * again, if anything changed it since: its credit is checked against what is written.
   */
  getCompany(id: string): Promise<CompanyAccount | null>;
  /**
   * The price lists naming the company (shared/domain/contract-price.ts prices the member's order
   * with them), read inside the transaction so that the order is billed from one version of them:
   * a list replaced meanwhile waits for this commit, or this attempt reads the new one; a list
   * made or deleted meanwhile changes the company's `priceListIds`, and the company's checked
   * write (setCompanyCreditUsed) makes this attempt run again.
   */
  getPriceLists(company: CompanyAccount): Promise<ContractRules[]>;
  /** The addresses of the company's admins (a read: before any write). */
  companyAdminAddresses(companyId: string): Promise<string[]>;
  /** The company must have been read in this transaction. */
  setCompanyCreditUsed(companyId: string, creditUsedCents: number): void;
  /** Writes the order with a server timestamp; returns its new id. */
  createOrder(order: NewOrder): string;
  /**
   * The tool must have been read in this transaction. The store writes the flags derived from the
   * stock with it (inStock, lowStock: shared/domain/stock.ts), from the tool as read, and the stock
   * ledger's entry (the change from the stock read, `cause`, the stock after) in the same
   * transaction. Returns the ledger entry's id.
   */
  setToolStock(toolId: string, stock: ToolStock, cause: StockMovementCause): string;
  saveIdempotencyRecord(id: string, record: IdempotencyRecord): void;
  /**
   * Sets the status and appends it to the order's status history (with timestamps: `cancelledAt`
   * for a cancel, `updatedAt` always); with a decision (an approval's), the history entry records
   * who decided, how and their note.
   */
  setOrderStatus(orderId: string, status: OrderStatus, decision?: StatusDecision): void;
  /**
   * How many invoices `year` has had (0 before its first). Taking a number is
   * `setInvoiceCount(year, count + 1)` in the same transaction, which fails (and the transaction
   * runs again) if another one took a number meanwhile: numbers are gapless and never repeat.
   */
  getInvoiceCount(year: number): Promise<number>;
  /** The count must have been read in this transaction. */
  setInvoiceCount(year: number, count: number): void;
  /** As getInvoiceCount, for the year's credit notes (refunds). */
  getCreditNoteCount(year: number): Promise<number>;
  /** The count must have been read in this transaction. */
  setCreditNoteCount(year: number, count: number): void;
  /**
   * Adds a credit note to the order (and its amount to what was refunded); with `cancelledOrder`
   * the same write cancels the order, as setOrderStatus(…, 'cancelled') does.
   */
  addCreditNote(orderId: string, note: CreditNoteRecord): void;
  /** Moves the order to shipped with its invoice number and due date, appended to its history. */
  shipOrder(orderId: string, shipment: Shipment): void;
  /** Marks the order paid with its reference, appended to its history. */
  recordPayment(orderId: string, payment: Payment): void;
  /** Empties the account's cart (the order was checked out from it). */
  emptyCart(uid: string): void;
  /** The admin registry's addresses (a read: before any write). */
  adminAddresses(): Promise<string[]>;
  /** Writes a message to `mail/`, sent if and only if this transaction commits; none when `to` is empty. */
  queueMail(mail: OutgoingMail): void;
  /** Writes an admin action's audit entry (`audit/`), which exists if and only if this transaction commits. */
  recordAudit(record: AuditRecord): void;
}

export interface TransactionOptions {
  /**
   * Work on the same hot documents (tools everyone orders) shares these keys; the store may run
   * such transactions one after another instead of letting them abort each other.
   */
  contentionKeys?: string[];
}

export interface OrderStore {
  /** Runs `work` in one transaction: all of its writes happen, or none. */
  transaction<T>(work: (tx: OrderTransaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
}
