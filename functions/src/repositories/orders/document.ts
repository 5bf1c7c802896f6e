import type { Timestamp } from 'firebase-admin/firestore';
import { type DocumentData, type FirestoreDataConverter } from 'firebase-admin/firestore';
import {
  fromCents,
  ORDER_STATUSES,
  type CreditNote,
  type Order,
  type OrderHistoryEntry,
  type OrderStatus,
} from '@toolshub/shared';
import type {
  CompanyOrderFields,
  CreditNoteRecord,
  NewOrder,
  OrderLineRecord,
  StatusDecision,
} from '../../domain/order-store';
import { fields, isoOrNull } from '../../firestore/fields';

/**
 * `orders/{id}`: what the order rules write (money in integer cents), plus fields kept for
 * queries and for readers of the product's single-tool shape (docs/product.md):
 * - `tool` (the first line's snapshot) and `orderQuantity` (pieces in all lines), the product's
 *   fields, which orders placed before orders had lines hold instead of `lines`;
 * - `toolIds` (every line's tool), so "open orders of a tool" is one query;
 * - `statusHistory`, one `{ status, at }` per move, the first `pending`, and one
 *   `{ payment: 'paid', paymentReference, at }` for a recorded payment;
 * - `invoiceNumber` and `paymentDueAt`, set in the transaction that ships the order; `paidAt` and
 *   `paymentReference`, set with `payment: 'paid'`. Orders from before these read them as null.
 * - `taxRate` (the lines' common rate, null when they differ), `taxCents`, `totalDueCents` (net
 *   `totalBillCents` + tax) and `taxExemptReference` (an exempt company's, else null), and each
 *   line's `taxRate` and `taxCents`; orders from before tax read as 0 tax, due their net amount.
 * - `creditNotes` (`{ number, amountCents, reason, at, cancelledOrder }`, one per refund) and
 *   `refundedCents` (their amounts added up), written by refunds; absent (none, 0) until the first.
 * - on the orders of a company's members: `companyId`, `placedBy` (`{ uid, name }`), `locationId`
 *   and `locationName` (the site shipped to, or null), and `companyScopes`, the keys the company's
 *   order list (GET /api/company/orders) finds them by: the company's id (its admins' list),
 *   `{companyId}/uid:{uid}` (a buyer's own) and `{companyId}/email:{email}` (the admins' filter by
 *   buyer), one array-contains field instead of one more equality on every index of All Orders.
 */
export type HistoryRecord =
  | { status: OrderStatus; at: Timestamp | null; decision?: StatusDecision }
  | { payment: 'paid'; paymentReference: string; at: Timestamp };

/** `orders/{id}` as read, with its id and times. */
export interface OrderRecord extends NewOrder {
  id: string;
  createdAt: Timestamp | null;
  statusHistory: HistoryRecord[];
  invoiceNumber: string | null;
  paymentDueAt: Timestamp | null;
  paidAt: Timestamp | null;
  paymentReference: string | null;
  creditNotes: CreditNoteRecord[];
  refundedCents: number;
}

const asStatus = (value: string): OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : 'pending';

/** The stored fields of a new order (the caller adds `createdAt`). */
/** A buyer's own orders in the company's order list. */
export const companyScopeOfUid = (companyId: string, uid: string) => `${companyId}/uid:${uid}`;
/** The orders of a buyer (by address) in the company's order list. */
export const companyScopeOfEmail = (companyId: string, email: string) => `${companyId}/email:${email.toLowerCase()}`;

/** The keys the company's order list finds an order by (see above). */
export function companyScopes(companyId: string, uid: string, email: string): string[] {
  return [companyId, companyScopeOfUid(companyId, uid), companyScopeOfEmail(companyId, email)];
}

export function newOrderDocument({ company, ...order }: NewOrder, now: Timestamp): DocumentData {
  const [first] = order.lines;
  return {
    ...order,
    ...(company ? { ...company, companyScopes: companyScopes(company.companyId, order.uid, order.userEmail) } : {}),
    tool: first
      ? { _id: first.toolId, toolName: first.toolName, priceCents: first.unitPriceCents, imageLink: first.imageLink }
      : {},
    orderQuantity: piecesOf(order.lines),
    toolIds: order.lines.map((line) => line.toolId),
    // Not a server timestamp: Firestore allows none inside an array. The API's clock is Google's.
    statusHistory: [{ status: order.status, at: now }],
    invoiceNumber: null,
    paymentDueAt: null,
    paidAt: null,
    paymentReference: null,
    creditNotes: [],
    refundedCents: 0,
  };
}

const piecesOf = (lines: readonly OrderLineRecord[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

function readLine(data: DocumentData): OrderLineRecord {
  const f = fields(data);
  const unitPriceCents = f.number('unitPriceCents');
  return {
    toolId: f.string('toolId'),
    sku: f.string('sku'),
    toolName: f.string('toolName'),
    imageLink: f.string('imageLink'),
    unitPriceCents,
    // Lines from before list prices were kept: no saving is known.
    listPriceCents: f.number('listPriceCents', unitPriceCents),
    quantity: f.number('quantity'),
    lineTotalCents: f.number('lineTotalCents'),
    // Lines from before tax was billed: none.
    taxRate: f.number('taxRate', 0),
    taxCents: f.number('taxCents', 0),
  };
}

/** An order placed before orders had lines: its one tool, as one line (its SKU was not kept). */
function singleToolLine(data: DocumentData): OrderLineRecord {
  const f = fields(data);
  const tool = fields(f.record('tool'));
  return {
    toolId: tool.string('_id'),
    sku: '',
    toolName: tool.string('toolName'),
    imageLink: tool.string('imageLink'),
    unitPriceCents: tool.number('priceCents'),
    listPriceCents: tool.number('priceCents'),
    quantity: f.number('orderQuantity'),
    lineTotalCents: f.number('totalBillCents'),
  };
}

/**
 * The history as stored, completed for orders that predate it: they start `pending` at their
 * creation, and an order that moved without recording it shows its status as of its last update.
 */
function readStatusHistory(data: DocumentData, status: OrderStatus): HistoryRecord[] {
  const f = fields(data);
  const history = f.records('statusHistory').map((entry): HistoryRecord => {
    const e = fields(entry);
    const at = e.timestamp('at');
    if (e.string('payment') === 'paid' && at) {
      return { payment: 'paid', paymentReference: e.string('paymentReference'), at };
    }
    const decision = readDecision(entry);
    return { status: asStatus(e.string('status')), at, ...(decision ? { decision } : {}) };
  });
  const moves = history.filter((entry) => 'status' in entry);
  if (moves.length === 0 && status !== 'pending') history.push({ status, at: f.timestamp('updatedAt') });
  const first = history[0];
  const placedAs = (entry: HistoryRecord) =>
    'status' in entry && (entry.status === 'pending' || entry.status === 'awaiting-approval');
  if (!first || !placedAs(first)) {
    history.unshift({ status: 'pending', at: f.timestamp('createdAt') });
  }
  return history;
}

function readDecision(entry: DocumentData): StatusDecision | undefined {
  const e = fields(entry);
  const decision = e.string('decision');
  if (decision !== 'approve' && decision !== 'reject' && decision !== 'expire') return undefined;
  const by = e.record('decidedBy');
  const b = fields(by);
  return {
    decision,
    by: b.optionalString('uid') ? { uid: b.string('uid'), name: b.string('name') } : null,
    note: e.optionalString('note') ?? null,
  };
}

function readCompanyFields(data: DocumentData): CompanyOrderFields | undefined {
  const f = fields(data);
  const companyId = f.optionalString('companyId');
  if (!companyId) return undefined;
  const placedBy = fields(f.record('placedBy'));
  return {
    companyId,
    placedBy: { uid: placedBy.string('uid', f.string('uid')), name: placedBy.string('name', f.string('userName')) },
    locationId: f.optionalString('locationId') ?? null,
    locationName: f.optionalString('locationName') ?? null,
  };
}

export const orderConverter: FirestoreDataConverter<OrderRecord> = {
  toFirestore: ({ id: _id, createdAt: _createdAt, company, ...doc }: OrderRecord) => ({ ...doc, ...company }),
  fromFirestore: (snap) => {
    const data = snap.data();
    const f = fields(data);
    const storedLines = f.records('lines').map(readLine);
    const status = asStatus(f.string('status'));
    const company = readCompanyFields(data);
    return {
      id: snap.id,
      uid: f.string('uid'),
      userName: f.string('userName'),
      userEmail: f.string('userEmail'),
      phoneNumber: f.string('phoneNumber'),
      orderAddress: f.string('orderAddress'),
      lines: storedLines.length > 0 ? storedLines : [singleToolLine(data)],
      totalBillCents: f.number('totalBillCents'),
      // Orders placed before tax was billed: no tax, due their net amount.
      taxRate: typeof data.taxRate === 'number' || data.taxRate === null ? (data.taxRate as number | null) : 0,
      taxCents: f.number('taxCents', 0),
      totalDueCents: f.number('totalDueCents', f.number('totalBillCents')),
      taxExemptReference: f.optionalString('taxExemptReference') ?? null,
      poNumber: f.optionalString('poNumber') ?? null,
      note: f.optionalString('note') ?? null,
      status,
      payment: f.string('payment') === 'paid' ? 'paid' : 'unpaid',
      createdAt: f.timestamp('createdAt'),
      statusHistory: readStatusHistory(data, status),
      invoiceNumber: f.optionalString('invoiceNumber') ?? null,
      paymentDueAt: f.timestamp('paymentDueAt'),
      paidAt: f.timestamp('paidAt'),
      paymentReference: f.optionalString('paymentReference') ?? null,
      creditNotes: f.records('creditNotes').map(readCreditNote),
      refundedCents: f.number('refundedCents', 0),
      ...(company ? { company } : {}),
    };
  },
};

function readCreditNote(data: DocumentData): CreditNoteRecord {
  const f = fields(data);
  return {
    number: f.string('number'),
    amountCents: f.number('amountCents'),
    reason: f.string('reason'),
    at: f.timestamp('at')?.toDate() ?? new Date(0),
    cancelledOrder: f.boolean('cancelledOrder'),
  };
}

function toCreditNote(note: CreditNoteRecord): CreditNote {
  return {
    number: note.number,
    amount: fromCents(note.amountCents),
    reason: note.reason,
    at: note.at.toISOString(),
    cancelledOrder: note.cancelledOrder,
  };
}

/** The wire's order: the product's fields (the first line as `tool`), then the lines and history. */
export function toOrder(data: OrderRecord): Order {
  const [first] = data.lines;
  return {
    _id: data.id,
    userName: data.userName,
    userEmail: data.userEmail,
    phoneNumber: data.phoneNumber,
    tool: {
      _id: first?.toolId ?? '',
      toolName: first?.toolName ?? '',
      price: fromCents(first?.unitPriceCents ?? 0),
      imageLink: first?.imageLink ?? '',
    },
    orderQuantity: piecesOf(data.lines),
    orderAddress: data.orderAddress,
    totalBill: fromCents(data.totalBillCents),
    taxRate: data.taxRate,
    taxAmount: fromCents(data.taxCents),
    totalDue: fromCents(data.totalDueCents),
    taxExemptReference: data.taxExemptReference,
    status: data.status,
    payment: data.payment,
    createdAt: isoOrNull(data.createdAt),
    lines: data.lines.map((line) => ({
      toolId: line.toolId,
      sku: line.sku,
      toolName: line.toolName,
      imageLink: line.imageLink,
      unitPrice: fromCents(line.unitPriceCents),
      listPrice: fromCents(line.listPriceCents),
      quantity: line.quantity,
      lineTotal: fromCents(line.lineTotalCents),
      taxRate: line.taxRate ?? 0,
      tax: fromCents(line.taxCents ?? 0),
    })),
    poNumber: data.poNumber,
    note: data.note,
    statusHistory: data.statusHistory.map(toHistoryEntry),
    invoiceNumber: data.invoiceNumber,
    paymentDueAt: isoOrNull(data.paymentDueAt),
    paidAt: isoOrNull(data.paidAt),
    paymentReference: data.paymentReference,
    creditNotes: data.creditNotes.map(toCreditNote),
    refunded: fromCents(data.refundedCents),
    // Only a company's orders carry these: every other order keeps the shape it always had.
    ...(data.company
      ? {
          companyId: data.company.companyId,
          placedBy: data.company.placedBy,
          locationId: data.company.locationId,
          locationName: data.company.locationName,
        }
      : {}),
  };
}

function toHistoryEntry(entry: HistoryRecord): OrderHistoryEntry {
  return 'payment' in entry
    ? { payment: 'paid', paymentReference: entry.paymentReference, at: entry.at.toDate().toISOString() }
    : {
        status: entry.status,
        at: isoOrNull(entry.at),
        ...(entry.decision
          ? { decision: entry.decision.decision, decidedBy: entry.decision.by, note: entry.decision.note }
          : {}),
      };
}
