import { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import type { OrderRecord } from '../repositories/orders/document';

/**
 * One row per order line; money as decimals (12.50), times as ISO 8601 (UTC), tax rates as
 * fractions (0.15). `lineTotal` and `orderTotal` are net; `orderTotalDue` adds the order's tax.
 */
export const ORDER_CSV_COLUMNS = [
  'orderId',
  'createdAt',
  'status',
  'payment',
  'paymentDueAt',
  'invoiceNumber',
  'buyerName',
  'buyerEmail',
  'poNumber',
  'sku',
  'toolName',
  'quantity',
  'unitPrice',
  'listPrice',
  'lineTotal',
  'taxRate',
  'lineTax',
  'orderTotal',
  'orderTax',
  'orderTotalDue',
  'taxExemptReference',
] as const;

type OrderCsvRow = Record<(typeof ORDER_CSV_COLUMNS)[number], string | number>;

const money = (cents: number) => (cents / 100).toFixed(2);
const iso = (t: { toDate(): Date } | null) => (t ? t.toDate().toISOString() : '');

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some
 * strip first) as a formula; a leading apostrophe makes it text (OWASP's CSV injection advice).
 * Only text cells are guarded: numbers are written as numbers.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function orderCsvRows(order: OrderRecord): OrderCsvRow[] {
  return order.lines.map((line) => ({
    orderId: order.id,
    createdAt: iso(order.createdAt),
    status: order.status,
    payment: order.payment,
    paymentDueAt: iso(order.paymentDueAt),
    invoiceNumber: order.invoiceNumber ?? '',
    buyerName: order.userName,
    buyerEmail: order.userEmail,
    poNumber: order.poNumber ?? '',
    sku: line.sku,
    toolName: line.toolName,
    quantity: line.quantity,
    unitPrice: money(line.unitPriceCents),
    listPrice: money(line.listPriceCents),
    lineTotal: money(line.lineTotalCents),
    taxRate: line.taxRate ?? 0,
    lineTax: money(line.taxCents ?? 0),
    orderTotal: money(order.totalBillCents),
    orderTax: money(order.taxCents),
    orderTotalDue: money(order.totalDueCents),
    taxExemptReference: order.taxExemptReference ?? '',
  }));
}

/** The rows of these batches of orders, as an object stream. */
export function orderCsvRowStream(batches: AsyncIterable<OrderRecord[]>): Readable {
  async function* rows() {
    for await (const batch of batches) for (const order of batch) yield* orderCsvRows(order);
  }
  return Readable.from(rows());
}

/** Turns rows into CSV text: a header line first, CRLF line ends (RFC 4180). */
export function orderCsvStringifier(): Stringifier {
  return stringify({
    header: true,
    columns: [...ORDER_CSV_COLUMNS],
    record_delimiter: 'windows',
    cast: { string: neutraliseFormula },
  });
}
