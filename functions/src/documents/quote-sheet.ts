import { formatPrice, formatTaxRate, fromCents, type Quote } from '@toolshub/shared';
import type { OrderSheet, Seller, SheetLine } from './order-sheet';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
const dateOf = (iso: string | null) =>
  iso && Number.isFinite(Date.parse(iso)) ? longDate.format(Date.parse(iso)) : null;

/** The quote's file name: its number (`Q-2026-7.pdf`). */
export function quoteFilename(number: string): string {
  return `${number.replace(/[^A-Za-z0-9_-]/g, '-')}.pdf`;
}

/**
 * What a quote's PDF says: its number, dates, the buyer (or company), the lines with the offered
 * unit prices, the net, tax and total due (or "to be quoted" before the offer), and until when the
 * offer holds.
 */
export function quoteSheet(quote: Quote, { seller }: { seller: Seller }): OrderSheet {
  const lines = quote.lines.map((line): SheetLine => ({
    sku: line.sku || '-',
    name: line.toolName,
    quantity: String(line.quantity),
    unitPrice: line.unitPrice === null ? 'to be quoted' : formatPrice(line.unitPrice),
    listPrice: line.unitPrice !== null && line.listPrice > line.unitPrice ? formatPrice(line.listPrice) : null,
    lineTotal: line.lineTotal === null ? '-' : formatPrice(line.lineTotal),
  }));
  const savingCents = quote.lines.reduce(
    (sum, line) =>
      line.unitPrice !== null && line.listPrice > line.unitPrice
        ? sum + Math.round((line.listPrice - line.unitPrice) * 100) * line.quantity
        : sum,
    0,
  );
  const facts: [string, string][] = [
    ['Quote number', quote.number],
    ['Requested', dateOf(quote.createdAt) ?? 'not recorded'],
    ['Status', quote.expired ? 'Expired' : quote.status.charAt(0).toUpperCase() + quote.status.slice(1)],
  ];
  const expires = dateOf(quote.expiresAt);
  if (expires) facts.push(['Valid until', `${expires} UTC`]);
  return {
    kind: 'quote',
    title: `Quote ${quote.number}`,
    filename: quoteFilename(quote.number),
    seller: { name: seller.name, lines: [...seller.address, seller.email, seller.phone] },
    buyer: quote.companyName
      ? { name: quote.companyName, lines: [`Asked by ${quote.buyer.name} (${quote.buyer.email})`] }
      : { name: quote.buyer.name, lines: [quote.buyer.email] },
    facts,
    lines,
    savings: savingCents > 0 ? formatPrice(fromCents(savingCents)) : null,
    total: quote.total === null ? 'to be quoted' : formatPrice(quote.totalDue !== null ? quote.totalDue : quote.total),
    tax:
      quote.total !== null && quote.taxAmount !== null
        ? {
            net: formatPrice(quote.total),
            label: quote.taxRate === null ? 'Tax' : `Tax (${formatTaxRate(quote.taxRate)})`,
            amount: formatPrice(quote.taxAmount),
          }
        : null,
    payment: [
      ...(quote.taxExemptReference ? [`Tax exempt: ${quote.taxExemptReference}`] : []),
      ...(quote.shopMessage ? [`Note: ${quote.shopMessage}`] : []),
      'Prices hold until the date above; stock is reserved only when the quote is accepted.',
    ],
  };
}
