import { formatPrice, fromCents } from '@toolshub/shared';
import { config } from '../config';
import { compose } from './compose';
import type { MailMessage } from './outgoing-mail';

/** The buyer's quotes page in the dashboard. */
export function myQuotesPageUrl(): string {
  return `${config.publicSiteUrl()}/dashboard/my-quotes`;
}

export interface QuoteLetter {
  buyerName: string;
  number: string;
  lines: { toolName: string; quantity: number; unitPriceCents: number }[];
  totalCents: number;
  /** The offer's tax (absent on offers made before tax). */
  tax?: { taxCents: number; totalDueCents: number; taxExemptReference: string | null };
  expiresAt: Date;
  shopMessage: string | null;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** To the buyer: the shop's offer, with its lines, total and expiry (the quote's PDF is attached). */
export function quoteOfferedMessage(quote: QuoteLetter): MailMessage {
  return compose({
    subject: `Your quote ${quote.number}`,
    greeting: `Hello ${quote.buyerName},`,
    blocks: [
      { paragraph: `Here are our prices for your request ${quote.number}. The quote is attached as a PDF.` },
      {
        rows: [
          ...quote.lines.map((line): [string, string] => [
            `${line.toolName} × ${line.quantity}`,
            `${formatPrice(fromCents(line.unitPriceCents))} a piece`,
          ]),
          ...(quote.tax
            ? ([
                ['Net', formatPrice(fromCents(quote.totalCents))],
                [
                  quote.tax.taxExemptReference ? `Tax (exempt: ${quote.tax.taxExemptReference})` : 'Tax',
                  formatPrice(fromCents(quote.tax.taxCents)),
                ],
                ['Total due', formatPrice(fromCents(quote.tax.totalDueCents))],
              ] as [string, string][])
            : ([['Total', formatPrice(fromCents(quote.totalCents))]] as [string, string][])),
          ['Valid until', `${longDate.format(quote.expiresAt)} UTC`],
        ],
      },
      ...(quote.shopMessage ? [{ paragraph: `A note from us: ${quote.shopMessage}` }] : []),
      { paragraph: 'Accept it from your quotes page to order at these prices.' },
    ],
    link: { label: 'Open your quotes', url: myQuotesPageUrl() },
  });
}

/** To the buyer: the shop declined the request. */
export function quoteDeclinedMessage(quote: {
  buyerName: string;
  number: string;
  shopMessage: string | null;
}): MailMessage {
  return compose({
    subject: `Your quote request ${quote.number}`,
    greeting: `Hello ${quote.buyerName},`,
    blocks: [
      { paragraph: `We are sorry: we cannot offer prices for your request ${quote.number}.` },
      ...(quote.shopMessage ? [{ paragraph: `Our reason: ${quote.shopMessage}` }] : []),
    ],
    link: { label: 'Open your quotes', url: myQuotesPageUrl() },
  });
}

/** To the shop's admins: a buyer asked for a quote. */
export function quoteRequestedMessage(quote: {
  buyerName: string;
  buyerEmail: string;
  number: string;
  lines: number;
}): MailMessage {
  return compose({
    subject: `Quote request ${quote.number} from ${quote.buyerName}`,
    blocks: [{ paragraph: `${quote.buyerName} (${quote.buyerEmail}) asks for a quote on ${quote.lines} line(s).` }],
    link: { label: 'Open the quotes', url: `${config.publicSiteUrl()}/dashboard/quotes` },
  });
}
