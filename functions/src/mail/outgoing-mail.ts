import type { Timestamp } from 'firebase-admin/firestore';
/** A message as the Trigger Email extension reads it (`message.subject`, `.text`, `.html`). */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/** What a message is about: kept on its document, so tests and operators can find it. */
export type MailKind =
  | 'order-received'
  | 'order-received-admins'
  | 'order-status'
  | 'order-expired'
  | 'approval-requested'
  | 'payment-recorded'
  | 'refund-recorded'
  | 'low-stock'
  | 'inquiry-received'
  | 'email-verification'
  | 'company-application-approved'
  | 'company-application-rejected'
  | 'company-invitation'
  | 'quote-requested'
  | 'quote-offered'
  | 'quote-declined';

/**
 * An attachment named, not held: the order's PDF (documents/), rendered by the sender when it sends
 * (mail/document-attachments.ts), so a message stays a small document. `filename` is what the
 * order's document is called when the message is written (an invoice: `INV-YYYY-NNNNN.pdf`); the
 * sender refuses to attach a document of another name.
 */
export type DocumentAttachment =
  | {
      filename: string;
      /** The id of the order whose document (GET /api/order/{id}/document.pdf) to attach. */
      orderDocument: string;
    }
  | {
      filename: string;
      /** The id of the quote whose PDF (GET /api/quotes/{id}/document.pdf) to attach. */
      quoteDocument: string;
    };

/** A file handed to the mail server with a message (nodemailer's attachment fields). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One message to write to `mail/`, in the same transaction as the change it reports. */
export interface OutgoingMail {
  /** Lower-case addresses; a message to nobody is not written. */
  to: string[];
  message: MailMessage;
  kind: MailKind;
  /** The order it reports on, when it reports on one. */
  orderId: string | null;
  /** Documents to attach when it is sent; none when absent. */
  attachments?: DocumentAttachment[];
}

/**
 * The extension's delivery states: PENDING (written), PROCESSING (claimed by a sender),
 * RETRY (an attempt failed, another will come), SUCCESS, ERROR (every attempt failed).
 */
export type DeliveryState = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';

export interface MailDelivery {
  state: DeliveryState;
  attempts: number;
  startTime: Timestamp | null;
  endTime: Timestamp | null;
  /** Until then a PROCESSING claim holds; after it, a retried event may claim again. */
  leaseExpireTime: Timestamp | null;
  error: string | null;
  info: { messageId: string; accepted: string[]; rejected: string[]; response: string } | null;
}
