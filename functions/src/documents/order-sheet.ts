import {
  formatPrice,
  fromCents,
  isPaymentEntry,
  paymentState,
  toCents,
  formatTaxRate,
  type CreditNote,
  type Order,
  type OrderStatusEntry,
} from '@toolshub/shared';

/** The file name of an invoice's PDF: its number (the shipped message names its attachment so). */
export function invoiceFilename(invoiceNumber: string): string {
  return `${invoiceNumber}.pdf`;
}

/** The shop as its documents name it (config.seller). */
export interface Seller {
  name: string;
  address: readonly string[];
  email: string;
  phone: string;
}

export interface SheetLine {
  sku: string;
  name: string;
  quantity: string;
  unitPrice: string;
  /** The list price a piece, only where a tier made the unit price lower. */
  listPrice: string | null;
  lineTotal: string;
}

/**
 * What an order's PDF says, as text, decided here and only laid out by order-pdf.ts: an order
 * confirmation until the order ships, then its invoice; or one of its credit notes (a refund).
 */
export interface OrderSheet {
  kind: 'confirmation' | 'invoice' | 'credit-note' | 'quote';
  /** `Order confirmation`, `Invoice INV-2026-00001` or `Credit note CN-2026-00001`. */
  title: string;
  /** The download's file name: `INV-2026-00001.pdf`, `order-{id}.pdf` or `CN-2026-00001.pdf`. */
  filename: string;
  seller: { name: string; lines: string[] };
  buyer: { name: string; lines: string[] };
  /** Label and value pairs: order number, dates, PO number. */
  facts: [string, string][];
  lines: SheetLine[];
  /** What the prices billed (tiers, contract prices, a quote) took off the list prices; null when they saved nothing. */
  savings: string | null;
  total: string;
  /**
   * An order's net, its tax (`Tax (15%)`; `Tax` when its lines' rates differ) and, as `total`,
   * the total due; absent where none is known (a quote before its offer).
   */
  tax?: { net: string; label: string; amount: string } | null;
  /** Terms, due date and whether it is paid. */
  payment: string[];
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function dateOf(iso: string | null): string | null {
  if (iso === null) return null;
  const time = Date.parse(iso);
  return Number.isFinite(time) ? longDate.format(time) : null;
}

function shippedAt(order: Order): string | null {
  const shipped = order.statusHistory.find(
    (entry): entry is OrderStatusEntry => !isPaymentEntry(entry) && entry.status === 'shipped',
  );
  return shipped?.at ?? null;
}

function paymentLines(order: Order, paymentTermsDays: number, now: Date): string[] {
  const terms =
    paymentTermsDays === 0
      ? 'Payment terms: Prepayment (paid before shipping)'
      : `Payment terms: Net ${paymentTermsDays} (due ${paymentTermsDays} days after shipping)`;
  const due = dateOf(order.paymentDueAt);
  const lines = [terms];
  if (due) lines.push(`Due date: ${due}`);
  switch (paymentState(order, now)) {
    case 'paid': {
      const paid = dateOf(order.paidAt);
      const reference = order.paymentReference ? ` (reference ${order.paymentReference})` : '';
      lines.push(`Status: Paid${paid ? ` on ${paid}` : ''}${reference}`);
      break;
    }
    case 'overdue':
      lines.push('Status: Overdue');
      break;
    case 'unpaid':
      lines.push(order.status === 'cancelled' ? 'Status: Cancelled, nothing is due' : 'Status: Unpaid');
  }
  return lines;
}

/** The company a company member's order is billed to: its name and payment terms. */
export interface BilledCompany {
  name: string;
  paymentTermsDays: number;
}

/** Who the document is for: the buyer, or for a company's order the company, its site and who placed it. */
function buyerOf(order: Order, company: BilledCompany | null): OrderSheet['buyer'] {
  if (!company) return { name: order.userName, lines: [order.userEmail, order.orderAddress, order.phoneNumber] };
  return {
    name: company.name,
    lines: [
      ...(order.locationName ? [`Site: ${order.locationName}`] : []),
      `Ordered by ${order.placedBy?.name ?? order.userName} (${order.userEmail})`,
      order.orderAddress,
      order.phoneNumber,
    ],
  };
}

/**
 * `paymentTermsDays`: the shop's; a company's order (`company`) is billed to the company, on its terms.
 */
export function orderSheet(
  order: Order,
  {
    seller,
    paymentTermsDays,
    now,
    company = null,
  }: { seller: Seller; paymentTermsDays: number; now: Date; company?: BilledCompany | null },
): OrderSheet {
  const invoice = order.invoiceNumber;
  let savingCents = 0;
  const lines = order.lines.map((line): SheetLine => {
    const unitCents = toCents(line.unitPrice);
    const listCents = toCents(line.listPrice);
    const saved = listCents > unitCents;
    if (saved) savingCents += (listCents - unitCents) * line.quantity;
    return {
      sku: line.sku || '-',
      name: line.toolName,
      quantity: String(line.quantity),
      unitPrice: formatPrice(line.unitPrice),
      listPrice: saved ? formatPrice(line.listPrice) : null,
      lineTotal: formatPrice(line.lineTotal),
    };
  });
  const facts: [string, string][] = [
    ['Order number', order._id],
    ['Order date', dateOf(order.createdAt) ?? 'not recorded'],
  ];
  const invoiceDate = dateOf(shippedAt(order));
  if (invoice && invoiceDate) facts.push(['Invoice date', invoiceDate]);
  facts.push(['PO number', order.poNumber ?? 'none']);
  facts.push(['Status', order.status.charAt(0).toUpperCase() + order.status.slice(1)]);
  return {
    kind: invoice ? 'invoice' : 'confirmation',
    title: invoice ? `Invoice ${invoice}` : 'Order confirmation',
    // Ids the API writes are letters and digits; anything else would not belong in a header.
    filename: invoice ? invoiceFilename(invoice) : `order-${order._id.replace(/[^A-Za-z0-9_-]/g, '-')}.pdf`,
    seller: { name: seller.name, lines: [...seller.address, seller.email, seller.phone] },
    buyer: buyerOf(order, company),
    facts,
    lines,
    savings: savingCents > 0 ? formatPrice(fromCents(savingCents)) : null,
    total: formatPrice(order.totalDue),
    tax: taxOf(order),
    payment: [...exemptionLines(order), ...paymentLines(order, company?.paymentTermsDays ?? paymentTermsDays, now)],
  };
}

/** Net, tax and its label (shared/domain/tax.ts computed them when the order was placed). */
function taxOf(order: Order): NonNullable<OrderSheet['tax']> {
  return {
    net: formatPrice(order.totalBill),
    label: order.taxRate === null ? 'Tax' : `Tax (${formatTaxRate(order.taxRate)})`,
    amount: formatPrice(order.taxAmount),
  };
}

const exemptionLines = (order: Order): string[] =>
  order.taxExemptReference ? [`Tax exempt: ${order.taxExemptReference}`] : [];

/**
 * A credit note's PDF: the refund of (part of) an order's payment, to its buyer, with the order it
 * refunds (its invoice, if it shipped), the reason, and what was paid and refunded.
 */
export function creditNoteSheet(order: Order, note: CreditNote, { seller }: { seller: Seller }): OrderSheet {
  const facts: [string, string][] = [
    ['Credit note', note.number],
    ['Date', dateOf(note.at) ?? 'not recorded'],
    ['Order number', order._id],
  ];
  if (order.invoiceNumber) facts.push(['Invoice', order.invoiceNumber]);
  facts.push(['PO number', order.poNumber ?? 'none']);
  facts.push(['Reason', note.reason]);
  const amount = formatPrice(note.amount);
  return {
    kind: 'credit-note',
    title: `Credit note ${note.number}`,
    filename: `${note.number}.pdf`,
    seller: { name: seller.name, lines: [...seller.address, seller.email, seller.phone] },
    buyer: { name: order.userName, lines: [order.userEmail, order.orderAddress, order.phoneNumber] },
    facts,
    lines: [
      {
        sku: '-',
        name: `Refund of order ${order._id}`,
        quantity: '1',
        unitPrice: amount,
        listPrice: null,
        lineTotal: amount,
      },
    ],
    savings: null,
    total: amount,
    payment: [
      `Order net: ${formatPrice(order.totalBill)}, ${taxOf(order).label.toLowerCase()}: ${formatPrice(order.taxAmount)}`,
      ...exemptionLines(order),
      `Paid for the order: ${formatPrice(order.totalDue)}`,
      `Refunded with this credit note: ${amount}`,
      `Refunded in all: ${formatPrice(order.refunded)}`,
      ...(note.cancelledOrder ? ['The order was cancelled before it shipped.'] : []),
    ],
  };
}
