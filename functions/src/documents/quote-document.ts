import type { Quote } from '@toolshub/shared';
import { config } from '../config';
import type { DocumentFile } from './order-document-file';
import { renderOrderPdf } from './order-pdf';
import { quoteSheet } from './quote-sheet';

/** The quote's PDF (GET /api/quotes/{id}/document.pdf, and the offer's attachment). */
export async function quoteDocument(quote: Quote): Promise<DocumentFile> {
  const sheet = quoteSheet(quote, { seller: config.seller });
  return { contentType: 'application/pdf', filename: sheet.filename, body: await renderOrderPdf(sheet) };
}
