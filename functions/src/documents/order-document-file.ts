import type { CreditNote, Order } from '@toolshub/shared';
import { config } from '../config';
import { renderOrderPdf } from './order-pdf';
import { creditNoteSheet, orderSheet, type BilledCompany, type OrderSheet } from './order-sheet';

/** A document as a file: its type, the name to save it under and its bytes (what a file endpoint answers). */
export interface DocumentFile {
  contentType: string;
  filename: string;
  body: Buffer;
}

const pdfOf = async (sheet: OrderSheet): Promise<DocumentFile> => ({
  contentType: 'application/pdf',
  filename: sheet.filename,
  body: await renderOrderPdf(sheet),
});

/**
 * The order's PDF as the API answers it (and a message attaches it): a confirmation, or its invoice
 * once shipped; a company member's order is billed to its `company` (the caller reads it), on its terms.
 */
export function orderDocument(
  order: Order,
  { company = null, now = new Date() }: { company?: BilledCompany | null; now?: Date } = {},
): Promise<DocumentFile> {
  return pdfOf(orderSheet(order, { seller: config.seller, paymentTermsDays: config.paymentTermsDays, now, company }));
}

/** One of the order's credit notes as a PDF. */
export function creditNoteDocument(order: Order, note: CreditNote): Promise<DocumentFile> {
  return pdfOf(creditNoteSheet(order, note, { seller: config.seller }));
}
