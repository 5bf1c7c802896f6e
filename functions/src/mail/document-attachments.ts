import type { Order } from '@toolshub/shared';
import type { BilledCompany } from '../documents/order-sheet';
import type { DocumentAttachment, MailAttachment } from './outgoing-mail';

/**
 * Reads the order a document belongs to (`findOrder` of repositories/orders/orders.ts in the
 * function), with the company a company member's order is billed to.
 */
export type OrderReader = (id: string) => Promise<{ order: Order; company?: BilledCompany | null } | null>;

/** Renders a quote's PDF as it is now (null: no such quote): documents/quote-document.ts in the function. */
export type QuoteRenderer = (id: string) => Promise<{ contentType: string; body: Buffer } | null>;

/**
 * The files a message names, rendered now by the code of `GET /api/order/{id}/document.pdf`
 * (documents/, loaded only for a message that has attachments). Throws, so the attempt fails and is
 * recorded, when the order is gone or its document is no longer the one named (an invoice is only
 * attached as the invoice the message was written with).
 */
export async function renderDocumentAttachments(
  named: DocumentAttachment[],
  readOrder: OrderReader,
  renderQuote: QuoteRenderer = () => Promise.resolve(null),
): Promise<MailAttachment[]> {
  if (named.length === 0) return [];
  const { orderDocument } = await import('../documents/order-document-file');
  return Promise.all(
    named.map(async (attachment) => {
      const { filename } = attachment;
      if ('quoteDocument' in attachment) {
        const file = await renderQuote(attachment.quoteDocument);
        if (!file) throw new Error(`No quote ${attachment.quoteDocument} to attach ${filename} from`);
        return { filename, contentType: file.contentType, content: file.body };
      }
      const orderId = attachment.orderDocument;
      const found = await readOrder(orderId);
      if (!found) throw new Error(`No order ${orderId} to attach ${filename} from`);
      const file = await orderDocument(found.order, { company: found.company ?? null });
      if (file.filename !== filename) {
        throw new Error(`Order ${orderId}'s document is ${file.filename}, not the ${filename} this message names`);
      }
      return { filename, contentType: file.contentType, content: file.body };
    }),
  );
}

/** The `documentAttachments` of a mail document (absent: none), or what is wrong with them. */
export function readDocumentAttachments(value: unknown): DocumentAttachment[] | string {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return '`documentAttachments` is not a list';
  const named: DocumentAttachment[] = [];
  for (const entry of value as unknown[]) {
    const { filename, orderDocument, quoteDocument } = (entry ?? {}) as Record<string, unknown>;
    if (typeof filename === 'string' && filename !== '' && typeof quoteDocument === 'string' && quoteDocument !== '') {
      named.push({ filename, quoteDocument });
      continue;
    }
    if (typeof filename !== 'string' || filename === '' || typeof orderDocument !== 'string' || orderDocument === '') {
      return 'An attachment needs a `filename` and the `orderDocument` (an order id) to render';
    }
    named.push({ filename, orderDocument });
  }
  return named;
}
