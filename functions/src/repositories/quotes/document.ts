import type { DocumentData, FirestoreDataConverter, Timestamp } from 'firebase-admin/firestore';
import { fromCents, isQuoteExpired, isQuoteStatus, type Quote, type QuoteStatus } from '@toolshub/shared';
import type { QuoteTax } from '../../domain/quote-tax';
import { firestore } from '../../firebase';
import { fields, isoOrNull } from '../../firestore/fields';

/** `quotes/{id}`: a request for quote and what became of it (docs/architecture.md, "quotes"). */
export const QUOTES = 'quotes';
export const quotesCollection = () => firestore().collection(QUOTES);

/** One line as stored: money in integer cents; unitPriceCents null until the shop offers. */
export interface QuoteLineRecord {
  toolId: string;
  sku: string;
  toolName: string;
  quantity: number;
  unitPriceCents: number | null;
  /** The tool's list price a piece when the line was last written. */
  listPriceCents: number;
  /** The tool's category then (its tax rate follows it); absent on quotes from before tax. */
  category?: string | null;
}

/** An offer's tax (domain/quote-tax.ts), written with its prices. */
export type QuoteTaxRecord = QuoteTax;

export interface StoredQuote {
  id: string;
  number: string;
  status: QuoteStatus;
  uid: string;
  userEmail: string;
  userName: string;
  companyId: string | null;
  companyName: string | null;
  lines: QuoteLineRecord[];
  totalCents: number | null;
  /** null until offered (and on offers made before tax). */
  tax: QuoteTaxRecord | null;
  message: string | null;
  shopMessage: string | null;
  expiresAt: Timestamp | null;
  declinedBy: 'shop' | 'buyer' | null;
  orderId: string | null;
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
}

const nullableString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const nullableCents = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

export function toStoredQuote(id: string, data: DocumentData): StoredQuote {
  const f = fields(data);
  const status = f.string('status');
  const declinedBy = f.string('declinedBy');
  return {
    id,
    number: f.string('number'),
    status: isQuoteStatus(status) ? status : 'requested',
    uid: f.string('uid'),
    userEmail: f.string('userEmail'),
    userName: f.string('userName'),
    companyId: nullableString(data.companyId),
    companyName: nullableString(data.companyName),
    lines: f.records('lines').map((line) => {
      const l = fields(line);
      return {
        toolId: l.string('toolId'),
        sku: l.string('sku'),
        toolName: l.string('toolName'),
        quantity: l.number('quantity'),
        unitPriceCents: nullableCents(line.unitPriceCents),
        listPriceCents: l.number('listPriceCents'),
        category: nullableString(line.category),
      };
    }),
    totalCents: typeof data.totalCents === 'number' ? data.totalCents : null,
    tax:
      typeof data.taxCents === 'number' && typeof data.totalDueCents === 'number'
        ? {
            taxRate: typeof data.taxRate === 'number' ? data.taxRate : null,
            taxCents: data.taxCents,
            totalDueCents: data.totalDueCents,
            taxExemptReference: nullableString(data.taxExemptReference),
          }
        : null,
    message: nullableString(data.message),
    shopMessage: nullableString(data.shopMessage),
    expiresAt: f.timestamp('expiresAt'),
    declinedBy: declinedBy === 'shop' || declinedBy === 'buyer' ? declinedBy : null,
    orderId: nullableString(data.orderId),
    createdAt: f.timestamp('createdAt'),
    updatedAt: f.timestamp('updatedAt'),
  };
}

export const quoteConverter: FirestoreDataConverter<StoredQuote> = {
  toFirestore: () => {
    throw new Error('Quotes are written by repositories/quotes/ and the order transaction only');
  },
  fromFirestore: (snap) => toStoredQuote(snap.id, snap.data()),
};

export const quotes = () => quotesCollection().withConverter(quoteConverter);

/** The quote as the API answers it (dollars, ISO times, `expired` as of `now`). */
export function toQuote(quote: StoredQuote, now = Date.now()): Quote {
  return {
    id: quote.id,
    number: quote.number,
    status: quote.status,
    expired: quote.status === 'offered' && isQuoteExpired(quote.expiresAt?.toMillis() ?? null, now),
    buyer: { uid: quote.uid, email: quote.userEmail, name: quote.userName },
    companyId: quote.companyId,
    companyName: quote.companyName,
    lines: quote.lines.map((line) => ({
      toolId: line.toolId,
      sku: line.sku,
      toolName: line.toolName,
      quantity: line.quantity,
      unitPrice: line.unitPriceCents === null ? null : fromCents(line.unitPriceCents),
      lineTotal: line.unitPriceCents === null ? null : fromCents(line.unitPriceCents * line.quantity),
      listPrice: fromCents(line.listPriceCents),
    })),
    total: quote.totalCents === null ? null : fromCents(quote.totalCents),
    taxRate: quote.tax?.taxRate ?? null,
    taxAmount: quote.tax ? fromCents(quote.tax.taxCents) : null,
    totalDue: quote.tax ? fromCents(quote.tax.totalDueCents) : null,
    taxExemptReference: quote.tax?.taxExemptReference ?? null,
    message: quote.message,
    shopMessage: quote.shopMessage,
    expiresAt: isoOrNull(quote.expiresAt),
    declinedBy: quote.declinedBy,
    orderId: quote.orderId,
    createdAt: isoOrNull(quote.createdAt),
    updatedAt: isoOrNull(quote.updatedAt),
  };
}
