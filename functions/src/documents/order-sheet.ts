import {
  formatPrice,
  fromCents,
  isPaymentEntry,
  paymentState,
  toCents,
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
  kind: 'confirmation' | 'invoice' | 'credit-note';
  /** `Order confirmation`, `Invoice INV-2026-00001` or `Credit note CN-2026-00001`. */
  title: string;
  /** The download's file name: `INV-2026-00001.pdf`, `order-{id}.pdf` or `CN-2026-00001.pdf`. */
  filename: string;
  seller: { name: string; lines: string[] };
  buyer: { name: string; lines: string[] };
  /** Label and value pairs: order number, dates, PO number. */
  facts: [string, string][];
  lines: SheetLine[];
  /** What the tiers took off the list prices; null when they saved nothing. */
  savings: string | null;
  total: string;
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
  const terms = `Payment terms: Net ${paymentTermsDays} (due ${paymentTermsDays} days after shipping)`;
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

export function orderSheet(
  order: Order,
  { seller, paymentTermsDays, now }: { seller: Seller; paymentTermsDays: number; now: Date },
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
    buyer: { name: order.userName, lines: [order.userEmail, order.orderAddress, order.phoneNumber] },
    facts,
    lines,
    savings: savingCents > 0 ? formatPrice(fromCents(savingCents)) : null,
    total: formatPrice(order.totalBill),
    payment: paymentLines(order, paymentTermsDays, now),
  };
}

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
      `Paid for the order: ${formatPrice(order.totalBill)}`,
      `Refunded with this credit note: ${amount}`,
      `Refunded in all: ${formatPrice(order.refunded)}`,
      ...(note.cancelledOrder ? ['The order was cancelled before it shipped.'] : []),
    ],
  };
}
