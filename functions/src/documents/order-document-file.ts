import type { CreditNote, Order } from '@toolshub/shared';
import { config } from '../config';
import type { FileAnswer } from '../http/endpoint';
import { renderOrderPdf } from './order-pdf';
import { creditNoteSheet, orderSheet, type OrderSheet } from './order-sheet';

const pdfOf = async (sheet: OrderSheet): Promise<FileAnswer> => ({
  contentType: 'application/pdf',
  filename: sheet.filename,
  body: await renderOrderPdf(sheet),
});

/** The order's PDF as the API answers it: a confirmation, or its invoice once shipped. */
export function orderDocument(order: Order, now = new Date()): Promise<FileAnswer> {
  return pdfOf(orderSheet(order, { seller: config.seller, paymentTermsDays: config.paymentTermsDays, now }));
}

/** One of the order's credit notes as a PDF. */
export function creditNoteDocument(order: Order, note: CreditNote): Promise<FileAnswer> {
  return pdfOf(creditNoteSheet(order, note, { seller: config.seller }));
}
