import type { Order } from '@toolshub/shared';
import { config } from '../config';
import type { FileAnswer } from '../http/endpoint';
import { renderOrderPdf } from './order-pdf';
import { orderSheet } from './order-sheet';

/** The order's PDF as the API answers it: a confirmation, or its invoice once shipped. */
export async function orderDocument(order: Order, now = new Date()): Promise<FileAnswer> {
  const sheet = orderSheet(order, { seller: config.seller, paymentTermsDays: config.paymentTermsDays, now });
  return { contentType: 'application/pdf', filename: sheet.filename, body: await renderOrderPdf(sheet) };
}
