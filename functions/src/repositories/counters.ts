import { firestore } from '../firebase';

/** `counters/invoices-{year}`: `{ count }`, the invoices that year has had (see advance-order.ts). */
export const invoiceCounter = (year: number) => firestore().doc(`counters/invoices-${year}`);
/** `counters/credit-notes-{year}`: `{ count }`, the credit notes (refunds) that year has had (refund-order.ts). */
export const creditNoteCounter = (year: number) => firestore().doc(`counters/credit-notes-${year}`);
/** `counters/quotes-{year}`: `{ count }`, the quotes that year has had (Q-{year}-{n}; repositories/quotes/quotes.ts). */
export const quoteCounter = (year: number) => firestore().doc(`counters/quotes-${year}`);
