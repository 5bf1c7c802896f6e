import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import type { DocumentAttachment, MailKind, MailMessage, OutgoingMail } from '../mail/outgoing-mail';
import { firestore } from '../firebase';

/**
 * `mail/{id}`: one message, in the Trigger Email extension's format (`to`, `message`, `delivery`),
 * plus `kind`, `orderId` and `documentAttachments` (files named, rendered when sent: mail/document-attachments.ts),
 * which the extension ignores. Written only by the API (in the
 * transaction of the change it reports); sent by the `sendMail` trigger (mail/deliver-mail.ts).
 */
export const mailCollection = () => firestore().collection('mail');

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

export interface MailDocument {
  to: string[];
  message: MailMessage;
  kind: MailKind;
  orderId: string | null;
  /** Absent when the message has none. */
  documentAttachments?: DocumentAttachment[];
  delivery: MailDelivery;
}

export function newMailDocument(mail: OutgoingMail) {
  const document: MailDocument = {
    to: mail.to,
    message: mail.message,
    kind: mail.kind,
    orderId: mail.orderId,
    ...(mail.attachments?.length ? { documentAttachments: mail.attachments } : {}),
    delivery: {
      state: 'PENDING',
      attempts: 0,
      startTime: null,
      endTime: null,
      leaseExpireTime: null,
      error: null,
      info: null,
    },
  };
  return { ...document, createdAt: FieldValue.serverTimestamp() };
}
